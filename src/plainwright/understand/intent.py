"""The typed intent: the one interface between the grammar (what a step says) and a brain (what it means here).

Every field is typed; no string carries a hidden meaning. Words that describe the target stay words (`target`,
`context`) and are weighed against what elements show; what the grammar knows beyond words has its own field:
the ARIA `role` a step names, the `family` of roles it names without naming one, the `purpose` a verb gives,
and how the target stands to a named place (`relation`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from plainwright.model import ActionKind

if TYPE_CHECKING:
    from plainwright.understand.screen import ScreenArea


class Relation(StrEnum):
    """How the target stands to the place a step names: inside it, beside it, below or above it."""

    IN = "in"
    NEAR = "near"
    BELOW = "below"
    ABOVE = "above"


class Family(StrEnum):
    """Several ARIA roles a step names by one word: "Choose "bug"" (an option, a radio, a tab), "the gear icon"."""

    CHOICE = "option"  # one of several offered: an option, a radio button, a tab, a menu item
    ICON = "icon"  # a control that shows a picture and no words


class Quality(StrEnum):
    """What a step says a field is like besides its name: "the new empty "Member name" field"."""

    NEW = "new"  # drawn since the page was last read for a step (an "Add item" just added it)
    EMPTY = "empty"  # holds no value yet


class Purpose(StrEnum):
    """What a verb says the target is for, when the brain acts on that and not only on the words."""

    CLOSE = "close"  # "Close the dialog", "Dismiss the banner": what closes the place named
    SORT = "sort"  # "Sort the orders by date": a sort control, or else the column header that sorts
    OPEN = "open"  # "Open the order of X": what opens a view (a link, a button, a tab), never a box or a field


@dataclass(slots=True)
class Intent:
    """One clause understood: the action kind, the words naming the target, and the value.

    `context` names where the target is ("Login form", "dialog", "row for Alice", "next to Price");
    `phrase` keeps the target words as written before context and role words were taken out, so that a
    brain can fall back on them when the split was wrong ("Click Shop for men"). `destination` is set when
    the step names where to go ("Go to Pricing"): links to the same place are then one and the same.
    """

    kind: ActionKind
    target: str = ""
    value: str | None = None
    role: str | None = None  # an ARIA role the step names ("the Save button")
    family: Family | None = None  # roles the step names by one word ("the gear icon")
    purpose: Purpose | None = None
    ordinal: int | None = None
    context: str | None = None
    exact: bool = False
    phrase: str = ""
    destination: bool = False
    refers_back: bool = False  # "Replace its text with ...": the element that has the focus
    then_enter: bool = False  # "Search for "shoes"", "Add a todo "Milk"": typed, then sent with Enter
    was: str | None = None  # "Change the weight from 2.5 to 3.0": what the field holds before, checked first
    relation: Relation = Relation.IN  # how the target stands to `context`
    only: bool = False  # "the list shows only "Milk"": the list holding it shows nothing else
    screen: ScreenArea | None = None  # "at the top right of the page": where in the window the target is drawn
    qualities: frozenset[Quality] = frozenset()  # "the new empty "Member name" field"
    # what the words mean when the browser opened no dialog: "confirm" is then the page's own Confirm button
    otherwise: Intent | None = None

    @property
    def names_a_kind(self) -> bool:
        """Whether the step says what kind of element it means: a role, or a family of roles."""
        return self.role is not None or self.family is not None


@dataclass(slots=True)
class Clause:
    """A piece of a step sentence that names exactly one action; `intent` is None when not understood."""

    text: str
    intent: Intent | None
    derived: bool = False  # implied by the clause before it ("Search for X" sends it with Enter)
