"""Looking for the way: when nothing on the page takes the goal further, what the page keeps folded away may. A
menu, a drop-down of the navigation bar, a collapsed section or an account menu is a control that says it is
closed (`aria-expanded="false"`); opened, it shows links the flows can then use. Failing that, a link, tab or menu
item that names the kind of thing a page to open is after leads to where such things are listed: "Invoices" for
"open invoice INV-1003", "Customers" for „öffne den Kunden Acme" (`toward`).

Bounded by the run: a closed control is opened once in it (an open one is no longer closed, and one opened before
is not opened again when another menu folded it, nor on the next page that shows the same navigation: folders that
lead to pages of their own would otherwise be walked in circles), the ones whose words relate to what is left to
do first, then the others in the page's order. What the page shows only after a click is never guessed:
the flows look again at the page the click left.
"""

from __future__ import annotations

from dataclasses import dataclass

from plainwright.model import StepResult
from plainwright.plan.base import Proposal, Situation
from plainwright.plan.checks import Observation, Verdict
from plainwright.plan.clauses import Open, Search
from plainwright.plan.flows import clicking
from plainwright.plan.inventory import Control
from plainwright.plan.labels import framing, names, same_term, terms, words_of


@dataclass(frozen=True, slots=True)
class Opens:
    """A folded control was opened: it says it is open now, or the page shows other controls."""

    control: Control
    expects_change: bool = True

    def judge(self, before: Observation, after: Observation, step: StepResult) -> Verdict:
        now = after.inventory.find(self.control)
        if (now is not None and now.expanded) or after.inventory.fingerprint != before.inventory.fingerprint:
            return Verdict(True, f'"{self.control.label}" is open')
        return Verdict(False, f'clicking "{self.control.label}" opened nothing')


def _relates(control: Control, wanted: list[str]) -> bool:
    return any(names(word, control.label) for word in wanted)


# what a task looks for besides its own words: a search box is often kept behind a button that shows the filters
_KEPT_WITH: dict[type, tuple[str, ...]] = {Search: ("search", "filter")}


def folded(situation: Situation) -> list[Control]:
    """The page's closed menus and sections, the ones whose label names a word of a task left to do first."""
    closed = [c for c in situation.inventory.controls if c.expanded is False and not c.disabled and c.label]
    tasks = [situation.clauses[index] for index in situation.pending()]
    wanted = [word for task in tasks for word in (*words_of(task.describe()), *_KEPT_WITH.get(type(task), ()))
              if len(word) > 3]
    return sorted(closed, key=lambda c: not _relates(c, wanted))


_LEADS = ("link", "tab", "menuitem")  # a navigation drawn as a menu bar has menu items for its links


def _kinds_named(control: Control, wanted: tuple[str, ...]) -> bool:
    """Whether every word of the control's label names a kind of thing a task asks for ("Invoices" for "invoice
    INV-1003"), and not only its frame ("page", "list")."""
    shown = terms(control.label)
    return bool(shown) and not all(framing(term) for term in shown) \
        and all(any(same_term(term, word) for word in wanted) for term in shown)


def toward(situation: Situation) -> list[Control]:
    """The links, tabs and menu items of the page, not the one it is on, whose label names only words of the page
    the first task left to do opens: where the kind of thing it is after is listed. Only a page to open is looked
    for so: a filter's value or a column's name is a link that does the task or sorts the list, not a way to it."""
    task = situation.clauses[situation.pending()[0]]
    if not isinstance(task, Open) or not task.target:
        return []
    wanted = terms(task.target)
    return [c for c in situation.inventory.controls if c.role in _LEADS and not c.current and not c.disabled
            and not c.dialog and _kinds_named(c, wanted)]


def look_further(situation: Situation) -> Proposal | None:
    """The step that opens the first closed menu or section not yet opened in this run, else the one that follows
    the first link, tab or menu item toward what the task is after not yet followed; None when there is none."""
    index = situation.pending()[0]
    # opened once in this run already (on this page or another showing the same navigation): looked into
    opened = {fact.sentence for fact in situation.memory.facts}
    for control in (*folded(situation), *toward(situation)):
        proposal = clicking(index, control, situation.inventory, f'Open "{control.label}" to look for the way.',
                            check=Opens(control))
        if proposal.sentence not in situation.avoid | opened:
            return proposal
    return None
