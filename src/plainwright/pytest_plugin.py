"""pytest plugin: the `plain` fixture, a blocking plainwright session on a fresh page per test.

    def test_login(plain):
        plain.goto("http://127.0.0.1:8000/login")
        plain.do('Type "alice" into the Username field')
        plain.do("Click Log in")
        plain.check('page shows "Welcome"')

One browser per test session (`plain_runner`), a fresh context per test. Override `plain_browser_config`
to choose the browser; mark a test `@pytest.mark.plain(timeout_ms=2000)` to change its step timeout.
A failing test leaves a screenshot in `--plain-output` (default `plainwright-results/`).
`--plain-brain`, `--plain-model` and `--plain-base-url` (or the ini keys `plain_brain`, `plain_model`,
`plain_base_url`) choose a model brain as `plainwright run --brain/--model/--base-url` do; override the
`plain_brain` fixture to build your own. `--plain-allowed-domain PATTERN` (repeatable; ini `plain_allowed_domains`,
one a line) and `--plain-upload-dir` (ini `plain_upload_dir`) set the boundary, or a test's
`@pytest.mark.plain(allowed_domains=[...], upload_dir=...)`.
"""

from __future__ import annotations

import re
from collections.abc import Generator, Iterator
from pathlib import Path

import pytest

from plainwright.config import BrowserConfig
from plainwright.sync_api import BrowserRunner, Plain
from plainwright.understand.brains import Brain
from plainwright.understand.make import BRAINS, make_brain

_FAILED = pytest.StashKey[bool]()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("plainwright", "plain-English browser steps")
    group.addoption("--plain-headed", action="store_true", default=None, help="show the browser")
    group.addoption("--plain-browser-path", default=None, help="the Chromium binary to launch")
    group.addoption("--plain-local-only", action="store_true", default=None,
                    help="let the browser resolve no host but this machine")
    group.addoption("--plain-output", default=None, help="where screenshots of failed tests go")
    group.addoption("--plain-brain", default=None, choices=BRAINS,
                    help="rules (offline, default), llm, or fallback (rules first, the model when unsure)")
    group.addoption("--plain-model", default=None, help="provider:model, e.g. openai:gpt-4o-mini")
    group.addoption("--plain-base-url", default=None, help="an OpenAI-compatible endpoint (Ollama, vLLM, ...)")
    group.addoption("--plain-allowed-domain", action="append", default=None, metavar="PATTERN",
                    help="a host the browser may open (repeatable): *.example.com, localhost:8000, or file:")
    group.addoption("--plain-upload-dir", default=None, help="the folder Upload steps take files from")
    parser.addini("plain_browser_path", "the Chromium binary to launch", default="")
    parser.addini("plain_local_only", "let the browser resolve no host but this machine", type="bool",
                  default=False)
    parser.addini("plain_output", "where screenshots of failed tests go", default="plainwright-results")
    parser.addini("plain_brain", "rules, llm or fallback", default="")
    parser.addini("plain_model", "provider:model for the llm and fallback brains", default="")
    parser.addini("plain_base_url", "an OpenAI-compatible endpoint", default="")
    parser.addini("plain_allowed_domains", "the hosts the browser may open, one a line (every host when empty)",
                  type="linelist", default=[])
    parser.addini("plain_upload_dir", "the folder Upload steps take files from", default="")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "plain(timeout_ms=..., allowed_domains=[...], upload_dir=...): options for "
                            "the plain fixture of this test")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, pytest.TestReport,
                                                                                             pytest.TestReport]:
    report = yield
    if report.when == "call" and report.failed:
        item.stash[_FAILED] = True
    return report


def _option(config: pytest.Config, name: str) -> object:
    value = config.getoption(f"--plain-{name.replace('_', '-')}")
    return value if value is not None else config.getini(f"plain_{name}")


@pytest.fixture(scope="session")
def plain_browser_config(pytestconfig: pytest.Config) -> BrowserConfig:
    """Which browser the session starts; override this fixture to connect to a remote one."""
    return BrowserConfig.from_env(executable_path=_option(pytestconfig, "browser_path") or None,
                                  headless=not pytestconfig.getoption("--plain-headed"),
                                  local_only=bool(_option(pytestconfig, "local_only")))


@pytest.fixture(scope="session")
def plain_runner(plain_browser_config: BrowserConfig) -> Iterator[BrowserRunner]:
    runner = BrowserRunner(plain_browser_config)
    yield runner
    runner.close()


@pytest.fixture
def plain_brain(pytestconfig: pytest.Config) -> Brain | None:
    """The brain each test's steps go through; None (the rule brain) unless a brain or model is configured."""
    name, model = _option(pytestconfig, "brain") or None, _option(pytestconfig, "model") or None
    if not (name or model):
        return None
    return make_brain(str(name) if name else None, model=str(model) if model else None,
                      base_url=str(_option(pytestconfig, "base_url") or "") or None)


@pytest.fixture
def plain(plain_runner: BrowserRunner, plain_brain: Brain | None, request: pytest.FixtureRequest) -> Iterator[Plain]:
    marker = request.node.get_closest_marker("plain")
    options = marker.kwargs if marker else {}
    config = request.config
    allowed = config.getoption("--plain-allowed-domain") or config.getini("plain_allowed_domains") or None
    session = Plain(runner=plain_runner, timeout_ms=float(options.get("timeout_ms", 10_000)), brain=plain_brain,
                    allowed_domains=options.get("allowed_domains", allowed),
                    upload_dir=options.get("upload_dir", _option(config, "upload_dir") or None))
    yield session
    if request.node.stash.get(_FAILED, False):
        folder = Path(str(_option(request.config, "output")))
        folder.mkdir(parents=True, exist_ok=True)
        session.screenshot(folder / (re.sub(r"[^\w.-]+", "_", request.node.nodeid) + ".png"))
    session.close()
