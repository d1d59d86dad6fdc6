"""Budgets: a run stops with `budget_exceeded` once a limit is passed, its remaining steps skipped."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Page

import plainwright
from plainwright import Budget, ErrorKind, StepStatus
from plainwright.understand.llm import ScriptedChat

SCENARIO = """url: {site}/ambiguity/two-save-buttons.html
{budget}steps:
  - Click Save
  - Type "ann" into the Nickname field
  - Verify the page shows "billing saved"
"""


def _brain(billing_save: int = 0) -> plainwright.FallbackBrain:
    """The rules find two Save buttons; the model picks one, for 715 tokens (gpt-4o-mini: about $0.000114)."""
    chat = ScriptedChat([ScriptedChat.tool_reply("act", {"kind": "click", "element": billing_save, "value": ""},
                                                 input_tokens=700, output_tokens=15)], model="gpt-4o-mini")
    return plainwright.FallbackBrain(plainwright.RuleBrain(), plainwright.LLMBrain(chat))


async def _billing_save(page: Page, site: str) -> int:
    await page.goto(f"{site}/ambiguity/two-save-buttons.html")
    snap = await plainwright.snapshot(page)
    return [element.index for element in snap.elements if element.role == "button"][1]  # Billing's Save


@pytest.mark.parametrize("budget", ["budget:\n  max_tokens: 500\n", "budget:\n  max_cost_usd: 0.0001\n"],
                         ids=["tokens", "cost"])
async def test_a_model_that_spends_past_the_budget_stops_the_run_before_the_next_step(
        budget: str, page: Page, site: str, tmp_path: Path) -> None:
    path = tmp_path / "save.plain.yaml"
    path.write_text(SCENARIO.format(site=site, budget=budget))
    brain = _brain(await _billing_save(page, site))

    run = await plainwright.run_scenario(path, page=page, brain=brain)

    assert [step.status for step in run.steps] == [StepStatus.PASSED, StepStatus.SKIPPED, StepStatus.SKIPPED]
    assert run.error is not None and run.error.kind is ErrorKind.BUDGET_EXCEEDED, run.error
    assert "budget is used up" in run.error.message and not run.ok
    assert run.usage.tokens == 715


async def test_a_budget_given_to_the_run_overrides_the_scenarios(page: Page, site: str, tmp_path: Path) -> None:
    path = tmp_path / "save.plain.yaml"
    path.write_text(SCENARIO.format(site=site, budget="budget:\n  max_steps: 1\n"))
    brain = _brain(await _billing_save(page, site))

    run = await plainwright.run_scenario(path, page=page, brain=brain, budget=Budget(max_steps=3))

    assert run.ok, run.steps


async def test_a_step_still_working_when_the_time_runs_out_fails_as_budget_exceeded(page: Page, site: str,
                                                                                   tmp_path: Path) -> None:
    path = tmp_path / "wait.plain.yaml"
    path.write_text(f"url: {site}/hello.html\nbudget:\n  max_seconds: 1.5\n"
                    "steps:\n  - Wait 20 seconds\n  - Type \"Ann\" into the Your name field\n")

    run = await plainwright.run_scenario(path, page=page)

    assert [step.status for step in run.steps] == [StepStatus.FAILED, StepStatus.SKIPPED]
    failure = run.steps[0].error
    assert failure is not None and failure.kind is ErrorKind.BUDGET_EXCEEDED
    assert run.elapsed_ms < 15_000, "the wait was cut short, not waited out"
