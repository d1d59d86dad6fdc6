"""Gherkin `.feature` files run in a real Chromium: through `plainwright run` (a file, and in a folder beside
`*.plain.yaml` files) and through pytest (an item per scenario, tags as markers), offline with the rule brain,
each scenario with a lock file of its own, and a failing `Then` named by its line in the feature file."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from faults.harness import run, write
from plainwright.cli import main
from plainwright.demo.server import StaticServer, demo_site

pytest_plugins = ["pytester"]

QUIET = ("--plain-local-only", "-p", "no:asyncio", "-p", "no:randomly")

# the bundled demo app: any user name with the password "s3cret" logs in
SUPPORT = """\
@demo
Feature: Acme Support requests
  Support staff log in, file requests and find them again.

  Background:
    Given I am on "/index.html"
    When I type "alice" into the Username field

  @smoke
  Scenario: File an express request
    And I enter "s3cret" into the Password field
    And I click the "Log in" button
    Then I should see "Welcome, alice"
    When I click the "New request" link
    And I type "Alice Example" into the Full name field
    And I type "alice@example.com" into the Email field
    And I select "Germany" from the Country dropdown
    And I select the "Express" radio button
    And I type "My laptop does not start" into the Description field
    And I check "I agree to the terms"
    And I click the "Submit request" button
    Then I should see "Request received"

  Scenario Outline: A wrong password keeps <who> out
    And I enter "<password>" into the Password field
    And I click the "Log in" button
    Then I should see "Invalid username or password"
    But I should not see "Welcome"

    Examples:
      | who       | password |
      | a typo    | s3cert   |
      | the caps  | S3CRET   |
"""


@pytest.fixture(scope="module")
def demo_url() -> Iterator[str]:
    with StaticServer(demo_site()) as server:
        yield server.url


def test_a_feature_file_passes_end_to_end_on_the_demo_app_and_replays_each_scenario_from_its_own_lock(
        demo_url: str, tmp_path: Path) -> None:
    write(tmp_path / "features" / "support.feature", SUPPORT)
    command = ("run", "features/support.feature", "--var", f"base_url={demo_url}", "--json", "r.json")
    first = run(*command, cwd=tmp_path, timeout_s=240)
    assert first.returncode == 0, first.stdout + first.stderr
    assert "3 scenarios in features/support.feature" in first.stdout
    assert "▶ features/support.feature: A wrong password keeps the caps out" in first.stdout
    suite = json.loads((tmp_path / "r.json").read_text())
    assert {one["name"]: one["status"] for one in suite["runs"]} == {
        "File an express request": "success", "A wrong password keeps a typo out": "success",
        "A wrong password keeps the caps out": "success"}
    request = next(one for one in suite["runs"] if one["name"] == "File an express request")
    assert request["url"] == f"{demo_url}/index.html"
    assert [(step["line"], step["sentence"]) for step in request["steps"][:2]] == [
        (7, 'When I type "alice" into the Username field'), (11, 'And I enter "***" into the Password field')]
    assert "S3CRET" not in (tmp_path / "r.json").read_text(), "a password field's value is masked, as in YAML"
    assert sorted(path.name for path in (tmp_path / "features").glob("*.lock.yaml")) == [
        "support.a-wrong-password-keeps-a-typo-out.lock.yaml", "support.a-wrong-password-keeps-the-caps-out.lock.yaml",
        "support.file-an-express-request.lock.yaml"]

    again = run(*command, cwd=tmp_path, timeout_s=240)
    assert again.returncode == 0, again.stdout + again.stderr
    replayed = json.loads((tmp_path / "r.json").read_text())
    assert replayed["usage"]["brain_calls"] == 0, "every scenario found its steps in its own lock"
    assert {step["source"] for one in replayed["runs"] for step in one["steps"]} == {"replayed"}


def test_a_then_step_that_does_not_hold_fails_at_its_line_in_the_feature_file(demo_url: str, tmp_path: Path) -> None:
    write(tmp_path / "suite" / "login.feature", """\
Feature: Log in
  Scenario: Alice is welcomed
    Given I am on "${vars.base_url}/index.html"
    When I type "alice" into the Username field
    And I enter "s3cret" into the Password field
    And I click the "Log in" button
    Then I should see "Welcome, bob"
    And I should see "Open requests"
""")
    done = run("run", "suite", "--var", f"base_url={demo_url}", "--timeout", "2", "--json", "r.json", cwd=tmp_path,
               timeout_s=180)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "suite/login.feature:7  Then I should see \"Welcome, bob\"" in done.stdout
    assert "assertion_failed: expected the page to show 'Welcome, bob'" in done.stdout
    failed, = json.loads((tmp_path / "r.json").read_text())["runs"]
    assert [(step["line"], step["status"]) for step in failed["steps"]] == [
        (4, "passed"), (5, "passed"), (6, "passed"), (7, "failed"), (8, "skipped")]


def test_a_folder_run_takes_feature_files_beside_scenario_files_and_grep_picks_a_row(tmp_path: Path) -> None:
    write(tmp_path / "suite" / "support.feature", SUPPORT)
    write(tmp_path / "suite" / "old" / "login.plain.yaml",
          'name: Log in\nurl: "http://127.0.0.1:9/"\nsteps:\n  - Click Log in\n')
    listed = CliRunner().invoke(main, ["run", str(tmp_path / "suite"), "--list"])
    assert listed.exit_code == 0, listed.output
    assert [line for line in listed.output.splitlines() if line.startswith("  ") and not line.startswith("      ")] \
        == ["  old/login.plain.yaml  Log in", "  support.feature  File an express request",
            "  support.feature  A wrong password keeps a typo out",
            "  support.feature  A wrong password keeps the caps out"]
    assert "      /index.html, 13 steps" in listed.output.splitlines()
    picked = CliRunner().invoke(main, ["run", str(tmp_path / "suite" / "support.feature"), "--list", "-k", "caps"])
    assert picked.output.splitlines()[0].endswith("support.feature  A wrong password keeps the caps out")
    assert picked.output.splitlines()[-1] == "1 scenario; nothing run (--list)"


def test_a_malformed_feature_file_is_refused_before_a_browser_starts_naming_its_line(tmp_path: Path) -> None:
    write(tmp_path / "bad.feature", 'Feature: F\n  Scenario: S\n    Given I am on "http://127.0.0.1:9/"\n'
                                    "    When I fill in:\n      | name | alice |\n")
    done = CliRunner().invoke(main, ["run", str(tmp_path / "bad.feature")])
    assert done.exit_code == 2
    assert f"{tmp_path / 'bad.feature'}:5: data tables under a step are not supported" in done.output


LOGIN = """\
@login
Feature: Sign in
  Background:
    Given I am on "/forms/login.html"

  @smoke
  Scenario: Sign in as ann
    When I type "ann" into the Username field
    And I enter "s3cret" into the Password field
    And I click the Log in button
    Then I should see "Welcome, ann"

  Scenario Outline: A wrong password lets <user> in
    When I type "<user>" into the Username field
    And I enter "<password>" into the Password field
    And I click the Log in button
    Then I should see "Welcome, <user>"

    Examples:
      | user | password |
      | bob  | nope     |
"""


def test_pytest_collects_a_feature_s_scenarios_as_items_with_tags_as_markers(pytester: pytest.Pytester) -> None:
    suite = pytester.mkdir("suite")
    (suite / "login.feature").write_text(LOGIN, encoding="utf-8")
    everything = pytester.runpytest("--collect-only", "-q", *QUIET)
    assert [line for line in everything.stdout.lines if "::" in line] == [
        "suite/login.feature::Sign in as ann", "suite/login.feature::A wrong password lets bob in"]
    smoke = pytester.runpytest("--collect-only", "-q", "--strict-markers", "-m", "smoke", *QUIET)
    assert [line for line in smoke.stdout.lines if "::" in line] == ["suite/login.feature::Sign in as ann"]
    tagged = pytester.runpytest("--collect-only", "-q", "-m", "login and not smoke", *QUIET)
    assert [line for line in tagged.stdout.lines if "::" in line] == [
        "suite/login.feature::A wrong password lets bob in"]


def test_pytest_runs_a_feature_and_a_failing_then_shows_its_feature_line(pytester: pytest.Pytester, site: str) -> None:
    suite = pytester.mkdir("suite")
    (suite / "login.feature").write_text(LOGIN, encoding="utf-8")
    result = pytester.runpytest("--plain-var", f"base_url={site}", *QUIET)
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines([
        "*_ A wrong password lets bob in (login.feature) _*",
        'assertion_failed at suite/login.feature:17: Then I should see "Welcome, bob"',
        "",
        "▶ suite/login.feature",
        '  ✓  1. When I type "bob" into the Username field  * ms',
        "*",
        "FAILED suite/login.feature::A wrong password lets bob in - assertion_failed*",
    ])
    assert sorted(path.name for path in suite.glob("*.lock.yaml")) == [
        "login.a-wrong-password-lets-bob-in.lock.yaml", "login.sign-in-as-ann.lock.yaml"]


def test_pytest_says_where_a_malformed_feature_file_is_wrong(pytester: pytest.Pytester) -> None:
    suite = pytester.mkdir("suite")
    (suite / "login.feature").write_text(LOGIN.replace("| bob  | nope     |", "| bob |"), encoding="utf-8")
    result = pytester.runpytest("-q", *QUIET)
    assert result.ret == pytest.ExitCode.INTERRUPTED
    result.stdout.fnmatch_lines(["*ERROR collecting suite/login.feature*",
                                 "invalid_scenario: */suite/login.feature:21: this row has 1 cell, the header (user, "
                                 "password) has 2"])
    assert "Traceback" not in result.stdout.str()
