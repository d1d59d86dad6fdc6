"""The HTML report: one self-contained file (styles and script inline, screenshots as data URIs), made with Jinja2.

Failed scenarios come first and open, each with its failing step on top: what it expected, what the page had
instead, the closest candidates and the step's screenshot. Passing scenarios are collapsed. Filters (failed,
passed, healed, replayed) and a search box narrow the list; a screenshot opens full size on click.
"""

from __future__ import annotations

import base64
import os
from dataclasses import dataclass
from pathlib import Path

from jinja2 import Environment, PackageLoader, select_autoescape

from plainwright.model import RunResult, StepResult, StepSource, StepStatus, Usage


def _environment() -> Environment:
    env = Environment(loader=PackageLoader("plainwright.output", "templates"),
                      autoescape=select_autoescape(["html", "j2"]), trim_blocks=True, lstrip_blocks=True)
    env.filters["data_uri"] = _data_uri
    env.filters["seconds"] = lambda ms: f"{ms / 1000:.2f} s"
    return env


def _data_uri(path: str | None) -> str:
    """The screenshot inlined, so the report is one file; empty when it is missing."""
    if not path or not Path(path).is_file():
        return ""
    return "data:image/png;base64," + base64.b64encode(Path(path).read_bytes()).decode("ascii")


def _target(step: StepResult) -> list[str]:
    return [f'{a.element.role or a.element.tag} "{a.element.name}"' if a.element else "" for a in step.actions]


@dataclass(frozen=True, slots=True)
class _Shown:
    """A run as the report shows it: the run, where it sits in the list, and what the filters and search read."""

    run: RunResult
    number: int
    verdict: str  # passed, failed or interrupted
    failed_step: int | None  # the index of its first failed step
    healed: bool
    replayed: bool
    search: str
    trace_href: str | None

    @property
    def failure(self) -> StepResult | None:
        return self.run.steps[self.failed_step] if self.failed_step is not None else None

    def place(self, step: StepResult) -> str:
        """`login.plain.yaml:7`: where the step is written."""
        return f"{self.run.path}:{step.line}" if self.run.path and step.line else self.run.path or ""


def _trace_href(trace: str | None, folder: Path | None) -> str | None:
    """The trace's address from the report's folder (a relative link keeps working when both are copied)."""
    if trace is None:
        return None
    if folder is None:
        return Path(trace).as_posix()
    try:
        return Path(os.path.relpath(Path(trace).resolve(), folder.resolve())).as_posix()
    except ValueError:  # another drive
        return Path(trace).resolve().as_uri()


def _shown(run: RunResult, number: int, folder: Path | None) -> _Shown:
    failed = next((i for i, step in enumerate(run.steps) if step.status is StepStatus.FAILED), None)
    words = [run.name, run.path or "", run.url, *(step.sentence for step in run.steps),
             *(error.message for error in run.errors)]
    return _Shown(run=run, number=number,
                  verdict="passed" if run.ok else "interrupted" if run.interrupted else "failed",
                  failed_step=failed, healed=any(step.source is StepSource.HEALED for step in run.steps),
                  replayed=any(step.source is StepSource.REPLAYED for step in run.steps),
                  search=" ".join(words).lower(), trace_href=_trace_href(run.trace, folder))


def html_report(runs: list[RunResult], *, title: str = "plainwright report", folder: Path | None = None) -> str:
    """The report of `runs`, failed ones first; `folder` is where it will be written (links to traces start
    there)."""
    shown = [_shown(run, number, folder) for number, run in enumerate(runs, start=1)]
    shown.sort(key=lambda one: one.verdict == "passed")  # stable: failed first, each group in run order
    counts = {verdict: sum(one.verdict == verdict for one in shown) for verdict in ("passed", "failed", "interrupted")}
    template = _environment().get_template("report.html.j2")
    return template.render(title=title, shown=shown, target=_target, counts=counts, total=len(runs),
                           verdict="passed" if counts["passed"] == len(runs) and runs else "failed",
                           healed=sum(one.healed for one in shown), replayed=sum(one.replayed for one in shown),
                           steps=sum(len(run.steps) for run in runs),
                           steps_by={source: sum(step.source is source for run in runs for step in run.steps)
                                     for source in (StepSource.REPLAYED, StepSource.HEALED)},
                           elapsed_ms=sum(run.elapsed_ms for run in runs),
                           usage=Usage.total(run.usage for run in runs))


def write_html(path: str | Path, runs: list[RunResult], *, title: str = "plainwright report") -> None:
    Path(path).write_text(html_report(runs, title=title, folder=Path(path).parent), encoding="utf-8")
