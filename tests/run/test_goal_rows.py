"""Goals on a list's items in a real browser, on pages of the test site: a checklist whose boxes are labelled
with their items (tick one, show only the open ones, remove the done ones) and a ticket tracker whose rows have a
"Mark as done" button; and a "Clear completed" button that does nothing, which no goal may call done."""

from __future__ import annotations

import pytest
from playwright.async_api import Browser

from plainwright.run.goal import GoalResult, run_goal


def sentences(result: GoalResult) -> list[str]:
    return [step.sentence for step in result.steps if step.ok]


@pytest.mark.parametrize("mode", ["dynamic", "static"])
@pytest.mark.parametrize("goal", ['Complete "Charger", then show only the open items',
                                  'Hake "Charger" ab und zeige dann nur die offenen Einträge an'])
async def test_tick_an_item_then_show_only_the_open_ones(browser: Browser, site: str, goal: str, mode: str) -> None:
    result = await run_goal(goal, url=f"{site}/goal/checklist.html", browser=browser, mode=mode)

    assert result.reached, result.error
    assert sentences(result) == ['Check the "Charger" checkbox', 'Verify the "Charger" checkbox is checked',
                                 'Click the "Open" link', 'Verify the URL contains "#/open"']
    assert result.steps[-1].url.endswith("#/open")


@pytest.mark.parametrize("goal", ['Check off "Passport" and delete the done items',
                                  'Erledige "Passport" und lösche danach die erledigten Einträge'])
async def test_tick_an_item_then_remove_the_done_ones(browser: Browser, site: str, goal: str) -> None:
    result = await run_goal(goal, url=f"{site}/goal/checklist.html", browser=browser)

    assert result.reached, result.error
    assert sentences(result) == ['Check the "Passport" checkbox', 'Verify the "Passport" checkbox is checked',
                                 'Click the "Remove done" button', 'Verify the page does not show "Passport"']


@pytest.mark.parametrize("goal", ['Mark the ticket "Slow search" as resolved, then archive the done tickets',
                                  'Markiere das Ticket "Slow search" als erledigt und archiviere dann die erledigten '
                                  "Tickets"])
async def test_a_tickets_done_button_then_the_archive_button(browser: Browser, site: str, goal: str) -> None:
    result = await run_goal(goal, url=f"{site}/goal/tracker.html", browser=browser)

    assert result.reached, result.error
    assert sentences(result) == ['Click the "Mark as done" button in the row for "Slow search"',
                                 'Verify the row for "Slow search" shows "Done"',
                                 'Click the "Archive done tickets" button',
                                 'Verify the page does not show "Slow search"']


async def test_a_clear_button_that_leaves_the_done_items_is_no_success(browser: Browser, site: str) -> None:
    result = await run_goal('Tick off "Milk" and clear the completed items', url=f"{site}/goal/broken-clear.html",
                            browser=browser)

    assert not result.reached
    assert result.error is not None and 'clear "completed items"' in result.error.message
    assert any(not step.ok and step.error is not None and "no row of the list is gone" in step.error.message
               for step in result.steps)
