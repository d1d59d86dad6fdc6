"""How steps name the browser's tabs, in English and German: which tab (new, first, previous, n-th) or the words
of its title; a phrase that may also name a tab of the page keeps that meaning for when no browser tab fits."""

from __future__ import annotations

import pytest

from plainwright.model import ActionKind
from plainwright.understand.grammar import parse_step
from plainwright.understand.intent import Purpose

K = ActionKind


def _tab(sentence: str) -> tuple[str, str | None, str, bool]:
    (clause,) = parse_step(sentence)
    assert clause.intent is not None, sentence
    return clause.intent.kind.value, clause.intent.value, clause.intent.target, clause.intent.otherwise is not None


@pytest.mark.parametrize(("sentence", "meant"), [
    ("Switch to the new tab", ("switch_tab", "new", "", False)),
    ("Go to the new window", ("switch_tab", "new", "", False)),
    ("Switch to the popup", ("switch_tab", "new", "", False)),
    ("Go back to the first tab", ("switch_tab", "1", "", False)),
    ("Switch back to the original tab", ("switch_tab", "1", "", False)),
    ("Go back to the previous tab", ("switch_tab", "previous", "", False)),
    ("Switch to the second tab", ("switch_tab", "2", "", False)),
    ("Switch to tab 3", ("switch_tab", "3", "", False)),
    ('Switch to the tab "Help Center"', ("switch_tab", None, "Help Center", False)),
    ("Switch to the window titled Checkout", ("switch_tab", None, "Checkout", False)),
    ("Close the tab", ("close_tab", None, "", False)),
    ("Close this tab", ("close_tab", None, "", False)),
    ("Close the new tab", ("close_tab", "new", "", False)),
    ('Close the tab "Help Center"', ("close_tab", None, "Help Center", False)),
    ("Wechsle zum neuen Tab", ("switch_tab", "new", "", False)),
    ("Wechsle in das neue Fenster", ("switch_tab", "new", "", False)),
    ("Zurück zum ersten Tab", ("switch_tab", "1", "", False)),
    ("Gehe zurück zum vorherigen Tab", ("switch_tab", "previous", "", False)),
    ("Wechsle zum ersten Tab zurück", ("switch_tab", "1", "", False)),
    ('Wechsle zum Tab "Hilfe"', ("switch_tab", None, "Hilfe", False)),
    ("Zum neuen Tab wechseln", ("switch_tab", "new", "", False)),
    ("Schließe den Tab", ("close_tab", None, "", False)),
    ("Schließe den neuen Tab", ("close_tab", "new", "", False)),
])
def test_a_browser_tab_named_by_which_one_or_by_its_title(sentence: str, meant: tuple[str, str | None, str,
                                                                                         bool]) -> None:
    assert _tab(sentence) == meant


def test_a_tab_that_may_be_the_page_s_own_keeps_that_meaning_for_when_no_browser_tab_fits() -> None:
    (clause,) = parse_step("Switch to the Billing tab")
    intent = clause.intent
    assert intent is not None and (intent.kind, intent.target) == (K.SWITCH_TAB, "Billing")
    assert intent.otherwise is not None and (intent.otherwise.kind, intent.otherwise.target) == (K.CLICK, "Billing")
    (closing,) = parse_step("Close the window")
    assert closing.intent is not None and closing.intent.kind is K.CLOSE_TAB
    assert closing.intent.otherwise is not None and closing.intent.otherwise.purpose is Purpose.CLOSE


def test_a_tab_step_after_a_click_is_a_clause_of_its_own() -> None:
    kinds = [clause.intent.kind for clause in parse_step("Klicke auf Hilfe und wechsle zum neuen Tab")
             if clause.intent is not None]
    assert kinds == [K.CLICK, K.SWITCH_TAB]


def test_a_page_s_popup_is_still_closed_on_the_page() -> None:
    (clause,) = parse_step("Close the popup")
    assert clause.intent is not None and clause.intent.kind is K.CLICK and clause.intent.purpose is Purpose.CLOSE
