"""One look at the live element an action is about to use: what the action needs to know of it beyond its
locator (shown or hidden, a native list or a widget, a date field or a text field, inside a code editor), read in
a single query of the page. Each question asked apart costs a round trip to the browser; on replay, where no
snapshot was read, those round trips were most of what a step cost beyond the action itself.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from playwright.async_api import Locator
from pydantic import BaseModel, ConfigDict

CODE_EDITORS = (".CodeMirror", ".cm-editor", ".monaco-editor", ".ace_editor")

# Shown as Playwright counts shown: rendered, not visibility: hidden (a closed drop-down that only hides its
# entries), and a box of some size
SHOWN_JS = """el => { const box = el.getBoundingClientRect();
  return el.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0; }"""
# One element's [shown, tag, its value's input type ("" for none: a contenteditable), inside a code editor, a
# multiple list]
FACTS_JS = f"""el => [({SHOWN_JS})(el), el.tagName.toLowerCase(), 'value' in el ? el.type : '',
  !!el.closest({', '.join(CODE_EDITORS)!r}), el.multiple === true]"""
# [how many elements, and for exactly one its facts]
_LOOK = f"els => els.length !== 1 ? [els.length] : [1, ...({FACTS_JS})(els[0])]"


class Control(BaseModel):
    """What an element is as a control: the part of a look that stays true while the page shows the element. The
    lock keeps it, so that a replayed action needs no look before it: its locator checks the element's identity
    in the action's own query."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    tag: str
    field_type: str = ""
    in_code_editor: bool = False
    multiple: bool = False
    shown: bool = True  # false: a native list a widget stands over, a row's button shown on hover


@dataclass(frozen=True, slots=True)
class Seen:
    """What the one element a locator finds is, as the page shows it now."""

    visible: bool
    tag: str
    field_type: str  # "text", "date", "select-one" ...; "" when it holds no value (a contenteditable)
    in_code_editor: bool
    multiple: bool

    @classmethod
    def of(cls, facts: list[object]) -> Seen:
        """The element as FACTS_JS read it."""
        visible, tag, field_type, in_code_editor, multiple = facts
        return cls(bool(visible), str(tag), str(field_type), bool(in_code_editor), bool(multiple))

    @property
    def control(self) -> Control:
        return Control(tag=self.tag, field_type=self.field_type, in_code_editor=self.in_code_editor,
                       multiple=self.multiple, shown=self.visible)

    @classmethod
    def assumed(cls, control: Control) -> Seen:
        """The element as the lock knows it: shown or hidden as it was (an action on a shown one waits until it
        is)."""
        return cls(control.shown, control.tag, control.field_type, control.in_code_editor, control.multiple)

    @property
    def native_list(self) -> bool:
        return self.tag == "select"

    @property
    def file_input(self) -> bool:
        return self.tag == "input" and self.field_type == "file"


async def glance(locator: Locator) -> Seen | None:
    """The element, when the locator finds exactly one now; None when it finds none or several. Does not wait."""
    found = await locator.evaluate_all(_LOOK)
    return Seen.of(found[1:]) if found[0] == 1 else None


async def look(locator: Locator, timeout_ms: float) -> Seen:
    """The element, waited for as Playwright's actions wait for theirs: attached, and the only one (several raise
    Playwright's strict-mode error; none within `timeout_ms` its timeout)."""
    deadline = time.monotonic() + timeout_ms / 1000
    while (seen := await glance(locator)) is None:
        await locator.wait_for(state="attached", timeout=max(1.0, (deadline - time.monotonic()) * 1000))
    return seen
