"""`plainwright show-report`: the HTML report of the last run opened in a browser, or its path where none can be."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from faults.harness import PLAINWRIGHT, run, write


def _show(*args: str | Path, cwd: Path, display: bool) -> subprocess.CompletedProcess[str]:
    """`plainwright show-report` with a display whose browser is a script recording what it was asked to open."""
    env = {name: value for name, value in os.environ.items() if name not in ("DISPLAY", "WAYLAND_DISPLAY", "BROWSER")}
    if display:
        opener = cwd / "opener.py"
        opener.write_text("import pathlib, sys\npathlib.Path(sys.argv[1]).write_text(sys.argv[2])\n")
        env |= {"DISPLAY": ":99", "BROWSER": f"{sys.executable} {opener} {cwd / 'opened.txt'} %s"}
    return subprocess.run([PLAINWRIGHT, "show-report", *map(str, args)], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=60)


def test_show_report_opens_the_report_the_last_run_wrote(site: str, tmp_path: Path) -> None:
    write(tmp_path / "hello.plain.yaml", f'url: "{site}/hello.html"\nsteps:\n  - Verify the page shows "Hello"\n')
    (tmp_path / "reports").mkdir()
    done = run("run", "hello.plain.yaml", "--html", "reports/first.html", cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    (tmp_path / "other.html").write_text("<p>not a report</p>")  # newer, but not the one the run wrote

    shown = _show(cwd=tmp_path, display=True)
    assert shown.returncode == 0, shown.stderr
    report = (tmp_path / "reports" / "first.html").resolve()
    assert f"HTML report: {report}" in shown.stdout
    assert (tmp_path / "opened.txt").read_text() == report.as_uri()


def test_without_a_display_it_prints_where_the_report_is(tmp_path: Path) -> None:
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "old.html").write_text("<p>old</p>")
    os.utime(tmp_path / "out" / "old.html", (1_000_000, 1_000_000))
    (tmp_path / "out" / "nightly").mkdir()
    (tmp_path / "out" / "nightly" / "new.html").write_text("<p>new</p>")
    shown = _show("out", cwd=tmp_path, display=False)
    assert shown.returncode == 0, shown.stderr
    assert f"HTML report: {(tmp_path / 'out' / 'nightly' / 'new.html').resolve()}" in shown.stdout
    assert "no display here" in shown.stdout
    assert not (tmp_path / "opened.txt").exists()


def test_a_report_file_given_is_opened_as_it_is(tmp_path: Path) -> None:
    (tmp_path / "mine.html").write_text("<p>mine</p>")
    shown = _show("mine.html", cwd=tmp_path, display=True)
    assert shown.returncode == 0, shown.stderr
    assert (tmp_path / "opened.txt").read_text() == (tmp_path / "mine.html").resolve().as_uri()


def test_no_report_yet_says_how_to_write_one(tmp_path: Path) -> None:
    shown = _show(cwd=tmp_path, display=False)
    assert shown.returncode == 1
    assert "plainwright-results does not exist" in shown.stderr and "--html report.html" in shown.stderr
    (tmp_path / "empty").mkdir()
    shown = _show("empty", cwd=tmp_path, display=False)
    assert shown.returncode == 1 and "no HTML report under empty" in shown.stderr
