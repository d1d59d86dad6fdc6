"""Whether a goal's words name a label of the page: synonyms across English and German, inflections, noise."""

from __future__ import annotations

import pytest

from plainwright.plan.labels import fit, names, terms


@pytest.mark.parametrize(("phrase", "label"), [
    ("Regression-Übersicht", "Regression overview"),
    ("regression overview", "Regression overview"),
    ("the login page", "Log in to your account"),
    ("Login-Seite", "Sign in"),
    ("my orders", "Orders"),
    ("die Einstellungen", "Settings"),
    ("request", "Requests"),
])
def test_a_phrase_names_a_label(phrase: str, label: str) -> None:
    assert names(phrase, label)


@pytest.mark.parametrize(("phrase", "label"), [
    ("regression overview", "Regressions"),
    ("billing report", "Reports"),
    ("settings", "Set"),
])
def test_a_phrase_that_leaves_a_word_out_does_not(phrase: str, label: str) -> None:
    assert not names(phrase, label)


def test_a_label_with_fewer_other_words_fits_better() -> None:
    assert fit("orders", "Orders").rank > fit("orders", "Open orders report").rank


def test_terms_drop_the_words_that_name_nothing() -> None:
    assert terms("Open the Settings page") == ("open", "settings")
