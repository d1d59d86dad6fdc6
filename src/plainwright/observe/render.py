"""The compact text a model (and a person reading a report) sees of a snapshot.

```
# Sign in
[3] textbox "Username" = alice
[4] textbox "Password" required
[5] number "Quantity" = 2
[6] select "Country" = "United Kingdom"
[7] button "Log in" (form: Login)
[9] dialog "Cookies":
  [10] button "Accept all"
```

One line per element a person could see and reach: interactive elements with their index, headings as
`#` lines and dialogs as blocks, without index noise for structure. Hidden and covered elements are left out.
Every character is paid for in tokens, so the text says nothing twice: a value of one word goes unquoted,
a number field reads `number` and a drop-down `select` (their ARIA roles, spinbutton and combobox, are
longer and less plain), and a heading is left out when every element line under it repeats its words in
its name (`### Product 7` above `[41] button "Add Product 7 to cart"`).
With `max_chars`, the lines most likely to matter win: an open dialog first, then what is in the viewport,
then the rest of the page, and the text says how many lines it left out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from plainwright.observe.snapshot import Element, PageSnapshot

_CONTEXT_KEYS = ("form", "fieldset", "row")
_VALUE_CHARS = 40
_NAME_CHARS = 80
_CONTEXT_CHARS = 40
# Plainer, shorter words for two long ARIA roles of native controls: (role, tag) -> shown role.
_SHOWN_ROLES = {("spinbutton", "input"): "number", ("combobox", "select"): "select"}
_BARE_VALUE = re.compile(r"^[^\s\"'()]+$")


@dataclass(slots=True)
class _Line:
    order: int
    priority: int
    text: str


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _quoted(text: str, limit: int) -> str:
    text = _cut(text, limit)
    return '"' + text.replace('"', "'") + '"'


def _heading_level(element: Element) -> int:
    level = element.attrs.get("aria-level", "")
    if level.isdigit():
        return min(int(level), 6)
    return int(element.tag[1]) if len(element.tag) == 2 and element.tag[0] == "h" and element.tag[1].isdigit() else 2


def _fallback_name(element: Element) -> str:
    """What to call an element without an accessible name: its text, test id, name or id."""
    for key in ("data-testid", "name", "id"):
        if element.attrs.get(key):
            return f"{key}={element.attrs[key]}"
    return element.text or element.attrs.get("href", "")


def _value(value: str) -> str:
    """`alice`, or `"New York"` in quotes when it is more than one word."""
    return value if len(value) <= _VALUE_CHARS and _BARE_VALUE.match(value) else _quoted(value, _VALUE_CHARS)


def _state(element: Element) -> str:
    parts: list[str] = []
    if element.value and element.value != element.name and element.role not in ("button", "link"):
        parts.append("= " + _value(element.value))
    if element.checked:
        parts.append("checked")
    if element.selected:
        parts.append("selected")
    if element.expanded is not None:
        parts.append("expanded" if element.expanded else "collapsed")
    if element.disabled:
        parts.append("disabled")
    return " " + " ".join(parts) if parts else ""


def _context(element: Element, heading: str) -> str:
    shown = [f"{key}: {_cut(element.context[key], _CONTEXT_CHARS)}" for key in _CONTEXT_KEYS
             if element.context.get(key) and element.context[key] != heading]
    return " (" + ", ".join(shown) + ")" if shown else ""


def element_line(element: Element, heading: str = "") -> str:
    """`[12] button "Log in" (form: Login)`: one interactive element as the model sees it."""
    name = element.name or _fallback_name(element)
    label = _quoted(name, _NAME_CHARS) if element.name else (name and f"({name[:_NAME_CHARS]})")
    role = _SHOWN_ROLES.get((element.role, element.tag), element.role or element.tag)
    head = f"[{element.index}] {role}"
    return f"{head} {label}{_state(element)}{_context(element, heading)}" if label else \
        f"{head}{_state(element)}{_context(element, heading)}"


def _priority(element: Element) -> int:
    if element.context.get("dialog") or element.role in ("dialog", "alertdialog"):
        return 0
    if element.in_viewport:
        return 1 if element.is_interactive else 2
    return 3 if element.is_interactive else 4


class _Lines:
    """The lines of a snapshot in page order, and which heading lines say nothing the lines under them do not."""

    def __init__(self) -> None:
        self.lines: list[_Line] = []
        self.left_out: set[int] = set()  # orders of the heading lines that say nothing new
        self.heading = ""
        self.heading_line: _Line | None = None
        self.repeated = 0  # element lines under heading_line, all of which repeat its words so far

    def add(self, line: _Line, name: str | None = None) -> None:
        """Adds a line; `name` is the element's name for an element line, None for a structure line."""
        if self.heading_line is not None:
            if name is not None and self.heading in name:
                self.repeated += 1
            else:
                self.heading_line = None  # a line under it says something else: the heading stays
        self.lines.append(line)

    def add_heading(self, line: _Line, name: str) -> None:
        self.close_heading()
        self.lines.append(line)
        self.heading, self.heading_line, self.repeated = name, line, 0

    def close_heading(self) -> None:
        if self.heading_line is not None and self.repeated:
            self.left_out.add(self.heading_line.order)
        self.heading_line = None

    def finish(self) -> list[_Line]:
        self.close_heading()
        return [line for line in self.lines if line.order not in self.left_out]


def _lines(snapshot: PageSnapshot) -> list[_Line]:
    out = _Lines()
    frame = ""
    for element in snapshot.elements:
        if not element.is_usable:
            continue
        if element.frame != frame:
            frame = element.frame
            out.add(_Line(len(out.lines), 2, f"--- frame {frame} ---" if frame else "--- main page ---"))
        indent = "  " if element.context.get("dialog") and element.role not in ("dialog", "alertdialog") else ""
        order, priority = len(out.lines), _priority(element)
        if element.role == "heading":
            if element.name and element.name != element.context.get("dialog"):
                out.add_heading(_Line(order, priority + 1, indent + "#" * _heading_level(element) + " "
                                      + element.name[:_NAME_CHARS]), element.name)
        elif element.role in ("dialog", "alertdialog"):
            out.add(_Line(order, 0, f"[{element.index}] {element.role} {_quoted(element.name, _NAME_CHARS)}:"))
        elif element.is_interactive:
            out.add(_Line(order, priority, indent + element_line(element, out.heading)), element.name)
        elif element.name and element.role in ("img", "alert"):
            out.add(_Line(order, priority + 1, f"{indent}{element.role} {_quoted(element.name, 60)}"), element.name)
    return out.finish()


def _within(lines: list[_Line], max_chars: int) -> list[_Line]:
    """The most important lines whose text (with newlines and a closing note) fits in max_chars."""
    budget = max_chars - len(f"… {len(lines)} more lines left out")
    kept: list[_Line] = []
    for line in sorted(lines, key=lambda item: (item.priority, item.order)):
        cost = len(line.text) + 1
        if cost <= budget:
            kept.append(line)
            budget -= cost
    kept.sort(key=lambda item: item.order)
    return kept


def render_snapshot(snapshot: PageSnapshot, max_chars: int | None = None) -> str:
    """The snapshot as compact text, one line per element a person could see and reach."""
    lines = _lines(snapshot)
    text = "\n".join(line.text for line in lines)
    if max_chars is None or len(text) <= max_chars:
        return text
    kept = _within(lines, max_chars)
    note = f"… {len(lines) - len(kept)} more lines left out"
    return "\n".join([*(line.text for line in kept), note])
