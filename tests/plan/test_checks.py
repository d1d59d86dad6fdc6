"""How the goal loop judges a step done, on observations built by hand: a search counts only with its query in
effect, never because the address changed."""

from __future__ import annotations

from dataclasses import replace

import pytest

from plainwright.model import ActionKind, ActionRecord, ElementRef, StepResult, StepStatus
from plainwright.plan.checks import Leaves, Observation, Saves, Searched, Typed
from plainwright.plan.inventory import Control, ControlKind, Inventory

BOX = Control(kind=ControlKind.FIELD, label="Search", role="searchbox", index=1, input_type="search")


def seen(url: str, text: str, value: str = "") -> Observation:
    box = Control(kind=BOX.kind, label=BOX.label, role=BOX.role, index=1, input_type="search", value=value)
    return Observation(Inventory(url=url, title="Shop", headings=(), controls=(box,)), text)


def typed_into_box(value: str) -> StepResult:
    return StepResult(sentence=f'Type "{value}" into the "Search" field', status=StepStatus.PASSED,
                      actions=[ActionRecord(kind=ActionKind.FILL, value=value,
                                            element=ElementRef(tag="input", role="searchbox", name="Search"))])


PRESSED = StepResult(sentence='Press Enter in the "Search" field', status=StepStatus.PASSED)
START = seen("http://127.0.0.1/shop/", "All products\nWireless mouse\nCable", value="wireless")


def test_a_search_whose_address_carries_the_query_is_done() -> None:
    verdict = Searched(BOX, "wireless", "pressing Enter").judge(
        START, seen("http://127.0.0.1/shop/?q=wireless", "1 result\nWireless mouse"), PRESSED)
    assert verdict.ok and verdict.completes


def test_a_german_query_with_umlauts_in_the_address_counts() -> None:
    verdict = Searched(BOX, "Müller", "pressing Enter").judge(
        START, seen("http://127.0.0.1/kunden/?suche=M%C3%BCller", "1 Treffer"), PRESSED)
    assert verdict.ok and verdict.completes


def test_another_address_alone_proves_nothing() -> None:
    verdict = Searched(BOX, "wireless", "pressing Enter").judge(
        START, seen("http://127.0.0.1/shop/?q=products+for+wireless", "0 results"), PRESSED)
    assert not verdict.ok and "wireless" in verdict.message


def test_the_field_still_holding_the_query_after_the_results_came_counts() -> None:
    verdict = Searched(BOX, "wireless", "pressing Enter").judge(
        START, seen("http://127.0.0.1/shop/", "1 result\nWireless mouse", value="wireless"), PRESSED)
    assert verdict.ok and verdict.completes


def test_nothing_changed_is_no_search() -> None:
    verdict = Searched(BOX, "wireless", "pressing Enter").judge(START, START, PRESSED)
    assert not verdict.ok


def test_a_field_that_filters_as_one_types_completes_the_search_only_with_the_query_in_it() -> None:
    before = seen("http://127.0.0.1/shop/", "All products\nWireless mouse\nCable")
    typed = Typed(BOX, "wireless").judge(before, seen("http://127.0.0.1/shop/", "Wireless mouse", value="wireless"),
                                         typed_into_box("wireless"))
    assert typed.ok and typed.completes
    moved = Typed(BOX, "wireless").judge(before, seen("http://127.0.0.1/other", "Other", value=""),
                                         typed_into_box("wireless"))
    assert not moved.completes


def _with(url: str, *labels: str) -> Observation:
    links = tuple(Control(kind=ControlKind.LINK, label=label, role="link", index=i) for i, label in enumerate(labels))
    return Observation(Inventory(url=url, title="Shop", headings=(), controls=links), " ".join(labels))


def test_log_out_is_done_only_when_the_page_no_longer_offers_it() -> None:
    log_out = Control(kind=ControlKind.LINK, label="Log out", role="link", index=1)
    clicked = StepResult(sentence='Click the "Log out" link', status=StepStatus.PASSED)
    before = _with("http://127.0.0.1/account", "Orders", "Log out")

    gone = Leaves(log_out).judge(before, _with("http://127.0.0.1/login", "Log in"), clicked)
    still = Leaves(log_out).judge(before, _with("http://127.0.0.1/account/orders", "Orders", "Log out"), clicked)

    assert gone.ok and gone.completes
    assert still.ok and not still.completes


@pytest.mark.parametrize(("says", "sent"), [
    ("Thanks, we will answer soon", True), ("Nachricht gesendet", True),
    ("Error: we cannot reply to .org addresses", False), ("Bitte füllen Sie das Pflichtfeld aus", False),
    ("", False),
])
def test_a_sent_form_counts_on_new_words_that_refuse_nothing(says: str, sent: bool) -> None:
    field = Control(kind=ControlKind.FIELD, label="Email", role="textbox", index=1, value="a@b.org", form="c")
    before = Observation(Inventory(url="http://127.0.0.1/contact", title="Contact", headings=(), controls=(field,)),
                         "Contact us")
    after = Observation(before.inventory, f"Contact us\n{says}")

    clicked = StepResult(sentence="Click", status=StepStatus.PASSED)
    verdict = Saves(field, "sending the form", emptied=False).judge(before, after, clicked)

    assert verdict.ok is sent and verdict.completes is sent
    assert (says in verdict.message) if says else "says nothing new" in verdict.message


def test_a_query_typed_into_a_field_its_form_sends_is_no_search_yet() -> None:
    """A search box with a Search button: the box holding what was typed, on a page that changed meanwhile for
    another reason, is no sign that the search ran; it runs when sent."""
    box = Control(kind=ControlKind.FIELD, label="Search", role="searchbox", index=0, form="search")
    send = Control(kind=ControlKind.BUTTON, label="Search", role="button", index=1, form="search", submit=True)
    before = Observation(Inventory(url="http://127.0.0.1/beacon/", title="Beacon", headings=(), controls=(box, send)),
                         "Beacon Project\nWelcome")
    after = Observation(Inventory(url="http://127.0.0.1/beacon/", title="Beacon", headings=(),
                                  controls=(replace(box, value="dashboard"), send)), "Beacon Project\nWelcome back")
    typed = Typed(box, "dashboard").judge(before, after, typed_into_box("dashboard"))
    assert typed.ok and not typed.completes
