"""Where a value goes when the goal does not name its field but says the value the way people do ("of 75", "dated
2025-05-06", "paid by Chiara", "for Alice, Chiara and Dmitri"). A person puts a date into the form's date field, an
amount into the one that asks how much, a name into the drop-down that offers it and several names into the boxes
that list them; so does the planner, and only where one field fits: two that fit as well are no answer.
"""

from __future__ import annotations

import re
from enum import StrEnum

from plainwright.plan.choices import option_for
from plainwright.plan.inventory import Control
from plainwright.plan.labels import lemmas, names, terms, words_of


class Shape(StrEnum):
    """What a value is, as far as a form's fields tell kinds of values apart."""

    DATE = "date"
    NUMBER = "number"
    EMAIL = "email"
    TEXT = "text"


_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$|^\d{1,2}[./]\d{1,2}[./]\d{2,4}$")
_NUMBER = re.compile(r"^[-+]?\d+(?:[.,]\d+)?$")
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
_BOXES = ("checkbox", "switch")
# the concepts of a field that takes an amount of money or a count (plan vocabulary's field_words)
_AMOUNTS = frozenset({"amount", "price", "total", "quantity"})
_DATE_TYPES = frozenset({"date", "datetime-local"})
_SHORT = 3  # a cue's words this long or shorter ("of", "for", "by") say nothing about a field


def shape_of(value: str) -> Shape:
    text = value.strip()
    if _DATE.match(text):
        return Shape.DATE
    if _NUMBER.match(text):
        return Shape.NUMBER
    return Shape.EMAIL if _EMAIL.match(text) else Shape.TEXT


def drop_down(control: Control) -> bool:
    """A field a value is chosen in rather than typed: a <select>, or a combobox or listbox that is no text box."""
    return control.input_type == "select" or (control.role in ("combobox", "listbox") and not control.input_type)


def _takes(control: Control, shape: Shape) -> bool:
    """Whether a field that is typed into is the kind that takes such a value: by its type, else by its label."""
    if shape is Shape.DATE:
        return control.input_type in _DATE_TYPES or names("date", control.label)
    if shape is Shape.NUMBER:
        return control.input_type == "number" or control.role == "spinbutton" \
            or bool(_AMOUNTS & set(terms(control.label)))
    if shape is Shape.EMAIL:
        return control.input_type == "email" or names("email", control.label)
    return False


def _accepts(control: Control, value: str) -> bool:
    """Whether the value can go into the field: a drop-down must offer it; a typed field must not be of another
    kind (a date field takes no name)."""
    if drop_down(control):
        return bool(control.options) and option_for(value, control.options) is not None
    shape = shape_of(value)
    typed = control.input_type in _DATE_TYPES | {"number", "email"}
    return not typed or _takes(control, shape)


def _says_cue(cue: str, label: str) -> bool:
    """The field's label has a word of the cue ("paid by" and "Who paid?", „bezahlt von" and „Wer hat bezahlt?")."""
    said = {lemma for word in words_of(cue) if len(word) > _SHORT for lemma in lemmas(word)}
    return bool(said & {lemma for word in words_of(label) for lemma in lemmas(word)})


def names_a_field(cue: str) -> bool:
    """Whether a cue has a word that names a field ("paid by": who paid), not only a small word ("for", "of")."""
    return any(len(word) > _SHORT for word in words_of(cue))


def value_field(cue: str, value: str, fields: list[Control]) -> Control | None:
    """The one field of `fields` the value fits: the one the cue's words name and that takes the value, else the
    one drop-down that offers it, else the one field of its kind (a date, an amount, an email address)."""
    usable = [c for c in fields if c.role not in (*_BOXES, "radio") and not c.secret]
    said = [c for c in usable if _says_cue(cue, c.label) and _accepts(c, value)]
    offered = [c for c in usable if drop_down(c) and _accepts(c, value)]
    shape = shape_of(value)
    shaped = [c for c in usable if not drop_down(c) and _takes(c, shape)] if shape is not Shape.TEXT else []
    return next((found[0] for found in (said, offered, shaped) if len(found) == 1), None)


def _runs(fields: list[Control]) -> list[list[Control]]:
    """The checkboxes of the page side by side in one form, in runs: a list of choices the page offers together."""
    runs: list[list[Control]] = []
    for previous, control in zip([None, *fields], fields, strict=False):
        if control.role not in _BOXES:
            continue
        if previous is not None and previous.role in _BOXES and previous.form == control.form and runs:
            runs[-1].append(control)
        else:
            runs.append([control])
    return runs


def _box_for(item: str, run: list[Control]) -> Control | None:
    same = [c for c in run if c.label.strip().casefold() == item.strip().casefold()]
    named = same or [c for c in run if names(item, c.label)]
    return named[0] if len(named) == 1 else None


def listing_boxes(items: tuple[str, ...], fields: list[Control]) -> list[tuple[Control, bool]]:
    """The boxes that list the items, each with whether it is to be ticked: in the one run of two or more boxes
    where every item names a box, those boxes ticked and the run's others not ("for Alice and Dmitri": only
    them). Empty where no run, or more than one, lists them all."""
    fitting = []
    for run in _runs(fields):
        boxes = [_box_for(item, run) for item in items]
        if len(run) > 1 and all(box is not None for box in boxes):
            fitting.append((run, set(boxes)))
    if len(fitting) != 1:
        return []
    run, ticked = fitting[0]
    return [(box, box in ticked) for box in run]
