"""Checks of what stands at a position of the page's list: "Check that the first row shows "Kettle"", "the last
issue in the list is "Translate the settings page"". A re-sort or a reload may still be moving the rows when
the step comes, so the check does not fix an element: it names the position as its place (`row 1`, `row -1`
for the last), and the page's main table or list is read at that position each time the check looks
(`act/checks.py`, PLACE_TEXTS)."""

from __future__ import annotations

from plainwright.model import Action
from plainwright.understand.intent import Intent
from plainwright.understand.strategies.ask import Ask, K
from plainwright.understand.text import canonical
from plainwright.understand.vocabulary import VOCABULARY

_ITEM_NOUNS = frozenset(VOCABULARY.item_nouns) | {"result", "entry", "line"}


def position_place(ordinal: int) -> str:
    """The place of the item at a position of the page's main table or list (1 the first, -1 the last)."""
    return f"row {ordinal}"


def nth_item_shows(intent: Intent, ask: Ask) -> Action | None:
    """"Check that the second row shows "Toaster"" (or no longer shows it): the text at that position of the page's
    main list."""
    if intent.kind not in (K.ASSERT_VALUE, K.ASSERT_TEXT, K.ASSERT_NO_TEXT) or intent.ordinal is None \
            or not intent.value:
        return None
    if intent.role != "row" and canonical(intent.target) not in _ITEM_NOUNS:
        return None
    kind = K.ASSERT_NO_TEXT if intent.kind is K.ASSERT_NO_TEXT else K.ASSERT_TEXT
    return Action(kind=kind, value=intent.value, exact=intent.exact, context=position_place(intent.ordinal),
                  confidence=0.8)
