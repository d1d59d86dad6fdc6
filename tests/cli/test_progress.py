"""What a run shows on a terminal while it waits: the browser starting from the first moment, then a step that has
waited more than a second; none of it in a log or a pipe."""

from __future__ import annotations

import os
import pty
import select
import subprocess
import time
from pathlib import Path

from faults.harness import PLAINWRIGHT, run, write

ERASE = "\r\x1b[2K"


def _in_a_terminal(*args: str, cwd: Path, timeout_s: float = 120) -> tuple[int, str]:
    """Run `plainwright` with its stdout and stderr on a pseudo-terminal; its exit code and all it wrote."""
    leader, follower = pty.openpty()
    process = subprocess.Popen([PLAINWRIGHT, *args], cwd=cwd, stdin=subprocess.DEVNULL, stdout=follower,
                               stderr=follower, env={**os.environ, "PLAINWRIGHT_HEADED": "0", "COLUMNS": "200"})
    os.close(follower)
    written, deadline = b"", time.monotonic() + timeout_s
    try:
        while time.monotonic() < deadline:
            if select.select([leader], [], [], 1)[0]:
                try:
                    chunk = os.read(leader, 65536)
                except OSError:  # the terminal closed with the process
                    break
                if not chunk:
                    break
                written += chunk
        code = process.wait(timeout=10)
    finally:
        os.close(leader)
    return code, written.decode(errors="replace")


def test_a_terminal_sees_the_browser_start_and_a_step_that_waits(site: str, tmp_path: Path) -> None:
    write(tmp_path / "later.plain.yaml", f'url: "{site}/cli/later.html?ms=2500"\nsteps:\n'
                                         '  - Verify the page shows "Orders"\n  - Verify the page shows "Ready"\n')
    code, shown = _in_a_terminal("run", "later.plain.yaml", cwd=tmp_path)
    assert code == 0, shown
    assert f"{ERASE}\x1b[2mstarting Chromium… 0 s" in shown, "the browser start is said at once"
    assert '2. Verify the page shows "Ready"  waiting 1 s' in shown, "a step waiting over a second is noted"
    step_line = shown.index('2. Verify the page shows "Ready"  \x1b[2m')
    assert shown.rfind(ERASE, 0, step_line) > shown.rfind("waiting 1 s", 0, step_line), \
        "the note is erased before the step's own line"
    assert "success: 2/2 steps passed" in shown


def test_a_log_or_a_pipe_gets_the_step_lines_alone(site: str, tmp_path: Path) -> None:
    write(tmp_path / "later.plain.yaml", f'url: "{site}/cli/later.html?ms=1500"\n'
                                         'steps:\n  - Verify the page shows "Ready"\n')
    done = run("run", "later.plain.yaml", cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "starting Chromium" not in done.stdout and "waiting" not in done.stdout and "\x1b" not in done.stdout
    assert done.stdout.splitlines()[0] == "▶ later.plain.yaml"
