"""`plainwright export NAME.lock.yaml --to pytest` writes a readable test that passes against the same app."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.async_api import Browser

from plainwright import StepSource, run_scenario
from plainwright.demo.server import StaticServer, demo_scenario, demo_site

PLAINWRIGHT = str(Path(sys.executable).parent / "plainwright")


@pytest.fixture(scope="module")
def demo_url() -> Iterator[str]:
    with StaticServer(demo_site()) as server:
        yield server.url


async def test_the_demo_scenario_replays_then_exports_to_a_pytest_file_that_passes(browser: Browser, demo_url: str,
                                                              tmp_path: Path) -> None:
    scenario = tmp_path / "demo.plain.yaml"
    shutil.copy(demo_scenario(), scenario)
    result = await run_scenario(scenario, browser=browser, lock=True, variables={"base_url": demo_url})
    assert result.ok, result.errors
    replayed = await run_scenario(scenario, browser=browser, lock=True, variables={"base_url": demo_url})
    assert replayed.ok, replayed.errors
    assert {step.source for step in replayed.steps} == {StepSource.REPLAYED} and replayed.usage.brain_calls == 0
    done = subprocess.run([PLAINWRIGHT, "export", "demo.lock.yaml", "--to", "pytest", "-o", "test_demo.py"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    source = (tmp_path / "test_demo.py").read_text()
    assert ('    element = page.get_by_role("textbox", name="Username", exact=True)\n'
            "    expect(element).to_have_count(1)\n"
            '    element.fill("alice")\n') in source
    assert ('expect(page.locator("body")).to_contain_text("Welcome, alice", use_inner_text=True, ignore_case=True)'
            in source)
    assert 'secret("PASSWORD")' in source and "s3cret" not in source
    ran = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_demo.py"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=300,
                         env={**os.environ, "PASSWORD": "s3cret"})
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "1 passed" in ran.stdout


async def test_the_exported_test_fails_when_the_app_no_longer_does_it(browser: Browser, site: str,
                                                                      tmp_path: Path) -> None:
    scenario = tmp_path / "login.plain.yaml"
    scenario.write_text(f'url: "{site}/forms/login.html"\nsteps:\n  - Type "alice" into the Username field\n'
                        "  - Click the Log in button\n  - Verify the page shows \"Invalid username\"\n")
    assert (await run_scenario(scenario, browser=browser, lock=True)).ok
    lock = tmp_path / "login.lock.yaml"
    lock.write_text(lock.read_text().replace("value: Invalid username", "value: Welcome"))
    subprocess.run([PLAINWRIGHT, "export", str(lock), "-o", "test_login.py"], cwd=tmp_path, check=True,
                   capture_output=True, timeout=60)
    ran = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_login.py"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert ran.returncode == 1, ran.stdout
    assert "to_contain_text" in ran.stdout or "Welcome" in ran.stdout
