"""Which scenarios a run takes (`plainwright run DIR --grep PATTERN`), and what a list of them shows."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from plainwright.errors import ScenarioError
from plainwright.model import Scenario
from plainwright.scenario_file import load_scenarios


@dataclass(frozen=True, slots=True, eq=False)
class Found:
    """A scenario as a listing shows it: the file it is in, shown from the folder given, and what it holds (or the
    file's problem). A `.feature` file gives one for each of its scenarios; each is a run of its own, and the key
    of that run's steps in the reports and the status line (so equal only to itself)."""

    path: Path
    shown: str
    scenario: Scenario | None = None
    problem: ScenarioError | None = None

    @property
    def name(self) -> str:
        return self.scenario.title if self.scenario is not None and self.scenario.name else ""

    @property
    def title(self) -> str:
        """What a report calls its run: the scenario's name, else its file's."""
        return self.scenario.title if self.scenario is not None else self.path.name

    @property
    def part_of_file(self) -> bool:
        """Whether it is one of the scenarios of its file (a `.feature`'s, each with its `slug`): then the file
        alone does not name it."""
        return self.scenario is not None and self.scenario.slug is not None

    def label(self, path: str | Path) -> str:
        """`path`, and the scenario's name when its file holds several: `login.feature: Log in as ann`."""
        return f"{path}: {self.name}" if self.part_of_file else str(path)


def read(paths: list[Path], root: Path | None = None) -> list[Found]:
    """Each scenario of each file, shown from `root` (else as given); a malformed file is kept with its problem (a
    run reports it as `invalid_scenario`)."""
    found = []
    for path in paths:
        shown = path.relative_to(root).as_posix() if root is not None else str(path)
        try:
            found += [Found(path, shown, scenario=scenario) for scenario in load_scenarios(path)]
        except ScenarioError as exc:
            found.append(Found(path, shown, problem=exc))
    return found


def matcher(pattern: str) -> re.Pattern[str]:
    """`pattern` as a case-insensitive regular expression, or as plain text when it is not a valid one."""
    try:
        return re.compile(pattern, re.IGNORECASE)
    except re.error:
        return re.compile(re.escape(pattern), re.IGNORECASE)


def select(found: list[Found], pattern: str) -> list[Found]:
    """The scenarios whose path (from the folder given) or `name:` holds `pattern`, as text or as a regex."""
    regex, text = matcher(pattern), pattern.lower()
    return [one for one in found
            if any(text in where.lower() or regex.search(where) for where in (one.shown, one.name))]
