"""RuleBrain: the offline, deterministic brain. Ranks the snapshot's elements against a clause's intent.

It reports `ambiguous_step` when the two best candidates are too close to call and `element_not_found`
(with the closest candidates) when nothing fits well enough, rather than guessing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from plainwright.errors import AmbiguousStep, ElementNotFound, StepError, UnsupportedStep
from plainwright.model import Action, ActionKind
from plainwright.observe.snapshot import Element, PageSnapshot
from plainwright.understand.brains import Decision
from plainwright.understand.grammar import Clause, Intent, prepare
from plainwright.understand.items import TICKS, item_checkbox, items_named_by, named_items, nth_in_section, nth_item
from plainwright.understand.scoring import (
    CHECKABLE,
    KIND_ROLES,
    SELECTABLE,
    context_fit,
    holds_words,
    literal_score,
    score,
)
from plainwright.understand.text import canonical, tokens

K = ActionKind
# Kinds that never name an element, and kinds that name one only when the step gives a target.
_ALWAYS_PAGE = {K.NAVIGATE, K.ASSERT_TEXT, K.ASSERT_NO_TEXT, K.ASSERT_TITLE, K.ASSERT_URL, K.ASSERT_COUNT}
_OPTIONAL_TARGET = {K.PRESS, K.SCROLL, K.WAIT, K.FILL}
NO_TARGET = _ALWAYS_PAGE | _OPTIONAL_TARGET  # kinds that can be done without an element
# Assertions about something a snapshot may not list (plain text, a hidden element): when no element fits,
# they are checked on the page by the words instead.
_BY_WORDS_WHEN_MISSING = {K.ASSERT_VISIBLE, K.ASSERT_HIDDEN, K.WAIT}
_GENERIC_TAILS = {"product", "item", "details", "detail", "entry", "profile", "article", "post", "listing",
                  "produkt", "artikel", "eintrag", "profil"}
_GENERIC_PLACES = {"calendar", "kalender", "menu", "menü", "toolbar", "sidebar", "panel", "popup", "popover",
                   "dropdown", "list", "grid", "picker", "date", "page", "section", "area", "box", "window", "top",
                   "bottom", "left", "right", "corner", "admin", "main", "navigation", "bar", "the"}
MIN_SCORE = 0.5
TIE_MARGIN = 0.06
ORDINAL_BAND = 0.2
_ON = {"on", "true", "yes", "checked", "ticked", "enabled", "an", "ein", "ja", "aktiviert", "1"}
_OFF = {"off", "false", "no", "unchecked", "unticked", "disabled", "aus", "nein", "deaktiviert", "0"}

__all__ = ["KIND_ROLES", "NO_TARGET", "RuleBrain", "needs_snapshot"]


def is_page_level(intent: Intent) -> bool:
    """Whether the intent acts on the page as a whole rather than on one element."""
    if intent.kind in _ALWAYS_PAGE:
        return True
    if intent.kind is K.WAIT and intent.value is not None:
        return True
    return intent.kind in _OPTIONAL_TARGET and not intent.target and intent.role is None


def needs_snapshot(clause: Clause) -> bool:
    """Whether deciding the clause needs to look at the page's elements."""
    return clause.intent is None or not is_page_level(clause.intent)


@dataclass(slots=True)
class Scored:
    element: Element
    score: float


def _closest(ranked: list[Scored]) -> list[str]:
    """The three best candidates; when nothing scored, the first usable interactive elements."""
    best = [s for s in ranked[:3] if s.score > 0] or [s for s in ranked if s.element.is_interactive
                                                       and s.element.is_usable][:3]
    return _listed([s.element for s in best])


def _listed(elements: list[Element]) -> list[str]:
    """The first three elements as an error lists its candidates: `[12] button "Save"`."""
    return [f"[{e.index}] {e.describe()}" for e in elements[:3]]


def _innermost(tied: list[Scored]) -> list[Scored]:
    """Drop a candidate that wraps another tied one (an <li onclick> around its <a>): the inner one is meant."""
    def wraps(outer: Element, inner: Element) -> bool:
        return outer.frame == inner.frame and inner.xpath.startswith(outer.xpath + "/")
    return [s for s in tied if not any(wraps(s.element, o.element) for o in tied if o is not s)]


def _describe_target(intent: Intent) -> str:
    words = intent.target or intent.role or "an element"
    return f"{words!r} {'in ' + repr(intent.context) if intent.context else ''}".strip()


def _one_control(tied: list[Scored]) -> list[Scored]:
    """A custom drop-down is a combobox and the listbox it opens, both named alike: one control, not two."""
    boxes = {canonical(s.element.name) for s in tied if s.element.role == "combobox"}
    return [s for s in tied if not (s.element.role == "listbox" and canonical(s.element.name) in boxes)]


def _same_place(tied: list[Scored]) -> bool:
    """Whether the candidates are all links to one address (the header's and the footer's "Pricing")."""
    hrefs = {s.element.attrs.get("href", "") if s.element.role == "link" else "" for s in tied}
    return len(hrefs) == 1 and "" not in hrefs


def _pick(intent: Intent, ranked: list[Scored], sentence: str) -> Scored:
    best = ranked[0]
    if best.score < MIN_SCORE:
        raise ElementNotFound(
            f"No element on the page fits {_describe_target(intent)} in {sentence!r}.", sentence=sentence,
            candidates=_closest(ranked), hint_for_llm="choose the element that best fits, or none")
    if intent.ordinal is not None:
        group = sorted((s for s in ranked if best.score - s.score < ORDINAL_BAND), key=lambda s: s.element.index)
        group = _innermost(group)
        position = intent.ordinal - 1 if intent.ordinal > 0 else len(group) + intent.ordinal
        if not 0 <= position < len(group):
            raise ElementNotFound(f"There is no {intent.ordinal}. {intent.target!r} on the page ({len(group)} found).",
                                  sentence=sentence, candidates=_closest(group))
        return group[position]
    tied = _one_control(_innermost([s for s in ranked if best.score - s.score < TIE_MARGIN]))
    if len(tied) > 1 and intent.destination and _same_place(tied):
        return min(tied, key=lambda s: (not s.element.is_usable, s.element.index))
    if len(tied) > 1:
        raise AmbiguousStep(
            f"{len(tied)} elements fit {_describe_target(intent)} about equally well in {sentence!r}; "
            "say which one (e.g. 'the second ...' or '... in the <section>').",
            sentence=sentence, candidates=_closest(tied))
    return tied[0]


def _rank(intent: Intent, snapshot: PageSnapshot) -> list[Scored]:
    ranked = [Scored(e, max(score(intent, e), literal_score(intent, e))) for e in snapshot.elements]
    ranked.sort(key=lambda s: (-s.score, s.element.index))
    return ranked


def _option_holder(intent: Intent, snapshot: PageSnapshot) -> Action | None:
    """"Select Germany": the one drop-down that offers that option, if exactly one does."""
    want = canonical(intent.target)
    holders = [e for e in snapshot.elements if e.role in SELECTABLE and e.is_visible
               and any(canonical(option) == want for option in e.options)]
    if len(holders) != 1:
        return None
    option = next(o for o in holders[0].options if canonical(o) == want)
    return Action(kind=K.SELECT, element=holders[0].index, value=option, target=intent.target, confidence=0.9)


def _ordinal_in_name(intent: Intent, snapshot: PageSnapshot) -> Intent:
    """"the Last name field" names a field, not the last "name", and "Second page" is a link's name: a name on
    the page that holds the words wins."""
    if intent.ordinal is None:
        return intent
    target, phrase = canonical(intent.target), canonical(intent.phrase)
    for element in snapshot.elements:
        name = canonical(element.name)
        if element.is_usable and (name == phrase or (name != target and name.endswith(" " + target)
                                  and phrase.startswith(name))):
            return replace(intent, target=element.name, ordinal=None)
    return intent


def _option(name: str, snapshot: PageSnapshot) -> Element | None:
    """The one shown option named so, or else the one whose name holds the words ("Impfung (Grippe)")."""
    want = canonical(name)
    shown = [e for e in snapshot.elements if e.role in ("option", "menuitem", "menuitemradio", "treeitem")
             and e.is_usable]
    found = [e for e in shown if canonical(e.name) == want] or [e for e in shown if holds_words(e.name, name)]
    return found[0] if len(found) == 1 else None


def _fitted_kind(intent: Intent, element: Element) -> tuple[ActionKind, str | None]:
    """The action the chosen element calls for: "Set Country to Germany" on a <select> selects."""
    kind, value = intent.kind, intent.value
    if kind is K.FILL and element.role in SELECTABLE and element.options:
        return K.SELECT, value
    if kind is K.FILL and (element.role in CHECKABLE or element.checked is not None):
        lowered = (value or "").strip().lower()
        if lowered in _ON | _OFF:
            return (K.CHECK if lowered in _ON else K.UNCHECK), None
    if kind is K.SELECT and value is None:
        if element.role in CHECKABLE or element.checked is not None:
            return K.CHECK, None
        return K.CLICK, None
    if kind is K.ASSERT_VALUE and element.role not in KIND_ROLES[K.ASSERT_VALUE] and not element.options \
            and element.tag not in ("input", "textarea", "select"):
        return K.ASSERT_TEXT, value
    return kind, value


def _direct(intent: Intent, snapshot: PageSnapshot) -> Action | None:
    """Steps that name their element by what it offers or where it stands, not by its words."""
    if box := item_checkbox(intent, snapshot):
        return Action(kind=K.CHECK if intent.kind is K.SELECT else intent.kind, element=box.index,
                      target=intent.target, confidence=0.7)
    if intent.kind is K.SELECT and intent.value is None:
        if held := _option_holder(intent, snapshot):
            return held
        if not intent.role and (shown := _option(intent.target, snapshot)):
            # "Click Label, then choose "bug"": the open list's option, not the "bug" labels elsewhere
            return Action(kind=K.CLICK, element=shown.index, target=intent.target, confidence=0.85)
    if intent.kind not in TICKS and (item := nth_item(intent, snapshot)):
        return Action(kind=K.CLICK if intent.kind is K.SELECT else intent.kind, element=item.index,
                      target=intent.target, confidence=0.7)
    return None


class RuleBrain:
    """Decides offline, by rules, what a clause means on a snapshot. Same page and sentence, same answer."""

    name = "rules"

    async def decide(self, clause: Clause, snapshot: PageSnapshot) -> Decision:
        return Decision(self.resolve(clause, snapshot))

    def resolve(self, clause: Clause, snapshot: PageSnapshot) -> Action:
        """The Action for the clause on this snapshot, or a StepError saying why there is none."""
        intent = clause.intent
        if intent is None:
            if guessed := self._verb_as_name(clause.text, snapshot):
                return guessed
            raise UnsupportedStep(f"The rule brain does not understand {clause.text!r}.", sentence=clause.text,
                                  hint_for_llm="rephrase as one action, e.g. 'Click the Save button'")
        if is_page_level(intent):
            return Action(kind=intent.kind, value=intent.value, target=intent.target or None, exact=intent.exact,
                          context=intent.context)
        intent = _ordinal_in_name(intent, snapshot)
        if direct := _direct(intent, snapshot):
            return direct
        # "Select the Express radio button": any element may hold what is selected; the kind follows it
        ranking = replace(intent, kind=K.CLICK, role=intent.role or "choice") \
            if intent.kind is K.SELECT and intent.value is None else intent
        try:
            chosen = self._choose(ranking, snapshot, clause.text)
        except ElementNotFound:
            if (instead := self._when_missing(intent, snapshot, clause)) is None:
                raise
            return instead
        return self._act_on(chosen, intent, snapshot, clause)

    def _act_on(self, chosen: Scored, intent: Intent, snapshot: PageSnapshot, clause: Clause) -> Action:
        """The action on the chosen element, in the kind the element calls for."""
        kind, value = _fitted_kind(intent, chosen.element)
        custom = kind is K.SELECT and chosen.element.tag != "select" and bool(value)
        option = _option(value or "", snapshot) if custom else None
        if custom and option is None and chosen.element.role == "listbox":
            # an open list shows its options: "Paris (CDG)" is not one of them
            offered = [e for e in snapshot.elements if e.role == "option" and e.is_usable]
            raise ElementNotFound(f"{chosen.element.describe()} offers no {value!r} in {clause.text!r}.",
                                  sentence=clause.text, candidates=_listed(offered))
        if option is not None:
            # "Choose "running watch" from the suggestions": the option itself is what a person clicks
            chosen = Scored(option, chosen.score)
            kind, value = K.CLICK, None
        return Action(kind=kind, element=chosen.element.index, value=value, target=intent.target or None,
                      exact=intent.exact, confidence=round(min(1.0, chosen.score), 3))

    def _when_missing(self, intent: Intent, snapshot: PageSnapshot, clause: Clause) -> Action | None:
        """What the step still means when no element fits its words; None when nothing (the error stands)."""
        if split := self._field_then_option(intent, snapshot, clause):
            return split
        # "Click a day in the calendar": many days fit, wherever the calendar is; the step must say which
        items = items_named_by(intent, snapshot) or items_named_by(replace(intent, context=None), snapshot)
        if intent.ordinal is None and len(items) > 1:
            raise AmbiguousStep(f"{len(items)} elements are {intent.target!r} in {clause.text!r}; say which one "
                                "(e.g. 'the first ...' or by its name).", sentence=clause.text,
                                candidates=_listed(items)) from None
        if intent.ordinal is not None and (nth := nth_in_section(intent, snapshot)):
            return Action(kind=intent.kind, element=nth.index, target=intent.target, confidence=0.6)
        if intent.kind in (K.CLICK, K.HOVER, K.DOUBLE_CLICK) and (named := named_items(intent, snapshot)):
            if len(named) > 1:  # "Open the email from Priya Shah" with two of them
                raise AmbiguousStep(f"{len(named)} items fit {intent.target!r} in {clause.text!r}; say which one.",
                                    sentence=clause.text, candidates=_listed(named))
            return Action(kind=intent.kind, element=named[0].index, target=intent.target, confidence=0.7)
        if intent.kind is K.ASSERT_VALUE and intent.value:
            # "Verify the price is "$189.00"": no field holds it; the page must show it
            return Action(kind=K.ASSERT_TEXT, value=intent.value, target=intent.target, confidence=0.5)
        if intent.kind is K.SELECT and intent.value and (option := _option(intent.value, snapshot)):
            # "Pick "good first issue" from the label filter": the filter's name is unclear, its option is not
            return Action(kind=K.CLICK, element=option.index, target=intent.value, confidence=0.6)
        if intent.target == "sort" and intent.value:
            # "Sort the transactions by amount" on a table: its column header is what sorts
            return self.resolve(Clause(text=clause.text, intent=Intent(kind=K.CLICK, target=intent.value)), snapshot)
        if intent.kind in _BY_WORDS_WHEN_MISSING and intent.target:
            # "Verify the welcome message is visible": no element listed; the words are looked for on the page
            return Action(kind=intent.kind, target=intent.target, exact=intent.exact, confidence=0.6)
        return None

    def _field_then_option(self, intent: Intent, snapshot: PageSnapshot, clause: Clause) -> Action | None:
        """"Wähle die Terminart Impfung", "Choose the size Large": a drop-down's name, then what to choose in it."""
        words = intent.target.split()
        if intent.kind is not K.SELECT or intent.value is not None or len(words) < 2:
            return None
        for cut in range(len(words) - 1, 0, -1):
            field, option = " ".join(words[:cut]), " ".join(words[cut:])
            # a drop-down "Terminart" offering "Impfung", or a radio "Navy" in the part about the "colour"
            for attempt in (replace(intent, target=field, value=option), replace(intent, target=option, context=field)):
                try:
                    return self.resolve(Clause(text=clause.text, intent=attempt), snapshot)
                except StepError:
                    continue
        return None

    def _verb_as_name(self, text: str, snapshot: PageSnapshot) -> Action | None:
        """"Accept cookies", "The user stars the repository": a verb the grammar does not know is often the
        name of the control that does it, and its object says where that control is. None when nothing fits."""
        words = prepare(text).split()
        if not 1 <= len(words) <= 8 or not words[0].isalpha():
            return None
        verb = words[0][:-1] if re.fullmatch(r"\w{3,}[^s]s", words[0]) else words[0]  # "stars" -> "star"
        place = re.sub(r"^(?:the|a|an|my|this|that|den|die|das|der)\s+", "", " ".join(words[1:]), flags=re.I) or None
        try:
            chosen = self._choose(Intent(kind=K.CLICK, target=verb, context=place, phrase=" ".join(words)),
                                  snapshot, text)
        except StepError:
            # "Share the board" where nothing says "board": only a control named just so, and only one
            just = re.compile(re.escape(canonical(verb)) + r"(?:\s+[\d.,]+[km]?)?")  # "Star 2.1k": a counter
            named = [e for e in snapshot.elements if e.is_interactive and e.is_usable
                     and just.fullmatch(canonical(e.name))]
            if not named:  # "Accept all cookies": the one control whose name starts with the verb, "Accept all"
                named = [e for e in snapshot.elements if e.is_interactive and e.is_usable
                         and canonical(e.name).startswith(canonical(verb) + " ")
                         and set(canonical(e.name).split()[1:]) <= set(canonical(text).split())]
            if len(named) != 1:
                return None
            chosen = Scored(named[0], 0.75)
        return Action(kind=K.CLICK, element=chosen.element.index, target=verb,
                      confidence=round(min(1.0, chosen.score) * 0.8, 3))

    def _choose(self, intent: Intent, snapshot: PageSnapshot, sentence: str) -> Scored:
        ranked = _rank(intent, snapshot)
        if not ranked:
            raise ElementNotFound(f"The page has no elements to match {sentence!r}.", sentence=sentence)
        if intent.context and tokens(intent.context) <= _GENERIC_PLACES \
                and not any(context_fit(intent.context, e) > 0.4 for e in snapshot.elements):
            # "the next month in the calendar" where nothing says "calendar": a place named by a common word
            # only, that tells nothing apart (a named place that is missing, "the row for Zoe", still counts)
            intent = replace(intent, context=None)
            ranked = _rank(intent, snapshot)
        try:
            return _pick(intent, ranked, sentence)
        except StepError as first:
            words = intent.target.split()
            if ranked[0].score < MIN_SCORE and len(words) > 1 and words[-1].lower() in _GENERIC_TAILS:
                # "Open the Merino Beanie product page": "product" says what the link is, not its name
                shorter = replace(intent, target=" ".join(words[:-1]))
                again = _rank(shorter, snapshot)
                if again[0].score >= MIN_SCORE:
                    return _pick(shorter, again, sentence)
            if not intent.context or ranked[0].score >= MIN_SCORE:
                raise
            if canonical(intent.target) == "close":  # "Dismiss the notification": the words only describe what closes
                ranked = _rank(replace(intent, context=None), snapshot)
                return _pick(replace(intent, context=None), ranked, sentence)
            # "Click Shop for men": the words after "for" may be part of the name, not a place
            whole = replace(intent, target=intent.phrase, context=None, role=None)
            literal = _rank(whole, snapshot)
            if not literal or literal[0].score < MIN_SCORE:
                raise first from None
            return _pick(whole, literal, sentence)
