"""A Gherkin `.feature` file read into the scenarios it runs: one per Scenario and per row of an Outline's Examples,
the Background's steps first, tags inherited, each step at its line in the file; what is not supported, and what
is malformed, is an error naming the file, the line and what to do."""

from __future__ import annotations

from pathlib import Path

import pytest

from plainwright.errors import ScenarioError
from plainwright.feature_file import parse_feature
from plainwright.output.lockfile import lock_path_for
from plainwright.run.parsed import prepare
from plainwright.scenario_file import load_scenario, load_scenarios

LOGIN = """\
# language: en
# Our login page, as the support team uses it.
@web
Feature: Log in
  Support staff log in to see their requests.
  Anyone with the password may log in.

  Background:
    Given I am on "http://127.0.0.1:8000/login.html"

  @smoke @fast
  Scenario: Log in as alice
    When I type "alice" into the Username field
    # the password comes from the environment
    And I enter "${env.PASSWORD}" into the Password field
    * I click Log in
    Then I should see "Welcome, alice"
    But I should not see "Invalid"

  Scenario Outline: A wrong password is refused for <user>
    When I type "<user>" into the Username field
    And I enter "<password>" into the Password field
    And I click Log in
    Then I should see "<message>"

    @wrong
    Examples: Wrong passwords
      | user  | password | message                     |
      | bob   | nope     | Invalid username or password |
      | carol | a \\| b   | Invalid username or password |

    Scenarios:
      | user | password | message | unused |
      | dave | x        | Invalid | 1      |
"""


def test_each_scenario_and_each_outline_row_is_a_scenario_with_the_background_s_page_and_file_lines() -> None:
    scenarios = parse_feature(LOGIN, path="features/login.feature")
    assert [scenario.name for scenario in scenarios] == [
        "Log in as alice", "A wrong password is refused for bob", "A wrong password is refused for carol",
        "A wrong password is refused for dave"]
    alice, bob, carol, dave = scenarios
    assert {scenario.url for scenario in scenarios} == {"http://127.0.0.1:8000/login.html"}
    assert {scenario.path for scenario in scenarios} == {"features/login.feature"}
    # the keyword stays in the sentence (the grammar reads Gherkin phrasing); a `*` bullet is dropped
    assert [(step.line, step.text) for step in alice.steps] == [
        (13, 'When I type "alice" into the Username field'),
        (15, 'And I enter "${env.PASSWORD}" into the Password field'),
        (16, "I click Log in"),
        (17, 'Then I should see "Welcome, alice"'),
        (18, 'But I should not see "Invalid"')]
    # an Outline's rows: the placeholders filled in, at the lines of the Outline's steps; `\|` is a pipe
    assert [(step.line, step.text) for step in carol.steps] == [
        (21, 'When I type "carol" into the Username field'),
        (22, 'And I enter "a | b" into the Password field'),
        (23, "And I click Log in"),
        (24, 'Then I should see "Invalid username or password"')]
    assert bob.steps[1].text == 'And I enter "nope" into the Password field'
    assert dave.steps[-1].text == 'Then I should see "Invalid"'


def test_tags_of_the_feature_the_scenario_and_the_examples_are_the_scenario_s_tags() -> None:
    alice, bob, carol, dave = parse_feature(LOGIN, path="login.feature")
    assert alice.tags == ["web", "smoke", "fast"]
    assert bob.tags == carol.tags == ["web", "wrong"]
    assert dave.tags == ["web"]


def test_rows_of_an_outline_whose_name_has_no_placeholder_are_numbered() -> None:
    text = """\
Feature: Search
  Scenario Outline: Search finds a request
    Given I open "http://127.0.0.1:8000/requests.html"
    When I type "<term>" into the Search field
    Then I should see "<count>"

    Examples:
      | term    | count    |
      | printer | 1 result |
    Examples: more
      | term   | count     |
      | laptop | 2 results |
"""
    first, second = parse_feature(text, path="search.feature")
    assert (first.name, second.name) == ("Search finds a request (example 1)", "Search finds a request (example 2)")
    assert second.steps[0].text == 'When I type "laptop" into the Search field'


def test_a_rule_groups_scenarios_and_its_background_and_tags_come_after_the_feature_s() -> None:
    text = """\
@shop
Feature: Cart
  Background:
    Given I am on "http://127.0.0.1:8000/shop.html"

  Scenario: An empty cart
    Then I should see "Your cart is empty"

  @paying
  Rule: Paying needs an address
    Some words about the rule.

    Background:
      When I click "Add to cart"

    Scenario: No address, no payment
      When I click "Pay"
      Then I should see "Give an address"
"""
    empty, paying = parse_feature(text, path="cart.feature")
    assert empty.tags == ["shop"] and [step.text for step in empty.steps] == ['Then I should see "Your cart is empty"']
    assert paying.tags == ["shop", "paying"]
    assert paying.url == "http://127.0.0.1:8000/shop.html"
    assert [(step.line, step.text) for step in paying.steps] == [
        (14, 'When I click "Add to cart"'), (17, 'When I click "Pay"'), (18, 'Then I should see "Give an address"')]


@pytest.mark.parametrize(("first_step", "url"), [
    ('Given I am on "http://127.0.0.1:8000/login"', "http://127.0.0.1:8000/login"),
    ("Given I open http://127.0.0.1:8000/", "http://127.0.0.1:8000/"),
    ('When I go to "/login.html"', "/login.html"),
    ('Given I visit "${vars.base_url}/login.html"', "${vars.base_url}/login.html"),
    ('* I am on "http://${env.HOST}:8000/"', "http://${env.HOST}:8000/"),
])
def test_the_page_a_scenario_begins_on_is_the_one_its_first_step_opens(first_step: str, url: str) -> None:
    text = f"Feature: F\n  Scenario: S\n    {first_step}\n    Then I should see \"Hello\"\n"
    scenario, = parse_feature(text, path="f.feature")
    assert scenario.url == url
    assert [(step.line, step.text) for step in scenario.steps] == [(4, 'Then I should see "Hello"')]


def test_a_page_path_opens_on_the_application_at_vars_base_url_and_without_it_says_how_to_give_it() -> None:
    scenario, = parse_feature('Feature: F\n  Scenario: S\n    Given I am on "/app/login.html"\n    Then I should see '
                              '"Hello"\n', path="f.feature")
    with_base = scenario.model_copy(update={"vars": {"base_url": "http://127.0.0.1:8123/"}})
    assert prepare(with_base).url == "http://127.0.0.1:8123/app/login.html"
    with pytest.raises(ScenarioError) as raised:
        prepare(scenario)
    assert str(raised.value).startswith("f.feature:3: the page '/app/login.html' is a path: give the application's "
                                        "address with --var base_url=http://HOST:PORT")


def test_an_unset_variable_in_the_page_a_feature_opens_is_named_at_that_step_s_line() -> None:
    scenario, = parse_feature('Feature: F\n  Background:\n    Given I am on "${vars.host}/login.html"\n'
                              '  Scenario: S\n    Then I should see "Hello"\n', path="f.feature")
    with pytest.raises(ScenarioError, match=r"^f\.feature:3: \$\{vars\.host\} is not defined under `vars` nor given "
                                            r"with --var host=VALUE"):
        prepare(scenario)


def test_two_scenarios_of_a_feature_and_two_rows_of_an_outline_lock_to_files_of_their_own(tmp_path: Path) -> None:
    feature = tmp_path / "login.feature"
    feature.write_text(LOGIN, encoding="utf-8")
    scenarios = load_scenarios(feature)
    locks = [lock_path_for(scenario.path or "", scenario.slug) for scenario in scenarios]
    assert [lock.name for lock in locks] == [
        "login.log-in-as-alice.lock.yaml", "login.a-wrong-password-is-refused-for-bob.lock.yaml",
        "login.a-wrong-password-is-refused-for-carol.lock.yaml", "login.a-wrong-password-is-refused-for-dave.lock.yaml"]
    assert {lock.parent for lock in locks} == {tmp_path}, "beside the feature, as a scenario file's lock is"


def test_load_scenario_reads_a_feature_of_one_scenario_and_refuses_one_of_several(tmp_path: Path) -> None:
    one = tmp_path / "one.feature"
    one.write_text('Feature: F\n  Scenario: Only\n    Given I am on "http://127.0.0.1:8000/"\n    Then I should see '
                   '"Hi"\n', encoding="utf-8")
    assert load_scenario(one).name == "Only"
    several = tmp_path / "login.feature"
    several.write_text(LOGIN, encoding="utf-8")
    with pytest.raises(ScenarioError, match=r"login\.feature: it holds 4 scenarios: run it with `plainwright run`"):
        load_scenario(several)


def test_a_long_scenario_name_still_makes_a_short_lock_file_name_of_its_own() -> None:
    words = " ".join(["word"] * 30)
    text = (f"Feature: F\n  Scenario: {words} one\n    Given I am on \"http://h/\"\n    Then I should see \"a\"\n"
            f"  Scenario: {words} two\n    Given I am on \"http://h/\"\n    Then I should see \"a\"\n")
    first, second = parse_feature(text, path="f.feature")
    assert first.slug != second.slug
    assert len(first.slug or "") <= 60 and len(second.slug or "") <= 60


SCENARIO = 'Feature: F\n  Scenario: S\n    Given I am on "http://127.0.0.1:8000/"\n'


@pytest.mark.parametrize(("text", "line", "message"), [
    (SCENARIO + "    When I fill the form:\n      | name | alice |\n", 5, "data tables under a step are not supported"),
    (SCENARIO + '    When I type into the Notes field\n      """\n      text\n      """\n', 5,
     "doc strings (text between \"\"\" lines) are not supported: put the text in quotes in the step"),
    ("# language: de\nFunktionalität: Anmelden\n", 1, "only English Gherkin is supported"),
    ("Feature: F\n  Given I am on \"http://h/\"\n", 2, "a step before any scenario: put it under a `Scenario:`"),
    ("Feature: F\n  Scenario Outline: O <x>\n    Given I am on \"http://h/\"\n    Then I should see \"<x>\"\n", 2,
     "has no `Examples:` table"),
    (SCENARIO.replace("Scenario:", "Scenario Outline:") + '    Then I should see "<a>"\n  Examples:\n    | a |\n'
     "    | 1 | 2 |\n", 7, "this row has 2 cells, the header (a) has 1"),
    (SCENARIO.replace("Scenario:", "Scenario Outline:") + '    Then I should see "<b>"\n  Examples:\n    | a |\n'
     "    | 1 |\n", 4, "<b> has no column in the Examples at line 5 (columns: a)"),
    (SCENARIO.replace("Scenario:", "Scenario Outline:") + '    Then I should see "<a>"\n  Examples:\n    | a |\n', 5,
     "these Examples have no row of values"),
    (SCENARIO + '    Then I should see "a"\n' + SCENARIO.removeprefix("Feature: F\n") + '    Then I see "b"\n', 5,
     "two scenarios named 'S' (the first at line 2): give each its own name"),
    (SCENARIO + '    Then I should see "a"\n  Scenario: s!\n    Given I am on "http://h/"\n    Then I see "b"\n', 5,
     "'s!' and 'S' (line 2) would share one lock file"),
    ("@wip-1\nFeature: F\n", 1, "tag '@wip-1' is not @ and a word"),
    ("Scenario: S\n", 1, "`Scenario:` before `Feature:`"),
    ("Just some words\n", 1, "a .feature file begins with `Feature:`"),
    ("", 1, "this one has none"),
    (SCENARIO + '    Then I should see "a"\nFeature: G\n', 5, "a second `Feature:`"),
    ("Feature: F\n  scenario: S\n", 2, "write `Scenario:` with its capital"),
    (SCENARIO + "    Click Save\n", 4, "not a step: a step begins with Given, When, Then, And, But or *"),
    (SCENARIO + '    Then I should see "a"\n  Background:\n    Given I am on "http://h/"\n', 5,
     "a Background comes before the scenarios of its Feature"),
    (SCENARIO + "    When\n", 4, "an empty step: write what it does after `When`"),
    ("Feature: F\n  Scenario:\n    Given I am on \"http://h/\"\n", 2, "`Scenario:` needs a name"),
    ("Feature: F\n  Scenario: S\n    Given I am logged in\n    Then I should see \"a\"\n", 3,
     "'S' does not begin on a page: its first step (the Background's, if there is one) opens it by its address"),
    (SCENARIO, 2, "'S' has no step after opening its page"),
    ("Feature: F\n  Scenario: S\n\n", 2, "`S` has no steps"),
    ("Feature: F\n  @tag\n  Given I am on \"http://h/\"\n", 2, "tags belong to a Feature, Rule, Scenario or Examples"),
    (SCENARIO + '    Then I should see "a"\n  Examples:\n    | a | b\n', 6, "a table row ends with `|`"),
])
def test_what_is_not_supported_or_malformed_is_an_error_naming_the_file_the_line_and_what_to_do(
        text: str, line: int, message: str) -> None:
    with pytest.raises(ScenarioError) as raised:
        parse_feature(text, path="features/login.feature")
    assert raised.value.path == "features/login.feature"
    assert raised.value.line == line, str(raised.value)
    assert str(raised.value).startswith(f"features/login.feature:{line}: ")
    assert message in str(raised.value)


def test_a_file_with_a_byte_order_mark_and_windows_line_ends_reads_as_any_other() -> None:
    windows = "\ufeff" + LOGIN.replace("\n", "\r\n")
    assert [(scenario.name, [(step.line, step.text) for step in scenario.steps])
            for scenario in parse_feature(windows, path="login.feature")] \
        == [(scenario.name, [(step.line, step.text) for step in scenario.steps])
            for scenario in parse_feature(LOGIN, path="login.feature")]
