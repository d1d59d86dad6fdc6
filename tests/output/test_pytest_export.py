"""`plainwright export NAME.lock.yaml --to pytest` writes a readable test that passes against the same app."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.async_api import Browser

from plainwright import StepSource, run_scenario
from plainwright.act.locators import Fingerprint, LocatorSpec
from plainwright.demo.server import StaticServer, demo_scenario, demo_site
from plainwright.model import ActionKind
from plainwright.output.lockfile import LockedAction, LockedStep, LockFile
from plainwright.output.pytest_export import pytest_source

PLAINWRIGHT = str(Path(sys.executable).parent / "plainwright")


@pytest.fixture(scope="module")
def demo_url() -> Iterator[str]:
    with StaticServer(demo_site()) as server:
        yield server.url


async def test_the_demo_scenario_replays_then_exports_to_a_pytest_file_that_passes(browser: Browser, demo_url: str,
                                                              tmp_path: Path) -> None:
    scenario = tmp_path / "demo.plain.yaml"
    shutil.copy(demo_scenario(), scenario)
    result = await run_scenario(scenario, browser=browser, lock=True, variables={"base_url": demo_url})
    assert result.ok, result.errors
    replayed = await run_scenario(scenario, browser=browser, lock=True, variables={"base_url": demo_url})
    assert replayed.ok, replayed.errors
    assert {step.source for step in replayed.steps} == {StepSource.REPLAYED} and replayed.usage.brain_calls == 0
    done = subprocess.run([PLAINWRIGHT, "export", "demo.lock.yaml", "--to", "pytest", "-o", "test_demo.py"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    source = (tmp_path / "test_demo.py").read_text()
    assert ('    element = page.get_by_role("textbox", name="Username", exact=True)\n'
            "    expect(element).to_have_count(1)\n"
            '    element.fill("alice")\n') in source
    assert 'expect_page(page, words("Welcome, alice"))' in source
    assert 'secret("PASSWORD")' in source and "s3cret" not in source
    ran = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_demo.py"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=300,
                         env={**os.environ, "PASSWORD": "s3cret"})
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "1 passed" in ran.stdout


async def test_the_exported_test_fails_when_the_app_no_longer_does_it(browser: Browser, site: str,
                                                                      tmp_path: Path) -> None:
    scenario = tmp_path / "login.plain.yaml"
    scenario.write_text(f'url: "{site}/forms/login.html"\nsteps:\n  - Type "alice" into the Username field\n'
                        "  - Click the Log in button\n  - Verify the page shows \"Invalid username\"\n")
    assert (await run_scenario(scenario, browser=browser, lock=True)).ok
    lock = tmp_path / "login.lock.yaml"
    lock.write_text(lock.read_text().replace("value: Invalid username", "value: Welcome"))
    _, ran = _export_and_run(tmp_path, str(lock), "test_login.py")
    assert ran.returncode == 1, ran.stdout
    assert "to_contain_text" in ran.stdout or "Welcome" in ran.stdout


def _export_and_run(folder: Path, lock: str, test_file: str) -> tuple[str, subprocess.CompletedProcess[str]]:
    """`plainwright export LOCK -o TEST_FILE` in `folder`, then pytest on what it wrote: its source, and the run."""
    subprocess.run([PLAINWRIGHT, "export", lock, "-o", test_file], cwd=folder, check=True, capture_output=True,
                   timeout=60)
    ran = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", test_file],
                         cwd=folder, capture_output=True, text=True, timeout=300)
    return (folder / test_file).read_text(), ran


def _exported(*actions: LockedAction) -> str:
    """The body of the test function exported from one step of `actions`."""
    lock = LockFile(scenario="Shapes", url="http://127.0.0.1:1/", steps=[
        LockedStep(text="a step", hash="h", actions=list(actions))])
    return pytest_source(lock).split("-> None:\n")[-1]


def _element(tag: str, kind: str = "", **rest: str) -> Fingerprint:
    return Fingerprint(tag=tag, attrs={"type": kind} if kind else {}, **rest)


FIELD = LocatorSpec(method="label", value="When")


def test_a_value_is_filled_in_the_form_the_run_sends_and_checked_there() -> None:
    date = LockedAction(kind=ActionKind.FILL, value="31.01.2026", locators=[FIELD],
                        fingerprint=_element("input", "date"))
    text = LockedAction(kind=ActionKind.FILL, value="31.01.2026", locators=[FIELD], fingerprint=_element("input"))
    assert _exported(date).splitlines()[2:] == [
        '    element = page.get_by_label("When", exact=True)', "    expect(element).to_have_count(1)",
        '    element.fill("2026-01-31")', '    expect(element).to_have_value("2026-01-31")']
    assert 'element.fill("31.01.2026")' in _exported(text), "a text field takes the text as written"
    cleared = _exported(LockedAction(kind=ActionKind.CLEAR, locators=[FIELD], fingerprint=_element("textarea")))
    assert 'element.fill("")\n    expect(element).to_have_value("")' in cleared
    password = _exported(LockedAction(kind=ActionKind.FILL, value="${env.PW}", sensitive=True, locators=[FIELD],
                                      fingerprint=_element("input", "password")))
    assert password.endswith('element.fill(secret("PW"))\n'), "a failed check would print the secret"


def test_a_list_widget_a_file_button_and_an_option_are_done_as_the_run_does_them() -> None:
    widget = _exported(LockedAction(kind=ActionKind.SELECT, value="High", locators=[FIELD],
                                    fingerprint=_element("div", role="combobox")))
    assert 'element.click()\n    page.get_by_role("option", name="High").first.click()' in widget
    native = pytest_source(LockFile(scenario="s", url="http://127.0.0.1:1/", steps=[LockedStep(
        text="t", hash="h", actions=[LockedAction(kind=ActionKind.SELECT, value="germany", locators=[FIELD],
                                                  fingerprint=_element("select"))])]))
    assert 'choose(element, "germany")' in native and "OPTION_LABELS = (" in native
    button = _exported(LockedAction(kind=ActionKind.UPLOAD, value="cv.pdf", locators=[FIELD],
                                    fingerprint=_element("button")))
    assert ("with page.expect_file_chooser() as chooser:\n        element.click()\n"
            '    chooser.value.set_files("cv.pdf")') in button
    option = _exported(LockedAction(kind=ActionKind.CLICK, locators=[FIELD],
                                    fingerprint=_element("option", name="Corrine")))
    assert 'choose(element.locator("xpath=ancestor::select[1]"), "Corrine")' in option


def test_checks_match_the_words_as_the_run_does() -> None:
    value = _exported(LockedAction(kind=ActionKind.ASSERT_VALUE, value="ada  lovelace", locators=[FIELD]))
    assert 'expect(element).to_have_value(words("ada  lovelace"))' in value
    place = _exported(LockedAction(kind=ActionKind.ASSERT_NO_TEXT, value="Shipped", context="Order #6"),
                      LockedAction(kind=ActionKind.ASSERT_TITLE, value="Orders", exact=True))
    assert 'expect_place(page, "Order #6", words("Shipped"), shows=False)' in place
    assert 'expect(page).to_have_title(words("Orders", exact=True))' in place
    chosen = _exported(LockedAction(kind=ActionKind.ASSERT_VALUE, value="urgent", locators=[FIELD],
                                    fingerprint=_element("select")))
    assert 'expect_chosen(element, words("urgent"))' in chosen, "a list is checked by what it shows chosen"
    hidden = _exported(LockedAction(kind=ActionKind.ASSERT_HIDDEN, locators=[FIELD]))
    assert "to_have_count" not in hidden, "a hidden element may be gone altogether"


async def test_a_link_whose_name_an_icon_font_lengthens_is_exported_by_its_shown_words(browser: Browser, site: str,
                                                                                       tmp_path: Path) -> None:
    scenario = tmp_path / "nav.plain.yaml"
    scenario.write_text(f'url: "{site}/apps/icon-nav.html"\nsteps:\n  - Click Articles\n'
                        '  - Verify the URL contains "#articles"\n')
    assert (await run_scenario(scenario, browser=browser, lock=True)).ok
    source, ran = _export_and_run(tmp_path, "nav.lock.yaml", "test_nav.py")
    assert 'page.get_by_role("link", name="Articles").filter(has_text=re.compile("^\\\\s*Articles\\\\s*$"))' in source
    assert ran.returncode == 0, ran.stdout + ran.stderr
