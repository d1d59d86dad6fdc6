"""The repeated items of a page (search results, issues, cards, time slots) and how steps name them.

"Click the second result", "the first available time slot", "Select the email from Stripe", "the email from
Priya Shah": words that name an item by its kind, its place in the list or its contents, rather than by the
words of a control. Each function answers with elements of the snapshot, or nothing, and never guesses:
RuleBrain decides what to do with the answer.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import replace

from plainwright.model import ActionKind
from plainwright.observe.snapshot import Element, PageSnapshot
from plainwright.understand.intent import Intent
from plainwright.understand.scoring import context_fit, holds_words
from plainwright.understand.text import canonical, tokens
from plainwright.understand.vocabulary import VOCABULARY, words

K = ActionKind
_POSITIONS = re.compile(r"\[\d+\]")
_SLOT_ROLES = {"button", "option", "radio", "gridcell", "link"}
_TIME = re.compile(r"\d{1,2}[:.]\d{2}")
_DAY = re.compile(r"\b\d{1,2}\b")
_ORDINAL_WORD = re.compile(rf"^(?:{words('ordinals')})\s+")
_FREE = re.compile(rf"^(?:{words('free')})\s+", re.IGNORECASE)
_MENUS = {"nav", "header", "footer", "aside"}
_COUNTER = re.compile(r"\d[\d,.]*\s+\w+")
# a pager's links ("1", "2", "»", "Next") are no items of a list of results
_PAGER = re.compile(rf"\d{{1,3}}|[«»‹›<>←→]+|{words('pager_words')}", re.IGNORECASE)


def _names_its_item(link: Element) -> bool:
    """A title: the heading it sits in, or the first words of the item around it ("Add dark mode ... bug #1481")."""
    name = canonical(link.name)
    if canonical(link.context.get("heading", "")) == name:
        return True
    return any(canonical(link.context.get(key, "")).startswith(name) for key in ("group", "row"))


def _item_list(snapshot: PageSnapshot, noun: str) -> list[Element]:
    """The page's repeated items a noun names, in document order: "result", "issue" -> links; "time slot" ->
    controls showing a time; "day" -> controls showing a day number.

    Items are built alike (the same path but for the positions), outside the page's menus and bars, each
    with a name of its own; where some links are titles of their items, only those (an issue row's title, not
    its labels or author). Counters ("42 Open", "12 comments") are no items. The largest such set wins, then
    the one with the longer names.
    """
    roles, shows = ({"link"}, None) if noun in VOCABULARY.result_nouns else (
        _SLOT_ROLES, _TIME if noun in VOCABULARY.time_nouns else _DAY)
    alike: dict[tuple[str, str], list[Element]] = defaultdict(list)
    for element in snapshot.elements:
        if element.role not in roles or not element.is_visible or _MENUS & element.context.keys() \
                or _COUNTER.fullmatch(element.name):
            continue
        if shows is not None and (not shows.search(element.name) or (shows is _DAY and _TIME.search(element.name))):
            continue
        alike[(element.frame, _POSITIONS.sub("", element.xpath))].append(element)
    lists = []
    for links in alike.values():
        titles = [link for link in links if _names_its_item(link)]
        links = titles if len(titles) > 1 and shows is None else links
        if len(links) > 1 and len({canonical(link.name) for link in links}) == len(links) \
                and not (shows is None and all(_PAGER.fullmatch(link.name.strip()) for link in links)):
            lists.append(links)
    if not lists:
        return []
    return max(lists, key=lambda links: (len(links), sum(len(link.name) for link in links) / len(links)))


def items_named_by(intent: Intent, snapshot: PageSnapshot) -> list[Element]:
    """The items the intent's noun names ("the first available time slot"), in the place it says; [] if none."""
    nouns = VOCABULARY.result_nouns | VOCABULARY.time_nouns | VOCABULARY.day_nouns
    said = _FREE.sub("", _ORDINAL_WORD.sub("", canonical(intent.phrase)))  # "first available time slot"
    noun = next((word for words in (canonical(intent.target), said) for word in (words, words.removesuffix("s"))
                 if word in nouns), None)
    if noun is None:
        return []
    items = [item for item in _item_list(snapshot, noun) if context_fit(intent.context, item) > 0.4
             or (intent.context or "").lower() in ("list", "liste")]
    if _FREE.search(_ORDINAL_WORD.sub("", canonical(intent.phrase))) or _FREE.match(intent.target):
        items = [item for item in items if not item.disabled]
    return items


def nth_item(intent: Intent, snapshot: PageSnapshot) -> Element | None:
    """"Click the second result", "the first card in the Done column": the n-th of the page's items."""
    if intent.ordinal is None:
        return None
    return _at(items_named_by(intent, snapshot), intent.ordinal)


def _at(found: list[Element], ordinal: int) -> Element | None:
    """The ordinal-th of found (1 the first, -1 the last), or None when there are not that many."""
    position = ordinal - 1 if ordinal > 0 else len(found) + ordinal
    return found[position] if 0 <= position < len(found) else None


_ITEM_ALONE = re.compile(rf"(?:(?:{words('articles')})\s+)?(?:{words('item_nouns')})", re.IGNORECASE)
TICKS = {K.CHECK, K.UNCHECK, K.ASSERT_CHECKED, K.ASSERT_UNCHECKED, K.SELECT}
_NAMED_ITEM = re.compile(rf"^(?:{words('item_nouns')})\s+(?:(?:{words('item_of')})\s+)?(?P<lead>.+)$"
                         rf"|^(?P<tail>.+?)\s+(?:{words('item_nouns')})$", re.IGNORECASE)


def item_checkbox(intent: Intent, snapshot: PageSnapshot) -> Element | None:
    """"Select the email from Stripe", "Tick the second post": the checkbox on that item's row."""
    if intent.kind not in TICKS:
        return None
    if intent.ordinal is not None:
        if (item := _at(items_named_by(intent, snapshot), intent.ordinal)) is None:
            return None
        same = [e for e in snapshot.elements if e.role == "checkbox" and e.is_visible and any(
            item.context.get(key) and e.context.get(key) == item.context[key] for key in ("row", "group"))]
        if len(same) == 1:
            return same[0]
        words = item.name
    elif intent.value and _ITEM_ALONE.fullmatch(intent.value):  # "Select the email from Stripe"
        words = intent.target
    elif intent.value and intent.role == "checkbox":  # "Select the checkbox of the run "xgb-depth-6"": a record
        words = intent.value
    elif intent.role == "checkbox" and intent.target and not any(
            e.role == "checkbox" and canonical(e.name) == canonical(intent.target) for e in snapshot.elements):
        words = intent.target  # "Tick the checkbox "xgb-depth-6"" where no checkbox is named so: the record's
    elif intent.value and _ITEM_ALONE.fullmatch(intent.target):  # "Select the post "Hello world!""
        words = intent.value
    elif match := _NAMED_ITEM.match(intent.target):
        words = match.group("lead") or match.group("tail")
    else:
        return None
    boxes = [e for e in snapshot.elements if e.role == "checkbox" and e.is_visible
             and any(holds_words(v, words) for k, v in e.context.items() if k != "heading")]
    return boxes[0] if len(boxes) == 1 else None


def nth_in_section(intent: Intent, snapshot: PageSnapshot) -> Element | None:
    """"Click the second popular destination": the n-th link or button of the section whose title says so."""
    wanted = tokens(intent.target)
    inside = [e for e in snapshot.elements if e.is_interactive and e.is_usable and e.role in ("link", "button")
              and any(wanted <= tokens(e.context.get(key, "")) for key in ("section", "heading"))]
    if intent.ordinal is None or not wanted or len({canonical(e.name) for e in inside}) != len(inside):
        return None
    return _at(inside, intent.ordinal)


def named_items(intent: Intent, snapshot: PageSnapshot) -> list[Element]:
    """"the email "Q4 roadmap review"", "the email from Priya Shah": the item links whose item shows the words."""
    match = _NAMED_ITEM.match(intent.target)
    if match is None:
        return []
    noun = intent.target[: match.start("lead")].split()[0] if match.group("lead") else intent.target.split()[-1]
    want = match.group("lead") or match.group("tail")
    items = items_named_by(replace(intent, target=noun, context=None), snapshot)
    return [item for item in items if any(holds_words(text, want) for text in
                                          (item.name, item.context.get("row", ""), item.context.get("group", "")))]
