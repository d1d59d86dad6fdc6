"""The refiner: a failed step of a goal run is repaired in place (a synonym of its label, the other control of its
form or section, a wait for a slow page), at most `max_refines_per_step` times, each repair an event, and the
steps kept (and saved) hold the repaired sentence."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
import yaml
from playwright.async_api import Browser

from plainwright import goal_events as events
from plainwright.demo.server import StaticServer, demo_site
from plainwright.errors import ErrorKind
from plainwright.goal_events import GoalEvent
from plainwright.plan.base import Decision, Proposal, Situation
from plainwright.plan.rules import RulePlanner
from plainwright.plan.steps import renamed
from plainwright.run.goal import prepare_goal, reach, run_goal

CREDENTIALS = {"username": "alice", "password": "s3cret"}


@pytest.fixture(scope="module")
def demo() -> Iterator[str]:
    with StaticServer(demo_site()) as server:
        yield server.url


class _Misnaming:
    """The rule planner, but it calls one label of the page by a name the page does not show (as a planner that
    read the page wrong would): every step it proposes naming `label` names `wrong` instead. Its notes stay as
    the rule planner wrote them."""

    name = "misnaming"

    def __init__(self, label: str, wrong: str) -> None:
        self.rules, self.label, self.wrong = RulePlanner(), label, wrong

    async def propose(self, situation: Situation) -> Decision:
        decision = await self.rules.propose(situation)
        step = decision.step if isinstance(decision, Proposal) else None
        target = getattr(step, "target", None)
        if isinstance(decision, Proposal) and step is not None and target is not None and target.label == self.label:
            wrong = renamed(step, replace(target, label=self.wrong))
            assert wrong is not None
            decision = replace(decision, step=wrong)
        return decision


async def test_a_step_naming_a_wrong_label_is_repaired_by_a_synonym(browser: Browser, demo: str,
                                                                     tmp_path: Path) -> None:
    seen: list[GoalEvent] = []
    saved = tmp_path / "login.plain.yaml"
    result = await run_goal("Log in and open the regression overview", url=f"{demo}/index.html", browser=browser,
                            variables=CREDENTIALS, planner=_Misnaming("Username", "Kennung"), on_event=seen.append,
                            timeout=2, save=saved)

    assert result.reached, result.error
    repairs = [event for event in seen if isinstance(event, events.Repaired)]
    assert [(r.strategy, r.replaces, r.sentence) for r in repairs] == [
        ("synonym", 'Type "alice" into the "Kennung" field', 'Type "alice" into the "Username" field')]
    assert [(step.sentence, planned.kept) for step, planned in zip(result.steps, result.plan, strict=True)][:2] == [
        ('Type "alice" into the "Kennung" field', False), ('Type "alice" into the "Username" field', True)]
    assert result.steps[0].error is not None and result.steps[0].error.kind is ErrorKind.ELEMENT_NOT_FOUND
    assert yaml.safe_load(saved.read_text())["steps"][0] == 'Type "alice" into the "Username" field'
    # the events say it in order: the step failed, was repaired, and the repair ran and was verified
    kinds = [event.type for event in seen]
    first_failed = kinds.index("failed")
    assert kinds[first_failed:first_failed + 3] == ["failed", "repaired", "executed"]


async def test_without_refines_the_wrong_label_ends_the_run(browser: Browser, demo: str) -> None:
    result = await run_goal("Log in and open the regression overview", url=f"{demo}/index.html", browser=browser,
                            variables=CREDENTIALS, planner=_Misnaming("Username", "Kennung"), timeout=2,
                            max_refines_per_step=0)

    assert not result.reached and result.error is not None
    assert {step.sentence for step in result.steps} == {'Type "alice" into the "Kennung" field'}


async def test_repairs_stop_at_max_refines_per_step(browser: Browser, site: str) -> None:
    seen: list[GoalEvent] = []
    result = await run_goal("Open the reports", url=f"{site}/goal/dead-ends.html", browser=browser,
                            on_event=seen.append, max_refines_per_step=1)

    repairs = [event for event in seen if isinstance(event, events.Repaired)]
    assert [(r.step, r.attempt, r.strategy) for r in repairs][:1] == [(1, 1, "alternative")]
    assert all(r.attempt == 1 for r in repairs)  # one repair per failed step proposed, no more
    assert not result.reached


async def test_a_click_that_did_nothing_is_repaired_with_the_other_control_of_its_section(browser: Browser,
                                                                                        site: str) -> None:
    seen: list[GoalEvent] = []
    run = prepare_goal("Open the reports", url=f"{site}/goal/reports.html", settle_ms=300)
    result = await reach(run, browser=browser, on_event=seen.append)

    assert result.reached, result.error
    assert [step.sentence for step in result.steps] == ['Click the "Reports" link', 'Click the "All reports" link',
                                                        'Verify the "Reports" heading is visible']
    assert [planned.kept for planned in result.plan] == [False, True, True]
    repair = next(event for event in seen if isinstance(event, events.Repaired))
    assert repair.strategy == "alternative" and "changed nothing" in repair.reason


async def test_a_slow_page_is_waited_for_and_the_step_judged_again(browser: Browser, site: str) -> None:
    seen: list[GoalEvent] = []
    run = prepare_goal("Open the reports", url=f"{site}/goal/slow.html", settle_ms=200, refine_wait_ms=8000)
    result = await reach(run, browser=browser, on_event=seen.append)

    assert result.reached, result.error
    assert [step.sentence for step in result.steps] == ['Click the "Reports" link',
                                                        'Verify the "Reports" heading is visible']
    assert all(step.ok for step in result.steps)  # the click ran once: judged again, not run again
    repair = next(event for event in seen if isinstance(event, events.Repaired))
    assert repair.strategy == "wait" and repair.sentence == repair.replaces == 'Click the "Reports" link'
    assert [event.type for event in seen if event.type in ("failed", "repaired", "executed")][:3] == [
        "failed", "repaired", "executed"]
