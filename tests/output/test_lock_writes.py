"""Lock files are written at once: scenario items run by several pytest-xdist workers (or a run stopped while it
writes) never leave half a lock for the next reader."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from plainwright.model import ActionKind
from plainwright.output.lockfile import LockedAction, LockedStep, LockFile, read_lock, write_lock

STEPS = 400

# Rewrites the lock until the file STOP exists beside it (or a minute passed); says "writing" when it begins.
WRITER = """
import pathlib, sys, time
from plainwright.output.lockfile import read_lock, write_lock
path = pathlib.Path(sys.argv[1])
lock = read_lock(path)
print("writing", flush=True)
end = time.monotonic() + 60
while time.monotonic() < end and not path.with_name("STOP").exists():
    write_lock(path, lock)
"""
READS = 20


def _big_lock() -> LockFile:
    steps = [LockedStep(text=f'Type "user {index}" into the Name field of row {index}', hash=f"{index:016x}",
                        actions=[LockedAction(kind=ActionKind.FILL, value=f"user {index}", target="Name")])
             for index in range(STEPS)]
    return LockFile(scenario="Many rows", url="http://127.0.0.1:9/rows", steps=steps)


def test_a_reader_never_finds_half_a_lock_while_another_process_rewrites_it(tmp_path: Path) -> None:
    path = tmp_path / "rows.lock.yaml"
    write_lock(path, _big_lock())
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], stdout=subprocess.PIPE, text=True)
    try:
        assert writer.stdout is not None and writer.stdout.readline() == "writing\n"
        for _ in range(READS):  # however slowly a loaded machine runs the two, each read meets a rewrite
            lock = read_lock(path)  # a half-written file is not a lock: UsageError
            assert lock is not None and len(lock.steps) == STEPS
        assert writer.poll() is None, "the writer was still rewriting the lock through every read"
    finally:
        (tmp_path / "STOP").touch()
        writer.wait(timeout=60)
    (tmp_path / "STOP").unlink()
    assert writer.returncode == 0
    assert [file.name for file in tmp_path.iterdir()] == ["rows.lock.yaml"], "no file is left beside the lock"
