"""The bundled Acme Support app, driven with plain Playwright: it must behave as the demo scenario expects."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
import yaml
from playwright.async_api import Page, Response, expect

from plainwright.demo.server import StaticServer, demo_scenario, demo_site
from plainwright.model import Scenario

APP_PAGES = ["dashboard.html", "request.html", "requests.html", "settings.html", "confirmation.html"]


@pytest.fixture(scope="module")
def app() -> Iterator[str]:
    """Base URL of the demo app, served the way `plainwright demo` serves it."""
    with StaticServer(demo_site()) as server:
        yield server.url


async def submit_login(page: Page, app: str, username: str, password: str) -> None:
    await page.goto(f"{app}/index.html")
    await page.get_by_label("Username").fill(username)
    await page.get_by_label("Password").fill(password)
    await page.get_by_role("button", name="Log in").click()


async def log_in(page: Page, app: str, username: str = "alice") -> None:
    """Log in through the form and wait for the dashboard and its scripts (a click before they ran does nothing),
    so the next goto or click cannot overtake the login."""
    await submit_login(page, app, username, "s3cret")
    await expect(page).to_have_url(f"{app}/dashboard.html")
    await page.wait_for_load_state("load")


async def open_signed_in(page: Page, app: str, path: str, username: str = "alice") -> None:
    """Open an app page as a signed-in user without the login form (the login tests cover the form)."""
    await page.context.add_init_script(f"sessionStorage.setItem('acme.user', {username!r})")
    await page.goto(f"{app}/{path}")
    await expect(page).to_have_url(f"{app}/{path}")


async def events(page: Page) -> list[dict[str, Any]]:
    """What the page logged; after a navigation, once its scripts ran (the URL changes before they do)."""
    await page.wait_for_load_state()
    found: list[dict[str, Any]] = await page.evaluate("window.__events")
    return found


async def fill_request_form(page: Page) -> None:
    # exact names: the required-field asterisk is decoration, not part of the name a step uses
    await page.get_by_role("textbox", name="Full name", exact=True).fill("Alice Example")
    await page.get_by_role("textbox", name="Email", exact=True).fill("alice@example.com")
    await page.get_by_role("combobox", name="Country", exact=True).select_option(label="Germany")
    await page.get_by_role("group", name="Priority").get_by_label("Express").check()
    await page.get_by_label("Due date").fill("2030-01-15")
    await page.get_by_label("Description").fill("My laptop does not start after the update")


# ---- login ----

async def test_the_right_password_opens_the_dashboard_with_a_welcome(page: Page, app: str) -> None:
    await log_in(page, app, "alice")
    await expect(page.get_by_role("heading", level=1)).to_have_text("Welcome, alice")
    await expect(page.get_by_role("button", name="Log out")).to_be_visible()
    assert [e["type"] for e in await events(page)] == ["login"]
    await expect(page.locator("#log")).to_contain_text("Signed in as alice")


async def test_a_wrong_password_shows_an_inline_error_and_does_not_navigate(page: Page, app: str) -> None:
    await submit_login(page, app, "alice", "wrong")
    await expect(page.get_by_role("alert")).to_have_text("Invalid username or password")
    await expect(page).to_have_url(f"{app}/index.html")
    await expect(page.get_by_label("Password")).to_have_value("")
    assert await page.evaluate("sessionStorage.getItem('acme.user')") is None
    assert [e["type"] for e in await events(page)] == ["login_failed"]


async def test_the_login_form_needs_a_username_before_it_submits(page: Page, app: str) -> None:
    await page.goto(f"{app}/index.html")
    await page.get_by_label("Password").fill("s3cret")
    await page.get_by_role("button", name="Log in").click()
    assert await page.get_by_label("Username").evaluate("el => el.validity.valueMissing")
    await expect(page).to_have_url(f"{app}/index.html")
    assert await events(page) == []


async def test_a_signed_out_visitor_is_sent_to_the_login_page(page: Page, app: str) -> None:
    for path in APP_PAGES:
        await page.goto(f"{app}/{path}")
        await expect(page).to_have_url(f"{app}/index.html")
        await expect(page.get_by_role("button", name="Log in")).to_be_visible()


async def test_log_out_ends_the_session(page: Page, app: str) -> None:
    await log_in(page, app)
    await page.get_by_role("button", name="Log out").click()
    await expect(page).to_have_url(f"{app}/index.html")
    assert [e["type"] for e in await events(page)] == ["logout"]
    await page.goto(f"{app}/dashboard.html")
    await expect(page).to_have_url(f"{app}/index.html")


async def test_remember_me_fills_in_the_username_on_the_next_visit(page: Page, app: str) -> None:
    await page.goto(f"{app}/index.html")
    await page.get_by_label("Username").fill("bob")
    await page.get_by_label("Password").fill("s3cret")
    await page.get_by_label("Remember me").check()
    await page.get_by_role("button", name="Log in").click()
    await page.get_by_role("button", name="Log out").click()
    await expect(page.get_by_label("Username")).to_have_value("bob")
    await expect(page.get_by_label("Remember me")).to_be_checked()


async def test_forgot_password_leads_to_a_reset_form(page: Page, app: str) -> None:
    await page.goto(f"{app}/index.html")
    await page.get_by_role("link", name="Forgot password?").click()
    await page.get_by_label("Email").fill("alice@example.com")
    await page.get_by_role("button", name="Send reset link").click()
    await expect(page.get_by_role("status")).to_contain_text("a reset link is on its way")


# ---- new request ----

async def test_the_request_form_submits_and_the_confirmation_shows_the_values(page: Page, app: str) -> None:
    await log_in(page, app)
    await page.get_by_role("link", name="New request").click()
    await fill_request_form(page)
    await page.get_by_label("I agree to the terms").check()
    await page.get_by_role("button", name="Submit request").click()

    await expect(page.get_by_role("heading", level=1)).to_have_text("Request received")
    await expect(page.locator("#summary dt")).to_have_count(7)  # the page's script writes the summary after the heading
    summary = {
        await term.inner_text(): await term.evaluate("dt => dt.nextElementSibling.textContent")
        for term in await page.locator("#summary dt").all()
    }
    assert summary == {
        "Full name": "Alice Example", "Email": "alice@example.com", "Country": "Germany",
        "Priority": "Express", "Due date": "2030-01-15",
        "Description": "My laptop does not start after the update", "Terms accepted": "Yes",
    }
    assert [e["type"] for e in await events(page)] == ["request_submitted", "request_received"]


async def test_the_request_form_does_not_submit_until_the_terms_are_accepted(page: Page, app: str) -> None:
    await open_signed_in(page, app, "request.html")
    await fill_request_form(page)
    await page.get_by_role("button", name="Submit request").click()

    await expect(page).to_have_url(f"{app}/request.html")
    assert await page.get_by_label("I agree to the terms").evaluate("el => el.validity.valueMissing")
    logged = await events(page)
    assert logged[-1]["type"] == "form_invalid"
    assert logged[-1]["fields"] == ["I agree to the terms"]


async def test_the_confirmation_never_echoes_a_password_from_the_url(page: Page, app: str) -> None:
    await open_signed_in(page, app, "confirmation.html?full_name=Mallory&password=hunter2&terms=yes")
    await expect(page.get_by_role("heading", level=1)).to_have_text("Request received")
    await expect(page.locator("#summary")).to_contain_text("Mallory")
    assert "hunter2" not in await page.content()


async def test_a_submitted_request_joins_the_request_list_once(page: Page, app: str) -> None:
    query = "full_name=Al&email=a%40example.com&country=FR&priority=low&terms=yes&description=Fax+broken"
    await open_signed_in(page, app, f"confirmation.html?{query}")
    await expect(page.locator("#confirmation-message")).to_contain_text("REQ-1013")
    await page.reload()
    await page.get_by_role("link", name="Requests", exact=True).click()
    await expect(page.locator("#requests-body tr")).to_have_count(13)
    await expect(page.get_by_role("row", name=re.compile("REQ-1013"))).to_contain_text("Fax broken")


# ---- request list ----

async def test_search_filters_the_rows_as_you_type_and_counts_them(page: Page, app: str) -> None:
    await open_signed_in(page, app, "requests.html")
    rows = page.locator("#requests-body tr:visible")
    await expect(rows).to_have_count(12)
    await expect(page.get_by_role("status")).to_have_text("12 results")

    await page.get_by_role("searchbox", name="Search requests").press_sequentially("lapt")
    await expect(rows).to_have_count(2)
    await expect(page.get_by_role("status")).to_have_text("2 results")
    await expect(rows.nth(0)).to_contain_text("Reset MFA for new laptop")
    await expect(rows.nth(1)).to_contain_text("Laptop battery is swelling")
    assert (await events(page))[-1] == {"type": "search", "message": "Search \u201clapt\u201d: 2 results",
                                        "page": "/requests.html", "term": "lapt", "results": 2}


async def test_search_without_a_match_says_no_requests_found(page: Page, app: str) -> None:
    await open_signed_in(page, app, "requests.html")
    await page.get_by_placeholder("Search requests").fill("zebra")
    await expect(page.get_by_text("No requests found")).to_be_visible()
    await expect(page.get_by_role("status")).to_have_text("0 results")
    await expect(page.locator("#requests-body tr:visible")).to_have_count(0)

    await page.get_by_placeholder("Search requests").fill("")
    await expect(page.locator("#requests-body tr:visible")).to_have_count(12)
    await expect(page.get_by_text("No requests found")).to_be_hidden()


async def test_view_opens_the_details_of_its_own_row(page: Page, app: str) -> None:
    await open_signed_in(page, app, "requests.html")
    await expect(page.get_by_role("button", name="View")).to_have_count(12)
    await page.get_by_role("row", name=re.compile("Invoice PDF")).get_by_role("button", name="View").click()
    await expect(page.locator("#request-detail h2")).to_have_text("REQ-1004 · Invoice PDF shows wrong VAT")
    assert (await events(page))[-1]["id"] == "REQ-1004"


# ---- settings ----

async def element_at_centre_of(page: Page, selector: str) -> str:
    """The id of the top-most element at the centre of `selector`'s box, as a click would land."""
    found: str = await page.locator(selector).evaluate(
        """el => { const r = el.getBoundingClientRect();
                   const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
                   return hit.closest('[id]').id; }""")
    return found


async def test_the_delete_dialog_covers_the_page_until_cancelled(page: Page, app: str) -> None:
    await open_signed_in(page, app, "settings.html")
    await page.get_by_role("button", name="Delete account").click()

    dialog = page.get_by_role("dialog", name="Delete account?")
    await expect(dialog).to_be_visible()
    await expect(dialog).to_have_attribute("aria-modal", "true")
    await expect(dialog.get_by_role("button", name="Cancel")).to_be_focused()
    assert await element_at_centre_of(page, "#dark-mode") == "delete-overlay"
    assert await element_at_centre_of(page, "#logout") == "delete-overlay"

    await dialog.get_by_role("button", name="Cancel").click()
    await expect(dialog).to_be_hidden()
    assert await element_at_centre_of(page, "#dark-mode") == "dark-mode"
    await expect(page.get_by_text("Account deleted")).to_be_hidden()
    assert [e["type"] for e in await events(page)] == ["dialog_opened", "dialog_cancelled"]


async def test_escape_closes_the_delete_dialog(page: Page, app: str) -> None:
    await open_signed_in(page, app, "settings.html")
    await page.get_by_role("button", name="Delete account").click()
    await page.keyboard.press("Escape")
    await expect(page.get_by_role("dialog")).to_be_hidden()
    await expect(page.get_by_role("button", name="Delete account")).to_be_focused()


async def test_delete_in_the_dialog_deletes_the_account(page: Page, app: str) -> None:
    await open_signed_in(page, app, "settings.html")
    await page.get_by_role("button", name="Delete account").click()
    await page.get_by_role("dialog").get_by_role("button", name="Delete", exact=True).click()

    await expect(page.get_by_role("dialog")).to_be_hidden()
    await expect(page.get_by_role("status")).to_have_text("Account deleted")
    await expect(page.get_by_role("button", name="Delete account")).to_be_disabled()
    assert (await events(page))[-1]["type"] == "account_deleted"


async def test_the_switches_toggle_and_dark_mode_lasts_across_pages(page: Page, app: str) -> None:
    await open_signed_in(page, app, "settings.html")
    notifications = page.get_by_role("switch", name="Email notifications")
    dark_mode = page.get_by_role("switch", name="Dark mode")
    await expect(notifications).to_be_checked()
    await expect(dark_mode).not_to_be_checked()

    await notifications.click()
    await dark_mode.click()
    await expect(notifications).not_to_be_checked()
    await expect(dark_mode).to_be_checked()
    await expect(page.locator("body")).to_have_class("theme-dark")
    assert [e["message"] for e in await events(page)] == ["Email notifications off", "Dark mode on"]

    await page.get_by_role("link", name="Dashboard").click()
    await expect(page.locator("body")).to_have_class("theme-dark")


# ---- the whole app and its scenario ----

async def test_every_page_loads_without_script_errors_or_missing_files(page: Page, app: str) -> None:
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(f"script error: {error}"))

    def note_failure(response: Response) -> None:
        if response.status >= 400:
            problems.append(f"{response.status} {response.url}")

    page.on("response", note_failure)
    await log_in(page, app)
    for path in ["index.html", "forgot.html", *APP_PAGES]:
        await page.goto(f"{app}/{path}")
        await expect(page.get_by_role("heading", level=1)).to_be_visible()
    assert problems == []


def test_the_demo_scenario_is_a_valid_scenario_that_hides_the_password() -> None:
    text = demo_scenario().read_text(encoding="utf-8")
    scenario = Scenario.model_validate(yaml.safe_load(text))

    assert scenario.url == "${vars.base_url}/index.html"
    assert set(scenario.vars) == {"base_url", "password"}
    assert len(scenario.steps) >= 10
    sensitive = [step.text for step in scenario.steps if step.sensitive]
    assert sensitive == ['Enter "${vars.password}" into the Password field']
    assert all(scenario.vars["password"] not in step.text for step in scenario.steps)
    assert scenario.steps[-1].text == 'Verify the page shows "1 result"'
