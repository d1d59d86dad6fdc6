"""A record in a goal's words: a form filled with values, a new record with its name and values, items added to a
list, an existing record by its noun and name and what to change in it ("Edit the book "Cosmos": set its pages to
365 and mark it as not on the shelf"), and the pieces that join the record before them ("... and mark it as VIP").
"""

from __future__ import annotations

import re
from dataclasses import replace

from plainwright.plan.clauses import AddItems, Clause, Create, Edit, Fill, Open, Pair, Submit
from plainwright.plan.cued_values import cued_pairs
from plainwright.plan.phrases import LEAD, QUOTED, hide_quoted, split_values, target_words
from plainwright.plan.vocabulary import GOAL_VOCABULARY, goal_words
from plainwright.understand.grammar import normalize_quotes, unquote

_FORM_THEN = re.compile(
    rf"^(?P<form>.*?)\b(?:{goal_words('form_nouns')})\b\s*(?:(?:{goal_words('with_')})\b\s*)?(?P<pairs>.*)$",
    re.IGNORECASE)
_WITH = re.compile(rf"^(?:(?:{goal_words('with_')})\s+)?(?P<pairs>.*)$", re.IGNORECASE)
_PAIR = re.compile(r"^(?P<label>[^\"'=:]+?)\s*(?:[:=]\s*)?(?P<value>\"[^\"]*\"|'[^']*')$|"
                   r"^(?P<label2>[^\"'=:]+?)\s*[:=]\s*(?P<value2>[^\"']+)$")
def _pairs(text: str) -> list[Pair] | None:
    pairs = []
    for piece in split_values(text):
        found = _PAIR.match(piece)
        if found is None:
            return None
        label = target_words(found.group("label") or found.group("label2"))
        value = unquote(found.group("value") or found.group("value2").strip())
        if not label:
            return None
        pairs.append(Pair(label=label, value=value))
    return pairs or None


def read_fill(piece: str, rest: str) -> Fill | None:
    form = ""
    match = _FORM_THEN.match(rest)
    if match is not None and match.group("pairs"):
        form, rest = target_words(match.group("form")), match.group("pairs")
    else:
        rest = _WITH.match(rest).group("pairs")  # type: ignore[union-attr]
    pairs = _pairs(rest)
    return Fill(text=piece, pairs=tuple(pairs), form=form) if pairs else None


# ---- a new record -----------------------------------------------------------------------------------------

_ON, _OFF = "yes", "no"
_VALUES_START = re.compile(rf"\s*(?::|,|\s(?:{goal_words('with_')})\s)\s*", re.IGNORECASE)
_PARTICLE_AT_END = re.compile(rf"\s+(?:{goal_words('particles')})$", re.IGNORECASE)
_NAME_FIRST = re.compile(rf"^(?P<name>\"[^\"]*\")\s+(?:{goal_words('as_')})\s+(?P<noun>.*)$", re.IGNORECASE)
_BY = re.compile(rf"\s+(?P<by>{goal_words('by_words')})\s+(?P<who>[^\"]+)$", re.IGNORECASE)
_NAME_AFTER = re.compile(rf"^(?P<noun>[^\"]*?)\s*(?:(?:{goal_words('name_words')})\s+)?(?P<name>\"[^\"]*\")$",
                         re.IGNORECASE)
_NEW = re.compile(rf"^(?:(?:{goal_words('new_words')})\s+)+", re.IGNORECASE)
_NOT = re.compile(rf"^(?:{goal_words('not_words')})\s+(?P<label>.+)$", re.IGNORECASE)
_QUOTED_LAST = re.compile(r"^(?P<label>[^\"']+?)\s*(?P<value>\"[^\"]*\"|'[^']*')$")
_NUMBER_FIRST = re.compile(r"^(?P<value>\d[\d.,:/-]*)\s+(?P<label>\D.*)$")
_LAST_WORD = re.compile(r"^(?P<label>.+?)\s+(?P<value>\S+)$")
_FLAG_CLAUSE = re.compile(rf"^(?:{goal_words('flag_verbs')})\s+(?:(?:{goal_words('pronouns')})\s+)?"
                          rf"(?:(?:{goal_words('as_')})\s+)?(?P<flag>[^\"]+)$", re.IGNORECASE)
_MAX_NOUN_WORDS = 3
_NAME_LABELS = frozenset(label.casefold() for label in GOAL_VOCABULARY.name_labels)
_PARTICLE_BEFORE_COLON = re.compile(rf"\s+(?:{goal_words('particles')})(?=\s*:)", re.IGNORECASE)


def _flag(text: str) -> Pair | None:
    """"VIP" -> tick VIP; "not on the shelf" -> untick "on the shelf"."""
    label = target_words(text)
    if (negated := _NOT.match(label)) is not None:
        return Pair(target_words(negated.group("label")), _OFF) if target_words(negated.group("label")) else None
    return Pair(label, _ON) if label else None


# "saved with the commit message X": a value the form is saved with is a value of the form
_SAVED_WITH = re.compile(rf"^(?:{goal_words('saved_words')})\s+(?=(?:{goal_words('with_')})\s)", re.IGNORECASE)


def _record_pair(piece: str) -> Pair | None:
    """One value of a record as a user lists it: `email "x@y"`, `country Japan`, `184 pages`, `VIP`."""
    piece = _SAVED_WITH.sub("", LEAD.sub("", piece).strip())
    text = target_words(_WITH.match(piece).group("pairs"))  # type: ignore[union-attr]
    text = _PARTICLE_AT_END.sub("", text)  # „mit dem Titel „X“ an": the verb's particle ends the sentence
    for pattern in (_QUOTED_LAST, _NUMBER_FIRST, _LAST_WORD):
        if (found := pattern.match(text)) is not None and not _NOT.match(text):
            label = target_words(found.group("label"))
            return Pair(label, unquote(found.group("value"))) if label else None
    return _flag(text)


def _record_pairs(text: str) -> list[Pair] | None:
    pairs = [_record_pair(piece.strip(" .")) for piece in split_values(text) if piece.strip(" .")]
    return None if any(pair is None for pair in pairs) else [pair for pair in pairs if pair is not None]


# „eine Ausgabe "X" über 75 HINZU, bezahlt von Chiara": the verb's particle before the values that follow a comma
_PARTICLE_BEFORE_COMMA = re.compile(rf"\s+(?:{goal_words('particles')})(?=\s*,)", re.IGNORECASE)
_NAMED_THEN = re.compile(rf"^(?P<noun>[^\"]*?)\s*(?:(?:{goal_words('name_words')})\s+)?(?P<name>\"[^\"]*\")\s*,?\s+"
                         rf"(?:(?:{goal_words('with_')})\s+)?(?P<values>[^\s\"].*)$", re.IGNORECASE)


def _named_with_cues(piece: str, rest: str) -> Create | None:
    """'a bill "Fado" of 75 dated 2025-05-06, paid by Chiara, for Alice and Dmitri': the noun, the name, and values
    said by the words that introduce them."""
    found = _NAMED_THEN.match(_PARTICLE_BEFORE_COMMA.sub("", rest.strip(" .")))
    if found is None or (pairs := cued_pairs(_PARTICLE_AT_END.sub("", found.group("values")))) is None:
        return None
    noun = _NEW.sub("", target_words(found.group("noun"))).strip()
    if not noun or len(noun.split()) > _MAX_NOUN_WORDS:
        return None
    return Create(text=piece, noun=noun, name=unquote(found.group("name")), pairs=tuple(pairs))


def read_create(piece: str, rest: str) -> Create | None:
    """"a new customer named "X" with the email "x@y", country Japan", ""X" as a new member: email x@y",
    „einen neuen Kunden namens „X“ an, mit der E-Mail …": the noun, the name and the values."""
    if (cued := _named_with_cues(piece, rest)) is not None:
        return cued
    start = _VALUES_START.search(hide_quoted(rest))
    head, values = (rest[:start.start()], rest[start.end():]) if start else (rest, "")
    head = _PARTICLE_AT_END.sub("", head.strip())
    name: str | None = None
    pairs: list[Pair] = []
    if (first := _NAME_FIRST.match(head)) is not None:
        name, head = unquote(first.group("name")), first.group("noun")
    if (by := _BY.search(head)) is not None:
        pairs.append(Pair(GOAL_VOCABULARY.by_words[by.group("by").lower()], by.group("who").strip()))
        head = head[:by.start()]
    if name is None and (after := _NAME_AFTER.match(head)) is not None:
        name, head = unquote(after.group("name")), after.group("noun")
    noun = _NEW.sub("", target_words(head)).strip()
    if not noun or '"' in noun or len(noun.split()) > _MAX_NOUN_WORDS:
        return None
    more = _record_pairs(values) if values.strip() else []
    if more is None:
        return None
    if name is None and (titled := next((p for p in more if p.label.casefold() in _NAME_LABELS), None)):
        name, more = titled.value, [p for p in more if p is not titled]  # "with the title "X"": its name
    return Create(text=piece, noun=noun, name=name, pairs=(*pairs, *more))


_ITEMS = re.compile(rf"^(?P<noun>[^\"]*?)\s*:?\s*(?P<items>\"[^\"]*\"(?:\s*(?:,|\s(?:{goal_words('joiners')}))\s*"
                    rf"\"[^\"]*\")+)(?:\s+(?:{goal_words('particles')}))?$", re.IGNORECASE)
_COUNT = re.compile(rf"^(?:{goal_words('count_words')}|\d+)\s+", re.IGNORECASE)


# „the participants Ines, Jonas and Kai": names of one word each, capitalised, after the list's noun
_NAME = r"[^\W\d_a-zß][\w'-]*"
_NAMES = re.compile(rf"^(?P<noun>[^\",:]+)\s+(?P<items>{_NAME}(?:\s*(?:,|\s(?:{goal_words('joiners')}))\s*{_NAME})+)"
                    rf"(?:\s+(?:{goal_words('particles')}))?$")


def read_add_items(piece: str, rest: str) -> AddItems | None:
    """"the todos "a", "b" and "c"", „zwei Aufgaben hinzu: "a" und "b"", "the participants Ines, Jonas and Kai": two
    or more quoted items, or names, and nothing else."""
    text = _PARTICLE_BEFORE_COLON.sub("", rest.strip(" ."))
    if (found := _ITEMS.match(text)) is not None:
        items = tuple(unquote(item.group(0)) for item in QUOTED.finditer(found.group("items")))
    elif (found := _NAMES.match(text)) is not None:
        items = tuple(split_values(found.group("items")))
    else:
        return None
    noun = _COUNT.sub("", _NEW.sub("", target_words(found.group("noun")))).strip()
    if not noun or len(noun.split()) > _MAX_NOUN_WORDS \
            or re.search(rf"\b(?:{goal_words('name_words')})$", noun, re.IGNORECASE):
        return None
    return AddItems(text=piece, noun=noun, items=items)


_EDITED = re.compile(r"^(?P<noun>[^\"]*?)\s*(?P<name>\"[^\"]*\")\s*(?::\s*(?P<changes>.*))?$")
_SET = re.compile(rf"^(?:{goal_words('set_words')})\s+(?:(?:{goal_words('pronouns')})\s+)?(?P<label>[^\"]+?)\s+"
                  rf"(?:{goal_words('to_words')})\s+(?P<value>\"[^\"]*\"|.+)$", re.IGNORECASE)


_ITS = re.compile(rf"^(?:{goal_words('possessives', 'pronouns')})\s+", re.IGNORECASE)


_WRITE = re.compile(rf"^(?:{goal_words('write_verbs')})\s+(?P<value>\"[^\"]*\")\s+(?:{goal_words('into_words')})\s+"
                    rf"(?P<label>[^\"]+?)(?:\s+(?:{goal_words('particles')}))?$", re.IGNORECASE)


_RENAME = re.compile(rf"^(?:{goal_words('rename_verbs')})\s+(?:[^\"]+?\s+)?"
                     rf"(?:{goal_words('to_words', 'into_words')})\s+(?P<value>\"[^\"]*\")$", re.IGNORECASE)
_SWITCH = re.compile(rf"^(?:(?P<off>{goal_words('switch_off')})|{goal_words('switch_on')})\s+"
                     rf"(?:(?:{goal_words('possessives', 'pronouns')})\s+)?(?P<label>[^\"]+)$", re.IGNORECASE)


def change_of(piece: str) -> Pair | None:
    """"set its pages to 365" -> pages 365; "write "x" into its notes" -> notes "x"; "mark it as not on the
    shelf" -> untick "shelf"; "rename the project to "X"" -> name "X"; "turn off the project history" -> untick
    "project history"."""
    text = LEAD.sub("", piece).strip(" .")
    for pattern in (_SET, _WRITE):
        if (found := pattern.match(text)) is not None:
            label = target_words(_ITS.sub("", target_words(found.group("label"))))
            return Pair(label, unquote(found.group("value").strip())) if label else None
    if (renamed := _RENAME.match(text)) is not None:
        return Pair(GOAL_VOCABULARY.name_labels[0], unquote(renamed.group("value")))
    if (switched := _SWITCH.match(text)) is not None and (label := target_words(switched.group("label"))):
        return Pair(label, _OFF if switched.group("off") else _ON)
    if (flag := _FLAG_CLAUSE.match(text)) is not None:
        return _flag(flag.group("flag"))
    return None


_CHANGE_VERB = re.compile(rf"^(?:{goal_words('set_words', 'rename_verbs', 'switch_off', 'switch_on')})\s+",
                          re.IGNORECASE)


def read_changes(piece: str) -> list[Clause] | None:
    """"change my first name to "Morgana", my email to "x@y" and the theme to Dark", "set the project's default
    currency to Euro": values set in the form at hand (a settings page), then the form sent: a value changed in a
    form that is never sent is not changed."""
    text = LEAD.sub("", piece).strip(" .")
    verb = _CHANGE_VERB.match(text)
    if verb is None:
        return None
    pairs = [change_of(part if at == 0 or _CHANGE_VERB.match(part) else verb.group(0) + part)
             for at, part in enumerate(split_values(text))]
    if not pairs or any(pair is None for pair in pairs) or (len(pairs) == 1 and read_set_of(piece) is not None):
        return None  # one value of a record named by its number ("the status of order 7"): that record's edit
    return [Fill(text=piece, pairs=tuple(pair for pair in pairs if pair is not None)), Submit(text=piece)]


_SET_OF = re.compile(rf"^(?:{goal_words('set_words')})\s+(?P<label>[^\"]+?)\s+(?:{goal_words('of_words')})\s+"
                     rf"(?P<noun>[^\"\d#]+?)\s+(?P<name>\"[^\"]*\"|#?\d[\w-]*)\s+(?:{goal_words('to_words')})\s+"
                     rf"(?P<value>\"[^\"]*\"|.+)$", re.IGNORECASE)


def read_set_of(piece: str) -> Edit | None:
    """"Set the status of order 7 to "shipped"", „Setze den Status der Bestellung 7 auf "shipped"": one value of
    a record named by its noun and name or number."""
    found = _SET_OF.match(LEAD.sub("", piece).strip(" ."))
    if found is None:
        return None
    label, noun = target_words(found.group("label")), _NEW.sub("", target_words(found.group("noun"))).strip()
    if not label or not noun:
        return None
    return Edit(text=piece, noun=noun, name=unquote(found.group("name")),
                pairs=(Pair(label, unquote(found.group("value").strip())),))


_EDITED_TO = re.compile(rf"^(?P<noun>[^\"]*?)\s*(?P<name>\"[^\"]*\")\s+(?:{goal_words('to_words')})\s+(?P<values>.+)$",
                        re.IGNORECASE)


def _changed_to(piece: str, rest: str) -> Edit | None:
    """'the bill "Tram" to an amount of 16, shared by Alice and Bob', „die Ausgabe "Tram" auf einen Betrag von 16":
    the record, then its new values said by the words that introduce them."""
    found = _EDITED_TO.match(_PARTICLE_BEFORE_COMMA.sub("", rest.strip(" .")))
    if found is None or (pairs := cued_pairs(_PARTICLE_AT_END.sub("", found.group("values")))) is None:
        return None
    noun = _NEW.sub("", target_words(found.group("noun"))).strip()
    return Edit(text=piece, noun=noun, name=unquote(found.group("name")), pairs=tuple(pairs)) if noun else None


def read_edit(piece: str, rest: str) -> Edit | None:
    """"the book "Cosmos": set its pages to 365": the record by its noun and name, then what to change."""
    if (changed := _changed_to(piece, rest)) is not None:
        return changed
    found = _EDITED.match(rest.strip())
    if found is None:
        return None
    noun = _NEW.sub("", target_words(found.group("noun"))).strip()
    pairs = [change_of(part) for part in split_values(found.group("changes") or "")]
    if not noun or any(pair is None for pair in pairs):
        return None
    return Edit(text=piece, noun=noun, name=unquote(found.group("name")),
                pairs=tuple(pair for pair in pairs if pair is not None))


def with_flags(clauses: list[Clause], piece: str) -> bool:
    """"... and mark it as VIP" after a new record: a box of that record to tick before it is saved."""
    record = clauses[-1] if clauses else None
    if isinstance(record, Edit) and (change := change_of(piece)) is not None:
        clauses[-1] = Edit(text=f"{record.text}, {piece}", noun=record.noun, name=record.name,
                           pairs=(*record.pairs, change))
        return True
    found = _FLAG_CLAUSE.match(LEAD.sub("", piece).strip())
    if not isinstance(record, Create) or found is None or (flag := _flag(found.group("flag"))) is None:
        return False
    clauses[-1] = Create(text=f"{record.text}, {piece}", noun=record.noun, name=record.name,
                         pairs=(*record.pairs, flag))
    return True


_ID = re.compile(r"#?\d[\w-]*")


def saved_with(clauses: list[Clause], piece: str) -> bool:
    """"..., save it with the commit message "X"" after a record created or changed: a value of its form, set
    before the save that task ends with."""
    record = clauses[-1] if clauses else None
    found = _SAVED_WITH.match(LEAD.sub("", piece).strip())
    if not isinstance(record, Create | Edit) or found is None:
        return False
    pairs = _record_pairs(LEAD.sub("", piece).strip()[found.end():])
    if not pairs:
        return False
    clauses[-1] = replace(record, text=f"{record.text}, {piece}", pairs=(*record.pairs, *pairs))
    return True


def opened_record(clauses: list[Clause], piece: str) -> bool:
    """'open "Order #6", set its status to Shipped': the record just opened by its quoted name is the one the next
    piece changes, so both are one edit (its noun: the name's words before its number, "Order")."""
    record = clauses[-1] if clauses else None
    if not isinstance(record, Open) or record.url or f'"{record.target}"' not in normalize_quotes(record.text) \
            or (change := change_of(piece)) is None:
        return False
    noun = " ".join(word for word in record.target.split() if not _ID.fullmatch(word))
    clauses[-1] = Edit(text=f"{record.text}, {piece}", noun=noun if noun != record.target else "",
                       name=record.target, pairs=(change,))
    return True
