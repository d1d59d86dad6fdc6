"""Replay one clause from its lock entry: find the locked element again, check it is the same, do the action.

No brain call and no snapshot: a replayed clause costs the action plus one look at the locked locators. When
the page has drifted (no locator finds exactly one element, or the element found has another fingerprint) the
clause is resolved again from its sentence (healed), or fails with `element_not_found` when healing is off.
"""

from __future__ import annotations

import time

from playwright.async_api import Page

from plainwright.act.execute import perform
from plainwright.act.locators import find_locked, guarded
from plainwright.errors import BlockedDomain, ElementNotFound, StepError
from plainwright.model import Action
from plainwright.output.lockfile import LockedAction
from plainwright.redact import Redactor
from plainwright.run.resolve import ClauseOutcome, element_ref, lock_entry, make_record
from plainwright.understand.intent import Clause

# How long the guarded first try may wait before the slower look-then-act path takes over.
GUARDED_TRY_MS = 1000


class Drift(Exception):
    """The lock entry no longer fits the page; `reasons` says how."""

    def __init__(self, reasons: list[str]) -> None:
        super().__init__("; ".join(reasons))
        self.reasons = reasons


def _value(locked: LockedAction, clause: Clause) -> str | None:
    """The value to use: as locked, or, for a masked value or a reference, the one in the sentence being run."""
    if not locked.needs_value_from_sentence:
        return locked.value
    if clause.intent is None or clause.intent.value is None:
        raise Drift([f"the locked value {locked.value!r} cannot be taken from {clause.text!r} again"])
    return clause.intent.value


def drift_error(reasons: list[str], sentence: str) -> ElementNotFound:
    return ElementNotFound(
        f"The page has changed since the lock file was written: {'; '.join(reasons)}. "
        "Run without --no-heal to resolve the step again, or with --fresh to rebuild the lock.",
        sentence=sentence, candidates=reasons)


async def _perform_guarded(page: Page, action: Action, locked: LockedAction, *, timeout_ms: float,
                           sentence: str) -> bool:
    """Try the action on the first locator narrowed to the fingerprint, briefly; False when that did not work.

    On an unchanged page this is the whole replay: one query finds and checks the element. Anything else (still
    loading, drifted, a real failure) is left to the slower path, which looks first and says why.
    """
    if locked.fingerprint is None or action.kind.is_assertion:
        return False
    fast = guarded(locked.locators, locked.fingerprint)
    if fast is None:
        return False
    await page.wait_for_load_state("domcontentloaded", timeout=timeout_ms)
    try:
        await perform(page, action, None, timeout_ms=min(timeout_ms, GUARDED_TRY_MS), sentence=sentence,
                      locators=[fast])
    except BlockedDomain:
        raise  # done, and it left the allowed domains: no second try
    except StepError:
        return False
    return True


async def replay_clause(page: Page, clause: Clause, locked: LockedAction, *, timeout_ms: float, sensitive: bool,
                        redactor: Redactor, sentence: str) -> ClauseOutcome:
    """Do a locked clause again; raises Drift when the page no longer fits the lock entry."""
    started = time.perf_counter()
    value = _value(locked, clause)
    if sensitive or locked.sensitive:
        redactor.add(value)
    action = Action(kind=locked.kind, value=value, exact=locked.exact, sensitive=sensitive or locked.sensitive,
                    target=locked.target, context=locked.context, strategy=locked.strategy)
    locators = locked.locators
    if locked.fingerprint is not None and not locators:
        raise Drift(["the lock keeps no locator for this element (each one spelled a secret)"])
    if not locators:
        await perform(page, action, None, timeout_ms=timeout_ms, sentence=sentence)
    elif not await _perform_guarded(page, action, locked, timeout_ms=timeout_ms, sentence=sentence):
        found, reasons = await find_locked(page, locators, locked.fingerprint, timeout_ms=timeout_ms)
        if found is None:
            raise Drift(reasons)
        locators = [found, *(spec for spec in locators if spec is not found)]
        await perform(page, action, None, timeout_ms=timeout_ms, sentence=sentence, locators=locators)
    ref = element_ref(locked.fingerprint, locators[0].frame) if locked.fingerprint and locators else None
    record = make_record(action, ref, locators[0] if locators else None, (time.perf_counter() - started) * 1000)
    return ClauseOutcome(record=record, locked=lock_entry(action, locators, locked.fingerprint, redactor))
