"""Values a goal says the way people do, by the words that introduce them rather than by their fields' names:
'a bill "Fado" of 75 dated 2025-05-06, paid by Chiara, for Alice, Chiara and Dmitri', „über 75 vom 2025-05-06,
bezahlt von Chiara, für Alice und Dmitri", 'to an amount of 16, shared by Alice and Bob'.

Each value follows one of the vocabulary's cues (`value_cues`); the words before a cue, when there are any, are
the field's name ("an amount of 16": amount), else the cue itself is kept as the label and marked so (`Pair.cue`):
the flow puts such a value where it fits (plan/value_fit.py). Several values after one cue are one field's items.
"""

from __future__ import annotations

import re

from plainwright.plan.clauses import Pair
from plainwright.plan.phrases import hide_quoted, split_values, target_words
from plainwright.plan.vocabulary import GOAL_VOCABULARY, goal_words
from plainwright.understand.grammar import unquote

_CUE = re.compile(rf"(?<![\w-])(?:{goal_words('value_cues')})(?=\s)", re.IGNORECASE)
_LABEL_WORDS = re.compile(r"^[^\W\d_][\w\s-]*$")


def _label_then_value(text: str) -> tuple[str, str]:
    """A value's text that ends with the next value's field name ("75, an amount" before "of"): split at its last
    separator when what follows is words only."""
    pieces = split_values(text)
    if len(pieces) > 1 and _LABEL_WORDS.match(pieces[-1]):
        cut = hide_quoted(text).rfind(pieces[-1])
        return text[:cut], pieces[-1]
    return text, ""


_MAX_VALUE_WORDS = 5
_MAX_ITEM_WORDS = 3
_QUOTED_ONLY = re.compile(r"^(?:\"[^\"]*\"|'[^']*')$")


def _one_value(piece: str, *, of_several: bool) -> str | None:
    """A value as said after a cue: quoted, or a few words (a name, a number, a date); None for more than that
    (a clause of its own, another field's label and value)."""
    text = piece.strip(" .")
    if _QUOTED_ONLY.match(text):
        return unquote(text)
    most = _MAX_ITEM_WORDS if of_several else _MAX_VALUE_WORDS
    if not text or ":" in text or '"' in text or len(text.split()) > most:
        return None
    if of_several and any(char.isdigit() for char in text) and len(text.split()) > 1:
        return None  # "184 pages" among names is a value of its own field
    return text


def _pair(label: str, cue: str, value: str) -> Pair | None:
    pieces = split_values(value)
    values = [_one_value(piece, of_several=len(pieces) > 1) for piece in pieces]
    if not values or any(found is None for found in values):
        return None
    kept = [found for found in values if found is not None]
    name, shown = target_words(label), ", ".join(kept)
    items = tuple(kept) if len(kept) > 1 else ()
    if name:
        return Pair(name, shown, items=items)
    if (by := GOAL_VOCABULARY.by_words.get(cue.lower())) is not None and not any(c.isdigit() for c in shown):
        return Pair(by, shown, items=items)  # a book "by" someone: its author
    return Pair(cue.lower(), shown, cue=True, items=items)


def cued_pairs(text: str) -> list[Pair] | None:
    """The values of `text` when it says each after a cue, and nothing else; None otherwise."""
    hidden = hide_quoted(text)
    cues = list(_CUE.finditer(hidden))
    if not cues:
        return None
    label = text[:cues[0].start()].strip(" ,")
    if label and not _LABEL_WORDS.match(label):
        return None
    pairs: list[Pair] = []
    for at, cue in enumerate(cues):
        end = cues[at + 1].start() if at + 1 < len(cues) else len(text)
        value, next_label = _label_then_value(text[cue.end():end]) if at + 1 < len(cues) else (text[cue.end():], "")
        pair = _pair(label, cue.group(0), value.strip(" ,;"))
        if pair is None:
            return None
        pairs.append(pair)
        label = next_label
    return pairs
