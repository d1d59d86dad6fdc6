"""RuleBrain: the offline, deterministic brain. Ranks the snapshot's elements against a clause's intent.

It reports `ambiguous_step` when the two best candidates are too close to call and `element_not_found`
(with the closest candidates) when nothing fits well enough, rather than guessing.
"""

from __future__ import annotations

from dataclasses import dataclass

from plainwright.errors import AmbiguousStep, ElementNotFound, UnsupportedStep
from plainwright.model import Action, ActionKind
from plainwright.observe.snapshot import Element, PageSnapshot
from plainwright.understand.brains import Decision
from plainwright.understand.grammar import Clause, Intent
from plainwright.understand.text import canonical, split_identifier, tokens

FILLABLE = {"textbox", "searchbox", "combobox", "spinbutton", "slider"}
CHECKABLE = {"checkbox", "radio", "switch", "menuitemcheckbox", "menuitemradio"}
SELECTABLE = {"combobox", "listbox"}
KIND_ROLES: dict[ActionKind, set[str]] = {
    ActionKind.FILL: FILLABLE, ActionKind.CLEAR: FILLABLE,
    ActionKind.SELECT: SELECTABLE, ActionKind.CHECK: CHECKABLE, ActionKind.UNCHECK: CHECKABLE,
}
NO_TARGET = {ActionKind.NAVIGATE, ActionKind.PRESS, ActionKind.WAIT, ActionKind.ASSERT_TEXT,
             ActionKind.ASSERT_NO_TEXT, ActionKind.ASSERT_TITLE, ActionKind.ASSERT_URL}
MIN_SCORE = 0.5


def needs_snapshot(clause: Clause) -> bool:
    """Whether deciding the clause needs to look at the page's elements."""
    return clause.intent is None or clause.intent.kind not in NO_TARGET
TIE_MARGIN = 0.06


@dataclass(slots=True)
class Scored:
    element: Element
    score: float


def _texts(element: Element) -> list[tuple[str, float]]:
    """The element's names with the weight a match on each deserves."""
    attrs = element.attrs
    found = [(element.name, 1.0), (element.label, 1.0), (element.placeholder, 0.95),
             (attrs.get("aria-label", ""), 0.95), (attrs.get("title", ""), 0.9), (element.text, 0.85),
             (attrs.get("alt", ""), 0.9), (split_identifier(attrs.get("id", "")), 0.7),
             (split_identifier(attrs.get("name", "")), 0.7), (attrs.get("data-testid", ""), 0.7)]
    if element.tag == "input" and attrs.get("type") in ("submit", "button"):
        found.append((element.value, 1.0))
    return [(text, weight) for text, weight in found if text]


def match_score(phrase: str, text: str) -> float:
    """How well `text` on the page answers `phrase` from the step, 0..1."""
    want, have = canonical(phrase), canonical(text)
    if not want or not have:
        return 0.0
    if want == have:
        return 1.0
    if f" {want} " in f" {have} ":
        return 0.9 * (0.6 + 0.4 * len(want) / len(have))
    if f" {have} " in f" {want} ":
        return 0.75 * len(have) / len(want)
    want_tokens, have_tokens = tokens(phrase), tokens(text)
    if not want_tokens or not have_tokens:
        return 0.0
    common = want_tokens & have_tokens
    return 0.7 * len(common) / len(want_tokens | have_tokens)


def _role_fit(intent: Intent, element: Element) -> float:
    """A multiplier: does the element's role suit the verb and the role the step names?"""
    allowed = KIND_ROLES.get(intent.kind)
    role = element.role
    if allowed is not None and role not in allowed and not (element.tag == "textarea" and intent.kind in (
            ActionKind.FILL, ActionKind.CLEAR)) and "contenteditable" not in element.attrs:
        return 0.0
    if intent.role is None:
        return 1.0 if element.is_interactive else 0.6
    if intent.role == role or (intent.role == "textbox" and role in FILLABLE) \
            or (intent.role == "button" and element.tag == "button"):
        return 1.15
    if intent.role == "combobox" and element.tag == "select":
        return 1.15
    return 0.7


def _context_fit(intent: Intent, element: Element) -> float:
    if not intent.context:
        return 1.0
    return 1.2 if any(match_score(intent.context, value) >= 0.6 for value in element.context.values()) else 0.4


def score(intent: Intent, element: Element) -> float:
    """The element's fit for the intent, 0..~1.4."""
    fit = _role_fit(intent, element)
    if fit == 0.0:
        return 0.0
    best = max((match_score(intent.target, text) * weight for text, weight in _texts(element)), default=0.0)
    visibility = 1.0 if element.is_usable else (0.5 if element.is_visible else 0.2)
    return best * fit * visibility * _context_fit(intent, element)


def _closest(ranked: list[Scored]) -> list[str]:
    """The three best candidates; when nothing scored, the first usable interactive elements."""
    best = [s for s in ranked[:3] if s.score > 0] or [s for s in ranked if s.element.is_interactive
                                                       and s.element.is_usable][:3]
    return [f"[{s.element.index}] {s.element.describe()}" for s in best]


def _pick(intent: Intent, ranked: list[Scored], sentence: str) -> Scored:
    best = ranked[0]
    if best.score < MIN_SCORE:
        raise ElementNotFound(
            f"No element on the page fits {intent.target!r} in {sentence!r}.", sentence=sentence,
            candidates=_closest(ranked), hint_for_llm="choose the element that best fits, or none")
    tied = [s for s in ranked if best.score - s.score < TIE_MARGIN]
    if intent.ordinal is not None:
        group = sorted((s for s in ranked if best.score - s.score < 0.2), key=lambda s: s.element.index)
        position = intent.ordinal - 1 if intent.ordinal > 0 else len(group) + intent.ordinal
        if not 0 <= position < len(group):
            raise ElementNotFound(f"There is no {intent.ordinal}. {intent.target!r} on the page ({len(group)} found).",
                                  sentence=sentence, candidates=_closest(group))
        return group[position]
    if len(tied) > 1:
        raise AmbiguousStep(
            f"{len(tied)} elements fit {intent.target!r} about equally well in {sentence!r}; "
            "say which one (e.g. 'the second ...' or '... in the <section>').",
            sentence=sentence, candidates=_closest(tied))
    return best


class RuleBrain:
    """Decides offline, by rules, what a clause means on a snapshot. Same page and sentence, same answer."""

    name = "rules"

    async def decide(self, clause: Clause, snapshot: PageSnapshot) -> Decision:
        return Decision(self.resolve(clause, snapshot))

    def resolve(self, clause: Clause, snapshot: PageSnapshot) -> Action:
        """The Action for the clause on this snapshot, or a StepError saying why there is none."""
        intent = clause.intent
        if intent is None:
            raise UnsupportedStep(f"The rule brain does not understand {clause.text!r}.", sentence=clause.text,
                                  hint_for_llm="rephrase as one action, e.g. 'Click the Save button'")
        if intent.kind in NO_TARGET:
            return Action(kind=intent.kind, value=intent.value, exact=intent.exact)
        ranked = sorted((Scored(e, score(intent, e)) for e in snapshot.elements),
                        key=lambda s: (-s.score, s.element.index))
        if not ranked:
            raise ElementNotFound(f"The page has no elements to match {clause.text!r}.", sentence=clause.text)
        chosen = _pick(intent, ranked, clause.text)
        return Action(kind=intent.kind, element=chosen.element.index, value=intent.value, target=intent.target,
                      exact=intent.exact, confidence=min(1.0, chosen.score))
