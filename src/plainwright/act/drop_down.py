"""A drop-down a page draws itself (no native <select>): opened as a person opens it, and the option that says the
value clicked.

Component libraries draw the list in many ways: options with ARIA's role (most React libraries), options with no
role beside a hidden list for screen readers (Ant Design), or plain buttons in a menu that a read-only field opens
(Directus, and the Vue and Element pickers). What they share is what a person sees: the list appears when the
field is clicked, and it says the value. So the option is the one so named, else the one element saying the
value that the opening showed.
"""

from __future__ import annotations

import asyncio
import time
from contextlib import suppress

from playwright.async_api import Error, JSHandle, Locator, Page

from plainwright.errors import NotInteractable

_POLL_S = 0.05

# Whether what stands over the field's middle is part of its own widget (within a few levels around it), not a
# banner or another control.
_DRAWN_OVER_BY_ITS_WIDGET = """el => {
  const r = el.getBoundingClientRect(), hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  let widget = el;
  for (let i = 0; i < 4 && widget.parentElement; i++) widget = widget.parentElement;
  return !!hit && hit !== el && widget.contains(hit);
}"""

# The options an opened list shows: its options, else (options drawn with no role) the lines drawn beside its list
# box.
_SHOWN_OPTIONS = """() => {
  const shown = (el) => el.checkVisibility ? el.checkVisibility() : !!el.offsetParent;
  const options = [...document.querySelectorAll("[role=option]")].filter(shown).map((o) => o.innerText.trim());
  if (options.some(Boolean)) return options.filter(Boolean);
  return [...document.querySelectorAll("[role=listbox], [role=tree], [role=menu]")].filter((list) => list.parentElement)
    .flatMap((list) => list.parentElement.innerText.split("\\n")).map((line) => line.trim()).filter(Boolean);
}"""

# The shown elements that hold words of their own, each with its words (spacing and case aside).
_SHOWN_WORDS = """() => {
  const found = new Map(), walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const words = node.data.replace(/\\s+/g, " ").trim(), el = node.parentElement;
    if (words && el && !found.has(el) && el.checkVisibility()) found.set(el, words);
  }
  return found;
}"""
# The words of the elements shown now that were not shown `before`.
_NEWLY_SHOWN = f"""before => [...({_SHOWN_WORDS})()].filter(([el]) => !before.has(el))"""
# The one element the opening showed that says `value`; else null.
_NEWLY_SAYING = f"""([value, before]) => {{
  const want = value.replace(/\\s+/g, " ").trim().toLowerCase();
  const saying = ({_NEWLY_SHOWN})(before).filter(([, words]) => words.toLowerCase() === want);
  return saying.length === 1 ? saying[0][0] : null;
}}"""
_NEW_WORDS = f"""before => ({_NEWLY_SHOWN})(before).map(([, words]) => words)"""


async def choose(page: Page, locator: Locator, value: str, timeout_ms: float) -> None:
    """Open the drop-down `locator` finds and click its option that says `value`; NotInteractable, saying what
    the list offers, when none comes within the timeout."""
    shown_before = await page.evaluate_handle(_SHOWN_WORDS)
    try:
        await _open(locator, timeout_ms)
        await _click_offered(page, value, shown_before, timeout_ms)
    finally:
        with suppress(Error):  # (the page moved on: the handle went with it)
            await shown_before.dispose()


async def _open(locator: Locator, timeout_ms: float) -> None:
    """Click the drop-down open. Where its own box draws the chosen value over its field (Ant Design's select:
    "main" chosen, drawn over the search field; a Vue picker's frame over its read-only field), that box is what a
    person clicks, and it opens the same list."""
    try:
        await locator.click(timeout=min(timeout_ms, 2000))
    except Error as error:
        if "intercepts pointer events" not in str(error) or not await locator.evaluate(_DRAWN_OVER_BY_ITS_WIDGET):
            raise
        await locator.click(force=True, timeout=timeout_ms)  # the click lands on the widget's own box


def _offered(page: Page, value: str) -> Locator:
    """The option of an opened list that says `value`: a shown option so named, else, where the options people
    see carry no role (Ant Design keeps a hidden list of them for screen readers beside the one it draws), the shown
    item that says exactly `value` beside a list box."""
    drawn = page.locator(":is([role=listbox], [role=tree], [role=menu])").locator("xpath=..").get_by_text(
        value, exact=True).filter(visible=True)
    return page.get_by_role("option", name=value).filter(visible=True).or_(drawn).first


async def _click_offered(page: Page, value: str, shown_before: JSHandle, timeout_ms: float) -> None:
    """Click the option saying `value` once the list shows it: an option so named, else the one element saying
    it that the opening showed (a list of plain buttons)."""
    named, deadline = _offered(page, value), time.monotonic() + timeout_ms / 1000
    while True:
        if await named.count():
            await named.click(timeout=timeout_ms)
            return
        found = await page.evaluate_handle(_NEWLY_SAYING, [value, shown_before])
        if (drawn := found.as_element()) is not None:
            await drawn.click(timeout=timeout_ms)
            return
        await found.dispose()  # (a look that found nothing holds nothing)
        if time.monotonic() >= deadline:
            shown: list[str] = await page.evaluate(_SHOWN_OPTIONS) or await page.evaluate(_NEW_WORDS, shown_before)
            raise NotInteractable.unmet(f"the list to offer {value!r}",
                                        f"it offers {', '.join(shown[:10]) or 'nothing'}")
        await asyncio.sleep(_POLL_S)
