"""`plainwright init`: a starter that runs as written, and that never overwrites anything."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from faults.harness import run
from plainwright.cli import main
from plainwright.scenario_schema import SCHEMA_FILE

STARTER = ("example.plain.yaml", "example.html", "scenario.schema.json")


def test_init_writes_a_starter_that_passes_as_written(tmp_path: Path) -> None:
    done = CliRunner().invoke(main, ["init", str(tmp_path / "e2e")])
    assert done.exit_code == 0, done.output
    assert sorted(path.name for path in (tmp_path / "e2e").iterdir()) == sorted(STARTER)
    assert f"next: plainwright run {tmp_path / 'e2e' / 'example.plain.yaml'}" in done.output
    scenario = (tmp_path / "e2e" / "example.plain.yaml").read_text()
    assert scenario.startswith("# yaml-language-server: $schema=scenario.schema.json\n")
    assert (tmp_path / "e2e" / "scenario.schema.json").read_text() == SCHEMA_FILE.read_text()

    ran = run("run", "e2e/example.plain.yaml", "--json", "r.json", cwd=tmp_path)
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "success: 5/5 steps passed" in ran.stdout
    assert "correct horse" not in ran.stdout + (tmp_path / "r.json").read_text(), "its sensitive step stays masked"


def test_init_refuses_to_overwrite_and_writes_nothing(tmp_path: Path) -> None:
    (tmp_path / "example.html").write_text("<p>mine</p>")
    done = CliRunner().invoke(main, ["init", str(tmp_path)])
    assert done.exit_code == 1
    assert f"not overwriting {tmp_path / 'example.html'}" in done.output
    assert [path.name for path in tmp_path.iterdir()] == ["example.html"], "nothing else was written"
    assert (tmp_path / "example.html").read_text() == "<p>mine</p>"


def test_init_without_a_folder_writes_into_the_current_one(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert CliRunner().invoke(main, ["init"]).exit_code == 0
    assert sorted(path.name for path in tmp_path.iterdir()) == sorted(STARTER)
