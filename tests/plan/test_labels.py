"""Whether a goal's words name a label of the page: synonyms across English and German, inflections, noise."""

from __future__ import annotations

import pytest

from plainwright.plan.labels import compound_parts, fit, head_of, names, terms


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


@pytest.mark.parametrize(("phrase", "label"), [
    ("the list of products", "Products"),
    ("die Liste der Produkte", "Products"),
    ("the News pages", "News"),
    ("the customers table", "customers"),
    ("die Tabelle customers", "customers"),
])
def test_a_frame_word_the_label_lacks_is_left_out(phrase: str, label: str) -> None:
    assert fit(phrase, label).rank == (1.0, 1.0)


def test_a_frame_word_alone_names_nothing() -> None:
    assert not names("the list", "Products")


@pytest.mark.parametrize(("phrase", "label"), [
    ("Anfragen", "Requests"), ("Kunden", "Customers"), ("Bestellungen", "Orders"), ("Einstellungen", "Settings"),
    ("Aufgaben", "Todos"), ("Kategorien", "Categories"), ("customers", "Kunden"), ("orders", "Bestellungen"),
    ("the invoices", "Rechnungen"),
])
def test_application_nouns_cross_between_english_and_german(phrase: str, label: str) -> None:
    assert names(phrase, label)


@pytest.mark.parametrize(("phrase", "label"), [("Adress book", "Address book"), ("Custmers", "Customers")])
def test_a_near_spelling_of_a_long_word_names_it(phrase: str, label: str) -> None:
    assert names(phrase, label)


@pytest.mark.parametrize(("phrase", "label"), [("Kunden", "Orders"), ("sent", "Set"), ("printer", "Pointer"),
                                               # letters before a word make another word, however close the rest
                                               ("assigned to", "Show Unassigned"), ("disabled", "Enabled")])
def test_other_words_stay_other(phrase: str, label: str) -> None:
    assert not names(phrase, label)


@pytest.mark.parametrize(("phrase", "label"), [
    ("Supportanfrage", "Support request"),
    ("Kontoeinstellungen", "Account settings"),
    ("Beitrittsdatum", "Date joined"),
    ("Lieferadresse", "Liefer-Adresse"),
    ("Kundenkommentar", "Customer comment"),
])
def test_a_german_compound_names_the_label_of_its_parts(phrase: str, label: str) -> None:
    assert names(phrase, label)


@pytest.mark.parametrize("word", ["mitgliedschaft", "dashboard", "newsletter", "passwort", "Globex"])
def test_a_word_the_dictionary_knows_or_a_short_name_stays_whole(word: str) -> None:
    assert compound_parts(word) == (word,)


@pytest.mark.parametrize(("noun", "head"), [("support request", "request"), ("Supportanfrage", "request"),
                                            ("Kunden", "customer"), ("sponsor snippet", "snippet")])
def test_the_head_of_a_noun_is_its_last_term(noun: str, head: str) -> None:
    assert head_of(noun) == head
