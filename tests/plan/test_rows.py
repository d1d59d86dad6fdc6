"""Tasks on a list's items, in English and German: an item marked as done (its row's checkbox, or its "Done"
button), the list shown by a state ("the open tickets": its "Open" filter), and what a button says ("delete the
done items": "Remove done"); each done only on evidence of its own, never because the page merely changed."""

from __future__ import annotations

import pytest

from plainwright.model import StepResult, StepStatus
from plainwright.plan.base import Proposal, Situation
from plainwright.plan.checks import Observation, Passes
from plainwright.plan.flows import NotHere
from plainwright.plan.goal_text import (
    Act,
    AddItems,
    Clause,
    Do,
    Fill,
    Filter,
    Open,
    ShowState,
    Tick,
    read_goal,
    split_goal,
)
from plainwright.plan.inventory import Control, ControlKind, Inventory
from plainwright.plan.memory import Memory
from plainwright.plan.row_checks import Selects, Takes, Ticked
from plainwright.plan.rows import act, show_state, tick

# ---- reading -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("goal", "noun", "item"), [
    ('Mark the ticket "Login page broken" as resolved', "ticket", "Login page broken"),
    ('Check off the task "Write report"', "task", "Write report"),
    ('Complete "Pack the tent".', "", "Pack the tent"),
    ('Tick "Passport" off', "", "Passport"),
    ('Hake die Aufgabe "Bericht schreiben" ab', "Aufgabe", "Bericht schreiben"),
    ('Markiere das Ticket "Login page broken" als abgeschlossen', "Ticket", "Login page broken"),
    ('Erledige "Bericht schreiben"', "", "Bericht schreiben"),
    ('Schließe die Aufgabe "Bericht schreiben" ab', "Aufgabe", "Bericht schreiben"),
])
def test_an_item_marked_as_done_is_a_tick_of_that_item(goal: str, noun: str, item: str) -> None:
    assert read_goal(goal).clauses == [Tick(text=goal.rstrip("."), noun=noun, item=item)]


@pytest.mark.parametrize("goal", ['Mark "Ann" as VIP', 'Markiere "Ann" als Favorit'])
def test_mark_without_a_done_state_is_no_tick(goal: str) -> None:
    assert not any(isinstance(clause, Tick) for clause in read_goal(goal).clauses)


def test_complete_a_form_with_values_still_fills_it() -> None:
    (found,) = read_goal('Complete the contact form with name "Ann"').clauses
    assert isinstance(found, Fill)


@pytest.mark.parametrize(("goal", "value", "noun"), [
    ("Show only the open tickets", "open", "tickets"),
    ("Display only finished jobs", "finished", "jobs"),
    ("Zeige nur die offenen Tickets an", "offenen", "Tickets"),
    ("Nur die erledigten Aufgaben anzeigen", "erledigten", "Aufgaben"),
])
def test_show_only_a_state_of_the_list_is_a_state_filter(goal: str, value: str, noun: str) -> None:
    assert read_goal(goal).clauses == [ShowState(text=goal, label=noun, value=value)]


@pytest.mark.parametrize("goal", ["Show only the orders with status Shipped",
                                  "Zeige nur die Bestellungen mit dem Status Versandt an"])
def test_a_filter_that_names_its_column_is_the_column_filter(goal: str) -> None:
    opened, filtered = read_goal(goal).clauses
    assert isinstance(opened, Open) and type(filtered) is Filter


@pytest.mark.parametrize(("goal", "verb", "what", "item"), [
    ("Delete the selected rows", "Delete", "selected rows", None),
    ("Archive all", "Archive", "all", None),
    ("Lösche die markierten Einträge", "Lösche", "markierten Einträge", None),
    ('Remove the todo "feed the dog"', "Remove", "todo", "feed the dog"),
    ('Entferne "Milch"', "Entferne", "", "Milch"),
])
def test_a_verb_of_a_button_and_its_object_is_an_action(goal: str, verb: str, what: str, item: str | None) -> None:
    assert read_goal(goal).clauses == [Act(text=goal, verb=verb, what=what, item=item)]


@pytest.mark.parametrize(("goal", "kinds"), [
    ('Add the tasks "pay rent", "call mum" and "water plants", mark "call mum" as completed, and then show only '
     "the open tasks.", [AddItems, Tick, ShowState]),
    ('Lege die Aufgaben "pay rent", "call mum" und "water plants" an, hake dann "call mum" ab und zeige danach nur '
     "die offenen Aufgaben an.", [AddItems, Tick, ShowState]),
    ('Add the items "milk" and "bread", tick off "milk" and then clear the done items',
     [AddItems, Tick, Act]),
    ('Füge die Einträge "Milch" und "Brot" hinzu, erledige "Milch" und leere dann die erledigten Einträge',
     [AddItems, Tick, Act]),
])
def test_a_long_goal_splits_into_its_list_tasks(goal: str, kinds: list[type[Clause]]) -> None:
    assert [type(clause) for clause in read_goal(goal).clauses] == kinds


@pytest.mark.parametrize(("goal", "pieces"), [
    ('Lege "a" an und hake dann "a" ab', ['Lege "a" an', 'hake "a" ab']),
    ("Logout, then open the reports", ["Logout", "open the reports"]),  # a verb alone that is a task stays one
])
def test_a_verb_left_alone_by_a_sequence_word_joins_the_words_after_it(goal: str, pieces: list[str]) -> None:
    assert split_goal(goal) == pieces


# ---- flows ---------------------------------------------------------------------------------------------------


def _box(around: str, index: int, *, checked: bool = False, label: str = "") -> Control:
    return Control(kind=ControlKind.FIELD, label=label, role="checkbox", index=index, input_type="checkbox",
                   checked=checked, around=around, section="todos")


def _button(label: str, index: int, **more: object) -> Control:
    return Control(kind=ControlKind.BUTTON, label=label, role="button", index=index, **more)  # type: ignore[arg-type]


def _link(label: str, index: int, **more: object) -> Control:
    return Control(kind=ControlKind.LINK, label=label, role="link", index=index, **more)  # type: ignore[arg-type]


def _page(*controls: Control, url: str = "http://127.0.0.1/todos/") -> Inventory:
    return Inventory(url=url, title="Todos", headings=((1, "todos"),), controls=controls)


def _situation(clause: Clause, inventory: Inventory, *before: Clause) -> Situation:
    memory = Memory()
    for index in range(len(before)):
        memory.done[index] = "done"
    return Situation(goal="", clauses=(*before, clause), inventory=inventory, memory=memory)


def test_tick_checks_the_box_of_the_row_holding_the_item() -> None:
    clause = Tick(text="t", item="feed the cat")
    page = _page(_box("", 1), _box("buy some cheese", 2), _box("feed the cat", 3), _box("feed the cat twice", 4))

    answer = tick(0, clause, _situation(clause, page))
    assert isinstance(answer, list)
    assert answer[0].sentence == 'Check the checkbox in the row for "feed the cat"'
    assert answer[0].target == page.controls[2] and isinstance(answer[0].check, Ticked)


def test_a_box_already_ticked_is_verified_not_clicked() -> None:
    clause = Tick(text="t", item="Passport")
    answer = tick(0, clause, _situation(clause, _page(_box("", 1, label="Passport", checked=True))))

    assert isinstance(answer, list) and answer[0].sentence == 'Verify the "Passport" checkbox is checked'
    assert isinstance(answer[0].check, Passes)


def test_without_a_box_the_rows_done_button_is_clicked() -> None:
    clause = Tick(text="t", noun="Ticket", item="Slow search")
    page = _page(_button("Mark as done", 1, around="Login page broken Open"),
                 _button("Mark as done", 2, around="Slow search Open"), _button("Delete", 3, around="Slow search"))

    answer = tick(0, clause, _situation(clause, page))
    assert isinstance(answer, list) and [p.target for p in answer] == [page.controls[1]]
    assert answer[0].sentence == 'Click the "Mark as done" button in the row for "Slow search"'


def test_an_item_the_page_does_not_show_is_not_ticked_here() -> None:
    clause = Tick(text="t", item="walk the dog")
    assert isinstance(tick(0, clause, _situation(clause, _page(_box("feed the cat", 1)))), NotHere)


def test_a_list_task_waits_for_the_tasks_before_it() -> None:
    added = AddItems(text="a", noun="todos", items=("feed the cat",))
    clause = Tick(text="t", item="feed the cat")
    situation = Situation(goal="", clauses=(added, clause), inventory=_page(_box("feed the cat", 1)),
                          memory=Memory())
    assert isinstance(tick(1, clause, situation), NotHere)


@pytest.mark.parametrize("clause", [ShowState(text="s", label="todos", value="active"),
                                    ShowState(text="s", label="Aufgaben", value="aktiven")])
def test_a_state_filter_clicks_the_lists_control_named_by_the_state(clause: ShowState) -> None:
    page = _page(_link("All", 1, section="todos"), _link("Active", 2, section="todos"),
                 _link("Completed", 3, section="todos"))

    answer = show_state(0, clause, _situation(clause, page))
    assert isinstance(answer, list) and [p.target for p in answer] == [page.controls[1]]
    assert isinstance(answer[0].check, Selects)


@pytest.mark.parametrize("clause", [Act(text="a", verb="clear", what="completed todos"),
                                    Act(text="a", verb="entferne", what="erledigten Aufgaben"),
                                    Act(text="a", verb="delete", what="done items")])
def test_a_verb_and_its_object_name_the_button_that_says_them(clause: Act) -> None:
    page = _page(_box("feed the cat", 1, checked=True), _link("Completed", 2), _button("Clear completed (1)", 3))

    answer = act(0, clause, _situation(clause, page))
    assert isinstance(answer, list) and [p.target for p in answer] == [page.controls[2]]
    assert isinstance(answer[0].check, Takes)


def test_a_button_that_says_more_than_the_goal_is_not_it() -> None:
    clause = Act(text="clear the todos", verb="clear", what="todos")
    page = _page(_button("Clear completed", 1))

    assert isinstance(act(0, clause, _situation(clause, page)), NotHere)


def test_an_action_on_a_named_item_is_the_button_of_its_row() -> None:
    clause = Act(text="a", verb="remove", what="todo", item="feed the cat")
    page = _page(_button("Delete", 1, around="buy some cheese"), _button("Delete", 2, around="feed the cat"))

    answer = act(0, clause, _situation(clause, page))
    assert isinstance(answer, list) and [p.target for p in answer] == [page.controls[1]]
    assert answer[0].sentence == 'Click the "Delete" button in the row for "feed the cat"', "not the second one"


def test_without_a_button_for_the_verb_the_goals_words_are_a_plain_step() -> None:
    clause = Act(text='Close the "Welcome" dialog', verb="Close", what="dialog")
    answer = act(0, clause, _situation(clause, _page(_button("Help", 1))))

    assert isinstance(answer, list) and answer[0].sentence == clause.text
    assert Do(text=clause.text).describe() == f"do: {clause.text}"


# ---- evidence ------------------------------------------------------------------------------------------------

STEP = StepResult(sentence="step", status=StepStatus.PASSED)


def _seen(*controls: Control, url: str = "http://127.0.0.1/todos/", text: str = "") -> Observation:
    return Observation(_page(*controls, url=url), text or " ".join(c.around or c.label for c in controls))


def test_ticked_needs_the_items_own_box_ticked() -> None:
    before = _seen(_box("buy some cheese", 1), _box("feed the cat", 2))
    wrong_one = _seen(_box("buy some cheese", 1, checked=True), _box("feed the cat", 2))
    right_one = _seen(_box("buy some cheese", 1), _box("feed the cat", 2, checked=True))

    assert not Ticked("feed the cat").judge(before, wrong_one, STEP).ok
    assert Ticked("feed the cat").judge(before, right_one, STEP).completes


def test_clearing_the_done_items_needs_exactly_the_ticked_rows_gone() -> None:
    button = _button("Clear completed", 3)
    before = _seen(_box("cheese", 1), _box("cat", 2, checked=True), button)
    check = Takes(button, "clear", "completed todos")

    assert check.judge(before, _seen(_box("cheese", 1), button), STEP).completes
    assert not check.judge(before, _seen(_box("cat", 2, checked=True), button), STEP).ok  # the wrong row gone
    assert not check.judge(before, _seen(_box("cheese", 1), _box("cat", 2, checked=True), button,
                                         text="Cleaning up"), STEP).ok  # changed, nothing gone


def test_another_verb_needs_the_button_or_a_row_to_change() -> None:
    button = _button("Archive done tickets", 3)
    before = _seen(_button("Reopen", 1, around="Slow search Done"), button)
    check = Takes(button, "archiviere", "erledigten Tickets")

    assert check.judge(before, _seen(button, text="archived"), STEP).completes
    assert not check.judge(before, _seen(_button("Reopen", 1, around="Slow search Done"), button,
                                         text="Archiving…"), STEP).ok


def test_a_state_filter_is_in_effect_by_the_current_control_or_the_address() -> None:
    active = _link("Active", 2)
    before = _seen(_link("All", 1), active)
    check = Selects(active, "aktiven")

    assert check.judge(before, _seen(_link("All", 1), active, url="http://127.0.0.1/todos/#/active"), STEP).completes
    assert check.judge(before, _seen(_link("All", 1), _link("Active", 2, current=True), text="x"), STEP).completes
    assert not check.judge(before, _seen(_link("All", 1), active, text="2 items left"), STEP).ok


def test_a_proposal_names_the_row_not_an_unlabelled_box() -> None:
    clause = Tick(text="t", item="feed the cat")
    answer = tick(0, clause, _situation(clause, _page(_box("feed the cat", 1))))
    assert isinstance(answer, list) and isinstance(answer[0], Proposal) and '""' not in answer[0].sentence
