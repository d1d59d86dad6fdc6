"""The `plainwright` command. The only module that prints, colours or shows progress."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable, Coroutine
from importlib.metadata import version
from pathlib import Path
from typing import Any, TypeVar

import click

from plainwright.config import BrowserConfig
from plainwright.errors import Interrupted, UsageError
from plainwright.model import Budget, RunResult, StepResult, StepSource, StepStatus, SuiteResult
from plainwright.output.control_chars import escape_for_terminal as _safe
from plainwright.output.reports import Reports
from plainwright.understand.brains import Brain

T = TypeVar("T")
MARKS = {StepStatus.PASSED: ("✓", "green"), StepStatus.FAILED: ("✗", "red"), StepStatus.SKIPPED: ("-", "yellow")}
SOURCES = {StepSource.RESOLVED: "", StepSource.REPLAYED: "  replayed", StepSource.HEALED: "  healed"}


def _echo(text: str, **style: Any) -> None:
    """Print a line of text that came from a scenario or a page: its control characters are shown escaped."""
    click.echo(click.style(_safe(text), **style))


def _echo_step(index: int, step: StepResult) -> None:
    mark, colour = MARKS[step.status]
    source = SOURCES[step.source] if step.status is not StepStatus.SKIPPED else ""
    click.echo(f"  {click.style(mark, fg=colour)} {index + 1:>2}. {_safe(step.sentence)}  "
               + click.style(f"{step.elapsed_ms:.0f} ms", dim=True)
               + click.style(source, fg="yellow" if step.source is StepSource.HEALED else "cyan"))
    if step.usage.tokens:
        cost = f", about ${step.usage.cost_usd:.4f}" if step.usage.cost_usd else ""
        click.echo(click.style(f"        model: {step.usage.tokens} tokens{cost}", dim=True))
    for action in step.actions:
        target = f' {action.element.role or action.element.tag} "{action.element.name}"' if action.element else ""
        value = f" = {action.value!r}" if action.value is not None else ""
        via = f"  via {action.locator}" if action.locator else ""
        _echo(f"        {action.kind.value}{target}{value}{via}", dim=True)
    for dialog in step.dialogs:  # a dismissed confirm may be why nothing happened: say so
        _echo(f"        browser dialog: {dialog}", fg="yellow")
    for tab in step.tabs:  # the steps after this one act on another tab: say which
        _echo(f"        {tab}", fg="cyan")
    if step.error:
        _echo(f"        {step.error.kind.value}: {step.error.message}", fg="red")
        for candidate in step.error.candidates:
            _echo(f"          closest: {candidate}", fg="red")


def _echo_summary(result: RunResult) -> None:
    passed = sum(step.ok for step in result.steps)
    colour = "green" if result.ok else "red"
    if result.error:
        _echo(f"  {result.error.kind.value}: {result.error.message}", fg="red")
    click.echo(click.style(f"{result.status.value}: {passed}/{len(result.steps)} steps passed "
                           f"in {result.elapsed_ms / 1000:.1f} s", fg=colour, bold=True))
    replayed = sum(step.source is StepSource.REPLAYED for step in result.steps)
    healed = sum(step.source is StepSource.HEALED for step in result.steps)
    click.echo(f"brain calls: {result.usage.brain_calls}, model tokens: {result.usage.tokens}; "
               f"{replayed} steps replayed, {healed} healed"
               + (f", about ${result.usage.cost_usd:.4f}" if result.usage.cost_usd else ""))


def browser_options(command: Callable[..., Any]) -> Callable[..., Any]:
    for option in reversed([
        click.option("--headed", is_flag=True, help="Show the browser window."),
        click.option("--browser-path", type=click.Path(dir_okay=False), help="Chromium binary to launch."),
        click.option("--browser-endpoint", metavar="WS_URL", help="Connect to a Playwright server (ws://...)."),
        click.option("--cdp-endpoint", metavar="URL", help="Connect to Chrome over the DevTools protocol."),
    ]):
        command = option(command)
    return command


def _browser_config(headed: bool, browser_path: str | None, browser_endpoint: str | None,
                    cdp_endpoint: str | None) -> BrowserConfig:
    return BrowserConfig.from_env(executable_path=browser_path, endpoint=browser_endpoint,
                                  cdp_endpoint=cdp_endpoint, headless=False if headed else None)


def brain_options(command: Callable[..., Any]) -> Callable[..., Any]:
    for option in reversed([
        click.option("--brain", type=click.Choice(["rules", "llm", "fallback"]), default=None,
                     help="rules (offline, default), llm, or fallback (rules first, the model when unsure)."),
        click.option("--model", metavar="PROVIDER:MODEL", help="e.g. openai:gpt-4o-mini, anthropic:..., gemini:..."),
        click.option("--base-url", metavar="URL", help="OpenAI-compatible endpoint (Ollama, vLLM, LM Studio...)."),
    ]):
        command = option(command)
    return command


def _write(reports: Reports, runs: list[RunResult], suite: SuiteResult | None) -> None:
    try:
        for line in reports.write(runs, suite):
            click.echo(line)
    except OSError as exc:
        click.echo(click.style(f"cannot write a report: {exc}", fg="red"), err=True)


def _on_interrupt(reports: Reports, *, folder: bool) -> Callable[[Interrupted], None]:
    """What a signal does first: report the steps done, the run marked `interrupted`."""

    def report(stopped: Interrupted) -> None:
        runs = reports.so_far(interrupted=stopped.signal_name)
        done = sum(len(run.steps) for run in runs)
        click.echo(click.style(f"\ninterrupted by {stopped.signal_name}: reporting the {done} step"
                               f"{'' if done == 1 else 's'} done", fg="yellow", bold=True))
        _write(reports, runs, reports.suite_so_far(runs) if folder else None)

    return report


def _until_done(work: Coroutine[Any, Any, T], reports: Reports, *, folder: bool) -> T:
    """Run `work`; a signal, a usage error or a crash still leaves the reports of the steps done."""
    from plainwright.run.interrupt import run_until_signal

    try:
        return asyncio.run(run_until_signal(work, on_signal=_on_interrupt(reports, folder=folder)))
    except Interrupted as stopped:
        sys.exit(stopped.exit_code)
    except UsageError as exc:
        raise click.ClickException(str(exc)) from exc
    except Exception as exc:
        runs = reports.so_far(crash=exc)
        _write(reports, runs, reports.suite_so_far(runs) if folder else None)
        raise


def _run(scenario_path: Path, *, config: BrowserConfig, keep_going: bool, reports: Reports,
         variables: dict[str, str] | None = None, brain: Brain | None = None, lock: bool = False, heal: bool = True,
         fresh: bool = False, budget: Budget | None = None) -> RunResult:
    from plainwright.run.scenario import run_scenario
    from plainwright.run.suite import artifact_name

    _echo(f"▶ {scenario_path}", bold=True)
    collected = reports.collect(scenario_path)

    def on_step(index: int, step: StepResult) -> None:
        collected(index, step)
        _echo_step(index, step)

    name = artifact_name(scenario_path)
    result = _until_done(run_scenario(
        scenario_path, browser_config=config, keep_going=keep_going, variables=variables, on_step=on_step,
        brain=brain, lock=lock, heal=heal, fresh=fresh, budget=budget,
        screenshots=reports.screenshots / name if reports.screenshots else None,
        trace=reports.traces / f"{name}.zip" if reports.traces else None), reports, folder=False)
    reports.finish(scenario_path, result)
    _echo_summary(result)
    _write(reports, [result], None)
    return result


def _echo_run(path: Path, result: RunResult) -> None:
    _echo(f"▶ {path}", bold=True)
    for index, step in enumerate(result.steps):
        _echo_step(index, step)
    _echo_summary(result)


def _run_folder(folder: Path, *, config: BrowserConfig, workers: int, reports: Reports,
                **options: Any) -> SuiteResult:
    from plainwright.run.suite import find_scenarios, run_suite

    paths = find_scenarios(folder)
    if not paths:
        raise click.ClickException(f"no *.plain.yaml under {folder}")
    click.echo(f"{len(paths)} scenarios under {_safe(str(folder))}, {workers} at a time")

    def on_done(path: Path, result: RunResult) -> None:
        reports.finish(path, result)
        _echo_run(path, result)

    suite = _until_done(run_suite(paths, workers=workers, browser_config=config, on_done=on_done,
                                  on_step_for=reports.collect, screenshots=reports.screenshots,
                                  traces=reports.traces, lock=True, **options), reports, folder=True)
    passed = sum(run.ok for run in suite.runs)
    click.echo(click.style(f"{suite.status.value}: {passed}/{len(suite.runs)} scenarios passed in "
                           f"{suite.elapsed_ms / 1000:.1f} s; {suite.usage.brain_calls} brain calls",
                           fg="green" if suite.ok else "red", bold=True))
    _write(reports, suite.runs, suite)
    return suite


@click.group()
@click.version_option(version("plainwright"), prog_name="plainwright")
def main() -> None:
    """Plain-English browser tests that compile into deterministic Playwright runs."""


@main.command()
@click.argument("target", type=click.Path(exists=True, path_type=Path))
@click.option("--json", "json_out", type=click.Path(dir_okay=False, path_type=Path),
              help="Write the RunResult (a SuiteResult for a folder).")
@click.option("--junit", type=click.Path(dir_okay=False, path_type=Path), help="Write JUnit XML.")
@click.option("--html", type=click.Path(dir_okay=False, path_type=Path), help="Write a self-contained HTML report.")
@click.option("--trace", type=click.Choice(["off", "on-failure"]), default="off", show_default=True,
              help="Save a Playwright trace of each failed scenario.")
@click.option("--output", type=click.Path(file_okay=False, path_type=Path), default="plainwright-results",
              show_default=True, help="Where screenshots and traces go.")
@click.option("--workers", type=click.IntRange(min=1), default=1, show_default=True,
              help="Scenarios run at once when TARGET is a folder (one browser, a context each).")
@click.option("--keep-going", is_flag=True, help="Run the remaining steps after a failure.")
@click.option("--fresh", is_flag=True, help="Ignore the lock file: resolve every step again and rewrite it.")
@click.option("--no-heal", is_flag=True, help="Fail a step whose locked element changed instead of re-resolving it.")
@click.option("--max-steps", type=click.IntRange(min=0), help="Budget: steps started (for a folder: in all).")
@click.option("--max-tokens", type=click.IntRange(min=0), help="Budget: model tokens spent.")
@click.option("--max-cost", "max_cost_usd", type=click.FloatRange(min=0), metavar="USD",
              help="Budget: estimated model cost.")
@click.option("--max-time", "max_seconds", type=click.FloatRange(min=0, min_open=True), metavar="SECONDS",
              help="Budget: wall time.")
@browser_options
@brain_options
def run(target: Path, json_out: Path | None, junit: Path | None, html: Path | None, trace: str, output: Path,
        workers: int, keep_going: bool, fresh: bool, no_heal: bool, max_steps: int | None, max_tokens: int | None,
        max_cost_usd: float | None, max_seconds: float | None, headed: bool, browser_path: str | None,
        browser_endpoint: str | None, cdp_endpoint: str | None, brain: str | None, model: str | None,
        base_url: str | None) -> None:
    """Run a scenario file (.plain.yaml), or every one under a folder. Exit 0 only when every step passed.

    Steps recorded in NAME.lock.yaml beside the scenario replay with no brain call; the lock is rewritten
    after the run. A --max-* budget overrides the scenario's `budget`; for a folder it limits the whole suite.
    """
    config = _browser_config(headed, browser_path, browser_endpoint, cdp_endpoint)
    reports = Reports(json_out=json_out, junit=junit, html=html, output=output, trace=trace)
    try:
        reports.check()  # before the browser starts, not after the whole run
    except UsageError as exc:
        raise click.UsageError(str(exc)) from exc
    chosen = _brain(brain, model, base_url)
    budget = Budget(max_steps=max_steps, max_tokens=max_tokens, max_cost_usd=max_cost_usd, max_seconds=max_seconds)
    if target.is_dir():
        suite = _run_folder(target, config=config, workers=workers, reports=reports, keep_going=keep_going,
                            heal=not no_heal, fresh=fresh, brain=chosen, budget=budget)
        sys.exit(0 if suite.ok else 1)
    result = _run(target, config=config, keep_going=keep_going, reports=reports, brain=chosen, lock=True,
                  heal=not no_heal, fresh=fresh, budget=budget)
    sys.exit(0 if result.ok else 1)


def _brain(brain: str | None, model: str | None, base_url: str | None) -> Brain | None:
    from plainwright.understand.make import make_brain

    try:
        return make_brain(brain, model=model, base_url=base_url) if brain or model else None
    except UsageError as exc:
        raise click.ClickException(str(exc)) from exc


@main.command()
@click.option("--json", "json_out", type=click.Path(dir_okay=False, path_type=Path), default="demo-result.json",
              show_default=True, help="Write the RunResult.")
@browser_options
def demo(json_out: Path, headed: bool, browser_path: str | None, browser_endpoint: str | None,
         cdp_endpoint: str | None) -> None:
    """Serve the bundled demo app on 127.0.0.1 and run its plain-English scenario against it."""
    from plainwright.demo.server import StaticServer, demo_scenario, demo_site

    config = _browser_config(headed, browser_path, browser_endpoint, cdp_endpoint)
    with StaticServer(demo_site()) as server:
        click.echo(f"demo app served at {server.url}")
        result = _run(demo_scenario(), config=config, keep_going=False, reports=Reports(json_out=json_out),
                      variables={"base_url": server.url})
    sys.exit(0 if result.ok else 1)


@main.command()
@click.argument("lock_file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--to", "target", type=click.Choice(["pytest"]), default="pytest", show_default=True,
              help="What to write.")
@click.option("-o", "--output", "out", type=click.Path(dir_okay=False, path_type=Path), required=True,
              help="The file to write, e.g. test_login.py.")
def export(lock_file: Path, target: str, out: Path) -> None:
    """Write a resolved scenario (its NAME.lock.yaml) as a pytest-playwright test."""
    from plainwright.output.pytest_export import export_pytest

    try:
        export_pytest(lock_file, out)
    except UsageError as exc:
        raise click.ClickException(str(exc)) from exc
    click.echo(f"{target} test written to {out}")
