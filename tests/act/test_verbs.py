"""Every verb of the grammar, done by execute_step on a real page and checked by its effect."""

from __future__ import annotations

import pytest
from playwright.async_api import Page

from plainwright import ErrorKind, execute_step

# (step, a JS expression on the page after the step, what it must give)
EFFECTS = [
    ("Double-click Rename", "document.getElementById('log').textContent", "double"),
    ("Hover over Products", "document.getElementById('log').textContent", "hovered"),
    ("Clear the Name field", "document.getElementById('name').value", ""),
    ('Type "bob" into Name', "document.getElementById('name').value", "bob"),
    ("Select Germany from the Country dropdown", "document.getElementById('country').value", "Germany"),
    ("Uncheck I agree", "document.getElementById('terms').checked", False),
    ("Tick Newsletter", "document.getElementById('news').checked", True),
    ("Press Enter in Notes", "document.getElementById('log').textContent", "enter"),
    ("Scroll to Far section", "document.getElementById('far').getBoundingClientRect().top < innerHeight", True),
    ("Scroll down", "scrollY > 0", True),
    ("Click Second page", "location.hash", "#second"),
]

PASSING_CHECKS = [
    "Wait 0.1 seconds",
    "Wait for the Far section heading",
    "Verify the Save button is disabled",
    "Verify the Rename button is enabled",
    "Verify I agree is checked",
    "Verify Newsletter is unchecked",
    'Verify the Name field has value "old"',
    'The title is "Verbs"',
    'Verify the URL contains "verbs.html"',
    'Verify the page shows "Every verb"',
    'Verify the page does not show "Goodbye"',
]

FAILING_CHECKS = [
    "Verify the Save button is enabled",
    "Verify Newsletter is checked",
    'Verify the Name field has value "new"',
    'Verify the page shows "Goodbye"',
]


@pytest.fixture
async def verbs(page: Page, site: str) -> Page:
    await page.goto(f"{site}/forms/verbs.html")
    return page


@pytest.mark.parametrize(("step", "probe", "expected"), EFFECTS, ids=[case[0] for case in EFFECTS])
async def test_a_verb_has_its_effect_on_the_page(verbs: Page, step: str, probe: str, expected: object) -> None:
    result = await execute_step(verbs, step)
    assert result.ok, result.error
    assert await verbs.evaluate(probe) == expected


@pytest.mark.parametrize("step", PASSING_CHECKS)
async def test_a_true_check_passes(verbs: Page, step: str) -> None:
    result = await execute_step(verbs, step, timeout_ms=2000)
    assert result.ok, result.error


@pytest.mark.parametrize("step", FAILING_CHECKS)
async def test_a_false_check_fails_as_an_assertion(verbs: Page, step: str) -> None:
    result = await execute_step(verbs, step, timeout_ms=500)
    assert result.error is not None and result.error.kind is ErrorKind.ASSERTION_FAILED, result.error


async def test_navigate_goes_to_the_address(verbs: Page, site: str) -> None:
    result = await execute_step(verbs, f"Go to {site}/hello.html")
    assert result.ok, result.error
    assert verbs.url.endswith("/hello.html")


async def test_a_rich_editor_has_mirrored_what_was_typed_before_the_next_step_saves(page: Page, site: str) -> None:
    await page.goto(f"{site}/forms/rich-editor.html")
    for step in ('In the Body, write "School visits for all ages."', "Click Save draft"):
        result = await execute_step(page, step)
        assert result.ok, result.error
    assert await page.text_content("#sent") == "School visits for all ages."


async def test_an_element_the_page_shows_a_moment_later_is_waited_for(page: Page, site: str) -> None:
    await page.goto(f"{site}/forms/late.html")
    result = await execute_step(page, "Click News", timeout_ms=5000)
    assert result.ok, result.error
    assert await page.text_content("#log") == "news"


async def test_an_element_that_never_comes_fails_once_the_timeout_has_passed(page: Page, site: str) -> None:
    await page.goto(f"{site}/forms/late.html")
    result = await execute_step(page, "Click Archive", timeout_ms=2500)
    assert result.error is not None and result.error.kind is ErrorKind.ELEMENT_NOT_FOUND
    assert result.elapsed_ms >= 2000  # looked again while the page changed, not once
    assert any("News" in candidate for candidate in result.error.candidates)  # the page as it was at the end
