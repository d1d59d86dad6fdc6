"""The record a step names may stand on a later page of its list: look there, as a person turns the pages.

`Click Delete in the row of "Tyrell Corp"` on a list that now shows Tyrell on page 2: when no element of the page
stands in the place the step names, and the page has a pager, its link to the next page is followed and the step
is read again there, for at most MAX_PAGES pages. The pager's next link is the one whose words say so ("Next",
"»", "Weiter"), else the lowest page number above the pages seen. Nothing else is clicked, and a record on no
page fails as it would have.
"""

from __future__ import annotations

import re

from playwright.async_api import Error, Page

from plainwright.act.locators import LocatorSpec, to_locator
from plainwright.observe.snapshot import Element, PageSnapshot
from plainwright.understand.intent import Intent
from plainwright.understand.scoring import PLACE_FITS, context_fit, plain_words
from plainwright.understand.text import canonical
from plainwright.understand.vocabulary import VOCABULARY

MAX_PAGES = 5
_NEXT_MARKS = {"»", "›", ">", ">>", "→", "›»"}
_NUMBER = re.compile(r"\d{1,4}")


def names_a_record_elsewhere(intent: Intent | None, snapshot: PageSnapshot) -> bool:
    """Whether the step names a place (`in the row of "Tyrell Corp"`) that nothing on this page stands in."""
    if intent is None or not intent.context:
        return False
    return not any(context_fit(intent.context, element) >= PLACE_FITS for element in snapshot.elements)


def next_page_link(snapshot: PageSnapshot, seen: set[int]) -> Element | None:
    """The pager's link to the next page: by its words, else the lowest page number above those seen."""
    links = [element for element in snapshot.elements if element.role == "link" and element.is_usable]
    words = {canonical(word) for word in VOCABULARY.next_page_words}
    by_words = [link for link in links
                if plain_words(canonical(link.name)) in words or link.name.strip() in _NEXT_MARKS]
    if by_words:
        return by_words[0]
    numbered = sorted((int(link.name.strip()), link.index) for link in links if _NUMBER.fullmatch(link.name.strip()))
    after = max(seen, default=1)
    return next((snapshot.by_index[index] for number, index in numbered if number > after), None)


async def turn_page(page: Page, link: Element) -> bool:
    """Follow the pager's link; False when it could not be clicked."""
    try:
        await to_locator(page, LocatorSpec(method="css", value=link.selector, frame=link.frame)).click(timeout=2000)
    except Error:
        return False
    return True


def page_number(link: Element) -> int | None:
    """The number a pager's link names, when it names one."""
    return int(link.name.strip()) if _NUMBER.fullmatch(link.name.strip()) else None
