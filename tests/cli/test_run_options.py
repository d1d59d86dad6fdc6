"""`plainwright run` options from Playwright habits: --var, --timeout, --slow-mo, --trace on, each judged on a real
Chromium against pages served on 127.0.0.1."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

from click.testing import CliRunner

from faults.harness import run, write
from plainwright.cli import main

LOGIN = ('url: "{site}/forms/login.html"\nvars:\n  who: alice\nsteps:\n'
         '  - Type "${{vars.who}}" into the Username field\n  - Enter the password "s3cret"\n  - Click Log in\n'
         '  - Verify the page shows "Welcome, ${{vars.who}}"\n')


def test_var_sets_a_scenario_variable_over_its_vars(site: str, tmp_path: Path) -> None:
    write(tmp_path / "login.plain.yaml", LOGIN.format(site=site))
    done = run("run", "login.plain.yaml", "--var", "who=bob", "--var", "unused=1", "--json", "r.json", cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert 'Verify the page shows "Welcome, bob"' in done.stdout
    assert json.loads((tmp_path / "r.json").read_text())["status"] == "success"


def test_a_malformed_var_is_a_usage_error() -> None:
    for bad in ("who", "=bob", "1st=x", "who-am-i=x"):
        done = CliRunner().invoke(main, ["run", ".", "--var", bad, "--list"])
        assert done.exit_code == 2, bad
        assert f"{bad!r} is not NAME=VALUE" in done.output


def test_timeout_overrides_the_timeout_a_scenario_sets(site: str, tmp_path: Path) -> None:
    write(tmp_path / "later.plain.yaml", f'url: "{site}/cli/later.html?ms=4000"\ntimeout: 1.5\n'
                                         'steps:\n  - Verify the page shows "Ready"\n')
    too_short = run("run", "later.plain.yaml", "--json", "short.json", cwd=tmp_path)
    # (a second and a half: time enough to open the page on a busy machine, too short for its 4 s)
    assert too_short.returncode == 1, "the scenario's timeout is too short for the page"
    assert json.loads((tmp_path / "short.json").read_text())["steps"][0]["error"]["kind"] == "assertion_failed"
    longer = run("run", "later.plain.yaml", "--timeout", "15", "--fresh", cwd=tmp_path)
    assert longer.returncode == 0, longer.stdout + longer.stderr


def test_slow_mo_slows_every_browser_operation_down(site: str, tmp_path: Path) -> None:
    # the page itself judges the gap between the two clicks: "slow" when at least 300 ms passed
    write(tmp_path / "slow.plain.yaml", f'url: "{site}/cli/slow-mo.html"\n'
                                        'steps:\n  - Click First\n  - Click Second\n  - Verify the page shows "slow"\n')
    done = run("run", "slow.plain.yaml", "--slow-mo", "400", cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr


def test_trace_on_keeps_the_trace_of_a_run_that_passed(site: str, tmp_path: Path) -> None:
    write(tmp_path / "login.plain.yaml", LOGIN.format(site=site))
    kept = run("run", "login.plain.yaml", "--trace", "on", "--json", "on.json", cwd=tmp_path)
    assert kept.returncode == 0, kept.stdout + kept.stderr
    trace = Path("plainwright-results", "traces", "login.zip")
    assert json.loads((tmp_path / "on.json").read_text())["trace"] == str(trace)
    with zipfile.ZipFile(tmp_path / trace) as archive:
        assert any(name.endswith(".trace") for name in archive.namelist())
        assert not any(b"s3cret" in archive.read(name) for name in archive.namelist()), "the trace is scrubbed"


def test_a_browser_that_does_not_start_is_said_without_a_traceback_for_a_file_and_a_folder(tmp_path: Path) -> None:
    write(tmp_path / "suite" / "one.plain.yaml", 'url: "http://127.0.0.1:9/"\nsteps:\n  - Click Go\n')
    single = run("run", "suite/one.plain.yaml", "--browser-path", "/bin/true", "--json", "r.json", cwd=tmp_path)
    assert single.returncode == 1 and "Traceback" not in single.stderr
    assert "browser_crashed: could not start the browser at /bin/true" in single.stdout
    assert json.loads((tmp_path / "r.json").read_text())["error"]["kind"] == "browser_crashed"
    folder = run("run", "suite", "--browser-path", "/bin/true", cwd=tmp_path)
    assert folder.returncode == 1 and "Traceback" not in folder.stderr
    assert "browser_crashed: could not start the browser at /bin/true" in folder.stderr
