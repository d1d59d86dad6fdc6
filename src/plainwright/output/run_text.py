"""A run as text: each step's line with its actions and failure, the run's summary, and the failed scenarios with
where their failed steps are (`file:line  sentence`), what they expected and what the page had instead.

`plainwright run` prints these lines in colour (`style=click.style`); a failed scenario item in pytest shows the
same lines without colour (`style=no_style`). Text that came from a scenario or a page has its control
characters escaped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

from plainwright.model import RunResult, StepFailure, StepResult, StepSource, StepStatus
from plainwright.output.control_chars import escape_for_terminal as _safe

Style = Callable[..., str]  # click.style's signature: style(text, fg="red", bold=True, dim=True)
MARKS = {StepStatus.PASSED: ("✓", "green"), StepStatus.FAILED: ("✗", "red"), StepStatus.SKIPPED: ("-", "yellow")}
SOURCES = {StepSource.RESOLVED: "", StepSource.REPLAYED: "  replayed", StepSource.HEALED: "  healed"}


def no_style(text: str, **_style: Any) -> str:
    """The text as it is: for a report that shows no colour."""
    return text


def step_lines(index: int, step: StepResult, *, style: Style = click.style) -> list[str]:
    """A step's line (its mark, number, sentence, time and how it was done), its actions, and its failure."""
    mark, colour = MARKS[step.status]
    source = SOURCES[step.source] if step.status is not StepStatus.SKIPPED else ""
    lines = [f"  {style(mark, fg=colour)} {index + 1:>2}. {_safe(step.sentence)}  "
             + style(f"{step.elapsed_ms:.0f} ms", dim=True)
             + style(source, fg="yellow" if step.source is StepSource.HEALED else "cyan")]
    if step.usage.tokens:
        cost = f", about ${step.usage.cost_usd:.4f}" if step.usage.cost_usd else ""
        lines.append(style(f"        model: {step.usage.tokens} tokens{cost}", dim=True))
    for action in step.actions:
        target = f' {action.element.role or action.element.tag} "{action.element.name}"' if action.element else ""
        value = f" = {action.value!r}" if action.value is not None else ""
        via = f"  via {action.locator}" if action.locator else ""
        lines.append(style(_safe(f"        {action.kind.value}{target}{value}{via}"), dim=True))
        if action.healed_from is not None:  # what the lock had, and why it no longer fit
            lines.append(style(_safe(f"        healed: {action.healed_from} -> {action.locator}"), fg="yellow"))
            lines += [style(_safe(f"          drifted: {reason}"), fg="yellow", dim=True) for reason in action.drift]
    # a dismissed confirm may be why nothing happened; the steps after a tab switch act on another tab; a missing
    # picture or frame was refused: each is said
    lines += [style(_safe(f"        browser dialog: {dialog}"), fg="yellow") for dialog in step.dialogs]
    lines += [style(_safe(f"        {tab}"), fg="cyan") for tab in step.tabs]
    lines += [style(_safe(f"        blocked: {refused}"), fg="yellow") for refused in step.blocked]
    if step.error:
        lines += failure_lines(step.error, indent=8, style=style)
    return lines


def failure_lines(failure: StepFailure, *, indent: int, style: Style = click.style) -> list[str]:
    """The failure's kind with its expectation and what was found instead, why, and the closest candidates."""
    pad = " " * indent
    lines = [style(_safe(f"{pad}{failure.kind.value}: {failure.headline}"), fg="red")]
    if failure.explanation:
        lines.append(style(_safe(f"{pad}{failure.explanation}"), fg="red", dim=True))
    lines += [style(_safe(f"{pad}  closest: {candidate}"), fg="red") for candidate in failure.candidates]
    return lines


def summary_lines(result: RunResult, *, style: Style = click.style) -> list[str]:
    """The run's verdict, steps passed and time; its brain calls, tokens, replayed and healed steps."""
    passed = sum(step.ok for step in result.steps)
    lines = []
    if result.error:
        lines.append(style(_safe(f"  {result.error.kind.value}: {result.error.headline}"), fg="red"))
    lines.append(style(f"{result.status.verdict}: {passed}/{len(result.steps)} steps passed "
                       f"in {result.elapsed_ms / 1000:.1f} s", fg="green" if result.ok else "red", bold=True))
    replayed = sum(step.source is StepSource.REPLAYED for step in result.steps)
    healed = sum(step.source is StepSource.HEALED for step in result.steps)
    lines.append(f"brain calls: {result.usage.brain_calls}, model tokens: {result.usage.tokens}; "
                 f"{replayed} steps replayed, {healed} healed"
                 + (f", about ${result.usage.cost_usd:.4f}" if result.usage.cost_usd else ""))
    return lines


def failed_lines(runs: list[RunResult], *, style: Style = click.style) -> list[str]:
    """The end of a run: each scenario that failed, and where its failed steps are (`file:line  sentence`), with
    what they expected and found instead. Nothing when every one passed."""
    failed = [run for run in runs if not run.ok]
    if not failed:
        return []
    lines = [style(f"failed scenario{'s' if len(failed) > 1 else ''}:", fg="red", bold=True)]
    for run in failed:
        lines.append(style(_safe(f"  ✗ {run.name}" + (f"  ({run.path})" if run.path and run.path != run.name else "")),
                           fg="red"))
        if run.error is not None:
            lines += failure_lines(run.error, indent=6, style=style)
        for step in run.steps:
            if step.error is not None:
                where = f"{run.path}:{step.line}" if run.path and step.line else run.path or ""
                lines.append(style(_safe(f"      {where}  {step.sentence}"), bold=True))
                lines += failure_lines(step.error, indent=8, style=style)
        if run.interrupted:
            lines.append(style(_safe(f"      interrupted by {run.interrupted}"), fg="yellow"))
    return lines
