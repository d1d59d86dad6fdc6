"""`examples/`, the folder a new user copies: its scenario files, guide and feature file pass with `pytest`, in
two xdist workers, and as two shards that `plainwright merge-reports` joins into one report a browser opens."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from playwright.async_api import Page, expect

from plainwright import load_scenarios
from plainwright.pytest_scenarios import is_scenario_file

pytest_plugins = ["pytester"]

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
PLAINWRIGHT = str(Path(sys.executable).parent / "plainwright")
QUIET = ("--plain-local-only", "-p", "no:asyncio", "-p", "no:randomly", "-p", "no:cacheprovider")


def _names() -> list[str]:
    """The names of the scenarios the examples hold: one a scenario file or guide, one a feature's scenario or
    Outline row."""
    return sorted(scenario.name for path in EXAMPLES.iterdir() if is_scenario_file(path)
                  for scenario in load_scenarios(path))


@pytest.fixture
def examples(pytester: pytest.Pytester) -> Path:
    return Path(shutil.copytree(EXAMPLES, pytester.path / "examples",
                                ignore=shutil.ignore_patterns("*.lock.yaml", "__pycache__")))


async def test_the_examples_pass_alone_in_two_workers_and_as_two_merged_shards(
        pytester: pytest.Pytester, examples: Path, page: Page) -> None:
    scenarios = len(_names())
    assert scenarios >= 6 and any(path.suffix == ".feature" for path in EXAMPLES.iterdir())
    first = pytester.runpytest_subprocess("examples", "-v", *QUIET)
    first.assert_outcomes(passed=scenarios)
    assert len(list(examples.glob("*.lock.yaml"))) == scenarios, "every example wrote its lock"

    workers = pytester.runpytest_subprocess("examples", "-n", "2", "-v", *QUIET)
    workers.assert_outcomes(passed=scenarios)
    assert "[gw0]" in workers.stdout.str() and "[gw1]" in workers.stdout.str()

    for shard in (1, 2):
        share = pytester.runpytest_subprocess("examples", "--plain-shard", f"{shard}/2", "--plain-json",
                                              f"shard-{shard}/results.json", *QUIET)
        assert share.ret == pytest.ExitCode.OK, share.stdout.str()
    merged = subprocess.run([PLAINWRIGHT, "merge-reports", "shard-1", "shard-2", "-o", "merged"], cwd=pytester.path,
                            capture_output=True, text=True, timeout=120, env={**os.environ, "NO_COLOR": "1"})
    assert merged.returncode == 0, merged.stdout + merged.stderr
    assert f"success: {scenarios}/{scenarios} scenarios passed, from 2 result files" in merged.stdout
    runs = json.loads((pytester.path / "merged" / "results.json").read_text(encoding="utf-8"))["runs"]
    assert sorted(run["name"] for run in runs) == _names()

    await page.goto((pytester.path / "merged" / "report.html").as_uri())
    await expect(page.locator("details.run")).to_have_count(scenarios)
    for name in _names():
        await expect(page.locator("details.run", has_text=name)).to_have_count(1)
