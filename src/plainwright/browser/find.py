"""Where a Chromium is: an explicit path, Playwright's own downloaded browser, then the system's."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from plainwright.errors import ConfigError

SYSTEM_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome")
INSTALL_HINT = (
    "Install one with `sudo apt-get install -y chromium` (Debian/Ubuntu) or `playwright install chromium`, "
    "or point PLAINWRIGHT_BROWSER / --browser-path at a Chromium binary."
)


def _is_executable(path: str) -> bool:
    return Path(path).is_file() and os.access(path, os.X_OK)


def find_chromium(explicit: str | None = None, *, playwright_default: str | None = None) -> str:
    """The path of the Chromium to launch, or a ConfigError listing every place looked.

    `playwright_default` is where Playwright expects its own download (`playwright.chromium.executable_path`).
    """
    if explicit:
        if _is_executable(explicit):
            return explicit
        raise ConfigError(f"No executable browser at {explicit!r} (from PLAINWRIGHT_BROWSER or --browser-path).")
    looked: list[str] = []
    if playwright_default:
        if _is_executable(playwright_default):
            return playwright_default
        looked.append(playwright_default)
    for name in SYSTEM_NAMES:
        path = shutil.which(name)
        if path:
            return path
        looked.append(f"`{name}` on PATH")
    raise ConfigError("No Chromium found. Looked at: " + ", ".join(looked) + ". " + INSTALL_HINT)
