"""What every application of the real-application bed provides, and helpers to run its server.

The bed measures the rule brain on open-source web applications that nobody on the team wrote. Each
application lives in its own folder `bench/realapps/<name>/` with

- `app.py`, defining `APP`: an object that satisfies `RealApp` below;
- `scenarios/*.plain.yaml`: plain-English scenarios, written before the brain was run on them. Their `url`
  uses the application's fixed port on 127.0.0.1;
- nothing that the test suite imports: the bed runs from `bench/realapps/run.py`, never from `make test`.

An application is installed into its own folder under `bench/realapps/.cache/<name>/` (a venv, node_modules,
a database), never into plainwright's `.venv`, so that its dependencies cannot change what is measured.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import time
import urllib.request
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, Protocol, TypeVar

import yaml
from playwright.async_api import Page

HERE = Path(__file__).resolve().parent
CACHE = HERE / ".cache"


@dataclass(frozen=True, slots=True)
class Verdict:
    """The application's own word on a scenario: did what it asks happen? `detail` says what was found."""

    ok: bool
    detail: str


class RealApp(Protocol):
    """One real application of the bed."""

    name: str  # the folder name
    port: int  # fixed, 127.0.0.1 only; the scenarios' urls use it
    # scenario file stem -> the 1-based number of the step that must fail (a scenario that must not pass)
    must_fail: dict[str, int]

    def install(self) -> None:
        """Install the application into CACHE / name; idempotent and quick when already done."""

    def start(self) -> None:
        """Start the server on 127.0.0.1:port and return once it answers."""

    def stop(self) -> None:
        """Stop the server and everything it started."""

    def reset(self) -> None:
        """Bring the application back to its seeded state (called before every scenario)."""

    async def judge(self, scenario: str, page: Page) -> Verdict:
        """Whether the scenario (a file stem) did what it says, read from the application's state (its
        database, its storage, or what its page shows after the last step), never from plainwright's result."""


App = TypeVar("App")


class Judges(Generic[App]):
    """An application's judges, one per scenario stem: `judge = Judges[Trac]()`, then `@judge("01_login")` above
    each one, and `await judge.verdict(self, scenario, page)` in the application's own `judge`."""

    def __init__(self) -> None:
        self.by_stem: dict[str, Callable[[App, Page], Awaitable[Verdict]]] = {}

    def __call__(self, stem: str) -> Callable[[Callable[[App, Page], Awaitable[Verdict]]],
                                              Callable[[App, Page], Awaitable[Verdict]]]:
        def register(check: Callable[[App, Page], Awaitable[Verdict]]) -> Callable[[App, Page], Awaitable[Verdict]]:
            self.by_stem[stem] = check
            return check
        return register

    async def verdict(self, app: App, scenario: str, page: Page) -> Verdict:
        check = self.by_stem.get(scenario)
        if check is None:
            return Verdict(False, f"no judge for {scenario}")
        return await check(app, page)


def scenario_files(app: RealApp, only: str | None = None) -> list[tuple[str, Path]]:
    """The app's scenarios as (file stem, path), in name order; with `only`, those whose stem holds it."""
    found = ((path.name.removesuffix(".plain.yaml"), path)
             for path in sorted((HERE / app.name / "scenarios").glob("*.plain.yaml")))
    return [(stem, path) for stem, path in found if not only or only in stem]


def warm_up(app: RealApp, only: str | None = None) -> None:
    """Ask the app once for each scenario's first page, however long it takes: a server's first answers compile
    its templates and fill its caches, and on a loaded machine the first scenario's first page then outlasts the
    step timeout. The bed measures the scenarios, not a cold start."""
    scenarios = [yaml.safe_load(path.read_text(encoding="utf-8")) for _, path in scenario_files(app, only)]
    addresses = {scenario.get("url", "") for scenario in scenarios}
    for address in sorted(filter(None, addresses)):
        with contextlib.suppress(OSError):
            urllib.request.urlopen(address, timeout=120).read()


def venv(name: str, *requirements: str) -> Path:
    """A venv of its own for an application under CACHE / name / venv, with the requirements installed;
    returns its python. Reinstalls only when the requirements change."""
    folder = CACHE / name / "venv"
    python = folder / "bin" / "python"
    stamp = folder / ".requirements"
    wanted = "\n".join(requirements)
    if python.exists() and stamp.exists() and stamp.read_text() == wanted:
        return python
    if folder.exists():
        shutil.rmtree(folder)
    subprocess.run([sys.executable, "-m", "venv", str(folder)], check=True)
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *requirements],
                   check=True)
    stamp.write_text(wanted)
    return python


def wait_for_port(port: int, timeout_s: float = 60.0, process: subprocess.Popen[bytes] | None = None) -> None:
    """Wait until 127.0.0.1:port accepts a connection; fail early when the process died."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            raise RuntimeError(f"the server exited with code {process.returncode} before listening on {port}")
        with socket.socket() as sock:
            sock.settimeout(0.5)
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.2)
    raise TimeoutError(f"nothing listens on 127.0.0.1:{port} after {timeout_s:.0f} s")


def spawn(command: list[str], *, cwd: Path, env: dict[str, str] | None = None,
          log: Path | None = None) -> subprocess.Popen[bytes]:
    """Start a server in its own process group, its output to `log` (or discarded)."""
    out = open(log, "ab") if log is not None else subprocess.DEVNULL  # noqa: SIM115 - the child owns it
    return subprocess.Popen(command, cwd=cwd, env={**os.environ, **(env or {})}, stdout=out, stderr=subprocess.STDOUT,
                            start_new_session=True)


def kill(process: subprocess.Popen[bytes] | None) -> None:
    """Stop a process started by `spawn` and its children."""
    if process is None or process.poll() is not None:
        return
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def restore_database(pristine: Path, live: Path) -> None:
    """Write the seeded database over the live one through SQLite's backup API: in place, so a server's open
    connections see the seeded state at their next query."""
    source, target = sqlite3.connect(pristine), sqlite3.connect(live)
    try:
        source.backup(target)
    finally:
        source.close()
        target.close()


def read_rows(db: Path, sql: str, *args: object) -> list[tuple[object, ...]]:
    """The rows a query gives on the live database, opened read-only (a judge changes nothing)."""
    connection = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return connection.execute(sql, args).fetchall()
    finally:
        connection.close()
