"""Every kind of check waits for a state the page shows late, as Playwright's `expect` does, and one the page never
shows fails once the step's timeout is over, with the page's last reading as `actual` and the time it was given.

The pages are tests/sites/checks/: each changes its state after ?after=MS (1 s here), or never (?after=never).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from playwright.async_api import Browser, Page

from plainwright import ErrorKind, Scenario, execute_step, run_scenario
from plainwright.model import StepSource

LATE_MS = 1000
PASSES_WITHIN_MS = 8000  # ends as soon as the state is there; a loaded machine may take its time
FAILS_AFTER_MS = 1000


@dataclass(frozen=True)
class Kind:
    page: str
    step: str
    actual: str  # what the never-changing page shows instead, at the last reading
    error: ErrorKind = ErrorKind.ASSERTION_FAILED


KINDS = {
    "text": Kind("report.html", 'Verify the page shows "Report ready"',
                 "it shows nothing like it; the closest text is 'Report'"),
    "absence": Kind("report.html", 'Verify "Loading the report" is not shown',
                    "it shows 'Loading the report' (in \"Report\")"),
    "listed": Kind("products.html", 'Check that "Kettle" is listed',
                   "it shows nothing like it; the closest text is 'Name Price Stock'"),
    "row": Kind("products.html", 'Check that the row for "Kettle" shows "12.50"',
                "it shows nothing like it; the closest text is 'Loading products' (in \"Products\")",
                ErrorKind.ELEMENT_NOT_FOUND),
    "cell": Kind("prices.html", 'Check that the row for "Kettle" shows "12.50"',
                 "it shows nothing like it; the closest text is 'Kettle 10.00'"),
    "first row": Kind("sorted.html", 'Check that the first row shows "Blender"',
                      "it shows nothing like it; the closest text is 'Kettle 12.50'"),
    "last row": Kind("sorted.html", 'Verify the last row shows "Kettle"',
                     "it shows nothing like it; the closest text is 'Blender 39.90'"),
    "count": Kind("products.html", "There are 3 rows in the Products table", "there are 0"),
    "enabled": Kind("settings.html", "The Save button should be enabled", "it is disabled"),
    "disabled": Kind("settings.html", "The Reset button should be disabled", "it is enabled"),
    "checked": Kind("settings.html", "The Terms accepted checkbox is checked", "it is not checked"),
    "unchecked": Kind("settings.html", "The Newsletter checkbox is unchecked", "it is checked"),
    "value": Kind("settings.html", 'The Email field has value "ann@example.com"', "it is empty"),
    "visible": Kind("settings.html", "Verify Up to date is shown", "it is on the page but hidden"),
    "hidden": Kind("settings.html", "Verify Saving changes is hidden", "it is visible"),
    "title": Kind("settings.html", 'The title is "Settings saved"', "it is 'Settings'"),
    "url": Kind("settings.html", 'The URL contains "#saved"', "it is '{url}'"),
    "frame text": Kind("framed.html", 'Verify the page shows "3 products"',
                       "it shows 'Loading products' (in \"Products\", in the frame 'frame1')"),
    "frame row": Kind("framed.html", 'Check that the row for "Kettle" shows "12.50"',
                      "it shows nothing like it; the closest text is 'Email Terms accepted Newsletter Save Reset' "
                      "(in \"Settings\", in the frame 'frame2')", ErrorKind.ELEMENT_NOT_FOUND),
    "frame count": Kind("framed.html", "There are 3 rows in the Products table", "there are 0"),
    "frame state": Kind("framed.html", "The Terms accepted checkbox is checked", "it is not checked"),
}


@pytest.mark.parametrize("kind", KINDS)
async def test_a_check_holds_once_the_page_shows_its_state_late(kind: str, page: Page, site: str) -> None:
    await page.goto(f"{site}/checks/{KINDS[kind].page}?after={LATE_MS}")
    result = await execute_step(page, KINDS[kind].step, timeout_ms=PASSES_WITHIN_MS)
    assert result.ok, result.error
    assert "changed" in await _events(page), "it held on the changed page, not before"


async def _events(page: Page) -> list[str]:
    """What the page and its frames have changed so far (tests/sites/checks/later.js)."""
    return [event for frame in page.frames for event in await frame.evaluate("window.__events || []")]


@pytest.mark.parametrize("kind", KINDS)
async def test_a_check_the_page_never_meets_names_the_last_reading_and_the_time_given(kind: str, page: Page,
                                                                                     site: str) -> None:
    url = f"{site}/checks/{KINDS[kind].page}?after=never"
    await page.goto(url)
    result = await execute_step(page, KINDS[kind].step, timeout_ms=FAILS_AFTER_MS)
    failure = result.error
    assert failure is not None and failure.kind is KINDS[kind].error, failure
    assert failure.expected is not None and failure.expected.endswith(" within 1 s"), failure.expected
    assert failure.actual == KINDS[kind].actual.format(url=url)


async def test_a_row_check_straight_after_a_navigation_waits_for_the_rows(browser: Browser, site: str,
                                                                         tmp_path: Path) -> None:
    scenario = Scenario.model_validate({
        "name": "Rows after a link", "url": f"{site}/checks/start.html?after={LATE_MS}", "timeout": 8,
        "steps": ["Click the Products link", 'Check that the row for "Kettle" shows "12.50"',
                  "There are 3 rows in the Products table"]})
    lock = tmp_path / "rows.lock.yaml"
    resolved = await run_scenario(scenario, browser=browser, lock=lock)
    assert resolved.ok, [step.error for step in resolved.steps]
    replayed = await run_scenario(scenario, browser=browser, lock=lock)
    assert replayed.ok, [step.error for step in replayed.steps]
    assert [step.source for step in replayed.steps] == [StepSource.REPLAYED] * 3
