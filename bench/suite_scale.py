"""Scale-out: a generated suite of scenario files on the bundled demo app (Acme Support), run through the pytest
plugin in 1 worker, in `-n 2` xdist workers and as 2 shards merged by `plainwright merge-reports`, each as a first
run (no lock files: the rule brain resolves every step) and as a replay (from the locks the first run wrote); beside
it the same suite written by hand as pytest-playwright tests (the `page` fixture, get_by_label / get_by_role /
expect), run in 1 and 2 workers. Prints, per configuration, the wall time, the time per scenario, the CPU time
(user + system) and the peak of the summed RSS of the whole process tree (pytest, xdist workers, Playwright
drivers, browsers; /proc read every 100 ms), passed and failed, and plainwright's wall and CPU times over the
hand-written suite's in as many workers. It prints figures and asserts none; it stops before measuring if a sample
of the suite (scenarios that together go through every flow) does not pass on both sides.

    .venv/bin/python bench/suite_scale.py [--scenarios 200] [--workers 2] [--no-peer] [--no-shards] [--keep]
                                         [--out bench/suite-scale.txt] [--browser-path /usr/bin/chromium]

Every scenario logs in and then goes through one to three of the app's flows (new request, search and open a
request, dashboard, regression overview, settings switches, account deletion dialog), some with a forgotten
password or a wrong one first, some logging out at the end: 6 to 34 steps, 17 on average, made from its number, so
the same suite every time. The demo app is served on 127.0.0.1 (a free port) from this process. The hand-written
suite runs in its own venv, bench/.venv-peers/pytest-playwright (made on the first run: pytest-playwright with
the Playwright, pytest and pytest-xdist versions of this venv), never in plainwright's, whose tests its fixtures
would change. Both sides launch the same Chromium (PLAINWRIGHT_BROWSER, else `chromium` on PATH, as plainwright
looks) with the same flags, plainwright's own (`chromium_args`), which make it resolve no host but this machine.
The shards run one after the other, each with the whole machine, as two CI machines would: their wall time is
the slower shard's plus the merge's. The machine may be busy: the load average is printed with each row, and the
CPU times, which load changes far less than wall times, are the figures to compare across runs.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from importlib.metadata import version
from pathlib import Path
from xml.etree import ElementTree

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from parallel_replay import problems  # noqa: E402

from plainwright.browser.find import find_chromium  # noqa: E402
from plainwright.browser.launch import chromium_args  # noqa: E402
from plainwright.config import BrowserConfig  # noqa: E402
from plainwright.demo.server import StaticServer, demo_site  # noqa: E402

PYTEST_PLAYWRIGHT = "0.10.0"
PEER_VENV = ROOT / "bench" / ".venv-peers" / "pytest-playwright"
PEER_PY = PEER_VENV / "bin" / "python"
PLAINWRIGHT = str(Path(sys.executable).parent / "plainwright")
PASSWORD = "s3cret"


# ---- the suite: each step in plain English and as the Playwright line a person would write for it ----

def q(value: object) -> str:
    """`value` as a Python literal in double quotes (JSON's string and list literals are Python's too)."""
    return json.dumps(value, ensure_ascii=False)


def plain_yaml(text: str) -> str:
    """`text` as a YAML scalar: as it is where YAML reads it back unchanged, as people write steps; else quoted."""
    try:
        if yaml.safe_load(text) == text:
            return text
    except yaml.YAMLError:
        pass
    return q(text)


@dataclass(frozen=True)
class Step:
    english: str
    python: str


def type_into(label: str, value: str, verb: str = "Type") -> Step:
    return Step(f'{verb} "{value}" into the {label} field', f"page.get_by_label({q(label)}).fill({q(value)})")


def click_button(name: str) -> Step:
    return Step(f'Click the "{name}" button', f'page.get_by_role("button", name={q(name)}, exact=True).click()')


# The page each link opens. By hand, a click that opens a page is followed by waiting for it to load (its scripts
# run): typing into a field before its page's script listens is lost, and a form submits without it.
LINKS = {"Dashboard": "dashboard.html", "New request": "request.html", "Requests": "requests.html",
         "Regression overview": "regressions.html", "Settings": "settings.html", "Forgot password?": "forgot.html",
         "Back to log in": "index.html"}


def click_link(name: str) -> Step:
    return Step(f'Click the "{name}" link', f'page.get_by_role("link", name={q(name)}, exact=True).click()\n'
                                            f'page.wait_for_url("**/{LINKS[name]}")')


def choose(option: str, label: str) -> Step:
    return Step(f'Select "{option}" from the {label} dropdown',
                f"page.get_by_label({q(label)}).select_option({q(option)})")


def radio(name: str) -> Step:
    return Step(f'Select the "{name}" radio button', f'page.get_by_role("radio", name={q(name)}).check()')


def tick(name: str) -> Step:
    return Step(f'Check "{name}"', f'page.get_by_role("checkbox", name={q(name)}).check()')


def switch(name: str, on: bool) -> Step:
    return Step(f'Turn {"on" if on else "off"} the "{name}" switch',
                f'page.get_by_role("switch", name={q(name)}).{"check" if on else "uncheck"}()')


def shows(text: str, *, exact: bool = False, where: str | None = None) -> Step:
    """'Verify the page shows "text"'; by hand, that text visible (the whole text of its element when `exact`), or
    `where` (a Playwright expression) has that text."""
    if where is not None:
        return Step(f'Verify the page shows "{text}"', f"expect({where}).to_have_text({q(text)})")
    found = f"page.get_by_text({q(text)}, exact=True)" if exact else f"page.get_by_text({q(text)})"
    return Step(f'Verify the page shows "{text}"', f"expect({found}).to_be_visible()")


def field_holds(label: str, value: str) -> Step:
    return Step(f'Verify the {label} field contains "{value}"',
                f"expect(page.get_by_label({q(label)})).to_have_value({q(value)})")


def view_row(key: str) -> Step:
    return Step(f'Click the "View" button in the "{key}" row',
                f'page.get_by_role("row").filter(has_text={q(key)}).get_by_role("button", name="View").click()')


def _demo(file: str, pattern: str) -> list[tuple[str, ...]]:
    """The demo app's data that the checks expect, read from its site: each match of `pattern` in `file`."""
    found: list[tuple[str, ...]] = re.findall(pattern, (demo_site() / file).read_text(encoding="utf-8"))
    if not found:
        raise SystemExit(f"no {pattern!r} in {file} of the demo app: bench/suite_scale.py needs to follow it")
    return found


REQUESTS = _demo("js/app.js", r'\{ id: "([^"]+)", title: "([^"]+)", owner: "([^"]+)", status: "([^"]+)" \}')
RUNS = _demo("js/regressions.js", r'\{ suite: "([^"]+)", passed: \d+, failed: (\d+) \}')
FAILING = f"{sum(failed != '0' for _, failed in RUNS)} of {len(RUNS)} suites failing"
COUNTRIES = [country for _, country in _demo("request.html", r'<option value="(\w+)">([^<]+)</option>')]
USERS = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi"]
PEOPLE = {"alice": "Alice Example", "bob": "Bob Builder", "carol": "Carol Jones", "dave": "Dave Miller",
          "erin": "Erin Novak", "frank": "Frank Ortiz", "grace": "Grace Hopper", "heidi": "Heidi Klein"}
PROBLEMS = ["Keyboard types double letters", "Headset microphone is muted", "Cannot open the shared calendar",
            "Screen stays black after sleep", "Docking station is not detected", "Mouse cursor jumps around",
            "Webcam shows a grey picture", "Projector in room C has no signal"]
SEARCHES = ["printer", "vpn", "laptop", "bob", "carol", "waiting", "invoice", "password", "monitor", "wi-fi",
            "REQ-1004", "resolved", "finance", "teleport"]


@dataclass
class State:
    """What a scenario has done so far that later checks depend on."""

    user: str
    page: str = "index.html"
    requests: list[tuple[str, ...]] = field(default_factory=lambda: list(REQUESTS))


def go(state: State, link: str) -> list[Step]:
    """Open the page of a link of the main menu, unless it is open."""
    if state.page == LINKS[link]:
        return []
    state.page = LINKS[link]
    return [click_link(link)]


def _matching(state: State, term: str) -> list[tuple[str, ...]]:
    return [r for r in state.requests if term.lower() in " ".join(r).lower()]


def _count_text(count: int) -> str:
    return "No requests found" if count == 0 else "1 result" if count == 1 else f"{count} results"


def new_request(rng: random.Random, state: State) -> list[Step]:
    name, country = PEOPLE[state.user], rng.choice(COUNTRIES)
    email = f"{state.user}.{rng.randint(1, 99)}@acme.example"
    problem = rng.choice(PROBLEMS)
    steps = [*go(state, "New request"), type_into("Full name", name), type_into("Email", email),
             choose(country, "Country")]
    if priority := rng.choice(["Low", "Express", None]):
        steps.append(radio(priority))
    if rng.random() < 0.5:
        steps.append(type_into("Due date", f"2031-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}", verb="Enter"))
    steps += [type_into("Description", problem), tick("I agree to the terms"), click_button("Submit request"),
              shows("Request received", exact=True)]
    new_id = f"REQ-{1001 + len(state.requests)}"
    state.requests.append((new_id, problem, state.user, "Open"))
    state.page = "confirmation.html"
    steps += [shows(f"Your request {new_id} has been logged"), shows(country, exact=True),
              shows(priority or "Normal", exact=True)]
    return steps


def search_requests(rng: random.Random, state: State) -> list[Step]:
    steps = [*go(state, "Requests")]
    filed = state.requests[len(REQUESTS):]
    terms = [filed[-1][1].lower(), rng.choice(SEARCHES)] if filed else rng.sample(SEARCHES, rng.choice([1, 2]))
    found = []
    for term in terms:
        found = _matching(state, term)
        steps += [type_into("Search requests", term), shows(_count_text(len(found)), exact=True)]
    if found:
        request = rng.choice(found)
        steps += [view_row(request[0]), shows(f"{request[0]} · {request[1]}", exact=True)]
    return steps


def dashboard(rng: random.Random, state: State) -> list[Step]:
    steps = [*go(state, "Dashboard"), shows("Assigned to you", exact=True)]
    assigned = [r for r in state.requests if r[2] == state.user and r[3] != "Resolved"]
    for request in rng.sample(assigned, min(2, len(assigned))):
        steps.append(shows(f"{request[0]} · {request[1]} ({request[3]})", exact=True))
    if not assigned:
        steps.append(shows("Nothing is assigned to you right now.", exact=True))
    return steps


def regressions(rng: random.Random, state: State) -> list[Step]:
    suite = rng.choice(RUNS)[0]  # "Settings" is a link's name too: by hand, the table's cell
    return [*go(state, "Regression overview"), shows(FAILING, exact=True),
            shows(suite, where=f'page.get_by_role("cell", name={q(suite)}, exact=True)')]


def settings(rng: random.Random, state: State) -> list[Step]:
    steps = [*go(state, "Settings"), switch("Dark mode", True), shows("Dark mode on", exact=True)]
    if rng.random() < 0.5:
        steps += [switch("Email notifications", False), shows("Email notifications off", exact=True)]
    return steps


def delete_account(rng: random.Random, state: State) -> list[Step]:
    steps = [*go(state, "Settings"), click_button("Delete account"), shows("Delete account?", exact=True)]
    if rng.random() < 0.5:
        return [*steps, click_button("Cancel"), shows("Account deletion cancelled", exact=True)]
    return [*steps, click_button("Delete"), shows("Account deleted", where='page.get_by_role("status")')]


FLOWS: dict[str, Callable[[random.Random, State], list[Step]]] = {
    "new request": new_request, "search": search_requests, "dashboard": dashboard, "regressions": regressions,
    "settings": settings, "delete account": delete_account}


@dataclass(frozen=True)
class Scenario:
    number: int
    title: str
    kinds: frozenset[str]
    steps: tuple[Step, ...]

    @property
    def slug(self) -> str:
        return f"{self.number:03d}-" + re.sub(r"[^a-z0-9]+", "-", self.title.lower()).strip("-")


def scenario(number: int) -> Scenario:
    """Scenario `number` of the suite: the same one every time."""
    rng = random.Random(number)
    user = rng.choice(USERS)
    state, steps = State(user), list[Step]()
    before = rng.choices(["", "forgot password", "wrong password"], weights=[6, 1, 1])[0]
    if before == "forgot password":
        email = f"{user}@acme.example"
        steps += [click_link("Forgot password?"), type_into("Email", email), click_button("Send reset link"),
                  shows(f"If an account exists for {email}, a reset link is on its way."), click_link("Back to log in"),
                  shows("Log in to your account", exact=True)]
    steps.append(type_into("Username", user))
    if before == "wrong password":
        steps += [type_into("Password", "wrong-" + PASSWORD), click_button("Log in"),
                  shows("Invalid username or password", exact=True)]
    steps.append(type_into("Password", PASSWORD, verb=rng.choice(["Type", "Enter"])))
    remember = rng.random() < 0.2
    if remember:
        steps.append(tick("Remember me"))
    steps += [click_button("Log in"), shows(f"Welcome, {user}", exact=True)]
    state.page = "dashboard.html"
    flows = rng.sample(sorted(FLOWS), rng.choice([1, 2, 2, 3]))
    if "new request" in flows:  # filed first, so that a search or the dashboard after it finds it
        flows.remove("new request")
        flows.insert(0, "new request")
    for flow in flows:
        steps += FLOWS[flow](rng, state)
    after = "log out" if rng.random() < 0.3 else ""
    if after:
        steps += [click_button("Log out"), shows("Log in to your account", exact=True)]
        if remember:
            steps.append(field_holds("Username", user))
    kinds = [before, "remember me" if remember else "", *flows, after]
    return Scenario(number, f"{user}: " + ", ".join(filter(None, kinds)), frozenset(filter(None, kinds)),
                    tuple(steps))


def suite(count: int) -> list[Scenario]:
    return [scenario(number) for number in range(1, count + 1)]


def sample(scenarios: list[Scenario]) -> list[Scenario]:
    """A few scenarios that together go through every flow: checked on both sides before anything is measured."""
    chosen, seen = [], set[str]()
    for each in scenarios:
        if not each.kinds <= seen:
            chosen.append(each)
            seen |= each.kinds
    return chosen


def write_plain(folder: Path, scenarios: list[Scenario]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for each in scenarios:
        lines = [f"name: {plain_yaml(f'{each.number:03d} {each.title}')}", 'url: "${vars.base_url}/index.html"',
                 "vars:", '  base_url: "http://127.0.0.1:8000"  # the bench passes --plain-var base_url=...',
                 "steps:", *(f"  - {plain_yaml(step.english)}" for step in each.steps)]
        (folder / f"{each.slug}.plain.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")


PEER_CONFTEST = '''"""Launch the Chromium plainwright launches, with the same flags."""

import pytest


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {{**browser_type_launch_args, "executable_path": {path}, "args": {args}}}
'''


def write_peer(folder: Path, scenarios: list[Scenario], chromium: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    args = ["--no-sandbox", *chromium_args(BrowserConfig(local_only=True))]
    (folder / "conftest.py").write_text(PEER_CONFTEST.format(path=q(chromium), args=q(args)), encoding="utf-8")
    for each in scenarios:
        name = each.slug.replace("-", "_")
        lines = ["from playwright.sync_api import Page, expect", "", "", f"def test_{name}(page: Page) -> None:",
                 f'    """{each.number:03d} {each.title}"""', '    page.goto("/index.html")  # after --base-url',
                 *("    " + step.python.replace("\n", "\n    ") for step in each.steps)]
        (folder / f"test_{name}.py").write_text("\n".join(lines) + "\n", encoding="utf-8")


# ---- measuring ----

PAGE_SIZE, TICKS = os.sysconf("SC_PAGE_SIZE"), os.sysconf("SC_CLK_TCK")


def tree_usage(root: int) -> tuple[int, dict[tuple[int, int], float]]:
    """The summed resident memory, in bytes, of process `root` and all of its descendants, and the CPU time (user +
    system, in seconds) each has used so far, by (pid, start time)."""
    children: dict[int, list[int]] = {}
    stats: dict[int, list[bytes]] = {}
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat", "rb") as stat:  # fields from the 3rd, after the command's name
                fields = stat.read().rpartition(b")")[2].split()  # (which may hold spaces and parentheses)
        except OSError:  # gone meanwhile
            continue
        pid = int(entry.name)
        stats[pid] = fields
        children.setdefault(int(fields[1]), []).append(pid)  # field 4: the parent
    rss, cpu, waiting = 0, {}, [root]
    while waiting:
        pid = waiting.pop()
        if (found := stats.get(pid)) is not None:
            rss += int(found[21]) * PAGE_SIZE  # field 24: resident pages
            cpu[pid, int(found[19])] = (int(found[11]) + int(found[12])) / TICKS  # utime, stime; by starttime
        waiting += children.get(pid, [])
    return rss, cpu


class TreeWatch:
    """Reads `tree_usage(pid)` every `interval` seconds in a thread until `stop()`: the highest summed RSS seen,
    and the CPU time of every process seen, as last read (what a process used in its last interval is missed, so
    the sum is a lower bound: a process that exits is reaped by a parent that may be gone, and then no rusage
    holds its time)."""

    def __init__(self, pid: int, interval: float = 0.1) -> None:
        self.peak = 0
        self.cpu: dict[tuple[int, int], float] = {}
        self._pid, self._interval, self._done = pid, interval, threading.Event()
        self._thread = threading.Thread(target=self._watch, daemon=True)
        self._thread.start()

    def _watch(self) -> None:
        while True:
            rss, cpu = tree_usage(self._pid)
            self.peak = max(self.peak, rss)
            self.cpu.update(cpu)
            if self._done.wait(self._interval):
                return

    def stop(self) -> tuple[int, float]:
        """The peak RSS in bytes and the CPU seconds."""
        self._done.set()
        self._thread.join()
        return self.peak, sum(self.cpu.values())


@dataclass
class Measured:
    """A command's wall time, the CPU time (user + system) of its whole process tree, the peak of its summed RSS,
    its exit code, and the 1-minute load average when it started."""

    wall_s: float
    cpu_s: float
    peak_bytes: int
    code: int
    load: float


def measure(command: list[str], cwd: Path, env: dict[str, str], log: Path) -> Measured:
    """Run `command`, its output into `log`, its process tree watched from /proc."""
    load = os.getloadavg()[0]
    with log.open("w", encoding="utf-8") as out:
        started = time.perf_counter()
        process = subprocess.Popen(command, cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT)
        watch = TreeWatch(process.pid)
        code = process.wait()
        wall = time.perf_counter() - started
    peak, cpu = watch.stop()
    return Measured(wall, cpu, peak, code, load)


@dataclass
class Row:
    label: str
    measured: Measured
    passed: int
    failed: int
    scenarios: int
    steps: str = ""
    peer_of: str = ""  # the key of the hand-written row to compare with: "1", "2"
    peer_key: str = ""  # set on a hand-written row
    results: Path | None = None  # plainwright's --plain-json


def junit_counts(path: Path) -> tuple[int, int]:
    """(passed, failed or errored) test cases in a JUnit file; (0, 0) if there is none."""
    if not path.exists():
        return 0, 0
    passed = failed = 0
    for case in ElementTree.parse(path).iter("testcase"):
        if case.find("failure") is not None or case.find("error") is not None:
            failed += 1
        elif case.find("skipped") is None:
            passed += 1
    return passed, failed


def junit_failures(path: Path) -> list[str]:
    if not path.exists():
        return [f"no {path.name}: the run did not finish"]
    found = []
    for case in ElementTree.parse(path).iter("testcase"):
        for bad in (case.find("failure"), case.find("error")):
            if bad is not None:
                message = (bad.get("message") or "").splitlines()[0][:160] if bad.get("message") else ""
                found.append(f"{case.get('classname')}::{case.get('name')}: {message}")
    return found


def step_sources(results: Path) -> str:
    """'2396 resolved' or '2396 replayed, 4 healed': how the steps of a plainwright result file were found."""
    if not results.exists():
        return ""
    counts = Counter(step["source"] for run in json.loads(results.read_text())["runs"] for step in run["steps"])
    return ", ".join(f"{count} {source}" for source, count in counts.most_common())


class Bench:
    def __init__(self, work: Path, base_url: str, chromium: str, workers: int) -> None:
        self.work, self.base_url, self.chromium, self.workers = work, base_url, chromium, workers
        self.rows: list[Row] = []
        self.problems: list[str] = []
        self.plain_env = {**os.environ, "PYTHONPATH": os.pathsep.join(
            [str(ROOT / "src"), *filter(None, [os.environ.get("PYTHONPATH")])])}
        self.peer_env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}

    def plain(self, folder: str, label: str, *extra: str, workers: int = 1, scenarios: int,
              peer_of: str = "") -> Row:
        """`pytest FOLDER` with plainwright's plugin; a row of the table."""
        name = re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-")
        results, junit = self.work / "out" / f"{name}.json", self.work / "out" / f"{name}.xml"
        command = [sys.executable, "-m", "pytest", folder, "-q", "-p", "no:asyncio", "--plain-local-only",
                   "--plain-browser-path", self.chromium, "--plain-var", f"base_url={self.base_url}",
                   "--plain-output", str(self.work / "out" / name), "--plain-json", str(results),
                   "--junitxml", str(junit), *(["-n", str(workers)] if workers > 1 else []), *extra]
        measured = measure(command, self.work, self.plain_env, self.work / "out" / f"{name}.log")
        passed, failed = junit_counts(junit)
        row = Row(label, measured, passed, failed, scenarios, step_sources(results), peer_of, results=results)
        self._note(label, junit, results)
        self.rows.append(row)
        print(f"  {label}: {measured.wall_s:.1f} s, {passed} passed, {failed} failed; {row.steps}", flush=True)
        return row

    def peer(self, folder: str, label: str, *, workers: int = 1, scenarios: int, key: str = "") -> Row:
        """`pytest FOLDER` of the hand-written suite in the peer's venv; a row of the table."""
        name = re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-")
        junit = self.work / "out" / f"{name}.xml"
        command = [str(PEER_PY), "-m", "pytest", folder, "-q", "-p", "no:asyncio", "--base-url", self.base_url,
                   "--output", str(self.work / "out" / name), "--junitxml", str(junit),
                   *(["-n", str(workers)] if workers > 1 else [])]
        measured = measure(command, self.work, self.peer_env, self.work / "out" / f"{name}.log")
        passed, failed = junit_counts(junit)
        row = Row(label, measured, passed, failed, scenarios, peer_key=key)
        self._note(label, junit)
        self.rows.append(row)
        print(f"  {label}: {measured.wall_s:.1f} s, {passed} passed, {failed} failed", flush=True)
        return row

    def merge(self, label: str, shards: list[Path], scenarios: int) -> Row:
        """`plainwright merge-reports` of the shards' results; checks the merged result holds every scenario."""
        name = re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-")
        output = self.work / "out" / name
        command = [PLAINWRIGHT, "merge-reports", *map(str, shards), "-o", str(output)]
        measured = measure(command, self.work, self.plain_env, self.work / "out" / f"{name}.log")
        merged = json.loads((output / "results.json").read_text()) if (output / "results.json").exists() else None
        runs = merged["runs"] if merged else []
        passed = sum(run["status"] == "success" for run in runs)
        if measured.code != 0 or passed != scenarios or len(runs) != scenarios:
            self.problems.append(f"{label}: exit {measured.code}, {passed} of {len(runs)} merged scenarios passed, "
                                 f"{scenarios} expected")
        print(f"  {label}: {measured.wall_s:.1f} s, exit {measured.code}, {passed}/{len(runs)} scenarios passed in "
              "the merged result", flush=True)
        row = Row(label, measured, passed, len(runs) - passed, scenarios, step_sources(output / "results.json"))
        self.rows.append(row)
        return row

    def _note(self, label: str, junit: Path, results: Path | None = None) -> None:
        self.problems += [f"{label}: {failure}" for failure in junit_failures(junit)[:10]]
        if results is not None and results.exists() and "replay" in label:
            unreplayed = problems(json.loads(results.read_text()))
            self.problems += [f"{label}: not replayed: {found}" for found in unreplayed[:10]]


def ensure_peer_venv() -> str:
    """bench/.venv-peers/pytest-playwright with pytest-playwright and this venv's Playwright, pytest and xdist;
    made or brought up to date when its requirements changed. Returns pytest-playwright's version."""
    wanted = [f"pytest-playwright=={PYTEST_PLAYWRIGHT}", f"playwright=={version('playwright')}",
              f"pytest=={version('pytest')}", f"pytest-xdist=={version('pytest-xdist')}"]
    stamp = PEER_VENV / ".installed"
    if stamp.exists() and stamp.read_text().split() == wanted:
        return PYTEST_PLAYWRIGHT
    if not PEER_PY.exists():
        print(f"making {PEER_VENV.relative_to(ROOT)}", flush=True)
        subprocess.run([sys.executable, "-m", "venv", str(PEER_VENV)], check=True)
    print(f"installing {' '.join(wanted)} into {PEER_VENV.relative_to(ROOT)}", flush=True)
    installed = subprocess.run([str(PEER_PY), "-m", "pip", "install", "--disable-pip-version-check", "-q", *wanted],
                               capture_output=True, text=True)
    if installed.returncode != 0:
        raise SystemExit(f"could not install the peer:\n{installed.stdout[-2000:]}{installed.stderr[-2000:]}")
    stamp.write_text("\n".join(wanted) + "\n")
    return PYTEST_PLAYWRIGHT


def check_plugin_source(env: dict[str, str]) -> None:
    """The pytest runs must load this checkout's plugin, not the one an editable install elsewhere points at."""
    found = subprocess.run([sys.executable, "-c", "import plainwright.pytest_plugin as p; print(p.__file__)"],
                           env=env, capture_output=True, text=True, check=True).stdout.strip()
    if not Path(found).resolve().is_relative_to(ROOT / "src"):
        raise SystemExit(f"the pytest runs would load plainwright from {found}, not from {ROOT / 'src'}")


def table(rows: list[Row]) -> list[str]:
    peers = {row.peer_key: row.measured for row in rows if row.peer_key}
    lines = [f"{'configuration':<50} {'wall s':>6} {'s/scen.':>7} {'CPU s':>6} {'peak MiB':>8} {'passed':>6} "
             f"{'failed':>6} {'wall vs hand':>12} {'CPU vs hand':>11} {'load':>5}  steps"]
    for row in rows:
        mine, peer = row.measured, peers.get(row.peer_of)
        wall = f"{mine.wall_s / peer.wall_s:.2f}x" if peer else ""
        cpu = f"{mine.cpu_s / peer.cpu_s:.2f}x" if peer else ""
        lines.append(f"{row.label:<50} {mine.wall_s:6.0f} {mine.wall_s / row.scenarios:7.2f} {mine.cpu_s:6.0f} "
                     f"{mine.peak_bytes / 2**20:8.0f} {row.passed:6d} {row.failed:6d} {wall:>12} {cpu:>11} "
                     f"{mine.load:5.2f}  {row.steps}")
    return lines


def chromium_version(path: str) -> str:
    shown = subprocess.run([path, "--version"], capture_output=True, text=True, check=False).stdout.strip()
    return shown or path


def main(options: argparse.Namespace) -> None:
    chromium = options.browser_path or find_chromium(os.environ.get("PLAINWRIGHT_BROWSER"))
    count, workers = options.scenarios, options.workers
    scenarios = suite(count)
    steps = sum(len(each.steps) for each in scenarios)
    peer_version = "" if options.no_peer else ensure_peer_venv()
    work = Path(tempfile.mkdtemp(prefix="plainwright-suite-scale-"))
    (work / "pytest.ini").write_text("[pytest]\n")  # the rootdir: no ini file above the temporary folder counts
    (work / "out").mkdir()
    checked = sample(scenarios)
    write_plain(work / "plain", scenarios)
    write_plain(work / "sample" / "plain", checked)
    if not options.no_peer:
        write_peer(work / "peer", scenarios, chromium)
        write_peer(work / "sample" / "peer", checked, chromium)
    started_at, load_before = datetime.now().astimezone(), os.getloadavg()
    print(f"{count} scenarios, {steps} steps; work folder {work}", flush=True)
    with StaticServer(demo_site()) as server:
        bench = Bench(work, server.url, chromium, workers)
        check_plugin_source(bench.plain_env)
        print(f"checking a sample of {len(checked)} scenarios that go through every flow", flush=True)
        bench.plain("sample/plain", "sample, plainwright", scenarios=len(checked))
        if not options.no_peer:
            bench.peer("sample/peer", "sample, hand-written", scenarios=len(checked))
        if bench.problems:
            raise SystemExit("the sample does not pass; nothing measured:\n  " + "\n  ".join(bench.problems))
        bench.rows.clear()

        def first_run() -> None:
            for lock in (work / "plain").glob("*.lock.yaml"):
                lock.unlink()

        for n in (1, workers):
            if not options.no_peer:
                bench.peer("peer", f"hand-written pytest-playwright, {n} worker{'s' * (n > 1)}", workers=n,
                           scenarios=count, key=str(n))
            first_run()
            bench.plain("plain", f"plainwright, {n} worker{'s' * (n > 1)}, first run", workers=n, scenarios=count,
                        peer_of=str(n))
            bench.plain("plain", f"plainwright, {n} worker{'s' * (n > 1)}, replay", workers=n, scenarios=count,
                        peer_of=str(n))
        if not options.no_shards:
            for phase in ("first run", "replay"):
                if phase == "first run":
                    first_run()
                shard_rows = [bench.plain("plain", f"plainwright, shard {index}/2, {phase}", "--plain-shard",
                                          f"{index}/2", scenarios=count) for index in (1, 2)]
                merged = bench.merge(f"merge-reports of both shards, {phase}",
                                     [row.results for row in shard_rows if row.results], count)
                shards = [row.measured for row in shard_rows]
                slowest = max(shards, key=lambda each: each.wall_s)
                both = Measured(slowest.wall_s + merged.measured.wall_s,
                                sum(each.cpu_s for each in shards) + merged.measured.cpu_s,
                                max(each.peak_bytes for each in shards), merged.measured.code, slowest.load)
                bench.rows.append(Row(f"plainwright, 2 shards as 2 machines, {phase}", both, merged.passed,
                                      merged.failed, count, merged.steps))
    finished_at, load_after = datetime.now().astimezone(), os.getloadavg()
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                            check=False).stdout.strip()
    header = [
        f"# {shlex.join(['.venv/bin/python', 'bench/suite_scale.py', *sys.argv[1:]])}",
        f"# on {commit or 'an unknown commit'}, {started_at:%Y-%m-%d %H:%M} to {finished_at:%H:%M %Z}; "
        f"{os.cpu_count()} cores, load average {' '.join(f'{x:.2f}' for x in load_before)} before, "
        f"{' '.join(f'{x:.2f}' for x in load_after)} after (1, 5, 15 min)",
        f"# {chromium_version(chromium)}; Python {platform.python_version()}, Playwright {version('playwright')}, "
        f"pytest {version('pytest')}, pytest-xdist {version('pytest-xdist')}"
        + (f", pytest-playwright {peer_version}" if peer_version else ""),
        f"# {count} scenarios, {steps} steps ({steps / count:.1f} a scenario) on the demo app; the shards run one "
        "after the other, '2 machines' adds the slower one's wall time to the merge's and every CPU time",
        "# CPU s: user + system time of the run's whole process tree, read with its RSS every 100 ms (a lower "
        "bound); 'vs hand': plainwright's figure over the hand-written suite's in as many workers; load: the 1-minute "
        "load average when the run started; peak MiB: the peak of the summed RSS of the run's processes (a page "
        "shared by several counted in each)",
    ]
    lines = [*header, "", *table(bench.rows)]
    if bench.problems:
        lines += ["", "problems:", *(f"  {problem}" for problem in bench.problems)]
    print("\n" + "\n".join(lines))
    if options.out:
        Path(options.out).write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"\nwritten to {options.out}")
    if options.keep:
        print(f"kept {work}")
    else:
        shutil.rmtree(work)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scenarios", type=int, default=200, help="scenarios in the suite (default 200)")
    parser.add_argument("--workers", type=int, default=2, help="xdist workers of the parallel runs (default 2)")
    parser.add_argument("--no-peer", action="store_true", help="leave out the hand-written pytest-playwright suite")
    parser.add_argument("--no-shards", action="store_true", help="leave out the two shards and their merge")
    parser.add_argument("--browser-path", help="the Chromium both sides launch (default: as plainwright finds it)")
    parser.add_argument("--out", default=str(ROOT / "bench" / "suite-scale.txt"),
                        help="where the figures are written (default bench/suite-scale.txt; '' for nowhere)")
    parser.add_argument("--keep", action="store_true", help="keep the work folder (scenarios, locks, logs, reports)")
    main(parser.parse_args())
