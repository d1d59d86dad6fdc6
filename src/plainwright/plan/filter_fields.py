"""A list filtered by a drop-down of its filter form ("Status: Any / Open / Closed", "Assignee: Anyone / alice /
bob"). A goal that asks with a clause rather than a column ("the issues assigned to bob", row_text.py's
`clause_filter`) seldom spells the column ("assigned" for "Assignee"), so the value decides: the drop-down named
like the label that offers it, else the one drop-down of the page that offers exactly the value.

The option is chosen, then the form sent by its button ("Filter", "Apply"); a drop-down whose form has no button
filters as it is chosen. Only a list's filter: the page lists rows, or the form's button shows the list anew
("Search", "Filter"), never a new record's form ("Submit New Entry"). Done (`Applied`) only when the page shows the
filter in effect: the address carries the option, or the list's rows changed and the drop-down still shows it.

A bound of the rows' values ("the bills of at least 50") goes into the filter form's field for it ("Min", "Amount
from", „von"; the column's words first where the goal names one), then the form is sent: done when the address
carries the number, or the field still holds it on the list sent anew.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import parse_qsl, urlsplit

from plainwright.model import StepResult
from plainwright.plan.base import Proposal, Situation
from plainwright.plan.checks import Holds, Observation, Searched, Typed, Verdict
from plainwright.plan.choices import chooses, option_for
from plainwright.plan.clauses import Bound
from plainwright.plan.flows import Answer, NotHere, _closest, _senders, clicking, named
from plainwright.plan.inventory import Control, Inventory
from plainwright.plan.labels import fit, names
from plainwright.plan.notes import control_note
from plainwright.plan.row_checks import rows
from plainwright.plan.steps import Choose, TypeInto, quoted
from plainwright.plan.value_fit import drop_down
from plainwright.plan.vocabulary import GOAL_VOCABULARY, goal_word_set

# ---- the drop-down that offers the value ------------------------------------------------------------------


def offering(label: str, value: str, inventory: Inventory) -> tuple[Control, str] | None:
    """The drop-down to choose `value` in, and its option: one named like the label that offers it, else the one
    drop-down of the page that offers exactly the value (an option "bobby" is not "bob")."""
    drops = [c for c in inventory.fields if not c.disabled and drop_down(c) and c.options]
    for control in drops:
        if label and names(label, control.label) and (option := option_for(value, control.options)) is not None:
            return control, option
    wanted = value.strip().casefold()
    exact = [(c, o) for c in drops for o in c.options if o.strip().casefold() == wanted]
    return exact[0] if len(exact) == 1 else None


@dataclass(frozen=True, slots=True)
class Applied:
    """The list shows the filter in effect: the address carries the option, or the list's rows changed and the
    drop-down still shows it."""

    control: Control
    option: str
    expects_change: bool = True

    def judge(self, before: Observation, after: Observation, step: StepResult) -> Verdict:
        wanted = self.option.strip().casefold()
        if any(value.strip().casefold() == wanted for _, value in parse_qsl(urlsplit(after.url).query)):
            return Verdict(True, f"the address carries {quoted(self.option)}", True)
        now = after.inventory.find(self.control)
        listed = rows(after.inventory)
        if now is not None and chooses(self.option, now.value, now.options) and listed \
                and listed != rows(before.inventory):
            return Verdict(True, f'the list changed and "{self.control.label}" shows {quoted(self.option)}', True)
        return Verdict(False, f'the list does not show the filter "{self.control.label}" = {quoted(self.option)} '
                              "in effect")


def _chosen_here(index: int, control: Control, situation: Situation) -> bool:
    return any(fact.control is not None and fact.control.label == control.label
               for fact in situation.memory.facts_of(index))


_REDISPLAYS = goal_word_set("apply_words", "redisplay_words")


def _sends_a_filter(button: Control) -> bool:
    """A button that shows a list anew ("Filter", "Apply", "Search", „Anzeigen"), not one that keeps what a form
    holds ("Save", "Submit New Entry"): the drop-downs of a new record's form are no filter."""
    return any(fit(word, button.label).full for word in _REDISPLAYS)


def by_field(index: int, label: str, value: str, situation: Situation) -> list[Proposal]:
    """Choose the value in the drop-down that offers it, then send its form; [] when no drop-down of a list's filter
    offers it: the page must list rows (a drop-down that filters as it is chosen), or its form must be sent by a
    button that shows the list anew."""
    inventory = situation.inventory
    found = offering(label, value, inventory)
    if found is None:
        return []
    control, option = found
    sent_by = _senders(control, inventory)
    senders = [c for c in sent_by if _sends_a_filter(c)]
    if (sent_by and not senders) or (not senders and not rows(inventory)):
        return []
    if not _chosen_here(index, control, situation) or not chooses(option, control.value, control.options):
        check = Holds(control, option) if senders else Applied(control, option)
        return [Proposal(Choose(named(control, inventory), option),
                         control_note("select", control, inventory, f"Show only the rows whose {label} is {option}."),
                         index, check, control)]
    if not senders:
        return []
    return [clicking(index, senders[0], inventory, "Apply the filter.", check=Applied(control, option))]


# ---- a bound of the values -----------------------------------------------------------------------------------

_TYPED = frozenset({"text", "number", "search", ""})


def _bound_field(clause: Bound, inventory: Inventory) -> Control | None:
    """The one field of a list's filter form that takes the bound: named (label, placeholder, code name) by a word
    of a lower (or upper) bound, and by the goal's column where it names one."""
    words = GOAL_VOCABULARY.words("lower_bound_labels" if clause.lower else "upper_bound_labels")
    fields = [c for c in inventory.fields if not c.disabled and c.input_type in _TYPED and not drop_down(c)
              and any(names(word, f"{c.label} {c.placeholder}") for word in words)]
    if clause.label:
        fields = [c for c in fields if names(clause.label, f"{c.label} {c.placeholder}")] or fields
    return fields[0] if len(fields) == 1 else None


def bounded(index: int, clause: Bound, situation: Situation) -> Answer:
    """Type the number into the filter form's field for the bound, then send the form."""
    if any(earlier < index for earlier in situation.pending()):
        return NotHere("the list open first")
    inventory = situation.inventory
    field = _bound_field(clause, inventory)
    senders = [c for c in _senders(field, inventory) if _sends_a_filter(c)] if field is not None else []
    if field is None or not senders:
        bound = "lower" if clause.lower else "upper"
        return NotHere(f"a filter field for the {bound} bound of the {clause.label or 'values'}, with a button that "
                       "shows the list anew", _closest(clause.label or "min", inventory.fields))
    why = f"Show only the rows whose {clause.label or 'value'} is at {'least' if clause.lower else 'most'} " \
          f"{clause.value}."
    if field.value != clause.value or not _chosen_here(index, field, situation):
        return [Proposal(TypeInto(named(field, inventory), clause.value), control_note("type", field, inventory, why),
                         index, Typed(field, clause.value), field)]
    return [clicking(index, senders[0], inventory, "Apply the filter.",
                     check=Searched(field, clause.value, f"clicking {quoted(senders[0].label)}"))]
