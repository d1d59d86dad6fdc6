"""MiniWoB++ through plainwright: each episode's instruction (the utterance), unchanged, as ONE plain-English step.

    .venv/bin/python bench/miniwob/run.py                          # the 42 tasks x seeds 0-4
    .venv/bin/python bench/miniwob/run.py --tasks click-button,enter-text --seeds 3 --json out.json

The task pages come from the `miniwob` PyPI package (Farama's MiniWoB++, pinned below): its wheel is fetched
once with `pip download --no-deps` into bench/miniwob/.cache/ and its html/ folder unpacked there, then served
statically on 127.0.0.1 (a free port). One Chromium is launched the way the repo does (launch_browser with
BrowserConfig.from_env(local_only=True)); every episode gets a fresh context.

An episode is started the way the package's own Python env does it (miniwob/selenium_instance.py, begin_task):
`Math.seedrandom(seed)`, `core.setDataMode("train")` (its default), `core.startEpisodeReal()`, then wait for
WOB_TASK_READY. The one difference: the episode time limit (core.EPISODE_MAX_TIME, 10-30 s per task) is set
to 10 minutes first, so plainwright's own speed never decides the outcome; the raw reward
(WOB_RAW_REWARD_GLOBAL, which the time limit does not scale) is what is judged. The utterance is read as the
package reads it: `core.getUtterance()` (a dict with `utterance` for the email tasks in train mode).

Success = the episode ended with raw reward > 0. A false pass is an episode plainwright reported ok whose
reward is <= 0 (or that never ended); a false fail is the reverse.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import functools
import http.server
import json
import subprocess
import sys
import threading
import time
import zipfile
from dataclasses import asdict, dataclass
from pathlib import Path

from playwright.async_api import async_playwright

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "src"))

import plainwright  # noqa: E402
from plainwright.browser.launch import launch_browser  # noqa: E402
from plainwright.config import BrowserConfig  # noqa: E402

MINIWOB_VERSION = "1.1.0"
CACHE = HERE / ".cache"
HTML = CACHE / f"miniwob-{MINIWOB_VERSION}" / "html"
EPISODE_MAX_TIME_MS = 600_000  # below setTimeout's 2**31-1 ms limit, above anything a step takes

# The tasks RCI (Kim et al. 2023, "Language Models can Solve Computer Tasks") evaluated on MiniWoB++, a set later
# LLM-agent papers largely reuse (the 54 listed first in posgnu/rci-agent's task_names.json), minus:
#   visual perception: click-color, click-shades, click-shape, count-shape, grid-coordinate, identify-shape
#   games / a shell:   tic-tac-toe, guess-number, terminal
#   arithmetic:        simple-algebra (the answer must be computed, the instruction does not carry it)
#   -transfer / -hard variants of a task already in the set: click-checkboxes-transfer, click-tab-2-hard
# None of the 42 needs drawing or dragging.
TASKS = [
    "choose-list", "click-button", "click-button-sequence", "click-checkboxes", "click-checkboxes-large",
    "click-checkboxes-soft", "click-collapsible", "click-collapsible-2", "click-dialog", "click-dialog-2",
    "click-link", "click-menu", "click-option", "click-scroll-list", "click-tab", "click-tab-2", "click-test",
    "click-test-2", "click-widget", "email-inbox", "email-inbox-forward-nl", "email-inbox-forward-nl-turk",
    "email-inbox-nl-turk", "enter-date", "enter-password", "enter-text", "enter-text-dynamic", "enter-time",
    "focus-text", "focus-text-2", "login-user", "login-user-popup", "multi-layouts", "multi-orderings",
    "navigate-tree", "search-engine", "social-media", "social-media-all", "social-media-some", "text-transform",
    "use-autocomplete", "use-spinner",
]
assert len(TASKS) == 42 and len(set(TASKS)) == 42


@dataclass(slots=True)
class Episode:
    task: str
    seed: int
    utterance: str
    ok: bool
    error_kind: str | None
    error_message: str | None
    actions: list[str]
    done: bool
    reward: float
    reason: str | None
    success: bool
    elapsed_s: float


def ensure_html() -> Path:
    """Fetch the miniwob wheel (no dependencies) and unpack its html/ folder, once."""
    if (HTML / "miniwob").is_dir():
        return HTML
    CACHE.mkdir(parents=True, exist_ok=True)
    wheel = CACHE / f"miniwob-{MINIWOB_VERSION}-py3-none-any.whl"
    if not wheel.exists():
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--quiet",
                        f"miniwob=={MINIWOB_VERSION}", "-d", str(CACHE)], check=True)
    unpack = CACHE / "unpack"
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(unpack, [name for name in archive.namelist() if name.startswith("miniwob/html/")])
    HTML.parent.mkdir(exist_ok=True)
    (unpack / "miniwob" / "html").rename(HTML)
    return HTML


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


def serve(folder: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0),
                                             functools.partial(QuietHandler, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


START_EPISODE = f"""(seed) => {{
  core.EPISODE_MAX_TIME = {EPISODE_MAX_TIME_MS};
  Math.seedrandom(seed);
  core.setDataMode("train");
  core.startEpisodeReal();
}}"""
UTTERANCE = """() => { const u = core.getUtterance(); return typeof u === 'string' ? u : u.utterance; }"""
METADATA = """() => ({done: WOB_DONE_GLOBAL, raw: WOB_RAW_REWARD_GLOBAL,
                     reason: WOB_REWARD_REASON == null ? null : String(WOB_REWARD_REASON)})"""


async def episode(browser, base: str, task: str, seed: int, timeout_ms: float) -> Episode:
    context = await browser.new_context(viewport={"width": 1280, "height": 800})
    page = await context.new_page()
    started = time.perf_counter()
    try:
        await page.goto(f"{base}/miniwob/{task}.html")
        await page.wait_for_selector("#sync-task-cover", state="visible", timeout=10_000)
        await page.evaluate(START_EPISODE, seed)
        await page.wait_for_function("() => WOB_TASK_READY", timeout=10_000)
        utterance = await page.evaluate(UTTERANCE)
        result = await plainwright.execute_step(page, utterance, timeout_ms=timeout_ms)
        meta = await page.evaluate(METADATA)
        if not meta["done"]:  # a task may end its episode a moment after the last action
            with contextlib.suppress(Exception):
                await page.wait_for_function("() => WOB_DONE_GLOBAL", timeout=1_000)
            meta = await page.evaluate(METADATA)
        reward = float(meta["raw"]) if meta["done"] else 0.0
        error = result.error
        return Episode(task, seed, utterance, result.ok, error.kind.value if error else None,
                       error.message if error else None, [_describe(a) for a in result.actions],
                       bool(meta["done"]), reward, meta["reason"], bool(meta["done"]) and reward > 0,
                       round(time.perf_counter() - started, 2))
    except Exception as exc:  # a broken page or harness error is a failed episode, not the end of the run
        return Episode(task, seed, locals().get("utterance", ""), False, "harness_error", repr(exc)[:300], [],
                       False, 0.0, None, False, round(time.perf_counter() - started, 2))
    finally:
        await context.close()


def _describe(record: plainwright.ActionRecord) -> str:
    """`click via get_by_role("button", name="OK")`, `fill = 'alice' via ...`."""
    value = f" = {record.value!r}" if record.value is not None else ""
    return f"{record.kind.value}{value} via {record.locator}"


def report(episodes: list[Episode], seeds: int) -> str:
    lines = [f"{'task':<30} {'ok':>5}  {'pw ok':>5}  most common error kind", "-" * 78]
    by_task: dict[str, list[Episode]] = collections.defaultdict(list)
    for ep in episodes:
        by_task[ep.task].append(ep)
    for task, eps in by_task.items():
        kinds = collections.Counter(ep.error_kind or ("ok-but-reward<=0" if ep.ok and not ep.success else "-")
                                    for ep in eps if not ep.success)
        common = f"{kinds.most_common(1)[0][0]} ({kinds.most_common(1)[0][1]})" if kinds else ""
        lines.append(f"{task:<30} {sum(ep.success for ep in eps)}/{len(eps):<3} "
                     f"{sum(ep.ok for ep in eps)}/{len(eps):<3}  {common}")
    wins = sum(ep.success for ep in episodes)
    solved = sum(all(ep.success for ep in eps) for eps in by_task.values())
    false_pass = [ep for ep in episodes if ep.ok and not ep.success]
    false_fail = [ep for ep in episodes if not ep.ok and ep.success]
    lines += ["-" * 78,
              f"success: {wins}/{len(episodes)} episodes = {100 * wins / max(1, len(episodes)):.1f}% "
              f"over {len(by_task)} tasks x {seeds} seeds; tasks solved on every seed: {solved}/{len(by_task)}",
              f"false passes (plainwright ok, reward <= 0): {len(false_pass)}; "
              f"false fails (plainwright failed, reward > 0): {len(false_fail)}"]
    for ep in false_pass:
        lines.append(f"  FALSE PASS {ep.task} seed {ep.seed}: {ep.utterance!r} -> reward {ep.reward} "
                     f"(done={ep.done}" + (f", {ep.reason}" if ep.reason else "") + ")")
    return "\n".join(lines)


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tasks", default="", help="comma-separated task names (default: the fixed 42)")
    parser.add_argument("--seeds", type=int, default=5, help="seeds 0..N-1 (default 5)")
    parser.add_argument("--timeout-ms", type=float, default=5_000, help="plainwright's per-action timeout")
    parser.add_argument("--json", type=Path, help="write every episode here")
    parser.add_argument("-v", "--verbose", action="store_true", help="print each episode as it finishes")
    args = parser.parse_args()
    tasks = [t.strip() for t in args.tasks.split(",") if t.strip()] or TASKS
    html = ensure_html()
    missing = [t for t in tasks if not (html / "miniwob" / f"{t}.html").exists()]
    if missing:
        raise SystemExit(f"no such MiniWoB task: {', '.join(missing)}")
    server, base = serve(html)
    episodes: list[Episode] = []
    started = time.perf_counter()
    try:
        async with async_playwright() as playwright:
            browser = await launch_browser(playwright, BrowserConfig.from_env(local_only=True))
            try:
                for task in tasks:
                    for seed in range(args.seeds):
                        ep = await episode(browser, base, task, seed, args.timeout_ms)
                        episodes.append(ep)
                        if args.verbose:
                            print(f"{'✓' if ep.success else '✗'} {task} #{seed} r={ep.reward:+.2f} "
                                  f"ok={ep.ok} {ep.error_kind or ''} {ep.elapsed_s}s  {ep.utterance!r}"
                                  + (f"\n      {ep.error_message[:200]}" if ep.error_message else ""),
                                  flush=True)
            finally:
                await browser.close()
    finally:
        server.shutdown()
    print(report(episodes, args.seeds))
    print(f"wall time: {time.perf_counter() - started:.0f} s")
    if args.json:
        args.json.write_text(json.dumps({"miniwob": MINIWOB_VERSION, "seeds": args.seeds,
                                         "timeout_ms": args.timeout_ms,
                                         "success": sum(e.success for e in episodes), "episodes_total": len(episodes),
                                         "episodes": [asdict(e) for e in episodes]}, indent=1))


if __name__ == "__main__":
    asyncio.run(main())
