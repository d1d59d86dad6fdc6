"""Waiting like Playwright: what a page shows late, a page that moves on by itself, a resource that never loads
and a click that opens a slow page are waited for (never slept through); what never comes fails within the
step's timeout, and a locked element that is gone heals without waiting out that timeout.

The pages are tests/sites/waiting/, served by the `waiting_site` fixture (tests/conftest.py) with its endpoints
that never answer (a tracking pixel), answer late (a link to a slow page) and redirect a form post.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

from faults.harness import REPORTS, Finished, read_reports, run, write


def _scenario(page: str, steps: list[str], *, timeout: int = 10) -> str:
    lines = "".join(f"  - {json.dumps(step)}\n" for step in steps)
    return f'name: Waiting\nurl: "{{site}}/{page}"\ntimeout: {timeout}\nsteps:\n{lines}'


def _run(folder: Path, text: str, site: str, *options: str) -> tuple[Finished, dict[str, Any]]:
    write(folder / "waiting.plain.yaml", text, site=site)
    done = run("run", "waiting.plain.yaml", *REPORTS, *options, cwd=folder, timeout_s=90)
    assert "Traceback" not in done.stderr, done.stderr
    return done, read_reports(folder).json


def _passes(folder: Path, text: str, site: str, *options: str) -> dict[str, Any]:
    done, report = _run(folder, text, site, *options)
    assert done.returncode == 0, done.stdout + done.stderr
    assert all(step["status"] == "passed" for step in report["steps"]), report
    return report


def _sources(report: dict[str, Any]) -> list[str]:
    return [step["source"] for step in report["steps"]]


def test_a_button_that_appears_after_a_few_seconds_is_clicked(waiting_site: str, tmp_path: Path) -> None:
    _passes(tmp_path, _scenario("waiting/late-button.html", [
        'Click the "Confirm order" button', 'Verify the page shows "order confirmed"']), waiting_site)


def test_a_locked_button_that_is_not_there_yet_is_waited_for_on_replay(waiting_site: str, tmp_path: Path) -> None:
    scenario = _scenario("waiting/late-button.html", [
        'Click the "Confirm order" button', 'Verify the page shows "order confirmed"'])
    _passes(tmp_path, scenario, waiting_site)
    lock = (tmp_path / "waiting.lock.yaml").read_text()
    replayed = _passes(tmp_path, scenario, waiting_site)
    assert _sources(replayed) == ["replayed", "replayed"], "the late button is the locked one: nothing to heal"
    assert (tmp_path / "waiting.lock.yaml").read_text() == lock
    strict = _passes(tmp_path, scenario, waiting_site, "--no-heal")
    assert _sources(strict) == ["replayed", "replayed"], "without healing, the locked button is waited for"


def test_text_that_appears_later_is_verified(waiting_site: str, tmp_path: Path) -> None:
    _passes(tmp_path, _scenario("waiting/late-text.html", ['Verify the page shows "Report ready: 42 rows"']),
            waiting_site)


@pytest.mark.parametrize("page", ["redirects.html", "meta-refresh.html"], ids=["script", "meta-refresh"])
def test_a_page_that_moves_on_by_itself_is_followed_by_the_next_step(page: str, waiting_site: str,
                                                                      tmp_path: Path) -> None:
    scenario = _scenario(f"waiting/{page}", [
        'Type "call Bob" into the Note field', 'Click "Add note"', 'Verify the page shows "noted call Bob"'])
    resolved = _passes(tmp_path, scenario, waiting_site)
    assert resolved["steps"][0]["url"].endswith("/waiting/arrived.html")
    replayed = _passes(tmp_path, scenario, waiting_site)
    assert _sources(replayed) == ["replayed"] * 3, "the lock holds the page it moved on to"


def test_an_image_that_never_loads_does_not_stop_the_scenario(waiting_site: str, tmp_path: Path) -> None:
    # the step timeout is shorter than the page's load would ever take: only what the steps need is waited for
    _passes(tmp_path, _scenario("waiting/never-loads.html", [
        'Type "Lake at dawn" into the Caption field', 'Click "Save caption"',
        'Verify the page shows "caption Lake at dawn"'], timeout=3), waiting_site)


def test_content_behind_a_spinner_is_used_once_the_spinner_is_gone(waiting_site: str, tmp_path: Path) -> None:
    _passes(tmp_path, _scenario("waiting/spinner.html", [
        'Click "Download all"', 'Verify the page shows "downloading"']), waiting_site)


def test_an_element_that_never_appears_fails_within_the_step_timeout_naming_candidates(
        waiting_site: str, tmp_path: Path) -> None:
    scenario = _scenario("waiting/tools.html", ['Click the "Archive" button'], timeout=2)
    done, report = _run(tmp_path, scenario, waiting_site)
    assert done.returncode == 1, done.stdout + done.stderr
    step = report["steps"][0]
    assert step["error"]["kind"] == "element_not_found"
    assert "Archive" in step["error"]["message"]
    assert any(name in candidate for candidate in step["error"]["candidates"]
               for name in ("Import", "Print", "Export settings")), step["error"]
    assert step["elapsed_ms"] < 2000 + 1500, "it looked until the step's timeout, not much beyond"


def test_a_locked_element_that_vanished_heals_without_waiting_out_the_timeout(waiting_site: str,
                                                                               tmp_path: Path) -> None:
    steps = ['Click "Save"', 'Verify the page shows "saved"']
    _passes(tmp_path, _scenario("waiting/save-button.html", steps, timeout=10), waiting_site)
    started = time.monotonic()
    healed = _passes(tmp_path, _scenario("waiting/save-link.html", steps, timeout=10), waiting_site)
    assert _sources(healed) == ["healed", "replayed"]
    assert healed["steps"][0]["elapsed_ms"] < 5000, "the page had settled without the element: heal at once"
    assert time.monotonic() - started < 30
    assert "store" in (tmp_path / "waiting.lock.yaml").read_text(), "the lock holds the new element"


def test_replayed_clicks_that_open_a_slow_page_are_done_once(waiting_site: str, tmp_path: Path) -> None:
    scenario = _scenario("waiting/shop.html", [
        'Click "Open the basket"', 'Verify the page shows "1 teapot"', 'Click "Shop" in the navigation',
        'Verify the title is "Shop"'])
    _passes(tmp_path, scenario, waiting_site)
    replayed = _passes(tmp_path, scenario, waiting_site)
    assert _sources(replayed) == ["replayed"] * 4, "each click done once, on the page it was meant for"
    assert replayed["steps"][0]["url"].endswith("/waiting/basket.html")
    assert replayed["steps"][2]["url"].endswith("/waiting/shop.html")


def test_a_form_post_that_redirects_lands_on_the_page_it_redirects_to(waiting_site: str, tmp_path: Path) -> None:
    scenario = _scenario("waiting/basket.html", [
        'Type "Ann Lee" into the Name field', 'Click "Place order"', 'Verify the page shows "Order placed for Ann Lee"',
        'Click "Shop"'])
    resolved = _passes(tmp_path, scenario, waiting_site)
    assert "/waiting/thanks.html?name=Ann" in resolved["steps"][1]["url"]
    replayed = _passes(tmp_path, scenario, waiting_site)
    assert _sources(replayed) == ["replayed"] * 4
    assert replayed["steps"][3]["url"].endswith("/waiting/shop.html")
