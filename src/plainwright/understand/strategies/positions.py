"""What stands at a position of the page's main table or list.

Checks: "Check that the first row shows "Kettle"", "the last issue in the list is "Translate the settings
page"". A re-sort or a reload may still be moving the rows when the step comes, so the check does not fix an
element: it names the position as its place (`row 1`, `row -1` for the last), and the page's main table or list
is read at that position each time the check looks (`act/checks.py`, PLACE_TEXTS).

Actions: "Click Edit in the first row", "Tick the checkbox in row 3": the element the words name, in that row of
the page's main table (the one with the most rows, outside its menus and sidebars).
"""

from __future__ import annotations

import re
from dataclasses import replace

from plainwright.model import Action
from plainwright.observe.snapshot import Element, PageSnapshot
from plainwright.understand.grammar import row_position
from plainwright.understand.intent import Intent
from plainwright.understand.ranking import MIN_SCORE, rank
from plainwright.understand.strategies.ask import Ask, K, act_on, as_ranked
from plainwright.understand.text import canonical
from plainwright.understand.vocabulary import VOCABULARY

_ITEM_NOUNS = frozenset(VOCABULARY.item_nouns) | {"result", "entry", "line"}
# what a table or list is called as a place: "the first run in the table", "the first row of the table"
LIST_PLACES = frozenset(VOCABULARY.listings) | {"grid"}


def position_place(ordinal: int) -> str:
    """The place of the item at a position of the page's main table or list (1 the first, -1 the last)."""
    return f"row {ordinal}"


def nth_item_shows(intent: Intent, ask: Ask) -> Action | None:
    """"Check that the second row shows "Toaster"" (or no longer shows it): the text at that position of the page's
    main list."""
    if intent.kind not in (K.ASSERT_VALUE, K.ASSERT_TEXT, K.ASSERT_NO_TEXT) or intent.ordinal is None \
            or not intent.value:
        return None
    in_a_list = canonical(intent.context or "") in LIST_PLACES and len(canonical(intent.target).split()) == 1
    if intent.role != "row" and canonical(intent.target) not in _ITEM_NOUNS and not in_a_list:
        return None  # "the first run in the table": whatever the table's rows are, they are runs
    kind = K.ASSERT_NO_TEXT if intent.kind is K.ASSERT_NO_TEXT else K.ASSERT_TEXT
    return Action(kind=kind, value=intent.value, exact=intent.exact, context=position_place(intent.ordinal),
                  confidence=0.8)


_ROW_STEP = re.compile(r"/tr\[\d+\]")
_ASIDE = frozenset({"nav", "aside", "header", "footer", "menu"})


def _row_of(element: Element) -> tuple[str, str] | None:
    """(the table's path, the row's) for an element in a body row of a table: rows of a <table> by their path;
    rows drawn with ARIA by the words they show."""
    if "row" not in element.context or _ASIDE & element.context.keys() or "/thead" in element.xpath:
        return None
    steps = list(_ROW_STEP.finditer(element.xpath))
    if not steps:
        return ("", element.context["row"])
    row = steps[-1]
    return (element.xpath[:row.start()].removesuffix("/tbody"), element.xpath[:row.end()])


def _rows(snapshot: PageSnapshot) -> list[str]:
    """The rows of the page's main table, in the page's order: of its tables, the one with the most rows that
    show something a step can name."""
    tables: dict[str, list[str]] = {}
    for element in snapshot.elements:
        if element.is_visible and (found := _row_of(element)) is not None:
            rows = tables.setdefault(found[0], [])
            if found[1] not in rows:
                rows.append(found[1])
    return max(tables.values(), key=len, default=[])


def in_a_row_at_a_position(intent: Intent, ask: Ask) -> Action | None:
    """"Click Edit in the first row": what the words name, in that row of the page's main table."""
    if intent.kind in (K.ASSERT_TEXT, K.ASSERT_NO_TEXT) or (at := row_position(intent.context)) is None:
        return None
    rows = _rows(ask.snapshot)
    index = at - 1 if at > 0 else len(rows) + at
    if not 0 <= index < len(rows):
        return None
    row = rows[index]
    named = replace(as_ranked(intent), context=None)
    inside = [found for found in rank(named, ask.snapshot) if found.score >= MIN_SCORE
              and (where := _row_of(found.element)) is not None and where[1] == row]
    if not inside or (len(inside) > 1 and inside[0].score - inside[1].score < 0.06):
        return None
    return act_on(inside[0], intent, ask)
