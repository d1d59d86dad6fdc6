"""Replay speed: the demo scenario resolved, the same scenario replayed from its lock, and a hand-written
Playwright script doing the same steps, all in one browser in one run. Prints medians and the ratios of replay
and of the first run to the hand-written script (targets: at most 1.1x and 1.5x), and the round trips to the
browser (Playwright protocol calls) each makes: a figure the machine's load does not change.

    .venv/bin/python bench/replay.py [--rounds 5]
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from playwright._impl.connection import Connection
from playwright.async_api import Browser, Page, expect

from plainwright import run_scenario
from plainwright.browser.launch import open_browser
from plainwright.config import BrowserConfig
from plainwright.demo.server import StaticServer, demo_scenario, demo_site


async def hand_written(page: Page, base_url: str) -> None:
    """What a person would write in Playwright for the demo scenario."""
    body = page.locator("body")
    await page.goto(f"{base_url}/index.html")
    await page.get_by_label("Username").fill("alice")
    await page.get_by_label("Password").fill("s3cret")
    await page.get_by_role("button", name="Log in").click()
    await expect(body).to_contain_text("Welcome, alice")
    await page.get_by_role("link", name="New request").click()
    await page.get_by_label("Full name").fill("Alice Example")
    await page.get_by_label("Email").fill("alice@example.com")
    await page.get_by_label("Country").select_option("Germany")
    await page.get_by_role("radio", name="Express").check()
    await page.get_by_label("Due date").fill("2030-01-15")
    await page.get_by_label("Description").fill("My laptop does not start after the update")
    await page.get_by_role("checkbox", name="I agree to the terms").check()
    await page.get_by_role("button", name="Submit request").click()
    await expect(body).to_contain_text("Request received")
    await expect(body).to_contain_text("Express")
    await page.get_by_role("link", name="Requests", exact=True).click()
    await page.get_by_label("Search requests").fill("printer")
    await expect(body).to_contain_text("1 result")


class _RoundTrips:
    """Counts the calls the Playwright client makes to its driver (each one a round trip to the browser) while
    `counting` is set. It wraps the client's one sending method: a private one, so a bench-only device."""

    def __init__(self) -> None:
        self.counting = False
        self.calls = 0
        send = Connection.send_message_to_server

        def counted(connection: Connection, target: Any, method: str, params: Any, options: Any) -> Any:
            if self.counting and method != "__waitInfo__":
                self.calls += 1
            return send(connection, target, method, params, options)

        Connection.send_message_to_server = counted  # type: ignore[method-assign, assignment]

    async def count(self, action: Callable[[], Awaitable[object]]) -> int:
        self.calls, self.counting = 0, True
        try:
            await action()
        finally:
            self.counting = False
        return self.calls


async def _timed(action: Callable[[], Awaitable[object]]) -> float:
    started = time.perf_counter()
    await action()
    return (time.perf_counter() - started) * 1000


async def _script_in_context(browser: Browser, base_url: str) -> None:
    context = await browser.new_context()
    try:
        await hand_written(await context.new_page(), base_url)
    finally:
        await context.close()


async def main(rounds: int) -> None:
    folder = Path(tempfile.mkdtemp(prefix="plainwright-bench-"))
    scenario = folder / "demo.plain.yaml"
    shutil.copy(demo_scenario(), scenario)
    times: dict[str, list[float]] = {"first run (resolve)": [], "replay": [], "hand-written": []}
    brain_calls: dict[str, int] = {}
    trips: dict[str, int] = {}
    counter = _RoundTrips()
    with StaticServer(demo_site()) as server:
        variables = {"base_url": server.url}
        async with open_browser(BrowserConfig.from_env(local_only=True)) as browser:
            await _script_in_context(browser, server.url)  # warm up the browser and the server
            for label, fresh in (("first run (resolve)", True), ("replay", False)):
                trips[label] = await counter.count(lambda fresh=fresh: run_scenario(  # type: ignore[misc]
                    scenario, browser=browser, lock=True, fresh=fresh, variables=variables))
            trips["hand-written"] = await counter.count(lambda: _script_in_context(browser, server.url))
            for _ in range(rounds):
                for label, fresh in (("first run (resolve)", True), ("replay", False)):
                    started = time.perf_counter()
                    result = await run_scenario(scenario, browser=browser, lock=True, fresh=fresh,
                                                variables=variables)
                    times[label].append((time.perf_counter() - started) * 1000)
                    assert result.ok, result.errors
                    brain_calls[label] = result.usage.brain_calls
                times["hand-written"].append(await _timed(lambda: _script_in_context(browser, server.url)))
    shutil.rmtree(folder)
    print(f"demo scenario, 18 steps, median of {rounds} rounds (each in a new browser context)")
    for label, values in times.items():
        calls = f"  brain calls {brain_calls[label]}" if label in brain_calls else ""
        print(f"  {label:<20} {statistics.median(values):8.0f} ms  round trips {trips[label]:4d}{calls}")
    hand = statistics.median(times["hand-written"])
    replay = statistics.median(times["replay"]) / hand
    first = statistics.median(times["first run (resolve)"]) / hand
    print(f"replay / hand-written = {replay:.2f}x (target <= 1.1x); first run / hand-written = {first:.2f}x "
          f"(target <= 1.5x)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    asyncio.run(main(parser.parse_args().rounds))
