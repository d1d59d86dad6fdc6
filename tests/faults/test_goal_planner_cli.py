"""`plainwright goal` with a model planner, as a user runs it against a local OpenAI-format server: the planner
follows --model, the model is asked only for what the rules do not read, its answers are cached between runs,
the scenario it leaves replays with no model call, and a model planner without a model is refused up front."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from fakes.openai_server import OpenAIServer
from faults.harness import run
from plainwright.demo.server import StaticServer, demo_site

PASSWORD = "s3cret"
GOAL = 'Log in as "alice" with password "${env.DEMO_PW}"; make sure the dashboard greets alice'


@pytest.fixture(scope="module")
def demo() -> Iterator[str]:
    with StaticServer(demo_site()) as server:
        yield server.url


def test_a_model_given_makes_the_fallback_planner_and_its_scenario_replays_with_no_call(
        demo: str, tmp_path: Path) -> None:
    env = {"DEMO_PW": PASSWORD, "PLAINWRIGHT_CACHE_DIR": str(tmp_path / "cache")}
    with OpenAIServer() as server:
        server.queue_tool_call("done", {"evidence": "Welcome, alice"}, input_tokens=900, output_tokens=12)
        model = ("--model", "openai:gpt-4o-mini", "--llm-base-url", server.base_url)
        done = run("goal", "--url", f"{demo}/index.html", *model, "--save", "greets.plain.yaml", "--json",
                   "goal.json", GOAL, cwd=tmp_path, env=env)

        assert done.returncode == 0, done.stdout + done.stderr
        assert "(planner: fallback)" in done.stdout and "planner (fallback): 1 model calls, 912 tokens" in done.stdout
        report = json.loads((tmp_path / "goal.json").read_text())
        assert report["reached"] and report["planner"] == "fallback"
        assert report["usage"]["tokens"] == report["planner_usage"]["tokens"] == 912
        assert report["steps"][-1]["sentence"] == 'Verify the page shows "Welcome, alice"'
        assert len(server.requests) == 1 and PASSWORD not in json.dumps(server.requests[0].body)

        again = run("goal", "--url", f"{demo}/index.html", *model, "--no-save", GOAL, cwd=tmp_path, env=env)
        assert again.returncode == 0, again.stdout + again.stderr
        assert len(server.requests) == 1, "the same page and history: the cached answer"

        replay = run("run", "greets.plain.yaml", *model, cwd=tmp_path, env=env)
        assert replay.returncode == 0, replay.stdout + replay.stderr
        assert "brain calls: 0" in replay.stdout and "5 steps replayed" in replay.stdout
        assert len(server.requests) == 1


def test_a_model_planner_without_a_model_is_refused_before_the_browser_starts(demo: str, tmp_path: Path) -> None:
    done = run("goal", "--url", f"{demo}/index.html", "--planner", "llm", "Open the settings", cwd=tmp_path)

    assert done.returncode == 2 and "the llm planner needs a model" in done.stderr
