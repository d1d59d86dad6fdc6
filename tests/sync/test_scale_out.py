"""A suite of scenario files on the engines CI already has: pytest-xdist workers, shards split over machines with
--plain-shard, and `plainwright merge-reports` joining what the shards found."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest
from playwright.async_api import Page, expect

pytest_plugins = ["pytester"]

PLAINWRIGHT = str(Path(sys.executable).parent / "plainwright")
QUIET = ("--plain-local-only", "-p", "no:asyncio", "-p", "no:randomly")

SCENARIO = """\
name: {name}
url: {site}/forms/login.html
steps:
  - Type "{user}" into the Username field
  - Enter the password "s3cret"
  - Click the Log in button
  - Verify the page shows "Welcome, {user}"
"""


def _scenarios(pytester: pytest.Pytester, site: str, users: list[str]) -> Path:
    suite = pytester.mkdir("suite")
    for user in users:
        (suite / f"{user}.plain.yaml").write_text(SCENARIO.format(name=f"Log in as {user}", site=site, user=user),
                                                  encoding="utf-8")
    return suite


def _plainwright(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([PLAINWRIGHT, *args], cwd=cwd, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PLAINWRIGHT_HEADED": "0"})


def _collected(result: pytest.RunResult) -> list[str]:
    return [line for line in result.stdout.lines if "::" in line]


def test_scenario_files_run_in_two_xdist_workers_into_one_result(pytester: pytest.Pytester, site: str) -> None:
    users = ["ann", "bob", "cy", "dee"]
    suite = _scenarios(pytester, site, users)
    result = pytester.runpytest_subprocess("-n", "2", "-v", "--plain-json", "results.json", *QUIET)
    result.assert_outcomes(passed=4)
    shown = result.stdout.str()
    assert "[gw0]" in shown and "[gw1]" in shown, "both workers ran scenarios"
    runs = json.loads((pytester.path / "results.json").read_text(encoding="utf-8"))["runs"]
    assert sorted(run["name"] for run in runs) == [f"Log in as {user}" for user in users]
    assert sorted(path.name for path in suite.glob("*.lock.yaml")) == [f"{user}.lock.yaml" for user in users]


def test_shards_split_the_tests_in_a_stable_order_and_together_hold_each_once(pytester: pytest.Pytester) -> None:
    _scenarios(pytester, "http://127.0.0.1:9", ["ann", "bob", "cy"])
    pytester.makepyfile(test_app="\n".join(f"def test_{number}(): pass" for number in range(5)))
    everything = _collected(pytester.runpytest("--collect-only", "-q", *QUIET))
    assert len(everything) == 8
    shards = [_collected(pytester.runpytest("--collect-only", "-q", "--plain-shard", f"{index}/3", *QUIET))
              for index in (1, 2, 3)]
    assert sorted(nodeid for shard in shards for nodeid in shard) == sorted(everything)
    assert [len(shard) for shard in shards] == [3, 3, 2]
    assert _collected(pytester.runpytest("--collect-only", "-q", "--plain-shard", "2/3", "-p",
                                         "no:cacheprovider", *QUIET)) == shards[1], "the same share every time"
    smoke_only = _collected(pytester.runpytest("--collect-only", "-q", "--plain-shard", "1/2", "-k", "ann or bob",
                                               *QUIET))
    assert len(smoke_only) == 1, "a shard takes its share of what -k selected"


def test_a_shard_that_is_not_i_of_n_is_a_usage_error(pytester: pytest.Pytester) -> None:
    pytester.makepyfile("def test_nothing(): pass\n")
    result = pytester.runpytest("--plain-shard", "3/2", *QUIET)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*--plain-shard*'3/2' is not I/N with 1 <= I <= N, e.g. 1/2*"])


async def test_two_shards_and_a_run_merge_into_one_html_report_junit_file_and_summary(
        pytester: pytest.Pytester, site: str, page: Page) -> None:
    suite = _scenarios(pytester, site, ["ann", "bob", "cy"])
    (suite / "cy.plain.yaml").write_text(SCENARIO.format(name="Log in as cy", site=site, user="cy").replace(
        'Verify the page shows "Welcome, cy"', 'Verify the page shows "Welcome back, cy"') + "timeout: 1\n",
        encoding="utf-8")
    for shard in (1, 2):
        pytester.runpytest("suite", "--plain-shard", f"{shard}/2", "--plain-json", f"shards/{shard}.json", *QUIET)
    (pytester.path / "shards" / "notes.json").write_text('{"owner": "qa"}', encoding="utf-8")
    pytester.mkdir("runs")
    single = _plainwright("run", "suite/ann.plain.yaml", "--json", "runs/ann.json", cwd=pytester.path)
    assert single.returncode == 0, single.stdout + single.stderr

    merged = _plainwright("merge-reports", "shards", "runs", "-o", "merged", cwd=pytester.path)
    assert merged.returncode == 1, merged.stdout + merged.stderr
    assert "shards/notes.json holds no plainwright result; left out" in merged.stderr
    out = merged.stdout
    assert "✗ Log in as cy" in out and "assertion_failed: expected the page to show 'Welcome back, cy'" in out
    assert "failed: 3/4 scenarios passed, from 3 result files" in out

    cases = [case.get("name") for case in ElementTree.parse(pytester.path / "merged" / "junit.xml").iter("testcase")]
    assert sorted(cases) == ["Log in as ann", "Log in as ann", "Log in as bob", "Log in as cy"]
    result = json.loads((pytester.path / "merged" / "results.json").read_text(encoding="utf-8"))
    assert [run["status"] for run in result["runs"]].count("success") == 3

    await page.goto((pytester.path / "merged" / "report.html").as_uri())
    await expect(page.locator("details.run")).to_have_count(4)
    failing = page.locator("details.run", has_text="Log in as cy")
    await expect(failing.locator("dd.expected")).to_have_text("the page to show 'Welcome back, cy' within 1 s")


def test_merging_no_results_is_a_usage_error(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    merged = _plainwright("merge-reports", "empty", cwd=tmp_path)
    assert merged.returncode == 2
    assert "no plainwright result (*.json) in empty" in merged.stderr
