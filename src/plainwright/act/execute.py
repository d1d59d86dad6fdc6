"""Action -> Playwright call, with Playwright's auto-waiting. Playwright errors are mapped here, at one seam."""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from urllib.parse import urljoin, urlsplit

from playwright.async_api import Error, Locator, Page, expect
from playwright.async_api import TimeoutError as PlaywrightTimeout

from plainwright.act import dialogs, tabs
from plainwright.act.frames import frame_name, shown_frames, shown_texts
from plainwright.act.locators import LocatorSpec, build_locators, to_locator
from plainwright.act.settle import settle
from plainwright.browser import boundary
from plainwright.errors import (
    AmbiguousStep,
    AssertionFailed,
    BrowserCrashed,
    ElementNotFound,
    NavigationFailed,
    NotInteractable,
    StepError,
    StepTimeout,
    UnsupportedStep,
)
from plainwright.model import Action, ActionKind
from plainwright.observe.snapshot import Element, PageSnapshot
from plainwright.understand.grammar import key_name

# What "there are 3 rows" counts: a noun -> a CSS selector of the things meant.
_COUNTED = {
    "row": "tr:has(td), [role=row]:has([role=cell]), [role=row]:has([role=gridcell])",
    "item": "li, [role=listitem], [role=option], [role=menuitem]", "entr": "li, [role=listitem], tr:has(td)",
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

_NOT_INTERACTABLE = ("intercepts pointer events", "not enabled", "element is not visible", "not editable",
                     "is disabled", "outside of the viewport", "not an <input>", "not a checkbox")


@contextmanager
def playwright_errors(sentence: str) -> Iterator[None]:
    """Turn Playwright's exceptions into plainwright's error kinds."""
    try:
        yield
    except StepError:
        raise
    except AssertionError as exc:
        raise AssertionFailed(_first_line(str(exc)), sentence=sentence) from exc
    except PlaywrightTimeout as exc:
        message = exc.message
        if any(reason in message for reason in _NOT_INTERACTABLE):
            raise NotInteractable(_first_line(_reason(message)), sentence=sentence) from exc
        raise StepTimeout(_first_line(message), sentence=sentence) from exc
    except Error as exc:
        message = exc.message
        if "has been closed" in message or "Target crashed" in message:
            raise BrowserCrashed(_first_line(message)) from exc
        if "net::ERR_" in message or "NS_ERROR" in message:
            raise NavigationFailed(_first_line(message), sentence=sentence) from exc
        if any(reason in message for reason in _NOT_INTERACTABLE):
            raise NotInteractable(_first_line(message), sentence=sentence) from exc
        raise StepTimeout(_first_line(message), sentence=sentence) from exc


def _first_line(message: str) -> str:
    return message.strip().splitlines()[0] if message.strip() else "unknown error"


def _reason(message: str) -> str:
    for line in message.splitlines():
        if any(reason in line for reason in _NOT_INTERACTABLE):
            return line.strip(" -")
    return message


async def navigate(page: Page, url: str, *, timeout_ms: float, sentence: str = "") -> None:
    """Open `url` and let it settle; a path ("/admin/orders/add/") or a relative address is taken from the
    current page. The page is usable once its document is read: an image that never loads does not fail it."""
    if urlsplit(page.url).scheme in ("http", "https") and not urlsplit(url).scheme and not url.startswith("www."):
        url = urljoin(page.url, url)
    boundary.check_address(page, url, sentence=sentence)
    with boundary.watching(page, sentence), playwright_errors(sentence):
        response = await page.goto(url, timeout=timeout_ms, wait_until="domcontentloaded")
    if response is not None and response.status >= 400:
        raise NavigationFailed(f"{url} answered HTTP {response.status}.", sentence=sentence)
    with playwright_errors(sentence):
        await settle(page, timeout_ms=timeout_ms, quiet=False)  # the next step waits for what it needs


def _text_pattern(value: str, exact: bool) -> re.Pattern[str]:
    words = r"\s+".join(re.escape(word) for word in value.split())
    return re.compile(words, 0 if exact else re.IGNORECASE)


_PLACES = _SCOPES + ", tr, [role=row], li, [role=listitem], [role=group], details"


# The texts of the parts of the page a place names: a heading's part (what follows it up to the next heading of
# its level or above), or else the innermost tables, lists, rows, sections ... that show the words.
_PLACE_TEXTS = """([words, places]) => {
  const norm = (s) => (s || "").replace(/\\s+/g, " ").trim().toLowerCase();
  const want = norm(words), texts = [];
  for (const h of document.querySelectorAll("h1, h2, h3, h4, h5, h6, [role=heading], summary, caption, legend")) {
    if (norm(h.innerText) !== want) continue;
    const level = /^H\\d$/.test(h.tagName) ? +h.tagName[1] : 7;
    let text = "", node = h.tagName === "SUMMARY" || h.tagName === "LEGEND" || h.tagName === "CAPTION"
      ? h.parentElement : h.nextElementSibling;
    if (node === h.parentElement) { texts.push(node.innerText); continue; }
    for (; node; node = node.nextElementSibling) {
      if (/^H\\d$/.test(node.tagName) && +node.tagName[1] <= level) break;
      text += " " + node.innerText;
    }
    texts.push(text);
  }
  if (texts.length) return texts;
  const holders = [...document.querySelectorAll(places)].filter((el) => norm(el.innerText).includes(want));
  return holders.filter((el) => !holders.some((o) => o !== el && el.contains(o))).map((el) => el.innerText);
}"""


async def _assert_in_place(page: Page, action: Action, place: str, timeout_ms: float) -> None:
    """"Check that "Nails" is listed under Hardware": the words, inside the part of the page the place names."""
    value = action.value or ""
    pattern, want = _text_pattern(value, action.exact), action.kind is ActionKind.ASSERT_TEXT
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        texts = await _place_texts(page, place)
        if not texts:
            raise ElementNotFound(f"No heading, table, list, row or section on the page shows {place!r}.")
        if any(pattern.search(text) for text in texts) == want:
            return
        if time.monotonic() >= deadline:
            raise AssertionFailed(f"{place!r} {'does not show' if want else 'shows'} {value!r}.")
        await asyncio.sleep(0.1)


async def _place_texts(page: Page, place: str) -> list[str]:
    """The texts of the parts of the page and of its frames that the place names."""
    texts: list[str] = []
    for frame_id, frame in await shown_frames(page):
        try:
            texts += await frame.evaluate(_PLACE_TEXTS, [place, _PLACES])
        except Error:  # a frame navigating or gone has nothing to read now; the page itself must be read
            if not frame_id:
                raise
    return texts


def _nor_frames(count: int) -> str:
    if count == 0:
        return ""
    return ", nor does the frame in it" if count == 1 else f", nor does any of the {count} frames in it"


async def _assert_shown(page: Page, action: Action, timeout_ms: float) -> str:
    """"The page shows X" / "does not show X": in the page's text or in a frame it shows, waiting as Playwright's
    expect does. Returns the id of the frame the words were found in ("" for the page itself)."""
    value = action.value or ""
    pattern, want = _text_pattern(value, action.exact), action.kind is ActionKind.ASSERT_TEXT
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        texts = await shown_texts(page)
        where = next((frame_id for frame_id, text in texts if pattern.search(text)), None)
        read = bool(texts) and texts[0][0] == ""  # the page itself, not only its frames (it may be navigating)
        if (where is not None) == want and (want or read):
            return where or ""
        if time.monotonic() >= deadline:
            if where is not None:
                raise AssertionFailed(f"{frame_name(where).capitalize()} shows {value!r}.")
            if not read:
                raise AssertionFailed(f"The page could not be read (it kept navigating) to check {value!r}.")
            raise AssertionFailed(f"The page does not show {value!r}{_nor_frames(len(texts) - 1)}.")
        await asyncio.sleep(0.1)


async def _assert_page(page: Page, action: Action, timeout_ms: float) -> list[LocatorSpec]:
    """A check of the page as a whole; a text found in a frame returns that frame's body, where replay and the
    pytest export look for it."""
    value = action.value or ""
    place = _CONTAINER_WORD.sub("", action.context or "").strip()  # "from the list" names no part: the page
    if place and action.kind in (ActionKind.ASSERT_TEXT, ActionKind.ASSERT_NO_TEXT):
        await _assert_in_place(page, action, place, timeout_ms)
        return []
    match action.kind:
        case ActionKind.ASSERT_TEXT | ActionKind.ASSERT_NO_TEXT:
            if where := await _assert_shown(page, action, timeout_ms):
                return [LocatorSpec(method="css", value="body", frame=where)]
        case ActionKind.ASSERT_TITLE:
            await expect(page, f"the title contains {value!r}").to_have_title(
                _text_pattern(value, action.exact), timeout=timeout_ms)
        case ActionKind.ASSERT_URL:
            await expect(page, f"the URL contains {value!r}").to_have_url(
                re.compile(re.escape(value)), timeout=timeout_ms)
    return []


async def _assert_element(locator: Locator, action: Action, timeout_ms: float) -> None:
    value = action.value or ""
    match action.kind:
        case ActionKind.ASSERT_VISIBLE:
            await expect(locator).to_be_visible(timeout=timeout_ms)
        case ActionKind.ASSERT_HIDDEN:
            await expect(locator).to_be_hidden(timeout=timeout_ms)
        case ActionKind.ASSERT_ENABLED:
            await expect(locator).to_be_enabled(timeout=timeout_ms)
        case ActionKind.ASSERT_DISABLED:
            await expect(locator).to_be_disabled(timeout=timeout_ms)
        case ActionKind.ASSERT_CHECKED:
            await expect(locator).to_be_checked(timeout=timeout_ms)
        case ActionKind.ASSERT_UNCHECKED:
            await expect(locator).not_to_be_checked(timeout=timeout_ms)
        case ActionKind.ASSERT_VALUE:
            wanted = _text_pattern(value, action.exact) if value else ""  # "is empty": exactly nothing
            await expect(locator).to_have_value(wanted, timeout=timeout_ms)
        case _:
            raise UnsupportedStep(f"{action.kind} needs no element")


async def _select(page: Page, locator: Locator, element: Element | None, value: str, timeout_ms: float) -> None:
    """By label, then by value, then by a case-insensitive label match; a custom combobox by its options."""
    if element is not None and element.tag != "select":
        await locator.click(timeout=timeout_ms)
        await page.get_by_role("option", name=value).first.click(timeout=timeout_ms)
        return
    options = element.options if element else []
    label = next((o for o in options if o.casefold().strip() == value.casefold().strip()), value)
    if element is not None and not element.is_visible:
        # a <select> a widget hides behind its own box: chosen directly, the widget follows its change event
        await locator.select_option(label=label, force=True, timeout=timeout_ms)
        return
    if chosen := await locator.evaluate("el => el.multiple ? [...el.selectedOptions].map(o => o.label) : null"):
        # "Select Corrine, Catherine from the list": on a multiple select each choice adds to the ones made
        await locator.select_option(label=[*chosen, label], timeout=timeout_ms)
        return
    try:
        await locator.select_option(label=value, timeout=min(timeout_ms, 1000))
        return
    except PlaywrightTimeout:
        pass
    try:
        await locator.select_option(value=value, timeout=min(timeout_ms, 1000))
        return
    except PlaywrightTimeout:
        pass
    wanted = value.casefold().strip()
    for option in options:
        if option.casefold().strip() == wanted or wanted in option.casefold():
            await locator.select_option(label=option, timeout=timeout_ms)
            return
    raise NotInteractable(f"The list has no option {value!r}; it offers: {', '.join(options[:10]) or 'none'}.")


async def _upload(page: Page, locator: Locator, value: str, timeout_ms: float) -> None:
    """A file input takes the file; any other control (a styled "Upload" button) opens a file chooser."""
    path = boundary.upload_path(page, value)  # before anything reaches the page
    if not path.is_file():
        raise UnsupportedStep(f"There is no file {value!r} to upload (looked in {Path.cwd()}).")
    if await locator.evaluate("el => el.tagName === 'INPUT' && el.type === 'file'"):
        await locator.set_input_files(path, timeout=timeout_ms)
        return
    async with page.expect_file_chooser(timeout=timeout_ms) as chooser:
        await locator.click(timeout=timeout_ms)
    await (await chooser.value).set_files(path)


async def _check(locator: Locator, checked: bool, timeout_ms: float) -> None:
    try:
        await locator.set_checked(checked, timeout=timeout_ms)
    except Error as exc:
        # Custom switches (role=switch on a div) toggle by click; set_checked refuses them.
        if "Not a checkbox or radio button" not in exc.message:
            raise
        if (await locator.get_attribute("aria-checked") == "true") != checked:
            await locator.click(timeout=timeout_ms)
        await expect(locator).to_have_attribute("aria-checked", "true" if checked else "false", timeout=timeout_ms)


_CODE_EDITORS = (".CodeMirror", ".cm-editor", ".monaco-editor", ".ace_editor")
# what a field is, in one look: its input type ("" for no value, a contenteditable), and whether a code editor holds it
_FIELD_KIND = f"el => ['value' in el ? el.type : '', !!el.closest({', '.join(_CODE_EDITORS)!r})]"
_EDITOR_AROUND = "xpath=ancestor-or-self::*[" + " or ".join(
    f"contains(concat(' ', @class, ' '), ' {name[1:]} ')" for name in _CODE_EDITORS) + "][1]"


async def _fill(page: Page, locator: Locator, text: str, timeout_ms: float) -> None:
    """Fill (or clear) a field and check that it holds the text; a date input gets the date as it takes it."""
    kind, in_editor = await locator.evaluate(_FIELD_KIND)
    if in_editor:
        await _fill_code_editor(page, locator, text, timeout_ms)
        return
    text = machine_value(kind, text)  # "05/20/2010" into a date input is "2010-05-20"
    mirrors = [] if kind else await locator.evaluate(_MIRRORS)
    await locator.fill(text, timeout=timeout_ms)
    if kind:
        await expect(locator).to_have_value(text, timeout=timeout_ms)
    elif mirrors:
        await locator.evaluate(_MIRRORED, [mirrors, MIRROR_WAIT_MS])


# A rich-text editor (Draft.js, ProseMirror, Quill ...) copies its text into a hidden field of its form a moment
# after the typing (debounced): a Save clicked at once would send the old value. After typing into one, wait
# until a hidden field of the form changes, for at most MIRROR_WAIT_MS (no hidden field changes: nothing mirrors).
MIRROR_WAIT_MS = 1000
_MIRRORS = ("el => [...(el.closest('form')?.querySelectorAll('input[type=hidden], textarea') ?? [])]"
            ".filter(f => f.type === 'hidden' || !f.offsetParent).map(f => f.value)")
_MIRRORED = f"""async (el, [before, waitMs]) => {{
    const now = () => ({_MIRRORS})(el), start = Date.now();
    while (Date.now() - start < waitMs) {{
        if (JSON.stringify(now()) !== JSON.stringify(before)) return true;
        await new Promise(resolve => setTimeout(resolve, 25));
    }}
    return false;
}}"""


async def _fill_code_editor(page: Page, locator: Locator, text: str, timeout_ms: float) -> None:
    """A code editor (CodeMirror, Monaco, Ace) keeps its text in its own model, not in a field: select all of
    it and type over it, as a person does, then check that the editor shows the text."""
    editor = locator.locator(_EDITOR_AROUND)
    await editor.click(timeout=timeout_ms)
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.press("Delete")
    if text:
        await page.keyboard.insert_text(text)
    shown = " ".join((await editor.inner_text(timeout=timeout_ms)).replace("\u200b", "").split())
    lines = [" ".join(line.split()) for line in text.splitlines() if line.strip()]
    if any(line not in shown for line in lines) or (not text and re.sub(r"[\d\s]", "", shown)):
        raise AssertionFailed(f"The editor shows {shown[:80]!r} after typing {text[:80]!r}.")


_DATE_FORMATS = {"date": ["%Y-%m-%d", "%m/%d/%Y", "%d.%m.%Y", "%d/%m/%Y", "%B %d, %Y", "%d %B %Y", "%b %d, %Y"],
                 "time": ["%H:%M", "%I:%M %p", "%I:%M%p", "%H:%M:%S", "%I %p"],
                 "month": ["%Y-%m", "%m/%Y", "%B %Y", "%b %Y"],
                 "datetime-local": ["%Y-%m-%dT%H:%M", "%Y-%m-%d %H:%M", "%m/%d/%Y %I:%M %p", "%m/%d/%Y %H:%M",
                                    "%d.%m.%Y %H:%M"]}
_MACHINE_FORMAT = {"date": "%Y-%m-%d", "time": "%H:%M", "month": "%Y-%m", "datetime-local": "%Y-%m-%dT%H:%M"}


def machine_value(input_type: str, text: str) -> str:
    """What a date, time or month input takes for what a person writes: "05/20/2010" -> "2010-05-20",
    "9:37 PM" -> "21:37". A text it cannot read is given as it is (and the value check then says so)."""
    for form in _DATE_FORMATS.get(input_type, []) if text.strip() else []:
        try:
            return datetime.strptime(text.strip().upper() if "%p" in form else text.strip(), form).strftime(
                _MACHINE_FORMAT[input_type])
        except ValueError:
            continue
    return text


_CLICK_ON_NOTHING = """() => { for (const type of ["mousedown", "mouseup", "click"])
  document.body.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: 0, clientY: 0 })); }"""
_ITEM_AROUND = "xpath=ancestor::*[self::li or self::tr or @role='row' or @role='listitem' or self::article][1]"
_REVEALED_BY_HOVER = {ActionKind.CLICK, ActionKind.DOUBLE_CLICK, ActionKind.CHECK, ActionKind.UNCHECK}


async def _reveal(locator: Locator, kind: ActionKind) -> None:
    """A control shown only while the pointer is over its item (a list row's delete button): hover the item."""
    if kind not in _REVEALED_BY_HOVER or await locator.is_visible():
        return
    item = locator.locator(_ITEM_AROUND)
    if await item.count() == 1 and await item.is_visible():
        await item.hover()


async def _act_on(page: Page, locator: Locator, action: Action, element: Element | None, timeout_ms: float) -> None:
    value = action.value or ""
    if element is None or not element.is_visible:
        await _reveal(locator, action.kind)
    match action.kind:
        case ActionKind.CLICK if element is not None and element.tag == "option":
            # an option of a list box is chosen through its list, where a choice adds to a multiple one
            await _select(page, locator.locator("xpath=ancestor::select[1]"), None, element.name, timeout_ms)
        case ActionKind.CLICK:
            await locator.click(timeout=timeout_ms)
        case ActionKind.DOUBLE_CLICK:
            await locator.dblclick(timeout=timeout_ms)
        case ActionKind.HOVER:
            await locator.hover(timeout=timeout_ms)
        case ActionKind.FILL | ActionKind.CLEAR:
            await _fill(page, locator, value if action.kind is ActionKind.FILL else "", timeout_ms)
        case ActionKind.SELECT:
            await _select(page, locator, element, value, timeout_ms)
        case ActionKind.CHECK | ActionKind.UNCHECK:
            await _check(locator, action.kind is ActionKind.CHECK, timeout_ms)
        case ActionKind.PRESS:
            await locator.press(key_name(value), timeout=timeout_ms)
        case ActionKind.SCROLL:
            await locator.scroll_into_view_if_needed(timeout=timeout_ms)
        case ActionKind.UPLOAD:
            await _upload(page, locator, value, timeout_ms)
        case ActionKind.WAIT:
            await expect(locator).to_be_visible(timeout=timeout_ms)
        case ActionKind.ASSERT_TEXT:
            await expect(locator, f"{action.target or 'the element'} shows {value!r}").to_contain_text(
                _text_pattern(value, action.exact), timeout=timeout_ms, use_inner_text=True)
        case _:
            await _assert_element(locator, action, timeout_ms)


def by_words(page: Page, words: str) -> Locator:
    """Whatever on the page shows or is named by these words: text, label, placeholder, alt text or title."""
    return (page.get_by_text(words).or_(page.get_by_label(words)).or_(page.get_by_placeholder(words))
            .or_(page.get_by_alt_text(words)).or_(page.get_by_title(words)))


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
    return None if holder is None else await holder.locator(selector).filter(visible=True).count()


async def _assert_count(page: Page, action: Action, timeout_ms: float) -> None:
    noun = (action.target or "").lower()
    selector = next((css for stem, css in _COUNTED.items() if noun.startswith(stem)), None)
    if selector is None:
        raise UnsupportedStep(f"Cannot tell what to count as {noun!r}; say rows, items, links, buttons, options ...")
    # "in the Users table"; "the results should have 6 rows" names no table: the page's
    words = _CONTAINER_WORD.sub("", action.context or "").strip()
    where = f" in the part of the page that shows {words!r}" if words else ""
    wanted, deadline = int(action.value or 0), time.monotonic() + timeout_ms / 1000
    while True:
        try:
            counted = await _counted(page, selector, words)
        except Error:  # the page is navigating: count again
            if time.monotonic() >= deadline:
                raise
            await asyncio.sleep(0.1)
            continue
        if counted == wanted:
            return
        if counted is None:
            raise ElementNotFound(f"No table, list or section on the page shows {words!r}.")
        if time.monotonic() >= deadline:
            raise AssertionFailed(f"Expected {wanted} {noun}{where}, found {counted}.")
        await asyncio.sleep(0.1)


_TWO_FRAMES = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"


async def _scroll_page(page: Page, where: str) -> None:
    if where in ("top", "bottom"):
        await page.evaluate("top => window.scrollTo(0, top ? 0 : document.documentElement.scrollHeight)",
                            where == "top")
    else:
        # the wheel scrolls whatever scrolls under the pointer (an app's inner pane too); it does not wait
        await page.mouse.wheel(0, -600 if where == "up" else 600)
        await page.evaluate(_TWO_FRAMES)


async def _act_on_text(page: Page, action: Action, timeout_ms: float) -> None:
    """Double-click or hover the one visible text that shows the words (a label no snapshot lists)."""
    words = action.target or ""
    shown = page.get_by_text(words, exact=True).filter(visible=True)
    await expect(shown.first, f"{words!r} is shown").to_be_visible(timeout=timeout_ms)
    if (count := await shown.count()) != 1:
        raise AmbiguousStep(f"{count} texts on the page show {words!r}; say which one.")
    if action.kind is ActionKind.DOUBLE_CLICK:
        await shown.dblclick(timeout=timeout_ms)
    else:
        await shown.hover(timeout=timeout_ms)


async def _history(page: Page, kind: ActionKind, timeout_ms: float) -> None:
    """The browser's Back or Forward. With nothing to go to, say so: a step must not pass having done nothing."""
    before = page.url
    moved = await (page.go_back if kind is ActionKind.GO_BACK else page.go_forward)(
        timeout=timeout_ms, wait_until="domcontentloaded")
    if moved is None and page.url == before:
        # a single-page app's history entry (a #route) moves the page without a new document
        where = "back" if kind is ActionKind.GO_BACK else "forward"
        raise NavigationFailed(f"The browser has no page to go {where} to from {before}.")


async def _act_on_page(page: Page, action: Action, timeout_ms: float) -> list[LocatorSpec]:
    """An action on the page as a whole; the locators of where a text check found its words, if in a frame."""
    value = action.value or ""
    match action.kind:
        case ActionKind.NAVIGATE:
            await navigate(page, value, timeout_ms=timeout_ms)
        case ActionKind.RELOAD:
            await page.reload(timeout=timeout_ms, wait_until="domcontentloaded")
        case ActionKind.GO_BACK | ActionKind.GO_FORWARD:
            await _history(page, action.kind, timeout_ms)
        case ActionKind.PRESS:
            # through the focused element, so that a form it submits is waited for like a click's navigation
            focused = page.locator("*:focus")
            if await focused.count() == 1:
                await focused.press(key_name(value), timeout=timeout_ms)
            else:
                await page.keyboard.press(key_name(value))
        case ActionKind.FILL:
            await page.keyboard.type(value)  # "Type "shoes"": into whatever has the focus
        case ActionKind.DOUBLE_CLICK | ActionKind.HOVER if action.target:
            await _act_on_text(page, action, timeout_ms)
        case ActionKind.WAIT if action.target:
            await expect(by_words(page, action.target).first).to_be_visible(timeout=timeout_ms)
        case ActionKind.WAIT if value == "load":
            await page.wait_for_load_state("load", timeout=timeout_ms)
        case ActionKind.WAIT:
            await page.wait_for_timeout(float(value) * 1000)  # unlike a sleep, it ends when the browser does
        case ActionKind.SCROLL:
            await _scroll_page(page, value)
        case ActionKind.ASSERT_VISIBLE:
            await expect(by_words(page, action.target or value).first,
                         f"{action.target!r} is visible").to_be_visible(timeout=timeout_ms)
        case ActionKind.ASSERT_HIDDEN:
            await expect(by_words(page, action.target or value).filter(visible=True),
                         f"{action.target!r} is hidden").to_have_count(0, timeout=timeout_ms)
        case ActionKind.ASSERT_COUNT:
            await _assert_count(page, action, timeout_ms)
        case _:
            return await _assert_page(page, action, timeout_ms)
    return []


async def perform(page: Page, action: Action, snapshot: PageSnapshot | None, *, timeout_ms: float,
                  sentence: str = "", locators: list[LocatorSpec] | None = None) -> list[LocatorSpec]:
    """Do the action; return the locators used for its element (empty for page-level actions)."""
    with boundary.watching(page, sentence), playwright_errors(sentence):
        if action.kind.answers_dialog:
            if await dialogs.answered(page, timeout_ms) is None:
                raise ElementNotFound("No browser dialog (alert, confirm, prompt) opened for this step to answer. "
                                      "Say it in the step that opens it, or in the step just after it: 'Click "
                                      "Delete and accept the dialog'.")
            return []
        if action.kind.acts_on_tabs:
            await tabs.perform(page, action, timeout_ms)
            return []
        if action.element is None and not locators:
            return await _act_on_page(page, action, timeout_ms)
        element = snapshot.by_index.get(action.element) if snapshot and action.element is not None else None
        if locators is None:
            if element is None:
                raise UnsupportedStep(f"element [{action.element}] is not on the page", sentence=sentence)
            locators = await build_locators(page, element)
        if element is not None and (element.disabled or not element.is_usable) and not action.kind.is_assertion:
            timeout_ms = min(timeout_ms, 1500)  # a covered or disabled element rarely recovers; say so fast
        locator = to_locator(page, locators[0])
        try:
            await _act_on(page, locator, action, element, timeout_ms)
        except PlaywrightTimeout as exc:
            if "intercepts pointer events" not in exc.message or action.kind.is_assertion:
                raise
            # a picker or menu the step before left open covers the element: close it as a person would, with
            # Escape or a click on nothing in particular, and act again
            await page.keyboard.press("Escape")
            await page.evaluate(_CLICK_ON_NOTHING)
            await _act_on(page, locator, action, element, timeout_ms)
        return locators
