"""Scenario mode: open the URL, then run each step on a fresh snapshot; stop at the first failure unless asked."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path

from playwright.async_api import Page

from plainwright.act.execute import navigate
from plainwright.browser.launch import open_browser
from plainwright.config import BrowserConfig
from plainwright.errors import BrowserCrashed, ErrorKind, StepError
from plainwright.model import RunResult, Scenario, StepFailure, StepResult, StepStatus
from plainwright.redact import Redactor
from plainwright.run.step import execute_step
from plainwright.scenario_file import load_scenario, substitute
from plainwright.understand.brains import Brain
from plainwright.understand.make import make_brain

StepCallback = Callable[[int, StepResult], None]


@asynccontextmanager
async def _page_for(page: Page | None, browser_config: BrowserConfig | None) -> AsyncIterator[Page]:
    if page is not None:
        yield page
        return
    async with open_browser(browser_config) as browser:
        context = await browser.new_context()
        try:
            yield await context.new_page()
        finally:
            await context.close()


async def run_scenario(scenario: Scenario | str | Path, *, page: Page | None = None,
                       browser_config: BrowserConfig | None = None, brain: Brain | None = None,
                       keep_going: bool = False, variables: dict[str, str] | None = None,
                       on_step: StepCallback | None = None) -> RunResult:
    """Run a scenario (a `Scenario` or the path of a `.plain.yaml`) and return what every step did.

    `result = await run_scenario("login.plain.yaml")`; pass `page=` to run on your own Playwright page.
    Step failures are data in the result; `result.raise_for_status()` raises the first as an exception.
    """
    if not isinstance(scenario, Scenario):
        scenario = load_scenario(scenario)
    if variables:
        scenario = scenario.model_copy(update={"vars": {**scenario.vars, **variables}})
    if brain is None and (scenario.brain or scenario.model):
        brain = make_brain(scenario.brain, model=scenario.model)
    secrets: set[str] = set()
    url = substitute(scenario.url, scenario, secrets=secrets, field="url")
    sentences = [substitute(step.text, scenario, secrets=secrets, line=step.line) for step in scenario.steps]
    redactor = Redactor(secrets)
    timeout_ms = scenario.timeout * 1000
    started = time.perf_counter()
    steps: list[StepResult] = []
    error: StepFailure | None = None
    try:
        async with _page_for(page, browser_config) as run_page:
            try:
                await navigate(run_page, url, timeout_ms=timeout_ms, sentence=f"open {url}")
            except StepError as exc:
                error = StepFailure(kind=exc.kind or ErrorKind.NAVIGATION_FAILED, message=exc.message)
            for index, (step, sentence) in enumerate(zip(scenario.steps, sentences, strict=True)):
                if error is not None or (steps and not steps[-1].ok and not keep_going):
                    result = StepResult(sentence=redactor.mask(sentence), status=StepStatus.SKIPPED)
                else:
                    result = await execute_step(run_page, sentence, brain=brain, timeout_ms=timeout_ms,
                                                sensitive=step.sensitive, redactor=redactor)
                    if step.sensitive or redactor.mask(step.text) != step.text:
                        result.sentence = redactor.mask(step.text)
                steps.append(result)
                if on_step is not None:
                    on_step(index, result)
    except BrowserCrashed as exc:
        error = StepFailure(kind=ErrorKind.BROWSER_CRASHED, message=str(exc))
    return RunResult(name=scenario.title, url=redactor.mask(url), status=RunResult.status_of(steps, error=error),
                     steps=steps, error=error, elapsed_ms=round((time.perf_counter() - started) * 1000, 1),
                     brain_calls=sum(step.brain_calls for step in steps), tokens=sum(step.tokens for step in steps),
                     cost_usd=sum(step.cost_usd for step in steps))
