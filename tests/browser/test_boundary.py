"""The boundary on a caller's own page: installed for the run, out of the way of the caller's routes, and gone
after it; and on the blocking session and the pytest plugin."""

from __future__ import annotations

import pytest
from playwright.async_api import Page, Route

from plainwright import BlockedDomain, ErrorKind, Scenario, run_scenario
from plainwright.config import BrowserConfig
from plainwright.sync_api import Plain

pytest_plugins = ["pytester"]


def _scenario(url: str, *steps: str) -> Scenario:
    return Scenario.model_validate({"url": url, "steps": list(steps), "timeout": 2})


async def test_the_boundary_holds_on_a_callers_page_for_the_run_and_is_gone_after_it(
        page: Page, site: str, other_site: str) -> None:
    result = await run_scenario(_scenario(f"{site}/hello.html", f"Go to {other_site}/hello.html"), page=page,
                                allowed_domains=["127.0.0.1"])
    assert result.steps[0].error is not None and result.steps[0].error.kind is ErrorKind.BLOCKED_DOMAIN
    await page.goto(f"{other_site}/hello.html")  # the caller's page is the caller's again
    assert await page.inner_text("h1") == "Hello"
    again = await run_scenario(_scenario(f"{other_site}/hello.html", 'Verify the page shows "Hello"'), page=page)
    assert again.ok, again.errors


async def test_a_callers_own_route_still_answers_what_the_boundary_allows(page: Page, site: str) -> None:
    async def mocked(route: Route) -> None:
        await route.fulfill(content_type="text/html", body="<h1>Mocked orders</h1>")

    await page.context.route("**/orders.html", mocked)
    result = await run_scenario(_scenario(f"{site}/orders.html", 'Verify the page shows "Mocked orders"'),
                                page=page, allowed_domains=["127.0.0.1"])
    assert result.ok, result.errors


async def test_a_step_that_leaves_by_a_link_fails_and_what_a_page_loads_from_elsewhere_is_recorded(
        page: Page, site: str) -> None:
    result = await run_scenario(_scenario(f"{site}/boundary/framed.html", "Click Count"), page=page,
                                allowed_domains=["127.0.0.1"])
    assert result.ok, result.errors
    assert any(entry.startswith("image http://localhost:") for entry in result.steps[0].blocked)
    left = await run_scenario(_scenario(f"{site}/boundary/links.html", "Click Other site"), page=page,
                              allowed_domains=["127.0.0.1"])
    assert left.steps[0].error is not None and left.steps[0].error.kind is ErrorKind.BLOCKED_DOMAIN


def test_a_blocking_session_keeps_to_its_allowed_domains(site: str, browser_config: BrowserConfig) -> None:
    with Plain(browser_config=browser_config, timeout_ms=2000, allowed_domains=["127.0.0.1"]) as plain:
        plain.goto(f"{site}/boundary/links.html")
        with pytest.raises(BlockedDomain, match=r"localhost:\d+ is not an allowed domain"):
            plain.do("Click Other site")
        with pytest.raises(BlockedDomain, match="file: addresses are not allowed"):
            plain.goto("file:///etc/hostname")


def test_the_plugin_takes_the_allowed_domains_from_its_option_and_a_marker(pytester: pytest.Pytester,
                                                                           site: str) -> None:
    pytester.makepyfile(f'''
        import pytest
        from plainwright import BlockedDomain

        def test_kept_in(plain):
            plain.goto("{site}/boundary/links.html")
            with pytest.raises(BlockedDomain):
                plain.do("Click Other site")

        @pytest.mark.plain(allowed_domains=["127.0.0.1", "localhost"])
        def test_let_out(plain):
            plain.goto("{site}/boundary/links.html")
            plain.do("Click Other site")
            plain.check('page shows "Hello"')
    ''')
    result = pytester.runpytest("--plain-local-only", "--plain-allowed-domain", "127.0.0.1",
                                "-p", "no:cacheprovider", "-p", "no:asyncio")
    result.assert_outcomes(passed=2)
