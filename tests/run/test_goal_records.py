"""A goal that edits one named record, in a real browser: a customers table whose rows each have an "Edit"
button. The saved scenario names the record, never the row's place on the day it was saved, and ends with the check
that proved the goal reached; after a row is removed or the rows reordered, a replay edits the named customer or
fails, never another one."""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml
from playwright.async_api import Browser, Page

from plainwright.demo.server import StaticServer
from plainwright.model import RunResult, StepStatus
from plainwright.observe.snapshot import PageSnapshot
from plainwright.plan import proofs
from plainwright.plan.flows import in_record
from plainwright.plan.goal_text import Clause, Edit
from plainwright.plan.inventory import Control, ControlKind, inventory_of
from plainwright.plan.proofs import Completed
from plainwright.plan.steps import Choose, Click, MarkBox, Named, PlannedStep, Shows
from plainwright.run.goal import run_goal
from plainwright.run.resolve import observe
from plainwright.run.scenario import run_scenario
from plainwright.understand.grammar import parse_step
from plainwright.understand.rules import RuleBrain

SITES = Path(__file__).parent.parent / "sites"
GOAL = 'Edit the customer "Alan Turing": set the plan to Pro'
PEOPLE = {"c1": ("Ada Lovelace", "ada@example.com"), "c2": ("Grace Hopper", "grace@example.com"),
          "c3": ("Alan Turing", "alan@example.com"), "c4": ("Edsger Dijkstra", "edsger@example.com")}
ALAN_PRO = {"c3": "Pro"}  # what the page saved when the named customer, and only it, was edited
ORDINALS = re.compile(r"\b(?:first|second|third|fourth|fifth|last|\d+(?:st|nd|rd|th))\b", re.IGNORECASE)
SAVED_STEPS = ['Click the "Edit" button in the row for "Alan Turing"', 'Select "Pro" from the "Plan" dropdown',
               'Click the "Save" button', 'Verify the row for "Alan Turing" shows "Pro"']


@dataclass
class CustomersApp:
    folder: Path
    url: str

    def serve(self, *ids: str) -> None:
        """Serve the list with these customers, in this order, from now on (every plan "Basic")."""
        rows = [{"id": id_, "name": PEOPLE[id_][0], "email": PEOPLE[id_][1], "plan": "Basic"} for id_ in ids]
        (self.folder / "customers.js").write_text(f"window.CUSTOMERS = {json.dumps(rows)};\n", encoding="utf-8")


@pytest.fixture
def customers(tmp_path: Path) -> Iterator[CustomersApp]:
    folder = tmp_path / "site"
    shutil.copytree(SITES / "goal" / "customers", folder)
    with StaticServer(folder) as server:
        app = CustomersApp(folder, f"{server.url}/index.html")
        app.serve("c1", "c2", "c3", "c4")  # Alan Turing is the third row on the day the goal is saved
        yield app


async def _saved(customers: CustomersApp, browser: Browser, tmp_path: Path) -> Path:
    scenario = tmp_path / "edit-alan.plain.yaml"
    result = await run_goal(GOAL, url=customers.url, browser=browser, save=scenario)
    assert result.reached and result.saved == str(scenario), result.error
    return scenario


async def _replayed(scenario: Path, browser: Browser, *, fresh: bool) -> tuple[RunResult, dict[str, str]]:
    """The replay's result and what the page saved (customer id -> plan), read from the replay's own page."""
    context = await browser.new_context()
    try:
        page = await context.new_page()
        replay = await run_scenario(scenario, page=page, lock=True, fresh=fresh, timeout=3)
        return replay, await page.evaluate("window.SAVED")
    finally:
        await context.close()


def _steps(scenario: Path) -> list[str]:
    return list(yaml.safe_load(scenario.read_text(encoding="utf-8"))["steps"])


async def test_the_saved_goal_names_the_customer_and_ends_with_the_check_that_proved_it(
        customers: CustomersApp, browser: Browser, tmp_path: Path) -> None:
    scenario = await _saved(customers, browser, tmp_path)

    steps = _steps(scenario)
    assert steps == SAVED_STEPS
    assert not [step for step in steps if ORDINALS.search(step)], "no place that held on that day's page only"


# what the list shows on the day of the replay: the third row is no longer Alan Turing's
DRIFTS = {"a row before it removed": ("c2", "c3", "c4"), "the rows reordered": ("c4", "c3", "c2", "c1")}


@pytest.mark.parametrize("drift", DRIFTS)
async def test_replayed_from_scratch_after_the_list_changed_it_edits_the_named_customer(
        customers: CustomersApp, browser: Browser, tmp_path: Path, drift: str) -> None:
    scenario = await _saved(customers, browser, tmp_path)
    customers.serve(*DRIFTS[drift])

    replay, saved = await _replayed(scenario, browser, fresh=True)

    assert replay.ok, replay.errors
    assert saved == ALAN_PRO, "the named customer, and no other, was edited"


@pytest.mark.parametrize("drift", DRIFTS)
async def test_replayed_from_its_lock_after_the_list_changed_it_edits_the_named_customer(
        customers: CustomersApp, browser: Browser, tmp_path: Path, drift: str) -> None:
    scenario = await _saved(customers, browser, tmp_path)
    customers.serve(*DRIFTS[drift])

    replay, saved = await _replayed(scenario, browser, fresh=False)

    assert saved == ALAN_PRO, "the lock found the named customer's row by its key, not by its place"
    assert replay.ok, replay.errors
    assert replay.usage.brain_calls == 0


async def test_the_saved_check_fails_a_replay_that_edits_another_customer(
        customers: CustomersApp, browser: Browser, tmp_path: Path) -> None:
    scenario = await _saved(customers, browser, tmp_path)
    wrong = tmp_path / "edit-grace.plain.yaml"  # what a replay acting on a lookalike row would do
    wrong.write_text(scenario.read_text(encoding="utf-8").replace('in the row for \\"Alan Turing\\""',
                                                                  'in the row for \\"Grace Hopper\\""', 1))
    assert _steps(wrong)[0] == 'Click the "Edit" button in the row for "Grace Hopper"'

    replay, saved = await _replayed(wrong, browser, fresh=True)

    assert saved == {"c2": "Pro"}
    assert not replay.ok
    assert [step.status for step in replay.steps] == [StepStatus.PASSED] * 3 + [StepStatus.FAILED]
    assert replay.steps[-1].sentence == 'Verify the row for "Alan Turing" shows "Pro"'


async def test_a_proof_that_does_not_hold_on_the_page_is_not_kept_and_the_goal_stays_reached(
        customers: CustomersApp, browser: Browser, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def also_wrong(clause: Clause, done: Completed) -> list[PlannedStep]:
        assert isinstance(clause, Edit)
        return [Shows("Enterprise", record="Alan Turing"), *proofs.prove_edit(clause, done)]

    monkeypatch.setitem(proofs.PROVERS, Edit, also_wrong)
    scenario = tmp_path / "edit-alan.plain.yaml"
    result = await run_goal(GOAL, url=customers.url, browser=browser, save=scenario, timeout=3)

    assert result.reached, result.error
    assert [(step.sentence, step.ok) for step in result.steps][-2:] == [
        ('Verify the row for "Alan Turing" shows "Enterprise"', False),
        ('Verify the row for "Alan Turing" shows "Pro"', True)]
    assert _steps(scenario) == SAVED_STEPS, "only what passed on the run that saved it"


# ---- the sentences read back ----------------------------------------------------------------------------------

def _resolved(sentence: str, snapshot: PageSnapshot) -> int | None:
    (clause,) = parse_step(sentence)
    return RuleBrain().resolve(clause, snapshot).element


async def _row_controls(page: Page) -> tuple[PageSnapshot, list[Control]]:
    snapshot = await observe(page, 5000)
    return snapshot, [c for c in inventory_of(snapshot).controls if c.around]


def _step(control: Control, target: Named) -> str:
    if control.role == "checkbox":
        return MarkBox(target).sentence()
    if control.kind is ControlKind.FIELD:
        return Choose(target, "Viewer").sentence()
    return Click(target).sentence()


async def test_a_control_named_by_its_records_row_reads_back_to_that_control(page: Page, site: str) -> None:
    await page.goto(f"{site}/apps/admin-users.html")
    snapshot, controls = await _row_controls(page)
    inventory = inventory_of(snapshot)
    checked = 0
    for control in controls:
        record = " ".join(control.around.split()[:2])  # the row's name: "Alan Turing"
        if record not in ("Ada Lovelace", "Alan Turing", "Grace Hopper", "Leslie Lamport"):
            continue
        sentence = _step(control, in_record(control, record, inventory))
        assert not ORDINALS.search(sentence), sentence
        assert _resolved(sentence, snapshot) == control.index, sentence
        checked += 1
    assert checked == 4 * 5, "each of the four rows' checkbox, role, Edit, Reset password and Delete"


async def test_the_sentence_saved_for_a_row_finds_that_record_wherever_its_row_moved(
        customers: CustomersApp, page: Page) -> None:
    await page.goto(customers.url)
    snapshot, controls = await _row_controls(page)
    alan = next(c for c in controls if c.around.startswith("Alan Turing"))
    sentence = Click(in_record(alan, "Alan Turing", inventory_of(snapshot))).sentence()
    assert _resolved(sentence, snapshot) == alan.index

    for order in DRIFTS.values():
        customers.serve(*order)
        await page.goto(customers.url)
        moved, rows = await _row_controls(page)
        assert _resolved(sentence, moved) == next(c.index for c in rows if c.around.startswith("Alan Turing"))
