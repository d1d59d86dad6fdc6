"""The `plainwright` command. With terminal.py, the only module that prints, colours or shows progress."""

from __future__ import annotations

import asyncio
import contextlib
import re
import sys
import webbrowser
from collections.abc import Callable, Coroutine, Iterator
from importlib.metadata import version
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click

from plainwright.config import BROWSERS, BrowserConfig, has_display
from plainwright.errors import BrowserCrashed, ErrorKind, Interrupted, ScenarioError, UsageError
from plainwright.model import Budget, RunResult, RunStatus, StepFailure, StepResult, SuiteResult
from plainwright.output.control_chars import escape_for_terminal as _safe
from plainwright.output.reports import Reports, check_writable
from plainwright.output.run_text import failed_lines, step_lines, summary_lines
from plainwright.selection import Found
from plainwright.terminal import STATUS, Progress
from plainwright.understand.brains import Brain

if TYPE_CHECKING:
    from plainwright.goal_events import EventSink, GoalEvent
    from plainwright.plan.base import Planner
    from plainwright.plan.notes import Note
    from plainwright.run.goal import GoalResult, GoalRun

T = TypeVar("T")
_ENGINES = {"chromium": "Chromium", "firefox": "Firefox", "webkit": "WebKit"}
LAST_REPORT = "last-report.txt"  # in --output: where `plainwright show-report` finds the last HTML report
_VARIABLE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


class InvalidInput(click.ClickException):
    """A usage error found before the browser starts (exit 2, as click's own are), said without the command's usage
    text: a scenario file that is not valid or names a variable nobody set, a folder with no scenario, a --grep
    that selects none, a brain or planner that cannot be made from the options given."""

    exit_code = 2


def _say(text: str = "", *, err: bool = False) -> None:
    """Print a line (the status line, if shown, gives way to it)."""
    STATUS.clear()
    click.echo(text, err=err)


def _echo(text: str, **style: Any) -> None:
    """Print a line of text that came from a scenario or a page: its control characters are shown escaped."""
    _say(click.style(_safe(text), **style))


def _warn(text: str) -> None:
    _say(click.style(f"warning: {text}", fg="yellow"), err=True)


def _echo_step(index: int, step: StepResult) -> None:
    for line in step_lines(index, step):
        _say(line)


def _echo_summary(result: RunResult) -> None:
    for line in summary_lines(result):
        _say(line)


def browser_options(command: Callable[..., Any]) -> Callable[..., Any]:
    for option in reversed([
        click.option("--headed", is_flag=True, help="Show the browser window."),
        click.option("--slow-mo", type=click.FloatRange(min=0), metavar="MS",
                     help="Wait MS milliseconds after each browser operation (to follow a --headed run)."),
        click.option("--browser", "browser_name", type=click.Choice(BROWSERS), default="chromium", show_default=True,
                     help="The engine to run in; Firefox and WebKit are Playwright's own builds "
                          "(`playwright install firefox`)."),
        click.option("--channel", metavar="NAME", help="A branded Chromium, run from where it is installed: "
                                                     "chrome, msedge, chrome-beta..."),
        click.option("--browser-path", type=click.Path(dir_okay=False), help="The browser binary to launch."),
        click.option("--browser-endpoint", metavar="WS_URL", help="Connect to a Playwright server (ws://...)."),
        click.option("--cdp-endpoint", metavar="URL", help="Connect to Chrome over the DevTools protocol."),
    ]):
        command = option(command)
    return command


BROWSER_OPTIONS = ("headed", "slow_mo", "browser_name", "channel", "browser_path", "browser_endpoint", "cdp_endpoint")


def _browser_config(*, headed: bool, slow_mo: float | None, browser_name: str, channel: str | None,
                    browser_path: str | None, browser_endpoint: str | None, cdp_endpoint: str | None) -> BrowserConfig:
    return BrowserConfig.from_env(browser=browser_name, channel=channel, executable_path=browser_path,
                                  endpoint=browser_endpoint, slow_mo=slow_mo, cdp_endpoint=cdp_endpoint,
                                  headless=False if headed else None)


def _starting(config: BrowserConfig) -> str:
    """What the status line says while the browser is not there yet."""
    endpoint = config.cdp_endpoint or config.endpoint
    return f"connecting to the browser at {endpoint}" if endpoint else f"starting {_ENGINES[config.browser]}"


def _deprecated_base_url(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    if value is not None:
        _warn("--base-url is deprecated: it names the model's endpoint, so it is now --llm-base-url "
              "(pytest-playwright's --base-url is the application's URL)")
    return value


def brain_options(command: Callable[..., Any]) -> Callable[..., Any]:
    for option in reversed([
        click.option("--brain", type=click.Choice(["rules", "llm", "fallback"]), default=None,
                     help="rules (offline, default), llm, or fallback (rules first, the model when unsure)."),
        click.option("--model", metavar="PROVIDER:MODEL", help="e.g. openai:gpt-4o-mini, anthropic:..., gemini:..."),
        click.option("--llm-base-url", metavar="URL",
                     help="The model's OpenAI-compatible endpoint (Ollama, vLLM, LM Studio...)."),
        click.option("--base-url", "old_base_url", metavar="URL", hidden=True, callback=_deprecated_base_url,
                     help="Deprecated name of --llm-base-url."),
    ]):
        command = option(command)
    return command


def boundary_options(command: Callable[..., Any]) -> Callable[..., Any]:
    for option in reversed([
        click.option("--allowed-domain", "allowed_domains", metavar="PATTERN", multiple=True,
                     callback=_check_patterns,
                     help="A host the browser may open (repeatable): *.example.com, localhost, 127.0.0.1:8000; "
                          "or a scheme such as file:. Replaces the scenario's allowed_domains."),
        click.option("--upload-dir", type=click.Path(exists=True, file_okay=False, path_type=Path),
                     help="The folder Upload steps take files from (default: the working directory)."),
    ]):
        command = option(command)
    return command


def _check_patterns(ctx: click.Context, param: click.Parameter, value: tuple[str, ...]) -> list[str] | None:
    from plainwright.browser.allowed import Allowed

    try:
        Allowed.parse(value)
    except UsageError as exc:
        raise click.BadParameter(str(exc)) from exc
    return list(value) or None


def _variables(ctx: click.Context, param: click.Parameter, values: tuple[str, ...]) -> dict[str, str]:
    found = {}
    for item in values:
        name, equals, value = item.partition("=")
        if not equals or not _VARIABLE.fullmatch(name):
            raise click.BadParameter(f"{item!r} is not NAME=VALUE (NAME as in ${{vars.NAME}})", ctx=ctx, param=param)
        found[name] = value
    return found


def _write(reports: Reports, runs: list[RunResult], suite: SuiteResult | None) -> None:
    try:
        for line in reports.write(runs, suite):
            _say(line)
        if reports.html is not None:
            reports.output.mkdir(parents=True, exist_ok=True)
            (reports.output / LAST_REPORT).write_text(f"{reports.html.resolve()}\n", encoding="utf-8")
    except OSError as exc:
        _say(click.style(f"cannot write a report: {exc}", fg="red"), err=True)


def _on_interrupt(reports: Reports, *, folder: bool) -> Callable[[Interrupted], None]:
    """What a signal does first: report the steps done, the run marked `interrupted`."""

    def report(stopped: Interrupted) -> None:
        runs = reports.so_far(interrupted=stopped.signal_name)
        done = sum(len(run.steps) for run in runs)
        _say(click.style(f"\ninterrupted by {stopped.signal_name}: reporting the {done} step"
                         f"{'' if done == 1 else 's'} done", fg="yellow", bold=True))
        _write(reports, runs, reports.suite_so_far(runs) if folder else None)

    return report


def _until_done(work: Coroutine[Any, Any, T], reports: Reports, progress: Progress, *, folder: bool) -> T:
    """Run `work`; a signal, a usage error or a crash still leaves the reports of the steps done."""
    from plainwright.run.interrupt import run_until_signal

    try:
        return asyncio.run(run_until_signal(progress.around(work), on_signal=_on_interrupt(reports, folder=folder)))
    except Interrupted as stopped:
        sys.exit(stopped.exit_code)
    except ScenarioError as exc:
        raise InvalidInput(str(exc)) from exc
    except UsageError as exc:
        raise click.ClickException(str(exc)) from exc
    except BrowserCrashed as exc:  # a folder's browser that does not start: said, as a single file's is
        _write(reports, reports.so_far(), reports.suite_so_far([]) if folder else None)
        raise click.ClickException(f"browser_crashed: {exc}") from exc
    except Exception as exc:
        runs = reports.so_far(crash=exc)
        _write(reports, runs, reports.suite_so_far(runs) if folder else None)
        raise


def _steps_of(found: Found | None) -> tuple[str, list[str]]:
    """A scenario's URL and steps as written, for the status line."""
    if found is None or found.scenario is None:
        return "", []
    return found.scenario.url, [step.text for step in found.scenario.steps]


async def _in_a_browser(found: Found, config: BrowserConfig, progress: Progress, **options: Any) -> RunResult:
    """`run_scenario` in a browser started here, as a folder's is, so that the status line knows when it is up."""
    from plainwright.browser.launch import open_browser
    from plainwright.run.scenario import run_scenario

    async with contextlib.AsyncExitStack() as stack:
        try:
            browser = await stack.enter_async_context(open_browser(config))
        except BrowserCrashed as exc:  # the run fails with the reason, as any run whose browser is gone
            return RunResult(name=found.scenario.title if found.scenario else found.path.name, url="",
                             path=str(found.path), status=RunStatus.FAILED,
                             error=StepFailure(kind=ErrorKind.BROWSER_CRASHED, message=str(exc)))
        url, steps = _steps_of(found)
        progress.started(found, name=found.label(found.path.name), url=url, steps=steps)
        return await run_scenario(found.path, browser=browser, **options)


def _run(found: Found, *, config: BrowserConfig, reports: Reports, **options: Any) -> RunResult:
    """Run one scenario file, its steps printed as they finish; `options` go to `run_scenario`."""
    from plainwright.run.suite import artifact_name

    path = found.path
    if found.problem is not None:  # said before a browser starts for nothing
        raise InvalidInput(str(found.problem))
    _echo(f"▶ {path}", bold=True)
    collected = reports.collect(found)
    progress = Progress(_starting(config))

    def on_step(index: int, step: StepResult) -> None:
        collected(index, step)
        progress.stepped(found, index)
        _echo_step(index, step)

    name = artifact_name(path)
    result = _until_done(_in_a_browser(
        found, config, progress, on_step=on_step,
        screenshots=reports.screenshots / name if reports.screenshots else None,
        trace=reports.traces / f"{name}.zip" if reports.traces else None, **options), reports, progress, folder=False)
    reports.finish(found, result)
    _echo_summary(result)
    _echo_failed([result])
    _write(reports, [result], None)
    return result


def _echo_failed(runs: list[RunResult]) -> None:
    """The end of a run: each scenario that failed, where its failed steps are and what they found instead."""
    lines = failed_lines(runs)
    if lines:
        _say()
    for line in lines:
        _say(line)


def _echo_run(found: Found, result: RunResult) -> None:
    _echo(f"▶ {found.label(found.path)}", bold=True)
    for index, step in enumerate(result.steps):
        _echo_step(index, step)
    _echo_summary(result)


def _run_folder(target: Path, found: list[Found], *, config: BrowserConfig, workers: int, reports: Reports,
                **options: Any) -> SuiteResult:
    """Run the scenarios of a folder, or of a `.feature` file, as a suite."""
    from plainwright.run.suite import run_suite

    _echo(f"{len(found)} scenarios {'under' if target.is_dir() else 'in'} {target}, {workers} at a time")
    progress = Progress(_starting(config))

    def on_step_for(one: Found) -> Callable[[int, StepResult], None]:
        """A scenario starts (the suite's browser is up): its steps are collected and followed."""
        collected = reports.collect(one)
        url, steps = _steps_of(one)
        progress.started(one, name=one.label(one.path.name), url=url, steps=steps)

        def on_step(index: int, step: StepResult) -> None:
            collected(index, step)
            progress.stepped(one, index)

        return on_step

    def on_done(one: Found, result: RunResult) -> None:
        progress.finished(one)
        reports.finish(one, result)
        _echo_run(one, result)

    suite = _until_done(run_suite(found, workers=workers, browser_config=config,
                                  on_done=on_done, on_step_for=on_step_for, screenshots=reports.screenshots,
                                  traces=reports.traces, lock=True, **options), reports, progress, folder=True)
    passed = sum(run.ok for run in suite.runs)
    _echo_failed(suite.runs)
    _say(click.style(f"{suite.status.verdict}: {passed}/{len(suite.runs)} scenarios passed in "
                     f"{suite.elapsed_ms / 1000:.1f} s; {suite.usage.brain_calls} brain calls",
                     fg="green" if suite.ok else "red", bold=True))
    _write(reports, suite.runs, suite)
    return suite


def _scenarios(target: Path, grep: str | None) -> list[Found]:
    """The scenarios TARGET holds (a file's, or those of every *.plain.yaml and *.feature under it), those --grep
    selects."""
    from plainwright.run.suite import find_scenarios
    from plainwright.selection import read, select

    found = read(find_scenarios(target), root=target) if target.is_dir() else read([target])
    if not found:
        raise InvalidInput(f"no *.plain.yaml nor *.feature under {_safe(str(target))}")
    if grep is not None:
        found = select(found, grep)
        if not found:
            raise InvalidInput(f"no scenario under {_safe(str(target))} matches --grep {grep!r} "
                               "(its path or name, as text or a regular expression)")
    return found


def _echo_list(found: list[Found]) -> None:
    for one in found:
        if one.scenario is None:
            _echo(f"  {one.shown}  invalid_scenario: {one.problem}", fg="red")
            continue
        steps = len(one.scenario.steps)
        _echo(f"  {one.shown}" + (f"  {one.name}" if one.name else ""))
        _say(click.style(f"      {one.scenario.url}, {steps} step{'' if steps == 1 else 's'}", dim=True))
    _say(f"{len(found)} scenario{'' if len(found) == 1 else 's'}; nothing run (--list)")


@click.group()
@click.version_option(version("plainwright"), prog_name="plainwright")
def main() -> None:
    """Plain-English browser tests that compile into deterministic Playwright runs."""


@main.command()
@click.argument("target", type=click.Path(exists=True, path_type=Path))
@click.option("-g", "--grep", "-k", metavar="PATTERN",
              help="Only the scenarios whose path or name holds PATTERN (text or a regular expression, any case).")
@click.option("--list", "list_only", is_flag=True, help="List the scenarios a run would take; run nothing.")
@click.option("--var", "variables", multiple=True, metavar="NAME=VALUE", callback=_variables,
              help="Set ${vars.NAME} (over the scenario's `vars`); repeat for more.")
@click.option("--timeout", type=click.FloatRange(min=0, min_open=True), metavar="SECONDS",
              help="Seconds each action may wait, in every scenario (over its `timeout`, default 10).")
@click.option("--json", "json_out", type=click.Path(dir_okay=False, path_type=Path),
              help="Write the RunResult (a SuiteResult for a folder).")
@click.option("--junit", type=click.Path(dir_okay=False, path_type=Path), help="Write JUnit XML.")
@click.option("--html", type=click.Path(dir_okay=False, path_type=Path), help="Write a self-contained HTML report.")
@click.option("--trace", type=click.Choice(["off", "on-failure", "on"]), default="off", show_default=True,
              help="Save a Playwright trace of each failed scenario (on-failure) or of every one (on).")
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
@boundary_options
@browser_options
@brain_options
def run(target: Path, grep: str | None, list_only: bool, variables: dict[str, str], timeout: float | None,
        json_out: Path | None, junit: Path | None, html: Path | None, trace: str, output: Path, workers: int,
        keep_going: bool, fresh: bool, no_heal: bool, max_steps: int | None, max_tokens: int | None,
        max_cost_usd: float | None, max_seconds: float | None, allowed_domains: list[str] | None,
        upload_dir: Path | None, brain: str | None, model: str | None, llm_base_url: str | None,
        old_base_url: str | None, **browser: Any) -> None:
    """Run a scenario file (.plain.yaml, or a Gherkin .feature's scenarios), or every one under a folder. Exit 0
    only when every step passed.

    Steps recorded in NAME.lock.yaml beside the scenario replay with no brain call; the lock is rewritten
    after the run. A --max-* budget overrides the scenario's `budget`; for a folder or a .feature it limits
    the whole suite.
    """
    found = _scenarios(target, grep)
    if list_only:
        _echo_list(found)
        return
    config = _browser_config(**browser)
    reports = Reports(json_out=json_out, junit=junit, html=html, output=output, trace=trace)
    try:
        reports.check()  # before the browser starts, not after the whole run
    except UsageError as exc:
        raise click.UsageError(str(exc)) from exc
    options = {"keep_going": keep_going, "heal": not no_heal, "fresh": fresh, "timeout": timeout,
               "variables": variables or None, "brain": _brain(brain, model, llm_base_url or old_base_url),
               "budget": Budget(max_steps=max_steps, max_tokens=max_tokens, max_cost_usd=max_cost_usd,
                                max_seconds=max_seconds), "trace_always": trace == "on",
               "allowed_domains": allowed_domains, "upload_dir": upload_dir}
    if target.is_dir() or any(one.part_of_file for one in found):  # a .feature's scenarios run as a suite
        suite = _run_folder(target, found, config=config, workers=workers, reports=reports, **options)
        sys.exit(0 if suite.ok else 1)
    result = _run(found[0], config=config, reports=reports, lock=True, **options)
    sys.exit(0 if result.ok else 1)


def _brain(brain: str | None, model: str | None, base_url: str | None) -> Brain | None:
    from plainwright.understand.make import make_brain

    try:
        return make_brain(brain, model=model, base_url=base_url) if brain or model else None
    except UsageError as exc:
        raise InvalidInput(str(exc)) from exc


def _planner(planner: str | None, brain: str | None, model: str | None, base_url: str | None) -> Planner:
    from plainwright.plan.make import make_planner, planner_for

    try:
        return make_planner(planner_for(planner, brain, model), model=model, base_url=base_url)
    except UsageError as exc:
        raise InvalidInput(str(exc)) from exc


@main.command()
@click.option("--json", "json_out", type=click.Path(dir_okay=False, path_type=Path), default="demo-result.json",
              show_default=True, help="Write the RunResult.")
@browser_options
def demo(json_out: Path, **browser: Any) -> None:
    """Serve the bundled demo app on 127.0.0.1 and run its plain-English scenario against it."""
    from plainwright.demo.server import StaticServer, demo_scenario, demo_site
    from plainwright.selection import read

    config = _browser_config(**browser)
    with StaticServer(demo_site()) as server:
        _say(f"demo app served at {server.url}")
        result = _run(read([demo_scenario()])[0], config=config, keep_going=False,
                      reports=Reports(json_out=json_out), variables={"base_url": server.url})
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
    _say(f"{target} test written to {out}")


@main.command()
@click.argument("folder", type=click.Path(file_okay=False, path_type=Path), default=".")
def init(folder: Path) -> None:
    """Start a folder of scenarios: a starter example.plain.yaml, the page it runs against, and the schema
    editors check scenario files with. Overwrites nothing."""
    from plainwright.starter import write_starter

    try:
        written = write_starter(folder)
    except UsageError as exc:
        raise click.ClickException(str(exc)) from exc
    for path in written:
        _say(f"wrote {path}")
    _say(f"next: plainwright run {written[0]}   (then point its url at your application)")


@main.command()
def schema() -> None:
    """Print the JSON Schema of a scenario file, for an editor to check *.plain.yaml files with."""
    from plainwright.scenario_schema import schema_text

    click.echo(schema_text(), nl=False)


def _latest_report(where: Path) -> Path:
    """The report `where` names: itself, the one the last run with --html wrote there, or its newest *.html."""
    if where.is_file():
        return where
    pointer = where / LAST_REPORT
    if pointer.is_file() and (named := Path(pointer.read_text(encoding="utf-8").strip())).is_file():
        return named
    found = sorted(where.rglob("*.html"), key=lambda path: path.stat().st_mtime)
    if not found:
        raise click.ClickException(f"no HTML report under {_safe(str(where))}: "
                                   "`plainwright run FILE --html report.html` writes one")
    return found[-1]


@main.command("merge-reports")
@click.argument("targets", metavar="DIR...", nargs=-1, required=True,
                type=click.Path(exists=True, path_type=Path))
@click.option("-o", "--output", type=click.Path(file_okay=False, path_type=Path), default="plainwright-report",
              show_default=True, help="Where the merged report.html, junit.xml and results.json go.")
def merge_reports(targets: tuple[Path, ...], output: Path) -> None:
    """Join the JSON results of runs or shards (`plainwright run --json`, `pytest --plain-json`: every *.json under
    each DIR, or a file given) into one HTML report, one JUnit XML file and one result, and print the summary.
    Exit 0 when every scenario passed, 1 when one did not.

    plainwright merge-reports shard-1/ shard-2/ -o plainwright-report
    """
    from plainwright.output.merge import merge_results

    merged_json = output / "results.json"  # read again by a second merge into the same folder: left out
    reports = Reports(json_out=merged_json, junit=output / "junit.xml", html=output / "report.html")
    merged = merge_results(list(targets), leaving_out={merged_json})
    for path in merged.skipped:
        _warn(f"{_safe(str(path))} holds no plainwright result; left out")
    if not merged.read:
        raise click.UsageError(f"no plainwright result (*.json) in {', '.join(_safe(str(t)) for t in targets)}: "
                               "`plainwright run --json` or `pytest --plain-json` writes one")
    suite = merged.suite
    try:
        output.mkdir(parents=True, exist_ok=True)
        reports.check()
    except (OSError, UsageError) as exc:
        raise click.UsageError(str(exc)) from exc
    _echo_failed(suite.runs)
    passed = sum(run.ok for run in suite.runs)
    _say(click.style(f"{suite.status.verdict}: {passed}/{len(suite.runs)} scenarios passed, from "
                     f"{len(merged.read)} result file{'' if len(merged.read) == 1 else 's'}; longest "
                     f"{suite.elapsed_ms / 1000:.1f} s; {suite.usage.brain_calls} brain calls",
                     fg="green" if suite.ok else "red", bold=True))
    _write(reports, suite.runs, suite)
    sys.exit(0 if suite.ok else 1)


@main.command("show-report")
@click.argument("report", type=click.Path(path_type=Path), required=False)
def show_report(report: Path | None) -> None:
    """Open an HTML report in a browser: REPORT, the newest one under the folder REPORT, or (by default) the one
    the last `plainwright run --html` wrote. Without a display, say where it is."""
    where = report if report is not None else Path("plainwright-results")
    if not where.exists():
        raise click.ClickException(f"{_safe(str(where))} does not exist: `plainwright run FILE --html report.html` "
                                   "writes a report, `plainwright show-report report.html` opens it")
    found = _latest_report(where).resolve()
    _say(f"HTML report: {_safe(str(found))}")
    if not has_display():
        _say("no display here: open that file in a browser (or copy it to a machine with one)")
    elif not webbrowser.open(found.as_uri()):
        _say("no browser could be started: open that file in one")


def goal_options(command: Callable[..., Any]) -> Callable[..., Any]:
    """What `plainwright goal` and `plainwright guide` both take: the goal, where it starts, its limits, reports."""
    command = browser_options(brain_options(command))
    for option in reversed([
        click.argument("goal_text", metavar="GOAL"),
        click.option("--url", required=True, help="The page the goal starts on."),
        click.option("--var", "variables", multiple=True, metavar="NAME=VALUE", callback=_variables,
                     help="A value the goal does not write out: username, password (always kept secret)."),
        click.option("--json", "json_out", type=click.Path(dir_okay=False, path_type=Path),
                     help="Write the GoalResult (a RunResult whose steps carry the URL each ended on)."),
        click.option("--junit", type=click.Path(dir_okay=False, path_type=Path), help="Write JUnit XML."),
        click.option("--html", type=click.Path(dir_okay=False, path_type=Path),
                     help="Write a self-contained HTML report."),
        click.option("--events", "events_out", type=click.Path(dir_okay=False, path_type=Path),
                     help="Write each event of the run as a line of JSON as it happens: goal, context, ui_inventory, "
                          "proposed_step, executed, failed, repaired, final."),
        click.option("--max-steps", type=click.IntRange(min=0), help="Budget: steps run (default 30)."),
        click.option("--max-time", "max_seconds", type=click.FloatRange(min=0, min_open=True), metavar="SECONDS",
                     help="Budget: wall time."),
        click.option("--timeout", type=click.FloatRange(min=0, min_open=True), default=10.0, show_default=True,
                     metavar="SECONDS", help="How long each action may wait."),
        click.option("--plan", "mode", type=click.Choice(["dynamic", "static"]), default="dynamic",
                     show_default=True, help="dynamic: plan one step at a time; static: plan all the steps a page "
                                             "allows, plan again after a failed step."),
        click.option("--max-replans", type=click.IntRange(min=0), default=2, show_default=True,
                     help="--plan static: plans made again after a failed step."),
        click.option("--planner", type=click.Choice(["rules", "llm", "fallback"]), default=None,
                     help="Who proposes the steps: rules (offline, the default), llm (the model every step), or "
                          "fallback (rules first, the model when they have nothing to propose). Default: follows "
                          "--brain and --model."),
        click.option("--max-tokens", type=click.IntRange(min=0),
                     help="Budget: model tokens spent (planner and brain)."),
        click.option("--max-cost", "max_cost_usd", type=click.FloatRange(min=0), metavar="USD",
                     help="Budget: estimated model cost."),
        click.option("--max-refines-per-step", type=click.IntRange(min=0), default=2, show_default=True,
                     help="Repairs of a failed step (a synonym of its label, another control of its form, a wait) "
                          "before another step is planned."),
    ]):
        command = option(command)
    return command


class _GoalEcho:
    """The terminal's view of a goal run's events, live: the page each turn starts on, each step with its note
    and verification, each repair."""

    def __init__(self) -> None:
        self.page = ""
        self.note: Note | None = None

    def __call__(self, event: GoalEvent) -> None:
        from plainwright import goal_events as events

        if isinstance(event, events.PageContext) and f"{event.title} {event.url}" != self.page:
            self.page = f"{event.title} {event.url}"
            _echo(f"  on {event.title or event.url} ({event.url})", dim=True)
        elif isinstance(event, events.UiInventory):
            kinds = [item.kind for item in event.controls]
            _echo(f"    {kinds.count('field')} fields, {kinds.count('button')} buttons, {kinds.count('link')} links"
                  + (f', dialog "{event.dialog}"' if event.dialog else ""), dim=True)
        elif isinstance(event, events.ProposedStep | events.Repaired):
            self.note = event.note
            if isinstance(event, events.Repaired):
                _echo(f"        repaired ({event.strategy}): {event.reason}", fg="yellow")
        elif isinstance(event, events.Executed | events.Failed):
            _echo_step(event.step - 1, event.result)
            if self.note is not None:
                _echo(f"        note: {self.note.headline()}", dim=True)
            if isinstance(event, events.Executed):
                _echo(f"        verified: {event.verification}", fg="green", dim=True)


@contextlib.contextmanager
def _listener(events_out: Path | None) -> Iterator[EventSink]:
    """The terminal's view of the events and, with --events, the file each is written to as a line of JSON."""
    echo = _GoalEcho()
    if events_out is None:
        yield echo
        return
    with events_out.open("w", encoding="utf-8") as file:
        def both(event: GoalEvent) -> None:
            echo(event)
            file.write(event.model_dump_json() + "\n")
            file.flush()

        yield both


def _prepared_goal(options: dict[str, Any], *, writes: dict[str, Path | None]) -> tuple[GoalRun, BrowserConfig,
                                                                                         Reports]:
    """The goal read and its options checked, before the browser starts: every file the run writes (the reports,
    --events, and `writes`, named by what they are) must be writable."""
    from plainwright.run.goal import prepare_goal

    config = _browser_config(**{name: options[name] for name in BROWSER_OPTIONS})
    reports = Reports(json_out=options["json_out"], junit=options["junit"], html=options["html"])
    try:
        reports.check()
        for what, path in {"events": options["events_out"], **writes}.items():
            if path is not None:
                check_writable(path, what)
    except UsageError as exc:
        raise click.UsageError(str(exc)) from exc
    base_url = options["llm_base_url"] or options["old_base_url"]
    run = prepare_goal(options["goal_text"], url=options["url"],
                       brain=_brain(options["brain"], options["model"], base_url),
                       planner=_planner(options["planner"], options["brain"], options["model"], base_url),
                       variables=options["variables"],
                       budget=Budget(max_steps=options["max_steps"], max_tokens=options["max_tokens"],
                                     max_cost_usd=options["max_cost_usd"], max_seconds=options["max_seconds"]),
                       timeout=options["timeout"], mode="static" if options["mode"] == "static" else "dynamic",
                       max_replans=options["max_replans"], max_refines_per_step=options["max_refines_per_step"])
    _echo(f"▶ goal: {run.redactor.mask(options['goal_text'])}" + ("" if run.planner.name == "rules" else
                                                                  f"  (planner: {run.planner.name})"), bold=True)
    for number, task in enumerate(run.reading.describe(), start=1):
        _echo(f"  {number}. {task}", dim=True)
    return run, config, reports


def _goal_summary(result: GoalResult) -> None:
    _echo_summary(result)
    if result.planner_usage.brain_calls:
        _say(f"planner ({result.planner}): {result.planner_usage.brain_calls} model calls, "
             f"{result.planner_usage.tokens} tokens (counted above)")
    if result.reached:
        _echo(f"goal reached: {result.evidence}", fg="green", bold=True)


@main.command()
@goal_options
@click.option("--save", type=click.Path(dir_okay=False, path_type=Path),
              help="Write the validated steps as this scenario (NAME.plain.yaml) and its lock file; default: a name "
                   "made from the goal, in the current folder.")
@click.option("--no-save", is_flag=True, help="Write no scenario.")
def goal(save: Path | None, no_save: bool, **options: Any) -> None:
    """Reach GOAL on the site at --url, one verified step at a time (with the offline rule planner unless
    --planner or --model says otherwise); write the validated steps as a scenario that `plainwright run` replays
    with no brain and no planner call. Exit 0 when it is reached.

    plainwright goal --url http://127.0.0.1:8000/ 'Log in as "alice" with password "s3cret" and open the settings'
    """
    from plainwright.output.lockfile import lock_path_for
    from plainwright.output.saved_goal import default_name
    from plainwright.run.goal import reach

    if save is not None and not save.name.endswith((".plain.yaml", ".plain.yml")):
        raise click.BadParameter(f"{str(save)!r}: a scenario's file name ends with .plain.yaml", param_hint="--save")
    run, config, reports = _prepared_goal(options, writes={"scenario": save})
    target = None if no_save else save or Path(default_name(options["goal_text"]))
    with _listener(options["events_out"]) as listener:
        result = asyncio.run(reach(run, browser_config=config, on_event=listener, save=target))
    _goal_summary(result)
    if result.saved:
        click.echo(f"scenario written to {_safe(result.saved)}, its lock to {_safe(str(lock_path_for(result.saved)))}")
        if result.needs:
            click.echo(f"before replaying it, set {', '.join(result.needs)} in the environment")
    elif target is not None and not result.reached:
        click.echo("no scenario written: the goal was not reached")
    _write(reports, [result], None)
    sys.exit(0 if result.reached else 1)


@main.command()
@goal_options
@click.option("-o", "--output", "out", type=click.Path(dir_okay=False, path_type=Path), required=True,
              help="The guide to write (NAME.md); its pictures go to NAME-screenshots/ beside it, its lock file to "
                   "NAME.lock.yaml.")
def guide(out: Path, **options: Any) -> None:
    """Reach GOAL on the site at --url as `plainwright goal` does, and write the steps that reached it as a how-to
    guide in Markdown: each step with its label, its note and a picture. The guide is also a test:
    `plainwright run NAME.md` runs it. Exit 0 when the guide is written.

    plainwright guide --url http://127.0.0.1:8000/ --var username=alice --var password=s3cret -o login.md
    'Log in and open the regression overview'
    """
    from plainwright.output.guide import pictures_folder
    from plainwright.run.howto import write_howto

    if out.suffix.lower() != ".md":
        raise click.BadParameter(f"{str(out)!r}: a guide's file name ends with .md", param_hint="-o")
    run, config, reports = _prepared_goal(options, writes={"guide": out})
    with _listener(options["events_out"]) as listener:
        made = asyncio.run(write_howto(run, out, browser_config=config, on_event=listener))
    _goal_summary(made.result)
    if made.guide is not None and made.lock is not None:
        pictures = f", its pictures to {_safe(str(pictures_folder(made.guide)))}" if made.pictures else ""
        click.echo(f"guide written to {_safe(str(made.guide))}{pictures}, its lock to {_safe(str(made.lock))}")
        if made.result.needs:
            click.echo(f"before running it, set {', '.join(made.result.needs)} in the environment")
    else:
        click.echo("no guide written: the goal was not reached")
    _write(reports, [made.result], None)
    sys.exit(0 if made.guide is not None else 1)
