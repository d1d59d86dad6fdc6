"""Scenario files as pytest items: `pytest suite/` collects every `*.plain.yaml` and every how-to guide (a `.md`
whose front matter holds steps) as one test, named by its file and its `name:`, and every Gherkin `.feature` as
a test per scenario (per row of an Outline's Examples), named by its file and the scenario's name; their `tags`
are markers (`pytest -m smoke`, `-k login`).

An item is a `pytest.Function` whose test is given by the plugin, so that the fixtures a test function gets
(`plain_runner`, `plain_brain`, `plain_vars`, a conftest's autouse fixtures) are the scenario's too. A failed
item shows its steps and where it failed as `plainwright run` prints them; a file that is not a valid scenario
is a collection error naming its file, line and field.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
import yaml

from plainwright.errors import ScenarioError
from plainwright.model import RunResult, Scenario
from plainwright.output.run_text import no_style, step_lines, summary_lines
from plainwright.scenario_file import load_scenarios

if TYPE_CHECKING:
    from _pytest._code.code import TerminalRepr

SCENARIO_SUFFIXES = (".plain.yaml", ".plain.yml", ".feature")


def is_guide(path: Path) -> bool:
    """Whether a Markdown file is a how-to guide: front matter (between two `---` lines) with a list of `steps`."""
    try:
        with path.open(encoding="utf-8") as file:
            if file.readline().rstrip() != "---":
                return False
            front = "".join(itertools.takewhile(lambda line: line.rstrip() != "---", file))
        data = yaml.safe_load(front)
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return False
    return isinstance(data, dict) and isinstance(data.get("steps"), list)


def is_scenario_file(path: Path) -> bool:
    """A file pytest collects as scenarios: `*.plain.yaml` (or `.plain.yml`), `*.feature`, or a how-to guide."""
    return path.name.endswith(SCENARIO_SUFFIXES) or (path.suffix.lower() == ".md" and is_guide(path))


class ScenarioFailed(Exception):
    """A scenario item whose run did not pass; its report is the run's own text."""

    def __init__(self, result: RunResult) -> None:
        super().__init__(f"{result.name}: {result.status.verdict}")
        self.result = result


class ScenarioFile(pytest.File):
    """A scenario file: an item for each scenario it holds. `test` is the function each item runs."""

    def __init__(self, *, test: Callable[..., None], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.test = test

    def collect(self) -> Iterator[ScenarioItem]:
        try:
            scenarios = load_scenarios(self.path)
        except ScenarioError as exc:  # shown as its message alone, no traceback
            raise self.CollectError(f"invalid_scenario: {exc}") from exc
        stem = next((self.path.name.removesuffix(suffix) for suffix in (*SCENARIO_SUFFIXES, ".md")
                     if self.path.name.endswith(suffix)), self.path.name)
        for scenario in scenarios:
            name = (scenario.name or stem).replace("::", ":")
            yield ScenarioItem.from_parent(self, name=name, callobj=self.test, scenario=scenario)


class ScenarioItem(pytest.Function):
    """One scenario, run as `plainwright run` runs it; `result` is its RunResult once it has run."""

    def __init__(self, *, scenario: Scenario, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.scenario = scenario
        self.result: RunResult | None = None
        for tag in scenario.tags:  # registered, so that --strict-markers knows them
            self.config.addinivalue_line("markers", f"{tag}: a tag of plainwright scenarios")
            self.add_marker(tag)

    def reportinfo(self) -> tuple[Path, int, str]:
        """A failure's title: the scenario and its file, `Log in (login.plain.yaml)`. Not `login.plain.yaml::Log
        in`: pytest -v prints a title that ends the test's id with its dots as `::` (`login::plain::yaml::Log in`)."""
        return self.path, 0, f"{self.name} ({self.path.name})"

    def shown_path(self) -> str:
        """The file as pytest shows it: from the folder pytest was started in."""
        return os.path.relpath(self.path, self.config.invocation_params.dir)

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException]) -> str | TerminalRepr:  # type: ignore[override]
        """A failed run as `plainwright run` prints it: where it failed on the first line (pytest's summary line
        shows it), then its steps with their actions and failures, and the summary."""
        if not isinstance(excinfo.value, ScenarioFailed):
            return super().repr_failure(excinfo)
        result = excinfo.value.result
        lines = [_first_failure(result), "", f"▶ {result.path}"]
        for index, step in enumerate(result.steps):
            lines += step_lines(index, step, style=no_style)
        lines += summary_lines(result, style=no_style)
        lines += [f"screenshot: {step.screenshot}" for step in result.steps if step.error and step.screenshot]
        if result.trace:
            lines.append(f"trace: {result.trace}  (playwright show-trace opens it)")
        return "\n".join(lines)


def _first_failure(result: RunResult) -> str:
    """`element_not_found at login.plain.yaml:5: Click the Export button`, or the run's error before any step."""
    if result.error is not None:
        return f"{result.error.kind.value}: {result.error.headline}"
    for step in result.steps:
        if step.error is not None:
            return f"{step.error.kind.value} at {result.path}:{step.line}: {step.sentence}"
    return result.status.verdict
