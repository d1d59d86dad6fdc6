"""A step said by its means, as testers write it: "Confirm by typing DELETE and clicking Delete" is what it does to
confirm, one clause a means; "Delete the "Outages" layer using the trash icon in its row" is a click on that icon
in the row of "Outages". The purpose said first is what the means achieve: the means are the step's clauses, and
each must be understood as a clause of its own or the sentence is read as it stands."""

from __future__ import annotations

import re

from plainwright.understand.intent import Family
from plainwright.understand.vocabulary import VOCABULARY, Verb, alternation, words

_QUOTED = re.compile(r"\"[^\"]+\"|(?<!\w)'[^']+'(?!\w)")
_THE = rf"(?:(?:{words('articles')})\s+)"
_BY = re.compile(rf"^(?P<purpose>\S.*?)\s+(?:{words('by_means')})\s+(?P<how>[^\W\d_]+ing\s.+)$", re.I)
_USING = re.compile(rf"^(?P<purpose>\S.*?)\s*,?\s+(?:{words('using_means')})\s+(?P<tool>{_THE}.+)$", re.I)
_GERUND = re.compile(rf"(?:^|,?\s+(?:{words('joiners')})\s+)(?P<gerund>[^\W\d_]+ing)(?=\s)", re.I)
# "Go back to the list with the back arrow at the top": "with" a control a kind names (an icon, a button); "Confirm
# the deletion with "Delete"": "with" the name of a control, quoted, after a purpose that takes no text
_CLICKABLE = alternation(word for word, kind in VOCABULARY.role_words.items()
                         if kind in ("button", "link", Family.ICON))
_WITH_A_CONTROL = re.compile(rf"^(?P<purpose>\S.*?)\s*,?\s+(?:{words('with_')})\s+(?P<tool>{_THE}[^\"']*?\b"
                             rf"(?:{_CLICKABLE})\b.*|\"[^\"]+\")$", re.I)
_ITS = re.compile(rf"\b(?:{words('its')})\s+(?P<part>{words('row_nouns')})\b", re.I)

_ACTION_VERBS = frozenset(word.casefold() for verb in Verb for word in VOCABULARY.words(verb.value))
# what a control is used for ("Delete ... using the trash icon"): a purpose, or a click; never a value to type
_VALUED = {word.casefold() for verb in (Verb.TYPE, Verb.FILL, Verb.SET, Verb.PROVIDE, Verb.SELECT, Verb.UPLOAD,
                                        Verb.REPLACE, Verb.SEARCH) for word in VOCABULARY.words(verb.value)}
_PURPOSES = {word.casefold() for word in (*VOCABULARY.words("purpose_verbs"), *VOCABULARY.words(Verb.CLICK.value))
             } - _VALUED
# "Click the row with the red icon": a click "with" says which one; "Open the module with the gear icon": by what
_CLICKS = {word.casefold() for word in VOCABULARY.words(Verb.CLICK.value)} - set(VOCABULARY.words("opening_verbs"))
_TYPED = {word.casefold() for word in VOCABULARY.words(Verb.TYPE.value)}
# "by typing DELETE": what is typed is text, as said ("Type DELETE" alone may be the Delete key)
_TYPED_WORD = re.compile(rf"^(?P<verb>{'|'.join(sorted(_TYPED, key=len, reverse=True))})\s+(?P<word>[^\s\"']+)"
                         rf"(?=$|,?\s+(?:{words('joiners')})\s)", re.I)


def _imperative(gerund: str) -> str | None:
    """"typing" -> "type", "clicking" -> "click", "hitting" -> "hit": the action verb a gerund is a form of."""
    stem = gerund[:-3].casefold()
    for verb in (stem, stem + "e", stem[:-1] if stem[-2:-1] == stem[-1:] else ""):
        if verb in _ACTION_VERBS:
            return verb
    return None


def _purposeful(purpose: str, *, clicks: bool = True) -> bool:
    """Whether the words before the means say a purpose ("Delete the layer", "Go back to the list"), or a click."""
    said = purpose.casefold()
    return any(said == verb or said.startswith(verb + " ") for verb in _PURPOSES - (set() if clicks else _CLICKS))


def _record(purpose: str) -> str | None:
    """The one quoted name the purpose says ("Delete the "Outages" layer"), which "its row" refers back to."""
    names = _QUOTED.findall(purpose)
    return names[0] if len(names) == 1 else None


def _its_record(text: str, purpose: str) -> str | None:
    """`text` with "its row" said as the row of the record the purpose names; None when it names no one record."""
    if not _ITS.search(text):
        return text
    if (record := _record(purpose)) is None:
        return None
    return _ITS.sub(lambda said: f"the {said['part']} of {record}", text)


def by_means(sentence: str) -> str | None:
    """"Confirm by typing DELETE and clicking Delete" -> "type "DELETE" and click Delete": what the means after
    "by" ask for, as imperatives; None when the sentence says no means or one that is no action."""
    if (by := _BY.match(sentence)) is None:
        return None
    how = by["how"]
    for gerund in reversed(list(_GERUND.finditer(how))):
        if (verb := _imperative(gerund["gerund"])) is None:
            return None
        rest = _TYPED_WORD.sub(r'\g<verb> "\g<word>"', verb + how[gerund.end("gerund"):], count=1)
        how = how[:gerund.start("gerund")] + rest
    return _its_record(how, by["purpose"])


def using_means(sentence: str, *, said_with: bool = False) -> str | None:
    """"Delete the "Outages" layer using the trash icon in its row" -> "click the trash icon in the row of
    "Outages"": the control a purpose is done with, clicked; None when the sentence names none. With `said_with`,
    "with the back arrow" as well: a control that a kind names ("icon", "button")."""
    using = (_WITH_A_CONTROL if said_with else _USING).match(sentence)
    if using is None or not _purposeful(using["purpose"], clicks=not said_with):
        return None
    tool = _its_record(using["tool"], using["purpose"])
    return f"{next(iter(VOCABULARY.words(Verb.CLICK.value)))} {tool}" if tool is not None else None
