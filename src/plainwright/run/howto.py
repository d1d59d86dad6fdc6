"""How-to mode (`plainwright guide`): a goal run, one verified step at a time, written as a Markdown guide whose
steps carry a label and a note, with a picture of each step; the guide is also the test (`plainwright run
guide.md`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from playwright.async_api import Browser, Page

from plainwright.config import BrowserConfig
from plainwright.errors import UsageError
from plainwright.goal_events import EventSink
from plainwright.guide_format import GuideStep
from plainwright.model import Budget
from plainwright.output.guide import write_guide
from plainwright.output.guide_shots import Camera
from plainwright.output.reports import check_writable
from plainwright.plan.base import Planner
from plainwright.run.goal import (
    MAX_REFINES_PER_STEP,
    MAX_REPLANS,
    GoalResult,
    GoalRun,
    Mode,
    page_for,
    prepare_goal,
    reach,
)
from plainwright.understand.brains import Brain


@dataclass(frozen=True, slots=True)
class Howto:
    """The goal run and, when it reached the goal, the guide written from it: its Markdown, its steps and the
    run's result."""

    result: GoalResult
    guide: Path | None = None
    markdown: str | None = None
    steps: list[GuideStep] = field(default_factory=list)
    pictures: list[Path] = field(default_factory=list)
    lock: Path | None = None


async def write_howto(run: GoalRun, output: str | Path, *, page: Page | None = None, browser: Browser | None = None,
                      browser_config: BrowserConfig | None = None, on_event: EventSink | None = None) -> Howto:
    """Run a prepared goal, photographing each step before it runs; when the goal is reached, write the guide
    `output` (NAME.md), its pictures beside it and its lock file. Nothing is written when it is not."""
    file = Path(output)
    if file.suffix.lower() != ".md":
        raise UsageError(f"{str(file)!r}: a guide's file name ends with .md")
    check_writable(file, "guide")  # said before the browser starts, not after the whole run
    async with page_for(page, browser, browser_config) as guide_page:
        camera = Camera(guide_page, run.redactor, then=on_event)
        result = await reach(run, page=guide_page, on_event=camera)
    if not result.reached:
        return Howto(result=result)
    guide = write_guide(run.record(), file, camera.kept)
    result = result.model_copy(update={"saved": str(guide.path), "needs": guide.variables})
    return Howto(result=result, guide=guide.path, markdown=guide.markdown, steps=guide.steps, pictures=guide.pictures,
                 lock=guide.lock)


async def howto(goal: str, *, url: str, output: str | Path = "guide.md", page: Page | None = None,
                browser: Browser | None = None, browser_config: BrowserConfig | None = None,
                planner: Planner | None = None, brain: Brain | None = None, budget: Budget | None = None,
                variables: dict[str, str] | None = None, timeout: float = 10.0, mode: Mode = "dynamic",
                max_replans: int = MAX_REPLANS, max_refines_per_step: int = MAX_REFINES_PER_STEP,
                on_event: EventSink | None = None) -> Howto:
    """Reach `goal` on the site at `url` as `run_goal` does and write it as the how-to guide `output`.

    `guide = await plainwright.howto("Log in and open the regression overview", url=URL, output="login.md",
    variables={"username": "alice", "password": "..."})`; `guide.markdown` is the guide, `guide.steps` its steps
    in the DSL, `guide.result` the GoalResult. `plainwright run login.md` runs it as a test.
    """
    run = prepare_goal(goal, url=url, planner=planner, brain=brain, budget=budget, variables=variables,
                       timeout=timeout, mode=mode, max_replans=max_replans, max_refines_per_step=max_refines_per_step)
    return await write_howto(run, output, page=page, browser=browser, browser_config=browser_config,
                             on_event=on_event)
