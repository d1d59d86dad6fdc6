"""The browser's own dialogs (alert, confirm, prompt): answered as the step says, and never in silence.

A dialog stops the page's scripts until it is answered, and Playwright's actions wait on it, so an answer
cannot come after the click that opens one: the step that says it ("Click Delete and accept the alert", or a
next step "Dismiss the alert") arms the answer before that click. A dialog nobody armed an answer for is
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
    message: str | None = None  # "Accept the confirmation "Are you sure?"": what the dialog must say to be accepted


@dataclass(slots=True)
class Met:
    """A dialog the page opened, and how it was answered."""

    kind: str  # alert, confirm, prompt, beforeunload
    message: str
    accepted: bool
    armed: bool  # answered as a step said, not dismissed by default
    wanted: str | None = None  # what the step said the dialog says

    @property
    def unlike(self) -> bool:
        """It does not say what the step said it says (and was dismissed for that)."""
        return self.wanted is not None and not says(self.message, self.wanted)

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
        # a dialog that does not say what the step named is not the one it means: never accepted
        accept = answer is not None and answer.accept and (answer.message is None or says(dialog.message,
                                                                                          answer.message))
        if accept and answer is not None:
            await (dialog.accept(answer.text) if answer.text is not None else dialog.accept())
        else:
            await dialog.dismiss()
        self.met.append(Met(dialog.type, dialog.message, accept, answer is not None,
                            answer.message if answer is not None else None))


def _plain(text: str) -> str:
    return " ".join(text.lower().split()).rstrip(".?!:")


def says(message: str, words: str) -> bool:
    """Whether a dialog's message says these words ("Are you sure?" in "Are you sure you want to delete it?")."""
    return _plain(words) in _plain(message)


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
