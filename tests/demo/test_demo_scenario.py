"""The bundled scenario runs green on the bundled app, offline, and keeps its password out of the result."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.async_api import Page

from plainwright import RunStatus, run_scenario
from plainwright.demo.server import StaticServer, demo_scenario, demo_site
from plainwright.scenario_file import load_scenario


@pytest.fixture(scope="module")
def demo_url() -> Iterator[str]:
    with StaticServer(demo_site()) as server:
        yield server.url


async def test_the_demo_scenario_passes_on_the_demo_app(page: Page, demo_url: str) -> None:
    scenario = load_scenario(demo_scenario())
    assert len(scenario.steps) >= 8
    result = await run_scenario(scenario, page=page, variables={"base_url": demo_url})
    assert result.status is RunStatus.SUCCESS, [(s.sentence, s.error) for s in result.steps if s.error]
    assert await page.locator("#result-count").inner_text() == "1 result"
    dumped = result.model_dump_json()
    assert "s3cret" not in dumped
    assert '"***"' in dumped
