"""Ranking a snapshot's elements against an intent's words, and picking one: the scorer's side of the brain.

`choose` ranks every element with `scoring.score` and picks the best when it is clearly best: it raises
`ElementNotFound` (with the closest candidates) when nothing fits well enough and `AmbiguousStep` when the top
candidates are too close to call, rather than guessing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from urllib.parse import unquote, urlsplit

from plainwright.errors import AmbiguousStep, ElementNotFound
from plainwright.model import ActionKind as K
from plainwright.observe.snapshot import Element, PageSnapshot
from plainwright.understand.intent import Intent
from plainwright.understand.scoring import context_fit, literal_score, role_fit, score, suits_kind
from plainwright.understand.text import canonical, tokens
from plainwright.understand.vocabulary import VOCABULARY

MIN_SCORE = 0.5
TIE_MARGIN = 0.06
ORDINAL_BAND = 0.2


@dataclass(slots=True)
class Scored:
    element: Element
    score: float


def listed(elements: list[Element]) -> list[str]:
    """The first three elements as an error lists its candidates: `[12] button "Save"`."""
    return [f"[{e.index}] {e.describe()}" for e in elements[:3]]


def closest(ranked: list[Scored], intent: Intent | None = None) -> list[str]:
    """The three best candidates, each with why it lost when `intent` is given; when nothing scored, the
    first usable interactive elements."""
    best = [s for s in ranked[:3] if s.score > 0] or [s for s in ranked if s.element.is_interactive
                                                       and s.element.is_usable][:3]
    if intent is None:
        return listed([s.element for s in best])
    return [f"[{s.element.index}] {s.element.describe()}{_why_not(intent, s.element)}" for s in best[:3]]


def _why_not(intent: Intent, element: Element) -> str:
    """` (words missing: pdf; not in 'Billing')`: what kept an element from fitting the step."""
    reasons = []
    if not suits_kind(intent.kind, element):
        reasons.append(f"a {element.role or element.tag} cannot be {intent.kind.value.replace('_', ' ')}ed")
    elif intent.role and role_fit(intent, element) < 1.0:
        reasons.append(f"is a {element.role or element.tag}, not a {intent.role}")
    shown = set().union(*(tokens(text) for text in (element.name, element.label, element.placeholder, element.text)))
    if missing := sorted(tokens(intent.target) - shown):
        reasons.append(f"words missing: {' '.join(missing)}")
    if intent.context and context_fit(intent.context, element) <= 0.4:
        reasons.append(f"not in {intent.context!r}")
    if not element.is_usable:
        reasons.append("hidden" if not element.is_visible else "covered")
    return f" ({'; '.join(reasons)})" if reasons else ""


def _suggestion(intent: Intent, best: Scored) -> str:
    """One phrasing that would work, when the closest candidate came near: `Click the "Export" button`."""
    element = best.element
    if best.score < 0.25 or not element.name or not suits_kind(intent.kind, element) or intent.kind.is_assertion:
        return ""
    verb = {"fill": f'Type "{intent.value}" into', "select": f'Select "{intent.value}" from' if intent.value
            else "Select"}.get(intent.kind.value, intent.kind.value.replace("_", "-").capitalize())
    return f' If you mean the closest, say: {verb} the "{element.name}" {element.role or element.tag}.'


def _thing(intent: Intent) -> str:
    """The element the intent's words name: `a button named 'Export to PDF' in 'Billing'`."""
    what = {"textbox": "field", "combobox": "drop-down"}.get(intent.role or "",
                                                             intent.role or intent.family or "element")
    what = " ".join([*sorted(intent.qualities), what])
    said = f"the {intent.ordinal}. {what}" if intent.ordinal else f"{'an' if what[0] in 'aeiou' else 'a'} {what}"
    if intent.target:
        said += f" named {intent.target!r}"
    if intent.context:
        said += f" {intent.relation.value} {intent.context!r}"
    if intent.screen is not None:
        said += f" at {intent.screen}"
    return said


def explain(intent: Intent) -> str:
    """The intent in words: `click a button named 'Export to PDF' in 'Billing'`."""
    said = f"{intent.kind.value.replace('_', ' ')} {_thing(intent)}"
    return said + (f" with {intent.value!r}" if intent.value is not None else "")


def wanted(intent: Intent) -> str:
    """What a step that found no element expected: `a button named 'Export to PDF' to click`."""
    doing = "to check" if intent.kind.is_assertion else f"to {intent.kind.value.replace('_', ' ')}"
    return f"{_thing(intent)} {doing}"


def _place(element: Element) -> str:
    """` in 'Billing'`: the heading, section, form or dialog an element sits in, as the snapshot saw it."""
    for key in ("heading", "section", "dialog", "form", "fieldset", "row"):
        if place := element.context.get(key):
            return f" in {place!r}"
    return ""


def found_instead(ranked: list[Scored], intent: Intent) -> str:
    """What a step that found no element found: `none fits; the closest is link "Export" (words missing: pdf)`."""
    best = next((s for s in ranked[:1] if s.score > 0), None)
    if best is None:
        offered = [s.element for s in ranked if s.element.is_interactive and s.element.is_usable][:3]
        return "nothing on the page comes close" + (
            f"; it offers {', '.join(e.describe() for e in offered)}" if offered else "")
    return f"none fits; the closest is {best.element.describe()}{_place(best.element)}{_why_not(intent, best.element)}"


def all_fit(elements: list[Element]) -> str:
    """What an ambiguous step found: `2 fit about equally well: button "Save" in 'Billing', button "Save" ...`."""
    shown = ", ".join(f"{e.describe()}{_place(e)}" for e in elements[:3])
    return f"{len(elements)} fit about equally well: {shown}{', ...' if len(elements) > 3 else ''}"


def describe_target(intent: Intent) -> str:
    words = intent.target or intent.role or intent.family or "an element"
    return f"{words!r} {'in ' + repr(intent.context) if intent.context else ''}".strip()


def _innermost(tied: list[Scored]) -> list[Scored]:
    """Drop a candidate that wraps another tied one (an <li onclick> around its <a>): the inner one is meant."""
    def wraps(outer: Element, inner: Element) -> bool:
        return outer.frame == inner.frame and inner.xpath.startswith(outer.xpath + "/")
    return [s for s in tied if not any(wraps(s.element, o.element) for o in tied if o is not s)]


def _one_control(tied: list[Scored]) -> list[Scored]:
    """A custom drop-down is a combobox and the listbox it opens, both named alike: one control, not two."""
    boxes = {canonical(s.element.name) for s in tied if s.element.role == "combobox"}
    return [s for s in tied if not (s.element.role == "listbox" and canonical(s.element.name) in boxes)]


def _same_place(tied: list[Scored], intent: Intent) -> bool:
    """Whether the candidates are all links to one address (the header's and the footer's "Pricing"). Unless the
    step names where to go, links to a fragment of this page or to a script are not one: scripts tell them apart
    ("#report" under each review)."""
    hrefs = {_address(s.element.attrs.get("href", "")) if s.element.role == "link" else "" for s in tied}
    if len(hrefs) != 1 or "" in hrefs:
        return False
    return intent.destination or not next(iter(hrefs)).startswith(("#", "javascript:"))


def _address(href: str) -> str:
    """Where a link leads, as a browser resolves it on this site: "/Processes/Release Checklist" and
    "/Processes/Release%20Checklist" are one page, so are "/docs/" and "/docs"."""
    href = href.strip()
    parts = urlsplit(unquote(href))
    if not href or href.startswith("#") or parts.scheme not in ("", "http", "https"):
        return href
    path = parts.netloc + (parts.path.rstrip("/") or "/")
    return path + (f"?{parts.query}" if parts.query else "") + (f"#{parts.fragment}" if parts.fragment else "")


def _in_the_form_at_work(tied: list[Scored], ranked: list[Scored]) -> Scored | None:
    """"Click Login" just after typing into the login form, where the page's header has a Login link too: the
    one in the form that holds the field with the focus (the one the steps are filling in)."""
    focused = next((s.element for s in ranked if s.element.focused), None)
    form = _form_of(focused) if focused is not None else None
    if form is None:
        return None
    in_form = [s for s in tied if _form_of(s.element) == form]
    return in_form[0] if len(in_form) == 1 else None


def _the_record_itself(tied: list[Scored], intent: Intent) -> Scored | None:
    """"+ for "Weekend pass"" beside a look-alike card "Weekend pass (reduced)": both are keyed by the record, one
    with a note; the one whose row or card key is the record exactly is the one meant. A row clicked by its
    record's name likewise."""
    want = canonical(intent.context or "")
    own = [s for s in tied if want and canonical(s.element.context.get("row_key")
                                                 or s.element.context.get("group_key", "")) == want]
    if not intent.context and intent.target:  # "Open "Desk Lamp"": the row keyed so, not "Desk Lamp Pro"'s
        own = [s for s in tied if s.element.role == "row"
               and canonical(s.element.context.get("row_key", "")) == canonical(intent.target)]
    return own[0] if len(own) == 1 else None


def _named_as_written(tied: list[Scored], intent: Intent) -> Scored | None:
    """"Go to the Authors collection", where a form's field is labelled "Author": the words matched both by their
    stem, and the one candidate whose name the step writes as it is written is meant."""
    said = set(_WORD.findall(f"{intent.target} {intent.phrase or ''}".casefold()))  # ("Search again": both read)
    written = [s for s in tied if (name := set(_WORD.findall(s.element.name.casefold()))) and name <= said]
    return written[0] if len(written) == 1 else None


_WORD = re.compile(r"[^\W_]+")


def _form_of(element: Element) -> str | None:
    """The form an element stands in, by its name or, for a form with none, its place among the page's forms."""
    form = element.context.get("form") or element.context.get("form_ref")
    return f"{element.frame}|{form}" if form else None


def rank(intent: Intent, snapshot: PageSnapshot) -> list[Scored]:
    ranked = [Scored(e, max(score(intent, e), literal_score(intent, e))) for e in snapshot.elements]
    ranked.sort(key=lambda s: (-s.score, s.element.index))
    return ranked


def pick(intent: Intent, ranked: list[Scored], sentence: str) -> Scored:
    """The best candidate, the n-th of the close ones for an ordinal, or an error saying why there is none."""
    best = ranked[0]
    if best.score < MIN_SCORE:
        raise ElementNotFound(
            f"No element on the page fits {describe_target(intent)} in {sentence!r}.{_suggestion(intent, best)}",
            sentence=sentence, candidates=closest(ranked, intent), expected=wanted(intent),
            actual=found_instead(ranked, intent), hint_for_llm="choose the element that best fits, or none")
    if intent.ordinal is not None:
        # "the third button" counts buttons: a link near in score is no button unless the best is no button either
        kind_named = intent.role is not None and role_fit(intent, best.element) >= 1.0
        group = sorted((s for s in ranked if best.score - s.score < ORDINAL_BAND
                        and (not kind_named or role_fit(intent, s.element) >= 1.0)), key=lambda s: s.element.index)
        group = _innermost(group)
        position = intent.ordinal - 1 if intent.ordinal > 0 else len(group) + intent.ordinal
        if not 0 <= position < len(group):
            counted = intent.target or intent.role or "element"
            raise ElementNotFound(f"There is no {intent.ordinal}. {counted!r} on the page ({len(group)} found).",
                                  sentence=sentence, candidates=closest(group), expected=wanted(intent),
                                  actual=f"there {'is' if len(group) == 1 else 'are'} {len(group)}")
        return group[position]
    tied = _one_control(_innermost([s for s in ranked if best.score - s.score < TIE_MARGIN]))
    if len(tied) > 1 and (intent.destination or intent.kind is K.CLICK) and _same_place(tied, intent):
        # the sidebar's and the dashboard's "Account": clicking either does the same
        return min(tied, key=lambda s: (not s.element.is_usable, s.element.index))
    if len(tied) > 1 and (meant := _in_the_form_at_work(tied, ranked) or _the_record_itself(tied, intent)
                          or _named_as_written(tied, intent)):
        return meant
    if len(tied) > 1:
        raise AmbiguousStep(
            f"{len(tied)} elements fit {describe_target(intent)} about equally well in {sentence!r}; "
            "say which one (e.g. 'the second ...' or '... in the <section>').",
            sentence=sentence, candidates=closest(tied), expected=f"one {wanted(intent).partition(' ')[2]}",
            actual=all_fit([s.element for s in tied]))
    return tied[0]


def choose(intent: Intent, snapshot: PageSnapshot, sentence: str) -> Scored:
    """The element the intent's words name. A place named by a common word that nothing on the page says
    ("the next month in the calendar") is left out; a named place that is missing ("the row for Zoe") counts."""
    if not snapshot.elements:
        raise ElementNotFound(f"The page has no elements to match {sentence!r}.", sentence=sentence,
                              expected=wanted(intent), actual="the page has no elements")
    intent = without_unnamed_place(intent, snapshot)
    return pick(intent, rank(intent, snapshot), sentence)


def without_unnamed_place(intent: Intent, snapshot: PageSnapshot) -> Intent:
    """The intent without its place when that place is only words for a kind of place ("in the breadcrumb",
    "in the calendar") and nothing on the page says them; a named place ("the row for Zoe") stays."""
    if intent.context and tokens(intent.context) <= VOCABULARY.generic_places | VOCABULARY.kind_nouns \
            and not any(context_fit(intent.context, e) > 0.4 for e in snapshot.elements):
        return replace(intent, context=None)
    return intent
