"""The `plain` fixture as a pytest-playwright user expects it: documented, `plain.page` for Playwright itself,
failures that say everything (kind, step, closest candidates, screenshot) from the test's own line, and
screenshots and traces kept as --plain-screenshot and --plain-tracing say."""

from __future__ import annotations

import re
import zipfile
from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

QUIET = ("--plain-local-only", "-p", "no:cacheprovider", "-p", "no:asyncio")


def test_pytest_fixtures_documents_the_plain_fixtures(pytester: pytest.Pytester) -> None:
    pytester.makepyfile("def test_nothing(): pass\n")
    shown = pytester.runpytest("--fixtures", *QUIET).stdout.str()
    for name in ("plain", "plain_runner", "plain_brain", "plain_browser_config"):
        block = re.search(rf"^{name}( \[session scope\])? -- .*\n((?:    .*\n)+)", shown, re.MULTILINE)
        assert block is not None, f"{name} is not listed:\n{shown}"
        assert "no docstring available" not in block.group(2), name
    assert "plain.page is the Playwright page" in shown


def test_a_failing_step_says_its_kind_step_candidates_and_screenshot_from_the_tests_line(
        pytester: pytest.Pytester, site: str) -> None:
    pytester.makepyfile(f'''
        def test_export(plain):
            plain.goto("{site}/forms/login.html")
            plain.do("Click the Export button")

        def test_missing_page(plain):
            plain.goto("{site}/forms/nowhere.html")
    ''')
    result = pytester.runpytest("-o", "plain_output=out", *QUIET)
    result.assert_outcomes(failed=2)
    shown = result.stdout.str()
    result.stdout.fnmatch_lines([
        ">       plain.do(\"Click the Export button\")",
        "E       plainwright.errors.ElementNotFound: element_not_found: expected a button named 'Export' to click; "
        "nothing on the page comes close*",
        "E         No element on the page fits 'Export'*",
        "E         step: Click the Export button",
        "E         closest: * link \"Home\"*",
        f"E         screenshot: {pytester.path}/out/test_a_failing_step_says_its_kind_step_candidates_and_screenshot_"
        "from_the_tests_line.py-test_export/failed-step-1.png",
        "test_a_failing_step*.py:3: ElementNotFound",
        "*plainwright*",
        "screenshot: */out/*-test_export/failed-step-1.png",
    ])
    result.stdout.fnmatch_lines(["E       plainwright.errors.NavigationFailed: navigation_failed: *HTTP 404*",
                                 "E         step: open */forms/nowhere.html"])
    assert "sync_api.py" not in shown and "model.py" not in shown and "concurrent" not in shown, \
        "plainwright's own frames are hidden"
    shots = sorted(path.relative_to(pytester.path / "out").as_posix() for path in pytester.path.rglob("*.png"))
    assert [shot.split("-", 1)[1] for shot in shots] == ["test_export/failed-step-1.png",
                                                         "test_missing_page/failed-goto.png"]


def test_plain_page_is_playwright_without_await(pytester: pytest.Pytester, site: str) -> None:
    pytester.makepyfile(f'''
        import pytest

        def test_raw(plain):
            plain.goto("{site}/forms/login.html")
            plain.page.get_by_role("textbox", name="Username").fill("bob")
            plain.page.get_by_label("Password").fill("s3cret")
            plain.page.keyboard.press("Enter")
            plain.expect(plain.page.locator("#log")).to_have_text("Welcome, bob")
            assert plain.page.title() == "Dashboard"
            assert [button.text_content() for button in plain.page.get_by_role("button").all()] == ["Log in"]
            plain.check('page shows "Welcome, bob"')  # the steps and the page are one session

            async def checked(page):
                return await page.locator("#remember").is_checked()

            plain.do("Check Remember me")
            assert plain.run(checked) is True
            with pytest.raises(AssertionError, match="Welcome, carol"):
                plain.expect(plain.page.locator("#log")).to_have_text("Welcome, carol", timeout=300)
    ''')
    pytester.runpytest(*QUIET).assert_outcomes(passed=1)


def test_screenshots_and_traces_are_kept_as_the_options_say(pytester: pytest.Pytester, site: str) -> None:
    pytester.makepyfile(f'''
        def test_passes(plain):
            plain.goto("{site}/forms/login.html")
            plain.do('Type "alice" into the Username field')

        def test_fails_in_python(plain):
            plain.goto("{site}/forms/login.html")
            plain.do('Enter the password "hunter2-secret"', sensitive=True)
            assert plain.url.endswith("/dashboard")
    ''')
    result = pytester.runpytest("--plain-screenshot", "on", "--plain-tracing", "on", "--plain-output", "all",
                                *QUIET)
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*plainwright*", "screenshot: */all/*test_fails_in_python/test-failed.png",
                                 "trace: */all/*test_fails_in_python/trace.zip  (playwright show-trace opens it)"])
    kept = sorted(path.relative_to(pytester.path / "all").as_posix().split("-", 1)[1]
                  for path in (pytester.path / "all").rglob("*.*") if path.is_file())
    assert kept == ["test_fails_in_python/test-failed.png", "test_fails_in_python/trace.zip",
                    "test_passes/test-finished.png", "test_passes/trace.zip"]
    for trace in (pytester.path / "all").rglob("trace.zip"):
        with zipfile.ZipFile(trace) as archive:
            assert not any(b"hunter2-secret" in archive.read(name) for name in archive.namelist())

    result = pytester.runpytest("--plain-screenshot", "off", "--plain-tracing", "retain-on-failure",
                                "--plain-output", "failures", *QUIET)
    result.assert_outcomes(passed=1, failed=1)
    kept = sorted(path.name for path in (pytester.path / "failures").rglob("*.*") if path.is_file())
    assert kept == ["trace.zip"] and "test_fails_in_python" in str(next((pytester.path / "failures").rglob("*.zip")))


def test_an_unknown_screenshot_mode_is_a_usage_error(pytester: pytest.Pytester) -> None:
    pytester.makepyfile("def test_nothing(): pass\n")
    result = pytester.runpytest("-o", "plain_screenshot=sometimes", *QUIET)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*plain_screenshot is 'sometimes'; one of only-on-failure, on, off*"])


def test_the_old_base_url_option_warns_that_it_is_the_models_endpoint(pytester: pytest.Pytester) -> None:
    pytester.makepyfile("def test_nothing(): pass\n")
    result = pytester.runpytest("--plain-base-url", "http://127.0.0.1:9/v1", *QUIET)
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(["*PytestDeprecationWarning: --plain-base-url (plain_base_url) is deprecated*"
                                 "--plain-llm-base-url*"])


def test_the_plain_output_folder_is_not_made_when_nothing_fails(pytester: pytest.Pytester, site: str) -> None:
    pytester.makepyfile(f'''
        def test_passes(plain):
            plain.goto("{site}/forms/login.html")
    ''')
    pytester.runpytest(*QUIET).assert_outcomes(passed=1)
    assert not Path(pytester.path / "plainwright-results").exists()
