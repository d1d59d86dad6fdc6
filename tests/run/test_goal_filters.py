"""A list filtered by a drop-down of its filter form, asked for with a column ("the issues with status Closed"), a
state ("the open issues") or a clause ("the issues assigned to bob", „die Issues, die bob zugewiesen sind"): the
drop-down that offers the value is chosen and its form sent (tests/sites/goal/issue-filters.html), or, with no
button, the list filters itself as it is chosen (issue-filters-live.html). Done only when the filter is in effect;
a value no drop-down offers is never taken for a look-alike ("bobby" for "bob")."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Browser

from plainwright.errors import ErrorKind
from plainwright.model import StepSource
from plainwright.run.goal import run_goal
from plainwright.run.scenario import run_scenario


@pytest.mark.parametrize(("goal", "chosen", "address"), [
    ("Show only the issues assigned to bob", 'Select "bob" from the "Assignee" dropdown', "assignee=bob"),
    ("Zeige nur die Issues, die bob zugewiesen sind", 'Select "bob" from the "Assignee" dropdown', "assignee=bob"),
    ("Show only the issues with status Closed", 'Select "Closed" from the "Status" dropdown', "status=Closed"),
    ("Show only the open issues", 'Select "Open" from the "Status" dropdown', "status=Open"),
])
async def test_the_drop_down_that_offers_the_value_is_chosen_and_its_form_sent(
        browser: Browser, site: str, tmp_path: Path, goal: str, chosen: str, address: str) -> None:
    saved = tmp_path / "filter.plain.yaml"
    result = await run_goal(goal, url=f"{site}/goal/issue-filters.html", browser=browser, save=saved)

    assert result.reached, result.error
    kept = [step.sentence for step in result.plan if step.kept]
    assert chosen in kept and 'Click the "Filter" button' in kept, kept
    assert address in result.steps[-1].url
    replay = await run_scenario(saved, browser=browser, lock=True)
    assert replay.ok, replay.errors
    assert all(step.source is StepSource.REPLAYED for step in replay.steps), [s.source for s in replay.steps]


async def test_a_drop_down_that_filters_as_it_is_chosen_is_done_when_the_list_changed(browser: Browser,
                                                                                      site: str) -> None:
    page = await browser.new_page()
    try:
        result = await run_goal("Show only the issues assigned to bob", url=f"{site}/goal/issue-filters-live.html",
                                page=page)
        assert result.reached, result.error
        assert not any(step.sentence.startswith("Click") for step in result.steps)
        assert await page.locator("#count").text_content() == "2 issues"
    finally:
        await page.close()


@pytest.mark.parametrize("who", ["carol", "bo"])
async def test_a_value_no_drop_down_offers_is_not_reached(browser: Browser, site: str, who: str) -> None:
    result = await run_goal(f"Show only the issues assigned to {who}", url=f"{site}/goal/issue-filters-live.html",
                            browser=browser)

    assert not result.reached and result.error is not None
    assert result.error.kind is ErrorKind.ELEMENT_NOT_FOUND
    assert not any(step.sentence.startswith("Select") for step in result.steps), result.steps


async def test_a_new_records_form_is_no_filter(browser: Browser, site: str) -> None:
    """A new issue's form has a drop-down "Assigned To" that offers bob, sent by "Submit New Entry": choosing bob
    there and sending it would make an issue, not show bob's."""
    result = await run_goal("Show only the issues assigned to bob", url=f"{site}/goal/issue-new.html",
                            browser=browser)

    assert not result.reached
    sentences = [step.sentence for step in result.steps]
    assert not any("Submit New Entry" in sentence for sentence in sentences), sentences


@pytest.mark.parametrize(("goal", "typed", "address", "count"), [
    ("Show only the bills of at least 50", 'Type "50" into the "Min amount" field', "amount_min=50", "2 bills"),
    ("Zeige nur die Rechnungen ab 50 €", 'Type "50" into the "Min amount" field', "amount_min=50", "2 bills"),
    ("Show only the bills of at most 20", 'Type "20" into the "Max amount" field', "amount_max=20", "2 bills"),
])
async def test_a_bound_of_the_values_goes_into_the_filter_field_for_it(browser: Browser, site: str, tmp_path: Path,
                                                                       goal: str, typed: str, address: str,
                                                                       count: str) -> None:
    """tests/sites/goal/bill-filters.html: a search box, "Min amount" and "Max amount", sent by "Filter"."""
    saved = tmp_path / "bound.plain.yaml"
    page = await browser.new_page()
    try:
        result = await run_goal(goal, url=f"{site}/goal/bill-filters.html", page=page, save=saved)
        assert result.reached, result.error
        assert typed in [step.sentence for step in result.plan if step.kept]
        assert address in page.url and await page.locator("#count").text_content() == count
    finally:
        await page.close()
    replay = await run_scenario(saved, browser=browser, lock=True)
    assert replay.ok, replay.errors


async def test_a_bound_no_field_takes_is_not_typed_anywhere(browser: Browser, site: str) -> None:
    """The issues' filter form has a search box but no field for a bound: nothing is typed into the search."""
    result = await run_goal("Show only the issues of at least 50", url=f"{site}/goal/issue-filters.html",
                            browser=browser)

    assert not result.reached and result.error is not None
    assert not any(step.sentence.startswith("Type") for step in result.steps), result.steps
