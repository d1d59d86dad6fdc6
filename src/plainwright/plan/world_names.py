"""Country and language names are the same value in every goal language: "Deutschland" is the option "Germany",
"Englisch" the option "English". The names come from the Unicode CLDR through Babel, for the goal languages."""

from __future__ import annotations

from functools import cache

from babel import Locale

from plainwright.plan.labels import words_of
from plainwright.plan.vocabulary import LANGUAGES


def _spelled(name: str) -> str:
    return " ".join(words_of(name))


@cache
def _codes() -> dict[str, frozenset[str]]:
    """Every goal language's spelling of a country or language -> the CLDR codes it names ("t:DE", "l:de")."""
    found: dict[str, set[str]] = {}
    for language in LANGUAGES:
        locale = Locale(language.language)
        for kind, table in (("t", locale.territories), ("l", locale.languages)):
            for code, name in table.items():
                found.setdefault(_spelled(name), set()).add(f"{kind}:{code}")
    return {name: frozenset(codes) for name, codes in found.items()}


def same_place_or_language(value: str, option: str) -> bool:
    """Whether `value` and `option` name the same country or language in two languages ("Deutschland", "Germany")."""
    codes = _codes()
    return bool(codes.get(_spelled(value), frozenset()) & codes.get(_spelled(option), frozenset()))
