"""One look at the element an action is about to use says whether it is shown as Playwright's actions count shown:
a replay that took a hidden entry of a closed drop-down (visibility: hidden) for shown never opened its menu, and
its click waited for the entry until its timeout."""

from __future__ import annotations

import pytest
from playwright.async_api import Page

from plainwright.act.seen import glance


@pytest.mark.parametrize("style", ["", "visibility: hidden", "opacity: 0", "width: 0; height: 0; overflow: hidden;"
                                   " display: block", "display: none", "position: absolute; left: -9999px"])
async def test_a_glance_counts_an_element_shown_as_playwright_does(page: Page, style: str) -> None:
    await page.set_content(f'<a id="entry" href="#h" style="{style}">History</a>')
    entry = page.locator("#entry")
    seen = await glance(entry)
    assert seen is not None and seen.visible is await entry.is_visible()
