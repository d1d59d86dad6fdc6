"""The note a proposed step carries (seed 002 §9): line 1 the section hint as the UI shows it, line 2 compact JSON
(intent, the field or button text, group, synonyms in English and German, role hint, sensitive; no selectors, ids
or classes), line 3 a short sentence. The note helps a reader (and a later model) tell the target apart; it never
holds a value, so it never holds a secret.
"""

from __future__ import annotations

import json
from collections.abc import Mapping

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


def _json(data: Mapping[str, object]) -> str:
    """Compact JSON, as a person reads it (no escaped umlauts)."""
    return json.dumps(data, ensure_ascii=False, separators=_COMPACT)


def control_note(intent: str, control: Control, inventory: Inventory, why: str) -> str:
    """The note of a step acting on `control`: intent is "type", "select", "check", "uncheck" or "click"."""
    data: dict[str, object] = {"intent": intent}
    data["field" if control.kind is ControlKind.FIELD else "buttonText"] = control.label
    data["group"] = control.hint()
    data["synonyms"] = synonyms(control.label)
    if control.placeholder:
        data["placeholder"] = control.placeholder
    data["roleHint"] = control.role
    if control.kind is ControlKind.FIELD:
        data["sensitive"] = control.secret
    if control.submit:
        data["submit"] = True
    if control.primary:
        data["priority"] = "primary"
    return "\n".join((_hint(control, inventory), _json(data), _short(why)))


def page_note(intent: str, what: str, inventory: Inventory, why: str, *, role: str) -> str:
    """The note of a step about the page: a check that it shows something, or an address to open."""
    data = {"intent": intent, "expect": what, "group": _hint(None, inventory), "synonyms": synonyms(what),
            "roleHint": role}
    return "\n".join((_hint(None, inventory), _json(data), _short(why)))
