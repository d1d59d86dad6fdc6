"""--browser chromium|firefox|webkit and --channel, as a Playwright user expects them, on the command line and in
pytest: Chromium runs when named; a browser that is not installed is named with the command that installs it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

PLAINWRIGHT = str(Path(sys.executable).parent / "plainwright")
LOGIN = """\
url: {site}/forms/login.html
steps:
  - Type "bob" into the Username field
  - Enter the password "s3cret"
  - Click the Log in button
  - Verify the page shows "Welcome, bob"
"""


def _run(*args: str, cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([PLAINWRIGHT, "run", *args], cwd=cwd, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PLAINWRIGHT_HEADED": "0", **(env or {})})


@pytest.fixture
def scenario(tmp_path: Path, site: str) -> Path:
    path = tmp_path / "login.plain.yaml"
    path.write_text(LOGIN.format(site=site), encoding="utf-8")
    return path


def test_chromium_named_on_the_command_line_runs_the_scenario(scenario: Path) -> None:
    done = _run(scenario.name, "--browser", "chromium", cwd=scenario.parent)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "success: 4/4 steps passed" in done.stdout


@pytest.mark.parametrize("engine", ["firefox", "webkit"])
def test_an_engine_not_installed_is_named_with_the_command_that_installs_it(scenario: Path, engine: str) -> None:
    nowhere = scenario.parent / "no-browsers"
    nowhere.mkdir()
    done = _run(scenario.name, "--browser", engine, cwd=scenario.parent, env={"PLAYWRIGHT_BROWSERS_PATH": str(nowhere)})
    assert done.returncode == 1
    assert f"Playwright's {engine} is not installed. Install it with `playwright install {engine}`" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.skipif(Path("/opt/microsoft/msedge/msedge").exists(), reason="Edge is installed here")
def test_a_channel_not_installed_is_named_with_the_command_that_installs_it(scenario: Path) -> None:
    done = _run(scenario.name, "--channel", "msedge", cwd=scenario.parent)
    assert done.returncode == 1
    assert "msedge is not installed (Chromium distribution 'msedge' is not found at /opt/microsoft/msedge/msedge). " \
           "Install it with `playwright install msedge`" in done.stderr


def test_what_only_chromium_offers_is_refused_for_another_engine(scenario: Path) -> None:
    done = _run(scenario.name, "--browser", "webkit", "--cdp-endpoint", "http://127.0.0.1:9", cwd=scenario.parent)
    assert done.returncode == 1
    assert "--cdp-endpoint speaks Chromium's DevTools protocol: not for --browser webkit; use --browser chromium" \
        in done.stderr


def test_the_plugin_runs_in_the_engine_its_option_names(pytester: pytest.Pytester, site: str,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    pytester.makepyfile(f'''
        def test_login(plain):
            plain.goto("{site}/forms/login.html")
            plain.do('Type "bob" into the Username field')
    ''')
    quiet = ("-p", "no:asyncio", "-p", "no:randomly")
    pytester.runpytest("--plain-browser", "chromium", "--plain-local-only", *quiet).assert_outcomes(passed=1)

    monkeypatch.setenv("PLAYWRIGHT_BROWSERS_PATH", str(pytester.mkdir("no-browsers")))
    missing = pytester.runpytest("--plain-browser", "firefox", *quiet)
    missing.assert_outcomes(errors=1)
    missing.stdout.fnmatch_lines(["*Playwright's firefox is not installed. Install it with `playwright install "
                                  "firefox`*"])
    unknown = pytester.runpytest("-o", "plain_browser=safari", *quiet)
    assert unknown.ret == pytest.ExitCode.USAGE_ERROR
    unknown.stderr.fnmatch_lines(["*plain_browser is 'safari'; one of chromium, firefox, webkit*"])
