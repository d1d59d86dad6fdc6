"""Every kind of failure says what the step expected and what the page had instead, in the terminal, the JSON, the
JUnit XML and the HTML report; a run with a failed step reads "failed" and ends with its failed steps at file:line.

One folder of small scenarios, each failing one way, is run once by the real `plainwright` command.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

import pytest
from markupsafe import escape

PLAINWRIGHT = str(Path(sys.executable).parent / "plainwright")
SECRET = "s3cret"  # typed into the password field (the page's own): no report may spell it


@dataclass(frozen=True)
class Case:
    steps: list[str]
    expected: str
    actual: str  # a regular expression the whole `actual` matches
    kind: str = "assertion_failed"
    page: str = "forms/login.html"
    extra: str = ""


LOGIN = ['Type "alice" into the Username field', f'Enter "{SECRET}" into the Password field', "Click the Log in button"]
CASES = {
    "text": Case([*LOGIN, 'Verify the page shows "Welcome back, alice"'],
                 "the page to show 'Welcome back, alice' within 2 s",
                 re.escape("it shows 'Welcome, alice' (in \"Sign in\")")),
    "no-text": Case(['Verify the page does not show "Sign in"'], "the page not to show 'Sign in' within 2 s",
                    re.escape("it shows 'Sign in' (in \"main content\")")),
    "checked": Case(["Verify the Remember me checkbox is checked"], "checkbox \"Remember me\" to be checked within 2 s",
                    "it is not checked"),
    "value": Case([LOGIN[0], 'Verify the Username field has the value "bob"'],
                  "textbox \"Username\" to have the value 'bob' within 2 s", re.escape("its value is 'alice'")),
    "password": Case([LOGIN[1], 'Verify the Password field has the value "hunter2"'],
                     "textbox \"Password\" to have the value '***' within 2 s",  # a password field's value is a secret
                     re.escape("it holds another value (a password field: its value is not shown)")),
    "title": Case(['Verify the title is "Dashboard"'], "the title to contain 'Dashboard' within 2 s",
                  re.escape("it is 'Sign in - Example'")),
    "url": Case(['Verify the URL contains "/dashboard"'], "the URL to contain '/dashboard' within 2 s",
                r"it is 'http://127\.0\.0\.1:\d+/forms/login\.html'"),
    "count": Case(["Verify there are 3 buttons"], "3 buttons within 2 s", "there is 1"),
    "not-found": Case(["Click the Export to PDF button"], "a button named 'Export to PDF' to click",
                      re.escape('nothing on the page comes close; it offers link "Home", link "Help", '
                                'textbox "Username"'),
                      kind="element_not_found"),
    "ambiguous": Case(["Click the Save button"], "one button named 'Save' to click",
                      re.escape("2 fit about equally well: button \"Save\" in 'Profile', button \"Save\" in 'Billing'"),
                      kind="ambiguous_step", page="ambiguity/two-save-buttons.html"),
    "disabled": Case(["Click the Save button"], 'to click button "Save" within 2 s', "it is not enabled",
                     kind="not_interactable", page="forms/verbs.html"),
    "navigation": Case(["Go to {site}/missing.html"], "{site}/missing.html to open", "it answered HTTP 404",
                       kind="navigation_failed"),
    "timeout": Case(['Wait for "Never shown" to appear'], "'Never shown' to appear within 2 s",
                    "it did not; it shows nothing like it; the closest text is .*", kind="timeout"),
    "blocked": Case(["Go to {other}/hello.html"], "{other}/hello.html to be an address the run may open",
                    r"localhost:\d+ is not an allowed domain \(allowed: 127\.0\.0\.1\)", kind="blocked_domain",
                    extra="allowed_domains: [127.0.0.1]"),
}
PASSING = ['Type "alice" into the Username field', 'Verify the page shows "Sign in"']


@dataclass
class Ran:
    stdout: str
    json: dict[str, Any]
    junit: ElementTree.Element
    html: str
    site: str
    other: str


def _scenario(name: str, page: str, steps: list[str], extra: str = "") -> str:
    """A scenario file; its first step is on line 6."""
    return f"name: {name}\nurl: {{site}}/{page}\ntimeout: 2\n{extra or 'vars: {}'}\nsteps:\n" + "".join(
        f"  - {json.dumps(step)}\n" for step in steps)


@pytest.fixture(scope="module")
def ran(site: str, tmp_path_factory: pytest.TempPathFactory) -> Ran:
    folder = tmp_path_factory.mktemp("failures")
    other = site.replace("127.0.0.1", "localhost")
    suite = folder / "suite"
    suite.mkdir()
    for name, case in {**CASES, "passing": Case(PASSING, "", "")}.items():
        text = _scenario(name, case.page, case.steps, case.extra)
        (suite / f"{name}.plain.yaml").write_text(text.replace("{site}", site).replace("{other}", other))
    done = subprocess.run([PLAINWRIGHT, "run", "suite", "--workers", "2", "--json", "r.json", "--junit", "r.xml",
                           "--html", "r.html"], cwd=folder, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PLAINWRIGHT_HEADED": "0"})
    assert done.returncode == 1, done.stdout + done.stderr
    return Ran(done.stdout, json.loads((folder / "r.json").read_text()), ElementTree.parse(folder / "r.xml").getroot(),
               (folder / "r.html").read_text(), site, other)


def _failed_step(ran: Ran, name: str) -> tuple[int, dict[str, Any]]:
    run = next(run for run in ran.json["runs"] if run["name"] == name)
    failed = next(((i, step) for i, step in enumerate(run["steps"]) if step["status"] == "failed"), None)
    assert failed is not None, run
    return failed


@pytest.mark.parametrize("name", CASES)
def test_a_failure_says_what_it_expected_and_what_the_page_had(ran: Ran, name: str) -> None:
    case = CASES[name]
    expected = case.expected.replace("{site}", ran.site).replace("{other}", ran.other)
    index, step = _failed_step(ran, name)
    error = step["error"]
    assert (error["kind"], error["expected"]) == (case.kind, expected), error
    assert re.fullmatch(case.actual, error["actual"]), error["actual"]
    headline = f"expected {expected}; {error['actual']}"
    assert f"{case.kind}: {headline}" in ran.stdout
    assert f"suite/{name}.plain.yaml:{6 + index}  {step['sentence']}" in ran.stdout, "the failed list says where"
    junit = next(case_ for case_ in ran.junit.iter("testcase") if case_.get("name") == name).find("failure")
    assert junit is not None and headline in junit.get("message", "")
    assert escape(expected) in ran.html and escape(error["actual"]) in ran.html


def test_a_run_with_a_failed_step_reads_failed_and_ends_with_the_failed_steps(ran: Ran) -> None:
    assert ran.json["status"] == "partial", "the JSON field stays as tools read it"
    assert f"failed: 1/{len(CASES) + 1} scenarios passed" in ran.stdout
    failed_list = ran.stdout[ran.stdout.index("failed scenarios:"):]
    assert all(f"✗ {name}" in failed_list for name in CASES) and "✗ passing" not in failed_list
    assert '<span class="badge failed" id="verdict">failed</span>' in ran.html


def test_no_failure_spells_the_password(ran: Ran) -> None:
    everything = ran.stdout + json.dumps(ran.json) + ElementTree.tostring(ran.junit, encoding="unicode") + ran.html
    assert SECRET not in everything
