"""An exported pytest file does what the run did, so it leaves the application in the same state (DESIGN.md,
"Locators, identity and replay").

Differential: each scenario runs through plainwright against a small application that keeps its state on the
server (tests/output/stateful_app.py); the application is reset; the exported files run with pytest in one
process of their own; the application's stored state after both must be the same. A check must give the same
verdict too: against a build of the application with a regression (Ship ships the wrong order), the replay and
the exported test both fail.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

import pytest
import yaml
from playwright.async_api import Browser

from plainwright import RunResult, StepSource, run_scenario
from plainwright.browser.find import find_chromium
from plainwright.config import BrowserConfig
from plainwright.errors import ErrorKind
from plainwright.output.lockfile import read_lock
from plainwright.output.pytest_export import export_pytest, pytest_source
from stateful_app import BROKEN, StatefulApp

SHOP_PASSWORD = "env-Secret-42"  # from ${env.SHOP_PASSWORD}
TYPED_PASSWORD = "typed-Secret-17"  # typed into a password field: masked, read back from PLAINWRIGHT_SECRET_1
UPLOADED = "quarterly report: 42 orders shipped\n"
CHECK_TIMEOUT_S = 2  # how long the replay against the broken build waits for a check it fails


@dataclass(frozen=True)
class Case:
    """A scenario on one page of the application, in a namespace (a store) of its own."""

    name: str
    page: str
    steps: list[str]
    regression: bool = False  # also run against the broken build: its check must fail in both

    def url(self, app: StatefulApp, namespace: str | None = None) -> str:
        return f"{app.url}/{namespace or self.name}/{self.page}"


CASES = [
    Case("text", "profile", ['Type "Ada Lovelace" into the Name field',
                             'Check that the Name field has value "ada lovelace"', "Click Save"]),
    Case("date", "profile", ["Enter 31.01.2026 as the Due date", "Click Save"]),
    Case("time", "profile", ["Set Start time to 9:37 PM", "Click Save"]),
    Case("number", "profile", ["Set Quantity to 12", "Click Save"]),
    Case("month", "profile", ["Set Billing month to March 2026", "Click Save"]),
    Case("datetime", "profile", ["Set Pickup to 31.01.2026 14:30", "Click Save"]),
    Case("select", "profile", ['Select "germany" from the Country dropdown', "Click Save"]),
    Case("checkboxes", "profile", ["Tick Newsletter", "Untick Reminders", "Click Save"]),
    Case("row", "orders", ["Click Ship for Order #6", "Check that the row for Order #6 shows Shipped"],
         regression=True),
    Case("dialogs", "orders", ["Click Delete for Order #3 and confirm", "Click Delete for Order #4",
                               "Dismiss the confirmation", 'Click Rename for Order #2 and enter "Lin" into the prompt']),
    Case("tabs", "orders", ["Click Open the archive", "Switch to the new tab", 'Type "Q1 done" into the Note field',
                            "Click Archive", "Go back to the first tab", "Click Ship for Order #1"]),
    Case("upload", "profile", ['Upload "report.txt" to the Attachment field', "Click Save"]),
    Case("env_secret", "profile", ['Type "${env.SHOP_PASSWORD}" into the Password field', "Click Save"]),
    Case("typed_secret", "profile", [f'Type "{TYPED_PASSWORD}" into the Password field', "Click Save"]),
]


@dataclass
class Outcome:
    """One case: the run, the state it left, the exported file, and what that file did."""

    run: RunResult
    after_run: dict[str, Any]
    source: str
    after_export: dict[str, Any] = field(default_factory=dict)
    export_failure: str | None = None  # None: the exported test passed
    replay_on_broken: RunResult | None = None
    export_failure_on_broken: str | None = None


@pytest.fixture(scope="module")
def app() -> Iterator[StatefulApp]:
    with StatefulApp() as served:
        yield served


def _executable(browser: Browser, config: BrowserConfig) -> str:
    """The Chromium the test session launched, for the exported tests to launch too."""
    if config.endpoint or config.cdp_endpoint:
        pytest.skip("the exported tests launch a local Chromium; this session uses a remote one")
    return find_chromium(config.executable_path, playwright_default=browser.browser_type.executable_path)


def _failures(report: Path) -> dict[str, str | None]:
    """Per test module of a JUnit report: None when it passed, else its failure's message."""
    found: dict[str, str | None] = {}
    for case in ElementTree.parse(report).iter("testcase"):
        problem = case.find("failure") if case.find("failure") is not None else case.find("error")
        module = case.get("classname", "").rsplit(".", 1)[-1]
        found[module] = None if problem is None else (problem.get("message") or "") + (problem.text or "")
    return found


def _run_exported(folder: Path, browser_path: str) -> dict[str, str | None]:
    env = {**os.environ, "PLAINWRIGHT_BROWSER": browser_path, "SHOP_PASSWORD": SHOP_PASSWORD,
           "PLAINWRIGHT_SECRET_1": TYPED_PASSWORD}
    ran = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--junitxml=results.xml",
                          "."], cwd=folder, capture_output=True, text=True, timeout=600, env=env)
    assert (folder / "results.xml").exists(), ran.stdout + ran.stderr
    return _failures(folder / "results.xml")


async def _replay_on_broken(case: Case, app: StatefulApp, browser: Browser, folder: Path) -> tuple[RunResult, str]:
    """The case's locked steps replayed against the broken build, and the export of its lock for that build."""
    scenario = folder / f"{case.name}_broken.plain.yaml"
    scenario.write_text(yaml.safe_dump({"name": case.name, "url": case.url(app, case.name + BROKEN),
                                        "steps": case.steps}))
    lock = folder / f"{case.name}.lock.yaml"
    (folder / f"{case.name}_broken.lock.yaml").write_text(lock.read_text())
    replayed = await run_scenario(scenario, browser=browser, lock=True, timeout=CHECK_TIMEOUT_S)
    locked = read_lock(lock)
    assert locked is not None
    return replayed, pytest_source(locked.model_copy(update={"url": case.url(app, case.name + BROKEN)}))


@pytest.fixture(scope="module")
async def outcomes(app: StatefulApp, browser: Browser, browser_config: BrowserConfig,
                   tmp_path_factory: pytest.TempPathFactory) -> dict[str, Outcome]:
    """Every case run through plainwright, then (the application reset) its exported file through pytest."""
    browser_path = _executable(browser, browser_config)
    folder = tmp_path_factory.mktemp("export_matches_run")
    exported = folder / "exported"
    exported.mkdir()
    (exported / "report.txt").write_text(UPLOADED)
    found: dict[str, Outcome] = {}
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(exported)  # an upload's file is read from the working directory, as the exported test's is
        patch.setenv("SHOP_PASSWORD", SHOP_PASSWORD)
        for case in CASES:
            scenario = folder / f"{case.name}.plain.yaml"
            scenario.write_text(yaml.safe_dump({"name": case.name, "url": case.url(app), "steps": case.steps}))
            run = await run_scenario(scenario, browser=browser, lock=True)
            test_file = export_pytest(folder / f"{case.name}.lock.yaml", exported / f"test_{case.name}.py")
            found[case.name] = Outcome(run=run, after_run=app.state(case.name), source=test_file.read_text())
            if case.regression:
                replayed, source = await _replay_on_broken(case, app, browser, folder)
                found[case.name].replay_on_broken = replayed
                (exported / f"test_{case.name}_broken.py").write_text(source)
    app.reset()
    failures = _run_exported(exported, browser_path)
    for name, outcome in found.items():
        outcome.after_export = app.state(name)
        outcome.export_failure = failures.get(f"test_{name}", "the exported test did not run")
        outcome.export_failure_on_broken = failures.get(f"test_{name}_broken", "the exported test did not run")
    return found


def _first_state(app: StatefulApp) -> dict[str, Any]:
    return app.state("never-touched")


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_the_exported_test_leaves_the_application_as_the_run_did(case: Case, outcomes: dict[str, Outcome],
                                                                 app: StatefulApp) -> None:
    outcome = outcomes[case.name]
    assert outcome.run.ok, outcome.run.errors
    assert outcome.after_run != _first_state(app), "the scenario changed nothing: it proves nothing"
    assert outcome.export_failure is None, f"the exported test failed:\n{outcome.export_failure}\n{outcome.source}"
    assert outcome.after_export == outcome.after_run, outcome.source


def test_the_stored_values_are_the_ones_the_steps_name(outcomes: dict[str, Outcome]) -> None:
    """The runs themselves did what the steps say: the comparison above compares the right thing."""
    profile = {name: outcomes[name].after_run["profile"] for name in
               ("text", "date", "time", "number", "month", "datetime", "select", "checkboxes", "upload",
                "env_secret", "typed_secret")}
    assert profile["text"]["name"] == "Ada Lovelace"
    assert profile["date"]["due"] == "2026-01-31"
    assert profile["time"]["start"] == "21:37"
    assert profile["number"]["quantity"] == "12"
    assert profile["month"]["month"] == "2026-03"
    assert profile["datetime"]["pickup"] == "2026-01-31T14:30"
    assert profile["select"]["country"] == "de"
    assert (profile["checkboxes"]["newsletter"], profile["checkboxes"]["reminders"]) == ("on", "off")
    assert profile["upload"]["attachment"].startswith("report.txt:")
    assert profile["env_secret"]["password"] == SHOP_PASSWORD
    assert profile["typed_secret"]["password"] == TYPED_PASSWORD
    orders = outcomes["dialogs"].after_run["orders"]
    assert 3 not in orders and 4 in orders and orders[2]["customer"] == "Lin"
    tabs = outcomes["tabs"].after_run
    assert tabs["notes"] == ["Q1 done"] and tabs["orders"][1]["status"] == "Shipped"


def test_no_secret_is_written_in_an_exported_file(outcomes: dict[str, Outcome]) -> None:
    env_source, typed_source = outcomes["env_secret"].source, outcomes["typed_secret"].source
    assert 'secret("SHOP_PASSWORD")' in env_source and SHOP_PASSWORD not in env_source
    assert 'secret("PLAINWRIGHT_SECRET_1")' in typed_source and TYPED_PASSWORD not in typed_source


@pytest.mark.parametrize("case", [case for case in CASES if case.regression],
                         ids=[case.name for case in CASES if case.regression])
def test_a_check_the_replay_fails_fails_in_the_exported_test_too(case: Case, outcomes: dict[str, Outcome]) -> None:
    """Against the broken build (Ship ships the order above), the row's check fails in both."""
    outcome = outcomes[case.name]
    replayed = outcome.replay_on_broken
    assert replayed is not None and not replayed.ok
    assert {step.source for step in replayed.steps if step.ok} == {StepSource.REPLAYED}
    failed = next(step for step in replayed.steps if not step.ok)
    assert failed.error is not None and failed.error.kind is ErrorKind.ASSERTION_FAILED, failed.error
    assert outcome.export_failure_on_broken is not None, "the exported test passed where the replay failed:\n" + \
        outcome.source
    assert "did not run" not in outcome.export_failure_on_broken
