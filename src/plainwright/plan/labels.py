"""Whether the words of a goal name a label of the page: "die Regression-Übersicht" names the link "Regression
overview", "the login page" the heading "Log in to your account".

A text becomes its terms: lower-case words (a hyphen or a slash parts them), where a run of words that a
vocabulary lists as a synonym becomes its concept ("sign in", "anmelden" -> "log in"; "Übersicht" -> "overview"),
and the words that name nothing ("the", "page") are left out. A goal's phrase names a label when every one of
its terms is among the label's, a plural or other inflection counting as the same word.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from plainwright.plan.vocabulary import GOAL_VOCABULARY
from plainwright.understand.grammar import normalize_quotes
from plainwright.understand.vocabulary import LANGUAGES, VOCABULARY

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_LONGEST_SYNONYM = 4  # words


def words_of(text: str) -> list[str]:
    return _WORD.findall(normalize_quotes(text).lower())


@cache
def _concepts() -> dict[str, str]:
    """Every spelling of a concept (its words joined by one space) -> the concept."""
    found: dict[str, str] = {}
    for concept, others in VOCABULARY.synonyms.items():
        for spelling in (concept, *others):
            found.setdefault(" ".join(words_of(spelling)), concept)
    return found


@cache
def terms(text: str) -> tuple[str, ...]:
    """The terms of a text, in order: `terms("Sign in to your account")` -> ("log in", "account")."""
    words = words_of(text)
    concepts = _concepts()
    found: list[str] = []
    at = 0
    while at < len(words):
        for size in range(min(_LONGEST_SYNONYM, len(words) - at), 0, -1):
            concept = concepts.get(" ".join(words[at:at + size]))
            if concept is not None:
                found.append(concept)
                at += size
                break
        else:
            found.append(words[at])
            at += 1
    return tuple(term for term in found if term not in GOAL_VOCABULARY.empty_words)


def same_term(one: str, other: str) -> bool:
    """The same word, or one an inflection of the other ("request", "requests")."""
    if one == other:
        return True
    short, long = sorted((one, other), key=len)
    return len(short) >= 3 and long.startswith(short) and long[len(short):] in GOAL_VOCABULARY.inflections


@dataclass(frozen=True, slots=True)
class Fit:
    """How well a phrase names a label: the share of the phrase's terms the label has, and the share of the
    label's terms the phrase names (a label with fewer other words fits better)."""

    covered: float
    precision: float

    @property
    def full(self) -> bool:
        return self.covered >= 1.0

    @property
    def rank(self) -> tuple[float, float]:
        return self.covered, self.precision


NO_FIT = Fit(0.0, 0.0)


def fit(phrase: str, label: str) -> Fit:
    wanted, shown = terms(phrase), terms(label)
    if not wanted or not shown:
        return NO_FIT
    matched = [term for term in wanted if any(same_term(term, other) for other in shown)]
    used = [other for other in shown if any(same_term(term, other) for term in wanted)]
    return Fit(len(matched) / len(wanted), len(used) / len(shown))


def names(phrase: str, label: str) -> bool:
    """Whether every term of `phrase` is in `label`."""
    return fit(phrase, label).full


def translations(word: str) -> list[str]:
    """The word in the vocabulary's other languages, where they have its concept: "overview" -> ["übersicht"],
    "speichern" -> ["save"] (a concept is named by its English word)."""
    spelled = " ".join(words_of(word))
    concept = _concepts().get(spelled)
    if concept is None:
        return []
    own = [language for language in LANGUAGES
           if spelled in (" ".join(words_of(w)) for w in language.synonyms.get(concept, ()))
           or (language is LANGUAGES[0] and spelled == concept)]
    found = []
    for language in LANGUAGES:
        if language in own:
            continue
        first = concept if language is LANGUAGES[0] else next(iter(language.synonyms.get(concept, ())), None)
        if first is not None:
            found.append(first)
    return found


def concept_of(label: str) -> str | None:
    """The concept a label names as a whole ("Sign in" -> "log in"), or None."""
    found = terms(label)
    return found[0] if len(found) == 1 and found[0] in VOCABULARY.synonyms else None
