"""Probe Playwright's own aria snapshot of <body>: the YAML outline Playwright MCP and test generators read.

`--mode default` is `locator("body").aria_snapshot()` (tool "playwright-aria"); `--mode ai` adds refs that
can be clicked through `aria-ref=eN` (tool "playwright-aria-ai"). Runs in plainwright's .venv or in
bench/.venv-peers; anything with Playwright and tiktoken.
"""

from __future__ import annotations

import argparse
import inspect
import sys
from importlib.metadata import version
from pathlib import Path

from harness import CHROMIUM_ARGS, Extraction, Measured, parse_args, run_probe, time_runs
from outline import aria_nodes, interactive_names
from playwright.async_api import Locator, async_playwright

TOOLS = {"default": "playwright-aria", "ai": "playwright-aria-ai"}


def add_mode(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--mode", choices=sorted(TOOLS), default="default", help="aria_snapshot mode")


def supports_ai_mode() -> bool:
    return "mode" in inspect.signature(Locator.aria_snapshot).parameters


async def measure(args: argparse.Namespace, profile_dir: Path) -> Measured:
    if args.mode == "ai" and not supports_ai_mode():
        raise RuntimeError(f"aria_snapshot(mode='ai') is not in playwright {version('playwright')}")
    async with async_playwright() as pw:
        context = await pw.chromium.launch_persistent_context(
            str(profile_dir / "profile"), executable_path=args.chromium, headless=True, args=CHROMIUM_ARGS
        )
        try:
            page = context.pages[0] if context.pages else await context.new_page()
            response = await page.goto(args.url, wait_until="load", timeout=args.timeout_s * 1000)
            if response is not None and not response.ok:
                raise RuntimeError(f"could not load {args.url}: HTTP {response.status}")
            body = page.locator("body")
            timeout_ms = args.timeout_s * 1000  # Playwright defaults to 30 s, too short for 20,000 elements

            async def extract() -> Extraction:
                if args.mode == "ai":
                    text = await body.aria_snapshot(mode="ai", timeout=timeout_ms)
                else:
                    text = await body.aria_snapshot(timeout=timeout_ms)
                return Extraction(text=text, names=interactive_names(aria_nodes(text)))

            runs_ms, last = await time_runs(args.runs, extract)
            return Measured(runs_ms=runs_ms, last=last)
        finally:
            await context.close()


def main() -> int:
    args = parse_args(__doc__.splitlines()[0] if __doc__ else "", add_mode)
    return run_probe(TOOLS[args.mode], version("playwright"), measure, args)


if __name__ == "__main__":
    sys.exit(main())
