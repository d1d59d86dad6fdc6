"""A step a model proposed, read into a Proposal the goal loop can judge: the task it serves, the control of the
current page it names, and the check that will verify it.

The sentence is parsed by the same grammar a scenario's steps go through; it must say one action. Its target is
looked up in the page's inventory by label (then placeholder); words the page shows only as text are left to the
step pipeline; a target the page does not offer at all becomes an absent control, which the loop's horizon rule
refuses (and the model reads why on its next turn). The check follows the action: a fill expects the value, a
click or a key expects the page to change (a login's submit, that the login form is gone), an assertion is its
own check and, passing, completes its task (except a task the rules do not read: only verified evidence of a
`done` completes that).
"""

from __future__ import annotations

from plainwright.model import ActionKind
from plainwright.plan.base import Proposal, Situation
from plainwright.plan.checks import Changes, Check, Holds, LeavesLogin, Passes
from plainwright.plan.clauses import named_records
from plainwright.plan.flows import in_record
from plainwright.plan.goal_text import FreeForm, LogIn
from plainwright.plan.inventory import FIELD_ROLES, Control, ControlKind, Inventory
from plainwright.plan.labels import fit, names
from plainwright.plan.notes import Note, control_note, page_note
from plainwright.plan.steps import AsWritten, PlannedStep, acting, quoted
from plainwright.understand.grammar import parse_step
from plainwright.understand.intent import Clause, Intent

ON_A_CONTROL = frozenset({ActionKind.CLICK, ActionKind.DOUBLE_CLICK, ActionKind.FILL, ActionKind.CLEAR,
                          ActionKind.SELECT, ActionKind.CHECK, ActionKind.UNCHECK, ActionKind.HOVER,
                          ActionKind.UPLOAD, ActionKind.PRESS})
ON_A_FIELD = frozenset({ActionKind.FILL, ActionKind.CLEAR, ActionKind.SELECT, ActionKind.CHECK, ActionKind.UNCHECK,
                        ActionKind.UPLOAD})
CHANGES_THE_PAGE = frozenset({ActionKind.CLICK, ActionKind.DOUBLE_CLICK, ActionKind.PRESS, ActionKind.NAVIGATE,
                              ActionKind.GO_BACK, ActionKind.GO_FORWARD})
_NOTE_INTENTS = {ActionKind.FILL: "type", ActionKind.DOUBLE_CLICK: "click", ActionKind.NAVIGATE: "goto"}
_EXAMPLES = 'write it like: Click the "Log in" button / Type "alice" into the "Username" field'


def proposal_of(sentence: str, note: str, task: object, situation: Situation) -> Proposal:
    """The proposal a model's propose_step means on this page; ValueError saying what is wrong with it."""
    clauses = parse_step(sentence)
    if not clauses or any(clause.intent is None for clause in clauses):
        raise ValueError(f"{sentence!r} is not a step plainwright understands; {_EXAMPLES}")
    actions = [clause for clause in clauses if not clause.derived]
    if len(actions) != 1:
        raise ValueError(f"{sentence!r} says {len(actions)} actions: propose one step at a time")
    intent = actions[0].intent
    assert intent is not None
    index = _task(task, situation)
    target = named_control(intent, situation) if intent.kind in ON_A_CONTROL and intent.target else None
    written = AsWritten(sentence)
    step: PlannedStep = written
    if target is not None and intent.ordinal is not None:
        step = _by_record(written, intent, target, situation)
    check = _check(intent, clauses, target, index, situation)
    return Proposal(step, _note(intent, target, situation.inventory, note), index, check, target)


def _record_of(control: Control, situation: Situation) -> str | None:
    """The record the goal names whose row holds `control`: the one that row names with fewest other words."""
    named_so = [name for name in named_records(situation.clauses) if control.around and names(name, control.around)]
    return max(named_so, key=lambda name: fit(name, control.around).precision, default=None)


def _by_record(step: AsWritten, intent: Intent, target: Control, situation: Situation) -> PlannedStep:
    """A step naming a control of a record's row by its place (`Click the third "Edit" button`), written by the
    record the goal names (`Click the "Edit" button in the row for "Alan Turing"`): the place held on this page
    only. ValueError when the step's kind cannot be written so (the model is told how to write it)."""
    record = _record_of(target, situation)
    if record is None:
        return step
    where = in_record(target, record, situation.inventory)
    written = acting(intent.kind, where, intent.value)
    again = parse_step(written.sentence()) if written is not None else []
    if written is not None and len(again) == 1 and (read := again[0].intent) is not None \
            and (read.kind, read.value, read.ordinal) == (intent.kind, intent.value, None) \
            and record in (read.context, read.target):
        return written
    raise ValueError(f"{step.text!r} names a control of the row of {quoted(record)} by its place, which holds on "
                     f"this page only: name it by that row ({where.phrase()}), not by its place")


def _task(task: object, situation: Situation) -> int:
    """The index of the task a step serves: the one the model named (numbered from 1), else the first not done."""
    if task is None:
        return situation.pending()[0]
    if isinstance(task, bool) or not isinstance(task, int | float) or int(task) != task \
            or not 1 <= task <= len(situation.clauses):
        raise ValueError(f"task {task!r} is not one of the tasks 1 to {len(situation.clauses)}")
    return int(task) - 1


def _labelled(words: str, controls: list[Control]) -> list[Control]:
    """The controls `words` name: by their label as shown, else every word of it, else by placeholder."""
    wanted = " ".join(words.split()).casefold()
    exact = [c for c in controls if " ".join(c.label.split()).casefold() == wanted]
    if exact:
        return exact
    by_label = sorted((c for c in controls if names(words, c.label)), key=lambda c: -fit(words, c.label).precision)
    return by_label or [c for c in controls if c.placeholder and names(words, c.placeholder)]


def _placed(intent: Intent, found: list[Control]) -> list[Control]:
    """Of the controls named, those in the place the step names, when it names one the page has."""
    if not intent.context:
        return found
    inside = [c for c in found if any(names(intent.context, place) for place in (c.hint(), c.section, c.around))]
    return inside or found


def absent(intent: Intent) -> Control:
    """The control a step names that the page does not offer: the loop's horizon rule refuses a step naming it."""
    if intent.role == "link":
        kind = ControlKind.LINK
    elif intent.kind in ON_A_FIELD or intent.role in FIELD_ROLES:
        kind = ControlKind.FIELD
    else:
        kind = ControlKind.BUTTON
    role = intent.role or {ControlKind.LINK: "link", ControlKind.FIELD: "textbox"}.get(kind, "button")
    return Control(kind=kind, label=intent.target, role=role, index=-1)


def _shows(text: str, words: str) -> bool:
    return " ".join(words.split()).casefold() in " ".join(text.split()).casefold()


def named_control(intent: Intent, situation: Situation) -> Control | None:
    """The control of this page the step acts on; None when the page shows its words only as text (the step
    pipeline finds what shows them); an absent control when the page offers nothing named so."""
    inventory = situation.inventory
    pool = list(inventory.fields if intent.kind in ON_A_FIELD else inventory.controls)
    found = _placed(intent, _labelled(intent.target, pool))
    if found:
        place = (intent.ordinal or 1) - 1
        return found[place] if 0 <= place < len(found) else found[0]
    if _shows(situation.text, intent.target):
        return None
    return absent(intent)


def _password_field(inventory: Inventory) -> Control | None:
    return next((c for c in inventory.fields if c.secret and not c.disabled), None)


def _check(intent: Intent, clauses: list[Clause], target: Control | None, index: int, situation: Situation) -> Check:
    """How the loop verifies the step on the page after it."""
    kind = intent.kind
    task = situation.clauses[index]
    if kind.is_assertion:
        return Passes("the check holds on the page", completes=not isinstance(task, FreeForm))
    sent = any(clause.derived for clause in clauses)  # "Search for "x"": typed, then sent with Enter
    if target is not None and not sent:
        if kind in (ActionKind.FILL, ActionKind.SELECT):
            return Holds(target, intent.value or "")
        if kind in (ActionKind.CHECK, ActionKind.UNCHECK):
            return Holds(target, "", checked=kind is ActionKind.CHECK)
        if kind is ActionKind.CLEAR:
            return Holds(target, "")
    if kind in CHANGES_THE_PAGE or sent:
        password = _password_field(situation.inventory)
        if isinstance(task, LogIn) and password is not None and kind in (ActionKind.CLICK, ActionKind.PRESS):
            return LeavesLogin(password)
        return Changes(f"{kind.value.replace('_', ' ')} {intent.target or intent.value or ''}".strip())
    return Passes("the step was done", completes=False)


def _note(intent: Intent, target: Control | None, inventory: Inventory, why: str) -> Note:
    """The step's note: from the control acted on, else from the page; the model's note is its sentence."""
    intent_word = _NOTE_INTENTS.get(intent.kind, intent.kind.value)
    if target is not None:
        return control_note(intent_word, target, inventory, why)
    if intent.kind.is_assertion:
        what = intent.value or intent.target
        return page_note("assert_page", what, inventory, why, role=intent.role or "text")
    if intent.kind is ActionKind.NAVIGATE:
        return page_note("goto", intent.value or "", inventory, why, role="url")
    return page_note(intent_word, intent.target or intent.kind.value, inventory, why, role="step")
