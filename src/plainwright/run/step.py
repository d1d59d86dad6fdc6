"""One step: split into clauses; for each, replay its lock entry or observe -> decide -> act, and record it."""

from __future__ import annotations

import asyncio
import time
from dataclasses import replace

from playwright.async_api import Page

from plainwright.act import dialogs, spotlight, tabs
from plainwright.act.settle import watch_page
from plainwright.browser import boundary
from plainwright.errors import ErrorKind, LLMError, StepError
from plainwright.model import Action, ActionKind, ActionRecord, StepFailure, StepResult, StepSource, StepStatus, Usage
from plainwright.output.lockfile import LockedAction, LockedStep, step_hash
from plainwright.redact import Redactor
from plainwright.run.parsed import ParsedStep, parse
from plainwright.run.replay import Drift, drift_error, replay_clause
from plainwright.run.resolve import ClauseOutcome, resolve_clause
from plainwright.run.watchdog import unless_frozen
from plainwright.understand.brains import Brain
from plainwright.understand.intent import Clause
from plainwright.understand.rules import RuleBrain


def _failure(exc: StepError | LLMError) -> StepFailure:
    if isinstance(exc, LLMError):
        return StepFailure(kind=ErrorKind.LLM_ERROR, message=str(exc))
    return StepFailure(kind=exc.kind or ErrorKind.UNSUPPORTED_STEP, message=exc.message, candidates=exc.candidates,
                       expected=exc.expected, actual=exc.actual)


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
            raise drift_error(drift.reasons, sentence, locked) from drift
        reasons = drift.reasons
    outcome = await resolve_clause(page, clause, brain, timeout_ms=timeout_ms, sensitive=sensitive,
                                   redactor=redactor, sentence=sentence)
    if _same_element(outcome.locked, locked):
        return outcome, StepSource.REPLAYED
    return _healed(outcome, locked, reasons), StepSource.HEALED


def _healed(outcome: ClauseOutcome, locked: LockedAction, reasons: list[str]) -> ClauseOutcome:
    """A healed clause's record says which locator the lock had and how the page had drifted from it, and when the
    element it was healed onto shows none of the step's words (found by its id or classes alone), that too: such
    a heal keeps the old lock entry, so that it is reported again on every run (and fails under --no-heal) until
    the step says what the page now shows or the lock is rebuilt with --fresh."""
    old = str(locked.locators[0]) if locked.locators else None
    if outcome.words_missing is not None:
        element = outcome.record.element
        shown = f'{element.role or element.tag} "{element.name}"' if element is not None else "the element found"
        reasons = [*reasons, f"the step's words {outcome.words_missing!r} no longer fit: {shown} shows none of them "
                             "and was found by its id or classes alone"]
        outcome.locked = locked
    outcome.record = outcome.record.model_copy(update={"healed_from": old, "drift": reasons})
    return outcome


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
        dialogs.arm(page, dialogs.Answer(accept=intent.kind is ActionKind.ACCEPT_DIALOG, text=intent.value,
                                         message=intent.context))


async def _as_it_came(page: Page, clause: Clause, browser_tabs: tabs.Tabs) -> Clause:
    """"confirm" answers the browser's dialog when one opened, else it is the page's own Confirm button;
    "Switch to the Billing tab" is a browser tab so titled when one is open, else the page's own tab."""
    intent = clause.intent
    if intent is None or intent.otherwise is None:
        return clause
    if intent.kind.answers_dialog:
        browser = await dialogs.opened(page, DIALOG_OR_PAGE_MS)
    else:
        browser = await browser_tabs.names_one(Action(kind=intent.kind, value=intent.value,
                                                      target=intent.target or None))
    meant = replace(intent, otherwise=None) if browser else intent.otherwise
    return Clause(text=clause.text, intent=meant, derived=clause.derived)


def _with_tab(entry: LockedAction, changes: list[tabs.Change]) -> LockedAction:
    """The lock entry of a clause that opened, switched to or closed a tab, with the tabs' positions after it
    (the pytest export switches by them)."""
    if not changes:
        return entry
    closed = next((change.closed for change in changes if change.closed is not None), None)
    return entry.model_copy(update={"tab": changes[-1].active, "closed_tab": closed})


async def run_step(page: Page, step: ParsedStep, *, brain: Brain | None = None, timeout_ms: float = 10_000,
                   redactor: Redactor, locked: LockedStep | None = None, heal: bool = True,
                   then: ParsedStep | None = None) -> tuple[StepResult, LockedStep]:
    """Do one step, replaying `locked` when given; return its result and its (new) lock entry, both masked.
    `then` is the next step: when it answers a browser dialog, this step's last clause arms the answer."""
    brain = brain or RuleBrain()
    started = time.perf_counter()
    spotlight.point(page, None)  # what the step is about: each clause points anew
    browser_tabs = await tabs.watch(page)
    tabs_before = browser_tabs.mark()
    met_before: dict[Page, int] = {}  # the dialogs met before the step, on each page it acts on
    clauses = step.clauses
    after = [*clauses[1:], next(iter(then.clauses), None) if then else None]
    locked_actions: list[LockedAction | None] = [None] * len(clauses)
    if locked is not None and len(locked.actions) == len(clauses):
        locked_actions = list(locked.actions)
    records: list[ActionRecord] = []
    entries: list[LockedAction] = []
    sources: list[StepSource] = []
    failure: StepFailure | None = None
    usage = Usage()
    for clause, locked_action, next_clause in zip(clauses, locked_actions, after, strict=True):
        met_before.setdefault(page, len(dialogs.keeper(page).met))
        await asyncio.gather(browser_tabs.hear(page), watch_page(page))  # once per page, side by side
        mark = browser_tabs.mark()
        _arm_for(page, next_clause)
        clause = await _as_it_came(page, clause, browser_tabs)
        try:
            outcome, source = await unless_frozen(page, _do_clause(
                page, clause, locked_action, brain, heal=heal, timeout_ms=timeout_ms, sensitive=step.sensitive,
                redactor=redactor, sentence=step.sentence), timeout_ms=timeout_ms, sentence=step.sentence)
        except (StepError, LLMError) as exc:
            failure = _failure(exc)
            usage += Usage(brain_calls=locked_action is None)  # the brain was asked, and its answer failed
            break
        page = await browser_tabs.follow(mark, timeout_ms)  # a tab the clause opened or switched to
        records.append(outcome.record)
        entries.append(_with_tab(outcome.locked, browser_tabs.changes[mark.changes:]))
        sources.append(source)
        usage += outcome.usage
    if failure is None and (blocked := boundary.refused_page(page, step.sentence)) is not None:
        failure = _failure(blocked)  # the window the step opened went where the run may not go
    result = StepResult(sentence=step.shown(redactor), status=StepStatus.FAILED if failure else StepStatus.PASSED,
                        actions=records, error=failure, source=_source(sources, locked_actions[0] is not None),
                        elapsed_ms=round((time.perf_counter() - started) * 1000, 1), url=page.url,
                        usage=usage,
                        dialogs=[str(met) for seen, before in met_before.items()
                                 for met in dialogs.keeper(seen).met[before:]],
                        tabs=[change.note for change in browser_tabs.changes[tabs_before.changes:]],
                        blocked=boundary.take_record(page))
    masked = redactor.mask(step.sentence)
    entry = LockedStep(text=masked, hash=step_hash(masked, sensitive=step.sensitive), actions=entries)
    return redactor.masked(result), redactor.masked(entry)


async def execute_step(page: Page, sentence: str, *, brain: Brain | None = None, timeout_ms: float = 10_000,
                       sensitive: bool = False, redactor: Redactor | None = None) -> StepResult:
    """Understand one plain-English step and do it on `page`. Failures come back as data, not exceptions.

    `await execute_step(page, "Click the Log in button")` -> StepResult(status=passed, actions=[...]).
    A compound step ("Enter the username "ann" and the password "pw" and press Login") performs each clause
    in order on a fresh snapshot and stops at the first that fails. `sensitive=True` masks its values in the
    result; pass one `redactor` to several calls to mask every secret any of them met.
    """
    redactor = redactor if redactor is not None else Redactor()
    result, _ = await run_step(page, parse(sentence, redactor, sensitive=sensitive), brain=brain,
                               timeout_ms=timeout_ms, redactor=redactor)
    return result
