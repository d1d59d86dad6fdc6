"""pytest plugin: the `plain` fixture, a blocking plainwright session on a fresh page per test.

    def test_login(plain):
        plain.goto("http://127.0.0.1:8000/login")
        plain.do('Type "alice" into the Username field')
        plain.do("Click Log in")
        plain.check('page shows "Welcome"')

One browser per test session (`plain_runner`), a fresh context per test. Options, in pytest-playwright's style
(each also an ini key: `plain_screenshot`, ...): `--plain-headed`, `--plain-slow-mo MS`, `--plain-browser
chromium|firefox|webkit`, `--plain-channel chrome|msedge|...`, `--plain-browser-path`,
`--plain-output DIR` (default `plainwright-results/`, a folder per test), `--plain-screenshot
only-on-failure|on|off`, `--plain-tracing retain-on-failure|on|off`, and `--plain-brain`, `--plain-model`,
`--plain-llm-base-url` to choose a model brain as `plainwright run --brain/--model/--llm-base-url` do. Mark a test
`@pytest.mark.plain(timeout_ms=2000)` to change its step timeout; override `plain_browser_config` to choose the
browser, `plain_brain` to build your own brain. `--plain-allowed-domain PATTERN` (repeatable; ini
`plain_allowed_domains`, one a line) and `--plain-upload-dir` (ini `plain_upload_dir`) set the boundary, or a
test's `@pytest.mark.plain(allowed_domains=[...], upload_dir=...)`.

Scenario files are tests too (pytest_scenarios.py): every `*.plain.yaml`, how-to guide and scenario of a Gherkin
`*.feature` is an item, run in a fresh context of the same browser with `plain_brain` and `plain_vars`
(`--plain-var NAME=VALUE`, or override the fixture); `--plain-json PATH` and `--plain-html PATH` write their
results as `plainwright run --json/--html` do. Turn collecting them off with `plain_collect = false` in the ini
file.
"""

from __future__ import annotations

import argparse
import re
import time
from collections.abc import Generator, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import cast

import pytest
from playwright.async_api import Error as PlaywrightError

from plainwright.config import BROWSERS, BrowserConfig
from plainwright.errors import UsageError
from plainwright.model import RunResult, SuiteResult
from plainwright.output.reports import Reports
from plainwright.pytest_scenarios import ScenarioFailed, ScenarioFile, ScenarioItem, is_scenario_file
from plainwright.sync_api import BrowserRunner, Plain
from plainwright.understand.brains import Brain
from plainwright.understand.make import BRAINS, make_brain

SCREENSHOT = ("only-on-failure", "on", "off")
TRACING = ("retain-on-failure", "on", "off")


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("plainwright", "plain-English browser steps")
    group.addoption("--plain-headed", action="store_true", default=None, help="show the browser")
    group.addoption("--plain-slow-mo", type=float, default=None, metavar="MS",
                    help="wait MS milliseconds after each browser operation")
    group.addoption("--plain-browser", default=None, choices=BROWSERS,
                    help="the engine to run in: chromium (default), firefox or webkit (`playwright install firefox`)")
    group.addoption("--plain-channel", default=None, metavar="NAME",
                    help="a branded Chromium, run from where it is installed: chrome, msedge, chrome-beta...")
    group.addoption("--plain-browser-path", default=None, help="the browser binary to launch")
    group.addoption("--plain-local-only", action="store_true", default=None,
                    help="let the browser resolve no host but this machine")
    group.addoption("--plain-output", default=None,
                    help="where each test's screenshots and trace go (a folder per test; default plainwright-results)")
    group.addoption("--plain-screenshot", default=None, choices=SCREENSHOT,
                    help="take a screenshot at the end of each failed test (only-on-failure, default), each test, "
                         "or none; a failing step takes one when it fails")
    group.addoption("--plain-tracing", default=None, choices=TRACING,
                    help="record a Playwright trace of each test and keep it when the test failed "
                         "(retain-on-failure), always (on), or not at all (off, default)")
    group.addoption("--plain-brain", default=None, choices=BRAINS,
                    help="rules (offline, default), llm, or fallback (rules first, the model when unsure)")
    group.addoption("--plain-model", default=None, help="provider:model, e.g. openai:gpt-4o-mini")
    group.addoption("--plain-llm-base-url", default=None,
                    help="the model's OpenAI-compatible endpoint (Ollama, vLLM, ...)")
    group.addoption("--plain-base-url", default=None, help="deprecated: --plain-llm-base-url")
    group.addoption("--plain-allowed-domain", action="append", default=None, metavar="PATTERN",
                    help="a host the browser may open (repeatable): *.example.com, localhost:8000, or file:")
    group.addoption("--plain-upload-dir", default=None, help="the folder Upload steps take files from")
    group.addoption("--plain-var", action="append", default=None, metavar="NAME=VALUE",
                    help="set ${vars.NAME} in the scenario files run (repeatable)")
    group.addoption("--plain-json", default=None, metavar="PATH",
                    help="write the results of the scenario files run, as `plainwright run DIR --json` does")
    group.addoption("--plain-html", default=None, metavar="PATH",
                    help="write an HTML report of the scenario files run, as `plainwright run --html` does")
    group.addoption("--plain-shard", default=None, metavar="I/N", type=_shard,
                    help="run the I-th of N shares of the tests (every N-th in node-id order), one share per CI "
                         "machine; `plainwright merge-reports` joins their --plain-json results")
    parser.addini("plain_browser", "chromium, firefox or webkit", default="chromium")
    parser.addini("plain_channel", "a branded Chromium: chrome, msedge, chrome-beta...", default="")
    parser.addini("plain_browser_path", "the browser binary to launch", default="")
    parser.addini("plain_local_only", "let the browser resolve no host but this machine", type="bool",
                  default=False)
    parser.addini("plain_slow_mo", "milliseconds to wait after each browser operation", default="0")
    parser.addini("plain_output", "where each test's screenshots and trace go", default="plainwright-results")
    parser.addini("plain_screenshot", "only-on-failure, on or off", default="only-on-failure")
    parser.addini("plain_tracing", "retain-on-failure, on or off", default="off")
    parser.addini("plain_brain", "rules, llm or fallback", default="")
    parser.addini("plain_model", "provider:model for the llm and fallback brains", default="")
    parser.addini("plain_llm_base_url", "the model's OpenAI-compatible endpoint", default="")
    parser.addini("plain_base_url", "deprecated: plain_llm_base_url", default="")
    parser.addini("plain_allowed_domains", "the hosts the browser may open, one a line (every host when empty)",
                  type="linelist", default=[])
    parser.addini("plain_upload_dir", "the folder Upload steps take files from", default="")
    parser.addini("plain_collect", "collect *.plain.yaml files, *.feature files and how-to guides as tests",
                  type="bool", default=True)
    parser.addini("plain_vars", "NAME=VALUE for ${vars.NAME} in the scenario files run, one a line",
                  type="linelist", default=[])
    parser.addini("plain_json", "where the results of the scenario files run are written", default="")
    parser.addini("plain_html", "where the HTML report of the scenario files run is written", default="")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "plain(timeout_ms=..., allowed_domains=[...], upload_dir=...): options for "
                            "the plain fixture of this test")
    for value, allowed in (("screenshot", SCREENSHOT), ("tracing", TRACING), ("browser", BROWSERS)):
        if str(_option(config, value)) not in allowed:
            raise pytest.UsageError(f"plain_{value} is {_option(config, value)!r}; one of {', '.join(allowed)}")
    if _option(config, "base_url"):
        config.issue_config_time_warning(pytest.PytestDeprecationWarning(
            "--plain-base-url (plain_base_url) is deprecated: it names the model's endpoint, so it is now "
            "--plain-llm-base-url (plain_llm_base_url)"), stacklevel=2)
    json_out, html = _option(config, "json"), _option(config, "html")
    if (json_out or html) and not hasattr(config, "workerinput"):  # xdist's workers send their results here
        reports = Reports(json_out=Path(str(json_out)) if json_out else None, html=Path(str(html)) if html else None)
        try:
            for path in (reports.json_out, reports.html):  # made as --junitxml makes its folder
                if path is not None:
                    path.parent.mkdir(parents=True, exist_ok=True)
            reports.check()
        except (OSError, UsageError) as exc:
            raise pytest.UsageError(str(exc)) from exc
        config.pluginmanager.register(_Results(reports), _RESULTS)


def _shard(text: str) -> tuple[int, int]:
    """`2/3` -> (2, 3): the second of three shares."""
    found = re.fullmatch(r"\s*(\d+)\s*/\s*(\d+)\s*", text)
    if found is None or not 1 <= int(found[1]) <= int(found[2]):
        raise argparse.ArgumentTypeError(f"{text!r} is not I/N with 1 <= I <= N, e.g. 1/2")
    return int(found[1]), int(found[2])


@pytest.hookimpl(trylast=True)  # after -k, -m and --lf have chosen: each shard gets its share of those
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """--plain-shard I/N: keep every N-th test in node-id order, from the I-th on; the same on every machine."""
    shard: tuple[int, int] | None = config.getoption("--plain-shard")
    if shard is None:
        return
    index, count = shard
    ordered = sorted(item.nodeid for item in items)
    kept = {nodeid for position, nodeid in enumerate(ordered) if position % count == index - 1}
    dropped = [item for item in items if item.nodeid not in kept]
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = [item for item in items if item.nodeid in kept]


def pytest_unconfigure(config: pytest.Config) -> None:
    results = config.pluginmanager.get_plugin(_RESULTS)
    if results is not None:
        config.pluginmanager.unregister(results)


def _option(config: pytest.Config, name: str) -> object:
    value = config.getoption(f"--plain-{name.replace('_', '-')}")
    return value if value is not None else config.getini(f"plain_{name}")


@dataclass(slots=True)
class _Keeping:
    """What a test's session keeps, and where: a folder per test under --plain-output."""

    session: Plain
    folder: Path
    screenshot: str
    tracing: str

    def finish(self, *, failed: bool) -> list[str]:
        """Take the end-of-test screenshot and stop the trace as the options say; a line for each file kept."""
        kept = []
        if self.screenshot == "on" or (self.screenshot == "only-on-failure" and failed):
            kept.append(f"screenshot: {self._screenshot(failed)}")
        if self.tracing != "off":
            keep = self.tracing == "on" or failed
            trace = self.session.stop_tracing((self.folder / "trace.zip").resolve() if keep else None)
            if trace is not None:
                kept.append(f"trace: {trace}  (playwright show-trace opens it)")
        return kept

    def _screenshot(self, failed: bool) -> str:
        if failed and self.session.failure_screenshot is not None:  # the last step failed: its picture says it
            return str(self.session.failure_screenshot)
        path = (self.folder / f"test-{'failed' if failed else 'finished'}.png").resolve()
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            self.session.screenshot(path)
        except (OSError, PlaywrightError) as exc:
            return f"none ({exc})"
        return str(path)


_KEEPING = pytest.StashKey[_Keeping]()


class _Results:
    """The results of the scenario items, gathered from their reports (an xdist worker's too), written at the end
    of the session where --plain-json and --plain-html say. Registered as a plugin where the session reports."""

    def __init__(self, reports: Reports) -> None:
        self.reports = reports
        self.runs: dict[str, RunResult] = {}
        self.started = time.perf_counter()
        self.written: list[str] = []

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if (found := getattr(report, _RUN_FIELD, None)) is not None:
            self.runs[report.nodeid] = RunResult.model_validate_json(found)

    def pytest_sessionfinish(self) -> None:
        runs = [self.runs[nodeid] for nodeid in sorted(self.runs)]
        suite = SuiteResult.of(runs, elapsed_ms=(time.perf_counter() - self.started) * 1000)
        try:
            self.written = self.reports.write(runs, suite)
        except OSError as exc:
            self.written = [f"cannot write a report: {exc}"]

    def pytest_terminal_summary(self, terminalreporter: pytest.TerminalReporter) -> None:
        for line in self.written:
            terminalreporter.write_line(f"plainwright: {line}")


_RESULTS = "plainwright-results"
_RUN_FIELD = "plainwright_run"  # the report's attribute with the item's RunResult (JSON, to cross from a worker)


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> ScenarioFile | None:
    if parent.config.getini("plain_collect") and is_scenario_file(file_path):
        return ScenarioFile.from_parent(parent, path=file_path, test=_run_scenario_item)
    return None


def _run_scenario_item(plain_runner: BrowserRunner, plain_brain: Brain | None, plain_vars: dict[str, str],
                       request: pytest.FixtureRequest) -> None:
    """Run a scenario item as `plainwright run` does: its lock replayed and rewritten, a drifted step healed."""
    __tracebackhide__ = True
    item, config = cast(ScenarioItem, request.node), request.config
    folder = _folder(config, item.nodeid)
    screenshot, tracing = str(_option(config, "screenshot")), str(_option(config, "tracing"))
    allowed = config.getoption("--plain-allowed-domain") or config.getini("plain_allowed_domains") or None
    result = plain_runner.run_scenario(
        item.scenario, brain=plain_brain, variables=plain_vars or None, lock=True, allowed_domains=allowed,
        upload_dir=_option(config, "upload_dir") or None, screenshots=folder if screenshot != "off" else None,
        pictures_of_failures_only=screenshot == "only-on-failure",
        trace=folder / "trace.zip" if tracing != "off" else None, trace_always=tracing == "on")
    item.result = result.model_copy(update={"path": item.shown_path()})
    if not result.ok:
        raise ScenarioFailed(item.result)


def _folder(config: pytest.Config, nodeid: str) -> Path:
    """A test's own folder under --plain-output, for its screenshots and trace."""
    return Path(str(_option(config, "output"))) / re.sub(r"[^\w.-]+", "-", nodeid).strip("-")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, pytest.TestReport,
                                                                                             pytest.TestReport]:
    """After the test's call: its screenshot and trace, named in its report (shown under a failure); a scenario
    item's result, for --plain-json and --plain-html."""
    report = yield
    keeping = item.stash.get(_KEEPING, None)
    if report.when == "call" and keeping is not None:
        kept = keeping.finish(failed=report.failed)
        if kept:
            report.sections.append(("plainwright", "\n".join(kept)))
    if report.when == "call" and isinstance(item, ScenarioItem) and item.result is not None:
        setattr(report, _RUN_FIELD, item.result.model_dump_json())  # an attribute xdist sends to the controller
    return report


@pytest.fixture(scope="session")
def plain_browser_config(pytestconfig: pytest.Config) -> BrowserConfig:
    """Which browser the test session starts, from the --plain-* options; override this fixture to connect to a
    remote one: `return BrowserConfig(endpoint="ws://127.0.0.1:3000/")`."""
    return BrowserConfig.from_env(browser=_option(pytestconfig, "browser"),
                                  channel=_option(pytestconfig, "channel") or None,
                                  executable_path=_option(pytestconfig, "browser_path") or None,
                                  headless=not pytestconfig.getoption("--plain-headed"),
                                  slow_mo=float(str(_option(pytestconfig, "slow_mo") or 0)),
                                  local_only=bool(_option(pytestconfig, "local_only")))


@pytest.fixture(scope="session")
def plain_runner(plain_browser_config: BrowserConfig) -> Iterator[BrowserRunner]:
    """The one browser of the test session (started at its first use), in which each `plain` gets a context."""
    runner = BrowserRunner(plain_browser_config)
    yield runner
    runner.close()


@pytest.fixture
def plain_brain(pytestconfig: pytest.Config) -> Brain | None:
    """The brain each test's steps go through; None (the rule brain) unless a brain or model is configured."""
    name, model = _option(pytestconfig, "brain") or None, _option(pytestconfig, "model") or None
    if not (name or model):
        return None
    base_url = _option(pytestconfig, "llm_base_url") or _option(pytestconfig, "base_url") or None
    return make_brain(str(name) if name else None, model=str(model) if model else None,
                      base_url=str(base_url) if base_url else None)


@pytest.fixture
def plain(plain_runner: BrowserRunner, plain_brain: Brain | None, request: pytest.FixtureRequest) -> Iterator[Plain]:
    """A plainwright session on a fresh page (its own browser context) for this test:
    plain.goto(url), plain.do('Type "alice" into the Username field'), plain.check('page shows "Welcome"');
    plain.page is the Playwright page, used without await, and plain.expect(locator) Playwright's expect.
    A failing step raises AssertionFailed, ElementNotFound, ... naming its error kind, the closest candidates
    and its screenshot (under --plain-output); @pytest.mark.plain(timeout_ms=2000) sets the step timeout.
    """
    marker = request.node.get_closest_marker("plain")
    options = marker.kwargs if marker else {}
    config = request.config
    timeout_ms = float(options.get("timeout_ms", 10_000))
    folder = _folder(config, request.node.nodeid)
    screenshot, tracing = str(_option(config, "screenshot")), str(_option(config, "tracing"))
    allowed = config.getoption("--plain-allowed-domain") or config.getini("plain_allowed_domains") or None
    session = Plain(runner=plain_runner, timeout_ms=timeout_ms, brain=plain_brain,
                    screenshots=folder if screenshot != "off" else None,
                    allowed_domains=options.get("allowed_domains", allowed),
                    upload_dir=options.get("upload_dir", _option(config, "upload_dir") or None))
    if tracing != "off":
        session.start_tracing()
    request.node.stash[_KEEPING] = _Keeping(session, folder, screenshot, tracing)
    yield session
    del request.node.stash[_KEEPING]
    session.close()


@pytest.fixture
def plain_vars(pytestconfig: pytest.Config) -> dict[str, str]:
    """The ${vars.NAME} values of the scenario files run, over each file's own `vars`: from --plain-var NAME=VALUE
    (ini `plain_vars`, one a line); override it to give values a fixture knows, such as the URL of a server."""
    found = {}
    for item in pytestconfig.getoption("--plain-var") or pytestconfig.getini("plain_vars"):
        name, equals, value = str(item).partition("=")
        if not equals or not name.isidentifier():
            raise pytest.UsageError(f"--plain-var {item!r} is not NAME=VALUE (NAME as in ${{vars.NAME}})")
        found[name] = value
    return found
