"""The vocabularies: every word the grammar knows, per language, and a language added as one more instance."""

from __future__ import annotations

import importlib
from collections.abc import Iterator

import pytest

from plainwright.model import ActionKind
from plainwright.understand import grammar, vocabulary
from plainwright.understand.vocabulary import LANGUAGES, Verb, Vocabulary, alternation

K = ActionKind

# A third language, as a user would add it: only the words it has; nothing in the grammar changes.
DUTCH = Vocabulary(
    language="nl",
    verbs={Verb.CLICK: ("klik",), Verb.TYPE: ("typ", "voer"), Verb.CHECK: ("vink",),
           Verb.VERIFY: ("controleer",)},
    role_words={"knop": "button", "veld": "textbox", "selectievakje": "checkbox"},
    articles=frozenset({"de", "het", "een"}),
    on=("op",),
    fill_into=("in",),
    that=("dat",),
    page_nouns=("pagina", "de pagina"),
    shows=("toont",),
    shows_at_end=("toont",),  # "... dat de pagina "Welkom" toont": the verb closes the clause
    particles=("aan", "in"),
)


@pytest.fixture
def with_dutch() -> Iterator[None]:
    """The grammar compiled from English, German and Dutch; the two languages alone again afterwards."""
    merged = vocabulary.merged((*LANGUAGES, DUTCH))
    original = vocabulary.VOCABULARY
    vocabulary.VOCABULARY = merged
    vocabulary.words.cache_clear()
    importlib.reload(grammar)
    try:
        yield
    finally:
        vocabulary.VOCABULARY = original
        vocabulary.words.cache_clear()
        importlib.reload(grammar)


def _intent(sentence: str) -> tuple[str, str, str | None, str | None]:
    intent = grammar.parse_step(sentence)[0].intent
    assert intent is not None, sentence
    return intent.kind.value, intent.target, intent.value, intent.role


def test_a_third_language_is_one_more_vocabulary_not_edits_to_the_patterns(with_dutch: None) -> None:
    assert _intent("Klik op de knop Opslaan") == ("click", "Opslaan", None, "button")
    assert _intent('Typ "ann" in het veld Naam') == ("fill", "Naam", "ann", "textbox")
    assert _intent("Vink het selectievakje Nieuwsbrief aan") == ("check", "Nieuwsbrief", None, "checkbox")
    assert _intent('Controleer dat de pagina "Welkom" toont') == ("assert_text", "", "Welkom", None)
    assert _intent("Click Save") == ("click", "Save", None, None)  # English still reads as before


def test_without_the_language_its_sentences_are_not_understood() -> None:
    assert grammar.parse_step("Klik op de knop Opslaan")[0].intent is None


def test_one_step_may_mix_the_languages_the_grammar_knows() -> None:
    assert _intent("Klicke auf Save") == ("click", "Save", None, None)
    assert _intent('Type "ann" into das Feld Name') == ("fill", "Name", "ann", "textbox")


def test_a_slot_no_language_fills_never_matches() -> None:
    assert alternation([]) == "(?!)"
    assert alternation(["next to", "near"]) == r"next\s+to|near"
