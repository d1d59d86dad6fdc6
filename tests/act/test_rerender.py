"""Actions aim at a settled target: a click that a re-render interrupts still has its effect, once; a control in a
list redrawn all the time is clicked in the row named; and after an action that redraws the page from a server's
answer (a sort), the next step acts on the page as redrawn, not as it was. First run and replay alike.

The pages are tests/sites/waiting/rerender.html (its list is redrawn every 300 ms) and sorting.html (its sort
waits for /slow/, 1.2 s).
"""

from __future__ import annotations

from pathlib import Path

from playwright.async_api import Browser

from plainwright import Scenario, StepSource, run_scenario
from plainwright.model import RunResult


async def _twice(browser: Browser, tmp_path: Path, url: str, steps: list[str]) -> tuple[RunResult, RunResult]:
    """The scenario resolved and locked, then replayed from its lock."""
    scenario = Scenario.model_validate({"name": "Re-render", "url": url, "timeout": 8, "steps": steps})
    lock = tmp_path / "rerender.lock.yaml"
    resolved = await run_scenario(scenario, browser=browser, lock=lock)
    assert resolved.ok, [step.error for step in resolved.steps]
    replayed = await run_scenario(scenario, browser=browser, lock=lock)
    assert replayed.ok, [step.error for step in replayed.steps]
    assert [step.source for step in replayed.steps] == [StepSource.REPLAYED] * len(steps)
    return resolved, replayed


async def test_a_click_a_re_render_interrupts_has_its_effect_once(browser: Browser, site: str,
                                                                  tmp_path: Path) -> None:
    # the press on Save redraws it under the pointer: the old button never hears its click, so the new one,
    # drawn alike, is clicked once more
    for run in await _twice(browser, tmp_path, f"{site}/waiting/rerender.html",
                            ["Click Save", 'Verify the page shows "saved 1"']):
        assert run.ok, [step.error for step in run.steps]


async def test_a_press_that_changed_the_control_it_redrew_is_not_repeated(browser: Browser, site: str,
                                                                         tmp_path: Path) -> None:
    # Like acts on the press and redraws itself pressed: a second click would take the like back
    for run in await _twice(browser, tmp_path, f"{site}/waiting/rerender.html",
                            ["Click Like", 'Verify the page shows "likes 1"']):
        assert run.ok, [step.error for step in run.steps]


async def test_a_press_that_set_the_page_to_work_is_not_repeated(browser: Browser, site: str,
                                                                  tmp_path: Path) -> None:
    # Send acts on the press (it asks the server) and redraws its label's span then, so the browser sends no click:
    # the press was heard all the same, and a second one would send again
    for run in await _twice(browser, tmp_path, f"{site}/waiting/rerender.html",
                            ["Click Send", 'Verify the page shows "sent 1"']):
        assert run.ok, [step.error for step in run.steps]


async def test_a_control_in_a_list_redrawn_all_the_time_is_clicked_in_the_row_named(browser: Browser, site: str,
                                                                                     tmp_path: Path) -> None:
    for run in await _twice(browser, tmp_path, f"{site}/waiting/rerender.html",
                            ["Click Greet next to Bob", 'Verify the page shows "hello Bob"']):
        assert run.ok, [step.error for step in run.steps]


async def test_after_a_sort_that_asks_the_server_the_next_step_acts_on_the_rows_as_redrawn(
        browser: Browser, waiting_site: str, tmp_path: Path) -> None:
    # before the sort the first row is Carol's; the sort's answer comes after 1.2 s, longer than the page's DOM
    # is waited for to fall quiet
    for run in await _twice(browser, tmp_path, f"{waiting_site}/waiting/sorting.html",
                            ["Click Sort by name", "Click Delete in the first row",
                             'Verify the page shows "deleted Alice"']):
        assert run.ok, [step.error for step in run.steps]


async def test_a_field_sliding_in_is_typed_into_once_it_stands_still(browser: Browser, site: str,
                                                                     tmp_path: Path) -> None:
    # the dialog empties its form when it has arrived: text typed while it slid in would be lost
    for run in await _twice(browser, tmp_path, f"{site}/waiting/sliding-dialog.html",
                            ["Click Add a bill", 'Type "Fado" into the What? field',
                             'Type "75" into the How much? field', "Click Save",
                             'Verify the page shows "saved Fado for 75"']):
        assert run.ok, [step.error for step in run.steps]


async def test_a_link_a_loading_overlay_covers_is_clicked_once_the_overlay_is_gone(browser: Browser, site: str,
                                                                                   tmp_path: Path) -> None:
    # the page is read while its overlay (an endless spinner, no DOM change) still covers the navigation: the
    # click waits for the overlay to go, as Playwright's own actionability checks do
    for run in await _twice(browser, tmp_path, f"{site}/waiting/busy.html",
                            ["Click Sign in", "Click Articles", 'Verify the URL contains "#articles"']):
        assert run.ok, [step.error for step in run.steps]


async def test_a_button_enabled_late_is_clicked_once_it_is_enabled(browser: Browser, site: str,
                                                                   tmp_path: Path) -> None:
    for run in await _twice(browser, tmp_path, f"{site}/waiting/busy.html",
                            ['Type "Spring" into Title', "Click Publish", 'Verify the page shows "published Spring"']):
        assert run.ok, [step.error for step in run.steps]
