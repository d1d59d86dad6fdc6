"""The note a proposed step carries: the part of the page it happens in as the UI shows it, what it is about (the
field or button text, or what a page step expects or opens, with synonyms in English and German, a role hint,
sensitive), and a short sentence saying why. No selectors, ids or classes: the note helps a reader (and a later
model) tell the target apart. It never holds a value, so it never holds a secret.

The note is a typed value: the planner and its refiner read its fields, and only writers render it (`render()`:
three lines, the hint, compact JSON, the sentence, as a guide's front matter keeps it).
"""

from __future__ import annotations

import json
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from plainwright.plan.inventory import Control, ControlKind, Inventory
from plainwright.plan.labels import concept_of, translations, words_of
from plainwright.plan.vocabulary import GOAL_VOCABULARY

_SENTENCE_CHARS = 80
_SYNONYMS = 8  # at most, in a note: it should stay short
_COMPACT = (",", ":")


def _hint(control: Control | None, inventory: Inventory) -> str:
    if control is not None and control.hint():
        return control.hint()
    headings = inventory.main_headings()
    return headings[0] if headings else inventory.title


def synonyms(label: str) -> list[str]:
    """Other names of a label in English and German: the concept's words when the label names one as a whole
    ("Sign in" -> "login", "anmelden"), else the label with a word the vocabulary knows in another spelling
    ("Regression overview" -> "regression übersicht")."""
    concept = concept_of(label)
    found = GOAL_VOCABULARY.note_synonyms.get(concept, ()) if concept else _translated(label)
    return list(dict.fromkeys([label.lower(), *found]))[:_SYNONYMS]


def _translated(label: str) -> list[str]:
    """The label with each word the vocabulary has in another language put in it, one at a time."""
    words = words_of(label)
    return [" ".join([*words[:at], other, *words[at + 1:]]) for at, word in enumerate(words)
            for other in translations(word)]


def note_sentence(text: str) -> str:
    """A note's sentence from a task's words: its first letter up and a full stop, the rest as written ("saving the
    customer "Alan Turing"" -> "Saving the customer "Alan Turing"."; str.capitalize would write "alan turing")."""
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


def _short(sentence: str) -> str:
    return sentence if len(sentence) <= _SENTENCE_CHARS else sentence[:_SENTENCE_CHARS - 1] + "…"


class Note(BaseModel):
    """What a proposed step is about and why, for the reader; see the module's docstring."""

    model_config = ConfigDict(frozen=True)

    hint: str = Field(description="the part of the page it happens in, as the UI shows it")
    intent: str = Field(description="type, select, check, uncheck, click, press, assert, assert_page, goto or step")
    about: Literal["field", "button", "page"]
    names: str = Field(description="the field or button text; for a page step, what it expects or opens")
    group: str = Field(default="", description="the section the control is in, as the UI shows it")
    synonyms: tuple[str, ...] = ()
    placeholder: str = ""
    role_hint: str = ""
    sensitive: bool | None = Field(default=None, description="a field's value is a secret; None for no field")
    submit: bool = Field(default=False, description="the button sends its form")
    primary: bool = Field(default=False, description="the button is the page's main action")
    why: str = ""

    def words(self) -> list[str]:
        """The names it gives a control it is about: the field or button text, then the synonyms."""
        found = [self.names, *self.synonyms] if self.about != "page" else []
        return [word for word in found if word.strip()]

    def render(self) -> str:
        """Three lines: the hint, compact JSON of what it is about (as a person reads it: no escaped umlauts), the
        sentence."""
        data: dict[str, object] = {"intent": self.intent}
        if self.about == "page":
            data.update({"expect": self.names, "group": self.group, "synonyms": list(self.synonyms),
                         "roleHint": self.role_hint})
        else:
            data["field" if self.about == "field" else "buttonText"] = self.names
            data.update({"group": self.group, "synonyms": list(self.synonyms)})
            if self.placeholder:
                data["placeholder"] = self.placeholder
            data["roleHint"] = self.role_hint
            if self.sensitive is not None:
                data["sensitive"] = self.sensitive
            if self.submit:
                data["submit"] = True
            if self.primary:
                data["priority"] = "primary"
        return "\n".join((self.hint, json.dumps(data, ensure_ascii=False, separators=_COMPACT), self.why))

    def headline(self) -> str:
        """One line: where and why ("Log in to your account: Enter the password (kept secret).")."""
        return " ".join((f"{self.hint}: {self.why}" if self.hint else self.why).split())


def control_note(intent: str, control: Control, inventory: Inventory, why: str) -> Note:
    """The note of a step acting on `control`: intent is "type", "select", "check", "uncheck" or "click"."""
    field = control.kind is ControlKind.FIELD
    return Note(hint=_hint(control, inventory), intent=intent, about="field" if field else "button",
                names=control.label, group=control.hint(), synonyms=tuple(synonyms(control.label)),
                placeholder=control.placeholder or "", role_hint=control.role,
                sensitive=control.secret if field else None, submit=control.submit, primary=control.primary,
                why=_short(why))


def page_note(intent: str, what: str, inventory: Inventory, why: str, *, role: str) -> Note:
    """The note of a step about the page: a check that it shows something, or an address to open."""
    hint = _hint(None, inventory)
    return Note(hint=hint, intent=intent, about="page", names=what, group=hint, synonyms=tuple(synonyms(what)),
                role_hint=role, why=_short(why))
