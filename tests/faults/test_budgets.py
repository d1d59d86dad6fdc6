"""Budgets on the command line and in scenario files: a run or a suite that uses one up stops with
`budget_exceeded`, says so, and reports every step (the ones it did not start as skipped)."""

from __future__ import annotations

from pathlib import Path

from faults.harness import REPORTS, read_reports, run, write

THREE_STEPS = """name: {name}
url: "{site}/hello.html"
{budget}steps:
  - Type "Ann" into the Your name field
  - Click Greet
  - Verify the page shows "Hi, Ann"
"""
WAITING = """name: {name}
url: "{site}/hello.html"
steps:
  - Wait 30 seconds
  - Click Greet
"""


def _statuses(run_json: dict[str, object]) -> list[str]:
    steps = run_json["steps"]
    assert isinstance(steps, list)
    return [step["status"] for step in steps]


def test_the_scenarios_step_budget_stops_the_run(site: str, tmp_path: Path) -> None:
    write(tmp_path / "greet.plain.yaml", THREE_STEPS.format(name="greet", site=site,
                                                            budget="budget:\n  max_steps: 2\n"))
    done = run("run", "greet.plain.yaml", *REPORTS, cwd=tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    report = read_reports(tmp_path).json
    assert _statuses(report) == ["passed", "passed", "skipped"]
    assert report["error"]["kind"] == "budget_exceeded"
    assert "budget is used up: its 2 steps are done" in done.stdout
    assert "Traceback" not in done.stderr


def test_a_budget_on_the_command_line_overrides_the_scenarios(site: str, tmp_path: Path) -> None:
    write(tmp_path / "greet.plain.yaml", THREE_STEPS.format(name="greet", site=site,
                                                            budget="budget:\n  max_steps: 5\n"))
    done = run("run", "greet.plain.yaml", "--max-steps", "1", *REPORTS, cwd=tmp_path)
    assert done.returncode == 1
    assert _statuses(read_reports(tmp_path).json) == ["passed", "skipped", "skipped"]


def test_a_suites_step_budget_is_shared_by_its_scenarios(site: str, tmp_path: Path) -> None:
    for name in ("a", "b"):
        write(tmp_path / "suite" / f"{name}.plain.yaml", THREE_STEPS.format(name=name, site=site, budget=""))
    done = run("run", "suite", "--max-steps", "4", *REPORTS, cwd=tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    runs = read_reports(tmp_path).json["runs"]
    started = [status for one in runs for status in _statuses(one) if status != "skipped"]
    assert len(started) == 4 and set(started) == {"passed"}
    assert [one["error"]["kind"] if one["error"] else None for one in runs] == [None, "budget_exceeded"]
    assert "suite's budget is used up" in runs[1]["error"]["message"]


def test_a_suites_time_budget_ends_a_waiting_step_and_reports_every_scenario(site: str, tmp_path: Path) -> None:
    for name in ("a", "b"):
        write(tmp_path / "suite" / f"{name}.plain.yaml", WAITING.format(name=name, site=site))
    done = run("run", "suite", "--max-time", "2", *REPORTS, cwd=tmp_path, timeout_s=25)
    assert done.returncode == 1, done.stdout + done.stderr
    runs = read_reports(tmp_path).json["runs"]
    assert len(runs) == 2
    kinds = {step["error"]["kind"] for one in runs for step in one["steps"] if step["error"]}
    kinds |= {one["error"]["kind"] for one in runs if one["error"]}
    assert kinds == {"budget_exceeded"}
    assert all(status in ("failed", "skipped") for one in runs for status in _statuses(one))


def test_a_malformed_budget_names_the_file_and_the_field(site: str, tmp_path: Path) -> None:
    write(tmp_path / "greet.plain.yaml", THREE_STEPS.format(name="greet", site=site,
                                                            budget="budget:\n  max_step: 2\n"))
    done = run("run", "greet.plain.yaml", cwd=tmp_path)
    assert done.returncode != 0
    assert "greet.plain.yaml" in done.stderr + done.stdout and "max_step" in done.stderr + done.stdout
    assert "Traceback" not in done.stderr
