"""The option a goal's value names in a drop-down, the field words that match a German goal to an English form,
and the next step of a filter built in steps; English and German, wordings other than the benchmark's."""

from __future__ import annotations

import pytest

from plainwright.plan.base import Proposal, Situation
from plainwright.plan.choices import chooses, option_for
from plainwright.plan.filter_builder import build_filter
from plainwright.plan.goal_text import Filter
from plainwright.plan.inventory import Control, ControlKind, Inventory
from plainwright.plan.labels import names
from plainwright.plan.memory import Memory


@pytest.mark.parametrize(("value", "options", "chosen"), [
    ("High", ("low", "normal", "high"), "high"),
    ("Scully", ("(nobody)", "Dana Scully", "Fox Mulder"), "Dana Scully"),
    ("Hoch", ("Niedrig", "Hoch"), "Hoch"),
    ("Mulder", ("Fox Mulder", "Mulder"), "Mulder"),
])
def test_a_value_chooses_the_option_as_the_page_spells_it(value: str, options: tuple[str, ...], chosen: str) -> None:
    assert option_for(value, options) == chosen
    assert chooses(value, chosen, options)


def test_a_value_no_option_names_or_two_name_alike_chooses_nothing() -> None:
    assert option_for("Urgent", ("low", "high")) is None
    assert option_for("Smith", ("Anna Smith", "Ben Smith")) is None


@pytest.mark.parametrize(("phrase", "label"), [
    ("Erstellt am", "Created on"), ("Priorität", "Priority"), ("Beschreibung", "Description"),
    ("Menge", "Quantity"), ("Fällig am", "Due on"), ("Besitzer", "Owner"), ("Seitenzahl", "Pages"),
    ("quantity", "Menge"), ("created on", "Erstellt am"),
])
def test_field_words_name_a_form_field_across_english_and_german(phrase: str, label: str) -> None:
    assert names(phrase, label)


def _page(*controls: Control) -> Inventory:
    return Inventory(url="http://127.0.0.1/tickets", title="Tickets", headings=((1, "Tickets"),), controls=controls)


def _control(kind: ControlKind, label: str, index: int, **more: object) -> Control:
    role = {ControlKind.LINK: "link", ControlKind.BUTTON: "button", ControlKind.FIELD: "textbox"}[kind]
    return Control(kind=kind, label=label, role=more.pop("role", role), index=index, **more)  # type: ignore[arg-type]


def _next(inventory: Inventory, clause: Filter) -> str | None:
    found = build_filter(0, clause, Situation(goal="", clauses=(clause,), inventory=inventory, memory=Memory()))
    assert found is None or isinstance(found[0], Proposal)
    return found[0].sentence if found else None


@pytest.mark.parametrize("label", ["owner", "Besitzer"])
def test_a_closed_add_filter_control_is_opened_then_its_column_chosen(label: str) -> None:
    clause = Filter(text="f", label=label, value="Mulder")
    opener = _control(ControlKind.LINK, "Add Filter", 1, expanded=False)
    header = _control(ControlKind.LINK, "Owner", 5, around="Title Owner Status")

    assert _next(_page(opener, header), clause) == 'Click the "Add Filter" link'
    opened = _page(_control(ControlKind.LINK, "Add Filter", 1, expanded=True),
                   _control(ControlKind.LINK, "Status", 2), _control(ControlKind.LINK, "Owner", 3), header)
    assert _next(opened, clause) == 'Click the first "Owner" link'


@pytest.mark.parametrize(("label", "value"), [("owner", "Mulder"), ("Besitzer", "Mulder")])
def test_in_the_column_s_row_the_value_is_typed_then_applied(label: str, value: str) -> None:
    clause = Filter(text="f", label=label, value=value)
    row = "× Owner equals"
    parts = (_control(ControlKind.LINK, "× Owner", 1, around=row), _control(ControlKind.LINK, "equals", 2, around=row))
    apply = _control(ControlKind.BUTTON, "Apply", 4, form="filters", submit=True)
    empty = _control(ControlKind.FIELD, "", 3, around=row, input_type="text", form="filters")

    assert _next(_page(*parts, empty, apply), clause) == f'Type "{value}" into the "Owner" filter field'


def test_a_page_with_no_way_to_build_a_filter_offers_no_step() -> None:
    clause = Filter(text="f", label="Stadt", value="Oakdale")
    assert _next(_page(_control(ControlKind.LINK, "Oakdale", 1, around="Grace Kim Oakdale")), clause) is None
