"""Which link of a pager leads to the next page, and when a step's record is to be looked for there."""

from __future__ import annotations

from plainwright.act.paging import names_a_record_elsewhere, next_page_link
from plainwright.model import ActionKind
from plainwright.observe.snapshot import Element, PageSnapshot
from plainwright.understand.intent import Intent


def _link(index: int, name: str, **context: str) -> Element:
    return Element(index=index, tag="a", role="link", name=name, xpath=f"/html[1]/body[1]/a[{index + 1}]",
                   is_interactive=True, context=dict(context))


def _page(*elements: Element) -> PageSnapshot:
    return PageSnapshot(url="http://127.0.0.1/", title="", elements=list(elements))


def test_the_link_that_says_next_wins_over_page_numbers() -> None:
    page = _page(_link(0, "1"), _link(1, "2"), _link(2, "Next »"))
    chosen = next_page_link(page, {1})
    assert chosen is not None and chosen.name == "Next »"


def test_without_such_words_the_lowest_page_number_above_those_seen() -> None:
    page = _page(_link(0, "1"), _link(1, "3"), _link(2, "2"), _link(3, "Customers"))
    assert (found := next_page_link(page, {1})) is not None and found.name == "2"
    assert (found := next_page_link(page, {1, 2})) is not None and found.name == "3"
    assert next_page_link(page, {1, 2, 3}) is None


def test_a_record_is_looked_for_elsewhere_only_when_nothing_here_stands_in_its_place() -> None:
    intent = Intent(kind=ActionKind.CLICK, target="Delete", context="Grace Hopper")
    here = _page(_link(0, "Edit", row="Grace Hopper grace@example.com Edit"))
    assert not names_a_record_elsewhere(intent, here)
    assert names_a_record_elsewhere(intent, _page(_link(0, "Edit", row="Alan Turing alan@example.com Edit")))
    assert not names_a_record_elsewhere(Intent(kind=ActionKind.CLICK, target="Delete"), here)


def test_a_german_pager_says_weiter() -> None:
    chosen = next_page_link(_page(_link(0, "Zurück"), _link(1, "2"), _link(2, "Weiter ›")), {1})
    assert chosen is not None and chosen.name == "Weiter ›"
