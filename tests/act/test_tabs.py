"""Browser tabs: a tab a step opens is where the next steps act; steps switch to and close tabs by what they say."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from playwright.async_api import Browser, BrowserContext, Page

from plainwright import ErrorKind, StepSource, execute_step, run_scenario
from plainwright.act.tabs import active_page

PLAINWRIGHT = str(Path(sys.executable).parent / "plainwright")


async def _start(page: Page, site: str) -> Page:
    await page.goto(f"{site}/tabs/start.html")
    return page


async def _do(page: Page, *steps: str, timeout_ms: float = 5000) -> Page:
    """Do the steps one after the other, each on the page the one before left active; the last active page."""
    for step in steps:
        result = await execute_step(active_page(page), step, timeout_ms=timeout_ms)
        assert result.ok, (step, result.error)
    return active_page(page)


async def test_a_link_to_a_new_tab_leaves_the_new_tab_active(page: Page, site: str) -> None:
    result = await execute_step(await _start(page, site), "Click the Help link")
    assert result.ok, result.error
    assert result.url.endswith("/tabs/help.html")
    assert result.tabs == [f"opened tab 2 'Help Center' ({site}/tabs/help.html): the next steps act on it"]
    help_tab = await _do(page, "Click Mark as read")
    assert help_tab is not page and await help_tab.text_content("#read") == "Marked as read"


async def test_a_popup_is_where_the_rest_of_the_same_step_acts(page: Page, site: str) -> None:
    result = await execute_step(await _start(page, site),
                                'Click Open the calculator, type "21" into the Amount field and click Double')
    assert result.ok, result.error
    popup = active_page(page)
    assert await popup.text_content("#result") == "Result 42" and result.url.endswith("/tabs/calculator.html")


async def test_back_to_the_first_tab_by_position_title_or_as_the_previous_one(page: Page, site: str) -> None:
    await _do(await _start(page, site), "Click the Help link", "Go back to the first tab")
    assert active_page(page) is page
    assert (await _do(page, 'Switch to the tab "Help Center"')).url.endswith("/tabs/help.html")
    assert await _do(page, "Switch to the previous tab") is page
    calculator = await _do(page, "Click Open the calculator", "Switch to the second tab", "Switch to the last tab")
    assert calculator.url.endswith("/tabs/calculator.html")


async def test_closing_a_tab_returns_to_the_one_active_before_it(page: Page, site: str) -> None:
    help_tab = await _do(await _start(page, site), "Click the Help link")
    result = await execute_step(help_tab, "Close the tab")
    assert result.ok, result.error
    assert help_tab.is_closed() and active_page(page) is page and result.url.endswith("/tabs/start.html")
    assert result.tabs == [f"closed tab 2 'Help Center' ({site}/tabs/help.html); now on tab 1 'Start' "
                           f"({site}/tabs/start.html)"]


async def test_the_new_tab_can_be_closed_from_another(page: Page, site: str, context: BrowserContext) -> None:
    await _do(await _start(page, site), "Click the Help link", "Go back to the first tab", "Close the new tab")
    assert context.pages == [page] and active_page(page) is page


async def test_the_only_tab_is_not_closed(page: Page, site: str) -> None:
    result = await execute_step(await _start(page, site), "Close this tab")
    assert result.error is not None and result.error.kind is ErrorKind.UNSUPPORTED_STEP
    assert "it is the only open tab" in result.error.message and not page.is_closed()


async def test_switching_to_a_new_tab_when_none_opened_names_the_open_tabs(page: Page, site: str) -> None:
    result = await execute_step(await _start(page, site), "Switch to the new tab", timeout_ms=500)
    assert result.error is not None and result.error.kind is ErrorKind.ELEMENT_NOT_FOUND
    assert result.error.message.startswith("No new tab is open")
    assert result.error.candidates == [f"1 'Start' ({site}/tabs/start.html) (active)"]


async def test_a_tab_that_opens_later_is_waited_for(page: Page, site: str) -> None:
    clicked = await execute_step(await _start(page, site), "Click Open help later")
    assert clicked.ok and clicked.tabs == [], "the tab opens 1.5 s after the click: nothing followed it yet"
    assert (await _do(page, "Switch to the new tab")).url.endswith("/tabs/help.html")


async def test_german_phrasing(page: Page, site: str, context: BrowserContext) -> None:
    await _do(await _start(page, site), "Klicke auf den Link Help", "Zurück zum ersten Tab")
    assert active_page(page) is page
    assert (await _do(page, "Wechsle zum neuen Tab")).url.endswith("/tabs/help.html")
    await _do(page, "Schließe den Tab")
    assert context.pages == [page]


async def test_the_billing_tab_is_the_page_s_own_unless_a_browser_tab_is_so_called(page: Page, site: str) -> None:
    await _do(await _start(page, site), "Switch to the Details tab")
    assert active_page(page) is page and await page.text_content("#panel") == "Opening hours: 9 to 5."
    help_tab = await _do(page, "Click the Help link", "Go back to the first tab", "Switch to the Help Center tab")
    assert help_tab.url.endswith("/tabs/help.html")


async def test_a_tab_scenario_replays_with_no_brain_call_and_exports_to_a_test_that_passes(
        browser: Browser, site: str, tmp_path: Path) -> None:
    scenario = tmp_path / "tabs.plain.yaml"
    steps = ["Click the Help link", "Click Mark as read", "Go back to the first tab",
             'Click Open the calculator and type "21" into the Amount field', "Click Double",
             'Switch to the tab "Help Center"', 'Verify the page shows "Marked as read"', "Close the tab",
             "Go back to the first tab", 'Verify the page shows "Result 42"']
    scenario.write_text(f'name: Tabs\nurl: "{site}/tabs/start.html"\nsteps:\n'
                        + "".join(f"  - {step}\n" for step in steps))
    first = await run_scenario(scenario, browser=browser, lock=True)
    assert first.ok, first.errors
    replayed = await run_scenario(scenario, browser=browser, lock=True)
    assert replayed.ok and replayed.usage.brain_calls == 0, replayed.errors
    assert {step.source for step in replayed.steps} == {StepSource.REPLAYED}
    assert [step.url for step in replayed.steps] == [step.url for step in first.steps]
    assert [step.tabs for step in replayed.steps] == [step.tabs for step in first.steps]
    done = subprocess.run([PLAINWRIGHT, "export", "tabs.lock.yaml", "-o", "test_tabs.py"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    source = (tmp_path / "test_tabs.py").read_text()
    assert "with page.context.expect_page() as new_tab:" in source and "page = page.context.pages[0]" in source
    ran = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_tabs.py"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert ran.returncode == 0, ran.stdout + ran.stderr
