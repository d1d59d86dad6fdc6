"""Secrets stay out of the lock file, and replay takes them from the scenario again."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Browser, Page

from plainwright import StepSource, run_scenario

LOGIN = """url: "{site}/forms/login.html"
steps:
  - Type "alice" into the Username field
  - {password_step}
  - Click the Log in button
  - Verify the page shows "Welcome, alice"
"""


@pytest.mark.parametrize(("password_step", "locked_as"), [
    ('Enter "${env.APP_PASSWORD}" into the Password field', "${env.APP_PASSWORD}"),
    ("{do: 'Enter \"s3cret\" into the Password field', sensitive: true}", "'***'"),
    ('Enter "s3cret" into the Password field', "'***'"),
], ids=["env-reference", "sensitive-step", "password-field"])
async def test_a_secret_is_locked_as_a_reference_or_a_mask_and_replayed_from_the_scenario(
        browser: Browser, page: Page, site: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        password_step: str, locked_as: str) -> None:
    monkeypatch.setenv("APP_PASSWORD", "s3cret")
    scenario = tmp_path / "login.plain.yaml"
    scenario.write_text(LOGIN.format(site=site, password_step=password_step))
    first = await run_scenario(scenario, browser=browser, lock=True)
    assert first.ok, first.errors
    lock = (tmp_path / "login.lock.yaml").read_text()
    assert "s3cret" not in lock
    assert f"value: {locked_as}" in lock
    replayed = await run_scenario(scenario, page=page, lock=True)
    assert replayed.ok, replayed.errors
    assert [step.source for step in replayed.steps] == [StepSource.REPLAYED] * 4
    assert await page.locator("#log").inner_text() == "Welcome, alice"
    assert "s3cret" not in replayed.model_dump_json()


async def test_a_locator_that_spells_a_secret_stays_out_of_the_lock_and_replay_still_works(
        browser: Browser, page: Page, site: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BUTTON", "Log in")
    scenario = tmp_path / "login.plain.yaml"
    scenario.write_text(LOGIN.format(site=site, password_step='Enter "s3cret" into the Password field')
                        .replace("Click the Log in button", 'Click the "${env.BUTTON}" button'))
    assert (await run_scenario(scenario, browser=browser, lock=True)).ok
    assert "Log in" not in (tmp_path / "login.lock.yaml").read_text()
    replayed = await run_scenario(scenario, page=page, lock=True)
    assert replayed.ok, replayed.errors
    assert replayed.steps[2].source is StepSource.REPLAYED
    assert await page.locator("#log").inner_text() == "Welcome, alice"
