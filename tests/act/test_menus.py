"""A control a person reaches by opening what holds it: a drop-down that only hides its menu (Bootstrap's
data-toggle, no ARIA states), a folder of a page tree (<details>). The first run opens it to find the control the
step names; a replay opens it again before it acts. And the words such a navbar and sidebar are known by: an icon
link named by its icon's title, a menu by its icon ("the three dots"), a sidebar drawn as a div.

The page is tests/sites/menus/wiki.html; each link sets the title to where it leads.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Browser, Page, expect

from plainwright import Scenario, StepSource, execute_step, run_scenario


@pytest.mark.parametrize(("steps", "title"), [
    (["Click History"], "#history"),
    (["Open the menu with the three dots", "Click Blame"], "#blame"),
    (["Öffne das Menü mit den drei Punkten", "Klicke auf „Blame“"], "#blame"),
    (["Click Meeting Notes"], "#notes"),
    (["Click the Login button in the top right corner"], "#login"),
    # (the page's <body class="with-sidebar"> is no sidebar: <main> shows an "A - Z" link too)
    (['Click "A - Z" in the sidebar'], "#index"),
], ids=["hidden-entry", "three-dots", "drei-punkte", "folder", "icon-title", "sidebar"])
async def test_a_control_kept_in_a_closed_menu_or_drawn_as_an_icon_is_reached(page: Page, site: str,
                                                                              steps: list[str], title: str) -> None:
    await page.goto(f"{site}/menus/wiki.html")
    for step in steps:
        result = await execute_step(page, step, timeout_ms=5000)
        assert result.ok, result.error
    await expect(page).to_have_title(title)  # the page hears of a hash change a moment later


@pytest.mark.parametrize(("step", "title"), [("Click History", "#history"), ("Click Meeting Notes", "#notes")])
async def test_a_replay_opens_the_closed_menu_again_before_it_acts(browser: Browser, site: str, tmp_path: Path,
                                                                  step: str, title: str) -> None:
    scenario = Scenario.model_validate({"name": "Menus", "url": f"{site}/menus/wiki.html", "timeout": 10,
                                        "steps": [step, f'Verify the title is "{title}"']})
    lock = tmp_path / "menus.lock.yaml"
    assert (await run_scenario(scenario, browser=browser, lock=lock)).ok
    replayed = await run_scenario(scenario, browser=browser, lock=lock)
    assert replayed.ok, replayed.errors
    assert [step.source for step in replayed.steps] == [StepSource.REPLAYED] * 2



@pytest.mark.parametrize(("step", "ok"), [
    ('Check that "A - Z" is shown in the sidebar', True),
    ("Prüfe, dass „A - Z“ in der Seitenleiste angezeigt wird", True),
    ('Check that "Home" is shown in the sidebar', False),  # the page's heading, not the sidebar's
    ('Check that "Home" is not shown in the sidebar', True),
])
async def test_a_check_in_the_sidebar_reads_the_sidebar_drawn_as_a_div(page: Page, site: str, step: str,
                                                                       ok: bool) -> None:
    await page.goto(f"{site}/menus/wiki.html")
    result = await execute_step(page, step, timeout_ms=1000)
    assert result.ok is ok, result.error
