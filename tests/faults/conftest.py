"""Every fault case is also a secrets case: after it, no value it handed the command through the environment is
written in anything the command left in the case's folder (reports, lock, export, trace members, stdout, stderr)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from faults import harness


@pytest.fixture(autouse=True)
def no_secret_reaches_an_artefact(tmp_path: Path) -> Iterator[None]:
    harness.SECRETS.clear()
    yield
    leaked = harness.leaks(tmp_path, harness.SECRETS)
    assert leaked == [], f"secrets written down: {leaked}"
