"""Which scenarios a run takes (`plainwright run DIR --grep PATTERN`), and what a list of them shows."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from plainwright.errors import ScenarioError
from plainwright.model import Scenario
from plainwright.scenario_file import load_scenario


@dataclass(frozen=True, slots=True)
class Found:
    """A scenario file as a listing shows it: where it is, from the folder given, and what it holds."""

    path: Path
    shown: str
    scenario: Scenario | None = None
    problem: ScenarioError | None = None

    @property
    def name(self) -> str:
        return self.scenario.title if self.scenario is not None and self.scenario.name else ""


def read(paths: list[Path], root: Path | None = None) -> list[Found]:
    """Each file read, shown from `root` (else as given); a malformed one is kept with its problem (a run
    reports it as `invalid_scenario`)."""
    found = []
    for path in paths:
        shown = path.relative_to(root).as_posix() if root is not None else str(path)
        try:
            found.append(Found(path, shown, scenario=load_scenario(path)))
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
