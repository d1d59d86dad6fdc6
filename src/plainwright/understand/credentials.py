"""A log-in said in one sentence, as testers write it: "Log in as ann with password pw", "Sign in with username
"ann" and password "pw"", "Enter username ann and password pw and sign in", „Melde dich als ann mit dem Passwort pw
an“. It is three clauses a person does one after the other: the user's name typed into the field the sentence names
(else the Username field), the password into the Password field, then the log-in button, which is clicked only when
the sentence says to log in."""

from __future__ import annotations

import re

from plainwright.model import ActionKind
from plainwright.understand.intent import Clause, Intent
from plainwright.understand.vocabulary import words

K = ActionKind
_VALUE = r"\"[^\"]+\"|'[^']+'|[^\s\"']+"
_BEFORE_SLASH = r"\"[^\"]+\"|'[^']+'|[^\s\"'/]+"  # "ann/pw": a name ends at the slash
_THE = rf"(?:(?:{words('articles')})\s+)?"
_USER = rf"{_THE}(?P<field>{words('user_nouns')})\s+(?P<user>{_VALUE})"
_PASSWORD = rf"{_THE}(?:{words('password_nouns')})\s+(?P<password>{_VALUE})"
_LOG_IN = rf"(?:{words('login_verbs')})"
_AND = rf"\s*,?\s+(?:{words('joiners')})\s+"
_END = rf"(?:\s+(?:{words('login_ends')}))?"
_WITH = rf"(?:{words('with_')}|using)"

# each form says who, with what password, and whether the log-in button is then clicked (`submit`)
_FORMS = [re.compile(form, re.IGNORECASE) for form in (
    # "Log in as ann with password pw", „Melde dich als ann mit dem Passwort pw an“
    rf"^(?P<submit>{_LOG_IN})\s+(?:{words('as_user')})\s+(?P<user>{_VALUE})\s+{_WITH}\s+{_PASSWORD}{_END}$",
    # "Log in as "ann" / "pw"", "Sign in with ann/pw"
    rf"^(?P<submit>{_LOG_IN})\s+(?:(?:{words('as_user')})|{_WITH})\s+(?P<user>{_BEFORE_SLASH})\s*/\s*"
    rf"(?P<password>{_VALUE}){_END}$",
    # "Sign in with username "ann" and password "pw"", „Melde dich mit Benutzername ann und Passwort pw an“
    rf"^(?P<submit>{_LOG_IN})\s+{_WITH}\s+{_USER}{_AND}{_PASSWORD}{_END}$",
    # "Enter username ann and password pw and sign in", "Fill in the username "ann" and the password "pw""
    rf"^(?:{words('provide', 'fill')})\s+{_USER}{_AND}{_PASSWORD}(?:{_AND}(?P<submit>{_LOG_IN}))?$",
)]


def _unquoted(value: str) -> str:
    return value[1:-1] if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'" else value


def _quoted(value: str) -> str:
    return f"'{value}'" if '"' in value else f'"{value}"'


def log_in(sentence: str) -> list[Clause] | None:
    """The clauses of a log-in said in one sentence (quotes already made plain), or None when it is none."""
    for form in _FORMS:
        if match := form.match(sentence.strip().rstrip(".!")):
            break
    else:
        return None
    user, password = _unquoted(match["user"]), _unquoted(match["password"])
    field = match.groupdict().get("field") or "username"
    clauses = [
        Clause(text=f"type {_quoted(user)} into the {field} field",
               intent=Intent(kind=K.FILL, target=field, role="textbox", value=user)),
        Clause(text=f"type {_quoted(password)} into the password field",
               intent=Intent(kind=K.FILL, target="password", role="textbox", value=password)),
    ]
    if match["submit"]:
        clauses.append(Clause(text="click log in",
                              intent=Intent(kind=K.CLICK, target="log in", role="button")))
    return clauses
