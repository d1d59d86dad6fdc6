"""Bad input is refused early and by name: a report path that cannot be written, a malformed file among good
ones in a folder (which fails only itself)."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest

from faults.harness import REPORTS, read_reports, run, write

GOOD = """name: Good
url: "{site}/hello.html"
steps:
  - Verify the page shows "Hello"
"""


@pytest.mark.parametrize("option", ["--json", "--junit", "--html"])
def test_an_unwritable_report_path_is_refused_before_the_browser_starts(option: str, site: str,
                                                                        tmp_path: Path) -> None:
    write(tmp_path / "good.plain.yaml", GOOD, site=site)
    started = time.monotonic()
    done = run("run", "good.plain.yaml", option, "missing/dir/report.out", cwd=tmp_path)
    assert done.returncode == 2, done.stdout + done.stderr
    assert "missing/dir/report.out" in done.stderr and "does not exist" in done.stderr
    assert "Traceback" not in done.stderr and "▶" not in done.stdout, "nothing ran"
    assert time.monotonic() - started < 10


def test_a_malformed_file_in_a_folder_fails_only_itself(site: str, tmp_path: Path) -> None:
    write(tmp_path / "suite" / "good.plain.yaml", GOOD, site=site)
    write(tmp_path / "suite" / "typo.plain.yaml", "url: http://127.0.0.1/\nstep:\n  - Click Go\n")
    (tmp_path / "suite" / "binary.plain.yaml").write_bytes(random.Random(15).randbytes(4096))
    done = run("run", "suite", *REPORTS, cwd=tmp_path)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stdout + done.stderr
    reports = read_reports(tmp_path)
    runs = {Path(run["path"]).name: run for run in reports.json["runs"]}
    assert runs["good.plain.yaml"]["status"] == "success"
    typo = runs["typo.plain.yaml"]
    assert typo["status"] == "failed" and typo["error"]["kind"] == "invalid_scenario"
    assert "typo.plain.yaml:2: unknown field 'step'; did you mean 'steps'?" in typo["error"]["message"]
    assert runs["binary.plain.yaml"]["error"]["kind"] == "invalid_scenario"
    assert reports.json["status"] == "partial"
    assert len(reports.junit.findall("testcase/failure")) == 2
    assert "typo.plain.yaml:2: unknown field &#39;step&#39;" in reports.html
