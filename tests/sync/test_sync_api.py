"""The blocking facade and the pytest plugin, on a real Chromium."""

from __future__ import annotations

from pathlib import Path

import pytest

from plainwright import AssertionFailed, ElementNotFound, UsageError
from plainwright.config import BrowserConfig
from plainwright.sync_api import Plain

pytest_plugins = ["pytester"]


def test_a_blocking_session_logs_in(site: str, browser_config: BrowserConfig, tmp_path: Path) -> None:
    with Plain(browser_config=browser_config, timeout_ms=2000, screenshots=tmp_path) as plain:
        plain.goto(f"{site}/forms/login.html")
        plain.do('Type "alice" into the Username field')
        plain.do('Enter the password "s3cret"', sensitive=True)
        plain.do("Click the Log in button")
        plain.check('page shows "Welcome, alice"')
        assert [result.ok for result in plain.results] == [True] * 4
        with pytest.raises(AssertionFailed) as failed:
            plain.check('page shows "Welcome, bob"')
        picture = tmp_path / "failed-step-5.png"
        assert str(failed.value).splitlines() == [f"assertion_failed: {failed.value.message}",
                                                  '  step: page shows "Welcome, bob"', f"  screenshot: {picture}"]
        assert picture.stat().st_size > 0 and plain.results[-1].screenshot == str(picture)
        with pytest.raises(ElementNotFound):
            plain.do("Click the Export button")
        with pytest.raises(UsageError, match="not a check"):
            plain.check("Click the Log in button")


def test_a_blocking_session_follows_the_tab_a_step_opened(site: str, browser_config: BrowserConfig) -> None:
    with Plain(browser_config=browser_config, timeout_ms=2000) as plain:
        plain.goto(f"{site}/tabs/start.html")
        plain.do("Click the Help link")
        assert plain.url == f"{site}/tabs/help.html"
        plain.do("Click Mark as read")
        plain.check('page shows "Marked as read"')
        plain.do("Go back to the first tab")
        assert plain.url == f"{site}/tabs/start.html"


def test_the_plugin_gives_each_test_a_fresh_page_and_fails_with_the_reason(pytester: pytest.Pytester,
                                                                           site: str) -> None:
    pytester.makepyfile(f'''
        def test_login(plain):
            plain.goto("{site}/forms/login.html")
            plain.do('Type "alice" into the Username field')
            plain.do('Enter the password "s3cret"')
            plain.do("Click Log in")
            plain.check('page shows "Welcome, alice"')

        def test_fresh_page(plain):
            assert plain.url == "about:blank"

        def test_wrong(plain):
            plain.goto("{site}/forms/login.html")
            plain.check('page shows "Goodbye"')
    ''')
    result = pytester.runpytest("--plain-local-only",
                                "-o", "plain_output=shots", "-p", "no:cacheprovider", "-p", "no:asyncio")
    result.assert_outcomes(passed=2, failed=1)
    result.stdout.fnmatch_lines(["*AssertionFailed*Goodbye*"])
    assert list((pytester.path / "shots").glob("*test_wrong/*.png"))
