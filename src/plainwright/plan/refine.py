"""The refiner: a failed step of a goal run is repaired in place, that one step only, before the
planner is asked for anything else. It tries, in this order:

    wait         the step ran but the page had not changed yet: look again, longer; the step is judged again on
                 the page as it is then, not run a second time
    synonym      the step named a label the page does not show: the control of the same kind whose label means
                 the same, by the vocabulary's synonyms (English and German) and the ones the step's note lists
    alternative  a click found nothing or did nothing: the one other control of the same form (or section) that
                 the step's words also fit, or the form's submit button when the step meant to send the form

A repair names a control of the page in front of it (horizon 0) and never one the run already failed with there.
The goal loop runs the repaired step through the same pipeline and checks it as it checks any step; how many
repairs one step gets is the loop's budget (`max_refines_per_step`).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace

from plainwright.errors import ErrorKind
from plainwright.model import ActionKind, StepResult
from plainwright.plan.base import Proposal
from plainwright.plan.checks import Changes, Check, Observation, Verdict, changed
from plainwright.plan.flows import named
from plainwright.plan.inventory import FIELD_ROLES, Control, ControlKind, Inventory
from plainwright.plan.labels import fit, names, terms
from plainwright.plan.notes import control_note
from plainwright.plan.steps import AsWritten, acting, quoted, renamed
from plainwright.understand.grammar import parse_step
from plainwright.understand.intent import Intent

# a step that failed so says the page has no such control (or none it could use): another name may find it
_MISSED = frozenset({ErrorKind.ELEMENT_NOT_FOUND, ErrorKind.UNSUPPORTED_STEP, ErrorKind.TIMEOUT,
                     ErrorKind.NOT_INTERACTABLE})
# the intent of a control's note for a step of each kind: a page step's note renamed onto a control
_NOTE_INTENTS = {ActionKind.FILL: "type", ActionKind.CLICK: "click", ActionKind.SELECT: "select",
                 ActionKind.CHECK: "check", ActionKind.UNCHECK: "uncheck", ActionKind.PRESS: "press"}
_FIELD_KINDS = frozenset({ActionKind.FILL, ActionKind.SELECT, ActionKind.CHECK, ActionKind.UNCHECK,
                          ActionKind.PRESS})


@dataclass(frozen=True, slots=True)
class Attempt:
    """A step as it was tried: the proposal, its result as run, the check's verdict and the page around it."""

    proposal: Proposal
    result: StepResult
    verdict: Verdict
    before: Observation
    after: Observation


@dataclass(frozen=True, slots=True)
class Repair:
    """The step to run in the failed one's place, and why; a wait's `judged` is the same step judged again on the
    page after waiting (it is not run again)."""

    strategy: str
    reason: str
    proposal: Proposal
    judged: Attempt | None = None


Look = Callable[[], Awaitable[Observation]]


async def refine(attempt: Attempt, *, look: Look, wait_ms: float, avoid: frozenset[str]) -> Repair | None:
    """The first repair that fits the failed `attempt`, or None. `look` observes the page now; `avoid` holds
    the sentences the run will not run again on this page."""
    waited = await _wait(attempt, look, wait_ms)
    if waited is not None:
        return waited
    for strategy in (_synonym, _alternative):
        found = strategy(attempt, avoid)
        if found is not None:
            return found
    return None


# ---- wait --------------------------------------------------------------------------------------------------

async def _wait(attempt: Attempt, look: Look, wait_ms: float) -> Repair | None:
    """The step did its action and the page did not change at all: it may be slow. Look again until `wait_ms`
    has passed; once the page changed, the step's own check decides."""
    proposal = attempt.proposal
    if attempt.verdict.ok or not attempt.result.ok or not proposal.check.expects_change \
            or changed(attempt.before, attempt.after) is not None:
        return None
    started = time.monotonic()
    deadline = started + wait_ms / 1000
    pause = 0.1
    while time.monotonic() + pause <= deadline:
        await asyncio.sleep(pause)
        pause = min(pause * 2, 0.5)
        now = await look()
        if changed(attempt.before, now) is None:
            continue
        verdict = proposal.check.judge(attempt.before, now, attempt.result)
        if not verdict.ok:
            return None
        spent = time.monotonic() - started
        return Repair("wait", f"the page reacted {spent:.1f} s later than the step waited: {verdict.message}",
                      proposal, judged=replace(attempt, verdict=verdict, after=now))
    return None


# ---- synonym -----------------------------------------------------------------------------------------------

def _intent(sentence: str) -> Intent | None:
    """The one thing a step sentence does, or None when it says several or is not understood."""
    clauses = [clause for clause in parse_step(sentence) if not clause.derived]
    return clauses[0].intent if len(clauses) == 1 else None


def _wants_field(intent: Intent, proposal: Proposal) -> bool:
    if proposal.target is not None:
        return proposal.target.kind is ControlKind.FIELD
    return intent.role in FIELD_ROLES if intent.role else intent.kind in _FIELD_KINDS


def _same_meaning(word: str, label: str) -> bool:
    """Two names with the same terms: "Benutzername" and "Username", "Login" and "Sign in"."""
    return bool(terms(word)) and names(word, label) and names(label, word)


def _renamed(attempt: Attempt, intent: Intent, control: Control, inventory: Inventory) -> Proposal | None:
    """The failed proposal naming `control` instead, its note and check following; None when the sentence cannot
    be rewritten so that it still says the same thing of the new control."""
    proposal = attempt.proposal
    where = named(control, inventory)
    step = proposal.step
    rewritten = acting(intent.kind, where, intent.value) if isinstance(step, AsWritten) else renamed(step, where)
    again = _intent(rewritten.sentence()) if rewritten is not None else None
    if rewritten is None or again is None \
            or (again.kind, again.value, again.target) != (intent.kind, intent.value, control.label):
        return None
    note = proposal.note  # a page step renamed onto a control takes the control's intent from what it does
    note_intent = note.intent if note.about != "page" else _NOTE_INTENTS.get(intent.kind, "click")
    return Proposal(rewritten, control_note(note_intent, control, inventory, note.why), proposal.clause,
                    _rebound(proposal.check, control), control)


def _rebound(check: Check, control: Control) -> Check:
    """The failed step's check, about the control the repair names."""
    if isinstance(check, Changes):
        return replace(check, what=f"clicking {quoted(control.label)}")
    if getattr(check, "control", None) is not None:
        return replace(check, control=control)  # type: ignore[type-var]
    return check


def _synonym(attempt: Attempt, avoid: frozenset[str]) -> Repair | None:
    if attempt.result.ok or attempt.result.error is None or attempt.result.error.kind not in _MISSED:
        return None
    intent = _intent(attempt.proposal.sentence)
    if intent is None or not intent.target:
        return None
    inventory = attempt.after.inventory
    wants_field = _wants_field(intent, attempt.proposal)
    controls = [c for c in inventory.controls if (c.kind is ControlKind.FIELD) == wants_field and not c.disabled]
    for word in (intent.target, *attempt.proposal.note.words()):
        found = [c for c in controls if _same_meaning(word, c.label)]
        if len(found) > 1 and attempt.proposal.target is not None:  # the label twice: the one where it was meant
            found = [c for c in found if c.hint() == attempt.proposal.target.hint()]
        if len(found) != 1:
            continue
        repaired = _renamed(attempt, intent, found[0], inventory)
        if repaired is not None and repaired.sentence not in avoid:
            return Repair("synonym", f'the page has no "{intent.target}"; its "{found[0].label}" means the same '
                                     f'("{word}")', repaired)
    return None


# ---- alternative -------------------------------------------------------------------------------------------

def _beside(control: Control, target: Control) -> bool:
    """In the same form as `target`, else (neither in a form) under the same group or section."""
    if target.form or control.form:
        return control.form == target.form
    return bool(target.hint()) and control.hint() == target.hint()


def _alternative(attempt: Attempt, avoid: frozenset[str]) -> Repair | None:
    proposal = attempt.proposal
    target = proposal.target
    missed = not attempt.result.ok and attempt.result.error is not None and attempt.result.error.kind in _MISSED
    did_nothing = attempt.result.ok and changed(attempt.before, attempt.after) is None
    intent = _intent(proposal.sentence)
    if target is None or intent is None or intent.kind is not ActionKind.CLICK or not (missed or did_nothing):
        return None
    inventory = attempt.after.inventory
    sends = proposal.note.submit or target.submit
    words = [intent.target or target.label, *proposal.note.words()]
    scored = []
    for control in inventory.controls:
        if control.kind is ControlKind.FIELD or control.disabled or control == target or not _beside(control, target):
            continue
        best = max((fit(word, control.label).rank for word in words), default=(0.0, 0.0))
        if sends and control.submit:
            best = (1.0, 1.0)
        if best[0] > 0:
            scored.append((best, control))
    scored.sort(key=lambda pair: pair[0], reverse=True)
    if not scored or (len(scored) > 1 and scored[1][0] == scored[0][0]):
        return None  # nothing of the same kind there, or two that fit as well: no guessing
    control = scored[0][1]
    repaired = _renamed(attempt, intent, control, inventory)
    if repaired is None or repaired.sentence in avoid:
        return None
    where = f'the same form as "{target.label}"' if target.form else f'"{target.hint()}"'
    how = "found nothing" if missed else "changed nothing"
    return Repair("alternative", f'clicking "{intent.target}" {how}; "{control.label}" is the other control in '
                                 f"{where} the step's words fit", repaired)
