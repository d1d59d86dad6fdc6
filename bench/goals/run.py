"""The goal-mode benchmark: every goal of goals.yaml, in English and German, planned dynamically and statically
by plainwright's offline rule planner on the bundled demo app and the real applications of bench/realapps/,
judged by the application's state, then replayed from the scenario and lock the run saved.

    .venv/bin/python bench/goals/run.py                          # everything (about 8 min on the first run)
    .venv/bin/python bench/goals/run.py --app django_admin --lang de --mode static --goal login
    .venv/bin/python bench/goals/run.py --json out.json --save-dir /tmp/goals   # keep the saved scenarios
    .venv/bin/python bench/goals/run.py --check-judges   # no goal runs: are the judges right? (references.yaml)

Each run starts on a freshly reset application in a new browser context. It is judged ok when the goal's
judge accepts the state the run left: the application's own judge of a bench/realapps scenario (when the goal
asks for exactly that scenario's outcome with the same values), or the goal's check of the final page's
address and text. plainwright's own verdict (`reached`) is recorded beside it and never used to judge: a run
plainwright calls reached that the judge refuses is a FALSE SUCCESS, the worst outcome, printed on its own line.
A reached run's saved scenario is then replayed with its lock on a reset application: the replay is ok when
it passes, every step comes from the lock (none resolved or healed), no brain was called, and the judge
accepts the state it left. The goals of a `held_out` app (Wagtail, Trac, I Hate Money, An Otter Wiki, Fava, MLflow)
are reported apart, not to be tuned on. An application with a German site of its own (Trac's /beacon-de/, I Hate
Money's /lang/de) gives a goal `url_de` and `judge_de`: the German goal starts there and is judged there.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import json
import os
import re
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Literal, cast

import yaml
from playwright.async_api import Browser, Page, async_playwright
from playwright.async_api import TimeoutError as PlaywrightTimeout

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
REALAPPS = ROOT / "bench" / "realapps"
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "src"))

from realapps.common import RealApp, Verdict  # noqa: E402

from plainwright import Budget, GoalResult, RuleBrain, RunResult, StepSource, run_scenario  # noqa: E402
from plainwright.browser.launch import launch_browser  # noqa: E402
from plainwright.config import BrowserConfig  # noqa: E402
from plainwright.demo.server import StaticServer, demo_site  # noqa: E402
from plainwright.run.goal import GoalRun, prepare_goal, reach  # noqa: E402

LANGS = ("en", "de")
MODES = ("dynamic", "static")
GOAL_SECONDS = 240.0  # the wall-time budget plainwright is given for one goal
GUARD_SECONDS = 420.0  # past this the bench gives up on a run that ignored its budget
SETTLE_MS = 5000.0  # how long the judge waits for a page to settle before it looks
_REFERENCE = re.compile(r"\$\{env\.([A-Za-z_][A-Za-z0-9_]*)\}")


# ---- the goals ----------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Goal:
    app: str
    id: str
    kind: str
    url: dict[str, str]  # language -> where the run starts (`url_de` for German when the app has a German site)
    text: dict[str, str]  # language -> the goal's words
    judge: dict[str, dict[str, Any]]  # language -> {scenario: STEM} or {url_contains, shows, not_shows} (`judge_de`)
    variables: dict[str, str]
    held_out: bool

    def differs(self, lang: str) -> bool:
        """Whether the goal starts elsewhere or is judged otherwise in this language than in English."""
        return self.url[lang] != self.url["en"] or self.judge[lang] != self.judge["en"]


def load_goals(path: Path) -> dict[str, list[Goal]]:
    """goals.yaml as app -> goals, checked so that a typo fails before any browser starts."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    goals: dict[str, list[Goal]] = {}
    for app, entry in data.items():
        held_out = bool(entry.get("held_out", False))
        goals[app] = []
        for raw in entry["goals"]:
            judges = {"en": raw["judge"], "de": raw.get("judge_de", raw["judge"])}
            for judge in judges.values():
                if not set(judge) <= {"scenario", "url_contains", "shows", "not_shows"} or not judge:
                    raise SystemExit(f"{app}/{raw['id']}: a judge is a scenario stem or url_contains/shows/not_shows")
            goals[app].append(Goal(app=app, id=raw["id"], kind=raw["kind"],
                                   url={"en": raw["url"], "de": raw.get("url_de", raw["url"])},
                                   text={"en": " ".join(raw["text"].split()), "de": " ".join(raw["text_de"].split())},
                                   judge=judges, variables=dict(raw.get("variables", {})), held_out=held_out))
        if len({goal.id for goal in goals[app]}) != len(goals[app]):
            raise SystemExit(f"{app}: two goals share an id")
    return goals


# ---- the applications ---------------------------------------------------------------------------------------

class DemoApp:
    """The bundled Acme Support demo (what `plainwright demo` serves), on a free port. All of its state lives in
    the browser's sessionStorage, so a new browser context is a reset application."""

    name = "demo"

    def __init__(self) -> None:
        self.server: StaticServer | None = None

    @property
    def base(self) -> str:
        assert self.server is not None, "start() first"
        return self.server.url

    def install(self) -> None:
        """Bundled with plainwright: nothing to install."""

    def start(self) -> None:
        self.server = StaticServer(demo_site()).start()

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None

    def reset(self) -> None:
        """Nothing outside the browser to reset: every run has a new context."""

    async def judge(self, scenario: str, page: Page) -> Verdict:
        return Verdict(False, f"the demo app has no scenario judge ({scenario}); give the goal a page check")


def application(name: str) -> RealApp | DemoApp:
    if name == "demo":
        return DemoApp()
    return cast(RealApp, importlib.import_module(f"realapps.{name}.app").APP)


def start_url(goal: Goal, lang: str, app: RealApp | DemoApp) -> str:
    url = goal.url[lang]
    return url.replace("{base}", app.base) if isinstance(app, DemoApp) else url


async def settle(page: Page) -> None:
    """Wait until the page has had no request under way for half a second (at most SETTLE_MS), then for its
    load event: what a user would wait for before looking."""
    try:
        await page.wait_for_load_state("networkidle", timeout=SETTLE_MS)
        await page.wait_for_load_state("load", timeout=SETTLE_MS)
    except PlaywrightTimeout:
        return  # a page that keeps a connection open (polling) is judged as it stands


async def judge(goal: Goal, lang: str, app: RealApp | DemoApp, page: Page) -> Verdict:
    """The goal's judge in this language on the state the run left (never plainwright's verdict), once the page
    has settled: a replay ends right after its last action, which may have started a navigation (a search form's
    submit)."""
    await settle(page)
    check = goal.judge[lang]
    if "scenario" in check:
        return await app.judge(check["scenario"], page)
    # the text as rendered, compared without case: a style may show "Log out" as "LOG OUT"
    body = (await page.inner_text("body") if await page.locator("body").count() else "").casefold()
    problems = [f"the address {page.url} lacks {want!r}" for want in check.get("url_contains", [])
                if want not in page.url]
    problems += [f"the page does not show {want!r}" for want in check.get("shows", [])
                 if want.casefold() not in body]
    problems += [f"the page shows {unwanted!r}" for unwanted in check.get("not_shows", [])
                 if unwanted.casefold() in body]
    return Verdict(not problems, "; ".join(problems) if problems else f"at {page.url}, the page shows what it should")


# ---- one run ------------------------------------------------------------------------------------------------

@dataclass(slots=True)
class Outcome:
    app: str
    goal: str
    kind: str
    lang: str
    mode: str
    held_out: bool
    reached: bool = False
    judged_ok: bool = False
    false_success: bool = False
    steps: int = 0
    steps_ok: int = 0
    proposals: int = 0  # the steps the planner proposed that the loop ran (GoalResult.plan)
    brain_calls: int = 0
    replans: int = 0
    error: str = ""
    judge: str = ""
    evidence: str = ""
    failures: list[str] = field(default_factory=list)
    saved: bool = False
    replay_ok: bool | None = None  # None: nothing to replay (the goal was not reached)
    replay_brain_calls: int = 0
    replay_not_from_lock: int = 0  # steps of the replay resolved or healed instead of replayed
    replay_judged_ok: bool | None = None
    replay_detail: str = ""
    elapsed_s: float = 0.0
    crashed: bool = False

    @property
    def mark(self) -> str:
        if self.crashed:
            return "CRASH"
        if self.false_success:
            return "FALSE"
        if self.judged_ok:
            return "ok" if self.reached else "ok*"  # the state is right, plainwright did not say so
        return "FAIL"


def _failures(result: RunResult) -> list[str]:
    lines = [f"{i}. {step.sentence!r}: {step.error.kind}: {step.error.message}"
             + (f" | closest: {'; '.join(step.error.candidates[:3])}" if step.error.candidates else "")
             for i, step in enumerate(result.steps, 1) if step.error is not None]
    if result.error is not None:
        lines.insert(0, f"run: {result.error.kind}: {result.error.message}")
    return lines


def replay_environment(saved: Path, run: GoalRun) -> dict[str, str]:
    """The value of each `${env.X}` the saved scenario needs, found by lining its steps up with the steps the
    run kept (which hold the values the saved file replaced by references)."""
    steps = yaml.safe_load(saved.read_text(encoding="utf-8"))["steps"]
    values: dict[str, str] = {}
    for written, kept in zip(steps, run.kept, strict=True):
        text = written if isinstance(written, str) else str(written.get("do", ""))
        names = _REFERENCE.findall(text)
        if not names:
            continue
        pattern = "".join(re.escape(part) if i % 2 == 0 else "(.+?)"
                          for i, part in enumerate(_REFERENCE.split(text)))
        found = re.fullmatch(pattern, kept.sentence)
        if found is None:
            raise ValueError(f"cannot line up {text!r} with the step the run kept")
        values.update(zip(names, found.groups(), strict=True))
    return values


@contextmanager
def environment(values: dict[str, str]) -> Iterator[None]:
    old = {name: os.environ.get(name) for name in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for name, value in old.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


async def run_one(goal: Goal, lang: str, mode: str, app: RealApp | DemoApp, browser: Browser,
                  save_dir: Path) -> Outcome:
    outcome = Outcome(goal.app, goal.id, goal.kind, lang, mode, goal.held_out)
    started = time.perf_counter()
    app.reset()
    context = await browser.new_context(viewport={"width": 1280, "height": 800})
    page = await context.new_page()
    target = save_dir / f"{goal.app}-{goal.id}-{lang}-{mode}.plain.yaml"
    try:
        run = prepare_goal(goal.text[lang], url=start_url(goal, lang, app), variables=goal.variables,
                           mode=cast(Literal["dynamic", "static"], mode), budget=Budget(max_seconds=GOAL_SECONDS))
        result: GoalResult = await asyncio.wait_for(reach(run, page=page, save=target), GUARD_SECONDS)
        verdict = await judge(goal, lang, app, page)
    except Exception as exc:  # a crash of the bench, the app or plainwright is a failed run, not the end
        outcome.crashed, outcome.error = True, f"{type(exc).__name__}: {exc}".splitlines()[0]
        outcome.elapsed_s = round(time.perf_counter() - started, 1)
        await context.close()
        return outcome
    await context.close()
    outcome.reached, outcome.judged_ok = result.reached, verdict.ok
    outcome.false_success = result.reached and not verdict.ok
    outcome.steps, outcome.steps_ok = len(result.steps), sum(step.ok for step in result.steps)
    outcome.proposals, outcome.brain_calls, outcome.replans = len(result.plan), result.usage.brain_calls, result.replans
    outcome.error = f"{result.error.kind}: {result.error.message}" if result.error is not None else ""
    outcome.judge, outcome.evidence, outcome.failures = verdict.detail, result.evidence or "", _failures(result)
    if result.saved:
        outcome.saved = True
        await replay(outcome, goal, lang, Path(result.saved), run, app, browser)
    outcome.elapsed_s = round(time.perf_counter() - started, 1)
    return outcome


async def replay(outcome: Outcome, goal: Goal, lang: str, saved: Path, run: GoalRun, app: RealApp | DemoApp,
                 browser: Browser) -> None:
    """Replay the saved scenario with its lock on a reset application: it must pass from the lock alone."""
    app.reset()
    context = await browser.new_context(viewport={"width": 1280, "height": 800})
    page = await context.new_page()
    try:
        with environment(replay_environment(saved, run)):
            result = await asyncio.wait_for(run_scenario(saved, page=page, brain=RuleBrain(), lock=True),
                                            GUARD_SECONDS)
        verdict = await judge(goal, lang, app, page)
    except Exception as exc:
        outcome.replay_ok, outcome.replay_detail = False, f"{type(exc).__name__}: {exc}".splitlines()[0]
        await context.close()
        return
    await context.close()
    outcome.replay_brain_calls = result.usage.brain_calls
    outcome.replay_not_from_lock = sum(step.source != StepSource.REPLAYED for step in result.steps)
    outcome.replay_judged_ok = verdict.ok
    outcome.replay_ok = (result.ok and outcome.replay_brain_calls == 0 and outcome.replay_not_from_lock == 0
                         and verdict.ok)
    problems = _failures(result)
    if outcome.replay_not_from_lock:
        problems.append(f"{outcome.replay_not_from_lock} step(s) resolved or healed, not replayed: "
                        + ", ".join(f"{s.sentence!r} ({s.source})" for s in result.steps
                                    if s.source != StepSource.REPLAYED))
    outcome.replay_detail = "; ".join(problems) if problems else f"{len(result.steps)} steps from the lock"
    if not verdict.ok:
        outcome.replay_detail += f"; judge after the replay: {verdict.detail}"


# ---- the bench ----------------------------------------------------------------------------------------------

def report(outcome: Outcome) -> None:
    replay_text = ("-" if outcome.replay_ok is None else
                   f"{'ok' if outcome.replay_ok else 'FAIL'} ({outcome.replay_brain_calls} brain calls, "
                   f"{outcome.replay_not_from_lock} not from the lock, judge "
                   f"{'ok' if outcome.replay_judged_ok else 'refuses'})")
    print(f"  {outcome.mark:5} {outcome.app}/{outcome.goal} [{outcome.lang} {outcome.mode}]  "
          f"reached {'yes' if outcome.reached else 'no'}; steps {outcome.steps_ok}/{outcome.steps}, "
          f"proposals {outcome.proposals}, brain calls {outcome.brain_calls}, replans {outcome.replans}; "
          f"replay {replay_text}; {outcome.elapsed_s} s", flush=True)
    if outcome.false_success:
        print(f"  FALSE SUCCESS: {outcome.app}/{outcome.goal} [{outcome.lang} {outcome.mode}]: plainwright says "
              f"reached ({outcome.evidence}), the judge says: {outcome.judge}", flush=True)
    print(f"        judge: {outcome.judge}" if not outcome.crashed else f"        crashed: {outcome.error}", flush=True)
    for line in outcome.failures:
        print(f"        {line}", flush=True)
    if outcome.replay_ok is False:
        print(f"        replay: {outcome.replay_detail}", flush=True)


@asynccontextmanager
async def serving(name: str, config: BrowserConfig) -> AsyncIterator[tuple[RealApp | DemoApp, Browser]]:
    """The application installed and started, and a browser; both stopped after."""
    app = application(name)
    app.install()
    app.start()
    try:
        async with async_playwright() as playwright:
            browser = await launch_browser(playwright, config)
            try:
                yield app, browser
            finally:
                await browser.close()
    finally:
        app.stop()


async def run_app(name: str, goals: list[Goal], langs: list[str], modes: list[str], config: BrowserConfig,
                  save_dir: Path) -> list[Outcome]:
    outcomes = []
    async with serving(name, config) as (app, browser):
        for goal in goals:
            for lang in langs:
                for mode in modes:
                    outcomes.append(await run_one(goal, lang, mode, app, browser, save_dir))
                    report(outcomes[-1])
    return outcomes


def _rate(part: int, whole: int) -> str:
    return f"{part}/{whole} ({part / whole:.0%})" if whole else "-"


def totals(outcomes: list[Outcome]) -> dict[str, Any]:
    reached = [o for o in outcomes if o.reached]
    return {"runs": len(outcomes), "judged_ok": sum(o.judged_ok for o in outcomes),
            "reached": len(reached), "false_successes": sum(o.false_success for o in outcomes),
            "crashes": sum(o.crashed for o in outcomes), "replays": sum(o.replay_ok is not None for o in outcomes),
            "replays_ok": sum(bool(o.replay_ok) for o in outcomes),
            "by": {f"{lang} {mode}": [sum(o.judged_ok for o in outcomes if o.lang == lang and o.mode == mode),
                                      sum(1 for o in outcomes if o.lang == lang and o.mode == mode)]
                   for lang in LANGS for mode in MODES}}


def print_tables(outcomes: list[Outcome], langs: list[str], modes: list[str]) -> None:
    columns = [(lang, mode) for lang in langs for mode in modes]
    for name in dict.fromkeys(o.app for o in outcomes):
        mine = [o for o in outcomes if o.app == name]
        held = " (held out)" if mine[0].held_out else ""
        print(f"\n{name}{held}")
        print(f"  {'goal':22} {'kind':9} " + " ".join(f"{lang + ' ' + mode:11}" for lang, mode in columns)
              + "  replays")
        for goal in dict.fromkeys(o.goal for o in mine):
            row = {(o.lang, o.mode): o for o in mine if o.goal == goal}
            cells = []
            for column in columns:
                found = row.get(column)
                cells.append(f"{found.mark if found else '':11}")
            replays = [o.replay_ok for o in row.values() if o.replay_ok is not None]
            kind = next(iter(row.values())).kind
            print(f"  {goal:22} {kind:9} " + " ".join(cells) + f"  {sum(replays)}/{len(replays)}")
    print("\nok: judged ok; ok*: judged ok though plainwright did not call the goal reached; FALSE: plainwright called "
          "it reached, the judge refuses; FAIL: neither; replays: ok of those saved\n")
    groups: list[tuple[str, list[Outcome]]] = [(name, [o for o in outcomes if o.app == name])
                                               for name in dict.fromkeys(o.app for o in outcomes)]
    groups.append(("development (not held out)", [o for o in outcomes if not o.held_out]))
    held_out = ", ".join(dict.fromkeys(o.app for o in outcomes if o.held_out))
    groups.append((f"held out ({held_out})", [o for o in outcomes if o.held_out]))
    groups = [(label, group) for label, group in groups if group]
    width = max(26, *(len(label) for label, _ in groups))
    header = " ".join(f"{lang + ' ' + mode:15}" for lang, mode in columns)
    print(f"{'judged ok':{width}} {header}  {'all':15} {'false succ.':11} {'replays ok':13} reached")
    for label, group in groups:
        sums = totals(group)
        rates = " ".join(f"{_rate(*sums['by'][f'{lang} {mode}']):15}" for lang, mode in columns)
        print(f"{label:{width}} {rates}  {_rate(sums['judged_ok'], sums['runs']):15} {sums['false_successes']:<11} "
              f"{_rate(sums['replays_ok'], sums['replays']):13} {_rate(sums['reached'], sums['runs'])}")


async def check_judge(goal: Goal, lang: str, app: RealApp | DemoApp, browser: Browser, steps: list[str] | None,
                      scratch: Path) -> tuple[bool, str]:
    """Whether the goal's judge in this language refuses the page the goal starts on and accepts the state that
    hand-written steps reaching the goal leave (references.yaml's, else the bed scenario's own file for a scenario
    judge that has one)."""
    check = goal.judge[lang]
    bed_scenario = REALAPPS / goal.app / "scenarios" / f"{check.get('scenario')}.plain.yaml"
    if steps is None and "scenario" in check and bed_scenario.exists():
        reference = bed_scenario
    elif steps is None:
        return False, "no reference steps in references.yaml"
    else:
        reference = scratch / f"reference-{goal.app}-{goal.id}-{lang}.plain.yaml"
        reference.write_text(yaml.safe_dump({"name": f"reference for {goal.app}/{goal.id} ({lang})",
                                             "url": start_url(goal, lang, app), "steps": steps}, allow_unicode=True))
    app.reset()
    context = await browser.new_context(viewport={"width": 1280, "height": 800})
    page = await context.new_page()
    try:
        await page.goto(start_url(goal, lang, app))
        before = await judge(goal, lang, app, page)
        result = await run_scenario(reference, page=page, brain=RuleBrain(), lock=False)
        after = await judge(goal, lang, app, page)
    finally:
        await context.close()
    problems = [f"accepts the start page ({before.detail})"] if before.ok else []
    problems += [f"the reference failed: {line}" for line in _failures(result)]
    problems += [] if after.ok else [f"refuses the reference's end ({after.detail})"]
    return not problems, "; ".join(problems) if problems else f"refuses the start, accepts the end ({after.detail})"


async def check_judges(name: str, goals: list[Goal], references: dict[str, list[str]], langs: list[str],
                       config: BrowserConfig, scratch: Path) -> list[bool]:
    """Each goal's English judge, and its German one where the goal starts elsewhere or is judged otherwise in
    German (references.yaml names that one's steps `<id>@de`)."""
    verdicts = []
    async with serving(name, config) as (app, browser):
        for goal in goals:
            for lang in langs:
                if lang != "en" and not goal.differs(lang):
                    continue
                key = goal.id if lang == "en" else f"{goal.id}@{lang}"
                ok, detail = await check_judge(goal, lang, app, browser, references.get(key), scratch)
                verdicts.append(ok)
                shown = goal.id if lang == "en" and not goal.differs("de") else f"{goal.id} [{lang}]"
                print(f"  {'ok' if ok else 'WRONG':5} {goal.app}/{shown}: {detail}", flush=True)
    return verdicts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--app", action="append", default=[], help="demo or a bench/realapps folder (repeatable)")
    parser.add_argument("--goal", action="append", default=[], help="only the goals with this id (repeatable)")
    parser.add_argument("--lang", choices=LANGS, action="append", default=[], help="en or de (default both)")
    parser.add_argument("--mode", choices=MODES, action="append", default=[], help="dynamic or static (default both)")
    parser.add_argument("--json", type=Path, help="write every run's outcome and the totals here")
    parser.add_argument("--save-dir", type=Path, help="keep the scenarios and locks the runs saved here")
    parser.add_argument("--goals", type=Path, default=HERE / "goals.yaml", help="the goals file")
    parser.add_argument("--references", type=Path, default=HERE / "references.yaml",
                        help="the hand-written steps --check-judges runs")
    parser.add_argument("--check-judges", action="store_true",
                        help="no goal runs: show each judge refuses the start page and accepts hand-written steps' end")
    args = parser.parse_args()
    goals = load_goals(args.goals)
    unknown = set(args.app) - set(goals)
    if unknown:
        raise SystemExit(f"no goals for {', '.join(sorted(unknown))} (have: {', '.join(goals)})")
    langs, modes = args.lang or list(LANGS), args.mode or list(MODES)
    config = BrowserConfig.from_env(local_only=True)
    outcomes: list[Outcome] = []
    references = yaml.safe_load(args.references.read_text(encoding="utf-8"))
    checked: list[bool] = []
    with tempfile.TemporaryDirectory(prefix="plainwright-goals-") as scratch:
        save_dir = args.save_dir or Path(scratch)
        save_dir.mkdir(parents=True, exist_ok=True)
        for name in args.app or list(goals):
            chosen = [goal for goal in goals[name] if not args.goal or goal.id in args.goal]
            if not chosen:
                continue
            print(f"▶ {name}" + (" (held out)" if chosen[0].held_out else ""), flush=True)
            if args.check_judges:
                checked += asyncio.run(check_judges(name, chosen, references.get(name, {}), langs, config,
                                                    save_dir))
            else:
                outcomes += asyncio.run(run_app(name, chosen, langs, modes, config, save_dir))
    if args.check_judges:
        print(f"\njudges right: {sum(checked)}/{len(checked)}")
        sys.exit(0 if all(checked) else 1)
    print_tables(outcomes, langs, modes)
    if args.json:
        args.json.write_text(json.dumps({"totals": totals(outcomes),
                                         "outcomes": [asdict(o) for o in outcomes]}, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
