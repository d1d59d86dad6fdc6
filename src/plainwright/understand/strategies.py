"""The rule brain's strategies: each a small function `(Intent, Ask) -> Action | None`, asked in order.

A strategy answers with an Action, passes with None, or raises a StepError when it knows the step cannot be
done as said (two items fit equally well). `by words` is the scorer; the strategies before it name elements by
what they offer or where they stand ("the second result", "Select Germany"); the ones after it say what a
step still means when no element's words fit (`Ask.missed` then holds why). `DEFAULT` is the order RuleBrain
uses; its names travel with each action into reports and lock files.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from plainwright.errors import AmbiguousStep, ElementNotFound, StepError
from plainwright.model import Action, ActionKind
from plainwright.observe.snapshot import Element, PageSnapshot
from plainwright.understand.grammar import Clause, Intent, Relation, prepare
from plainwright.understand.items import TICKS, item_checkbox, items_named_by, named_items, nth_in_section, nth_item
from plainwright.understand.ranking import MIN_SCORE, Scored, choose, listed, rank, without_unnamed_place
from plainwright.understand.ruler import Ruler
from plainwright.understand.scoring import (
    CHECKABLE,
    KIND_ROLES,
    SELECTABLE,
    holds_words,
    name_score,
    suits_kind,
    visibility_fit,
)
from plainwright.understand.text import canonical
from plainwright.understand.vocabulary import KIND_NOUNS

K = ActionKind
_ON = {"on", "true", "yes", "checked", "ticked", "enabled", "an", "ein", "ja", "aktiviert", "1"}
_OFF = {"off", "false", "no", "unchecked", "unticked", "disabled", "aus", "nein", "deaktiviert", "0"}
# What a link's words may end in without naming it: "Open the Merino Beanie product page".
_GENERIC_TAILS = {"product", "item", "details", "detail", "entry", "profile", "article", "post", "listing",
                  "produkt", "artikel", "eintrag", "profil"}
# Assertions about something a snapshot may not list (plain text, a hidden element): when no element fits,
# they are checked on the page by the words instead.
_BY_WORDS_WHEN_MISSING = {K.ASSERT_VISIBLE, K.ASSERT_HIDDEN, K.WAIT}


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


def _option(name: str, snapshot: PageSnapshot) -> Element | None:
    """The one shown option named so, or else the one whose name holds the words ("Impfung (Grippe)")."""
    want = canonical(name)
    shown = [e for e in snapshot.elements if e.role in ("option", "menuitem", "menuitemradio", "treeitem")
             and e.is_usable]
    found = [e for e in shown if canonical(e.name) == want] or [e for e in shown if holds_words(e.name, name)]
    return found[0] if len(found) == 1 else None


def fitted_kind(intent: Intent, element: Element) -> tuple[ActionKind, str | None]:
    """The action the chosen element calls for: "Set Country to Germany" on a <select> selects."""
    kind, value = intent.kind, intent.value
    if kind is K.FILL and element.role in SELECTABLE and element.options:
        return K.SELECT, value
    if kind is K.SELECT and value and element.tag != "select" and element.role in ("spinbutton", "slider", "textbox"):
        return K.FILL, value  # "Select -10 with the spinner": a number field takes the number
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


def act_on(chosen: Scored, intent: Intent, ask: Ask) -> Action:
    """The action on the chosen element, in the kind the element calls for."""
    kind, value = fitted_kind(intent, chosen.element)
    custom = kind is K.SELECT and chosen.element.tag != "select" and bool(value)
    option = _option(value or "", ask.snapshot) if custom else None
    if custom and option is None and chosen.element.role == "listbox":
        # an open list shows its options: "Paris (CDG)" is not one of them
        offered = [e for e in ask.snapshot.elements if e.role == "option" and e.is_usable]
        raise ElementNotFound(f"{chosen.element.describe()} offers no {value!r} in {ask.sentence!r}.",
                              sentence=ask.sentence, candidates=listed(offered))
    if option is not None:
        # "Choose "running watch" from the suggestions": the option itself is what a person clicks
        chosen = Scored(option, chosen.score)
        kind, value = K.CLICK, None
    return Action(kind=kind, element=chosen.element.index, value=value, target=intent.target or None,
                  context=intent.context, exact=intent.exact, confidence=round(min(1.0, chosen.score), 3))


def _ranking(intent: Intent) -> Intent:
    """"Select the Express radio button": any element may hold what is selected; the kind follows it."""
    if intent.kind is K.SELECT and intent.value is None:
        return replace(intent, kind=K.CLICK, role=intent.role or "choice")
    return intent


def _words_or_none(changed: Intent, intent: Intent, ask: Ask) -> Action | None:
    """`by words` on a changed intent: its action, or None when nothing fits (an ambiguity still stands)."""
    try:
        return act_on(choose(_ranking(changed), ask.snapshot, ask.sentence), intent, ask)
    except ElementNotFound:
        return None


# ---- before the words: elements named by what they offer or where they stand ------------------------------

def focused_element(intent: Intent, ask: Ask) -> Action | None:
    """"Replace its text with "Walk the cat"", "Type "x" into it": the element that has the keyboard's focus."""
    if not intent.refers_back:
        return None
    focused = [e for e in ask.snapshot.elements if e.focused and e.is_visible]
    if not focused:
        raise ElementNotFound(f"{intent.phrase!r} in {ask.sentence!r} means the element that has the focus, and "
                              "nothing has it; name the element instead.", sentence=ask.sentence)
    if not suits_kind(intent.kind, focused[0]):
        raise ElementNotFound(f"{intent.phrase!r} in {ask.sentence!r} means the element that has the focus, "
                              f"{focused[0].describe()}, which cannot take that; name the element instead.",
                              sentence=ask.sentence, candidates=listed(focused))
    return act_on(Scored(focused[0], 1.0), intent, ask)


def text_not_a_control(intent: Intent, ask: Ask) -> Action | None:
    """"Double-click "feed the cat" to edit it": the words are a text on the page (a list item's label that
    scripts listen to), not a control's name; the checkbox beside it only sits in the same item. Acted on
    through the text itself."""
    if intent.kind not in (K.DOUBLE_CLICK, K.HOVER) or not intent.target or intent.role or intent.context:
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
        said = f"{intent.value} {intent.target}" if intent.value else intent.target  # "the email" "Stripe"
        return Action(kind=K.CHECK if intent.kind is K.SELECT else intent.kind, element=box.index,
                      target=said, confidence=0.7)
    return None


def _the_drop_down_offering(words: str, snapshot: PageSnapshot) -> tuple[Element, str] | None:
    """The one visible drop-down that offers an option named so, and that option; None unless exactly one does."""
    want = canonical(words)
    holders = [e for e in snapshot.elements if e.role in SELECTABLE and e.is_visible
               and any(canonical(option) == want for option in e.options)]
    if len(holders) != 1:
        return None
    return holders[0], next(o for o in holders[0].options if canonical(o) == want)


def drop_down_with_option(intent: Intent, ask: Ask) -> Action | None:
    """"Select Germany": the one drop-down that offers that option, if exactly one does."""
    if intent.kind is not K.SELECT or intent.value is not None:
        return None
    if (found := _the_drop_down_offering(intent.target, ask.snapshot)) is None:
        return None
    return Action(kind=K.SELECT, element=found[0].index, value=found[1], target=intent.target, confidence=0.9)


def shown_option(intent: Intent, ask: Ask) -> Action | None:
    """"Click Label, then choose "bug"": the open list's option, not the "bug" labels elsewhere."""
    if intent.kind is not K.SELECT or intent.value is not None or intent.role:
        return None
    if shown := _option(intent.target, ask.snapshot):
        return Action(kind=K.CLICK, element=shown.index, target=intent.target, confidence=0.85)
    return None


def nth_of_items(intent: Intent, ask: Ask) -> Action | None:
    """"Click the second result", "the first card in the Done column": the n-th of the page's items."""
    if intent.kind in TICKS or (item := nth_item(intent, ask.snapshot)) is None:
        return None
    return Action(kind=K.CLICK if intent.kind is K.SELECT else intent.kind, element=item.index,
                  target=intent.target, confidence=0.7)


# ---- the words ---------------------------------------------------------------------------------------------

def by_words(intent: Intent, ask: Ask) -> Action | None:
    """"Click Save", "Type "ann" into the Username field": the element whose names, role and place fit best."""
    try:
        chosen = choose(_ranking(intent), ask.snapshot, ask.sentence)
    except ElementNotFound as missed:
        ask.missed = missed
        return None
    return act_on(chosen, intent, ask)


def _overlap_x(a: Element, b: Element) -> bool:
    return a.box[0] < b.box[0] + b.box[2] and b.box[0] < a.box[0] + a.box[2]


def under_a_title(intent: Intent, ask: Ask) -> Action | None:
    """"Under "By status", click Shipped": the place is a title on the page (a heading, a summary, a caption)
    and the element stands in its part: below it, in its column, with no title of the same kind between."""
    if not intent.context or not intent.target:
        return None
    elements = [e for e in ask.snapshot.elements if e.is_visible]
    anchors = [e for e in elements if canonical(e.name) == canonical(intent.context)]
    if len(anchors) != 1:
        return None
    anchor = anchors[0]
    titles = [e for e in elements if (e.tag, e.role) == (anchor.tag, anchor.role)]
    named = replace(_ranking(intent), context=None)
    kept = []
    for candidate in rank(named, ask.snapshot):
        if candidate.score < MIN_SCORE:
            break
        element = candidate.element
        above = [t for t in titles if t.box[1] + t.box[3] <= element.box[1] + 2 and _overlap_x(t, element)]
        if above and max(above, key=lambda t: t.box[1]) is anchor:
            kept.append(candidate)
    if not kept or (len(kept) > 1 and kept[0].score - kept[1].score < 0.06):
        return None
    action = act_on(kept[0], intent, ask)
    return action.model_copy(update={"target": f"{intent.target} under {intent.context}"})


def _centre(element: Element) -> tuple[float, float]:
    return element.box[0] + element.box[2] / 2, element.box[1] + element.box[3] / 2


def _stands(relation: Relation, element: Element, anchor: Element) -> float | None:
    """How far the element is from the anchor in the way the relation says; None when it is not so placed."""
    (x, y), (ax, ay) = _centre(element), _centre(anchor)
    if relation is Relation.NEAR:
        distance = ((x - ax) ** 2 + (y - ay) ** 2) ** 0.5
        return distance if distance <= 150 else None
    below = element.box[1] >= anchor.box[1] + anchor.box[3] - 2
    above = element.box[1] + element.box[3] <= anchor.box[1] + 2
    if (below if relation is Relation.BELOW else above) and _overlap_x(element, anchor):
        return abs(y - ay)
    return None


def next_to_a_named_element(intent: Intent, ask: Ask) -> Action | None:
    """"Click the gear icon next to the total column header", "the field below "Amount"": the element nearest
    to the one the place names, in the direction it says. When the words name nothing ("gear"), a control with
    no words of its own (an icon) beside it is meant."""
    if intent.relation is Relation.IN or not intent.context:
        return None
    place = " ".join(word for word in canonical(intent.context).split() if word not in KIND_NOUNS)
    anchors = [e for e in ask.snapshot.elements if e.is_visible and canonical(e.name) == place]
    named = replace(_ranking(intent), context=None)
    fitting = [s.element for s in rank(named, ask.snapshot) if s.score >= MIN_SCORE] if intent.target else []
    if not fitting:  # "the gear icon", "the × button": a control with no words, of the role said
        fitting = [e for e in ask.snapshot.elements if e.is_interactive and visibility_fit(e) >= 0.7
                   and not e.name.strip() and intent.role in (None, "icon", e.role)]
    # the place is the words of an item (a list row's label): the element is in that item
    in_item = [e for e in fitting if any(canonical(e.context.get(key, "")) == canonical(intent.context)
                                         for key in ("group", "row"))]
    if len(in_item) == 1:
        return act_on(Scored(in_item[0], 0.6), intent, ask).model_copy(
            update={"target": f"{intent.target or intent.role or ''} in {intent.context}".strip()})
    placed = sorted((d, e.index, e) for anchor in anchors for e in fitting if e is not anchor
                    and (d := _stands(intent.relation, e, anchor)) is not None)
    if not placed or (len(placed) > 1 and placed[1][0] - placed[0][0] < 5 and placed[1][2] is not placed[0][2]):
        return None
    action = act_on(Scored(placed[0][2], 0.6), intent, ask)
    return action.model_copy(update={"target": f"{intent.target or intent.role or ''} {intent.relation.value} "
                                               f"{intent.context}".strip()})


def without_generic_tail(intent: Intent, ask: Ask) -> Action | None:
    """"Open the Merino Beanie product page": "product" says what the link is, not its name."""
    words = intent.target.split()
    if len(words) < 2 or words[-1].lower() not in _GENERIC_TAILS:
        return None
    shorter = replace(intent, target=" ".join(words[:-1]))
    ranked = rank(without_unnamed_place(_ranking(shorter), ask.snapshot), ask.snapshot)
    return _words_or_none(shorter, intent, ask) if ranked and ranked[0].score >= MIN_SCORE else None


def close_anywhere(intent: Intent, ask: Ask) -> Action | None:
    """"Dismiss the notification": the place only describes what closes."""
    if canonical(intent.target) != "close" or not without_unnamed_place(intent, ask.snapshot).context:
        return None
    return _words_or_none(replace(intent, context=None), intent, ask)


def whole_phrase(intent: Intent, ask: Ask) -> Action | None:
    """"Click Shop for men": the words after "for" may be part of the name, not a place."""
    if not without_unnamed_place(intent, ask.snapshot).context or canonical(intent.target) == "close":
        return None
    return _words_or_none(replace(intent, target=intent.phrase, context=None, role=None), intent, ask)


# ---- when no element's words fit ---------------------------------------------------------------------------

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


def one_of_many_items(intent: Intent, ask: Ask) -> Action | None:
    """"Click a day in the calendar": many days fit, wherever the calendar is; the step must say which."""
    items = items_named_by(intent, ask.snapshot) or items_named_by(replace(intent, context=None), ask.snapshot)
    if intent.ordinal is None and len(items) > 1:
        raise AmbiguousStep(f"{len(items)} elements are {intent.target!r} in {ask.sentence!r}; say which one "
                            "(e.g. 'the first ...' or by its name).", sentence=ask.sentence,
                            candidates=listed(items))
    return None


def nth_of_section(intent: Intent, ask: Ask) -> Action | None:
    """"Click the second popular destination": the n-th link or button of the section whose title says so."""
    if intent.ordinal is not None and (nth := nth_in_section(intent, ask.snapshot)):
        return Action(kind=intent.kind, element=nth.index, target=intent.target, confidence=0.6)
    return None


def item_by_contents(intent: Intent, ask: Ask) -> Action | None:
    """"Open the email from Priya Shah", "the email "Q4 roadmap review"": the item whose row shows the words."""
    if intent.kind not in (K.CLICK, K.HOVER, K.DOUBLE_CLICK) or not (named := named_items(intent, ask.snapshot)):
        return None
    if len(named) > 1:
        raise AmbiguousStep(f"{len(named)} items fit {intent.target!r} in {ask.sentence!r}; say which one.",
                            sentence=ask.sentence, candidates=listed(named))
    return Action(kind=intent.kind, element=named[0].index, target=intent.target, confidence=0.7)


def value_shown_on_page(intent: Intent, ask: Ask) -> Action | None:
    """"Verify the price is "$189.00"": no field holds it; the page must show it."""
    if intent.kind is K.ASSERT_VALUE and intent.value:
        return Action(kind=K.ASSERT_TEXT, value=intent.value, target=intent.target, confidence=0.5)
    return None


def option_named_by_value(intent: Intent, ask: Ask) -> Action | None:
    """"Pick "good first issue" from the label filter": the filter's name is unclear, its option is not."""
    if intent.kind is K.SELECT and intent.value and (option := _option(intent.value, ask.snapshot)):
        return Action(kind=K.CLICK, element=option.index, target=intent.value, confidence=0.6)
    return None


def the_only_field(intent: Intent, ask: Ask) -> Action | None:
    """"Add a todo "Walk the dog"" on a page whose one text field says "What needs to be done?": the words name
    its purpose, not its label. Only when no role, ordinal or place narrows it and the page has that one field."""
    if intent.kind not in (K.FILL, K.CLEAR) or intent.role not in (None, "textbox") or intent.ordinal is not None \
            or intent.context:
        return None
    fields = [e for e in ask.snapshot.elements if e.is_usable and e.role in ("textbox", "searchbox")
              and suits_kind(intent.kind, e)]
    return act_on(Scored(fields[0], 0.5), intent, ask) if len(fields) == 1 else None


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


def drop_down_offering_value(intent: Intent, ask: Ask) -> Action | None:
    """"Choose ">" as the operator" where nothing is named "operator": the one drop-down that offers ">"."""
    if intent.kind not in (K.SELECT, K.FILL) or not intent.value:
        return None
    if (found := _the_drop_down_offering(intent.value, ask.snapshot)) is None:
        return None
    return Action(kind=K.SELECT, element=found[0].index, value=found[1], target=intent.target or None,
                  confidence=0.6)


def column_that_sorts(intent: Intent, ask: Ask) -> Action | None:
    """"Sort the transactions by amount" on a table: its column header is what sorts."""
    if intent.target == "sort" and intent.value:
        return ask.resolve(Intent(kind=K.CLICK, target=intent.value))
    return None


def words_on_page(intent: Intent, ask: Ask) -> Action | None:
    """"Verify the welcome message is visible": no element listed; the words are looked for on the page."""
    if intent.kind in _BY_WORDS_WHEN_MISSING and intent.target:
        return Action(kind=intent.kind, target=intent.target, exact=intent.exact, confidence=0.6)
    return None


# ---- a clause the grammar did not understand ----------------------------------------------------------------

def verb_as_name(text: str, snapshot: PageSnapshot, resolve: Callable[[Intent], Action]) -> Action | None:
    """"Accept cookies", "The user stars the repository": a verb the grammar does not know is often the name
    of the control that does it, and its object says where that control is. None when nothing fits."""
    words = prepare(text).split()
    if not 1 <= len(words) <= 8 or not words[0].isalpha():
        return None
    verb = words[0][:-1] if re.fullmatch(r"\w{3,}[^s]s", words[0]) else words[0]  # "stars" -> "star"
    place = re.sub(r"^(?:the|a|an|my|this|that|den|die|das|der)\s+", "", " ".join(words[1:]), flags=re.I) or None
    try:
        action = resolve(Intent(kind=K.CLICK, target=verb, context=place, phrase=" ".join(words)))
        return action.model_copy(update={"target": verb, "confidence": round(action.confidence * 0.8, 3)})
    except StepError:
        pass
    # "Share the board" where nothing says "board": only a control named just so, and only one
    just = re.compile(re.escape(canonical(verb)) + r"(?:\s+[\d.,]+[km]?)?")  # "Star 2.1k": a counter
    named = [e for e in snapshot.elements if e.is_interactive and e.is_usable and just.fullmatch(canonical(e.name))]
    if not named:  # "Accept all cookies": the one control whose name starts with the verb, "Accept all"
        named = [e for e in snapshot.elements if e.is_interactive and e.is_usable
                 and canonical(e.name).startswith(canonical(verb) + " ")
                 and set(canonical(e.name).split()[1:]) <= set(canonical(text).split())]
    if len(named) != 1:
        return None
    return Action(kind=K.CLICK, element=named[0].index, target=verb, confidence=0.6)


def default_strategies() -> Ruler[Strategy]:
    """The rule brain's strategies in the order it asks them."""
    ruler: Ruler[Strategy] = Ruler()
    for name, strategy in [
        ("focused element", focused_element),
        ("checkbox of item", checkbox_of_item),
        ("text, not a control", text_not_a_control),
        ("drop-down with option", drop_down_with_option),
        ("shown option", shown_option),
        ("nth of items", nth_of_items),
        ("by words", by_words),
        ("under a title", under_a_title),
        ("next to a named element", next_to_a_named_element),
        ("without generic tail", without_generic_tail),
        ("close anywhere", close_anywhere),
        ("whole phrase", whole_phrase),
        ("field then option", field_then_option),
        ("one of many items", one_of_many_items),
        ("nth of section", nth_of_section),
        ("item by contents", item_by_contents),
        ("value shown on page", value_shown_on_page),
        ("option named by value", option_named_by_value),
        ("drop-down offering value", drop_down_offering_value),
        ("hidden field stand-in", hidden_field_stand_in),
        ("the only field", the_only_field),
        ("column that sorts", column_that_sorts),
        ("words on page", words_on_page),
    ]:
        ruler.push(name, strategy)
    return ruler
