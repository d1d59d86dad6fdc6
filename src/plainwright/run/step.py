"""One step: split into clauses; for each, replay its lock entry or observe -> decide -> act, and record it."""

from __future__ import annotations

import time
from dataclasses import replace

from playwright.async_api import Page

from plainwright.act import dialogs
from plainwright.errors import ErrorKind, LLMError, StepError
from plainwright.model import ActionKind, ActionRecord, StepFailure, StepResult, StepSource, StepStatus
from plainwright.output.lockfile import LockedAction, LockedStep, step_hash
from plainwright.redact import Redactor
from plainwright.run.replay import Drift, drift_error, replay_clause
from plainwright.run.resolve import ClauseOutcome, resolve_clause
from plainwright.run.watchdog import unless_frozen
from plainwright.understand.brains import Brain
from plainwright.understand.grammar import parse_step
from plainwright.understand.intent import Clause
from plainwright.understand.rules import RuleBrain


def _failure(exc: StepError | LLMError, redactor: Redactor) -> StepFailure:
    if isinstance(exc, LLMError):
        return StepFailure(kind=ErrorKind.LLM_ERROR, message=redactor.mask(str(exc)))
    return StepFailure(kind=exc.kind or ErrorKind.UNSUPPORTED_STEP, message=redactor.mask(exc.message),
                       candidates=[redactor.mask(c) for c in exc.candidates])


async def _do_clause(page: Page, clause: Clause, locked: LockedAction | None, brain: Brain, *, heal: bool,
                     timeout_ms: float, sensitive: bool, redactor: Redactor,
                     sentence: str) -> tuple[ClauseOutcome, StepSource]:
    if locked is None:
        outcome = await resolve_clause(page, clause, brain, timeout_ms=timeout_ms, sensitive=sensitive,
                                       redactor=redactor, sentence=sentence)
        return outcome, StepSource.RESOLVED
    try:
        outcome = await replay_clause(page, clause, locked, timeout_ms=timeout_ms, sensitive=sensitive,
                                      redactor=redactor, sentence=sentence, heal=heal)
        return outcome, StepSource.REPLAYED
    except Drift as drift:
        if not heal:
            raise drift_error(drift.reasons, sentence, redactor) from drift
    outcome = await resolve_clause(page, clause, brain, timeout_ms=timeout_ms, sensitive=sensitive,
                                   redactor=redactor, sentence=sentence)
    return outcome, StepSource.REPLAYED if _same_element(outcome.locked, locked) else StepSource.HEALED


def _same_element(resolved: LockedAction, locked: LockedAction) -> bool:
    """Resolved again onto the very element locked, found by the same locators: it came late, nothing drifted."""
    return locked.fingerprint is not None and (resolved.fingerprint, resolved.locators) == (locked.fingerprint,
                                                                                          locked.locators)


def _source(sources: list[StepSource], replaying: bool) -> StepSource:
    if StepSource.HEALED in sources:
        return StepSource.HEALED
    return StepSource.REPLAYED if replaying else StepSource.RESOLVED


# How long a step that may mean a browser dialog or a button of the page ("confirm") waits for the dialog.
DIALOG_OR_PAGE_MS = 1000


def _arm_for(page: Page, after: Clause | None) -> None:
    """The clause after this one answers a browser dialog: the answer must be ready before this one opens it."""
    intent = after.intent if after is not None else None
    if intent is not None and intent.kind.answers_dialog:
        dialogs.arm(page, dialogs.Answer(accept=intent.kind is ActionKind.ACCEPT_DIALOG, text=intent.value))


async def _as_it_came(page: Page, clause: Clause) -> Clause:
    """"confirm" answers the browser's dialog when one opened, else it is the page's own Confirm button."""
    intent = clause.intent
    if intent is None or not intent.kind.answers_dialog or intent.otherwise is None:
        return clause
    meant = replace(intent, otherwise=None) if await dialogs.opened(page, DIALOG_OR_PAGE_MS) else intent.otherwise
    return Clause(text=clause.text, intent=meant, derived=clause.derived)


async def run_step(page: Page, sentence: str, *, brain: Brain | None = None, timeout_ms: float = 10_000,
                   sensitive: bool = False, redactor: Redactor | None = None, locked: LockedStep | None = None,
                   heal: bool = True, then: str | None = None) -> tuple[StepResult, LockedStep]:
    """Do one step, replaying `locked` when given; return its result and its (new) lock entry. `then` is the
    next step's sentence: when it answers a browser dialog, this step's last clause arms the answer."""
    brain = brain or RuleBrain()
    redactor = redactor or Redactor()
    started = time.perf_counter()
    met_before = len(dialogs.keeper(page).met)
    clauses = parse_step(sentence)
    after = [*clauses[1:], next(iter(parse_step(then)), None) if then else None]
    if sensitive:  # mask the sentence's values from the start, as the lock's hash of it does
        for clause in clauses:
            redactor.add(clause.intent.value if clause.intent else None)
    locked_actions: list[LockedAction | None] = [None] * len(clauses)
    if locked is not None and len(locked.actions) == len(clauses):
        locked_actions = list(locked.actions)
    records: list[ActionRecord] = []
    entries: list[LockedAction] = []
    sources: list[StepSource] = []
    failure: StepFailure | None = None
    calls = tokens = 0
    cost = 0.0
    for clause, locked_action, next_clause in zip(clauses, locked_actions, after, strict=True):
        _arm_for(page, next_clause)
        clause = await _as_it_came(page, clause)
        try:
            outcome, source = await unless_frozen(page, _do_clause(
                page, clause, locked_action, brain, heal=heal, timeout_ms=timeout_ms, sensitive=sensitive,
                redactor=redactor, sentence=sentence), timeout_ms=timeout_ms, sentence=sentence)
        except (StepError, LLMError) as exc:
            failure = _failure(exc, redactor)
            calls += locked_action is None  # the brain was asked, and its answer failed (or it failed)
            break
        records.append(outcome.record)
        entries.append(outcome.locked)
        sources.append(source)
        calls += outcome.brain_calls
        tokens += outcome.tokens
        cost += outcome.cost_usd
    masked = redactor.mask(sentence)
    result = StepResult(sentence=masked, status=StepStatus.FAILED if failure else StepStatus.PASSED,
                        actions=records, error=failure, source=_source(sources, locked_actions[0] is not None),
                        elapsed_ms=round((time.perf_counter() - started) * 1000, 1), url=page.url,
                        brain_calls=calls, tokens=tokens, cost_usd=cost,
                        dialogs=[redactor.mask(str(met)) for met in dialogs.keeper(page).met[met_before:]])
    return result, LockedStep(text=masked, hash=step_hash(masked, sensitive=sensitive), actions=entries)


async def execute_step(page: Page, sentence: str, *, brain: Brain | None = None, timeout_ms: float = 10_000,
                       sensitive: bool = False, redactor: Redactor | None = None) -> StepResult:
    """Understand one plain-English step and do it on `page`. Failures come back as data, not exceptions.

    `await execute_step(page, "Click the Log in button")` -> StepResult(status=passed, actions=[...]).
    A compound step ("Enter the username "ann" and the password "pw" and press Login") performs each clause
    in order on a fresh snapshot and stops at the first that fails.
    """
    result, _ = await run_step(page, sentence, brain=brain, timeout_ms=timeout_ms, sensitive=sensitive,
                               redactor=redactor)
    return result
