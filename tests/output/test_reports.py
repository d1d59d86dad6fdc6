"""`plainwright run` writes JSON, JUnit XML and one self-contained HTML report; a folder runs in parallel."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

from playwright.async_api import Page

from plainwright import ErrorKind, RunStatus, Scenario, run_scenario
from plainwright.observe.snapshot import PageSnapshot
from plainwright.output.html import html_report
from plainwright.understand.brains import Decision
from plainwright.understand.intent import Clause
from plainwright.understand.rules import RuleBrain

PLAINWRIGHT = str(Path(sys.executable).parent / "plainwright")
GOOD = """name: {name}
url: "{site}/forms/login.html"
steps:
  - Type "{user}" into the Username field
  - {{do: 'Enter "s3cret" into the Password field', sensitive: true}}
  - Click the Log in button
  - Verify the page shows "Welcome, {user}"
"""
BAD = """name: Broken export
url: "{site}/forms/login.html"
timeout: 1
steps:
  - Type "carol" into the Username field
  - Click the Export to PDF button
  - Verify the page shows "exported"
"""


def _plainwright(*args: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([PLAINWRIGHT, *map(str, args)], cwd=cwd, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PLAINWRIGHT_HEADED": "0"})


def _suite(folder: Path, site: str) -> None:
    (folder / "team").mkdir(parents=True)
    for user in ("alice", "bob", "dora"):
        (folder / "team" / f"login-{user}.plain.yaml").write_text(GOOD.format(name=f"Login {user}", site=site,
                                                                                  user=user))
    (folder / "broken.plain.yaml").write_text(BAD.format(site=site))


def test_a_folder_runs_in_parallel_into_one_json_junit_and_html_report(site: str, tmp_path: Path) -> None:
    _suite(tmp_path / "suite", site)
    done = _plainwright("run", "suite/", "--workers", "3", "--json", "out.json", "--junit", "out.xml",
                        "--html", "report.html", "--trace", "on-failure", cwd=tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    suite = json.loads((tmp_path / "out.json").read_text())
    assert suite["status"] == "partial"
    assert sorted(run["name"] for run in suite["runs"]) == ["Broken export", "Login alice", "Login bob", "Login dora"]
    cases = ElementTree.parse(tmp_path / "out.xml").getroot().findall("testcase")
    assert len(cases) == 4
    failures = [case.find("failure") for case in cases if case.find("failure") is not None]
    assert len(failures) == 1
    assert failures[0].get("message", "").startswith("step 2 failed: Click the Export to PDF button")
    assert "element_not_found" in failures[0].get("message", "")
    report = (tmp_path / "report.html").read_text()
    assert report.count('<details class="run"') == 4
    assert report.index('data-status="failed"') < report.index('data-status="passed"'), "failed first"
    assert report.count("data:image/png;base64,") == 3 * 4 + 2, "a screenshot after every step that ran"
    assert "closest: " in report
    assert (tmp_path / "plainwright-results" / "traces" / "broken.zip").stat().st_size > 0
    assert not (tmp_path / "plainwright-results" / "traces" / "login-alice.zip").exists()
    everything = report + (tmp_path / "out.json").read_text() + (tmp_path / "out.xml").read_text()
    assert "s3cret" not in everything


def test_the_html_report_marks_healed_and_replayed_steps(site: str, tmp_path: Path) -> None:
    scenario = tmp_path / "login.plain.yaml"
    scenario.write_text(GOOD.format(name="Login", site=site, user="alice"))
    assert _plainwright("run", scenario, cwd=tmp_path).returncode == 0
    done = _plainwright("run", scenario, "--html", "again.html", "--json", "again.json", cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "replayed" in done.stdout
    result = json.loads((tmp_path / "again.json").read_text())
    assert [step["source"] for step in result["steps"]] == ["replayed"] * 4
    assert result["usage"]["brain_calls"] == 0 and result["usage"]["tokens"] == 0
    assert (tmp_path / "again.html").read_text().count('<span class="badge replayed">replayed</span>') == 4


class CrashingBrain(RuleBrain):
    """The rule brain, but the browser goes away while it decides the second clause."""

    def __init__(self, page: Page) -> None:
        super().__init__()
        self.page, self.calls = page, 0

    async def decide(self, clause: Clause, snapshot: PageSnapshot) -> Decision:
        self.calls += 1
        if self.calls == 2:
            await self.page.context.close()
        return await super().decide(clause, snapshot)


async def test_a_crash_mid_run_still_reports_the_steps_done(page: Page, site: str) -> None:
    scenario = Scenario.model_validate({"url": f"{site}/forms/login.html", "name": "Crash", "steps": [
        'Type "alice" into the Username field', "Click the Log in button", "Verify the page shows Welcome"]})
    result = await run_scenario(scenario, page=page, brain=CrashingBrain(page))
    assert result.status is RunStatus.PARTIAL
    assert result.error is not None and result.error.kind is ErrorKind.BROWSER_CRASHED
    assert result.steps[0].ok
    report = html_report([result])
    assert "browser_crashed" in report and "Type &#34;alice&#34; into the Username field" in report
