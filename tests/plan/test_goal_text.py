"""Reading a goal into tasks, in English and German: what each task is, its target, its credentials and values."""

from __future__ import annotations

import pytest

from plainwright.plan.clauses import named_records
from plainwright.plan.goal_text import (
    AddToCart,
    Do,
    Edit,
    Fill,
    FreeForm,
    LogIn,
    LogOut,
    Open,
    Pair,
    Search,
    Submit,
    read_goal,
)


def test_seed_002s_goal_is_a_login_and_a_page_to_open() -> None:
    reading = read_goal("Log in and open the regression overview", {"username": "alice", "password": "s3cret"})

    assert reading.clauses == [LogIn(text="Log in", username="alice", password="s3cret"),
                               Open(text="open the regression overview", target="regression overview")]
    assert reading.not_understood == []


@pytest.mark.parametrize("goal", [
    "Logge dich ein und öffne die Regression-Übersicht",
    "Melde dich an, dann öffne die Regression-Übersicht",
    "Einloggen und die Regression-Übersicht öffnen",
])
def test_the_same_goal_in_german(goal: str) -> None:
    reading = read_goal(goal, {"username": "alice", "password": "s3cret"})

    assert [type(clause) for clause in reading.clauses] == [LogIn, Open]
    login, page = reading.clauses
    assert isinstance(login, LogIn) and (login.username, login.password) == ("alice", "s3cret")
    assert isinstance(page, Open) and page.target == "Regression-Übersicht"


@pytest.mark.parametrize(("goal", "username", "password"), [
    ('Log in as "alice" with password "s3cret"', "alice", "s3cret"),
    ("log in with username alice and password s3cret", "alice", "s3cret"),
    ('Sign in with email "ann@example.com" and password: "pa ss"', "ann@example.com", "pa ss"),
    ("Logge dich als „alice“ mit dem Passwort „s3cret“ ein", "alice", "s3cret"),
    ("Melde dich mit Benutzername bob und Kennwort geheim an", "bob", "geheim"),
])
def test_credentials_in_the_goals_words_win_over_the_variables(goal: str, username: str, password: str) -> None:
    reading = read_goal(goal, {"username": "other", "password": "other"})

    assert reading.clauses == [LogIn(text=reading.clauses[0].text, username=username, password=password)]


def test_a_login_without_credentials_has_none() -> None:
    assert read_goal("Log in").clauses == [LogIn(text="Log in", username=None, password=None)]


def test_the_seed_prompt_with_a_semicolon_is_three_tasks() -> None:
    reading = read_goal("Gehe zur Login-Seite und logge dich ein; öffne die Regression-Übersicht", {"password": "x"})

    assert [type(clause) for clause in reading.clauses] == [Open, LogIn, Open]
    assert reading.describe()[0] == 'open "Login-Seite"'


def test_a_form_and_its_values_and_a_submit() -> None:
    reading = read_goal('Fill the contact form with Name "Ann", Email "ann@example.com" and Newsletter "yes" '
                        "and submit it")

    fill, send = reading.clauses
    assert isinstance(fill, Fill) and fill.form == "contact"
    assert fill.pairs == (Pair("Name", "Ann"), Pair("Email", "ann@example.com"), Pair("Newsletter", "yes"))
    assert isinstance(send, Submit)


def test_a_german_form() -> None:
    fill, send = read_goal("Fülle das Formular mit Name „Ann“ und E-Mail „ann@example.com“ aus und sende es ab").clauses

    assert isinstance(fill, Fill) and fill.pairs == (Pair("Name", "Ann"), Pair("E-Mail", "ann@example.com"))
    assert isinstance(send, Submit)


@pytest.mark.parametrize(("goal", "expected"), [
    ('Add "Trailhead tent" to the cart', AddToCart(text='Add "Trailhead tent" to the cart', item="Trailhead tent")),
    ("Lege „Merino socks“ in den Warenkorb", AddToCart(text='Lege "Merino socks" in den Warenkorb',
                                                       item="Merino socks")),
    ("Search for salt and pepper", Search(text="Search for salt and pepper", query="salt and pepper")),
    ("Suche nach „Drucker“", Search(text='Suche nach "Drucker"', query="Drucker")),
    ("Sign out", LogOut(text="Sign out")),
    ("Melde dich ab", LogOut(text="Melde dich ab")),
    ("Open https://example.org/a", Open(text="Open https://example.org/a", url="https://example.org/a")),
    ('Verify the page shows "Welcome"', Do(text='Verify the page shows "Welcome"')),
])
def test_each_flow(goal: str, expected: object) -> None:
    assert read_goal(goal).clauses == [expected]


def test_what_is_not_understood_is_named_and_kept_in_its_place_as_a_task_for_a_model() -> None:
    reading = read_goal("Open the settings, then dance a little, then log out", {"password": "x"})

    assert reading.describe() == ['open "settings"', '"dance a little" (not understood by the rules)', "log out"]
    assert reading.not_understood == ["dance a little"]
    assert type(reading.clauses[1]) is FreeForm


@pytest.mark.parametrize("goal", ["Log in and dance a little", "Log out of everything now"])
def test_a_task_that_says_more_than_its_flow_reads_is_not_understood(goal: str) -> None:
    reading = read_goal(goal, {"password": "x"})

    assert (reading.clauses, reading.not_understood) == ([FreeForm(text=goal)], [goal])


def test_a_login_may_say_where_to() -> None:
    assert read_goal('Log in to my account as "alice" with password "pw"').describe() == [
        'log in as "alice" with password "***"']


def test_a_password_is_never_described() -> None:
    reading = read_goal('Log in as "alice" with password "s3cret"')

    assert "s3cret" not in " ".join(reading.describe())


@pytest.mark.parametrize("goal", [
    'Log in to the admin as "admin" with password "pw"',
    'Sign in to the Wagtail admin as "admin" with password "pw"',
    'Melde dich im Admin-Bereich als "admin" mit dem Passwort "pw" an',
    'Melde dich bei der Verwaltung als "admin" mit Passwort "pw" an',
])
def test_the_words_naming_where_a_login_happens_are_a_place_not_leftover(goal: str) -> None:
    assert read_goal(goal).clauses == [LogIn(text=goal, username="admin", password="pw")]


@pytest.mark.parametrize(("goal", "noun", "pairs"), [
    ('Open "Order #6", set the notes to "x" and save it', "Order", (Pair("notes", "x"),)),
    ('Öffne "Order #6", setze die Notizen auf "x" und speichere', "Order", (Pair("Notizen", "x"),)),
    ('Open "Ticket 12", set its priority to High, write "called back" into its comment and save it', "Ticket",
     (Pair("priority", "High"), Pair("comment", "called back"))),
    ('Öffne "Projekt Apollo", trage "Q3" in das Feld Phase ein und speichere es', "",
     (Pair("Feld Phase", "Q3"),)),
])
def test_a_record_opened_by_name_then_changed_and_saved_is_one_edit(goal: str, noun: str,
                                                                    pairs: tuple[Pair, ...]) -> None:
    (record,) = read_goal(goal).clauses

    assert isinstance(record, Edit) and record.noun == noun and record.pairs == pairs
    assert record.text.startswith(goal.split(",")[0])


@pytest.mark.parametrize(("goal", "opened"), [
    ("Open the settings and submit it", "settings"),
    ("Öffne die Einstellungen und speichere sie", "Einstellungen"),
])
def test_saving_or_submitting_it_is_a_submit(goal: str, opened: str) -> None:
    reading = read_goal(goal)

    assert isinstance(reading.clauses[0], Open) and reading.clauses[0].target == opened
    assert isinstance(reading.clauses[-1], Submit) and reading.not_understood == []


@pytest.mark.parametrize(("goal", "query"), [
    ('Search for "Le Guin, Ursula K. and others". Log out.', "Le Guin, Ursula K. and others"),
    ("Search for books by Ursula K. Le Guin. Log out.", "books by Ursula K. Le Guin"),
    ("Suche nach Büchern von Ursula K. Le Guin. Melde dich ab.", "Büchern von Ursula K. Le Guin"),
])
def test_a_period_inside_a_name_does_not_split_the_goal(goal: str, query: str) -> None:
    assert read_goal(goal).clauses[0] == Search(text=goal.rsplit(". ", 1)[0], query=query)
    assert isinstance(read_goal(goal).clauses[-1], LogOut)


def test_a_period_before_a_task_or_at_the_end_still_ends_one() -> None:
    assert read_goal('Open the settings. Verify the page shows "Saved".').describe() == [
        'open "settings"', 'do: Verify the page shows "Saved"']
    assert read_goal("Öffne die Einstellungen. Melde dich ab.").describe() == ['open "Einstellungen"', "log out"]


@pytest.mark.parametrize(("goal", "target"), [
    ("Open the list of products", "products"),
    ("Öffne die Liste der Ausleihen", "Ausleihen"),
    ('Open the details of "And Then There Were None"', "And Then There Were None"),
    ('Öffne die Details von "And Then There Were None"', "And Then There Were None"),
    ("Open the list", "list"),
])
def test_the_kind_of_page_is_not_part_of_what_it_shows(goal: str, target: str) -> None:
    assert read_goal(goal).clauses == [Open(text=goal, target=target)]


@pytest.mark.parametrize(("goal", "place", "then"), [
    ('In the shop database, search the products for "wireless".', "shop database", 'search for "wireless"'),
    ('Within the reports section, open "Annual report 2024"', "reports section", 'open "Annual report 2024"'),
    ('Im Bereich Bestellungen, suche nach "Müller"', "Bereich Bestellungen", 'search for "Müller"'),
    ('Auf der Seite Einstellungen, melde dich ab', "Einstellungen", "log out"),
])
def test_a_place_named_before_the_task_is_opened_first(goal: str, place: str, then: str) -> None:
    reading = read_goal(goal)

    assert not reading.not_understood
    assert reading.clauses[0] == Open(text=reading.clauses[0].text, target=place)
    assert reading.describe()[-1] == then


@pytest.mark.parametrize(("goal", "tool", "task"), [
    ('Use the "New ticket" form to create a new ticket named "Printer jam"', "New ticket",
     'create a new "ticket" named "Printer jam"'),
    ('Search for "late" with the "Overdue loans" report', "Overdue loans", 'search for "late"'),
    ('Verwende den Assistenten "Neues Projekt" und lege ein neues Projekt namens "Apollo" an', "Neues Projekt",
     'create a new "Projekt" named "Apollo"'),
    ('Lege mit der Abfrage "Kunde anlegen" einen neuen Kunden namens "Initech" an', "Kunde anlegen",
     'create a new "Kunden" named "Initech"'),
])
def test_a_tool_the_task_is_done_with_is_opened_first(goal: str, tool: str, task: str) -> None:
    reading = read_goal(goal)

    assert not reading.not_understood
    assert [c.describe() for c in reading.clauses] == [f'open "{tool}"', task]


@pytest.mark.parametrize("goal", ['Sign up with the email "bo@example.com"', 'Fill the form with name "Bo"',
                                  'Melde dich mit dem Passwort "x" an'])
def test_a_quoted_value_is_not_a_tool_without_a_word_for_one(goal: str) -> None:
    assert not any(isinstance(c, Open) for c in read_goal(goal).clauses)


def test_the_records_a_goal_names_are_those_it_edits_ticks_or_acts_on() -> None:
    reading = read_goal('Log in, edit the customer "Alan Turing": set the plan to Pro, then mark "Call Ada" as done '
                        'and delete "Old note"')

    assert named_records(reading.clauses) == ["Alan Turing", "Call Ada", "Old note"], "not the plan's value Pro"


@pytest.mark.parametrize("goal", [
    'Log in as "admin" with password "pw" and, in my account settings, change my first name to "Morgana", my '
    'email to "m@r.example" and the theme to Dark.',
])
def test_a_place_named_before_several_values_changed_there(goal: str) -> None:
    """"..., and, in my account settings, change A to X, B to Y and C to Z": the place is opened, the values set
    in its form, and the form sent."""
    login, place, values, send = read_goal(goal).clauses

    assert isinstance(login, LogIn) and isinstance(place, Open) and place.target == "account settings"
    assert isinstance(values, Fill) and [(pair.label, pair.value) for pair in values.pairs] == [
        ("first name", "Morgana"), ("email", "m@r.example"), ("theme", "Dark")]
    assert isinstance(send, Submit)


@pytest.mark.parametrize(("goal", "account"), [
    ('Log in to the project "lisbon-trip" with the private code "pasteis-de-nata"', "lisbon-trip"),
    ('Log in to "lisbon-trip" with the access code "pasteis-de-nata"', "lisbon-trip"),
    ('Melde dich beim Projekt "lisbon-trip" mit dem privaten Code "pasteis-de-nata" an', "lisbon-trip"),
    ('Melde dich bei "lisbon-trip" mit dem Zugangscode "pasteis-de-nata" an', "lisbon-trip"),
])
def test_a_login_into_a_named_account_with_its_code_names_the_account_and_the_code(goal: str, account: str) -> None:
    """Apps that log into a project or workspace by its name and a code, with no user: the quoted place is who."""
    assert read_goal(goal).clauses == [LogIn(text=goal, username=account, password="pasteis-de-nata")]
    both = 'Log in to "lisbon-trip" as "ann" with password "pw"'
    assert read_goal(both).clauses == [FreeForm(text=both)], "an account and a user: no login that drops one"


@pytest.mark.parametrize(("goal", "user", "password"), [
    ("Log in as tom@example.test (password kettle-harbor-17)", "tom@example.test", "kettle-harbor-17"),
    ("Melde dich als tom@example.test an (Passwort kettle-harbor-17)", "tom@example.test", "kettle-harbor-17"),
    ("Log in as the admin nora@example.test (password fjord-42)", "nora@example.test", "fjord-42"),
    ("Melde dich als Admin nora@example.test an (Passwort fjord-42)", "nora@example.test", "fjord-42"),
    ("Log in as admin with password f(x)", "admin", "f(x)"),
])
def test_credentials_in_brackets_or_after_the_users_role_are_read_whole(goal: str, user: str, password: str) -> None:
    """A password in brackets ends at its bracket (a closing ")" is no part of it; a pair inside a value is), a
    German aside after the verb's last word belongs to the login, and "the admin" before an address is a role."""
    assert read_goal(goal).clauses == [LogIn(text=goal, username=user, password=password)]


@pytest.mark.parametrize("goal", [
    'As priya@example.test (password monsoon-8), open the Release Checklist',
    'Öffne als priya@example.test (Passwort monsoon-8) die Release Checklist',
    'Open the Release Checklist as priya@example.test with the password monsoon-8',
])
def test_a_task_done_as_a_user_whose_password_is_given_logs_in_first(goal: str) -> None:
    """"As X (password Y), do Z": who does it, said inside the task, is a login before it."""
    login, opened = read_goal(goal).clauses
    assert isinstance(login, LogIn) and (login.username, login.password) == ("priya@example.test", "monsoon-8")
    assert isinstance(opened, Open) and opened.target == "Release Checklist"


@pytest.mark.parametrize(("goal", "record", "view"), [
    ("Show me the change history of the Laptop Setup page", "Laptop Setup page", "history"),
    ("Zeig mir die Änderungshistorie der Seite Laptop Setup", "Laptop Setup", "history"),
    ('Open the settings of the project "Apollo"', 'project "Apollo"', "settings"),
])
def test_a_view_of_a_record_opens_the_record_then_its_view(goal: str, record: str, view: str) -> None:
    """"The history of the page X" is two places, one reached from the other: the view waits for its record."""
    assert read_goal(goal).clauses == [Open(text=goal, target=record),
                                       Open(text=goal, target=view, of_record=record)]


def test_a_name_with_of_in_it_is_one_place() -> None:
    assert read_goal("Open the Bank of America page").clauses == [
        Open(text="Open the Bank of America page", target="Bank of America page")]


@pytest.mark.parametrize(("goal", "place", "opened"), [
    ("Öffne im Bereich Rechnungen die Rechnung INV-1003", "Bereich Rechnungen", "Rechnung INV-1003"),
    ("Öffne im Experiment churn-prediction den Run mit dem besten F1-Score.", "Experiment churn-prediction",
     "Run mit dem besten F1-Score"),
    ("Öffne in den Projekteinstellungen die Mitglieder", "Projekteinstellungen", "Mitglieder"),
])
def test_a_place_said_between_the_verb_and_what_is_opened_is_opened_first(goal: str, place: str,
                                                                          opened: str) -> None:
    """German says where before what: „Öffne im Bereich X die Rechnung Y" opens X, then Y, not a page named
    "Bereich X die Rechnung Y"."""
    assert [clause.target for clause in read_goal(goal).clauses if isinstance(clause, Open)] == [place, opened]


def test_a_page_opened_with_its_article_only_is_one_page() -> None:
    assert read_goal("Öffne die Rechnung INV-1003").describe() == ['open "Rechnung INV-1003"']
