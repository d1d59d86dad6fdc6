"""A step said by its means: what the means ask for are the step's clauses."""

from __future__ import annotations

import pytest

from plainwright.model import ActionKind as K
from plainwright.understand.grammar import parse_step
from plainwright.understand.intent import Family


def _read(sentence: str) -> list[tuple[K, str | None, str | None, str | None]]:
    return [(c.intent.kind, c.intent.target, c.intent.value, c.intent.context) for c in parse_step(sentence)
            if c.intent is not None]


def test_by_doing_is_what_is_done_and_what_is_typed_is_text() -> None:
    assert _read("Confirm by typing DELETE and clicking Delete") == [(K.FILL, "", "DELETE", None),
                                                                      (K.CLICK, "Delete", None, None)]


@pytest.mark.parametrize("sentence", ['Delete the "Outages" layer using the trash icon in its row',
                                      'Remove "Outages" with the trash icon in its row'])
def test_a_control_used_for_a_purpose_is_clicked_in_the_records_row(sentence: str) -> None:
    [clause] = parse_step(sentence)
    assert clause.intent is not None
    assert (clause.intent.kind, clause.intent.target, clause.intent.context, clause.intent.family) == (
        K.CLICK, "trash", "Outages", Family.ICON)


def test_with_after_a_click_says_which_one_not_by_what_means() -> None:
    [clause] = parse_step("Click the row with the red icon")
    assert clause.intent is not None and clause.intent.target != "red"


def test_one_side_of_the_screen_where_the_clause_ends_is_a_part_of_the_screen() -> None:
    [clause] = parse_step('Click "Articles" in the navigation on the left')
    assert clause.intent is not None and clause.intent.screen is not None
    assert (clause.intent.target, clause.intent.context, clause.intent.screen.horizontal) == (
        "Articles", "navigation", "left")
    [arrow] = parse_step("Click on the left arrow")
    assert arrow.intent is not None and arrow.intent.screen is None  # "left" names the arrow

