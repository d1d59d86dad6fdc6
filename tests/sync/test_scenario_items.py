"""Scenario files as pytest items: `pytest suite/` runs every *.plain.yaml and how-to guide as a test named by its
file and scenario name, its tags as markers, with pytest's own -k, -m, --lf and --junitxml, plainwright's lock
files, and a failure shown as `plainwright run` prints it."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

QUIET = ("--plain-local-only", "-p", "no:asyncio", "-p", "no:randomly")

LOGIN = """\
name: Log in as bob
tags: [smoke, login]
url: ${vars.site}/forms/login.html
steps:
  - Type "${vars.user}" into the Username field
  - Enter the password "s3cret"
  - Click the Log in button
  - Verify the page shows "Welcome, bob"
"""
EXPORT = """\
name: Export the users
timeout: 1
url: ${vars.site}/forms/login.html
steps:
  - Type "bob" into the Username field
  - Click the Export button
  - Click the Log in button
"""
GUIDE = """\
---
title: Sign in
tags: [smoke]
steps:
  - type: goto
    url: {site}/forms/login.html
  - type: step
    text: Type "ann" into the Username field
  - type: step
    text: Enter the password "s3cret"
  - type: step
    text: Click the Log in button
  - type: assert_page
    title: Dashboard
---

# Sign in

1. Open the login page.
"""


def _suite(pytester: pytest.Pytester, site: str = "http://127.0.0.1:9") -> Path:
    """A folder with two scenario files, a guide, and Markdown that is not a guide."""
    suite = pytester.mkdir("suite")
    (suite / "login.plain.yaml").write_text(LOGIN, encoding="utf-8")
    (suite / "export.plain.yaml").write_text(EXPORT, encoding="utf-8")
    (suite / "signin.md").write_text(GUIDE.format(site=site), encoding="utf-8")
    (suite / "README.md").write_text("# Our suite\n\nRun it with pytest.\n", encoding="utf-8")
    (suite / "notes.md").write_text("---\ntitle: Notes\n---\n\nNo steps here.\n", encoding="utf-8")
    return suite


def test_each_scenario_file_and_guide_is_one_item_named_by_file_and_scenario(pytester: pytest.Pytester) -> None:
    suite = _suite(pytester)
    (suite / "unnamed.plain.yaml").write_text("url: http://127.0.0.1:9/\nsteps:\n  - Click Save\n", encoding="utf-8")
    result = pytester.runpytest("--collect-only", "-q", *QUIET)
    assert result.ret == pytest.ExitCode.OK
    collected = sorted(line for line in result.stdout.lines if "::" in line)
    assert collected == ["suite/export.plain.yaml::Export the users", "suite/login.plain.yaml::Log in as bob",
                         "suite/signin.md::Sign in", "suite/unnamed.plain.yaml::unnamed"]


def test_tags_are_markers_that_m_and_k_select_by_even_with_strict_markers(pytester: pytest.Pytester) -> None:
    _suite(pytester)
    smoke = pytester.runpytest("--collect-only", "-q", "--strict-markers", "-m", "smoke and not login", *QUIET)
    assert [line for line in smoke.stdout.lines if "::" in line] == ["suite/signin.md::Sign in"]
    by_name = pytester.runpytest("--collect-only", "-q", "-k", "export or login", *QUIET)
    assert sorted(line for line in by_name.stdout.lines if "::" in line) == [
        "suite/export.plain.yaml::Export the users", "suite/login.plain.yaml::Log in as bob"]


def test_collecting_scenario_files_is_switched_off_in_the_ini_file(pytester: pytest.Pytester) -> None:
    _suite(pytester)
    pytester.makeini("[pytest]\nplain_collect = false\n")
    result = pytester.runpytest("--collect-only", "-q", *QUIET)
    assert result.ret == pytest.ExitCode.NO_TESTS_COLLECTED


def test_an_invalid_scenario_file_is_a_collection_error_naming_its_line_and_field(pytester: pytest.Pytester) -> None:
    pytester.mkdir("suite")
    (pytester.path / "suite" / "typo.plain.yaml").write_text("url: http://127.0.0.1:9/\nstep:\n  - Click Save\n",
                                                             encoding="utf-8")
    result = pytester.runpytest("-q", *QUIET)
    assert result.ret == pytest.ExitCode.INTERRUPTED
    result.stdout.fnmatch_lines(["*ERROR collecting suite/typo.plain.yaml*",
                                 "invalid_scenario: */suite/typo.plain.yaml:2: unknown field 'step'; "
                                 "did you mean 'steps'?"])
    assert "Traceback" not in result.stdout.str()


def test_a_suite_runs_with_locks_reports_and_lf_and_a_failure_reads_as_plainwright_run_prints_it(
        pytester: pytest.Pytester, site: str) -> None:
    suite = _suite(pytester, site)
    pytester.makeconftest("""
        import pytest

        @pytest.fixture
        def plain_vars(plain_vars):
            return {**plain_vars, "user": "bob"}
    """)
    result = pytester.runpytest("--plain-var", f"site={site}", "--junitxml", "junit.xml", "--plain-json",
                                "results.json", "--plain-html", "report.html", "-v", *QUIET)
    result.assert_outcomes(passed=2, failed=1)
    result.stdout.fnmatch_lines(["suite/login.plain.yaml::Log in as bob PASSED*"])
    result.stdout.fnmatch_lines([
        "*_ Export the users (export.plain.yaml) _*",
        "element_not_found at suite/export.plain.yaml:6: Click the Export button",
        "",
        "▶ suite/export.plain.yaml",
        "  ✓  1. Type \"bob\" into the Username field  * ms",
        "        fill textbox \"Username\" = 'bob'  via get_by_role(\"textbox\", name=\"Username\", exact=True)",
        "  ✗  2. Click the Export button  * ms",
        "        element_not_found: expected a button named 'Export' to click; *",
        "          closest: * link \"Home\"*",
        "  -  3. Click the Log in button  0 ms",
        "failed: 1/3 steps passed in * s",
        "brain calls: *",
        "screenshot: plainwright-results/suite-export.plain.yaml-Export-the-users/export-the-users-02.png",
        "*plainwright: result written to results.json",
        "*plainwright: HTML report written to report.html",
        "FAILED suite/export.plain.yaml::Export the users - element_not_found*",
    ])
    assert sorted(path.name for path in suite.glob("*.lock.yaml")) == ["export.lock.yaml", "login.lock.yaml",
                                                                       "signin.lock.yaml"]
    assert [path.name for path in (pytester.path / "plainwright-results").rglob("*.png")] == [
        "export-the-users-02.png"], "only the failed step's picture is kept by default"

    cases = {case.get("name"): case for case in ET.parse(pytester.path / "junit.xml").getroot().iter("testcase")}
    assert set(cases) == {"Export the users", "Log in as bob", "Sign in"}
    failure = cases["Export the users"].find("failure")
    assert failure is not None and failure.get("message", "").startswith("element_not_found at suite/export")
    suite_result = json.loads((pytester.path / "results.json").read_text(encoding="utf-8"))
    assert suite_result["status"] == "partial"
    assert {run["name"]: run["status"] for run in suite_result["runs"]} == {
        "Export the users": "partial", "Log in as bob": "success", "Sign in": "success"}
    assert "Export the users" in (pytester.path / "report.html").read_text(encoding="utf-8")

    again = pytester.runpytest("--lf", "--plain-var", f"site={site}", "--plain-tracing", "retain-on-failure", *QUIET)
    again.assert_outcomes(failed=1)
    again.stdout.fnmatch_lines(["run-last-failure: rerun previous 1 failure*",
                                "*1. Type \"bob\" into the Username field  * ms  replayed",
                                "trace: plainwright-results/suite-export.plain.yaml-Export-the-users/trace.zip  "
                                "(playwright show-trace opens it)"])
    assert (pytester.path / "plainwright-results" / "suite-export.plain.yaml-Export-the-users" / "trace.zip").is_file()

