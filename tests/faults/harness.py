"""The fault suite's harness: the real `plainwright` command in a process of its own (a session of its own, so a
signal to its group is Ctrl-C in a terminal and reaches no test), and what it leaves behind.

Every case is judged from the exit code, stdout/stderr and the report files written.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

PLAINWRIGHT = str(Path(sys.executable).parent / "plainwright")
# Every value a case hands the command through its environment is a secret: none may reach an artefact.
SECRETS: set[str] = set()
# Pictures show what a person at the screen saw (a password field as dots): they are not searched, nor the
# pictures inlined in the HTML report, nor the scenarios the cases wrote.
PICTURES = (".png", ".jpeg", ".jpg")
INPUTS = ".plain.yaml"
REPORTS = ("--json", "r.json", "--junit", "r.xml", "--html", "r.html")


@dataclass
class Finished:
    returncode: int
    stdout: str
    stderr: str


@dataclass
class Reports:
    json: dict[str, Any]
    junit: ElementTree.Element
    html: str


@dataclass
class Cli:
    """A `plainwright` process started by a test; stdout and stderr go to files that can be read while it runs."""

    process: subprocess.Popen[bytes]
    folder: Path

    def output(self) -> str:
        return (self.folder / "stdout.txt").read_text(errors="replace")

    def wait_for(self, text: str, timeout_s: float = 60) -> None:
        deadline = time.monotonic() + timeout_s
        while text not in self.output():
            assert self.process.poll() is None, f"exited before {text!r}:\n{self.output()}"
            assert time.monotonic() < deadline, f"no {text!r} within {timeout_s} s:\n{self.output()}"
            time.sleep(0.1)

    def wait_for_file(self, path: str, timeout_s: float = 60) -> None:
        deadline = time.monotonic() + timeout_s
        while not (self.folder / path).exists():
            assert self.process.poll() is None, f"exited before writing {path}:\n{self.output()}"
            assert time.monotonic() < deadline, f"no {path} within {timeout_s} s:\n{self.output()}"
            time.sleep(0.1)

    def finish(self, timeout_s: float = 60) -> Finished:
        try:
            code = self.process.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, 9)
            self.process.wait()
            raise AssertionError(f"still running after {timeout_s} s:\n{self.output()}") from None
        return Finished(code, self.output(), (self.folder / "stderr.txt").read_text(errors="replace"))


def start(*args: str | Path, cwd: Path, env: dict[str, str] | None = None) -> Cli:
    SECRETS.update(value for value in (env or {}).values() if value)
    with open(cwd / "stdout.txt", "wb") as out, open(cwd / "stderr.txt", "wb") as err:
        process = subprocess.Popen([PLAINWRIGHT, *map(str, args)], cwd=cwd, stdout=out, stderr=err,
                                   start_new_session=True,
                                   env={**os.environ, "PLAINWRIGHT_HEADED": "0", **(env or {})})
    return Cli(process, cwd)


def run(*args: str | Path, cwd: Path, timeout_s: float = 120, env: dict[str, str] | None = None) -> Finished:
    return start(*args, cwd=cwd, env=env).finish(timeout_s)


def read_reports(folder: Path) -> Reports:
    """The three reports a run wrote with REPORTS, each parsed: a report that does not parse fails the case."""
    return Reports(json=json.loads((folder / "r.json").read_text()),
                   junit=ElementTree.parse(folder / "r.xml").getroot(), html=(folder / "r.html").read_text())


def descendants(pid: int) -> list[int]:
    parents: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            parents.setdefault(ppid, []).append(int(entry.name))
    found, todo = [], [pid]
    while todo:
        children = parents.get(todo.pop(), [])
        found += children
        todo += children
    return found


def browser_pid(cli: Cli) -> int:
    """The main Chromium process the command started (not one of its renderers or helpers)."""
    for pid in descendants(cli.process.pid):
        try:
            args = (Path("/proc") / str(pid) / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if b"--remote-debugging-pipe" in args and not any(arg.startswith(b"--type=") for arg in args):
            return pid
    raise AssertionError("the command runs no Chromium")


def write(path: Path, text: str, *, site: str = "") -> Path:
    """Write a scenario file; `{site}` in `text` becomes the test pages' base URL."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text.replace("{site}", site), encoding="utf-8")
    return path


def artefacts(folder: Path) -> dict[str, bytes]:
    """Every file a run left under `folder` (stdout.txt and stderr.txt too), each trace zip member by member."""
    found = {}
    for path in folder.rglob("*"):
        if not path.is_file() or path.name.endswith(INPUTS) or path.suffix in PICTURES:
            continue
        if path.suffix == ".zip":
            with zipfile.ZipFile(path) as trace:
                for member in trace.namelist():
                    if not member.endswith(PICTURES):
                        found[f"{path.relative_to(folder)}:{member}"] = trace.read(member)
        else:
            found[str(path.relative_to(folder))] = re.sub(rb"data:image/\w+;base64,[\w+/=]+", b"", path.read_bytes())
    return found


def leaks(folder: Path, secrets: set[str]) -> list[str]:
    """`artefact: secret` for each secret written in an artefact under `folder`."""
    return [f"{name}: {secret!r}" for name, data in artefacts(folder).items() for secret in sorted(secrets)
            if secret.encode() in data]
