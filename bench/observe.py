"""How fast and how compact our snapshot is, beside Playwright's aria snapshot, browser-use and Stagehand.

    .venv/bin/python bench/observe.py [--runs 5] [--no-peers] [--peer-timeout-s 120]

Pages: generated card pages of 2,000 and 20,000 elements (bench/peers/genpage.py: heading, text, labelled
number input, select, button, link, hidden span per card) and the observe fixture pages of tests/sites/.
For each page and tool: the median of --runs runs, in ms, from the call until the result is Python objects
(ours: `take_snapshot` into a PageSnapshot; aria: `locator("body").aria_snapshot()` into a str, in the same
browser, runs interleaved with ours). browser-use and Stagehand run through the bench/peers probes in their own
venvs (`bash bench/peers/setup.sh` once), each in its own Chromium; they are skipped with a note when missing.
`chars/int` is the rendered text's length per interactive element it lists. The machine may be busy: compare
the ratios of one run, not absolute figures across runs.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.async_api import Page, async_playwright

ROOT = Path(__file__).resolve().parent.parent
PEERS_PY = ROOT / "bench" / ".venv-peers" / "bin" / "python"
sys.path.insert(0, str(ROOT / "bench" / "peers"))

from genpage import page as card_page  # noqa: E402

from plainwright.browser.launch import launch_browser  # noqa: E402
from plainwright.config import BrowserConfig  # noqa: E402
from plainwright.demo.server import StaticServer  # noqa: E402
from plainwright.observe.snapshot import PageSnapshot, take_snapshot  # noqa: E402

CARD_PAGES = [2000, 20000]
FIXTURES = ["shadow.html", "frames.html", "modal.html", "offscreen.html", "hidden.html", "clickable.html",
            "labels.html"]
PEERS = {"browser-use": "browser_use_probe.py", "stagehand": "stagehand_probe.py"}


@dataclass
class Figures:
    tool: str
    median_ms: float | None = None
    elements: int | None = None
    chars: int | None = None
    interactive: int | None = None
    names: list[str] = field(default_factory=list)
    note: str = ""


async def timed(runs: int, call: Callable[[], Awaitable[Any]]) -> tuple[list[float], Any]:
    times, result = [], None
    for _ in range(runs):
        start = time.perf_counter()
        result = await call()
        times.append((time.perf_counter() - start) * 1000)
    return times, result


async def measure_in_browser(page: Page, url: str, runs: int) -> tuple[Figures, Figures]:
    """Ours and aria_snapshot on one page in one browser, one run of each in turn."""
    await page.goto(url, wait_until="load")
    await page.wait_for_timeout(300)  # let frames finish loading
    body = page.locator("body")
    await take_snapshot(page)
    await body.aria_snapshot(timeout=600_000)  # warm up both: the first run pays for style and layout
    ours_ms: list[float] = []
    aria_ms: list[float] = []
    snap: PageSnapshot | None = None
    aria = ""
    for _ in range(runs):
        times, snap = await timed(1, lambda: take_snapshot(page))
        ours_ms += times
        times, aria = await timed(1, lambda: body.aria_snapshot(timeout=600_000))
        aria_ms += times
    assert snap is not None
    text = snap.render()
    usable = [e for e in snap.elements if e.is_interactive and e.is_usable]
    ours = Figures("plainwright", statistics.median(ours_ms), len(snap.elements), len(text), len(usable),
                   [e.name for e in usable])
    return ours, Figures("aria_snapshot", statistics.median(aria_ms), None, len(aria))


def measure_peer(tool: str, url: str, runs: int, timeout_s: float) -> Figures:
    if not PEERS_PY.exists():
        return Figures(tool, note="not measured: run `bash bench/peers/setup.sh` first")
    command = [str(PEERS_PY), str(ROOT / "bench" / "peers" / PEERS[tool]), "--url", url,
               "--chromium", BrowserConfig.from_env(local_only=True).executable_path or "/usr/bin/chromium",
               "--runs", str(runs), "--timeout-s", str(timeout_s)]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout_s + 120, check=False)
    except subprocess.TimeoutExpired:
        return Figures(tool, note=f"did not finish within {timeout_s + 120:.0f} s")
    lines = done.stdout.strip().splitlines()
    if not lines:
        return Figures(tool, note=f"probe printed nothing: {done.stderr.strip()[-200:]}")
    result = json.loads(lines[-1])
    if result.get("error"):
        return Figures(tool, note=str(result["error"])[:120])
    return Figures(tool, result.get("median_ms"), result.get("elements"), result.get("chars"),
                   result.get("elements"), list(result.get("names") or []))


def ratio(ours: Figures, other: Figures) -> str:
    if ours.median_ms is None or not other.median_ms:
        return ""
    return f"{ours.median_ms / other.median_ms:.3f}x"


def print_page(label: str, rows: list[Figures]) -> None:
    ours = rows[0]
    print(f"\n{label}")
    print(f"  {'tool':<14}{'median ms':>11}{'elements':>10}{'chars':>10}{'chars/int':>11}  ours/tool")
    for row in rows:
        per = f"{row.chars / row.interactive:.1f}" if row.chars and row.interactive else "-"
        timing = f"{row.median_ms:.1f}" if row.median_ms is not None else "-"
        shown = [f"{row.elements:,}" if row.elements is not None else "-", f"{row.chars:,}" if row.chars else "-"]
        versus = ratio(ours, row) if row is not ours else ""
        line = f"  {row.tool:<14}{timing:>11}{shown[0]:>10}{shown[1]:>10}{per:>11}  {versus}"
        print(line + (f"  ({row.note})" if row.note else ""), flush=True)
    for row in rows[1:]:
        if row.tool == "browser-use" and row.names:
            theirs = {" ".join(name.split()) for name in row.names} - {""}
            missing = sorted(theirs - set(ours.names))
            print(f"  browser-use lists {len(theirs)} names; ours does not list {len(missing)} of them as usable"
                  + (f": {missing[:5]}" if missing else ""))


def check(label: str, figure: float | None, limit: float) -> str:
    if figure is None:
        return f"  {label}: not measured"
    return f"  {label}: {figure:.3f} (target <= {limit}) {'met' if figure <= limit else 'MISSED'}"


def print_targets(cards: dict[int, list[Figures]]) -> None:
    def time_ratio(count: int, tool: str) -> float | None:
        rows = {row.tool: row for row in cards.get(count, [])}
        ours, other = rows.get("plainwright"), rows.get(tool)
        if not ours or not other or ours.median_ms is None or not other.median_ms:
            return None
        return ours.median_ms / other.median_ms

    print("\nTargets")
    print(check("2,000 elements, time vs browser-use", time_ratio(2000, "browser-use"), 0.05))
    print(check("2,000 elements, time vs aria_snapshot", time_ratio(2000, "aria_snapshot"), 0.5))
    print(check("20,000 elements, time vs aria_snapshot", time_ratio(20000, "aria_snapshot"), 0.25))
    ours = cards[2000][0] if 2000 in cards else None
    per = ours.chars / ours.interactive if ours and ours.chars and ours.interactive else None
    print(check("2,000 elements, rendered chars per interactive element", per, 40))


async def run(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory(prefix="bench-observe-") as folder, \
            StaticServer(ROOT / "tests" / "sites") as site, StaticServer(ROOT / "tests" / "sites") as other:
        for count in CARD_PAGES:
            (Path(folder) / f"cards{count}.html").write_text(card_page(count), encoding="utf-8")
        with StaticServer(Path(folder)) as generated:
            pages = [(f"cards, {count:,} elements", f"{generated.url}/cards{count}.html", count)
                     for count in CARD_PAGES]
            other_url = other.url.replace("127.0.0.1", "localhost")
            pages += [(f"fixture {name}", f"{site.url}/observe/{name}"
                       + (f"?other={other_url}" if name == "frames.html" else ""), 0) for name in FIXTURES]
            cards: dict[int, list[Figures]] = {}
            async with async_playwright() as playwright:
                browser = await launch_browser(playwright, BrowserConfig.from_env(local_only=True))
                page = await (await browser.new_context(viewport={"width": 1280, "height": 800})).new_page()
                for label, url, count in pages:
                    rows = list(await measure_in_browser(page, url, args.runs))
                    if args.peers:
                        rows += [measure_peer(tool, url, args.runs, args.peer_timeout_s) for tool in PEERS]
                    print_page(label, rows)
                    if count:
                        cards[count] = rows
                await browser.close()
            print_targets(cards)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-peers", dest="peers", action="store_false", help="only ours and aria_snapshot")
    parser.add_argument("--peer-timeout-s", type=float, default=120.0)
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
