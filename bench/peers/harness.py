"""What every peer probe shares: the command line, the timing loop, the one JSON line, and the clean-up.

A probe supplies an async `measure(args, profile_dir) -> Measured` that launches its tool's browser with
CHROMIUM_ARGS and a user-data-dir inside profile_dir, loads args.url once, and times `args.runs` extractions
with `time_runs`. `run_probe` does the rest: a hard timeout, the JSON line on the real stdout (everything the
tool prints goes to stderr), the text file, the token count, and killing any Chromium left behind.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import signal
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tokencount import count_tokens

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1",
]
CLOSE_GRACE_S = 15.0  # time a tool gets to close its browser after a timeout before we kill it
_reported = threading.Lock()  # the main thread and the watchdog race to print; only the first one does


@dataclass
class Extraction:
    """One serialised view of the page: the text an LLM would read and the interactive elements listed."""

    text: str
    names: list[str]


@dataclass
class Measured:
    runs_ms: list[float]
    last: Extraction


@dataclass
class ProbeResult:
    tool: str
    version: str
    url: str
    runs_ms: list[float] = field(default_factory=list)
    text: str = ""
    names: list[str] = field(default_factory=list)
    error: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "tool": self.tool,
            "version": self.version,
            "url": self.url,
            "runs_ms": [round(ms, 2) for ms in self.runs_ms],
            "median_ms": round(statistics.median(self.runs_ms), 2) if self.runs_ms else None,
            "elements": len(self.names),
            "chars": len(self.text),
            "tokens": count_tokens(self.text) if self.text else 0,
            "names": self.names,
            "error": self.error,
        }


def parse_args(
    description: str, extra: Callable[[argparse.ArgumentParser], None] | None = None
) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--url", required=True, help="page to load once and extract --runs times")
    parser.add_argument("--chromium", default="/usr/bin/chromium", help="Chromium executable")
    parser.add_argument("--runs", type=int, default=5, help="timed extractions on the loaded page")
    parser.add_argument("--text-out", type=Path, help="write the serialised text of the last run here")
    parser.add_argument("--timeout-s", type=float, default=60.0, help="give up (error JSON) after this long")
    if extra:
        extra(parser)
    return parser.parse_args()


async def time_runs(
    runs: int, extract: Callable[[], Awaitable[Extraction]]
) -> tuple[list[float], Extraction]:
    """Time `runs` extractions end to end (tool call to text in Python); return the times and the last one."""
    times: list[float] = []
    last = Extraction(text="", names=[])
    for _ in range(max(1, runs)):
        start = time.perf_counter()
        last = await extract()
        times.append((time.perf_counter() - start) * 1000.0)
    return times, last


def run_probe(
    tool: str,
    version: str,
    measure: Callable[[argparse.Namespace, Path], Awaitable[Measured]],
    args: argparse.Namespace,
) -> int:
    """Run measure under a timeout, print one JSON line on stdout, leave no Chromium behind; exit 0."""
    json_out = _take_over_stdout()
    profile_dir = Path(tempfile.mkdtemp(prefix=f"peers-{tool}-"))
    result = ProbeResult(tool=tool, version=version, url=args.url)
    watchdog = _start_watchdog(args.timeout_s + 2 * CLOSE_GRACE_S, result, json_out, profile_dir)
    try:
        measured = asyncio.run(_bounded(measure(args, profile_dir), args.timeout_s))
        result.runs_ms, result.text, result.names = measured.runs_ms, measured.last.text, measured.last.names
    except TimeoutError:
        result.error = f"timed out after {args.timeout_s:g} s"
    except Exception as exc:
        result.error = f"{type(exc).__name__}: {exc}"[:500]
    watchdog.cancel()
    _finish(result, json_out, profile_dir, args.text_out)
    return 0


async def _bounded(work: Awaitable[Measured], timeout_s: float) -> Measured:
    return await asyncio.wait_for(work, timeout=timeout_s)


def _take_over_stdout() -> int:
    """Send fd 1 (ours and every child's) to stderr and return a private copy of the real stdout."""
    sys.stdout.flush()
    real = os.dup(1)
    os.dup2(2, 1)
    return real


def _finish(result: ProbeResult, json_out: int, profile_dir: Path, text_out: Path | None) -> None:
    if not _reported.acquire(blocking=False):
        return
    killed = kill_leftovers(str(profile_dir))
    if killed:
        print(f"{result.tool}: killed {killed} leftover browser processes", file=sys.stderr)
    shutil.rmtree(profile_dir, ignore_errors=True)
    if text_out is not None and result.text:
        text_out.write_text(result.text, encoding="utf-8")
    try:
        line = json.dumps(result.to_json(), ensure_ascii=False)
    except Exception as exc:  # token counting failed: still one honest line
        result.error = result.error or f"token count failed: {type(exc).__name__}: {exc}"
        result.text = ""
        line = json.dumps(result.to_json(), ensure_ascii=False)
    os.write(json_out, (line + "\n").encode())


def _start_watchdog(after_s: float, result: ProbeResult, json_out: int, profile_dir: Path) -> threading.Timer:
    """Last resort when the tool hangs even its own cancellation: report, clean up, and leave at once."""

    def fire() -> None:
        result.error = f"timed out after {after_s:g} s (tool did not stop)"
        result.runs_ms, result.text, result.names = [], "", []
        _finish(result, json_out, profile_dir, None)
        os._exit(0)

    timer = threading.Timer(after_s, fire)
    timer.daemon = True
    timer.start()
    return timer


def kill_leftovers(marker: str) -> int:
    """SIGKILL every process whose command line holds marker (our profile dir), and their descendants."""
    table = _process_table()
    roots = {pid for pid, (_, cmd) in table.items() if marker in cmd and pid != os.getpid()}
    victims = set(roots)
    changed = True
    while changed:
        children = {pid for pid, (ppid, _) in table.items() if ppid in victims} - victims
        victims |= children
        changed = bool(children)
    for pid in victims:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            continue
    return len(victims)


def _process_table() -> dict[int, tuple[int, str]]:
    """pid -> (parent pid, command line) from /proc."""
    table: dict[int, tuple[int, str]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            cmd = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        table[int(entry.name)] = (ppid, cmd)
    return table
