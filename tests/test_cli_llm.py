"""`plainwright run --brain fallback --model openai:...` and the pytest plugin against a local OpenAI-format server."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from playwright.async_api import Page

from fakes.openai_server import OpenAIServer
from plainwright import run_scenario, snapshot

pytest_plugins = ["pytester"]

PLAINWRIGHT = str(Path(sys.executable).parent / "plainwright")


def _run(scenario: Path, server: OpenAIServer, cache: Path, out: Path) -> tuple[dict[str, Any], str]:
    env = {**os.environ, "PLAINWRIGHT_CACHE_DIR": str(cache)}
    done = subprocess.run([PLAINWRIGHT, "run", str(scenario), "--brain", "fallback", "--model", "openai:gpt-4o-mini",
                           "--llm-base-url", server.base_url, "--json", str(out), "--fresh"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    result: dict[str, Any] = json.loads(out.read_text())
    return result, done.stdout


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
        first, report = _run(scenario, server, tmp_path / "cache", tmp_path / "first.json")
        assert len(server.requests) == 1
        body = server.requests[0].body
        assert body["model"] == "gpt-4o-mini"
        assert body["tools"][0]["function"]["name"] == "act"
        assert [step["usage"]["tokens"] for step in first["steps"]] == [0, 920, 0]
        assert first["usage"]["tokens"] == 920
        costs = [step["usage"]["cost_usd"] for step in first["steps"]]
        assert costs[0] == costs[2] == 0
        list_price = (900 * 0.15 + 20 * 0.60) / 1e6  # gpt-4o-mini's
        assert costs[1] == first["usage"]["cost_usd"] == pytest.approx(list_price)
        assert report.count("model: 920 tokens, about $0.0001") == 1, report
        step_lines = report.split(" 2. Click Save")[1].split(" 3. ")[0]
        assert "model: 920 tokens" in step_lines, "the tokens are shown under the step that used the model"

        second, _ = _run(scenario, server, tmp_path / "cache", tmp_path / "second.json")
        assert len(server.requests) == 1, "an unchanged page is answered from the cache"
        assert second["status"] == "success" and second["usage"]["tokens"] == 0


async def test_the_pytest_plugin_takes_the_brain_model_and_endpoint_from_its_options(
        page: Page, site: str, pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    url = f"{site}/ambiguity/two-save-buttons.html"
    await page.goto(url)
    billing_save = next(e.index for e in (await snapshot(page)).elements
                        if e.name == "Save" and e.context.get("heading") == "Billing")
    monkeypatch.setenv("PLAINWRIGHT_CACHE_DIR", str(tmp_path / "cache"))
    pytester.makepyfile(f'''
        def test_save_billing(plain):
            plain.goto("{url}")
            plain.do("Click Save")
            plain.check('page shows "billing saved"')
            assert plain.results[0].usage.tokens == 515
    ''')
    with OpenAIServer() as server:
        server.queue_tool_call("act", {"kind": "click", "element": billing_save, "value": ""},
                               input_tokens=500, output_tokens=15)
        # in a subprocess: an in-process run would drop the SDK modules it imports from sys.modules afterwards
        result = pytester.runpytest_subprocess("--plain-local-only", "--plain-brain", "fallback",
                                    "--plain-model", "openai:llama3.1", "--plain-llm-base-url", server.base_url,
                                    "-p", "no:cacheprovider", "-p", "no:asyncio")

    result.assert_outcomes(passed=1)
    assert [request.body["model"] for request in server.requests] == ["llama3.1"]


async def test_a_scenario_file_chooses_its_brain_and_model_and_the_endpoint_comes_from_openai_base_url(
        page: Page, site: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url = f"{site}/ambiguity/two-save-buttons.html"
    await page.goto(url)
    billing_save = next(e.index for e in (await snapshot(page)).elements
                        if e.name == "Save" and e.context.get("heading") == "Billing")
    scenario = tmp_path / "save.plain.yaml"
    scenario.write_text(f"url: {url}\nbrain: fallback\nmodel: openai:llama3.1\n"
                        "steps:\n  - Click Save\n  - Verify the page shows \"billing saved\"\n")
    monkeypatch.setenv("PLAINWRIGHT_CACHE_DIR", "off")
    with OpenAIServer() as server:
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        server.queue_tool_call("act", {"kind": "click", "element": billing_save, "value": ""},
                               input_tokens=400, output_tokens=12)

        run = await run_scenario(scenario, page=page)

    assert run.ok, run.steps
    assert [request.body["model"] for request in server.requests] == ["llama3.1"]
    assert [step.usage.tokens for step in run.steps] == [412, 0]
    assert run.usage.cost_usd == 0, "a local model has no list price"
