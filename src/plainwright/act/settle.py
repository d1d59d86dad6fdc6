"""Let the page settle before a step looks at it or acts on it, as a person waits for a page to finish appearing.

Settled means: no navigation of the page under way (a page that moves on by itself, through a script, a meta
refresh or a form post's redirect, is followed to where it lands), its document parsed (`domcontentloaded`),
the scripts it asked for loaded (an `async` script attaches its handlers whenever it arrives: a click before
that does nothing), waited for at most LOAD_CAP_MS once per document (a script that never finishes does not hold
up a usable page; images, fonts and styles are not waited for: Playwright's own checks that an element is
visible and stable cover what they change), and, before the page is read for a snapshot, no change to its
DOM and no transition running (a dialog fading in) for QUIET_MS, waited for at most QUIET_CAP_MS (an animation
that never stops does not hold it up), and no answer its scripts asked for still on its way: what it brings
changes the page (a sort or a filter asks the server, then draws every row anew), so it is waited for, at most
ANSWER_CAP_MS (one open longer than LONG_POLL_S is a stream, not waited for), and the quiet after it anew.
Nothing here sleeps a fixed time: each wait ends as soon as what it waits for is there.

A watcher script in each document of the page (added once per page as an init script, so a new document has
it from its start) counts DOM changes and keeps the time of the last one.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
import weakref
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from playwright.async_api import Error, Frame, Locator, Page, Request
from playwright.async_api import TimeoutError as PlaywrightTimeout

from plainwright.errors import StepTimeout

LOAD_CAP_MS = 1000
QUIET_MS = 50
QUIET_CAP_MS = 1000
LONG_POLL_S = 3.0
ANSWER_CAP_MS = 3000  # answers still on their way are waited for this long in all, however many follow each other
ANSWER_S = 2.0  # a page that leaves a trivial script unanswered this long is busy, whatever the step's budget
# a beacon ("ping") too: its answer changes no page, but may set a cookie (an anonymous page's log beacon answered
# with the anonymous session would undo a login sent before the answer came)
_ANSWER_REQUESTS = frozenset({"fetch", "xhr", "ping"})
_POLL_S = 0.025

T = TypeVar("T")
_KEY = 'Symbol.for("plainwright.settle")'
_WATCHER = f"""(() => {{
  if (window[{_KEY}]) return;
  const state = window[{_KEY}] = {{ changes: 0, last: performance.now() }};
  new MutationObserver(() => {{ state.changes += 1; state.last = performance.now(); }})
    .observe(document, {{ subtree: true, childList: true, attributes: true, characterData: true }});
}})()"""
# [ms since the last DOM change, DOM changes so far]
_LOOK = f"""() => {{
  {_WATCHER};
  const state = window[{_KEY}];
  return [performance.now() - state.last, state.changes];
}}"""
# Whether a transition or an animation that ends is running: a dialog fading in, a menu sliding open. Until it
# ends, what it shows is not yet shown (its fields at opacity 0): the page is still changing, though its DOM is not.
# One that never ends (a spinner) is no change to wait for.
_MOVING = """(document.getAnimations?.() ?? []).some((a) => a.playState === "running"
  && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))"""
# The same, read once the tasks the page has queued by now have run (two turns of its timer queue): a page that
# builds itself a chunk per task changes during them, however slowly a loaded machine runs them, so a quiet of
# QUIET_MS is measured in the page's own time, not only in the clock's.
QUIET_JS = f"""async () => {{
  {_WATCHER};
  for (let turn = 0; turn < 2; turn++) await new Promise(done => setTimeout(done, 0));
  const state = window[{_KEY}];
  return [{_MOVING} ? 0 : performance.now() - state.last, state.changes];
}}"""


@dataclass  # no slots: Playwright keeps a note on the object of each bound method given to page.on
class _Watch:
    """What the page's events say: navigation requests of its main frame under way, commits so far, the
    scripts' own requests (fetch, XHR) under way, with when each started, the scripts being loaded, and the last
    commit whose document was found ready (its scripts loaded, or waited for LOAD_CAP_MS)."""

    page: Page
    pending: set[Request] = field(default_factory=set)
    commits: int = 0
    loaded_commit: int = -1
    fetching: dict[Request, float] = field(default_factory=dict)
    scripts: set[Request] = field(default_factory=set)
    moved: asyncio.Event = field(default_factory=asyncio.Event)  # set on each request event: look again
    sent: int = 0  # requests the page has sent so far
    warming: set[asyncio.Future[int]] = field(default_factory=set)

    def started(self, request: Request) -> None:
        self.moved.set()
        self.sent += 1
        if request.redirected_from is not None:
            self.pending.discard(request.redirected_from)
            self.fetching.pop(request.redirected_from, None)
        if request.is_navigation_request() and self._main(request):
            self.pending.add(request)
        elif request.resource_type in _ANSWER_REQUESTS:
            self.fetching[request] = time.monotonic()
        elif request.resource_type == "script":
            self.scripts.add(request)

    def ended(self, request: Request) -> None:
        self.moved.set()
        if request.redirected_to is None:  # a redirect goes on as the request it was redirected to
            self.pending.discard(request)
            self.fetching.pop(request, None)
            self.scripts.discard(request)

    def fetching_since(self, now: float) -> bool:
        """Whether the page's scripts wait for an answer they asked for lately: what it brings may change the
        page. One open longer than LONG_POLL_S is a long poll or a stream, which never settles."""
        return any(now - since < LONG_POLL_S for since in self.fetching.values())

    async def next_event(self, deadline: float) -> None:
        """Wait until a request of the page starts or ends, or the deadline passes: no fixed sleep between two
        looks at what is under way."""
        self.moved.clear()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.moved.wait(), timeout=_left_ms(deadline) / 1000)

    def committed(self, frame: Frame) -> None:
        if frame == self.page.main_frame:
            self.commits += 1
            self._warm_up(frame)

    def _warm_up(self, frame: Frame) -> None:
        """Have Playwright set up its selector engine in the new document while it loads: the first query in a
        document pays for that (some 25 ms), and the wait for the document to be ready hides it. Nothing waits
        for this look, and what it finds is not used. One look at a time: a page that keeps changing its address
        (a scroll spy's pushState) commits faster than a busy machine answers, and piling looks on it would keep
        the browser from answering the step's own."""
        if self.warming:
            return
        look = asyncio.ensure_future(frame.locator(":root").count())
        self.warming.add(look)
        look.add_done_callback(self._warmed)

    def _warmed(self, look: asyncio.Future[int]) -> None:
        self.warming.discard(look)
        if not look.cancelled():
            look.exception()  # the document went on or was closed meanwhile: nothing to warm

    def _main(self, request: Request) -> bool:
        try:
            return request.frame == self.page.main_frame
        except Error:  # a service worker's request has no frame
            return False


_watches: weakref.WeakKeyDictionary[Page, _Watch] = weakref.WeakKeyDictionary()


async def _watch(page: Page) -> _Watch:
    """The page's watch, set up on first use: its event listeners and the watcher script for its documents."""
    if page not in _watches:
        watch = _watches[page] = _Watch(page)
        page.on("request", watch.started)
        page.on("requestfinished", watch.ended)
        page.on("requestfailed", watch.ended)
        page.on("framenavigated", watch.committed)
        await page.add_init_script(_WATCHER)
    return _watches[page]


async def requests_sent(page: Page) -> int:
    """How many requests the page has sent since it was first watched: a count that moves says it is at work."""
    return (await _watch(page)).sent


async def watch_page(page: Page) -> None:
    """Start watching `page` (at once with whatever else a first step sets up: each is a round trip)."""
    await _watch(page)


def _left_ms(deadline: float) -> float:
    return max(0.0, (deadline - time.monotonic()) * 1000)


def _moved_on(exc: Error) -> bool:
    """The document went away while a script ran in it: a navigation committed."""
    return "Execution context was destroyed" in exc.message or "Cannot find context" in exc.message


async def _look(page: Page, script: str, deadline: float) -> Any:
    """Run a settle script in the page."""
    return await _answered(page.evaluate(script), deadline)


async def _answered(look: Awaitable[T], deadline: float) -> T:
    """A look at the page; a page whose main thread never yields does not hold the step forever.

    The page gets at least ANSWER_S to answer: on a loaded machine a quiet page can take longer than a short
    step's whole budget, and that is a slow answer, not a frozen page."""
    try:
        return await asyncio.wait_for(look, timeout=max(ANSWER_S, _left_ms(deadline) / 1000))
    except TimeoutError as exc:
        raise StepTimeout("The page stopped answering: a script keeps its main thread busy.") from exc


async def _arrived(page: Page, watch: _Watch, deadline: float) -> None:
    """Wait until no navigation of the page is under way, and its document is parsed."""
    started = time.monotonic()
    while watch.pending:
        if time.monotonic() >= deadline:
            url = next(iter(watch.pending)).url
            raise StepTimeout(f"The page was still loading {url} after {time.monotonic() - started:.0f} s.")
        await watch.next_event(deadline)
    try:
        await page.wait_for_load_state("domcontentloaded", timeout=max(1.0, _left_ms(deadline)))
    except PlaywrightTimeout as exc:
        raise StepTimeout(f"The page at {page.url} did not finish reading its document in time.") from exc


async def settle(page: Page, *, timeout_ms: float, quiet: bool = True) -> None:
    """Wait, within `timeout_ms`, until the page is settled (see the module's docstring). `quiet=False` leaves
    out the wait for the DOM to stop changing: for an action on a locator, which waits for its element itself
    as Playwright's do, rather than for a snapshot, which reads the page once. That wait needs no look at the page
    at all when no navigation has begun since its document was found loaded and no answer the page asked for is
    on its way: a replayed step costs its action. While one is, the action waits for it and the quiet after it, as
    a snapshot does: the element it aims at may be drawn anew (the first row, after a sort that asks the server)."""
    watch = await _watch(page)
    if quiet or watch.fetching_since(time.monotonic()):
        await settled_read(page, lambda need_ms: _quiet_look(page, need_ms), timeout_ms=timeout_ms)
        return
    if not watch.pending and watch.loaded_commit == watch.commits:
        return
    deadline = time.monotonic() + timeout_ms / 1000
    while not await _ready(page, watch, deadline):
        continue


async def _quiet_look(page: Page, need_ms: float) -> tuple[float, bool | None]:
    quiet_ms, _ = await page.evaluate(QUIET_JS)
    return quiet_ms, (True if quiet_ms >= need_ms else None)


async def _ready(page: Page, watch: _Watch, deadline: float) -> bool:
    """Wait until no navigation of the page is under way, its document is parsed and, once per document, its
    scripts have loaded (or LOAD_CAP_MS passed); False when a navigation began meanwhile: wait again."""
    await _arrived(page, watch, deadline)
    commits = watch.commits
    if watch.loaded_commit != commits:
        # the page is usable; a script it still loads after the cap is not waited for (again)
        capped = min(deadline, time.monotonic() + LOAD_CAP_MS / 1000)
        while watch.scripts and not watch.pending and time.monotonic() < capped:
            await watch.next_event(capped)
        if watch.pending or watch.commits != commits:
            return False
        watch.loaded_commit = commits
    return True


async def settled_read(page: Page, read: Callable[[float], Awaitable[tuple[float, T | None]]], *,
                       timeout_ms: float) -> T:
    """Wait until the page is settled, as `settle` does, and read it: the look that finds the DOM quiet is the
    read itself, one round trip to the page. `read(need_ms)` runs QUIET_JS in the page, then reads it unless its
    DOM changed less than `need_ms` ago; it returns how long ago the DOM changed, and what it read or None."""
    watch = await _watch(page)
    started = time.monotonic()
    deadline = started + timeout_ms / 1000
    quiet_until = started + QUIET_CAP_MS / 1000
    answers_until = min(deadline, started + ANSWER_CAP_MS / 1000)
    while True:
        if not await _ready(page, watch, deadline):
            continue
        commits = watch.commits
        now = time.monotonic()
        if watch.fetching_since(now) and now < answers_until:
            # the page changes when the answer comes: the quiet after it is waited for anew
            quiet_until = max(quiet_until, min(now + QUIET_CAP_MS / 1000, deadline))
        capped = now >= min(quiet_until, deadline)  # then the page is read as it is
        try:
            quiet_ms, result = await _answered(read(0 if capped else QUIET_MS), deadline)
        except Error as exc:
            if not _moved_on(exc):
                raise
            continue  # a navigation committed: settle the new document
        if watch.pending or (watch.commits != commits and not capped):
            continue  # (past the cap, a page that keeps changing its address is read as it is)
        now = time.monotonic()
        awaited = watch.fetching_since(now) and now < answers_until
        if result is not None and not awaited:
            return result
        if awaited:
            await watch.next_event(answers_until)  # until a request of the page ends (or another starts)
        elif now < min(quiet_until, deadline):
            await asyncio.sleep((QUIET_MS - quiet_ms) / 1000)


@dataclass(frozen=True, slots=True)
class Mark:
    """How far the page had come at one moment: main-frame commits and DOM changes."""

    commits: int
    changes: int


async def mark(page: Page, *, timeout_ms: float) -> Mark | None:
    """Where the page stands now; None while its document is being replaced."""
    watch = await _watch(page)
    commits = watch.commits
    try:
        _, changes = await _look(page, _LOOK, time.monotonic() + timeout_ms / 1000)
    except Error as exc:
        if not _moved_on(exc):
            raise
        return None
    return None if watch.pending or watch.commits != commits else Mark(commits, changes)


async def still(page: Page, *, for_ms: float, timeout_ms: float) -> bool:
    """True once the page has not changed (no navigation, no DOM change) for `for_ms` while none of its scripts'
    requests was under way; False as soon as it does change, or when `timeout_ms` ends first. A caller waiting
    for something to appear looks again on False."""
    watch = await _watch(page)
    deadline = time.monotonic() + timeout_ms / 1000
    enough = time.monotonic() + for_ms / 1000
    start = await mark(page, timeout_ms=timeout_ms)
    while start is not None:
        now = time.monotonic()
        if now >= deadline:
            return False
        if watch.fetching_since(now):
            enough = max(enough, now + for_ms / 1000)
        elif now >= enough:
            return True
        await asyncio.sleep(min(_POLL_S * 4, enough - now, deadline - now))
        if await mark(page, timeout_ms=timeout_ms) != start:
            return False
    return False


# A field still moving (a dialog sliding in) is typed into once it stands still: no transition or animation that
# ends running on it or around it, and its box where it was a frame before. A page that focuses its dialog's first
# field when the dialog has arrived would otherwise take the typed text from the field it was typed into.
STILL_CAP_MS = 1000
_STILL_JS = """async (el, capMs) => {
  const start = performance.now();
  const frame = () => new Promise(done => requestAnimationFrame(() => done()));
  const moving = () => (document.getAnimations?.() ?? []).some((a) => a.playState === "running"
    && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity) && a.effect?.target?.contains?.(el));
  let last = "";
  while (performance.now() - start < capMs) {
    const box = el.getBoundingClientRect(), now = `${box.x},${box.y},${box.width},${box.height}`;
    if (now === last && !moving()) return true;
    last = now;
    await frame();
  }
  return false;
}"""


async def standing_still(locator: Locator, *, timeout_ms: float) -> None:
    """Wait, at most STILL_CAP_MS and within `timeout_ms`, until the element stands still (see _STILL_JS). An
    element not there (yet) is left to the action, which waits for it and says so."""
    cap = min(STILL_CAP_MS, timeout_ms)
    with contextlib.suppress(Error):
        await locator.evaluate(_STILL_JS, cap, timeout=cap)
