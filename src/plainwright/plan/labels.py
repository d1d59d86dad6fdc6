"""Whether the words of a goal name a label of the page: "die Regression-Übersicht" names the link "Regression
overview", "the login page" the heading "Log in to your account".

A text becomes its terms: lower-case words (a hyphen or a slash parts them), where a run of words that a
vocabulary lists as a synonym becomes its concept ("sign in", "anmelden" -> "log in"; "Übersicht" -> "overview";
"Kunden" -> "customer", so a German goal names an English UI), and the words that name nothing ("the", "page")
are left out. A goal's phrase names a label when every one of its terms is among the label's: the same lemma, a
plural or other inflection, or a near spelling counts as the same word; a frame word of the phrase ("the list of
products") counts only where the label has it too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

import simplemma
from rapidfuzz.fuzz import ratio
from rapidfuzz.process import extractOne

from plainwright.plan.vocabulary import GOAL_VOCABULARY, goal_words
from plainwright.plan.vocabulary import LANGUAGES as GOAL_LANGUAGES
from plainwright.understand.grammar import normalize_quotes
from plainwright.understand.vocabulary import LANGUAGES, VOCABULARY

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_LONGEST_SYNONYM = 4  # words
_NEAR_SPELLING = 88.0  # rapidfuzz ratio from which two words are one misspelt
_NEAR_SPELLING_LENGTH = 6  # shorter words differ by one letter too often ("set", "sent")


def words_of(text: str) -> list[str]:
    return _WORD.findall(normalize_quotes(text).lower())


@cache
def _concepts() -> dict[str, str]:
    """Every spelling of a concept (its words joined by one space) -> the concept."""
    found: dict[str, str] = {}
    for table in (VOCABULARY.synonyms, GOAL_VOCABULARY.app_words, GOAL_VOCABULARY.field_words):
        for concept, others in table.items():
            for spelling in (concept, *others):
                found.setdefault(" ".join(words_of(spelling)), concept)
    return found


@cache
def lemmas(word: str) -> frozenset[str]:
    """The word and its dictionary forms in each goal language ("kunden" -> "kunde", "orders" -> "order")."""
    found = {word}
    for language in (v.language for v in GOAL_LANGUAGES):
        for spelling in (word, word.capitalize()):  # German lemmatizes nouns by their capital
            found.add(simplemma.lemmatize(spelling, lang=language).lower())
    return frozenset(found)


def _concept(run: str) -> str | None:
    concepts = _concepts()
    if run in concepts or " " in run:
        return concepts.get(run)
    bases = {*lemmas(run), *(run[:-len(end)] for end in GOAL_VOCABULARY.inflections if run.endswith(end))}
    found = next((concepts[base] for base in sorted(bases) if base in concepts), None)
    if found is None and len(run) >= _NEAR_SPELLING_LENGTH:  # a near spelling of a concept's word ("Categries")
        spellings = [spelling for spelling in concepts if " " not in spelling]
        near = [hit for base in sorted(bases) if len(base) >= _NEAR_SPELLING_LENGTH
                and (hit := extractOne(base, spellings, scorer=ratio, score_cutoff=_NEAR_SPELLING)) is not None]
        found = concepts[max(near, key=lambda hit: hit[1])[0]] if near else None
    return found


_COMPOUND_MIN = 8  # letters: shorter unknown words are names or typos, not compounds
_PART_MIN = 3
_LINKS = ("s", "es", "n", "en")  # the letters that join the parts of a German compound: Beitritt-s-datum


def _known_german(word: str) -> bool:
    return simplemma.is_known(word.capitalize(), lang="de") or simplemma.is_known(word, lang="de")


def _modifier(part: str) -> str | None:
    """The front part of a compound as a word of the dictionary ("beitritts" -> "beitritt", "liefer" -> "liefer",
    known as "liefern"), or None."""
    for found in (part, *(part[:-len(link)] for link in _LINKS if part.endswith(link))):
        if len(found) >= _PART_MIN and (_known_german(found) or any(_known_german(found + end) for end in ("n", "en"))):
            return found
    return None


@cache
def compound_parts(word: str) -> tuple[str, ...]:
    """A German compound the dictionary does not list, as its front part and its head, longest head first:
    "supportanfrage" -> ("support", "anfrage"), "beitrittsdatum" -> ("beitritt", "datum"). A word the dictionary
    knows in either language stays whole ("mitgliedschaft", "dashboard")."""
    if len(word) < _COMPOUND_MIN or not word.isalpha() or _known_german(word) \
            or simplemma.is_known(word, lang="en"):
        return (word,)
    for cut in range(_PART_MIN, len(word) - _PART_MIN):
        head = word[cut:]
        if len(head) > _PART_MIN and _known_german(head) and (front := _modifier(word[:cut])) is not None:
            return front, head
    return (word,)


@cache
def terms(text: str) -> tuple[str, ...]:
    """The terms of a text, in order: `terms("Sign in to your account")` -> ("log in", "account")."""
    words = words_of(text)
    found: list[str] = []
    at = 0
    while at < len(words):
        for size in range(min(_LONGEST_SYNONYM, len(words) - at), 0, -1):
            concept = _concept(" ".join(words[at:at + size]))
            if concept is not None:
                found.append(concept)
                at += size
                break
        else:
            found.extend(_concept(part) or part for part in compound_parts(words[at]))
            at += 1
    return tuple(term for term in found if term not in GOAL_VOCABULARY.empty_words)


def head_of(noun: str) -> str:
    """The word a noun phrase is about, its last term: "support request" -> "request", and so is the head of the
    compound "Supportanfrage"."""
    found = terms(noun)
    return found[-1] if found else noun


def same_term(one: str, other: str) -> bool:
    """The same word, one an inflection of the other ("request", "requests"), the same lemma ("Kategorien",
    "Kategorie"), or a near spelling of a longer word ("adress", "address")."""
    if one == other or lemmas(one) & lemmas(other):
        return True
    short, long = sorted((one, other), key=len)
    if len(short) >= 3 and long.startswith(short) and long[len(short):] in GOAL_VOCABULARY.inflections:
        return True
    return " " not in one + other and len(short) >= _NEAR_SPELLING_LENGTH and _near_spelling(one, other)


def _near_spelling(one: str, other: str) -> bool:
    """One word misspelt as the other: close enough, and starting alike; a word with a letter or two before it is
    another word ("unassigned" is not "assigned", "disabled" not "abled")."""
    return one[0] == other[0] and ratio(one, other) >= _NEAR_SPELLING


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


def framing(term: str) -> bool:
    """Whether a term frames a target rather than names it ("list", "Datensatz")."""
    return bool(lemmas(term) & GOAL_VOCABULARY.frame_words) or term in GOAL_VOCABULARY.frame_words


def fit(phrase: str, label: str) -> Fit:
    """How well `phrase` names `label`; the phrase's frame words the label lacks are left out of the count, as
    long as the phrase has other words ("list of products" fits "Products"; "list" alone does not)."""
    wanted, shown = terms(phrase), terms(label)
    if not wanted or not shown:
        return NO_FIT
    content = [term for term in wanted if not framing(term)]
    if content:
        wanted = tuple(term for term in wanted
                       if not framing(term) or any(same_term(term, other) for other in shown))
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


@cache
def _place_pattern() -> re.Pattern[str]:
    return re.compile(rf"\s+(?:{goal_words('region_words')})\s+", re.IGNORECASE)


def places(phrase: str) -> list[tuple[str, str]]:
    """The ways `phrase` reads as a target in a region of the page, (target, region), the last place word first:
    "the News pages in the page explorer" -> [("the News pages", "the page explorer")]."""
    cuts = list(_place_pattern().finditer(phrase))
    return [(phrase[:cut.start()], phrase[cut.end():]) for cut in reversed(cuts)
            if terms(phrase[:cut.start()]) and terms(phrase[cut.end():])]
