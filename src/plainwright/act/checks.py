"""The checks a step makes of the page ("Verify the page shows ...", "the row for Order #6 shows Shipped", "there
are 3 rows", the title, the URL, "Saved" is visible), each read again until it holds or the step's timeout ends
(`polling.py`); checks of one element are in `element_checks.py`. A check that fails says what it expected and
what the page had at the last reading: the closest text and where it sits, the count found, the title or URL.
"""

from __future__ import annotations

import json
import re

from playwright.async_api import Error, Locator, Page

from plainwright.act import spotlight
from plainwright.act.closest import closest_in, closest_text, lines_of, locate, shows_instead
from plainwright.act.element_checks import text_pattern
from plainwright.act.frames import shown_frames, shown_texts
from plainwright.act.locators import LocatorSpec
from plainwright.act.polling import Check, Reading, until_holds
from plainwright.act.shown_text import SHOWN_TEXT
from plainwright.errors import StepTimeout, UnsupportedStep
from plainwright.model import LISTING, Action, ActionKind
from plainwright.understand.vocabulary import VOCABULARY, words

__all__ = ["FIELD_ROLES", "PLACES", "PLACE_TEXTS", "assert_count", "assert_page", "assert_words", "by_words",
           "cell_place", "place_named", "text_pattern", "wait_for_words"]

# What "there are 3 rows" counts: a noun -> a CSS selector of the things meant.
_COUNTED = {
    "row": "tr:has(td), [role=row]:has([role=cell]), [role=row]:has([role=gridcell])",
    "item": "li, [role=listitem], [role=option], [role=menuitem]",
    "entr": "li, [role=listitem], tr:has(td), [role=row]:has([role=cell]), [role=row]:has([role=gridcell])",
    "link": "a[href], [role=link]", "button": "button, input[type=submit], input[type=button], [role=button]",
    "checkbox": "input[type=checkbox], [role=checkbox]", "option": "option, [role=option]",
    "suggestion": "[role=option]", "vorschl": "[role=option]",
    "tab": "[role=tab]", "heading": "h1, h2, h3, h4, h5, h6, [role=heading]", "image": "img, [role=img]",
    "field": "input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea, select",
    "zeile": "tr:has(td), [role=row]:has([role=cell])", "eintr": "li, [role=listitem], tr:has(td)",
}
_SCOPES = ("table, [role=table], [role=grid], ul, ol, [role=list], [role=listbox], section, [role=region], form, "
           "dialog, [role=dialog], nav, aside, article, fieldset")
_CONTAINER_WORD = re.compile(r"\s*\b(?:table|list|section|form|dialog|panel|card|area|region|box|results?|tabelle|"
                             r"liste)$",
                             re.IGNORECASE)


FIELD_ROLES = frozenset({"textbox", "searchbox", "combobox", "spinbutton", "listbox"})
NAMED_CONTROLS = frozenset({"checkbox", "radio", "switch", "tab", "menuitem", "option", "slider"})


def by_words(page: Page, words: str, *, exact: bool = False, role: str | None = None) -> Locator:
    """Whatever on the page shows or is named by these words, as whole words (`text_pattern`): text, label,
    placeholder, alt text or title; for a step that names a field (`role`), a field labelled so."""
    said = text_pattern(words, exact)
    if role in FIELD_ROLES:  # "there is no Password field": the "Change password" link is none
        return page.get_by_label(said).or_(page.get_by_placeholder(said))
    if role == "heading":  # "the heading is "rf-300-trees"": a heading that says it, not any text
        return page.get_by_role("heading", name=said)
    if role in ("button", "link"):  # "the "Sign in" button is shown": a control so named (a link may look like a
        # button), not the words in a sentence
        return page.get_by_role("button", name=said).or_(page.get_by_role("link", name=said))
    if role in NAMED_CONTROLS:
        return page.get_by_role(role, name=said)  # type: ignore[arg-type]
    return (page.get_by_text(said).or_(page.get_by_label(said)).or_(page.get_by_placeholder(said))
            .or_(page.get_by_alt_text(said)).or_(page.get_by_title(said)))


async def _instead(page: Page, words: str) -> str:
    """What the page shows nearest to `words`, and where; the screenshot outlines it."""
    closest = await closest_text(page, words)
    spotlight.point(page, locate(page, closest.block) if closest is not None else None)
    return shows_instead(closest)


_POSITION = re.compile(r"row (-?\d+)$")
_CELL = re.compile(r'column "(?P<column>[^|]+)(?:\|[^"]*)?" of '
                   r'(?:row (?P<at>-?\d+)|"(?P<record>.+)"|(?P<every>every row))$')


def cell_place(column: str, row: int | str, meaning: str | None = None) -> str:
    """The place of a table's cell: under the header `column` (or, failing that, one that says what it means in
    other words: "stock" for "Bestand"), in the row at a position (1 the first, -1 the last) or in the row of a
    record (its words)."""
    named = column if meaning in (None, column.lower()) else f"{column}|{meaning}"
    return f'column "{named}" of ' + (f"row {row}" if isinstance(row, int) else f'"{row}"')


PLACES = _SCOPES + ", tr, [role=row], li, [role=listitem], [role=group], details"


# The texts of the parts of the page a place names: a heading's part (what follows it up to the next heading of
# its level or above; a heading's count, "Comments (3)", aside), or else the innermost tables, lists, rows,
# sections ... that show the words. A position ("row 2", "row -1": the last; understand/strategies/positions.py) is
# the item at that position of the page's main table or list: of the tables outside navigation, sidebars and menus
# (else of their lists, else of any), the one with the most items. The pytest export runs
# this same script, so an exported check looks where the run looked.
_LANDMARK_WORDS = json.dumps(dict(VOCABULARY.landmark_tags))
_LANDMARK_SELECTORS = json.dumps({
    "aside": "aside, [role=complementary], [class~=sidebar], [class~=side-bar], [class~=sidenav], [class~=side-nav], "
             "[class~=main-sidebar], [class~=app-sidebar], #sidebar, #sidenav",
    "nav": "nav, [role=navigation]", "header": "header, [role=banner]", "footer": "footer, [role=contentinfo]"})
PLACE_TEXTS = """([words, places]) => {
  """ + SHOWN_TEXT + """;
  const norm = (s) => (s || "").replace(/\\s+/g, " ").trim().toLowerCase();
  // "Change History (2)", "Comments: 3": a part's title with the count of what it holds is named without it
  const titled = (s) => norm(s).replace(/\\s*(?:\\(\\d+\\)|:\\s*\\d+)$/, "");
  const want = norm(words), texts = [];
  // "in the sidebar", „in der Kopfzeile“: the page's landmarks of that kind (a sidebar drawn as a div with a class
  // that says so too)
  const landmark = """ + _LANDMARK_SELECTORS + """[""" + _LANDMARK_WORDS + """[want]];
  if (landmark) return [...document.querySelectorAll(landmark)].map((el) => shownText(el));
  const position = /^row (-?\\d+)$/.exec(want);
  const lists = "table, [role=table], [role=grid], [role=treegrid], ul, ol, [role=list], [role=listbox]";
  const shown = (el) => el.getClientRects().length > 0;
  // a row people see: Ant Design's tables begin with one hidden from them that only measures the columns
  const seenRow = (el) => shown(el) && el.getAttribute("aria-hidden") !== "true";
  // the page's content, not its menus or its messages: lists and tables outside navigation, sidebars, menus and
  // status messages ("Page 'Old events' deleted." names what is no longer listed)
  const aside = "nav, aside, [role=navigation], [role=complementary], [role=banner], [role=contentinfo], "
    + "[role=menu], [role=menubar], [role=tablist], [role=status], [role=alert], [aria-live]";
  const all = [...document.querySelectorAll(lists)].filter(shown);
  const content = all.filter((list) => !list.closest(aside));
  if (want === "listing") {
    // "X is listed": in what the page lists, its text but for its menus and messages; and the lists and tables
    // of its sidebars (the participants of a project), not those of their menus
    const menus = "nav, [role=navigation], [role=menu], [role=menubar], [role=tablist], [role=status], "
      + "[role=alert], [aria-live]";
    const beside = all.filter((list) => list.closest("aside, [role=complementary]") && !list.closest(menus)
      && !list.parentElement.closest(lists));
    return [shownText(document.body, aside), ...beside.map((list) => shownText(list))];
  }
  // The rows of a table or grid, each the elements that draw it: a grid whose columns are pinned left or right
  // (AG Grid, MUI's data grid) draws a row as several [role=row] parts tied by aria-rowindex, in the order of
  // that index; any other row is one element, in the page's order.
  const partsOf = (list, found) => {
    const groups = [], byIndex = new Map();
    for (const el of found) {
      const at = el.getAttribute("aria-rowindex");
      if (at === null) { groups.push([el]); continue; }
      if (!byIndex.has(at)) { byIndex.set(at, []); groups.push(byIndex.get(at)); }
      byIndex.get(at).push(el);
    }
    return byIndex.size === found.length || !byIndex.size ? groups
      : groups.sort((a, b) => (+a[0].getAttribute("aria-rowindex") || 0) - (+b[0].getAttribute("aria-rowindex") || 0));
  };
  const partsText = (group) => group.map((el) => shownText(el)).join(" ");
  if (position) {
    const isRow = (el) => el.tagName === "TR" || el.getAttribute("role") === "row";
    const cells = ":scope > td, :scope > [role=cell], :scope > [role=gridcell]";
    // a table before a list; the content's before any
    const pool = content.length ? content : all;
    const tables = pool.filter((list) => list.matches("table, [role=table], [role=grid], [role=treegrid]"));
    let items = [];
    for (const list of tables.length ? tables : pool) {
      const own = partsOf(list, [...list.querySelectorAll("tr, [role=row], li, [role=listitem], [role=option]")]
        .filter((el) => el.parentElement.closest(lists) === list && seenRow(el)))
        .filter((group) => !isRow(group[0]) || group.some((el) => el.querySelector(cells) && !el.closest("thead")));
      if (own.length > items.length) items = own;
    }
    const n = +position[1], item = items[n > 0 ? n - 1 : items.length + n];
    return item ? [partsText(item)] : [];
  }
  const cell = /^column "(.+)" of (?:row (-?\\d+)|"(.+)"|(every row))$/.exec(want);
  if (cell) {
    // the cell under a column's header in one row of a table that has that column (of several, the one with the
    // most rows): the row at a position, or the record's own row (else the only row showing the record). A field
    // in the cell shows its value.
    const columns = cell[1].split("|"), at = cell[2] === undefined ? null : +cell[2], record = cell[3];
    const everyRow = cell[4] !== undefined;  // "the Name column contains ...": its cell in each row
    const grids = "table, [role=table], [role=grid], [role=treegrid]";
    const cellsOf = (group) => group.flatMap((row) => [...row.children].filter((c) => c.matches(
      "td, th, [role=cell], [role=gridcell], [role=columnheader], [role=rowheader]")));
    // a header row may hold a <td> (Directus' "add a field" cell): a row of the table's <thead> is never a body row
    const isBody = (row) => !row.some((part) => part.closest("thead"))
      && cellsOf(row).some((c) => c.matches("td, [role=cell], [role=gridcell]"));
    // a column's words, plural or not ("alias" for "Aliases"), in a header or a class ("balance-value")
    const stems = (text) => text.split(/[\\s_-]+/)
      .map((word) => word.length > 3 ? word.replace(/(?:es|s)$/, "") : word);
    const cellText = (c) => [shownText(c), ...[...c.querySelectorAll(
      "input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea")].map((f) => f.value)].join(" ");
    // the record's own row: a cell that says exactly the record, else the row's key (its row header, else its
    // first cell that says something) is the record with a note after it ("Alice (x1)"); "Tram | Alice, Dmitri"
    // only mentions Alice
    const keyOf = (row) => {
      const cells = cellsOf(row), header = cells.find((c) => c.matches("th[scope=row], [role=rowheader]"));
      return norm((header ? [header] : cells).map((c) => shownText(c)).find((t) => /[\\p{L}\\p{N}]/u.test(t)));
    };
    const owns = (row) => {
      const key = keyOf(row);
      return cellsOf(row).some((c) => norm(shownText(c)) === record)
        || key.startsWith(record) && !/[\\p{L}\\p{N}]/u.test(key.charAt(record.length));
    };
    const rowsOf = (table) => partsOf(table, [...table.querySelectorAll("tr, [role=row]")]
      .filter((row) => row.parentElement.closest(grids) === table && seenRow(row)));
    const underHeader = (tables) => {
      let best = null;
      for (const table of tables) {
        const rows = rowsOf(table);
        const head = rows.find((row) => cellsOf(row).length && !isBody(row));
        if (!head) continue;
        const headers = cellsOf(head).map((c) => titled(shownText(c)).replace(/[:\\s]+$/, ""));
        let index = -1;
        for (const name of columns) {  // the column as the step says it, then in the words it means ("stock")
          index = headers.indexOf(name);
          if (index < 0) {  // "email" for "Email address", "alias" for "Aliases": the one header with every word
            const fits = headers.flatMap((h, i) => stems(name).every((w) => stems(h).includes(w)) ? [i] : []);
            if (fits.length === 1) index = fits[0];
          }
          if (index >= 0) break;
        }
        const body = rows.filter(isBody);
        if (index >= 0 && (!best || body.length > best.body.length)) best = { index, body };
      }
      if (!best) return null;
      let found;
      if (everyRow) {
        found = best.body;
      } else if (at !== null) {
        found = [best.body[at > 0 ? at - 1 : best.body.length + at]].filter(Boolean);
      } else {
        const holding = best.body.filter((row) => norm(partsText(row)).includes(record));
        const own = holding.filter(owns);
        found = own.length === 1 ? own : !own.length && holding.length === 1 ? holding : [];
      }
      return found.map((row) => cellsOf(row)[best.index]).filter(Boolean).map(cellText);
    };
    // no header names the column: a cell whose class does (Django's "field-total", Flask-Admin's "col-total",
    // "balance-value"), in the record's own row
    const byClass = (tables) => {
      if (at !== null || everyRow) return null;
      const named = (c) => columns.some((name) => stems(name)
        .every((w) => stems((c.getAttribute("class") || "").toLowerCase()).includes(w)));
      const rows = tables.flatMap(rowsOf).filter((row) => owns(row) && cellsOf(row).some(named));
      return rows.length === 1 ? cellsOf(rows[0]).filter(named).map(cellText) : null;
    };
    // the page's content first; a table beside it (a sidebar's balances) when no content table has the column
    const tables = all.filter((list) => list.matches(grids));
    const inContent = tables.filter((table) => content.includes(table));
    const beside = tables.filter((table) => !content.includes(table));
    return underHeader(inContent) ?? underHeader(beside) ?? byClass(inContent) ?? byClass(beside) ?? [];
  }
  // A heading's part: the largest element around it that holds no other heading of its level or above (a card, an
  // article, a product row whose title is nested in columns), else what follows it up to the next such heading
  const headings = "h1, h2, h3, h4, h5, h6, [role=heading]";
  const levelOf = (el) => /^H\\d$/.test(el.tagName) ? +el.tagName[1] : +(el.getAttribute("aria-level") || 2);
  const endsPart = (el, h, level) => [...(el.matches(headings) ? [el] : []), ...el.querySelectorAll(headings)]
    .some((o) => o !== h && levelOf(o) <= level);
  for (const h of document.querySelectorAll(headings + ", summary, caption, legend")) {
    if (norm(h.innerText) !== want && titled(h.innerText) !== want) continue;
    if (!h.matches(headings)) { texts.push(shownText(h.parentElement)); continue; }
    const level = levelOf(h);
    let top = h;
    while (top.parentElement && top.parentElement !== document.body && !endsPart(top.parentElement, h, level)) {
      top = top.parentElement;
    }
    if (top !== h && norm(shownText(top)) !== norm(shownText(h))) { texts.push(shownText(top)); continue; }
    let text = "";
    for (let node = top.nextElementSibling; node && !endsPart(node, h, level); node = node.nextElementSibling) {
      text += " " + shownText(node);
    }
    texts.push(text);
  }
  if (texts.length) return texts;
  // "is listed in the journal" on the page whose title is "Journal - Miller Household": the page itself, its
  // content, not the word "Journal" its header shows
  if (document.title.split(/\\s+[-\u2013\u2014|\u00b7:]\\s+/).map(norm).includes(want)) {
    return [shownText(document.body, aside)];
  }
  const read = new Map([...document.querySelectorAll(places)].map((el) => [el, shownText(el)]));
  const holders = [...read.keys()].filter((el) => norm(read.get(el)).includes(want));
  const innermost = holders.filter((el) => !holders.some((o) => o !== el && el.contains(o)));
  // the record's own part before one that only mentions it, or a look-alike's ("Weekend pass (reduced)" for
  // "Weekend pass"): the innermost part whose key (a row's first cell that says something, else its first heading,
  // else its first line) is the record, else the record with a note after it ("Dmitri (x1)")
  const keyOf = (el) => {
    const first = (el.matches("tr, [role=row]") ? [...el.children] : [...el.querySelectorAll(
      "h1, h2, h3, h4, h5, h6, [role=heading], strong, b")]).map((c) => norm(shownText(c))).find((t) => t);
    return first || norm(read.get(el).split("\\n")[0]);
  };
  // the record's own part may hold a look-alike's smaller one: the quota "Parking" is a row whose products cell
  // lists "Parking ticket"
  const own = holders.filter((el) => keyOf(el) === want);
  const exact = own.filter((el) => !own.some((o) => o !== el && el.contains(o)));
  const noted = innermost.filter((el) => keyOf(el).startsWith(want)
    && !/[\\p{L}\\p{N}]/u.test(keyOf(el).charAt(want.length)));
  return (exact.length ? exact : noted.length ? noted : innermost).map((el) => read.get(el));
}"""


async def _place_texts(page: Page, place: str) -> list[str]:
    """The texts of the parts of the page and of its frames that the place names."""
    texts: list[str] = []
    for frame_id, frame in await shown_frames(page):
        try:
            texts += await frame.evaluate(PLACE_TEXTS, [place, PLACES])
        except Error:  # a frame navigating or gone has nothing to read now; the page itself must be read
            if not frame_id:
                raise
    return texts


def _row_at(at: int) -> str:
    return "the last row" if at == -1 else f"row {at}"


class TextInPlace(Check):
    """"Check that "Nails" is listed under Hardware", "the row for Order #6 shows Shipped": the words, inside the
    part of the page the place names. A place not on the page yet (rows still loading) is waited for too."""

    def __init__(self, page: Page, action: Action, place: str) -> None:
        self.page, self.place, self.value = page, place, action.value or ""
        self.pattern, self.wants = text_pattern(self.value, action.exact), action.kind is ActionKind.ASSERT_TEXT
        self.texts: list[str] = []

    @property
    def said(self) -> str:
        """The place as a failure names it: 'Hardware', or a position: row 2 of the page's main table or list."""
        if position := _POSITION.match(self.place):
            return f"{_row_at(int(position.group(1)))} of the page's main table or list"
        if cell := _CELL.match(self.place):
            if cell["every"]:
                return f"the {cell['column']!r} column"
            row = _row_at(int(cell["at"])) if cell["at"] else f"the row of {cell['record']!r}"
            return f"the {cell['column']!r} column in {row}"
        return "the page (its menus and messages aside)" if self.place == LISTING else repr(self.place)

    @property
    def expected(self) -> str:
        return f"{self.said} {'to show' if self.wants else 'not to show'} {self.value!r}"

    async def read(self) -> Reading:
        self.texts = await _place_texts(self.page, self.place)
        if not self.texts:
            if cell := _CELL.match(self.place):
                row = _row_at(int(cell["at"])) if cell["at"] else f"one row of {cell['record']!r}"
                missing = f"a table with a {cell['column']!r} column" + ("" if cell["every"] else f", and {row} in it")
            elif _POSITION.match(self.place):
                missing = f"the page's main table or list to have {self.said}"
            else:
                missing = f"a heading, table, list, row or section that shows {self.place!r}"
            return Reading(holds=False, missing=missing)
        return Reading(holds=any(self.pattern.search(text) for text in self.texts) == self.wants)

    async def instead(self, last: Reading) -> str:
        if last.missing:
            return await _instead(self.page, self.place)
        return shows_instead(closest_in(self.value, lines_of(self.texts)))


class ShownText(Check):
    """"The page shows X" / "does not show X": in the page's text or in a frame it shows. `found_in` is the id
    of the frame the words were found in ("" for the page itself)."""

    def __init__(self, page: Page, action: Action) -> None:
        self.page, self.value = page, action.value or ""
        self.pattern, self.wants = text_pattern(self.value, action.exact), action.kind is ActionKind.ASSERT_TEXT
        self.found_in = ""

    @property
    def expected(self) -> str:
        return f"the page {'to show' if self.wants else 'not to show'} {self.value!r}"

    async def read(self) -> Reading:
        texts = await shown_texts(self.page)
        where = next((frame_id for frame_id, text in texts if self.pattern.search(text)), None)
        self.found_in = where or ""
        page_read = bool(texts) and texts[0][0] == ""  # not only its frames: the page itself may be navigating
        if (where is not None) == self.wants and (self.wants or page_read):
            return Reading(holds=True)
        return Reading(holds=False, actual="" if page_read else "the page could not be read: it kept navigating")

    async def instead(self, last: Reading) -> str:
        return last.actual or await _instead(self.page, self.value)


class PageTitle(Check):
    """"The title is ...": the words in the page's title."""

    def __init__(self, page: Page, action: Action) -> None:
        self.page, self.value, self.pattern = page, action.value or "", text_pattern(action.value or "", action.exact)

    @property
    def expected(self) -> str:
        return f"the title to contain {self.value!r}"

    async def read(self) -> Reading:
        title = await self.page.title()
        return Reading(holds=bool(self.pattern.search(title)), actual=f"it is {title!r}")


class PageUrl(Check):
    """"The URL contains ...": the words, as written, in the page's address."""

    def __init__(self, page: Page, action: Action) -> None:
        self.page, self.value = page, action.value or ""

    @property
    def expected(self) -> str:
        return f"the URL to contain {self.value!r}"

    async def read(self) -> Reading:
        return Reading(holds=self.value in self.page.url, actual=f"it is {self.page.url!r}")


_COLUMN_NAMED = re.compile(rf"^(?:(?P<before>.+?)\s+(?:{words('column_nouns')})|(?:{words('column_nouns')})\s+"
                           rf"(?P<after>.+))$", re.IGNORECASE)


def place_named(context: str | None) -> str:
    """The part of the page a check of the page's text is about ("the row for Order #6" -> "Order #6", "the Name
    column" -> the cells under the header "Name" in every row); "" for the page as a whole ("from the list" names
    no part)."""
    place = _CONTAINER_WORD.sub("", context or "").strip()
    if not _CELL.match(place) and (column := _COLUMN_NAMED.match(place)):
        return f'column "{(column["before"] or column["after"]).strip(chr(34))}" of every row'
    return place


async def assert_page(page: Page, action: Action, timeout_ms: float) -> list[LocatorSpec]:
    """A check of the page as a whole; a text found in a frame returns that frame's body, where replay and the
    pytest export look for it."""
    place = place_named(action.context)
    if place and action.kind in (ActionKind.ASSERT_TEXT, ActionKind.ASSERT_NO_TEXT):
        await until_holds(TextInPlace(page, action, place), timeout_ms=timeout_ms)
        return []
    match action.kind:
        case ActionKind.ASSERT_TEXT | ActionKind.ASSERT_NO_TEXT:
            shown = ShownText(page, action)
            await until_holds(shown, timeout_ms=timeout_ms)
            if shown.found_in:
                return [LocatorSpec(method="css", value="body", frame=shown.found_in)]
        case ActionKind.ASSERT_TITLE:
            await until_holds(PageTitle(page, action), timeout_ms=timeout_ms)
        case ActionKind.ASSERT_URL:
            await until_holds(PageUrl(page, action), timeout_ms=timeout_ms)
    return []


class WordsShown(Check):
    """"Verify "Saved" is visible" / "is hidden": whatever shows or is named by the words."""

    def __init__(self, page: Page, words: str, *, wants: bool = True, exact: bool = False,
                 role: str | None = None) -> None:
        self.page, self.words, self.wants = page, words, wants
        self.shown = by_words(page, words, exact=exact, role=role)

    @property
    def expected(self) -> str:
        return f"{self.words!r} {'to be visible' if self.wants else 'to be hidden'}"

    async def read(self) -> Reading:
        if self.wants:
            return Reading(holds=await self.shown.first.is_visible())
        return Reading(holds=not await self.shown.filter(visible=True).count(), actual="it is visible")

    async def instead(self, last: Reading) -> str:
        if not self.wants:
            spotlight.point(self.page, self.shown.filter(visible=True).first)
            return last.actual
        if await self.shown.count():
            return "it is on the page but hidden"
        return "nothing shows or is named so: " + await _instead(self.page, self.words)


class WordsAppear(WordsShown):
    """"Wait for "Saved" to appear": whatever shows or is named by the words, visible."""

    @property
    def expected(self) -> str:
        return f"{self.words!r} to appear"

    async def instead(self, last: Reading) -> str:
        return f"it did not; {await _instead(self.page, self.words)}"


async def assert_words(page: Page, action: Action, timeout_ms: float) -> None:
    """"Verify "Saved" is visible" / "is hidden": whatever shows or is named by the words."""
    check = WordsShown(page, action.target or action.value or "", wants=action.kind is ActionKind.ASSERT_VISIBLE,
                       exact=action.exact, role=action.role)
    await until_holds(check, timeout_ms=timeout_ms)


async def wait_for_words(page: Page, words: str, timeout_ms: float, *, exact: bool = False) -> None:
    """"Wait for "Saved" to appear": whatever shows or is named by the words, visible; in time, else `timeout`."""
    await until_holds(WordsAppear(page, words, exact=exact), timeout_ms=timeout_ms, failure=StepTimeout)


async def _counted(page: Page, selector: str, words: str) -> int | None:
    """How many things `selector` finds shown on the page and in its frames, or in the last part of them that
    shows `words`; None when no part shows them."""
    total, holder = 0, None
    for frame_id, frame in await shown_frames(page):
        try:
            if not words:
                total += await frame.locator(selector).filter(visible=True).count()
                continue
            holders = frame.locator(_SCOPES).filter(has_text=re.compile(re.escape(words), re.IGNORECASE))
            if await holders.count():
                holder = holders.last
        except Error:  # a frame navigating or gone has nothing to count now; the page itself must be counted
            if not frame_id:
                raise
    if not words:
        return total
    if holder is not None:
        spotlight.point(page, holder)
    return None if holder is None else await holder.locator(selector).filter(visible=True).count()


class Count(Check):
    """"There are 3 rows in the Users table": the things the noun means, in the part of the page that shows the
    words (a table, list or section), else on the whole page."""

    def __init__(self, page: Page, action: Action) -> None:
        self.noun = (action.target or "").lower()
        selector = next((css for stem, css in _COUNTED.items() if self.noun.startswith(stem)), None)
        if selector is None:
            raise UnsupportedStep(f"Cannot tell what to count as {self.noun!r}; say rows, items, links, buttons, "
                                  "options ...")
        self.page, self.selector, self.wanted = page, selector, int(action.value or 0)
        # "in the Users table"; "the results should have 6 rows" names no table: the page's
        self.words = _CONTAINER_WORD.sub("", action.context or "").strip()

    @property
    def expected(self) -> str:
        where = f" in the part of the page that shows {self.words!r}" if self.words else ""
        return f"{self.wanted} {self.noun}{where}"

    async def read(self) -> Reading:
        counted = await _counted(self.page, self.selector, self.words)
        if counted is None:
            return Reading(holds=False, missing=f"a table, list or section that shows {self.words!r}")
        return Reading(holds=counted == self.wanted, actual=f"there {'is' if counted == 1 else 'are'} {counted}")

    async def instead(self, last: Reading) -> str:
        return await _instead(self.page, self.words) if last.missing else last.actual


async def assert_count(page: Page, action: Action, timeout_ms: float) -> None:
    await until_holds(Count(page, action), timeout_ms=timeout_ms)
