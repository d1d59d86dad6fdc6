"""How a goal names a task on the items of a list, read from the words after its verb (goal_text.py finds the
verb and builds the task):

- an item marked as done: `"feed the cat" as done` after "mark", `the task "Write report"` after "complete",
  „"feed the cat" als erledigt" after „abhaken" (the goal's „hake … ab");
- a list shown by a state: `the active todos` after "show only", „die aktiven Aufgaben" after „zeige nur … an";
- what a button of the list does: `the completed todos` after "clear", `"feed the cat"` after "delete".

The words are the vocabulary's slots (plan/vocabulary.py), English and German.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from plainwright.plan.vocabulary import GOAL_VOCABULARY, goal_word_set, goal_words
from plainwright.understand.grammar import unquote

_ARTICLES = re.compile(rf"^(?:(?:{goal_words('empty_words')})\s+)+", re.IGNORECASE)
_ITEM = re.compile(r"^(?P<noun>[^\"]*?)\s*(?P<item>\"[^\"]+\")(?P<after>.*)$")
_STATE = re.compile(rf"^(?:(?:{goal_words('as_')})\s+)?(?P<state>{goal_words('done_words')})$", re.IGNORECASE)
_PARTICLE = re.compile(rf"\s+(?:{goal_words('particles')})$", re.IGNORECASE)
_MAX_NOUN_WORDS = 3
# words a noun of a list never has: "complete the contact FORM WITH name "x"" fills a form, it ticks nothing
_NOT_A_NOUN = goal_word_set("form_nouns", "with_", "joiners", "sequence_words")
_MAX_STATE_WORDS = 3  # "the active todos", "die noch offenen Tickets"
_MAX_OBJECT_WORDS = 4


def _bare(text: str) -> str:
    return _ARTICLES.sub("", text.strip()).strip()


def _a_noun(text: str) -> bool:
    found = text.lower().split()
    return len(found) <= _MAX_NOUN_WORDS and not any(word in _NOT_A_NOUN for word in found) and "'" not in text


@dataclass(frozen=True, slots=True)
class Item:
    """A named item of a list, and the noun the goal calls the list's items by ("" when it gives none)."""

    noun: str
    name: str


def done_item(rest: str, *, says_done: bool) -> Item | None:
    """`the task "X" as done` -> Item("task", "X"). `says_done`: the verb alone says done ("tick off",
    „abhaken"); a verb that says only "mark" needs the state ("as done", „als erledigt")."""
    found = _ITEM.match(_PARTICLE.sub("", rest.strip(" .")))
    if found is None or '"' in found.group("after"):
        return None
    after = found.group("after").strip()
    state = _STATE.match(after) if after else None
    if (after and state is None) or (not says_done and state is None):
        return None
    noun = _bare(found.group("noun"))
    if not _a_noun(noun):
        return None
    return Item(noun=noun, name=unquote(found.group("item")))


@dataclass(frozen=True, slots=True)
class Shown:
    """The rows of a list a goal asks to see: those in a state ("active") of the list's items ("todos")."""

    state: str
    noun: str


def state_filter(rest: str) -> Shown | None:
    """`the active todos` -> Shown("active", "todos"): words before the list's noun that name a state, with no
    column ("with status ...") and no quoted value; None for anything else."""
    text = _bare(_PARTICLE.sub("", rest.strip(" .")))
    found = text.split()
    if '"' in text or "'" in text or len(found) < 2 or len(found) > _MAX_STATE_WORDS + 1:
        return None
    if any(word.lower() in _NOT_A_NOUN or word.lower() in GOAL_VOCABULARY.filter_links for word in found):
        return None
    state = _bare(" ".join(found[:-1]))
    return Shown(state=state, noun=found[-1]) if state else None


@dataclass(frozen=True, slots=True)
class Action:
    """What a goal asks a button to do: its verb as written, the words of what it acts on, and the item of the
    list it acts on when the goal names one in quotes ("delete "feed the cat"")."""

    verb: str
    what: str
    item: str | None = None


def action(verb: str, rest: str) -> Action | None:
    """`the completed todos` after "clear" -> Action("clear", "completed todos"); `the todo "X"` after "delete"
    -> Action("delete", "todo", "X"). None when the words are more than a short object."""
    text = _PARTICLE.sub("", rest.strip(" ."))
    quoted = _ITEM.match(text)
    if quoted is not None:
        noun = _bare(quoted.group("noun"))
        if quoted.group("after").strip() or not _a_noun(noun):
            return None
        return Action(verb=verb, what=noun, item=unquote(quoted.group("item")))
    what = _bare(text)
    if not what or '"' in what or "'" in what or len(what.split()) > _MAX_OBJECT_WORDS:
        return None
    if any(word.lower() in _NOT_A_NOUN for word in what.split()):
        return None
    return Action(verb=verb, what=what)


# ---- a filter said as a clause: "the issues assigned to bob", „die Issues, die bob zugewiesen sind" --------

# (an article is never the noun: „die Bestellungen mit ..." is no noun "die" before a verb "Bestellungen")
_NOUN = rf"(?!(?:{goal_words('empty_words')})\s)(?P<noun>[^\W\d_][\w-]*(?:\s+[^\W\d_][\w-]*)??)"
_VALUE = r"(?P<value>\"[^\"]+\"|[^\s\",]+(?:\s+[^\s\",]+)?)"
_ARTICLE = rf"(?:(?:{goal_words('empty_words')})\s+)?"
# "the issues (that are) assigned to bob", "the bills paid by Chiara"
_PARTICIPLE = re.compile(
    rf"^{_ARTICLE}{_NOUN}\s+(?:(?:{goal_words('relative_words')})\s+(?:{goal_words('being_words')})\s+)?"
    rf"(?P<verb>[^\W\d_]+(?:ed|en|id|wn))\s+(?P<link>{goal_words('clause_links')})\s+{_ARTICLE}{_VALUE}$",
    re.IGNORECASE)
_FILTER_LINKS = goal_word_set("filter_links")
# "the bills Chiara paid": a name (capitalised or quoted) that does what the verb says
_DOER = re.compile(rf"^{_ARTICLE}{_NOUN}\s+(?:(?:{goal_words('relative_words')})\s+)?"
                   rf"(?P<value>\"[^\"]+\"|[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)\s+(?P<verb>[a-z]+)$")
# „die Issues, die bob zugewiesen sind", „die Ausgaben, die mit der Kreditkarte bezahlt wurden"
_VERB_LAST = re.compile(
    rf"^{_ARTICLE}{_NOUN},?\s+(?:{goal_words('relative_words')})\s+(?:(?P<link>{goal_words('clause_links')})\s+)?"
    rf"{_ARTICLE}{_VALUE}\s+(?P<verb>[^\W\d_]+)\s+(?:{goal_words('being_words')})$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class ClauseFilter:
    """The rows of a list (`noun`) that a clause picks: its verb as the filter's label, and its value."""

    noun: str
    label: str
    value: str


def clause_filter(rest: str) -> ClauseFilter | None:
    """`the issues assigned to bob` -> ClauseFilter("issues", "assigned to", "bob"); None for other words."""
    text = rest.strip(" .")
    # "whose city is Oakdale", „deren Stadt Oakdale ist" name the column: no clause (goal_text.py's _filter)
    doer = () if any(word in _FILTER_LINKS for word in text.lower().split()) else (_DOER,)
    for pattern in (_PARTICIPLE, _VERB_LAST, *doer):
        found = pattern.match(text)
        if found is not None:
            link = found.groupdict().get("link") or ""
            label = f"{found.group('verb')} {link}".strip() if pattern is _PARTICIPLE else found.group("verb")
            return ClauseFilter(noun=found.group("noun"), label=label, value=unquote(found.group("value")))
    return None


# ---- a bound of the rows' values: "the bills of at least 50", „die Ausgaben ab 50" -----------------------------

_AMOUNT = r"(?P<value>[-+]?[$€£]?\s?\d[\d.,']*(?:\s?(?:[$€£]|eur|euro|usd|dollars?))?)"
_BOUND = re.compile(
    rf"^{_ARTICLE}{_NOUN}(?:,?\s+(?:(?:{goal_words('filter_links')})\s+(?:{_ARTICLE})?(?P<label>[^\W\d_][\w-]*)"
    rf"(?:\s+(?:{goal_words('is_words')}))?|of|von|über))?\s+"
    rf"(?:(?P<least>{goal_words('at_least_words')})|(?P<most>{goal_words('at_most_words')}))\s+{_AMOUNT}"
    rf"(?:\s+(?:{goal_words('being_words', 'is_words')}))?$", re.IGNORECASE)
_CURRENCY = re.compile(r"[$€£]|\b(?:eur|euro|usd|dollars?)\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class BoundFilter:
    """The rows of a list (`noun`) whose values (`label`, or "" when the goal names no column) are at least (or at
    most) a number."""

    noun: str
    label: str
    value: str
    lower: bool


def bound_filter(rest: str) -> BoundFilter | None:
    """`the bills of at least 50` -> BoundFilter("bills", "", "50", lower=True); None for other words."""
    found = _BOUND.match(rest.strip(" ."))
    if found is None:
        return None
    value = _CURRENCY.sub("", found.group("value")).strip()
    return BoundFilter(noun=found.group("noun"), label=found.group("label") or "", value=value,
                       lower=found.group("least") is not None)
