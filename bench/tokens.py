"""Prompt tokens per step: what plainwright's LLM brain sends, beside what browser-use's agent reads.

    .venv/bin/python bench/tokens.py            # needs bench/peers/setup.sh once for browser-use and o200k_base

For each page, our figure is the whole request a model receives for one step (system text, user message with
the rendered page, and the `act` tool schema), counted with tiktoken's o200k_base. browser-use's figure is
only its serialised element list (`llm_representation()`), without its much longer system prompt, so the
ratio is conservative. Pages: the test fixture pages and a generated page of 2,000 elements.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from playwright.async_api import async_playwright

ROOT = Path(__file__).resolve().parent.parent
PEERS_PY = ROOT / "bench" / ".venv-peers" / "bin" / "python"
sys.path.insert(0, str(ROOT / "bench" / "peers"))

from genpage import page as card_page  # noqa: E402
from tokencount import count_tokens  # noqa: E402

from plainwright.browser.launch import launch_browser  # noqa: E402
from plainwright.config import BrowserConfig  # noqa: E402
from plainwright.demo.server import StaticServer  # noqa: E402
from plainwright.observe.snapshot import take_snapshot  # noqa: E402
from plainwright.understand.prompt import MAX_PAGE_CHARS, build_request  # noqa: E402

FIXTURES = ["forms/login.html", "ambiguity/two-save-buttons.html", "apps/checkout.html", "apps/admin-users.html",
            "observe/cards.html"]
STEP = "Click the Save button"


def browser_use_tokens(url: str, chromium: str) -> int | None:
    if not PEERS_PY.exists():
        return None
    line = subprocess.run([str(PEERS_PY), str(ROOT / "bench/peers/browser_use_probe.py"), "--url", url,
                           "--chromium", chromium, "--runs", "1"], capture_output=True, text=True, timeout=300)
    result = json.loads(line.stdout.strip().splitlines()[-1])
    return None if result.get("error") else int(result["tokens"])


async def our_tokens(page_url: str, max_chars: int | None) -> tuple[int, int]:
    async with async_playwright() as playwright:
        browser = await launch_browser(playwright, BrowserConfig.from_env(local_only=True))
        page = await browser.new_page()
        await page.goto(page_url)
        snapshot = await take_snapshot(page)
        await browser.close()
    page_text = snapshot.render(max_chars=max_chars)
    request = build_request(STEP, snapshot, page_text=page_text, done=[], hints=[])
    sent = request.system + "".join(message.content for message in request.messages) \
        + "".join(tool.name + tool.description + json.dumps(tool.parameters) for tool in request.tools)
    interactive = sum(1 for e in snapshot.elements if e.is_interactive and e.is_usable)
    return count_tokens(sent), interactive


def main() -> None:
    os.environ.setdefault("TIKTOKEN_CACHE_DIR", str(ROOT / "bench" / ".venv-peers" / "tiktoken-cache"))
    chromium = BrowserConfig.from_env().executable_path or "/usr/bin/chromium"
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "cards-2000.html").write_text(card_page(2000), encoding="utf-8")
        with StaticServer(ROOT / "tests" / "sites") as sites, StaticServer(tmp) as generated:
            pages = [(name, f"{sites.url}/{name}") for name in FIXTURES if (ROOT / "tests/sites" / name).exists()]
            pages.append(("generated 2,000 elements", f"{generated.url}/cards-2000.html"))
            print(f"{'page':32} {'ours (budget)':>14} {'ours (full)':>12} {'browser-use':>12} {'ratio':>7}")
            for name, url in pages:
                budget, _ = asyncio.run(our_tokens(url, MAX_PAGE_CHARS))
                full, _ = asyncio.run(our_tokens(url, None))
                peer = browser_use_tokens(url, chromium)
                ratio = f"{full / peer:.2f}x" if peer else "n/a"
                print(f"{name:32} {budget:>14,} {full:>12,} {peer if peer is not None else 'n/a':>12} {ratio:>7}")
    if not PEERS_PY.exists():
        print("browser-use not measured: run `bash bench/peers/setup.sh` first")
    print("ratio = our full prompt (no character budget) / browser-use's element list alone")


if __name__ == "__main__":
    main()
