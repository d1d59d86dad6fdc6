"""Prompt tokens per step: what plainwright's LLM brain sends, beside what browser-use's agent reads.

    .venv/bin/python bench/tokens.py            # needs bench/peers/setup.sh once for browser-use and o200k_base

All counts are tiktoken o200k_base. For each page and a step a tester would write on it:

- ours: page = the fenced page text the brain sends for that step (after its character budget);
  request = everything one model call carries: system text, user message and the `act` tool schema.
- browser-use: list = its serialised element list (`llm_representation()`) for the same page, in its own
  Chromium; request = that list plus its default system prompt (`system_prompt.md`), a lower bound of its
  per-step request (it also sends the task, its history and a schema of every action).

Ratios: request/request (the whole per-step cost), request/list (our whole request against its element list
alone, the strictest reading) and page/list (serialisation against serialisation). Target: at most 0.4x.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
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
from plainwright.understand.prompt import MAX_PAGE_CHARS, build_request, fence, page_view  # noqa: E402

# page under tests/sites -> a step a tester would write there
FIXTURES = {
    "forms/login.html": "Click the Log in button",
    "ambiguity/two-save-buttons.html": "Click Save in the Billing section",
    "apps/checkout.html": "Choose Express delivery",
    "apps/admin-users.html": "Delete Grace Hopper",
    "observe/cards.html": "Click Details of Item 150",
}
GENERATED = ("generated 2,000 elements", "Add Product 140 to the cart")


@dataclass
class Ours:
    page: int
    request: int


def browser_use_tokens(url: str, chromium: str) -> int | None:
    if not PEERS_PY.exists():
        return None
    line = subprocess.run([str(PEERS_PY), str(ROOT / "bench/peers/browser_use_probe.py"), "--url", url,
                           "--chromium", chromium, "--runs", "1"], capture_output=True, text=True, timeout=300)
    result = json.loads(line.stdout.strip().splitlines()[-1])
    return None if result.get("error") else int(result["tokens"])


def browser_use_system_tokens() -> int | None:
    """Tokens of browser-use's default system prompt, read from the installed package."""
    if not PEERS_PY.exists():
        return None
    found = subprocess.run([str(PEERS_PY), "-c", "import browser_use, pathlib; print(pathlib.Path("
                            "browser_use.__file__).parent / 'agent/system_prompts/system_prompt.md')"],
                           capture_output=True, text=True, timeout=120)
    return count_tokens(Path(found.stdout.strip()).read_text(encoding="utf-8"))


async def our_tokens(page_url: str, step: str) -> Ours:
    async with async_playwright() as playwright:
        browser = await launch_browser(playwright, BrowserConfig.from_env(local_only=True))
        page = await browser.new_page()
        await page.goto(page_url)
        snapshot = await take_snapshot(page)
        await browser.close()
    page_text = page_view(snapshot, step, hints=[], max_chars=MAX_PAGE_CHARS)
    request = build_request(step, snapshot, page_text=page_text, done=[], hints=[])
    sent = request.system + "".join(message.content for message in request.messages) \
        + "".join(tool.name + tool.description + json.dumps(tool.parameters) for tool in request.tools)
    return Ours(page=count_tokens(fence(page_text, snapshot)), request=count_tokens(sent))


def _ratio(ours: int, theirs: int | None) -> str:
    return f"{ours / theirs:.2f}x" if theirs else "n/a"


def main() -> None:
    os.environ.setdefault("TIKTOKEN_CACHE_DIR", str(ROOT / "bench" / ".venv-peers" / "tiktoken-cache"))
    chromium = BrowserConfig.from_env().executable_path or "/usr/bin/chromium"
    system = browser_use_system_tokens()
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "cards-2000.html").write_text(card_page(2000), encoding="utf-8")
        with StaticServer(ROOT / "tests" / "sites") as sites, StaticServer(tmp) as generated:
            pages = [(name, f"{sites.url}/{name}", step) for name, step in FIXTURES.items()
                     if (ROOT / "tests/sites" / name).exists()]
            pages.append((GENERATED[0], f"{generated.url}/cards-2000.html", GENERATED[1]))
            print(f"{'page':32} {'ours page':>9} {'request':>8} {'b-u list':>9} {'request':>8}"
                  f" {'req/req':>8} {'req/list':>8} {'page/list':>9}")
            for name, url, step in pages:
                ours = asyncio.run(our_tokens(url, step))
                peer = browser_use_tokens(url, chromium)
                peer_request = peer + system if peer is not None and system is not None else None
                print(f"{name:32} {ours.page:>9,} {ours.request:>8,} {peer or 0:>9,} {peer_request or 0:>8,}"
                      f" {_ratio(ours.request, peer_request):>8} {_ratio(ours.request, peer):>8}"
                      f" {_ratio(ours.page, peer):>9}")
    if system is None:
        print("browser-use not measured: run `bash bench/peers/setup.sh` first")
    else:
        print(f"browser-use request = its element list + its default system prompt ({system:,} tokens)")
    print(f"our page budget: {MAX_PAGE_CHARS:,} characters; target: at most 0.40x")


if __name__ == "__main__":
    main()
