"""One loop for every check: read the page, and read it again until the check holds or its time is up, as
Playwright's web-first assertions (`expect`) poll. A check that holds at the first reading costs no wait; one
that never holds fails with its last reading as the `actual`, and its `expected` says how long the check was
given: "button "Save" to be enabled within 2 s".

A check is a small class with one reading of the page (`read`); the loop is the same for all of them: the
page's text, a part of it (a row, a section), a count, an element's state, value or text, the title, the URL.
"""

from __future__ import annotations

import asyncio
import time
from abc import ABC, abstractmethod
from dataclasses import dataclass
from itertools import chain, repeat

from playwright.async_api import Error

from plainwright.errors import AssertionFailed, ElementNotFound, StepError

# The pauses between readings, as Playwright's expect spaces its retries: short at first, when most late states
# arrive, then longer, so that a check waiting out a long timeout does not keep the browser busy reading.
PAUSES_MS = (100, 100, 250, 250, 500)


@dataclass(frozen=True, slots=True)
class Reading:
    """One look at the page for a check: whether it holds, and what the page shows instead."""

    holds: bool
    actual: str = ""  # what the page shows instead, as a failure says it: "it is disabled", "there are 2"
    missing: str = ""  # what the check reads in and the page does not have (yet): "a table that shows 'Users'"


class Check(ABC):
    """A check of the page: what it expects, and how to read the page once for it."""

    @property
    @abstractmethod
    def expected(self) -> str:
        """What the check expects, as a failure says it: "button "Save" to be enabled"."""

    @abstractmethod
    async def read(self) -> Reading:
        """One reading of the page, taken now, without waiting."""

    async def instead(self, last: Reading) -> str:
        """What the page shows instead, for the failure, from the last reading; a check whose reading is cheap
        to take but costly to explain (the closest text on the page) says it here, once."""
        return last.actual


_NAVIGATING = ("Execution context was destroyed", "Cannot find context", "Frame was detached",
               "frame got detached")
NAVIGATING = Reading(holds=False, actual="the page could not be read: it kept navigating")


def _navigated(exc: Error) -> bool:
    """The page's document was replaced while it was read: a navigation, not a failure of the check."""
    return any(reason in exc.message for reason in _NAVIGATING)


async def _read(check: Check) -> Reading:
    """A reading; a page whose document is being replaced has nothing to read now, and is read again."""
    try:
        return await check.read()
    except Error as exc:
        if _navigated(exc):
            return NAVIGATING
        raise


async def _instead(check: Check, last: Reading) -> str:
    """The failure's `actual`; a page that navigated away meanwhile is said to have done so."""
    if last is NAVIGATING:
        return last.actual
    try:
        return await check.instead(last)
    except Error as exc:
        if _navigated(exc):
            return NAVIGATING.actual
        raise


async def until_holds(check: Check, *, timeout_ms: float, failure: type[StepError] = AssertionFailed) -> None:
    """Read the page for `check` until it holds; after `timeout_ms`, raise `failure` (ElementNotFound when the
    part of the page the check reads in never appeared) with the last reading and the time it was given."""
    deadline = time.monotonic() + timeout_ms / 1000
    for pause_ms in chain(PAUSES_MS, repeat(PAUSES_MS[-1])):
        last = await _read(check)
        if last.holds:
            return
        left_s = deadline - time.monotonic()
        if left_s <= 0:
            break
        await asyncio.sleep(min(pause_ms / 1000, left_s))
    within = f" within {timeout_ms / 1000:g} s"
    actual = await _instead(check, last)
    if last.missing:
        raise ElementNotFound.unmet(last.missing + within, actual)
    raise failure.unmet(check.expected + within, actual)
