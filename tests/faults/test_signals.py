"""Ctrl-C (SIGINT) and SIGTERM during a run: the reports of the steps done are written and say `interrupted`,
the exit code is 128 + the signal's number, and no traceback is printed."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest

from faults.harness import REPORTS, Cli, read_reports, start, write

WAITING = """name: {name}
url: "{site}/hello.html"
steps:
  - Type "Ann" into the Your name field
  - Click Greet
  - Wait 30 seconds
  - Verify the page shows "Hi, Ann"
"""
QUICK = """name: Quick
url: "{site}/hello.html"
steps:
  - Verify the page shows "Hello"
"""


def _stop(cli: Cli, signum: int, *, group: bool) -> None:
    """Send the signal to the command (as `kill` does), or to its whole group (as Ctrl-C in a terminal does)."""
    if group:
        os.killpg(cli.process.pid, signum)
    else:
        cli.process.send_signal(signum)


def _assert_interrupted_cleanly(cli: Cli, signum: int) -> None:
    done = cli.finish(timeout_s=30)
    assert done.returncode == 128 + signum, done.stdout + done.stderr
    assert "Traceback" not in done.stderr + done.stdout, done.stderr
    assert f"interrupted by {signal.Signals(signum).name}" in done.stdout


@pytest.mark.parametrize(("signum", "group"), [(signal.SIGINT, True), (signal.SIGTERM, False)],
                         ids=["ctrl-c", "sigterm"])
def test_a_signal_during_a_step_reports_the_steps_done_as_interrupted(signum: int, group: bool, site: str,
                                                                      tmp_path: Path) -> None:
    write(tmp_path / "greet.plain.yaml", WAITING.replace("{name}", "Greet"), site=site)
    cli = start("run", "greet.plain.yaml", *REPORTS, cwd=tmp_path)
    cli.wait_for("2. Click Greet")
    _stop(cli, signum, group=group)
    _assert_interrupted_cleanly(cli, signum)
    reports = read_reports(tmp_path)
    name = signal.Signals(signum).name
    assert reports.json["status"] == "interrupted" and reports.json["interrupted"] == name
    assert [step["status"] for step in reports.json["steps"]] == ["passed", "passed"]
    assert reports.json["steps"][1]["sentence"] == "Click Greet" and reports.json["name"] == "Greet"
    error = reports.junit.find("testcase/error")
    assert error is not None and error.get("type") == "interrupted" and name in error.get("message", "")
    assert "[passed] Click Greet" in (error.text or "")
    assert 'class="badge interrupted"' in reports.html and "Click Greet" in reports.html


@pytest.mark.parametrize(("signum", "group"), [(signal.SIGINT, True), (signal.SIGTERM, False)],
                         ids=["ctrl-c", "sigterm"])
def test_a_signal_during_a_parallel_suite_reports_every_scenario_so_far(signum: int, group: bool, site: str,
                                                                        tmp_path: Path) -> None:
    write(tmp_path / "suite" / "a-quick.plain.yaml", QUICK, site=site)
    for name in ("b-greet", "c-greet"):
        write(tmp_path / "suite" / f"{name}.plain.yaml", WAITING.replace("{name}", name), site=site)
    cli = start("run", "suite", "--workers", "2", *REPORTS, cwd=tmp_path)
    cli.wait_for("success: 1/1 steps passed")  # the quick one is done; one greeting waits, one may not have begun
    cli.wait_for_file("plainwright-results/screenshots/b-greet/b-greet-02.png")  # a step's picture: it is done
    _stop(cli, signum, group=group)
    _assert_interrupted_cleanly(cli, signum)
    reports = read_reports(tmp_path)
    runs = {run["name"]: run for run in reports.json["runs"]}
    assert reports.json["status"] == "interrupted"
    assert runs["Quick"]["status"] == "success", "a scenario that finished keeps its own result"
    waiting = [run for name, run in runs.items() if name != "Quick"]
    assert set(runs) <= {"Quick", "b-greet", "c-greet"}, "each named by its scenario"
    assert waiting and all(run["status"] == "interrupted" for run in waiting)
    assert any([step["status"] for step in run["steps"]] == ["passed", "passed"] for run in waiting)
    cases = reports.junit.findall("testcase")
    assert len(cases) == len(runs) and len(reports.junit.findall("testcase/error")) == len(waiting)
    assert reports.html.count('class="run"') == len(runs)
