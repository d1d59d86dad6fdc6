"""Scenario mode: open the URL, then run each step (replayed from the lock file when it has the step, else
resolved on a fresh snapshot); stop at the first failure unless asked."""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path

from playwright.async_api import Browser, BrowserContext, Error, Page

from plainwright.act.execute import navigate
from plainwright.act.tabs import active_page
from plainwright.act.tabs import watch as watch_tabs
from plainwright.browser import boundary
from plainwright.browser.launch import open_browser
from plainwright.config import BrowserConfig
from plainwright.errors import BrowserCrashed, BudgetExceeded, ErrorKind, StepError, UsageError
from plainwright.model import Budget, RunResult, Scenario, StepFailure, StepResult, StepStatus, Usage
from plainwright.output.lockfile import LockedStep, LockFile, lock_path_for, read_lock, with_references, write_lock
from plainwright.output.traces import scrub_trace
from plainwright.redact import Redactor
from plainwright.run import screenshot
from plainwright.run.budget import Spending
from plainwright.run.parsed import ParsedStep, PreparedScenario, prepare
from plainwright.run.step import run_step
from plainwright.scenario_file import load_scenario
from plainwright.understand.brains import Brain
from plainwright.understand.make import make_brain

StepCallback = Callable[[int, StepResult], None]


@dataclass(slots=True)
class _Run:
    """What a run needs while it goes: the scenario as substituted, the lock, and what has been done so far."""

    scenario: Scenario
    url: str
    parsed: list[ParsedStep]
    redactor: Redactor
    brain: Brain | None
    lock: LockFile | None
    heal: bool
    keep_going: bool
    screenshots: Path | None
    spending: Spending
    pictures_of_failures_only: bool = False
    steps: list[StepResult] = field(default_factory=list)
    entries: list[LockedStep | None] = field(default_factory=list)
    error: StepFailure | None = None
    lock_cursor: int = 0


@asynccontextmanager
async def _page_for(page: Page | None, browser: Browser | None,
                    browser_config: BrowserConfig | None) -> AsyncIterator[Page]:
    if page is not None:
        yield page
        return
    if browser is not None:
        async with _context_page(browser) as new_page:
            yield new_page
        return
    async with open_browser(browser_config) as launched, _context_page(launched) as new_page:
        yield new_page


@asynccontextmanager
async def _context_page(browser: Browser) -> AsyncIterator[Page]:
    """A page in a new context of `browser`; a browser that died meanwhile (in a suite) is a crash, not a bug."""
    try:
        context = await browser.new_context()
        opened = await context.new_page()
    except Error as exc:
        if not _is_crash(exc):
            raise
        raise BrowserCrashed(f"the browser is gone: {exc.message.splitlines()[0]}") from exc
    try:
        yield opened
    finally:
        await context.close()


def _is_crash(exc: Error) -> bool:
    return "has been closed" in exc.message or "Target crashed" in exc.message


def _lock_path(scenario: Scenario, lock: str | Path | bool | None) -> Path | None:
    if lock is None or lock is False:
        return None
    if lock is True:
        if scenario.path is None:
            raise UsageError("lock=True needs a scenario read from a file; pass lock=PATH instead")
        return lock_path_for(scenario.path, scenario.slug)
    return Path(lock)


def _screenshot_path(folder: Path, run: _Run, index: int) -> Path:
    slug = re.sub(r"[^\w]+", "-", run.scenario.title.lower()).strip("-")[:40] or "scenario"
    return folder / f"{slug}-{index + 1:02d}.png"


async def _step(page: Page, run: _Run, index: int, timeout_ms: float) -> StepResult:
    step = run.parsed[index]
    found = None
    if run.lock is not None:
        found = run.lock.find(step.sentence, step.clauses, start=run.lock_cursor, sensitive=step.sensitive,
                              redactor=run.redactor)
        if found is not None:
            run.lock_cursor = found[0] + 1
    stopped = run.error is not None or (run.steps and not run.steps[-1].ok and not run.keep_going)
    if not stopped and (refusal := run.spending.refusal()) is not None:
        run.error = StepFailure(kind=ErrorKind.BUDGET_EXCEEDED, message=refusal)
    if run.error is not None or stopped:
        run.entries.append(found[1] if found else None)  # a skipped step keeps what it had locked
        return run.redactor.masked(StepResult(sentence=step.shown(run.redactor), status=StepStatus.SKIPPED))
    then = run.parsed[index + 1] if index + 1 < len(run.parsed) else None  # it may answer a dialog
    run.spending.start_step()
    try:
        async with asyncio.timeout(run.spending.seconds_left()) as window:
            result, entry = await run_step(page, step, brain=run.brain, timeout_ms=timeout_ms,
                                           redactor=run.redactor, locked=found[1] if found else None,
                                           heal=run.heal, then=then)
    except TimeoutError:
        if not window.expired():
            raise
        result = run.redactor.masked(StepResult(
            sentence=step.shown(run.redactor), status=StepStatus.FAILED, url=page.url, error=StepFailure(
                kind=ErrorKind.BUDGET_EXCEEDED, message="The time budget ran out while this step was working.",
                expected="the step to end within the time budget", actual="the time ran out while it was working")))
        entry = None
    run.spending.add(result)
    if entry is not None:
        entry = entry.model_copy(update={"actions": with_references(entry.actions, step.raw)})
    run.entries.append(entry if result.ok else (found[1] if found else None))
    return result


async def _picture(page: Page, run: _Run, index: int, result: StepResult, timeout_ms: float) -> None:
    """The step's picture, taken once the step is recorded and reported, and set on its result: a run interrupted
    while it is taken keeps and reports the step."""
    if run.screenshots is not None and result.status is not StepStatus.SKIPPED \
            and not (run.pictures_of_failures_only and result.ok):
        run.screenshots.mkdir(parents=True, exist_ok=True)
        result.screenshot = await screenshot.take(active_page(page), _screenshot_path(run.screenshots, run, index),
                                                  timeout_ms=timeout_ms, failed=not result.ok, redactor=run.redactor)


async def _run_steps(page: Page, run: _Run, on_step: StepCallback | None) -> None:
    timeout_ms = run.scenario.timeout * 1000
    # the steps begin on this page; the tabs they open are followed (set up while the first address opens)
    tabs_watched = asyncio.ensure_future(watch_tabs(page))
    try:
        if (refusal := run.spending.refusal()) is not None:  # a suite's budget spent by the runs before
            raise BudgetExceeded(refusal)
        await navigate(page, run.url, timeout_ms=timeout_ms, sentence=f"open {run.url}")
    except (StepError, BudgetExceeded) as exc:
        run.error = StepFailure(kind=exc.kind or ErrorKind.NAVIGATION_FAILED, message=str(exc))
    finally:
        await tabs_watched
    for index in range(len(run.scenario.steps)):
        try:
            result = await _step(active_page(page), run, index, timeout_ms)  # a tab a step opened
        except Error as exc:
            if not _is_crash(exc):
                raise
            raise BrowserCrashed(exc.message.splitlines()[0]) from exc
        result.line = run.scenario.steps[index].line
        run.steps.append(result)
        if on_step is not None:  # before the picture: a run stopped while it is taken has reported the step
            on_step(index, result)
        await _picture(page, run, index, result, timeout_ms)


def _prepare(scenario: Scenario | str | Path, variables: dict[str, str] | None, brain: Brain | None,
             timeout: float | None = None) -> tuple[PreparedScenario, Brain | None]:
    if not isinstance(scenario, Scenario):
        scenario = load_scenario(scenario)
    if variables:
        scenario = scenario.model_copy(update={"vars": {**scenario.vars, **variables}})
    if timeout is not None:
        scenario = scenario.model_copy(update={"timeout": timeout})
    if brain is None and (scenario.brain or scenario.model):
        brain = make_brain(scenario.brain, model=scenario.model)
    return prepare(scenario), brain


def _write_lock(path: Path, run: _Run) -> None:
    steps = [entry for entry in run.entries if entry is not None]
    # A URL that holds a secret is locked as written (`${env.X}`), so an export can read it again.
    url = run.url if run.redactor.mask(run.url) == run.url else run.scenario.url
    lock = run.redactor.masked(LockFile(scenario=run.scenario.title, url=url, steps=steps))
    if lock != run.lock or not path.exists():  # an unchanged lock is left alone
        write_lock(path, lock)


async def run_scenario(scenario: Scenario | str | Path, *, page: Page | None = None,
                       browser_config: BrowserConfig | None = None, brain: Brain | None = None,
                       keep_going: bool = False, variables: dict[str, str] | None = None,
                       on_step: StepCallback | None = None, lock: str | Path | bool | None = None,
                       heal: bool = True, fresh: bool = False, browser: Browser | None = None,
                       screenshots: str | Path | None = None, trace: str | Path | None = None,
                       budget: Budget | None = None, suite_spending: Spending | None = None,
                       allowed_domains: list[str] | None = None, upload_dir: str | Path | None = None,
                       timeout: float | None = None, trace_always: bool = False,
                       pictures_of_failures_only: bool = False) -> RunResult:
    """Run a scenario (a `Scenario` or the path of a `.plain.yaml`) and return what every step did.

    `result = await run_scenario("login.plain.yaml", lock=True)`; pass `page=` to run on your own Playwright
    page, `browser=` to run in a new context of your browser. Step failures are data in the result;
    `result.raise_for_status()` raises the first as an exception.

    `lock=True` (beside the scenario file) or `lock=PATH` replays the steps the lock file has, with no brain
    call, and rewrites it after the run; a step whose page drifted is resolved again (`healed`) unless
    `heal=False`; `fresh=True` ignores what the lock holds. `screenshots=DIR` saves one after each step (after a
    failed one only, with `pictures_of_failures_only=True`);
    `trace=PATH` saves a Playwright trace there when the run fails (`trace_always=True`: when it passes too).
    `budget=Budget(max_steps=...)` overrides the limits the scenario sets; `suite_spending` is the suite's
    spending, which every run in it adds to. `timeout` (seconds) overrides the scenario's step timeout.
    `allowed_domains` and `upload_dir`, when given, replace the scenario's own (see docs/secrets-and-boundaries.md).
    """
    prepared, brain = _prepare(scenario, variables, brain, timeout)
    scenario, redactor = prepared.scenario, prepared.redactor
    lock_path = _lock_path(scenario, lock)
    old_lock = read_lock(lock_path) if lock_path is not None and not fresh else None
    folder = Path(screenshots) if screenshots is not None else None
    if folder is not None and not pictures_of_failures_only:  # else made for the first failure's picture
        folder.mkdir(parents=True, exist_ok=True)
    run = _Run(scenario=scenario, url=prepared.url, parsed=prepared.steps, redactor=redactor, brain=brain,
               lock=old_lock, heal=heal, keep_going=keep_going, screenshots=folder,
               pictures_of_failures_only=pictures_of_failures_only,
               spending=Spending(scenario.budget.overridden_by(budget), parent=suite_spending))
    started = time.perf_counter()
    trace_file: str | None = None
    try:
        async with _page_for(page, browser, browser_config) as run_page:
            async with (boundary.guarded(run_page.context, scenario.allowed_domains if allowed_domains is None
                                         else allowed_domains, upload_dir or scenario.upload_dir),
                        _tracing(run_page.context, trace, run, always=trace_always) as saved):
                await _run_steps(run_page, run, on_step)
            trace_file = saved.path
    except BrowserCrashed as exc:
        run.error = StepFailure(kind=ErrorKind.BROWSER_CRASHED, message=str(exc))
    if lock_path is not None and run.error is None:
        _write_lock(lock_path, run)
    steps = run.steps
    return redactor.masked(RunResult(
        name=scenario.title, url=prepared.url, path=scenario.path, status=RunResult.status_of(steps, error=run.error),
        steps=steps, error=run.error, elapsed_ms=round((time.perf_counter() - started) * 1000, 1), trace=trace_file,
        usage=Usage.total(step.usage for step in steps)))


@dataclass(slots=True)
class _SavedTrace:
    path: str | None = None


@asynccontextmanager
async def _tracing(context: BrowserContext, trace: str | Path | None, run: _Run, *,
                   always: bool = False) -> AsyncIterator[_SavedTrace]:
    """Record a Playwright trace while the steps run; keep it when the run failed, or `always`."""
    saved = _SavedTrace()
    if trace is None:
        yield saved
        return
    await context.tracing.start(screenshots=True, snapshots=True, sources=False)
    try:
        yield saved
    finally:
        failed = run.error is not None or any(step.status is StepStatus.FAILED for step in run.steps)
        try:
            if failed or always:
                Path(trace).parent.mkdir(parents=True, exist_ok=True)
                await context.tracing.stop(path=str(trace))
                scrub_trace(Path(trace), run.redactor)
                saved.path = str(trace)
            else:
                await context.tracing.stop()
        except Error as exc:
            if not _is_crash(exc):
                raise
