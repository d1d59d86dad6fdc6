"""Tabs and frames through the real `plainwright` command: a tab a step opens is where the next steps act, steps
switch to and close tabs, forms inside same- and cross-origin frames are filled and sent, and "the page shows"
reads the frames; each case is judged from the exit code, stdout and the reports."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from markupsafe import escape

from faults.harness import REPORTS, Finished, read_reports, run, write

TABS = "{site}/tabs/start.html"


def _run(folder: Path, url: str, steps: list[str], *options: str, timeout: float = 5) -> tuple[Finished, Any]:
    """Run a scenario of these steps with the three reports; the process's outcome and the JSON report."""
    write(folder / "s.plain.yaml", f'name: Tabs and frames\nurl: "{url}"\ntimeout: {timeout}\nsteps:\n'
          + "".join(f"  - '{step}'\n" for step in steps))
    done = run("run", "s.plain.yaml", *REPORTS, *options, cwd=folder)
    assert "Traceback" not in done.stderr, done.stderr
    return done, read_reports(folder).json


def _passed(done: Finished, report: Any) -> list[dict[str, Any]]:
    assert done.returncode == 0, done.stdout
    assert [step["status"] for step in report["steps"]] == ["passed"] * len(report["steps"])
    return list(report["steps"])


def test_a_link_to_a_new_tab_then_a_step_on_that_tab(site: str, tmp_path: Path) -> None:
    done, report = _run(tmp_path, TABS.format(site=site), [
        "Click the Help link", "Click Mark as read", 'Verify the page shows "Marked as read"'])
    steps = _passed(done, report)
    assert [step["url"] for step in steps] == [f"{site}/tabs/help.html"] * 3
    opened = f"opened tab 2 'Help Center' ({site}/tabs/help.html): the next steps act on it"
    assert steps[0]["tabs"] == [opened] and opened in done.stdout


def test_a_window_open_popup_is_filled_in_by_the_next_steps(site: str, tmp_path: Path) -> None:
    done, report = _run(tmp_path, TABS.format(site=site), [
        "Click Open the calculator", 'Type "21" into the Amount field', "Click Double",
        'Verify the page shows "Result 42"'])
    steps = _passed(done, report)
    assert {step["url"] for step in steps} == {f"{site}/tabs/calculator.html"}


def test_back_to_the_first_tab_acts_on_it_again(site: str, tmp_path: Path) -> None:
    done, report = _run(tmp_path, TABS.format(site=site), [
        'Click Open the calculator and type "21" into the Amount field', "Click Double",
        "Go back to the first tab", 'Verify the page shows "Result 42"', "Switch to the Details tab",
        'Verify the page shows "Opening hours: 9 to 5"'])
    steps = _passed(done, report)
    assert steps[2]["tabs"] == [f"switched to tab 1 'Start' ({site}/tabs/start.html)"]
    assert steps[5]["url"] == f"{site}/tabs/start.html", "the Details tab is the page's own: no browser tab so called"


def test_switch_to_a_tab_by_its_title(site: str, tmp_path: Path) -> None:
    done, report = _run(tmp_path, TABS.format(site=site), [
        "Click the Help link", "Go back to the first tab", 'Switch to the tab "Help Center"', "Click Mark as read",
        'Verify the page shows "Marked as read"'])
    steps = _passed(done, report)
    assert steps[2]["tabs"] == [f"switched to tab 2 'Help Center' ({site}/tabs/help.html)"]


def test_closing_a_tab_returns_to_the_one_before(site: str, tmp_path: Path) -> None:
    done, report = _run(tmp_path, TABS.format(site=site), [
        "Click the Help link", "Close the tab", 'Verify the title is "Start"', 'Verify the page shows "Pick where"'])
    steps = _passed(done, report)
    closed = f"closed tab 2 'Help Center' ({site}/tabs/help.html); now on tab 1 'Start' ({site}/tabs/start.html)"
    assert steps[1]["tabs"] == [closed] and steps[1]["url"] == f"{site}/tabs/start.html"
    assert str(escape(closed)) in read_reports(tmp_path).html


def test_switching_to_a_new_tab_when_none_opened_fails_naming_the_open_tabs(site: str, tmp_path: Path) -> None:
    done, report = _run(tmp_path, TABS.format(site=site), [
        "Switch to the new tab", 'Verify the page shows "Help Center"'], timeout=1)
    assert done.returncode == 1, done.stdout
    assert [step["status"] for step in report["steps"]] == ["failed", "skipped"]
    error = report["steps"][0]["error"]
    assert error["kind"] == "element_not_found"
    assert error["message"] == ("No new tab is open: no tab opened since the steps began, or the ones that did are "
                                f"closed. The open tabs: 1 'Start' ({site}/tabs/start.html) (active).")
    assert "element_not_found: No new tab is open" in done.stdout
    failure = read_reports(tmp_path).junit.find("testcase/failure")
    assert failure is not None and "No new tab is open" in failure.get("message", "")


def test_german_phrasing(site: str, tmp_path: Path) -> None:
    done, report = _run(tmp_path, TABS.format(site=site), [
        "Klicke auf den Link Help", "Zurück zum ersten Tab", "Wechsle zum neuen Tab", "Klicke auf Mark as read",
        'Prüfe, dass die Seite "Marked as read" zeigt', "Schließe den Tab", 'Prüfe, dass die Seite "Pick where" zeigt'])
    steps = _passed(done, report)
    assert [step["url"].rsplit("/", 1)[1] for step in steps] == [
        "help.html", "start.html", "help.html", "help.html", "help.html", "start.html", "start.html"]


LOGIN = ['Type "alice" into the Username field', 'Type "s3cret" into the Password field', "Click Log in",
         'Verify the page shows "Welcome, alice"']


def test_a_login_form_in_a_same_origin_frame(site: str, tmp_path: Path) -> None:
    steps = _passed(*_run(tmp_path, f"{site}/frames/shop.html", LOGIN))
    assert [step["actions"][0]["element"]["frame"] for step in steps[:3]] == ["login"] * 3
    assert "s3cret" not in (tmp_path / "r.json").read_text()


def test_a_login_form_in_a_cross_origin_frame(site: str, other_site: str, tmp_path: Path) -> None:
    steps = _passed(*_run(tmp_path, f"{site}/frames/shop.html?other={other_site}", LOGIN))
    assert [step["actions"][0]["element"]["frame"] for step in steps[:3]] == ["login"] * 3


def test_the_page_shows_a_text_in_a_frame_and_not_one_that_is_nowhere(site: str, tmp_path: Path) -> None:
    done, report = _run(tmp_path, f"{site}/frames/stock.html", [
        'Verify the page shows "Out of stock"', 'Verify the page shows "In stock"'], "--keep-going", timeout=1)
    assert done.returncode == 1
    assert [step["status"] for step in report["steps"]] == ["passed", "failed"]
    assert report["steps"][1]["error"] == {
        "kind": "assertion_failed", "candidates": [], "expected": "the page to show 'In stock' within 1 s",
        "actual": "it shows 'Out of stock' (in the frame 'availability')",
        "message": "expected the page to show 'In stock' within 1 s; it shows 'Out of stock' (in the frame "
                   "'availability')"}


def test_does_not_show_fails_when_a_frame_shows_the_text(site: str, tmp_path: Path) -> None:
    done, report = _run(tmp_path, f"{site}/frames/stock.html", [
        'Verify the page does not show "Out of stock"'], timeout=1)
    assert done.returncode == 1
    error = report["steps"][0]["error"]
    assert error["kind"] == "assertion_failed"
    assert (error["expected"], error["actual"]) == ("the page not to show 'Out of stock' within 1 s",
                                                    "it shows 'Out of stock' (in the frame 'availability')")


def test_a_tab_scenario_replays_from_its_lock_with_the_same_result_and_no_brain_call(site: str,
                                                                                   tmp_path: Path) -> None:
    steps = ["Click the Help link", "Click Mark as read", "Go back to the first tab", "Click Open the calculator",
             'Type "21" into the Amount field', "Click Double", 'Switch to the tab "Help Center"', "Close the tab",
             "Go back to the first tab", 'Verify the page shows "Result 42"']
    first = _passed(*_run(tmp_path, TABS.format(site=site), steps))
    lock = (tmp_path / "s.lock.yaml").read_text()
    assert "kind: switch_tab" in lock and "kind: close_tab" in lock
    done, report = _run(tmp_path, TABS.format(site=site), steps)
    again = _passed(done, report)
    assert report["usage"]["brain_calls"] == 0 and {step["source"] for step in again} == {"replayed"}
    assert [(step["url"], step["tabs"]) for step in again] == [(step["url"], step["tabs"]) for step in first]
