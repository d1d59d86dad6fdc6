"""Goal mode: from a URL and a goal in plain words, find the steps that reach it, one at a time, each run and
verified before the next is planned (`--plan dynamic`; `--plan static` plans a page's steps at once: plan/ahead.py).

    observe (snapshot -> UI inventory) -> the planner proposes ONE step -> run it through the scenario pipeline
    (parse, run_step) -> verify it with the proposal's check -> learn (memory of verified facts) -> decide

The loop, not the planner, decides: a step that names a control the page does not offer is refused (horizon 0);
the same step proposed a second time on the same page makes the planner look for another, a third time stops the
run (`loop_detected`); N failed steps in a row stop it; the budget (`max_steps`, tokens, cost, time) stops it with
`budget_exceeded`, a model planner's calls counted in it; and the goal is reached only when every task of it has a
verified step that the page showed complete, never on a planner's word. A task the rules do not read is accepted
only with a model planner, and is done only when the model's `done` evidence passes a check step on the page. The
steps that were verified, each task followed by the check steps that proved it done (plan/proofs.py), become a
scenario with its lock file (output/saved_goal.py), which `plainwright run` replays with no brain and no planner
call.
"""

from __future__ import annotations

import asyncio
import inspect
import re
import time
from collections.abc import AsyncGenerator, AsyncIterator
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from playwright.async_api import Browser, Error, Page
from pydantic import BaseModel, Field

from plainwright import goal_events as events
from plainwright.act.execute import navigate
from plainwright.act.settle import still
from plainwright.act.shown_text import BODY_TEXT
from plainwright.browser.launch import open_browser
from plainwright.config import BrowserConfig
from plainwright.errors import BrowserCrashed, ErrorKind, ScenarioError, StepError
from plainwright.goal_events import EventSink, GoalEvent
from plainwright.model import Budget, RunResult, RunStatus, Scenario, StepFailure, StepResult, StepStatus, Usage
from plainwright.output.goal_record import GoalRecord, ValidatedStep
from plainwright.output.lockfile import LockedStep
from plainwright.plan.ahead import plan_page
from plainwright.plan.base import Decision, Done, GiveUp, ModelPlanner, Planner, Proposal, Situation
from plainwright.plan.checks import Observation, Proves, Verdict, changed
from plainwright.plan.evidence import evidence_step
from plainwright.plan.explore import Opens
from plainwright.plan.goal_text import FreeForm, LogIn, Reading, read_goal
from plainwright.plan.inventory import Control, Inventory, inventory_of
from plainwright.plan.memory import Fact, Failure, Memory
from plainwright.plan.notes import Note
from plainwright.plan.proofs import Completed, proof_steps
from plainwright.plan.refine import Attempt, Repair, refine
from plainwright.plan.rules import RulePlanner
from plainwright.redact import Redactor
from plainwright.run.budget import Spending
from plainwright.run.parsed import parse
from plainwright.run.resolve import observe
from plainwright.run.step import run_step
from plainwright.scenario_file import substitute
from plainwright.understand.brains import Brain

DEFAULT_MAX_STEPS = 30
STILL_MS = 2500  # a page where nothing takes the goal further, unchanged this long, is done appearing
MAX_FAILURES = 3  # failed steps in a row before the circuit breaker stops the run
MAX_REPLANS = 2  # static mode: plans made again after a failed step
MAX_REFINES_PER_STEP = 2  # repairs of one failed step before the planner is asked for another
Mode = Literal["dynamic", "static"]
SETTLE_MS = 1500  # how long to wait for a page to react to a step that should change it
_ENV_REFERENCE = re.compile(r"\$\{env\.([A-Za-z_][A-Za-z0-9_]*)\}")


class GoalStep(BaseModel):
    """What the goal loop knows of one step besides its StepResult: why it was proposed and how it was checked."""

    sentence: str
    note: Note = Field(description="what the step is about and why: the part of the page, the control, a sentence")
    task: str = Field(description="the task of the goal it served, as understood")
    verified: bool
    verification: str = Field(description="what the check saw on the page after the step, or why it failed")
    kept: bool = Field(description="whether it is one of the validated steps a saved scenario holds")


class GoalResult(RunResult):
    """A RunResult (every step tried, with the URL it ended on) and what the goal loop made of it."""

    goal: str
    understood: list[str] = Field(default_factory=list)
    plan: list[GoalStep] = Field(default_factory=list, description="one entry per step, in the same order")
    reached: bool = False
    evidence: str | None = Field(default=None, description="what the page showed when the goal was reached")
    planner: str = "rules"
    planner_usage: Usage = Field(default_factory=Usage, description="what the planner's model calls cost (its calls "
                                 "as brain_calls); counted in usage")
    pages: list[str] = Field(default_factory=list, description="the pages the run saw: title (address)")
    mode: str = Field(default="dynamic", description="dynamic: one step planned at a time; static: a page at a time")
    replans: int = Field(default=0, description="static mode: plans made again after a failed step")
    saved: str | None = Field(default=None, description="the scenario written from the validated steps")
    needs: list[str] = Field(default_factory=list, description="the environment variables its replay needs")


events.Final.model_rebuild(_types_namespace={"GoalResult": GoalResult})


@dataclass(frozen=True, slots=True)
class KeptStep:
    """A validated step, kept to be written as a scenario: the sentence as run (with its real values: never
    written as is) and its lock entry (masked)."""

    sentence: str
    locked: LockedStep
    note: Note
    explored: Inventory | None = None  # a step that opened a menu to look for the way: the page before it


@dataclass(slots=True)
class GoalRun:
    """A goal run in progress and, once over, everything needed to report and save it."""

    goal: str
    url: str
    reading: Reading
    redactor: Redactor
    references: dict[str, str]  # a secret value -> how the goal wrote it (${env.X}), for a saved scenario
    planner: Planner
    brain: Brain | None
    spending: Spending
    timeout_ms: float
    max_failures: int
    settle_ms: float
    mode: Mode = "dynamic"
    max_replans: int = MAX_REPLANS
    replans: int = 0
    memory: Memory = field(default_factory=Memory)
    steps: list[StepResult] = field(default_factory=list)
    plan: list[GoalStep] = field(default_factory=list)
    kept: list[KeptStep] = field(default_factory=list)
    error: StepFailure | None = None
    evidence: str | None = None
    failures_in_a_row: int = 0
    planner_usage: Usage = field(default_factory=Usage)
    max_refines_per_step: int = MAX_REFINES_PER_STEP
    refine_wait_ms: float = 2 * SETTLE_MS
    listener: EventSink | None = None
    shown: str = ""  # the fingerprint of the last page whose inventory an event showed
    waited_on: set[str] = field(default_factory=set)  # pages where nothing took the goal further, waited on once

    def record(self) -> GoalRecord:
        """The validated steps as the writers receive them: frozen, with what keeps secrets out."""
        steps = tuple(ValidatedStep(sentence=kept.sentence, locked=kept.locked, note=kept.note) for kept in self.kept)
        return GoalRecord(goal=self.goal, url=self.url, steps=steps, references=dict(self.references),
                          redactor=self.redactor)

    @property
    def reached(self) -> bool:
        return self.evidence is not None

    async def emit(self, event: GoalEvent) -> None:
        """Hand an event, its secrets masked, to the listener (which may be a coroutine function)."""
        if self.listener is None:
            return
        answer = self.listener(self.redactor.masked(event))
        if inspect.isawaitable(answer):
            await answer


def _reading(goal: str, variables: dict[str, str], redactor: Redactor) -> tuple[Reading, dict[str, str]]:
    """The goal with its ${env.X} and ${vars.x} replaced, read into tasks; its secrets registered."""
    secrets: set[str] = set()
    if not goal.strip():
        return Reading(), {}
    holder = Scenario.model_validate({"url": "goal", "steps": [goal], "vars": variables})
    text = substitute(goal, holder, secrets=secrets, field="goal")
    references = {}
    for name in set(_env_names(goal)):
        value = substitute(f"${{env.{name}}}", holder, secrets=set(), field="goal")
        references[value] = f"${{env.{name}}}"
    for secret in secrets:
        redactor.add(secret)
    reading = read_goal(text, variables)
    for clause in reading.clauses:
        if isinstance(clause, LogIn):
            redactor.add(clause.password)
    return reading, references


def _env_names(goal: str) -> list[str]:
    return _ENV_REFERENCE.findall(goal)


def _problem(reading: Reading, *, free_form: bool) -> StepFailure | None:
    """What makes the goal impossible to start, said before a browser opens. A task the rules do not read is one
    only when no model planner (`free_form`) takes it on."""
    if reading.not_understood and not free_form:
        understood = "; ".join(c.describe() for c in reading.clauses if not isinstance(c, FreeForm)) or "nothing"
        pieces = ", ".join(f'"{piece}"' for piece in reading.not_understood)
        return StepFailure(kind=ErrorKind.UNSUPPORTED_STEP, message=(
            f"The goal is not understood in part: {pieces}. Understood: {understood}. A model planner "
            "(--planner llm or fallback, with --model) takes on what the rules do not read."))
    if not reading.clauses:
        return StepFailure(kind=ErrorKind.INVALID_SCENARIO, message="The goal is empty.")
    for clause in reading.clauses:
        if isinstance(clause, LogIn) and not clause.password:
            return StepFailure(kind=ErrorKind.INVALID_SCENARIO, message=(
                f'"{clause.text}" asks to log in, but the goal gives no password: write it in the goal (log in as '
                '"NAME" with password "PASSWORD") or pass --var username=NAME --var password=PASSWORD'))
    return None


async def observe_page(page: Page, timeout_ms: float) -> Observation:
    """The page's inventory and visible text, read from one document (a navigation may replace it meanwhile)."""
    for attempt in range(3):
        try:
            snapshot = await observe(page, timeout_ms)
            text = await page.evaluate(BODY_TEXT)
            return Observation(inventory=inventory_of(snapshot), text=text)
        except Error as exc:
            if "Execution context was destroyed" not in exc.message or attempt == 2:
                raise
    raise AssertionError("unreachable")


async def _after(page: Page, before: Observation, run: GoalRun, expects_change: bool) -> Observation:
    """The page after a step; when the step should change it, give it a moment to (a click starts a request)."""
    after = await observe_page(page, run.timeout_ms)
    deadline = time.monotonic() + run.settle_ms / 1000
    pause = 0.05
    while expects_change and changed(before, after) is None and time.monotonic() + pause < deadline:
        await asyncio.sleep(pause)
        pause = min(pause * 2, 0.4)
        after = await observe_page(page, run.timeout_ms)
    return after


def _refused(run: GoalRun, proposal: Proposal, now: Observation, why: str) -> None:
    run.memory.failures.append(Failure(sentence=proposal.sentence, fingerprint=now.inventory.fingerprint,
                                       kind=ErrorKind.ELEMENT_NOT_FOUND, message=why, clause=proposal.clause))


def _situation(run: GoalRun, now: Observation, avoid: set[str] | frozenset[str]) -> Situation:
    return Situation(goal=run.goal, clauses=tuple(run.reading.clauses), inventory=now.inventory, memory=run.memory,
                     avoid=frozenset(avoid), text=now.text, secrets=run.redactor.secrets)


def _charge(run: GoalRun) -> None:
    """What the planner's model calls cost: in the run's usage, and against its budget."""
    if isinstance(run.planner, ModelPlanner):
        spent = run.planner.take_usage()
        run.planner_usage += spent
        run.spending.spend(spent)


async def _consult(run: GoalRun, situation: Situation) -> Decision:
    decision = await run.planner.propose(situation)
    _charge(run)
    return decision


async def _decide(run: GoalRun, now: Observation) -> Proposal | Done | GiveUp:
    """Ask the planner; apply the horizon rule and the loop guard to what it proposes."""
    fingerprint = now.inventory.fingerprint
    avoid = {failure.sentence for failure in run.memory.failures if failure.fingerprint == fingerprint}
    for _ in range(3):  # at most two proposals refused by the guards in one turn
        decision = await _consult(run, _situation(run, now, avoid))
        if not isinstance(decision, Proposal):
            return decision
        target = decision.target
        if target is not None and not now.inventory.offers(target):
            _refused(run, decision, now, f'"{decision.sentence}" names a {target.role_word} "{target.label}" that '
                                         "this page does not offer")
            avoid.add(decision.sentence)
            continue
        times = run.memory.tried[(decision.sentence, fingerprint)]
        if times >= 2:
            return GiveUp(f'Stopped in a loop: "{decision.sentence}" was proposed a third time on the same page '
                          f'("{now.inventory.title or now.url}") and the goal is no nearer.',
                          kind=ErrorKind.LOOP_DETECTED)
        if times == 1 and decision.sentence not in avoid:
            avoid.add(decision.sentence)  # tried here once already: anything else first
            alternative = await _consult(run, _situation(run, now, avoid))
            if isinstance(alternative, Proposal) and run.memory.tried[(alternative.sentence, fingerprint)] == 0 \
                    and (alternative.target is None or now.inventory.offers(alternative.target)):
                return alternative
        return decision
    return GiveUp("Every step proposed for this page names something it does not offer.")


def _verdict(proposal: Proposal, result: StepResult, before: Observation, after: Observation) -> Verdict:
    if not result.ok:
        return Verdict(False, result.error.message if result.error else "the step failed")
    return proposal.check.judge(before, after, result)


def _judged(attempt: Attempt) -> StepResult:
    """The step's result with the check's verdict: a step that ran but did not do what it meant has failed."""
    result, verdict = attempt.result, attempt.verdict
    if result.ok and not verdict.ok:
        result = result.model_copy(update={"status": StepStatus.FAILED, "error": StepFailure(
            kind=ErrorKind.ASSERTION_FAILED, message=f"The step ran, but {verdict.message}.")})
    return result


def _learn(run: GoalRun, attempt: Attempt, result: StepResult) -> None:
    proposal, verdict, before, after = attempt.proposal, attempt.verdict, attempt.before, attempt.after
    fingerprint = before.inventory.fingerprint
    run.memory.ran(proposal.sentence, fingerprint)
    if isinstance(proposal.check, Proves):
        return  # the proof of a task done: no fact of its task, and failing no failure of the run
    if verdict.ok:
        run.failures_in_a_row = 0
        run.memory.learn(Fact(clause=proposal.clause, sentence=proposal.sentence, fingerprint=fingerprint,
                              control=proposal.target, seen=verdict.message, url_after=after.url,
                              moved=after.url != before.url, step=proposal.step))
        if verdict.completes:
            task = run.reading.clauses[proposal.clause].describe()
            run.memory.done[proposal.clause] = f"{task}: {verdict.message}"
        return
    run.failures_in_a_row += 1
    kind = result.error.kind if result.error else ErrorKind.ASSERTION_FAILED
    run.memory.failures.append(Failure(sentence=proposal.sentence, fingerprint=fingerprint, kind=kind,
                                       message=verdict.message, clause=proposal.clause))


async def _attempt(page: Page, run: GoalRun, proposal: Proposal,
                   before: Observation) -> tuple[Attempt, LockedStep]:
    """Run the proposed step through the scenario pipeline and judge it on the page after it."""
    parsed = parse(proposal.sentence, run.redactor)
    run.spending.start_step()
    result, entry = await run_step(page, parsed, brain=run.brain, timeout_ms=run.timeout_ms, redactor=run.redactor)
    run.spending.add(result)
    after = await _after(page, before, run, proposal.check.expects_change and result.ok)
    return Attempt(proposal, result, _verdict(proposal, result, before, after), before, after), entry


def _record(run: GoalRun, attempt: Attempt, entry: LockedStep) -> StepResult:
    """Learn from a step tried and add it to the run's record; a verified one is kept for the scenario."""
    result = _judged(attempt)
    _learn(run, attempt, result)
    proposal, verdict = attempt.proposal, attempt.verdict
    result = run.redactor.masked(result.model_copy(update={"url": attempt.after.url}))
    task = run.reading.clauses[proposal.clause].describe()
    run.steps.append(result)
    run.plan.append(run.redactor.masked(GoalStep(
        sentence=result.sentence, note=proposal.note, task=task, verified=verdict.ok,
        verification=verdict.message, kept=verdict.ok)))
    if verdict.ok:
        _off_the_way(run, proposal.target)
        explored = attempt.before.inventory if isinstance(proposal.check, Opens) else None
        run.kept.append(KeptStep(sentence=proposal.sentence, locked=entry, note=proposal.note, explored=explored))
    return result


def _off_the_way(run: GoalRun, target: Control | None) -> None:
    """Drop the menus opened just before that did not reveal the control this step uses (it was on the page
    before they were opened): they were looked into, not on the way, and a saved scenario holds only the way."""
    while target is not None and run.kept and (before := run.kept[-1].explored) is not None \
            and before.find(target) is not None:
        dropped = run.kept.pop()
        at = max(i for i, step in enumerate(run.plan) if step.kept and step.sentence == run.redactor.mask(
            dropped.sentence))
        run.plan[at] = run.plan[at].model_copy(update={"kept": False})


def _end(run: GoalRun, decision: Done | GiveUp) -> None:
    """The planner's last word: done only when the memory holds verified evidence for every task."""
    if isinstance(decision, GiveUp):
        run.error = StepFailure(kind=decision.kind, message=decision.reason, candidates=list(decision.candidates))
        return
    missing = [run.reading.clauses[index].describe() for index in _pending(run)]
    if missing:  # a planner's word is no evidence
        run.error = StepFailure(kind=ErrorKind.ASSERTION_FAILED, message=(
            f'The planner said the goal is reached ("{decision.evidence}"), but nothing verified: '
            f"{'; '.join(missing)}."))
    else:
        run.evidence = "; ".join(run.memory.done[index] for index in sorted(run.memory.done))


def _evidence_check(run: GoalRun, done: Done, now: Observation) -> Proposal | None:
    """When only tasks the rules do not read are left, the step that checks the planner's evidence on the page."""
    left = _pending(run)
    if not left or not all(isinstance(run.reading.clauses[index], FreeForm) for index in left):
        return None
    return evidence_step(done.evidence, left[-1], now)


async def _finish(page: Page, run: GoalRun, decision: Done | GiveUp, now: Observation) -> None:
    """End the run on the planner's last word; a model's done is first checked by a step on the page (kept in the
    saved scenario), which completes the tasks the rules do not read only when it passes: the last one (it may be
    a check, "make sure the dashboard greets alice"), and each earlier one a verified step was taken for. One
    text on the page is no evidence for several tasks nothing was done for."""
    if isinstance(decision, Done) and (check := _evidence_check(run, decision, now)) is not None:
        if _over_budget(run):
            return
        left = _pending(run)
        done = [index for index in left[:-1] if run.memory.facts_of(index)] + [left[-1]]
        if (await _do(page, run, check, now)).verdict.ok:
            for index in done:
                run.memory.done[index] = f"{run.reading.clauses[index].describe()}: {run.plan[-1].verification}"
    _end(run, decision)


def _over_budget(run: GoalRun) -> bool:
    if (refusal := run.spending.refusal()) is None:
        return False
    left = "; ".join(run.reading.clauses[index].describe() for index in _pending(run))
    run.error = StepFailure(kind=ErrorKind.BUDGET_EXCEEDED, message=f"{refusal} Not done yet: {left}.")
    return True


def _broken(run: GoalRun) -> bool:
    """The circuit breaker: too many failed steps in a row end the run with the last one's error."""
    if run.failures_in_a_row < run.max_failures:
        return False
    last = run.steps[-1].error
    run.error = StepFailure(
        kind=last.kind if last else ErrorKind.ASSERTION_FAILED, candidates=last.candidates if last else [],
        message=f"Stopped after {run.failures_in_a_row} failed steps in a row; the last: "
                f"{last.message if last else 'it failed'}")
    return True


async def _repair(page: Page, run: GoalRun, attempt: Attempt, refines: int) -> Repair | None:
    """The refiner's repair of a failed step, while this step has repairs left and the run may go on."""
    if refines >= run.max_refines_per_step or run.failures_in_a_row + 1 >= run.max_failures \
            or run.spending.refusal() is not None:
        return None
    fingerprint = attempt.after.inventory.fingerprint
    avoid = {attempt.proposal.sentence, *(f.sentence for f in run.memory.failures if f.fingerprint == fingerprint),
             *(sentence for (sentence, seen), times in run.memory.tried.items() if seen == fingerprint and times >= 2)}
    return await refine(attempt, look=lambda: observe_page(page, run.timeout_ms), wait_ms=run.refine_wait_ms,
                        avoid=frozenset(avoid))


def _target(proposal: Proposal) -> events.Target | None:
    return events.Target.of(proposal.target) if proposal.target is not None else None


async def _do(page: Page, run: GoalRun, proposal: Proposal, now: Observation) -> Attempt:
    """Run one proposed step and check it; a failed one is repaired in place, at most `max_refines_per_step`
    times (each repair tried as any step is). Return its last attempt (`.after`: the page after it)."""
    await run.emit(events.ProposedStep(step=len(run.steps) + 1, sentence=proposal.sentence, note=proposal.note,
                                       task=run.reading.clauses[proposal.clause].describe(),
                                       target=_target(proposal)))
    attempt, entry = await _attempt(page, run, proposal, now)
    refines = 0
    while not attempt.verdict.ok:
        failed = _judged(attempt).model_copy(update={"url": attempt.after.url})
        await run.emit(events.Failed(step=len(run.steps) + 1, sentence=failed.sentence, url=attempt.after.url,
                                     verification=attempt.verdict.message, error=failed.error, result=failed))
        repair = await _repair(page, run, attempt, refines)
        if repair is None:
            break
        refines += 1
        await run.emit(events.Repaired(
            step=len(run.steps) + 1, attempt=refines, strategy=repair.strategy, reason=repair.reason,
            replaces=attempt.proposal.sentence, sentence=repair.proposal.sentence, note=repair.proposal.note,
            target=_target(repair.proposal)))
        if repair.judged is not None:  # a wait: the same step, judged again on the page as it is now
            attempt = repair.judged
            continue
        _record(run, attempt, entry)
        attempt, entry = await _attempt(page, run, repair.proposal, attempt.after)
    result = _record(run, attempt, entry)
    if attempt.verdict.ok:
        await run.emit(events.Executed(step=len(run.steps), sentence=result.sentence, url=result.url,
                                       verification=attempt.verdict.message, result=result))
    return attempt


async def _prove(page: Page, run: GoalRun, attempt: Attempt) -> Observation:
    """After a step that completed its task, the check steps that prove it (plan/proofs.py: the record's row
    shows the value set, the item's box is ticked), each run on the page as any step is and kept where it passes,
    so that the saved scenario checks on replay what this run verified. Return the page after them."""
    proposal, verdict = attempt.proposal, attempt.verdict
    if not (verdict.ok and verdict.completes):
        return attempt.after
    now = attempt.after
    for proof in proof_steps(run.reading.clauses[proposal.clause], Completed(proposal, attempt.before, now)):
        if run.spending.refusal() is not None:
            break
        now = (await _do(page, run, proof, now)).after  # a failed proof counts as no failure of the run (_learn)
    return now


async def _observed(run: GoalRun, now: Observation) -> None:
    """Remember the page a turn starts on; say where the run is, and what the page offers when it is new."""
    inventory = now.inventory
    run.memory.see(inventory)
    await run.emit(events.PageContext(url=inventory.url, title=inventory.title, headings=inventory.main_headings(),
                                      fingerprint=inventory.fingerprint))
    if inventory.fingerprint != run.shown:
        run.shown = inventory.fingerprint
        await run.emit(events.UiInventory.of(inventory))


async def _start(page: Page, run: GoalRun) -> Observation | None:
    try:
        await navigate(page, run.url, timeout_ms=run.timeout_ms, sentence=f"open {run.url}")
    except StepError as exc:
        run.error = StepFailure(kind=exc.kind or ErrorKind.NAVIGATION_FAILED, message=str(exc))
        return None
    return await observe_page(page, run.timeout_ms)


async def _later(page: Page, run: GoalRun, now: Observation, decision: object) -> Observation | None:
    """A page on which nothing takes the goal further may not be done appearing (an application drawing itself
    late, on a busy machine): once per page, wait for it to change, as a step waits for its element, and look
    again. None when it stays as it is (for STILL_MS) or when this page was waited on already."""
    if not isinstance(decision, GiveUp) or decision.kind is not ErrorKind.ELEMENT_NOT_FOUND \
            or now.inventory.fingerprint in run.waited_on:
        return None
    run.waited_on.add(now.inventory.fingerprint)
    if await still(page, for_ms=STILL_MS, timeout_ms=run.timeout_ms):
        return None
    return await observe_page(page, run.timeout_ms)


async def _dynamic(page: Page, run: GoalRun) -> None:
    """Plan one step, run it, check it, learn; again, on the page as it is now."""
    now = await _start(page, run)
    while now is not None:
        await _observed(run, now)
        decision = await _decide(run, now)
        if (later := await _later(page, run, now, decision)) is not None:
            now = later
            continue
        if not isinstance(decision, Proposal):
            await _finish(page, run, decision, now)
            return
        if _over_budget(run):
            return
        now = await _prove(page, run, await _do(page, run, decision, now))
        if _broken(run):
            return


async def _static(page: Page, run: GoalRun) -> None:
    """Plan every step the page allows, run them all, then plan the next page; after a failed step plan again
    from the page as it is, the failure known, at most `max_replans` times."""
    now = await _start(page, run)
    while now is not None:
        await _observed(run, now)
        fingerprint = now.inventory.fingerprint
        avoid = frozenset(f.sentence for f in run.memory.failures if f.fingerprint == fingerprint)
        planned = await plan_page(run.planner, _situation(run, now, avoid))
        _charge(run)
        if (later := await _later(page, run, now, planned)) is not None:
            now = later
            continue
        if not isinstance(planned, list):
            await _finish(page, run, planned, now)
            return
        for proposal in planned:
            if proposal.target is not None and not now.inventory.offers(proposal.target):
                _refused(run, proposal, now, f'"{proposal.sentence}" names a {proposal.target.role_word} that the '
                                             "page no longer offers")
                break  # the page changed under the plan: plan again from it
            if run.memory.tried[(proposal.sentence, now.inventory.fingerprint)] >= 2:
                run.error = StepFailure(kind=ErrorKind.LOOP_DETECTED, message=(
                    f'Stopped in a loop: "{proposal.sentence}" was planned a third time on the same page '
                    f'("{now.inventory.title or now.url}") and the goal is no nearer.'))
                return
            if _over_budget(run):
                return
            attempt = await _do(page, run, proposal, now)
            now = await _prove(page, run, attempt)
            if _broken(run):
                return
            if not attempt.verdict.ok:
                break
        else:
            continue  # the plan ran: plan the page it led to
        run.replans += 1
        if run.replans > run.max_replans:
            last = run.steps[-1].error
            run.error = StepFailure(kind=last.kind if last else ErrorKind.ASSERTION_FAILED,
                                    candidates=last.candidates if last else [],
                                    message=f"{last.message if last else 'A step failed'} (no re-plan left: "
                                            f"{run.max_replans} allowed)")
            return


def _pending(run: GoalRun) -> list[int]:
    return [index for index in range(len(run.reading.clauses)) if index not in run.memory.done]


@asynccontextmanager
async def page_for(page: Page | None, browser: Browser | None,
                   browser_config: BrowserConfig | None) -> AsyncIterator[Page]:
    """`page` itself, else a page in a new context of `browser`, else of a browser started for it."""
    if page is not None:
        yield page
        return
    if browser is not None:
        context = await browser.new_context()
        try:
            yield await context.new_page()
        finally:
            await context.close()
        return
    async with open_browser(browser_config) as launched:
        context = await launched.new_context()
        yield await context.new_page()


def prepare_goal(goal: str, *, url: str, planner: Planner | None = None, brain: Brain | None = None,
                 budget: Budget | None = None, variables: dict[str, str] | None = None, timeout: float = 10.0,
                 max_failures: int = MAX_FAILURES, settle_ms: float = SETTLE_MS, mode: Mode = "dynamic",
                 max_replans: int = MAX_REPLANS, max_refines_per_step: int = MAX_REFINES_PER_STEP,
                 refine_wait_ms: float | None = None) -> GoalRun:
    """A goal read and ready to run; a goal that cannot start (not understood, no password to log in with)
    comes back with its `error` set. `settle_ms`: how long a step that should change the page is given to;
    `refine_wait_ms`: how much longer the refiner waits for a page that did not (twice `settle_ms` if None)."""
    redactor = Redactor()
    problem: StepFailure | None
    try:
        reading, references = _reading(goal, dict(variables or {}), redactor)
    except ScenarioError as exc:  # an ${env.X} that is not set, a ${vars.x} not given
        reading, references, problem = Reading(), {}, StepFailure(kind=ErrorKind.INVALID_SCENARIO, message=str(exc))
    else:
        problem = _problem(reading, free_form=isinstance(planner, ModelPlanner))
    limits = Budget(max_steps=DEFAULT_MAX_STEPS).overridden_by(budget)
    run = GoalRun(goal=goal, url=url, reading=reading, redactor=redactor, references=references,
                  planner=planner or RulePlanner(), brain=brain, spending=Spending(limits, what="goal run"),
                  timeout_ms=timeout * 1000, max_failures=max_failures, settle_ms=settle_ms, mode=mode,
                  max_replans=max_replans, max_refines_per_step=max_refines_per_step,
                  refine_wait_ms=2 * settle_ms if refine_wait_ms is None else refine_wait_ms)
    run.error = problem
    return run


def result_of(run: GoalRun, elapsed_ms: float) -> GoalResult:
    passed = [step for step in run.steps if step.ok]
    status = RunStatus.SUCCESS if run.reached else RunStatus.PARTIAL if passed else RunStatus.FAILED
    return run.redactor.masked(GoalResult(
        name=run.goal, url=run.url, status=status, steps=run.steps, error=run.error, goal=run.goal,
        understood=run.reading.describe(), plan=run.plan, reached=run.reached, evidence=run.evidence,
        pages=[f"{seen.title} ({seen.url})" for seen in run.memory.pages.values()],
        planner=run.planner.name, planner_usage=run.planner_usage, mode=run.mode, replans=run.replans,
        elapsed_ms=round(elapsed_ms, 1), usage=Usage.total([*(s.usage for s in run.steps), run.planner_usage])))


async def reach(run: GoalRun, *, page: Page | None = None, browser: Browser | None = None,
                browser_config: BrowserConfig | None = None, on_event: EventSink | None = None,
                save: str | Path | None = None) -> GoalResult:
    """Run a prepared goal (see `run_goal`)."""
    started = time.perf_counter()
    run.listener = on_event
    await run.emit(events.GoalStarted(goal=run.goal, url=run.url, understood=run.reading.describe(),
                                      planner=run.planner.name, mode=run.mode))
    if run.error is None:
        try:
            async with page_for(page, browser, browser_config) as goal_page:
                await (_static if run.mode == "static" else _dynamic)(goal_page, run)
        except Error as exc:
            if "has been closed" not in exc.message and "Target crashed" not in exc.message:
                raise
            run.error = StepFailure(kind=ErrorKind.BROWSER_CRASHED, message=exc.message.splitlines()[0])
        except BrowserCrashed as exc:
            run.error = StepFailure(kind=ErrorKind.BROWSER_CRASHED, message=str(exc))
    result = result_of(run, (time.perf_counter() - started) * 1000)
    if save is not None and run.reached:
        from plainwright.output.saved_goal import save_goal

        saved = save_goal(run.record(), save)
        result = result.model_copy(update={"saved": str(saved.scenario), "needs": saved.variables})
    await run.emit(events.Final(result=result))
    return result


async def run_goal(goal: str, *, url: str, page: Page | None = None, browser: Browser | None = None,
                   browser_config: BrowserConfig | None = None, planner: Planner | None = None,
                   brain: Brain | None = None, budget: Budget | None = None, variables: dict[str, str] | None = None,
                   timeout: float = 10.0, max_failures: int = MAX_FAILURES, on_event: EventSink | None = None,
                   save: str | Path | None = None, mode: Mode = "dynamic", max_replans: int = MAX_REPLANS,
                   max_refines_per_step: int = MAX_REFINES_PER_STEP) -> GoalResult:
    """Reach `goal` on the site at `url`, one verified step at a time; return every step tried and the verdict.

    `await run_goal('Log in as "alice" with password "s3cret" and open the settings', url=URL)`. The planner
    is the offline RulePlanner unless given; credentials the goal does not name come from `variables`
    (username, password). `budget` limits the run (30 steps unless it says otherwise). `save="NAME.plain.yaml"`
    writes the validated steps as a scenario with its lock file when the goal is reached. Pass `page=` to run on
    your own Playwright page, `browser=` to run in a new context of your browser. `mode="static"` plans all the
    steps a page allows at once and plans again after a failed step, at most `max_replans` times. A failed step
    is repaired in place (a synonym of its label, another control of its form, a wait) at most
    `max_refines_per_step` times. `on_event` receives each event of the run as it happens (run/goal_events.py;
    it may be a coroutine function); `stream_goal` yields them.
    """
    run = prepare_goal(goal, url=url, planner=planner, brain=brain, budget=budget, variables=variables,
                       timeout=timeout, max_failures=max_failures, mode=mode, max_replans=max_replans,
                       max_refines_per_step=max_refines_per_step)
    return await reach(run, page=page, browser=browser, browser_config=browser_config, on_event=on_event, save=save)


async def stream_goal(goal: str, *, url: str, page: Page | None = None, browser: Browser | None = None,
                      browser_config: BrowserConfig | None = None, planner: Planner | None = None,
                      brain: Brain | None = None, budget: Budget | None = None,
                      variables: dict[str, str] | None = None, timeout: float = 10.0,
                      save: str | Path | None = None, mode: Mode = "dynamic", max_replans: int = MAX_REPLANS,
                      max_refines_per_step: int = MAX_REFINES_PER_STEP) -> AsyncGenerator[GoalEvent, None]:
    """`async for event in stream_goal(goal, url=URL): ...`: `run_goal`'s run, as its events, as they happen;
    the last is `final`, holding the GoalResult. Closing the stream early (`contextlib.aclosing`) stops the run
    and closes its browser."""
    queue: asyncio.Queue[GoalEvent | BaseException | None] = asyncio.Queue()

    async def run() -> None:
        try:
            await run_goal(goal, url=url, page=page, browser=browser, browser_config=browser_config, planner=planner,
                           brain=brain, budget=budget, variables=variables, timeout=timeout, save=save, mode=mode,
                           max_replans=max_replans, max_refines_per_step=max_refines_per_step,
                           on_event=queue.put_nowait)
        except Exception as exc:  # handed to the consumer, raised where it iterates
            queue.put_nowait(exc)
        else:
            queue.put_nowait(None)

    task = asyncio.create_task(run())
    try:
        while (item := await queue.get()) is not None:
            if isinstance(item, BaseException):
                raise item
            yield item
    finally:
        task.cancel()
        with suppress(asyncio.CancelledError):
            await task
