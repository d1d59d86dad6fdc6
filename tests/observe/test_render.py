"""The compact text a model reads: one line per element a person could use, structure kept, and within a
character budget the lines most likely to matter (an open dialog, then the viewport) first."""

from __future__ import annotations

from playwright.async_api import Page

from plainwright.observe.snapshot import take_snapshot

LABELS = """\
# Every way of labelling
## Sign up
[2] textbox "Username"
[3] textbox "Email address"
[4] textbox "Phone number"
[5] textbox "Password (8 characters)"
[6] textbox "Postcode"
[7] searchbox "Search the docs"
[8] select "Country" = Germany
[9] textbox "About you" = Hello
[10] radio "Free" checked (fieldset: Plan)
[11] radio "Pro" (fieldset: Plan)
[12] checkbox "I agree"
[13] button "Create account"
[14] button "Help"
[15] button "Settings"
[16] button "Disabled action" disabled
[17] number "Quantity" = 2
[18] slider "Volume" = 50
[19] button "Edit" (row: Alice Edit)
[20] button "Edit" (row: Bob Edit)"""

MODAL = """\
[4] dialog "Cookies":
  [6] button "Accept all"
  [7] button "Reject all\""""

FRAMES = """\
# Frames
[1] button "Top button"
--- frame billing ---
[2] textbox "Card number" (form: Billing)
[3] button "Save card" (form: Billing)
--- frame billing>frame1 ---
[4] link "Billing help"
--- frame remote ---
[5] textbox "Coupon code"
[6] button "Apply coupon"
--- frame remote>leaf ---
[7] link "Billing help\""""

BUDGET_PAGE = """<!doctype html><title>Budget</title><body>
<h1>Orders</h1>
""" + "".join(f"<button>Visible action {i}</button>" for i in range(20)) + """
<div style="height: 3000px"></div>
""" + "".join(f"<button>Far action {i}</button>" for i in range(20)) + """
<dialog open style="position: absolute; top: 3500px"><h2>Confirm</h2><button>Confirm order</button></dialog>
</body>"""


async def test_a_form_renders_as_one_line_per_field_with_its_state_and_context(page: Page, site: str) -> None:
    await page.goto(f"{site}/observe/labels.html")
    assert (await take_snapshot(page)).render() == LABELS


async def test_a_modal_renders_alone_as_a_block_and_the_covered_page_is_left_out(page: Page, site: str) -> None:
    await page.goto(f"{site}/observe/modal.html")
    assert (await take_snapshot(page)).render() == MODAL


async def test_frames_render_under_a_line_naming_each_frame(page: Page, site: str, other_site: str) -> None:
    await page.goto(f"{site}/observe/frames.html?other={other_site}")
    assert (await take_snapshot(page)).render() == FRAMES


async def test_hidden_elements_never_reach_the_text(page: Page, site: str) -> None:
    await page.goto(f"{site}/observe/hidden.html")
    assert (await take_snapshot(page)).render() == \
        '[0] button "Shown"\n[9] button "More" collapsed\n[12] button "Visible again"'


async def test_the_budget_keeps_the_dialog_then_the_viewport_and_says_what_it_left_out(page: Page) -> None:
    await page.set_content(BUDGET_PAGE)
    snap = await take_snapshot(page)
    whole = snap.render()
    assert "Far action 19" in whole and "Confirm order" in whole
    text = snap.render(max_chars=500)
    assert len(text) <= 500 < len(whole)
    assert "Confirm order" in text and "Visible action 0" in text
    assert "Far action 0" not in text
    kept, note = text.splitlines()[:-1], text.splitlines()[-1]
    assert note == f"… {len(whole.splitlines()) - len(kept)} more lines left out"
    assert [line for line in whole.splitlines() if line in kept] == kept  # page order is kept


async def test_a_budget_larger_than_the_text_changes_nothing(page: Page, site: str) -> None:
    await page.goto(f"{site}/observe/labels.html")
    snap = await take_snapshot(page)
    assert snap.render(max_chars=len(LABELS)) == LABELS


async def test_a_heading_every_line_under_it_repeats_is_left_out_and_others_stay(page: Page) -> None:
    await page.set_content("""<title>Shop</title><h1>Shop</h1>
        <h2>Product 7</h2><button>Add Product 7 to cart</button><a href="#p7">Details of Product 7</a>
        <h2>Product 8</h2><button>Add Product 8 to cart</button><a href="#p8">Details</a>
        <h2>Delivery</h2><label>Town <input value="New York"></label><label>Floor <input value="3"></label>""")
    assert (await take_snapshot(page)).render() == """\
# Shop
[2] button "Add Product 7 to cart"
[3] link "Details of Product 7"
## Product 8
[5] button "Add Product 8 to cart"
[6] link "Details"
## Delivery
[8] textbox "Town" = "New York"
[9] textbox "Floor" = 3"""
