"""The browser dies mid-run, or the page's main thread freezes: the run ends soon, says why, and its reports
hold the steps done."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import pytest

from faults.harness import REPORTS, browser_pid, read_reports, run, start, write

WAITING = """name: {name}
url: "{site}/hello.html"
steps:
  - Type "Ann" into the Your name field
  - Wait 30 seconds
  - Click Greet
"""
FROZEN = """name: Frozen
url: "{site}/faults/freeze.html"
timeout: 2
steps:
  - Click the Freeze button
  - Wait 1 second
  - Click the Freeze button
  - Verify the page shows "ready"
"""


@pytest.mark.parametrize("folder", [False, True], ids=["scenario", "suite"])
def test_a_killed_browser_ends_the_run_with_the_reports_of_the_steps_done(folder: bool, site: str,
                                                                          tmp_path: Path) -> None:
    names = ["one", "two"] if folder else ["one"]
    for name in names:
        write(tmp_path / "suite" / f"{name}.plain.yaml", WAITING.replace("{name}", name), site=site)
    started = time.monotonic()
    cli = start("run", "suite" if folder else "suite/one.plain.yaml", *REPORTS, cwd=tmp_path)
    cli.wait_for_file("plainwright-results/screenshots/one/one-01.png")  # in a suite, "two" waits its turn
    os.kill(browser_pid(cli), signal.SIGKILL)
    done = cli.finish(timeout_s=30)
    assert time.monotonic() - started < 25, "the 30 s wait ends when the browser does"
    assert done.returncode == 1, done.stdout + done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    reports = read_reports(tmp_path)
    runs = reports.json["runs"] if folder else [reports.json]
    assert len(runs) == len(names)
    assert runs[0]["steps"][0]["status"] == "passed", "the step done before the browser died"
    for result in runs:
        assert result["status"] in ("partial", "failed")
        kinds = [(result["error"] or {}).get("kind")] + [(s["error"] or {}).get("kind") for s in result["steps"]]
        assert "browser_crashed" in kinds, result
    assert len(reports.junit.findall("testcase/failure")) == len(names)
    assert "browser_crashed" in reports.html


def test_a_frozen_page_ends_its_step_as_a_timeout_within_the_step_timeout(site: str, tmp_path: Path) -> None:
    write(tmp_path / "frozen.plain.yaml", FROZEN, site=site)
    started = time.monotonic()
    done = run("run", "frozen.plain.yaml", *REPORTS, cwd=tmp_path, timeout_s=60)
    assert time.monotonic() - started < 25
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stdout + done.stderr
    reports = read_reports(tmp_path)
    steps = reports.json["steps"]
    assert [step["status"] for step in steps] == ["passed", "passed", "failed", "skipped"]
    assert steps[2]["error"]["kind"] == "timeout" and steps[2]["elapsed_ms"] < 4000
    assert "browser_crashed" not in str(reports.json)
    failure = reports.junit.find("testcase/failure")
    assert failure is not None
    assert failure.get("message", "").startswith("step 3 failed: Click the Freeze button (timeout:")
