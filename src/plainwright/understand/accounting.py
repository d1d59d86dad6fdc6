"""Nothing a step says may be silently dropped: every quoted text and every value must be used by the action.

A quoted text is used when it is the action's value, or when the chosen element shows it (its name, label,
placeholder, value, text, options, title, alt, an unlabelled field's code name, or the row, group, section or
heading it sits in), or, for an
action on the page as a whole, when it is the words the action looks for. What is left over makes the step
fail with `unsupported_step` instead of passing having ignored it (`Add a todo "Walk the dog"` must not just
click Add).
"""

from __future__ import annotations

import re

from plainwright.model import Action
from plainwright.observe.snapshot import Element, PageSnapshot
from plainwright.redact import MASK
from plainwright.understand.grammar import normalize_quotes, quoted_texts
from plainwright.understand.intent import Clause
from plainwright.understand.scoring import context_fit, holds_words
from plainwright.understand.strategies import PLACED_BY_GEOMETRY
from plainwright.understand.text import canonical, split_identifier

_URLS = re.compile(r"\S*://\S*|(?<!\S)/\S*|\bwww\.\S*")
# a number is never a word to describe with: "Select -10 with the spinner" must set -10 ("3rd" is an ordinal)
_NUMBER = re.compile(r"(?<![\w.])[-+$€£#]?\d[\d.,:/]*%?(?![\w])(?<!\.)")


def _shown_by(element: Element) -> list[str]:
    """The texts an element carries; a field the page gives no label also by the words of its code name
    ("__login_name": "login name"), the name a tester reads off such a page."""
    attrs = element.attrs
    code_names = [split_identifier(attrs.get(key, "")) for key in ("name", "id")] if not element.label else []
    return [element.name, element.label, element.placeholder, element.value, element.text, *element.options,
            attrs.get("title", ""), attrs.get("alt", ""), attrs.get("aria-label", ""), attrs.get("href", ""),
            *code_names, *element.context.values()]


def _holds(text: str, words: str) -> bool:
    return bool(text) and (canonical(text) == canonical(words) or holds_words(text, words))




def _used(words: str, action: Action, element: Element | None) -> bool:
    if _holds(action.value or "", words):
        return True
    if element is None:  # on the page as a whole: the words it looks for, or the place it looks in
        return _holds(action.target or "", words) or _holds(action.context or "", words)
    if action.context and _holds(action.context, words):
        # a place is used when the element stands in it
        return action.strategy in PLACED_BY_GEOMETRY or context_fit(action.context, element) > 0.4
    return any(_holds(text, words) for text in _shown_by(element))


def left_over(clause: Clause, action: Action, snapshot: PageSnapshot) -> list[str]:
    """The quoted texts and the value of the clause that the action does not use."""
    if clause.derived:  # the clause it came from uses them
        return []
    element = snapshot.by_index.get(action.element) if action.element is not None else None
    said = quoted_texts(clause.text)
    unquoted = normalize_quotes(clause.text)
    for words in said:
        unquoted = unquoted.replace(words, " ")
    numbers = _NUMBER.findall(_URLS.sub(" ", unquoted))
    value = clause.intent.value if clause.intent is not None else None
    if value and all(canonical(value) != canonical(q) for q in said):
        said.append(value)
    # a secret is masked in the sentence a brain sees; its value is the intent's, checked above
    unused = [words for words in dict.fromkeys(said)
              if words.strip() and MASK not in words and not _used(words, action, element)]
    texts = [action.value, action.target, action.context, *(_shown_by(element) if element is not None else [])]
    return unused + [number for number in dict.fromkeys(numbers) if number not in said and not any(
        number.lstrip("#") in canonical(text) for text in texts if text)]
