"""Browser and model settings. The only module that reads os.environ (besides the LLM SDKs' own key lookup)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

# Hosts other than this machine's are unresolvable in a no-network run; tests always pass this.
LOCAL_ONLY_RESOLVER = "MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1"


BrowserName = Literal["chromium", "firefox", "webkit"]
BROWSERS: tuple[BrowserName, ...] = ("chromium", "firefox", "webkit")


class BrowserConfig(BaseModel):
    """Where the browser comes from and how it is started."""

    model_config = ConfigDict(extra="forbid")

    browser: BrowserName = Field(default="chromium", description="the engine Playwright starts or connects to")
    channel: str | None = Field(default=None, description="a branded Chromium, started from where it is installed: "
                                "chrome, msedge, chrome-beta...")
    executable_path: str | None = Field(default=None, description="the browser's binary; else looked up")
    headless: bool = True
    endpoint: str | None = Field(default=None, description="ws:// URL of a Playwright server")
    cdp_endpoint: str | None = Field(default=None, description="http:// or ws:// URL of a Chrome DevTools endpoint")
    local_only: bool = Field(default=False, description="resolve no host but this machine")
    slow_mo: float = Field(default=0, ge=0, description="milliseconds Playwright waits after each operation")
    args: list[str] = Field(default_factory=list)

    @classmethod
    def from_env(cls, **overrides: object) -> BrowserConfig:
        values: dict[str, object] = {}
        if path := os.environ.get("PLAINWRIGHT_BROWSER"):
            values["executable_path"] = path
        if os.environ.get("PLAINWRIGHT_HEADED", "") not in ("", "0"):
            values["headless"] = False
        values.update({key: value for key, value in overrides.items() if value is not None})
        return cls.model_validate(values)


def env_value(name: str) -> str | None:
    """The value of an environment variable a scenario refers to as ${env.NAME}."""
    return os.environ.get(name)


def has_display() -> bool:
    """Whether a browser window can be opened for the user: a desktop, or a $BROWSER they chose."""
    if sys.platform in ("darwin", "win32"):
        return True
    return any(os.environ.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY", "BROWSER"))


def llm_cache_path(name: str = "llm-answers.json") -> Path | None:
    """Where model answers are cached between runs: PLAINWRIGHT_CACHE_DIR, else ~/.cache/plainwright; `name` is
    the file (brains and goal planners keep theirs apart).

    PLAINWRIGHT_CACHE_DIR=off keeps the cache in memory only.
    """
    folder = os.environ.get("PLAINWRIGHT_CACHE_DIR", str(Path.home() / ".cache" / "plainwright"))
    return None if folder == "off" else Path(folder) / name
