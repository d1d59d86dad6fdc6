from pathlib import Path

import pytest

from plainwright.browser.find import find_chromium
from plainwright.errors import ConfigError


def test_an_explicit_path_wins(tmp_path: Path) -> None:
    binary = tmp_path / "my-chrome"
    binary.write_text("#!/bin/sh\n")
    binary.chmod(0o755)
    assert find_chromium(str(binary), playwright_default="/nonexistent/chrome") == str(binary)


def test_an_explicit_path_that_is_not_a_binary_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="No executable browser at"):
        find_chromium(str(tmp_path / "missing"))


def test_playwrights_own_browser_comes_before_the_system_one(tmp_path: Path) -> None:
    downloaded = tmp_path / "chrome"
    downloaded.write_text("#!/bin/sh\n")
    downloaded.chmod(0o755)
    assert find_chromium(playwright_default=str(downloaded)) == str(downloaded)


def test_no_browser_anywhere_lists_the_places_looked_and_how_to_install(monkeypatch: pytest.MonkeyPatch,
                                                                         tmp_path: Path) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(ConfigError) as caught:
        find_chromium(playwright_default="/nope/ms-playwright/chrome")
    message = str(caught.value)
    assert "/nope/ms-playwright/chrome" in message
    assert "`chromium` on PATH" in message and "`google-chrome` on PATH" in message
    assert "apt-get install -y chromium" in message
