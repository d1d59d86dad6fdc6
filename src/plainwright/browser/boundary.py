"""The run's boundary in the browser: what a run may open (see allowed.py) enforced on its BrowserContext.

With allowed domains, Playwright routing on the context sees every request of every page, popup and frame; a
request to an address the run may not open is aborted and recorded. A refused page address (a tab or popup
navigating) fails the step that caused it with `blocked_domain`; a refused part of a page (an image, a script,
a frame) only goes on the step's record, and the page's own steps go on. Routing does not see a redirect: one to
a refused host is recorded and fails its step all the same, but its request has gone out. Nor does it see a
service worker's own requests or WebSockets.

`navigate` checks an address before opening it (data: and javascript: addresses are never routed), `perform`
watches each action, `_upload` takes its file through `upload_path`. A context with no guard installed allows
every host, http(s) and about: addresses only, and uploads from under the working directory.
"""

from __future__ import annotations

import weakref
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path

from playwright.async_api import BrowserContext, Error, Page, Request, Route

from plainwright.browser import allowed as rules
from plainwright.browser.allowed import Allowed, shown
from plainwright.errors import BlockedDomain, StepError, UsageError

RECORDED = 20  # refused requests a step's record lists; a page that retries one must not fill the report


@dataclass(slots=True)
class Refusal:
    """A request the boundary refused: its address, what it was for, why, and whether it was a page's address."""

    url: str
    what: str  # Playwright's resource type: document, image, script, fetch ...
    reason: str
    is_page: bool

    def __str__(self) -> str:
        return f"{'page' if self.is_page else self.what} {shown(self.url)}"


def _every(url: str) -> bool:
    return True


def _is_page(request: Request) -> bool:
    """A navigation of a tab or popup, not of a frame inside a page."""
    if not request.is_navigation_request():
        return False
    try:
        return request.frame.parent_frame is None
    except Error:  # a popup's first request comes before its frame exists
        return True


@dataclass(eq=False)  # no slots: Playwright keeps its wrapper of a bound-method handler on the instance
class Guard:
    """One context's boundary: what it allows, the upload folder, and every request it refused."""

    allowed: Allowed
    upload_dir: Path | None = None
    refused: list[Refusal] = field(default_factory=list)
    recorded: int = 0  # refused[:recorded] are on a step's record
    raised: int = 0  # page refusals before this index have failed a step

    async def on_route(self, route: Route, request: Request) -> None:
        reason = self.allowed.refusal(request.url)
        with suppress(Error):  # the context closed meanwhile: nothing is left to let through or stop
            if reason is None:
                await route.fallback()  # a route of the caller's own still sees it
                return
            self.refused.append(Refusal(request.url, request.resource_type, reason, _is_page(request)))
            await route.abort("blockedbyclient")

    def on_request(self, request: Request) -> None:
        """A redirect is not routed: record one to a refused address (its request has gone out already)."""
        origin = request.redirected_from
        reason = self.allowed.refusal(request.url) if origin is not None else None
        if origin is not None and reason is not None:
            reason += f"; reached by a redirect from {shown(origin.url)}"
            self.refused.append(Refusal(request.url, request.resource_type, reason, _is_page(request)))

    def failure(self, sentence: str) -> BlockedDomain | None:
        """The first refused page address not yet reported as a failure, as the step's error."""
        pending = [refusal for refusal in self.refused[self.raised:] if refusal.is_page]
        self.raised = len(self.refused)
        if not pending:
            return None
        first = pending[0]
        return BlockedDomain(f"Refused to open {shown(first.url)}: {first.reason}.", sentence=sentence,
                             expected="the step to open only addresses the run may open",
                             actual=f"it opened {shown(first.url)}: {first.reason}")

    def take_record(self) -> list[str]:
        """What was refused since the last call, for a step's record."""
        taken, self.recorded = self.refused[self.recorded:], len(self.refused)
        return [str(refusal) for refusal in taken[:RECORDED]] + (
            [f"... and {len(taken) - RECORDED} more"] if len(taken) > RECORDED else [])


_GUARDS: weakref.WeakKeyDictionary[BrowserContext, Guard] = weakref.WeakKeyDictionary()


def _folder(upload_dir: str | Path | None) -> Path | None:
    if upload_dir is None:
        return None
    folder = Path(upload_dir)
    if not folder.is_dir():
        raise UsageError(f"upload_dir {str(upload_dir)!r} is not a folder")
    return folder.resolve()


async def install(context: BrowserContext, allowed_domains: list[str] | None = None,
                  upload_dir: str | Path | None = None) -> Guard:
    """Guard `context` from now on: `await install(context, ["127.0.0.1", "*.example.com"])`."""
    guard = Guard(Allowed.parse(allowed_domains), _folder(upload_dir))
    if guard.allowed.restricts_hosts:
        await context.route(_every, guard.on_route)
        context.on("request", guard.on_request)
    _GUARDS[context] = guard
    return guard


async def remove(context: BrowserContext, guard: Guard, previous: Guard | None = None) -> None:
    """Take `guard` off `context` (a caller's page keeps its context after the run), restoring `previous`."""
    if previous is None:
        _GUARDS.pop(context, None)
    else:
        _GUARDS[context] = previous
    if guard.allowed.restricts_hosts:
        context.remove_listener("request", guard.on_request)
        with suppress(Error):  # closed already: its routes went with it
            await context.unroute(_every, guard.on_route)


@asynccontextmanager
async def guarded(context: BrowserContext, allowed_domains: list[str] | None,
                  upload_dir: str | Path | None) -> AsyncIterator[Guard]:
    """The boundary on `context` while the block runs, and off again after it."""
    previous = _GUARDS.get(context)
    guard = await install(context, allowed_domains, upload_dir)
    try:
        yield guard
    finally:
        await remove(context, guard, previous)


def _guard_of(page: Page) -> Guard | None:
    return _GUARDS.get(page.context)


def check_address(page: Page, url: str, *, sentence: str = "") -> None:
    """Refuse to open `url` when the page's boundary does not allow it (BlockedDomain)."""
    guard = _guard_of(page)
    (guard.allowed if guard is not None else Allowed()).check(url, sentence=sentence)


@contextmanager
def watching(page: Page, sentence: str) -> Iterator[None]:
    """Fail the action run in the block with BlockedDomain when a page address was refused before it ended (a
    link followed, a form sent, a popup opened), whatever else it raised."""
    guard = _guard_of(page)
    if guard is None:
        yield
        return
    if (earlier := guard.failure(sentence)) is not None:  # a popup opened late by the step before
        raise earlier
    try:
        yield
    except StepError as exc:
        if (blocked := guard.failure(sentence)) is not None:
            raise blocked from exc
        raise
    if (blocked := guard.failure(sentence)) is not None:
        raise blocked


def refused_page(page: Page, sentence: str) -> BlockedDomain | None:
    """A page address refused since the last check and not yet failed (a popup whose navigation came while the
    step followed it to its tab), as the step's error."""
    guard = _guard_of(page)
    return guard.failure(sentence) if guard is not None else None


def take_record(page: Page) -> list[str]:
    """The requests refused since the last call (a step's record)."""
    guard = _guard_of(page)
    return guard.take_record() if guard is not None else []


def upload_path(page: Page, value: str) -> Path:
    """The file an Upload step names, when it lies in the page's upload folder (see allowed.upload_path)."""
    guard = _guard_of(page)
    return rules.upload_path(value, guard.upload_dir if guard is not None else None)
