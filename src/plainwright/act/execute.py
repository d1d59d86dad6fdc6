"""Action -> Playwright call, with Playwright's auto-waiting. Playwright errors are mapped here, at one seam."""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from urllib.parse import urljoin, urlsplit

from playwright.async_api import Error, Locator, Page, expect
from playwright.async_api import TimeoutError as PlaywrightTimeout

from plainwright.act import dialogs, drop_down, pressed, spotlight, tabs
from plainwright.act.checks import assert_count, assert_page, assert_words, wait_for_words
from plainwright.act.element_checks import assert_element, expected_of, wait_for_element
from plainwright.act.locators import LocatorSpec, Naming, build_locators, to_locator
from plainwright.act.menus import reveal
from plainwright.act.seen import CODE_EDITORS, SHOWN_JS, Control, Seen, look
from plainwright.act.settle import settle, standing_still, watch_page
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

_NOT_INTERACTABLE = ("intercepts pointer events", "not enabled", "element is not visible", "not editable",
                     "is disabled", "outside of the viewport", "not an <input>", "not a checkbox")


@contextmanager
def playwright_errors(sentence: str, expected: str | None = None) -> Iterator[None]:
    """Turn Playwright's exceptions into plainwright's error kinds; `expected` is what the block was to do (the
    failure's `expected`), and what Playwright saw instead becomes its `actual`."""
    try:
        yield
    except StepError:
        raise
    except AssertionError as exc:
        raise _mapped(AssertionFailed, str(exc), str(exc), sentence, expected) from exc
    except PlaywrightTimeout as exc:
        message = exc.message
        if any(reason in message for reason in _NOT_INTERACTABLE):
            raise _mapped(NotInteractable, _reason(message), message, sentence, expected) from exc
        raise _mapped(StepTimeout, message, message, sentence, expected) from exc
    except Error as exc:
        message = exc.message
        if "has been closed" in message or "Target crashed" in message:
            raise BrowserCrashed(_first_line(message)) from exc
        if "net::ERR_" in message or "NS_ERROR" in message:
            raise _mapped(NavigationFailed, message, message, sentence, expected) from exc
        if any(reason in message for reason in _NOT_INTERACTABLE):
            raise _mapped(NotInteractable, message, message, sentence, expected) from exc
        raise _mapped(StepTimeout, message, message, sentence, expected) from exc


def _mapped(kind: type[StepError], said: str, message: str, sentence: str, expected: str | None) -> StepError:
    """The error of `kind`: the first line of what Playwright `said`, and what it saw instead as the `actual`."""
    return kind(_first_line(said), sentence=sentence, expected=expected, actual=_what_happened(message))


def _first_line(message: str) -> str:
    return message.strip().splitlines()[0] if message.strip() else "unknown error"


def _reason(message: str) -> str:
    for line in message.splitlines():
        if any(reason in line for reason in _NOT_INTERACTABLE):
            return line.strip(" -")
    return message


_NET_ERROR = re.compile(r"\b(?:net::ERR_\w+|NS_ERROR_\w+)")
_WAITED_FOR = re.compile(r"^\s*- waiting for (.+)$", re.MULTILINE)


def _what_happened(message: str) -> str:
    """What Playwright saw instead of what it was asked for, from its message and call log: the reason it kept
    retrying (the element is disabled, another element covers it), the element it never found, the browser's
    network error."""
    if found := _NET_ERROR.search(message):
        return f"the browser could not open it: {found.group(0)}"
    reasons = [line.strip(" -") for line in message.splitlines() if any(r in line for r in _NOT_INTERACTABLE)]
    if reasons:
        last = reasons[-1]
        return f"it {last.removeprefix('element ')}" if last.startswith("element ") else f"{last} (it covers it)"
    if "locator resolved to" not in message and (waited := _WAITED_FOR.findall(message)):
        return f"nothing on the page matches {waited[-1].strip()}"
    return f"it did not happen: {_first_line(message)}"


async def navigate(page: Page, url: str, *, timeout_ms: float, sentence: str = "") -> None:
    """Open `url` and let it settle; a path ("/admin/orders/add/") or a relative address is taken from the
    current page. The page is usable once its document is read: an image that never loads does not fail it."""
    if urlsplit(page.url).scheme in ("http", "https") and not urlsplit(url).scheme and not url.startswith("www."):
        url = urljoin(page.url, url)
    boundary.check_address(page, url, sentence=sentence)
    expected = f"{url} to open within {timeout_ms / 1000:g} s"
    with boundary.watching(page, sentence), playwright_errors(sentence, expected):
        # the page is watched from this document on; its watcher is set up while the address opens
        _, response = await asyncio.gather(watch_page(page),
                                           page.goto(url, timeout=timeout_ms, wait_until="domcontentloaded"))
    if response is not None and response.status >= 400:
        raise NavigationFailed(f"{url} answered HTTP {response.status}.", sentence=sentence, expected=f"{url} to open",
                               actual=f"it answered HTTP {response.status}")
    with playwright_errors(sentence, expected):
        await settle(page, timeout_ms=timeout_ms, quiet=False)  # the next step waits for what it needs


# The options a list's choice of `wanted` selects, as a person means it: the option so labelled, else so valued,
# else the one labelled so in any case or holding the words; in a multiple list, beside the ones chosen already.
# None fits: []. One rule for the run, its replay and the pytest export (which runs this script as well).
OPTION_LABELS = """(el, wanted) => {
  const fold = (text) => text.trim().toLowerCase(), want = fold(wanted), options = [...el.options];
  const option = options.find((o) => o.label === wanted) || options.find((o) => o.value === wanted)
    || options.find((o) => fold(o.label) === want || o.label.toLowerCase().includes(want));
  if (!option) return [];
  const chosen = el.multiple ? [...el.selectedOptions].map((o) => o.label) : [];
  return [...new Set([...chosen, option.label])];
}"""


async def _select(page: Page, locator: Locator, seen: Seen, value: str, timeout_ms: float) -> None:
    """A native list by OPTION_LABELS, on the live list (a replayed step has no snapshot to read options from),
    once an option so labelled or valued has had a moment to load; a custom combobox by its options."""
    if not seen.native_list:
        await drop_down.choose(page, locator, value, timeout_ms)
        return
    hidden = not seen.visible  # a widget's own box stands over it: chosen directly
    if not hidden and not seen.multiple and await _chose_exactly(locator, value, timeout_ms):
        return
    labels: list[str] = await locator.evaluate(OPTION_LABELS, value)
    if not labels:
        offered: list[str] = await locator.evaluate("el => [...el.options].map(o => o.label)")
        raise NotInteractable.unmet(f"the list to offer {value!r}",
                                    f"it offers {', '.join(offered[:10]) or 'nothing'}")
    await locator.select_option(label=labels, force=hidden, timeout=timeout_ms)


async def _chose_exactly(locator: Locator, value: str, timeout_ms: float) -> bool:
    """The option labelled `value`, else the one valued so, each given a moment to appear (a list a request
    fills); False when neither came."""
    for by_label in (True, False):
        try:
            if by_label:
                await locator.select_option(label=value, timeout=min(timeout_ms, 1000))
            else:
                await locator.select_option(value=value, timeout=min(timeout_ms, 1000))
            return True
        except PlaywrightTimeout:
            continue
    return False


async def _upload(page: Page, locator: Locator, seen: Seen, value: str, timeout_ms: float) -> None:
    """A file input takes the file; any other control (a styled "Upload" button) opens a file chooser."""
    path = boundary.upload_path(page, value)  # before anything reaches the page
    if not path.is_file():
        raise UnsupportedStep(f"There is no file {value!r} to upload (looked in {Path.cwd()}).",
                              expected=f"a file {value!r} to upload", actual=f"there is none in {Path.cwd()}")
    if seen.file_input:
        await locator.set_input_files(path, timeout=timeout_ms)
        return
    async with page.expect_file_chooser(timeout=timeout_ms) as chooser:
        await locator.click(timeout=timeout_ms)
    await (await chooser.value).set_files(path)


# A tick box drawn by its label (the input itself hidden, the label's ::before drawn as the box): the label a
# person clicks, when the box is hidden and a label of it is shown.
SHOWN_LABEL = "(box) => [...(box.labels || [])].find((label) => label.getClientRects().length > 0) || null"
# The label drawing the box, or null when the box is shown.
_LABEL_DRAWING = f"(box) => ({SHOWN_JS})(box) ? null : ({SHOWN_LABEL})(box)"


# How a box is drawn: "pressed:true"/"pressed:false" for one that says its state in aria-pressed, not aria-checked
# (Directus' <button role="checkbox" aria-pressed>, whose state Playwright's set_checked does not read); "label" for
# one drawn by its label; "" for a box of its own.
_BOX_DRAWN = ("(box) => !box.hasAttribute('aria-checked') && box.hasAttribute('aria-pressed') ? "
              f"'pressed:' + box.getAttribute('aria-pressed') : ({_LABEL_DRAWING})(box) ? 'label' : ''")


async def _check(locator: Locator, checked: bool, timeout_ms: float) -> None:
    drawn: str = await locator.evaluate(_BOX_DRAWN, timeout=timeout_ms)
    if drawn.startswith("pressed:"):
        if (drawn == "pressed:true") != checked:
            await locator.click(timeout=timeout_ms)
        await expect(locator).to_have_attribute("aria-pressed", "true" if checked else "false", timeout=timeout_ms)
        return
    if drawn == "label" and (label := (await locator.evaluate_handle(_LABEL_DRAWING)).as_element()) is not None:
        if await locator.is_checked() != checked:
            await label.click(timeout=timeout_ms)
        await expect(locator).to_be_checked(checked=checked, timeout=timeout_ms)
        return
    try:
        await locator.set_checked(checked, timeout=timeout_ms)
    except Error as exc:
        # Custom switches (role=switch on a div) toggle by click; set_checked refuses them.
        if "Not a checkbox or radio button" not in exc.message:
            raise
        if (await locator.get_attribute("aria-checked") == "true") != checked:
            await locator.click(timeout=timeout_ms)
        await expect(locator).to_have_attribute("aria-checked", "true" if checked else "false", timeout=timeout_ms)


_EDITOR_AROUND = "xpath=ancestor-or-self::*[" + " or ".join(
    f"contains(concat(' ', @class, ' '), ' {name[1:]} ')" for name in CODE_EDITORS) + "][1]"


async def _fill(page: Page, locator: Locator, seen: Seen, text: str, timeout_ms: float) -> None:
    """Fill (or clear) a field and check that it holds the text; a date input gets the date as it takes it."""
    kind = seen.field_type
    if seen.in_code_editor:
        await _fill_code_editor(page, locator, text, timeout_ms)
        return
    text = machine_value(kind, text)  # "05/20/2010" into a date input is "2010-05-20"
    mirrors = [] if kind else await locator.evaluate(_MIRRORS)
    await standing_still(locator, timeout_ms=timeout_ms)
    await locator.fill(text, timeout=timeout_ms)
    if kind == "number" and NUMBER.fullmatch(text):  # "74.90" is held as 74.9 by an app that keeps a number
        await expect(locator).to_have_value(re.compile(same_number(text)), timeout=timeout_ms)
    elif kind:
        if await locator.page.evaluate(_FOCUSED_HOLDS, text) is not True:
            await expect(locator).to_have_value(text, timeout=timeout_ms)
    elif mirrors:
        await locator.evaluate(_MIRRORED, [mirrors, MIRROR_WAIT_MS])


# Whether the field a fill leaves focused holds the text: the usual answer to "does the field hold what was typed",
# read without finding the field again. Any other answer (focus moved on, the field is in a frame or a shadow
# root, the page reformatted the text) is settled by the retrying check on the field itself.
_FOCUSED_HOLDS = "text => document.activeElement?.value === text"
NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


def same_number(text: str) -> str:
    """A pattern for the number `text` says, however its field writes it: "74.90" as "74.9", "5.0" as "5"."""
    whole, _, fraction = text.lstrip("-").partition(".")
    fraction = fraction.rstrip("0")
    sign = "-" if text.startswith("-") else ""
    return rf"^{sign}0*{re.escape(whole or '0')}" + (rf"\.{re.escape(fraction)}0*$" if fraction else r"(?:\.0*)?$")


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
        raise AssertionFailed.unmet(f"the editor to show {text[:80]!r} after typing it", f"it shows {shown[:80]!r}")


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


# How long an action first tries an element the page showed covered or disabled, before it closes what may cover
# it (a picker left open) and tries again for the rest of the step's time.
FIRST_TRY_MS = 1500
_CLICK_ON_NOTHING = """() => { for (const type of ["mousedown", "mouseup", "click"])
  document.body.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: 0, clientY: 0 })); }"""
REVEALED_BY_HOVER = frozenset({ActionKind.CLICK, ActionKind.DOUBLE_CLICK, ActionKind.CHECK, ActionKind.UNCHECK})


async def _act_on(page: Page, locator: Locator, action: Action, element: Element | None, timeout_ms: float,
                  what: str, seen: Seen | None = None) -> Seen | None:
    """`seen` is what the caller's look found the element to be; without it, the actions that must know look
    once themselves (a click on an element the snapshot saw shown needs nothing). Returns what was seen."""
    value = action.value or ""
    if action.kind in REVEALED_BY_HOVER and (element is None or not element.is_visible):
        seen = seen or await look(locator, timeout_ms)
        if not seen.visible:
            await reveal(locator)
    if action.kind in MUST_KNOW:
        seen = seen or await look(locator, timeout_ms)
    match action.kind:
        case ActionKind.CLICK if element is not None and element.tag == "option":
            # an option of a list box is chosen through its list, where a choice adds to a multiple one
            in_list = locator.locator("xpath=ancestor::select[1]")
            await _select(page, in_list, await look(in_list, timeout_ms), element.name, timeout_ms)
        case ActionKind.CLICK:
            await pressed.click(page, locator, timeout_ms)
        case ActionKind.DOUBLE_CLICK:
            await locator.dblclick(timeout=timeout_ms)
        case ActionKind.HOVER:
            await locator.hover(timeout=timeout_ms)
        case ActionKind.FILL | ActionKind.CLEAR if seen is not None:
            text = value if action.kind is ActionKind.FILL else ""
            await _fill(page, locator, seen, text, timeout_ms)
        case ActionKind.SELECT if seen is not None:
            await _select(page, locator, seen, value, timeout_ms)
        case ActionKind.CHECK | ActionKind.UNCHECK:
            await _check(locator, action.kind is ActionKind.CHECK, timeout_ms)
        case ActionKind.PRESS:
            await locator.press(key_name(value), timeout=timeout_ms)
        case ActionKind.SCROLL:
            await locator.scroll_into_view_if_needed(timeout=timeout_ms)
        case ActionKind.UPLOAD if seen is not None:
            await _upload(page, locator, seen, value, timeout_ms)
        case ActionKind.WAIT:
            await wait_for_element(locator, timeout_ms, what=what)
        case _:
            await assert_element(locator, action, timeout_ms, what=what)
    return seen


# The actions that must know what their element is before they act (act/seen.py).
MUST_KNOW = frozenset({ActionKind.FILL, ActionKind.CLEAR, ActionKind.SELECT, ActionKind.UPLOAD})


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
        raise AmbiguousStep(f"{count} texts on the page show {words!r}; say which one.",
                            expected=f"one text on the page to show {words!r}", actual=f"{count} texts show it")
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
        raise NavigationFailed(f"The browser has no page to go {where} to from {before}.",
                               expected=f"a page to go {where} to",
                               actual=f"the browser's history has none from {before}")


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
            await wait_for_words(page, action.target, timeout_ms, exact=action.exact)
        case ActionKind.WAIT if value == "load":
            await page.wait_for_load_state("load", timeout=timeout_ms)
        case ActionKind.WAIT:
            await page.wait_for_timeout(float(value) * 1000)  # unlike a sleep, it ends when the browser does
        case ActionKind.SCROLL:
            await _scroll_page(page, value)
        case ActionKind.ASSERT_VISIBLE | ActionKind.ASSERT_HIDDEN:
            await assert_words(page, action, timeout_ms)
        case ActionKind.ASSERT_COUNT:
            await assert_count(page, action, timeout_ms)
        case _:
            return await assert_page(page, action, timeout_ms)
    return []


# How a failure says what an action was to do: "expected to type into textbox "Email" within 10 s".
_VERBS = {ActionKind.FILL: "type into", ActionKind.SELECT: "choose in", ActionKind.HOVER: "hover over",
          ActionKind.DOUBLE_CLICK: "double-click", ActionKind.PRESS: "press a key in", ActionKind.SCROLL: "scroll to",
          ActionKind.UPLOAD: "upload a file into", ActionKind.WAIT: "see"}


def _expected(action: Action, what: str | None, timeout_ms: float) -> str:
    """What the action was to do, as a failure's `expected`."""
    within = f"within {timeout_ms / 1000:g} s"
    if what is not None and action.kind.is_assertion:
        return expected_of(action, what)
    if what is not None:
        return f"to {_VERBS.get(action.kind, action.kind.value.replace('_', ' '))} {what} {within}"
    match action.kind:
        case ActionKind.NAVIGATE:
            return f"{action.value} to open {within}"
        case ActionKind.WAIT if action.target:
            return f"{action.target!r} to appear {within}"
        case ActionKind.WAIT if action.value == "load":
            return f"the page to finish loading {within}"
    return f"to {action.kind.value.replace('_', ' ')} {within}"


def _named(element: Element | None, named: str | None, spec: LocatorSpec) -> str:
    """How a failure names the element: as the page names it, as the lock file remembers it, or by its locator."""
    return element.describe() if element is not None else named or str(spec)


@dataclass(frozen=True, slots=True)
class Performed:
    """What an action was done with: the locators of its element (none for an action on the page as a whole),
    and what the element is as a control, when the action had to look (the lock keeps it)."""

    locators: list[LocatorSpec]
    control: Control | None = None


async def perform(page: Page, action: Action, snapshot: PageSnapshot | None, *, timeout_ms: float,
                  sentence: str = "", locators: list[LocatorSpec] | None = None,
                  named: str | None = None, naming: Naming | None = None,
                  seen: Seen | None = None) -> Performed:
    """Do the action; say what it was done with (see Performed). `named` says what
    the element was when no snapshot has it (a replayed step: its lock entry's fingerprint); `naming` what the
    step says of it besides its words (the record it stands in, a position), for the locators built for it;
    `seen` what a look at the first locator's element just found (act/seen.py)."""
    with boundary.watching(page, sentence), playwright_errors(sentence, _expected(action, None, timeout_ms)):
        if action.kind.answers_dialog:
            if (met := await dialogs.answered(page, timeout_ms)) is None:
                raise ElementNotFound("No browser dialog (alert, confirm, prompt) opened for this step to answer. "
                                      "Say it in the step that opens it, or in the step just after it: 'Click "
                                      "Delete and accept the dialog'.",
                                      expected="a browser dialog (alert, confirm, prompt) to answer",
                                      actual="none opened")
            if met.unlike:
                raise AssertionFailed.unmet(f"a browser dialog that says {met.wanted!r}",
                                            f"the {met.kind} said {met.message!r}, and was dismissed")
            return Performed([])
        if action.kind.acts_on_tabs:
            await tabs.perform(page, action, timeout_ms)
            return Performed([])
        if action.element is None and not locators:
            return Performed(await _act_on_page(page, action, timeout_ms))
        element = snapshot.by_index.get(action.element) if snapshot and action.element is not None else None
        if locators is None:
            if element is None:
                raise UnsupportedStep(f"element [{action.element}] is not on the page", sentence=sentence)
            locators, seen = await build_locators(page, element, naming)
    deadline = time.monotonic() + timeout_ms / 1000
    first_ms = timeout_ms
    if element is not None and (element.disabled or not element.is_usable) and not action.kind.is_assertion:
        first_ms = min(timeout_ms, FIRST_TRY_MS)
    locator, what = to_locator(page, locators[0]), _named(element, named, locators[0])
    spotlight.point(page, locator)
    with boundary.watching(page, sentence), playwright_errors(sentence, _expected(action, what, timeout_ms)):
        try:
            seen = await _act_on(page, locator, action, element, first_ms, what, seen)
        except PlaywrightTimeout as exc:
            covered = "intercepts pointer events" in exc.message
            left_ms = (deadline - time.monotonic()) * 1000
            if action.kind.is_assertion or not (covered or left_ms > 0):
                raise
            if covered:
                # a picker or menu the step before left open covers the element: close it as a person would,
                # with Escape or a click on nothing in particular, and act again
                await page.keyboard.press("Escape")
                await page.evaluate(_CLICK_ON_NOTHING)
            # else the page is still at work (a loading overlay, a button enabled once a check is done): wait for
            # it the rest of the step's time, as Playwright's actionability checks do
            seen = await _act_on(page, locator, action, element, max(left_ms, first_ms), what)
    return Performed(locators, seen.control if seen is not None else None)
