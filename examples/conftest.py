"""The examples run against the bundled Acme Support demo app, which this conftest serves on 127.0.0.1 for the
session: every scenario's `${vars.base_url}` is where it is served.

    pytest examples/            # one test per scenario, guide and feature file
    pytest examples/ -n 2       # two workers, one browser each
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from plainwright.demo.server import StaticServer, demo_site


@pytest.fixture(scope="session")
def demo_url() -> Iterator[str]:
    with StaticServer(demo_site()) as server:
        yield server.url


@pytest.fixture
def plain_vars(demo_url: str) -> dict[str, str]:
    return {"base_url": demo_url}
