"""Strategies that name an element by what it offers or holds, not by its words: the focused field, a
list item's text, an item's checkbox, the drop-down with an option, the n-th of the page's items."""

from __future__ import annotations

from plainwright.errors import ElementNotFound
from plainwright.model import Action
from plainwright.observe.snapshot import Element, PageSnapshot
from plainwright.understand.grammar import parse_target
from plainwright.understand.intent import Intent
from plainwright.understand.items import TICKS, item_checkbox, nth_item
from plainwright.understand.ranking import Scored, listed
from plainwright.understand.scoring import SELECTABLE, holds_words, suits_kind
from plainwright.understand.strategies.ask import Ask, K, act_on, open_option
from plainwright.understand.text import canonical
from plainwright.understand.vocabulary import VOCABULARY


def focused_element(intent: Intent, ask: Ask) -> Action | None:
    """"Replace its text with "Walk the cat"", "Type "x" into it": the element that has the keyboard's focus."""
    if not intent.refers_back:
        return None
    focused = [e for e in ask.snapshot.elements if e.focused and e.is_visible]
    if not focused:
        raise ElementNotFound(f"{intent.phrase!r} in {ask.sentence!r} means the element that has the focus, and "
                              "nothing has it; name the element instead.", sentence=ask.sentence,
                              expected="an element with the keyboard's focus", actual="nothing has the focus")
    if not suits_kind(intent.kind, focused[0]):
        raise ElementNotFound(f"{intent.phrase!r} in {ask.sentence!r} means the element that has the focus, "
                              f"{focused[0].describe()}, which cannot take that; name the element instead.",
                              sentence=ask.sentence, candidates=listed(focused),
                              expected=f"the element with the focus to take {intent.kind.value.replace('_', ' ')}",
                              actual=f"{focused[0].describe()} has it")
    return act_on(Scored(focused[0], 1.0), intent, ask)


def text_not_a_control(intent: Intent, ask: Ask) -> Action | None:
    """"Double-click "feed the cat" to edit it": the words are a text on the page (a list item's label that
    scripts listen to), not a control's name; the checkbox beside it only sits in the same item. Acted on
    through the text itself."""
    if intent.kind not in (K.DOUBLE_CLICK, K.HOVER) or not intent.target or intent.names_a_kind or intent.context:
        return None
    if any(holds_words(text, intent.target) for e in ask.snapshot.elements if e.is_visible
           for text in (e.name, e.label, e.text)):
        return None  # a control (or a listed text) shows the words: the words strategy decides
    if not any(holds_words(e.context.get(key, ""), intent.target) for e in ask.snapshot.elements
               for key in ("group", "row")):
        return None
    return Action(kind=intent.kind, target=intent.target, exact=intent.exact, confidence=0.6)


def checkbox_of_item(intent: Intent, ask: Ask) -> Action | None:
    """"Select the email from Stripe", "Tick the second post": the checkbox on that item's row."""
    if box := item_checkbox(intent, ask.snapshot):
        item = f"{intent.value} {intent.target}" if intent.value else intent.target  # "the email" "Stripe"
        return Action(kind=K.CHECK if intent.kind is K.SELECT else intent.kind, element=box.index,
                      target=intent.target, context=item, confidence=0.7)
    return None


def the_drop_down_offering(words: str, elements: list[Element]) -> tuple[Element, str] | None:
    """The one of these drop-downs that offers an option named so, and that option; None unless exactly one does."""
    want = canonical(words)
    holders = [e for e in elements if any(canonical(option) == want for option in e.options)]
    if len(holders) != 1:
        return None
    return holders[0], next(o for o in holders[0].options if canonical(o) == want)


def _shown_drop_downs(snapshot: PageSnapshot) -> list[Element]:
    return [e for e in snapshot.elements if e.role in SELECTABLE and e.is_visible]


def drop_down_with_option(intent: Intent, ask: Ask) -> Action | None:
    """"Select Germany": the one drop-down that offers that option, if exactly one does."""
    if intent.kind is not K.SELECT or intent.value is not None:
        return None
    if (found := the_drop_down_offering(intent.target, _shown_drop_downs(ask.snapshot))) is None:
        return None
    return Action(kind=K.SELECT, element=found[0].index, value=found[1], target=intent.target, confidence=0.9)


def drop_down_named_as_place(intent: Intent, ask: Ask) -> Action | None:
    """"In the Type filter choose "Pie Chart"": the place is one drop-down, named as it is, with the kind of thing it
    is ("the Type drop-down") or with a word that says what it is for ("filter"), and what is chosen is its option.
    The option is looked for once the drop-down is opened: one it does not offer fails the step with what it
    offers."""
    if intent.kind is not K.SELECT or intent.value is not None or not intent.context or not intent.target:
        return None
    place = parse_target(intent.context, Intent(kind=K.SELECT))  # "the Type drop-down": "Type", a combobox
    if place.role not in (None, "combobox", "listbox") or not place.target:
        return None
    words = place.target.split()
    names = [place.target] + ([" ".join(words[:-1])] if len(words) > 1
                              and words[-1].casefold() in VOCABULARY.generic_tails else [])
    named = [e for e in _shown_drop_downs(ask.snapshot) if e.is_usable
             and any(canonical(name) == canonical(e.name) for name in names)]
    if len(named) != 1:
        return None
    return Action(kind=K.SELECT, element=named[0].index, value=intent.target, target=intent.context,
                  confidence=0.85)


def shown_option(intent: Intent, ask: Ask) -> Action | None:
    """"Click Label, then choose "bug"": the open list's option, not the "bug" labels elsewhere."""
    if intent.kind is not K.SELECT or intent.value is not None or intent.names_a_kind:
        return None
    if shown := open_option(intent.target, ask.snapshot):
        return Action(kind=K.CLICK, element=shown.index, target=intent.target, confidence=0.85)
    return None


_CHOICES = frozenset({"radio", "option", "tab", "menuitemradio"})
_GROUPS = ("group", "fieldset", "radiogroup")
_MENU_ENTRIES = frozenset({"link", "menuitem", "menuitemradio", "button"})


def choice_in_a_named_group(intent: Intent, ask: Ask) -> Action | None:
    """"Select "Kinto Account Auth" as the authentication method", "Choose Yes for Newsletter": no element is
    named by the target, but a group of choices is (its legend, or the label over its radio buttons); the choice
    the value names, in that group."""
    if intent.kind is not K.SELECT or not intent.value or not intent.target:
        return None
    group, value = canonical(intent.target), canonical(intent.value)
    found = [e for e in ask.snapshot.elements if e.role in _CHOICES and e.is_visible and canonical(e.name) == value
             and any(canonical(e.context.get(key, "")) == group for key in _GROUPS)]
    if len(found) != 1:
        return None
    kind = K.CHECK if found[0].role == "radio" else K.CLICK
    return Action(kind=kind, element=found[0].index, target=intent.value, context=intent.target, confidence=0.85)


def nth_of_items(intent: Intent, ask: Ask) -> Action | None:
    """"Click the second result", "the first card in the Done column": the n-th of the page's items."""
    if intent.kind in TICKS or (item := nth_item(intent, ask.snapshot)) is None:
        return None
    return Action(kind=K.CLICK if intent.kind is K.SELECT else intent.kind, element=item.index,
                  target=intent.target, confidence=0.7)


def drop_down_offering_value(intent: Intent, ask: Ask) -> Action | None:
    """"Choose ">" as the operator" where nothing is named "operator": the one drop-down that offers ">"."""
    if intent.kind not in (K.SELECT, K.FILL) or not intent.value:
        return None
    if (found := the_drop_down_offering(intent.value, _shown_drop_downs(ask.snapshot))) is None:
        return None
    return Action(kind=K.SELECT, element=found[0].index, value=found[1], target=intent.target or None,
                  confidence=0.6)


def choice_named_by_value(intent: Intent, ask: Ask) -> Action | None:
    """"Wähle die Anmeldemethode "Kinto Account Auth"" where nothing is named "Anmeldemethode" (the page says
    "Authentication method"): the noun says what kind of thing the value is, and the one radio button, tab or
    option named exactly by the value is meant; failing that, the one menu entry, link or button so named
    ("Wähle die Sprache „Deutsch“" in a language menu). Two of that name are refused, as any tie is."""
    if intent.kind is not K.SELECT or not intent.value or not intent.target:
        return None
    value = canonical(intent.value)
    found = [e for e in ask.snapshot.elements
             if e.role in _CHOICES and e.is_visible and canonical(e.name) == value]
    if not found:  # a menu's entry ("Deutsch" in a language menu): the one control of that name
        found = [e for e in ask.snapshot.elements if e.is_usable and e.is_interactive and e.role in _MENU_ENTRIES
                 and canonical(e.name) == value]
    if len(found) != 1:
        return None
    kind = K.CHECK if found[0].role == "radio" else K.CLICK
    return Action(kind=kind, element=found[0].index, target=intent.value, confidence=0.6)


def option_named_by_value(intent: Intent, ask: Ask) -> Action | None:
    """"Pick "good first issue" from the label filter": the filter's name is unclear, its option is not."""
    if intent.kind is K.SELECT and intent.value and (option := open_option(intent.value, ask.snapshot)):
        return Action(kind=K.CLICK, element=option.index, target=intent.value, confidence=0.6)
    return None
