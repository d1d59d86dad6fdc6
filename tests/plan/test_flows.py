"""The rule planner's flows on inventories built by hand: which control a step names, and how it names it."""

from __future__ import annotations

from plainwright.plan.base import Proposal, Situation
from plainwright.plan.flows import NotHere, named, open_page, search
from plainwright.plan.goal_text import Open, Search
from plainwright.plan.inventory import Control, ControlKind, Inventory
from plainwright.plan.memory import Memory

FIELD, BUTTON, LINK = ControlKind.FIELD, ControlKind.BUTTON, ControlKind.LINK


def page(*controls: Control) -> Inventory:
    return Inventory(url="http://127.0.0.1/x", title="Admin", headings=((1, "Admin"),), controls=controls)


def control(kind: ControlKind, label: str, index: int, **more: object) -> Control:
    role = {FIELD: "textbox", BUTTON: "button", LINK: "link"}[kind]
    return Control(kind=kind, label=label, role=role, index=index, **more)  # type: ignore[arg-type]


def situation(inventory: Inventory, clause: Open | Search) -> Situation:
    return Situation(goal=clause.text, clauses=(clause,), inventory=inventory, memory=Memory())


def test_a_name_the_page_has_once_is_enough() -> None:
    save = control(BUTTON, "Save", 1)
    assert named(save, page(save)) == 'the "Save" button'


def test_a_name_the_page_has_twice_takes_its_section_or_its_ordinal() -> None:
    billing = control(BUTTON, "Save", 1, section="Billing")
    shipping = control(BUTTON, "Save", 2, section="Shipping")
    first, second = control(LINK, "Details", 3), control(LINK, "Details", 4)
    inventory = page(billing, shipping, first, second)

    assert named(shipping, inventory) == 'the "Save" button in the "Shipping" section'
    assert named(second, inventory) == 'the second "Details" link'


def test_a_search_is_typed_where_a_search_button_sends_it_not_into_a_menu_filter() -> None:
    menu_filter = control(FIELD, "Filter navigation items", 1, input_type="search")
    box = control(FIELD, "title, ISBN, name", 2, input_type="text")
    send = control(BUTTON, "Search", 3, submit=True)  # a form the page gives no name: the button after the box

    answer = search(0, Search(text="Search for Christie", query="Christie"),
                    situation(page(menu_filter, box, send), Search(text="", query="Christie")))

    assert isinstance(answer, list)
    assert answer[0].sentence == 'Type "Christie" into the "title, ISBN, name" field'


def test_an_open_menu_is_not_clicked_again() -> None:
    settings = control(BUTTON, "Settings", 1, expanded=True)
    users = control(LINK, "Users", 2)

    answer = open_page(0, Open(text="Open the settings", target="settings"),
                       situation(page(settings, users), Open(text="", target="settings")))

    assert isinstance(answer, NotHere)


def test_a_link_comes_before_a_button_of_the_same_fit() -> None:
    button, link = control(BUTTON, "Reports", 1), control(LINK, "Reports", 2)

    answer = open_page(0, Open(text="Open the reports", target="reports"),
                       situation(page(button, link), Open(text="", target="reports")))

    assert isinstance(answer, list) and isinstance(answer[0], Proposal)
    assert [proposal.sentence for proposal in answer] == ['Click the "Reports" link', 'Click the "Reports" button']
