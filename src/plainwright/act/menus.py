"""Closed menus: a control a person reaches only by opening the menu that holds it (an "Actions" menu of a row, the
page's "⋮" menu, a language menu under its "English" button, a folder of a page tree). Resolving a step opens the
menu holding, hidden, the entry the step names; acting on a locked element that is hidden opens the menu beside it.
Either way the menu is the one closed menu whose opener stands beside the hidden entry, or none when several do.
"""

from __future__ import annotations

from playwright.async_api import Error, Locator, Page

# A closed menu's opener: by its ARIA states, by the attribute Bootstrap's (and its kin's) drop-downs open by, or a
# closed disclosure's summary (a page tree's folder).
MENU_OPENER = ("[aria-haspopup]:not([aria-haspopup=false]):not([aria-expanded=true]), [aria-expanded=false], "
               "[data-toggle=dropdown]:not([aria-expanded=true]), [data-bs-toggle=dropdown]:not([aria-expanded=true]), "
               "details:not([open]) > summary")
_ITEM_AROUND = "xpath=ancestor::*[self::li or self::tr or @role='row' or @role='listitem' or self::article][1]"
# Shown to a person: laid out, and not made invisible (a closed drop-down often keeps its box and only hides).
_SHOWN = """const shown = (el) => el.getClientRects().length > 0 && (!el.checkVisibility
    || el.checkVisibility({ opacityProperty: true, visibilityProperty: true }));"""
# Of the page's closed menu openers, the one whose parent holds, hidden, an entry that says the words: its position
# among them, or -1.
_OPENER_OF_WORDS = f"""([openers, words]) => {{
  const norm = (s) => (s || "").replace(/\\s+/g, " ").trim().toLowerCase();
  {_SHOWN}
  const all = [...document.querySelectorAll(openers)];
  const holding = all.filter((opener) => shown(opener) && [...opener.parentElement.querySelectorAll(
    "a, button, li, [role^=menuitem], [role=option]")].some((el) => el !== opener && !shown(el)
      && norm(el.textContent) === words));
  return holding.length === 1 ? all.indexOf(holding[0]) : -1;
}}"""
# The hidden element's menu opener: the one shown opener in the nearest ancestor that holds any; else null.
_OPENER_BESIDE = f"""(el, openers) => {{
  {_SHOWN}
  if (shown(el)) return null;
  for (let up = el.parentElement, depth = 0; up && depth < 6; up = up.parentElement, depth++) {{
    const found = [...up.querySelectorAll(openers)].filter((opener) => !opener.contains(el) && shown(opener));
    if (found.length) return found.length === 1 ? found[0] : null;
  }}
  return null;
}}"""


async def open_menu_holding(page: Page, words: str) -> bool:
    """Open the closed menu that holds, hidden, an entry saying `words` ("Deutsch" under an "English" button):
    True when one was opened."""
    try:
        at = await page.evaluate(_OPENER_OF_WORDS, [MENU_OPENER, " ".join(words.lower().split())])
        if at < 0:
            return False
        await page.locator(MENU_OPENER).nth(at).click(timeout=2000)
    except Error:
        return False
    return True


async def hover_item_of(locator: Locator) -> bool:
    """Point at the row, list item or card the element stands in, where a person looks for the controls it shows
    only while pointed at (a list's edit, delete and star icons): True when there was one to point at."""
    item = locator.locator(_ITEM_AROUND)
    try:
        if await item.count() != 1:
            return False
        await item.hover(timeout=2000)
    except Error:
        return False
    return True


async def open_opener(opener: Locator) -> None:
    """Open a closed menu as a person does: point at it, which opens a menu that opens on hover (Ant Design's menu
    bar, whose click would not); else click it."""
    await opener.hover(timeout=2000)
    try:
        await _expanded(opener)
    except Error:
        await opener.click(timeout=2000)


async def _expanded(opener: Locator) -> None:
    """Wait a moment for the opener to say its menu is open; an Error when it does not."""
    await opener.page.wait_for_function("el => el.getAttribute('aria-expanded') === 'true'",
                                        arg=await opener.element_handle(timeout=2000), timeout=500)


async def reveal(locator: Locator) -> None:
    """A control shown only while the pointer is over its item (a list row's delete button): hover the item.
    One kept in a closed menu (a row's "Actions" menu, the page's "⋮" menu): open the menu beside it."""
    item = locator.locator(_ITEM_AROUND)
    if await item.count() == 1 and await item.is_visible():
        await item.hover()
        if await locator.is_visible():
            return
    opener = (await locator.evaluate_handle(_OPENER_BESIDE, MENU_OPENER)).as_element()
    if opener is not None:
        await opener.click(timeout=2000)
