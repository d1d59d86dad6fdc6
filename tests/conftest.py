"""Shared fixtures: pages served on 127.0.0.1, one browser per session, a fresh context per test.

No test may reach beyond this machine: Chromium resolves no outside host (`local_only`), and an audit hook
makes any Python socket connection to a non-loopback address fail, so an unconfigured LLM client cannot
reach a real endpoint.
"""

from __future__ import annotations

import functools
import ipaddress
import os
import sys
import threading
from collections.abc import AsyncIterator, Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote

import pytest
from playwright.async_api import Browser, BrowserContext, Page, async_playwright

from plainwright.browser.launch import launch_browser
from plainwright.config import BrowserConfig
from plainwright.demo.server import StaticServer

SITES = Path(__file__).parent / "sites"


def _is_local(address: Any) -> bool:
    if not isinstance(address, tuple) or not address:
        return True  # unix sockets and the like
    host = str(address[0])
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _refuse_remote_sockets(event: str, args: tuple[Any, ...]) -> None:
    if event == "socket.connect" and not _is_local(args[1]):
        raise ConnectionRefusedError(f"tests may not connect beyond 127.0.0.1 (tried {args[1]!r})")


sys.addaudithook(_refuse_remote_sockets)


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests see no API keys and no plainwright settings but the browser path."""
    for name in list(os.environ):
        if name.endswith("_API_KEY") or (name.startswith("PLAINWRIGHT_") and name != "PLAINWRIGHT_BROWSER") \
                or name in ("OPENAI_BASE_URL", "ANTHROPIC_BASE_URL", "GOOGLE_GEMINI_BASE_URL"):
            monkeypatch.delenv(name, raising=False)


@pytest.fixture(scope="session")
def site() -> Iterator[str]:
    """Base URL serving tests/sites/ (e.g. f"{site}/forms/login.html")."""
    with StaticServer(SITES) as server:
        yield server.url


class _WaitingHandler(SimpleHTTPRequestHandler):
    """tests/sites/ with three endpoints of its own: /never/... never answers (a tracking pixel whose server
    hangs), /slow/PATH answers PATH after SLOW_S (longer than a short first try), and a form post answers, late
    too, with a 303 redirect to /waiting/thanks.html?name=..."""

    closing = threading.Event()

    def log_message(self, format: str, *args: Any) -> None:
        """Keep request lines out of the test output."""

    def do_GET(self) -> None:
        if self.path.startswith("/never/"):
            self.closing.wait()
            return
        if self.path.startswith("/slow/"):
            self.closing.wait(SLOW_S)
            self.path = self.path.removeprefix("/slow")
        super().do_GET()

    def do_POST(self) -> None:
        form = parse_qs(self.rfile.read(int(self.headers.get("content-length") or 0)).decode())
        self.closing.wait(SLOW_S)
        self.send_response(303)
        self.send_header("Location", f"/waiting/thanks.html?name={quote(form.get('name', [''])[0])}")
        self.send_header("Content-Length", "0")
        self.end_headers()


SLOW_S = 1.2


@pytest.fixture(scope="session")
def waiting_site() -> Iterator[str]:
    """Base URL serving tests/sites/ with endpoints that never answer, answer late or redirect a form post."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_WaitingHandler, directory=str(SITES)))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    _WaitingHandler.closing.set()
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def other_site() -> Iterator[str]:
    """The same folder on a second port: a different origin, for cross-origin frames."""
    with StaticServer(SITES) as server:
        yield server.url.replace("127.0.0.1", "localhost")


@pytest.fixture(scope="session")
def browser_config() -> BrowserConfig:
    return BrowserConfig.from_env(local_only=True)


@pytest.fixture(scope="session")
async def browser(browser_config: BrowserConfig) -> AsyncIterator[Browser]:
    async with async_playwright() as playwright:
        launched = await launch_browser(playwright, browser_config)
        yield launched
        await launched.close()


@pytest.fixture
async def context(browser: Browser) -> AsyncIterator[BrowserContext]:
    ctx = await browser.new_context(viewport={"width": 1280, "height": 800})
    yield ctx
    await ctx.close()


@pytest.fixture
async def page(context: BrowserContext) -> Page:
    return await context.new_page()
