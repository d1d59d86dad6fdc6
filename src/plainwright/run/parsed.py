"""A step read once: its sentence as written and as run, its clauses, and the secrets it brings.

A scenario's steps are parsed when the run is prepared, so that their secrets are known before the first thing
is written down; a secret found later (the value of a password field) is registered where it is found.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urljoin

from plainwright.errors import ScenarioError
from plainwright.model import Scenario
from plainwright.redact import Redactor
from plainwright.scenario_file import substitute
from plainwright.understand.grammar import parse_step
from plainwright.understand.intent import Clause


@dataclass(frozen=True, slots=True)
class ParsedStep:
    """`raw` is the step as written (`${env.X}` and all), `sentence` as run (substituted)."""

    raw: str
    sentence: str
    clauses: list[Clause]
    sensitive: bool = False

    def shown(self, redactor: Redactor) -> str:
        """The sentence a report shows: as written when the substituted one holds a secret (a reader learns
        which variable was used), else as run."""
        return self.raw if redactor.mask(self.sentence) != self.sentence else self.sentence


def parse(sentence: str, redactor: Redactor, *, raw: str | None = None, sensitive: bool = False) -> ParsedStep:
    """Parse one step; the values of a `sensitive` step are secrets from here on."""
    clauses = parse_step(sentence)
    if sensitive:
        for clause in clauses:
            redactor.add(clause.intent.value if clause.intent else None)
    return ParsedStep(raw=raw if raw is not None else sentence, sentence=sentence, clauses=clauses,
                      sensitive=sensitive)


@dataclass(frozen=True, slots=True)
class PreparedScenario:
    """A scenario ready to run: its URL and steps substituted and parsed, its secrets registered."""

    scenario: Scenario
    url: str
    steps: list[ParsedStep]
    redactor: Redactor


def _from_base(url: str, scenario: Scenario, field: str | None) -> str:
    """A page path (`/login`, as a `.feature` file's `Given I am on "/login"` may name it) on the application at
    `${vars.base_url}`; any other address as it is."""
    if not url.startswith("/") or url.startswith("//"):
        return url
    base = scenario.vars.get("base_url")
    if not base:
        raise ScenarioError(f"the page {url!r} is a path: give the application's address with --var "
                            "base_url=http://HOST:PORT (pytest: --plain-var base_url=...), or write the whole address",
                            path=scenario.path, line=scenario.url_line, field=field)
    return urljoin(base.rstrip("/") + "/", url.lstrip("/"))


def prepare(scenario: Scenario) -> PreparedScenario:
    secrets: set[str] = set()
    field = "url" if scenario.url_line is None else None  # a step that opens the page is named by its line
    url = _from_base(substitute(scenario.url, scenario, secrets=secrets, line=scenario.url_line, field=field),
                     scenario, field)
    sentences = [substitute(step.text, scenario, secrets=secrets, line=step.line) for step in scenario.steps]
    redactor = Redactor(secrets)
    steps = [parse(sentence, redactor, raw=step.text, sensitive=step.sensitive)
             for step, sentence in zip(scenario.steps, sentences, strict=True)]
    return PreparedScenario(scenario=scenario, url=url, steps=steps, redactor=redactor)
