"""Corpus accuracy of the rule brain, per category, and how long it takes to resolve a step.

    .venv/bin/python bench/corpus.py                     # table, failing cases, timings
    .venv/bin/python bench/corpus.py --update-baseline   # raise tests/corpus/baseline.json to today's figures
    .venv/bin/python bench/corpus.py --by-page           # also the accuracy per case file (held-out pages apart)

Prints the accuracy per category and overall over the labelled corpus in tests/corpus/, every failing case
with the brain's answer, the median time to resolve one case (grammar + RuleBrain, the snapshot excluded),
and the median time to resolve a simple click on a generated 2,000-element card page (bench/peers/genpage.py).
The baseline only ever goes up: --update-baseline keeps the higher of the stored and today's figure. Adding
harder cases may lower a figure; then delete baseline.json and write it afresh in the same commit.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from pathlib import Path

from playwright.async_api import async_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench" / "peers"))
sys.path.insert(0, str(ROOT / "tests" / "corpus"))

from genpage import page as card_page  # noqa: E402
from runner import BASELINE, Outcome, accuracy, failures, median_ms, run_corpus, table  # noqa: E402

from plainwright import snapshot  # noqa: E402
from plainwright.browser.launch import launch_browser  # noqa: E402
from plainwright.config import BrowserConfig  # noqa: E402
from plainwright.understand.grammar import parse_step  # noqa: E402
from plainwright.understand.rules import RuleBrain  # noqa: E402

LARGE_STEP = "Click the Add Product 100 to cart button"
REPEATS = 30


def resolve_ms(step: str, snap: object, repeats: int) -> float:
    """Median time to parse the step and resolve each clause on the snapshot."""
    brain = RuleBrain()
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        for clause in parse_step(step):
            brain.resolve(clause, snap)  # type: ignore[arg-type]
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


async def measure() -> tuple[list, int, float]:  # type: ignore[type-arg]
    async with async_playwright() as playwright:
        browser = await launch_browser(playwright, BrowserConfig.from_env(local_only=True))
        try:
            outcomes = await run_corpus(browser)
            page = await browser.new_page(viewport={"width": 1280, "height": 800})
            await page.set_content(card_page(2000))
            snap = await snapshot(page)
        finally:
            await browser.close()
    return outcomes, len(snap.elements), resolve_ms(LARGE_STEP, snap, REPEATS)


def page_table(outcomes: list[Outcome]) -> str:
    """Accuracy per case file, in file order, so pages written apart from the brain can be read on their own."""
    counts: dict[str, list[int]] = {}
    for outcome in outcomes:
        passed_total = counts.setdefault(outcome.case.file, [0, 0])
        passed_total[0] += outcome.passed
        passed_total[1] += 1
    lines = [f"{'case file':<20} {'passed':>7} {'total':>6} {'accuracy':>9}"]
    for file, (passed, total) in sorted(counts.items()):
        lines.append(f"{file:<20} {passed:>7} {total:>6} {passed / total:>8.1%}")
    return "\n".join(lines)


def update_baseline(figures: dict[str, tuple[int, int]]) -> None:
    stored = json.loads(BASELINE.read_text(encoding="utf-8")) if BASELINE.exists() else {}
    for key, (passed, total) in figures.items():
        today = int(passed / total * 1000) / 1000  # rounded down: the test compares with >=
        stored[key] = max(today, stored.get(key, 0.0))
    BASELINE.write_text(json.dumps(dict(sorted(stored.items())), indent=2) + "\n", encoding="utf-8")
    print(f"\nwrote {BASELINE.relative_to(ROOT)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--update-baseline", action="store_true", help="raise baseline.json to today's figures")
    parser.add_argument("--by-page", action="store_true", help="also print the accuracy per case file")
    args = parser.parse_args()
    outcomes, elements, large_ms = asyncio.run(measure())
    print(table(outcomes))
    if args.by_page:
        print(f"\n{page_table(outcomes)}")
    failing = failures(outcomes)
    print(f"\nfailing cases ({sum(not o.passed for o in outcomes)}):\n{failing or '  none'}")
    print(f"\nmedian resolution per case (grammar + RuleBrain, snapshot excluded): {median_ms(outcomes):.2f} ms "
          f"over {len(outcomes)} cases")
    print(f"resolution of {LARGE_STEP!r} on a generated page of {elements} snapshot elements: "
          f"{large_ms:.2f} ms median of {REPEATS} (target: at most 20 ms)")
    if args.update_baseline:
        update_baseline(accuracy(outcomes))


if __name__ == "__main__":
    main()
