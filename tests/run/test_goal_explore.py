"""Goal mode looks for the way: a link the navigation keeps in a closed menu is found by opening the menus, the one
whose words relate to the task first, each once; the saved scenario replays the way found."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Browser

from plainwright.errors import ErrorKind
from plainwright.model import StepSource
from plainwright.run.goal import run_goal
from plainwright.run.scenario import run_scenario


async def test_a_link_in_a_closed_menu_is_found_by_opening_the_menus(browser: Browser, site: str,
                                                                      tmp_path: Path) -> None:
    saved = tmp_path / "invoices.plain.yaml"
    result = await run_goal("Open the payments page", url=f"{site}/goal/menus.html", browser=browser,
                            save=saved)

    assert result.reached, result.error
    clicks = [step.sentence for step in result.steps if step.sentence.startswith("Click")]
    assert clicks[-1] == 'Click the "Payments" link'
    assert 'Click the "Billing" button' in clicks
    kept = [step.sentence for step in result.plan if step.kept]
    assert kept == ['Click the "Billing" button', 'Click the "Payments" link', *kept[2:]], "a menu looked into is "\
        "not on the way"
    assert all(not sentence.startswith('Click the "People"') for sentence in kept)
    replay = await run_scenario(saved, browser=browser, lock=True)
    assert replay.ok, replay.errors
    assert all(step.source is StepSource.REPLAYED for step in replay.steps), [s.source for s in replay.steps]


async def test_a_menu_inside_a_menu_stays_on_the_way(browser: Browser, site: str) -> None:
    result = await run_goal("Open the tax rates page", url=f"{site}/goal/menus.html", browser=browser)

    assert result.reached, result.error
    kept = [step.sentence for step in result.plan if step.kept]
    assert kept[:3] == ['Click the "Settings" button', 'Click the "Company" button', 'Click the "Tax rates" link']


async def test_a_target_no_menu_holds_is_given_up_after_each_menu_was_opened_once(browser: Browser,
                                                                                   site: str) -> None:
    result = await run_goal("Open the reports page", url=f"{site}/goal/menus.html", browser=browser)

    assert not result.reached and result.error is not None
    assert result.error.kind in (ErrorKind.ELEMENT_NOT_FOUND, ErrorKind.LOOP_DETECTED, ErrorKind.ASSERTION_FAILED)
    opened = [step.sentence for step in result.steps]
    assert len(opened) == len(set(opened)) or result.error.kind is ErrorKind.LOOP_DETECTED
    assert len(result.steps) <= 6


@pytest.mark.parametrize("goal", ["Show me the change history of the Laptop Setup page in the onboarding section.",
                                  "Zeig mir die Änderungshistorie der Seite Laptop Setup im Bereich Onboarding."])
async def test_a_view_of_a_record_is_opened_from_the_records_own_page(browser: Browser, site: str, tmp_path: Path,
                                                                      goal: str) -> None:
    """"The history of the page X": the page first (its folder opened on the way), then the history its own "⋮"
    menu keeps hidden. The home page's menu holds a "History" too: that one is no answer, so it is not taken
    before the page is open."""
    saved = tmp_path / "history.plain.yaml"
    result = await run_goal(goal, url=f"{site}/goal/wiki.html", browser=browser, save=saved)

    assert result.reached, result.error
    clicks = [step.sentence for step in result.steps if step.sentence.startswith("Click")]
    assert clicks[-2:] == ['Click the "Laptop Setup" link', 'Click the "History" link'], clicks
    replay = await run_scenario(saved, browser=browser, lock=True)
    assert replay.ok, replay.errors
    assert all(step.source is StepSource.REPLAYED for step in replay.steps), [s.source for s in replay.steps]


async def test_folders_that_lead_to_pages_of_their_own_are_each_opened_once(browser: Browser, site: str) -> None:
    """A sidebar whose folders open pages that draw every folder closed again: looking for a page no folder holds
    opens each folder once in the run and then says what it looked for, not a loop between the folders' pages."""
    result = await run_goal("Open the Quarterly Budget page", url=f"{site}/goal/wiki.html", browser=browser)

    assert not result.reached and result.error is not None
    assert result.error.kind is not ErrorKind.LOOP_DETECTED, result.error
    opened = [step.sentence for step in result.steps]
    assert len(opened) == len(set(opened)) and len(opened) <= 4, opened


async def test_a_search_kept_behind_the_filters_is_found_on_the_page_its_own_link_leads_to(browser: Browser,
                                                                                           site: str) -> None:
    # "Bills" links to this very page (marked only by a class): the bills are open; the search box is behind the
    # closed "Show filters", opened before any other folded control
    result = await run_goal('Search the bills for "dinner"', url=f"{site}/goal/bills.html", browser=browser)

    assert result.reached, result.error
    clicks = [step.sentence for step in result.steps if step.sentence.startswith("Click")]
    assert clicks == ['Click the "Show filters" button', 'Click the "Filter" button'], clicks


# tests/sites/goal/ledger/: a dashboard whose navigation links to Customers, Invoices, Reports and Log out; the
# records are listed on those pages only
@pytest.mark.parametrize("goal", ["Open invoice INV-1003", "Öffne die Rechnung INV-1003"])
async def test_a_record_is_found_through_the_link_that_names_its_kind(browser: Browser, site: str, tmp_path: Path,
                                                                      goal: str) -> None:
    saved = tmp_path / "invoice.plain.yaml"
    result = await run_goal(goal, url=f"{site}/goal/ledger/index.html", browser=browser, save=saved)

    assert result.reached, result.error
    clicks = [step.sentence for step in result.plan if step.kept and step.sentence.startswith("Click")]
    assert clicks == ['Click the "Invoices" link', 'Click the "INV-1003" link'], clicks
    assert result.steps[-1].url.endswith("/invoice-1003.html")
    replay = await run_scenario(saved, browser=browser, lock=True)
    assert replay.ok, replay.errors
    assert all(step.source is StepSource.REPLAYED for step in replay.steps), [s.source for s in replay.steps]


@pytest.mark.parametrize(("goal", "page"), [("Open the customer Acme Corp", "customer-acme.html"),
                                            ("Öffne den Kunden Acme Corp East", "customer-acme-east.html"),
                                            ("Open the Aging report", "report-aging.html")])
async def test_a_record_opened_from_its_list_is_known_by_its_name_there(browser: Browser, site: str, goal: str,
                                                                        page: str) -> None:
    """The page of "Acme Corp" is headed "Acme Corp", not "Customer Acme Corp": the list it was opened from,
    "Customers", said what it is. Its look-alike "Acme Corp East" is another record."""
    result = await run_goal(goal, url=f"{site}/goal/ledger/index.html", browser=browser)

    assert result.reached, result.error
    assert result.steps[-1].url.endswith(f"/{page}"), [step.url for step in result.steps]


async def test_no_link_is_followed_that_names_more_than_the_task_asks_for(browser: Browser, site: str) -> None:
    """Nothing leads to a payroll: "Log out" and "New customer" are not ways to look further."""
    result = await run_goal("Open the payroll page", url=f"{site}/goal/ledger/index.html", browser=browser)

    assert not result.reached and result.error is not None
    assert result.error.kind is ErrorKind.ELEMENT_NOT_FOUND
    assert result.steps == [], [step.sentence for step in result.steps]


async def test_a_record_missing_from_its_list_is_given_up_there(browser: Browser, site: str) -> None:
    result = await run_goal("Open invoice INV-9999", url=f"{site}/goal/ledger/index.html", browser=browser)

    assert not result.reached and result.error is not None
    assert result.error.kind is ErrorKind.ELEMENT_NOT_FOUND
    assert [step.sentence for step in result.steps] == ['Click the "Invoices" link']
    assert "INV-9999" in result.error.message


async def test_a_navigation_link_never_stands_for_the_record(browser: Browser, site: str) -> None:
    """From the page of INV-1003, the navigation's "Customers" names the other word of "the customer invoice
    INV-1003", but it stands under no heading that lists invoices: the Customers page it opens is not the record."""
    result = await run_goal("Open the customer invoice INV-1003", url=f"{site}/goal/ledger/index.html",
                            browser=browser)

    assert not result.reached or result.steps[-1].url.endswith("/invoice-1003.html"), \
        [step.sentence for step in result.steps]


async def test_a_navigation_drawn_as_a_menu_bar_leads_the_way_too(browser: Browser, site: str) -> None:
    """Its entries are menu items that navigate by script (Superset's "Dashboards"), not links."""
    result = await run_goal("Open invoice INV-1003", url=f"{site}/goal/ledger/menubar.html", browser=browser)

    assert result.reached, result.error
    assert result.steps[-1].url.endswith("/invoice-1003.html")
    assert not any("Log out" in step.sentence for step in result.steps)
