"""Values a goal says the way people do ("a bill "Fado" of 75 dated 2025-05-06, paid by Chiara, for Alice and
Dmitri"), read in English and German, and put where each fits on a form that names its fields otherwise ("How
much?", "When?", "Who paid?", a box per person)."""

from __future__ import annotations

import pytest

from plainwright.plan.base import GiveUp, Proposal, Situation
from plainwright.plan.cued_values import cued_pairs
from plainwright.plan.flows import create, edit
from plainwright.plan.goal_text import Create, Edit, Fill, Open, Pair, Submit, read_goal
from plainwright.plan.inventory import Control, ControlKind, Inventory
from plainwright.plan.memory import Memory
from plainwright.plan.value_fit import Shape, listing_boxes, shape_of, value_field

FIELD, BUTTON = ControlKind.FIELD, ControlKind.BUTTON
PEOPLE = ("Alice", "Chiara", "Dmitri")


@pytest.mark.parametrize(("goal", "noun"), [
    ('Add a bill "Fado show tickets" of 75 dated 2025-05-06, paid by Chiara, for Alice, Chiara and Dmitri.', "bill"),
    ('Füge eine Ausgabe "Fado show tickets" über 75 vom 2025-05-06 hinzu, bezahlt von Chiara, für Alice, Chiara und '
     'Dmitri.', "Ausgabe"),
])
def test_a_new_record_with_values_said_by_the_words_before_them(goal: str, noun: str) -> None:
    (record,) = read_goal(goal).clauses

    assert isinstance(record, Create) and (record.noun, record.name) == (noun, "Fado show tickets")
    assert [(pair.value, pair.cue) for pair in record.pairs] == [
        ("75", True), ("2025-05-06", True), ("Chiara", True), ("Alice, Chiara, Dmitri", True)]
    assert record.pairs[-1].items == PEOPLE


@pytest.mark.parametrize(("goal", "label", "noun"), [
    ('Change the bill "Tram 28 tickets" to an amount of 16, shared by Alice, Chiara and Dmitri', "amount", "bill"),
    ('Ändere die Ausgabe "Tram 28 tickets" auf einen Betrag von 16, geteilt von Alice, Chiara und Dmitri', "Betrag",
     "Ausgabe"),
])
def test_a_record_changed_to_values_named_or_said_by_their_cue(goal: str, label: str, noun: str) -> None:
    (record,) = read_goal(goal).clauses

    assert isinstance(record, Edit) and (record.noun, record.name) == (noun, "Tram 28 tickets")
    amount, people = record.pairs
    assert (amount.label, amount.value, amount.cue) == (label, "16", False)
    assert people.cue and people.items == PEOPLE


@pytest.mark.parametrize("text", [
    'von Ursula K. Le Guin hinzu: ISBN 978006, 184 Seiten',  # a colon starts values of their own
    "for the people who came to the party last night after the concert",  # a clause, not a value
    'with the email "x@y"',  # no cue
])
def test_what_is_more_than_values_after_cues_is_not_read_so(text: str) -> None:
    assert cued_pairs(text) is None


def test_a_person_by_whom_a_thing_is_made_is_its_author() -> None:
    assert cued_pairs("von Ursula K. Le Guin") == [Pair("Autor", "Ursula K. Le Guin")]


@pytest.mark.parametrize(("value", "shape"), [
    ("2025-05-06", Shape.DATE), ("06.05.2025", Shape.DATE), ("75", Shape.NUMBER), ("12,50", Shape.NUMBER),
    ("a@b.example", Shape.EMAIL), ("Chiara", Shape.TEXT)])
def test_what_a_value_is(value: str, shape: Shape) -> None:
    assert shape_of(value) is shape


def field(label: str, index: int, **more: object) -> Control:
    role = "checkbox" if more.get("input_type") == "checkbox" else "combobox" if "options" in more else "textbox"
    return Control(kind=FIELD, label=label, role=role, index=index, form="bill", **more)  # type: ignore[arg-type]


def bill_form(**values: str) -> list[Control]:
    ticked = values.get("ticked", "Alice Bob Chiara Dmitri").split()
    return [field("When?", 1, input_type="date", value=values.get("When?", "2026-11-28")),
            field("What?", 2, input_type="text", value=values.get("What?", "")),
            field("Who paid?", 3, input_type="select", options=("", "Alice", "Bob", "Chiara", "Dmitri"),
                  value=values.get("Who paid?", "")),
            field("How much?", 4, input_type="text", value=values.get("How much?", "")),
            *(field(name, 5 + at, input_type="checkbox", checked=name in ticked)
              for at, name in enumerate(("Alice", "Bob", "Chiara", "Dmitri")))]


def test_a_value_goes_where_its_cue_its_options_or_its_kind_say() -> None:
    fields = bill_form()

    assert value_field("paid by", "Chiara", fields) == fields[2]  # "paid" names "Who paid?"
    assert value_field("of", "75", fields) == fields[3]  # an amount into "How much?"
    assert value_field("dated", "2025-05-06", fields) == fields[0]  # a date into the date field
    assert value_field("for", "a@b.example", fields) is None  # no field takes an email address


def test_two_fields_that_fit_as_well_are_no_answer() -> None:
    fields = [field("Price", 1, input_type="number"), field("Total", 2, input_type="number")]

    assert value_field("of", "75", fields) is None


def test_several_names_are_the_boxes_that_list_them_the_others_unticked() -> None:
    fields = bill_form()

    assert [(box.label, on) for box, on in listing_boxes(PEOPLE, fields)] == [
        ("Alice", True), ("Bob", False), ("Chiara", True), ("Dmitri", True)]
    assert listing_boxes(("Alice", "Zoe"), fields) == []  # Zoe is no box: not these boxes


BILL = Create(text="add a bill", noun="bill", name="Fado", pairs=(
    Pair("of", "75", cue=True), Pair("dated", "2025-05-06", cue=True), Pair("paid by", "Chiara", cue=True),
    Pair("for", "Alice, Chiara, Dmitri", cue=True, items=PEOPLE)))


def _next(fields: list[Control]) -> Proposal | GiveUp:
    inventory = Inventory(url="http://127.0.0.1/bills", title="Add a bill", headings=((1, "Add a bill"),),
                          controls=(*fields, Control(kind=BUTTON, label="Submit", role="button", index=20,
                                                     submit=True, form="bill")))
    answer = create(0, BILL, Situation(goal=BILL.text, clauses=(BILL,), inventory=inventory, memory=Memory()))
    assert isinstance(answer, list | GiveUp), answer
    return answer if isinstance(answer, GiveUp) else answer[0]


def test_the_form_is_filled_value_by_value_the_name_into_its_one_unnamed_field_then_sent() -> None:
    states = [{}, {"What?": "Fado"}, {"What?": "Fado", "How much?": "75"},
              {"What?": "Fado", "How much?": "75", "When?": "2025-05-06"},
              {"What?": "Fado", "How much?": "75", "When?": "2025-05-06", "Who paid?": "Chiara"},
              {"What?": "Fado", "How much?": "75", "When?": "2025-05-06", "Who paid?": "Chiara",
               "ticked": "Alice Chiara Dmitri"}]

    steps = [_next(bill_form(**state)) for state in states]

    assert [step.sentence for step in steps if isinstance(step, Proposal)] == [
        'Type "Fado" into the "What?" field', 'Type "75" into the "How much?" field',
        'Type "2025-05-06" into the "When?" field', 'Select "Chiara" from the "Who paid?" dropdown',
        'Uncheck the "Bob" checkbox', 'Click the "Submit" button']


def test_a_value_nothing_on_the_form_takes_fails_the_task_saying_which() -> None:
    clause = Edit(text="edit", noun="bill", name="Fado", pairs=(
        Pair("amount", "16"), Pair("for", "Zoe, Yann", cue=True, items=("Zoe", "Yann"))))
    inventory = Inventory(url="http://127.0.0.1/bills/6", title="Edit bill", headings=((1, "Edit bill"),),
                          controls=tuple(bill_form(**{"What?": "Fado"})))

    answer = edit(0, clause, Situation(goal="", clauses=(clause,), inventory=inventory, memory=Memory(),
                                       text="Edit bill Fado"))
    assert isinstance(answer, GiveUp) and '"for"' in answer.reason


@pytest.mark.parametrize(("goal", "place", "pairs"), [
    ('In the project settings, rename the project to "Porto Trip", change its email to "c@r.example" and turn off '
     'the project history.', "project settings",
     (Pair("name", "Porto Trip"), Pair("email", "c@r.example"), Pair("project history", "no"))),
    ('Benenne das Projekt in "Porto Trip" um, ändere die E-Mail auf "c@r.example" und schalte die Projekthistorie '
     'aus.', None, (Pair("name", "Porto Trip"), Pair("E-Mail", "c@r.example"), Pair("Projekthistorie", "no"))),
])
def test_values_changed_one_after_another_are_one_form_sent_once(goal: str, place: str | None,
                                                                 pairs: tuple[Pair, ...]) -> None:
    clauses = read_goal(goal).clauses
    if place is not None:
        opened, *clauses = clauses
        assert isinstance(opened, Open) and opened.target == place
    fill, submit = clauses

    assert isinstance(fill, Fill) and fill.pairs == pairs and isinstance(submit, Submit)


def test_a_value_with_a_label_is_not_put_where_its_value_alone_fits() -> None:
    # the list of orders offers "Shipped" in a drop-down of its own: "status Shipped" is the order's form's
    clause = Edit(text="edit", noun="Order", name="Order #6", pairs=(Pair("status", "Shipped"), Pair("notes", "x")))
    listing = Inventory(url="http://127.0.0.1/orders/", title="Orders", headings=((1, "Orders"),), controls=(
        Control(kind=FIELD, label="Show", role="combobox", index=1, input_type="select",
                options=("All", "Pending", "Shipped"), form="filters"),
        Control(kind=ControlKind.LINK, label="Order #6", role="link", index=2, around="Order #6 Hooli pending")))

    answer = edit(0, clause, Situation(goal="", clauses=(clause,), inventory=listing, memory=Memory(),
                                       text="Orders Order #6 Hooli pending"))
    assert isinstance(answer, list) and answer[0].sentence == 'Click the "Order #6" link'


def test_one_name_said_with_a_word_naming_its_field_is_no_box_of_a_list() -> None:
    # "paid by Chiara" on a form whose payer is not offered: not "only Chiara's box ticked"
    fields = [field(name, at, input_type="checkbox", checked=True) for at, name in enumerate(("Alice", "Chiara"))]
    clause = Edit(text="edit", noun="bill", name="Fado", pairs=(Pair("amount", "16"),
                                                               Pair("paid by", "Chiara", cue=True)))
    inventory = Inventory(url="http://127.0.0.1/bills/6", title="Edit bill", headings=((1, "Edit bill"),),
                          controls=(field("What?", 9, input_type="text", value="Fado"),
                                    field("Amount", 10, input_type="text"), *fields))

    answer = edit(0, clause, Situation(goal="", clauses=(clause,), inventory=inventory, memory=Memory(),
                                       text="Edit bill Fado"))
    assert isinstance(answer, GiveUp) and '"paid by"' in answer.reason
