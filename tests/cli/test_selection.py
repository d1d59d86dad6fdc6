"""`plainwright run DIR --grep PATTERN` and `--list`: which scenarios a run takes, by path or name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from faults.harness import run, write
from plainwright.cli import main

SCENARIO = 'name: {name}\nurl: "{site}/forms/login.html"\nsteps:\n  - Type "{user}" into the Username field\n'


@pytest.fixture
def suite(tmp_path: Path) -> Path:
    folder = tmp_path / "suite"
    write(folder / "login.plain.yaml", SCENARIO.format(name="Sign in as admin", user="admin", site="http://127.0.0.1:9"))
    write(folder / "cart" / "add.plain.yaml", SCENARIO.format(name="Add to cart", user="bob", site="http://127.0.0.1:9"))
    write(folder / "cart" / "pay.plain.yaml", SCENARIO.format(name="Pay (card)", user="carol", site="http://127.0.0.1:9"))
    write(folder / "broken.plain.yaml", "url: http://127.0.0.1:9/\nstep:\n  - Click Go\n")
    return folder


def _listed(*args: str) -> tuple[int, list[str]]:
    done = CliRunner().invoke(main, ["run", *args, "--list"])
    return done.exit_code, done.output.splitlines()


def test_list_shows_every_scenario_of_a_folder_and_runs_nothing(suite: Path) -> None:
    code, lines = _listed(str(suite))
    assert code == 0
    assert [line for line in lines if line.startswith("  ") and not line.startswith("      ")] == [
        "  broken.plain.yaml  invalid_scenario: " + f"{suite / 'broken.plain.yaml'}:2: unknown field 'step'; "
        "did you mean 'steps'?",
        "  cart/add.plain.yaml  Add to cart", "  cart/pay.plain.yaml  Pay (card)",
        "  login.plain.yaml  Sign in as admin"]
    assert "      http://127.0.0.1:9/forms/login.html, 1 step" in lines
    assert lines[-1] == "4 scenarios; nothing run (--list)"
    assert not list(suite.rglob("*.lock.yaml")), "nothing ran"


@pytest.mark.parametrize(("pattern", "expected"), [
    ("cart/", ["cart/add.plain.yaml", "cart/pay.plain.yaml"]),     # a path
    ("ADMIN", ["login.plain.yaml"]),                              # a name, in any case
    ("^(add|pay)", ["cart/add.plain.yaml", "cart/pay.plain.yaml"]),  # a regular expression over names
    ("pay (card", ["cart/pay.plain.yaml"]),                       # not a valid expression: plain text
    ("pay (card)", ["cart/pay.plain.yaml"]),                      # the text itself, though as a regex it is not
])
def test_grep_selects_by_path_or_name_as_text_or_expression(suite: Path, pattern: str, expected: list[str]) -> None:
    for flag in ("--grep", "-g", "-k"):
        code, lines = _listed(str(suite), flag, pattern)
        assert code == 0, lines
        assert [line.split()[0] for line in lines if line.startswith("  ") and not line.startswith("      ")] \
            == expected


def test_grep_that_matches_nothing_says_so(suite: Path) -> None:
    done = CliRunner().invoke(main, ["run", str(suite), "--grep", "checkout"])
    assert done.exit_code == 2, "a usage error, found before the browser starts"
    assert "no scenario under" in done.output and "matches --grep 'checkout'" in done.output


def test_a_run_with_grep_runs_only_what_it_selects(site: str, tmp_path: Path) -> None:
    for name in ("admin", "bob", "carol"):
        write(tmp_path / "suite" / f"{name}.plain.yaml", SCENARIO.format(name=f"As {name}", user=name, site=site))
    done = run("run", "suite", "-k", "bob|carol", "--json", "r.json", cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    suite = json.loads((tmp_path / "r.json").read_text())
    assert sorted(one["name"] for one in suite["runs"]) == ["As bob", "As carol"]
    assert sorted(path.name for path in (tmp_path / "suite").glob("*.lock.yaml")) == ["bob.lock.yaml",
                                                                                     "carol.lock.yaml"]
