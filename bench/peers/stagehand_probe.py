"""Probe stagehand's page snapshot: the accessibility outline its act/observe/extract prompts are built from.

stagehand 4.3.0 runs locally with no Browserbase and no key: `local_browser.launch` starts Chromium and loads
stagehand's runtime into it as an unpacked extension over CDP. Each run is one `page.snapshot()` (no LLM is
involved) and the text is its `formatted_tree`. stagehand needs websockets>=16 and browser-use pins 15, so it
lives in its own venv, bench/.venv-peers/stagehand; run from bench/.venv-peers, this script re-executes itself
there.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
from pathlib import Path

STAGEHAND_PYTHON = Path(__file__).resolve().parent.parent / ".venv-peers" / "stagehand" / "bin" / "python"


def reexec_in_stagehand_venv() -> None:
    """Switch to the venv that has stagehand when this one does not (keeps the one calling contract)."""
    in_that_venv = Path(sys.prefix).resolve() == STAGEHAND_PYTHON.parent.parent.resolve()
    if importlib.util.find_spec("stagehand") is None and STAGEHAND_PYTHON.exists() and not in_that_venv:
        os.execv(str(STAGEHAND_PYTHON), [str(STAGEHAND_PYTHON), str(Path(__file__).resolve()), *sys.argv[1:]])


reexec_in_stagehand_venv()

from importlib.metadata import PackageNotFoundError, version  # noqa: E402

from harness import CHROMIUM_ARGS, Extraction, Measured, parse_args, run_probe, time_runs  # noqa: E402
from outline import interactive_names, stagehand_nodes  # noqa: E402


async def measure(args: argparse.Namespace, profile_dir: Path) -> Measured:
    from stagehand import Stagehand, local_browser

    browser = await local_browser.launch(
        executable_path=args.chromium,
        headless=True,
        user_data_dir=str(profile_dir / "profile"),
        args=CHROMIUM_ARGS,
    )
    try:
        stagehand = await Stagehand.create(browser=browser)
        try:
            page = (await browser.context.pages())[0]
            response = await page.goto(args.url, wait_until="load", timeout=int(args.timeout_s * 1000))
            if response is None or not response.ok:  # stagehand does not raise on a failed load
                status = f"HTTP {response.status}" if response else "no response"
                raise RuntimeError(f"could not load {args.url}: {status}")

            async def extract() -> Extraction:
                tree = (await page.snapshot(timeout=args.timeout_s * 1000)).formatted_tree  # milliseconds
                return Extraction(text=tree, names=interactive_names(stagehand_nodes(tree)))

            runs_ms, last = await time_runs(args.runs, extract)
            return Measured(runs_ms=runs_ms, last=last)
        finally:
            await stagehand.close()
    finally:
        await browser.close()  # Stagehand.close() leaves the Chromium it launched running


def installed_version() -> str:
    try:
        return version("stagehand")
    except PackageNotFoundError:
        return "not installed (run bench/peers/setup.sh)"


def main() -> int:
    args = parse_args(__doc__.splitlines()[0] if __doc__ else "")
    return run_probe("stagehand", installed_version(), measure, args)


if __name__ == "__main__":
    sys.exit(main())
