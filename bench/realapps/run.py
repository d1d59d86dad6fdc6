"""Run the real-application bed: every app's scenarios through plainwright's default (rule) brain, each
judged by the application's own state, and print the figures.

    .venv/bin/python bench/realapps/run.py                      # every app
    .venv/bin/python bench/realapps/run.py --app django_admin   # one (repeatable)
    .venv/bin/python bench/realapps/run.py --json out.json --label "before X"

A scenario counts as passed when the application's judge says it did what it asks; for a must-fail scenario,
when plainwright failed it at the step it lists. A false pass is a scenario plainwright reported green that
the judge refused: the worst outcome, printed on its own line. Steps count as passed as plainwright reports
them (every step runs: keep_going), with every step of a false-pass scenario counted as failed.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import json
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from playwright.async_api import async_playwright

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "src"))

from plainwright import RuleBrain, ScenarioError, load_scenario, run_scenario  # noqa: E402
from plainwright.browser.launch import launch_browser  # noqa: E402
from plainwright.config import BrowserConfig  # noqa: E402
from realapps.common import HERE, RealApp, Verdict, scenario_files, warm_up  # noqa: E402


@dataclass(slots=True)
class ScenarioOutcome:
    app: str
    scenario: str
    ok: bool
    false_pass: bool
    steps: int
    steps_passed: int
    plainwright: str
    judge: str
    failures: list[str] = field(default_factory=list)
    elapsed_s: float = 0.0


def apps(names: list[str]) -> list[RealApp]:
    found = sorted(p.parent.name for p in HERE.glob("*/app.py"))
    chosen = names or found
    unknown = set(chosen) - set(found)
    if unknown:
        raise SystemExit(f"no such app: {', '.join(sorted(unknown))} (have: {', '.join(found)})")
    return [importlib.import_module(f"realapps.{name}.app").APP for name in chosen]


async def run_app(app: RealApp, browser_config: BrowserConfig, only: str | None) -> list[ScenarioOutcome]:
    outcomes = []
    app.install()
    app.start()
    warm_up(app, only)
    try:
        async with async_playwright() as playwright:
            browser = await launch_browser(playwright, browser_config)
            for stem, path in scenario_files(app, only):
                app.reset()
                context = await browser.new_context(viewport={"width": 1280, "height": 800})
                page = await context.new_page()
                started = time.perf_counter()
                try:
                    result = await run_scenario(path, page=page, brain=RuleBrain(), lock=False, keep_going=True)
                    verdict = await app.judge(stem, page)
                except Exception as exc:  # a crash of the bed or the app is a failed scenario, not the end
                    steps = len(load_scenario(path).steps) if not isinstance(exc, ScenarioError) else 0
                    outcomes.append(ScenarioOutcome(app.name, stem, False, False, steps, 0, "crashed", repr(exc)))
                    _print(outcomes[-1])
                    await context.close()
                    continue
                await context.close()
                outcomes.append(_outcome(app, stem, result, verdict, time.perf_counter() - started))
                _print(outcomes[-1])
    finally:
        app.stop()
    return outcomes


def _outcome(app: RealApp, stem: str, result, verdict: Verdict, elapsed: float) -> ScenarioOutcome:  # type: ignore[no-untyped-def]
    steps = result.steps
    passed = sum(step.ok for step in steps)
    failures = [f"{i}. {step.sentence!r}: {step.error.kind}: {step.error.message}"
                + (f" | closest: {'; '.join(step.error.candidates)}" if step.error.candidates else "")
                for i, step in enumerate(steps, 1) if step.error is not None]
    if result.error is not None:
        failures.insert(0, f"run: {result.error.kind}: {result.error.message}")
    must_fail_at = app.must_fail.get(stem)
    if must_fail_at is not None:
        first = next((i for i, step in enumerate(steps, 1) if not step.ok), None)
        ok = first == must_fail_at
        judge = f"must fail at step {must_fail_at}; failed at {first}"
        # green on a scenario that checks something false: a false pass
        return ScenarioOutcome(app.name, stem, ok, first is None, len(steps), passed, result.status.value, judge,
                               failures, round(elapsed, 1))
    false_pass = result.ok and not verdict.ok
    return ScenarioOutcome(app.name, stem, verdict.ok and result.ok, false_pass, len(steps),
                           0 if false_pass else passed, result.status.value, verdict.detail, failures,
                           round(elapsed, 1))


def _print(outcome: ScenarioOutcome) -> None:
    mark = "FALSE PASS" if outcome.false_pass else "ok" if outcome.ok else "FAIL"
    print(f"  {mark:10} {outcome.app}/{outcome.scenario}  steps {outcome.steps_passed}/{outcome.steps}  "
          f"[plainwright: {outcome.plainwright}; judge: {outcome.judge}]", flush=True)
    for failure in outcome.failures:
        print(f"             {failure}", flush=True)


def summary(outcomes: list[ScenarioOutcome]) -> dict[str, object]:
    rows = {}
    for name in sorted({o.app for o in outcomes}):
        mine = [o for o in outcomes if o.app == name]
        rows[name] = _totals(mine)
    rows["all"] = _totals(outcomes)
    return rows


def _totals(outcomes: list[ScenarioOutcome]) -> dict[str, object]:
    steps = sum(o.steps for o in outcomes)
    passed = sum(o.steps_passed for o in outcomes)
    return {"scenarios": len(outcomes), "scenarios_ok": sum(o.ok for o in outcomes),
            "false_passes": sum(o.false_pass for o in outcomes), "steps": steps, "steps_passed": passed,
            "step_rate": round(passed / steps, 3) if steps else 0.0,
            "scenario_rate": round(sum(o.ok for o in outcomes) / len(outcomes), 3) if outcomes else 0.0}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--app", action="append", default=[], help="an app folder name (repeatable)")
    parser.add_argument("--only", help="run only scenarios whose file stem contains this")
    parser.add_argument("--json", type=Path, help="write the outcomes and totals here")
    parser.add_argument("--label", default="", help="a note stored with the JSON")
    args = parser.parse_args()
    config = BrowserConfig.from_env(local_only=True)
    outcomes: list[ScenarioOutcome] = []
    for app in apps(args.app):
        print(f"▶ {app.name}", flush=True)
        outcomes += asyncio.run(run_app(app, config, args.only))
    totals = summary(outcomes)
    print()
    for name, row in totals.items():
        print(f"{name:16} scenarios {row['scenarios_ok']}/{row['scenarios']} ({row['scenario_rate']:.0%})  "
              f"steps {row['steps_passed']}/{row['steps']} ({row['step_rate']:.1%})  "
              f"false passes {row['false_passes']}")
    if args.json:
        args.json.write_text(json.dumps({"label": args.label, "totals": totals,
                                         "outcomes": [asdict(o) for o in outcomes]}, indent=1))


if __name__ == "__main__":
    main()
