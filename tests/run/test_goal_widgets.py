"""Goals on pages built the way admin UIs build them: drop-downs a widget hides behind a box of its own (Select2,
Choices), and a filter the page builds in steps (Add Filter, a column, an operator, a value, Apply). English and
German goals, each judged by what the page was sent."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.async_api import Browser

from plainwright.run.goal import run_goal


def _sent(url: str) -> dict[str, list[str]]:
    return parse_qs(urlsplit(url).query)


@pytest.mark.parametrize("goal", [
    'Create a new ticket named "Printer jam": assignee "Dana Scully", priority High',
    'Lege ein neues Ticket namens "Printer jam" an: Bearbeiter "Dana Scully", Priorität High',
])
async def test_a_drop_down_behind_a_widget_is_filled_by_its_label(browser: Browser, site: str, goal: str) -> None:
    result = await run_goal(goal, url=f"{site}/goal/widget-form.html", browser=browser)

    assert result.reached, result.error
    assert _sent(result.steps[-1].url) == {"title": ["Printer jam"], "assignee": ["7"], "priority": ["high"]}
    assert 'Select "high" from the "Priority" dropdown' in [step.sentence for step in result.steps]


@pytest.mark.parametrize("goal", ["Show only the tickets whose owner is Mulder.",
                                  "Zeige nur die Tickets an, deren Besitzer Mulder ist."])
async def test_a_filter_built_in_steps_is_applied_with_equality(browser: Browser, site: str, goal: str) -> None:
    result = await run_goal(goal, url=f"{site}/goal/filter-builder.html", browser=browser)

    assert result.reached, result.error
    assert _sent(result.steps[-1].url) == {"op": ["equals"], "owner": ["Mulder"]}
    steps = [step.sentence for step in result.steps]
    assert 'Click the "Add Filter" link' in steps
    assert steps[-5:] == ['Click the "contains" link', 'Click the "equals" option',
                          'Type "Mulder" into the "Owner" filter field', 'Click the "Apply" button',
                          'Verify the URL contains "owner=Mulder"']
