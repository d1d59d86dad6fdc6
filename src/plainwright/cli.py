"""The `plainwright` command. The only module that prints, colours or shows progress."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable
from importlib.metadata import version
from pathlib import Path
from typing import Any

import click

from plainwright.config import BrowserConfig
from plainwright.errors import ErrorKind, UsageError
from plainwright.model import RunResult, StepFailure, StepResult, StepSource, StepStatus, SuiteResult
from plainwright.understand.brains import Brain

MARKS = {StepStatus.PASSED: ("✓", "green"), StepStatus.FAILED: ("✗", "red"), StepStatus.SKIPPED: ("-", "yellow")}
SOURCES = {StepSource.RESOLVED: "", StepSource.REPLAYED: "  replayed", StepSource.HEALED: "  healed"}


def _echo_step(index: int, step: StepResult) -> None:
    mark, colour = MARKS[step.status]
    source = SOURCES[step.source] if step.status is not StepStatus.SKIPPED else ""
    click.echo(f"  {click.style(mark, fg=colour)} {index + 1:>2}. {step.sentence}  "
               + click.style(f"{step.elapsed_ms:.0f} ms", dim=True)
               + click.style(source, fg="yellow" if step.source is StepSource.HEALED else "cyan"))
    if step.tokens:
        cost = f", about ${step.cost_usd:.4f}" if step.cost_usd else ""
        click.echo(click.style(f"        model: {step.tokens} tokens{cost}", dim=True))
    for action in step.actions:
        target = f' {action.element.role or action.element.tag} "{action.element.name}"' if action.element else ""
        value = f" = {action.value!r}" if action.value is not None else ""
        via = f"  via {action.locator}" if action.locator else ""
        click.echo(click.style(f"        {action.kind.value}{target}{value}{via}", dim=True))
    if step.error:
        click.echo(click.style(f"        {step.error.kind.value}: {step.error.message}", fg="red"))
        for candidate in step.error.candidates:
            click.echo(click.style(f"          closest: {candidate}", fg="red"))


def _echo_summary(result: RunResult) -> None:
    passed = sum(step.ok for step in result.steps)
    colour = "green" if result.ok else "red"
    if result.error:
        click.echo(click.style(f"  {result.error.kind.value}: {result.error.message}", fg="red"))
    click.echo(click.style(f"{result.status.value}: {passed}/{len(result.steps)} steps passed "
                           f"in {result.elapsed_ms / 1000:.1f} s", fg=colour, bold=True))
    replayed = sum(step.source is StepSource.REPLAYED for step in result.steps)
    healed = sum(step.source is StepSource.HEALED for step in result.steps)
    click.echo(f"brain calls: {result.brain_calls}, model tokens: {result.tokens}; "
               f"{replayed} steps replayed, {healed} healed"
               + (f", about ${result.cost_usd:.4f}" if result.cost_usd else ""))


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


class _Reports:
    """Where the reports go, and the step results seen so far: a crash mid-run still reports them."""

    def __init__(self, *, json_out: Path | None, junit: Path | None = None, html: Path | None = None,
                 output: Path = Path("plainwright-results"), trace: str = "off") -> None:
        self.json_out, self.junit, self.html, self.output, self.trace = json_out, junit, html, output, trace
        self.seen: dict[Path, list[StepResult]] = {}

    @property
    def screenshots(self) -> Path | None:
        return self.output / "screenshots" if self.html is not None else None

    @property
    def traces(self) -> Path | None:
        return self.output / "traces" if self.trace == "on-failure" else None

    def collect(self, path: Path) -> Callable[[int, StepResult], None]:
        steps = self.seen.setdefault(path, [])
        return lambda index, step: steps.append(step)

    def partial(self, exc: BaseException) -> list[RunResult]:
        """What the runs did before `exc` stopped them."""
        failure = StepFailure(kind=ErrorKind.BROWSER_CRASHED, message=f"the run stopped: {exc!r}")
        return [RunResult(name=path.name, url="", path=str(path), steps=steps, error=failure,
                          status=RunResult.status_of(steps, error=failure)) for path, steps in self.seen.items()]

    def write(self, runs: list[RunResult], suite: SuiteResult | None) -> None:
        from plainwright.output.html import write_html
        from plainwright.output.junit import write_junit

        if self.json_out is not None:
            document = suite if suite is not None else runs[0]
            self.json_out.write_text(document.model_dump_json(indent=2), encoding="utf-8")
            click.echo(f"result written to {self.json_out}")
        if self.junit is not None:
            write_junit(self.junit, runs)
            click.echo(f"JUnit XML written to {self.junit}")
        if self.html is not None:
            write_html(self.html, runs)
            click.echo(f"HTML report written to {self.html}")


def _run(scenario_path: Path, *, config: BrowserConfig, keep_going: bool, reports: _Reports,
         variables: dict[str, str] | None = None, brain: str | None = None, model: str | None = None,
         base_url: str | None = None, lock: bool = False, heal: bool = True, fresh: bool = False) -> RunResult:
    from plainwright.run.scenario import run_scenario
    from plainwright.run.suite import artifact_name
    from plainwright.understand.make import make_brain

    click.echo(click.style(f"▶ {scenario_path}", bold=True))
    collected = reports.collect(scenario_path)

    def on_step(index: int, step: StepResult) -> None:
        collected(index, step)
        _echo_step(index, step)

    name = artifact_name(scenario_path)
    try:
        chosen = make_brain(brain, model=model, base_url=base_url) if brain or model else None
        result = asyncio.run(run_scenario(
            scenario_path, browser_config=config, keep_going=keep_going, variables=variables, on_step=on_step,
            brain=chosen, lock=lock, heal=heal, fresh=fresh,
            screenshots=reports.screenshots / name if reports.screenshots else None,
            trace=reports.traces / f"{name}.zip" if reports.traces else None))
    except UsageError as exc:
        raise click.ClickException(str(exc)) from exc
    except Exception as exc:
        reports.write(reports.partial(exc), None)
        raise
    _echo_summary(result)
    reports.write([result], None)
    return result


def _echo_run(path: Path, result: RunResult) -> None:
    click.echo(click.style(f"▶ {path}", bold=True))
    for index, step in enumerate(result.steps):
        _echo_step(index, step)
    _echo_summary(result)


def _run_folder(folder: Path, *, config: BrowserConfig, workers: int, reports: _Reports,
                **options: Any) -> SuiteResult:
    from plainwright.run.suite import find_scenarios, run_suite

    paths = find_scenarios(folder)
    if not paths:
        raise click.ClickException(f"no *.plain.yaml under {folder}")
    click.echo(f"{len(paths)} scenarios under {folder}, {workers} at a time")
    try:
        suite = asyncio.run(run_suite(paths, workers=workers, browser_config=config, on_done=_echo_run,
                                      on_step_for=reports.collect, screenshots=reports.screenshots,
                                      traces=reports.traces, lock=True, **options))
    except UsageError as exc:
        raise click.ClickException(str(exc)) from exc
    except Exception as exc:
        reports.write(reports.partial(exc), None)
        raise
    passed = sum(run.ok for run in suite.runs)
    click.echo(click.style(f"{suite.status.value}: {passed}/{len(suite.runs)} scenarios passed in "
                           f"{suite.elapsed_ms / 1000:.1f} s; {suite.brain_calls} brain calls",
                           fg="green" if suite.ok else "red", bold=True))
    reports.write(suite.runs, suite)
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
@browser_options
@brain_options
def run(target: Path, json_out: Path | None, junit: Path | None, html: Path | None, trace: str, output: Path,
        workers: int, keep_going: bool, fresh: bool, no_heal: bool, headed: bool, browser_path: str | None,
        browser_endpoint: str | None, cdp_endpoint: str | None, brain: str | None, model: str | None,
        base_url: str | None) -> None:
    """Run a scenario file (.plain.yaml), or every one under a folder. Exit 0 only when every step passed.

    Steps recorded in NAME.lock.yaml beside the scenario replay with no brain call; the lock is rewritten
    after the run.
    """
    config = _browser_config(headed, browser_path, browser_endpoint, cdp_endpoint)
    reports = _Reports(json_out=json_out, junit=junit, html=html, output=output, trace=trace)
    if target.is_dir():
        chosen = _brain(brain, model, base_url)
        suite = _run_folder(target, config=config, workers=workers, reports=reports, keep_going=keep_going,
                            heal=not no_heal, fresh=fresh, brain=chosen)
        sys.exit(0 if suite.ok else 1)
    result = _run(target, config=config, keep_going=keep_going, reports=reports, brain=brain, model=model,
                  base_url=base_url, lock=True, heal=not no_heal, fresh=fresh)
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
        result = _run(demo_scenario(), config=config, keep_going=False, reports=_Reports(json_out=json_out),
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
