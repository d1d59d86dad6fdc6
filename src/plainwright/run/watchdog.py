"""A page whose main thread never yields (`while (true) {}` in a click handler) hangs every call that runs in it:
a snapshot, a locator count, a screenshot. While a step works, the watchdog asks the page for a trivial value
over its own DevTools session (not through Playwright's API, so a trace does not fill with it), and ends the
step as `timeout` once the page has not answered within the step's timeout.
"""

from __future__ import annotations

import asyncio
import contextlib
import weakref
from collections.abc import Coroutine
from typing import Any, TypeVar

from playwright.async_api import CDPSession, Error, Page

from plainwright.act.settle import ANSWER_S
from plainwright.errors import StepTimeout

T = TypeVar("T")
PING_INTERVAL_S = 0.5
# How long the step's own work may still take to end after the page failed to answer: on a loaded machine a
# navigation the run refuses (a blocked domain) can hold the page's answer as long as its own verdict takes, and
# that verdict, not "frozen", is what happened. A page truly frozen never ends the work.
GRACE_S = 1.0
_sessions: weakref.WeakKeyDictionary[Page, CDPSession] = weakref.WeakKeyDictionary()


async def _session(page: Page) -> CDPSession | None:
    """The page's own DevTools session, opened once; None where the browser offers none."""
    if page not in _sessions:
        try:
            _sessions[page] = await page.context.new_cdp_session(page)
        except Error:
            return None
    return _sessions[page]


async def _answers(session: CDPSession, timeout_s: float) -> bool:
    """False only when the page's main thread did not answer in time; a page that navigates or closed answers
    in its own way, through the step."""
    try:
        await asyncio.wait_for(session.send("Runtime.evaluate", {"expression": "0"}), timeout=timeout_s)
    except TimeoutError:
        return False
    except Error:
        return True
    return True


async def _until_unresponsive(session: CDPSession, timeout_ms: float) -> None:
    """Ask the page every PING_INTERVAL_S, from the first interval on: a step done sooner asks it nothing, so
    the watchdog costs the page's main thread nothing on the steps that cannot hang it for long. A short step
    still gives the page ANSWER_S: a slow answer on a loaded machine is not a frozen page."""
    await asyncio.sleep(PING_INTERVAL_S)
    while await _answers(session, max(ANSWER_S, timeout_ms / 1000)):
        await asyncio.sleep(PING_INTERVAL_S)


async def unless_frozen(page: Page, work: Coroutine[Any, Any, T], *, timeout_ms: float, sentence: str) -> T:
    """Await `work`; raise StepTimeout naming `sentence` when the page stops answering before it is done."""
    task = asyncio.ensure_future(work)  # the session opens meanwhile: it is a round trip of its own
    try:
        session = await _session(page)
    except BaseException:  # the run was interrupted: the work must not go on acting on its own
        task.cancel()
        raise
    if session is None:
        return await task
    watch = asyncio.ensure_future(_until_unresponsive(session, timeout_ms))
    try:
        await asyncio.wait({task, watch}, return_when=asyncio.FIRST_COMPLETED)
        if not task.done():
            await asyncio.wait({task}, timeout=GRACE_S)
    finally:
        watch.cancel()
        if not task.done():
            task.cancel()
    if task.done() and not task.cancelled():
        return task.result()
    with contextlib.suppress(asyncio.CancelledError, Error):
        await task  # let the abandoned work unwind before the next step uses the page
    raise StepTimeout(f"The page stopped answering for {timeout_ms / 1000:g} s: a script keeps its main thread "
                      f"busy, so no step can be done on it.", sentence=sentence,
                      expected=f"the page to answer within {timeout_ms / 1000:g} s",
                      actual="it stopped answering: a script keeps its main thread busy")
