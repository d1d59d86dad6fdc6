"""Replay one clause from its lock entry: find the locked element again, check it is the same, do the action.

No brain call and no snapshot. Where the first locator narrowed to the element's fingerprint checks all that
identifies the element (act/locators.py: `guarded`) and the lock knows what the action needs to know of it, the
action is done at once on that locator: the element's identity is checked in the action's own query, as a
hand-written Playwright test finds its element, and a replayed clause costs its action alone. Otherwise one look
at the locked locators comes first. When the page has drifted (no locator finds exactly one element, or the
element found has another fingerprint) the clause is resolved again from its sentence (healed), or fails with
`element_not_found` when healing is off.
"""

from __future__ import annotations

import asyncio
import contextlib
import time

from playwright.async_api import Error, Locator, Page

from plainwright.act.execute import MUST_KNOW, REVEALED_BY_HOVER, Performed, perform, playwright_errors
from plainwright.act.locators import LocatorSpec, find_locked, guarded, to_locator
from plainwright.act.menus import reveal
from plainwright.act.seen import Control, Seen, glance
from plainwright.act.settle import mark, settle, still
from plainwright.errors import ElementNotFound, StepError, StepTimeout
from plainwright.model import Action, ActionKind
from plainwright.output.lockfile import LockedAction
from plainwright.redact import Redactor
from plainwright.run.resolve import ClauseOutcome, element_ref, lock_entry, make_record
from plainwright.understand.intent import Clause

# A locked element missing from a page that has not changed for this long, none of its scripts' requests under
# way, is gone, not late: heal. (A late one is found all the same by the heal, which waits for the sentence's
# element until the step's timeout, and the step is reported replayed when it lands on the locked element.)
GONE_AFTER_MS = 400
_POLL_S = 0.05
# An action done at once that has not ended after this long looks whether its element is there at all.
LOOK_AFTER_MS = 250
# The actions done at once on a guarded locator: none needs to know more of its element than the lock keeps.
_AT_ONCE = frozenset({ActionKind.CLICK, ActionKind.DOUBLE_CLICK, ActionKind.HOVER, ActionKind.CHECK,
                      ActionKind.UNCHECK, ActionKind.PRESS, ActionKind.FILL, ActionKind.CLEAR, ActionKind.SELECT})


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


def locked_name(locked: LockedAction) -> str | None:
    """How the lock file remembers the element: `button "Log in"`."""
    print_ = locked.fingerprint
    if print_ is None:
        return None
    return f'{print_.role or print_.tag} "{print_.name}"' if print_.name else print_.role or print_.tag


def drift_error(reasons: list[str], sentence: str, locked: LockedAction | None = None) -> ElementNotFound:
    name = locked_name(locked) if locked is not None else None
    return ElementNotFound(
        f"The page has changed since the lock file was written: {'; '.join(reasons)}. "
        "Run without --no-heal to resolve the step again, or with --fresh to rebuild the lock.",
        sentence=sentence, candidates=reasons, expected=f"the locked element{' ' + name if name else ''}",
        actual="; ".join(reasons))


async def _finds_one(page: Page, spec: LocatorSpec) -> Seen | None:
    """The one element the locator finds, as the action will need to know it; None when it finds none or several."""
    try:
        return await glance(to_locator(page, spec))
    except Error:  # the document was replaced meanwhile: the slower look below says what is there
        return None


REVEAL_MS = 5000  # how long an element revealed in its menu may take to show


async def _kept_folded(page: Page, locked: LockedAction) -> Locator | None:
    """The locked element where a closed menu keeps it hidden (the page's "⋮" menu, a row's "Actions"): its
    locked place finds one hidden element that shows the locked name, and no more; None otherwise."""
    name = " ".join((locked.fingerprint.name if locked.fingerprint else "").split()).casefold()
    for spec in locked.locators:
        if spec.method != "css" or not name:
            continue
        locator = to_locator(page, spec)
        try:
            if await locator.count() != 1 or await locator.is_visible():
                return None
            shown = await locator.evaluate("(el) => el.textContent")
        except Error:
            return None
        return locator if " ".join(str(shown).split()).casefold() == name else None
    return None


async def _appears(page: Page, specs: list[LocatorSpec], *, timeout_ms: float) -> bool:
    """Whether any of the locators in the first one's frame finds an element within `timeout_ms`."""
    anything = to_locator(page, specs[0])
    for spec in specs[1:]:
        if spec.frame == specs[0].frame:  # Playwright joins locators of one frame only
            anything = anything.or_(to_locator(page, spec))
    try:
        await anything.first.wait_for(state="attached", timeout=timeout_ms)
    except Error:
        return False
    return True


async def _find(page: Page, locked: LockedAction, *, timeout_ms: float,
                heal: bool) -> tuple[LocatorSpec, Seen | None]:
    """The locked locator to act with, and what its element was seen to be when the look that found it says;
    raises Drift when the page no longer has the locked element.

    On an unchanged page one query does it: the first locator narrowed to the fingerprint finds one element.
    Otherwise every locator is checked. An element that is there but changed is drift at once. A missing one
    is waited for while the page keeps changing (it is still loading or building it); once the page has stood
    still for GONE_AFTER_MS without it, it has drifted. Without healing there is nothing better to do than
    wait: then until the step's timeout. A look that a navigation overtook counts for nothing.
    """
    deadline = time.monotonic() + timeout_ms / 1000
    fast = guarded(locked.locators, locked.fingerprint) if locked.fingerprint is not None else None
    while True:
        if fast is not None and (seen := await _finds_one(page, fast)) is not None:
            return fast, seen
        before = await mark(page, timeout_ms=timeout_ms)
        found, reasons = await find_locked(page, locked.locators, locked.fingerprint)
        if found is not None:
            return found, None
        after = await mark(page, timeout_ms=timeout_ms)
        left_ms = (deadline - time.monotonic()) * 1000
        if left_ms <= 0:
            raise Drift(reasons)
        if before is not None and after is not None and before.commits == after.commits:
            if not all(reason.endswith("finds 0 elements") for reason in reasons):
                raise Drift(reasons)
            if any(spec.frame for spec in locked.locators):
                # The page standing still says nothing of a frame loading its next document: wait as a locator does.
                if await _appears(page, locked.locators, timeout_ms=left_ms):
                    continue
                raise Drift(reasons)
            if await still(page, for_ms=GONE_AFTER_MS if heal else left_ms, timeout_ms=left_ms) and heal:
                raise Drift(reasons)
        with playwright_errors(""):
            await settle(page, timeout_ms=left_ms, quiet=False)


def _at_once(locked: LockedAction, kind: ActionKind) -> tuple[LocatorSpec, Seen] | None:
    """The guarded locator to act on at once and the element as the lock knows it, when the clause can be."""
    if locked.fingerprint is None or kind not in _AT_ONCE or not locked.locators:
        return None
    fast = guarded(locked.locators, locked.fingerprint)
    if fast is None or fast.frame:  # a frame's document is not watched for the element going (act/settle.py)
        return None
    control = locked.control
    if control is None:
        if kind in MUST_KNOW:  # a date field takes its date otherwise than a text field
            return None
        control = Control(tag=locked.fingerprint.tag)
    return fast, Seen.assumed(control)


async def _act_at_once(page: Page, action: Action, fast: LocatorSpec, seen: Seen, locked: LockedAction, *,
                       timeout_ms: float, heal: bool, sentence: str) -> Performed | None:
    """Do the action on the guarded locator now, as Playwright does: it waits for its element, and finds it only
    when it is the locked one. None when the element is not there to act on (the caller looks how the page
    drifted): the locator finds several, or, with healing, the page has stood still without it for GONE_AFTER_MS;
    the action was stopped then, and it cannot have acted: its element never came.

    While the action waits, its element is looked for: one that is there but hidden (a row's button shown on
    hover) is revealed."""
    task = asyncio.ensure_future(perform(page, action, None, timeout_ms=timeout_ms, sentence=sentence,
                                         locators=[fast], named=locked_name(locked), seen=seen))
    try:
        await asyncio.wait({task}, timeout=LOOK_AFTER_MS / 1000)
        revealed = not seen.visible  # the action reveals a control the lock knows hidden itself: once is all
        while not task.done():
            there = await _finds_one(page, fast)
            if there is None and not revealed and action.kind in REVEALED_BY_HOVER \
                    and (folded := await _kept_folded(page, locked)) is not None:
                revealed = True  # a role locator sees no hidden element: the one in a closed menu is opened to
                with contextlib.suppress(Error):
                    await reveal(folded)
                    # a menu may take its time to show what it holds (a script, a loaded machine): not gone meanwhile
                    await to_locator(page, fast).wait_for(state="visible", timeout=min(timeout_ms, REVEAL_MS))
                continue
            if there is not None:
                if not there.visible and not revealed and action.kind in REVEALED_BY_HOVER:
                    revealed = True
                    with contextlib.suppress(Error):
                        await reveal(to_locator(page, fast))
                await asyncio.wait({task}, timeout=LOOK_AFTER_MS / 1000)
                continue
            if not heal:
                break  # nothing better to do than the action's own wait, to its timeout
            start = await mark(page, timeout_ms=timeout_ms)
            if start is None or not await still(page, for_ms=GONE_AFTER_MS, timeout_ms=GONE_AFTER_MS * 4):
                await asyncio.wait({task}, timeout=_POLL_S)
                continue
            if task.done():
                break
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, StepError):
                await task
            if await mark(page, timeout_ms=timeout_ms) == start and await _finds_one(page, fast) is None:
                return None  # still nothing, no change: the action had nothing to act on
            raise StepTimeout("The locked element came just as the replay gave it up as gone: whether the step was "
                              "done cannot be told. Run the scenario again.", sentence=sentence,
                              expected=f"the locked element {locked_name(locked) or ''}".rstrip(),
                              actual="it came after the page had stood still without it")
        return await task
    except StepError as exc:
        if "strict mode violation" in str(exc):
            return None  # it found several, and did nothing: the caller says what is there
        if not heal and await _finds_one(page, fast) is None:
            # none to its timeout, and nothing was done: what the locked locators find now is the failure
            found, reasons = await find_locked(page, locked.locators, locked.fingerprint)
            if found is None:
                raise Drift(reasons) from exc
        raise
    finally:
        if not task.done():
            task.cancel()


async def replay_clause(page: Page, clause: Clause, locked: LockedAction, *, timeout_ms: float, sensitive: bool,
                        redactor: Redactor, sentence: str, heal: bool = True) -> ClauseOutcome:
    """Do a locked clause again, on the page once settled; raises Drift when the page no longer fits the lock
    entry (at once when the element is there but changed, soon when it is gone and `heal` can resolve it)."""
    started = time.perf_counter()
    with playwright_errors(sentence):
        await settle(page, timeout_ms=timeout_ms, quiet=False)
    value = _value(locked, clause)
    if sensitive or locked.sensitive:
        redactor.add(value)
    action = Action(kind=locked.kind, value=value, exact=locked.exact, sensitive=sensitive or locked.sensitive,
                    role=locked.role,
                    target=locked.target, context=locked.context, strategy=locked.strategy)
    locators = locked.locators
    if locked.fingerprint is not None and not locators:
        raise Drift(["the lock keeps no locator for this element (each one spelled a secret)"])
    control = locked.control
    if not locators:
        await perform(page, action, None, timeout_ms=timeout_ms, sentence=sentence)
    else:
        # Once found, the action is done once, with the whole timeout: a click that opens a slow page must not
        # be cut short and then tried again (on the page it opened) with another locator.
        at_once = _at_once(locked, action.kind)
        performed = None
        if at_once is not None:
            performed = await _act_at_once(page, action, *at_once, locked, timeout_ms=timeout_ms, heal=heal,
                                           sentence=sentence)
        if performed is None:
            found, seen = await _find(page, locked, timeout_ms=timeout_ms, heal=heal)
            performed = await perform(page, action, None, timeout_ms=timeout_ms, sentence=sentence,
                                      locators=[found], named=locked_name(locked), seen=seen)
            if found.guard is None:
                locators = [found, *(spec for spec in locators if spec != found)]
        control = performed.control or control
    ref = element_ref(locked.fingerprint, locators[0].frame) if locked.fingerprint and locators else None
    record = make_record(action, ref, locators[0] if locators else None, (time.perf_counter() - started) * 1000)
    return ClauseOutcome(record=record, locked=lock_entry(action, locators, locked.fingerprint, redactor, control))
