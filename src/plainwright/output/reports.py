"""The reports of a `plainwright run`: where they go, what the runs have done so far, and writing them.

Steps are collected as they finish, so that a run stopped half-way (a signal, a dead browser) still reports
the steps it did. The paths are checked before anything runs: a report that cannot be written is said at once,
not after the whole run.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

from plainwright.errors import ErrorKind, UsageError
from plainwright.model import RunResult, RunStatus, StepFailure, StepResult, SuiteResult, Usage
from plainwright.selection import Found

StepCallback = Callable[[int, StepResult], None]


def check_writable(path: Path, what: str) -> None:
    """Raise UsageError naming `path` unless a file can be written there."""
    folder = path.parent
    problem = None
    if path.is_dir():
        problem = "it is a folder"
    elif not folder.is_dir():
        problem = f"the folder {str(folder)!r} does not exist" if not folder.exists() else f"{str(folder)!r} is a file"
    elif not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        problem = "it is not writable"
    if problem is not None:
        raise UsageError(f"cannot write the {what} to {str(path)!r}: {problem}")


class Reports:
    """Where the reports go, and the step results seen so far: a crash or a signal mid-run still reports them."""

    def __init__(self, *, json_out: Path | None, junit: Path | None = None, html: Path | None = None,
                 output: Path = Path("plainwright-results"), trace: str = "off") -> None:
        self.json_out, self.junit, self.html, self.output, self.trace = json_out, junit, html, output, trace
        self.seen: dict[Found, list[StepResult]] = {}
        self.done: dict[Found, RunResult] = {}
        self.started = time.perf_counter()

    def check(self) -> None:
        """Raise UsageError naming the first report path that cannot be written."""
        for path, what in ((self.json_out, "JSON report"), (self.junit, "JUnit XML"), (self.html, "HTML report")):
            if path is not None:
                check_writable(path, what)
        if self.output.exists() and not self.output.is_dir():
            raise UsageError(f"cannot write screenshots and traces to {str(self.output)!r}: it is a file")

    @property
    def screenshots(self) -> Path | None:
        return self.output / "screenshots" if self.html is not None else None

    @property
    def traces(self) -> Path | None:
        return self.output / "traces" if self.trace != "off" else None

    def collect(self, found: Found) -> StepCallback:
        """A scenario starts: its steps are kept as they finish."""
        steps = self.seen.setdefault(found, [])
        return lambda index, step: steps.append(step)

    def finish(self, found: Found, run: RunResult) -> None:
        self.done[found] = run

    def so_far(self, *, interrupted: str | None = None, crash: BaseException | None = None) -> list[RunResult]:
        """What the runs did before a signal (`interrupted`: its name) or an exception (`crash`) stopped them."""
        failure = StepFailure(kind=ErrorKind.BROWSER_CRASHED, message=f"the run stopped: {crash!r}") if crash else None
        runs = []
        for found, steps in self.seen.items():
            if found in self.done:
                runs.append(self.done[found])
                continue
            status = RunStatus.INTERRUPTED if interrupted else RunResult.status_of(steps, error=failure)
            runs.append(RunResult(name=found.title, url=steps[-1].url if steps else "", path=str(found.path),
                                  steps=steps, error=failure, status=status, interrupted=interrupted,
                                  usage=Usage.total(step.usage for step in steps),
                                  elapsed_ms=round((time.perf_counter() - self.started) * 1000, 1)))
        return runs

    def suite_so_far(self, runs: list[RunResult]) -> SuiteResult:
        return SuiteResult.of(runs, elapsed_ms=(time.perf_counter() - self.started) * 1000)

    def write(self, runs: list[RunResult], suite: SuiteResult | None) -> list[str]:
        """Write every report asked for; return a line for each, saying where it went."""
        from plainwright.output.html import write_html
        from plainwright.output.junit import write_junit

        written = []
        if self.json_out is not None and (suite is not None or runs):
            document = suite if suite is not None else runs[0]
            self.json_out.write_text(document.model_dump_json(indent=2), encoding="utf-8")
            written.append(f"result written to {self.json_out}")
        if self.junit is not None:
            write_junit(self.junit, runs)
            written.append(f"JUnit XML written to {self.junit}")
        if self.html is not None:
            write_html(self.html, runs)
            written.append(f"HTML report written to {self.html}")
        return written
