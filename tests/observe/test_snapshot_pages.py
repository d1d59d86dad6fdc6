"""What the snapshot sees on each fixture page of tests/sites/observe/: every element a person could use,
with its role, name, state, frame and context, and nothing hidden or covered passed off as usable."""

from __future__ import annotations

import json

from playwright.async_api import Page

from plainwright.observe.snapshot import Element, PageSnapshot, frame_of, take_snapshot


async def open_snapshot(page: Page, url: str, **options: float) -> PageSnapshot:
    await page.goto(url)
    return await take_snapshot(page, **options)


def usable(snap: PageSnapshot) -> set[tuple[str, str]]:
    return {(e.role, e.name) for e in snap.elements if e.is_interactive and e.is_usable}


def one(snap: PageSnapshot, name: str, frame: str | None = None) -> Element:
    found = [e for e in snap.elements if e.name == name and (frame is None or e.frame == frame)]
    assert len(found) == 1, f"{name!r}: {[e.describe() for e in found]}"
    return found[0]


async def test_elements_inside_open_and_nested_shadow_roots_are_found_with_their_names(page: Page, site: str) -> None:
    snap = await open_snapshot(page, f"{site}/observe/shadow.html")
    assert usable(snap) == {("searchbox", "Search products"), ("button", "Go"),
                            ("button", "Add Blue kettle to cart"), ("textbox", "Delivery note"),
                            ("link", "Terms"), ("button", "Pay now")}
    assert one(snap, "Blue kettle").role == "heading"  # named by slotted light-DOM text
    assert one(snap, "Pay now").context.get("section") == "Checkout"


async def test_a_shadow_element_is_reachable_through_its_selector(page: Page, site: str) -> None:
    snap = await open_snapshot(page, f"{site}/observe/shadow.html")
    note = one(snap, "Delivery note")
    assert "#shadow-root" in note.xpath
    await page.locator(note.selector).fill("leave at the door")
    assert await page.locator("outer-panel inner-widget textarea").input_value() == "leave at the door"


async def test_every_frame_same_and_cross_origin_and_nested_is_walked_and_named(
        page: Page, site: str, other_site: str) -> None:
    snap = await open_snapshot(page, f"{site}/observe/frames.html?other={other_site}")
    assert sorted(snap.frames) == ["", "billing", "billing>frame1", "remote", "remote>leaf"]
    found = {(e.frame, e.role, e.name) for e in snap.elements if e.is_interactive and e.is_usable}
    assert found == {("", "button", "Top button"), ("billing", "textbox", "Card number"),
                     ("billing", "button", "Save card"), ("billing>frame1", "link", "Billing help"),
                     ("remote", "textbox", "Coupon code"), ("remote", "button", "Apply coupon"),
                     ("remote>leaf", "link", "Billing help")}
    assert one(snap, "Save card").context.get("form") == "Billing"


async def test_frame_elements_carry_page_coordinates(page: Page, site: str, other_site: str) -> None:
    snap = await open_snapshot(page, f"{site}/observe/frames.html?other={other_site}")
    for frame_name, element_name in (("billing", "Save card"), ("remote", "Apply coupon")):
        outer = await page.locator(f"iframe[name={frame_name}], iframe#{frame_name}").bounding_box()
        assert outer is not None
        x, y, width, height = one(snap, element_name).box
        assert outer["x"] <= x and x + width <= outer["x"] + outer["width"]
        assert outer["y"] <= y and y + height <= outer["y"] + outer["height"]


async def test_an_element_in_a_nested_cross_origin_frame_is_reachable_by_its_frame_and_selector(
        page: Page, site: str, other_site: str) -> None:
    snap = await open_snapshot(page, f"{site}/observe/frames.html?other={other_site}")
    coupon = one(snap, "Coupon code")
    frame = await frame_of(page, coupon.frame)
    await frame.locator(coupon.selector).fill("SAVE10")
    assert await frame.locator("#coupon").input_value() == "SAVE10"
    help_link = one(snap, "Billing help", frame="remote>leaf")
    assert await (await frame_of(page, help_link.frame)).locator(help_link.selector).inner_text() == "Billing help"


async def test_controls_under_a_modal_overlay_are_visible_but_not_top(page: Page, site: str) -> None:
    snap = await open_snapshot(page, f"{site}/observe/modal.html")
    for name in ("Delete account", "Settings", "Nickname"):
        covered = one(snap, name)
        assert covered.is_visible and not covered.is_top, name
    assert usable(snap) == {("button", "Accept all"), ("button", "Reject all")}
    assert one(snap, "Accept all").context.get("dialog") == "Cookies"


async def test_controls_under_positioned_boxes_scroll_boxes_and_modal_dialogs_are_not_top(
        page: Page, site: str) -> None:
    snap = await open_snapshot(page, f"{site}/observe/covered.html")
    for name in ("Under an absolute sheet", "Scrolled out of its box", "Ignores the pointer"):
        assert one(snap, name).is_visible and not one(snap, name).is_top, name
    assert {("button", "In the sticky banner"), ("button", "Plain button"), ("button", "Top of the scroll box"),
            ("button", "Open the dialog")} == usable(snap)
    await page.get_by_role("button", name="Open the dialog").click()
    modal = await take_snapshot(page)
    assert usable(modal) == {("button", "Confirm")}


async def test_hidden_elements_are_never_visible_and_top(page: Page, site: str) -> None:
    snap = await open_snapshot(page, f"{site}/observe/hidden.html")
    assert usable(snap) == {("button", "Shown"), ("button", "More"), ("button", "Visible again")}
    names = {e.name for e in snap.elements}
    assert "Display none" not in names and "Hidden attribute" not in names and "Inside display none" not in names
    for name in ("Visibility hidden", "Opacity zero", "Zero size", "Aria hidden", "Inside opacity zero",
                 "Inside aria hidden", "Inside visibility hidden", "Screen reader only", "Inside closed details",
                 "Inside skipped content"):
        assert not one(snap, name).is_visible, name
    assert one(snap, "More").expanded is False


async def test_in_viewport_follows_scrolling_and_the_margin(page: Page, site: str) -> None:
    snap = await open_snapshot(page, f"{site}/observe/offscreen.html")
    assert one(snap, "Near the top").in_viewport
    assert not one(snap, "Far below").in_viewport
    assert not one(snap, "Moved away").is_visible
    widened = await take_snapshot(page, viewport_margin=3000)
    assert one(widened, "Far below").in_viewport
    await page.get_by_role("button", name="Far below").scroll_into_view_if_needed()
    scrolled = await take_snapshot(page)
    assert one(scrolled, "Far below").in_viewport and not one(scrolled, "Near the top").in_viewport


async def test_clickable_things_without_a_native_role_are_interactive(page: Page, site: str) -> None:
    snap = await open_snapshot(page, f"{site}/observe/clickable.html")
    interactive = {e.name for e in snap.elements if e.is_interactive and e.is_usable}
    assert interactive == {"Inline handler", "Pointer tile with inner text", "Role button", "Focusable panel",
                           "Editable note", "Handler property", "First tab", "Dark mode", "Print", "March sales",
                           "April"}
    assert one(snap, "First tab").selected is True
    assert one(snap, "Dark mode").checked is False
    assert one(snap, "Editable note").value == "Editable note"


async def test_every_way_of_labelling_a_field_gives_its_accessible_name(page: Page, site: str) -> None:
    snap = await open_snapshot(page, f"{site}/observe/labels.html")
    expected = {
        ("textbox", "Username"),                  # label[for]
        ("textbox", "Email address"),             # wrapping label
        ("textbox", "Phone number"),              # aria-label
        ("textbox", "Password (8 characters)"),   # aria-labelledby, two ids
        ("textbox", "Postcode"),                  # title
        ("searchbox", "Search the docs"),         # placeholder
        ("combobox", "Country"), ("textbox", "About you"),
        ("radio", "Free"), ("radio", "Pro"),      # wrapping label after the control
        ("checkbox", "I agree"),                  # hidden text inside the label is not read
        ("button", "Create account"),             # input value
        ("button", "Help"),                       # image input alt
        ("button", "Settings"),                   # image alt inside a button
        ("button", "Disabled action"), ("spinbutton", "Quantity"), ("slider", "Volume"), ("button", "Edit"),
    }
    assert usable(snap) == expected


async def test_field_state_and_context_are_read(page: Page, site: str) -> None:
    snap = await open_snapshot(page, f"{site}/observe/labels.html")
    country = one(snap, "Country")
    assert (country.value, country.options) == ("Germany", ["Austria", "Germany"])
    assert one(snap, "Free").checked is True and one(snap, "Pro").checked is False
    assert one(snap, "Free").context.get("fieldset") == "Plan"
    assert one(snap, "Quantity").required and one(snap, "Quantity").value == "2"
    assert one(snap, "Disabled action").disabled
    assert one(snap, "Username").context.get("form") == "Sign up"
    rows = [e.context.get("row") for e in snap.elements if e.name == "Edit"]
    assert rows == ["Alice Edit", "Bob Edit"], "a row is known by all of its text"


async def test_a_typed_password_never_reaches_the_snapshot(page: Page, site: str) -> None:
    await page.goto(f"{site}/observe/labels.html")
    await page.locator("input[type=password]").fill("hunter2")
    snap = await take_snapshot(page)
    assert one(snap, "Password (8 characters)").value == ""
    assert "hunter2" not in snap.to_json()


async def test_only_elements_added_since_the_previous_snapshot_are_new(page: Page, site: str) -> None:
    first = await open_snapshot(page, f"{site}/observe/clickable.html")
    assert not any(e.is_new for e in first.elements)
    await page.evaluate("""() => {
        const b = document.createElement("button"); b.textContent = "Undo"; document.body.append(b); }""")
    second = await take_snapshot(page, previous=first)
    assert [e.name for e in second.elements if e.is_new] == ["Undo"]


async def test_indexes_are_unique_and_the_snapshot_is_plain_json(page: Page, site: str) -> None:
    snap = await open_snapshot(page, f"{site}/observe/labels.html")
    assert sorted(snap.by_index) == list(range(len(snap.elements)))
    data = json.loads(snap.to_json())
    assert data["title"] == "Labels" and len(data["elements"]) == len(snap.elements)


async def test_a_section_is_named_by_its_own_heading_not_by_the_first_heading_it_holds(page: Page) -> None:
    await page.set_content("<main><div><h3>Product 0</h3><button>Buy</button></div></main>"
                           "<section><h2>Checkout</h2><button>Pay</button></section>")
    snap = await take_snapshot(page)
    assert one(snap, "Buy").context == {"heading": "Product 0", "section": "main"}
    assert one(snap, "Pay").context.get("section") == "Checkout"


async def test_a_control_in_a_div_based_line_knows_the_words_of_its_line(page: Page) -> None:
    await page.set_content(
        "<aside><h2>Order</h2>"
        "<div class=line><span>Wireless Mouse</span><input type=number aria-label=Quantity>"
        "<button aria-label=Remove>×</button></div>"
        "<div class=line><span>USB-C Cable</span><input type=number aria-label=Quantity>"
        "<button aria-label=Remove>×</button></div>"
        "<div><label for=code>Discount code</label><input id=code></div></aside>")
    snap = await take_snapshot(page)
    removes = [e for e in snap.elements if e.name == "Remove"]
    assert [e.context.get("group") for e in removes] == ["Wireless Mouse", "USB-C Cable"]
    # a field's own label is its name, not the words of a group; the section is context of its own
    assert "group" not in one(snap, "Discount code").context


async def test_controls_disabled_themselves_or_by_a_disabled_fieldset_are_disabled(page: Page) -> None:
    await page.set_content("""<input aria-label="Own" disabled><input aria-label="Free">
        <fieldset disabled><legend><button>In the legend</button></legend>
          <input aria-label="Inside"><button>Send</button></fieldset>""")
    snap = await take_snapshot(page)
    assert {e.name: e.disabled for e in snap.elements} == {"Own": True, "Free": False, "In the legend": False,
                                                            "Inside": True, "Send": True}


async def test_a_field_keeps_the_name_of_a_label_the_page_hides(page: Page) -> None:
    await page.set_content("""<label for="city" style="display: none">City</label><input id="city">
        <div style="display: none"><label for="zip">Postcode</label></div><input id="zip">""")
    snap = await take_snapshot(page)
    assert [(e.name, e.label) for e in snap.elements] == [("City", "City"), ("Postcode", "Postcode")]
