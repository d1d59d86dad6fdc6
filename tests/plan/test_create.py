"""A new record, in English and German: read as its noun, its name and its values; on the page, the control that
adds one, then each value into its field, then the form's save button."""

from __future__ import annotations

import pytest

from plainwright.model import StepResult, StepStatus
from plainwright.plan.base import GiveUp, Proposal, Situation
from plainwright.plan.checks import Observation, Saves
from plainwright.plan.flows import NotHere, add_items, create, edit
from plainwright.plan.goal_text import AddItems, Create, Edit, Fill, LogIn, Pair, Submit, read_goal
from plainwright.plan.inventory import Control, ControlKind, Inventory
from plainwright.plan.memory import Fact, Memory

FIELD, BUTTON, LINK = ControlKind.FIELD, ControlKind.BUTTON, ControlKind.LINK


@pytest.mark.parametrize(("goal", "noun"), [
    ('Log in as "admin" with password "pw" and add a new customer named "Nakatomi Trading" with the email '
     '"sec@nakatomi.example", country Japan, date joined 2025-06-30, and mark it as VIP.', "customer"),
    ('Melde dich als "admin" mit dem Passwort "pw" an und lege einen neuen Kunden namens "Nakatomi Trading" an, '
     'mit der E-Mail "sec@nakatomi.example", Land Japan, Beitrittsdatum 2025-06-30, und markiere ihn als VIP.',
     "Kunden"),
])
def test_a_record_with_its_name_values_and_a_box_to_tick(goal: str, noun: str) -> None:
    login, record = read_goal(goal).clauses

    assert isinstance(login, LogIn) and isinstance(record, Create)
    assert (record.noun, record.name) == (noun, "Nakatomi Trading")
    assert [pair.value for pair in record.pairs] == ["sec@nakatomi.example", "Japan", "2025-06-30", "yes"]
    assert record.pairs[-1].label == "VIP"


@pytest.mark.parametrize(("goal", "noun", "pairs"), [
    ('Register "Kofi Mensah" as a new member: email kofi@example.org, city Millbrook, member since 2025-06-01, '
     "active.", "member", [Pair("email", "kofi@example.org"), Pair("city", "Millbrook"),
                           Pair("member since", "2025-06-01"), Pair("active", "yes")]),
    ('Registriere "Kofi Mensah" als neues Mitglied: E-Mail kofi@example.org, Stadt Millbrook, aktiv.',
     "Mitglied", [Pair("E-Mail", "kofi@example.org"), Pair("Stadt", "Millbrook"), Pair("aktiv", "yes")]),
    ('Add the book "The Lathe of Heaven" by Ursula K. Le Guin: ISBN 978006, 184 pages, and not on the shelf.',
     "book", [Pair("author", "Ursula K. Le Guin"), Pair("ISBN", "978006"), Pair("pages", "184"),
              Pair("shelf", "no")]),
    ('Füge das Buch "The Lathe of Heaven" von Ursula K. Le Guin hinzu: ISBN 978006, 184 Seiten, nicht im Regal.',
     "Buch", [Pair("Autor", "Ursula K. Le Guin"), Pair("ISBN", "978006"), Pair("Seiten", "184"),
              Pair("Regal", "no")]),
])
def test_a_name_before_the_noun_or_after_it_and_values_after_a_colon(goal: str, noun: str,
                                                                     pairs: list[Pair]) -> None:
    (record,) = read_goal(goal).clauses

    assert isinstance(record, Create) and record.noun == noun and record.name in ("Kofi Mensah", "The Lathe of Heaven")
    assert list(record.pairs) == pairs


@pytest.mark.parametrize("goal", ['Add "Trailhead tent" to the cart', 'Lege „Merino socks“ in den Warenkorb'])
def test_adding_to_the_cart_stays_a_cart_task(goal: str) -> None:
    assert not isinstance(read_goal(goal).clauses[0], Create)


def test_nothing_the_goal_lists_is_dropped_a_value_without_a_field_stays_one_the_form_must_have() -> None:
    (record,) = read_goal('Add a new customer named "X" with the email "x@y" and shoe size 44').clauses

    assert isinstance(record, Create) and record.pairs == (Pair("email", "x@y"), Pair("shoe size", "44"))


def page(*controls: Control, title: str = "Admin") -> Inventory:
    return Inventory(url="http://127.0.0.1/x", title=title, headings=((1, title),), controls=controls)


def control(kind: ControlKind, label: str, index: int, role: str = "", **more: object) -> Control:
    role = role or {FIELD: "textbox", BUTTON: "button", LINK: "link"}[kind]
    return Control(kind=kind, label=label, role=role, index=index, **more)  # type: ignore[arg-type]


CUSTOMER = Create(text="add a customer", noun="customer", name="Nakatomi",
                  pairs=(Pair("email", "a@b.example"), Pair("VIP", "yes")))
KUNDE = Create(text="lege einen Kunden an", noun="Kunden", name="Nakatomi",
               pairs=(Pair("E-Mail", "a@b.example"), Pair("VIP", "ja")))


def propose(inventory: Inventory, clause: Create = CUSTOMER) -> Proposal | GiveUp:
    answer = create(0, clause, Situation(goal=clause.text, clauses=(clause,), inventory=inventory, memory=Memory()))
    assert isinstance(answer, list | GiveUp), answer
    return answer if isinstance(answer, GiveUp) else answer[0]


def test_the_control_that_adds_one_then_the_section_named_by_the_noun() -> None:
    adder = propose(page(control(LINK, "Orders", 1), control(LINK, "Add customer", 2)))
    section = propose(page(control(LINK, "Orders", 1), control(LINK, "Customers", 2)))
    bare = propose(page(control(LINK, "Create", 1), title="Customers"))
    german = propose(page(control(LINK, "Kunden", 1), control(LINK, "Neuer Kunde", 2)), KUNDE)

    assert isinstance(adder, Proposal) and adder.sentence == 'Click the "Add customer" link'
    assert isinstance(section, Proposal) and section.sentence == 'Click the "Customers" link'
    assert isinstance(bare, Proposal) and bare.sentence == 'Click the "Create" link'
    assert isinstance(german, Proposal) and german.sentence == 'Click the "Neuer Kunde" link'


def _form(name: str, email: str, vip: bool) -> Inventory:
    return page(control(FIELD, "Name", 1, value=name, input_type="text", form="f"),
                control(FIELD, "Email", 2, value=email, input_type="email", form="f"),
                control(FIELD, "VIP", 3, role="checkbox", input_type="checkbox", checked=vip, form="f"),
                control(BUTTON, "Save and add another", 4, submit=True, form="f"),
                control(BUTTON, "Save", 5, submit=True, form="f"))


def test_on_the_form_each_value_then_the_box_then_save() -> None:
    steps = [propose(_form("", "", False)), propose(_form("Nakatomi", "", False)),
             propose(_form("Nakatomi", "a@b.example", False)), propose(_form("Nakatomi", "a@b.example", True))]

    assert [step.sentence for step in steps if isinstance(step, Proposal)] == [
        'Type "Nakatomi" into the "Name" field', 'Type "a@b.example" into the "Email" field',
        'Check the "VIP" checkbox', 'Click the "Save" button']


def test_a_german_record_on_a_german_form() -> None:
    form = page(control(FIELD, "Name", 1, value="Nakatomi", input_type="text", form="f"),
                control(FIELD, "E-Mail", 2, value="a@b.example", input_type="email", form="f"),
                control(FIELD, "VIP", 3, role="checkbox", input_type="checkbox", checked=False, form="f"),
                control(BUTTON, "Speichern", 4, submit=True, form="f"))

    step = propose(form, KUNDE)
    assert isinstance(step, Proposal) and step.sentence == 'Check the "VIP" checkbox'


def test_a_value_the_form_has_no_field_for_fails_the_task_saying_which() -> None:
    clause = Create(text="add", noun="customer", name="N", pairs=(Pair("email", "a@b"), Pair("shoe size", "44")))

    answer = propose(_form("", "", False), clause)
    assert isinstance(answer, GiveUp) and '"shoe size"' in answer.reason


@pytest.mark.parametrize(("goal", "noun", "items"), [
    ('Add the todos "Buy milk", "Walk the dog" and "Pay rent"', "todos", ("Buy milk", "Walk the dog", "Pay rent")),
    ('Add two todos: "buy some cheese" and "feed the cat".', "todos", ("buy some cheese", "feed the cat")),
    ('Füge die Aufgaben "Milch kaufen", "Hund ausführen" und "Miete zahlen" hinzu', "Aufgaben",
     ("Milch kaufen", "Hund ausführen", "Miete zahlen")),
    ('Füge zwei Aufgaben hinzu: "Milch kaufen" und "Miete zahlen".', "Aufgaben", ("Milch kaufen", "Miete zahlen")),
])
def test_a_list_of_quoted_items_is_added_one_by_one(goal: str, noun: str, items: tuple[str, ...]) -> None:
    assert read_goal(goal).clauses == [AddItems(text=goal.rstrip("."), noun=noun, items=items)]


def test_each_item_is_typed_into_the_one_field_and_sent_with_enter_then_the_next() -> None:
    clause = AddItems(text="add", noun="todos", items=("Buy milk", "Pay rent"))
    box = control(FIELD, "What needs to be done?", 1, input_type="text")
    inventory = page(box, control(FIELD, "Toggle all", 2, role="checkbox", input_type="checkbox"))
    memory = Memory()

    first = create_or_add(clause, inventory, memory)
    memory.learn(Fact(clause=0, sentence=first.sentence, fingerprint=inventory.fingerprint, control=box,
                      seen="the list shows it", url_after=inventory.url))
    second = create_or_add(clause, inventory, memory)

    assert first.sentence == 'Type "Buy milk" into the "What needs to be done?" field and press Enter'
    assert second.sentence == 'Type "Pay rent" into the "What needs to be done?" field and press Enter'


def create_or_add(clause: AddItems, inventory: Inventory, memory: Memory) -> Proposal:
    answer = add_items(0, clause, Situation(goal="", clauses=(clause,), inventory=inventory, memory=memory))
    assert isinstance(answer, list)
    return answer[0]


def test_a_page_without_a_single_field_for_new_items_is_not_where_they_go() -> None:
    clause = AddItems(text="add", noun="todos", items=("a", "b"))
    two = page(control(FIELD, "Title", 1, input_type="text"), control(FIELD, "Notes", 2, input_type="text"))

    answer = add_items(0, clause, Situation(goal="", clauses=(clause,), inventory=two, memory=Memory()))
    assert isinstance(answer, NotHere)


@pytest.mark.parametrize(("goal", "noun", "pairs"), [
    ('Edit the book "Cosmos": set its pages to 365 and mark it as not on the shelf.', "book",
     (Pair("pages", "365"), Pair("shelf", "no"))),
    ('Bearbeite das Buch "Cosmos": setze die Seitenzahl auf 365 und markiere es als nicht im Regal.', "Buch",
     (Pair("Seitenzahl", "365"), Pair("Regal", "no"))),
])
def test_an_existing_record_by_its_noun_and_name_and_what_to_change(goal: str, noun: str,
                                                                    pairs: tuple[Pair, ...]) -> None:
    (record,) = read_goal(goal).clauses

    assert isinstance(record, Edit) and (record.noun, record.name, record.pairs) == (noun, "Cosmos", pairs)


def _edit(inventory: Inventory, text: str) -> Proposal | GiveUp:
    clause = Edit(text="edit", noun="book", name="Cosmos", pairs=(Pair("pages", "365"), Pair("On shelf", "no")))
    answer = edit(0, clause, Situation(goal="", clauses=(clause,), inventory=inventory, memory=Memory(), text=text))
    assert isinstance(answer, list | GiveUp), answer
    return answer if isinstance(answer, GiveUp) else answer[0]


def test_the_record_is_opened_by_the_edit_control_in_its_row_then_changed_and_saved() -> None:
    row = control(LINK, "Edit Record", 2, around="Cosmos Carl Sagan 396")
    listing = page(control(LINK, "Edit Record", 1, around="Dune Frank Herbert 412"), row)
    form = page(control(FIELD, "Title", 1, value="Cosmos", input_type="text", form="f"),
                control(FIELD, "Pages", 2, value="365", input_type="number", form="f"),
                control(FIELD, "On shelf", 3, role="checkbox", input_type="checkbox", checked=True, form="f"),
                control(BUTTON, "Save", 4, submit=True, form="f"))

    opened = _edit(listing, "Dune Cosmos")
    unticked = _edit(form, "Edit book Cosmos")
    assert isinstance(opened, Proposal) and opened.target == row
    assert isinstance(unticked, Proposal) and unticked.sentence == 'Uncheck the "On shelf" checkbox'


def test_the_edit_control_of_the_records_row_is_written_with_the_record_not_its_place() -> None:
    clause = Edit(text="edit", noun="customer", name="Alan Turing", pairs=(Pair("plan", "Pro"),))
    rows = [control(BUTTON, "Edit", index, around=f"{name} Basic Edit")
            for index, name in enumerate(("Ada Lovelace", "Alan Turing Jr", "Alan Turing", "Grace Hopper"), start=1)]

    answer = edit(0, clause, Situation(goal="", clauses=(clause,), inventory=page(*rows), memory=Memory(),
                                       text="Customers"))

    assert isinstance(answer, list) and [proposal.target for proposal in answer] == [rows[2]], "not Alan Turing Jr"
    assert answer[0].sentence == 'Click the "Edit" button in the row for "Alan Turing"'


def test_a_form_that_is_not_the_records_is_not_changed() -> None:
    clause = Edit(text="edit", noun="book", name="Cosmos", pairs=(Pair("pages", "365"),))
    other = page(control(FIELD, "Title", 1, value="Dune", input_type="text", form="f"),
                 control(FIELD, "Pages", 2, value="412", input_type="number", form="f"))

    answer = edit(0, clause, Situation(goal="", clauses=(clause,), inventory=other, memory=Memory(),
                                       text="Edit book Dune"))
    assert isinstance(answer, NotHere)


def _seen(url: str, text: str, *controls: Control) -> Observation:
    return Observation(Inventory(url=url, title="Add customer", headings=(), controls=controls), text)


@pytest.mark.parametrize("refusal", ["Please correct the error below.", "Bitte korrigieren Sie den Fehler."])
def test_a_save_counts_only_when_the_page_leaves_the_form(refusal: str) -> None:
    name = control(FIELD, "Name", 1, value="Nakatomi", input_type="text", form="f")
    check = Saves(name, "saving the new customer")
    step = StepResult(sentence='Click the "Save" button', status=StepStatus.PASSED)
    form = _seen("http://127.0.0.1/customer/add/", "Add customer", name)

    refused = check.judge(form, _seen(form.url, f"Add customer\n{refusal}", name), step)
    taken = check.judge(form, _seen("http://127.0.0.1/customer/", "was added successfully"), step)

    assert not refused.ok and refusal in refused.message
    assert taken.ok and taken.completes


@pytest.mark.parametrize(("message", "taken"), [
    ("Ticket created", True), ("Eintrag gespeichert", True),
    ("This field is required.", False), ("Die E-Mail-Adresse ist ungültig", False),
])
def test_a_form_shown_again_emptied_is_taken_unless_its_message_refuses(message: str, taken: bool) -> None:
    filled = control(FIELD, "Name", 1, value="Initrode", input_type="text", form="f")
    emptied = control(FIELD, "Name", 1, value="", input_type="text", form="f")
    check = Saves(filled, "saving the new customer")
    step = StepResult(sentence='Click the "Run" button', status=StepStatus.PASSED)
    form = _seen("http://127.0.0.1/shop/add_customer", "Add a customer", filled)

    verdict = check.judge(form, _seen(form.url, f"Add a customer\n{message}", emptied), step)
    kept = check.judge(form, _seen(form.url, f"Add a customer\n{message}", filled), step)

    assert verdict.ok is taken and verdict.completes is taken and message in verdict.message
    assert not kept.ok  # the same form still holding what was typed was not taken


@pytest.mark.parametrize(("noun", "adder"), [("Supportanfrage", "New request"), ("support request", "New request"),
                                             ("Kundenkonto", "Add account")])
def test_a_compound_or_longer_noun_finds_the_control_that_adds_its_head(noun: str, adder: str) -> None:
    clause = Create(text="file one", noun=noun, name="Alice", pairs=())
    found = propose(page(control(LINK, "Requests", 1), control(LINK, adder, 2), control(LINK, "Settings", 3)), clause)

    assert isinstance(found, Proposal) and found.sentence == f'Click the "{adder}" link'


@pytest.mark.parametrize(("goal", "noun", "name", "pair"), [
    ('Set the status of order 7 to "shipped"', "order", "7", Pair("status", "shipped")),
    ("Set the priority of ticket #42 to High", "ticket", "#42", Pair("priority", "High")),
    ('Setze den Status der Bestellung 7 auf "shipped"', "Bestellung", "7", Pair("Status", "shipped")),
    ('Ändere die Menge des Artikels "Stift" auf 3', "Artikels", "Stift", Pair("Menge", "3")),
])
def test_one_value_of_a_record_named_by_its_number_or_name(goal: str, noun: str, name: str, pair: Pair) -> None:
    (record,) = read_goal(goal).clauses

    assert record == Edit(text=record.text, noun=noun, name=name, pairs=(pair,))


def test_a_form_that_takes_the_record_by_its_key_gets_the_key_then_the_value_then_is_sent() -> None:
    clause = Edit(text="set", noun="order", name="7", pairs=(Pair("status", "shipped"),))
    status = control(FIELD, "status", 1, input_type="text", form="q")
    key = control(FIELD, "order_id", 2, input_type="text", form="q")
    run = control(BUTTON, "Run SQL", 3, submit=True, form="q")

    def step(*controls: Control) -> Proposal | GiveUp:
        answer = edit(0, clause, Situation(goal="", clauses=(clause,), inventory=page(*controls), memory=Memory(),
                                           text="Update order status"))
        assert isinstance(answer, list | GiveUp), answer
        return answer if isinstance(answer, GiveUp) else answer[0]

    first = step(status, key, run)
    second = step(status, control(FIELD, "order_id", 2, input_type="text", form="q", value="7"), run)
    other_record = edit(0, clause, Situation(goal="", clauses=(clause,), memory=Memory(), text="Edit order 12",
                                             inventory=page(status, control(FIELD, "Order", 2, value="12"))))

    assert isinstance(first, Proposal) and first.sentence == 'Type "7" into the "order_id" field'
    assert isinstance(second, Proposal) and second.sentence == 'Type "shipped" into the "status" field'
    assert isinstance(other_record, NotHere)  # a form already showing another order is not this order's


@pytest.mark.parametrize(("value", "option"), [("Deutschland", "Germany"), ("Vereinigtes Königreich", "United Kingdom"),
                                               ("japan", "Japan"), ("Spanisch", "Spanish")])
def test_a_dropdown_value_in_another_language_or_case_is_its_option(value: str, option: str) -> None:
    clause = Create(text="add", noun="customer", name="Nakatomi", pairs=(Pair("Land", value),))
    name = control(FIELD, "Name", 1, value="Nakatomi", input_type="text", form="f")
    chosen = control(FIELD, "Country", 2, role="combobox", input_type="select", form="f",
                     options=("Choose one", "Germany", "Japan", "Spanish", "United Kingdom"))

    found = propose(page(name, chosen, control(BUTTON, "Save", 3, submit=True, form="f")), clause)

    assert isinstance(found, Proposal) and found.sentence == f'Select "{option}" from the "Country" dropdown'


def test_a_value_no_option_names_fails_the_task_saying_what_is_offered() -> None:
    clause = Create(text="add", noun="customer", name="Nakatomi", pairs=(Pair("country", "Atlantis"),))
    chosen = control(FIELD, "Country", 2, role="combobox", input_type="select", form="f", options=("Germany",))

    found = propose(page(control(FIELD, "Name", 1, value="Nakatomi", form="f"), chosen), clause)

    assert isinstance(found, GiveUp) and 'no option "Atlantis"' in found.reason and '"Germany"' in found.reason


def test_a_key_field_says_only_the_noun_and_a_key_and_a_7_inside_a_number_is_not_order_7() -> None:
    clause = Edit(text="set", noun="order", name="7", pairs=(Pair("status", "shipped"),))
    status = control(FIELD, "status", 1, input_type="text", form="q")
    run = control(BUTTON, "Run SQL", 4, submit=True, form="q")

    def first(*controls: Control, text: str) -> Proposal | NotHere:
        answer = edit(0, clause, Situation(goal="", clauses=(clause,), inventory=page(*controls), memory=Memory(),
                                           text=text))
        assert isinstance(answer, list | NotHere), answer
        return answer if isinstance(answer, NotHere) else answer[0]

    keyed = first(status, control(FIELD, "Order number", 2, input_type="text", form="q"), run,
                  text="Update order status\nQueries took 0.27 ms")
    notes_only = first(status, control(FIELD, "Order notes", 2, input_type="text", form="q"), run,
                       text="Update order status")

    assert isinstance(keyed, Proposal) and keyed.sentence == 'Type "7" into the "Order number" field'
    assert isinstance(notes_only, NotHere)  # no field takes the order by its key: its own page is elsewhere


def test_the_save_steps_note_keeps_the_records_name_as_written() -> None:
    clause = Edit(text="edit", noun="customer", name="Alan Turing", pairs=(Pair("plan", "Pro"),))
    form = page(control(FIELD, "Name", 1, value="Alan Turing", input_type="text", form="f"),
                control(FIELD, "Plan", 2, role="combobox", value="Pro", input_type="select", options=("Basic", "Pro"),
                        form="f"),
                control(BUTTON, "Save", 3, submit=True, form="f"))

    answer = edit(0, clause, Situation(goal="", clauses=(clause,), inventory=form, memory=Memory(),
                                       text="Edit customer"))

    assert isinstance(answer, list) and answer[0].sentence == 'Click the "Save" button'
    assert answer[0].note.why == 'Saving the customer "Alan Turing".', "not alan turing"


def test_an_existing_records_form_is_not_filled_as_a_new_ones() -> None:
    """"Issue10 Editing": the form holds issue 10's title; filled and saved it would change issue 10. The page's
    own "Create New" is the way to a new one."""
    issue10 = page(control(FIELD, "Title", 1, value="Login page times out", input_type="text", form="f"),
                   control(BUTTON, "Submit Changes", 2, submit=True, form="f"),
                   control(LINK, "Create New", 3, around="Issues Create New Show All"), title="Issue10 Editing")
    clause = Create(text="create", noun="issue", name="Installer fails on Windows 11", pairs=())

    step = propose(issue10, clause)

    assert isinstance(step, Proposal) and step.sentence == 'Click the "Create New" link'


def test_a_control_in_a_records_row_does_not_add_a_record_whatever_its_title_says() -> None:
    in_row = control(LINK, "Keyboard shortcut for new issue", 1, around="10 Login page times out", in_row=True)
    sidebar = control(LINK, "New issue", 2, around="Issues New issue Show All")

    step = propose(page(in_row, sidebar), Create(text="create", noun="issue", name="X", pairs=()))

    assert isinstance(step, Proposal) and step.sentence == 'Click the "New issue" link'


@pytest.mark.parametrize("preview", ["Preview", "Vorschau"])
def test_a_form_is_saved_by_its_keeping_button_not_by_its_preview(preview: str) -> None:
    form = page(control(FIELD, "Summary", 1, value="X", input_type="text", form="f"),
                control(BUTTON, preview, 2, submit=True, form="f"),
                control(BUTTON, "Create ticket", 3, submit=True, form="f"))

    step = propose(form, Create(text="create", noun="ticket", name=None, pairs=(Pair("summary", "X"),)))

    assert isinstance(step, Proposal) and step.sentence == 'Click the "Create ticket" button'


def test_a_save_that_only_moved_to_an_anchor_kept_nothing() -> None:
    """Trac's Preview posts the form and shows it again at "/newticket#ticket", every value still in it."""
    summary = control(FIELD, "Summary", 1, value="X", input_type="text", form="f")
    step = StepResult(sentence='Click the "Preview" button', status=StepStatus.PASSED)
    form = _seen("http://127.0.0.1/newticket", "New ticket", summary)

    anchored = Saves(summary, "saving the new ticket").judge(
        form, _seen("http://127.0.0.1/newticket#ticket", "New ticket", summary), step)
    routed = Saves(summary, "saving the new ticket").judge(
        _seen("http://127.0.0.1/app#/tickets/new", "New ticket", summary),
        _seen("http://127.0.0.1/app#/tickets/13", "Ticket 13", summary), step)

    assert not anchored.ok
    assert routed.ok, "a route kept in the fragment is another page"


@pytest.mark.parametrize(("goal", "noun", "name"), [
    ('Log in as "alice" with password "pw" and create a new issue titled "Installer fails" with priority urgent',
     "issue", "Installer fails"),
    ('Melde dich als "alice" mit dem Passwort "pw" an und lege ein neues Issue mit dem Titel "Installer fails" an, '
     "mit der Priorität urgent", "Issue", "Installer fails"),
])
def test_a_title_names_the_new_record(goal: str, noun: str, name: str) -> None:
    record = read_goal(goal).clauses[-1]

    assert isinstance(record, Create) and (record.noun, record.name) == (noun, name)
    assert [(pair.label.casefold(), pair.value) for pair in record.pairs] in (
        [("priority", "urgent")], [("priorität", "urgent")])


def test_the_values_go_into_the_form_that_takes_most_of_them_not_a_look_alike_field_of_another() -> None:
    clause = Create(text="create a project", noun="project", name="Ski",
                    pairs=(Pair("private code", "p42"), Pair("email", "a@b.example")))
    login = [control(FIELD, "Project identifier", 1, input_type="text", form="login"),
             control(FIELD, "Private code", 2, input_type="password", form="login"),
             control(BUTTON, "Log in", 3, submit=True, form="login")]
    creation = [control(FIELD, "Project name", 4, input_type="text", form="new", value="Ski"),
                control(FIELD, "Private code", 5, input_type="password", form="new"),
                control(FIELD, "Email", 6, input_type="text", form="new"),
                control(BUTTON, "Create", 7, submit=True, form="new")]

    step = propose(page(*login, *creation), clause)
    assert isinstance(step, Proposal) and step.target == creation[1]


@pytest.mark.parametrize("goal", ["Set the project's default currency to Euro",
                                  "Stelle die Standardwährung des Projekts auf Euro"])
def test_one_value_set_is_set_in_its_form_and_the_form_sent(goal: str) -> None:
    fill, submit = read_goal(goal).clauses

    assert isinstance(fill, Fill) and fill.pairs[0].value == "Euro" and isinstance(submit, Submit)


def test_a_password_field_holds_what_the_task_typed_into_it_though_it_does_not_show_it() -> None:
    clause = Create(text="create a project", noun="project", name="Ski", pairs=(Pair("private code", "p42"),))
    code = control(FIELD, "Private code", 2, input_type="password", form="new")
    form = page(control(FIELD, "Project name", 1, input_type="text", form="new", value="Ski"), code,
                control(BUTTON, "Create", 3, submit=True, form="new"))
    memory = Memory()
    memory.learn(Fact(clause=0, sentence='Type "***" into the "Private code" field', fingerprint=form.fingerprint,
                      control=code, seen="", url_after=form.url))

    answer = create(0, clause, Situation(goal=clause.text, clauses=(clause,), inventory=form, memory=memory))
    assert isinstance(answer, list) and answer[0].sentence == 'Click the "Create" button'
