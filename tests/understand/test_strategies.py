"""The rule brain's strategies and its accounting, on synthetic snapshots: no browser needed."""

from __future__ import annotations

import pytest

from plainwright import Action, ActionKind, AmbiguousStep, ElementNotFound, StepError, UnsupportedStep
from plainwright.observe.snapshot import Element, PageSnapshot
from plainwright.understand.accounting import left_over
from plainwright.understand.grammar import parse_step
from plainwright.understand.intent import Clause, Intent
from plainwright.understand.ruler import Ruler
from plainwright.understand.rules import RuleBrain
from plainwright.understand.strategies import default_strategies

K = ActionKind


def _el(index: int, tag: str, role: str, name: str, box: tuple[float, float, float, float] = (0, 0, 100, 20),
        **fields: object) -> Element:
    element = Element(index=index, tag=tag, role=role, name=name, xpath=f"/html[1]/body[1]/div[{index + 1}]",
                      box=box, is_interactive=role in ("button", "link", "textbox", "combobox", "checkbox"))
    for key, value in fields.items():
        setattr(element, key, value)
    return element


def _resolve(step: str, *elements: Element) -> Action:
    clauses = parse_step(step)
    assert len(clauses) == 1, clauses
    return RuleBrain().resolve(clauses[0], PageSnapshot(url="http://127.0.0.1/", title="", elements=list(elements)))


def test_the_ruler_keeps_strategies_in_order_and_switches_one_off_by_name() -> None:
    ruler: Ruler[str] = Ruler()
    ruler.push("b", "B")
    ruler.before("b", "a", "A")
    ruler.after("b", "c", "C")
    assert ruler.names == ["a", "b", "c"]
    ruler.disable("b")
    assert [fn for _, fn in ruler] == ["A", "C"]
    with pytest.raises(ValueError, match="registered already"):
        ruler.push("a", "again")
    assert "by words" in default_strategies().names


def test_the_strategy_that_decided_is_named_in_the_action() -> None:
    action = _resolve("Click Save", _el(0, "button", "button", "Save"))
    assert (action.element, action.strategy) == (0, "by words")


def test_a_switched_off_strategy_is_not_asked() -> None:
    strategies = default_strategies()
    strategies.disable("by words")
    clause = parse_step("Click Save")[0]
    with pytest.raises(ElementNotFound):
        RuleBrain(strategies).resolve(clause, PageSnapshot(url="", title="", elements=[_el(0, "button", "button",
                                                                                             "Save")]))


def test_under_a_title_takes_the_element_in_the_part_the_title_heads() -> None:
    page = [_el(0, "summary", "button", "By active", (0, 0, 200, 20)),
            _el(1, "a", "link", "Yes", (10, 30, 50, 20)), _el(2, "a", "link", "No", (10, 60, 50, 20)),
            _el(3, "summary", "button", "By VIP", (0, 100, 200, 20)),
            _el(4, "a", "link", "Yes", (10, 130, 50, 20)), _el(5, "a", "link", "No", (10, 160, 50, 20))]
    assert _resolve('Under "By VIP", click No', *page).element == 5
    assert _resolve('In the "By active" filter, click No', *page).element == 2


def test_a_drop_down_is_found_by_the_one_value_it_offers() -> None:
    operator = _el(0, "select", "combobox", "", options=["=", ">", "<"])
    column = _el(1, "select", "combobox", "", options=["id", "total"])
    action = _resolve('Choose ">" as the operator', column, operator)
    assert (action.kind, action.element, action.value) == (K.SELECT, 0, ">")


def test_the_only_text_field_takes_what_is_typed_for_its_purpose_and_enter_sends_it() -> None:
    page = [_el(0, "input", "textbox", "", placeholder="What needs to be done?"), _el(1, "a", "link", "Active")]
    fill, enter = [RuleBrain().resolve(c, PageSnapshot(url="", title="", elements=page))
                   for c in parse_step('Add a todo "Walk the dog"')]
    assert (fill.kind, fill.element, fill.value) == (K.FILL, 0, "Walk the dog")
    assert (enter.kind, enter.value, enter.element) == (K.PRESS, "Enter", None)


def test_a_hidden_field_is_named_for_the_visible_editor_beside_it() -> None:
    hidden = _el(0, "textarea", "textbox", "", attrs={"id": "sql-editor"}, is_visible=False)
    editor = _el(1, "div", "textbox", "", attrs={"contenteditable": "true"})
    editor.xpath = "/html[1]/body[1]/div[1]/div[1]/div[2]"
    hidden.xpath = "/html[1]/body[1]/div[1]/textarea[1]"
    search = _el(2, "input", "searchbox", "Filter tables")
    action = _resolve('Type "select 1" into the SQL editor', hidden, editor, search)
    assert (action.kind, action.element) == (K.FILL, 1)


def test_its_text_means_the_element_that_has_the_focus() -> None:
    page = [_el(0, "input", "textbox", "New todo"), _el(1, "input", "textbox", "Edit", focused=True)]
    action = _resolve('Replace its text with "Walk the cat"', *page)
    assert (action.kind, action.element, action.value) == (K.FILL, 1, "Walk the cat")
    with pytest.raises(ElementNotFound, match="has the focus"):
        _resolve('Replace its text with "x"', _el(0, "input", "textbox", "New todo"))


def test_a_value_the_action_would_ignore_fails_the_step_instead_of_passing() -> None:
    # the false pass this guards against: clicking Add on an empty box and reporting green
    with pytest.raises(UnsupportedStep, match="'Walk the dog' unused"):
        _resolve('Add "Walk the dog" now', _el(0, "button", "button", "Add"))


@pytest.mark.parametrize("kind", [K.FILL, K.SELECT, K.PRESS, K.UPLOAD, K.NAVIGATE, K.WAIT, K.ASSERT_TEXT,
                                  K.ASSERT_NO_TEXT, K.ASSERT_VALUE, K.ASSERT_URL, K.ASSERT_TITLE])
def test_every_kind_that_takes_a_value_must_use_it(kind: ActionKind) -> None:
    clause = Clause(text='Do it with "Walk the dog"', intent=Intent(kind=kind, value="Walk the dog"))
    page = PageSnapshot(url="", title="", elements=[_el(0, "button", "button", "Add")])
    assert left_over(clause, Action(kind=kind, value="Walk the dog"), page) == []
    assert left_over(clause, Action(kind=kind, value="something else"), page) == ["Walk the dog"]
    assert left_over(clause, Action(kind=K.CLICK, element=0), page) == ["Walk the dog"]


def test_plurals_are_one_word_with_their_singular_but_a_label_keeps_its_form() -> None:
    from plainwright.understand.text import tokens

    assert tokens("Cookies") == tokens("cookie") and tokens("Categories") == tokens("category")
    assert tokens("Bestellungen") == tokens("Bestellung") == tokens("order")  # a German plural, as meant
    assert tokens("Done") == {"done"}  # not the verb "do"


def test_a_typo_in_the_step_still_names_the_field() -> None:
    action = _resolve('Type "x" into the Pasword field', _el(0, "input", "textbox", "Password"),
                      _el(1, "input", "textbox", "Username"))
    assert action.element == 0


def test_a_pager_is_no_list_of_results() -> None:
    def link(index: int, name: str, path: str) -> Element:
        element = _el(index, "a", "link", name)
        element.xpath = path
        return element

    page = [link(0, "Apple pie recipe", "/html[1]/body[1]/div[1]/a[1]"),
            link(1, "Banana bread recipe", "/html[1]/body[1]/div[2]/a[1]"),
            *(link(2 + n, str(n + 1), f"/html[1]/body[1]/nav[1]/a[{n + 1}]") for n in range(4))]
    assert _resolve("Click the second result", *page).element == 1


def test_a_quoted_name_is_an_anchor_that_must_be_on_the_page() -> None:
    with pytest.raises(ElementNotFound):
        _resolve('Type "x" into the "Nickname" field', _el(0, "input", "textbox", "Email"))
    assert _resolve('Type "x" into the Nickname field', _el(0, "input", "textbox", "")).element == 0


def test_a_place_that_names_a_field_is_where_the_text_goes_not_the_focused_field() -> None:
    title = _el(0, "input", "textbox", "Title", focused=True)
    body = _el(1, "div", "textbox", "Body", attrs={"contenteditable": "true"})
    fill = RuleBrain().resolve(parse_step('In the Body, write "School visits"')[0],
                               PageSnapshot(url="", title="", elements=[title, body]))
    assert (fill.kind, fill.element, fill.value) == (K.FILL, 1, "School visits")


def test_typing_in_a_named_part_of_the_page_takes_the_one_field_there_or_fails() -> None:
    outside = _el(0, "input", "textbox", "Search", focused=True)
    inside = _el(1, "input", "textbox", "", context={"dialog": "Rename"})
    clause = parse_step('In the dialog, type "Q3 report"')[0]
    fill = RuleBrain().resolve(clause, PageSnapshot(url="", title="", elements=[outside, inside]))
    assert (fill.element, fill.value) == (1, "Q3 report")
    with pytest.raises(ElementNotFound):
        RuleBrain().resolve(clause, PageSnapshot(url="", title="", elements=[outside]))


def test_links_to_one_address_are_one_click_but_links_scripts_tell_apart_are_not() -> None:
    header = _el(0, "a", "link", "Docs", attrs={"href": "/docs"})
    footer = _el(1, "a", "link", "Docs", attrs={"href": "/docs"})
    assert _resolve("Click Docs", header, footer).element == 0
    first = _el(0, "a", "link", "Report", attrs={"href": "#report"})
    second = _el(1, "a", "link", "Report", attrs={"href": "#report"})
    with pytest.raises(AmbiguousStep):
        _resolve("Click Report", first, second)


def test_three_dots_name_the_more_options_button() -> None:
    more = _el(0, "button", "button", "More options for 'New café on the pier'")
    edit = _el(1, "a", "link", "Edit 'New café on the pier'")
    assert _resolve('Click the three dots for "New café on the pier"', more, edit).element == 0


def test_a_column_header_is_the_sort_link_in_the_header_cell_not_a_link_of_that_name_elsewhere() -> None:
    facet = _el(0, "a", "link", "order_date", attrs={"href": "?_facet=order_date"})
    header = _el(1, "a", "link", "order_date", attrs={"href": "?_sort=order_date"})
    header.xpath = "/html[1]/body[1]/table[1]/thead[1]/tr[1]/th[3]/a[1]"
    assert _resolve("Click the order_date column header", facet, header).element == 1


def test_an_unlabelled_field_is_named_by_its_code_name() -> None:
    name = _el(0, "input", "textbox", "", attrs={"name": "__login_name"})
    password = _el(1, "input", "textbox", "", attrs={"name": "__login_password", "type": "password"})

    assert _resolve('Type "ann" into the "login name" field', name, password).element == 0


def test_a_verb_taken_for_a_controls_name_clicks_it_only_when_the_step_says_little_more() -> None:
    accept = _el(0, "button", "button", "Accept all")
    assert _resolve("Accept all cookies", accept).element == 0, "what the button acts on may be left unsaid"
    log_in = _el(0, "button", "button", "Log in")
    with pytest.raises(UnsupportedStep):  # the user and the token would be ignored by a click on "Log in"
        _resolve("Log in as alice with the token 4411", log_in, _el(1, "textbox", "textbox", "Username"))


@pytest.mark.parametrize(("step", "place"), [('Check that the first row shows "Kettle"', "row 1"),
                                             ('Verify the last row shows "Blender"', "row -1"),
                                             ('Check that the second issue in the list is "Crash on save"', "row 2")])
def test_a_check_of_what_stands_at_a_position_reads_that_position_not_an_element(step: str, place: str) -> None:
    # the rows are no elements of the snapshot; a heading is, and must not stand in for "the first row"
    action = _resolve(step, _el(0, "h1", "heading", "Products"))
    assert (action.kind, action.element, action.context, action.strategy) == (K.ASSERT_TEXT, None, place,
                                                                            "nth item shows")


@pytest.mark.parametrize("hrefs", [("/Processes/Release Checklist", "/Processes/Release%20Checklist"),
                                   ("/docs/", "/docs")])
def test_two_links_to_one_page_however_spelled_are_one_choice(hrefs: tuple[str, str]) -> None:
    # a wiki's sidebar tree and its page both link "Release Checklist", one address encoded, one not
    action = _resolve('Click "Release Checklist"',
                      _el(0, "a", "link", "Release Checklist", attrs={"href": hrefs[0]}, context={"aside": "aside"}),
                      _el(1, "a", "link", "Release Checklist", attrs={"href": hrefs[1]}))
    assert action.element == 0


def test_two_links_of_one_name_to_other_pages_are_ambiguous() -> None:
    with pytest.raises(AmbiguousStep):
        _resolve('Click "Release Checklist"',
                 _el(0, "a", "link", "Release Checklist", attrs={"href": "/Processes/Release Checklist"}),
                 _el(1, "a", "link", "Release Checklist", attrs={"href": "/Archive/Release Checklist"}))


def test_the_only_field_named_for_something_else_is_not_what_the_words_name() -> None:
    # the false pass this guards against: "Euro" typed into "Add participant" as the project's default currency
    page = [_el(0, "input", "textbox", "", placeholder="Add participant"), _el(1, "a", "link", "Settings")]
    with pytest.raises(StepError):
        _resolve("Set the project's default currency to Euro", *page)
    assert _resolve('Type "Ines" as the participant to add', *page).element == 0
