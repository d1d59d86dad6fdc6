"""A suite of scenario files on the engines CI already has: pytest-xdist workers, shards split over machines with
--plain-shard, and `plainwright merge-reports` joining what the shards found."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

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
