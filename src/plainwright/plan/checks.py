"""How the goal loop verifies that a step did what it was proposed for, on the page after it.

A step that passed only says its action was done; a check says whether the page changed as the step meant: the
field holds the value, the address or the page changed, the login form is gone. A check also says when the page
shows that the step's task is complete (`Verdict.completes`): a task of a goal is done only on such evidence.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol
from urllib.parse import parse_qsl, urlsplit

from plainwright.model import StepResult
from plainwright.plan.inventory import Control, Inventory
from plainwright.plan.vocabulary import goal_word_set

_TEXT_TYPES = frozenset({"text", "email", "search", "tel", "url", "textarea", ""})


@dataclass(frozen=True, slots=True)
class Observation:
    """The page as the loop saw it: what it offers, and its visible text (to see that it changed)."""

    inventory: Inventory
    text: str

    @property
    def url(self) -> str:
        return self.inventory.url

    @property
    def address(self) -> str:
        """The page's address without an anchor ("/newticket#ticket" is the page "/newticket" scrolled), but with
        a route an application keeps in its fragment ("#/customers/5")."""
        base, _, fragment = self.url.partition("#")
        return self.url if fragment.startswith(("/", "!")) else base

    def new_lines(self, before: Observation) -> list[str]:
        """The lines of text this page shows that `before` did not."""
        old = set(before.text.splitlines())
        return [line.strip() for line in self.text.splitlines() if line.strip() and line not in old]


@dataclass(frozen=True, slots=True)
class Verdict:
    ok: bool
    message: str
    completes: bool = False


def changed(before: Observation, after: Observation) -> str | None:
    """What changed between two observations, in words, or None."""
    if after.url != before.url:
        return f"the address changed to {after.url}"
    if after.inventory.fingerprint != before.inventory.fingerprint:
        return "the page shows other controls"
    if after.text != before.text:
        return "the page's text changed"
    return None


class Check(Protocol):
    """Judges a step on the page after it. `expects_change`: the loop waits a moment for the page to change."""

    @property
    def expects_change(self) -> bool: ...

    def judge(self, before: Observation, after: Observation, step: StepResult) -> Verdict: ...


def _touched(step: StepResult, control: Control) -> bool:
    """Whether the step's action was done to the control it was proposed for."""
    name = control.label if control.page_name is None else control.page_name
    return any(action.element is not None and action.element.name == name for action in step.actions)


@dataclass(frozen=True, slots=True)
class Holds:
    """A field holds the value typed, chosen or ticked; `completes` when it was the last its task needed."""

    control: Control
    value: str
    checked: bool | None = None  # for a checkbox or a radio button: the state it must have
    completes: bool = False
    expects_change: bool = False

    def judge(self, before: Observation, after: Observation, step: StepResult) -> Verdict:
        label = self.control.label
        if not _touched(step, self.control):
            return Verdict(False, f'the step did not act on the "{label}" field')
        now = after.inventory.find(self.control)
        if now is None or self.control.secret:  # gone with a navigation, or a value the page does not show
            return Verdict(True, f'"{label}" was filled', self.completes)
        if self.checked is not None and now.checked is not self.checked:
            return Verdict(False, f'"{label}" is {"not " if self.checked else ""}checked after the step')
        if self.checked is None and self.control.input_type in _TEXT_TYPES | {"select"} and now.value != self.value:
            return Verdict(False, f'"{label}" holds "{now.value}", not "{self.value}"')
        return Verdict(True, f'"{label}" holds the value', self.completes)


@dataclass(frozen=True, slots=True)
class Changes:
    """The page changed: another address, other controls, or other text."""

    what: str  # what the step was for, for the message: 'clicking "Save"'
    completes: bool = False
    expects_change: bool = True

    def judge(self, before: Observation, after: Observation, step: StepResult) -> Verdict:
        found = changed(before, after)
        if found is None:
            return Verdict(False, f"nothing on the page changed after {self.what}")
        return Verdict(True, found, self.completes)


@dataclass(frozen=True, slots=True)
class LeavesLogin:
    """After submitting a login form, the password field is gone: the page let the user in."""

    password: Control
    expects_change: bool = True

    def judge(self, before: Observation, after: Observation, step: StepResult) -> Verdict:
        if after.inventory.find(self.password) is None and not any(c.secret for c in after.inventory.fields):
            return Verdict(True, f"logged in: the login form is gone ({changed(before, after) or 'same page'})", True)
        says = "; ".join(after.new_lines(before)[:2])
        return Verdict(False, "logging in did not work: the page still asks for the password"
                              + (f'; it says "{says}"' if says else ""))


def query_in_effect(query: str, box: Control, before: Observation, after: Observation, *,
                    sent: bool = True) -> str | None:
    """The evidence that a search for `query` ran, or None: a parameter of the address is the query, or the page
    changed and its search field still holds the query (after a step that `sent` it, or, for a field no button of
    its form sends, with the page's text changed besides: typing alone is what put it there) or its new text names
    it. Another address alone proves nothing: it may be the results of another query."""
    wanted = query.strip().casefold()
    if any(value.strip().casefold() == wanted for _, value in parse_qsl(urlsplit(after.url).query)):
        return f'the address carries the query "{query}"'
    if changed(before, after) is None:
        return None
    now = after.inventory.find(box)
    # (typing alone puts it there: then only a field no button sends, whose list narrowed as one typed)
    filters = after.text != before.text and not any(c.form == box.form for c in before.inventory.buttons if box.form)
    if (sent or filters) and now is not None and now.value.casefold() == wanted:
        return f'the search field holds "{query}" on the page after the search'
    if any(wanted in line.casefold() for line in after.new_lines(before)):
        return f'the page shows "{query}"'
    return None


@dataclass(frozen=True, slots=True)
class Leaves:
    """A control that ends a state (log out) was clicked: complete only when the page no longer offers it; a page
    that merely changed may still have the user logged in."""

    control: Control
    expects_change: bool = True

    def judge(self, before: Observation, after: Observation, step: StepResult) -> Verdict:
        found = changed(before, after)
        if found is None:
            return Verdict(False, f'nothing on the page changed after clicking "{self.control.label}"')
        if after.inventory.find(self.control) is not None:
            return Verdict(True, f'{found}, but the page still offers "{self.control.label}"')
        return Verdict(True, f'{found}; "{self.control.label}" is no longer offered', True)


def _reset(field: Control, before: Observation, after: Observation) -> bool:
    """The form was shown again emptied: the field filled before the step no longer holds its value."""
    filled, now = before.inventory.find(field), after.inventory.find(field)
    return filled is not None and now is not None and bool(filled.value) and now.value != filled.value


def refuses(text: str) -> bool:
    """The page's words say that something was refused ("Please correct the errors", „Pflichtfeld")."""
    lowered = text.casefold()
    return any(word in lowered for word in goal_word_set("refusal_words"))


@dataclass(frozen=True, slots=True)
class Saves:
    """A form was sent and taken: the page left it (another address, or the form is gone), or says something new
    that refuses nothing ("Customer added", "Thank you"); a record's form (`emptied`) must also be shown again
    emptied. New words that refuse ("This field is required") or none at all: not taken."""

    field: Control  # one field of the form that was filled
    what: str
    emptied: bool = True
    expects_change: bool = True

    def judge(self, before: Observation, after: Observation, step: StepResult) -> Verdict:
        if after.address != before.address or after.inventory.find(self.field) is None:
            return Verdict(True, f"{self.what}: the form was taken ({changed(before, after) or 'same page'})", True)
        says = "; ".join(after.new_lines(before)[:2])
        if says and not refuses(says) and (not self.emptied or _reset(self.field, before, after)):
            return Verdict(True, f'{self.what}: the form was taken; the page says "{says}"', True)
        return Verdict(False, f"{self.what} did not work: the page still shows the form"
                              + (f'; it says "{says}"' if says else " and says nothing new"))


@dataclass(frozen=True, slots=True)
class Typed:
    """A query typed into a search field; the task is complete when the page already shows its results."""

    control: Control
    query: str
    expects_change: bool = True

    def judge(self, before: Observation, after: Observation, step: StepResult) -> Verdict:
        holds = Holds(self.control, self.query).judge(before, after, step)
        if not holds.ok:
            return holds
        evidence = query_in_effect(self.query, self.control, before, after, sent=False)
        if evidence is not None:  # a field that filters as one types
            return Verdict(True, f'"{self.query}" typed; {evidence}', True)
        return Verdict(True, f'"{self.query}" typed')


@dataclass(frozen=True, slots=True)
class Added:
    """An item sent into a list's field: the page now shows it in a line it did not show before."""

    item: str
    completes: bool = False
    expects_change: bool = True

    def judge(self, before: Observation, after: Observation, step: StepResult) -> Verdict:
        if any(self.item.casefold() in line.casefold() for line in after.new_lines(before)):
            return Verdict(True, f'the list shows "{self.item}"', self.completes)
        return Verdict(False, f'the page does not show "{self.item}" after adding it')


@dataclass(frozen=True, slots=True)
class Searched:
    """A search was sent: complete only when the page shows that search for `query` in effect."""

    control: Control  # the search field
    query: str
    what: str  # 'clicking "Search"', 'pressing Enter'
    expects_change: bool = True

    def judge(self, before: Observation, after: Observation, step: StepResult) -> Verdict:
        found = changed(before, after)
        if found is None:
            return Verdict(False, f"nothing on the page changed after {self.what}")
        evidence = query_in_effect(self.query, self.control, before, after)
        if evidence is None:
            return Verdict(False, f'{found}, but nothing shows a search for "{self.query}" in effect')
        return Verdict(True, evidence, True)


@dataclass(frozen=True, slots=True)
class Passes:
    """A check step (an assertion) or a step of the goal's own words: its passing is the evidence."""

    what: str = "the step holds on the page"
    completes: bool = True
    expects_change: bool = False

    def judge(self, before: Observation, after: Observation, step: StepResult) -> Verdict:
        return Verdict(True, self.what, self.completes)


@dataclass(frozen=True, slots=True)
class Proves:
    """A check step written to prove a task already done (plan/proofs.py): passing, it is kept in the saved
    scenario, so that a replay checks what the run verified; it completes nothing, and failing takes nothing back
    (the run says so, and the scenario goes without it)."""

    what: str
    completes: bool = False
    expects_change: bool = False

    def judge(self, before: Observation, after: Observation, step: StepResult) -> Verdict:
        return Verdict(True, self.what)
