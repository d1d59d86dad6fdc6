"""A goal run's events: typed, in the order things happened, every secret masked, and
`stream_goal` yields them as they come."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import aclosing

import pytest
from playwright.async_api import Browser

import plainwright
from plainwright import goal_events as events
from plainwright.demo.server import StaticServer, demo_site
from plainwright.goal_events import GoalEvent, read_event

GOAL = 'Log in as "alice" with password "s3cret" and open the regression overview'


@pytest.fixture(scope="module")
def demo() -> Iterator[str]:
    with StaticServer(demo_site()) as server:
        yield server.url


async def test_stream_goal_yields_the_run_as_typed_events_in_order(browser: Browser, demo: str) -> None:
    seen: list[GoalEvent] = [event async for event in plainwright.stream_goal(GOAL, url=f"{demo}/index.html",
                                                                              browser=browser)]

    kinds = [event.type for event in seen]
    assert kinds[0] == "goal" and kinds[-1] == "final" and kinds.count("goal") == kinds.count("final") == 1
    assert set(kinds) == {"goal", "context", "ui_inventory", "proposed_step", "executed", "final"}
    started = seen[0]
    assert isinstance(started, events.GoalStarted) and started.understood == [
        'log in as "alice" with password "***"', 'open "regression overview"']
    # each step: proposed, then executed, numbered as the result numbers them
    steps = [event for event in seen if isinstance(event, events.ProposedStep | events.Executed)]
    assert [(event.type, event.step) for event in steps] == [
        (kind, number) for number in range(1, 7) for kind in ("proposed_step", "executed")]  # a proof after login
    final = seen[-1]
    assert isinstance(final, events.Final) and final.result.reached
    executed = [event for event in seen if isinstance(event, events.Executed)]
    assert [event.sentence for event in executed] == [step.sentence for step in final.result.steps]
    # a page's inventory is told once per page, before the first step on it; it names controls, not selectors
    inventories = [event for event in seen if isinstance(event, events.UiInventory)]
    assert [event.url.rsplit("/", 1)[1] for event in inventories] == ["index.html", "dashboard.html",
                                                                      "regressions.html"]
    login = {item.label: item for item in inventories[0].controls}
    assert login["Password"].sensitive and login["Log in"].submit and login["Log in"].primary
    assert "#" not in inventories[0].model_dump_json()


async def test_no_event_holds_the_password_and_each_reads_back_as_it_was(browser: Browser, demo: str) -> None:
    seen: list[GoalEvent] = []
    result = await plainwright.run_goal(GOAL, url=f"{demo}/index.html", browser=browser, on_event=seen.append)

    assert result.reached
    lines = [event.model_dump_json() for event in seen]
    assert not [line for line in lines if "s3cret" in line]
    assert any('"***"' in line for line in lines)  # the password step is there, masked
    assert [read_event(line) for line in lines] == seen


async def test_an_async_listener_is_awaited_before_the_run_goes_on(browser: Browser, demo: str) -> None:
    order: list[str] = []

    async def listener(event: GoalEvent) -> None:
        if isinstance(event, events.ProposedStep):
            order.append(f"saw {event.step}")

    result = await plainwright.run_goal("Open the regression overview", url=f"{demo}/dashboard.html",
                                        browser=browser, on_event=listener)

    assert order == [f"saw {number}" for number in range(1, len(result.steps) + 1)]


async def test_closing_the_stream_early_stops_the_run(browser: Browser, demo: str) -> None:
    contexts = len(browser.contexts)
    async with aclosing(plainwright.stream_goal(GOAL, url=f"{demo}/index.html", browser=browser)) as stream:
        async for event in stream:
            if event.type == "proposed_step":
                assert len(browser.contexts) == contexts + 1
                break

    assert len(browser.contexts) == contexts  # the run's context was closed with it


async def test_a_goal_that_cannot_start_still_says_goal_and_final() -> None:
    seen = [event async for event in plainwright.stream_goal("  ", url="http://127.0.0.1:9/")]

    assert [event.type for event in seen] == ["goal", "final"]
    final = seen[-1]
    assert isinstance(final, events.Final) and final.result.error is not None
