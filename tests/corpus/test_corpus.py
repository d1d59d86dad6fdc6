"""The labelled corpus: the rule brain must keep resolving real-world step phrasing at least as well as today.

`baseline.json` holds the accuracy per category reached so far (`bench/corpus.py --update-baseline` raises it;
it may only go up). A must-fail case counts as passed only when the step ends in exactly the expected error
kind (`ambiguous_step` or `element_not_found`), never when the brain guesses an element.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.async_api import Browser

from corpus.runner import (
    BASELINE,
    MUST_FAIL,
    BadCase,
    Case,
    Expected,
    Outcome,
    accuracy,
    failures,
    load_cases,
    run_corpus,
    table,
)


@pytest.fixture(scope="module")
async def outcomes(browser: Browser) -> list[Outcome]:
    return await run_corpus(browser)


def test_the_corpus_covers_at_least_300_cases_on_12_pages_with_40_that_must_fail() -> None:
    cases = load_cases()
    assert len(cases) >= 300
    assert len({case.page for case in cases}) >= 12
    assert sum(case.error in MUST_FAIL for case in cases) >= 40


async def test_accuracy_per_category_is_at_least_the_baseline(outcomes: list[Outcome]) -> None:
    baseline: dict[str, float] = json.loads(BASELINE.read_text(encoding="utf-8"))
    figures = accuracy(outcomes)
    below = {key: (figures[key][0] / figures[key][1], floor) for key, floor in baseline.items()
             if key in figures and figures[key][0] / figures[key][1] < floor}
    missing = sorted(set(baseline) - set(figures))
    report = "\n".join(f"{key}: {now:.1%} < baseline {floor:.1%}" for key, (now, floor) in below.items())
    assert not below and not missing, (
        f"corpus accuracy fell below tests/corpus/baseline.json\n{report}\nno cases left in: {missing}\n\n"
        f"{table(outcomes)}\n\nfailing cases:\n{failures(outcomes)}")


async def test_a_must_fail_case_passes_only_by_failing_with_the_expected_kind(outcomes: list[Outcome]) -> None:
    must_fail = [o for o in outcomes if o.case.error]
    assert must_fail
    for outcome in must_fail:
        kind = outcome.case.error
        assert outcome.passed == outcome.got.startswith(f"error {kind}:"), (
            f"{outcome.case.where}: expected {kind}, brain answered {outcome.got}")


async def test_a_case_whose_selector_does_not_name_exactly_one_element_is_refused(browser: Browser) -> None:
    bad = Case(file="two-saves.yaml", page="two-saves.html", step="Click Save", category="click",
               expect=(Expected(kind="click", element="button[type=submit]"),))
    with pytest.raises(BadCase, match=r"two-saves\.yaml: 'Click Save': selector .* matches 3 elements"):
        await run_corpus(browser, [bad])


def test_a_malformed_case_file_is_refused_with_the_file_and_the_step(tmp_path: Path) -> None:
    (tmp_path / "broken.yaml").write_text(
        "page: login.html\ncases:\n  - step: Click Log in\n    category: clicking\n"
        "    expect:\n      - {kind: click, element: '#login-btn'}\n", encoding="utf-8")
    with pytest.raises(BadCase, match=r"broken\.yaml: 'Click Log in': category must be one of"):
        load_cases(tmp_path)
