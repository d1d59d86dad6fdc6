"""The grammar alone: how sentences become clauses and intents, without a page."""

from __future__ import annotations

import pytest

from plainwright.model import ActionKind
from plainwright.understand.grammar import parse_step
from plainwright.understand.intent import Family, Purpose

K = ActionKind


def _intents(sentence: str) -> list[tuple[str, str, str | None, str | None]]:
    return [(c.intent.kind.value, c.intent.target, c.intent.value, c.intent.context) if c.intent
            else ("?", c.text, None, None) for c in parse_step(sentence)]


def test_a_leading_place_scopes_every_clause_that_follows_it() -> None:
    assert _intents('In the dialog, type "x@y.z" into Email address and click Send') == [
        ("fill", "Email address", "x@y.z", "dialog"), ("click", "Send", None, "dialog")]
    clause = parse_step("Within the Billing section, tick Same as shipping")[0]
    assert clause.text == "Within the Billing section, tick Same as shipping"
    assert clause.intent is not None and clause.intent.context == "Billing section"


def test_naming_the_page_one_is_on_is_not_a_place_inside_it() -> None:
    assert _intents("On the Settings page, tick Dark mode") == [("check", "Dark mode", None, None)]


def test_a_connective_at_the_start_is_not_read_as_a_place() -> None:
    assert _intents("In addition, click Save") == [("click", "Save", None, None)]


def test_a_place_alone_is_reported_as_not_understood() -> None:
    assert _intents("In the dialog") == [("?", "In the dialog", None, None)]


def test_typing_after_clearing_a_field_types_into_that_field() -> None:
    assert _intents('Clear the search box then type "hoka"') == [
        ("clear", "search", None, None), ("fill", "search", "hoka", None)]
    assert _intents('Click Save and type "x"')[1] == ("fill", "", "x", None)


def test_waiting_for_quoted_words_waits_for_the_words_not_an_element() -> None:
    assert _intents('Wait for "Report ready" to appear') == [("wait", "Report ready", "Report ready", None)]
    assert _intents("Wait for the Report button") == [("wait", "Report", None, None)]


def test_the_browser_s_own_buttons_are_actions_of_their_own() -> None:
    assert [c.intent.kind for c in parse_step("Reload the page and go back") if c.intent] == [K.RELOAD, K.GO_BACK]
    assert parse_step("Go forward")[0].intent.kind is K.GO_FORWARD  # type: ignore[union-attr]
    assert _intents("Click Back") == [("click", "Back", None, None)]  # a page's own Back button
    assert _intents("Go to /admin/orders/add/") == [("navigate", "", "/admin/orders/add/", None)]


def test_presence_checks_as_people_phrase_them() -> None:
    assert _intents('Check that "Invoice 42" is listed') == [("assert_text", "", "Invoice 42", "listing")]
    assert _intents('Make sure "Globex" is not listed') == [("assert_no_text", "", "Globex", "listing")]
    assert _intents('Check that "Customers" is listed under Shop') == [("assert_text", "", "Customers", "Shop")]
    assert _intents('Make sure the page asks "Delete this item?"') == [("assert_text", "", "Delete this item?", None)]
    assert _intents('"Report ready" appears') == [("assert_text", "", "Report ready", None)]
    assert _intents("Check that the row for Order #6 shows Shipped") == [("assert_text", "", "Shipped", "Order #6")]
    there = parse_step('There should be a "Log in again" link')[0].intent
    assert there is not None and (there.kind, there.target, there.role) == (K.ASSERT_VISIBLE, "Log in again", "link")


def test_an_ordinal_row_is_not_dropped_from_a_check() -> None:
    for step in ("Check that the first row shows Aperture Science", 'Verify "Aperture Science" is the first customer'):
        (clause,) = parse_step(step)
        assert clause.intent is not None
        assert (clause.intent.kind, clause.intent.role, clause.intent.ordinal, clause.intent.value) == (
            K.ASSERT_VALUE, "row", 1, "Aperture Science")


def test_a_leading_place_may_be_quoted_or_under_a_title() -> None:
    assert _intents('Under "By status", click Shipped') == [("click", "Shipped", None, "By status")]
    assert _intents('In the "By active" filter, click No') == [("click", "No", None, "By active")]


def test_values_typed_for_a_purpose_are_sent_with_enter() -> None:
    assert _intents('Add a todo "Walk the dog"') == [("fill", "todo", "Walk the dog", None),
                                                      ("press", "", "Enter", None)]
    assert _intents('Search for "shoes"') == [("fill", "search", "shoes", None), ("press", "", "Enter", None)]
    assert _intents('Search for "shoes" and press Enter') == [("fill", "search", "shoes", None),
                                                               ("press", "", "Enter", None)]


def test_replacing_and_field_colon_value_fill() -> None:
    assert _intents("Username: admin") == [("fill", "Username", "admin", None)]
    assert _intents('Replace the query with "select 1"') == [("fill", "query", "select 1", None)]
    back = parse_step('Replace its text with "Walk the cat"')[0].intent
    assert back is not None and back.refers_back and back.value == "Walk the cat"
    assert _intents("Clear the Date joined field and type 2025-06-30")[1][2] == "2025-06-30"


@pytest.mark.parametrize("sentence", ['Gib 15 in das Feld "Stock" ein', "Trage 15 in das Feld „Stock“ ein",
                                      'Enter 15 into "Stock"', 'Type 15 in the "Stock" field'])
def test_an_unquoted_value_goes_into_the_quoted_field_named_after_it(sentence: str) -> None:
    assert [(kind, value) for kind, _, value, _ in _intents(sentence)] == [("fill", "15")]
    assert "Stock" in _intents(sentence)[0][1]


def test_several_values_in_one_clause_each_go_to_their_field() -> None:
    assert _intents('Enter the username "kim" and the password "pw" into the text fields and press Log in') == [
        ("fill", "username", "kim", None), ("fill", "password", "pw", None), ("click", "Log in", None, None)]
    both = [c.intent for c in parse_step('Enter the password "yA" into both text fields')]
    assert [(i.kind, i.value, i.ordinal) for i in both if i] == [(K.FILL, "yA", 1), (K.FILL, "yA", 2)]


def test_a_list_of_quoted_texts_continues_the_clause_before_it() -> None:
    assert _intents('Check that the list shows "Milk" and "Bread"') == [
        ("assert_text", "", "Milk", None), ("assert_text", "", "Bread", None)]
    assert [i[0] for i in _intents('Select "A" and "B"')] == ["select", "select"]


def test_marking_an_item_done_ticks_it_and_a_pointed_at_value_is_not_typed() -> None:
    assert _intents('Mark "buy milk" as done') == [("check", "buy milk", None, None)]
    assert _intents('Mark "buy milk" as not done') == [("uncheck", "buy milk", None, None)]
    assert _intents("Type the text below into the text field")[0][0] == "?"


def test_a_described_value_is_not_typed_as_if_it_were_the_value() -> None:
    assert _intents('Enter an item that starts with "Rus".')[0][0] == "?"


def test_lists_leading_places_and_names_after_places_as_instructions_put_them() -> None:
    assert [i[1] for i in _intents("Select fzzqo, NYYyS82 and click Submit")] == ["fzzqo", "NYYyS82", "Submit"]
    assert _intents('For the user @leo, click on the "Mute" button') == [("click", "Mute", None, "user @leo")]
    assert _intents('Click the button in the dialog box labeled "OK"') == [("click", "OK", None, "dialog box")]
    steps = parse_step('Use the textbox to enter "Renda" and press "Search", then find and click the 7th result')
    assert [(c.intent.kind, c.intent.ordinal) for c in steps if c.intent] == [(K.FILL, None), (K.CLICK, None),
                                                                              (K.CLICK, 7)]


def test_only_is_checked_not_dropped() -> None:
    assert _intents('Verify the list shows only "Milk"') == [("assert_text", "", "Milk", None),
                                                              ("assert_count", "entries", "1", "Milk")]
    assert _intents('Verify the list still shows "Milk"') == [("assert_text", "", "Milk", None)]
    assert [i[2] for i in _intents('Verify "Milk" and "Bread" are both shown')] == ["Milk", "Bread"]


def test_what_the_grammar_knows_beyond_words_is_typed_not_hidden_in_the_words() -> None:
    icon = parse_step("Click the gear icon next to Amount")[0].intent
    assert icon is not None and (icon.role, icon.family, icon.target) == (None, Family.ICON, "gear")
    button = parse_step("Click the Save button")[0].intent
    assert button is not None and (button.role, button.family) == ("button", None)
    closing = parse_step("Dismiss the cookie banner")[0].intent
    assert closing is not None and closing.purpose is Purpose.CLOSE and closing.context == "cookie banner"
    sorting = parse_step("Sort the orders by date")[0].intent
    assert sorting is not None and (sorting.kind, sorting.purpose, sorting.value) == (K.SELECT, Purpose.SORT, "date")
    clicked = parse_step("Click Close")[0].intent
    assert clicked is not None and clicked.purpose is None  # a button named "Close" is a name, not a purpose


def test_a_quoted_value_is_never_split_at_the_words_it_holds() -> None:
    assert _intents('Change the Summary to "Open from June to September"') == [
        ("fill", "Summary", "Open from June to September", None)]
    assert _intents('Type "Salt and pepper" into Notes') == [("fill", "Notes", "Salt and pepper", None)]


def test_a_column_header_is_named_by_its_role() -> None:
    intent = parse_step("Click the Title column header to sort by title")[0].intent
    assert intent is not None and (intent.role, intent.target) == ("columnheader", "Title")


def test_words_that_describe_a_value_do_not_make_a_value_check() -> None:
    """MiniWoB's 'Enter an item that starts with "An" and ends with "ica"' passed as a check that something
    ends with "ica": a false pass. It is a description of what to type, not a check."""
    clause = parse_step('Enter an item that starts with "An" and ends with "ica".')[0]
    assert clause.intent is None or clause.intent.kind is not K.ASSERT_VALUE


@pytest.mark.parametrize(("step", "kind", "target", "value", "context"), [
    ('Change the "How much?" amount to 16', ActionKind.FILL, "How much?", "16", None),
    ("Ändere den Betrag „Wieviel?“ auf „44,99“", ActionKind.FILL, "Wieviel?", "44,99", None),
    ('Replace the text in the "What?" field with "Taxi"', ActionKind.FILL, "What?", "Taxi", None),
    ("Ersetze den Text im Feld „Was?“ durch „Internet und Telefon“", ActionKind.FILL, "Was?",
     "Internet und Telefon", None),
    ('Click "Harbour Museum" in the page explorer', ActionKind.CLICK, "Harbour Museum", None, "page explorer"),
    ("Hover over Dmitri in the list of participants", ActionKind.HOVER, "Dmitri", None, "list of participants"),
    ("Klicke in der Zeile „Internet subscription“ auf „Bearbeiten“", ActionKind.CLICK, "Bearbeiten", None,
     "Internet subscription"),
    ("Klicke im Formular auf „Hinzufügen“", ActionKind.CLICK, "Hinzufügen", None, "Formular"),
])
def test_a_name_is_told_from_the_words_around_it_that_say_what_or_where_it_is(
        step: str, kind: ActionKind, target: str, value: str | None, context: str | None) -> None:
    """A quoted name with a word for what it is ("amount", "Betrag"), the text of a field named by its name, and a
    place after a quoted name or before it ("im Formular auf ...") leave the name alone as the target."""
    clauses = parse_step(step)
    assert len(clauses) == 1 and (intent := clauses[0].intent) is not None
    assert (intent.kind, intent.target, intent.value, intent.context) == (kind, target, value, context)


def test_german_names_the_item_with_bei_and_the_amount_with_betraegt() -> None:
    assert _intents("Klicke beim „Day pass Sunday“ auf „+“") == [("click", "+", None, "Day pass Sunday")]
    assert _intents("Prüfe, dass die Gesamtsumme „€85.00“ beträgt") == [
        ("assert_value", "Gesamtsumme", "€85.00", None)]


def test_a_state_said_last_and_a_value_changed_from_one_to_another() -> None:
    assert _intents('Switch "Archived" on') == [("check", "Archived", None, None)]
    assert _intents("Schalte „Archiviert“ aus") == [("uncheck", "Archiviert", None, None)]
    assert _intents("Change the weight from 2.5 to 3.0") == [
        ("assert_value", "weight", "2.5", None), ("fill", "weight", "3.0", None)]
    assert [c.derived for c in parse_step("Change the weight from 2.5 to 3.0")] == [True, False]


def test_opening_says_what_opens_a_view() -> None:
    opened, clicked = parse_step('Open the order of "anne"')[0].intent, parse_step("Click the order of anne")[0].intent
    assert opened is not None and opened.purpose is Purpose.OPEN
    assert clicked is not None and clicked.purpose is None


def test_one_verb_two_values_each_into_its_field() -> None:
    assert _intents("Type admin in the Username field and admin in the Password field") == [
        ("fill", "Username", "admin", None), ("fill", "Password", "admin", None)]
    assert _intents('Type "x" into the Terms and Conditions field') == [("fill", "Terms and Conditions", "x", None)]


@pytest.mark.parametrize(("sentence", "clicked"), [
    ("Log in as admin with password admin", True), ('Sign in with username "admin" and password "admin"', True),
    ("Enter username admin and password admin and sign in", True),
    ("Melde dich als admin mit dem Passwort admin an", True),
    ('Log in as "admin" / "admin"', True),
    ('Fill in the username "admin" and the password "admin"', False),
])
def test_a_log_in_in_one_sentence_is_its_three_clauses(sentence: str, clicked: bool) -> None:
    assert _intents(sentence) == [("fill", "username", "admin", None), ("fill", "password", "admin", None)] + (
        [("click", "log in", None, None)] if clicked else [])


def test_a_word_for_what_the_words_are_and_both_of_two_texts() -> None:
    assert _intents('Verify the dashboard shows the chart "Revenue 2024"') == [
        ("assert_text", "", "Revenue 2024", None)]
    assert _intents('Verify both "A" and "B" are shown') == [("assert_text", "", "A", None),
                                                             ("assert_text", "", "B", None)]


def test_a_place_said_first_with_no_comma_after_it() -> None:
    assert _intents('In the Type filter choose "Pie Chart"') == [("select", "Pie Chart", None, "Type filter")]
    assert _intents("In the dialog click Save") == [("click", "Save", None, "dialog")]


def test_german_instructions_may_start_with_the_infinitive() -> None:
    assert _intents("Prüfen, dass „Marketing Funnel“ dort als „Veröffentlicht“ steht") == [
        ("assert_text", "", "Veröffentlicht", "Marketing Funnel")]
    assert _intents("Klicken Sie auf „Speichern“") == [("click", "Speichern", None, None)]


def test_a_record_shown_with_a_value_in_a_column_or_as_a_value() -> None:
    assert _intents('Check that "Marketing Funnel" is listed with the status "Draft"') == [
        ("assert_value", "status", "Draft", "Marketing Funnel")]
    assert _intents("Prüfen, dass „Marketing Funnel“ mit dem Status „Entwurf“ angezeigt wird") == [
        ("assert_value", "Status", "Entwurf", "Marketing Funnel")]


def test_a_list_of_things_a_dialog_that_opens_and_going_back_to_a_place() -> None:
    assert _intents('Verify "returns" is not in the list of datasets') == [("assert_no_text", "", "returns", "listing")]
    clause = parse_step('Verify the "Chart properties" dialog opens')[0].intent
    assert clause is not None and (clause.kind, clause.target, clause.role) == (K.ASSERT_VISIBLE, "Chart properties",
                                                                                "dialog")
    assert _intents("Go back to Datasets") == [("click", "Datasets", None, None)]
    assert _intents("Go back to the previous page") == [("go_back", "", None, None)]


def test_german_lists_of_checks_rows_named_before_their_icon_and_what_is_no_longer_listed() -> None:
    assert _intents("Prüfe, dass „A“ und „B“ angezeigt werden") == [("assert_text", "", "A", None),
                                                                     ("assert_text", "", "B", None)]
    assert _intents("Prüfe, dass „A“ nicht mehr in der Liste steht") == [("assert_no_text", "", "A", None)]
    clause = parse_step("Klicke in der Zeile „X“ auf das Papierkorb-Symbol")[0].intent
    assert clause is not None and (clause.target, clause.context, clause.family) == ("Papierkorb", "X", Family.ICON)


def _as_read(sentence: str) -> list[tuple[K, str | None, str | None, str | None]]:
    return [(c.intent.kind, c.intent.target, c.intent.value, c.intent.context) for c in parse_step(sentence)
            if c.intent is not None]


@pytest.mark.parametrize(("sentence", "column", "value", "record"), [
    ('Check that the row for "Summer Trends 2025" shows the status "Draft"', "status", "Draft", "Summer Trends 2025"),
    ('Check that the "Desk Lamp Pro" row now shows a stock of 25', "stock", "25", "Desk Lamp Pro"),
    ('Check that "Desk Lamp" still has a stock of 120', "stock", "120", "Desk Lamp"),
])
def test_a_records_value_in_a_column_said_in_several_ways(sentence: str, column: str, value: str, record: str) -> None:
    assert _as_read(sentence) == [(K.ASSERT_VALUE, column, value, record)]


def test_a_record_marked_with_a_value_shows_it() -> None:
    assert _as_read('Check that "Ten Tips" is marked "In Review"') == [(K.ASSERT_TEXT, "", "In Review", "Ten Tips")]


def test_words_in_brackets_that_describe_the_target_again_are_an_aside() -> None:
    assert _intents("Click the delete button (the trash can) at the top of the page") == [
        ("click", "delete", None, None)]
    # a name's own brackets, quoted or not, are part of it
    assert _intents("Click Spring Sale (Archive)") == [("click", "Spring Sale (Archive)", None, None)]
    assert _intents('Click "Notes (the old ones)"') == [("click", "Notes (the old ones)", None, None)]


@pytest.mark.parametrize(("sentence", "expected"), [
    ('Check that the Bio mentions "Berlin"', ("assert_value", "Bio", "Berlin", None)),
    ('Check that "2 Items" are found', ("assert_text", "", "2 Items", None)),
    ('Prüfe, dass „2 Items“ gefunden werden', ("assert_text", "", "2 Items", None)),
])
def test_mentioning_and_being_found_are_checks_of_what_is_shown(sentence: str,
                                                                expected: tuple[str, str, str, None]) -> None:
    assert _intents(sentence) == [expected]


@pytest.mark.parametrize(("step", "kind", "target", "value"), [
    ('Select the entry "Germany" in the Country dropdown', ActionKind.SELECT, "Country", "Germany"),
    ("Wähle den Eintrag „Germany“ im Dropdown „Country“ aus", ActionKind.SELECT, "Country", "Germany"),
    ("Wähle im Dropdown „Country“ den Eintrag „Germany“ aus", ActionKind.SELECT, "Country", "Germany"),
    ("Wähle im Dropdown „Country“ „Germany“ aus", ActionKind.SELECT, "Country", "Germany"),
    ("Trage im Feld „Name“ „Anna“ ein", ActionKind.FILL, "Name", "Anna"),
    ('Select the option "Pro"', ActionKind.SELECT, "Pro", None),
])
def test_what_a_list_offers_is_chosen_by_its_name_wherever_the_place_is_said(
        step: str, kind: ActionKind, target: str, value: str | None) -> None:
    """A word for what is chosen before its quoted name ("the entry", „den Eintrag“) is no part of the value, and
    a place said between the verb and the rest („Wähle im Dropdown „Country“ …“) names the field."""
    clauses = parse_step(step)
    assert len(clauses) == 1 and (intent := clauses[0].intent) is not None
    assert (intent.kind, intent.target, intent.value) == (kind, target, value)


@pytest.mark.parametrize("step", ["Ersetze im Feld „New run name“ den Namen durch „resnet18-sgd-momentum“",
                                  "Ersetze den Namen im Feld „New run name“ durch „resnet18-sgd-momentum“"])
def test_a_value_is_the_text_of_one_pair_of_quotes_never_a_run_into_the_next(step: str) -> None:
    """Read with the place moved after the verb's object, the words after „durch“ were '"resnet18-sgd-momentum" im
    Feld "New run name"': typed as one value, they renamed the run to 'resnet18-sgd-momentum" im Feld "New run
    name'. A value runs from one quote to its pair."""
    (clause,) = parse_step(step)
    assert clause.intent is not None and clause.intent.kind is ActionKind.FILL
    assert clause.intent.value == "resnet18-sgd-momentum"


def test_a_check_of_both_texts_checks_each_and_a_place_said_last_scopes_it() -> None:
    assert _intents('Verify that "Anna Schmidt" and "Anna Schmitt" are both in the results') == [
        ("assert_text", "", "Anna Schmidt", "listing"), ("assert_text", "", "Anna Schmitt", "listing")]
    assert _intents("Prüfe, dass „Notebook A4“ und „Notebook A5“ beide in der Liste stehen") == [
        ("assert_text", "", "Notebook A4", "listing"), ("assert_text", "", "Notebook A5", "listing")]
    assert _intents('Check that "Summer Trends 2025" now shows "Published" in the list') == [
        ("assert_value", "Summer Trends 2025", "Published", "list")]
    assert _intents('Check that the row for "Summer Trends 2025" shows "Published" in the list') == [
        ("assert_text", "", "Published", "Summer Trends 2025")], "the place is no part of the value"
