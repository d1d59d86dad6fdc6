"""Repeatability: every scenario of the real-application bed (bench/realapps/) run several times, each time on the
application reset to its seeded state, and again while a second process keeps every core busy. The same
scenario on the same application must get the same verdict every time.

    .venv/bin/python bench/repeat.py                              # every app, 5 runs per scenario
    .venv/bin/python bench/repeat.py --load                       # the same with every core kept busy
    .venv/bin/python bench/repeat.py --apps datasette flask_admin --runs 3
    .venv/bin/python bench/repeat.py --apps todomvc --only react   # scenarios whose file stem holds "react"

A verdict is what a run of a scenario says: each step's status (passed, failed, skipped) with the kind of its
failure, and the application's judge's word (bench/realapps/<app>/app.py). Per scenario it prints how many runs
differ from the verdict most runs gave, and what the differing runs said; then a summary line.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from playwright.async_api import Browser, async_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "src"))

from realapps.common import RealApp, scenario_files, warm_up  # noqa: E402
from realapps.run import apps  # noqa: E402

from plainwright import RuleBrain, StepResult, run_scenario  # noqa: E402
from plainwright.browser.launch import launch_browser  # noqa: E402
from plainwright.config import BrowserConfig  # noqa: E402

# A process that keeps every core busy: one spinning child per core, until it is stopped.
_BUSY = """
import multiprocessing, os
def spin():
    while True:
        pass
if __name__ == "__main__":
    for _ in range(os.cpu_count() or 2):
        multiprocessing.Process(target=spin, daemon=True).start()
    multiprocessing.Event().wait()
"""


@dataclass(frozen=True, slots=True)
class Verdict:
    """What one run of a scenario said: each step's status (and failure kind), and the judge's word."""

    steps: tuple[str, ...]
    judged_ok: bool
    note: str  # the first failure's message, to say how a differing run differed

    def __str__(self) -> str:
        return f"{' '.join(self.steps)} | judge {'ok' if self.judged_ok else 'refused'}"


@dataclass(frozen=True, slots=True)
class Repeated:
    app: str
    scenario: str
    verdicts: list[Verdict]

    @property
    def differing(self) -> int:
        """How many runs gave another verdict than most runs did."""
        counts = Counter((v.steps, v.judged_ok) for v in self.verdicts)
        return len(self.verdicts) - counts.most_common(1)[0][1]


@contextmanager
def cpu_load(on: bool) -> Iterator[None]:
    """While inside, a second process keeps every core busy (when `on`)."""
    if not on:
        yield
        return
    busy = subprocess.Popen([sys.executable, "-c", _BUSY], start_new_session=True)
    try:
        time.sleep(0.5)
        yield
    finally:
        os.killpg(busy.pid, 15)
        busy.wait()


def _step_word(step: StepResult) -> str:
    return f"{step.status.value}:{step.error.kind.value}" if step.error is not None else step.status.value


async def _once(app: RealApp, browser: Browser, path: Path) -> Verdict:
    app.reset()
    context = await browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = await context.new_page()
        result = await run_scenario(path, page=page, brain=RuleBrain(), lock=False, keep_going=True)
        judged = await app.judge(path.name.removesuffix(".plain.yaml"), page)
    except Exception as exc:  # a crash of the bed or the app is a verdict too: it must repeat as well
        return Verdict(("crashed",), False, repr(exc))
    finally:
        await context.close()
    failed = next((step.error for step in result.steps if step.error is not None), None)
    return Verdict(tuple(_step_word(step) for step in result.steps), judged.ok,
                   f"{failed.kind.value}: {failed.headline}" if failed is not None else judged.detail)


async def repeat_app(app: RealApp, config: BrowserConfig, runs: int, only: str | None) -> list[Repeated]:
    repeated = []
    app.install()
    app.start()
    warm_up(app, only)
    try:
        async with async_playwright() as playwright:
            browser = await launch_browser(playwright, config)
            for stem, path in scenario_files(app, only):
                verdicts = [await _once(app, browser, path) for _ in range(runs)]
                repeated.append(Repeated(app.name, stem, verdicts))
                _print(repeated[-1])
            await browser.close()
    finally:
        app.stop()
    return repeated


def _print(repeated: Repeated) -> None:
    mark = "same" if not repeated.differing else f"DIFFER {repeated.differing}"
    print(f"  {mark:9} {repeated.app}/{repeated.scenario}  {repeated.verdicts[0]}", flush=True)
    if repeated.differing:
        for i, verdict in enumerate(repeated.verdicts, 1):
            print(f"            run {i}: {verdict}  [{verdict.note[:300]}]", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--apps", nargs="*", default=[], help="app folder names (default: every app)")
    parser.add_argument("--runs", type=int, default=5, help="runs per scenario (default 5)")
    parser.add_argument("--only", help="only scenarios whose file stem holds this")
    parser.add_argument("--load", action="store_true", help="keep every core busy with a second process meanwhile")
    args = parser.parse_args()
    config = BrowserConfig.from_env(local_only=True)
    label = "under CPU load" if args.load else "without added load"
    print(f"== {args.runs} runs per scenario, {label}", flush=True)
    started, repeated = time.monotonic(), []
    with cpu_load(args.load):
        for app in apps(args.apps):
            print(f"▶ {app.name}", flush=True)
            repeated += asyncio.run(repeat_app(app, config, args.runs, args.only))
    changed = sum(1 for r in repeated if r.differing)
    print(f"summary, {label}: {changed}/{len(repeated)} scenarios change their verdict over {args.runs} runs "
          f"({sum(r.differing for r in repeated)} differing runs, {time.monotonic() - started:.0f} s)")


if __name__ == "__main__":
    main()
