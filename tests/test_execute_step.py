"""The public entry points on a user's own page: execute_step and run_scenario, good and bad paths."""

from __future__ import annotations

from playwright.async_api import Page

import plainwright
from plainwright import ErrorKind, RunStatus, Scenario, StepStatus


async def test_a_step_fills_the_field_its_label_names(page: Page, site: str) -> None:
    await page.goto(f"{site}/forms/login.html")
    result = await plainwright.execute_step(page, 'Type "alice" into the Username field')
    assert result.status is StepStatus.PASSED
    assert await page.input_value("#username") == "alice"
    action = result.actions[0]
    assert (action.kind, action.value) == ("fill", "alice")
    assert action.element is not None and action.element.name == "Username"
    assert action.locator == 'get_by_role("textbox", name="Username", exact=True)'


async def test_a_compound_step_performs_every_clause_in_order(page: Page, site: str) -> None:
    await page.goto(f"{site}/forms/login.html")
    result = await plainwright.execute_step(
        page, 'Enter the username "ann" and the password "s3cret" and press Log in')
    assert result.ok, result.error
    assert [a.kind for a in result.actions] == ["fill", "fill", "click"]
    assert await page.locator("#log").inner_text() == "Welcome, ann"


async def test_a_password_value_never_appears_in_the_result(page: Page, site: str) -> None:
    await page.goto(f"{site}/forms/login.html")
    result = await plainwright.execute_step(page, 'Enter "hunter22" into the Password field')
    assert result.ok
    assert await page.input_value("#password") == "hunter22"
    assert "hunter22" not in result.model_dump_json()


async def test_a_step_naming_nothing_on_the_page_is_element_not_found_with_candidates(page: Page, site: str) -> None:
    await page.goto(f"{site}/forms/login.html")
    result = await plainwright.execute_step(page, "Click the Export to PDF button")
    assert result.status is StepStatus.FAILED
    assert result.error is not None and result.error.kind is ErrorKind.ELEMENT_NOT_FOUND
    assert "Export to PDF" in result.error.message
    assert result.error.candidates, "the closest candidates are named"


async def test_a_false_assertion_is_assertion_failed(page: Page, site: str) -> None:
    await page.goto(f"{site}/forms/login.html")
    result = await plainwright.execute_step(page, 'Verify the page shows "Welcome, bob"', timeout_ms=1500)
    assert result.error is not None and result.error.kind is ErrorKind.ASSERTION_FAILED
    try:
        result.raise_for_status()
    except plainwright.AssertionFailed as exc:
        assert exc.sentence == 'Verify the page shows "Welcome, bob"'
    else:
        raise AssertionError("raise_for_status did not raise")


async def test_an_unreachable_url_is_navigation_failed(page: Page) -> None:
    scenario = Scenario.model_validate({"url": "http://127.0.0.1:9/nothing-listens-here", "steps": ["Click Go"]})
    result = await plainwright.run_scenario(scenario, page=page)
    assert result.status is RunStatus.FAILED
    assert result.error is not None and result.error.kind is ErrorKind.NAVIGATION_FAILED
    assert [step.status for step in result.steps] == [StepStatus.SKIPPED]


async def test_a_run_stops_at_the_first_failure_unless_told_to_keep_going(page: Page, site: str) -> None:
    scenario = Scenario.model_validate({"url": f"{site}/forms/login.html", "steps": [
        "Click the Export button", 'Type "alice" into the Username field']})
    stopped = await plainwright.run_scenario(scenario, page=page)
    assert [step.status for step in stopped.steps] == [StepStatus.FAILED, StepStatus.SKIPPED]
    assert stopped.status is RunStatus.FAILED
    kept_going = await plainwright.run_scenario(scenario, page=page, keep_going=True)
    assert [step.status for step in kept_going.steps] == [StepStatus.FAILED, StepStatus.PASSED]
    assert kept_going.status is RunStatus.PARTIAL
