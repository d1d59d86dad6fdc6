"""The check steps that prove a task done, on pages built by hand: each names what the goal named as the page after
its last step shows it, and none is written for what that page does not show."""

from __future__ import annotations

from plainwright.plan.base import Proposal
from plainwright.plan.checks import Changes, Check, Leaves, LeavesLogin, Observation, Passes, Proves, Saves, Searched
from plainwright.plan.goal_text import (
    Act,
    AddItems,
    AddToCart,
    Clause,
    Create,
    Edit,
    Filter,
    LogIn,
    LogOut,
    Pair,
    Search,
    ShowState,
    Submit,
    Tick,
)
from plainwright.plan.inventory import Control, ControlKind, Inventory
from plainwright.plan.notes import Note
from plainwright.plan.proofs import Completed, proof_steps, spelled
from plainwright.plan.row_checks import RowMarked, Selects, Takes, Ticked
from plainwright.plan.steps import Click, Named

FIELD, BUTTON, LINK = ControlKind.FIELD, ControlKind.BUTTON, ControlKind.LINK
URL = "http://127.0.0.1/app/customers"


def control(kind: ControlKind, label: str, index: int, role: str = "", **more: object) -> Control:
    role = role or {FIELD: "textbox", BUTTON: "button", LINK: "link"}[kind]
    return Control(kind=kind, label=label, role=role, index=index, **more)  # type: ignore[arg-type]

NOTE = Note(hint="", intent="click", about="button", names="Save")


def seen(text: str, *controls: Control, url: str = URL, headings: tuple[tuple[int, str], ...] = ()) -> Observation:
    return Observation(Inventory(url=url, title="Acme", headings=headings, controls=controls), text)


def proved(clause: Clause, check: Check, before: Observation, after: Observation) -> list[str]:
    step = Proposal(Click(Named("Save", "button")), NOTE, 0, check)
    proofs = proof_steps(clause, Completed(step, before, after))
    assert all(isinstance(proof.check, Proves) and proof.clause == 0 for proof in proofs)
    return [proof.sentence for proof in proofs]


def customers(plans: dict[str, str], status: str = "") -> Observation:
    rows = [control(BUTTON, "Edit", index, around=f"{name} {plan} Edit")
            for index, (name, plan) in enumerate(plans.items(), start=1)]
    lines = "\n".join(f"{name}\t{plan}\tEdit" for name, plan in plans.items())
    return seen(f"Customers\n{status}\nName\tPlan\tActions\n{lines}", *rows)


NAME = control(FIELD, "Name", 1, value="Alan Turing", input_type="text", form="f")
PLAN = control(FIELD, "Plan", 2, role="combobox", input_type="select", value="Pro", options=("Basic", "Pro"), form="f")
SAVE = control(BUTTON, "Save", 3, submit=True, form="f")
FORM = seen("Edit customer", NAME, PLAN, SAVE)
ALAN_PRO = Edit(text="edit", noun="customer", name="Alan Turing", pairs=(Pair("plan", "pro"),))


def test_a_value_is_spelled_as_the_page_spells_it_and_only_as_a_word_of_its_own() -> None:
    assert spelled("pro", "Alan Turing Pro Edit") == "Pro"
    assert spelled("pro", "Alan Turing Product Edit") is None
    assert spelled("in progress", "Slow search In\tprogress") == "In\tprogress"


def test_an_edit_is_proved_by_the_records_row_showing_the_value_set() -> None:
    after = customers({"Ada Lovelace": "Pro", "Alan Turing": "Pro", "Grace Hopper": "Basic"})

    assert proved(ALAN_PRO, Saves(NAME, "saving"), FORM, after) == ['Verify the row for "Alan Turing" shows "Pro"']


def test_an_edit_another_rows_value_shows_is_not_proved_by_that_row() -> None:
    after = customers({"Ada Lovelace": "Pro", "Alan Turing": "Basic"}, status='Customer "Alan Turing" saved.')

    assert proved(ALAN_PRO, Saves(NAME, "saving"), FORM, after) == [
        """Verify the page shows 'Customer "Alan Turing" saved.'"""], "the line naming it, not Ada's row"


def test_an_edit_saved_in_place_is_proved_by_its_form_holding_the_values() -> None:
    after = seen("Edit customer\nSaved.", NAME, PLAN, SAVE)

    assert proved(ALAN_PRO, Saves(NAME, "saving"), FORM, after) == ['Verify the "Plan" dropdown is "Pro"']


def test_a_new_record_is_proved_by_its_row_showing_its_values_else_by_its_name() -> None:
    clause = Create(text="add", noun="customer", name="Nakatomi", pairs=(Pair("country", "Japan"), Pair("VIP", "yes")))
    row = control(LINK, "Nakatomi", 1, around="Nakatomi Japan VIP")
    names_only = control(LINK, "Nakatomi", 1, around="Nakatomi")

    assert proved(clause, Saves(NAME, "saving"), FORM, seen("Nakatomi\tJapan\tVIP", row)) == [
        'Verify the row for "Nakatomi" shows "Japan"'], "a box's yes is no value a row shows"
    assert proved(clause, Saves(NAME, "saving"), FORM, seen("Nakatomi", names_only)) == [
        'Verify the page shows "Nakatomi"']


def test_a_ticked_item_is_proved_by_its_box_named_by_the_item() -> None:
    box = control(FIELD, "", 2, role="checkbox", input_type="checkbox", checked=True, around="feed the cat")
    other = control(FIELD, "", 1, role="checkbox", input_type="checkbox", around="buy some cheese")
    clause = Tick(text="t", item="feed the cat")

    assert proved(clause, Ticked("feed the cat"), seen("todos"), seen("todos", other, box)) == [
        'Verify the checkbox in the row for "feed the cat" is checked']


def test_a_done_button_is_proved_by_the_cell_its_row_shows_now() -> None:
    clause = Tick(text="t", item="Slow search")
    before = seen("Slow search\tOpen\tMark as done", control(BUTTON, "Mark as done", 1, around="Slow search Open "
                                                                                              "Mark as done"))
    after = seen("Slow search\tDone\tReopen", control(BUTTON, "Reopen", 1, around="Slow search Done Reopen"))

    assert proved(clause, RowMarked("Slow search", before.inventory.controls[0]), before, after) == [
        'Verify the row for "Slow search" shows "Done"'], "not the button's new label"


def test_an_item_removed_is_proved_gone_and_rows_gone_by_their_first_cell() -> None:
    delete = control(BUTTON, "Delete", 1, around="Slow search Done Delete")
    keep = control(BUTTON, "Delete", 2, around="Typo Open Delete")
    before = seen("Slow search\tDone\tDelete\nTypo\tOpen\tDelete", delete, keep)
    after = seen("Typo\tOpen\tDelete", keep)
    archive = control(BUTTON, "Archive done", 3)

    assert proved(Act(text="d", verb="delete", what="", item="Slow search"), Takes(delete, "delete", "", "Slow search"),
                  before, after) == ['Verify the page does not show "Slow search"']
    assert proved(Act(text="a", verb="archive", what="done tickets"), Takes(archive, "archive", "done tickets"),
                  before, after) == ['Verify the page does not show "Slow search"']


def test_a_state_shown_is_proved_by_the_address_in_the_goals_or_the_filters_words() -> None:
    active = control(LINK, "Open", 1)
    before = seen("todos", active, url="http://127.0.0.1/todo/#/")
    after = seen("todos", active, url="http://127.0.0.1/todo/#/open")

    for value in ("open", "offenen"):
        clause = ShowState(text="s", label="items", value=value)
        assert proved(clause, Selects(active, value), before, after) == ['Verify the URL contains "#/open"']


def test_a_filter_is_proved_by_the_parameter_of_the_address_that_names_its_value() -> None:
    before = seen("Tickets", url="http://127.0.0.1/tickets/")
    after = seen("Tickets", url="http://127.0.0.1/tickets/?op=equals&owner=Mulder")

    assert proved(Filter(text="f", label="owner", value="Mulder"), Changes("x", completes=True), before, after) == [
        'Verify the URL contains "owner=Mulder"']


def test_a_search_is_proved_by_the_address_else_the_field_on_the_page_the_search_led_to() -> None:
    box = control(FIELD, "Search", 1, role="searchbox", input_type="search", value="Müller")
    clause = Search(text="s", query="Müller")
    before = seen("Kunden", box, url="http://127.0.0.1/kunden/")

    by_address = seen("1 Treffer", box, url="http://127.0.0.1/kunden/?suche=M%C3%BCller")
    assert proved(clause, Searched(box, "Müller", "pressing Enter"), before, by_address) == [
        'Verify the URL contains "suche=M%C3%BCller"']
    in_place = seen("1 Treffer\nHans Müller", box, url="http://127.0.0.1/kunden/")
    assert proved(clause, Searched(box, "Müller", "pressing Enter"), before, in_place) == [
        'Verify the "Search" field is "Müller"']


def test_a_login_is_proved_by_its_password_field_gone() -> None:
    password = control(FIELD, "Password", 2, input_type="password")

    assert proved(LogIn(text="l", username="a", password="p"), LeavesLogin(password), seen("Log in", password),
                  seen("Welcome, a")) == ['Verify there is no "Password" field']


def test_a_logout_is_proved_by_its_control_gone() -> None:
    out = control(BUTTON, "Sign out", 1)

    assert proved(LogOut(text="o"), Leaves(out), seen("Orders", out), seen("Shop")) == [
        'Verify there is no "Sign out" button']


def test_a_sent_form_is_proved_by_the_line_it_shows_else_an_address_with_no_number() -> None:
    before = seen("Contact us", NAME, url="http://127.0.0.1/contact")
    sent = Saves(NAME, "sending", emptied=False)

    assert proved(Submit(text="s"), sent, before, seen("Contact us\nThanks, Ann", url="http://127.0.0.1/contact")) == [
        'Verify the page shows "Thanks, Ann"']
    assert proved(Submit(text="s"), sent, before, seen("Contact us", url="http://127.0.0.1/contact/sent")) == [
        'Verify the URL contains "/contact/sent"']
    assert proved(Submit(text="s"), sent, before, seen("Contact us", url="http://127.0.0.1/requests/17")) == [], \
        "a new record's id differs on a replay"


def test_items_added_are_proved_each_and_a_cart_by_the_line_naming_it() -> None:
    list_page = seen("todos\nfeed the cat\nbuy cheese")
    shop = seen("Shop", url="http://127.0.0.1/shop")

    assert proved(AddItems(text="a", noun="todos", items=("feed the cat", "buy cheese")), Changes("x"), seen("todos"),
                  list_page) == ['Verify the page shows "feed the cat"', 'Verify the page shows "buy cheese"']
    assert proved(AddToCart(text="c", item="Merino socks"), Changes("x", completes=True), shop,
                  seen("Shop\nCart: 1 item (last: Merino socks)", url="http://127.0.0.1/shop")) == [
        'Verify the page shows "Cart: 1 item (last: Merino socks)"']


def test_a_task_whose_last_step_was_a_check_needs_no_proof() -> None:
    after = customers({"Alan Turing": "Pro"})

    assert proved(ALAN_PRO, Passes(), FORM, after) == []
