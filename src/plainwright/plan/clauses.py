"""The tasks a goal is read into (goal_text.py reads them, flows.py proposes their steps): one dataclass each,
with how it describes itself (a secret never shown)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

MASKED = "***"


@dataclass(frozen=True, slots=True)
class Clause:
    """One task of a goal; `text` is the piece of the goal it was read from."""

    text: str

    def describe(self) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class LogIn(Clause):
    username: str | None = None
    password: str | None = None

    def describe(self) -> str:
        who = f' as "{self.username}"' if self.username else ""
        return f"log in{who}" + (f' with password "{MASKED}"' if self.password else "")


@dataclass(frozen=True, slots=True)
class LogOut(Clause):
    def describe(self) -> str:
        return "log out"


@dataclass(frozen=True, slots=True)
class Open(Clause):
    target: str = ""  # the words naming the page, as written ("die Regression-Übersicht")
    url: str | None = None
    of_record: str = ""  # a view of the record the task before opens ("the history of the page X"): opened there

    def describe(self) -> str:
        of = f' of "{self.of_record}"' if self.of_record else ""
        return f"open {self.url}" if self.url else f'open "{self.target}"{of}'


@dataclass(frozen=True, slots=True)
class Search(Clause):
    query: str = ""

    def describe(self) -> str:
        return f'search for "{self.query}"'


@dataclass(frozen=True, slots=True)
class Filter(Clause):
    """Show only the rows of the list open whose `label` is `value` ("status" -> "Shipped")."""

    label: str = ""
    value: str = ""

    def describe(self) -> str:
        return f'show only the rows whose {self.label} is "{self.value}"'


@dataclass(frozen=True, slots=True)
class Bound(Clause):
    """Show only the rows of the list open whose `label` ("amount"; "" when the goal names none) is at least (or,
    `lower` False, at most) `value`: the list's filter field for that bound ("Min", "Amount from")."""

    label: str = ""
    value: str = ""
    lower: bool = True

    def describe(self) -> str:
        return f'show only the rows whose {self.label or "value"} is at {"least" if self.lower else "most"} ' \
               f'"{self.value}"'


@dataclass(frozen=True, slots=True)
class ShowState(Filter):
    """Show only the items of the list (`label`: "todos") in a state (`value`: "active"): the list's filter
    control named by the state."""

    def describe(self) -> str:
        return f"show only the {self.value} {self.label}"


@dataclass(frozen=True, slots=True)
class Tick(Clause):
    """An item of a list marked as done: the checkbox, switch or "Done" button of the row holding its name."""

    noun: str = ""
    item: str = ""

    def describe(self) -> str:
        return f'mark {f"the {self.noun} " if self.noun else ""}"{self.item}" as done'


@dataclass(frozen=True, slots=True)
class Act(Clause):
    """What a button of the page does, asked by its verb: "clear the completed todos" is the "Clear completed"
    button; with an item ("delete "X""), the button of the row holding it."""

    verb: str = ""
    what: str = ""
    item: str | None = None

    def describe(self) -> str:
        if self.item is not None:
            return f'{self.verb} {f"the {self.what} " if self.what else ""}"{self.item}"'
        return f'{self.verb} "{self.what}"'


@dataclass(frozen=True, slots=True)
class Pair:
    """A value for a field of a form, and how the goal names that field. `cue`: the label is only the words the goal
    said the value with ("paid by", "dated", "for"), which need not name a field: the field is the one the value
    fits. `items`: several values for one field ("for Alice, Chiara and Dmitri"), the boxes that list them."""

    label: str
    value: str
    cue: bool = False
    items: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Fill(Clause):
    pairs: tuple[Pair, ...] = ()
    form: str = ""  # the words naming the form ("contact"), or ""

    def describe(self) -> str:
        values = ", ".join(f'{pair.label} "{pair.value}"' for pair in self.pairs)
        return f"fill {f'the {self.form} form' if self.form else 'in'} with {values}"


@dataclass(frozen=True, slots=True)
class Submit(Clause):
    def describe(self) -> str:
        return "submit the form"


@dataclass(frozen=True, slots=True)
class AddToCart(Clause):
    item: str = ""

    def describe(self) -> str:
        return f'add "{self.item}" to the cart'


@dataclass(frozen=True, slots=True)
class Create(Clause):
    """A new record made through the application's form: the thing's noun ("customer"), its name when the goal
    gives one, and the values of its other fields (a box to tick is a pair whose value is "yes" or "no")."""

    noun: str = ""
    name: str | None = None
    pairs: tuple[Pair, ...] = ()

    def describe(self) -> str:
        named = f' named "{self.name}"' if self.name is not None else ""
        values = "".join(f', {pair.label} "{pair.value}"' for pair in self.pairs)
        return f'create a new "{self.noun}"{named}{values}'


@dataclass(frozen=True, slots=True)
class Edit(Clause):
    """An existing record changed through its form: the thing's noun and name, the values to set (a box to tick
    is a pair whose value is "yes" or "no")."""

    noun: str = ""
    name: str = ""
    pairs: tuple[Pair, ...] = ()

    def describe(self) -> str:
        values = "".join(f', {pair.label} "{pair.value}"' for pair in self.pairs)
        return f'edit the {self.noun} "{self.name}"{values}'


@dataclass(frozen=True, slots=True)
class AddItems(Clause):
    """Items added one by one to a list with a single field for a new one: "Add the todos "a", "b" and "c"."""

    noun: str = ""
    items: tuple[str, ...] = ()

    def describe(self) -> str:
        return f"add the {self.noun} " + ", ".join(f'"{item}"' for item in self.items)


@dataclass(frozen=True, slots=True)
class Do(Clause):
    """A plain step, run as written."""

    def describe(self) -> str:
        return f"do: {self.text}"


@dataclass(frozen=True, slots=True)
class FreeForm(Clause):
    """A piece of the goal that neither a flow nor the step grammar reads. Only a model planner takes it on, and
    it is done only when the model says so with evidence that the page shows."""

    def describe(self) -> str:
        return f'"{self.text}" (not understood by the rules)'


def named_records(clauses: Iterable[Clause]) -> list[str]:
    """The records a goal names by their names: the one it edits or creates, the item it ticks, acts on or adds to
    the cart ("Alan Turing", "feed the cat"). A step acting in such a record's row names that row, never a place."""
    found: list[str | None] = []
    for clause in clauses:
        if isinstance(clause, Edit | Create):
            found.append(clause.name)
        elif isinstance(clause, Tick | Act | AddToCart):
            found.append(clause.item)
    return list(dict.fromkeys(name for name in found if name))


@dataclass(slots=True)
class Reading:
    """The tasks of a goal in its order, the pieces nobody understood among them (as FreeForm)."""

    clauses: list[Clause] = field(default_factory=list)

    @property
    def not_understood(self) -> list[str]:
        return [clause.text for clause in self.clauses if isinstance(clause, FreeForm)]

    def describe(self) -> list[str]:
        return [clause.describe() for clause in self.clauses]
