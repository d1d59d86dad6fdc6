"""The rule planner's flows on inventories built by hand: which control a step names, and how it names it."""

from __future__ import annotations

from plainwright.plan.base import Proposal, Situation
from plainwright.plan.flows import NotHere, in_record, named, open_page, search
from plainwright.plan.goal_text import Open, Search
from plainwright.plan.inventory import Control, ControlKind, Inventory
from plainwright.plan.memory import Fact, Memory

FIELD, BUTTON, LINK = ControlKind.FIELD, ControlKind.BUTTON, ControlKind.LINK


def page(*controls: Control) -> Inventory:
    return Inventory(url="http://127.0.0.1/x", title="Admin", headings=((1, "Admin"),), controls=controls)


def control(kind: ControlKind, label: str, index: int, role: str = "", **more: object) -> Control:
    role = role or {FIELD: "textbox", BUTTON: "button", LINK: "link"}[kind]
    return Control(kind=kind, label=label, role=role, index=index, **more)  # type: ignore[arg-type]


def situation(inventory: Inventory, clause: Open | Search) -> Situation:
    return Situation(goal=clause.text, clauses=(clause,), inventory=inventory, memory=Memory())


def test_a_name_the_page_has_once_is_enough() -> None:
    save = control(BUTTON, "Save", 1)
    assert named(save, page(save)).phrase() == 'the "Save" button'


def test_a_name_the_page_has_twice_takes_its_section_or_its_ordinal() -> None:
    billing = control(BUTTON, "Save", 1, section="Billing")
    shipping = control(BUTTON, "Save", 2, section="Shipping")
    first, second = control(LINK, "Details", 3), control(LINK, "Details", 4)
    inventory = page(billing, shipping, first, second)

    assert named(shipping, inventory).phrase() == 'the "Save" button in the "Shipping" section'
    assert named(second, inventory).phrase() == 'the second "Details" link'


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


def test_a_page_named_in_german_is_found_among_english_links() -> None:
    dashboard, requests = control(LINK, "Dashboard", 1), control(LINK, "Requests", 2)

    answer = open_page(0, Open(text="Öffne die Anfragen", target="die Anfragen"),
                       situation(page(dashboard, requests), Open(text="", target="die Anfragen")))

    assert isinstance(answer, list) and answer[0].sentence == 'Click the "Requests" link'


def test_a_phrase_naming_a_list_finds_the_link_of_its_content_words() -> None:
    customers, products = control(LINK, "Customers", 1), control(LINK, "Products", 2)

    for target in ("the list of products", "die Liste der Produkte"):
        answer = open_page(0, Open(text="", target=target), situation(page(customers, products),
                                                                     Open(text="", target=target)))
        assert isinstance(answer, list) and [p.sentence for p in answer] == ['Click the "Products" link']


def test_a_weak_match_is_no_guess_but_names_the_candidates() -> None:
    orders, reports = control(LINK, "Orders", 1), control(LINK, "Billing reports", 2)

    answer = open_page(0, Open(text="", target="sales reports"),
                       situation(page(orders, reports), Open(text="", target="sales reports")))

    assert isinstance(answer, NotHere) and answer.closest == ('link "Billing reports"',)


def test_a_place_in_the_phrase_prefers_the_control_in_that_region() -> None:
    top = control(LINK, "News", 1, section="Latest")
    tree = control(LINK, "News", 2, group="Page explorer")

    for target in ("the News pages in the page explorer", "die News-Seiten im Page explorer"):
        answer = open_page(0, Open(text="", target=target),
                           situation(page(top, tree), Open(text="", target=target)))
        assert isinstance(answer, list) and answer[0].target == tree


def test_an_open_task_is_done_only_where_the_page_names_its_target() -> None:
    elsewhere = Inventory(url="http://127.0.0.1/dashboard", title="Dashboard · Acme", headings=((1, "Dashboard"),),
                          controls=(control(LINK, "Requests", 1),))
    arrived = Inventory(url="http://127.0.0.1/admin/shop/product/", title="Select product to change | Admin",
                        headings=((1, "Select product to change"),), controls=(control(LINK, "Customers", 1),))

    for target in ("the list of products", "Liste der Produkte"):
        done = open_page(0, Open(text="", target=target), situation(arrived, Open(text="", target=target)))
        assert isinstance(done, list) and done[0].sentence.startswith("Verify")
    not_done = open_page(0, Open(text="", target="Produkte"), situation(elsewhere, Open(text="", target="Produkte")))
    assert isinstance(not_done, NotHere)


def test_a_record_named_by_its_row_is_opened_by_the_rows_link() -> None:
    acme = control(LINK, "1", 1, around="1 Acme Corp acme@example.com Berlin")
    globex = control(LINK, "2", 2, around="2 Globex Inc globex@example.com Springfield")
    city = control(LINK, "Springfield", 3, around="2 Globex Inc globex@example.com Springfield")

    for target in ("the record of Globex", "den Datensatz von Globex"):
        answer = open_page(0, Open(text="", target=target), situation(page(acme, globex, city),
                                                                     Open(text="", target=target)))
        assert isinstance(answer, list) and [p.target for p in answer] == [globex]
        assert answer[0].sentence == 'Click the "2" link in the row for "Globex"', "by the record, not by place"


def test_a_name_in_two_rows_opens_neither() -> None:
    one = control(LINK, "1", 1, around="1 Globex Inc Berlin")
    two = control(LINK, "2", 2, around="2 Globex Ltd London")

    answer = open_page(0, Open(text="", target="the record of Globex"),
                       situation(page(one, two), Open(text="", target="the record of Globex")))

    assert isinstance(answer, NotHere)


def test_a_record_followed_by_its_row_is_open_where_the_page_shows_its_name() -> None:
    globex = control(LINK, "2", 2, around="2 Globex Inc globex@example.com Springfield")
    record = Inventory(url="http://127.0.0.1/shop/customers/2", title="customers: 2", headings=((1, "customers"),),
                       controls=(control(LINK, "home", 1),))
    memory = Memory()
    memory.learn(Fact(0, 'Click the "2" link', "list", globex, "moved", record.url, moved=True))

    for target, shown in (("the record of Globex", "2 Globex Inc"), ("den Datensatz von Globex", "2 Globex Inc")):
        answer = open_page(0, Open(text="", target=target),
                           Situation(goal="", clauses=(), inventory=record, memory=memory, text=shown))
        assert isinstance(answer, list) and answer[0].sentence == 'Verify the page shows "Globex"'
    elsewhere = open_page(0, Open(text="", target="the record of Globex"),
                          Situation(goal="", clauses=(), inventory=record, memory=memory, text="3 Initech"))
    assert isinstance(elsewhere, NotHere)


def test_words_the_page_itself_names_need_not_be_on_the_control() -> None:
    todos = Inventory(url="http://127.0.0.1/#/", title="TodoMVC", headings=((1, "todos"),),
                      controls=(control(LINK, "All", 1), control(LINK, "Active", 2), control(LINK, "Completed", 3)))

    for target in ("only the active todos", "nur die aktiven Aufgaben"):
        answer = open_page(0, Open(text="", target=target), situation(todos, Open(text="", target=target)))
        assert isinstance(answer, list) and [p.sentence for p in answer] == ['Click the "Active" link']
    nothing_left = open_page(0, Open(text="", target="the todos"), situation(todos, Open(text="", target="todos")))
    assert isinstance(nothing_left, list) and nothing_left[0].sentence.startswith("Verify")


def test_a_control_in_the_records_row_is_named_by_the_record_not_by_its_place() -> None:
    rows = [control(BUTTON, "Edit", index, around=f"{name} {name.split()[0].lower()}@example.com Basic Edit")
            for index, name in enumerate(("Ada Lovelace", "Grace Hopper", "Alan Turing"), start=1)]
    inventory = page(*rows)

    assert named(rows[2], inventory).phrase() == 'the third "Edit" button', "the place it had on this page only"
    assert in_record(rows[2], "Alan Turing", inventory).phrase() == 'the "Edit" button in the row for "Alan Turing"'


def test_a_control_whose_own_label_names_the_record_keeps_its_label() -> None:
    box = control(FIELD, "Select Alan Turing", 1, role="checkbox", around="Alan Turing Basic")
    other = control(FIELD, "Select Ada Lovelace", 2, role="checkbox", around="Ada Lovelace Basic")

    assert in_record(box, "Alan Turing", page(box, other)).phrase() == 'the "Select Alan Turing" checkbox'


def test_a_field_of_the_records_row_is_named_by_its_label_and_the_row_or_by_its_kind_when_it_has_none() -> None:
    plan = control(FIELD, "Plan", 1, role="combobox", around="Alan Turing Basic")
    box = control(FIELD, "", 2, role="checkbox", around="feed the cat")
    inventory = page(plan, control(FIELD, "Plan", 3, role="combobox", around="Ada Lovelace Basic"), box,
                     control(FIELD, "", 4, role="checkbox", around="buy some cheese"))

    assert in_record(plan, "Alan Turing", inventory).phrase() == 'the "Plan" dropdown in the row for "Alan Turing"'
    assert in_record(box, "feed the cat", inventory).phrase() == 'the checkbox in the row for "feed the cat"'


def test_a_control_outside_the_records_row_is_named_as_ever() -> None:
    save = control(BUTTON, "Save", 1)

    assert in_record(save, "Alan Turing", page(save)).phrase() == 'the "Save" button'


def test_a_record_named_in_another_language_is_opened_by_the_key_only_one_link_holds() -> None:
    """"öffne die Seite des Meilensteins 1.3" where the roadmap says "Milestone: 1.3": the key names it."""
    clause = Open(text="öffne die Seite des Meilensteins 1.3", target="Meilensteins 1.3")
    roadmap = page(control(LINK, "Milestone: 1.2", 1), control(LINK, "Milestone: 1.3", 2),
                   control(LINK, "Milestone: 1.3.1", 3))
    twice = page(control(LINK, "Milestone: 1.3", 1), control(LINK, "Version 1.3", 2))

    opened = open_page(0, clause, situation(roadmap, clause))

    assert isinstance(opened, list) and [step.sentence for step in opened] == ['Click the "Milestone: 1.3" link']
    assert isinstance(open_page(0, clause, situation(twice, clause)), NotHere), "two links hold 1.3: neither"


def test_a_page_named_by_nothing_but_the_link_followed_and_its_address_is_open() -> None:
    """"Open the statistics": the "Statistics" link led to /lisbon-trip/statistics, a page whose heading and title
    do not say so. The link and the address together are the evidence; an address alone, or a link that led
    elsewhere, is not."""
    link = control(LINK, "Statistics", 2)
    stats = Inventory(url="http://127.0.0.1/lisbon-trip/statistics", title="Account manager", headings=(),
                      controls=(link,))
    clause = Open(text="", target="the statistics")
    memory = Memory()
    assert isinstance(open_page(0, clause, Situation(goal="", clauses=(clause,), inventory=stats, memory=memory)),
                      list)  # not followed yet: the link is proposed
    memory.learn(Fact(0, 'Click the "Statistics" link', "bills", link, "moved", stats.url, moved=True))

    answer = open_page(0, clause, Situation(goal="", clauses=(clause,), inventory=stats, memory=memory))
    assert isinstance(answer, list) and answer[0].sentence == 'Verify the URL contains "statistics"'
    bills = Inventory(url="http://127.0.0.1/lisbon-trip/", title="Account manager", headings=(), controls=(link,))
    elsewhere = Memory()
    elsewhere.learn(Fact(0, 'Click the "Statistics" link', "bills", link, "moved", bills.url, moved=True))
    again = open_page(0, clause, Situation(goal="", clauses=(clause,), inventory=bills, memory=elsewhere))
    assert not (isinstance(again, list) and again[0].sentence.startswith("Verify"))
