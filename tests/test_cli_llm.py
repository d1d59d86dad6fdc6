"""`plainwright run --brain fallback --model openai:...` against a local server speaking OpenAI's wire format."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from playwright.async_api import Page

from fakes.openai_server import OpenAIServer
from plainwright import snapshot

PLAINWRIGHT = str(Path(sys.executable).parent / "plainwright")


def _run(scenario: Path, server: OpenAIServer, cache: Path, out: Path) -> dict[str, object]:
    env = {**os.environ, "PLAINWRIGHT_CACHE_DIR": str(cache)}
    done = subprocess.run([PLAINWRIGHT, "run", str(scenario), "--brain", "fallback", "--model", "openai:gpt-4o-mini",
                           "--base-url", server.base_url, "--json", str(out), "--fresh"], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    result: dict[str, object] = json.loads(out.read_text())
    return result


async def test_the_model_resolves_what_the_rules_call_ambiguous_once_then_the_cache_answers(
        page: Page, site: str, tmp_path: Path) -> None:
    url = f"{site}/ambiguity/two-save-buttons.html"
    await page.goto(url)
    billing_save = next(e.index for e in (await snapshot(page)).elements
                        if e.name == "Save" and e.context.get("heading") == "Billing")
    scenario = tmp_path / "save.plain.yaml"
    scenario.write_text(f"url: {url}\nsteps:\n  - Type \"DE89\" into the IBAN field\n  - Click Save\n"
                        "  - Verify the page shows \"billing saved\"\n")
    with OpenAIServer() as server:
        server.queue_tool_call("act", {"kind": "click", "element": billing_save, "value": ""},
                               input_tokens=900, output_tokens=20)
        first = _run(scenario, server, tmp_path / "cache", tmp_path / "first.json")
        assert len(server.requests) == 1
        body = server.requests[0].body
        assert body["model"] == "gpt-4o-mini"
        assert body["tools"][0]["function"]["name"] == "act"
        assert [step["tokens"] for step in first["steps"]] == [0, 920, 0]  # type: ignore[index, union-attr]
        assert first["tokens"] == 920

        second = _run(scenario, server, tmp_path / "cache", tmp_path / "second.json")
        assert len(server.requests) == 1, "an unchanged page is answered from the cache"
        assert second["status"] == "success" and second["tokens"] == 0
