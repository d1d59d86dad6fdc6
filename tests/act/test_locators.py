"""Locators for a resolved element: unique, in Playwright's order of preference, with a fingerprint."""

from __future__ import annotations

from playwright.async_api import Page

from plainwright.act.locators import build_locators, find_locked, fingerprint, guarded, to_locator
from plainwright.observe.snapshot import Element, take_snapshot


async def _element(page: Page, role: str, name: str, nth: int = 0) -> Element:
    snapshot = await take_snapshot(page)
    return [e for e in snapshot.elements if e.role == role and e.name == name][nth]


async def test_the_two_best_unique_locators_are_kept_in_playwrights_order(page: Page, site: str) -> None:
    await page.goto(f"{site}/forms/login.html")
    username = await _element(page, "textbox", "Username")
    assert [str(spec) for spec in (await build_locators(page, username))[0]] == [
        'get_by_role("textbox", name="Username", exact=True)', 'get_by_label("Username", exact=True)']


async def test_a_locator_that_matches_two_elements_is_left_out(page: Page, site: str) -> None:
    await page.goto(f"{site}/ambiguity/two-save-buttons.html")
    second_save = await _element(page, "button", "Save", nth=1)
    specs, _ = await build_locators(page, second_save)
    assert all(spec.method != "role" for spec in specs)
    assert await page.locator(specs[0].value).count() == 1
    await page.locator(specs[0].value).click()
    assert await page.locator("#log").inner_text() == "billing saved"


async def test_a_test_id_comes_first_and_the_fingerprint_names_the_element(page: Page) -> None:
    await page.set_content('<form aria-label="Checkout"><h2>Pay</h2>'
                           '<button id="pay" class="x1" data-testid="pay-now" type="submit">Pay now</button></form>')
    button = await _element(page, "button", "Pay now")
    specs, _ = await build_locators(page, button)
    assert [spec.method for spec in specs] == ["test_id", "role"]
    print_ = fingerprint(button, specs)
    assert (print_.tag, print_.role, print_.name) == ("button", "button", "Pay now")
    assert print_.attrs == {"id": "pay", "data-testid": "pay-now", "type": "submit"}
    assert print_.context.get("form") == "Checkout"


async def test_find_locked_names_what_drifted(page: Page) -> None:
    await page.set_content('<button id="save">Save</button>')
    button = await _element(page, "button", "Save")
    specs, _ = await build_locators(page, button)
    print_ = fingerprint(button, specs)
    found, _ = await find_locked(page, specs, print_)
    assert found == specs[0]
    await page.set_content('<button id="store">Save</button>')
    found, reasons = await find_locked(page, specs, print_)
    assert found is None
    assert "id 'save' -> 'store'" in reasons[0]
    await page.set_content('<button id="save">Save</button><button>Save</button>')
    found, _ = await find_locked(page, specs, print_)
    assert found is not None and found.method == "css", "the id still finds the one locked button"


async def test_a_guarded_locator_finds_the_element_only_while_it_fits_its_fingerprint(page: Page) -> None:
    await page.set_content('<button id="save" class="a">Save</button>')
    button = await _element(page, "button", "Save")
    specs, _ = await build_locators(page, button)
    fast = guarded(specs, fingerprint(button, specs))
    assert fast is not None
    assert await to_locator(page, fast).count() == 1
    await page.set_content('<button id="save" class="b">Save</button>')
    assert await to_locator(page, fast).count() == 1, "a new class is no drift"
    await page.set_content('<button id="store">Save</button>')
    assert await to_locator(page, fast).count() == 0


_ICON_NAV = """<style>i[data-icon]::after {{ content: attr(data-icon); }}</style>{wrap}<nav>
<a href="#articles"><i data-icon="article"></i> Articles</a><a href="#authors"><i data-icon="person"></i> Authors</a>
{more}</nav>{unwrap}"""


async def test_a_name_an_icon_font_adds_to_is_found_by_its_words_not_by_its_place(page: Page) -> None:
    """Playwright reads the glyph name CSS draws ("article Articles"), which no whole-name locator says; a
    locator by part of the name still finds the link after the navigation is drawn anew in another place."""
    await page.set_content(_ICON_NAV.format(wrap="", unwrap="", more=""))
    articles = await _element(page, "link", "Articles")
    specs, _ = await build_locators(page, articles)
    assert str(specs[0]) == 'get_by_role("link", name="Articles").filter(has_text=re.compile("^\\\\s*Articles\\\\s*$"))'
    print_ = fingerprint(articles, specs)
    await page.set_content(_ICON_NAV.format(wrap="<div><header>News</header><div>", unwrap="</div></div>", more=""))
    found, _ = await find_locked(page, specs, print_)
    assert found == specs[0]
    await to_locator(page, found).click()
    assert page.url.endswith("#articles")


async def test_part_of_a_name_finds_only_an_element_that_shows_the_whole_of_it(page: Page) -> None:
    await page.set_content(_ICON_NAV.format(wrap="", unwrap="", more='<a href="#old">Archived articles</a>'))
    articles = await _element(page, "link", "Articles")
    specs, _ = await build_locators(page, articles)
    assert specs[0].method == "role" and not specs[0].exact
    await to_locator(page, specs[0]).click()
    assert page.url.endswith("#articles")


async def test_a_whole_name_that_finds_the_element_is_not_said_twice(page: Page) -> None:
    await page.set_content("<nav><a href='#a'>Articles</a></nav>")
    articles = await _element(page, "link", "Articles")
    specs, _ = await build_locators(page, articles)
    assert str(specs[0]) == 'get_by_role("link", name="Articles", exact=True)'
    assert [spec.method for spec in specs[1:]] == ["css"], "its place comes next, not the same name said loosely"


async def test_part_of_a_name_never_finds_another_element_on_replay(page: Page) -> None:
    # locked on "Articles", whose name the icon font lengthens; the page then shows "Archived articles" alone
    await page.set_content(_ICON_NAV.format(wrap="", unwrap="", more=""))
    articles = await _element(page, "link", "Articles")
    specs, _ = await build_locators(page, articles)
    print_ = fingerprint(articles, specs)
    fast = guarded(specs, print_)
    assert fast is not None
    await page.set_content('<style>i[data-icon]::after { content: attr(data-icon); }</style>'
                           '<nav><a href="#old"><i data-icon="article"></i> Archived articles</a></nav>')
    assert await to_locator(page, fast).count() == 0, "acting at once checks what the link shows"
    found, reasons = await find_locked(page, specs, print_)
    assert found is None
    assert reasons[0].endswith("finds 0 elements")
    assert reasons[1].endswith("shows 'Archived articles', not 'Articles'"), "nor by its place"
