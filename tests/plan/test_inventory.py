"""The UI inventory a planner reads, and the notes it writes from it: labels, groups, submit and primary flags, the
current page's link, a fingerprint that ignores text; no selectors, ids or classes anywhere."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from playwright.async_api import Page

from plainwright.demo.server import StaticServer, demo_site
from plainwright.observe.snapshot import take_snapshot
from plainwright.plan.inventory import ControlKind, Inventory, inventory_of
from plainwright.plan.notes import control_note


@pytest.fixture(scope="module")
def demo() -> Iterator[str]:
    with StaticServer(demo_site()) as server:
        yield server.url


async def inventory(page: Page, url: str) -> Inventory:
    await page.goto(url)
    return inventory_of(await take_snapshot(page))


async def signed_in(page: Page, demo: str) -> None:
    await page.goto(f"{demo}/index.html")
    await page.evaluate("sessionStorage.setItem('acme.user', 'alice')")


async def test_the_login_page(page: Page, demo: str) -> None:
    found = await inventory(page, f"{demo}/index.html")

    assert [(c.kind, c.label) for c in found.controls] == [
        (ControlKind.FIELD, "Username"), (ControlKind.FIELD, "Password"), (ControlKind.FIELD, "Remember me"),
        (ControlKind.LINK, "Forgot password?"), (ControlKind.BUTTON, "Log in")]
    password = found.fields[1]
    assert password.secret and not found.fields[0].secret
    button = found.buttons[0]
    assert button.submit and button.primary
    assert found.main_headings() == ["Log in to your account"]
    assert {c.group for c in found.controls} == {""}  # the form is named only by its id: no group
    assert {c.section for c in found.controls} == {"Log in to your account"}


async def test_a_fieldset_is_the_group_of_its_controls_only(page: Page, demo: str) -> None:
    await signed_in(page, demo)
    found = await inventory(page, f"{demo}/request.html")

    groups = {c.label: c.group for c in found.fields}
    assert groups["Express"] == "Priority" and groups["Full name"] == ""
    assert next(c for c in found.fields if c.label == "Country").input_type == "select"
    assert [c.label for c in found.buttons if c.primary] == ["Submit request"]
    assert [c.label for c in found.links if c.current] == ["New request"]


async def test_the_fingerprint_names_the_shape_not_the_text(page: Page, site: str) -> None:
    before = await inventory(page, f"{site}/goal/loop.html")
    await page.get_by_role("link", name="Reports").click()
    await page.get_by_text("Loading reports").wait_for()
    after = inventory_of(await take_snapshot(page))
    other = await inventory(page, f"{site}/goal/dead-ends.html")

    assert after.fingerprint == before.fingerprint
    assert other.fingerprint != before.fingerprint


async def test_a_note_is_a_hint_a_json_line_and_a_sentence_with_no_selector(page: Page, demo: str) -> None:
    found = await inventory(page, f"{demo}/index.html")
    password, button = found.fields[1], found.buttons[0]

    note = control_note("type", password, found, "Enter the password.")
    assert note.words()[:1] == ["Password"] and note.sensitive is True
    hint, data, why = note.render().splitlines()
    assert hint == "Log in to your account" and why == "Enter the password."
    fields = json.loads(data)
    assert fields["intent"] == "type" and fields["field"] == "Password" and fields["sensitive"] is True
    assert {"password", "passwort", "kennwort"} <= set(fields["synonyms"])
    clicked = json.loads(control_note("click", button, found, "Send it.").render().splitlines()[1])
    assert clicked["buttonText"] == "Log in" and clicked["submit"] is True and clicked["priority"] == "primary"
    assert {"anmelden", "sign in"} <= set(clicked["synonyms"])
    for note in (data, json.dumps(clicked)):
        assert "login-form" not in note and "#" not in note and "nth-of-type" not in note


async def test_a_drop_down_a_widget_hides_is_a_field_by_its_label_and_its_box_no_control(page: Page,
                                                                                       site: str) -> None:
    found = await inventory(page, f"{site}/goal/widget-form.html")

    priority = next(c for c in found.fields if c.label == "Priority")
    assert (priority.input_type, priority.value, priority.options) == ("select", "low", ("low", "normal", "high"))
    assert [c.label for c in found.fields] == ["Title", "Assignee", "Priority"]
    assert not [c for c in found.links if c.label in ("(nobody)", "low")]
