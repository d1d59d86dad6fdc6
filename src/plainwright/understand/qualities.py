"""What a step says a field is like besides its name: "Type "account:bob" into the new empty "Member name" field"
where every member's field is named "Member name". The words before the quoted name are taken out of it, and
the field is looked for only among those that are so: empty (no value yet), new (drawn since the page was last
read for a step: the field an "Add item" just added). Only a field is read so: "the new "Issue" button" may be
the button named "New Issue"."""

from __future__ import annotations

import re

from plainwright.model import ActionKind
from plainwright.observe.snapshot import Element, PageSnapshot
from plainwright.understand.intent import Quality
from plainwright.understand.vocabulary import VOCABULARY, alternation, words

# the kinds of step that name a field
FIELD_KINDS = frozenset({ActionKind.FILL, ActionKind.CLEAR, ActionKind.SELECT, ActionKind.ASSERT_VALUE})
_FIELDS = frozenset({"textbox", "searchbox", "combobox", "spinbutton"})
_FIELD_NOUNS = alternation(word for word, role in VOCABULARY.role_words.items() if role in _FIELDS)
# words of quality right before a quoted name, or before a field's noun and its quoted name ("das neue leere Feld
# „Member name“"), outside any quotes
_SAID = re.compile(rf'(?<![\w"])(?P<said>(?:(?:{words("qualities")})\s+)+)(?=(?:(?:{_FIELD_NOUNS})\s+)?")',
                   re.IGNORECASE)


def said_qualities(text: str) -> tuple[str, frozenset[Quality]]:
    """The clause without the words of quality before a quoted name, and the qualities; quotes are plain."""
    for found in _SAID.finditer(text):
        if text.count('"', 0, found.start()) % 2:
            continue  # inside quotes: part of a value or a name
        said = " ".join(found["said"].lower().split())
        qualities = frozenset(Quality(VOCABULARY.qualities[word]) for word in _words_of(said))
        return f"{text[:found.start()]}{text[found.end():]}", qualities
    return text, frozenset()


def _words_of(said: str) -> list[str]:
    """"newly added empty" -> ["newly added", "empty"]: the longest entries first."""
    entries = sorted(VOCABULARY.qualities, key=len, reverse=True)
    found = []
    while said:
        entry = next(entry for entry in entries if said == entry or said.startswith(entry + " "))
        found.append(entry)
        said = said[len(entry):].strip()
    return found


def has(element: Element, quality: Quality) -> bool:
    if quality is Quality.EMPTY:
        return element.role in _FIELDS and not element.value
    return element.is_new


def within(snapshot: PageSnapshot, qualities: frozenset[Quality]) -> PageSnapshot:
    """The snapshot with only the elements that have every quality."""
    return snapshot.keeping(lambda element: all(has(element, quality) for quality in qualities))
