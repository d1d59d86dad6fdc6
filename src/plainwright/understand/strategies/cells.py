"""Checks of one cell of a table: "the email of Alan Turing is alan@example.com", "Dmitri's balance is "-€217.52"",
"the first row has id 201". The step names a column and a row (by the record it holds, or by its position), and
the check reads the cell under that column's header in that row each time it looks (`act/checks.py`,
PLACE_TEXTS): a re-sort or a reload may still be moving the rows, and a value anywhere else in the row (another
column's) is no answer. Where the row has a field named so ("the role of Frances Allen is Admin" over a drop-down
labelled "Role of Frances Allen"), the field's value is what the step checks, and the other strategies find it."""

from __future__ import annotations

from plainwright.act.checks import cell_place
from plainwright.model import Action
from plainwright.observe.snapshot import Element
from plainwright.understand.intent import Intent
from plainwright.understand.scoring import holds_words
from plainwright.understand.strategies.ask import Ask, K
from plainwright.understand.strategies.positions import LIST_PLACES
from plainwright.understand.text import canonical, tokens

_CHECKS = frozenset({K.ASSERT_VALUE, K.ASSERT_TEXT, K.ASSERT_NO_TEXT})
_FIELDS = frozenset({"textbox", "searchbox", "combobox", "spinbutton", "listbox", "checkbox", "radio", "switch",
                     "slider"})


def cell_of_a_row(intent: Intent, ask: Ask) -> Action | None:
    """"The email of Alan Turing is alan@example.com": the text of that column's cell in Alan Turing's row."""
    if intent.kind not in _CHECKS or not intent.value or not intent.target or intent.family is not None:
        return None
    if canonical(intent.target) in LIST_PLACES:
        return None  # "the first row of the table shows ...": the row's words
    row: int | str
    if intent.ordinal is not None and intent.role == "row":
        row = intent.ordinal
    elif intent.context and intent.ordinal is None and intent.role is None \
            and canonical(intent.context) not in LIST_PLACES:  # "... in the list": where the rows are, no row
        row = intent.context
    else:
        return None
    if any(_a_field_of(element, intent.target, row) for element in ask.snapshot.elements):
        return None
    kind = K.ASSERT_NO_TEXT if intent.kind is K.ASSERT_NO_TEXT else K.ASSERT_TEXT
    return Action(kind=kind, value=intent.value, exact=intent.exact, confidence=0.75,
                  context=cell_place(intent.target, row, canonical(intent.target)))


def _a_field_of(element: Element, column: str, row: int | str) -> bool:
    """Whether the element is a field named by the column's words, in a row (the record's, when it names one)."""
    if element.role not in _FIELDS or not element.is_visible or "row" not in element.context:
        return False
    if not tokens(column) <= tokens(f"{element.name} {element.label}"):
        return False
    return isinstance(row, int) or holds_words(element.context["row"], row) or holds_words(element.name, row)
