"""The evidence that a task on a list's items was done, on the page after its step (see checks.py): the item's
checkbox is ticked, the list's filter named by the state is in effect, the rows a button removes are gone.
Never merely that the page changed.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import unquote, urlsplit

from plainwright.model import StepResult
from plainwright.plan.checks import Observation, Verdict, changed
from plainwright.plan.inventory import Control, Inventory
from plainwright.plan.labels import fit, names, same_term, terms
from plainwright.plan.vocabulary import GOAL_VOCABULARY

TICKABLE = ("checkbox", "switch")
DONE = "completed"  # the concept (plan/vocabulary.py app_words) of the words for a done item


def item_controls(item: str, controls: list[Control]) -> list[Control]:
    """The controls of the one row (table row or list item) that holds `item`: those whose row's words, or whose
    own label, name it, from the row that says least besides it ("feed the cat" before "feed the cat twice")."""
    fits = [(max(fit(item, c.around).rank if c.around else (0.0, 0.0), fit(item, c.label).rank), c)
            for c in controls]
    full = [(rank, c) for rank, c in fits if rank[0] >= 1.0]
    if not full:
        return []
    best = max(rank for rank, _ in full)
    return [c for rank, c in full if rank == best]


def _row(control: Control) -> str:
    """The words of the row a control stands in; a checklist's box labelled with its item is a row of its own."""
    return control.around or (control.label if control.role in TICKABLE else "")


def ticked_rows(inventory: Inventory) -> set[str]:
    """The words of the rows whose checkbox or switch is ticked."""
    return {_row(c) for c in inventory.fields if c.role in TICKABLE and c.checked and _row(c)}


def rows(inventory: Inventory) -> set[str]:
    """The words of the rows of the page's lists and tables: those its controls stand in."""
    return {_row(c) for c in inventory.controls if _row(c)}


@dataclass(frozen=True, slots=True)
class Ticked:
    """The checkbox or switch of the row holding `item` is ticked on the page after the step."""

    item: str
    expects_change: bool = True

    def judge(self, before: Observation, after: Observation, step: StepResult) -> Verdict:
        boxes = [c for c in item_controls(self.item, after.inventory.fields) if c.role in TICKABLE]
        if not boxes:
            return Verdict(False, f'the page no longer shows a checkbox for "{self.item}"')
        if not all(box.checked for box in boxes):
            return Verdict(False, f'the checkbox of "{self.item}" is not ticked after the step')
        return Verdict(True, f'"{self.item}" is ticked', True)


@dataclass(frozen=True, slots=True)
class RowMarked:
    """A "Done" button of the row holding `item` was clicked: the row now says so (its words changed) or no longer
    offers that button."""

    item: str
    button: Control
    expects_change: bool = True

    def judge(self, before: Observation, after: Observation, step: StepResult) -> Verdict:
        was = {c.around for c in item_controls(self.item, list(before.inventory.controls))}
        now = item_controls(self.item, list(after.inventory.controls))
        if not now:
            return Verdict(False, f'the page no longer shows "{self.item}"')
        if {c.around for c in now} != was:
            return Verdict(True, f'the row of "{self.item}" changed', True)
        if not any(c.kind is self.button.kind and c.label == self.button.label and not c.disabled for c in now):
            return Verdict(True, f'the row of "{self.item}" no longer offers "{self.button.label}"', True)
        return Verdict(False, f'the row of "{self.item}" shows nothing new after clicking "{self.button.label}"')


def _address_words(url: str) -> str:
    parts = urlsplit(url)
    return unquote(" ".join((parts.path, parts.query, parts.fragment)))


@dataclass(frozen=True, slots=True)
class Selects:
    """A filter control named by a state was clicked: the page shows that filter in effect (the control is now the
    current one, or the new address or main heading names the state)."""

    control: Control
    state: str
    expects_change: bool = True

    def judge(self, before: Observation, after: Observation, step: StepResult) -> Verdict:
        found = changed(before, after)
        if found is None:
            return Verdict(False, f'nothing on the page changed after clicking "{self.control.label}"')
        now = after.inventory.find(self.control)
        if now is not None and (now.current or now.checked):
            return Verdict(True, f'"{self.control.label}" is the current filter', True)
        if after.url != before.url and names(self.state, _address_words(after.url)):
            return Verdict(True, f'the address {after.url} names "{self.control.label}"', True)
        if any(names(self.state, heading) for heading in after.inventory.main_headings()):
            return Verdict(True, f'the heading names "{self.control.label}"', True)
        return Verdict(False, f'{found}, but nothing shows the filter "{self.control.label}" in effect')


def removes(verb: str) -> bool:
    """Whether a verb takes things away ("clear", „entferne", "delete")."""
    removal = {term for word in GOAL_VOCABULARY.removal_words for term in terms(word)}
    return any(same_term(term, other) for term in terms(verb) for other in removal)


@dataclass(frozen=True, slots=True)
class Takes:
    """A button that does what the goal's verb says was clicked. A removing one ("Clear completed", "Delete"):
    rows the list showed are gone, and when the goal names done items ("the completed todos"), exactly the ticked
    rows are gone. Another ("Archive", "Publish"): the button is no longer offered as it was, or a row's words
    changed."""

    button: Control
    verb: str
    what: str
    item: str | None = None
    expects_change: bool = True

    def judge(self, before: Observation, after: Observation, step: StepResult) -> Verdict:
        if changed(before, after) is None:
            return Verdict(False, f'nothing on the page changed after clicking "{self.button.label}"')
        gone = rows(before.inventory) - rows(after.inventory)
        if removes(self.verb):
            return self._removed(before, after, gone)
        was = before.inventory.find(self.button)
        now = after.inventory.find(self.button)
        if now is None or now.disabled or (was is not None and now.around != was.around) or gone:
            return Verdict(True, f'"{self.button.label}" took effect', True)
        return Verdict(False, f'the page still offers "{self.button.label}" as before, and no row changed')

    def _removed(self, before: Observation, after: Observation, gone: set[str]) -> Verdict:
        if self.item is not None:
            if item_controls(self.item, list(after.inventory.controls)):
                return Verdict(False, f'the list still shows "{self.item}"')
            return Verdict(True, f'"{self.item}" is gone from the list', True)
        if not gone:
            return Verdict(False, f'no row of the list is gone after clicking "{self.button.label}"')
        if DONE in terms(self.what):
            done = ticked_rows(before.inventory)
            if not gone <= done or ticked_rows(after.inventory) & done:
                return Verdict(False, f'the rows gone are not the done ones: {", ".join(sorted(gone))}')
        return Verdict(True, "gone from the list: " + ", ".join(f'"{row}"' for row in sorted(gone)), True)

