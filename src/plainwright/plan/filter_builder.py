"""A list's filter built in steps, where the page offers no link or option named by the value ("Show only the
members whose city is Oakdale" on Flask-Admin): open the add-filter control, choose the column named by the
goal's label in the menu it opens, set the operator to equality where the row offers one, type the value into
the row's field, and apply. Other admin UIs build the same row (a column, an operator, a value, Apply): each
step is read from what the page shows now, so a page that already shows the row starts there.

Done only on evidence: after the filter is applied, the address carries the value, or the page changed and the
row's field still holds it (the `Searched` check).
"""

from __future__ import annotations

import re

from plainwright.plan.base import Proposal, Situation
from plainwright.plan.checks import Changes, Holds, Searched
from plainwright.plan.flows import clicking
from plainwright.plan.goal_text import Filter
from plainwright.plan.inventory import Control, ControlKind, Inventory
from plainwright.plan.labels import fit, names, words_of
from plainwright.plan.notes import control_note
from plainwright.plan.steps import Click, Named, TypeInto, quoted
from plainwright.plan.vocabulary import GOAL_VOCABULARY

_TEXT_TYPES = frozenset({"text", "search", "number", ""})
_LONGEST_COLUMN = 4  # words of a column's name as a filter row shows it
_EDGES = re.compile(r"^\W+|\W+$")  # the marks around a column's name in its row ("× City")


def _in(label: str, slot: tuple[str, ...]) -> bool:
    """Whether the control's whole label is one of the slot's words ("Add Filter", "Apply", "equals")."""
    spelled = " ".join(words_of(label)) or label.strip().casefold()
    return any(spelled == (" ".join(words_of(word)) or word) for word in slot)


def _column_in(row: str, label: str) -> str | None:
    """The words of a filter row that name the goal's column, as the page spells them ("× City contains",
    "Stadt" -> "City")."""
    words = row.split()
    for size in range(1, _LONGEST_COLUMN + 1):
        for at in range(len(words) - size + 1):
            window = " ".join(words[at:at + size])
            found = fit(label, window)
            if found.full and found.precision >= 1.0:
                return _EDGES.sub("", window)
    return None


def _value_field(label: str, inventory: Inventory) -> tuple[Control, str] | None:
    """The field of the filter row for the column: a field with no name of its own in a row whose words name the
    column, and the column as the row spells it."""
    for control in inventory.fields:
        if control.disabled or not control.unlabelled or control.input_type not in _TEXT_TYPES or not control.around:
            continue
        column = _column_in(control.around, label)
        if column:
            return control, column
    return None


def _row_controls(field: Control, column: str, inventory: Inventory) -> list[Control]:
    """The other controls of the field's row, but the one named by the column (the row's remove link "× City")."""
    return [c for c in inventory.controls if c.kind is not ControlKind.FIELD and c.around == field.around
            and not c.disabled and not names(column, c.label)]


def _operator_step(index: int, field: Control, column: str, situation: Situation) -> Proposal | None:
    """Equality where the row shows another operator ("contains"): click the operator, then its "equals" option.
    None when the row shows equality already, or its operator, once opened, offers no equality."""
    inventory = situation.inventory
    facts = situation.memory.facts_of(index)
    last = facts[-1].control if facts else None
    options = [c for c in inventory.buttons if c.role == "option" and _in(c.label, GOAL_VOCABULARY.equal_words)]
    if options and last is not None and last.kind is not ControlKind.FIELD and column in last.around:
        # the step before opened the operators of the column's row
        return Proposal(Click(Named(options[0].label, "option")),
                        control_note("click", options[0], inventory, "Compare with equality."), index,
                        Changes(f"choosing {quoted(options[0].label)}"), options[0])
    row = _row_controls(field, column, inventory)
    if not row or any(_in(c.label, GOAL_VOCABULARY.equal_words) for c in row):
        return None
    opened = {fact.control.label for fact in facts if fact.control is not None}
    operator = row[0]
    if operator.label in opened or len(words_of(operator.label)) > _LONGEST_COLUMN:
        return None
    return clicking(index, operator, inventory, "Open the filter's operators.")


def _apply_button(field: Control, inventory: Inventory) -> Control | None:
    """The button that applies the filter: one named so in the field's form, else the form's submit."""
    buttons = [c for c in inventory.buttons if not c.disabled and (not field.form or c.form == field.form)]
    named_so = [c for c in buttons if _in(c.label, GOAL_VOCABULARY.apply_words)]
    found = named_so or [c for c in buttons if c.submit and field.form]
    return found[0] if found else None


def _in_row(index: int, clause: Filter, field: Control, column: str, situation: Situation) -> Proposal | None:
    """In the filter row: the operator, then the value, then apply."""
    inventory = situation.inventory
    operator = _operator_step(index, field, column, situation)
    if operator is not None:
        return operator
    typed = any(fact.control is not None and fact.control.around == field.around
                and isinstance(fact.step, TypeInto) for fact in situation.memory.facts_of(index))
    if field.value != clause.value or not typed:
        return Proposal(TypeInto(Named(column, "filter field"), clause.value),
                        control_note("type", field, inventory, f"The value of the {column} filter."), index,
                        Holds(field, clause.value), field)
    apply = _apply_button(field, inventory)
    if apply is None:
        return None
    return clicking(index, apply, inventory, f"Apply the filter on {column}.",
                    check=Searched(field, clause.value, f"clicking {quoted(apply.label)}"))


def _openers(inventory: Inventory) -> list[Control]:
    return [c for c in inventory.controls if c.kind is not ControlKind.FIELD and not c.disabled
            and _in(c.label, GOAL_VOCABULARY.filter_openers)]


def _menu_items(opener: Control, label: str, inventory: Inventory) -> list[Control]:
    """The items of the menu the opener opened that name the column: the controls right after it in the page,
    up to the next field (a menu's items follow its toggle), or the page's menu items."""
    controls = list(inventory.controls)
    after = controls[controls.index(opener) + 1:]
    until = next((at for at, c in enumerate(after) if c.kind is ControlKind.FIELD), len(after))
    menu = [c for c in after[:until] if c.kind is not ControlKind.FIELD]
    menu += [c for c in controls if c.role.startswith("menuitem") and c not in menu]
    exact = [c for c in menu if fit(label, c.label).full and fit(label, c.label).precision >= 1.0]
    return exact or [c for c in menu if names(label, c.label)]


def under_way(index: int, clause: Filter, situation: Situation) -> bool:
    """Whether this task is building a filter: it took a step already, or the page shows the column's row."""
    return bool(situation.memory.facts_of(index)) or _value_field(clause.label, situation.inventory) is not None


def build_filter(index: int, clause: Filter, situation: Situation) -> list[Proposal] | None:
    """The next step of building the filter on this page, or None when the page offers no way to build one."""
    inventory = situation.inventory
    row = _value_field(clause.label, inventory)
    if row is not None:
        step = _in_row(index, clause, *row, situation)
        return [step] if step is not None else None
    for opener in _openers(inventory):
        items = _menu_items(opener, clause.label, inventory)
        if items and (opener.expanded is True or _opened(index, opener, situation)):
            return [clicking(index, items[0], inventory, f"Filter on {clause.label}.")]
    closed = [c for c in _openers(inventory) if c.expanded is not True and not _opened(index, c, situation)]
    if closed:
        return [clicking(index, closed[0], inventory, "Open the list's filters.")]
    return None


def _opened(index: int, opener: Control, situation: Situation) -> bool:
    """Whether this task clicked the opener on this very page (its menu is open now)."""
    return any(fact.control is not None and fact.control.label == opener.label
               and fact.url_after == situation.inventory.url for fact in situation.memory.facts_of(index))

