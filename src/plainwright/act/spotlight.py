"""The element a step is about, per page: the one it acted on or checked, or the text a failed check found closest.

The step's screenshot outlines it (run/screenshot.py). Each clause points anew; the screenshot takes the pointer,
so the next step starts with none.
"""

from __future__ import annotations

import weakref

from playwright.async_api import Locator, Page

_POINTED: weakref.WeakKeyDictionary[Page, Locator] = weakref.WeakKeyDictionary()


def point(page: Page, locator: Locator | None) -> None:
    """`locator` is what the step on `page` is about now (None: nothing in particular)."""
    if locator is None:
        _POINTED.pop(page, None)
    else:
        _POINTED[page] = locator


def take(page: Page) -> Locator | None:
    """What the step on `page` was about, and forget it."""
    return _POINTED.pop(page, None)
