"""Resolve one clause: observe the page, let the brain decide, act, and record what was done and how to redo it."""

from __future__ import annotations

import time
import weakref
from dataclasses import dataclass, field

from playwright.async_api import Error, Page

from plainwright.act import paging
from plainwright.act.execute import perform, playwright_errors
from plainwright.act.locators import Fingerprint, LocatorSpec, Naming, fingerprint, to_locator
from plainwright.act.menus import hover_item_of, open_menu_holding, open_opener
from plainwright.act.seen import Control
from plainwright.act.settle import QUIET_JS, settle, settled_read, still
from plainwright.errors import ElementNotFound, StepTimeout
from plainwright.model import Action, ActionKind, ActionRecord, ElementRef, Usage
from plainwright.observe.snapshot import Element, PageSnapshot, mark_new, snapshot_when_quiet
from plainwright.output.lockfile import LockedAction
from plainwright.redact import MASK, Redactor
from plainwright.understand.brains import Brain, Decision
from plainwright.understand.grammar import quoted_texts, row_position
from plainwright.understand.intent import Clause
from plainwright.understand.rules import needs_snapshot
from plainwright.understand.scoring import PLACE_FITS, context_fit, keyed_by, named_by_code_alone, names_its_menu
from plainwright.understand.text import canonical


@dataclass(slots=True)
class ClauseOutcome:
    """A performed clause: the record for the report, the entry for the lock file, and what the brain cost."""

    record: ActionRecord
    locked: LockedAction
    usage: Usage = field(default_factory=Usage)
    words_missing: str | None = None  # the step's words the element fits only through its id or classes


def _is_secret_field(element: Element | None) -> bool:
    return element is not None and element.attrs.get("type") == "password"


def make_record(action: Action, ref: ElementRef | None, locator: LocatorSpec | None,
                elapsed_ms: float) -> ActionRecord:
    return ActionRecord(kind=action.kind, value=action.value, element=ref, locator=str(locator) if locator else None,
                        confidence=action.confidence, strategy=action.strategy, elapsed_ms=round(elapsed_ms, 1))


def element_ref(print_: Fingerprint, frame: str) -> ElementRef:
    return ElementRef(tag=print_.tag, role=print_.role, name=print_.name, frame=frame)


def lock_entry(action: Action, locators: list[LocatorSpec], print_: Fingerprint | None,
               redactor: Redactor, control: Control | None = None) -> LockedAction:
    # A locator that spells a secret is not written down; with none left, replay resolves the clause again.
    kept = [spec for spec in locators if redactor.mask(str(spec)) == str(spec)]
    words = None if action.element is not None else action.target
    return LockedAction(kind=action.kind, value=action.value, exact=action.exact, target=words,
                        role=action.role if words else None,
                        context=action.context, sensitive=action.sensitive, strategy=action.strategy, locators=kept,
                        fingerprint=print_, control=control)


async def observe(page: Page, timeout_ms: float) -> PageSnapshot:
    """A snapshot of the page once it has settled (a click may have started a navigation just now), read in the
    look that finds it settled."""
    with playwright_errors(""):
        return await settled_read(page, lambda need_ms: snapshot_when_quiet(page, QUIET_JS, need_ms),
                                  timeout_ms=timeout_ms)


async def _decide(page: Page, clause: Clause, brain: Brain, timeout_ms: float) -> tuple[Decision,
                                                                                      PageSnapshot | None]:
    """The brain's decision on the page as it is. When no element fits, the page may still be building it (a
    list loading, a menu sliding open, a button shown after a request): as Playwright's locators wait, look
    again until the step's timeout, asking the brain again only when the page shows something else."""
    deadline = time.monotonic() + timeout_ms / 1000
    snapshot = None
    if needs_snapshot(clause):
        snapshot = await _observe_since(page, timeout_ms)
    else:  # a check of the page's text, title or URL waits for it itself, as Playwright's expect does
        with playwright_errors(""):
            await settle(page, timeout_ms=timeout_ms, quiet=False)
    opened, pages = False, {1}
    while True:
        try:
            decision = await brain.decide(clause, snapshot or PageSnapshot(url=page.url, title="", elements=[]))
        except ElementNotFound as missing:
            if snapshot is None:
                raise
            if not opened and (opened := await _open_menu_of_place(page, clause, snapshot)
                               or await _open_menu_holding(page, clause)
                               or await _pointed_at_place(page, clause, snapshot)):
                snapshot = await _observe_since(page, timeout_ms)
                continue
            if await _turned_page(page, clause, snapshot, pages):
                snapshot = await _observe_since(page, timeout_ms)
                continue
            try:
                changed = await _changed(page, snapshot, deadline, timeout_ms)
            except StepTimeout:  # the page was slow to answer a last look: what was missing is the failure
                raise missing from None
            if changed is None:
                raise
            snapshot = _since_last_step(page, changed)
        else:
            if snapshot is not None:
                _last_read[page] = snapshot
            return decision, snapshot


# The page as the last step that read it saw it: what a step's snapshot has beyond it is new (`Element.is_new`,
# "the new empty "Member name" field" that an "Add item" just drew).
_last_read: weakref.WeakKeyDictionary[Page, PageSnapshot] = weakref.WeakKeyDictionary()


def _since_last_step(page: Page, snapshot: PageSnapshot) -> PageSnapshot:
    before = _last_read.get(page)
    return mark_new(snapshot, before) if before is not None else snapshot


async def _observe_since(page: Page, timeout_ms: float) -> PageSnapshot:
    return _since_last_step(page, await observe(page, timeout_ms))


async def _open_menu_of_place(page: Page, clause: Clause, snapshot: PageSnapshot) -> bool:
    """When the place the step names (`in the row of "Grace Hopper"`) holds one closed menu (its "Actions" or "⋯"
    button), open it, as a person looks there for a control the place does not show: True when it was opened.
    Replay opens it again through the act stage, which reveals a control kept in its item's menu."""
    intent = clause.intent
    if intent is None or not intent.context or intent.kind not in (ActionKind.CLICK, ActionKind.DOUBLE_CLICK):
        return False
    openers = [element for element in snapshot.elements if element.is_usable and element.is_interactive
               and _closed_menu(element) and (context_fit(intent.context, element) >= PLACE_FITS
                                              or names_its_menu(intent.context, element))]
    # "the SQL menu": the one the opener "SQL" opens, of a menu bar whose every entry stands in "a menu"
    openers = [element for element in openers if names_its_menu(intent.context, element)] or openers
    if len(openers) != 1:
        return False
    opener = openers[0]
    try:
        await open_opener(to_locator(page, LocatorSpec(method="css", value=opener.selector, frame=opener.frame)))
    except Error:
        return False
    return True


def _key(element: Element) -> str:
    """The key of the row or card the element stands in ("" for none)."""
    return element.context.get("row_key") or element.context.get("group_key") or ""


async def _pointed_at_place(page: Page, clause: Clause, snapshot: PageSnapshot) -> bool:
    """When the step's place is a record's row or card (`the trash icon in the row of "Monthly Revenue"`) and what
    it names is not shown there, point at the row, as a person does to see the controls it shows only then: True
    when there was one row to point at."""
    intent = clause.intent
    if intent is None or not intent.context or intent.kind not in (ActionKind.CLICK, ActionKind.DOUBLE_CLICK):
        return False
    keyed = [element for element in snapshot.elements if element.is_usable and keyed_by(element, intent.context)]
    # "Monthly Revenue" is the row keyed so, not "Monthly Revenue (EU)", which only starts with it
    keyed = [element for element in keyed if canonical(_key(element)) == canonical(intent.context)] or keyed
    rows = {_key(element) for element in keyed}
    if not keyed or len(rows) != 1:
        return False
    return await hover_item_of(to_locator(page, LocatorSpec(method="css", value=keyed[0].selector,
                                                            frame=keyed[0].frame)))


async def _open_menu_holding(page: Page, clause: Clause) -> bool:
    """When what the step names is in a closed menu (a language menu's "Deutsch", hidden under its "English"
    button; the page's "⋮" menu's "History"), open that menu, as a person opens it to find the choice: True when it
    was opened (act/menus.py)."""
    intent = clause.intent
    if intent is None or intent.kind not in (ActionKind.CLICK, ActionKind.SELECT):
        return False
    words = intent.value if intent.kind is ActionKind.SELECT and intent.value else intent.target
    return bool(words) and await open_menu_holding(page, words)


_PAGED_KINDS = {ActionKind.CLICK, ActionKind.DOUBLE_CLICK, ActionKind.CHECK, ActionKind.UNCHECK}


async def _turned_page(page: Page, clause: Clause, snapshot: PageSnapshot, pages: set[int]) -> bool:
    """When the record the step names stands nowhere on this page and its list has a next page, go there
    (act/paging.py); `pages` holds the page numbers seen."""
    intent = clause.intent
    if intent is None or intent.kind not in _PAGED_KINDS or len(pages) >= paging.MAX_PAGES \
            or not paging.names_a_record_elsewhere(intent, snapshot):
        return False
    link = paging.next_page_link(snapshot, pages)
    if link is None or not await paging.turn_page(page, link):
        return False
    pages.add(paging.page_number(link) or max(pages) + 1)
    return True


def _closed_menu(element: Element) -> bool:
    attrs = element.attrs
    return attrs.get("aria-expanded") == "false" or (
        attrs.get("aria-haspopup", "false") != "false" and attrs.get("aria-expanded") != "true")


# How long to wait for the page's DOM to change before looking again all the same (a CSS animation that shows an
# element changes no DOM).
LOOK_AGAIN_MS = 1000


async def _changed(page: Page, before: PageSnapshot, deadline: float, timeout_ms: float) -> PageSnapshot | None:
    """A fresh snapshot once the page shows other elements, or None when the deadline comes first. The page is
    looked at again when its DOM changes or navigates, and at least every LOOK_AGAIN_MS."""
    while (left_ms := (deadline - time.monotonic()) * 1000) > 0:
        await still(page, for_ms=min(left_ms, LOOK_AGAIN_MS), timeout_ms=left_ms)
        after = await observe(page, timeout_ms)
        if _shown(after) != _shown(before):
            return after
    return None


def _shown(snapshot: PageSnapshot) -> list[tuple[str, str, bool, bool]]:
    """What a brain reads of a page: a focus moving counts ("the todo being edited" is the focused field)."""
    return [(element.role, element.name, element.is_usable, element.focused) for element in snapshot.elements]


def naming(clause: Clause) -> Naming:
    """What the clause says of its element besides the element's words: the records it names (its place, its
    target, what it quotes) and whether it names a position. The value it types or chooses names no record: a
    search field stands in no item that shows what was searched for."""
    intent = clause.intent
    if intent is None:
        return Naming()
    at_row = row_position(intent.context) is not None  # "in the first row": a position, no record
    records = [text for text in (None if at_row else intent.context, intent.target, *quoted_texts(clause.text))
               if text and text != intent.value]
    return Naming(records=tuple(dict.fromkeys(records)), position=intent.ordinal is not None or at_row)


def _masked(clause: Clause, redactor: Redactor) -> Clause:
    """The clause as a brain may see it: secrets replaced, so none reaches a model, a cache or a log."""
    masked = redactor.mask(clause.text)
    return clause if masked == clause.text else Clause(text=masked, intent=clause.intent, derived=clause.derived)


def _unmasked(action: Action, clause: Clause) -> Action:
    """Put the real secret back where a model answered with the mask."""
    if action.value is None or MASK not in action.value or clause.intent is None or clause.intent.value is None:
        return action
    return action.model_copy(update={"value": clause.intent.value, "sensitive": True})


async def resolve_clause(page: Page, clause: Clause, brain: Brain, *, timeout_ms: float, sensitive: bool,
                         redactor: Redactor, sentence: str) -> ClauseOutcome:
    """Observe, decide and act on one clause; raises StepError (or LLMError) when it cannot be done."""
    started = time.perf_counter()
    decision, snapshot = await _decide(page, _masked(clause, redactor), brain, timeout_ms)
    action = _unmasked(decision.action, clause)
    element = snapshot.by_index.get(action.element) if snapshot and action.element is not None else None
    if sensitive or _is_secret_field(element):
        action = action.model_copy(update={"sensitive": True})
        redactor.add(action.value)
    performed = await perform(page, action, snapshot, timeout_ms=timeout_ms, sentence=sentence,
                              naming=naming(clause))
    locators = performed.locators
    print_ = fingerprint(element, locators) if element is not None else None
    ref = element_ref(print_, element.frame) if print_ is not None and element is not None else None
    record = make_record(action, ref, locators[0] if locators else None, (time.perf_counter() - started) * 1000)
    target = clause.intent.target if clause.intent is not None else ""
    return ClauseOutcome(record=record, locked=lock_entry(action, locators, print_, redactor, performed.control),
                         usage=Usage(brain_calls=1, tokens=decision.tokens, cost_usd=decision.cost_usd),
                         words_missing=target if element is not None and named_by_code_alone(target, element)
                         else None)
