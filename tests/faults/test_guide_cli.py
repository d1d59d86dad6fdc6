"""`plainwright guide` as a user runs it: the regression-overview goal on the demo app in English and German becomes
a guide (steps with label and note, a picture each, a lock), `--events` holds the run's typed events in order with every
secret masked, and `plainwright run GUIDE.md` passes, and fails at the right step once the application changed."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from faults import harness
from faults.harness import run
from plainwright.demo.server import StaticServer, demo_site
from plainwright.goal_events import read_event

PASSWORD = "s3cret"


@pytest.fixture
def demo(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """The demo app served from a copy the test may change (outside the case's folder: its pages print the
    demo's password, which the case's artefacts must not)."""
    site = tmp_path_factory.mktemp("demo") / "site"
    shutil.copytree(demo_site(), site)
    with StaticServer(site) as server:
        yield server.url, site


def test_a_guide_with_its_events_runs_as_a_test(demo: tuple[str, Path], tmp_path: Path) -> None:
    url, _ = demo
    env = {"DEMO_PASSWORD": PASSWORD}
    done = run("guide", "--url", f"{url}/index.html", "-o", "guide.md", "--events", "events.jsonl", "--json",
               "goal.json", 'Log in as "alice" with password "${env.DEMO_PASSWORD}" and open the regression overview',
               cwd=tmp_path, env=env)

    assert done.returncode == 0, done.stdout + done.stderr
    assert "guide written to guide.md, its pictures to guide-screenshots, its lock to guide.lock.yaml" in done.stdout
    assert "before running it, set DEMO_PASSWORD" in done.stdout
    assert sorted(p.name for p in (tmp_path / "guide-screenshots").iterdir()) == [f"step-0{n}.png" for n in range(2, 8)]
    assert json.loads((tmp_path / "goal.json").read_text())["saved"] == "guide.md"
    # the events, typed and in order, as the terminal showed them live
    events = [read_event(line) for line in (tmp_path / "events.jsonl").read_text().splitlines()]
    kinds = [event.type for event in events]
    assert kinds[0] == "goal" and kinds[-1] == "final" and "repaired" not in kinds and "failed" not in kinds
    assert [kind for kind in kinds if kind in ("proposed_step", "executed")] == ["proposed_step", "executed"] * 6
    assert kinds.index("ui_inventory") < kinds.index("proposed_step")
    assert done.stdout.count("verified: ") == 6 and "on Dashboard · Acme Support" in done.stdout

    replay = run("run", "guide.md", "--json", "replay.json", cwd=tmp_path, env=env)
    assert replay.returncode == 0, replay.stdout + replay.stderr
    assert "brain calls: 0" in replay.stdout and "6 steps replayed" in replay.stdout
    # no artefact holds the password (the fault suite's own check, for DEMO_PASSWORD, runs after the case too)


def test_a_german_guide_with_the_credentials_as_variables(demo: tuple[str, Path], tmp_path: Path) -> None:
    url, _ = demo
    done = run("guide", "--url", f"{url}/index.html", "--var", "username=alice", "--var", f"password={PASSWORD}",
               "-o", "anleitung.md", "--events", "events.jsonl",
               "Gehe zur Login-Seite und logge dich ein; öffne die Regression-Übersicht", cwd=tmp_path)

    assert done.returncode == 0, done.stdout + done.stderr
    text = (tmp_path / "anleitung.md").read_text()
    assert text.count("  note: |-\n") == 7 and "value: ${env.ANLEITUNG_PASSWORD}\n" in text
    assert harness.leaks(tmp_path, {PASSWORD}) == []  # the guide, the lock, the events, stdout and stderr

    replay = run("run", "anleitung.md", cwd=tmp_path, env={"ANLEITUNG_PASSWORD": PASSWORD})
    assert replay.returncode == 0, replay.stdout + replay.stderr
    assert "7/7 steps passed" in replay.stdout


def test_the_guide_fails_at_the_step_the_changed_application_no_longer_matches(demo: tuple[str, Path],
                                                                                tmp_path: Path) -> None:
    url, site = demo
    env = {"DEMO_PASSWORD": PASSWORD}
    done = run("guide", "--url", f"{url}/index.html", "-o", "guide.md",
               'Log in as "alice" with password "${env.DEMO_PASSWORD}" and open the regression overview',
               cwd=tmp_path, env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    for page in site.glob("*.html"):  # the application renames the link the guide follows
        page.write_text(page.read_text().replace(">Regression overview</a>", ">Nightly runs</a>"))

    changed = run("run", "guide.md", "--json", "r.json", "--timeout", "3", cwd=tmp_path, env=env)

    assert changed.returncode == 1, changed.stdout
    steps = json.loads((tmp_path / "r.json").read_text())["steps"]
    assert [step["status"] for step in steps[:5]] == ["passed", "passed", "passed", "passed", "failed"]
    assert steps[4]["sentence"] == 'Click the "Regression overview" link'
    assert steps[4]["error"]["kind"] in ("element_not_found", "unsupported_step")
    assert not [step for step in steps[5:] if step["status"] == "passed"]
    assert '✗  5. Click the "Regression overview" link' in changed.stdout


def test_a_malformed_guide_is_refused_by_file_line_and_field(tmp_path: Path) -> None:
    (tmp_path / "bad.md").write_text("---\nsteps:\n  - type: goto\n    url: http://127.0.0.1:9/\n  - type: click\n"
                                     "    lable: Log in\n    note: x\n---\n# Bad\n", encoding="utf-8")

    done = run("run", "bad.md", cwd=tmp_path)

    assert done.returncode == 2, "an invalid file is a usage error"
    assert "bad.md:6: unknown field 'steps.1.lable'; did you mean 'label'?" in done.stdout + done.stderr
    assert "Traceback" not in done.stderr


def test_a_guide_that_is_not_reached_or_not_markdown_is_not_written(demo: tuple[str, Path], tmp_path: Path) -> None:
    url, _ = demo
    wrong = run("guide", "--url", f"{url}/index.html", "-o", "guide.txt", "Open the settings", cwd=tmp_path)
    assert wrong.returncode == 2 and "a guide's file name ends with .md" in wrong.stderr

    missing = run("guide", "--url", f"{url}/index.html", "--var", "username=alice", "--var", f"password={PASSWORD}",
                  "-o", "guide.md", "Log in and open the billing report", cwd=tmp_path)
    assert missing.returncode == 1 and "no guide written: the goal was not reached" in missing.stdout
    assert not (tmp_path / "guide.md").exists() and not (tmp_path / "guide-screenshots").exists()
