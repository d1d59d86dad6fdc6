"""Stable locators for a resolved element, in Playwright's order of preference, each checked to be unique.

A `LocatorSpec` is plain data (what the lock file stores and the pytest export prints); `to_locator` turns it
back into a Playwright Locator on a page.
"""

from __future__ import annotations

import json
from typing import Literal

from playwright.async_api import Error, FrameLocator, Locator, Page
from pydantic import BaseModel

from plainwright.observe.snapshot import Element

Method = Literal["test_id", "role", "label", "placeholder", "alt", "title", "text", "css", "xpath"]
ROLE_LOCATABLE = {"button", "link", "checkbox", "radio", "textbox", "searchbox", "combobox", "listbox", "option",
                  "menuitem", "tab", "switch", "slider", "spinbutton", "heading", "img", "row", "cell",
                  "treeitem", "menuitemcheckbox", "menuitemradio", "dialog"}


class LocatorSpec(BaseModel):
    """One way to find an element again: a Playwright `get_by_*` call, a CSS selector or an xpath."""

    method: Method
    value: str
    name: str | None = None
    frame: str = ""

    def __str__(self) -> str:
        if self.method == "role":
            return f"get_by_role({json.dumps(self.value)}, name={json.dumps(self.name)}, exact=True)"
        if self.method in ("css", "xpath"):
            prefix = "xpath=" if self.method == "xpath" else ""
            return f"locator({json.dumps(prefix + self.value)})"
        return f"get_by_{self.method}({json.dumps(self.value)}, exact=True)" if self.method != "test_id" \
            else f"get_by_test_id({json.dumps(self.value)})"


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
    scope = frame_scope(page, spec.frame)
    match spec.method:
        case "test_id":
            return scope.get_by_test_id(spec.value)
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
    if element.selector:
        specs.append(LocatorSpec(method="css", value=element.selector, frame=frame))
    else:
        specs.append(LocatorSpec(method="xpath", value=element.xpath, frame=frame))
    return specs


def _css_ident(value: str) -> str:
    return "".join(ch if ch.isalnum() or ch in "-_" else f"\\{ch}" for ch in value)


async def build_locators(page: Page, element: Element, *, keep: int = 2) -> list[LocatorSpec]:
    """The best `keep` locators that match exactly this one element on the live page."""
    found: list[LocatorSpec] = []
    exact = to_locator(page, _exact_spec(element))
    for spec in candidate_specs(element):
        try:
            locator = to_locator(page, spec)
            if await locator.count() == 1 and await _same_element(locator, exact):
                found.append(spec)
        except Error:
            continue
        if len(found) >= keep:
            break
    return found or [_exact_spec(element)]


def _exact_spec(element: Element) -> LocatorSpec:
    if element.selector:
        return LocatorSpec(method="css", value=element.selector, frame=element.frame)
    return LocatorSpec(method="xpath", value=element.xpath, frame=element.frame)


async def _same_element(locator: Locator, exact: Locator) -> bool:
    handle = await exact.element_handle(timeout=1000)
    if handle is None:
        return False
    return bool(await locator.evaluate("(el, other) => el === other", handle))
