"""Remote browsers: a Playwright server (ws://) and a Chromium with a DevTools port (CDP), both on 127.0.0.1."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator

import pytest

from plainwright.browser.find import find_chromium
from plainwright.config import LOCAL_ONLY_RESOLVER, BrowserConfig
from plainwright.model import RunStatus, Scenario
from plainwright.run.scenario import run_scenario


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _wait_for_port(port: int, process: subprocess.Popen[bytes], seconds: float = 20) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"server exited with {process.returncode}")
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise TimeoutError(f"nothing listened on {port}")


def _stop(process: subprocess.Popen[bytes]) -> None:
    # The playwright CLI spawns node; killing only the Python parent would leave node listening.
    os.killpg(process.pid, signal.SIGTERM)
    process.wait(timeout=10)


@pytest.fixture(scope="module")
def playwright_server() -> Iterator[str]:
    port = _free_port()
    process = subprocess.Popen([sys.executable, "-m", "playwright", "run-server", "--port", str(port),
                                "--host", "127.0.0.1", "--unsafe"], start_new_session=True,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait_for_port(port, process)
        yield f"ws://127.0.0.1:{port}/"
    finally:
        _stop(process)


@pytest.fixture(scope="module")
def cdp_browser() -> Iterator[str]:
    port = _free_port()
    with tempfile.TemporaryDirectory() as profile:
        process = subprocess.Popen(
            [find_chromium(), "--headless", "--no-sandbox", "--no-first-run", "--disable-background-networking",
             f"--host-resolver-rules={LOCAL_ONLY_RESOLVER}", "--remote-debugging-address=127.0.0.1",
             f"--remote-debugging-port={port}", f"--user-data-dir={profile}", "about:blank"],
            start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            _wait_for_port(port, process)
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/version", timeout=5) as reply:
                assert "webSocketDebuggerUrl" in json.load(reply)
            yield f"http://127.0.0.1:{port}"
        finally:
            _stop(process)


def _login(site: str) -> Scenario:
    return Scenario.model_validate({"url": f"{site}/forms/login.html", "steps": [
        'Type "alice" into the Username field', 'Enter the password "s3cret"', "Click the Log in button",
        'Verify the page shows "Welcome, alice"']})


async def test_a_scenario_runs_on_a_playwright_server(playwright_server: str, site: str) -> None:
    config = BrowserConfig(endpoint=playwright_server, executable_path=find_chromium(), local_only=True)
    result = await run_scenario(_login(site), browser_config=config)
    assert result.status is RunStatus.SUCCESS, result.errors


async def test_a_scenario_runs_on_a_chromium_over_cdp(cdp_browser: str, site: str) -> None:
    result = await run_scenario(_login(site), browser_config=BrowserConfig(cdp_endpoint=cdp_browser))
    assert result.status is RunStatus.SUCCESS, result.errors


async def test_an_unreachable_endpoint_is_a_browser_crashed_failure(site: str) -> None:
    config = BrowserConfig(cdp_endpoint=f"http://127.0.0.1:{_free_port()}")
    result = await run_scenario(_login(site), browser_config=config)
    assert result.status is RunStatus.FAILED
    assert result.error is not None and result.error.kind == "browser_crashed"
    assert "could not connect" in result.error.message
