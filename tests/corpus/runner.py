"""Run the labelled corpus: every case's step through the grammar and the RuleBrain, against its fixture page.

A case names a fixture page under `sites/`, a step sentence, and either the actions a careful tester means
(`expect`: one entry per clause, with a CSS selector for the element) or the error the step must end in
(`error: ambiguous_step | element_not_found`). Each page is loaded once and snapshotted once; cases only
resolve (nothing is clicked), so the whole corpus runs in seconds.

    outcomes = await run_corpus(browser)      # from a test, with the suite's browser
    outcomes = run_corpus_sync()              # from a script: starts Playwright and Chromium itself

A clause passes when its kind and value match and the element the brain chose IS the node the case's CSS
selector names (compared in the page). Values compare as a person reads them: typographic quotes equal
plain ones, key names ignore case. Clicking a radio button counts as checking it (the same act); clicking a
checkbox or switch does not (it toggles). A must-fail case passes only when its step raises exactly the
expected error kind.
"""

from __future__ import annotations

import asyncio
import statistics
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from playwright.async_api import Browser, Page, async_playwright

from plainwright import StepError, snapshot
from plainwright.demo.server import StaticServer
from plainwright.model import Action, ActionKind
from plainwright.observe.snapshot import PageSnapshot
from plainwright.understand.grammar import parse_step
from plainwright.understand.rules import RuleBrain

HERE = Path(__file__).resolve().parent
SITES = HERE / "sites"
CASES = HERE / "cases"
BASELINE = HERE / "baseline.json"
CATEGORIES = ("click", "fill", "select", "check", "hover", "press", "navigate", "scroll", "wait", "upload",
              "assert", "compound", "context", "ordinal", "german", "negative")
MUST_FAIL = ("ambiguous_step", "element_not_found", "unsupported_step")
KINDS = {kind.value for kind in ActionKind}


class BadCase(ValueError):
    """A case file is malformed; the message names the file and the step."""


@dataclass(frozen=True, slots=True)
class Expected:
    kind: str
    element: str | None = None
    value: str | None = None
    exact: bool | None = None

    def describe(self) -> str:
        parts = [self.kind]
        if self.element:
            parts.append(self.element)
        if self.value is not None:
            parts.append(f"= {self.value!r}")
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class Case:
    file: str
    page: str
    step: str
    category: str
    expect: tuple[Expected, ...] = ()
    error: str | None = None

    @property
    def where(self) -> str:
        return f"{self.file}: {self.step!r}"


@dataclass(slots=True)
class Outcome:
    """What the brain answered for one case, and whether that is what the case expects."""

    case: Case
    passed: bool
    got: str
    elapsed_ms: float = 0.0
    details: list[str] = field(default_factory=list)

    @property
    def expected(self) -> str:
        if self.case.error:
            return f"error {self.case.error}"
        return "; ".join(e.describe() for e in self.case.expect)


def _expected(raw: Any, where: str) -> Expected:
    if not isinstance(raw, dict) or raw.get("kind") not in KINDS:
        raise BadCase(f"{where}: each expect entry needs a kind from ActionKind, got {raw!r}")
    unknown = set(raw) - {"kind", "element", "value", "exact"}
    if unknown:
        raise BadCase(f"{where}: unknown expect fields {sorted(unknown)}")
    value = raw.get("value")
    return Expected(kind=raw["kind"], element=raw.get("element"), value=None if value is None else str(value),
                    exact=raw.get("exact"))


def _case(raw: Any, file: str, page: str) -> Case:
    if not isinstance(raw, dict) or not isinstance(raw.get("step"), str):
        raise BadCase(f"{file}: every case needs a step sentence, got {raw!r}")
    where = f"{file}: {raw['step']!r}"
    if raw.get("category") not in CATEGORIES:
        raise BadCase(f"{where}: category must be one of {', '.join(CATEGORIES)}")
    if ("expect" in raw) == ("error" in raw):
        raise BadCase(f"{where}: give exactly one of expect or error")
    if "error" in raw and raw["error"] not in MUST_FAIL:
        raise BadCase(f"{where}: error must be one of {', '.join(MUST_FAIL)}")
    expect = raw.get("expect") or []
    if "expect" in raw and (not isinstance(expect, list) or not expect):
        raise BadCase(f"{where}: expect must be a non-empty list")
    return Case(file=file, page=page, step=raw["step"], category=raw["category"],
                expect=tuple(_expected(entry, where) for entry in expect), error=raw.get("error"))


def load_cases(folder: Path = CASES) -> list[Case]:
    """Every case of every `cases/*.yaml`, in file order. Raises BadCase on a malformed file."""
    cases: list[Case] = []
    for path in sorted(folder.glob("*.yaml")):
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
        except yaml.YAMLError as exc:
            raise BadCase(f"{path.name}: not valid YAML: {exc}") from exc
        if not isinstance(data, dict) or not isinstance(data.get("page"), str) or "cases" not in data:
            raise BadCase(f"{path.name}: needs 'page' and 'cases'")
        if not (SITES / data["page"]).is_file():
            raise BadCase(f"{path.name}: no fixture page {data['page']!r} under {SITES}")
        cases += [_case(raw, path.name, data["page"]) for raw in data["cases"]]
    return cases


_COUNT_MATCHES = "sels => sels.map(s => { try { return document.querySelectorAll(s).length; } catch { return -1; } })"
_SAME_NODE = """pairs => pairs.map(([xpath, css]) => {
  const got = document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
  return got !== null && got === document.querySelector(css);
})"""


async def _check_selectors(page: Page, cases: list[Case]) -> None:
    """Refuse a case whose CSS selector does not match exactly one element of its page."""
    pairs = [(case, e.element) for case in cases for e in case.expect if e.element]
    counts = await page.evaluate(_COUNT_MATCHES, [selector for _, selector in pairs])
    for (case, selector), count in zip(pairs, counts, strict=True):
        if count != 1:
            found = "is not valid CSS" if count < 0 else f"matches {count} elements"
            raise BadCase(f"{case.where}: selector {selector!r} {found} on {case.page}, not exactly one")


def _describe(action: Action, snap: PageSnapshot) -> str:
    text = action.kind.value
    if action.element is not None:
        element = snap.by_index.get(action.element)
        text += f" [{action.element}] {element.describe() if element else '?'}"
    if action.value is not None:
        text += f" = {action.value!r}"
    return text


def _resolve(case: Case, snap: PageSnapshot, brain: RuleBrain) -> tuple[list[Action], StepError | None, float]:
    started = time.perf_counter()
    actions: list[Action] = []
    error: StepError | None = None
    try:
        for clause in parse_step(case.step):
            actions.append(brain.resolve(clause, snap))
    except StepError as failure:
        error = failure
    return actions, error, (time.perf_counter() - started) * 1000


_PLAIN_QUOTES = str.maketrans({"“": '"', "”": '"', "„": '"', "‘": "'", "’": "'"})


def _same_value(expected: str | None, got: str | None, *, key: bool) -> bool:
    """Values are equal as a person reads them: typographic quotes equal plain ones; key names ignore case."""
    if expected is None or got is None:
        return expected is got
    want, have = expected.translate(_PLAIN_QUOTES), got.translate(_PLAIN_QUOTES)
    return want.lower() == have.lower() if key else want == have


def _values_match(expected: Expected, action: Action, snap: PageSnapshot) -> bool:
    element = snap.by_index.get(action.element) if action.element is not None else None
    radio_click = expected.kind == "check" and action.kind is ActionKind.CLICK and element is not None \
        and element.role == "radio"
    if action.kind.value != expected.kind and not radio_click:
        return False
    if expected.exact is not None and action.exact != expected.exact:
        return False
    return _same_value(expected.value, action.value, key=expected.kind == "press")


async def _judge_page(page: Page, cases: list[Case], snap: PageSnapshot, brain: RuleBrain) -> list[Outcome]:
    outcomes: list[Outcome] = []
    pending: list[tuple[Outcome, str, str]] = []  # element checks, done in one page call
    for case in cases:
        actions, error, elapsed = _resolve(case, snap, brain)
        got = "; ".join(_describe(a, snap) for a in actions)
        if error is not None:
            kind = error.kind.value if error.kind else type(error).__name__
            got = (got + "; " if got else "") + f"error {kind}: {error}"
        outcome = Outcome(case, passed=False, got=got, elapsed_ms=elapsed)
        outcomes.append(outcome)
        if case.error:
            outcome.passed = error is not None and error.kind is not None and error.kind.value == case.error
            continue
        if error is not None or len(actions) != len(case.expect):
            continue
        outcome.passed = all(_values_match(e, a, snap) for e, a in zip(case.expect, actions, strict=True))
        for expected, action in zip(case.expect, actions, strict=True):
            if expected.kind == "assert_count" and expected.element is None:
                continue  # what a count names (a row, an item) is the brain's design; the number is judged
            if (expected.element is None) != (action.element is None):
                outcome.passed = False
            elif expected.element is not None and action.element is not None:
                pending.append((outcome, snap.by_index[action.element].xpath, expected.element))
    same = await page.evaluate(_SAME_NODE, [[xpath, css] for _, xpath, css in pending])
    for (outcome, _, css), ok in zip(pending, same, strict=True):
        if not ok:
            outcome.passed = False
            outcome.details.append(f"chose another element than {css}")
    return outcomes


async def run_corpus(browser: Browser, cases: list[Case] | None = None) -> list[Outcome]:
    """Resolve every case on its page (one load and one snapshot per page) and judge the answers."""
    cases = load_cases() if cases is None else cases
    by_page: dict[str, list[Case]] = defaultdict(list)
    for case in cases:
        by_page[case.page].append(case)
    brain = RuleBrain()
    outcomes: list[Outcome] = []
    context = await browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        with StaticServer(SITES) as server:
            page = await context.new_page()
            for name, page_cases in by_page.items():
                await page.goto(f"{server.url}/{name}")
                await _check_selectors(page, page_cases)
                snap = await snapshot(page)
                outcomes += await _judge_page(page, page_cases, snap, brain)
    finally:
        await context.close()
    return outcomes


def run_corpus_sync(cases: list[Case] | None = None) -> list[Outcome]:
    """run_corpus in a Chromium of its own, for scripts."""
    from plainwright.browser.launch import launch_browser
    from plainwright.config import BrowserConfig

    async def main() -> list[Outcome]:
        async with async_playwright() as playwright:
            browser = await launch_browser(playwright, BrowserConfig.from_env(local_only=True))
            try:
                return await run_corpus(browser, cases)
            finally:
                await browser.close()

    return asyncio.run(main())


def accuracy(outcomes: list[Outcome]) -> dict[str, tuple[int, int]]:
    """Per category and "overall": (passed, total)."""
    table: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for outcome in outcomes:
        for key in (outcome.case.category, "overall"):
            table[key][0] += outcome.passed
            table[key][1] += 1
    return {key: (passed, total) for key, (passed, total) in table.items()}


def table(outcomes: list[Outcome]) -> str:
    """The per-category accuracy as a text table, categories in their canonical order, then overall."""
    figures = accuracy(outcomes)
    lines = [f"{'category':<10} {'passed':>7} {'total':>6} {'accuracy':>9}"]
    for key in (*CATEGORIES, "overall"):
        if key in figures:
            passed, total = figures[key]
            lines.append(f"{key:<10} {passed:>7} {total:>6} {passed / total:>8.1%}")
    return "\n".join(lines)


def failures(outcomes: list[Outcome]) -> str:
    """Each failing case: file, step, what was expected, what the brain answered."""
    lines = []
    for o in outcomes:
        if not o.passed:
            lines.append(f"- [{o.case.category}] {o.case.where}\n    expected: {o.expected}\n    got:      {o.got}"
                         + "".join(f"\n    note:     {d}" for d in o.details))
    return "\n".join(lines)


def median_ms(outcomes: list[Outcome]) -> float:
    return statistics.median(o.elapsed_ms for o in outcomes) if outcomes else 0.0
