"""Strategies for where an element stands: under a title, next to, below or above a named element, the n-th
of a section, an item named by its contents."""

from __future__ import annotations

from dataclasses import replace

from plainwright.errors import AmbiguousStep
from plainwright.model import Action
from plainwright.observe.snapshot import Element
from plainwright.understand.intent import Intent, Relation
from plainwright.understand.items import items_named_by, named_items, nth_in_section
from plainwright.understand.ranking import MIN_SCORE, Scored, all_fit, listed, rank
from plainwright.understand.scoring import PLACE_FITS, context_fit, keyed_by, visibility_fit
from plainwright.understand.strategies.ask import Ask, K, act_on, as_ranked
from plainwright.understand.text import canonical
from plainwright.understand.vocabulary import VOCABULARY


def _overlap_x(a: Element, b: Element) -> bool:
    return a.box[0] < b.box[0] + b.box[2] and b.box[0] < a.box[0] + a.box[2]


def under_a_title(intent: Intent, ask: Ask) -> Action | None:
    """"Click "Paid" under "By status"": said to be below a title, the element is looked for there first,
    before its words are weighed against every element's (a section named by its first heading holds the
    parts under its later headings too)."""
    return in_a_titled_part(intent, ask) if intent.relation is Relation.BELOW else None


def in_a_titled_part(intent: Intent, ask: Ask) -> Action | None:
    """"In the "By active" filter, click No": the place is a title on the page (a heading, a summary, a
    caption) and the element stands in its part: below it, in its column, with no title of the same kind
    between."""
    if not intent.context or not intent.target:
        return None
    elements = [e for e in ask.snapshot.elements if e.is_visible]
    anchors = [e for e in elements if canonical(e.name) == canonical(intent.context)]
    if len(anchors) != 1:
        return None
    anchor = anchors[0]
    titles = [e for e in elements if (e.tag, e.role) == (anchor.tag, anchor.role)]
    named = replace(as_ranked(intent), context=None)
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
    return act_on(kept[0], intent, ask)


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
    place = " ".join(word for word in canonical(intent.context.replace('"', " ")).split()
                     if word not in VOCABULARY.kind_nouns)
    anchors = [e for e in ask.snapshot.elements if e.is_visible and canonical(e.name) == place]
    named = replace(as_ranked(intent), context=None)
    fitting = [s.element for s in rank(named, ask.snapshot) if s.score >= MIN_SCORE] if intent.target else []
    if not fitting:  # "the gear icon", "the × button": a control with no words, of the role said
        fitting = [e for e in ask.snapshot.elements if e.is_interactive and visibility_fit(e) >= 0.7
                   and not e.name.strip() and intent.role in (None, e.role)]
    # the place is the words of an item (a list row's label): the element is in that item
    in_item = [e for e in fitting if keyed_by(e, intent.context) or any(
        canonical(e.context.get(key, "")) == canonical(intent.context) for key in ("group", "row"))]
    if len(in_item) == 1:
        return act_on(Scored(in_item[0], 0.6), intent, ask)
    placed = sorted((d, e.index, e) for anchor in anchors for e in fitting if e is not anchor
                    and (d := _stands(intent.relation, e, anchor)) is not None)
    if not placed or (len(placed) > 1 and placed[1][0] - placed[0][0] < 5 and placed[1][2] is not placed[0][2]):
        return None
    return act_on(Scored(placed[0][2], 0.6), intent, ask)


def nth_of_section(intent: Intent, ask: Ask) -> Action | None:
    """"Click the second popular destination": the n-th link or button of the section whose title says so."""
    if intent.ordinal is not None and (nth := nth_in_section(intent, ask.snapshot)):
        return Action(kind=intent.kind, element=nth.index, target=intent.target, confidence=0.6)
    return None


def one_of_many_items(intent: Intent, ask: Ask) -> Action | None:
    """"Click a day in the calendar": many days fit, wherever the calendar is; the step must say which."""
    items = items_named_by(intent, ask.snapshot) or items_named_by(replace(intent, context=None), ask.snapshot)
    if intent.context and (placed := [e for e in items if context_fit(intent.context, e) >= PLACE_FITS]):
        items = placed  # "die Bestellung von „anne@example.org“": the one in that record's row says which
    if intent.ordinal is None and len(items) > 1:
        raise AmbiguousStep(f"{len(items)} elements are {intent.target!r} in {ask.sentence!r}; say which one "
                            "(e.g. 'the first ...' or by its name).", sentence=ask.sentence,
                            candidates=listed(items), expected=f"one element {intent.target!r}", actual=all_fit(items))
    return None


def item_by_contents(intent: Intent, ask: Ask) -> Action | None:
    """"Open the email from Priya Shah", "the email "Q4 roadmap review"": the item whose row shows the words."""
    if intent.kind not in (K.CLICK, K.HOVER, K.DOUBLE_CLICK) or not (named := named_items(intent, ask.snapshot)):
        return None
    if len(named) > 1:
        raise AmbiguousStep(f"{len(named)} items fit {intent.target!r} in {ask.sentence!r}; say which one.",
                            sentence=ask.sentence, candidates=listed(named), expected=f"one item {intent.target!r}",
                            actual=all_fit(named))
    return Action(kind=intent.kind, element=named[0].index, target=intent.target, confidence=0.7)
