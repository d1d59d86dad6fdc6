"""Replay speed: the demo scenario resolved, the same scenario replayed from its lock, and a hand-written
Playwright script doing the same steps, all in one browser in one run. Prints medians and the ratio of replay
to the hand-written script (target: at most 1.2x).

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
    with StaticServer(demo_site()) as server:
        variables = {"base_url": server.url}
        async with open_browser(BrowserConfig.from_env(local_only=True)) as browser:
            await _script_in_context(browser, server.url)  # warm up the browser and the server
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
        print(f"  {label:<20} {statistics.median(values):8.0f} ms{calls}")
    ratio = statistics.median(times["replay"]) / statistics.median(times["hand-written"])
    speedup = statistics.median(times["first run (resolve)"]) / statistics.median(times["replay"])
    print(f"replay / hand-written = {ratio:.2f}x (target <= 1.2x); first run / replay = {speedup:.2f}x")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    asyncio.run(main(parser.parse_args().rounds))
