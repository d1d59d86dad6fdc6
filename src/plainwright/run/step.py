"""One step: split into clauses; for each, observe -> decide -> act -> record."""

from __future__ import annotations

import time

from playwright.async_api import Error, Page

from plainwright.act.execute import perform
from plainwright.errors import ErrorKind, LLMError, StepError
from plainwright.model import Action, ActionRecord, ElementRef, StepFailure, StepResult, StepStatus
from plainwright.observe.snapshot import Element, PageSnapshot, take_snapshot
from plainwright.redact import MASK, Redactor
from plainwright.understand.brains import Brain, Decision
from plainwright.understand.grammar import Clause, parse_step
from plainwright.understand.rules import RuleBrain, needs_snapshot


def _is_secret_field(element: Element | None) -> bool:
    return element is not None and element.attrs.get("type") == "password"


def _record(action: Action, element: Element | None, locator: str | None, elapsed_ms: float,
            redactor: Redactor) -> ActionRecord:
    value = action.value
    if value is not None and (action.sensitive or value in redactor):
        value = MASK
    ref = ElementRef(tag=element.tag, role=element.role, name=redactor.mask(element.name),
                     frame=element.frame) if element else None
    return ActionRecord(kind=action.kind, value=value, element=ref, locator=locator,
                        confidence=action.confidence, elapsed_ms=round(elapsed_ms, 1))


async def observe(page: Page, timeout_ms: float) -> PageSnapshot:
    """A snapshot of a page that has finished parsing: a click may have started a navigation just now."""
    for attempt in range(3):
        await page.wait_for_load_state("domcontentloaded", timeout=timeout_ms)
        try:
            return await take_snapshot(page)
        except Error as exc:
            # The document was replaced while the script ran (a navigation committed): look at the new one.
            if "Execution context was destroyed" not in exc.message or attempt == 2:
                raise
    raise AssertionError("unreachable")


def _masked(clause: Clause, redactor: Redactor) -> Clause:
    """The clause as a brain may see it: secrets replaced, so none reaches a model, a cache or a log."""
    masked = redactor.mask(clause.text)
    return clause if masked == clause.text else Clause(text=masked, intent=clause.intent)


def _unmasked(action: Action, clause: Clause) -> Action:
    """Put the real secret back where a model answered with the mask."""
    if action.value is None or MASK not in action.value or clause.intent is None or clause.intent.value is None:
        return action
    return action.model_copy(update={"value": clause.intent.value, "sensitive": True})


async def _run_clause(page: Page, clause: Clause, brain: Brain, *, timeout_ms: float, sensitive: bool,
                      redactor: Redactor, sentence: str) -> tuple[ActionRecord, Decision]:
    started = time.perf_counter()
    snapshot = await observe(page, timeout_ms) if needs_snapshot(clause) else None
    if sensitive and clause.intent is not None:
        redactor.add(clause.intent.value)
    decision = await brain.decide(_masked(clause, redactor),
                                  snapshot or PageSnapshot(url=page.url, title="", elements=[]))
    action = _unmasked(decision.action, clause)
    element = snapshot.by_index.get(action.element) if snapshot and action.element is not None else None
    if sensitive or _is_secret_field(element):
        action = action.model_copy(update={"sensitive": True})
        redactor.add(action.value)
    locators = await perform(page, action, snapshot, timeout_ms=timeout_ms, sentence=sentence)
    record = _record(action, element, str(locators[0]) if locators else None,
                     (time.perf_counter() - started) * 1000, redactor)
    return record, decision


async def execute_step(page: Page, sentence: str, *, brain: Brain | None = None, timeout_ms: float = 10_000,
                       sensitive: bool = False, redactor: Redactor | None = None) -> StepResult:
    """Understand one plain-English step and do it on `page`. Failures come back as data, not exceptions.

    `await execute_step(page, "Click the Log in button")` -> StepResult(status=passed, actions=[...]).
    A compound step ("Enter the username "ann" and the password "pw" and press Login") performs each clause
    in order on a fresh snapshot and stops at the first that fails.
    """
    brain = brain or RuleBrain()
    redactor = redactor or Redactor()
    started = time.perf_counter()
    records: list[ActionRecord] = []
    failure: StepFailure | None = None
    calls = tokens = 0
    cost = 0.0
    for clause in parse_step(sentence):
        try:
            record, decision = await _run_clause(page, clause, brain, timeout_ms=timeout_ms, sensitive=sensitive,
                                                 redactor=redactor, sentence=sentence)
        except StepError as exc:
            failure = StepFailure(kind=exc.kind or ErrorKind.UNSUPPORTED_STEP, message=redactor.mask(exc.message),
                                  candidates=[redactor.mask(c) for c in exc.candidates])
            break
        except LLMError as exc:
            failure = StepFailure(kind=ErrorKind.LLM_ERROR, message=redactor.mask(str(exc)))
            break
        records.append(record)
        calls += 1
        tokens += decision.tokens
        cost += decision.cost_usd
    return StepResult(sentence=redactor.mask(sentence),
                      status=StepStatus.FAILED if failure else StepStatus.PASSED,
                      actions=records, error=failure, elapsed_ms=round((time.perf_counter() - started) * 1000, 1),
                      url=page.url, brain_calls=calls, tokens=tokens, cost_usd=cost)
