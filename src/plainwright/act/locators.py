"""Stable locators for a resolved element, in Playwright's order of preference, each checked to be unique.

A `LocatorSpec` is plain data (what the lock file stores and the pytest export prints); `to_locator` turns it
back into a Playwright Locator on a page. A `Fingerprint` says what the element was (tag, role, name, key
attributes, context, and the repeated item it stands in: act/identity.py); `find_locked` finds it again on replay
and notices when the page has drifted.

An element inside a repeated item is found within that item, named by its key, never by its position among the
items. A position (`.nth(i)`, an `nth-of-type` path) finds the element when the step itself names one, and is
otherwise kept only as the last locator of an element in no repeated item, checked against its fingerprint.
"""

from __future__ import annotations

import asyncio
import json
import re
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from playwright.async_api import Error, FrameLocator, Locator, Page
from pydantic import BaseModel, ConfigDict, Field

from plainwright.act.identity import MARK, Item, in_item, mark_and_find_item
from plainwright.act.seen import Seen
from plainwright.observe.snapshot import Element

_CLASS = re.compile(r"-?[A-Za-z_][\w-]*")
_CALLS = {"alt": "alt_text"}  # the Playwright method of a locator method whose name says less


def _quote(text: str) -> str:
    """A text as a JSON string literal, which Python reads alike; letters beyond ASCII as they are."""
    return json.dumps(text, ensure_ascii=False)

Method = Literal["test_id", "role", "label", "placeholder", "alt", "title", "text", "css", "xpath"]
ROLE_LOCATABLE = {"button", "link", "checkbox", "radio", "textbox", "searchbox", "combobox", "listbox", "option",
                  "menuitem", "tab", "switch", "slider", "spinbutton", "heading", "img", "row", "cell",
                  "treeitem", "menuitemcheckbox", "menuitemradio", "dialog"}
# Attributes that say which element this is; classes and positions are left out because they churn.
KEY_ATTRS = ("id", "name", "type", "data-testid", "data-test", "data-qa")
_LIVE_JS = f"""els => els.map(el => {{
  const attrs = {{}};
  for (const name of {json.dumps(list(KEY_ATTRS))}) {{
    const value = el.getAttribute(name);
    if (value && value.length <= 200) attrs[name] = value;
  }}
  const row = el.closest("tr, [role=row]");
  // a row drawn in parts (a grid with pinned columns) is all its parts, as the snapshot reads it
  const at = row && row.getAttribute("aria-rowindex");
  const grid = at && row.closest("[role=grid], [role=treegrid], [role=table]");
  const parts = grid ? [...grid.querySelectorAll("[role=row]")].filter(r => r.getAttribute("aria-rowindex") === at)
    : row ? [row] : [];
  const text = parts.map(r => r.innerText || r.textContent).filter(Boolean).join(" ");
  // what it shows as its name: its text (read as a has_text filter reads it, with no layout), else what names a
  // control that has none (an icon button, a submit input)
  const shown = (el.textContent || el.getAttribute("aria-label") || el.value || el.title || "")
    .split(/\\s+/).filter(Boolean).join(" ");
  return {{tag: el.localName, attrs: attrs, row: row ? text : null, shown: shown}};
}})"""
_WORD = re.compile(r"\w+")


class LocatorSpec(BaseModel):
    """One way to find an element again: a Playwright `get_by_*` call, a CSS selector or an xpath."""

    model_config = ConfigDict(extra="forbid")

    method: Method
    value: str
    name: str | None = None
    frame: str = ""
    item: Item | None = Field(default=None, description="the repeated item it is found in, by the item's key")
    nth: int | None = Field(default=None, description="which of the elements found, counted from 0: only when the "
                                                      "step names a position")
    guard: str | None = Field(default=None, description="a css selector the element must match as well")
    exact: bool = Field(default=True, description="whether the name is the whole accessible name, or a part of it "
                                                  "(an icon font's glyph name read with it)")

    def __str__(self) -> str:
        return self.code()

    def code(self, quote: Callable[[str], str] = _quote, scope: str = "page") -> str:
        """The Playwright calls that find the element from `scope` (the page, or its frame's `frame_locator`),
        each text through `quote`: `get_by_role("row").filter(has=page.get_by_text("Grace Hopper", exact=True))
        .get_by_role("button", name="Delete", exact=True)`."""
        if self.method == "role":
            named = f", name={quote(self.name)}{', exact=True' if self.exact else ''}" if self.name else ""
            call = f"get_by_role({quote(self.value)}{named})"
            if not self.exact and self.name:
                call += f".filter(has_text=re.compile({quote(_shows_only(self.name).pattern)}))"
        elif self.method in ("css", "xpath"):
            call = f"locator({quote(('xpath=' if self.method == 'xpath' else '') + self.value)})"
        elif self.method == "test_id":
            call = f"get_by_test_id({quote(self.value)})"
        else:
            call = f"get_by_{_CALLS.get(self.method, self.method)}({quote(self.value)}, exact=True)"
        scoped = f"{self.item.code(quote, scope)}.{call}" if self.item is not None else call
        return f"{scoped}.nth({self.nth})" if self.nth is not None else scoped

    @property
    def by_position(self) -> bool:
        """Found by where it stands (an `nth-of-type` path, an xpath, `.nth(i)`), not by what it is."""
        return self.nth is not None or self.method == "xpath" or (self.method == "css" and "nth-of-type" in self.value)


def _shows_only(name: str) -> re.Pattern[str]:
    """The text of an element that shows `name` and nothing more."""
    return re.compile(r"^\s*" + r"\s+".join(re.escape(word) for word in name.split()) + r"\s*$")


def frame_selector(segment: str) -> str:
    """The <iframe> a frame-id segment names: its name or id, or `frameN`, its position among its siblings."""
    if segment.startswith("frame") and segment[5:].isdigit():
        return f":is(iframe, frame) >> nth={int(segment[5:]) - 1}"
    quoted = json.dumps(segment)
    return f":is(iframe, frame)[name={quoted}], :is(iframe, frame)[id={quoted}]"


def frame_scope(page: Page, frame_id: str) -> Page | FrameLocator:
    """The page, or the (nested) frame an element's `frame` id names, as a FrameLocator chain."""
    scope: Page | FrameLocator = page
    for segment in frame_id.split(">") if frame_id else []:
        scope = scope.frame_locator(frame_selector(segment))
    return scope


def to_locator(page: Page, spec: LocatorSpec) -> Locator:
    locator = _base_locator(page, spec)
    return locator.and_(frame_scope(page, spec.frame).locator(spec.guard)) if spec.guard else locator


def _base_locator(page: Page, spec: LocatorSpec) -> Locator:
    located = _within(page, spec)
    return located.nth(spec.nth) if spec.nth is not None else located


def _within(page: Page, spec: LocatorSpec) -> Locator:
    frame = frame_scope(page, spec.frame)
    scope: Page | FrameLocator | Locator = spec.item.within(frame, frame) if spec.item is not None else frame
    match spec.method:
        case "test_id":
            return scope.get_by_test_id(spec.value)
        case "role" if not spec.exact and spec.name:
            # part of the name, on an element whose text is the whole of it
            return scope.get_by_role(spec.value, name=spec.name).filter(  # type: ignore[arg-type]
                has_text=_shows_only(spec.name))
        case "role":
            return scope.get_by_role(spec.value, name=spec.name, exact=True)  # type: ignore[arg-type]
        case "label":
            return scope.get_by_label(spec.value, exact=True)
        case "placeholder":
            return scope.get_by_placeholder(spec.value, exact=True)
        case "alt":
            return scope.get_by_alt_text(spec.value, exact=True)
        case "title":
            return scope.get_by_title(spec.value, exact=True)
        case "text":
            return scope.get_by_text(spec.value, exact=True)
        case "css":
            return scope.locator(spec.value)
        case "xpath":
            return scope.locator(f"xpath={spec.value}")


def candidate_specs(element: Element) -> list[LocatorSpec]:
    """Every locator that might find the element, best first; uniqueness is checked on the live page."""
    frame, attrs = element.frame, element.attrs
    specs: list[LocatorSpec] = []
    if test_id := attrs.get("data-testid"):
        specs.append(LocatorSpec(method="test_id", value=test_id, frame=frame))
    if element.role in ROLE_LOCATABLE and element.name:
        specs.append(LocatorSpec(method="role", value=element.role, name=element.name, frame=frame))
    if element.label:
        specs.append(LocatorSpec(method="label", value=element.label, frame=frame))
    if element.placeholder:
        specs.append(LocatorSpec(method="placeholder", value=element.placeholder, frame=frame))
    if alt := attrs.get("alt"):
        specs.append(LocatorSpec(method="alt", value=alt, frame=frame))
    if title := attrs.get("title"):
        specs.append(LocatorSpec(method="title", value=title, frame=frame))
    if element.text and not element.is_interactive and len(element.text) <= 80:
        specs.append(LocatorSpec(method="text", value=element.text, frame=frame))
    if element_id := attrs.get("id"):
        specs.append(LocatorSpec(method="css", value=f"#{_css_ident(element_id)}", frame=frame))
    if (field_name := attrs.get("name")) and element.tag in ("input", "select", "textarea", "button"):
        # what the form sends it as (`[name="__login_name"]`): a field with no label of its own keeps a name
        specs.append(LocatorSpec(method="css", value=f"{element.tag}[name={_css_string(field_name)}]", frame=frame))
    if element.role in ROLE_LOCATABLE and element.name:
        # Playwright reads a name with what CSS adds to it: an icon font's glyph name ("article Articles") makes
        # the name the page shows no whole name. Part of the name still beats the element's place.
        specs.append(LocatorSpec(method="role", value=element.role, name=element.name, exact=False, frame=frame))
    if element.selector:
        specs.append(LocatorSpec(method="css", value=element.selector, frame=frame))
    else:
        specs.append(LocatorSpec(method="xpath", value=element.xpath, frame=frame))
    return specs


def _css_ident(value: str) -> str:
    return "".join(ch if ch.isalnum() or ch in "-_" else f"\\{ch}" for ch in value)


@dataclass(frozen=True, slots=True)
class Naming:
    """What a step says of its element besides the element's own words: the records it names (`in the row of
    "Grace Hopper"`), which find the item the element stands in, and whether it names a position ("the second
    Edit button"), the one case where a position is what the element is."""

    records: tuple[str, ...] = ()
    position: bool = False


async def build_locators(page: Page, element: Element, naming: Naming | None = None, *,
                         keep: int = 2) -> tuple[list[LocatorSpec], Seen | None]:
    """The best `keep` locators that match exactly this one element on the live page: within its repeated item
    when it stands in one; by position when the step names a position, or, for an element in no item, as the
    last of them. With them, what the element was seen to be by the look that found its item."""
    naming = naming or Naming()
    token = uuid.uuid4().hex
    candidates = candidate_specs(element)
    meaning = [spec for spec in candidates if not spec.by_position]
    places = [spec for spec in candidates if spec.by_position]
    # An element outside any record is found by its meaning first; its place is the last way to it, checked
    # against the fingerprint when replayed, and the one left when the others spell a secret.
    ordered = [*meaning, *places]
    # The first locators are tried while the element is marked, against its path (one round trip for both): an
    # element in no item keeps them. (An element in a shadow root has no path the page's own query can follow.)
    ahead = ordered[:keep] if not naming.position and "#shadow-root" not in element.xpath else []
    (seen, item), early = await asyncio.gather(
        mark_and_find_item(to_locator(page, _exact_spec(element)), token, list(naming.records), element.name),
        _unique_at(page, ahead, element.selector))
    if seen is None:
        return [_exact_spec(element)], None
    if naming.position:
        found = await _unique(page, [*await _counted(page, meaning, token), *places], token, keep)
    elif item is not None:
        scoped = [spec.model_copy(update={"item": item}) for spec in [*meaning, _kind_spec(element)]]
        found = await _unique(page, [*scoped, *meaning], token, keep)
    else:
        early = [spec for spec in early if not _said_already(spec, early)]
        found = await _unique(page, ordered[len(ahead):], token, keep, early)
    return found or [_exact_spec(element)], seen


def _said_already(spec: LocatorSpec, found: list[LocatorSpec]) -> bool:
    """A role locator by part of the name, when the one by the whole name finds the element: it says no more."""
    return not spec.exact and any(other.method == "role" and other.exact and other.value == spec.value
                                  and other.name == spec.name and other.item == spec.item for other in found)


async def _unique(page: Page, specs: list[LocatorSpec], token: str, keep: int,
                  found: list[LocatorSpec] | None = None) -> list[LocatorSpec]:
    """`found` and then the first of `specs` that find exactly the element marked with `token`, `keep` in all.
    The page is asked about `keep` of them at a time, side by side: most elements keep the first ones, and each
    question costs a round trip to the browser."""
    found = list(found or [])
    for start in range(0, len(specs), max(1, keep)):
        if len(found) >= keep:
            break
        batch = [spec for spec in specs[start:start + max(1, keep)] if not _said_already(spec, found)]
        answers = await asyncio.gather(*(_finds_only(page, spec, token) for spec in batch))
        found += [spec for spec, only in zip(batch, answers, strict=True) if only]
    return found[:keep]


async def _unique_at(page: Page, specs: list[LocatorSpec], path: str) -> list[LocatorSpec]:
    """Those of `specs` that find exactly the element at the css `path`, asked side by side."""
    answers = await asyncio.gather(*(_finds_only_at(page, spec, path) for spec in specs))
    return [spec for spec, only in zip(specs, answers, strict=True) if only]


async def _finds_only_at(page: Page, spec: LocatorSpec, path: str) -> bool:
    try:
        return bool(await to_locator(page, spec).evaluate_all(
            "(els, path) => els.length === 1 && els[0] === document.querySelector(path)", path))
    except Error:
        return False


async def _finds_only(page: Page, spec: LocatorSpec, token: str) -> bool:
    """Whether `spec` finds the marked element and no other, in one question to the page."""
    try:
        return bool(await to_locator(page, spec).evaluate_all(
            f"(els, token) => els.length === 1 && els[0][{MARK}] === token", token))
    except Error:
        return False


async def _counted(page: Page, specs: list[LocatorSpec], token: str) -> list[LocatorSpec]:
    """Each locator that finds the marked element among others, with its position among them (`.nth(1)`)."""
    counted = []
    for spec in specs:
        try:
            position, among = await to_locator(page, spec).evaluate_all(
                f"(els, token) => [els.findIndex(el => el[{MARK}] === token), els.length]", token)
        except Error:
            continue
        if position >= 0 and among > 1:
            counted.append(spec.model_copy(update={"nth": position}))
    return counted


def _kind_spec(element: Element) -> LocatorSpec:
    """What kind of element it is, in css (`input[type="checkbox"].toggle`): unique within its item, it finds an
    element that has no name (a todo's tick box) in the record that has it."""
    parts = [_css_ident(element.tag)]
    if kind := element.attrs.get("type"):
        parts.append(f"[type={_css_string(kind)}]")
    elif element.tag == "input":  # a text field that says no type, not the row's checkbox beside it
        parts.append(":not([type])")
    parts += [f".{_css_ident(name)}" for name in element.attrs.get("class", "").split() if _CLASS.fullmatch(name)]
    return LocatorSpec(method="css", value="".join(parts), frame=element.frame)


def _exact_spec(element: Element) -> LocatorSpec:
    if element.selector:
        return LocatorSpec(method="css", value=element.selector, frame=element.frame)
    return LocatorSpec(method="xpath", value=element.xpath, frame=element.frame)


class Fingerprint(BaseModel):
    """What a resolved element was, to tell on replay whether a locator still finds the same thing."""

    model_config = ConfigDict(extra="forbid")

    tag: str
    role: str = ""
    name: str = ""
    attrs: dict[str, str] = Field(default_factory=dict, description="id, name, type, test ids")
    context: dict[str, str] = Field(default_factory=dict, description="form, section, heading, dialog, row")
    item: Item | None = Field(default=None, description="the repeated item (row, list item, card) it stands in, "
                                                        "by the key that tells that item from its siblings")
    position: bool = Field(default=False, description="found by its place, because the step names a place")

    def differences(self, tag: str, attrs: dict[str, str]) -> list[str]:
        """How a live element's tag and key attributes differ from this fingerprint ("id 'save' -> 'store'")."""
        found = [f"tag {self.tag!r} -> {tag!r}"] if tag != self.tag else []
        for key in KEY_ATTRS:
            before, after = self.attrs.get(key), attrs.get(key)
            if before != after:
                found.append(f"{key} {before!r} -> {after!r}")
        return found


def fingerprint(element: Element, locators: list[LocatorSpec]) -> Fingerprint:
    """What the element is, with the item its locators were found in and whether they find it by its place."""
    attrs = {key: element.attrs[key] for key in KEY_ATTRS if key in element.attrs and len(element.attrs[key]) <= 200}
    item = next((spec.item for spec in locators if spec.item is not None), None)
    return Fingerprint(tag=element.tag, role=element.role, name=element.name, attrs=attrs,
                       context=dict(element.context), item=item,
                       position=any(spec.nth is not None for spec in locators))


async def _check_spec(page: Page, spec: LocatorSpec, specs: list[LocatorSpec],
                      print_: Fingerprint | None) -> str | None:
    """None when `spec` finds exactly one element that fits the fingerprint; else what is wrong."""
    locator = to_locator(page, spec)
    try:
        lives: list[dict[str, object]] = await locator.evaluate_all(_LIVE_JS)
    except Error as exc:
        if "Execution context was destroyed" in exc.message:  # its frame is navigating: nothing there yet
            return f"{spec} finds 0 elements"
        return f"{spec} failed: {exc.message.splitlines()[0]}"
    if len(lives) != 1:
        return f"{spec} finds {len(lives)} elements"
    live = lives[0]
    attrs = live["attrs"] if isinstance(live["attrs"], dict) else {}
    live_attrs = {str(key): str(value) for key, value in attrs.items()}
    changed = [] if print_ is None else print_.differences(str(live["tag"]), live_attrs)
    if changed:
        return f"the element {spec} finds has changed: {'; '.join(changed)}"
    role_spec = next((s for s in specs if s.method == "role"), None)
    if print_ is not None and role_spec is not None and _renamed(role_spec, print_, live.get("shown")):
        return f"the element {spec} finds shows {str(live.get('shown'))[:80]!r}, not {print_.name!r}"
    item = print_.item if print_ is not None else None
    if item is not None and spec.item is None and not await in_item(locator, item):
        return f"the element {spec} finds is not in the {item.role or item.css} of {item.key!r}"
    if print_ is not None and _row_moved(spec, print_, live.get("row")):
        return f"the element {spec} finds stands in another row: {str(live.get('row'))[:80]!r}"
    # The role locator was verified when locked: if it no longer finds this element, its role or name changed.
    if role_spec is not None and spec is not role_spec \
            and await locator.and_(to_locator(page, role_spec)).count() != 1:
        return f"the element {spec} finds is no longer {role_spec}"
    return None


def _renamed(role_spec: LocatorSpec, print_: Fingerprint, live_shown: object) -> bool:
    """A role locator by part of the name finds elements whose name holds it ("Save" finds "Save draft"), and so
    does it check another locator's element: the element found must show the locked name, and no more."""
    if role_spec.exact or not print_.name:
        return False
    return " ".join(str(live_shown or "").split()).casefold() != " ".join(print_.name.split()).casefold()


def _row_moved(spec: LocatorSpec, print_: Fingerprint, live_row: object) -> bool:
    """A position in a table that the lock knows no key of (a lock written before keys were kept, rows alike in
    all but a few words): the element must stand in a row that shows the locked row's words, in their order."""
    locked_row = print_.context.get("row")
    if not spec.by_position or print_.position or print_.item is not None or not locked_row:
        return False
    locked = _WORD.findall(locked_row.lower())
    if len(locked_row) >= 120:  # the snapshot cuts a row's text: its last word may be cut too
        locked = locked[:-1]
    live = _WORD.findall(str(live_row or "").lower())
    return live[:len(locked)] != locked


async def find_locked(page: Page, specs: list[LocatorSpec],
                      print_: Fingerprint | None) -> tuple[LocatorSpec | None, list[str]]:
    """The first locked locator that finds exactly one element fitting the fingerprint, as the page is now.

    Returns (None, reasons) when none does: a locator finds no element or several, or the element found is not
    the one locked. Waiting for a missing element is the caller's (run/replay.py).
    """
    reasons = []
    for spec in specs:
        problem = await _check_spec(page, spec, specs, print_)
        if problem is None:
            return spec, []
        reasons.append(problem)
    return None, reasons


def _css_string(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\a ") + '"'


def guarded(specs: list[LocatorSpec], print_: Fingerprint) -> LocatorSpec | None:
    """The first locator, narrowed to elements that fit the fingerprint, when that checks everything `find_locked`
    checks (a role locator first, or none at all); else None.

    Acting on it finds and checks the element in the action's own query, with no look beforehand.
    """
    first = specs[0]
    if first.method != "role" and any(spec.method == "role" for spec in specs):
        return None
    # (a role locator by part of the name checks what the element shows itself: its text is the whole name)
    if print_.item is not None and first.item is None:  # the item is checked apart: find_locked does it
        return None
    if first.by_position and print_.context.get("row") and not print_.position:  # so is the row of a position
        return None
    parts = [_css_ident(print_.tag) if print_.tag.replace("-", "").isalnum() else "*"]
    for key in KEY_ATTRS:
        value = print_.attrs.get(key)
        parts.append(f"[{key}={_css_string(value)}]" if value is not None else f":not([{key}])")
    return first.model_copy(update={"guard": "".join(parts)})
