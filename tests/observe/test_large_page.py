"""A generated page of 20,000 elements is read completely: every card's controls, none of its hidden text; and
read in batches (as a large page is), it is the same snapshot as read in one piece."""

from __future__ import annotations

import asyncio

import pytest
from playwright.async_api import Page

from plainwright.observe.snapshot import Element, _evaluate, _Stream, _stream_of, take_snapshot

CARDS = 1667  # 12 elements each, with html, head, title, body, h1 and main: 20,010 elements


def card(i: int) -> str:
    return (f'<div class="card"><h3>Product {i}</h3><p>Sturdy item number {i}.</p>'
            f'<label for="qty-{i}">Quantity for Product {i}</label><input type="number" id="qty-{i}" value="1">'
            f'<select aria-label="Size for Product {i}"><option>Small</option><option>Medium</option>'
            f'<option>Large</option></select><button type="button">Add Product {i} to cart</button>'
            f'<a href="#p{i}">Details of Product {i}</a><span hidden>internal sku {i}</span></div>')


async def open_catalogue(page: Page, cards: int) -> None:
    await page.set_content("<!doctype html><title>Catalogue</title><body><h1>Catalogue</h1><main>"
                           + "".join(card(i) for i in range(cards)) + "</main></body>")


async def read(page: Page, stream: _Stream | None = None) -> tuple[int, list[Element]]:
    """The main frame read by one evaluation: whole without a stream, else in batches: (batches, elements)."""
    result, elements = await _evaluate(page.main_frame, {"frameId": "", "viewportMargin": 0}, 0, stream)
    return result["batches"], elements


async def test_every_control_of_a_20000_element_page_is_found(page: Page) -> None:
    await open_catalogue(page, CARDS)
    assert await page.evaluate("document.getElementsByTagName('*').length") >= 20_000
    snap = await take_snapshot(page)
    found = {(e.role, e.name) for e in snap.elements if e.is_interactive and e.is_visible}
    for i in range(CARDS):
        for control in (("button", f"Add Product {i} to cart"), ("spinbutton", f"Quantity for Product {i}"),
                        ("combobox", f"Size for Product {i}"), ("link", f"Details of Product {i}")):
            assert control in found, control
    assert len(found) == 4 * CARDS
    assert sum(e.role == "heading" for e in snap.elements) == CARDS + 1
    assert not any("internal sku" in e.text or "internal sku" in e.name for e in snap.elements)
    assert sorted(snap.by_index) == list(range(len(snap.elements)))
    assert f"[{len(snap.elements) - 1}] link \"Details of Product {CARDS - 1}\"" in snap.render()


async def test_a_page_read_in_batches_is_the_snapshot_read_in_one_piece(page: Page) -> None:
    await open_catalogue(page, 400)  # 2,001 controls and headings: three batches of 500 and the rest
    first, second = await asyncio.gather(take_snapshot(page), take_snapshot(page))
    _, whole = await read(page)
    assert len(whole) > 2_000
    assert first.elements == whole
    assert second.elements == whole  # two snapshots at once do not mix their batches
    last = first.elements[-3]
    assert (last.role, last.name, last.options) == ("combobox", "Size for Product 399", ["Small", "Medium", "Large"])
    assert last.context == {"heading": "Product 399", "section": "main"}
    assert await page.locator(last.selector).get_attribute("aria-label") == "Size for Product 399"


async def test_a_large_page_goes_in_batches_before_and_after_a_navigation(page: Page) -> None:
    stream = await _stream_of(page)
    for _ in range(2):
        await page.goto("about:blank")  # a new document: the page's function must be there again
        await open_catalogue(page, 400)
        batches, elements = await read(page, stream)
        assert (batches, len(elements)) == (3, 2_001)


@pytest.mark.parametrize("after_s", [0, 0.05])
async def test_a_snapshot_cancelled_on_the_way_leaves_the_next_one_complete(page: Page, after_s: float) -> None:
    await open_catalogue(page, 400)
    started = asyncio.create_task(take_snapshot(page))
    await asyncio.sleep(after_s)  # 0: while it opens the page's stream; 0.05: while batches arrive
    started.cancel()
    with pytest.raises(asyncio.CancelledError):
        await started
    snap = await take_snapshot(page)
    _, whole = await read(page)
    assert snap.elements == whole
