"""A log-in said in one sentence, as testers write it: "Log in as ann with password pw", "Sign in with username
"ann" and password "pw"", "Enter username ann and password pw and sign in", „Melde dich als ann mit dem Passwort pw
an“. The grammar makes it the three clauses a person does one after the other: the user's name typed into the field
the sentence names (else the Username field), the password into the Password field, then the log-in button, which
is clicked only when the sentence says to log in."""

from __future__ import annotations

import re
from dataclasses import dataclass

from plainwright.understand.vocabulary import words

_VALUE = r"\"[^\"]+\"|'[^']+'|[^\s\"']+"
_BEFORE_SLASH = r"\"[^\"]+\"|'[^']+'|[^\s\"'/]+"  # "ann/pw": a name ends at the slash
_BEFORE_COMMA = r"\"[^\"]+\"|'[^']+'|[^\s\"',]+"  # "ann, password pw": a name ends at the comma
_THE = rf"(?:(?:{words('articles')})\s+)?"
_USER = rf"{_THE}(?P<field>{words('user_nouns')})\s+(?P<user>{_VALUE})"
_PASSWORD = rf"{_THE}(?:{words('password_nouns')})\s+(?P<password>{_VALUE})"
_LOG_IN = rf"(?:{words('login_verbs')})"
_AND = rf"\s*,?\s+(?:{words('joiners')})\s+"
_END = rf"(?:\s+(?:{words('login_ends')}))?"
_WITH = rf"(?:{words('with_')}|using)"

# each form says who, with what password, and whether the log-in button is then clicked (`submit`)
_FORMS = [re.compile(form, re.IGNORECASE) for form in (
    # "Log in as ann with password pw", "Log in as ann, password pw", „Melde dich als ann mit dem Passwort pw an“
    rf"^(?P<submit>{_LOG_IN})\s+(?:{words('as_')})\s+(?P<user>{_BEFORE_COMMA})(?:\s+{_WITH}\s+|\s*,\s*(?:{_WITH}\s+)?)"
    rf"{_PASSWORD}{_END}$",
    # "Log in using ann@example.com and s3cret": who (an address, or quoted), then the password, with no nouns
    rf"^(?P<submit>{_LOG_IN})\s+{_WITH}\s+(?P<user>\"[^\"]+\"|'[^']+'|[^\s\"']+@[^\s\"']+)\s+(?:{words('joiners')})\s+"
    rf"(?P<password>{_VALUE}){_END}$",
    # "Log in as "ann" / "pw"", "Sign in with ann/pw"
    rf"^(?P<submit>{_LOG_IN})\s+(?:(?:{words('as_')})|{_WITH})\s+(?P<user>{_BEFORE_SLASH})\s*/\s*"
    rf"(?P<password>{_VALUE}){_END}$",
    # "Sign in with username "ann" and password "pw"", „Melde dich mit Benutzername ann und Passwort pw an“
    rf"^(?P<submit>{_LOG_IN})\s+{_WITH}\s+{_USER}{_AND}{_PASSWORD}{_END}$",
    # "Log in (email ann@example.com, password pw)", "Log in (username: ann, password: pw)": the two in brackets
    rf"^(?P<submit>{_LOG_IN})\s*\(\s*{_THE}(?P<field>{words('user_nouns')})\s*:?\s+(?P<user>{_BEFORE_COMMA})"
    rf"(?:\s*,\s*|{_AND}){_THE}(?:{words('password_nouns')})\s*:?\s+(?P<password>\"[^\"]+\"|'[^']+'|[^\s\"')]+)\s*\)"
    rf"{_END}$",
    # "Enter username ann and password pw and sign in", "Fill in the username "ann" and the password "pw""
    rf"^(?:{words('provide', 'fill')})\s+{_USER}{_AND}{_PASSWORD}(?:{_AND}(?P<submit>{_LOG_IN}))?$",
)]


@dataclass(frozen=True, slots=True)
class LogIn:
    """A log-in as the sentence says it: the user's field ("username" when it names none), the user and the
    password as written (quoted or not), and whether it says to log in (click the button) or only to type."""

    field: str
    user: str
    password: str
    submit: bool


def read_log_in(sentence: str) -> LogIn | None:
    """The log-in a sentence says in one go (quotes already made plain), or None when it says none."""
    for form in _FORMS:
        if match := form.match(sentence.strip().rstrip(".!")):
            return LogIn(field=match.groupdict().get("field") or "username", user=match["user"],
                         password=match["password"], submit=bool(match["submit"]))
    return None
