"""Blocking plainwright for scripts and pytest: the async core, driven from a private event-loop thread.

    from plainwright.sync_api import Plain, run_scenario

    with Plain() as plain:
        plain.goto("http://127.0.0.1:8000/login")
        plain.do('Type "alice" into the Username field')
        plain.check('page shows "Welcome"')

    result = run_scenario("login.plain.yaml")

The event-loop question, decided once: a sync facade over a *user's* sync Playwright page would have to drive
Playwright's own greenlet loop, which only private API reaches. So this facade owns its browser instead, and
runs the async core on an event loop in a background thread of its own; it works whether or not the calling
thread already runs a loop. It adds no logic: every call is the async function of the same name.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable, Coroutine
from concurrent.futures import Future
from pathlib import Path
from types import TracebackType
from typing import Any, TypeVar

from playwright.async_api import Browser, BrowserContext, Page, Playwright, async_playwright
from playwright.async_api import Error as PlaywrightError
from playwright.async_api import expect as async_expect

from plainwright.act.execute import navigate
from plainwright.act.tabs import active_page
from plainwright.blocking import Blocking, unwrap, wrap
from plainwright.browser import boundary
from plainwright.browser.launch import launch_browser
from plainwright.config import BrowserConfig
from plainwright.errors import STEP_ERRORS, ErrorKind, StepError, UsageError, expectation
from plainwright.model import RunResult, Scenario, StepResult
from plainwright.observe.snapshot import PageSnapshot, take_snapshot
from plainwright.output.traces import scrub_trace
from plainwright.redact import Redactor
from plainwright.run.scenario import run_scenario as _run_scenario
from plainwright.run.step import execute_step
from plainwright.understand.brains import Brain
from plainwright.understand.grammar import parse_step

T = TypeVar("T")

__all__ = ["BrowserRunner", "Plain", "run_scenario"]


class _LoopThread:
    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="plainwright-loop", daemon=True)
        self._thread.start()

    def call(self, coroutine: Coroutine[Any, Any, T]) -> T:
        __tracebackhide__ = True
        future: Future[T] = asyncio.run_coroutine_threadsafe(coroutine, self.loop)
        return future.result()

    def stop(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(timeout=10)
        self.loop.close()


class BrowserRunner:
    """One browser for many sessions (the pytest plugin keeps one per test run): `Plain(runner=runner)`."""

    def __init__(self, browser_config: BrowserConfig | None = None) -> None:
        self._loop = _LoopThread()
        self._config = browser_config or BrowserConfig.from_env()
        self._playwright: Playwright | None = None
        self._browser: Browser | None = None

    def _ensure_browser(self) -> Browser:
        async def start() -> tuple[Playwright, Browser]:
            playwright = await async_playwright().start()
            return playwright, await launch_browser(playwright, self._config)

        if self._browser is None:
            self._playwright, self._browser = self._loop.call(start())
        return self._browser

    def call(self, coroutine: Coroutine[Any, Any, T]) -> T:
        """Run a coroutine of the async core on this runner's loop and wait for it."""
        __tracebackhide__ = True
        return self._loop.call(coroutine)

    def open_page(self) -> tuple[BrowserContext, Page]:
        """A fresh browser context and page."""
        browser = self._ensure_browser()

        async def open_page() -> tuple[BrowserContext, Page]:
            context = await browser.new_context()
            return context, await context.new_page()

        return self._loop.call(open_page())

    def run_scenario(self, scenario: Scenario | str | Path, **options: Any) -> RunResult:
        """`plainwright.run_scenario` in a fresh context of this runner's browser; same arguments but `page`,
        `browser` and `browser_config`."""
        __tracebackhide__ = True
        return self._loop.call(_run_scenario(scenario, browser=self._ensure_browser(), **options))

    def close(self) -> None:
        async def stop() -> None:
            if self._browser is not None:
                await self._browser.close()
            if self._playwright is not None:
                await self._playwright.stop()

        self._loop.call(stop())
        self._loop.stop()


class Plain:
    """A blocking session on one page: `goto`, `do` (any step), `check` (an assertion), `snapshot`; `page` and
    `expect` for Playwright itself.

    `do`, `check` and `goto` raise the step's StepError when it fails (AssertionFailed, ElementNotFound...), its
    message the error kind, the reason, the step, the closest candidates and, with `screenshots=FOLDER`, the
    screenshot taken when it failed. `allowed_domains` and `upload_dir` set its boundary as a scenario's do (see
    docs/secrets-and-boundaries.md).
    """

    def __init__(self, *, browser_config: BrowserConfig | None = None, brain: Brain | None = None,
                 timeout_ms: float = 10_000, runner: BrowserRunner | None = None,
                 screenshots: str | Path | None = None, allowed_domains: list[str] | None = None,
                 upload_dir: str | Path | None = None) -> None:
        self._owns_runner = runner is None
        self._runner = runner or BrowserRunner(browser_config)
        self._context, self._first_page = self._runner.open_page()
        try:
            self._runner.call(boundary.install(self._context, allowed_domains, upload_dir))
        except UsageError:
            self.close()
            raise
        self._brain = brain
        self._timeout_ms = timeout_ms
        self._screenshots = Path(screenshots) if screenshots is not None else None
        self._redactor = Redactor()  # a secret met in one step stays masked in every later result
        self.results: list[StepResult] = []
        self.failure_screenshot: Path | None = None  # taken when the last step failed

    @property
    def _page(self) -> Page:
        """The page the steps act on: the first one, or a tab a step opened or switched to."""
        return active_page(self._first_page)

    @property
    def url(self) -> str:
        return self._page.url

    @property
    def page(self) -> Any:
        """This session's Playwright page, used without `await`: `plain.page.get_by_role("link").click()`
        (see plainwright.blocking)."""
        return Blocking(self._page, self._runner.call)

    def expect(self, target: Any) -> Any:
        """Playwright's `expect`, blocking: `plain.expect(plain.page.locator("#total")).to_have_text("3")`."""
        return wrap(async_expect(unwrap(target)), self._runner.call)

    def run(self, work: Callable[[Page], Awaitable[T]]) -> Any:
        """Run `await work(page)` with the async page (for a context manager or an event handler of Playwright's
        async API); what it returns, seen as blocking."""
        __tracebackhide__ = True

        async def call() -> T:
            return await work(self._page)

        return wrap(self._runner.call(call()), self._runner.call)

    def goto(self, url: str) -> None:
        """Open `url`; a path (`/settings`) is taken from the current page."""
        __tracebackhide__ = True
        self.failure_screenshot = None
        try:
            self._runner.call(navigate(self._page, url, timeout_ms=self._timeout_ms, sentence=f"open {url}"))
        except StepError as exc:
            raise self._failed(exc.kind, exc.message, sentence=exc.sentence, candidates=exc.candidates,
                               expected=exc.expected, actual=exc.actual, picture="failed-goto.png") from None

    def do(self, sentence: str, *, sensitive: bool = False) -> StepResult:
        """Perform a step (`'Type "alice" into the Username field'`); `sensitive` masks its values everywhere."""
        __tracebackhide__ = True
        self.failure_screenshot = None
        result = self._runner.call(execute_step(self._page, sentence, brain=self._brain,
                                                timeout_ms=self._timeout_ms, sensitive=sensitive,
                                                redactor=self._redactor))
        self.results.append(result)
        if result.error is not None:
            failed = self._failed(result.error.kind, result.error.message, sentence=result.sentence,
                                  candidates=result.error.candidates, expected=result.error.expected,
                                  actual=result.error.actual, picture=f"failed-step-{len(self.results)}.png")
            result.screenshot = str(self.failure_screenshot) if self.failure_screenshot else None
            raise failed
        return result

    def check(self, sentence: str) -> StepResult:
        """Like `do`, but the sentence must be an assertion ("page shows "Welcome"")."""
        __tracebackhide__ = True
        if any(clause.intent and not clause.intent.kind.is_assertion for clause in parse_step(sentence)):
            raise UsageError(f"{sentence!r} is not a check; use do() for actions")
        return self.do(sentence)

    def _failed(self, kind: ErrorKind | None, message: str, *, sentence: str, candidates: list[str],
                expected: str | None, actual: str | None, picture: str) -> StepError:
        """The error a failed step raises, its message all a reader needs (what the step expected and what the
        page had instead, why, the closest candidates); a screenshot first, if asked for."""
        headline = message if expected is None else expectation(expected, actual)
        lines = [f"{kind.value if kind else 'step_failed'}: {headline}"]
        lines += [f"  {message}"] if message != headline else []
        lines.append(f"  step: {sentence}")
        lines += [f"  closest: {candidate}" for candidate in candidates]
        if self._screenshots is not None:
            path = self._screenshots / picture
            try:
                self._screenshots.mkdir(parents=True, exist_ok=True)
                self.screenshot(path)
            except (OSError, PlaywrightError) as exc:
                lines.append(f"  screenshot: none ({exc})")
            else:
                self.failure_screenshot = path.resolve()
                lines.append(f"  screenshot: {self.failure_screenshot}")
        error = (STEP_ERRORS.get(kind, StepError) if kind else StepError)(
            "\n".join(lines), sentence=sentence, candidates=candidates, expected=expected, actual=actual)
        error.message = message  # the reason alone; str(error) tells it all
        return error

    def snapshot(self) -> PageSnapshot:
        """What plainwright sees on the page: its elements with role, name and state."""
        return self._runner.call(take_snapshot(self._page))

    def screenshot(self, path: str | Path) -> None:
        self._runner.call(self._page.screenshot(path=str(path), timeout=self._timeout_ms))

    def start_tracing(self) -> None:
        """Record a Playwright trace of what this session does, until `stop_tracing`."""
        self._runner.call(self._context.tracing.start(screenshots=True, snapshots=True, sources=False))

    def stop_tracing(self, path: str | Path | None = None) -> Path | None:
        """Stop the trace; save it to `path` (every secret the session met masked in it), or drop it."""
        if path is None:
            self._runner.call(self._context.tracing.stop())
            return None
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        self._runner.call(self._context.tracing.stop(path=str(path)))
        scrub_trace(Path(path), self._redactor)
        return Path(path)

    def close(self) -> None:
        self._runner.call(self._context.close())
        if self._owns_runner:
            self._runner.close()

    def __enter__(self) -> Plain:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()


def run_scenario(scenario: Scenario | str | Path, **options: Any) -> RunResult:
    """The blocking twin of `plainwright.run_scenario`; same arguments."""
    return asyncio.run(_run_scenario(scenario, **options))
