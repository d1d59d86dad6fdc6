"""What a resolved element *is* beyond its own words: the repeated item it belongs to, known by its key.

A Delete button in a customers table is the same button in every row; what tells Grace Hopper's from Alan
Turing's is the row it sits in. `Item` records that row (or list item, option, card) by meaning: its ARIA role
(or, for a card with none, its tag and classes) and its key, the text that tells it from its siblings: the record
the step names when the item shows it, else the item's first cell or part that no sibling shows. Locators are
scoped to the item by its key (`get_by_role("row").filter(has=page.get_by_text("Grace Hopper", exact=True))`),
so a replay after the rows moved finds the named record's button, and one after the record is gone finds nothing.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from playwright.async_api import Error, FrameLocator, Locator, Page
from pydantic import BaseModel, ConfigDict, Field

from plainwright.act.seen import FACTS_JS, Seen

# The roles of items that repeat, and the elements that have them without saying so.
ITEM_SELECTORS = {
    "row": "tr, [role=row]",
    "listitem": "li, [role=listitem]",
    "option": "option, [role=option]",
    "article": "article, [role=article]",
    "treeitem": "[role=treeitem]",
}
# Items known by their structure alone (a card in a grid of divs) scope a locator only when the step names the
# record they show: otherwise a form's repeated `div.field` wrappers would scope every field in it.
_FIND_ITEM_JS = """(el, args) => {
  const [named, own, roles] = args;
  const norm = s => (s || "").replace(/\\s+/g, " ").trim();
  const low = s => norm(s).toLowerCase();
  const TAG_ROLES = {TR: "row", LI: "listitem", OPTION: "option", ARTICLE: "article"};
  const NOT_ITEMS = new Set(["TD", "TH", "TBODY", "THEAD", "TFOOT", "TABLE", "UL", "OL", "BODY", "HTML",
                             "SELECT", "LABEL", "SPAN", "A", "BUTTON", "P"]);
  const roleOf = node => node.getAttribute("role") || TAG_ROLES[node.tagName] || "";
  const alike = (a, b) => a.tagName === b.tagName && roleOf(a) === roleOf(b)
    && (roles.includes(roleOf(a)) || a.className === b.className);
  const textOf = node => norm(node.innerText !== undefined ? node.innerText : node.textContent);
  const parent = node => node.parentElement || (node.getRootNode() && node.getRootNode().host) || null;
  const ownText = low(own);
  // the parts of an item a person reads it by: a row's cells, else its headings, links and smallest texts
  function parts(item) {
    const cells = item.matches("tr, [role=row]") ? [...item.children] : [];
    const found = cells.length ? cells : [...item.querySelectorAll("*")]
      .filter(part => !part.firstElementChild || /^H[1-6]$/.test(part.tagName));
    return found.map(textOf).filter(text => text && text.length <= 80);
  }
  // the key as the page spells it, when one part of the item shows exactly that text
  function spelled(item, key) {
    const part = [item, ...item.querySelectorAll("*")].find(part => low(textOf(part)) === low(key));
    return part ? textOf(part) : null;
  }
  for (let node = parent(el); node && node.tagName !== "BODY"; node = parent(node)) {
    const up = parent(node);
    if (!up || NOT_ITEMS.has(node.tagName)) continue;
    const role = roleOf(node);
    const known = roles.includes(role);
    const siblings = [...up.children].filter(other => other !== node && alike(other, node));
    if (!siblings.length) continue;
    const shown = low(textOf(node));
    if (!shown || shown === ownText) continue;
    const others = siblings.map(other => low(textOf(other)));
    // a text of the element's own name names the element, not its record ("Click Grace Hopper", "the Email field")
    const unique = text => !ownText.includes(text) && !others.some(other => other.includes(text));
    // ("Weekend pass" beside "Weekend pass (reduced)": a sibling's text holds it, but only this item has a part
    // that says exactly that)
    const alone = text => !ownText.includes(low(text)) && spelled(node, text) !== null
      && !siblings.some(other => spelled(other, text) !== null);
    let key = named.map(norm).find(text => text && shown.includes(low(text)) && unique(low(text)))
      ?? named.map(norm).find(text => text && alone(text));
    const byName = key !== undefined;
    if (!byName && known) key = parts(node).find(text => unique(low(text))) ?? parts(node).find(alone);
    if (key === undefined) {
      if (known) return null;  // rows alike in every word: nothing but their place tells them apart
      continue;
    }
    const css = known ? "" : node.localName + [...node.classList].map(c => "." + CSS.escape(c)).join("");
    const exact = spelled(node, key);
    return {role: known ? role : "", css: css, key: exact || key, named: byName, exact: exact !== null};
  }
  return null;
}"""
# On replay: does the element still stand in the item the lock names?
_IN_ITEM_JS = """(el, item) => {
  const norm = s => (s || "").replace(/\\s+/g, " ").trim();
  const textOf = node => norm(node.innerText !== undefined ? node.innerText : node.textContent);
  const host = el.closest(item.selector);
  if (!host) return false;
  if (item.exact) return [host, ...host.querySelectorAll("*")].some(part => textOf(part) === item.key);
  return textOf(host).toLowerCase().includes(norm(item.key).toLowerCase());
}"""


class Item(BaseModel):
    """The repeated item (table row, list item, option, card) an element belongs to, and the key that tells it
    from its siblings. `exact`: the key is the whole text of one of its parts (a cell), not a piece of its text."""

    model_config = ConfigDict(extra="forbid")

    role: str = Field(default="", description="row, listitem, option, article, treeitem")
    css: str = Field(default="", description="the item's tag and classes, for an item with no role")
    key: str
    exact: bool = True
    named: bool = Field(default=False, description="the key is the record the step names")

    @property
    def selector(self) -> str:
        """A css selector for items of this kind."""
        return ITEM_SELECTORS.get(self.role, self.css) if self.role else self.css

    def within(self, scope: Page | FrameLocator | Locator, frame_scope: Page | FrameLocator) -> Locator:
        """This item on the page: `get_by_role("row").filter(has=get_by_text("Grace Hopper", exact=True))`."""
        items = scope.get_by_role(self.role) if self.role else scope.locator(self.css)  # type: ignore[arg-type]
        if self.exact:
            return items.filter(has=frame_scope.get_by_text(self.key, exact=True))
        return items.filter(has_text=self.key)

    def code(self, quote: Callable[[str], str] = json.dumps, scope: str = "page") -> str:
        """The Playwright calls that find it from `scope`, each text through `quote`."""
        items = f"get_by_role({quote(self.role)})" if self.role else f"locator({quote(self.css)})"
        if self.exact:
            return f"{items}.filter(has={scope}.get_by_text({quote(self.key)}, exact=True))"
        return f"{items}.filter(has_text={quote(self.key)})"


# The element a step resolved to, marked with a token (a property of the node, no attribute: the page sees no
# change) by the look that reads its item, so that each locator tried for it is checked in one query of its own.
MARK = 'Symbol.for("plainwright.target")'
_MARK_AND_FIND_ITEM_JS = f"""(els, [token, args]) => {{
  if (els.length !== 1) return [null, null];
  els[0][{MARK}] = token;
  return [({FACTS_JS})(els[0]), ({_FIND_ITEM_JS})(els[0], args)];
}}"""


async def mark_and_find_item(exact: Locator, token: str, named: list[str],
                             own: str) -> tuple[Seen | None, Item | None]:
    """Mark the one element `exact` finds with `token`, look at it as an action needs to (act/seen.py), and read
    the item it stands in, keyed by the first of `named` it shows and no sibling does, else by its
    distinguishing part. (None, None) when `exact` finds no element (or several); (seen, None) when it stands in
    no item, or in one that nothing tells from the others."""
    try:
        facts, found = await exact.evaluate_all(_MARK_AND_FIND_ITEM_JS, [token, [named, own, list(ITEM_SELECTORS)]])
    except Error:
        return None, None
    seen = Seen.of(facts) if facts else None
    if not found:
        return seen, None
    return seen, Item(role=found["role"], css=found["css"], key=found["key"], exact=found["exact"],
                      named=found["named"])


async def in_item(locator: Locator, item: Item) -> bool:
    """Whether the one element `locator` finds still stands in the item the lock names."""
    try:
        return bool(await locator.evaluate(_IN_ITEM_JS, {"selector": item.selector, "key": item.key,
                                                         "exact": item.exact}))
    except Error:
        return False
