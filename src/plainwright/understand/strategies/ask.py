"""What a strategy is asked, and how an answer on a chosen element is made: the kind it calls for."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from plainwright.errors import ElementNotFound
from plainwright.model import Action, ActionKind
from plainwright.observe.snapshot import Element, PageSnapshot
from plainwright.understand.intent import Clause, Family, Intent
from plainwright.understand.ranking import Scored, choose, listed
from plainwright.understand.scoring import CHECKABLE, KIND_ROLES, SELECTABLE, holds_words, picks_from_list
from plainwright.understand.text import canonical
from plainwright.understand.vocabulary import VOCABULARY

K = ActionKind


@dataclass(slots=True)
class Ask:
    """What a strategy is asked about: the clause, the page, and a way to ask the whole registry again."""

    clause: Clause
    snapshot: PageSnapshot
    resolve: Callable[[Intent], Action]
    missed: ElementNotFound | None = None  # set once `by words` found nothing

    @property
    def sentence(self) -> str:
        return self.clause.text


Strategy = Callable[[Intent, Ask], Action | None]


def open_option(name: str, snapshot: PageSnapshot) -> Element | None:
    """The one shown option named so, or else the one whose name holds the words ("Impfung (Grippe)")."""
    want = canonical(name)
    shown = [e for e in snapshot.elements if e.role in ("option", "menuitem", "menuitemradio", "treeitem")
             and e.is_usable]
    found = [e for e in shown if canonical(e.name) == want] or [e for e in shown if holds_words(e.name, name)]
    return found[0] if len(found) == 1 else None


def fitted_kind(intent: Intent, element: Element) -> tuple[ActionKind, str | None]:
    """The action the chosen element calls for: "Set Country to Germany" on a <select> selects."""
    kind, value = intent.kind, intent.value
    if kind is K.FILL and ((element.role in SELECTABLE and element.options) or picks_from_list(element)):
        return K.SELECT, value  # (a read-only field takes a value by its list)
    if kind is K.SELECT and value and element.tag != "select" and element.role in ("spinbutton", "slider", "textbox") \
            and not picks_from_list(element):
        return K.FILL, value  # "Select -10 with the spinner": a number field takes the number
    if kind is K.FILL and (element.role in CHECKABLE or element.checked is not None):
        lowered = (value or "").strip().lower()
        if lowered in VOCABULARY.on_values | VOCABULARY.off_values:
            return (K.CHECK if lowered in VOCABULARY.on_values else K.UNCHECK), None
    if kind is K.SELECT and value is None:
        if element.role in CHECKABLE or element.checked is not None:
            return K.CHECK, None
        return K.CLICK, None
    if kind is K.ASSERT_VALUE and element.role not in KIND_ROLES[K.ASSERT_VALUE] and not element.options \
            and element.tag not in ("input", "textarea", "select"):
        return K.ASSERT_TEXT, value
    return kind, value


_IN_A_HEADING = re.compile(r"/h[1-6]\[\d+\]/")


def titles_a_part(element: Element) -> bool:
    """A heading, or a link or button in one ("Change History (2)"): it names the part of the page below it."""
    return element.role == "heading" or bool(_IN_A_HEADING.search(element.xpath))


def act_on(chosen: Scored, intent: Intent, ask: Ask) -> Action:
    """The action on the chosen element, in the kind the element calls for. "The change history shows X", where
    the words name a part's title: the part below it shows X, not the title itself."""
    kind, value = fitted_kind(intent, chosen.element)
    if kind is K.ASSERT_TEXT and intent.kind is K.ASSERT_VALUE and intent.target and titles_a_part(chosen.element):
        return Action(kind=K.ASSERT_TEXT, value=value, context=intent.target, exact=intent.exact,
                      confidence=round(min(1.0, chosen.score), 3))
    custom = kind is K.SELECT and chosen.element.tag != "select" and bool(value)
    option = open_option(value or "", ask.snapshot) if custom else None
    if custom and option is None and chosen.element.role == "listbox":
        # an open list shows its options: "Paris (CDG)" is not one of them
        offered = [e for e in ask.snapshot.elements if e.role == "option" and e.is_usable]
        raise ElementNotFound(f"{chosen.element.describe()} offers no {value!r} in {ask.sentence!r}.",
                              sentence=ask.sentence, candidates=listed(offered),
                              expected=f"{chosen.element.describe()} to offer {value!r}",
                              actual=f"it offers {', '.join(e.name for e in offered[:10]) or 'nothing'}")
    if option is not None:
        # "Choose "running watch" from the suggestions": the option itself is what a person clicks
        chosen = Scored(option, chosen.score)
        kind, value = K.CLICK, None
    return Action(kind=kind, element=chosen.element.index, value=value, target=intent.target or None,
                  context=intent.context, exact=intent.exact, confidence=round(min(1.0, chosen.score), 3))


def as_ranked(intent: Intent) -> Intent:
    """"Select the Express radio button": any element may hold what is selected; the kind follows it."""
    if intent.kind is K.SELECT and intent.value is None:
        return replace(intent, kind=K.CLICK, family=intent.family if intent.names_a_kind else Family.CHOICE)
    return intent


def words_or_none(changed: Intent, intent: Intent, ask: Ask) -> Action | None:
    """`by words` on a changed intent: its action, or None when nothing fits (an ambiguity still stands)."""
    try:
        return act_on(choose(as_ranked(changed), ask.snapshot, ask.sentence), intent, ask)
    except ElementNotFound:
        return None
