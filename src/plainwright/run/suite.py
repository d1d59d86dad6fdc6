"""Folder mode: every scenario under a folder, in parallel browser contexts of one browser."""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from plainwright.browser.launch import open_browser
from plainwright.config import BrowserConfig
from plainwright.errors import ErrorKind, ScenarioError
from plainwright.model import Budget, RunResult, RunStatus, StepFailure, SuiteResult
from plainwright.run.budget import Spending
from plainwright.run.scenario import StepCallback, run_scenario
from plainwright.selection import Found

RunCallback = Callable[[Found, RunResult], None]
PATTERNS = ("*.plain.yaml", "*.feature")


def find_scenarios(folder: str | Path) -> list[Path]:
    """Every `*.plain.yaml` and Gherkin `*.feature` file under `folder`, in a stable order."""
    return sorted(path for pattern in PATTERNS for path in Path(folder).rglob(pattern))


def artifact_name(path: Path, slug: str | None = None) -> str:
    """A file-name-safe name for a scenario's screenshots and trace: `login.plain.yaml` -> `login`; one of the
    scenarios of a `.feature`, by its slug: `login.feature-log-in-as-ann`."""
    name = re.sub(r"[^\w.-]+", "-", path.name.removesuffix(".plain.yaml")) or "scenario"
    return f"{name}-{slug}" if slug else name


def refused(found: Found, exc: ScenarioError) -> RunResult:
    """The result of a scenario that could not be run: failed, with its file/line/field error."""
    failure = StepFailure(kind=ErrorKind.INVALID_SCENARIO, message=str(exc))
    return RunResult(name=found.title, url="", path=str(found.path), status=RunStatus.FAILED, error=failure)


async def run_suite(found: list[Found], *, workers: int = 1, browser_config: BrowserConfig | None = None,
                    on_done: RunCallback | None = None, on_step_for: Callable[[Found], StepCallback] | None = None,
                    screenshots: Path | None = None,
                    traces: Path | None = None, budget: Budget | None = None, **options: Any) -> SuiteResult:
    """Run the scenarios, at most `workers` at a time, each in its own context of one shared browser.

    `options` go to `run_scenario` (lock, heal, fresh, keep_going, brain, on_step...). `screenshots` and
    `traces` are folders; each scenario writes into a sub-folder or file named after it. A malformed scenario
    file is a failed run with its `invalid_scenario` error; the others run all the same. `budget` limits the
    whole suite (steps, tokens, cost and wall time summed over its runs); each scenario's own budget still holds.
    """
    started = time.perf_counter()
    spending = Spending(budget, what="suite") if budget is not None else None
    gate = asyncio.Semaphore(max(1, workers))
    async with open_browser(browser_config) as browser:

        async def one(item: Found) -> RunResult:
            name = artifact_name(item.path, item.scenario.slug if item.scenario else None)
            async with gate:
                on_step = on_step_for(item) if on_step_for else None
                try:
                    if item.problem is not None:
                        raise item.problem
                    result = await run_scenario(
                        item.scenario or item.path, browser=browser, on_step=on_step,
                        screenshots=screenshots / name if screenshots else None,
                        trace=traces / f"{name}.zip" if traces else None, suite_spending=spending, **options)
                except ScenarioError as exc:  # a malformed file fails itself, not the suite
                    result = refused(item, exc)
            if on_done is not None:
                on_done(item, result)
            return result

        runs = await asyncio.gather(*(one(item) for item in found))
    return SuiteResult.of(list(runs), elapsed_ms=(time.perf_counter() - started) * 1000)
