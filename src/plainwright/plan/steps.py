"""The steps a planner proposes, as typed values: what a step does, to which control, with which value. Each step's
sentence in plainwright's step language is written here and nowhere else, so that a saved goal, a guide and the
run itself say the same thing, and a test reads every kind back through the grammar (tests/plan/test_steps.py).

A control is named as a person tells it from its twins: by its label and kind (`the "Email" field`), by the part of
the page it is in (`... in the "Newsletter" section`), by the row of the record the goal names (`the "Edit" button
in the row for "Alan Turing"`), and only last by its place (`the second "Email" field`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from plainwright.model import ActionKind
from plainwright.understand.vocabulary import ENGLISH

# "the second "Save" button": the step grammar's own ordinal words, by their number
ORDINALS = {number: word for word, number in ENGLISH.ordinals.items() if word.isalpha() and number > 0}


def quoted(text: str) -> str:
    """A label or value in the quotes a step sentence reads; a text holding double quotes goes in single ones."""
    return f"'{text}'" if '"' in text and "'" not in text else '"' + text.replace('"', "'") + '"'


@dataclass(frozen=True, slots=True)
class Named:
    """How a step names a control: its label (empty for a row's box the page gives no name) and the word for its
    kind (empty where the step does not say), and what tells it from its twins: the record whose row holds it or
    the section it is in, and its place among them."""

    label: str
    kind: str  # "field", "button", "link", "dropdown", "checkbox", "radio button", "option" ...
    section: str = ""
    record: str = ""
    ordinal: int | None = None

    def __post_init__(self) -> None:
        if self.section and self.record:
            raise ValueError("a control is in a record's row or in a section, not both")
        if self.ordinal is not None and self.ordinal not in ORDINALS:
            raise ValueError(f"no ordinal word for {self.ordinal}")

    def phrase(self) -> str:
        place = ORDINALS[self.ordinal] if self.ordinal is not None else ""
        own = " ".join(part for part in (place, quoted(self.label) if self.label else "", self.kind) if part)
        if self.record:
            return f"the {own} in the row for {quoted(self.record)}"
        if self.section:
            return f"the {own} in the {quoted(self.section)} section"
        return f"the {own}"


@dataclass(frozen=True, slots=True)
class Click:
    target: Named

    def sentence(self) -> str:
        return f"Click {self.target.phrase()}"


@dataclass(frozen=True, slots=True)
class DoubleClick:
    target: Named

    def sentence(self) -> str:
        return f"Double-click {self.target.phrase()}"


@dataclass(frozen=True, slots=True)
class Hover:
    target: Named

    def sentence(self) -> str:
        return f"Hover over {self.target.phrase()}"


@dataclass(frozen=True, slots=True)
class Clear:
    target: Named

    def sentence(self) -> str:
        return f"Clear {self.target.phrase()}"


@dataclass(frozen=True, slots=True)
class TypeInto:
    """Type `value` into the field; `then_enter`: and send it with Enter (a search box, a todo list's entry)."""

    target: Named
    value: str
    then_enter: bool = False

    def sentence(self) -> str:
        typed = f"Type {quoted(self.value)} into {self.target.phrase()}"
        return f"{typed} and press Enter" if self.then_enter else typed


@dataclass(frozen=True, slots=True)
class Choose:
    """Select `option` from a list; without one, select the control itself (a radio button, a tab)."""

    target: Named
    option: str = ""

    def sentence(self) -> str:
        if self.option:
            return f"Select {quoted(self.option)} from {self.target.phrase()}"
        return f"Select {self.target.phrase()}"


@dataclass(frozen=True, slots=True)
class MarkBox:
    """Check (`on`) or uncheck a checkbox or switch."""

    target: Named
    on: bool = True

    def sentence(self) -> str:
        return f"{'Check' if self.on else 'Uncheck'} {self.target.phrase()}"


@dataclass(frozen=True, slots=True)
class Press:
    key: str
    target: Named

    def sentence(self) -> str:
        return f"Press {self.key} in {self.target.phrase()}"


@dataclass(frozen=True, slots=True)
class OpenAddress:
    url: str

    def sentence(self) -> str:
        return f"Open {quoted(self.url)}"


@dataclass(frozen=True, slots=True)
class PutInCart:
    item: str

    def sentence(self) -> str:
        return f"Add {quoted(self.item)} to the cart"


@dataclass(frozen=True, slots=True)
class Shows:
    """The page shows `text` (or, `absent`, does not); in the row of `record` when one is named."""

    text: str
    absent: bool = False
    record: str = ""

    def __post_init__(self) -> None:
        if self.absent and self.record:
            raise ValueError("a row's absence is not a check the planner writes")

    def sentence(self) -> str:
        if self.record:
            return f"Verify the row for {quoted(self.record)} shows {quoted(self.text)}"
        return f"Verify the page {'does not show' if self.absent else 'shows'} {quoted(self.text)}"


@dataclass(frozen=True, slots=True)
class TitleHas:
    text: str

    def sentence(self) -> str:
        return f"Verify the title contains {quoted(self.text)}"


@dataclass(frozen=True, slots=True)
class AddressHas:
    text: str

    def sentence(self) -> str:
        return f"Verify the URL contains {quoted(self.text)}"


@dataclass(frozen=True, slots=True)
class HeadingShown:
    text: str

    def sentence(self) -> str:
        return f"Verify the {quoted(self.text)} heading is visible"


@dataclass(frozen=True, slots=True)
class HasValue:
    """A field holds `value`."""

    target: Named
    value: str

    def sentence(self) -> str:
        return f"Verify {self.target.phrase()} is {quoted(self.value)}"


@dataclass(frozen=True, slots=True)
class BoxMarked:
    """A checkbox or switch is checked (`on`) or unchecked."""

    target: Named
    on: bool = True

    def sentence(self) -> str:
        return f"Verify {self.target.phrase()} is {'checked' if self.on else 'unchecked'}"


@dataclass(frozen=True, slots=True)
class NoControl:
    """The page has no control of that label and kind (a login form gone once logged in)."""

    label: str
    kind: str

    def sentence(self) -> str:
        return f"Verify there is no {quoted(self.label)} {self.kind}"


@dataclass(frozen=True, slots=True)
class AsWritten:
    """A step as the goal or a model wrote it: run as its words say, not written again."""

    text: str

    def sentence(self) -> str:
        return self.text


PlannedStep = (Click | DoubleClick | Hover | Clear | TypeInto | Choose | MarkBox | Press | OpenAddress | PutInCart
               | Shows | TitleHas | AddressHas | HeadingShown | HasValue | BoxMarked | NoControl | AsWritten)


def acting(kind: ActionKind, target: Named, value: str | None) -> PlannedStep | None:
    """The step doing `kind` to the control `target` names, with `value` where the kind takes one; None for a kind
    no planner writes on a control."""
    match kind:
        case ActionKind.CLICK:
            return Click(target)
        case ActionKind.DOUBLE_CLICK:
            return DoubleClick(target)
        case ActionKind.HOVER:
            return Hover(target)
        case ActionKind.CLEAR:
            return Clear(target)
        case ActionKind.CHECK | ActionKind.UNCHECK:
            return MarkBox(target, on=kind is ActionKind.CHECK)
        case ActionKind.FILL:
            return TypeInto(target, value or "")
        case ActionKind.SELECT:
            return Choose(target, value or "")
    return None


def expected(step: PlannedStep) -> str:
    """What a check step expects to see, for its note: the text or value it names, else its sentence."""
    match step:
        case Shows(text=text) | TitleHas(text=text) | AddressHas(text=text) | HeadingShown(text=text):
            return text
        case HasValue(value=value):
            return value
        case BoxMarked(target=target) | Click(target=target):
            return target.label
        case NoControl(label=label):
            return label
    return step.sentence()


def renamed(step: PlannedStep, target: Named) -> PlannedStep | None:
    """The same step about the control `target` names; None for a step about no control, or one as written."""
    match step:
        case (Click() | DoubleClick() | Hover() | Clear() | TypeInto() | Choose() | MarkBox() | Press() | HasValue()
              | BoxMarked()):
            return replace(step, target=target)
    return None
