from playwright.async_api import Page

from plainwright.observe.snapshot import take_snapshot


async def test_snapshot_finds_the_labelled_field_and_the_button(page: Page, site: str) -> None:
    await page.goto(f"{site}/hello.html")
    snap = await take_snapshot(page)
    names = {(e.role, e.name) for e in snap.elements if e.is_interactive}
    assert ("textbox", "Your name") in names
    assert ("button", "Greet") in names
