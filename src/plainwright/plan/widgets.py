"""Drop-downs a widget stands in for. Select2, Choices, Tom Select and the like hide a page's labelled `<select>`
and show a box of their own beside it, named by the option it shows ("__None", "standard") rather than by the
field's label. A person reads that box as the labelled drop-down; the planner does too: the hidden `<select>` is
the field (its label, options and chosen option are the page's own), and the box beside it is no control of its
own. The step pipeline chooses the option through the `<select>`, and the widget follows its change.
"""

from __future__ import annotations

from dataclasses import dataclass

from plainwright.observe.snapshot import Element, PageSnapshot

_LEVELS = (1, 2)  # how far up from the <select> its widget's box may sit: beside it, or one wrapper further
_FIELD_TAGS = frozenset({"input", "select", "textarea"})


@dataclass(frozen=True, slots=True)
class StoodIn:
    """The hidden `<select>`s a widget shows a box for, and the elements of those boxes (by snapshot index)."""

    selects: tuple[Element, ...]
    boxes: frozenset[int]


def _ancestor(xpath: str, up: int) -> str:
    return xpath.rsplit("/", up)[0]


def _own_field(element: Element, label: str) -> bool:
    """A field with a label of its own, other than the select's: a neighbour in the form, not the widget."""
    own = element.label or (element.name if element.tag in _FIELD_TAGS else "")
    return element.tag in _FIELD_TAGS and element.role != "button" and bool(own) and own != label


def _box_of(select: Element, shown: list[Element]) -> list[Element]:
    """The visible elements of the widget that stands in for `select`: those under its parent (or the parent's
    parent), the nearest level that has any, when none of them is another labelled field."""
    for up in _LEVELS:
        around = _ancestor(select.xpath, up)
        if not around:
            return []
        found = [e for e in shown
                 if e.frame == select.frame and (e.xpath == around or e.xpath.startswith(around + "/"))]
        if any(_own_field(e, select.label) for e in found):
            return []
        if found:
            return found
    return []


def stood_in(snapshot: PageSnapshot) -> StoodIn:
    """The labelled `<select>`s hidden behind a visible widget of their own, and that widget's elements."""
    shown = [e for e in snapshot.elements if e.is_usable and e.is_interactive]
    selects: list[Element] = []
    boxes: set[int] = set()
    for select in snapshot.elements:
        if select.tag != "select" or select.is_visible or not select.label or not select.xpath.startswith("/"):
            continue
        box = _box_of(select, shown)
        if box:
            selects.append(select)
            boxes.update(e.index for e in box)
    return StoodIn(tuple(selects), frozenset(boxes))
