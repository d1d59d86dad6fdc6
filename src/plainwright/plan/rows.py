"""The flows of the tasks on a list's items (see flows.py for the others): mark an item as done, show only the
items in a state, and what a button of the list does ("Clear completed", a row's "Delete").

Each runs in the goal's order (after the tasks before it: the list must hold what they added), and each is done
only on evidence of its own (row_checks.py): the item's checkbox ticked, the filter in effect, the rows gone.
"""

from __future__ import annotations

from plainwright.plan.base import Proposal, Situation
from plainwright.plan.checks import Passes
from plainwright.plan.filter_fields import bounded, by_field
from plainwright.plan.flows import (
    Answer,
    Flow,
    NotHere,
    _clickables,
    _closest,
    _filter_options,
    _usable,
    clicking,
    in_record,
    plain_step,
)
from plainwright.plan.goal_text import Act, Bound, Do, ShowState, Tick
from plainwright.plan.inventory import Control, ControlKind, Inventory
from plainwright.plan.labels import framing, same_term, terms, words_of
from plainwright.plan.notes import control_note, note_sentence
from plainwright.plan.row_checks import DONE, TICKABLE, RowMarked, Selects, Takes, Ticked, item_controls, removes
from plainwright.plan.steps import BoxMarked, Click, MarkBox
from plainwright.understand.grammar import parse_step


def _waits(index: int, situation: Situation) -> NotHere | None:
    """A task of a list waits for the tasks before it: they add the items it acts on."""
    if any(earlier < index for earlier in situation.pending()):
        return NotHere("the tasks before it done")
    return None


def _says_done(label: str) -> bool:
    return DONE in terms(label)


def tick(index: int, clause: Tick, situation: Situation) -> Answer:
    """The checkbox or switch of the row holding the item, ticked; else the row's "Done"/"Complete" button."""
    if (waiting := _waits(index, situation)) is not None:
        return waiting
    inventory = situation.inventory
    usable = [c for c in inventory.controls if _usable(c)]
    why = f"Mark {clause.item} as done."
    boxes = item_controls(clause.item, [c for c in usable if c.role in TICKABLE])
    if boxes:
        box, where = boxes[0], in_record(boxes[0], clause.item, inventory)
        if box.checked:
            return [Proposal(BoxMarked(where), control_note("assert", box, inventory, why), index,
                             Passes(f'"{clause.item}" is ticked'), box)]
        return [Proposal(MarkBox(where), control_note("check", box, inventory, why), index,
                         Ticked(clause.item), box)]
    buttons = item_controls(clause.item, [c for c in usable if c.kind is not ControlKind.FIELD
                                          and _says_done(c.label)])
    if buttons:
        return [Proposal(Click(in_record(c, clause.item, inventory)), control_note("click", c, inventory, why),
                         index, RowMarked(clause.item, c), c) for c in buttons]
    return NotHere(f'a checkbox or a "Done" button in the row of "{clause.item}"',
                   _closest(clause.item, [c for c in inventory.controls if c.around]))


def show_state(index: int, clause: ShowState, situation: Situation) -> Answer:
    """The list's filter control named by the state ("Active"), clicked; done when the filter shows in effect."""
    if (waiting := _waits(index, situation)) is not None:
        return waiting
    inventory = situation.inventory
    found = _filter_options(clause, inventory)
    if not found and (chosen := by_field(index, "", clause.value, situation)):
        return chosen
    if not found:
        return NotHere(f'a filter of the {clause.label} named "{clause.value}"',
                       _closest(clause.value, _clickables(inventory)))
    return [clicking(index, c, inventory, f"Show only the {clause.value} {clause.label}.",
                     check=Selects(c, clause.value)) for c in found]


def _same_action(verb: str, term: str) -> bool:
    return same_term(verb, term) or (removes(verb) and removes(term))


def _does(clause: Act, control: Control, context: list[str]) -> bool:
    """Whether a button's label says the goal's verb and what it acts on, and nothing else: "Clear completed" for
    "clear the completed todos" (the page's own subject, "todos", need not be on it)."""
    verbs = terms(clause.verb)
    shown = [term for term in terms(control.label) if not term.isdigit()]  # "Clear completed (2)": a count
    acting = [term for term in shown if any(_same_action(verb, term) for verb in verbs)]
    if not acting:
        return False
    others = [term for term in shown if term not in acting]
    wanted = list(terms(clause.what))
    around = [*context, *terms(control.hint())]
    needed = [term for term in wanted if not framing(term) and not any(same_term(term, seen) for seen in around)]
    return all(any(same_term(term, other) for other in others) for term in needed) \
        and all(any(same_term(other, term) for term in wanted) for other in others)


def _buttons_for(clause: Act, inventory: Inventory, clickables: list[Control]) -> list[Control]:
    if clause.item is not None:
        return [c for c in item_controls(clause.item, clickables)
                if any(_same_action(verb, term) for verb in terms(clause.verb) for term in terms(c.label))]
    context = [term for text in (inventory.title, *inventory.main_headings()) for term in terms(text)]
    said = set(words_of(f"{clause.verb} {clause.what}"))
    # the goal's own words before synonyms: "clear the finished items" is "Clear finished" before "Remove done"
    return sorted((c for c in clickables if _does(clause, c, context)),
                  key=lambda c: -len(said & set(words_of(c.label))))


def act(index: int, clause: Act, situation: Situation) -> Answer:
    """The button whose label says what the goal asks ("Clear completed"), or the one of the item's row that says
    the verb ("Delete"). Where no button of the page says the verb at all, the goal's words as a plain step."""
    if (waiting := _waits(index, situation)) is not None:
        return waiting
    inventory = situation.inventory
    clickables = [c for c in _clickables(inventory) if _usable(c)]
    found = _buttons_for(clause, inventory, clickables)
    if found:
        return [clicking(index, c, inventory, note_sentence(clause.describe()),
                         check=Takes(c, clause.verb, clause.what, clause.item), record=clause.item) for c in found]
    verbs = terms(clause.verb)
    says_verb = [c for c in clickables if any(_same_action(v, t) for v in verbs for t in terms(c.label))]
    steps = parse_step(clause.text)
    if not says_verb and steps and all(step.intent is not None for step in steps):
        return plain_step(index, Do(text=clause.text), situation)
    what = f'"{clause.item}"' if clause.item is not None else clause.what
    return NotHere(f'a button that does "{clause.verb} {what}"', _closest(f"{clause.verb} {clause.what}",
                                                                         says_verb or clickables))


ROW_FLOWS: dict[type, Flow] = {
    Tick: tick,  # type: ignore[dict-item]
    ShowState: show_state,  # type: ignore[dict-item]
    Bound: bounded,  # type: ignore[dict-item]
    Act: act,  # type: ignore[dict-item]
}
