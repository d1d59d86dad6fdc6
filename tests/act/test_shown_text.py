"""A check reads a drop-down as the option it shows: the options a closed <select> offers but has not chosen are
no text of the page, of a row or of a list (the browser's innerText lists them all), in the run and in the
pytest export alike. A list box shows its options, and they count."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from playwright.async_api import Browser, Page

from plainwright import ErrorKind, execute_step, run_scenario

PLAINWRIGHT = str(Path(sys.executable).parent / "plainwright")


async def test_an_option_not_chosen_is_not_what_a_row_or_the_page_shows(page: Page, site: str) -> None:
    await page.goto(f"{site}/checks/chosen.html")
    for step in ('Check that the row for Alan Turing shows "Admin"', 'Check that the first row shows "Viewer"',
                 'Verify the page shows "Suspended"', 'Check that "Suspended" is listed'):
        result = await execute_step(page, step, timeout_ms=1000)
        assert result.error is not None and result.error.kind is ErrorKind.ASSERTION_FAILED, step
    for step in ('Check that the row for Alan Turing shows "Viewer"', 'Check that the first row shows "Admin"',
                 'Verify the page does not show "Suspended"', 'Verify the page shows "backend"',
                 'Verify the page shows "Any status"'):
        result = await execute_step(page, step, timeout_ms=1000)
        assert result.ok, (step, result.error)


async def test_the_export_reads_a_drop_down_as_the_run_does(browser: Browser, site: str, tmp_path: Path) -> None:
    steps = ['Verify the page does not show "Suspended"', 'Check that the row for Alan Turing shows "Viewer"',
             'Check that the row for Alan Turing does not show "Admin"']
    scenario = tmp_path / "team.plain.yaml"
    scenario.write_text(f'name: Team\nurl: "{site}/checks/chosen.html"\nsteps:\n'
                        + "".join(f"  - '{step}'\n" for step in steps))
    assert (await run_scenario(scenario, browser=browser, lock=True)).ok
    exported = subprocess.run([PLAINWRIGHT, "export", "team.lock.yaml", "-o", "test_team.py"], cwd=tmp_path,
                              capture_output=True, text=True, timeout=60)
    assert exported.returncode == 0, exported.stderr
    ran = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_team.py"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert "1 passed" in ran.stdout, ran.stdout


async def test_a_cell_holding_a_drop_down_is_checked_by_its_chosen_option(page: Page, site: str) -> None:
    """"the role of Alan Turing is Viewer" over a drop-down in his row's Role cell: its chosen option, not the
    options it offers."""
    await page.goto(f"{site}/checks/chosen.html")
    assert (await execute_step(page, "Verify the role of Alan Turing is Viewer", timeout_ms=1000)).ok
    assert (await execute_step(page, "Verify the status of Alan Turing is Active", timeout_ms=1000)).ok
    wrong = await execute_step(page, "Verify the role of Alan Turing is Admin", timeout_ms=500)
    assert wrong.error is not None and wrong.error.kind is ErrorKind.ASSERTION_FAILED


JOURNAL = """<style>.sep::before { content: "•"; padding: 0 4px; } .fa-user::before { content: "\\f007"; }</style>
<ul><li><strong>Carris</strong><span class="sep"></span>Tram 28 tickets</li>
<li><strong>Hotel Alfama</strong><span class="sep"></span>Four nights <i class="fa-user"></i>Ana</li></ul>"""


async def test_what_the_style_writes_between_two_names_parts_them(page: Page) -> None:
    """A journal draws the payee and the narration side by side with a "•" its style writes between them: each
    is a name the page shows, and the row reads with the mark between them; an icon font's glyph reads as a
    space, not as a character."""
    await page.set_content(JOURNAL)
    for step in ('Check that "Carris" is listed', 'Check that the row for Carris shows "Tram 28 tickets"',
                 'Check that "Hotel Alfama" is listed', 'Check that the row for Hotel Alfama shows "Ana"'):
        result = await execute_step(page, step, timeout_ms=1000)
        assert result.ok, (step, result.error)
    run_together = await execute_step(page, 'Check that "CarrisTram" is listed', timeout_ms=300)
    assert run_together.error is not None and run_together.error.kind is ErrorKind.ASSERTION_FAILED
    assert "Carris•Tram 28 tickets" in (run_together.error.actual or "")


async def test_a_place_named_like_the_page_itself_is_the_pages_content(page: Page) -> None:
    """"Check that "Harbor Bakery" is listed in the journal" on the page titled "Journal - Miller Household", whose
    header shows "Journal": the page's content, not the header's word."""
    await page.set_content('<title>Journal - Miller Household</title><header><h1>Miller Household ▾ '
                           '<strong>Journal</strong></h1></header><main>' + JOURNAL + '</main>')
    found = await execute_step(page, 'Check that "Carris" is listed in the journal', timeout_ms=1000)
    assert found.ok, found.error
    missing = await execute_step(page, 'Check that "Harbor Bakery" is listed in the journal', timeout_ms=300)
    assert missing.error is not None and missing.error.kind is ErrorKind.ASSERTION_FAILED


async def test_a_buttons_words_are_apart_from_the_text_beside_it(page: Page) -> None:
    """"€30" right before an "Add to basket" button: the price is a word of the item, not "€30Add"."""
    await page.set_content('<ul><li><h3>Red kettle</h3><span>€30</span><button>Add to basket</button></li>'
                           '<li><h3>Blue kettle</h3>€25<button>Add to basket</button></li></ul>')
    for step in ('Check that "Red kettle" costs "€30"', 'Check that "Blue kettle" shows "€25"'):
        result = await execute_step(page, step, timeout_ms=1000)
        assert result.ok, (step, result.error)
    wrong = await execute_step(page, 'Check that "Red kettle" costs "€25"', timeout_ms=500)
    assert wrong.error is not None and wrong.error.kind is ErrorKind.ASSERTION_FAILED
