"""A blocking view of Playwright's async objects, for `plain.page`: the async API called without `await`.

`plain.page.get_by_role("button", name="Save").click()` runs `click()` on the event loop that owns the page and
returns when it is done; what a call returns (a Locator, a Response, a list of them) is a blocking view too,
and `plain.expect(locator).to_have_text(...)` is Playwright's `expect`. Context managers (`expect_popup()`)
and event handlers belong to the async API: `plain.run(async_function)` runs one with the async page.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Coroutine
from typing import Any

Runner = Callable[[Coroutine[Any, Any, Any]], Any]


def _is_playwright(value: object) -> bool:
    return type(value).__module__.startswith("playwright.async_api")


def unwrap(value: Any) -> Any:
    """The async object behind a blocking view (a Locator passed back into a call), else `value` itself."""
    return value._target if isinstance(value, Blocking) else value


class Blocking:
    """One async Playwright object, used from the caller's thread; `runner` runs a coroutine on its loop."""

    __slots__ = ("_runner", "_target")

    def __init__(self, target: Any, runner: Runner) -> None:
        self._target = target
        self._runner = runner

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._target, name)
        if inspect.ismethod(value):
            return functools.partial(self._invoke, value)
        return wrap(value, self._runner)

    def _invoke(self, method: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Any:
        __tracebackhide__ = True

        async def call() -> Any:
            result = method(*map(unwrap, args), **{key: unwrap(value) for key, value in kwargs.items()})
            return await result if inspect.isawaitable(result) else result

        try:
            return wrap(self._runner(call()), self._runner)
        except AssertionError as failed:  # an `expect` that does not hold: its message says it all, not the loop's
            raise failed.with_traceback(None) from None

    def __repr__(self) -> str:
        return f"<blocking {self._target!r}>"


def wrap(value: Any, runner: Runner) -> Any:
    """`value` with every async Playwright object in it (itself, or the items of a list) seen as blocking."""
    if isinstance(value, list):
        return [wrap(item, runner) for item in value]
    return Blocking(value, runner) if _is_playwright(value) else value
