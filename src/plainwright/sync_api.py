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
from collections.abc import Coroutine
from concurrent.futures import Future
from pathlib import Path
from types import TracebackType
from typing import Any, TypeVar

from playwright.async_api import Browser, BrowserContext, Page, Playwright, async_playwright

from plainwright.act.execute import navigate
from plainwright.act.tabs import active_page
from plainwright.browser.launch import launch_browser
from plainwright.config import BrowserConfig
from plainwright.errors import UsageError
from plainwright.model import RunResult, Scenario, StepResult
from plainwright.observe.snapshot import PageSnapshot, take_snapshot
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
        return self._loop.call(coroutine)

    def open_page(self) -> tuple[BrowserContext, Page]:
        """A fresh browser context and page."""
        browser = self._ensure_browser()

        async def open_page() -> tuple[BrowserContext, Page]:
            context = await browser.new_context()
            return context, await context.new_page()

        return self._loop.call(open_page())

    def close(self) -> None:
        async def stop() -> None:
            if self._browser is not None:
                await self._browser.close()
            if self._playwright is not None:
                await self._playwright.stop()

        self._loop.call(stop())
        self._loop.stop()


class Plain:
    """A blocking session on one page: `goto`, `do` (any step), `check` (an assertion), `snapshot`.

    `do` and `check` raise the step's StepError when it fails, so a pytest test fails with the reason.
    """

    def __init__(self, *, browser_config: BrowserConfig | None = None, brain: Brain | None = None,
                 timeout_ms: float = 10_000, runner: BrowserRunner | None = None) -> None:
        self._owns_runner = runner is None
        self._runner = runner or BrowserRunner(browser_config)
        self._context, self._first_page = self._runner.open_page()
        self._brain = brain
        self._timeout_ms = timeout_ms
        self._redactor = Redactor()  # a secret met in one step stays masked in every later result
        self.results: list[StepResult] = []

    @property
    def _page(self) -> Page:
        """The page the steps act on: the first one, or a tab a step opened or switched to."""
        return active_page(self._first_page)

    @property
    def url(self) -> str:
        return self._page.url

    def goto(self, url: str) -> None:
        self._runner.call(navigate(self._page, url, timeout_ms=self._timeout_ms, sentence=f"open {url}"))

    def do(self, sentence: str, *, sensitive: bool = False) -> StepResult:
        result = self._runner.call(execute_step(self._page, sentence, brain=self._brain,
                                                timeout_ms=self._timeout_ms, sensitive=sensitive,
                                                redactor=self._redactor))
        self.results.append(result)
        return result.raise_for_status()

    def check(self, sentence: str) -> StepResult:
        """Like `do`, but the sentence must be an assertion ("page shows "Welcome"")."""
        if any(clause.intent and not clause.intent.kind.is_assertion for clause in parse_step(sentence)):
            raise UsageError(f"{sentence!r} is not a check; use do() for actions")
        return self.do(sentence)

    def snapshot(self) -> PageSnapshot:
        return self._runner.call(take_snapshot(self._page))

    def screenshot(self, path: str | Path) -> None:
        self._runner.call(self._page.screenshot(path=str(path)))

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
