"""The grammar alone: how sentences become clauses and intents, without a page."""

from __future__ import annotations

from plainwright.model import ActionKind
from plainwright.understand.grammar import parse_step

K = ActionKind


def _intents(sentence: str) -> list[tuple[str, str, str | None, str | None]]:
    return [(c.intent.kind.value, c.intent.target, c.intent.value, c.intent.context) if c.intent
            else ("?", c.text, None, None) for c in parse_step(sentence)]


def test_a_leading_place_scopes_every_clause_that_follows_it() -> None:
    assert _intents('In the dialog, type "x@y.z" into Email address and click Send') == [
        ("fill", "Email address", "x@y.z", "dialog"), ("click", "Send", None, "dialog")]
    clause = parse_step("Within the Billing section, tick Same as shipping")[0]
    assert clause.text == "Within the Billing section, tick Same as shipping"
    assert clause.intent is not None and clause.intent.context == "Billing section"


def test_naming_the_page_one_is_on_is_not_a_place_inside_it() -> None:
    assert _intents("On the Settings page, tick Dark mode") == [("check", "Dark mode", None, None)]


def test_a_connective_at_the_start_is_not_read_as_a_place() -> None:
    assert _intents("In addition, click Save") == [("click", "Save", None, None)]


def test_a_place_alone_is_reported_as_not_understood() -> None:
    assert _intents("In the dialog") == [("?", "In the dialog", None, None)]


def test_typing_after_clearing_a_field_types_into_that_field() -> None:
    assert _intents('Clear the search box then type "hoka"') == [
        ("clear", "search", None, None), ("fill", "search", "hoka", None)]
    assert _intents('Click Save and type "x"')[1] == ("fill", "", "x", None)


def test_waiting_for_quoted_words_waits_for_the_words_not_an_element() -> None:
    assert _intents('Wait for "Report ready" to appear') == [("wait", "Report ready", "Report ready", None)]
    assert _intents("Wait for the Report button") == [("wait", "Report", None, None)]
