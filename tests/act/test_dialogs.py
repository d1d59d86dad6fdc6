"""The browser's own dialogs: answered as the step says, reported when nobody said, and never in silence."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from playwright.async_api import Browser, Page

from plainwright import ErrorKind, execute_step, run_scenario

PLAINWRIGHT = str(Path(sys.executable).parent / "plainwright")


async def _open(page: Page, site: str) -> Page:
    await page.goto(f"{site}/forms/dialogs.html")
    return page


async def test_a_confirm_is_accepted_when_the_step_says_so(page: Page, site: str) -> None:
    result = await execute_step(await _open(page, site), "Click Delete and confirm")
    assert result.ok, result.error
    assert await page.locator("#elena").count() == 0
    assert result.dialogs == ["confirm 'Delete Elena Rossi?': accepted"]


async def test_a_prompt_gets_the_answer_the_step_gives(page: Page, site: str) -> None:
    result = await execute_step(await _open(page, site), 'Click Rename and enter "Bob" into the prompt')
    assert result.ok, result.error
    assert await page.text_content("#name") == "Bob"


async def test_a_dialog_nobody_answered_is_dismissed_and_reported(page: Page, site: str) -> None:
    result = await execute_step(await _open(page, site), "Click Delete")
    assert result.ok, result.error
    assert await page.locator("#elena").count() == 1  # dismissed: nothing was deleted
    assert result.dialogs == ["confirm 'Delete Elena Rossi?': dismissed by itself"]


async def test_confirm_means_the_page_s_own_button_when_no_browser_dialog_opens(page: Page, site: str) -> None:
    result = await execute_step(await _open(page, site), "Click Archive and confirm")
    assert result.ok, result.error
    assert await page.get_attribute("#elena", "data-archived") == "yes"
    assert result.dialogs == []


async def test_answering_a_dialog_that_never_opened_fails_saying_so(page: Page, site: str) -> None:
    result = await execute_step(await _open(page, site), "Accept the alert", timeout_ms=1000)
    assert result.error is not None and result.error.kind is ErrorKind.ELEMENT_NOT_FOUND
    assert "No browser dialog" in result.error.message


async def test_the_next_step_may_answer_the_dialog_this_one_opens(browser: Browser, site: str,
                                                                 tmp_path: Path) -> None:
    scenario = tmp_path / "dialogs.plain.yaml"
    scenario.write_text(f'name: Keep Elena\nurl: "{site}/forms/dialogs.html"\nsteps:\n  - Click Delete\n'
                        "  - Dismiss the confirmation\n  - Verify the page shows \"Elena Rossi\"\n"
                        "  - Click Delete\n  - Accept the confirmation\n"
                        "  - Verify the page does not show \"Elena Rossi\"\n")
    run = await run_scenario(scenario, browser=browser)
    assert [step.ok for step in run.steps] == [True] * 6, [step.error for step in run.steps]
    assert run.steps[0].dialogs == ["confirm 'Delete Elena Rossi?': dismissed"]
    assert run.steps[3].dialogs == ["confirm 'Delete Elena Rossi?': accepted"]


async def test_a_locked_dialog_answer_replays_and_exports_to_a_test_that_passes(browser: Browser, site: str,
                                                                                tmp_path: Path) -> None:
    scenario = tmp_path / "dialogs.plain.yaml"
    steps = ['Click Rename and enter "Bob" into the prompt', "Click Delete", "Accept the confirmation",
             """'Verify the page shows "Name: Bob"'""", 'Verify the page does not show "Elena Rossi"']
    scenario.write_text(f'name: Rename and delete\nurl: "{site}/forms/dialogs.html"\nsteps:\n'
                        + "".join(f"  - {step}\n" for step in steps))
    assert (await run_scenario(scenario, browser=browser, lock=True)).ok
    replayed = await run_scenario(scenario, browser=browser, lock=True)
    assert replayed.ok and replayed.usage.brain_calls == 0, [step.error for step in replayed.steps]
    done = subprocess.run([PLAINWRIGHT, "export", "dialogs.lock.yaml", "--to", "pytest", "-o", "test_dialogs.py"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    source = (tmp_path / "test_dialogs.py").read_text()
    assert source.index('page.once("dialog", lambda dialog: dialog.accept())') < source.index('name="Delete"')
    ran = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_dialogs.py"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert ran.returncode == 0, ran.stdout + ran.stderr


async def test_a_dialog_named_by_its_message_is_accepted_only_when_it_says_it(page: Page, site: str) -> None:
    """"Accept the confirmation "Delete Elena Rossi?"": that confirm is accepted. One that says something else is
    not the dialog the step means: it is dismissed, nothing is deleted, and the step fails saying what it said."""
    other = await execute_step(await _open(page, site), 'Click Delete and accept the confirmation "Delete Grace?"',
                               timeout_ms=2000)
    assert other.error is not None and other.error.kind is ErrorKind.ASSERTION_FAILED
    assert "'Delete Elena Rossi?'" in other.error.message and "dismissed" in other.error.message
    assert await page.locator("#elena").count() == 1
    named = await execute_step(page, 'Click Delete and accept the confirmation "delete elena rossi"')
    assert named.ok, named.error
    assert await page.locator("#elena").count() == 0


async def test_an_export_accepts_a_dialog_named_by_its_message_only_when_it_says_it(browser: Browser, site: str,
                                                                                    tmp_path: Path) -> None:
    """The exported test answers as the run did: it accepts the confirm that says the words the step named, and
    would dismiss another."""
    scenario = tmp_path / "named.plain.yaml"
    scenario.write_text(f'name: Delete Elena\nurl: "{site}/forms/dialogs.html"\nsteps:\n  - Click Delete\n'
                        '  - Accept the confirmation "Delete Elena Rossi?"\n'
                        '  - Verify the page does not show "Elena Rossi"\n')
    assert (await run_scenario(scenario, browser=browser, lock=True)).ok
    done = subprocess.run([PLAINWRIGHT, "export", "named.lock.yaml", "--to", "pytest", "-o", "test_named.py"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    source = (tmp_path / "test_named.py").read_text()
    assert "'delete elena rossi' in \" \".join(dialog.message.lower().split()) else dialog.dismiss()" in source
    ran = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_named.py"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert ran.returncode == 0, ran.stdout + ran.stderr
    (tmp_path / "test_other.py").write_text(source.replace("'delete elena rossi'", "'delete grace'"))
    other = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_other.py"],
                           cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert other.returncode != 0  # dismissed: Elena is still shown
