"""Remake docs/report.png, the picture of the HTML report of a failing suite in docs/reports.md: three scenarios
against the bundled demo app (two pass, one expects a greeting the app does not show), their report, and a
screenshot of its first screen.

    .venv/bin/python docs/report_screenshot.py [--out docs/report.png]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
from pathlib import Path

from plainwright import run_scenario
from plainwright.browser.launch import open_browser
from plainwright.config import BrowserConfig
from plainwright.demo.server import StaticServer, demo_site
from plainwright.output.html import write_html

LOGIN = """  - Type "alice" into the Username field
  - do: 'Enter "s3cret" into the Password field'
    sensitive: true
  - Click the "Log in" button
"""
SCENARIOS = {
    "log-in": 'Verify the page shows "Welcome, alice"',
    "greeting": 'Verify the page shows "Welcome back, alice"',
    "requests": 'Click the "Requests" link\n  - Verify the page shows "Requests"',
}


async def make(out: Path) -> None:
    here = Path.cwd()
    with StaticServer(demo_site()) as server, tempfile.TemporaryDirectory() as scratch:
        os.chdir(scratch)  # the report names the scenario files and traces as a run in this folder would
        try:
            runs = []
            async with open_browser(BrowserConfig.from_env()) as browser:
                for name, last in SCENARIOS.items():
                    path = Path("support") / f"{name}.plain.yaml"
                    path.parent.mkdir(exist_ok=True)
                    path.write_text(f"url: {server.url}/index.html\ntimeout: 2\nsteps:\n{LOGIN}  - {last}\n")
                    runs.append(await run_scenario(path, browser=browser, screenshots=Path("shots") / name,
                                                   trace=Path("plainwright-results/traces") / f"{name}.zip"))
                write_html("report.html", runs)
                page = await browser.new_page(viewport={"width": 1100, "height": 640})
                await page.goto(Path("report.html").resolve().as_uri())
                await page.screenshot(path=str(here / out))
                await page.close()
        finally:
            os.chdir(here)
    print(f"wrote {out}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).parent / "report.png")
    asyncio.run(make(parser.parse_args().out))
