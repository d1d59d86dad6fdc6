"""Replay acts on the record its sentence names, or fails: never on a lookalike in another row.

Judged by what the customers application holds (tests/run/customers_app.py), not by plainwright's report.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml
from customers_app import Customer, CustomersApp, CustomersServer, people
from playwright.async_api import Browser, Page

from plainwright import ErrorKind, RunResult, StepSource, run_scenario
from plainwright.demo.server import StaticServer, demo_scenario, demo_site


@pytest.fixture
def customers() -> Iterator[CustomersApp]:
    with CustomersServer() as app:
        yield app


def _scenario(folder: Path, app: CustomersApp, *steps: str) -> Path:
    path = folder / "customers.plain.yaml"
    lines = "".join(f"  - {json.dumps(step)}\n" for step in steps)
    path.write_text(f'name: Customers\nurl: "{app.url}/"\ntimeout: 3\nsteps:\n{lines}', encoding="utf-8")
    return path


def _reset(app: CustomersApp, *names: str) -> None:
    """The application's data as `names` in that order (each a customer of the first run, or a new one)."""
    known = {c.name: c for c in [*app.customers, *people()]}
    app.customers[:] = [Customer(known[n].id, n, known[n].email) if n in known
                        else Customer(100 + i, n, f"{n.split()[0].lower()}@other.example") for i, n in enumerate(names)]
    app.deleted.clear()
    app.edited.clear()


DELETE_GRACE = 'Click Delete in the row of "Grace Hopper" and confirm'
EDIT_ALAN = ('Click Edit for "Alan Turing"', 'Select "Pro" from the Plan drop-down', "Click Save")


async def _twice(browser: Browser, scenario: Path, app: CustomersApp, *drifted: str,
                 heal: bool = True) -> RunResult:
    first = await run_scenario(scenario, browser=browser, lock=True)
    assert first.ok, first.errors
    _reset(app, *drifted)
    return await run_scenario(scenario, browser=browser, lock=True, heal=heal)


@pytest.mark.parametrize("drifted", [
    ("Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra"),  # rows reordered
    ("Alan Turing", "Grace Hopper", "Edsger Dijkstra"),  # the neighbour above removed
    ("Linus Torvalds", "Ada Lovelace", "Grace Hopper", "Alan Turing", "Edsger Dijkstra"),  # a row inserted first
], ids=["reordered", "neighbour-removed", "row-inserted"])
async def test_a_replayed_delete_removes_the_named_customer_after_the_rows_moved(
        browser: Browser, customers: CustomersApp, tmp_path: Path, drifted: tuple[str, ...]) -> None:
    scenario = _scenario(tmp_path, customers, DELETE_GRACE)
    second = await _twice(browser, scenario, customers, *drifted)
    assert customers.deleted == ["Grace Hopper"]
    assert second.ok, second.errors
    assert second.steps[0].source is StepSource.REPLAYED  # the row key found the row: no drift at all


async def test_a_replay_fails_and_deletes_nobody_when_the_named_customer_is_gone(
        browser: Browser, customers: CustomersApp, tmp_path: Path) -> None:
    scenario = _scenario(tmp_path, customers, DELETE_GRACE)
    second = await _twice(browser, scenario, customers, "Ada Lovelace", "Alan Turing", "Edsger Dijkstra")
    assert customers.deleted == []
    assert not second.ok
    assert second.steps[0].error is not None and second.steps[0].error.kind is ErrorKind.ELEMENT_NOT_FOUND


async def test_without_healing_a_lookalike_of_a_deleted_record_is_not_a_target(
        browser: Browser, customers: CustomersApp, tmp_path: Path) -> None:
    scenario = _scenario(tmp_path, customers, DELETE_GRACE)
    second = await _twice(browser, scenario, customers, "Ada Lovelace", "Alan Turing", "Edsger Dijkstra",
                          "Grace Hopperson", heal=False)
    assert customers.deleted == []
    assert not second.ok


async def test_a_replayed_edit_changes_the_named_customer_after_a_row_was_removed(
        browser: Browser, customers: CustomersApp, tmp_path: Path) -> None:
    scenario = _scenario(tmp_path, customers, *EDIT_ALAN)
    second = await _twice(browser, scenario, customers, "Grace Hopper", "Alan Turing", "Edsger Dijkstra")
    assert customers.edited == ["Alan Turing"]
    assert customers.by_name("Alan Turing").plan == "Pro"
    assert second.ok, second.errors


async def test_the_lock_records_the_row_key_and_a_row_scoped_locator_with_no_position(
        browser: Browser, customers: CustomersApp, tmp_path: Path) -> None:
    scenario = _scenario(tmp_path, customers, DELETE_GRACE)
    first = await run_scenario(scenario, browser=browser, lock=True)
    assert first.ok, first.errors
    lock = yaml.safe_load((tmp_path / "customers.lock.yaml").read_text())
    click = lock["steps"][0]["actions"][0]
    assert click["fingerprint"]["item"] == {"role": "row", "key": "Grace Hopper", "named": True}
    assert "position" not in click["fingerprint"]
    assert all("nth" not in str(spec) for spec in click["locators"])
    assert first.steps[0].actions[0].locator == ('get_by_role("row").filter(has=page.get_by_text("Grace Hopper", '
                                                 'exact=True)).get_by_role("button", name="Delete", exact=True)')


async def test_a_lookalike_row_beside_the_named_one_is_not_the_target(
        browser: Browser, customers: CustomersApp, tmp_path: Path) -> None:
    scenario = _scenario(tmp_path, customers, DELETE_GRACE)
    second = await _twice(browser, scenario, customers, "Grace Hopperson", "Ada Lovelace", "Grace Hopper",
                          "Alan Turing", heal=False)
    assert customers.deleted == ["Grace Hopper"]
    assert second.ok, second.errors


async def test_a_step_that_names_a_position_is_locked_by_that_position_and_says_so(
        browser: Browser, customers: CustomersApp, tmp_path: Path) -> None:
    scenario = _scenario(tmp_path, customers, "Click the second Edit link", 'Select "Team" from the Plan drop-down',
                         "Click Save")
    second = await _twice(browser, scenario, customers, "Alan Turing", "Ada Lovelace", "Edsger Dijkstra")
    assert second.ok, second.errors
    assert customers.edited == ["Ada Lovelace"]  # the second row, whoever stands there now
    click = yaml.safe_load((tmp_path / "customers.lock.yaml").read_text())["steps"][0]["actions"][0]
    assert click["fingerprint"]["position"] is True
    assert click["locators"][0]["nth"] == 1


async def test_an_item_key_the_step_does_not_name_is_the_rows_distinguishing_cell(
        browser: Browser, customers: CustomersApp, tmp_path: Path) -> None:
    scenario = _scenario(tmp_path, customers, 'Click the Delete button in the row of "grace@example.com" and confirm')
    first = await run_scenario(scenario, browser=browser, lock=True)
    assert first.ok, first.errors
    click = yaml.safe_load((tmp_path / "customers.lock.yaml").read_text())["steps"][0]["actions"][0]
    assert click["fingerprint"]["item"]["key"] == "grace@example.com"


def _todos(*names: str) -> str:
    items = "".join(f'<li><div class="view"><input class="toggle" type="checkbox"><label>{name}</label>'
                    '<button class="destroy"></button></div></li>' for name in names)
    return f"<!doctype html><title>Todos</title><h1>todos</h1><ul class='todo-list'>{items}</ul>"


async def test_a_tick_box_with_no_name_is_found_in_the_todo_the_step_names_after_the_list_changed(
        browser: Browser, page: Page, tmp_path: Path) -> None:
    (tmp_path / "todos.html").write_text(_todos("Walk the dog", "Buy milk", "Read a book"), encoding="utf-8")
    scenario = tmp_path / "todos.plain.yaml"
    scenario.write_text('url: todos.html\nsteps:\n  - Mark "Buy milk" as done\n', encoding="utf-8")
    assert (await run_scenario(scenario, browser=browser, lock=True)).ok
    (tmp_path / "todos.html").write_text(_todos("Buy milk", "Read a book", "Walk the dog"), encoding="utf-8")
    second = await run_scenario(scenario, page=page, lock=True, heal=False)
    assert second.ok, second.errors
    ticked = await page.locator("li").filter(has=page.locator(".toggle:checked")).all_inner_texts()
    assert ticked == ["Buy milk"]


async def test_a_control_kept_in_the_rows_menu_is_reached_by_opening_that_menu_and_replayed_so(
        browser: Browser, customers: CustomersApp, tmp_path: Path) -> None:
    customers.menu = True
    scenario = _scenario(tmp_path, customers, DELETE_GRACE)
    second = await _twice(browser, scenario, customers, "Alan Turing", "Grace Hopper", "Ada Lovelace")
    assert customers.deleted == ["Grace Hopper"]
    assert second.ok, second.errors
    assert second.steps[0].source is StepSource.REPLAYED


async def test_a_heal_opens_the_rows_menu_when_the_control_moved_into_it(
        browser: Browser, customers: CustomersApp, tmp_path: Path) -> None:
    scenario = _scenario(tmp_path, customers, DELETE_GRACE)
    first = await run_scenario(scenario, browser=browser, lock=True)
    assert first.ok, first.errors
    _reset(customers, "Ada Lovelace", "Grace Hopper", "Alan Turing")
    customers.menu = True
    second = await run_scenario(scenario, browser=browser, lock=True)
    assert customers.deleted == ["Grace Hopper"]
    assert second.ok, second.errors
    assert second.steps[0].source is StepSource.HEALED


async def test_a_lock_that_knows_a_row_only_by_its_position_checks_the_rows_words_before_it_acts(
        browser: Browser, customers: CustomersApp, tmp_path: Path) -> None:
    scenario = _scenario(tmp_path, customers, DELETE_GRACE)
    assert (await run_scenario(scenario, browser=browser, lock=True)).ok
    lock_path = tmp_path / "customers.lock.yaml"
    lock = yaml.safe_load(lock_path.read_text())
    click = lock["steps"][0]["actions"][0]
    del click["fingerprint"]["item"]  # as a lock written before keys were kept: Grace's row is the second
    click["locators"] = [{"method": "css", "value": "table > tbody > tr:nth-of-type(2) > td:nth-of-type(4) button"}]
    lock_path.write_text(yaml.safe_dump(lock), encoding="utf-8")
    _reset(customers, "Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra")
    refused = await run_scenario(scenario, browser=browser, lock=True, heal=False)
    assert customers.deleted == []
    error = refused.steps[0].error
    assert error is not None and "stands in another row: 'Alan Turing" in error.message
    healed = await run_scenario(scenario, browser=browser, lock=True)
    assert customers.deleted == ["Grace Hopper"]
    assert healed.steps[0].source is StepSource.HEALED


async def test_a_heal_turns_the_lists_pages_to_the_named_customer_and_nothing_else(
        browser: Browser, customers: CustomersApp, tmp_path: Path) -> None:
    scenario = _scenario(tmp_path, customers, DELETE_GRACE)
    assert (await run_scenario(scenario, browser=browser, lock=True)).ok
    _reset(customers, "Ada Lovelace", "Alan Turing", "Edsger Dijkstra", "Linus Torvalds", "Grace Hopper")
    customers.per_page = 2
    second = await run_scenario(scenario, browser=browser, lock=True)
    assert customers.deleted == ["Grace Hopper"]  # on page 3
    assert second.ok, second.errors
    assert second.steps[0].source is StepSource.HEALED


async def test_a_record_on_no_page_fails_after_the_pages_were_turned(
        browser: Browser, customers: CustomersApp, tmp_path: Path) -> None:
    customers.per_page = 2
    scenario = _scenario(tmp_path, customers, 'Click Delete in the row of "Barbara Liskov" and confirm')
    result = await run_scenario(scenario, browser=browser)
    assert customers.deleted == []
    assert result.steps[0].error is not None and result.steps[0].error.kind is ErrorKind.ELEMENT_NOT_FOUND


async def test_a_value_typed_or_chosen_is_no_item_key_of_its_field(browser: Browser, tmp_path: Path) -> None:
    """The demo's search field sits in a panel whose list shows "printer", and its Country list holds "Germany":
    neither value tells the field apart, so a replay must not look for the field in "the panel that shows
    printer" (after the data changed it would find no field, and heal)."""
    scenario = tmp_path / "demo.plain.yaml"
    scenario.write_text(demo_scenario().read_text(encoding="utf-8"), encoding="utf-8")
    with StaticServer(demo_site()) as server:
        result = await run_scenario(scenario, browser=browser, lock=True, variables={"base_url": server.url})
    assert result.ok, result.errors
    lock = yaml.safe_load(scenario.with_name("demo.lock.yaml").read_text(encoding="utf-8"))
    fields = {step["text"]: step["actions"][0] for step in lock["steps"]
              if step["text"].startswith(('Type "printer"', 'Select "Germany"'))}
    assert len(fields) == 2
    for entry in fields.values():
        assert entry["fingerprint"].get("item") is None
        assert not any("printer" in json.dumps(spec) or "Germany" in json.dumps(spec) for spec in entry["locators"])


_CARD = ('<div class="product"><strong>{name}</strong> <span>{price}</span> <label>Quantity <input type="number" '
         'value="0"></label><button onclick="window.added.push(\'{name}\')">+</button></div>')
_CARDS = {"a": ("Weekend pass", "€69.00"), "b": ("Weekend pass (reduced)", "€59.00"), "c": ("Day pass", "€45.00")}


def _shop(order: str) -> str:
    cards = "".join(_CARD.format(name=_CARDS[key][0], price=_CARDS[key][1]) for key in order)
    return f"<!doctype html><title>Tickets</title><script>window.added = []</script><h1>Tickets</h1>{cards}"


@pytest.mark.parametrize("order", ["bac", "cba"])
async def test_a_card_beside_a_lookalike_that_holds_its_name_is_the_one_replayed_after_the_cards_moved(
        browser: Browser, page: Page, tmp_path: Path, order: str) -> None:
    """"+ for "Weekend pass"" beside a card "Weekend pass (reduced)": both cards' words hold the name, only one
    has a part that says exactly that. The first run picks it; a replay after the cards moved adds the same one."""
    (tmp_path / "shop.html").write_text(_shop("abc"), encoding="utf-8")
    scenario = tmp_path / "shop.plain.yaml"
    with StaticServer(tmp_path) as server:
        scenario.write_text(f'name: Tickets\nurl: "{server.url}/shop.html"\ntimeout: 3\nsteps:\n'
                            '  - Click + for "Weekend pass"\n', encoding="utf-8")
        first = await run_scenario(scenario, browser=browser, lock=True)
        assert first.ok, first.errors
        (tmp_path / "shop.html").write_text(_shop(order), encoding="utf-8")
        await page.goto(f"{server.url}/shop.html")
        replayed = await run_scenario(scenario, browser=browser, lock=True, page=page)
    assert replayed.ok, replayed.errors
    assert replayed.steps[0].source is StepSource.REPLAYED
    assert await page.evaluate("window.added") == ["Weekend pass"]
