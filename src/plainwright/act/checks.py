"""The checks a step makes ("Verify the page shows ...", "the Save button is disabled", "there are 3 rows"),
waiting as Playwright's `expect` does. A check that fails says what it expected and what the page has instead:
the closest text and where it sits, the element's state or value, the count found, the title or URL.
"""

from __future__ import annotations

import asyncio
import re
import time

from playwright.async_api import Error, Locator, Page, expect

from plainwright.act import spotlight
from plainwright.act.closest import closest_in, closest_text, lines_of, locate, shows_instead
from plainwright.act.frames import shown_frames, shown_texts
from plainwright.act.locators import LocatorSpec
from plainwright.errors import AssertionFailed, ElementNotFound, StepTimeout, UnsupportedStep
from plainwright.model import Action, ActionKind

# What "there are 3 rows" counts: a noun -> a CSS selector of the things meant.
_COUNTED = {
    "row": "tr:has(td), [role=row]:has([role=cell]), [role=row]:has([role=gridcell])",
    "item": "li, [role=listitem], [role=option], [role=menuitem]", "entr": "li, [role=listitem], tr:has(td)",
    "link": "a[href], [role=link]", "button": "button, input[type=submit], input[type=button], [role=button]",
    "checkbox": "input[type=checkbox], [role=checkbox]", "option": "option, [role=option]",
    "suggestion": "[role=option]", "vorschl": "[role=option]",
    "tab": "[role=tab]", "heading": "h1, h2, h3, h4, h5, h6, [role=heading]", "image": "img, [role=img]",
    "field": "input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea, select",
    "zeile": "tr:has(td), [role=row]:has([role=cell])", "eintr": "li, [role=listitem], tr:has(td)",
}
_SCOPES = ("table, [role=table], [role=grid], ul, ol, [role=list], [role=listbox], section, [role=region], form, "
           "dialog, [role=dialog], nav, aside, article, fieldset")
_CONTAINER_WORD = re.compile(r"\s*\b(?:table|list|section|form|dialog|panel|card|area|region|box|results?|tabelle|"
                             r"liste)$",
                             re.IGNORECASE)
STATE_READ_MS = 1000  # reading a failed element's state: it was there a moment ago, or it is not at all


def text_pattern(value: str, exact: bool) -> re.Pattern[str]:
    words = r"\s+".join(re.escape(word) for word in value.split())
    return re.compile(words, 0 if exact else re.IGNORECASE)


def by_words(page: Page, words: str) -> Locator:
    """Whatever on the page shows or is named by these words: text, label, placeholder, alt text or title."""
    return (page.get_by_text(words).or_(page.get_by_label(words)).or_(page.get_by_placeholder(words))
            .or_(page.get_by_alt_text(words)).or_(page.get_by_title(words)))


async def _instead(page: Page, words: str) -> str:
    """What the page shows nearest to `words`, and where; the screenshot outlines it."""
    closest = await closest_text(page, words)
    spotlight.point(page, locate(page, closest.block) if closest is not None else None)
    return shows_instead(closest)


PLACES = _SCOPES + ", tr, [role=row], li, [role=listitem], [role=group], details"


# The texts of the parts of the page a place names: a heading's part (what follows it up to the next heading of
# its level or above), or else the innermost tables, lists, rows, sections ... that show the words. The pytest export
# runs this same script, so an exported check looks where the run looked.
PLACE_TEXTS = """([words, places]) => {
  const norm = (s) => (s || "").replace(/\\s+/g, " ").trim().toLowerCase();
  const want = norm(words), texts = [];
  for (const h of document.querySelectorAll("h1, h2, h3, h4, h5, h6, [role=heading], summary, caption, legend")) {
    if (norm(h.innerText) !== want) continue;
    const level = /^H\\d$/.test(h.tagName) ? +h.tagName[1] : 7;
    let text = "", node = h.tagName === "SUMMARY" || h.tagName === "LEGEND" || h.tagName === "CAPTION"
      ? h.parentElement : h.nextElementSibling;
    if (node === h.parentElement) { texts.push(node.innerText); continue; }
    for (; node; node = node.nextElementSibling) {
      if (/^H\\d$/.test(node.tagName) && +node.tagName[1] <= level) break;
      text += " " + node.innerText;
    }
    texts.push(text);
  }
  if (texts.length) return texts;
  const holders = [...document.querySelectorAll(places)].filter((el) => norm(el.innerText).includes(want));
  return holders.filter((el) => !holders.some((o) => o !== el && el.contains(o))).map((el) => el.innerText);
}"""


async def _assert_in_place(page: Page, action: Action, place: str, timeout_ms: float) -> None:
    """"Check that "Nails" is listed under Hardware": the words, inside the part of the page the place names."""
    value = action.value or ""
    pattern, want = text_pattern(value, action.exact), action.kind is ActionKind.ASSERT_TEXT
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        texts = await _place_texts(page, place)
        if not texts:
            raise ElementNotFound.unmet(f"a heading, table, list, row or section that shows {place!r}",
                                        await _instead(page, place))
        if any(pattern.search(text) for text in texts) == want:
            return
        if time.monotonic() >= deadline:
            expected = f"{place!r} {'to show' if want else 'not to show'} {value!r}"
            raise AssertionFailed.unmet(expected, shows_instead(closest_in(value, lines_of(texts))))
        await asyncio.sleep(0.1)


async def _place_texts(page: Page, place: str) -> list[str]:
    """The texts of the parts of the page and of its frames that the place names."""
    texts: list[str] = []
    for frame_id, frame in await shown_frames(page):
        try:
            texts += await frame.evaluate(PLACE_TEXTS, [place, PLACES])
        except Error:  # a frame navigating or gone has nothing to read now; the page itself must be read
            if not frame_id:
                raise
    return texts


async def _assert_shown(page: Page, action: Action, timeout_ms: float) -> str:
    """"The page shows X" / "does not show X": in the page's text or in a frame it shows, waiting as Playwright's
    expect does. Returns the id of the frame the words were found in ("" for the page itself)."""
    value = action.value or ""
    pattern, want = text_pattern(value, action.exact), action.kind is ActionKind.ASSERT_TEXT
    expected = f"the page {'to show' if want else 'not to show'} {value!r}"
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        texts = await shown_texts(page)
        where = next((frame_id for frame_id, text in texts if pattern.search(text)), None)
        read = bool(texts) and texts[0][0] == ""  # the page itself, not only its frames (it may be navigating)
        if (where is not None) == want and (want or read):
            return where or ""
        if time.monotonic() >= deadline:
            if not read:
                raise AssertionFailed.unmet(expected, "the page could not be read: it kept navigating")
            raise AssertionFailed.unmet(expected, await _instead(page, value))
        await asyncio.sleep(0.1)


async def _expect_page(page: Page, action: Action, timeout_ms: float) -> None:
    """The title or the URL holds the words."""
    value = action.value or ""
    try:
        if action.kind is ActionKind.ASSERT_TITLE:
            await expect(page).to_have_title(text_pattern(value, action.exact), timeout=timeout_ms)
        else:
            await expect(page).to_have_url(re.compile(re.escape(value)), timeout=timeout_ms)
    except AssertionError:
        if action.kind is ActionKind.ASSERT_TITLE:
            raise AssertionFailed.unmet(f"the title to contain {value!r}", f"it is {await page.title()!r}") from None
        raise AssertionFailed.unmet(f"the URL to contain {value!r}", f"it is {page.url!r}") from None


def place_named(context: str | None) -> str:
    """The part of the page a check of the page's text is about ("the row for Order #6" -> "Order #6"); ""
    for the page as a whole ("from the list" names no part)."""
    return _CONTAINER_WORD.sub("", context or "").strip()


async def assert_page(page: Page, action: Action, timeout_ms: float) -> list[LocatorSpec]:
    """A check of the page as a whole; a text found in a frame returns that frame's body, where replay and the
    pytest export look for it."""
    place = place_named(action.context)
    if place and action.kind in (ActionKind.ASSERT_TEXT, ActionKind.ASSERT_NO_TEXT):
        await _assert_in_place(page, action, place, timeout_ms)
        return []
    match action.kind:
        case ActionKind.ASSERT_TEXT | ActionKind.ASSERT_NO_TEXT:
            if where := await _assert_shown(page, action, timeout_ms):
                return [LocatorSpec(method="css", value="body", frame=where)]
        case ActionKind.ASSERT_TITLE | ActionKind.ASSERT_URL:
            await _expect_page(page, action, timeout_ms)
    return []


async def assert_words(page: Page, action: Action, timeout_ms: float) -> None:
    """"Verify "Saved" is visible" / "is hidden": whatever shows or is named by the words."""
    words = action.target or action.value or ""
    shown = by_words(page, words)
    try:
        if action.kind is ActionKind.ASSERT_VISIBLE:
            await expect(shown.first).to_be_visible(timeout=timeout_ms)
        else:
            await expect(shown.filter(visible=True)).to_have_count(0, timeout=timeout_ms)
    except AssertionError:
        if action.kind is ActionKind.ASSERT_VISIBLE:
            actual = ("it is on the page but hidden" if await shown.count() else
                      "nothing shows or is named so: " + await _instead(page, words))
            raise AssertionFailed.unmet(f"{words!r} to be visible", actual) from None
        spotlight.point(page, shown.filter(visible=True).first)
        raise AssertionFailed.unmet(f"{words!r} to be hidden", "it is visible") from None


async def wait_for_words(page: Page, words: str, timeout_ms: float) -> None:
    """"Wait for "Saved" to appear": whatever shows or is named by the words, visible; in time, else `timeout`."""
    try:
        await expect(by_words(page, words).first).to_be_visible(timeout=timeout_ms)
    except AssertionError:
        raise StepTimeout.unmet(f"{words!r} to appear within {timeout_ms / 1000:g} s",
                                f"it did not; {await _instead(page, words)}") from None


async def wait_for_element(locator: Locator, timeout_ms: float, *, what: str) -> None:
    """"Wait for the Save button": the element, visible; in time, else `timeout`."""
    try:
        await expect(locator).to_be_visible(timeout=timeout_ms)
    except AssertionError:
        raise StepTimeout.unmet(f"{what} to appear within {timeout_ms / 1000:g} s",
                                await element_state(locator, ActionKind.ASSERT_VISIBLE)) from None


_EXPECTED = {ActionKind.ASSERT_VISIBLE: "to be visible", ActionKind.ASSERT_HIDDEN: "to be hidden",
             ActionKind.ASSERT_ENABLED: "to be enabled", ActionKind.ASSERT_DISABLED: "to be disabled",
             ActionKind.ASSERT_CHECKED: "to be checked", ActionKind.ASSERT_UNCHECKED: "not to be checked"}


def expected_of(action: Action, what: str) -> str:
    """What a check of an element expects: `button "Save" to be enabled`."""
    value = action.value or ""
    if action.kind is ActionKind.ASSERT_VALUE:
        return f"{what} to have the value {value!r}" if value else f"{what} to be empty"
    if action.kind is ActionKind.ASSERT_TEXT:
        return f"{what} to show {value!r}"
    return f"{what} {_EXPECTED[action.kind]}"


async def _expect_element(locator: Locator, action: Action, timeout_ms: float) -> None:
    value = action.value or ""
    match action.kind:
        case ActionKind.ASSERT_VISIBLE:
            await expect(locator).to_be_visible(timeout=timeout_ms)
        case ActionKind.ASSERT_HIDDEN:
            await expect(locator).to_be_hidden(timeout=timeout_ms)
        case ActionKind.ASSERT_ENABLED:
            await expect(locator).to_be_enabled(timeout=timeout_ms)
        case ActionKind.ASSERT_DISABLED:
            await expect(locator).to_be_disabled(timeout=timeout_ms)
        case ActionKind.ASSERT_CHECKED:
            await expect(locator).to_be_checked(timeout=timeout_ms)
        case ActionKind.ASSERT_UNCHECKED:
            await expect(locator).not_to_be_checked(timeout=timeout_ms)
        case ActionKind.ASSERT_VALUE:
            wanted = text_pattern(value, action.exact) if value else ""  # "is empty": exactly nothing
            await expect(locator).to_have_value(wanted, timeout=timeout_ms)
        case ActionKind.ASSERT_TEXT:
            await expect(locator).to_contain_text(text_pattern(value, action.exact), timeout=timeout_ms,
                                                  use_inner_text=True)
        case _:
            raise UnsupportedStep(f"{action.kind} needs no element")


async def assert_element(locator: Locator, action: Action, timeout_ms: float, *, what: str) -> None:
    """A check of one element's state, value or text; `what` names the element in the failure."""
    try:
        await _expect_element(locator, action, timeout_ms)
    except AssertionError:
        raise AssertionFailed.unmet(expected_of(action, what), await element_state(locator, action.kind,
                                                                                   action.value or "")) from None


async def element_state(locator: Locator, kind: ActionKind, wanted: str = "") -> str:
    """What a checked element is instead of `kind` (of `wanted`, for a value or a text): `it is disabled`, `its
    value is 'Bob'`, `it shows 'Draft'`. A password field's value is never read out."""
    try:
        if not await locator.count():
            return "it is not on the page"
        element = locator.first
        if kind in (ActionKind.ASSERT_VISIBLE, ActionKind.ASSERT_HIDDEN):
            return "it is visible" if await element.is_visible() else "it is on the page but hidden"
        if kind in (ActionKind.ASSERT_ENABLED, ActionKind.ASSERT_DISABLED):
            return "it is enabled" if await element.is_enabled(timeout=STATE_READ_MS) else "it is disabled"
        if kind in (ActionKind.ASSERT_CHECKED, ActionKind.ASSERT_UNCHECKED):
            return "it is checked" if await element.is_checked(timeout=STATE_READ_MS) else "it is not checked"
        if kind is ActionKind.ASSERT_VALUE:
            if await element.get_attribute("type", timeout=STATE_READ_MS) == "password":
                return "it holds another value (a password field: its value is not shown)"
            value = await element.input_value(timeout=STATE_READ_MS)
            return f"its value is {value!r}" if value else "it is empty"
        text = await element.inner_text(timeout=STATE_READ_MS)
        return shows_instead(closest_in(wanted, lines_of([text]))) if text.strip() else "it shows no text"
    except Error as exc:
        return f"its state could not be read ({exc.message.splitlines()[0]})"


async def _counted(page: Page, selector: str, words: str) -> int | None:
    """How many things `selector` finds shown on the page and in its frames, or in the last part of them that
    shows `words`; None when no part shows them."""
    total, holder = 0, None
    for frame_id, frame in await shown_frames(page):
        try:
            if not words:
                total += await frame.locator(selector).filter(visible=True).count()
                continue
            holders = frame.locator(_SCOPES).filter(has_text=re.compile(re.escape(words), re.IGNORECASE))
            if await holders.count():
                holder = holders.last
        except Error:  # a frame navigating or gone has nothing to count now; the page itself must be counted
            if not frame_id:
                raise
    if not words:
        return total
    if holder is not None:
        spotlight.point(page, holder)
    return None if holder is None else await holder.locator(selector).filter(visible=True).count()


async def assert_count(page: Page, action: Action, timeout_ms: float) -> None:
    noun = (action.target or "").lower()
    selector = next((css for stem, css in _COUNTED.items() if noun.startswith(stem)), None)
    if selector is None:
        raise UnsupportedStep(f"Cannot tell what to count as {noun!r}; say rows, items, links, buttons, options ...")
    # "in the Users table"; "the results should have 6 rows" names no table: the page's
    words = _CONTAINER_WORD.sub("", action.context or "").strip()
    where = f" in the part of the page that shows {words!r}" if words else ""
    wanted, deadline = int(action.value or 0), time.monotonic() + timeout_ms / 1000
    while True:
        try:
            counted = await _counted(page, selector, words)
        except Error:  # the page is navigating: count again
            if time.monotonic() >= deadline:
                raise
            await asyncio.sleep(0.1)
            continue
        if counted == wanted:
            return
        if counted is None:
            raise ElementNotFound.unmet(f"a table, list or section that shows {words!r}", await _instead(page, words))
        if time.monotonic() >= deadline:
            raise AssertionFailed.unmet(f"{wanted} {noun}{where}", f"there {'is' if counted == 1 else 'are'} "
                                        f"{counted}")
        await asyncio.sleep(0.1)
