"""Checks the judge and the expectations without plainwright: does each scenario's intent, done by hand-written
Playwright code on each framework, satisfy the judge, and does a fresh page not?

    .venv/bin/python bench/realapps/todomvc/oracle.py
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from playwright.async_api import Page, async_playwright

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "src"))

from plainwright.browser.launch import launch_browser  # noqa: E402
from plainwright.config import BrowserConfig  # noqa: E402
from realapps.todomvc.app import APP, CAT, CHEESE, DOCTOR, EXPECT, FRAMEWORKS, SAUSAGES  # noqa: E402

NEW = "#new-todo"


def item(page: Page, title: str):
    return page.locator("#todo-list > li").filter(has=page.locator("label", has_text=title))


async def add(page: Page, *titles: str) -> None:
    for title in titles:
        await page.fill(NEW, title)
        await page.press(NEW, "Enter")


async def toggle(page: Page, title: str) -> None:
    await item(page, title).locator("input.toggle").click()


async def edit(page: Page, title: str, text: str, key: str) -> None:
    await item(page, title).locator("label").dblclick()
    field = page.locator("#todo-list > li.editing input.edit")
    await field.fill(text)
    await field.press(key)


async def filter_(page: Page, name: str) -> None:
    await page.locator("#filters a", has_text=name).click()


async def do(name: str, page: Page) -> None:
    if name == "01-add-todos":
        await add(page, CHEESE, CAT)
    elif name == "02-trim-new-todo":
        await add(page, "   buy some cheese  ")
    elif name == "03-mark-all-completed":
        await add(page, CHEESE, CAT, DOCTOR)
        await page.click("#toggle-all")
    elif name == "04-complete-and-unmark":
        await add(page, CHEESE, CAT)
        await toggle(page, CHEESE)
        await toggle(page, CAT)
        await toggle(page, CHEESE)
    elif name == "05-edit-item":
        await add(page, CHEESE, CAT, DOCTOR)
        await edit(page, CAT, SAUSAGES, "Enter")
    elif name == "06-edit-trims-text":
        await add(page, CHEESE, CAT)
        await edit(page, CAT, "    buy some sausages  ", "Enter")
    elif name == "07-edit-empty-removes":
        await add(page, CHEESE, CAT, DOCTOR)
        await edit(page, CAT, "", "Enter")
    elif name == "08-edit-escape-cancels":
        await add(page, CHEESE, CAT)
        await edit(page, CAT, "walk the dog", "Escape")
    elif name == "09-clear-completed":
        await add(page, CHEESE, CAT, DOCTOR)
        await toggle(page, CAT)
        await page.click("#clear-completed")
    elif name == "10-persistence":
        await add(page, CHEESE, CAT)
        await toggle(page, CAT)
        await page.reload()
    elif name == "11-filter-active":
        await add(page, CHEESE, CAT, DOCTOR)
        await toggle(page, CAT)
        await filter_(page, "Active")
    elif name == "12-filter-back-button":
        await add(page, CHEESE, CAT)
        await toggle(page, CAT)
        await filter_(page, "Active")
        await filter_(page, "Completed")
        await page.go_back()
        await page.go_back()
    elif name == "13-delete-item":
        await add(page, CHEESE, CAT, DOCTOR)
        await item(page, CAT).hover()
        await item(page, CAT).locator("button.destroy").click()
    await page.wait_for_timeout(300)


async def main() -> None:
    APP.install()
    APP.start()
    bad = 0
    try:
        async with async_playwright() as playwright:
            browser = await launch_browser(playwright, BrowserConfig.from_env(local_only=True))
            for framework in FRAMEWORKS:
                for name in EXPECT:
                    for fresh in (True, False):
                        context = await browser.new_context(viewport={"width": 1280, "height": 800})
                        page = await context.new_page()
                        await page.goto(f"http://127.0.0.1:{APP.port}/examples/{framework}/")
                        await page.wait_for_timeout(300)
                        try:
                            if not fresh:
                                await do(name, page)
                            verdict = await APP.judge(f"{framework}-{name}", page)
                        except Exception as exc:
                            verdict = None
                            print(f"  CRASH {framework}-{name}: {exc!r}"[:300])
                        await context.close()
                        right = verdict is not None and verdict.ok != fresh
                        bad += not right
                        if not right or not fresh:
                            print(f"  {'ok ' if right else 'BAD'} {framework}-{name} {'fresh' if fresh else 'done '}: "
                                  f"{verdict.detail if verdict else 'crash'}")
    finally:
        APP.stop()
    print(f"{bad} wrong")


if __name__ == "__main__":
    asyncio.run(main())
