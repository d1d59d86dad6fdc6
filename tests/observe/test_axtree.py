"""The DOM walk (snapshot.js) checked against Chromium's own accessibility tree, read over CDP, on every
fixture page: the same elements at the same places, with the same roles and names."""

from __future__ import annotations

import pytest
from playwright.async_api import Page

from plainwright.observe.axtree import WIDGET_ROLES, is_listed_widget, take_axtree
from plainwright.observe.snapshot import take_snapshot

PAGES = ["shadow.html", "frames.html", "modal.html", "offscreen.html", "hidden.html", "clickable.html",
         "labels.html", "cards.html?n=220"]


@pytest.mark.parametrize("page_name", PAGES)
async def test_every_widget_of_the_accessibility_tree_is_found_with_its_role_and_name(
        page: Page, site: str, other_site: str, page_name: str) -> None:
    await page.goto(f"{site}/observe/{page_name}" + (f"?other={other_site}" if page_name == "frames.html" else ""))
    ours = {(e.frame, e.xpath): e for e in (await take_snapshot(page)).elements}
    tree = await take_axtree(page)
    widgets = [node for node in tree.nodes if is_listed_widget(node)]
    assert widgets
    for node in widgets:
        element = ours.get((node.frame, node.xpath))
        assert element is not None, f"missed {node.role} {node.name!r} at {node.frame} {node.xpath}"
        assert (element.role, element.name) == (node.role, node.name), node.xpath
        assert element.is_interactive, node.xpath


@pytest.mark.parametrize("page_name", PAGES)
async def test_every_visible_element_we_call_a_widget_is_one_in_the_accessibility_tree(
        page: Page, site: str, other_site: str, page_name: str) -> None:
    await page.goto(f"{site}/observe/{page_name}" + (f"?other={other_site}" if page_name == "frames.html" else ""))
    snap = await take_snapshot(page)
    tree = (await take_axtree(page)).by_place()
    for element in snap.elements:
        if element.is_visible and element.role in WIDGET_ROLES:
            node = tree.get((element.frame, element.xpath))
            assert node is not None and not node.ignored, element.describe()
            assert (node.role, node.name) == (element.role, element.name), element.xpath


async def test_ax_node_ids_carry_the_frame_ordinal_and_map_to_xpaths(page: Page, site: str, other_site: str) -> None:
    await page.goto(f"{site}/observe/frames.html?other={other_site}")
    tree = await take_axtree(page)
    assert tree.frames == ["", "billing", "billing>frame1", "remote", "remote>leaf"]
    coupon = next(node for node in tree.nodes if node.name == "Coupon code")
    ordinal, backend_id = coupon.id.split("-")
    assert tree.frames[int(ordinal)] == "remote" and backend_id.isdigit()
    assert tree.xpath_map[coupon.id] == "/html[1]/body[1]/input[1]"
    assert len({node.id for node in tree.nodes}) == len(tree.nodes)


async def test_the_accessibility_tree_can_be_chosen_as_the_observer(page: Page, site: str, other_site: str) -> None:
    await page.goto(f"{site}/observe/labels.html")
    dom = await take_snapshot(page)
    ax = await take_snapshot(page, observer="axtree")
    assert {(e.role, e.name) for e in ax.elements if e.is_interactive} == \
        {(e.role, e.name) for e in dom.elements if e.is_interactive}
    country = next(e for e in ax.elements if e.name == "Country")
    assert (country.value, country.tag, country.selector) == ("Germany", "select", next(
        e.selector for e in dom.elements if e.name == "Country"))
    assert next(e for e in ax.elements if e.name == "Free").checked is True
    await page.goto(f"{site}/observe/frames.html?other={other_site}")
    framed = await take_snapshot(page, observer="axtree")
    assert ("remote", "Apply coupon") in {(e.frame, e.name) for e in framed.elements}
