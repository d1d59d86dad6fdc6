"""Start or connect to a browser: a local Chromium (or Firefox, WebKit, a channel such as Chrome or Edge), a
Playwright server (ws://) or a DevTools endpoint (CDP)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from playwright.async_api import Browser, Error, Playwright, async_playwright

from plainwright.browser.find import find_chromium
from plainwright.config import LOCAL_ONLY_RESOLVER, BrowserConfig
from plainwright.errors import BrowserCrashed, ConfigError

# Playwright already disables background networking, component updates and sync; these keep a root,
# network-less machine quiet too (Playwright adds --no-sandbox itself unless chromium_sandbox is set).
BASE_ARGS = ["--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
             "--disable-dev-shm-usage", "--disable-quic"]


def chromium_args(config: BrowserConfig) -> list[str]:
    args = [*BASE_ARGS, *config.args]
    if config.local_only:
        args.append(f"--host-resolver-rules={LOCAL_ONLY_RESOLVER}")
    return args


def _launch_args(config: BrowserConfig) -> list[str]:
    return chromium_args(config) if config.browser == "chromium" else list(config.args)


def _check_engine(config: BrowserConfig) -> None:
    """Refuse what only Chromium offers, asked of Firefox or WebKit."""
    if config.browser == "chromium":
        return
    for asked, what in ((config.cdp_endpoint, "--cdp-endpoint speaks Chromium's DevTools protocol"),
                        (config.channel, f"--channel {config.channel} names a build of Chromium (chrome, msedge...)"),
                        (config.local_only, "resolving no host but this machine (local only) is Chromium's")):
        if asked:
            raise ConfigError(f"{what}: not for --browser {config.browser}; use --browser chromium")


def _not_installed(config: BrowserConfig, message: str) -> ConfigError | None:
    """The error that names the command installing the browser Playwright did not find, else None."""
    if config.channel and "is not found at" in message:
        return ConfigError(f"{config.channel} is not installed ({message.splitlines()[0].split(': ', 1)[-1]}). "
                           f"Install it with `playwright install {config.channel}`, or leave out --channel to use "
                           "Chromium.")
    if config.browser != "chromium" and "Executable doesn't exist" in message:
        return ConfigError(f"Playwright's {config.browser} is not installed. Install it with `playwright install "
                           f"{config.browser}` (`playwright install --with-deps {config.browser}` on a fresh Linux "
                           "machine), or use --browser chromium.")
    return None


async def launch_browser(playwright: Playwright, config: BrowserConfig) -> Browser:
    """Launch or connect as the config says: the engine it names (Chromium unless told), a channel of Chromium."""
    _check_engine(config)
    engine = getattr(playwright, config.browser)
    try:
        if config.cdp_endpoint:
            return await playwright.chromium.connect_over_cdp(config.cdp_endpoint, slow_mo=config.slow_mo)
        if config.endpoint:
            # A Playwright server honours executablePath only when started with --unsafe; the keys are camelCase.
            options: dict[str, object] = {"args": _launch_args(config), "headless": config.headless}
            if config.executable_path:
                options["executablePath"] = config.executable_path
            if config.channel:
                options["channel"] = config.channel
            return await engine.connect(  # type: ignore[no-any-return]
                config.endpoint, headers={"x-playwright-launch-options": json.dumps(options)}, slow_mo=config.slow_mo)
    except Error as exc:
        raise BrowserCrashed(f"could not connect to {config.cdp_endpoint or config.endpoint}: {exc.message}") from exc
    path = config.executable_path and find_chromium(config.executable_path)
    if config.browser == "chromium" and config.channel is None:
        path = find_chromium(config.executable_path, playwright_default=playwright.chromium.executable_path)
    try:
        return await engine.launch(  # type: ignore[no-any-return]
            executable_path=path or None, channel=config.channel, headless=config.headless,
            args=_launch_args(config), slow_mo=config.slow_mo)
    except Error as exc:
        missing = _not_installed(config, exc.message)
        if missing is not None:
            raise missing from exc
        raise BrowserCrashed(f"could not start the browser at {path or config.channel or config.browser}: "
                             f"{exc.message}") from exc


@asynccontextmanager
async def open_browser(config: BrowserConfig | None = None) -> AsyncIterator[Browser]:
    """`async with open_browser(cfg) as browser:` starts Playwright and a browser and closes both."""
    async with async_playwright() as playwright:
        browser = await launch_browser(playwright, config or BrowserConfig.from_env())
        try:
            yield browser
        finally:
            await browser.close()
