"""The note a proposed step carries (seed 002 §9): line 1 the section hint as the UI shows it, line 2 compact JSON
(intent, the field or button text, group, synonyms in English and German, role hint, sensitive; no selectors, ids
or classes), line 3 a short sentence. The note helps a reader (and a later model) tell the target apart; it never
holds a value, so it never holds a secret.
"""

from __future__ import annotations

import json

from plainwright.plan.inventory import Control, ControlKind, Inventory
from plainwright.plan.labels import concept_of
from plainwright.plan.vocabulary import GOAL_VOCABULARY

_SENTENCE_CHARS = 80


def _hint(control: Control | None, inventory: Inventory) -> str:
    if control is not None and control.hint():
        return control.hint()
    headings = inventory.main_headings()
    return headings[0] if headings else inventory.title


def synonyms(label: str) -> list[str]:
    concept = concept_of(label)
    found = GOAL_VOCABULARY.note_synonyms.get(concept, ()) if concept else ()
    return list(dict.fromkeys([label.lower(), *found]))


def _short(sentence: str) -> str:
    return sentence if len(sentence) <= _SENTENCE_CHARS else sentence[:_SENTENCE_CHARS - 1] + "…"


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
    return "\n".join((_hint(control, inventory), json.dumps(data, ensure_ascii=False), _short(why)))


def page_note(intent: str, what: str, inventory: Inventory, why: str, *, role: str) -> str:
    """The note of a step about the page: a check that it shows something, or an address to open."""
    data = {"intent": intent, "expect": what, "group": _hint(None, inventory), "synonyms": synonyms(what),
            "roleHint": role}
    return "\n".join((_hint(None, inventory), json.dumps(data, ensure_ascii=False), _short(why)))
