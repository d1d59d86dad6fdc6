"""JUnit XML for CI: one testsuite, one testcase per scenario; a failure names the failing step."""

from __future__ import annotations

from pathlib import Path
from xml.etree import ElementTree

from plainwright.model import RunResult, StepFailure, StepStatus
from plainwright.output.control_chars import strip_for_xml


def _failure_lines(failure: StepFailure) -> str:
    """The failure under its step: kind, expectation and what was found instead, why, the closest candidates."""
    return (f"\n    {failure.kind.value}: {failure.headline}"
            + (f"\n    {failure.explanation}" if failure.explanation else "")
            + "".join(f"\n    closest: {c}" for c in failure.candidates))


def _failure_text(run: RunResult) -> tuple[str, str]:
    """(message, details) of a failed run: the first failing step, its kind, its expectation and what was found
    instead, then every step (a failed one with its file:line)."""
    failed = next(((i, step) for i, step in enumerate(run.steps) if step.status is StepStatus.FAILED), None)
    if failed is not None and (error := failed[1].error) is not None:
        message = f"step {failed[0] + 1} failed: {failed[1].sentence} ({error.kind.value}: {error.headline})"
    elif run.error is not None:
        message = f"{run.error.kind.value}: {run.error.headline}"
    else:
        message = "the run did not pass"
    lines = [f"{i + 1:>2}. [{step.status.value}] {step.sentence}"
             + (f"  ({run.path}:{step.line})" if step.error and run.path and step.line else "")
             + (_failure_lines(step.error) if step.error else "")
             for i, step in enumerate(run.steps)]
    if run.error is not None:
        lines.insert(0, _failure_lines(run.error).strip())
    return message, "\n".join(lines)


def junit_xml(runs: list[RunResult]) -> str:
    """One testcase per run; a failed run has a `failure`, an interrupted one an `error` of type `interrupted`."""
    interrupted = sum(run.interrupted is not None for run in runs)
    suite = ElementTree.Element("testsuite", name="plainwright", tests=str(len(runs)),
                                failures=str(sum(not run.ok for run in runs) - interrupted), errors=str(interrupted),
                                time=f"{sum(run.elapsed_ms for run in runs) / 1000:.3f}")
    for run in runs:
        case = ElementTree.SubElement(suite, "testcase", name=strip_for_xml(run.name),
                                      classname=strip_for_xml(run.path or run.name),
                                      time=f"{run.elapsed_ms / 1000:.3f}")
        if run.interrupted is not None:
            done = len(run.steps)
            message = f"interrupted by {run.interrupted} after {done} step{'' if done == 1 else 's'}"
            error = ElementTree.SubElement(case, "error", message=message, type="interrupted")
            error.text = strip_for_xml(_failure_text(run)[1])
        elif not run.ok:
            message, details = _failure_text(run)
            kind = next((error.kind.value for error in run.errors), "failed")
            failure = ElementTree.SubElement(case, "failure", message=strip_for_xml(message), type=kind)
            failure.text = strip_for_xml(details)
    ElementTree.indent(suite)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ElementTree.tostring(suite, encoding="unicode") + "\n"


def write_junit(path: str | Path, runs: list[RunResult]) -> None:
    Path(path).write_text(junit_xml(runs), encoding="utf-8")
