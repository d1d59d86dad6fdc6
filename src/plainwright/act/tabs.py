"""Browser tabs: which page the steps act on, and the tabs a step opens, switches to or closes.

A link with target=_blank, a window.open() or a form sent to a new window opens a page in the same browser
context. A clause that opens one leaves it the active page: the next clause and step act on it, as a person
looks at the tab that just opened. The page announces such a window while the click is still being handled
(DevTools' Page.windowOpen), so a clause waits for the new page only when one is coming. A tab that a page opens
later (after a timer or a request) is reached by "Switch to the new tab", which waits for it.

One `Tabs` per browser context keeps its pages in the order they were last active: the last open one is the
active page, the one before it "the previous tab", the one a closed tab returns to.
"""

from __future__ import annotations

import asyncio
import time
import weakref
from dataclasses import dataclass, field

from playwright.async_api import BrowserContext, CDPSession, Error, Page

from plainwright.errors import AmbiguousStep, ElementNotFound, UnsupportedStep
from plainwright.model import Action, ActionKind

NEW = "new"  # Action.value of "the new tab": the last one opened
PREVIOUS = "previous"  # the tab that was active before this one
# How long a clause waits for a tab its page announced (a window that never comes, e.g. one a blocker refused,
# must not hold the step up to its whole timeout).
ANNOUNCED_TAB_MS = 5000
POLL_S = 0.05


@dataclass(frozen=True, slots=True)
class Mark:
    """Where the context's record stood before a clause: what it opened and changed is what came after."""

    opened: int
    announced: int
    changes: int


@dataclass(frozen=True, slots=True)
class Change:
    """A tab a clause opened, switched to or closed: the active tab after it and the one closed (positions
    among the open tabs, 1 = the first), and a line for the report."""

    active: int
    closed: int | None
    note: str


@dataclass(eq=False)
class Tabs:
    """The tabs of one browser context, most recently active last, and every page opened since watching."""

    context: BrowserContext
    recent: list[Page] = field(default_factory=list)
    opened: list[Page] = field(default_factory=list)
    announced: int = 0
    changes: list[Change] = field(default_factory=list)
    _heard: weakref.WeakKeyDictionary[Page, CDPSession | None] = field(default_factory=weakref.WeakKeyDictionary)

    @property
    def pages(self) -> list[Page]:
        """The open tabs, in the order they opened (the order of `context.pages`)."""
        return [page for page in self.context.pages if not page.is_closed()]

    @property
    def active(self) -> Page:
        """The page the steps act on: the last active tab that is still open."""
        for page in reversed(self.recent):
            if not page.is_closed():
                return page
        return (self.pages or self.recent)[-1]

    def activate(self, page: Page) -> None:
        if page in self.recent:
            self.recent.remove(page)
        self.recent.append(page)

    def mark(self) -> Mark:
        return Mark(len(self.opened), self.announced, len(self.changes))

    def position(self, page: Page) -> int:
        return self.pages.index(page) + 1

    async def hear(self, page: Page) -> None:
        """Count the windows `page` announces it opens, from now on (once per page; not where the browser
        offers no DevTools session: then only the tabs already there when the clause ends are followed)."""
        if page in self._heard:
            return
        self._heard[page] = None
        try:
            session = await self.context.new_cdp_session(page)
            session.on("Page.windowOpen", self._announce)
            await session.send("Page.enable")
        except Error:
            return
        self._heard[page] = session

    def _announce(self, _event: object) -> None:
        self.announced += 1

    async def follow(self, mark: Mark, timeout_ms: float) -> Page:
        """The page the next clause acts on: the tab the clause since `mark` opened (made active, its document
        loaded), else the active one."""
        deadline = time.monotonic() + min(timeout_ms, ANNOUNCED_TAB_MS) / 1000
        while self.announced > mark.announced and len(self.opened) <= mark.opened and time.monotonic() < deadline:
            await asyncio.sleep(POLL_S)
        fresh = [page for page in self.opened[mark.opened:] if not page.is_closed()]
        if fresh and fresh[-1] is not self.active:
            page = fresh[-1]
            self.activate(page)
            await _loaded(page, timeout_ms)
            self.changes.append(Change(self.position(page), None,
                                       f"opened tab {await describe(self, page)}: the next steps act on it"))
        return self.active

    async def find(self, action: Action, timeout_ms: float) -> Page:
        """The tab a step names: the new one, the previous one, the n-th, or the one whose title or address
        shows the words. Waits for a tab that may still be opening, as locators wait for elements."""
        deadline = time.monotonic() + timeout_ms / 1000
        while True:
            found = self._named(*_which(action), await _titles(self.pages))
            if found is not None or action.value == PREVIOUS or time.monotonic() >= deadline:
                break
            await asyncio.sleep(POLL_S * 2)
        if found is None:
            raise ElementNotFound(f"{_missing(action)} The open tabs: {await self.listing()}.",
                                  candidates=await self.lines())
        return found

    def _named(self, which: str | None, words: str, titled: list[tuple[Page, str]]) -> Page | None:
        pages = [page for page, _ in titled]
        if which == NEW:
            return next((page for page in reversed(self.opened) if page in pages), None)
        if which == PREVIOUS:
            active = self.active
            return next((page for page in reversed(self.recent) if page in pages and page is not active), None)
        if which is not None:
            place = int(which)
            return pages[place - 1 if place > 0 else place] if 0 < abs(place) <= len(pages) else None
        return _by_words(titled, words, self.active)

    async def names_one(self, action: Action) -> bool:
        """Whether a step that may mean the page's own tab means a browser tab: "Switch to the Billing tab" when
        another open tab is so titled, "Close the README tab" or "Close the window" when more than one is open
        and it names one of them; a position when more than one is open."""
        pages, active = self.pages, self.active
        which, words = _which(action)
        if len(pages) < 2:
            return False
        if which is not None or (action.kind is ActionKind.CLOSE_TAB and not words):
            return True
        candidates = pages if action.kind is ActionKind.CLOSE_TAB else [page for page in pages if page is not active]
        try:
            return _by_words(await _titles(candidates), words, active) is not None
        except AmbiguousStep:  # several do: a browser tab is meant, and the step says which too vaguely
            return True

    async def switch(self, action: Action, timeout_ms: float) -> None:
        page = await self.find(action, timeout_ms)
        self.activate(page)
        await page.bring_to_front()
        await _loaded(page, timeout_ms)
        self.changes.append(Change(self.position(page), None, f"switched to tab {await describe(self, page)}"))

    async def close(self, action: Action, timeout_ms: float) -> None:
        """Close the tab the step names (the active one when it names none); the last active one is then
        active again."""
        page = self.active if _which(action) == (None, "") else await self.find(action, timeout_ms)
        if len(self.pages) == 1:
            raise UnsupportedStep(f"Closing tab {await describe(self, page)} would leave no page for the next "
                                  "steps; it is the only open tab.")
        closed, said = self.position(page), await describe(self, page)
        await page.close()
        after = self.active
        await after.bring_to_front()
        self.changes.append(Change(self.position(after), closed,
                                   f"closed tab {said}; now on tab {await describe(self, after)}"))

    async def lines(self) -> list[str]:
        """One line per open tab: its position, title and address; the active one marked."""
        active = self.active
        return [f"{await describe(self, page)}{' (active)' if page is active else ''}" for page in self.pages]

    async def listing(self) -> str:
        return "; ".join(await self.lines())


_TABS: dict[BrowserContext, Tabs] = {}


async def watch(page: Page) -> Tabs:
    """The tabs of the page's context, recording the pages it opens from the first call on; `page` is made the
    active one (a caller passing a page means that page)."""
    tabs = _TABS.get(page.context)
    if tabs is None:
        found = tabs = _TABS[page.context] = Tabs(page.context)

        def opened(new: Page) -> None:  # a function: Playwright marks the listeners it is given
            found.opened.append(new)

        def closed(context: BrowserContext) -> None:  # the record holds the context: it goes with it
            _TABS.pop(context, None)

        page.context.on("page", opened)
        page.context.on("close", closed)
    tabs.activate(page)
    await tabs.hear(page)
    return tabs


def active_page(page: Page) -> Page:
    """The page the next step acts on: the tab the steps left active in `page`'s context, else `page`."""
    tabs = _TABS.get(page.context)
    return tabs.active if tabs is not None else page


async def perform(page: Page, action: Action, timeout_ms: float) -> None:
    """Switch to or close the tab the action names."""
    tabs = await watch(page)
    if action.kind is ActionKind.SWITCH_TAB:
        await tabs.switch(action, timeout_ms)
    else:
        await tabs.close(action, timeout_ms)


async def describe(tabs: Tabs, page: Page) -> str:
    """`2 "Help Center" (http://.../help.html)`."""
    title = (await _titles([page]))[0][1]
    position = tabs.position(page) if page in tabs.pages else "-"
    return f"{position} {title!r} ({page.url})"


async def _titles(pages: list[Page]) -> list[tuple[Page, str]]:
    """Each page with its title ("" while it has none, or when it cannot say: closing, or frozen)."""
    titled = []
    for page in pages:
        try:
            title = await asyncio.wait_for(page.title(), timeout=2)
        except (Error, TimeoutError):
            title = ""
        titled.append((page, title))
    return titled


def _by_words(titled: list[tuple[Page, str]], words: str, active: Page) -> Page | None:
    """The tab whose title is the words, else whose title holds them, else whose address does; several alike is
    ambiguous (the active tab set aside: a step that names a tab means to go elsewhere)."""
    wanted = " ".join(words.casefold().split())
    if not wanted:
        return None
    shown = [(page, " ".join(title.casefold().split())) for page, title in titled]
    for found in ([page for page, title in shown if title == wanted],
                  [page for page, title in shown if wanted in title],
                  [page for page, _ in shown if wanted in page.url.casefold()]):
        if len(found) > 1:
            found = [page for page in found if page is not active]
        if len(found) == 1:
            return found[0]
        if found:
            raise AmbiguousStep(f"{len(found)} open tabs fit {words!r}: "
                                + "; ".join(f"{title!r} ({page.url})" for page, title in titled if page in found)
                                + ". Say which by more of its title or address.")
    return None


def _which(action: Action) -> tuple[str | None, str]:
    """Which tab the action names: "new", "previous" or a position, else None and the words of a title or an
    address (a model may give those as the value)."""
    value = action.value
    if value in (NEW, PREVIOUS) or (value is not None and value.lstrip("-").isdigit()):
        return value, ""
    return None, action.target or value or ""


def _missing(action: Action) -> str:
    """Why no tab fits, in a sentence."""
    which, words = _which(action)
    if which == NEW:
        return "No new tab is open: no tab opened since the steps began, or the ones that did are closed."
    if which == PREVIOUS:
        return "No other open tab was active before this one."
    if which is not None:
        return f"There is no tab {which}."
    return f"No open tab has {words!r} in its title or address."


async def _loaded(page: Page, timeout_ms: float) -> None:
    """Wait for the tab's document (a new tab may still be loading); a slow one is the next step's business."""
    try:
        await page.wait_for_load_state("domcontentloaded", timeout=timeout_ms)
    except Error:
        return
