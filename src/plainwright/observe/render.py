"""The compact text a model (and a person reading a report) sees of a snapshot.

```
# Sign in
[3] textbox "Username" = "alice"
[4] textbox "Password" required
[5] button "Log in" (form: Login)
[9] dialog "Cookies":
  [10] button "Accept all"
```

One line per element a person could see and reach: interactive elements with their index, headings as
`#` lines and dialogs as blocks, without index noise for structure. Hidden and covered elements are left out.
With `max_chars`, the lines most likely to matter win: an open dialog first, then what is in the viewport,
then the rest of the page, and the text says how many lines it left out.
"""

from __future__ import annotations

from dataclasses import dataclass

from plainwright.observe.snapshot import Element, PageSnapshot

_CONTEXT_KEYS = ("form", "fieldset", "row")
_VALUE_CHARS = 40
_NAME_CHARS = 80


@dataclass(slots=True)
class _Line:
    order: int
    priority: int
    text: str


def _quoted(text: str, limit: int) -> str:
    text = text if len(text) <= limit else text[: limit - 1] + "…"
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


def _state(element: Element) -> str:
    parts: list[str] = []
    if element.value and element.value != element.name and element.role not in ("button", "link"):
        parts.append("= " + _quoted(element.value, _VALUE_CHARS))
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
    shown = [f"{key}: {element.context[key]}" for key in _CONTEXT_KEYS
             if element.context.get(key) and element.context[key] != heading]
    return " (" + ", ".join(shown) + ")" if shown else ""


def element_line(element: Element, heading: str = "") -> str:
    """`[12] button "Log in" (form: Login)`: one interactive element as the model sees it."""
    name = element.name or _fallback_name(element)
    label = _quoted(name, _NAME_CHARS) if element.name else (name and f"({name[:_NAME_CHARS]})")
    head = f"[{element.index}] {element.role or element.tag}"
    return f"{head} {label}{_state(element)}{_context(element, heading)}" if label else \
        f"{head}{_state(element)}{_context(element, heading)}"


def _priority(element: Element) -> int:
    if element.context.get("dialog") or element.role in ("dialog", "alertdialog"):
        return 0
    if element.in_viewport:
        return 1 if element.is_interactive else 2
    return 3 if element.is_interactive else 4


def _lines(snapshot: PageSnapshot) -> list[_Line]:
    lines: list[_Line] = []
    heading = ""
    frame = ""
    for element in snapshot.elements:
        if not element.is_usable:
            continue
        if element.frame != frame:
            frame = element.frame
            lines.append(_Line(len(lines), 2, f"--- frame {frame} ---" if frame else "--- main page ---"))
        indent = "  " if element.context.get("dialog") and element.role not in ("dialog", "alertdialog") else ""
        if element.role == "heading":
            if element.name and element.name != element.context.get("dialog"):
                heading = element.name
                lines.append(_Line(len(lines), _priority(element) + 1, indent + "#" * _heading_level(element) + " "
                                   + element.name[:_NAME_CHARS]))
        elif element.role in ("dialog", "alertdialog"):
            title = _quoted(element.name, _NAME_CHARS)
            lines.append(_Line(len(lines), 0, f"[{element.index}] {element.role} {title}:"))
        elif element.is_interactive:
            lines.append(_Line(len(lines), _priority(element), indent + element_line(element, heading)))
        elif element.name and element.role in ("img", "alert"):
            text = f"{indent}{element.role} {_quoted(element.name, 60)}"
            lines.append(_Line(len(lines), _priority(element) + 1, text))
    return lines


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
