"""Goal mode with a model planner, through each provider's real SDK and its local fake server (and a scripted chat
model for the budget): a model that reaches the goal leaves a scenario that replays with no model call, and a
model that names a page not yet seen, loops, claims done without evidence or answers garbage ends the way the
loop's guards say, with the right error kind."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pytest
import yaml
from playwright.async_api import Browser

from plainwright.demo.server import StaticServer, demo_site
from plainwright.errors import ErrorKind
from plainwright.model import Budget, RunStatus, StepSource
from plainwright.plan.llm import FallbackPlanner, LLMPlanner
from plainwright.plan.rules import RulePlanner
from plainwright.run.goal import GoalResult, run_goal
from plainwright.run.scenario import run_scenario
from plainwright.understand.llm import ScriptedChat
from understand.llm.providers import PROVIDERS

GOAL = 'Log in as "alice" with password "s3cret" and open the regression overview'
LOGIN_STEPS = [('Type "alice" into the "Username" field', 1), ('Type "{{secret-1}}" into the "Password" field', 1),
               ('Click the "Log in" button', 1)]
OVERVIEW_STEPS = [('Click the "Regression overview" link', 2),
                  ('Verify the "Regression overview" heading is visible', 2)]
FAST = 2.0  # seconds a step may wait: a check that cannot pass fails soon


@pytest.fixture(scope="module")
def demo() -> Iterator[str]:
    with StaticServer(demo_site()) as server:
        yield server.url


@pytest.fixture(scope="module")
def servers() -> Iterator[dict[str, Any]]:
    with ExitStack() as stack:
        yield {name: stack.enter_context(spec.server_class()) for name, spec in PROVIDERS.items()}


@pytest.fixture(scope="module")
async def chats(servers: dict[str, Any]) -> AsyncIterator[dict[str, Any]]:
    """Each provider's real SDK client on its fake server, retrying nothing itself."""
    made = {name: PROVIDERS[name].connect(servers[name], timeout_s=5.0, max_retries=0) for name in PROVIDERS}
    yield made
    for chat in made.values():
        await chat.aclose()


@pytest.fixture
def fake(servers: dict[str, Any], chats: dict[str, Any]) -> Any:
    """`fake(name)`: that provider's server, emptied, and an LLM planner asking it."""
    def make(name: str) -> tuple[Any, LLMPlanner]:
        servers[name].reset()
        return servers[name], LLMPlanner(chats[name])

    return make


def queue_steps(server: Any, steps: list[tuple[str, int]]) -> None:
    for sentence, task in steps:
        server.queue_tool_call("propose_step", {"sentence": sentence, "note": "The next step.", "task": task})


def sentences(result: GoalResult) -> list[str]:
    return [step.sentence for step in result.steps]


@pytest.mark.parametrize("provider", sorted(PROVIDERS))
async def test_a_model_reaches_the_goal_and_its_scenario_replays_with_no_model_call(
        browser: Browser, demo: str, fake: Any, provider: str, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    server, planner = fake(provider)
    queue_steps(server, LOGIN_STEPS + OVERVIEW_STEPS)
    saved = tmp_path / "overview.plain.yaml"

    result = await run_goal(GOAL, url=f"{demo}/index.html", browser=browser, planner=planner, save=saved)

    assert result.reached and result.status is RunStatus.SUCCESS, result.error
    assert result.planner == "llm" and all(step.verified for step in result.plan)
    assert sentences(result)[1] == 'Type "***" into the "Password" field'
    assert result.steps[-1].url.endswith("/regressions.html")
    assert len(server.requests) == 5, "one call a step; once every task is verified, none"
    assert result.planner_usage.brain_calls == 5 and result.planner_usage.tokens == 5 * (42 + 7)
    assert result.usage.tokens == result.planner_usage.tokens, "the planner's tokens are the run's"
    sent = json.dumps([request.body for request in server.requests])
    assert "s3cret" not in sent and "{{secret-1}}" in sent, "the model sees the password only as a placeholder"
    assert "s3cret" not in result.model_dump_json() + saved.read_text()

    monkeypatch.setenv("OVERVIEW_PASSWORD", "s3cret")
    replay = await run_scenario(saved, browser=browser, lock=True)

    assert replay.ok, replay.errors
    assert [step.source for step in replay.steps] == [StepSource.REPLAYED] * 6  # with the login's proof
    assert replay.usage.brain_calls == 0 and len(server.requests) == 5, "no brain and no planner call"


async def test_a_step_on_a_page_not_yet_seen_is_refused_and_the_model_told_why(
        browser: Browser, demo: str, fake: Any) -> None:
    server, planner = fake("openai")
    queue_steps(server, OVERVIEW_STEPS[:1] + LOGIN_STEPS + OVERVIEW_STEPS)

    result = await run_goal(GOAL, url=f"{demo}/index.html", browser=browser, planner=planner)

    assert result.reached, result.error
    assert sentences(result)[0] == 'Type "alice" into the "Username" field', "the refused step was not run"
    told = server.requests[1].body["messages"][-1]["content"]
    history = told[told.index("<history>"):told.index("</history>")]
    assert ('Click the "Regression overview" link (on "Log in · Acme Support"): element_not_found: '
            '"Click the "Regression overview" link" names a link "Regression overview" that this page does not '
            "offer") in history


async def test_a_model_that_keeps_naming_what_the_page_does_not_offer_ends_with_element_not_found(
        browser: Browser, demo: str, fake: Any) -> None:
    server, planner = fake("anthropic")
    queue_steps(server, [('Click the "Regression overview" link', 1)] * 3)

    result = await run_goal("Open the regression overview", url=f"{demo}/index.html", browser=browser,
                            planner=planner)

    assert not result.reached and result.steps == []
    assert result.error is not None and result.error.kind is ErrorKind.ELEMENT_NOT_FOUND
    assert "names something it does not offer" in result.error.message
    assert len(server.requests) == 3


async def test_a_model_that_loops_is_stopped_with_loop_detected(browser: Browser, site: str, fake: Any) -> None:
    server, planner = fake("gemini")
    queue_steps(server, [('Click the "Reports" link', 1)] * 4)

    result = await run_goal("Open the reports", url=f"{site}/goal/loop.html", browser=browser, planner=planner)

    assert result.error is not None and result.error.kind is ErrorKind.LOOP_DETECTED
    assert sentences(result) == ['Click the "Reports" link'] * 2, "a third time is refused"
    assert len(server.requests) == 4, "the second time, the model was asked for another step first"


@pytest.mark.parametrize(("goal", "says"), [
    ("Open the regression overview", 'nothing verified: open "regression overview"'),
    ("Make sure the dashboard greets alice", 'nothing verified: "Make sure the dashboard greets alice"'),
])
async def test_done_without_evidence_on_the_page_is_not_done(browser: Browser, demo: str, fake: Any, goal: str,
                                                             says: str) -> None:
    server, planner = fake("anthropic")
    server.queue_tool_call("done", {"evidence": "Welcome, alice"})

    result = await run_goal(goal, url=f"{demo}/index.html", browser=browser, planner=planner, timeout=FAST)

    assert not result.reached and result.steps == []
    assert result.error is not None and result.error.kind is ErrorKind.ASSERTION_FAILED
    assert says in result.error.message and '("Welcome, alice")' in result.error.message


async def test_one_evidence_does_not_complete_two_tasks_nothing_was_done_for(browser: Browser, demo: str,
                                                                            fake: Any) -> None:
    server, planner = fake("openai")
    server.queue_tool_call("done", {"evidence": "Welcome, alice"})
    goal = 'Log in as "alice" with password "s3cret"; water the office plants; make sure the dashboard greets alice'

    result = await run_goal(goal, url=f"{demo}/index.html", browser=browser,
                            planner=FallbackPlanner(RulePlanner(), planner), timeout=FAST)

    assert not result.reached
    assert result.error is not None and result.error.kind is ErrorKind.ASSERTION_FAILED
    assert 'nothing verified: "water the office plants"' in result.error.message


@pytest.mark.parametrize("provider", sorted(PROVIDERS))
async def test_a_model_that_answers_garbage_twice_ends_the_run_with_llm_error(
        browser: Browser, demo: str, fake: Any, provider: str) -> None:
    server, planner = fake(provider)
    for _ in range(2):
        if provider == "openai":
            server.queue_raw_arguments("propose_step", '{"sentence": "Click Log in"')  # cut short: not JSON
        elif provider == "gemini":
            server.queue_malformed_call("propose_step(sentence=Click Log in")
        else:
            server.queue_text("I would click the login button.")

    result = await run_goal(GOAL, url=f"{demo}/index.html", browser=browser, planner=planner)

    assert not result.reached and result.steps == []
    assert result.error is not None and result.error.kind is ErrorKind.LLM_ERROR
    assert len(server.requests) == 2 and result.planner_usage.brain_calls == 2
    assert "That answer is invalid" in json.dumps(server.requests[1].body)


async def test_a_goal_part_the_rules_do_not_read_is_left_to_the_model_and_checked_on_the_page(
        browser: Browser, demo: str, fake: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    server, planner = fake("openai")
    server.queue_tool_call("done", {"evidence": "Welcome, alice"})
    goal = 'Log in as "alice" with password "s3cret"; make sure the dashboard greets alice'
    saved = tmp_path / "greets.plain.yaml"

    result = await run_goal(goal, url=f"{demo}/index.html", browser=browser,
                            planner=FallbackPlanner(RulePlanner(), planner), save=saved)

    assert result.reached, result.error
    assert sentences(result) == ['Type "alice" into the "Username" field', 'Type "***" into the "Password" field',
                                 'Click the "Log in" button', 'Verify there is no "Password" field',
                                 'Verify the page shows "Welcome, alice"']
    assert len(server.requests) == 1, "the rules logged in; the model was asked once, for what they do not read"
    assert result.evidence is not None and "make sure the dashboard greets alice" in result.evidence
    assert yaml.safe_load(saved.read_text())["steps"][-1] == 'Verify the page shows "Welcome, alice"'

    monkeypatch.setenv("GREETS_PASSWORD", "s3cret")
    replay = await run_scenario(saved, browser=browser, lock=True)
    assert replay.ok and replay.usage.brain_calls == 0 and len(server.requests) == 1, replay.errors


async def test_the_rule_planner_alone_refuses_a_goal_part_it_does_not_read(demo: str) -> None:
    result = await run_goal('Log in as "alice" with password "s3cret"; make sure the dashboard greets alice',
                            url=f"{demo}/index.html")

    assert result.error is not None and result.error.kind is ErrorKind.UNSUPPORTED_STEP
    assert "--planner llm or fallback" in result.error.message and result.steps == []


async def test_the_planners_tokens_count_against_the_budget(browser: Browser, demo: str) -> None:
    chat = ScriptedChat([ScriptedChat.tool_reply("propose_step", {"sentence": s, "note": "", "task": t},
                                                 input_tokens=380, output_tokens=20) for s, t in LOGIN_STEPS])

    result = await run_goal(GOAL, url=f"{demo}/index.html", browser=browser, planner=LLMPlanner(chat),
                            budget=Budget(max_tokens=500))

    assert result.error is not None and result.error.kind is ErrorKind.BUDGET_EXCEEDED
    assert "800 model tokens spent, more than its 500" in result.error.message
    assert len(result.steps) == 1 and result.usage.tokens == 800


async def test_static_mode_asks_the_model_for_every_step_a_page_allows_before_running_them(
        browser: Browser, demo: str) -> None:
    chat = ScriptedChat([ScriptedChat.tool_reply("propose_step", {"sentence": s, "note": "", "task": t})
                         for s, t in LOGIN_STEPS + OVERVIEW_STEPS])

    result = await run_goal(GOAL, url=f"{demo}/index.html", browser=browser, planner=LLMPlanner(chat),
                            mode="static")

    assert result.reached and result.mode == "static" and result.replans == 0, result.error
    assert len(result.steps) == 6 and len(chat.requests) == 5, "the login's proof is the loop's, not the model's"
    second = chat.requests[1].messages[0].content
    assert "Steps planned on this page before this one (not run yet, assume they work):\n- Type \"alice\"" in second
    assert "Steps done and verified" not in second, "nothing was run before the page's plan was made"
