"""The pictures of a guide: one per step, taken on the page just before the step runs, the control it acts on
outlined; every password field, any field holding one of the run's secrets and any text showing one are masked
by Playwright.

`Camera` listens to a goal run's events: it photographs each proposed (or repaired) step and keeps the picture of
each step that was executed and verified, in order, so that the kept pictures match the kept steps.
"""

from __future__ import annotations

import inspect
from contextlib import suppress

from playwright.async_api import Error, Locator, Page

from plainwright import goal_events as events
from plainwright.errors import StepError
from plainwright.goal_events import EventSink, GoalEvent
from plainwright.observe.snapshot import Element, frame_of, take_snapshot
from plainwright.plan.inventory import Control, ControlKind, inventory_of
from plainwright.redact import Redactor

OUTLINE = "#e11d48"
_MARK = "data-plainwright-outline"
# a box drawn over the page, not a style on the element: nothing the application reads changes
_DRAW = f"""([x, y, width, height]) => {{
  const box = document.createElement("div");
  box.setAttribute("{_MARK}", "");
  Object.assign(box.style, {{position: "fixed", left: (x - 4) + "px", top: (y - 4) + "px",
    width: (width + 8) + "px", height: (height + 8) + "px", border: "3px solid {OUTLINE}", borderRadius: "6px",
    boxSizing: "border-box", pointerEvents: "none", zIndex: "2147483647"}});
  document.documentElement.appendChild(box);
}}"""
_ERASE = f"() => document.querySelectorAll('[{_MARK}]').forEach((box) => box.remove())"
_FIELD_TAGS = frozenset({"input", "textarea"})


def _secret(element: Element, redactor: Redactor) -> bool:
    return element.tag in _FIELD_TAGS and (element.attrs.get("type") == "password"
                                           or (bool(element.value) and redactor.mask(element.value) != element.value))


async def _locator(page: Page, element: Element) -> Locator:
    return (await frame_of(page, element.frame)).locator(element.selector)


async def shoot(page: Page, target: events.Target | None, redactor: Redactor) -> bytes:
    """The page as it is, `target` (a control of it) outlined, its secret fields masked."""
    snapshot = await take_snapshot(page)
    masks = [await _locator(page, element) for element in snapshot.elements if _secret(element, redactor)]
    masks += [page.get_by_text(secret) for secret in redactor.values()]
    box = None
    if target is not None:
        wanted = Control(kind=ControlKind(target.kind), label=target.label, role=target.role, index=-1,
                         group=target.group)
        control = inventory_of(snapshot).find(wanted)
        if control is not None:
            locator = await _locator(page, snapshot.by_index[control.index])
            with suppress(Error):
                await locator.scroll_into_view_if_needed(timeout=2000)
                box = await locator.bounding_box()
    if box is not None:
        await page.evaluate(_DRAW, [box["x"], box["y"], box["width"], box["height"]])
    try:
        return await page.screenshot(mask=masks, animations="disabled", caret="hide")
    finally:
        if box is not None:
            await page.evaluate(_ERASE)


class Camera:
    """An event listener (in front of `then`) that keeps one picture per step the run verified."""

    def __init__(self, page: Page, redactor: Redactor, then: EventSink | None = None) -> None:
        self.page, self.redactor, self.then = page, redactor, then
        self.kept: list[bytes | None] = []  # one per executed step, in order; None where no picture could be taken
        self._pending: bytes | None = None

    async def __call__(self, event: GoalEvent) -> None:
        if isinstance(event, events.ProposedStep) or (isinstance(event, events.Repaired) and event.strategy != "wait"):
            self._pending = None
            with suppress(Error, StepError):  # a page gone meanwhile: the step says so itself, without a picture
                self._pending = await shoot(self.page, event.target, self.redactor)
        elif isinstance(event, events.Executed):
            self.kept.append(self._pending)
        if self.then is not None:
            answer = self.then(event)
            if inspect.isawaitable(answer):
                await answer
