"""What a run is doing while nothing else is printed, on one line of the terminal that the next output replaces:
"starting Chromium…" from the first moment, then any step that has waited more than a second.

Shown only when stdout is a terminal: a log file or a pipe gets the step lines alone.
"""

from __future__ import annotations

import asyncio
import shutil
import sys
import time
from collections.abc import Awaitable, Hashable
from dataclasses import dataclass
from typing import TypeVar

import click

from plainwright.output.control_chars import escape_for_terminal

T = TypeVar("T")
WAIT_S = 1.0  # a step shorter than this is not worth a note
TICK_S = 0.2
_ERASE = "\r\x1b[2K"


class StatusLine:
    """The last line of the terminal, rewritten in place; `clear()` before printing anything else."""

    def __init__(self) -> None:
        self._shown = ""

    def show(self, text: str) -> None:
        if text == self._shown or not sys.stdout.isatty():
            return
        width = shutil.get_terminal_size().columns
        line = text if len(text) < width else text[:max(width - 2, 0)] + "…"
        click.echo(_ERASE + click.style(line, dim=True), nl=False)
        self._shown = text

    def clear(self) -> None:
        if self._shown:
            click.echo(_ERASE, nl=False)
            self._shown = ""


STATUS = StatusLine()


@dataclass(slots=True)
class _Running:
    name: str
    url: str
    steps: list[str]
    done: int = 0
    since: float = 0.0


class Progress:
    """Follows the scenarios of a run as their steps finish and says which one is waiting, and for how long.

    `browser` is what happens before any scenario has a page: "starting Chromium" or "connecting to ws://...".
    """

    def __init__(self, browser: str) -> None:
        self._browser = browser
        self._browser_up = False
        self._started = time.monotonic()
        self._running: dict[Hashable, _Running] = {}

    def started(self, key: Hashable, *, name: str, url: str, steps: list[str]) -> None:
        """A scenario begins, in a browser that is up; `name` is how the line calls it when several run."""
        self._browser_up = True
        self._running[key] = _Running(name, url, steps, since=time.monotonic())

    def stepped(self, key: Hashable, index: int) -> None:
        if (running := self._running.get(key)) is not None:
            running.done, running.since = index + 1, time.monotonic()

    def finished(self, key: Hashable) -> None:
        self._running.pop(key, None)

    def line(self, now: float) -> str:
        """What the status line says at `now`; empty when nothing has waited long enough to be worth a note."""
        if not self._running:
            return "" if self._browser_up else f"{self._browser}… {now - self._started:.0f} s"
        notes = [self._note(running, now) for running in self._running.values() if now - running.since >= WAIT_S]
        prefix = "" if len(self._running) == 1 else f"{len(self._running)} running: "
        return prefix + " · ".join(notes) if notes else ""

    def _note(self, running: _Running, now: float) -> str:
        waited = f"{now - running.since:.0f} s"
        who = "" if len(self._running) == 1 else f"{running.name}: "
        if running.done == 0:  # the page opens, then the first step runs: no word comes between the two
            first = f", then 1. {running.steps[0]}" if running.steps else ""
            return escape_for_terminal(f"  {who}opening {running.url}{first}  {waited}")
        if running.done >= len(running.steps):
            return escape_for_terminal(f"  {who}finishing… {waited}")
        step = running.steps[running.done]
        return escape_for_terminal(f"  {who}{running.done + 1}. {step}  waiting {waited}")

    async def around(self, work: Awaitable[T]) -> T:
        """Await `work` with the status line kept current; it is cleared when the work ends, however it ends."""

        async def tick() -> None:
            while True:
                line = self.line(time.monotonic())
                if line:
                    STATUS.show(line)
                else:
                    STATUS.clear()
                await asyncio.sleep(TICK_S)

        ticker = asyncio.ensure_future(tick())
        try:
            return await work
        finally:
            ticker.cancel()
            STATUS.clear()
