"""Start or connect to a browser: a local Chromium, a Playwright server (ws://) or a DevTools endpoint (CDP)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from playwright.async_api import Browser, Error, Playwright, async_playwright

from plainwright.browser.find import find_chromium
from plainwright.config import LOCAL_ONLY_RESOLVER, BrowserConfig
from plainwright.errors import BrowserCrashed

# Playwright already disables background networking, component updates and sync; these keep a root,
# network-less machine quiet too (Playwright adds --no-sandbox itself unless chromium_sandbox is set).
BASE_ARGS = ["--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
             "--disable-dev-shm-usage", "--disable-quic"]


def chromium_args(config: BrowserConfig) -> list[str]:
    args = [*BASE_ARGS, *config.args]
    if config.local_only:
        args.append(f"--host-resolver-rules={LOCAL_ONLY_RESOLVER}")
    return args


async def launch_browser(playwright: Playwright, config: BrowserConfig) -> Browser:
    """Launch or connect as the config says."""
    try:
        if config.cdp_endpoint:
            return await playwright.chromium.connect_over_cdp(config.cdp_endpoint, slow_mo=config.slow_mo)
        if config.endpoint:
            # A Playwright server honours executablePath only when started with --unsafe; the keys are camelCase.
            options = {"args": chromium_args(config), "headless": config.headless}
            if config.executable_path:
                options["executablePath"] = config.executable_path
            return await playwright.chromium.connect(
                config.endpoint, headers={"x-playwright-launch-options": json.dumps(options)}, slow_mo=config.slow_mo)
    except Error as exc:
        raise BrowserCrashed(f"could not connect to {config.cdp_endpoint or config.endpoint}: {exc.message}") from exc
    path = find_chromium(config.executable_path, playwright_default=playwright.chromium.executable_path)
    try:
        return await playwright.chromium.launch(executable_path=path, headless=config.headless,
                                                args=chromium_args(config), slow_mo=config.slow_mo)
    except Error as exc:
        raise BrowserCrashed(f"could not start the browser at {path}: {exc.message}") from exc


@asynccontextmanager
async def open_browser(config: BrowserConfig | None = None) -> AsyncIterator[Browser]:
    """`async with open_browser(cfg) as browser:` starts Playwright and a browser and closes both."""
    async with async_playwright() as playwright:
        browser = await launch_browser(playwright, config or BrowserConfig.from_env())
        try:
            yield browser
        finally:
            await browser.close()
