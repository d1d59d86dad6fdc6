"""Fixtures for replay tests: a page that changes between runs (served from a temporary folder that the test
rewrites) and a scenario with its lock file beside it."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from plainwright.demo.server import StaticServer

SCENARIO = """name: Nickname
url: "{url}/app.html"
timeout: 2
steps:
  - Type "ann" into the Nickname field
  - Click the Save button
  - Verify the page shows "saved ann"
"""


def settings_page(*, button_id: str = "save", button_class: str = "btn primary", text: str = "Save",
                  save_first: bool = False, other_section: bool = False) -> str:
    """The settings page; each keyword changes one thing a developer might change about the Save button."""
    save = (f'<button id="{button_id}" class="{button_class}" onclick="document.getElementById(\'log\').textContent='
            f'\'saved \' + document.getElementById(\'nick\').value">{text}</button>')
    cancel = '<button id="cancel" class="btn">Cancel</button>'
    buttons = save + cancel if save_first else cancel + save
    toolbar = f'<div class="toolbar">{buttons}</div>'
    extra = f"<section><h2>Actions</h2>{toolbar}</section>" if other_section else toolbar
    return ("<!doctype html><html><head><title>Settings</title></head><body><main><h1>Settings</h1>"
            '<label for="nick">Nickname</label> <input id="nick" name="nick">'
            f'{"" if other_section else extra}<p id="log" role="status"></p></main>'
            f'{extra if other_section else ""}</body></html>')


@dataclass
class DriftApp:
    folder: Path
    url: str

    @property
    def scenario(self) -> Path:
        return self.folder / "nickname.plain.yaml"

    @property
    def lock(self) -> Path:
        return self.folder / "nickname.lock.yaml"

    def serve(self, **changes: object) -> None:
        """Serve this version of the page from now on."""
        (self.folder / "app.html").write_text(settings_page(**changes), encoding="utf-8")  # type: ignore[arg-type]


@pytest.fixture
def drift_app(tmp_path: Path) -> Iterator[DriftApp]:
    with StaticServer(tmp_path) as server:
        app = DriftApp(tmp_path, server.url)
        app.scenario.write_text(SCENARIO.format(url=server.url), encoding="utf-8")
        app.serve()
        yield app
