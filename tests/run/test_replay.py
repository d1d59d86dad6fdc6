"""Lock, replay and heal: a resolved scenario runs again with no brain call, and repairs itself on drift."""

from __future__ import annotations

from typing import Any

import pytest
import yaml
from markupsafe import escape
from playwright.async_api import Browser, Page

import plainwright.run.resolve
from plainwright import ErrorKind, RunStatus, StepSource, run_scenario
from plainwright.observe.snapshot import PageSnapshot, snapshot_when_quiet
from plainwright.output.html import html_report
from plainwright.understand.brains import Decision
from plainwright.understand.intent import Clause
from plainwright.understand.rules import RuleBrain


class CountingBrain(RuleBrain):
    """The rule brain, counting how often it is asked."""

    def __init__(self) -> None:
        super().__init__()
        self.calls = 0

    async def decide(self, clause: Clause, snapshot: PageSnapshot) -> Decision:
        self.calls += 1
        return await super().decide(clause, snapshot)


@pytest.fixture
def snapshots(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The URLs of every full snapshot taken while resolving."""
    taken: list[str] = []

    async def counting(page: Page, *args: Any, **options: Any) -> tuple[float, PageSnapshot | None]:
        quiet_ms, snapshot = await snapshot_when_quiet(page, *args, **options)
        if snapshot is not None:
            taken.append(page.url)
        return quiet_ms, snapshot

    monkeypatch.setattr(plainwright.run.resolve, "snapshot_when_quiet", counting)
    return taken


async def test_a_second_run_replays_every_step_with_no_brain_call_and_no_snapshot(
        browser: Browser, drift_app: Any, snapshots: list[str]) -> None:
    first = await run_scenario(drift_app.scenario, browser=browser, lock=True)
    assert first.ok, first.errors
    assert [step.source for step in first.steps] == [StepSource.RESOLVED] * 3
    assert first.usage.brain_calls == 3
    assert drift_app.lock.exists()
    snapshots.clear()
    brain = CountingBrain()
    second = await run_scenario(drift_app.scenario, browser=browser, lock=True, brain=brain)
    assert second.ok, second.errors
    assert [step.source for step in second.steps] == [StepSource.REPLAYED] * 3
    assert (second.usage.brain_calls, second.usage.tokens, brain.calls) == (0, 0, 0)
    assert snapshots == []
    assert second.steps[1].actions[0].locator == 'get_by_role("button", name="Save", exact=True)'


async def test_the_lock_file_holds_locators_and_a_fingerprint_per_action(browser: Browser, drift_app: Any) -> None:
    await run_scenario(drift_app.scenario, browser=browser, lock=True)
    lock = yaml.safe_load(drift_app.lock.read_text())
    click = lock["steps"][1]
    assert click["text"] == "Click the Save button"
    action = click["actions"][0]
    assert action["kind"] == "click"
    assert action["locators"][0] == {"method": "role", "value": "button", "name": "Save"}
    assert len(action["locators"]) == 2
    assert action["fingerprint"]["tag"] == "button"
    assert action["fingerprint"]["attrs"] == {"id": "save"}
    assert "class" not in str(action["fingerprint"])


@pytest.mark.parametrize("change", [{"button_class": "button button--primary"}, {"save_first": True}],
                         ids=["class", "position"])
async def test_a_new_class_or_position_still_replays_through_the_role_locator(
        browser: Browser, drift_app: Any, change: dict[str, object]) -> None:
    await run_scenario(drift_app.scenario, browser=browser, lock=True)
    drift_app.serve(**change)
    second = await run_scenario(drift_app.scenario, browser=browser, lock=True)
    assert second.ok, second.errors
    assert [step.source for step in second.steps] == [StepSource.REPLAYED] * 3


async def test_a_changed_id_is_drift_that_heals_and_rewrites_the_lock(browser: Browser, drift_app: Any) -> None:
    await run_scenario(drift_app.scenario, browser=browser, lock=True)
    drift_app.serve(button_id="store")
    healed = await run_scenario(drift_app.scenario, browser=browser, lock=True)
    assert healed.ok, healed.errors
    assert [step.source for step in healed.steps] == [StepSource.REPLAYED, StepSource.HEALED, StepSource.REPLAYED]
    assert healed.usage.brain_calls == 1
    record = healed.steps[1].actions[0]
    assert (record.healed_from, record.locator) == ('get_by_role("button", name="Save", exact=True)',) * 2
    assert record.drift[0] == ("the element get_by_role(\"button\", name=\"Save\", exact=True) finds has changed: "
                               "id 'save' -> 'store'")
    report = html_report([healed])
    assert '<span class="badge healed">healed</span>' in report
    assert f"healed: {escape(record.healed_from)} &rarr; {escape(record.locator)}" in report
    assert f"drifted: {escape(record.drift[0])}" in report
    assert "id: store" in drift_app.lock.read_text()
    again = await run_scenario(drift_app.scenario, browser=browser, lock=True)
    assert [step.source for step in again.steps] == [StepSource.REPLAYED] * 3


async def test_a_button_changed_every_way_heals_by_resolving_the_sentence_again(
        browser: Browser, drift_app: Any, page: Page) -> None:
    await run_scenario(drift_app.scenario, browser=browser, lock=True)
    drift_app.serve(button_id="submit-nick", button_class="cta", text="Save changes", save_first=True,
                    other_section=True)
    healed = await run_scenario(drift_app.scenario, page=page, lock=True)
    assert healed.ok, healed.errors
    assert healed.steps[1].source is StepSource.HEALED
    assert await page.locator("#log").inner_text() == "saved ann"


async def test_a_heal_onto_a_button_that_fits_the_step_only_by_its_id_is_reported_as_drift(
        browser: Browser, drift_app: Any) -> None:
    await run_scenario(drift_app.scenario, browser=browser, lock=True)
    drift_app.serve(text="Update customer")
    healed = await run_scenario(drift_app.scenario, browser=browser, lock=True)
    record = healed.steps[1].actions[0]
    assert healed.steps[1].source is StepSource.HEALED
    assert record.element is not None and record.element.name == "Update customer"
    assert record.drift[-1] == ("the step's words 'Save' no longer fit: button \"Update customer\" shows none of "
                                "them and was found by its id or classes alone")
    assert f"drifted: {escape(record.drift[-1])}" in html_report([healed])
    again = await run_scenario(drift_app.scenario, browser=browser, lock=True)
    assert again.steps[1].source is StepSource.HEALED  # not blessed by the lock: said again on every run
    refused = await run_scenario(drift_app.scenario, browser=browser, lock=True, heal=False)
    assert not refused.ok
    assert refused.steps[1].error is not None and refused.steps[1].error.kind is ErrorKind.ELEMENT_NOT_FOUND


async def test_without_healing_a_drifted_step_fails_as_element_not_found(browser: Browser, drift_app: Any) -> None:
    await run_scenario(drift_app.scenario, browser=browser, lock=True)
    before = drift_app.lock.read_text()
    drift_app.serve(button_id="submit-nick", text="Save changes")
    failed = await run_scenario(drift_app.scenario, browser=browser, lock=True, heal=False)
    assert failed.status is RunStatus.PARTIAL
    error = failed.steps[1].error
    assert error is not None and error.kind is ErrorKind.ELEMENT_NOT_FOUND
    assert "changed since the lock file was written" in error.message
    assert any("finds 0 elements" in reason for reason in error.candidates)
    assert error.expected == 'the locked element button "Save"'
    assert error.actual == "; ".join(error.candidates)
    assert failed.usage.brain_calls == 0
    assert drift_app.lock.read_text() == before


async def test_fresh_ignores_the_lock_and_resolves_every_step(browser: Browser, drift_app: Any) -> None:
    await run_scenario(drift_app.scenario, browser=browser, lock=True)
    fresh = await run_scenario(drift_app.scenario, browser=browser, lock=True, fresh=True)
    assert [step.source for step in fresh.steps] == [StepSource.RESOLVED] * 3


async def test_an_edited_step_is_resolved_while_the_others_replay(browser: Browser, drift_app: Any) -> None:
    await run_scenario(drift_app.scenario, browser=browser, lock=True)
    text = drift_app.scenario.read_text().replace('"ann"', '"bob"').replace("saved ann", "saved bob")
    drift_app.scenario.write_text(text)
    edited = await run_scenario(drift_app.scenario, browser=browser, lock=True)
    assert edited.ok, edited.errors
    assert [step.source for step in edited.steps] == [StepSource.RESOLVED, StepSource.REPLAYED,
                                                      StepSource.RESOLVED]


async def test_a_link_an_icon_font_names_replays_from_its_closed_menu_with_no_brain_call(
        browser: Browser, site: str, tmp_path: Any) -> None:
    """An Otter Wiki's "History" sits in the page's closed "⋮" menu and its icon font lengthens its name
    ("history History"), so it is locked by part of its name; on replay the menu is opened for it as for any
    link kept in a closed menu, not resolved again."""
    scenario = tmp_path / "history.plain.yaml"
    scenario.write_text(f'url: "{site}/apps/icon-menu.html"\nsteps:\n  - Click the "History" link\n'
                        '  - Verify the "History" heading is visible\n')
    first = await run_scenario(scenario, browser=browser, lock=True)
    assert first.ok, first.errors
    brain = CountingBrain()
    second = await run_scenario(scenario, browser=browser, lock=True, brain=brain)
    assert second.ok, second.errors
    assert [step.source for step in second.steps] == [StepSource.REPLAYED] * 2
    assert (second.usage.brain_calls, brain.calls) == (0, 0)
