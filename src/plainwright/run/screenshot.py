"""A step's picture: the viewport, with the element the step was about outlined (blue when it passed, red when it
failed), and every field that holds a secret of the run masked.

The outline is a box of its own drawn over the element (not a style of the element, which could move the page's
layout), removed as soon as the picture is taken, whatever happens: the next step finds the page as it was. A
password field shows dots; a field a `sensitive` step typed into shows the secret, so it is masked.
"""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path

from playwright.async_api import Error, FloatRect, Locator, Page

from plainwright.act import spotlight
from plainwright.redact import Redactor

OUTLINE_ID = "__plainwright_outline"
PASSED_COLOUR, FAILED_COLOUR = "#2f6feb", "#e5484d"
LOOK_MS = 500  # finding the outlined element again: it was there a moment ago
_FIELDS = "input:not([type=password]):not([type=hidden]), textarea"

_DRAW = f"""([x, y, width, height, colour]) => {{
  const box = document.createElement("div");
  box.id = "{OUTLINE_ID}";
  Object.assign(box.style, {{ position: "fixed", left: `${{x - 4}}px`, top: `${{y - 4}}px`, width: `${{width + 8}}px`,
    height: `${{height + 8}}px`, border: `3px solid ${{colour}}`, borderRadius: "4px", boxSizing: "border-box",
    boxShadow: "0 0 0 2px rgba(255, 255, 255, .8)", zIndex: "2147483647", pointerEvents: "none" }});
  document.documentElement.appendChild(box);
}}"""
_ERASE = f"() => document.getElementById('{OUTLINE_ID}')?.remove()"


async def _box(page: Page, target: Locator, *, scroll: bool) -> FloatRect | None:
    """Where `target` is in the viewport; None when it is gone or out of sight. A failed step's element is
    scrolled into sight (the run stops there); a passed one's is not (the page must stay as the step left it)."""
    try:
        if not await target.count():  # gone (a click that opened another page): nothing to outline
            return None
        box = await target.first.bounding_box(timeout=LOOK_MS)
        if box is not None and scroll and not _in_view(page, box):
            await target.first.scroll_into_view_if_needed(timeout=LOOK_MS)
            box = await target.first.bounding_box(timeout=LOOK_MS)
    except Error:
        return None
    return box if box is not None and _in_view(page, box) else None


def _in_view(page: Page, box: FloatRect) -> bool:
    size = page.viewport_size
    if size is None:
        return True
    return box["x"] + box["width"] > 0 and box["y"] + box["height"] > 0 and box["x"] < size["width"] \
        and box["y"] < size["height"]


async def _secret_fields(page: Page, redactor: Redactor | None) -> list[Locator]:
    """The text fields of the page and its frames whose value holds a secret of the run."""
    if redactor is None or not redactor.has_secrets:
        return []
    found = []
    for frame in page.frames:
        fields = frame.locator(_FIELDS)
        try:
            values: list[str] = await fields.evaluate_all("fields => fields.map(field => field.value)")
        except Error:  # a frame navigating: nothing typed in it is shown yet
            continue
        found += [fields.nth(index) for index, value in enumerate(values) if redactor.mask(value) != value]
    return found


async def take(page: Page, path: Path, *, timeout_ms: float, failed: bool,
               redactor: Redactor | None = None) -> str | None:
    """Save the step's picture at `path`; None when the page cannot give one (frozen, or gone: the next step says
    which), so that the step's own outcome is reported either way."""
    target = spotlight.take(page)
    drawn = False
    try:
        # Playwright's own timeouts do not hold on a frozen page (8 s for 2 s were seen): bound them here too, by
        # the step's timeout at least, as a loaded machine can take seconds to find and outline an element.
        async with asyncio.timeout(max(LOOK_MS * 4, timeout_ms) / 1000):
            box = await _box(page, target, scroll=failed) if target is not None else None
            masks = await _secret_fields(page, redactor)
            if box is not None:
                drawn = True
                await page.evaluate(_DRAW, [box["x"], box["y"], box["width"], box["height"],
                                            FAILED_COLOUR if failed else PASSED_COLOUR])
        await asyncio.wait_for(page.screenshot(path=str(path), timeout=timeout_ms, mask=masks),
                               timeout=timeout_ms / 1000)
    except (Error, TimeoutError):
        return None
    finally:
        if drawn:
            with contextlib.suppress(Error, TimeoutError):
                await asyncio.wait_for(page.evaluate(_ERASE), timeout=LOOK_MS / 1000)
    return str(path)
