"""What a step still means when no element's words fit it: a drop-down's name then its option, a hidden
field's visible stand-in, the only field, a column that sorts, words looked for on the page, a verb that
names its control."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from plainwright.errors import StepError
from plainwright.model import Action
from plainwright.observe.snapshot import Element, PageSnapshot
from plainwright.understand.grammar import prepare, quoted_texts
from plainwright.understand.intent import Intent, Purpose
from plainwright.understand.ranking import Scored
from plainwright.understand.scoring import context_fit, name_score, suits_kind
from plainwright.understand.strategies.ask import Ask, K, act_on
from plainwright.understand.strategies.offered import the_drop_down_offering
from plainwright.understand.text import canonical, lemma, tokens, verb_lemma
from plainwright.understand.vocabulary import VOCABULARY, words

# Assertions about something a snapshot may not list (plain text, a hidden element): when no element fits,
# they are checked on the page by the words instead.
_BY_WORDS_WHEN_MISSING = {K.ASSERT_VISIBLE, K.ASSERT_HIDDEN, K.WAIT}


def field_then_option(intent: Intent, ask: Ask) -> Action | None:
    """"Wähle die Terminart Impfung", "Choose the size Large": a drop-down's name, then what to choose in it."""
    words = intent.target.split()
    if intent.kind is not K.SELECT or intent.value is not None or len(words) < 2:
        return None
    for cut in range(len(words) - 1, 0, -1):
        field, option = " ".join(words[:cut]), " ".join(words[cut:])
        # a drop-down "Terminart" offering "Impfung", or a radio "Navy" in the part about the "colour"
        for attempt in (replace(intent, target=field, value=option), replace(intent, target=option, context=field)):
            try:
                return ask.resolve(attempt)
            except StepError:
                continue
    return None


# a record's value named by the record: "Dmitri's balance", "the balance of "Grace Hopper"" (a name: capitalised or
# quoted, so that "the number of items" names no record)
_NAME = r"(?:\"[^\"]+\"|'[^']+'|[A-Z][\w.@-]*(?:\s+[A-Z][\w.@-]*)*)"
_OWNED = re.compile(rf"^(?P<owner>{_NAME})['’]s\s+\S.*$|^.+?\s+(?:of|for|von)\s+(?P<record>{_NAME})$")


def value_shown_on_page(intent: Intent, ask: Ask) -> Action | None:
    """"Verify the price is "$189.00"": no field holds it; the page must show it. "Check that Dmitri's balance is
    "-€217.52"", "Verify the metric auc shows "0.981"": the row (or item, or part) of the record it names must
    show it, not the page anywhere: another record's value is no evidence."""
    if intent.kind is not K.ASSERT_VALUE or not intent.value:
        return None
    owned = _OWNED.match(intent.target or "")
    record = (owned["owner"] or owned["record"]).strip("\"'") if owned \
        else _named_last(intent.target, ask.snapshot) or _a_name(intent.target, ask.sentence)
    return Action(kind=K.ASSERT_TEXT, value=intent.value, target=intent.target, context=record or intent.context,
                  confidence=0.5)


def _a_name(target: str, sentence: str) -> str | None:
    """""Alan Turing" shows 8812", "Grace Hopper is 8812": a record named as a whole, quoted or capitalised with no
    article before it (where "the Total" is a label's word), whose row or part must show the value."""
    if target in quoted_texts(sentence):
        return target
    if re.fullmatch(_NAME, target) and not re.search(rf"\b(?:{words('articles')})\s+{re.escape(target)}", sentence,
                                                    re.IGNORECASE):
        return target
    return None


def _named_last(target: str, snapshot: PageSnapshot) -> str | None:
    """"the metric auc": the last words of the target that name an element of the page ("auc"), a record whose
    row or part must show the value; None when no such words do ("the price")."""
    words = target.split()
    for start in range(1, len(words)):
        name = canonical(" ".join(words[start:]))
        if any(canonical(element.name) == name for element in snapshot.elements):
            return " ".join(words[start:])
    return None


_USER_WORDS = frozenset(canonical(word) for word in VOCABULARY.user_nouns)
_TYPED_INTO = frozenset({"", "text", "email", "tel"})


def user_field_of_a_log_in(intent: Intent, ask: Ask) -> Action | None:
    """"Log in as ann@example.org with password pw" where the field is called "Email", or "Login": the user's name
    goes into the text field just before the page's one password field, in its form."""
    if intent.kind is not K.FILL or canonical(intent.target) not in _USER_WORDS:
        return None
    usable = [e for e in ask.snapshot.elements if e.is_usable and e.tag == "input"]
    passwords = [e for e in usable if e.attrs.get("type") == "password"]
    if len(passwords) != 1:
        return None
    form = passwords[0].context.get("form")
    before = [e for e in usable if e.index < passwords[0].index and e.attrs.get("type", "") in _TYPED_INTO
              and e.context.get("form") == form]
    if not before:
        return None
    return act_on(Scored(before[-1], 0.7), intent, ask)


def the_only_field(intent: Intent, ask: Ask) -> Action | None:
    """"Add a todo "Walk the dog"" on a page whose one text field says "What needs to be done?": the words name
    its purpose, not its label; "In the dialog, type "x"": the one field in that place. Only when no role or
    ordinal narrows it and the page (or the place named) has that one field."""
    if intent.kind not in (K.FILL, K.CLEAR) or intent.role not in (None, "textbox") or intent.family \
            or intent.ordinal is not None or (intent.context and intent.target) \
            or intent.target in quoted_texts(ask.sentence):
        return None  # a quoted name is an anchor: it must be on the page
    fields = [e for e in ask.snapshot.elements if e.is_usable and _typed_into(e)
              and suits_kind(intent.kind, e) and context_fit(intent.context, e) >= 1.0]
    if len(fields) != 1 or _names_another_thing(fields[0], intent.target):
        return None
    return act_on(Scored(fields[0], 0.5), intent, ask)


def _names_another_thing(element: Element, target: str) -> bool:
    """The one field is named for something else than the words say: "Set the default currency to Euro" where
    the one field is "Add participant". A field that asks a question ("What needs to be done?") or has no name
    takes what is typed for its purpose; one with a name of its own, only words that share one of its words."""
    name = (element.name or element.placeholder).strip()
    if not target or not name or name.endswith("?"):
        return False
    return not tokens(target) & tokens(name)


def _typed_into(element: Element) -> bool:
    """A field a person types into: a text field, a search box, a number field, or an input that suggests as it
    is typed into (a combobox drawn by an <input>: the runs search of a page whose only other field is its chat
    box's). A form of a name and a number has no "only field"."""
    return element.role in ("textbox", "searchbox", "spinbutton") or (element.role == "combobox"
                                                                       and element.tag == "input")


def native_select_behind_a_widget(intent: Intent, ask: Ask) -> Action | None:
    """"Select "Fiction" as the Genre" where a widget (Select2, Choices) shows its own box and keeps the
    labelled <select> visually hidden: the <select> takes the option, and the widget follows its change."""
    if intent.kind is not K.SELECT or not intent.value or not intent.target:
        return None
    hidden = [e for e in ask.snapshot.elements if e.tag == "select" and not e.is_visible
              and name_score(intent.target, e) >= 0.8]
    if (found := the_drop_down_offering(intent.value, hidden)) is None:
        return None
    return Action(kind=K.SELECT, element=found[0].index, value=found[1], target=intent.target, confidence=0.6)


def unnamed_field_of_a_row(intent: Intent, ask: Ask) -> Action | None:
    """"Type "Oakdale" into the "City" filter field": a filter row or a table row shows its name as text ("× City
    contains") and holds one field with no name of its own; the quoted words name that row. Only when exactly
    one such field sits in a row whose words hold all the quoted ones."""
    if intent.kind not in (K.FILL, K.CLEAR) or not intent.target:
        return None
    named = [tokens(text) for text in quoted_texts(intent.target)]
    if len(named) != 1 or not named[0]:
        return None
    fields = [e for e in ask.snapshot.elements if e.is_visible and e.role in ("textbox", "searchbox", "spinbutton")
              and not (e.name or e.label or e.placeholder) and suits_kind(intent.kind, e)
              and any(named[0] <= tokens(e.context.get(key, "")) for key in ("row", "group"))]
    return act_on(Scored(fields[0], 0.6), intent, ask) if len(fields) == 1 else None


def hidden_field_stand_in(intent: Intent, ask: Ask) -> Action | None:
    """"Type into the SQL editor": a code editor or a styled control hides the native field it stands for
    (`<textarea id="sql-editor">`) and shows its own beside it; the hidden field's words name the visible one."""
    if not intent.target or intent.kind not in (K.FILL, K.CLEAR, K.CHECK, K.UNCHECK, K.CLICK, K.SELECT):
        return None
    hidden = [e for e in ask.snapshot.elements if not e.is_visible and name_score(intent.target, e) >= 0.5]
    for field, up in ((field, up) for field in hidden for up in (1, 2)):
        parent = field.xpath.rsplit("/", up)[0]
        beside = [e for e in ask.snapshot.elements if e.is_usable and e is not field and e.frame == field.frame
                  and e.xpath.startswith(parent + "/") and (e.role == field.role or (
                      intent.kind in (K.FILL, K.CLEAR) and e.role in ("textbox", "searchbox")))
                  and suits_kind(intent.kind, e)]
        if len(beside) == 1:
            return act_on(Scored(beside[0], 0.6), intent, ask)
        if beside:
            break  # more than one beside it: the words do not say which
    return None


def column_that_sorts(intent: Intent, ask: Ask) -> Action | None:
    """"Sort the transactions by amount" on a table: its column header is what sorts."""
    if intent.purpose is Purpose.SORT and intent.value:
        return ask.resolve(Intent(kind=K.CLICK, target=intent.value))
    return None


def words_on_page(intent: Intent, ask: Ask) -> Action | None:
    """"Verify the welcome message is visible": no element listed; the words are looked for on the page."""
    if intent.kind in _BY_WORDS_WHEN_MISSING and intent.target:
        return Action(kind=intent.kind, target=intent.target, exact=intent.exact, role=intent.role, confidence=0.6)
    return None


def verb_as_name(text: str, snapshot: PageSnapshot, resolve: Callable[[Intent], Action]) -> Action | None:
    """"Accept cookies", "The user stars the repository": a verb the grammar does not know is often the name
    of the control that does it, and its object says where that control is. None when nothing fits."""
    words = prepare(text).split()
    if not 1 <= len(words) <= 8 or not words[0].isalpha():
        return None
    verb = lemma(words[0].casefold())  # "stars" -> "star"
    place = re.sub(r"^(?:the|a|an|my|this|that|den|die|das|der)\s+", "", " ".join(words[1:]), flags=re.I) or None
    # "Lösche den Kunden X": the imperative's dictionary form, "löschen", is a word of "Delete"
    for said in dict.fromkeys((verb, verb_lemma(words[0].casefold()))):
        try:
            action = resolve(Intent(kind=K.CLICK, target=said, context=place, phrase=" ".join(words)))
            return action.model_copy(update={"target": said, "confidence": round(action.confidence * 0.8, 3)})
        except StepError:
            continue
    # "Share the board" where nothing says "board": only a control named just so, and only one
    just = re.compile(re.escape(canonical(verb)) + r"(?:\s+[\d.,]+[km]?)?")  # "Star 2.1k": a counter
    named = [e for e in snapshot.elements if e.is_interactive and e.is_usable and just.fullmatch(canonical(e.name))]
    if not named:  # "Accept all cookies": the one control whose name starts with the verb, "Accept all"
        named = [e for e in snapshot.elements if e.is_interactive and e.is_usable
                 and canonical(e.name).startswith(canonical(verb) + " ")
                 and set(canonical(e.name).split()[1:]) <= set(canonical(text).split())]
    if len(named) != 1 or not _says_little_more(" ".join(words[1:]), named[0].name):
        return None
    return Action(kind=K.CLICK, element=named[0].index, target=verb, confidence=0.6)


_DETERMINERS = frozenset({"the", "a", "an", "my", "this", "that", "all", "den", "die", "das", "der", "alle"})
_MORE_WORDS = 2  # "Accept all cookies" clicks "Accept all"; "Log in as ann with the password pw" is no click


def _says_little_more(after_verb: str, name: str) -> bool:
    """Whether the words after the verb say no more than the control's name and what it acts on (at most
    _MORE_WORDS words, no number): clicking it then does all the step says. A step that says more (who, with
    what) must not pass as a click that ignores it. Its quoted texts are accounted for apart (accounting.py)."""
    for quoted in quoted_texts(after_verb):
        after_verb = after_verb.replace(f'"{quoted}"', " ")
    named = set(canonical(name).split())
    more = [word for word in canonical(after_verb).split() if word not in named and word not in _DETERMINERS]
    return len(more) <= _MORE_WORDS and not any(char.isdigit() for word in more for char in word)
