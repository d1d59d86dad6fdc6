"""Checks of one element ("the Save button is disabled", "the Email field has the value ...", "the row for
Order #6 shows Shipped" when the row is the element): its state, value or text, read through its locator each
time the loop in `polling.py` reads the page, with the same predicates Playwright's `expect` uses.
"""

from __future__ import annotations

import re

from playwright.async_api import Locator
from playwright.async_api import TimeoutError as PlaywrightTimeout

from plainwright.act.closest import closest_in, lines_of, shows_instead
from plainwright.act.polling import Check, Reading, until_holds
from plainwright.errors import StepTimeout, UnsupportedStep
from plainwright.model import Action, ActionKind

K = ActionKind
STATE_READ_MS = 1000  # reading an element counted a moment ago: it is there, or it went away meanwhile
_GONE = Reading(holds=False, actual="it is not on the page")

_EXPECTED = {K.ASSERT_VISIBLE: "to be visible", K.ASSERT_HIDDEN: "to be hidden", K.ASSERT_ENABLED: "to be enabled",
             K.ASSERT_DISABLED: "to be disabled", K.ASSERT_CHECKED: "to be checked",
             K.ASSERT_UNCHECKED: "not to be checked"}


# A letter of the words a check names, the same in Python and in the browser (whose `\w` knows no "ü").
_LETTER = r"[0-9A-Za-z_\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]"
# Where the words may begin or end: not inside a word of the page. "Save" is not shown by "Unsaved" or "Saved",
# nor "1 item" by "11 items"; words that begin with a mark ("#12", "(draft)") may follow anything.
WORD_EDGE = rf"(?:(?<!{_LETTER})|(?!{_LETTER}))"
# A number is not part of a longer one: "2" is not shown by "2.5", "5" not by "2.5", "1" not by "1,000"; a price's
# zero cents may follow ("67" is shown by "€67.00").
NUMBER_LEAD = r"(?<!\d[.,])"
NUMBER_TRAIL = r"(?![.,](?!0{1,2}(?!\d))\d)"


# A field's value; for a list, then the labels of its chosen options: "the Priority dropdown is "urgent"" is what
# it shows, whatever value ("2") the option sends.
HELD = "el => el.tagName === 'SELECT' ? [el.value, ...Array.from(el.selectedOptions, o => o.label)] : [el.value]"


def text_pattern(value: str, exact: bool) -> re.Pattern[str]:
    """The words a check looks for, as whole words: in any case unless the step says `exactly`, any spacing
    between them."""
    # a "/" escaped too: Playwright writes a pattern into a selector between slashes ("Add/Edit tags")
    words = r"\s+".join(re.escape(word).replace("/", r"\/") for word in value.split())
    lead = NUMBER_LEAD if value[:1].isdigit() else ""
    trail = NUMBER_TRAIL if value[-1:].isdigit() else ""
    return re.compile(lead + WORD_EDGE + words + WORD_EDGE + trail, 0 if exact else re.IGNORECASE)


def expected_of(action: Action, what: str) -> str:
    """What a check of an element expects: `button "Save" to be enabled`."""
    value = action.value or ""
    if action.kind is K.WAIT:
        return f"{what} to appear"
    if action.kind is K.ASSERT_VALUE:
        return f"{what} to have the value {value!r}" if value else f"{what} to be empty"
    if action.kind is K.ASSERT_TEXT:
        return f"{what} to show {value!r}"
    return f"{what} {_EXPECTED[action.kind]}"


class ElementCheck(Check):
    """One element's state, value or text, as the action's kind asks."""

    def __init__(self, locator: Locator, action: Action, *, what: str) -> None:
        self.locator, self.action, self.what = locator, action, what

    @property
    def expected(self) -> str:
        return expected_of(self.action, self.what)

    async def instead(self, last: Reading) -> str:
        if last.actual == "it is on the page but hidden" and not await self.locator.count():
            return _GONE.actual
        return last.actual

    async def read(self) -> Reading:
        kind = self.action.kind
        if kind in (K.ASSERT_VISIBLE, K.ASSERT_HIDDEN, K.WAIT):
            if await self.locator.is_visible():
                return Reading(holds=kind is not K.ASSERT_HIDDEN, actual="it is visible")
            return Reading(holds=kind is K.ASSERT_HIDDEN, actual="it is on the page but hidden")
        if not await self.locator.count():
            return _GONE
        try:
            return await self._read_attached()
        except PlaywrightTimeout:  # it went away between the count and the reading
            return _GONE

    async def _read_attached(self) -> Reading:
        kind, value, element = self.action.kind, self.action.value or "", self.locator
        if kind in (K.ASSERT_ENABLED, K.ASSERT_DISABLED):
            enabled = await element.is_enabled(timeout=STATE_READ_MS)
            return Reading(holds=enabled is (kind is K.ASSERT_ENABLED),
                           actual="it is enabled" if enabled else "it is disabled")
        if kind in (K.ASSERT_CHECKED, K.ASSERT_UNCHECKED):
            checked = await element.is_checked(timeout=STATE_READ_MS)
            return Reading(holds=checked is (kind is K.ASSERT_CHECKED),
                           actual="it is checked" if checked else "it is not checked")
        if kind is K.ASSERT_VALUE:
            held, *chosen = await element.evaluate(HELD, timeout=STATE_READ_MS)
            wanted = text_pattern(value, self.action.exact)
            if any(wanted.search(shown) for shown in (held, *chosen)) if value else held == "":
                return Reading(holds=True)
            if chosen:
                return Reading(False, f"{' and '.join(map(repr, chosen))} is chosen" if any(chosen)
                               else "nothing is chosen")
            if await element.get_attribute("type", timeout=STATE_READ_MS) == "password":
                return Reading(False, "it holds another value (a password field: its value is not shown)")
            return Reading(False, f"its value is {held!r}" if held else "it is empty")
        if kind is not K.ASSERT_TEXT:
            raise UnsupportedStep(f"{kind} needs no element")
        text = await element.inner_text(timeout=STATE_READ_MS)
        holds = bool(text_pattern(value, self.action.exact).search(text))
        return Reading(holds, shows_instead(closest_in(value, lines_of([text]))) if text.strip()
                       else "it shows no text")


async def assert_element(locator: Locator, action: Action, timeout_ms: float, *, what: str) -> None:
    """A check of one element's state, value or text; `what` names the element in the failure."""
    await until_holds(ElementCheck(locator, action, what=what), timeout_ms=timeout_ms)


async def wait_for_element(locator: Locator, timeout_ms: float, *, what: str) -> None:
    """"Wait for the Save button": the element, visible; in time, else `timeout`."""
    await until_holds(ElementCheck(locator, Action(kind=K.WAIT), what=what), timeout_ms=timeout_ms,
                      failure=StepTimeout)
