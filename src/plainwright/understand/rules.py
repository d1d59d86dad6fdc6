"""RuleBrain: the offline, deterministic brain. Asks its strategies in order what a clause means on a page.

It reports `ambiguous_step` when the two best candidates are too close to call and `element_not_found`
(with the closest candidates) when nothing fits well enough, rather than guessing.
"""

from __future__ import annotations

from dataclasses import replace

from plainwright.errors import ElementNotFound, StepError, UnsupportedStep
from plainwright.model import Action, ActionKind
from plainwright.observe.snapshot import PageSnapshot
from plainwright.understand import qualities
from plainwright.understand.accounting import left_over
from plainwright.understand.brains import Decision
from plainwright.understand.intent import Clause, Intent
from plainwright.understand.ranking import describe_target, explain, wanted
from plainwright.understand.ruler import Ruler
from plainwright.understand.scoring import KIND_ROLES
from plainwright.understand.strategies import Ask, Strategy, default_strategies, verb_as_name
from plainwright.understand.text import canonical

K = ActionKind
# Kinds that never name an element, and kinds that name one only when the step gives a target.
_ALWAYS_PAGE = {K.NAVIGATE, K.RELOAD, K.GO_BACK, K.GO_FORWARD, K.ASSERT_TEXT, K.ASSERT_NO_TEXT, K.ASSERT_TITLE,
                K.ASSERT_URL, K.ASSERT_COUNT, K.ACCEPT_DIALOG, K.DISMISS_DIALOG, K.SWITCH_TAB, K.CLOSE_TAB}
_OPTIONAL_TARGET = {K.PRESS, K.SCROLL, K.WAIT, K.FILL}
NO_TARGET = _ALWAYS_PAGE | _OPTIONAL_TARGET  # kinds that can be done without an element

__all__ = ["KIND_ROLES", "NO_TARGET", "RuleBrain", "needs_snapshot"]


def is_page_level(intent: Intent) -> bool:
    """Whether the intent acts on the page as a whole rather than on one element."""
    if intent.otherwise is not None:  # "confirm": a browser dialog, or else a button of the page
        return False
    if intent.kind in (K.ASSERT_TEXT, K.ASSERT_NO_TEXT) and intent.ordinal is not None:
        return False  # "the first row no longer shows X": the words at a position of the page's list
    if intent.kind in _ALWAYS_PAGE:
        return True
    if intent.kind is K.WAIT and intent.value is not None:
        return True
    return intent.kind in _OPTIONAL_TARGET and not intent.target and not intent.names_a_kind \
        and not intent.refers_back and not intent.context  # "In the dialog, type ...": a field in that place


def needs_snapshot(clause: Clause) -> bool:
    """Whether deciding the clause needs to look at the page's elements."""
    return clause.intent is None or not is_page_level(clause.intent)


def _in_modal(snapshot: PageSnapshot) -> PageSnapshot | None:
    """The elements of the open modal dialog (`aria-modal`), or None when none is shown."""
    if not any(element.role in ("dialog", "alertdialog") and element.attrs.get("aria-modal") == "true"
               and element.is_visible for element in snapshot.elements):
        return None
    inside = [element for element in snapshot.elements if element.context.get("dialog") is not None]
    return replace(snapshot, elements=inside) if inside else None


def _ordinal_in_name(intent: Intent, snapshot: PageSnapshot) -> Intent:
    """"the Last name field" names a field, not the last "name", and "Second page" is a link's name: a name on
    the page that holds the words wins."""
    if intent.ordinal is None:
        return intent
    target, phrase = canonical(intent.target), canonical(intent.phrase)
    if not phrase:  # "the first row has accuracy 0.91": no name to find the words in
        return intent
    for element in snapshot.elements:
        name = canonical(element.name)
        if element.is_usable and (name == phrase or (name != target and name.endswith(" " + target)
                                  and phrase.startswith(name))):
            return replace(intent, target=element.name, ordinal=None)
    return intent


class RuleBrain:
    """Decides offline, by rules, what a clause means on a snapshot. Same page and sentence, same answer.

    `RuleBrain(strategies=...)` takes another registry (see `strategies.default_strategies`).
    """

    name = "rules"

    def __init__(self, strategies: Ruler[Strategy] | None = None) -> None:
        self.strategies = strategies if strategies is not None else default_strategies()

    async def decide(self, clause: Clause, snapshot: PageSnapshot) -> Decision:
        return Decision(self.resolve(clause, snapshot))

    def resolve(self, clause: Clause, snapshot: PageSnapshot) -> Action:
        """The Action for the clause on this snapshot, or a StepError saying why there is none."""
        action = self._resolve(clause, snapshot)
        if unused := left_over(clause, action, snapshot):
            said = " and ".join(repr(words) for words in unused)
            raise UnsupportedStep(
                f"{clause.text!r} would {action.kind.value.replace('_', ' ')} "
                f"{snapshot.by_index[action.element].describe() if action.element is not None else 'the page'}"
                f" but leave {said} unused; a step must not pass having ignored part of what it says.",
                sentence=clause.text, hint_for_llm="do everything the step says, or answer none")
        return action

    def _resolve(self, clause: Clause, snapshot: PageSnapshot) -> Action:
        intent = clause.intent
        if intent is None:
            resolve = lambda again: self._ask(again, clause, snapshot)  # noqa: E731
            if guessed := verb_as_name(clause.text, snapshot, resolve):
                return guessed.model_copy(update={"strategy": f"verb as name > {guessed.strategy or 'words'}"})
            raise UnsupportedStep(f"The rule brain does not understand {clause.text!r}.", sentence=clause.text,
                                  hint_for_llm="rephrase as one action, e.g. 'Click the Save button'")
        if intent.otherwise is not None:  # the step runner keeps this for a browser dialog that opened
            return self._resolve(Clause(text=clause.text, intent=intent.otherwise), snapshot)
        if is_page_level(intent):
            return Action(kind=intent.kind, value=intent.value, target=intent.target or None, exact=intent.exact,
                          context=intent.context, strategy="page")
        return self._ask(intent, clause, snapshot)

    def _ask(self, intent: Intent, clause: Clause, snapshot: PageSnapshot) -> Action:
        """Ask every strategy in turn; the first answer wins, else the reason `by words` found nothing. While a
        modal dialog is open, an action is looked for in it first: what is behind it a person cannot reach."""
        if not intent.kind.is_assertion and not intent.context and (inside := _in_modal(snapshot)) is not None:
            try:
                return self._ask_on(intent, clause, inside)
            except StepError:
                pass
        return self._ask_on(intent, clause, snapshot)

    def _ask_on(self, intent: Intent, clause: Clause, snapshot: PageSnapshot) -> Action:
        intent = _ordinal_in_name(intent, snapshot)
        if intent.screen is not None:  # "the menu at the top right": only what is drawn there
            snapshot = intent.screen.within(snapshot)
        if intent.qualities:  # "the new empty "Member name" field": only fields that are so
            snapshot = qualities.within(snapshot, intent.qualities)
        ask = Ask(clause=clause, snapshot=snapshot, resolve=lambda again: self._ask(again, clause, snapshot))
        for name, strategy in self.strategies:
            if (action := strategy(intent, ask)) is not None:
                return action if action.strategy else action.model_copy(update={"strategy": name})
        missed = ask.missed or ElementNotFound(f"No element on the page fits {describe_target(intent)} in "
                                               f"{clause.text!r}.", sentence=clause.text)
        said, hint, suggestion = missed.message.partition(" If you mean")
        raise ElementNotFound(f"{said} Understood: {explain(intent)}.{hint}{suggestion}",
                              sentence=clause.text, candidates=missed.candidates, hint_for_llm=missed.hint_for_llm,
                              expected=missed.expected or wanted(intent), actual=missed.actual)
