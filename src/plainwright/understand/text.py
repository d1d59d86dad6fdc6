"""Text as a person reads it: whitespace, case, quotes and EN/DE synonyms normalised."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

import simplemma

from plainwright.understand.grammar import normalize_quotes

# Phrases that mean the same thing on a web page; every member maps to the first.
SYNONYMS: list[tuple[str, ...]] = [
    ("log in", "login", "sign in", "signin", "log on", "anmelden", "einloggen", "anmeldung"),
    ("log out", "logout", "sign out", "signout", "abmelden", "ausloggen"),
    ("sign up", "signup", "register", "create account", "registrieren"),
    ("email", "e-mail", "e mail", "email address", "e-mail address", "mail", "e-mail-adresse"),
    ("username", "user name", "benutzername", "user id", "userid", "login name"),
    ("password", "passwort", "kennwort", "pass word", "pwd"),
    ("submit", "send", "absenden", "senden", "abschicken"),
    ("search", "suche", "suchen", "such", "find", "magnifier", "magnifying glass", "lupe"),
    ("cancel", "abbrechen"),
    ("save", "speichern"),
    ("delete", "remove", "löschen", "entfernen", "trash", "trash can", "bin", "papierkorb", "destroy"),
    ("next", "continue", "weiter"),
    ("back", "previous", "zurück"),
    ("cart", "basket", "warenkorb", "shopping cart", "shopping bag", "bag"),
    ("close", "schließen", "dismiss", "x"),
    ("address", "adresse", "anschrift"),
    ("city", "town", "ort", "stadt", "wohnort"),
    ("street", "straße", "strasse"),
    ("zip code", "zip", "postal code", "postcode", "post code", "plz", "postleitzahl"),
    ("first name", "given name", "forename", "vorname"),
    ("last name", "surname", "family name", "nachname", "familienname"),
    ("country", "land"),
    ("phone", "phone number", "telephone", "telefon", "telefonnummer", "rufnummer"),
    ("date of birth", "birth date", "birthday", "geburtsdatum", "geburtstag"),
    ("remember me", "keep me signed in", "keep me logged in", "stay signed in", "stay logged in",
     "angemeldet bleiben", "eingeloggt bleiben"),
    ("forgot password", "forgot your password", "reset password", "passwort vergessen"),
    ("settings", "preferences", "einstellungen", "gear", "cog"),
    ("account", "konto", "benutzerkonto"),
    ("profile", "profil"),
    ("accept", "akzeptieren", "zustimmen"),
    ("edit", "bearbeiten", "ändern", "pencil"),
    ("add", "hinzufügen"),
    ("help", "hilfe"),
    ("message", "nachricht"),
    # and what people call an icon by its picture (more of them in the groups above)
    ("menu", "hamburger menu", "hamburger", "menü"),
    ("voice", "microphone", "mic", "mikrofon"),
    ("notifications", "bell", "benachrichtigungen"),
    ("home", "house", "startseite"),
    ("calendar", "kalender", "date picker", "datepicker", "datumsauswahl"),
    ("info", "information", "more information", "details", "informationen"),
]
_CANON: dict[str, str] = {member: group[0] for group in SYNONYMS for member in group}
_CANON_PATTERN = re.compile(
    r"\b(" + "|".join(sorted((re.escape(m) for m in _CANON), key=len, reverse=True)) + r")\b")


def normalize(text: str) -> str:
    """Lower case, plain quotes, single spaces, no surrounding punctuation: how text is compared."""
    text = unicodedata.normalize("NFKC", normalize_quotes(text)).casefold()
    text = re.sub(r"[\s\u00a0]+", " ", text)
    return text.strip(" .:*!?\"'")


def canonical(text: str) -> str:
    """`normalize`, then every synonym replaced by its group's first member ("Sign in" -> "log in")."""
    text = re.sub(r"[_\-]+", " ", normalize(text)).replace("e mail", "email")
    return _CANON_PATTERN.sub(lambda m: _CANON[m.group(1)], text)


LANGUAGES = ("en", "de")


_PLURAL_ENDINGS = ("s", "es", "en", "n", "e", "er")


@lru_cache(maxsize=1 << 16)
def lemma(word: str) -> str:
    """A noun's singular, English or German ("cookies" -> "cookie", "Bestellungen" -> "bestellung"), by the
    lemmatizer; a word whose lemma is no plural's stem keeps its form: "Done" stays "done", not the verb "do"
    (a label's word, not a sentence's)."""
    if len(word) <= 3 or not word.isalpha():
        return word
    found = simplemma.lemmatize(word, lang=LANGUAGES).casefold()
    plural = any(word == found + ending for ending in _PLURAL_ENDINGS) or (
        found.endswith("y") and word == found[:-1] + "ies")
    return found if plural else word


@lru_cache(maxsize=1 << 14)
def tokens(text: str) -> frozenset[str]:
    """The lemmas of the words of `canonical(text)` ("cookies" and "cookie" are one word)."""
    return frozenset(lemma(token) for token in re.split(r"[^\w]+", canonical(text)) if token)


_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
_JOINERS = re.compile(r"[_\-.\[\]]+")


@lru_cache(maxsize=1 << 14)
def split_identifier(identifier: str) -> str:
    """`userName`, `user_name`, `user-name` -> "user name"."""
    return _JOINERS.sub(" ", _CAMEL.sub(" ", identifier)).strip() if identifier else ""
