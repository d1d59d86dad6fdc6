"""A new record made in stages, as wikis and CMSs make a page: the form that "Create page" opens (a link the navbar's
closed menu keeps) asks for the name alone; the editor it leads to is a text box with no label whose "Save" belongs
to no form and fades in a dialog asking for the commit message. Goal mode gives each stage what it asks for, and
the saved scenario replays all of it from its lock."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Browser, Page

from plainwright.model import StepSource
from plainwright.run.goal import run_goal
from plainwright.run.scenario import run_scenario


async def _saved_page(page: Page) -> tuple[str, str, str]:
    return (await page.locator("h1").inner_text(), await page.locator("#body").inner_text(),
            await page.locator("#change").inner_text())


@pytest.mark.parametrize("goal", [
    'Create the page "Garden/Herbs" with the text "Basil and thyme.", saved with the commit message "Add herbs".',
    'Lege die Seite "Garden/Herbs" mit dem Text "Basil and thyme." an; speichere sie mit der Commit-Nachricht '
    '"Add herbs".',
])
async def test_a_page_made_in_stages_gets_its_name_its_text_and_its_commit_message(browser: Browser, site: str,
                                                                                   tmp_path: Path, goal: str) -> None:
    saved = tmp_path / "herbs.plain.yaml"
    context = await browser.new_context()
    page = await context.new_page()
    result = await run_goal(goal, url=f"{site}/goal/notes.html", page=page, save=saved)

    assert result.reached, result.error
    assert await _saved_page(page) == ("Garden/Herbs", "Basil and thyme.", "Last change: Add herbs")
    sentences = [step.sentence for step in result.steps]
    assert 'Type "Basil and thyme." into the editor' in sentences, sentences
    await context.close()

    context = await browser.new_context()
    page = await context.new_page()
    replay = await run_scenario(saved, page=page, lock=True)
    assert replay.ok, replay.errors
    assert all(step.source is StepSource.REPLAYED for step in replay.steps), [s.source for s in replay.steps]
    assert await _saved_page(page) == ("Garden/Herbs", "Basil and thyme.", "Last change: Add herbs")
    await context.close()


async def test_a_value_no_stage_asks_for_fails_the_goal_saying_which(browser: Browser, site: str) -> None:
    result = await run_goal('Create the page "Garden/Herbs" with the text "Basil." and the tags "kitchen"',
                            url=f"{site}/goal/notes.html", browser=browser)

    assert not result.reached and result.error is not None
    assert "tags" in result.error.message, result.error.message
