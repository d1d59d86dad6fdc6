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
from dataclasses import replace

from plainwright.plan.clauses import (
    Act,
    AddItems,
    AddToCart,
    Bound,
    Clause,
    Create,
    Do,
    Edit,
    Fill,
    Filter,
    FreeForm,
    LogIn,
    LogOut,
    Open,
    Pair,
    Reading,
    Search,
    ShowState,
    Submit,
    Tick,
)
from plainwright.plan.labels import head_of
from plainwright.plan.phrases import LEAD, QUOTED, VALUE, hide_quoted, target_words
from plainwright.plan.record_text import (
    opened_record,
    read_add_items,
    read_changes,
    read_create,
    read_edit,
    read_fill,
    read_set_of,
    saved_with,
    with_flags,
)
from plainwright.plan.row_text import action, bound_filter, clause_filter, done_item, state_filter
from plainwright.plan.vocabulary import GOAL_VOCABULARY, Task, goal_word_set, goal_words
from plainwright.understand.grammar import normalize_quotes, parse_step, unquote
from plainwright.understand.vocabulary import Verb, words

__all__ = ["Act", "AddItems", "AddToCart", "Bound", "Clause", "Create", "Do", "Edit", "Fill", "Filter", "FreeForm",
           "LogIn", "LogOut", "Open", "Pair", "Reading", "Search", "ShowState", "Submit", "Tick", "read_clause",
           "read_clauses", "read_goal", "split_goal"]


# ---- splitting ---------------------------------------------------------------------------------------------

_SEPARABLE_STEMS = "|".join(re.escape(stem) for stem, _ in GOAL_VOCABULARY.separable)
_STARTS_TASK = re.compile(
    rf"^(?:(?:{goal_words('lead_words')})\s+)*(?:{goal_words(*Task)}|{words(*Verb)}|{_SEPARABLE_STEMS})\b",
    re.IGNORECASE)
_ENDS_TASK = re.compile(rf"\s(?:{goal_words(*Task)})$", re.IGNORECASE)
# a period ends a task only at the end or before a task ("by Ursula K. Le Guin" is one name)
_JOINER = re.compile(rf"\s*(?:(?P<always>;|\.$|,?\s+(?:{goal_words('sequence_words')})\s+)"
                     rf"|\.\s+|,?\s+(?:{goal_words('joiners')})\s*,?\s+|,\s*)\s*", re.IGNORECASE)
# "..., and, in my account settings, change ...": a place named before the task done there starts a piece
_PLACE_FIRST = re.compile(rf"^(?:{goal_words('scope_words')})\s+[^,\"]+,", re.IGNORECASE)


def split_goal(goal: str) -> list[str]:
    """The pieces of a goal, one task each: split at joiners outside quotes where the next words start a task,
    or end with one ("... und die Übersicht öffnen")."""
    text = normalize_quotes(goal.strip())
    hidden = hide_quoted(text)
    joiners = list(_JOINER.finditer(hidden))
    pieces: list[str] = []
    start = 0
    for match, after in zip(joiners, [*joiners[1:], None], strict=False):
        rest = hidden[match.end():]
        piece = hidden[match.end():after.start() if after else len(hidden)]
        if match.group("always") or _STARTS_TASK.match(rest) or _ENDS_TASK.search(piece) or _PLACE_FIRST.match(rest):
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
                and not _STARTS_TASK.match(hide_quoted(piece)) and read_clause(joined[-1], {}) is None:
            joined[-1] = f"{joined[-1]} {piece}"
        else:
            joined.append(piece)
    return joined


# ---- one piece ---------------------------------------------------------------------------------------------

_REFLEXIVE = re.compile(rf"^(?:{goal_words('reflexives')})\b\s*", re.IGNORECASE)


_ASIDE_LAST = re.compile(r"\s+\((?P<aside>[^()\"]*)\)\s*$")


def _verb_first(piece: str) -> str:
    """"Logge dich als "alice" ein" -> "einloggen als "alice""; "als alice einloggen" -> "einloggen als alice".
    An aside in brackets after the verb's last word is read after it: „Melde dich als X an (Passwort Y)"."""
    if (aside := _ASIDE_LAST.search(hide_quoted(piece))) is not None and aside.start() > 0:
        return f"{_verb_first(piece[:aside.start()])} {piece[aside.start('aside'):aside.end('aside')]}".strip()
    hidden = hide_quoted(piece)
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


_USER = re.compile(rf"(?:\b(?:{goal_words('as_')})\s+|\b(?:{goal_words('user_words')})\s*[:=]?\s*)(?P<value>{VALUE})",
                   re.IGNORECASE)
# "as the admin nora@example.org", „als Admin "nora"": a word saying the user's role before an address or a quoted name
_ROLE_USER = re.compile(rf"\b(?:{goal_words('as_')})\s+(?:(?:{goal_words('empty_words')})\s+)?[^\W\d_][\w-]*\s+"
                        rf"(?P<value>\"[^\"]+\"|'[^']+'|[^\s\"',;()]+@[^\s\"',;()]+)", re.IGNORECASE)
_PASSWORD = re.compile(rf"\b(?:{goal_words('password_words')})\s*[:=]?\s*(?P<value>{VALUE})", re.IGNORECASE)
# the account a login goes into, quoted after where ("to the project "lisbon-trip"", "beim Projekt "x""): an app
# whose login asks for that account's name (a project, a workspace) and its code
_ACCOUNT = re.compile(rf"\b(?:{goal_words('place_words')})\s+(?:(?:{goal_words('empty_words')})\s+)?"
                      rf"(?:[^\W\d_][\w-]*\s+)?(?P<value>\"[^\"]+\"|'[^']+')", re.IGNORECASE)
# where a login happens ("to the admin", "im Admin-Bereich"): up to the credentials' words or the end
_PLACE = re.compile(rf"\b(?:{goal_words('place_words')})\s+(?:[^\W\d_][\w-]*\s*){{1,4}}?"
                    rf"(?=(?:{goal_words('with_')})\b|$)", re.IGNORECASE)
_NOT_A_VALUE = goal_word_set("empty_words", "with_", "joiners", "sequence_words", "password_words", "user_words")


def _credential(pattern: re.Pattern[str], rest: str) -> str | None:
    for match in pattern.finditer(rest):
        found = match.group("value")
        if found[0] in "\"'" or found.lower() not in _NOT_A_VALUE:
            return unquote(found)
    return None


def _log_in(piece: str, rest: str, variables: Mapping[str, str]) -> LogIn | None:
    """The credentials a login names; None when it says more than who logs in, with what and where to."""
    password = _credential(_PASSWORD, rest)
    if (username := _credential(_ROLE_USER, rest)) is not None:
        rest = _ROLE_USER.sub(" ", rest, count=1)
    else:
        username = _credential(_USER, rest)
    if username is None and (account := _credential(_ACCOUNT, _PASSWORD.sub(" ", rest))) is not None:
        username, rest = account, _ACCOUNT.sub(" ", rest, count=1)
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
    return AddToCart(text=piece, item=target_words(match.group("item")))

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


# "the page that mentions the gaskets", „die Seite, auf der die Dichtungen erwähnt werden": looked for by its words
_MENTIONS = re.compile(rf"^(?P<what>.*?[^\W\d_])\s*,?\s+(?:{goal_words('mention_openers')})\s+(?P<query>.+?)"
                       rf"(?:\s+(?:{goal_words('mention_closers')}))?$", re.IGNORECASE)


def _mentioned(rest: str) -> str | None:
    """What a result is to mention, when the search is said as what its result says (the one quoted part of it,
    „die Dichtungen („gaskets“)", else its words); None when it is not said so."""
    found = _MENTIONS.match(hide_quoted(rest).strip())
    if found is None:
        return None
    query = rest.strip()[found.start("query"):found.end("query")]
    quoted = list(QUOTED.finditer(query))
    return unquote(quoted[0].group(0)) if len(quoted) == 1 else target_words(query) or None


_QUERY_WORDS = 4


def typed_query(words: str) -> bool:
    """Whether unquoted words are what a person types into a search box ("printer", "dinner at Rua"), not what
    they want found ("the fraud-detection runs whose recall is at least 0.75"): a few words, no clause."""
    return 0 < len(words.split()) <= _QUERY_WORDS and "," not in words


_ASKS_FOR = re.compile(rf"\b(?:{goal_words('query_words')})\s*$", re.IGNORECASE)


def _asks_for(text: str, rest: str) -> bool:
    """Whether the verb says that what follows is the query: "search for X", „suche nach X" (not "find X")."""
    return bool(_ASKS_FOR.search(text[:len(text) - len(rest)].strip()))


def _search(piece: str, rest: str, *, asked_for: bool = False) -> list[Clause] | None:
    """"the books for "Christie"" -> open the books, search for Christie: the query is the quoted part, else the
    words after "for"/„nach"; the words before it name where to search ("all pages": here). "The page that mentions
    X" searches for X."""
    quoted = list(QUOTED.finditer(rest))
    if (mentioned := _mentioned(rest)) is not None:
        return [Search(text=piece, query=mentioned)]
    after = None
    if len(quoted) == 1 and quoted[0].end() == len(rest.rstrip()):
        scope, query = rest[:quoted[0].start()], unquote(quoted[0].group(0))
        scope = re.sub(rf"\b(?:{goal_words('query_words')})\s*$", "", scope.strip(), flags=re.IGNORECASE)
    elif (after := _QUERY_AFTER.match(rest)) is not None and '"' not in after.group("scope"):
        scope, query = after.group("scope"), target_words(after.group("query"))
    else:
        scope, query = "", target_words(rest)
    if not quoted and not typed_query(query) and not (asked_for or after is not None):
        return None
    place = target_words(re.sub(rf"^(?:{goal_words('place_words')})\s+", "", scope.strip(), flags=re.IGNORECASE))
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
    noun, label = target_words(found.group("noun")), target_words(found.group("label"))
    if not noun or not label:
        return None
    return [Open(text=piece, target=noun), Filter(text=piece, label=label, value=unquote(found.group("value")))]


def _bounded(piece: str, rest: str) -> list[Clause] | None:
    """"the bills of at least 50", „die Ausgaben ab 50": open the list, then bound its values."""
    found = bound_filter(_PARTICLE_BEFORE_COMMA.sub(" ", rest).strip())
    if found is None or not (noun := target_words(found.noun)):
        return None
    return [Open(text=piece, target=noun), Bound(text=piece, label=found.label, value=found.value, lower=found.lower)]


def _clause_filter(piece: str, rest: str) -> list[Clause] | None:
    """"the issues assigned to bob", „die Ausgaben, die Chiara bezahlt hat": open the list, then filter it by the
    clause's value (filter_fields.py)."""
    found = clause_filter(_PARTICLE_BEFORE_COMMA.sub(" ", rest).strip())
    if found is None or not (noun := target_words(found.noun)):
        return None
    return [Open(text=piece, target=noun), Filter(text=piece, label=found.label, value=found.value)]


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
    found = _SCOPE.match(LEAD.sub("", piece).strip())
    if found is None or _STARTS_TASK.search(hide_quoted(found.group("place"))):
        return None
    target = target_words(found.group("place"))
    return Open(text=piece, target=target) if target else None


def _plain_step(piece: str) -> Do | None:
    clauses = parse_step(piece)
    return Do(text=piece) if clauses and all(clause.intent is not None for clause in clauses) else None


# "as X (password Y)" inside another task: who does it, with the password to log in with
_ACTING_AS = re.compile(rf"\s*,?\s*\b(?:{goal_words('as_')})\s+(?P<user>{VALUE})\s*"
                        rf"(?:\(\s*(?:{goal_words('password_words')})\s*[:=]?\s*(?P<aside>{VALUE})\s*\)"
                        rf"|,?\s*(?:{goal_words('with_')})\s+(?:(?:{goal_words('empty_words')})\s+)?"
                        rf"(?:{goal_words('password_words')})\s*[:=]?\s*(?P<with>{VALUE}))\s*,?", re.IGNORECASE)


def _acting_as(piece: str, variables: Mapping[str, str]) -> list[Clause] | None:
    """"As alice (password s3cret), add ...", „Füge als alice (Passwort s3cret) ... hinzu": a task done as a user
    whose password the goal gives is done after logging in as that user."""
    if _task_at_start(_verb_first(LEAD.sub("", piece).strip()), Task.LOG_IN) is not None:
        return None  # a login of its own: read as one
    found = _ACTING_AS.search(hide_quoted(piece))
    if found is None:
        return None
    def value(group: str) -> str:
        return unquote(piece[found.start(group):found.end(group)])
    rest = re.sub(r"\s{2,}", " ", f"{piece[:found.start()]} {piece[found.end():]}").strip(" ,")
    then = read_clauses(rest, variables) if rest else []
    login = LogIn(text=piece[found.start():found.end()].strip(" ,"), username=value("user"),
                  password=value("aside") if found.group("aside") else value("with"))
    return [login, *then] if then is not None else [login, FreeForm(text=rest)]


def read_clauses(piece: str, variables: Mapping[str, str]) -> list[Clause] | None:
    """One piece of a goal as its tasks (a search in a place opens the place first), or None when neither a flow
    nor the step grammar understands it."""
    if (acting := _acting_as(piece, variables)) is not None:
        return acting
    tool, task = _tool(piece)
    if tool is not None:
        then = read_clauses(task, variables) if task else []
        return [Open(text=piece, target=tool), *then] if then is not None else None
    text = _verb_first(LEAD.sub("", piece).strip())
    if (rest := _task_at_start(text, Task.FILTER)) is not None:
        return _bounded(piece, rest) or _clause_filter(piece, rest) or _filter(piece, rest) or _show_state(piece, rest)
    if (rest := _task_at_start(text, Task.SEARCH)) is not None:
        return _search(piece, rest, asked_for=_asks_for(text, rest))
    if (changes := read_changes(piece) or read_changes(text)) is not None:
        return changes
    if (view := _view_of(piece, text)) is not None:
        return view
    if (placed := _opened_in_a_place(piece, text)) is not None:
        return placed
    if (found := read_clause(piece, variables)) is not None:
        return [found]
    if (placed := _place_then_task(piece, variables)) is not None:
        return placed
    return [scope] if (scope := _scope(piece)) is not None else None


_VIEW_OF = re.compile(rf"^(?:(?:{goal_words('empty_words')})\s+)*(?P<view>{goal_words('record_views')})\s+"
                      rf"(?:{goal_words('view_links')})\s+(?P<record>.+)$", re.IGNORECASE)


def _view_of(piece: str, text: str) -> list[Clause] | None:
    """"Show me the change history of the page X", „Zeig mir die Historie der Seite X": a view a record's own page
    leads to, opened there: the record first, then the view (its last word names its link: "history")."""
    target = _task_at_start(text, Task.OPEN)
    found = _VIEW_OF.match(target) if target else None
    if found is None or not (record := target_words(_PAGE_KIND.sub("", found.group("record")))):
        return None
    return [Open(text=piece, target=record), Open(text=piece, target=head_of(found.group("view")), of_record=record)]


# „Öffne im Experiment churn-prediction den Run …": a place said between the verb and what is opened there, up to
# the article of the thing opened
_PLACE_OBJECT = re.compile(rf"^(?:{goal_words('scope_words')})\s+(?P<place>(?:[^\s\"]+\s+){{1,4}}?)"
                           rf"(?P<what>(?:{goal_words('object_articles')})\s+.+)$", re.IGNORECASE)


def _opened_in_a_place(piece: str, text: str) -> list[Clause] | None:
    """„Öffne im Bereich Rechnungen die Rechnung INV-1003": the place first, then what is opened in it."""
    target = _task_at_start(text, Task.OPEN)
    found = _PLACE_OBJECT.match(target) if target else None
    if found is None or not (place := target_words(found.group("place"))) \
            or not (what := target_words(_PAGE_KIND.sub("", found.group("what")))):
        return None
    return [Open(text=piece, target=place), Open(text=piece, target=what)]


def read_clause(piece: str, variables: Mapping[str, str]) -> Clause | None:
    """One piece of a goal as one task, or None when neither a flow nor the step grammar understands it."""
    text = _verb_first(LEAD.sub("", piece).strip())
    if (rest := _task_at_start(text, Task.LOG_OUT)) is not None:
        return None if _leftover(rest) else LogOut(text=piece)
    if (rest := _task_at_start(text, Task.LOG_IN)) is not None:
        return _log_in(piece, rest, variables)
    if (rest := _task_at_start(text, Task.SEARCH)) is not None and (query := target_words(rest)) \
            and (QUOTED.search(rest) or typed_query(query) or _asks_for(text, rest)):
        return Search(text=piece, query=query)
    if (rest := _task_at_start(text, Task.ADD_TO_CART)) is not None and (added := _add_to_cart(piece, rest)):
        return added
    if (rest := _task_at_start(text, Task.EDIT)) is not None and (edited := read_edit(piece, rest)):
        return edited
    if (edited := read_set_of(text)) is not None:
        return edited
    if (rest := _task_at_start(text, Task.CREATE)) is not None and (items := read_add_items(piece, rest)):
        return items
    if (rest := _task_at_start(text, Task.CREATE)) is not None and (made := read_create(piece, rest)):
        return made
    if (ticked := _tick(piece, text)) is not None:
        return ticked
    if (rest := _task_at_start(text, Task.FILL)) is not None and (filled := read_fill(piece, rest)):
        return filled
    if (rest := _task_at_start(text, Task.SUBMIT)) is not None and len(target_words(rest).split()) <= 2:
        return Submit(text=piece)
    if (rest := _task_at_start(text, Task.OPEN)) is not None and (target := target_words(rest)):
        if re.match(r"^(?:https?://|/)\S*$", target):
            return Open(text=piece, url=target)
        return Open(text=piece, target=target_words(_PAGE_KIND.sub("", target)) or target)
    return _act(piece, text) or _plain_step(piece)


_PLACE_THEN = re.compile(rf"^(?:{goal_words('scope_words')})\s+(?P<place>[^,\"]+),\s*(?P<task>.+)$", re.IGNORECASE)


def _place_then_task(piece: str, variables: Mapping[str, str]) -> list[Clause] | None:
    """"in the project settings, rename the project to "X"": the place named first is opened, then the task done
    there."""
    found = _PLACE_THEN.match(LEAD.sub("", piece).strip())
    if found is None or not (place := target_words(found.group("place"))):
        return None
    then = read_clauses(found.group("task"), variables)
    return [Open(text=piece, target=place), *then] if then else None


def _changes_joined(clauses: list[Clause], more: list[Clause]) -> bool:
    """"rename the project to "X", change its email to "Y" and turn off the project history": values changed one
    after another in the form at hand are one form's, sent once."""
    if len(clauses) < 2 or len(more) != 2 or not isinstance(more[0], Fill) or not isinstance(more[1], Submit):
        return False
    fill, submit = clauses[-2], clauses[-1]
    if not isinstance(fill, Fill) or not isinstance(submit, Submit) or fill.form or fill.text != submit.text:
        return False
    text = f"{fill.text}, {more[0].text}"
    clauses[-2:] = [Fill(text=text, pairs=(*fill.pairs, *more[0].pairs)), Submit(text=text)]
    return True


def read_goal(goal: str, variables: Mapping[str, str] | None = None) -> Reading:
    """The tasks of a goal; credentials the goal does not give are taken from `variables` (username, password)."""
    reading = Reading()
    for piece in split_goal(goal):
        if with_flags(reading.clauses, piece) or opened_record(reading.clauses, piece) \
                or saved_with(reading.clauses, piece) \
                or _saves_record(reading.clauses, piece, variables or {}):
            continue
        read = read_clauses(piece, variables or {}) or [FreeForm(text=piece)]
        if not _changes_joined(reading.clauses, read):
            reading.clauses.extend(read)
    return reading
