"""An exported pytest file does what the run did, so it leaves the application in the same state: a test that
finds another element, or types another value, than the run did would test something else than what passed.

Differential: three scenarios (a form with every kind of field; a list's option and a field's value check
written in another case than the page's; a table of orders with per-row buttons, browser dialogs and a second
tab) run through plainwright against a small application that keeps its state on the server
(tests/output/stateful_app.py); the application is reset; the exported files run with pytest in a process of
their own; what the application stored after both must be the same, for every kind of action. A check must give
the same verdict too: against a build of the application with a regression (Ship ships the wrong order), the
replay and the exported test both fail.
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
from stateful_app import BROKEN, StatefulApp

from plainwright import RunResult, StepSource, run_scenario
from plainwright.browser.find import find_chromium
from plainwright.config import BrowserConfig
from plainwright.errors import ErrorKind
from plainwright.output.lockfile import read_lock
from plainwright.output.pytest_export import export_pytest, pytest_source

SHOP_PASSWORD = "env-Secret-42"  # from ${env.SHOP_PASSWORD}
TYPED_PIN = "typed-Secret-17"  # typed into a password field: masked, so the export reads PLAINWRIGHT_SECRET_1
UPLOADED = "quarterly report: 42 orders shipped\n"
CHECK_TIMEOUT_S = 2  # how long the replay against the broken build waits for the check it fails

SCENARIOS = {
    "form": ("profile", [
        'Type "Ada Lovelace" into the Name field', "Enter 31.01.2026 as the Due date", "Set Start time to 9:37 PM",
        "Set Quantity to 12", "Set Billing month to March 2026", "Set Pickup to 31.01.2026 14:30",
        "Tick Newsletter", "Untick Reminders", 'Upload "report.txt" to the Attachment field',
        f'Type "{TYPED_PIN}" into the PIN field', 'Type "${env.SHOP_PASSWORD}" into the Password field',
        "Click Save"]),
    # the list's option and the field's value as a person writes them, in another case than the page's
    "choices": ("profile", ['Select "germany" from the Country dropdown', 'Select "High" from the Priority dropdown',
                            'Check that the Name field has value "grace hopper"', "Click Save"]),
    "orders": ("orders", [
        "Click Ship for Order #6", "Check that the row for Order #6 shows Shipped",
        "Click Delete for Order #3 and confirm", "Click Delete for Order #4", "Dismiss the confirmation",
        'Click Rename for Order #2 and enter "Lin" into the prompt',
        "Click Open the archive", "Switch to the new tab", 'Type "Q1 done" into the Note field', "Click Archive",
        "Go back to the first tab", "Click Ship for Order #1"]),
}
# Each kind of action, by the scenario that does it and the stored values that show what it did.
KINDS: dict[str, tuple[str, list[tuple[str, Any]]]] = {
    "fill text": ("form", [("profile", "name")]),
    "fill date": ("form", [("profile", "due")]),
    "fill time": ("form", [("profile", "start")]),
    "fill number": ("form", [("profile", "quantity")]),
    "fill month": ("form", [("profile", "month")]),
    "fill datetime-local": ("form", [("profile", "pickup")]),
    "select": ("choices", [("profile", "country")]),
    "select in a list a script draws": ("choices", [("profile", "priority")]),
    "check and uncheck": ("form", [("profile", "newsletter"), ("profile", "reminders")]),
    "upload": ("form", [("profile", "attachment")]),
    "typed secret": ("form", [("profile", "pin")]),
    "env secret": ("form", [("profile", "password")]),
    "row-scoped click": ("orders", [("orders", 6), ("orders", 1)]),
    "dialogs": ("orders", [("orders", 2), ("orders", 3), ("orders", 4)]),
    "tab switch": ("orders", [("notes", None)]),
}


@dataclass
class Outcome:
    """One scenario: the run, the state it left, the exported file, and what that file did."""

    run: RunResult
    after_run: dict[str, Any]
    source: str
    replay: RunResult | None = None  # the run again, from its lock
    after_replay: dict[str, Any] = field(default_factory=dict)
    after_export: dict[str, Any] = field(default_factory=dict)
    export_failure: str | None = None  # None: the exported test passed


@dataclass
class Broken:
    """The orders scenario against the broken build: replayed from its lock, and its exported test."""

    replay: RunResult
    export_failure: str | None = None


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
    """Per test module of a JUnit report: None when its test passed, else its failure."""
    found: dict[str, str | None] = {}
    for case in ElementTree.parse(report).iter("testcase"):
        problem = case.find("failure") if case.find("failure") is not None else case.find("error")
        module = case.get("classname", "").rsplit(".", 1)[-1]
        found[module] = None if problem is None else (problem.get("message") or "") + (problem.text or "")
    return found


def _run_exported(folder: Path, browser_path: str) -> dict[str, str | None]:
    env = {**os.environ, "PLAINWRIGHT_BROWSER": browser_path, "SHOP_PASSWORD": SHOP_PASSWORD,
           "PLAINWRIGHT_SECRET_1": TYPED_PIN}
    ran = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--junitxml=results.xml",
                          "."], cwd=folder, capture_output=True, text=True, timeout=600, env=env)
    assert (folder / "results.xml").exists(), ran.stdout + ran.stderr
    return _failures(folder / "results.xml")


def _write_scenario(path: Path, name: str, url: str) -> Path:
    path.write_text(yaml.safe_dump({"name": name, "url": url, "steps": SCENARIOS[name][1]}))
    return path


async def _replay_on_broken(app: StatefulApp, browser: Browser, folder: Path) -> tuple[RunResult, str]:
    """The orders scenario's lock replayed against the broken build, and its export for that build."""
    url = f"{app.url}/orders{BROKEN}/orders"
    lock = folder / "orders.lock.yaml"
    (folder / "orders_broken.lock.yaml").write_text(lock.read_text())
    scenario = _write_scenario(folder / "orders_broken.plain.yaml", "orders", url)
    replayed = await run_scenario(scenario, browser=browser, lock=True, timeout=CHECK_TIMEOUT_S)
    locked = read_lock(lock)
    assert locked is not None
    return replayed, pytest_source(locked.model_copy(update={"url": url}))


@pytest.fixture(scope="module")
async def outcomes(app: StatefulApp, browser: Browser, browser_config: BrowserConfig,
                   tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Outcome], Broken]:
    """Every scenario run through plainwright, then (the application reset each time) replayed from its lock, then
    its exported file run through pytest."""
    browser_path = _executable(browser, browser_config)
    folder = tmp_path_factory.mktemp("export_matches_run")
    exported = folder / "exported"
    exported.mkdir()
    (exported / "report.txt").write_text(UPLOADED)
    found: dict[str, Outcome] = {}
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(exported)  # an upload's file is named from the working directory, in the run and in the export
        patch.setenv("SHOP_PASSWORD", SHOP_PASSWORD)
        for name, (page, _) in SCENARIOS.items():
            scenario = _write_scenario(folder / f"{name}.plain.yaml", name, f"{app.url}/{name}/{page}")
            run = await run_scenario(scenario, browser=browser, lock=True)
            test_file = export_pytest(folder / f"{name}.lock.yaml", exported / f"test_{name}.py")
            found[name] = Outcome(run=run, after_run=app.state(name), source=test_file.read_text())
        replay, source = await _replay_on_broken(app, browser, folder)
        app.reset()
        for name, outcome in found.items():  # replayed from the lock, as the export is written from it
            outcome.replay = await run_scenario(folder / f"{name}.plain.yaml", browser=browser, lock=True)
            outcome.after_replay = app.state(name)
    (exported / "test_orders_broken.py").write_text(source)
    app.reset()
    failures = _run_exported(exported, browser_path)
    for name, outcome in found.items():
        outcome.after_export = app.state(name)
        outcome.export_failure = failures.get(f"test_{name}", "the exported test did not run")
    return found, Broken(replay=replay, export_failure=failures.get("test_orders_broken", "did not run"))


def _stored(state: dict[str, Any], where: tuple[str, Any]) -> Any:
    part, key = where
    return state[part] if key is None else state[part].get(key)


@pytest.mark.parametrize("kind", list(KINDS))
def test_the_exported_test_leaves_the_application_as_the_run_did(
        kind: str, outcomes: tuple[dict[str, Outcome], Broken], app: StatefulApp) -> None:
    name, places = KINDS[kind]
    outcome = outcomes[0][name]
    assert outcome.run.ok, outcome.run.errors
    first = app.state("never-touched")
    assert any(_stored(outcome.after_run, where) != _stored(first, where) for where in places), \
        "the run changed nothing here: the comparison would prove nothing"
    assert outcome.export_failure is None, f"the exported test failed:\n{outcome.export_failure}"
    assert [_stored(outcome.after_export, where) for where in places] == \
        [_stored(outcome.after_run, where) for where in places], outcome.source


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_the_application_holds_the_same_after_the_run_and_after_the_exported_test(
        name: str, outcomes: tuple[dict[str, Outcome], Broken]) -> None:
    outcome = outcomes[0][name]
    assert outcome.export_failure is None, f"the exported test failed:\n{outcome.export_failure}"
    assert outcome.after_export == outcome.after_run, outcome.source


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_the_replay_leaves_the_application_as_the_run_did(name: str,
                                                          outcomes: tuple[dict[str, Outcome], Broken]) -> None:
    outcome = outcomes[0][name]
    assert outcome.replay is not None and outcome.replay.ok, outcome.replay and outcome.replay.errors
    assert outcome.replay.usage.brain_calls == 0
    assert outcome.after_replay == outcome.after_run


def test_the_run_stored_what_the_steps_say(outcomes: tuple[dict[str, Outcome], Broken]) -> None:
    """The run itself did what the steps say, so the comparisons compare the right thing."""
    profile = outcomes[0]["form"].after_run["profile"]
    assert {key: profile[key] for key in ("name", "due", "start", "quantity", "month", "pickup", "newsletter",
                                          "reminders", "pin", "password")} == {
        "name": "Ada Lovelace", "due": "2026-01-31", "start": "21:37", "quantity": "12", "month": "2026-03",
        "pickup": "2026-01-31T14:30", "newsletter": "on", "reminders": "off", "pin": TYPED_PIN,
        "password": SHOP_PASSWORD}
    assert profile["attachment"].startswith("report.txt:")
    choices = outcomes[0]["choices"].after_run["profile"]
    assert (choices["country"], choices["priority"]) == ("de", "High")
    orders = outcomes[0]["orders"].after_run
    assert sorted(orders["orders"]) == [1, 2, 4, 5, 6, 7] and orders["orders"][2]["customer"] == "Lin"
    assert [orders["orders"][number]["status"] for number in (1, 6)] == ["Shipped", "Shipped"]
    assert orders["notes"] == ["Q1 done"]


def test_no_secret_is_written_in_an_exported_file(outcomes: tuple[dict[str, Outcome], Broken]) -> None:
    source = outcomes[0]["form"].source
    assert 'secret("SHOP_PASSWORD")' in source and 'secret("PLAINWRIGHT_SECRET_1")' in source
    assert SHOP_PASSWORD not in source and TYPED_PIN not in source
    assert "to_have_value(secret(" not in source, "a failed check would print the secret in the test's output"


def test_a_check_the_replay_fails_fails_in_the_exported_test_too(outcomes: tuple[dict[str, Outcome],
                                                                                  Broken]) -> None:
    """Against the broken build (Ship ships the order above), the row's check fails in both."""
    broken = outcomes[1]
    assert not broken.replay.ok
    assert {step.source for step in broken.replay.steps if step.ok} == {StepSource.REPLAYED}
    failed = next(step for step in broken.replay.steps if not step.ok)
    assert failed.sentence == "Check that the row for Order #6 shows Shipped"
    assert failed.error is not None and failed.error.kind is ErrorKind.ASSERTION_FAILED, failed.error
    assert broken.export_failure is not None, "the exported test passed where the replay failed"
    assert "Order #6" in broken.export_failure and "did not run" not in broken.export_failure
