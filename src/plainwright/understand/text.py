"""Text as a person reads it: whitespace, case, quotes and EN/DE synonyms normalised."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

import simplemma

from plainwright.understand.grammar import normalize_quotes
from plainwright.understand.vocabulary import LANGUAGES, VOCABULARY

# Every word of a concept -> the concept's name: "sign in", "anmelden" -> "log in".
_CANON: dict[str, str] = {member: concept for concept, members in VOCABULARY.synonyms.items()
                          for member in (concept, *members)}
_CANON_PATTERN = re.compile(
    r"\b(" + "|".join(sorted((re.escape(m) for m in _CANON), key=len, reverse=True)) + r")\b")


def normalize(text: str) -> str:
    """Lower case, plain quotes, single spaces, no surrounding punctuation: how text is compared."""
    text = unicodedata.normalize("NFKC", normalize_quotes(text)).casefold()
    text = re.sub(r"[\s\u00a0]+", " ", text)
    return text.strip(" .:*!?\"'")


# "+ Dataset": the sign a "plus" icon draws, as a word (an icon's label names it "plus"); not a number's sign
_PLUS = re.compile(r"(?<!\S)\+\s*(?=\s|$|[^\W\d_])")


def canonical(text: str) -> str:
    """`normalize`, then every synonym replaced by its group's first member ("Sign in" -> "log in")."""
    text = re.sub(r"[_\-]+", " ", normalize(text)).replace("e mail", "email")
    text = _PLUS.sub("plus ", text).strip()
    return _CANON_PATTERN.sub(lambda m: _CANON[m.group(1)], text)


_LEMMA_LANGUAGES = tuple(language.language for language in LANGUAGES)  # the lemmatizer reads them all


_PLURAL_ENDINGS = ("s", "es", "en", "n", "e", "er")


@lru_cache(maxsize=1 << 16)
def lemma(word: str) -> str:
    """A noun's singular, English or German ("cookies" -> "cookie", "Bestellungen" -> "bestellung"), by the
    lemmatizer; a word whose lemma is no plural's stem keeps its form: "Done" stays "done", not the verb "do"
    (a label's word, not a sentence's)."""
    if len(word) <= 3 or not word.isalpha():
        return word
    found = simplemma.lemmatize(word, lang=_LEMMA_LANGUAGES).casefold()
    plural = any(word == found + ending for ending in _PLURAL_ENDINGS) or (
        found.endswith("y") and word == found[:-1] + "ies")
    return found if plural else word


@lru_cache(maxsize=1 << 12)
def verb_lemma(word: str) -> str:
    """A verb's dictionary form, English or German ("deletes" -> "delete", the imperative "lösche" -> "löschen"):
    the form a control that does it is named by, and its synonyms are listed under."""
    return simplemma.lemmatize(word, lang=_LEMMA_LANGUAGES).casefold() if word.isalpha() else word


# endings that inflect an adjective or a noun ("privaten", "private"; "Bestellungen"): the same word in another
# case or number, where "Saved" is another word than "Save"
_INFLECTIONS = frozenset({"", "e", "n", "r", "s", "m", "en", "er", "es", "em"})


def _inflected(one: str, other: str) -> bool:
    """Whether two words differ only by the endings that inflect an adjective or a noun."""
    shared = next((i for i, (a, b) in enumerate(zip(one, other, strict=False)) if a != b), min(len(one), len(other)))
    return {one[shared:], other[shared:]} <= _INFLECTIONS


def _known(word: str) -> bool:
    return any(simplemma.is_known(word, lang=language) for language in _LEMMA_LANGUAGES)


@lru_cache(maxsize=1 << 14)
def no_typo(one: str, other: str) -> bool:
    """Whether two differing words are not one the other's typo: forms of one word that the dictionary knows
    ("Saved", "Save": a status is not the button that causes it), or two words it knows ("Preview", "Review").
    Inflected forms of one adjective or noun ("privaten Code" for "Private code") are one word."""
    one, other = one.casefold(), other.casefold()
    if one == other or _inflected(one, other):
        return False
    return _known(one) and _known(other)


@lru_cache(maxsize=1 << 14)
def tokens(text: str) -> frozenset[str]:
    """The lemmas of the words of `canonical(text)` ("cookies" and "cookie" are one word); a lemma that is a
    synonym is its group's word too ("Bestellungen" -> "bestellung" -> "order")."""
    return frozenset(word for token in re.split(r"[^\w]+", canonical(text)) if token
                     for word in _CANON.get(lemma(token), lemma(token)).split())


_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
_JOINERS = re.compile(r"[_\-.\[\]]+")


@lru_cache(maxsize=1 << 14)
def split_identifier(identifier: str) -> str:
    """`userName`, `user_name`, `user-name` -> "user name"."""
    return _JOINERS.sub(" ", _CAMEL.sub(" ", identifier)).strip() if identifier else ""
