"""The browser's own dialogs (alert, confirm, prompt): answered as the step says, and never in silence.

A dialog stops the page's scripts until it is answered, and Playwright's actions wait on it, so an answer
cannot come after the click that opens one: the step that says it ("Click Delete and accept the dialog", or a
next step "Dismiss the dialog") arms the answer before that click. A dialog nobody armed an answer for is
dismissed, as Playwright does by default, and the step reports it.
"""

from __future__ import annotations

import asyncio
import time
import weakref
from dataclasses import dataclass, field

from playwright.async_api import Dialog, Page


@dataclass(slots=True)
class Answer:
    """How to answer the next dialog: accept (with the text a prompt asks for) or dismiss."""

    accept: bool
    text: str | None = None


@dataclass(slots=True)
class Met:
    """A dialog the page opened, and how it was answered."""

    kind: str  # alert, confirm, prompt, beforeunload
    message: str
    accepted: bool
    armed: bool  # answered as a step said, not dismissed by default

    def __str__(self) -> str:
        how = ("accepted" if self.accepted else "dismissed") if self.armed else "dismissed by itself"
        return f"{self.kind} {self.message!r}: {how}"


@dataclass(slots=True)
class Keeper:
    """The dialogs of one page: the armed answer, where the dialogs met since it was armed begin, and every
    dialog met so far."""

    answer: Answer | None = None
    armed_at: int | None = None
    met: list[Met] = field(default_factory=list)

    async def on_dialog(self, dialog: Dialog) -> None:
        answer, self.answer = self.answer, None
        if answer is not None and answer.accept:
            await (dialog.accept(answer.text) if answer.text is not None else dialog.accept())
        else:
            await dialog.dismiss()
        self.met.append(Met(dialog.type, dialog.message, bool(answer and answer.accept), answer is not None))


_KEEPERS: weakref.WeakKeyDictionary[Page, Keeper] = weakref.WeakKeyDictionary()


def keeper(page: Page) -> Keeper:
    """The page's keeper, listening from the first call on."""
    found = _KEEPERS.get(page)
    if found is None:
        found = _KEEPERS[page] = Keeper()

        async def listen(dialog: Dialog) -> None:  # a function: Playwright marks the listeners it is given
            await found.on_dialog(dialog)

        page.on("dialog", listen)
    return found


def arm(page: Page, answer: Answer) -> None:
    """Answer the page's next dialog so (a step further on says how)."""
    found = keeper(page)
    found.answer, found.armed_at = answer, len(found.met)


async def _armed_dialog(found: Keeper, timeout_ms: float) -> Met | None:
    """The dialog answered as armed, waiting for it until the timeout (it may open after a request)."""
    deadline = time.monotonic() + timeout_ms / 1000
    while found.armed_at is not None:
        met = next((m for m in found.met[found.armed_at:] if m.armed), None)
        if met is not None or time.monotonic() >= deadline:
            return met
        await asyncio.sleep(0.05)
    return None


async def opened(page: Page, timeout_ms: float) -> bool:
    """Whether a dialog was answered as armed, waiting for one until the timeout; the arming stays."""
    return await _armed_dialog(keeper(page), timeout_ms) is not None


async def answered(page: Page, timeout_ms: float) -> Met | None:
    """The dialog answered as armed, or None when none came or nothing was armed. The arming is over."""
    found = keeper(page)
    met = await _armed_dialog(found, timeout_ms)
    found.answer = found.armed_at = None
    return met
