"""A goal read into tasks: "Log in as "alice" with password "s3cret" and open the regression overview" ->
[LogIn(alice, ***), Open("regression overview")]; „Logge dich ein und öffne die Regression-Übersicht" the same.

A goal is split where a new task starts (after "and", "then", a comma or a semicolon, when the next words start
with a verb), and each piece is read as one of the flows the rule planner knows. A piece no flow knows is kept
as a plain step when the step grammar understands it ("Verify the page shows "Saved""), else it is not
understood (a FreeForm task): the rule planner's run says so before it starts, a model planner takes it on.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from plainwright.plan.row_text import action, done_item, state_filter
from plainwright.plan.vocabulary import GOAL_VOCABULARY, Task, goal_word_set, goal_words
from plainwright.understand.grammar import normalize_quotes, parse_step, unquote
from plainwright.understand.vocabulary import Verb, words

_QUOTED = re.compile(r"\"[^\"]*\"|(?<![\w])'[^']*'(?![\w])")
_VALUE = r"\"[^\"]*\"|'[^']*'|[^\s\"',;]+"
MASKED = "***"


@dataclass(frozen=True, slots=True)
class Clause:
    """One task of a goal; `text` is the piece of the goal it was read from."""

    text: str

    def describe(self) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class LogIn(Clause):
    username: str | None = None
    password: str | None = None

    def describe(self) -> str:
        who = f' as "{self.username}"' if self.username else ""
        return f"log in{who}" + (f' with password "{MASKED}"' if self.password else "")


@dataclass(frozen=True, slots=True)
class LogOut(Clause):
    def describe(self) -> str:
        return "log out"


@dataclass(frozen=True, slots=True)
class Open(Clause):
    target: str = ""  # the words naming the page, as written ("die Regression-Übersicht")
    url: str | None = None

    def describe(self) -> str:
        return f"open {self.url}" if self.url else f'open "{self.target}"'


@dataclass(frozen=True, slots=True)
class Search(Clause):
    query: str = ""

    def describe(self) -> str:
        return f'search for "{self.query}"'


@dataclass(frozen=True, slots=True)
class Filter(Clause):
    """Show only the rows of the list open whose `label` is `value` ("status" -> "Shipped")."""

    label: str = ""
    value: str = ""

    def describe(self) -> str:
        return f'show only the rows whose {self.label} is "{self.value}"'


@dataclass(frozen=True, slots=True)
class ShowState(Filter):
    """Show only the items of the list (`label`: "todos") in a state (`value`: "active"): the list's filter
    control named by the state."""

    def describe(self) -> str:
        return f"show only the {self.value} {self.label}"


@dataclass(frozen=True, slots=True)
class Tick(Clause):
    """An item of a list marked as done: the checkbox, switch or "Done" button of the row holding its name."""

    noun: str = ""
    item: str = ""

    def describe(self) -> str:
        return f'mark {f"the {self.noun} " if self.noun else ""}"{self.item}" as done'


@dataclass(frozen=True, slots=True)
class Act(Clause):
    """What a button of the page does, asked by its verb: "clear the completed todos" is the "Clear completed"
    button; with an item ("delete "X""), the button of the row holding it."""

    verb: str = ""
    what: str = ""
    item: str | None = None

    def describe(self) -> str:
        if self.item is not None:
            return f'{self.verb} {f"the {self.what} " if self.what else ""}"{self.item}"'
        return f'{self.verb} "{self.what}"'


@dataclass(frozen=True, slots=True)
class Pair:
    label: str
    value: str


@dataclass(frozen=True, slots=True)
class Fill(Clause):
    pairs: tuple[Pair, ...] = ()
    form: str = ""  # the words naming the form ("contact"), or ""

    def describe(self) -> str:
        values = ", ".join(f'{pair.label} "{pair.value}"' for pair in self.pairs)
        return f"fill {f'the {self.form} form' if self.form else 'in'} with {values}"


@dataclass(frozen=True, slots=True)
class Submit(Clause):
    def describe(self) -> str:
        return "submit the form"


@dataclass(frozen=True, slots=True)
class AddToCart(Clause):
    item: str = ""

    def describe(self) -> str:
        return f'add "{self.item}" to the cart'


@dataclass(frozen=True, slots=True)
class Create(Clause):
    """A new record made through the application's form: the thing's noun ("customer"), its name when the goal
    gives one, and the values of its other fields (a box to tick is a pair whose value is "yes" or "no")."""

    noun: str = ""
    name: str | None = None
    pairs: tuple[Pair, ...] = ()

    def describe(self) -> str:
        named = f' named "{self.name}"' if self.name is not None else ""
        values = "".join(f', {pair.label} "{pair.value}"' for pair in self.pairs)
        return f'create a new "{self.noun}"{named}{values}'


@dataclass(frozen=True, slots=True)
class Edit(Clause):
    """An existing record changed through its form: the thing's noun and name, the values to set (a box to tick
    is a pair whose value is "yes" or "no")."""

    noun: str = ""
    name: str = ""
    pairs: tuple[Pair, ...] = ()

    def describe(self) -> str:
        values = "".join(f', {pair.label} "{pair.value}"' for pair in self.pairs)
        return f'edit the {self.noun} "{self.name}"{values}'


@dataclass(frozen=True, slots=True)
class AddItems(Clause):
    """Items added one by one to a list with a single field for a new one: "Add the todos "a", "b" and "c"."""

    noun: str = ""
    items: tuple[str, ...] = ()

    def describe(self) -> str:
        return f"add the {self.noun} " + ", ".join(f'"{item}"' for item in self.items)


@dataclass(frozen=True, slots=True)
class Do(Clause):
    """A plain step, run as written."""

    def describe(self) -> str:
        return f"do: {self.text}"


@dataclass(frozen=True, slots=True)
class FreeForm(Clause):
    """A piece of the goal that neither a flow nor the step grammar reads. Only a model planner takes it on, and
    it is done only when the model says so with evidence that the page shows."""

    def describe(self) -> str:
        return f'"{self.text}" (not understood by the rules)'


@dataclass(slots=True)
class Reading:
    """The tasks of a goal in its order, the pieces nobody understood among them (as FreeForm)."""

    clauses: list[Clause] = field(default_factory=list)

    @property
    def not_understood(self) -> list[str]:
        return [clause.text for clause in self.clauses if isinstance(clause, FreeForm)]

    def describe(self) -> list[str]:
        return [clause.describe() for clause in self.clauses]


# ---- splitting ---------------------------------------------------------------------------------------------

_SEPARABLE_STEMS = "|".join(re.escape(stem) for stem, _ in GOAL_VOCABULARY.separable)
_STARTS_TASK = re.compile(
    rf"^(?:(?:{goal_words('lead_words')})\s+)*(?:{goal_words(*Task)}|{words(*Verb)}|{_SEPARABLE_STEMS})\b",
    re.IGNORECASE)
_ENDS_TASK = re.compile(rf"\s(?:{goal_words(*Task)})$", re.IGNORECASE)
# a period ends a task only at the end or before a task ("by Ursula K. Le Guin" is one name)
_JOINER = re.compile(rf"\s*(?:(?P<always>;|\.$|,?\s+(?:{goal_words('sequence_words')})\s+)"
                     rf"|\.\s+|,?\s+(?:{goal_words('joiners')})\s+|,\s*)\s*", re.IGNORECASE)


def _hidden(text: str) -> str:
    """The text with every quoted part blanked out, so that nothing inside quotes splits or matches."""
    return _QUOTED.sub(lambda m: "\x00" * len(m.group(0)), text)


def split_goal(goal: str) -> list[str]:
    """The pieces of a goal, one task each: split at joiners outside quotes where the next words start a task,
    or end with one ("... und die Übersicht öffnen")."""
    text = normalize_quotes(goal.strip())
    hidden = _hidden(text)
    joiners = list(_JOINER.finditer(hidden))
    pieces: list[str] = []
    start = 0
    for match, after in zip(joiners, [*joiners[1:], None], strict=False):
        rest = hidden[match.end():]
        piece = hidden[match.end():after.start() if after else len(hidden)]
        if match.group("always") or _STARTS_TASK.match(rest) or _ENDS_TASK.search(piece):
            pieces.append(text[start:match.start()])
            start = match.end()
    pieces.append(text[start:])
    return _lone_verbs_joined([piece.strip(" .;,") for piece in pieces if piece.strip(" .;,")])


_LONE_VERB = re.compile(rf"^(?:{goal_words(*Task)}|{words(*Verb)}|{_SEPARABLE_STEMS})$", re.IGNORECASE)


def _lone_verbs_joined(pieces: list[str]) -> list[str]:
    """„… und hake dann "X" ab": a sequence word after the verb (German word order) leaves one word of a verb
    alone; one that is no task alone ("Einloggen" is) belongs with the words after it, unless those start a task
    of their own."""
    joined: list[str] = []
    for piece in pieces:
        if joined and " " not in joined[-1] and _LONE_VERB.match(joined[-1]) \
                and not _STARTS_TASK.match(_hidden(piece)) and read_clause(joined[-1], {}) is None:
            joined[-1] = f"{joined[-1]} {piece}"
        else:
            joined.append(piece)
    return joined


# ---- one piece ---------------------------------------------------------------------------------------------

_LEAD = re.compile(rf"^(?:(?:{goal_words('lead_words')})\b[,\s]*)+", re.IGNORECASE)
_REFLEXIVE = re.compile(rf"^(?:{goal_words('reflexives')})\b\s*", re.IGNORECASE)


def _verb_first(piece: str) -> str:
    """"Logge dich als "alice" ein" -> "einloggen als "alice""; "als alice einloggen" -> "einloggen als alice"."""
    hidden = _hidden(piece)
    first, _, _ = hidden.partition(" ")
    head, _, last = hidden.rpartition(" ")
    if head and (first.lower(), last.lower()) in GOAL_VOCABULARY.separable:
        middle = _REFLEXIVE.sub("", piece[len(first):len(head)].strip())
        return f"{GOAL_VOCABULARY.separable[(first.lower(), last.lower())]} {middle}".strip()
    if head and re.fullmatch(goal_words(*Task), last, re.IGNORECASE) and not _STARTS_TASK.match(hidden):
        return f"{last} {_REFLEXIVE.sub('', piece[:len(head)].strip())}".strip()
    if first and re.fullmatch(goal_words(*Task), first, re.IGNORECASE):
        return f"{first} {_REFLEXIVE.sub('', piece[len(first):].strip())}".strip()
    return piece


def _task_at_start(text: str, task: Task) -> str | None:
    """The rest of `text` after a verb of `task` at its start, or None."""
    match = re.match(rf"^(?:{goal_words(task)})(?:\s+|$)", text, re.IGNORECASE)
    return text[match.end():].strip() if match else None


def _value(found: str) -> str:
    return unquote(found)


_ARTICLES = re.compile(r"^(?:(?:" + "|".join(re.escape(w) for w in sorted(
    GOAL_VOCABULARY.empty_words, key=len, reverse=True)) + r")\s+)+", re.IGNORECASE)


def _target(rest: str) -> str:
    """The words naming what to open, without the leading words that name nothing ("the", "die")."""
    return unquote(_ARTICLES.sub("", rest).strip())


_USER = re.compile(rf"(?:\b(?:{goal_words('as_')})\s+|\b(?:{goal_words('user_words')})\s*[:=]?\s*)(?P<value>{_VALUE})",
                   re.IGNORECASE)
_PASSWORD = re.compile(rf"\b(?:{goal_words('password_words')})\s*[:=]?\s*(?P<value>{_VALUE})", re.IGNORECASE)
# where a login happens ("to the admin", "im Admin-Bereich"): up to the credentials' words or the end
_PLACE = re.compile(rf"\b(?:{goal_words('place_words')})\s+(?:[^\W\d_][\w-]*\s*){{1,4}}?"
                    rf"(?=(?:{goal_words('with_')})\b|$)", re.IGNORECASE)
_NOT_A_VALUE = goal_word_set("empty_words", "with_", "joiners", "sequence_words", "password_words", "user_words")


def _credential(pattern: re.Pattern[str], rest: str) -> str | None:
    for match in pattern.finditer(rest):
        found = match.group("value")
        if found[0] in "\"'" or found.lower() not in _NOT_A_VALUE:
            return _value(found)
    return None


def _log_in(piece: str, rest: str, variables: Mapping[str, str]) -> LogIn | None:
    """The credentials a login names; None when it says more than who logs in, with what and where to."""
    username = _credential(_USER, rest)
    password = _credential(_PASSWORD, rest)
    if _leftover(_PLACE.sub(" ", _USER.sub(" ", _PASSWORD.sub(" ", rest)).strip())):
        return None
    return LogIn(text=piece, username=username if username is not None else _first(variables, USER_VARIABLES),
                 password=password if password is not None else _first(variables, PASSWORD_VARIABLES))


_FRAME_WORDS = goal_word_set("empty_words", "with_", "as_", "joiners", "sequence_words", "login_places", "reflexives")


def _leftover(text: str) -> list[str]:
    """The words of `text` that are not the frame of a task ("to", "my", "with", "account")."""
    return [word for word in re.findall(r"[^\W_]+", text.lower()) if word not in _FRAME_WORDS]


USER_VARIABLES = ("username", "user", "email", "login")
PASSWORD_VARIABLES = ("password",)


def _first(variables: Mapping[str, str], names: tuple[str, ...]) -> str | None:
    return next((variables[name] for name in names if variables.get(name)), None)


_CART = re.compile(rf"^(?P<item>.+?)\s+(?:{goal_words('into_cart')})\s+(?:{goal_words('cart_nouns')})(?:\s+\w+)?$",
                   re.IGNORECASE)


def _add_to_cart(piece: str, rest: str) -> AddToCart | None:
    match = _CART.match(rest)
    if match is None:
        return None
    return AddToCart(text=piece, item=_target(match.group("item")))


_FORM_THEN = re.compile(
    rf"^(?P<form>.*?)\b(?:{goal_words('form_nouns')})\b\s*(?:(?:{goal_words('with_')})\b\s*)?(?P<pairs>.*)$",
    re.IGNORECASE)
_WITH = re.compile(rf"^(?:(?:{goal_words('with_')})\s+)?(?P<pairs>.*)$", re.IGNORECASE)
_PAIR = re.compile(r"^(?P<label>[^\"'=:]+?)\s*(?:[:=]\s*)?(?P<value>\"[^\"]*\"|'[^']*')$|"
                   r"^(?P<label2>[^\"'=:]+?)\s*[:=]\s*(?P<value2>[^\"']+)$")
_PAIR_SPLIT = re.compile(rf"\s*(?:,|;|\s(?:{goal_words('joiners', 'sequence_words')})\s)\s*",
                         re.IGNORECASE)


def _pairs(text: str) -> list[Pair] | None:
    hidden = _hidden(text)
    pieces: list[str] = []
    start = 0
    for match in _PAIR_SPLIT.finditer(hidden):
        pieces.append(text[start:match.start()])
        start = match.end()
    pieces.append(text[start:])
    pairs = []
    for piece in filter(None, (p.strip() for p in pieces)):
        found = _PAIR.match(piece)
        if found is None:
            return None
        label = _target(found.group("label") or found.group("label2"))
        value = _value(found.group("value") or found.group("value2").strip())
        if not label:
            return None
        pairs.append(Pair(label=label, value=value))
    return pairs or None


def _fill(piece: str, rest: str) -> Fill | None:
    form = ""
    match = _FORM_THEN.match(rest)
    if match is not None and match.group("pairs"):
        form, rest = _target(match.group("form")), match.group("pairs")
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
_PARTICLE_BEFORE_COLON = re.compile(rf"\s+(?:{goal_words('particles')})(?=\s*:)", re.IGNORECASE)


def _flag(text: str) -> Pair | None:
    """"VIP" -> tick VIP; "not on the shelf" -> untick "on the shelf"."""
    label = _target(text)
    if (negated := _NOT.match(label)) is not None:
        return Pair(_target(negated.group("label")), _OFF) if _target(negated.group("label")) else None
    return Pair(label, _ON) if label else None


def _record_pair(piece: str) -> Pair | None:
    """One value of a record as a user lists it: `email "x@y"`, `country Japan`, `184 pages`, `VIP`."""
    text = _target(_WITH.match(_LEAD.sub("", piece).strip()).group("pairs"))  # type: ignore[union-attr]
    for pattern in (_QUOTED_LAST, _NUMBER_FIRST, _LAST_WORD):
        if (found := pattern.match(text)) is not None and not _NOT.match(text):
            label = _target(found.group("label"))
            return Pair(label, _value(found.group("value"))) if label else None
    return _flag(text)


def _record_pairs(text: str) -> list[Pair] | None:
    hidden = _hidden(text)
    pieces, start = [], 0
    for match in _PAIR_SPLIT.finditer(hidden):
        pieces.append(text[start:match.start()])
        start = match.end()
    pieces.append(text[start:])
    pairs = [_record_pair(piece.strip(" .")) for piece in pieces if piece.strip(" .")]
    return None if any(pair is None for pair in pairs) else [pair for pair in pairs if pair is not None]


def _create(piece: str, rest: str) -> Create | None:
    """"a new customer named "X" with the email "x@y", country Japan", ""X" as a new member: email x@y",
    „einen neuen Kunden namens „X“ an, mit der E-Mail …": the noun, the name and the values."""
    start = _VALUES_START.search(_hidden(rest))
    head, values = (rest[:start.start()], rest[start.end():]) if start else (rest, "")
    head = _PARTICLE_AT_END.sub("", head.strip())
    name: str | None = None
    pairs: list[Pair] = []
    if (first := _NAME_FIRST.match(head)) is not None:
        name, head = _value(first.group("name")), first.group("noun")
    if (by := _BY.search(head)) is not None:
        pairs.append(Pair(GOAL_VOCABULARY.by_words[by.group("by").lower()], by.group("who").strip()))
        head = head[:by.start()]
    if name is None and (after := _NAME_AFTER.match(head)) is not None:
        name, head = _value(after.group("name")), after.group("noun")
    noun = _NEW.sub("", _target(head)).strip()
    if not noun or '"' in noun or len(noun.split()) > _MAX_NOUN_WORDS:
        return None
    more = _record_pairs(values) if values.strip() else []
    if more is None:
        return None
    return Create(text=piece, noun=noun, name=name, pairs=(*pairs, *more))


_ITEMS = re.compile(rf"^(?P<noun>[^\"]*?)\s*:?\s*(?P<items>\"[^\"]*\"(?:\s*(?:,|\s(?:{goal_words('joiners')}))\s*"
                    rf"\"[^\"]*\")+)(?:\s+(?:{goal_words('particles')}))?$", re.IGNORECASE)
_COUNT = re.compile(rf"^(?:{goal_words('count_words')}|\d+)\s+", re.IGNORECASE)


def _add_items(piece: str, rest: str) -> AddItems | None:
    """"the todos "a", "b" and "c"", „zwei Aufgaben hinzu: "a" und "b"": two or more quoted items and nothing else."""
    found = _ITEMS.match(_PARTICLE_BEFORE_COLON.sub("", rest.strip(" .")))
    if found is None:
        return None
    noun = _COUNT.sub("", _NEW.sub("", _target(found.group("noun")))).strip()
    if not noun or re.search(rf"\b(?:{goal_words('name_words')})$", noun, re.IGNORECASE):
        return None
    items = tuple(_value(item.group(0)) for item in _QUOTED.finditer(found.group("items")))
    return AddItems(text=piece, noun=noun, items=items)


_EDITED = re.compile(r"^(?P<noun>[^\"]*?)\s*(?P<name>\"[^\"]*\")\s*(?::\s*(?P<changes>.*))?$")
_SET = re.compile(rf"^(?:{goal_words('set_words')})\s+(?:(?:{goal_words('pronouns')})\s+)?(?P<label>[^\"]+?)\s+"
                  rf"(?:{goal_words('to_words')})\s+(?P<value>\"[^\"]*\"|.+)$", re.IGNORECASE)


_ITS = re.compile(rf"^(?:{goal_words('possessives', 'pronouns')})\s+", re.IGNORECASE)


_WRITE = re.compile(rf"^(?:{goal_words('write_verbs')})\s+(?P<value>\"[^\"]*\")\s+(?:{goal_words('into_words')})\s+"
                    rf"(?P<label>[^\"]+?)(?:\s+(?:{goal_words('particles')}))?$", re.IGNORECASE)


def _change(piece: str) -> Pair | None:
    """"set its pages to 365" -> pages 365; "write "x" into its notes" -> notes "x"; "mark it as not on the
    shelf" -> untick "shelf"."""
    text = _LEAD.sub("", piece).strip(" .")
    for pattern in (_SET, _WRITE):
        if (found := pattern.match(text)) is not None:
            label = _target(_ITS.sub("", _target(found.group("label"))))
            return Pair(label, _value(found.group("value").strip())) if label else None
    if (flag := _FLAG_CLAUSE.match(text)) is not None:
        return _flag(flag.group("flag"))
    return None


_SET_OF = re.compile(rf"^(?:{goal_words('set_words')})\s+(?P<label>[^\"]+?)\s+(?:{goal_words('of_words')})\s+"
                     rf"(?P<noun>[^\"\d#]+?)\s+(?P<name>\"[^\"]*\"|#?\d[\w-]*)\s+(?:{goal_words('to_words')})\s+"
                     rf"(?P<value>\"[^\"]*\"|.+)$", re.IGNORECASE)


def _set_of(piece: str) -> Edit | None:
    """"Set the status of order 7 to "shipped"", „Setze den Status der Bestellung 7 auf "shipped"": one value of
    a record named by its noun and name or number."""
    found = _SET_OF.match(_LEAD.sub("", piece).strip(" ."))
    if found is None:
        return None
    label, noun = _target(found.group("label")), _NEW.sub("", _target(found.group("noun"))).strip()
    if not label or not noun:
        return None
    return Edit(text=piece, noun=noun, name=_value(found.group("name")),
                pairs=(Pair(label, _value(found.group("value").strip())),))


def _edit(piece: str, rest: str) -> Edit | None:
    """"the book "Cosmos": set its pages to 365": the record by its noun and name, then what to change."""
    found = _EDITED.match(rest.strip())
    if found is None:
        return None
    noun = _NEW.sub("", _target(found.group("noun"))).strip()
    changes = found.group("changes") or ""
    hidden = _hidden(changes)
    pieces, start = [], 0
    for match in _PAIR_SPLIT.finditer(hidden):
        pieces.append(changes[start:match.start()])
        start = match.end()
    pieces.append(changes[start:])
    pairs = [_change(part) for part in pieces if part.strip()]
    if not noun or any(pair is None for pair in pairs):
        return None
    return Edit(text=piece, noun=noun, name=_value(found.group("name")),
                pairs=tuple(pair for pair in pairs if pair is not None))


def _with_flags(clauses: list[Clause], piece: str) -> bool:
    """"... and mark it as VIP" after a new record: a box of that record to tick before it is saved."""
    record = clauses[-1] if clauses else None
    if isinstance(record, Edit) and (change := _change(piece)) is not None:
        clauses[-1] = Edit(text=f"{record.text}, {piece}", noun=record.noun, name=record.name,
                           pairs=(*record.pairs, change))
        return True
    found = _FLAG_CLAUSE.match(_LEAD.sub("", piece).strip())
    if not isinstance(record, Create) or found is None or (flag := _flag(found.group("flag"))) is None:
        return False
    clauses[-1] = Create(text=f"{record.text}, {piece}", noun=record.noun, name=record.name,
                         pairs=(*record.pairs, flag))
    return True


_ID = re.compile(r"#?\d[\w-]*")


def _opened_record(clauses: list[Clause], piece: str) -> bool:
    """'open "Order #6", set its status to Shipped': the record just opened by its quoted name is the one the next
    piece changes, so both are one edit (its noun: the name's words before its number, "Order")."""
    record = clauses[-1] if clauses else None
    if not isinstance(record, Open) or record.url or f'"{record.target}"' not in normalize_quotes(record.text) \
            or (change := _change(piece)) is None:
        return False
    noun = " ".join(word for word in record.target.split() if not _ID.fullmatch(word))
    clauses[-1] = Edit(text=f"{record.text}, {piece}", noun=noun if noun != record.target else "",
                       name=record.target, pairs=(change,))
    return True


def _saves_record(clauses: list[Clause], piece: str, variables: Mapping[str, str]) -> bool:
    """"... and save it" after a record created or changed: saving is already that task's last step."""
    record = clauses[-1] if clauses else None
    if not isinstance(record, Create | Edit) or not isinstance(read_clause(piece, variables), Submit):
        return False
    clauses[-1] = replace(record, text=f"{record.text}, {piece}")
    return True


# ---- a search in a place, a filter of a list ---------------------------------------------------------------

_QUERY_AFTER = re.compile(rf"^(?P<scope>.*?)\s*\b(?:{goal_words('query_words')})\s+(?P<query>.+)$", re.IGNORECASE)
_ALL = re.compile(rf"^(?:{goal_words('all_words')})\b", re.IGNORECASE)


def _search(piece: str, rest: str) -> list[Clause] | None:
    """"the books for "Christie"" -> open the books, search for Christie: the query is the quoted part, else the
    words after "for"/„nach"; the words before it name where to search ("all pages": here)."""
    quoted = list(_QUOTED.finditer(rest))
    if len(quoted) == 1 and quoted[0].end() == len(rest.rstrip()):
        scope, query = rest[:quoted[0].start()], _value(quoted[0].group(0))
        scope = re.sub(rf"\b(?:{goal_words('query_words')})\s*$", "", scope.strip(), flags=re.IGNORECASE)
    elif (after := _QUERY_AFTER.match(rest)) is not None and '"' not in after.group("scope"):
        scope, query = after.group("scope"), _target(after.group("query"))
    else:
        scope, query = "", _target(rest)
    place = _target(re.sub(rf"^(?:{goal_words('place_words')})\s+", "", scope.strip(), flags=re.IGNORECASE))
    if not query:
        return None
    found: list[Clause] = [Search(text=piece, query=query)]
    return found if not place or _ALL.match(place) else [Open(text=piece, target=place), *found]


_FILTER = re.compile(rf"^(?P<noun>[^\"]+?)\s+(?:{goal_words('filter_links')})\s+(?P<label>[^\"]+?)\s+"
                     rf"(?:(?:{goal_words('is_words')})\s+)?(?P<value>\"[^\"]*\"|[^\s\"]+)"
                     rf"(?:\s+(?:{goal_words('is_words')}))?$", re.IGNORECASE)
_PARTICLE_BEFORE_COMMA = re.compile(rf"\s+(?:{goal_words('particles')})\s*(?:,\s*|$)", re.IGNORECASE)


def _filter(piece: str, rest: str) -> list[Clause] | None:
    """"the orders with status Shipped", „die Mitglieder an, deren Stadt Oakdale ist": open the list named, then
    filter it."""
    found = _FILTER.match(_PARTICLE_BEFORE_COMMA.sub(" ", rest).strip())
    if found is None:
        return None
    noun, label = _target(found.group("noun")), _target(found.group("label"))
    if not noun or not label:
        return None
    return [Open(text=piece, target=noun), Filter(text=piece, label=label, value=_value(found.group("value")))]


def _show_state(piece: str, rest: str) -> list[Clause] | None:
    """"the active todos", „die aktiven Aufgaben": the list's items in the state named (no column named)."""
    found = state_filter(rest)
    return [ShowState(text=piece, label=found.noun, value=found.state)] if found is not None else None


_MARK = re.compile(rf"^(?:{goal_words('flag_verbs')})\s+", re.IGNORECASE)


def _tick(piece: str, text: str) -> Tick | None:
    """"tick off "X"", „hake "X" ab" (the verb says done), "mark the task "X" as done" (the state says it)."""
    if (rest := _task_at_start(text, Task.TICK)) is not None:
        found = done_item(rest, says_done=True)
    elif (mark := _MARK.match(text)) is not None:
        found = done_item(text[mark.end():], says_done=False)
    else:
        return None
    return Tick(text=piece, noun=found.noun, item=found.name) if found is not None else None


def _act(piece: str, text: str) -> Act | None:
    """"clear the completed todos", „lösche die Aufgabe "X"": a verb of a button and what it acts on."""
    verb = re.match(rf"^(?:{goal_words(Task.ACT)})\b", text, re.IGNORECASE)
    found = action(verb.group(0), text[verb.end():]) if verb is not None else None
    return Act(text=piece, verb=found.verb, what=found.what, item=found.item) if found is not None else None


_PAGE_KIND = re.compile(rf"^(?:{goal_words('page_kinds')})\s+", re.IGNORECASE)


# ---- a place or a tool named before the task ---------------------------------------------------------------

_SCOPE = re.compile(rf"^(?:{goal_words('scope_words')})\s+(?P<place>.+)$", re.IGNORECASE)
_TOOL_NAME = rf"(?:(?:{goal_words('empty_words')})\s+)?(?:(?P<before>{goal_words('instrument_nouns')})\s+)?" \
             rf"(?P<name>\"[^\"]+\")(?:\s+(?P<after>{goal_words('instrument_nouns')}))?"
_USE_TOOL = re.compile(rf"^(?:{goal_words('use_verbs')})\s+{_TOOL_NAME}"
                       rf"(?:\s*,?\s+(?:{goal_words('to_words', 'joiners')})\s+|\s*$)", re.IGNORECASE)
_WITH_TOOL = re.compile(rf"\s*,?\s*\b(?:{goal_words('instrument_links')})\s+{_TOOL_NAME}(?=[\s,.;]|$)", re.IGNORECASE)


def _tool(piece: str) -> tuple[str | None, str]:
    """The tool a task names ('Use the "Add a customer" query to add ...', '... with the "Update order status"
    query', „mit der Abfrage "X" ...") and the task without it: the tool is opened first. A quoted name counts
    only with a word saying what kind of tool it is, so that "with the email "x"" stays a value."""
    for pattern in (_USE_TOOL, _WITH_TOOL):
        found = pattern.search(piece)
        if found is not None and (found.group("before") or found.group("after")):
            rest = f"{piece[:found.start()]} {piece[found.end():]}".strip(" ,")
            return unquote(found.group("name")), re.sub(r"\s{2,}", " ", rest)
    return None, piece


def _scope(piece: str) -> Open | None:
    """A piece that only names a place ("In the shop database", „Im Bereich Bestellungen"), before the task done
    there: the place is opened first."""
    found = _SCOPE.match(_LEAD.sub("", piece).strip())
    if found is None or _STARTS_TASK.search(_hidden(found.group("place"))):
        return None
    target = _target(found.group("place"))
    return Open(text=piece, target=target) if target else None


def _plain_step(piece: str) -> Do | None:
    clauses = parse_step(piece)
    return Do(text=piece) if clauses and all(clause.intent is not None for clause in clauses) else None


def read_clauses(piece: str, variables: Mapping[str, str]) -> list[Clause] | None:
    """One piece of a goal as its tasks (a search in a place opens the place first), or None when neither a flow
    nor the step grammar understands it."""
    tool, task = _tool(piece)
    if tool is not None:
        then = read_clauses(task, variables) if task else []
        return [Open(text=piece, target=tool), *then] if then is not None else None
    text = _verb_first(_LEAD.sub("", piece).strip())
    if (rest := _task_at_start(text, Task.FILTER)) is not None:
        return _filter(piece, rest) or _show_state(piece, rest)
    if (rest := _task_at_start(text, Task.SEARCH)) is not None:
        return _search(piece, rest)
    found = read_clause(piece, variables) or _scope(piece)
    return [found] if found is not None else None


def read_clause(piece: str, variables: Mapping[str, str]) -> Clause | None:
    """One piece of a goal as one task, or None when neither a flow nor the step grammar understands it."""
    text = _verb_first(_LEAD.sub("", piece).strip())
    if (rest := _task_at_start(text, Task.LOG_OUT)) is not None:
        return None if _leftover(rest) else LogOut(text=piece)
    if (rest := _task_at_start(text, Task.LOG_IN)) is not None:
        return _log_in(piece, rest, variables)
    if (rest := _task_at_start(text, Task.SEARCH)) is not None and (query := _target(rest)):
        return Search(text=piece, query=query)
    if (rest := _task_at_start(text, Task.ADD_TO_CART)) is not None and (added := _add_to_cart(piece, rest)):
        return added
    if (rest := _task_at_start(text, Task.EDIT)) is not None and (edited := _edit(piece, rest)):
        return edited
    if (edited := _set_of(text)) is not None:
        return edited
    if (rest := _task_at_start(text, Task.CREATE)) is not None and (items := _add_items(piece, rest)):
        return items
    if (rest := _task_at_start(text, Task.CREATE)) is not None and (made := _create(piece, rest)):
        return made
    if (ticked := _tick(piece, text)) is not None:
        return ticked
    if (rest := _task_at_start(text, Task.FILL)) is not None and (filled := _fill(piece, rest)):
        return filled
    if (rest := _task_at_start(text, Task.SUBMIT)) is not None and len(_target(rest).split()) <= 2:
        return Submit(text=piece)
    if (rest := _task_at_start(text, Task.OPEN)) is not None and (target := _target(rest)):
        if re.match(r"^(?:https?://|/)\S*$", target):
            return Open(text=piece, url=target)
        return Open(text=piece, target=_target(_PAGE_KIND.sub("", target)) or target)
    return _act(piece, text) or _plain_step(piece)


def read_goal(goal: str, variables: Mapping[str, str] | None = None) -> Reading:
    """The tasks of a goal; credentials the goal does not give are taken from `variables` (username, password)."""
    reading = Reading()
    for piece in split_goal(goal):
        if _with_flags(reading.clauses, piece) or _opened_record(reading.clauses, piece) \
                or _saves_record(reading.clauses, piece, variables or {}):
            continue
        reading.clauses.extend(read_clauses(piece, variables or {}) or [FreeForm(text=piece)])
    return reading
