"""Probe browser-use's DOM extraction: the element list its agent sends to the LLM each step, with no LLM.

browser-use drives Chromium over CDP (no Playwright). One BrowserSession on the given Chromium loads the page;
each run asks for a fresh `get_browser_state_summary(include_screenshot=False)` and serialises it with
`dom_state.llm_representation()`, which is what the agent puts under <browser_state>. Its default settings
apply, so the list covers the viewport plus browser-use's own look-ahead, not necessarily the whole page.
"""

from __future__ import annotations

import argparse
import os
import sys
from importlib.metadata import version
from pathlib import Path
from typing import Any

from harness import CHROMIUM_ARGS, Extraction, Measured, parse_args, run_probe, time_runs

os.environ.setdefault("ANONYMIZED_TELEMETRY", "false")
os.environ.setdefault("BROWSER_USE_CLOUD_SYNC", "false")
os.environ.setdefault("BROWSER_USE_LOGGING_LEVEL", "warning")


def element_name(node: Any) -> str:
    """The accessible name when Chromium's AX tree gave one, else the text browser-use shows for the node."""
    ax = getattr(node, "ax_node", None)
    if ax is not None and ax.name:
        return str(ax.name).strip()
    attributes = node.attributes or {}
    for key in ("aria-label", "title", "placeholder", "alt", "name", "value"):
        if attributes.get(key):
            return str(attributes[key]).strip()
    return str(node.get_all_children_text()).strip()


def in_text_order(indices: Any, text: str) -> list[int]:
    """Element indices in the order the LLM reads them (they are backend node ids, not positions)."""

    def position(index: int) -> int:
        at = text.find(f"[{index}]<")
        return at if at >= 0 else len(text)

    return sorted(indices, key=position)


async def measure(args: argparse.Namespace, profile_dir: Path) -> Measured:
    # Its state request gives up after 30 s by default and then returns an empty element list.
    os.environ["TIMEOUT_BrowserStateRequestEvent"] = str(args.timeout_s)  # noqa: SIM112 (its spelling)
    from browser_use import BrowserProfile, BrowserSession

    profile = BrowserProfile(
        executable_path=args.chromium,
        headless=True,
        user_data_dir=str(profile_dir / "profile"),
        args=CHROMIUM_ARGS,
        enable_default_extensions=False,  # they are downloaded from the web store at start-up
    )
    session = BrowserSession(browser_profile=profile)
    try:
        await session.start()
        await session.navigate_to(args.url)

        async def extract() -> Extraction:
            state = await session.get_browser_state_summary(include_screenshot=False)
            if state.state_error:
                raise RuntimeError(state.state_error)
            text = state.dom_state.llm_representation()
            selector_map = state.dom_state.selector_map
            return Extraction(
                text=text, names=[element_name(selector_map[i]) for i in in_text_order(selector_map, text)]
            )

        runs_ms, last = await time_runs(args.runs, extract)
        return Measured(runs_ms=runs_ms, last=last)
    finally:
        await session.kill()


def main() -> int:
    args = parse_args(__doc__.splitlines()[0] if __doc__ else "")
    return run_probe("browser-use", version("browser-use"), measure, args)


if __name__ == "__main__":
    sys.exit(main())
