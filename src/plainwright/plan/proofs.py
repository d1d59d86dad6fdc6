"""The check steps that prove a task done, written from the page its last step left: what the goal named, as that
page shows it (`Verify the row for "Alan Turing" shows "Pro"`). The goal loop runs them right after that step
(each must pass there to be kept), so that the saved scenario checks on every replay what the run verified, and a
replay that did something else (edited another row, saved nothing) fails instead of passing.

One prover per kind of task, each a small function of the task, its last step and the page before and after it,
returning the sentences best first. A task whose last step was a check already (an open page's heading, a model's
evidence, a step of the goal's own words) needs none, nor does a form filled: each value typed, chosen or ticked
is checked in its field by the step itself, on every run.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import unquote_plus, urlsplit

from plainwright.plan.base import Proposal
from plainwright.plan.checks import Leaves, LeavesLogin, Observation, Passes, Proves, Searched, refuses
from plainwright.plan.flows import field_for, holds, in_record, named, search_fields
from plainwright.plan.goal_text import (
    Act,
    AddItems,
    AddToCart,
    Bound,
    Clause,
    Create,
    Edit,
    Filter,
    LogIn,
    LogOut,
    Pair,
    Search,
    ShowState,
    Submit,
    Tick,
)
from plainwright.plan.inventory import Control
from plainwright.plan.labels import names
from plainwright.plan.notes import page_note
from plainwright.plan.row_checks import TICKABLE, Selects, item_controls, rows
from plainwright.plan.steps import (
    AddressHas,
    BoxMarked,
    HasValue,
    HeadingShown,
    NoControl,
    PlannedStep,
    Shows,
    expected,
)
from plainwright.plan.value_fit import drop_down
from plainwright.plan.vocabulary import GOAL_VOCABULARY

_LINE_CHARS = 100  # a line of the page longer than this is no check a person would write


@dataclass(frozen=True, slots=True)
class Completed:
    """A task's last step, verified: the step and the page before and after it."""

    step: Proposal
    before: Observation
    after: Observation


Prover = Callable[[Clause, Completed], list[PlannedStep]]


def proof_steps(clause: Clause, done: Completed) -> list[Proposal]:
    """The check steps that prove `clause` done on the page after its last step, best first; none when that step
    was a check itself."""
    prover = PROVERS.get(type(clause))
    if prover is None or isinstance(done.step.check, Passes | Proves):
        return []
    checks = list(dict.fromkeys(prover(clause, done)))
    inventory = done.after.inventory
    return [Proposal(check, page_note("assert_page", expected(check), inventory, f"Check: {clause.describe()}.",
                                      role="check"),
                     done.step.clause, Proves(f"it holds: {check.sentence()}"))
            for check in checks]


# ---- what a page shows -------------------------------------------------------------------------------------

def spelled(value: str, text: str) -> str | None:
    """`value` as `text` spells it, as a word of its own ("pro" in "Alan Turing Pro Edit" -> "Pro"), or None."""
    words = r"\s+".join(re.escape(word) for word in value.split())
    found = re.search(rf"(?<!\w){words}(?!\w)", text, re.IGNORECASE) if words else None
    return found.group(0) if found else None


def _rows_naming(record: str, page: Observation) -> list[str]:
    """The words of the rows (table rows, list items) that hold the record: those of its controls, the row that
    says least besides it first; else the lines of the page's text that name it (a row with no control)."""
    held = [c.around for c in item_controls(record, [c for c in page.inventory.controls if c.around])
            if names(record, c.around)]
    lines = sorted((line for line in page.text.splitlines() if names(record, line)), key=len)
    return list(dict.fromkeys([*held, *lines]))


def row_shows(record: str, values: list[str], page: Observation) -> list[PlannedStep]:
    """`Verify the row for "Alan Turing" shows "Pro"`, for each value a row holding the record shows."""
    found: list[PlannedStep] = []
    for value in values:
        shown = next((spelled_so for row in _rows_naming(record, page) if (spelled_so := spelled(value, row))), None)
        if shown is not None:
            found.append(Shows(shown, record=record))
    return found


def form_holds(pairs: tuple[Pair, ...], page: Observation) -> list[PlannedStep]:
    """`Verify the "Plan" dropdown is "Pro"`: each value the form on the page still holds (one saved in place)."""
    fields = [c for c in page.inventory.fields if not c.disabled and not c.secret]
    found: list[PlannedStep] = []
    for pair in pairs:
        control = field_for(pair, fields)
        if control is None or not holds(control, pair):
            return []  # the form on the page is not the one that took every value
        found.append(_holds(control, page))
    return found


def record_form_holds(name: str, pairs: tuple[Pair, ...], page: Observation) -> list[PlannedStep]:
    """`Verify the "Title" field is "Installer fails"`, then each value it holds: the new record's own form, which
    the save led to ("issue16"), holds its name; a field emptied by the save (a note sent as a message) is left
    out."""
    fields = [c for c in page.inventory.fields if not c.disabled and not c.secret]
    named_so = (field_for(Pair(label, name), fields) for label in GOAL_VOCABULARY.name_labels)
    name_field = next((c for c in named_so if c is not None and holds(c, Pair(c.label, name))), None)
    if name_field is None:
        return []
    held = [c for pair in pairs if (c := field_for(pair, fields)) is not None and c != name_field and holds(c, pair)]
    return [_holds(control, page) for control in (name_field, *held)]


def _holds(control: Control, page: Observation) -> PlannedStep:
    target = named(control, page.inventory)
    if control.role in (*TICKABLE, "radio"):
        return BoxMarked(target, on=bool(control.checked))
    return HasValue(target, control.value)


def new_lines_naming(words: list[str], done: Completed) -> list[PlannedStep]:
    """`Verify the page shows "Customer "Nakatomi" added."`: a short line the step made appear that names what
    the goal named and refuses nothing."""
    for line in done.after.new_lines(done.before):
        if len(line) <= _LINE_CHARS and not refuses(line) and any(spelled(word, line) for word in words if word):
            return [Shows(line)]
    return []


def address_names(words: list[str], done: Completed) -> list[PlannedStep]:
    """`Verify the URL contains "status=Shipped"`: the part of the new address that names what the goal named (a
    query parameter, its fragment, the last part of its path), as the address writes it."""
    if done.after.url == done.before.url:
        return []
    parts = urlsplit(done.after.url)
    pieces = [piece for piece in parts.query.split("&") if piece]
    if parts.fragment:
        pieces.append(f"#{parts.fragment}")
    pieces.append(parts.path.rstrip("/").rpartition("/")[2])
    for piece in pieces:
        readable = unquote_plus(piece).replace("/", " ")
        if piece and any(spelled(word, readable) for word in words if word):
            return [AddressHas(piece)]
    return []


def _values(pairs: tuple[Pair, ...]) -> list[str]:
    """The values a list could show: not a box's yes or no."""
    flags = GOAL_VOCABULARY.on_values | GOAL_VOCABULARY.off_values
    return [pair.value for pair in pairs if pair.value.strip().lower() not in flags]


# ---- the provers -------------------------------------------------------------------------------------------

def prove_edit(clause: Edit, done: Completed) -> list[PlannedStep]:
    """The row of the record shows each new value; else the form saved in place holds them; else the line the
    save made appear names the record."""
    values = _values(clause.pairs)
    return row_shows(clause.name, values, done.after) or form_holds(clause.pairs, done.after) \
        or new_lines_naming([clause.name, *values], done)


def prove_create(clause: Create, done: Completed) -> list[PlannedStep]:
    """The new record's row shows its values (or, showing none of them, its name); else the page shows its name;
    else its own form, which the save led to, holds it; else the line the save made appear names it."""
    values = _values(clause.pairs)
    if clause.name is not None:
        shown = row_shows(clause.name, values, done.after)
        if shown:
            return shown
        if spelled(clause.name, done.after.text):
            return [Shows(clause.name)]
        if held := record_form_holds(clause.name, clause.pairs, done.after):
            return held
        # a new line naming only a value ("Create New Ticket (enhancement)": a preview) proves no new record
        return new_lines_naming([clause.name], done)
    return new_lines_naming(values, done)


def prove_tick(clause: Tick, done: Completed) -> list[PlannedStep]:
    """The item's box is ticked; else (a "Done" button) its row says what the click made it say."""
    boxes = [c for c in item_controls(clause.item, done.after.inventory.fields) if c.role in TICKABLE and c.checked]
    if boxes:
        return [BoxMarked(in_record(boxes[0], clause.item, done.after.inventory))]
    return _row_says_now(clause.item, done)


def row_cells(record: str, page: Observation) -> list[str]:
    """The texts of the row holding the record, one per cell, its controls' labels left out: the cells of the
    shortest line of the page's text that names it, else the words of its controls' row."""
    controls = item_controls(record, list(page.inventory.controls))
    labels = {" ".join(c.label.split()).casefold() for c in controls}
    lines = sorted((line for line in page.text.splitlines() if names(record, line)), key=len)
    if lines:
        cells = [" ".join(cell.split()) for cell in lines[0].split("\t")]
    else:
        words = {word.casefold() for label in labels for word in label.split()}
        cells = [word for word in (controls[0].around.split() if controls else []) if word.casefold() not in words]
    return [cell for cell in cells if cell and cell.casefold() not in labels]


def _row_says_now(item: str, done: Completed) -> list[PlannedStep]:
    """`Verify the row for "Slow search" shows "Done"`: the first cell the item's row shows that it did not (a
    button's new label is no state)."""
    was = {cell.casefold() for cell in row_cells(item, done.before)}
    new = [cell for cell in row_cells(item, done.after) if cell.casefold() not in was]
    return [Shows(new[0], record=item)] if new else []


def _row_key(row: str, page: Observation) -> str:
    """What tells a row from its siblings, to say it is gone: the first cell of the page's line for it (a table
    row's "Slow search", not "Slow search Done Reopen"), else its words."""
    line = next((line for line in page.text.splitlines() if " ".join(line.split()) == " ".join(row.split())), "")
    return " ".join(line.split("\t")[0].split()) if "\t" in line else row


def prove_act(clause: Act, done: Completed) -> list[PlannedStep]:
    """What the button took away is no longer shown: the item the goal named, else each row gone."""
    if clause.item is not None:
        return [] if spelled(clause.item, done.after.text) else [Shows(clause.item, absent=True)]
    gone = sorted(_row_key(row, done.before) for row in rows(done.before.inventory) - rows(done.after.inventory))
    return [Shows(key, absent=True) for key in gone
            if len(key) <= _LINE_CHARS and not spelled(key, done.after.text)]


def prove_show_state(clause: ShowState, done: Completed) -> list[PlannedStep]:
    """The address or the main heading names the state shown, in the goal's words or the filter's ("offenen":
    "Open")."""
    check = done.step.check
    words = [clause.value, *([check.control.label] if isinstance(check, Selects) else [])]
    heading = next((h for h in done.after.inventory.main_headings() if any(names(word, h) for word in words)), None)
    by_heading: list[PlannedStep] = [HeadingShown(heading)] if heading else []
    return address_names(words, done) or by_heading


def prove_filter(clause: Filter, done: Completed) -> list[PlannedStep]:
    return address_names([clause.value], done) or row_shows_all(clause.value, done)


def prove_bound(clause: Bound, done: Completed) -> list[PlannedStep]:
    """The address carries the bound ("amount_min=50")."""
    return address_names([clause.value], done)


def row_shows_all(value: str, done: Completed) -> list[PlannedStep]:
    """A list whose every row (every control's row) shows the value: the page shows it (a filter in effect)."""
    shown = rows(done.after.inventory)
    return [Shows(value)] if shown and all(spelled(value, row) for row in shown) else []


def prove_search(clause: Search, done: Completed) -> list[PlannedStep]:
    """The address carries the query; else the search field still holds it on the page the search led to; else
    the page shows it."""
    by_address = address_names([clause.query], done)
    if by_address:
        return by_address
    box = next((c for c in search_fields(done.after.inventory) if c.value.casefold() == clause.query.casefold()
                and not drop_down(c)), None)
    if box is not None and isinstance(done.step.check, Searched):  # not the field it was just typed into
        return [HasValue(named(box, done.after.inventory), box.value)]
    return [Shows(clause.query)] if spelled(clause.query, done.after.text) else []


def prove_log_in(clause: LogIn, done: Completed) -> list[PlannedStep]:
    """The login form is gone: no password field is offered."""
    check = done.step.check
    if not isinstance(check, LeavesLogin) or any(c.secret for c in done.after.inventory.fields):
        return []
    return [NoControl(check.password.label, "field")] if check.password.label else []


def prove_log_out(clause: LogOut, done: Completed) -> list[PlannedStep]:
    """What logged out is no longer offered."""
    check = done.step.check
    if not isinstance(check, Leaves) or done.after.inventory.find(check.control) is not None:
        return []
    return [NoControl(check.control.label, check.control.role_word)]


def prove_submit(clause: Submit, done: Completed) -> list[PlannedStep]:
    """The line the page shows once the form was taken ("Thank you"); else the address it led to, named by no
    number (a new record's id is not the same on a replay)."""
    lines = [line for line in done.after.new_lines(done.before) if len(line) <= _LINE_CHARS and not refuses(line)]
    if lines:
        return [Shows(lines[0])]
    path = urlsplit(done.after.url).path
    if done.after.url != done.before.url and path not in ("", "/") and not re.search(r"\d", path):
        return [AddressHas(path)]
    return []


def prove_add_items(clause: AddItems, done: Completed) -> list[PlannedStep]:
    return [Shows(item) for item in clause.items if spelled(item, done.after.text)]


def prove_add_to_cart(clause: AddToCart, done: Completed) -> list[PlannedStep]:
    """The line the page shows once the item is in the cart, naming it or the cart."""
    return new_lines_naming([clause.item, "cart"], done)


PROVERS: dict[type[Clause], Prover] = {
    Edit: prove_edit,  # type: ignore[dict-item]
    Create: prove_create,  # type: ignore[dict-item]
    Tick: prove_tick,  # type: ignore[dict-item]
    Act: prove_act,  # type: ignore[dict-item]
    ShowState: prove_show_state,  # type: ignore[dict-item]
    Filter: prove_filter,  # type: ignore[dict-item]
    Bound: prove_bound,  # type: ignore[dict-item]
    Search: prove_search,  # type: ignore[dict-item]
    LogIn: prove_log_in,  # type: ignore[dict-item]
    LogOut: prove_log_out,  # type: ignore[dict-item]
    Submit: prove_submit,  # type: ignore[dict-item]
    AddItems: prove_add_items,  # type: ignore[dict-item]
    AddToCart: prove_add_to_cart,  # type: ignore[dict-item]
}
