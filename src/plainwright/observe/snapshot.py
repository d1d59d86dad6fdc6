"""The page as plain data: `take_snapshot(page)` runs `snapshot.js` once per frame and returns a PageSnapshot.

`Element` is a slotted dataclass, not a pydantic model: a snapshot can hold 20,000 of them and is taken
before every step, so it must cost nothing to build.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from functools import cache
from importlib import resources
from typing import Any

from playwright.async_api import Frame, Page


@dataclass(slots=True)
class Element:
    """One element that could matter to a step, as the page showed it when the snapshot was taken."""

    index: int
    tag: str
    role: str
    name: str
    xpath: str
    frame: str = ""
    text: str = ""
    label: str = ""
    placeholder: str = ""
    value: str = ""
    attrs: dict[str, str] = field(default_factory=dict)
    options: list[str] = field(default_factory=list)
    checked: bool | None = None
    disabled: bool = False
    required: bool = False
    expanded: bool | None = None
    box: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)
    is_visible: bool = True
    is_interactive: bool = False
    is_top: bool = True
    in_viewport: bool = True
    context: dict[str, str] = field(default_factory=dict)
    is_new: bool = False
    selector: str = ""

    @property
    def is_usable(self) -> bool:
        """Visible and not covered: a person could see and reach it."""
        return self.is_visible and self.is_top

    def describe(self) -> str:
        """`button "Log in"`: how messages and reports name the element."""
        return f'{self.role or self.tag} "{self.name}"' if self.name else (self.role or self.tag)


@dataclass(slots=True)
class PageSnapshot:
    """Every element of a page worth deciding on, with an index -> element map."""

    url: str
    title: str
    elements: list[Element]
    frames: list[str] = field(default_factory=list)
    by_index: dict[int, Element] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.by_index = {element.index: element for element in self.elements}

    def render(self, max_chars: int | None = None) -> str:
        from plainwright.observe.render import render_snapshot

        return render_snapshot(self, max_chars=max_chars)

    def to_json(self) -> str:
        return json.dumps({"url": self.url, "title": self.title, "frames": self.frames,
                           "elements": [asdict(element) for element in self.elements]})


@cache
def _script() -> str:
    return resources.files("plainwright.observe").joinpath("snapshot.js").read_text(encoding="utf-8")


_FIELDS = {
    "i": "index", "tag": "tag", "role": "role", "name": "name", "xpath": "xpath", "text": "text",
    "label": "label", "placeholder": "placeholder", "value": "value", "attrs": "attrs", "options": "options",
    "checked": "checked", "disabled": "disabled", "required": "required", "expanded": "expanded",
    "visible": "is_visible", "interactive": "is_interactive", "top": "is_top", "inViewport": "in_viewport",
    "context": "context",
}


def _element(raw: dict[str, Any], index: int, frame: str) -> Element:
    kwargs = {_FIELDS[key]: value for key, value in raw.items() if key in _FIELDS}
    kwargs["index"] = index
    kwargs["box"] = tuple(raw.get("box") or (0.0, 0.0, 0.0, 0.0))
    return Element(frame=frame, **kwargs)


def frame_of(page: Page, frame_id: str) -> Frame:
    """The Playwright frame an element's `frame` names ("" is the main frame)."""
    if not frame_id:
        return page.main_frame
    return page.frames[int(frame_id.removeprefix("frame"))]


async def _frame_elements(frame: Frame, frame_id: str, start: int) -> list[Element]:
    raw: list[dict[str, Any]] = await frame.evaluate(_script(), {"viewportMargin": 0})
    return [_element(item, start + offset, frame_id) for offset, item in enumerate(raw)]


async def take_snapshot(page: Page, *, previous: PageSnapshot | None = None) -> PageSnapshot:
    """Read every candidate element of the page and its child frames into a PageSnapshot."""
    elements: list[Element] = []
    frames: list[str] = []
    for ordinal, frame in enumerate(page.frames):
        frame_id = "" if frame is page.main_frame else f"frame{ordinal}"
        try:
            found = await _frame_elements(frame, frame_id, len(elements))
        except Exception:
            if frame is page.main_frame:
                raise
            continue
        frames.append(frame_id or "main")
        elements.extend(found)
    if previous is not None:
        seen = {(element.frame, element.xpath) for element in previous.elements}
        for element in elements:
            element.is_new = (element.frame, element.xpath) not in seen
    return PageSnapshot(url=page.url, title=await page.title(), elements=elements, frames=frames)
