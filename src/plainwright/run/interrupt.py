"""Stopping a run on SIGINT (Ctrl-C) or SIGTERM without losing what it did.

The signal is taken by the event loop, not as a KeyboardInterrupt thrown into whatever Playwright call is under
way: `on_signal` is told first (the CLI writes the reports of the steps done there), then the run is cancelled
and given a few seconds to close its browser, and `Interrupted` is raised with the exit code a shell expects.
A run that has not closed by then (a browser that does not answer, or a second signal) ends with the process:
its exit code is the same, and the driver takes the browser down with it when its pipe closes.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

from plainwright.errors import Interrupted

T = TypeVar("T")
SIGNALS = (signal.SIGINT, signal.SIGTERM)
CLOSE_S = 5.0  # how long a stopped run may take to close its browser; a second signal cuts it short


async def run_until_signal(work: Coroutine[Any, Any, T], *, on_signal: Callable[[Interrupted], None],
                           close_s: float = CLOSE_S) -> T:
    """Await `work`; on SIGINT or SIGTERM call `on_signal`, cancel `work` and raise `Interrupted`.

    `asyncio.run(run_until_signal(run_scenario(path), on_signal=write_reports))`.
    """
    loop = asyncio.get_running_loop()
    signals: asyncio.Queue[int] = asyncio.Queue()
    for signum in SIGNALS:
        loop.add_signal_handler(signum, signals.put_nowait, signum)
    task = asyncio.ensure_future(work)
    waiting = asyncio.ensure_future(signals.get())
    try:
        await asyncio.wait({task, waiting}, return_when=asyncio.FIRST_COMPLETED)
        if not waiting.done():  # the work ended by itself
            return task.result()
        stopped = Interrupted(waiting.result())
        on_signal(stopped)
        task.cancel()
        again = asyncio.ensure_future(signals.get())
        await asyncio.wait({task, again}, timeout=close_s, return_when=asyncio.FIRST_COMPLETED)
        again.cancel()
        if not task.done():
            _exit_now(stopped)
        if not task.cancelled():
            task.exception()  # a run stopped half-way may fail on its way out; what it did is reported already
        raise stopped
    finally:
        waiting.cancel()
        for signum in SIGNALS:
            loop.remove_signal_handler(signum)
        with contextlib.suppress(asyncio.CancelledError):
            await waiting


def _exit_now(stopped: Interrupted) -> None:
    """End the process without waiting for a run that does not close (asyncio.run would wait for it forever)."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(stopped.exit_code)
