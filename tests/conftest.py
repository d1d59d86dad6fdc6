"""Shared fixtures: pages served on 127.0.0.1, one browser per session, a fresh context per test.

No test may reach beyond this machine: Chromium resolves no outside host (`local_only`), and an audit hook
makes any Python socket connection to a non-loopback address fail, so an unconfigured LLM client cannot
reach a real endpoint.
"""

from __future__ import annotations

import ipaddress
import os
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

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
