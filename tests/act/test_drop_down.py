"""A drop-down drawn as a read-only field that a click opens a list of plain buttons for (Directus, Vue and Element
pickers): "Select X from the Status dropdown" and "Change the Category to X" choose in it, first run and replay;
the option is the one the opening showed, not the same words elsewhere on the page; a value the list does not
offer fails, saying what it offers. The page is tests/sites/forms/picker.html."""

from __future__ import annotations

from pathlib import Path

from playwright.async_api import Browser, Page

import plainwright
from plainwright import Scenario, StepSource, run_scenario
from plainwright.errors import ErrorKind


async def test_a_read_only_picker_is_chosen_in_first_run_and_replay(browser: Browser, site: str,
                                                                     tmp_path: Path) -> None:
    scenario = Scenario.model_validate({
        "name": "Picker", "url": f"{site}/forms/picker.html",
        "steps": ['Select "In Review" from the Status dropdown', 'Change the Category to "Guide"',
                  'Verify that the Status is "In Review"']})
    lock = tmp_path / "picker.lock.yaml"
    for source in (StepSource.RESOLVED, StepSource.REPLAYED):
        page = await browser.new_page()
        result = await run_scenario(scenario, page=page, lock=lock)
        assert result.ok, [step.error for step in result.steps]
        assert {step.source for step in result.steps} == {source}
        # the option the list showed was clicked, not the words "In Review" the page showed before; no field menu
        assert await page.evaluate("window.log") == ["status=In Review", "category=Guide"]
        await page.close()


async def test_a_value_the_picker_does_not_offer_fails_saying_what_it_offers(page: Page, site: str) -> None:
    await page.goto(f"{site}/forms/picker.html")
    result = await plainwright.execute_step(page, 'Select "Archived" from the Status dropdown', timeout_ms=1500)
    assert result.error is not None and result.error.kind is ErrorKind.NOT_INTERACTABLE
    assert "Draft, In Review, Published" in result.error.message
    assert await page.evaluate("window.log") == []
