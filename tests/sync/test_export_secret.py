"""An exported test reads its secrets from the environment; run without one, it fails naming that variable and
shows nothing else of the environment."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from playwright.async_api import Browser

from plainwright import run_scenario

PLAINWRIGHT = str(Path(sys.executable).parent / "plainwright")
OTHERS = {"OTHER_TOKEN": "zebra-7731-token", "DB_PASSWORD": "quokka-5150"}


async def test_a_missing_secret_is_named_and_no_environment_is_shown(browser: Browser, site: str, tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    scenario = tmp_path / "login.plain.yaml"
    scenario.write_text(f'url: "{site}/forms/login.html"\nsteps:\n  - Type "alice" into the Username field\n'
                        '  - Enter the password "${env.APP_PASSWORD}"\n  - Click Log in\n'
                        '  - Verify the page shows "Welcome, alice"\n')
    monkeypatch.setenv("APP_PASSWORD", "s3cret")
    assert (await run_scenario(scenario, browser=browser, lock=True)).ok
    subprocess.run([PLAINWRIGHT, "export", "login.lock.yaml", "-o", "test_login.py"], cwd=tmp_path, check=True,
                   capture_output=True, timeout=60)

    environment = {name: value for name, value in os.environ.items() if name != "APP_PASSWORD"} | OTHERS
    # -l would print a failing frame's local variables: the secret() helper's failure shows no frame at all
    ran = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-l", "test_login.py"],
                         cwd=tmp_path, env=environment, capture_output=True, text=True, timeout=300)
    output = ran.stdout + ran.stderr
    assert ran.returncode == 1, output
    assert "set the environment variable APP_PASSWORD: this test reads a secret of the scenario from it" in output
    for value in (*OTHERS.values(), "s3cret"):
        assert value not in output
    assert "os.environ" not in output and "OTHER_TOKEN" not in output
