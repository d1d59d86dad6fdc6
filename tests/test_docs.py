"""The documentation: the site builds with no warning (a broken link or anchor, a page left out of the nav, a
phrasing reference the grammar no longer agrees with), and the README stays a short page that starts with the
two commands that set everything up."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"


def test_the_site_builds_strictly_with_no_warning(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(tmp_path / "site")],
                          cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    assert "WARNING" not in output, output
    phrasings = (tmp_path / "site" / "phrasings" / "index.html").read_text(encoding="utf-8")
    assert "phrasings: generated" not in phrasings, "the hook filled the reference in"
    assert 'Type "alice" into the Username field' in phrasings
    assert "by words" in phrasings, "the strategies are listed"


def test_the_readme_is_short_and_starts_with_make_demo_and_make_test() -> None:
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 200, f"README.md has {len(lines)} lines; move detail into docs/"
    assert lines[0].startswith("# ")
    body = [line for line in lines[1:] if line.strip()]
    assert body[0].startswith("```")
    assert body[1].split("#")[0].strip() == "make demo"
    assert body[2].split("#")[0].strip() == "make test"
