"""Every kind of step a planner writes reads back through the step grammar as what it means: the same action, the
same control (label, kind, and what tells it from its twins) and the same value. A saved goal replays its sentences
through that grammar, so a step written one way and read another would replay another action."""

from __future__ import annotations

import pytest

from plainwright.model import ActionKind
from plainwright.plan.steps import (
    AddressHas,
    AsWritten,
    BoxMarked,
    Choose,
    Clear,
    Click,
    DoubleClick,
    HasValue,
    HeadingShown,
    Hover,
    MarkBox,
    Named,
    NoControl,
    OpenAddress,
    PlannedStep,
    Press,
    PutInCart,
    Shows,
    TitleHas,
    TypeInto,
    acting,
    renamed,
)
from plainwright.understand.grammar import parse_step
from plainwright.understand.intent import Intent

# labels and values as pages and goals write them: quotes, apostrophes, umlauts, words the grammar also uses
LABELS = ["Save", "Log in", 'Say "hi"', "O'Brien's notes", "Größe", "Search in title and body", "Add to cart",
          "2", "Next >"]
VALUES = ["Alan Turing", "31.01.2026", 'a "quoted" word', "it's done", "and", "ß & ü"]
KINDS = {"field": "textbox", "button": "button", "link": "link", "checkbox": "checkbox", "dropdown": "combobox",
         "radio button": "radio", "switch": "switch", "tab": "tab"}


def _read(step: PlannedStep) -> list[Intent]:
    clauses = parse_step(step.sentence())
    assert clauses and all(clause.intent is not None for clause in clauses), step.sentence()
    return [clause.intent for clause in clauses if clause.intent is not None]


def _one(step: PlannedStep) -> Intent:
    intents = _read(step)
    assert len(intents) == 1, f"{step.sentence()!r} reads as {len(intents)} actions"
    return intents[0]


def _names(intent: Intent, target: Named) -> None:
    """The intent names the control as `target` does: its label, its kind, and its section, row or place."""
    sentence = repr(intent)
    if not target.label:  # a row's box the page gives no name: the row's record names it
        assert target.record in (intent.target, intent.context) and intent.role == KINDS[target.kind], sentence
        return
    assert intent.target == target.label, sentence
    assert intent.role == KINDS[target.kind], sentence
    assert intent.ordinal == target.ordinal, sentence
    if target.record:
        assert intent.context == target.record, sentence
    elif target.section:
        assert intent.context is not None and target.section in intent.context, sentence
    else:
        assert intent.context is None, sentence


def _targets() -> list[Named]:
    found = [Named(label, kind) for label in LABELS for kind in ("field", "button", "link")]
    found += [Named("Email", "field", section="Newsletter"), Named("Edit", "button", record="Alan Turing"),
              Named("Details", "link", ordinal=2), Named("Save", "button", ordinal=3),
              Named("Plan", "dropdown", record="O'Brien"), Named("Größe", "dropdown", section="Größe & Farbe"),
              Named("Save", "button", section="Billing", ordinal=2)]
    return found


@pytest.mark.parametrize("target", _targets(), ids=lambda t: t.phrase())
def test_a_click_reads_back_as_a_click_on_the_control_it_names(target: Named) -> None:
    for step, kind in ((Click(target), ActionKind.CLICK), (DoubleClick(target), ActionKind.DOUBLE_CLICK),
                       (Hover(target), ActionKind.HOVER)):
        intent = _one(step)
        assert intent.kind is kind, step.sentence()
        _names(intent, target)


@pytest.mark.parametrize("value", VALUES)
@pytest.mark.parametrize("target", [Named("Username", "field"), Named("Full name", "field", section="Billing"),
                                    Named("Notes", "field", record="Alan Turing"), Named("Email", "field", ordinal=2),
                                    Named("Größe", "field")], ids=lambda t: t.phrase())
def test_typing_reads_back_as_that_value_into_that_field(target: Named, value: str) -> None:
    intent = _one(TypeInto(target, value))
    assert (intent.kind, intent.value) == (ActionKind.FILL, value.replace('"', "'") if "'" in value else value)
    _names(intent, target)
    sent = _read(TypeInto(target, value, then_enter=True))
    assert [(i.kind, i.value) for i in sent][-1] == (ActionKind.PRESS, "Enter")
    _names(sent[0], target)
    cleared = _one(Clear(target))
    assert cleared.kind is ActionKind.CLEAR
    _names(cleared, target)


@pytest.mark.parametrize("option", ["Germany", "Pro", "2 - High", "Größe L"])
def test_choosing_reads_back_as_that_option_of_that_list(option: str) -> None:
    for target in (Named("Country", "dropdown"), Named("Plan", "dropdown", record="Alan Turing"),
                   Named("Priority", "dropdown", section="Ticket")):
        intent = _one(Choose(target, option))
        assert (intent.kind, intent.value) == (ActionKind.SELECT, option)
        _names(intent, target)
    radio = _one(Choose(Named("Express", "radio button")))
    assert radio.kind is ActionKind.SELECT and radio.value is None
    _names(radio, Named("Express", "radio button"))


@pytest.mark.parametrize("target", [Named("I agree to the terms", "checkbox"), Named("Dark mode", "switch"),
                                    Named("Active", "checkbox", record="Alan Turing"),
                                    Named("VIP", "checkbox", section="Flags"),
                                    Named("", "checkbox", record="feed the cat")], ids=lambda t: t.phrase())
def test_ticking_and_its_check_read_back_as_that_box_in_that_state(target: Named) -> None:
    for on in (True, False):
        ticked = _one(MarkBox(target, on=on))
        assert ticked.kind is (ActionKind.CHECK if on else ActionKind.UNCHECK)
        _names(ticked, target)
        held = _one(BoxMarked(target, on=on))
        assert held.kind is (ActionKind.ASSERT_CHECKED if on else ActionKind.ASSERT_UNCHECKED)
        _names(held, target)


@pytest.mark.parametrize("value", VALUES)
def test_a_value_check_reads_back_as_that_value_of_that_field(value: str) -> None:
    for target in (Named("Plan", "dropdown"), Named("Search", "field", section="Filters")):
        intent = _one(HasValue(target, value))
        assert intent.kind is ActionKind.ASSERT_VALUE and intent.value == (
            value.replace('"', "'") if "'" in value else value)
        _names(intent, target)


@pytest.mark.parametrize("text", [*VALUES, "Customer \"Nakatomi\" added.", "1 result", "#13"])
def test_a_page_check_reads_back_as_that_text_where_it_says(text: str) -> None:
    spelled = text.replace('"', "'") if "'" in text and '"' in text else text
    checks: dict[PlannedStep, tuple[ActionKind, str | None]] = {
        Shows(text): (ActionKind.ASSERT_TEXT, None), Shows(text, absent=True): (ActionKind.ASSERT_NO_TEXT, None),
        Shows(text, record="Alan Turing"): (ActionKind.ASSERT_TEXT, "Alan Turing"),
        TitleHas(text): (ActionKind.ASSERT_TITLE, None), AddressHas(text): (ActionKind.ASSERT_URL, None)}
    for step, (kind, context) in checks.items():
        intent = _one(step)
        assert (intent.kind, intent.value, intent.context) == (kind, spelled, context), step.sentence()
    heading = _one(HeadingShown(text))
    assert (heading.kind, heading.target, heading.role) == (ActionKind.ASSERT_VISIBLE, spelled, "heading")


def test_the_other_steps_read_back_as_what_they_say() -> None:
    gone = _one(NoControl("Password", "field"))
    assert (gone.kind, gone.target, gone.role) == (ActionKind.ASSERT_HIDDEN, "Password", "textbox")
    opened = _one(OpenAddress("/admin/tickets?status=open"))
    assert (opened.kind, opened.value) == (ActionKind.NAVIGATE, "/admin/tickets?status=open")
    pressed = _one(Press("Enter", Named("Search", "field")))
    assert (pressed.kind, pressed.value, pressed.target) == (ActionKind.PRESS, "Enter", "Search")
    cart = _one(PutInCart("Red Kettle"))
    assert (cart.kind, cart.context) == (ActionKind.CLICK, "Red Kettle")
    assert AsWritten("Click Log in").sentence() == "Click Log in"


def test_a_step_named_again_keeps_what_it_does() -> None:
    before, after = Named("Usrname", "field"), Named("Username", "field", section="Log in")
    assert renamed(TypeInto(before, "ann", then_enter=True), after) == TypeInto(after, "ann", then_enter=True)
    assert renamed(Shows("Welcome"), after) is None, "a check of the page names no control"
    assert acting(ActionKind.UNCHECK, after, None) == MarkBox(after, on=False)
    assert acting(ActionKind.NAVIGATE, after, "/x") is None


def test_a_control_is_in_a_row_or_a_section_not_both() -> None:
    with pytest.raises(ValueError, match="not both"):
        Named("Edit", "button", record="Alan Turing", section="Customers")
