"""Lock files are written at once: scenario items run by several pytest-xdist workers (or a run stopped while it
writes) never leave half a lock for the next reader."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from plainwright.model import ActionKind
from plainwright.output.lockfile import LockedAction, LockedStep, LockFile, read_lock, write_lock

STEPS = 400

WRITER = """
import sys, time
from plainwright.output.lockfile import read_lock, write_lock
path = sys.argv[1]
lock = read_lock(path)
end = time.monotonic() + float(sys.argv[2])
while time.monotonic() < end:
    write_lock(path, lock)
"""


def _big_lock() -> LockFile:
    steps = [LockedStep(text=f'Type "user {index}" into the Name field of row {index}', hash=f"{index:016x}",
                        actions=[LockedAction(kind=ActionKind.FILL, value=f"user {index}", target="Name")])
             for index in range(STEPS)]
    return LockFile(scenario="Many rows", url="http://127.0.0.1:9/rows", steps=steps)


def test_a_reader_never_finds_half_a_lock_while_another_process_rewrites_it(tmp_path: Path) -> None:
    path = tmp_path / "rows.lock.yaml"
    write_lock(path, _big_lock())
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(path), "2"])
    reads = 0
    try:
        time.sleep(0.3)  # the writer has started writing
        while writer.poll() is None:
            lock = read_lock(path)  # a half-written file is not a lock: UsageError
            assert lock is not None and len(lock.steps) == STEPS
            reads += 1
    finally:
        writer.wait(timeout=30)
    assert writer.returncode == 0 and reads > 10
    assert [file.name for file in tmp_path.iterdir()] == ["rows.lock.yaml"], "no file is left beside the lock"
