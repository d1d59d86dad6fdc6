"""Frames: a form inside an iframe (same-origin or not) is filled and sent, and what the page shows includes what
its frames show, in the run, on replay and in the pytest export."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from playwright.async_api import Browser, Page

from plainwright import ErrorKind, StepSource, execute_step, run_scenario

PLAINWRIGHT = str(Path(sys.executable).parent / "plainwright")
LOGIN = ['Type "alice" into the Username field', 'Type "s3cret" into the Password field', "Click Log in",
         'Verify the page shows "Welcome, alice"', 'Verify the page does not show "Wrong password"']


def _scenario(folder: Path, url: str, steps: list[str], timeout: float = 10) -> Path:
    path = folder / "frames.plain.yaml"
    path.write_text(f'name: Frames\nurl: "{url}"\ntimeout: {timeout}\nsteps:\n'
                    + "".join(f"  - '{step}'\n" for step in steps))
    return path


@pytest.mark.parametrize("origin", ["same", "cross"])
async def test_a_login_form_in_a_frame_is_filled_sent_and_replayed(origin: str, browser: Browser, site: str,
                                                                   other_site: str, tmp_path: Path) -> None:
    url = f"{site}/frames/shop.html" + (f"?other={other_site}" if origin == "cross" else "")
    scenario = _scenario(tmp_path, url, LOGIN)
    first = await run_scenario(scenario, browser=browser, lock=True)
    assert first.ok, first.errors
    assert [action.element.frame for step in first.steps[:3] for action in step.actions if action.element] \
        == ["login"] * 3
    replayed = await run_scenario(scenario, browser=browser, lock=True)
    assert replayed.ok and replayed.usage.brain_calls == 0, replayed.errors
    assert {step.source for step in replayed.steps} == {StepSource.REPLAYED}


async def test_a_wrong_password_in_a_frame_fails_the_check(browser: Browser, site: str, tmp_path: Path) -> None:
    steps = [step.replace("s3cret", "nope") for step in LOGIN]
    run = await run_scenario(_scenario(tmp_path, f"{site}/frames/shop.html", steps, timeout=2), browser=browser)
    assert [step.status.value for step in run.steps] == ["passed"] * 3 + ["failed", "skipped"]
    failure = run.steps[3].error
    assert failure is not None and failure.kind is ErrorKind.ASSERTION_FAILED
    assert failure.expected == "the page to show 'Welcome, alice' within 2 s"
    assert failure.actual == ("it shows nothing like it; the closest text is 'Sign in below to see your orders.' "
                              '(in "Shop")')


async def _stock(page: Page, site: str) -> Page:
    await page.goto(f"{site}/frames/stock.html")
    return page


async def test_the_page_shows_a_text_that_only_a_frame_shows(page: Page, site: str) -> None:
    result = await execute_step(await _stock(page, site), 'Verify the page shows "Out of stock"')
    assert result.ok, result.error


async def test_a_text_shown_nowhere_fails(page: Page, site: str) -> None:
    result = await execute_step(await _stock(page, site), 'Verify the page shows "In stock"', timeout_ms=500)
    assert result.error is not None and result.error.kind is ErrorKind.ASSERTION_FAILED


async def test_does_not_show_fails_when_a_frame_shows_it(page: Page, site: str) -> None:
    result = await execute_step(await _stock(page, site), 'Verify the page does not show "Out of stock"',
                                timeout_ms=500)
    assert result.error is not None and result.error.kind is ErrorKind.ASSERTION_FAILED
    assert result.error.message == ("expected the page not to show 'Out of stock' within 0.5 s; it shows 'Out of "
                                    "stock' (in the frame 'availability')")


async def test_a_hidden_frame_shows_nothing(page: Page, site: str) -> None:
    await _stock(page, site)
    assert (await execute_step(page, 'Verify the page does not show "Limited edition"')).ok
    shown = await execute_step(page, 'Verify the page shows "Limited edition"', timeout_ms=500)
    assert shown.error is not None and shown.error.kind is ErrorKind.ASSERTION_FAILED


async def test_counts_and_places_look_inside_frames(page: Page, site: str) -> None:
    await _stock(page, site)
    assert (await execute_step(page, "There are 3 items")).ok
    wrong = await execute_step(page, "There are 4 items", timeout_ms=500)
    assert wrong.error is not None and wrong.error.message == "expected 4 items within 0.5 s; there are 3"
    assert (await execute_step(page, 'Verify "Medium" is listed under Sizes')).ok
    missing = await execute_step(page, 'Verify "XL" is listed under Sizes', timeout_ms=500)
    assert missing.error is not None and missing.error.expected == "'Sizes' to show 'XL' within 0.5 s"
    assert missing.error.actual is not None and missing.error.actual.startswith("it shows nothing like it")


async def test_the_export_checks_a_frame_s_text_where_the_run_found_it(browser: Browser, site: str,
                                                                      tmp_path: Path) -> None:
    steps = ['Verify the page shows "Out of stock"', 'Verify the page does not show "Back in stock"']
    assert (await run_scenario(_scenario(tmp_path, f"{site}/frames/stock.html", steps), browser=browser,
                               lock=True)).ok
    passing = _export(tmp_path, "test_passing.py")
    assert 'frame_locator(\':is(iframe, frame)[name="availability"]' in passing
    lock = tmp_path / "frames.lock.yaml"  # as if the run had not seen the frame say it: the export must fail
    lock.write_text(lock.read_text().replace("value: Back in stock", "value: Out of stock"))
    _export(tmp_path, "test_failing.py")
    ran = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_passing.py",
                          "test_failing.py"], cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert "1 failed, 1 passed" in ran.stdout and "FAILED test_failing.py" in ran.stdout, ran.stdout
    assert "expected the page not to show" in ran.stdout


def _export(folder: Path, out: str) -> str:
    done = subprocess.run([PLAINWRIGHT, "export", "frames.lock.yaml", "-o", out], cwd=folder, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return (folder / out).read_text()
