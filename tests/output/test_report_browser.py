"""The HTML report of a failing suite, opened in a real browser as a person would: the failed step's expected vs
actual is on the first screen, the filters and the search narrow the list, a screenshot opens full size."""

from __future__ import annotations

import re
from pathlib import Path

from playwright.async_api import Browser, Page, expect

from plainwright import Scenario, run_scenario
from plainwright.output.html import write_html

LOGIN = ['Type "alice" into the Username field', 'Enter "s3cret" into the Password field', "Click the Log in button"]


async def _suite(browser: Browser, site: str, folder: Path) -> Path:
    """A passing and a failing scenario run for real, and their report written."""
    scenarios = [Scenario.model_validate({"url": f"{site}/forms/login.html", "name": name, "timeout": 1,
                                          "steps": [*LOGIN, f'Verify the page shows "{greeting}"']})
                 for name, greeting in (("Signs in", "Welcome, alice"), ("Greets by full name", "Welcome back, alice"))]
    runs = [await run_scenario(scenario, browser=browser, screenshots=folder / "shots" / str(number),
                               trace=folder / "traces" / f"{number}.zip")
            for number, scenario in enumerate(scenarios)]
    assert [run.ok for run in runs] == [True, False]
    report = folder / "report.html"
    write_html(report, runs)
    return report


async def test_the_report_shows_the_failure_first_filters_searches_and_enlarges(
        browser: Browser, page: Page, site: str, tmp_path: Path) -> None:
    await page.goto((await _suite(browser, site, tmp_path)).as_uri())
    failing = page.locator("details.run", has_text="Greets by full name")
    passing = page.locator("details.run", has_text="Signs in")
    await expect(page.locator("#verdict")).to_have_text("failed")

    expected, actual = failing.locator("dd.expected"), failing.locator("dd.actual")
    await expect(expected).to_have_text("the page to show 'Welcome back, alice' within 1 s")
    await expect(actual).to_have_text("it shows 'Welcome, alice' (in \"Sign in\")")
    await expect(expected).to_be_in_viewport()
    await expect(actual).to_be_in_viewport()
    await expect(passing.locator("ol.steps")).to_be_hidden()  # collapsed

    await page.get_by_role("button", name=re.compile("^Failed")).click()
    await expect(passing).to_be_hidden()
    await expect(failing).to_be_visible()
    await page.get_by_role("button", name=re.compile("^Passed")).click()
    await expect(failing).to_be_hidden()
    await expect(passing).to_be_visible()

    await page.get_by_role("button", name=re.compile("^All")).click()
    await page.get_by_role("searchbox").fill("full name")
    await expect(passing).to_be_hidden()
    await expect(failing).to_be_visible()
    await page.get_by_role("searchbox").fill("no such words")
    await expect(page.get_by_text("No scenario matches.")).to_be_visible()
    await page.get_by_role("searchbox").fill("")

    shot = failing.locator(".failure img.shot")
    small = await shot.bounding_box()
    assert small is not None
    await shot.click()
    lightbox = page.locator("dialog#lightbox")
    await expect(lightbox).to_be_visible()
    natural, shown = await lightbox.locator("img").evaluate(
        "img => [img.naturalWidth, img.getBoundingClientRect().width]")
    assert natural == shown and shown > 2 * small["width"], "the screenshot opens at its full size"
    await lightbox.locator("img").click()
    await expect(lightbox).to_be_hidden()

    trace = failing.locator(".trace")
    await expect(trace.locator("code")).to_have_text(f"playwright show-trace {tmp_path / 'traces' / '1.zip'}")
    href = await trace.locator("a").get_attribute("href")
    assert href is not None and (tmp_path / href).resolve() == (tmp_path / "traces" / "1.zip").resolve()
