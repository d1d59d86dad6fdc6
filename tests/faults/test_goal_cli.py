"""`plainwright goal` as a user runs it: the regression-overview goal on the demo app, English and German, the
scenario it saves replayed by `plainwright run` with no brain call, the password in no output, and a goal the app
cannot do."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from faults.harness import run
from plainwright.demo.server import StaticServer, demo_site

PASSWORD = "s3cret"


@pytest.fixture(scope="module")
def demo() -> Iterator[str]:
    with StaticServer(demo_site()) as server:
        yield server.url


def test_a_goal_becomes_a_scenario_that_replays_with_no_brain_call(demo: str, tmp_path: Path) -> None:
    done = run("goal", "--url", f"{demo}/index.html", "--save", "overview.plain.yaml", "--json", "goal.json",
               f'Log in as "alice" with password "{PASSWORD}" and open the regression overview', cwd=tmp_path)

    assert done.returncode == 0, done.stdout + done.stderr
    assert "goal reached" in done.stdout and "set OVERVIEW_PASSWORD" in done.stdout
    report = json.loads((tmp_path / "goal.json").read_text())
    assert report["reached"] and report["status"] == "success" and len(report["steps"]) == 6  # a login proof
    assert report["steps"][-1]["url"].endswith("/regressions.html")
    written = [done.stdout, done.stderr, *(p.read_text() for p in tmp_path.glob("*.*") if p.suffix != ".txt")]
    assert not any(PASSWORD in text for text in written)

    missing = run("run", "overview.plain.yaml", cwd=tmp_path)
    assert missing.returncode != 0 and "OVERVIEW_PASSWORD" in missing.stdout + missing.stderr

    replay = run("run", "overview.plain.yaml", "--json", "replay.json", cwd=tmp_path,
                 env={"OVERVIEW_PASSWORD": PASSWORD})
    assert replay.returncode == 0, replay.stdout + replay.stderr
    assert "brain calls: 0" in replay.stdout and "6 steps replayed" in replay.stdout
    assert json.loads((tmp_path / "replay.json").read_text())["usage"]["brain_calls"] == 0
    assert PASSWORD not in replay.stdout + (tmp_path / "replay.json").read_text()


def test_a_german_goal_with_the_credentials_as_variables(demo: str, tmp_path: Path) -> None:
    done = run("goal", "--url", f"{demo}/index.html", "--var", "username=alice", "--var", f"password={PASSWORD}",
               "Logge dich ein und öffne die Regression-Übersicht", cwd=tmp_path)

    assert done.returncode == 0, done.stdout + done.stderr
    assert 'open "Regression-Übersicht"' in done.stdout
    assert (tmp_path / "logge-offne-regression-ubersicht.plain.yaml").exists()
    assert PASSWORD not in done.stdout + done.stderr


def test_a_goal_the_app_cannot_do_fails_saying_what_was_understood(demo: str, tmp_path: Path) -> None:
    done = run("goal", "--url", f"{demo}/index.html", "--var", "username=alice", "--var", f"password={PASSWORD}",
               "Log in and open the billing report", cwd=tmp_path)

    assert done.returncode == 1
    assert "element_not_found" in done.stdout and 'open "billing report"' in done.stdout
    assert "no scenario written" in done.stdout and not list(tmp_path.glob("*.plain.yaml"))


def test_static_planning_from_the_command_line(demo: str, tmp_path: Path) -> None:
    done = run("goal", "--url", f"{demo}/index.html", "--plan", "static", "--no-save", "--json", "goal.json",
               "--var", "username=alice", "--var", f"password={PASSWORD}", "Log in and open the regression overview",
               cwd=tmp_path)

    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads((tmp_path / "goal.json").read_text())
    assert report["mode"] == "static" and report["reached"]
    assert not list(tmp_path.glob("*.plain.yaml"))


def test_a_scenario_that_cannot_be_written_is_said_before_the_browser_starts(demo: str, tmp_path: Path) -> None:
    done = run("goal", "--url", f"{demo}/index.html", "--save", "missing/x.plain.yaml", "Open the settings",
               cwd=tmp_path)

    assert done.returncode == 2 and "cannot write the scenario" in done.stderr
