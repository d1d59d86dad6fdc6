"""The action handlers behind the grammar's verbs, each checked by its effect on a real page."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Page

from plainwright import ErrorKind, execute_step

PAGE = """
<h1>Team</h1>
<section><h2>Users</h2>
<table><tr><th>Name</th><th></th></tr>
<tr><td>Alice</td><td><button onclick="log('edit alice')">Edit</button></td></tr>
<tr><td>Bob</td><td><button onclick="log('edit bob')">Edit</button></td></tr></table></section>
<label>Notes <input id="notes"></label>
<button id="later" onclick="setTimeout(() => document.body.insertAdjacentHTML('beforeend',
  '<p>Report ready</p>'), 300)">Build report</button>
<button id="pick" onclick="document.getElementById('file').click()">Upload avatar</button>
<input type="file" id="file" style="display:none" onchange="log('got ' + this.files[0].name)">
<p class="hint" style="display:none">Secret hint</p>
<div style="height:3000px"></div><footer>End of page</footer>
<p id="log"></p>
<script>function log(t) { document.getElementById('log').textContent = t; }</script>
"""


async def _page(page: Page) -> Page:
    await page.set_content(PAGE)
    return page


async def test_a_count_assertion_counts_the_data_rows_of_the_table_it_names(page: Page) -> None:
    await _page(page)
    assert (await execute_step(page, "There are 2 rows in the Users table")).ok
    failed = await execute_step(page, "Verify the Users table has 3 rows")
    assert failed.error is not None and failed.error.kind is ErrorKind.ASSERTION_FAILED


async def test_the_row_context_picks_the_button_in_that_row(page: Page) -> None:
    await _page(page)
    result = await execute_step(page, "Click Edit in the row for Bob")
    assert result.ok, result.error
    assert await page.inner_text("#log") == "edit bob"
    ambiguous = await execute_step(page, "Click Edit")
    assert ambiguous.error is not None and ambiguous.error.kind is ErrorKind.AMBIGUOUS_STEP


async def test_waiting_for_words_lasts_until_they_appear(page: Page) -> None:
    await _page(page)
    result = await execute_step(page, 'Click Build report and wait for "Report ready" to appear')
    assert result.ok, result.error
    assert [a.kind for a in result.actions] == ["click", "wait"]


async def test_visibility_checks_look_for_words_no_element_lists(page: Page) -> None:
    await _page(page)
    assert (await execute_step(page, "Verify the Secret hint is hidden")).ok
    shown = await execute_step(page, "Verify Secret hint is visible")
    assert shown.error is not None and shown.error.kind is ErrorKind.ASSERTION_FAILED


async def test_typing_without_a_target_types_into_the_focused_field(page: Page) -> None:
    await _page(page)
    result = await execute_step(page, 'Click the Notes field then type "hello"')
    assert result.ok, result.error
    assert await page.input_value("#notes") == "hello"


async def test_scrolling_to_the_bottom_reaches_the_footer(page: Page) -> None:
    await _page(page)
    assert (await execute_step(page, "Scroll to the bottom of the page")).ok
    assert await page.evaluate("window.scrollY") > 1000
    assert (await execute_step(page, "Scroll to the top")).ok
    assert await page.evaluate("window.scrollY") == 0


async def test_upload_through_a_button_that_opens_a_file_chooser(page: Page, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # uploads come from under the working directory
    await _page(page)
    avatar = tmp_path / "me.png"
    avatar.write_bytes(b"\x89PNG")
    result = await execute_step(page, f'Upload "{avatar}" with the Upload avatar button')
    assert result.ok, result.error
    assert await page.inner_text("#log") == "got me.png"
    missing = await execute_step(page, 'Upload "no-such-file.png" with the Upload avatar button')
    assert missing.error is not None and "no-such-file.png" in missing.error.message


async def test_upload_without_a_target_uses_the_one_file_input_of_the_page(page: Page, tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    await page.set_content('<form><label>Message <textarea></textarea></label>'
                           '<label>Screenshots <input type="file" id="shots" multiple></label></form>')
    log = tmp_path / "error-log.txt"
    log.write_text("boom")
    result = await execute_step(page, f'Attach the file "{log}"')
    assert result.ok, result.error
    assert await page.eval_on_selector("#shots", "el => el.files[0].name") == "error-log.txt"
    await page.set_content('<input type="file" aria-label="Front"><input type="file" aria-label="Back">')
    two = await execute_step(page, f'Attach the file "{log}"')
    assert two.error is not None and two.error.kind is ErrorKind.AMBIGUOUS_STEP


async def test_the_second_result_is_the_second_of_the_repeated_items_not_of_a_menu(page: Page) -> None:
    await page.set_content(
        "<nav><a href='#home'>Home</a><a href='#docs'>Docs</a><a href='#blog'>Blog</a><a href='#faq'>FAQ</a></nav>"
        "<ol>" + "".join(f"<li><h3><a href='#r{i}' onclick=\"log('r{i}')\">Result title {i}</a></h3><p>text</p></li>"
                         for i in (1, 2, 3)) + "</ol><p id='log'></p>"
        "<script>function log(t) { document.getElementById('log').textContent = t; }</script>")
    result = await execute_step(page, "Click the second result")
    assert result.ok, result.error
    assert await page.inner_text("#log") == "r2"
    assert (await execute_step(page, "Open the last search result")).ok
    assert await page.inner_text("#log") == "r3"
    beyond = await execute_step(page, "Click the fifth result")
    assert beyond.error is not None and beyond.error.kind is ErrorKind.ELEMENT_NOT_FOUND


def test_dates_and_times_people_write_become_what_date_and_time_inputs_take() -> None:
    from plainwright.act.execute import machine_value

    assert machine_value("date", "05/20/2010") == "2010-05-20"
    assert machine_value("date", "20.05.2010") == "2010-05-20"
    assert machine_value("time", "9:37 PM") == "21:37"
    assert machine_value("month", "May 2010") == "2010-05"
    assert machine_value("text", "05/20/2010") == "05/20/2010"
    assert machine_value("date", "next Friday") == "next Friday"  # unread: the value check then says so
