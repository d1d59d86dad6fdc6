"""`plainwright run` exits as the docs say (docs/command-line.md, "Exit codes"): 0 when every step passed, 1 when one
did not, 2 on a usage error, found before any browser starts (all but a `${env.X}` nobody set)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from faults.harness import run, write
from plainwright.cli import main
from plainwright.starter import write_starter


def test_a_passing_run_exits_0_and_a_failing_one_1(tmp_path: Path) -> None:
    write_starter(tmp_path)
    passing = run("run", "example.plain.yaml", cwd=tmp_path)
    assert passing.returncode == 0, passing.stdout + passing.stderr
    failing_steps = (tmp_path / "example.plain.yaml").read_text().replace('"Welcome, alice"', '"Welcome back"')
    write(tmp_path / "failing.plain.yaml", failing_steps)
    failing = run("run", "failing.plain.yaml", "--timeout", "1", cwd=tmp_path)
    assert failing.returncode == 1, failing.stdout + failing.stderr
    assert "assertion_failed" in failing.stdout


USAGE_ERRORS = {
    "a YAML syntax error": ("bad.plain.yaml", "url: x.html\nsteps:\n  - Click \"Save\n  bad: [\n", [],
                            "bad.plain.yaml:4: not valid YAML"),
    "no steps": ("bad.plain.yaml", "url: x.html\n", [], "field 'steps': missing"),
    "a misspelt field": ("bad.plain.yaml", "url: x.html\nstep:\n  - Click Save\n", [],
                         "unknown field 'step'; did you mean 'steps'?"),
    "a folder with no scenario": ("empty/notes.txt", "", ["empty"], "no *.plain.yaml nor *.feature under empty"),
    "a --grep that selects none": ("suite/a.plain.yaml", "url: x.html\nsteps:\n  - Click Save\n",
                                   ["suite", "--grep", "checkout"], "matches --grep 'checkout'"),
    "an unknown model provider": ("ok.plain.yaml", "url: x.html\nsteps:\n  - Click Save\n",
                                  ["ok.plain.yaml", "--model", "nope:x"], "unknown model provider 'nope'"),
    "a brain that needs a model": ("ok.plain.yaml", "url: x.html\nsteps:\n  - Click Save\n",
                                   ["ok.plain.yaml", "--brain", "llm"], "the llm brain needs a model"),
    "a report that cannot be written": ("ok.plain.yaml", "url: x.html\nsteps:\n  - Click Save\n",
                                        ["ok.plain.yaml", "--json", "missing/dir/r.json"], "does not exist"),
}


@pytest.mark.parametrize("case", USAGE_ERRORS, ids=list(USAGE_ERRORS))
def test_a_usage_error_exits_2_before_any_browser_starts(case: str, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    name, text, args, said = USAGE_ERRORS[case]
    write(tmp_path / name, text)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PLAINWRIGHT_BROWSER", str(tmp_path / "no-browser-here"))  # a browser started would fail
    done = CliRunner().invoke(main, ["run", *(args or [name])])
    assert done.exit_code == 2, done.output
    assert said in done.output
    assert "Traceback" not in done.output and "▶" not in done.output, "nothing ran"


def test_an_unset_env_variable_is_a_usage_error_too(tmp_path: Path) -> None:
    """Found when the scenario is read for its run (the browser is up by then), and still exit 2."""
    write(tmp_path / "secret.plain.yaml", 'url: x.html\nsteps:\n  - Type "${env.PW_UNSET_IN_TESTS}" into Name\n')
    done = run("run", "secret.plain.yaml", cwd=tmp_path)
    assert done.returncode == 2, done.stdout + done.stderr
    assert "the environment variable PW_UNSET_IN_TESTS is not set" in done.stderr
