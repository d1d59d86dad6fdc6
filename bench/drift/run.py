"""The drift bench: does a replay from the lock file, after the application changed, act on the record the user
named? Measured from the outside, through the `plainwright` command, judged by the application's own state.

    .venv/bin/python bench/drift/run.py                         # every case (about 15 min)
    .venv/bin/python bench/drift/run.py --app fixture --app roundup
    .venv/bin/python bench/drift/run.py --case fx-delete-grace  # a scenario's cases, or one: fx-delete-grace/reordered
    .venv/bin/python bench/drift/run.py --json out.json --no-noheal

A case is a plain-English scenario a user would write, naming the record they mean (`Click Delete in the row of
"Grace Hopper" and confirm`), and a DRIFT of the application (cases/*.yaml). For each scenario:

1. reset the application, `plainwright run --fresh` (writes NAME.lock.yaml), judge it: the scenario's baseline.
   A scenario whose baseline is not RIGHT measures no drift: its cases are listed as NO BASELINE, out of the
   totals. (A scenario may instead be a saved goal: `plainwright goal --save` writes the scenario and its lock.)
2. for each drift: reset the application, apply the drift (to its data, or to its markup through its own
   settings), put the baseline's lock back, snapshot the state, `plainwright run` (healing on), snapshot again
   and judge; then the same with `--no-heal`.

The judge compares the application's records before and after the replay (its database, or the fixture's own
state), never plainwright's report, except for whether plainwright said it passed (its exit code):

    RIGHT         passed, and the named record changed as asked, nothing else changed
    HONEST FAIL   reported failed and made no wrong change (also when the named record is gone: the right outcome)
    FALSE PASS    reported passed, but the named record did not change as asked (or no longer exists)
    WRONG ACTION  another record was changed (deleted, edited, created), whatever was reported

Each replay also records how its steps were done (replayed / healed / resolved, from the JSON), which record a
wrong change hit, and the POST requests the application received: a request for another record that changed
nothing (the application refused it, or it was already so) does not make a WRONG ACTION, but is marked ASKED in
the detail and counted apart. Results, scenarios, locks and each run's JSON and output are kept under
bench/drift/results/ (not committed).

Adding a case: a scenario in cases/APP.yaml (`id`, `title`, `url`, `steps` or `goal`, `target`: the table, a
`where` naming the record in the state's columns, and `expect`: `deleted` or `{set: {column: value}}`; a list of
targets for a step that touches several) with its `drifts` (each a `kind` from KINDS, a `note`, the `apply` ops
the bed understands, see the header of each case file; an `id` when a kind repeats). A new application is a
class in beds.py with install / start / stop / reset, `apply(op)`, `state()`, `posts()` and `asked()`, added to
BEDS. The bench never reads plainwright's code: only its command, exit code and --json.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))

from beds import BEDS, State, stop_quietly  # noqa: E402

RESULTS = HERE / "results"
CASES = HERE / "cases"
PLAINWRIGHT = Path(sys.executable).parent / "plainwright"
RUN_TIMEOUT_S = 240.0
KINDS = ("reordered", "inserted_before", "neighbour_deleted", "target_deleted", "lookalike", "label_or_id_changed",
         "column_added", "paged", "in_menu")
VERDICTS = ("RIGHT", "HONEST FAIL", "FALSE PASS", "WRONG ACTION")


# ---- cases -------------------------------------------------------------------------------------------------

@dataclass(slots=True)
class Drift:
    id: str
    kind: str
    note: str
    apply: list[dict[str, Any]]


@dataclass(slots=True)
class Scenario:
    app: str
    id: str
    title: str
    url: str
    steps: list[Any]
    goal: str
    targets: list[dict[str, Any]]  # each {table, where, expect: deleted | {set: {...}}}
    drifts: list[Drift]


def load_cases() -> list[Scenario]:
    scenarios: list[Scenario] = []
    for path in sorted(CASES.glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        app = data["app"]
        if app not in BEDS:
            raise SystemExit(f"{path.name}: unknown app {app!r}")
        for raw in data["scenarios"]:
            targets = raw["target"] if isinstance(raw["target"], list) else [raw["target"]]
            for target in targets:
                target.setdefault("expect", raw.get("expect"))
                if target["expect"] is None:
                    raise SystemExit(f"{path.name}: {raw['id']}: a target without `expect`")
            drifts = []
            for d in raw.get("drifts", []):
                if d["kind"] not in KINDS:
                    raise SystemExit(f"{path.name}: {raw['id']}: unknown drift kind {d['kind']!r} (know {KINDS})")
                drifts.append(Drift(d.get("id", d["kind"]), d["kind"], d.get("note", ""), d["apply"]))
            ids = [d.id for d in drifts]
            if len(ids) != len(set(ids)):
                raise SystemExit(f"{path.name}: {raw['id']}: two drifts with one id; give one an `id`")
            if bool(raw.get("steps")) == bool(raw.get("goal")):
                raise SystemExit(f"{path.name}: {raw['id']}: give `steps` or `goal`, not both")
            scenarios.append(Scenario(app, raw["id"], raw.get("title", raw["id"]), raw["url"], raw.get("steps") or [],
                                      raw.get("goal", ""), targets, drifts))
    seen = Counter(s.id for s in scenarios)
    if dupes := [k for k, n in seen.items() if n > 1]:
        raise SystemExit(f"scenario ids used twice: {dupes}")
    return scenarios


# ---- judging -----------------------------------------------------------------------------------------------

def _matches(row: dict[str, Any], where: dict[str, Any]) -> bool:
    return all(row.get(k) == v for k, v in where.items())


def _label(table: str, key: Any, row: dict[str, Any] | None) -> str:
    if row:
        for column in ("name", "title", "number", "username"):
            if column in row:
                return f"{table} {key} ({row[column]})"
    return f"{table} {key}"


def changes(pre: State, post: State) -> list[tuple[str, Any, str]]:
    """(table, key, what) for every record created, deleted or changed."""
    found = []
    for table in pre.keys() | post.keys():
        before, after = pre.get(table, {}), post.get(table, {})
        for key in before.keys() | after.keys():
            old, new = before.get(key), after.get(key)
            if old == new:
                continue
            if old is None:
                found.append((table, key, f"{_label(table, key, new)} created"))
            elif new is None:
                found.append((table, key, f"{_label(table, key, old)} deleted"))
            else:
                diff = ", ".join(f"{c} {old[c]!r}->{new.get(c)!r}" for c in old if old[c] != new.get(c))
                found.append((table, key, f"{_label(table, key, old)} changed: {diff}"))
    return sorted(found, key=lambda c: (c[0], str(c[1])))


def asked_others(scenario: Scenario, pre: State, post: State, asked: list[tuple[str, Any]]) -> list[str]:
    """The records of the targets' tables that the application was asked to change (its POST requests) but that
    are not the named ones and did not change: a wrong request the application refused or that changed nothing
    (e.g. a delete its foreign keys forbid, or shipping an order already shipped)."""
    tables = {t["table"] for t in scenario.targets}
    named = {(t["table"], k) for t in scenario.targets for k, row in pre[t["table"]].items()
             if _matches(row, t["where"])}
    found = []
    for table, key in dict.fromkeys(asked):
        if table in tables and (table, key) not in named and pre[table].get(key) == post[table].get(key):
            found.append(f"{_label(table, key, pre[table].get(key))} asked for, not changed")
    return found


def judge(scenario: Scenario, pre: State, post: State, passed: bool) -> tuple[str, bool, str]:
    """(verdict, whether every named record still existed before the run, what the state shows)."""
    wanted: dict[tuple[str, Any], Any] = {}
    exists = True
    for target in scenario.targets:
        keys = [k for k, row in pre[target["table"]].items() if _matches(row, target["where"])]
        if not keys:
            exists = False
        for key in keys:
            wanted[(target["table"], key)] = target["expect"]
    changed = changes(pre, post)
    others = [what for table, key, what in changed if (table, key) not in wanted]
    missing = []
    for (table, key), expect in wanted.items():
        row = post[table].get(key)
        if expect == "deleted":
            if row is not None:
                missing.append(f"{_label(table, key, row)} not deleted")
        else:
            if row is None:
                missing.append(f"{_label(table, key, pre[table][key])} deleted (wanted {expect['set']})")
            else:
                off = {c: row.get(c) for c, v in expect["set"].items() if row.get(c) != v}
                if off:
                    missing.append(f"{_label(table, key, row)} has {off} (wanted {expect['set']})")
    if not exists:
        missing.insert(0, "the named record does not exist")
    notes = "; ".join([*(f"WRONG: {o}" for o in others), *missing]) or "as asked"
    if others:
        return "WRONG ACTION", exists, notes
    if not missing:
        return ("RIGHT" if passed else "HONEST FAIL"), exists, notes if passed else "state right, reported failed"
    return ("FALSE PASS" if passed else "HONEST FAIL"), exists, notes


# ---- running plainwright -----------------------------------------------------------------------------------

@dataclass(slots=True)
class Run:
    exit_code: int
    status: str
    elapsed_s: float
    sources: dict[str, int]
    failed_step: str
    actions: list[str]

    @property
    def passed(self) -> bool:
        return self.exit_code == 0


def plainwright(args: list[str], *, cwd: Path, env: dict[str, str], json_out: Path, log: Path) -> Run:
    started = time.perf_counter()
    json_out.unlink(missing_ok=True)
    with log.open("w") as out:
        process = subprocess.Popen([str(PLAINWRIGHT), *args, "--json", str(json_out)], cwd=cwd,
                                   env={**os.environ, **env}, stdout=out, stderr=subprocess.STDOUT,
                                   start_new_session=True)
        try:
            code = process.wait(timeout=RUN_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGTERM)
            try:
                code = process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                code = process.wait()
            code = code if code not in (0, None) else 124
    elapsed = time.perf_counter() - started
    status, sources, failed, actions = "no json", Counter(), "", []
    if json_out.exists():
        result = json.loads(json_out.read_text())
        status = result.get("status", "?")
        for number, step in enumerate(result.get("steps", []), 1):
            sources[step.get("source") or "none"] += 1
            for action in step.get("actions") or []:
                element = action.get("element") or {}
                name = f"{element.get('role', '')} {element.get('name', '')!r}".strip() if element else ""
                where = action.get("locator") or ""
                mark = f" healed from {action['healed_from']}" if action.get("healed_from") else ""
                actions.append(f"{number}. [{step.get('source')}] {action.get('kind')} {name} via {where}{mark}")
            if step.get("error") and not failed:
                error = step["error"]
                failed = f"step {number} {error.get('kind')}: {error.get('message', '')[:160]}"
        if result.get("error") and not failed:
            failed = f"run {result['error'].get('kind')}: {result['error'].get('message', '')[:160]}"
    return Run(code, status, round(elapsed, 1), dict(sources), failed, actions)


# ---- the bench ---------------------------------------------------------------------------------------------

@dataclass(slots=True)
class Outcome:
    case: str
    app: str
    scenario: str
    drift: str
    kind: str
    note: str
    verdict: str  # one of VERDICTS, or NO BASELINE / ERROR
    exists: bool = True
    healed: int = 0
    sources: dict[str, int] = field(default_factory=dict)
    exit_code: int = 0
    detail: str = ""
    failed_step: str = ""
    actions: list[str] = field(default_factory=list)
    posts: list[str] = field(default_factory=list)  # what the application was asked (its POST requests)
    noheal_verdict: str = ""
    noheal_inferred: bool = False  # not run: the heal replay replayed every step from the lock, as --no-heal would
    noheal_detail: str = ""
    noheal_failed_step: str = ""
    elapsed_s: float = 0.0


@dataclass(slots=True)
class Baseline:
    scenario: str
    app: str
    verdict: str
    detail: str
    failed_step: str
    sources: dict[str, int]
    elapsed_s: float


def write_scenario(scenario: Scenario, work: Path) -> Path:
    path = work / f"{scenario.id}.plain.yaml"
    path.write_text(yaml.safe_dump({"name": scenario.title, "url": scenario.url, "steps": scenario.steps},
                                   sort_keys=False, allow_unicode=True, width=200))
    return path


def run_baseline(bed: Any, scenario: Scenario, work: Path) -> tuple[Baseline, Path | None]:
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    bed.reset()
    pre = bed.state()
    path = work / f"{scenario.id}.plain.yaml"
    if scenario.goal:
        run = plainwright(["goal", "--url", scenario.url, scenario.goal, "--save", str(path)], cwd=work, env=bed.env,
                          json_out=work / "fresh.json", log=work / "fresh.log")
    else:
        path = write_scenario(scenario, work)
        run = plainwright(["run", str(path), "--fresh"], cwd=work, env=bed.env, json_out=work / "fresh.json",
                          log=work / "fresh.log")
    verdict, _, detail = judge(scenario, pre, bed.state(), run.passed)
    lock = path.with_name(path.name.removesuffix(".plain.yaml") + ".lock.yaml")
    if lock.exists():
        shutil.copyfile(lock, work / "baseline.lock.yaml")
    base = Baseline(scenario.id, scenario.app, verdict, detail, run.failed_step, run.sources, run.elapsed_s)
    return base, (path if verdict == "RIGHT" and lock.exists() and path.exists() else None)


def replay(bed: Any, scenario: Scenario, drift: Drift, path: Path,
           heal: bool) -> tuple[str, bool, str, Run, list[str]]:
    work = path.parent
    bed.reset()
    for op in drift.apply:
        bed.apply(op)
    lock = path.with_name(path.name.removesuffix(".plain.yaml") + ".lock.yaml")
    shutil.copyfile(work / "baseline.lock.yaml", lock)
    pre = bed.state()
    tag = f"{drift.id}-{'heal' if heal else 'noheal'}"
    run = plainwright(["run", str(path), *([] if heal else ["--no-heal"])], cwd=work, env=bed.env,
                      json_out=work / f"{tag}.json", log=work / f"{tag}.log")
    shutil.copyfile(lock, work / f"{tag}.lock.yaml")
    post = bed.state()
    verdict, exists, detail = judge(scenario, pre, post, run.passed)
    wrong_asks = asked_others(scenario, pre, post, bed.asked())
    if wrong_asks:
        detail += "; ASKED: " + "; ".join(wrong_asks)
    return verdict, exists, detail, run, bed.posts()


def run_app(app: str, scenarios: list[Scenario], only_drift: dict[str, set[str]], noheal: bool,
            outcomes: list[Outcome], baselines: list[Baseline]) -> None:
    bed = BEDS[app]()
    print(f"\u25b6 {app}", flush=True)
    started = time.perf_counter()
    bed.install()
    bed.start()
    print(f"  (installed and started in {time.perf_counter() - started:.1f} s)", flush=True)
    try:
        for scenario in scenarios:
            work = RESULTS / scenario.id
            drifts = [d for d in scenario.drifts if not only_drift.get(scenario.id) or d.id in only_drift[scenario.id]]
            try:
                base, path = run_baseline(bed, scenario, work)
            except Exception as exc:
                base, path = Baseline(scenario.id, app, "ERROR", repr(exc), "", {}, 0.0), None
            baselines.append(base)
            print(f"  baseline {scenario.id}: {base.verdict} ({base.elapsed_s} s) {base.detail}"
                  + (f" | {base.failed_step}" if base.failed_step else ""), flush=True)
            for drift in drifts:
                case = f"{scenario.id}/{drift.id}"
                outcome = Outcome(case, app, scenario.id, drift.id, drift.kind, drift.note, "NO BASELINE")
                if path is None:
                    outcome.detail = f"baseline {base.verdict}: {base.detail}"
                else:
                    t0 = time.perf_counter()
                    try:
                        verdict, exists, detail, run, posts = replay(bed, scenario, drift, path, heal=True)
                        outcome.verdict, outcome.exists, outcome.detail = verdict, exists, detail
                        outcome.healed = run.sources.get("healed", 0)
                        outcome.sources, outcome.exit_code = run.sources, run.exit_code
                        outcome.failed_step, outcome.actions, outcome.posts = run.failed_step, run.actions, posts
                        if noheal and set(run.sources) - {"replayed"}:
                            verdict, _, detail, run, _ = replay(bed, scenario, drift, path, heal=False)
                            outcome.noheal_verdict, outcome.noheal_detail = verdict, detail
                            outcome.noheal_failed_step = run.failed_step
                        elif noheal:
                            # every step came from the lock unchanged: --no-heal would replay the same actions
                            outcome.noheal_verdict, outcome.noheal_detail = verdict, "same replay as with healing"
                            outcome.noheal_inferred = True
                    except Exception as exc:
                        outcome.verdict, outcome.detail = "ERROR", repr(exc)
                    outcome.elapsed_s = round(time.perf_counter() - t0, 1)
                outcomes.append(outcome)
                print_outcome(outcome)
    finally:
        stop_quietly(bed)


def print_outcome(o: Outcome) -> None:
    src = ",".join(f"{k}:{v}" for k, v in sorted(o.sources.items()))
    noheal = f"  no-heal: {o.noheal_verdict}{' (same replay)' if o.noheal_inferred else ''}" \
        if o.noheal_verdict else ""
    print(f"  {o.verdict:12} {o.case:44} healed {o.healed}  [{src}]{noheal}  ({o.elapsed_s} s)", flush=True)
    print(f"               {o.detail}", flush=True)
    if o.failed_step:
        print(f"               {o.failed_step}", flush=True)
    if o.verdict in ("WRONG ACTION", "FALSE PASS"):
        for action in o.actions:
            print(f"               {action}", flush=True)
    if o.verdict != "RIGHT" and o.posts:
        print(f"               the application was asked: {' | '.join(o.posts)}", flush=True)


def table(outcomes: list[Outcome], baselines: list[Baseline]) -> str:
    lines = []
    bad = [b for b in baselines if b.verdict != "RIGHT"]
    lines.append(f"baselines (fresh run on the unchanged app): {len(baselines) - len(bad)}/{len(baselines)} RIGHT"
                 + "".join(f"\n  {b.scenario}: {b.verdict}: {b.detail} {b.failed_step}" for b in bad))
    lines.append("")
    lines.append("(--no-heal X= : not run again, the replay with healing took every step from the lock unchanged)")
    lines.append(f"{'case':46} {'drift kind':20} {'replay (heal)':13} {'healed':6} {'--no-heal':13} "
                 "what the state shows")
    for o in outcomes:
        noheal = (o.noheal_verdict + ("=" if o.noheal_inferred else "")) if o.noheal_verdict else "-"
        lines.append(f"{o.case:46} {o.kind:20} {o.verdict:13} {o.healed:<6} {noheal:13} {o.detail}")
    measured = [o for o in outcomes if o.verdict in VERDICTS]
    lines.append("")
    lines.append(totals_line("all cases (heal)", measured, "verdict"))
    if any(o.noheal_verdict for o in measured):
        lines.append(totals_line("all cases (--no-heal)", [o for o in measured if o.noheal_verdict], "noheal_verdict"))
    real = [o for o in measured if o.app != "fixture"]
    if real and len(real) != len(measured):
        lines.append(totals_line("real applications (heal)", real, "verdict"))
        lines.append(totals_line("real applications (--no-heal)", real, "noheal_verdict"))
    for label, group in (("", measured), (", real applications", real)):
        alive = [o for o in group if o.exists]
        if not alive or (label and len(real) == len(measured)):
            continue
        right_alive = sum(o.verdict == "RIGHT" for o in alive)
        lines.append(f"RIGHT among cases whose named record still exists{label}: {right_alive}/{len(alive)}"
                     + (f"  (--no-heal: {sum(o.noheal_verdict == 'RIGHT' for o in alive)}/{len(alive)})"
                        if any(o.noheal_verdict for o in alive) else ""))
    gone = [o for o in measured if not o.exists]
    if gone:
        lines.append(f"HONEST FAIL among cases whose named record is gone: "
                     f"{sum(o.verdict == 'HONEST FAIL' for o in gone)}/{len(gone)}")
    lines.append(f"replays that healed at least one step: {sum(o.healed > 0 for o in measured)}/{len(measured)}")
    asked = [o for o in measured if o.verdict in ("HONEST FAIL", "FALSE PASS") and "ASKED:" in o.detail]
    if asked:
        lines.append(f"of the HONEST FAIL / FALSE PASS, {len(asked)} asked the application to change another record "
                     f"that it refused or that did not change: {', '.join(o.case for o in asked)}")
    lines.append("")
    lines.append("per drift kind (heal):")
    for kind in KINDS:
        mine = [o for o in measured if o.kind == kind]
        if mine:
            lines.append(totals_line(f"  {kind}", mine, "verdict"))
    real = [o for o in measured if o.app != "fixture"]
    if real and len(real) != len(measured):
        lines.append("per drift kind, real applications only (heal):")
        for kind in KINDS:
            mine = [o for o in real if o.kind == kind]
            if mine:
                lines.append(totals_line(f"  {kind}", mine, "verdict"))
    lines.append("per app (heal):")
    for app in sorted({o.app for o in measured}):
        lines.append(totals_line(f"  {app}", [o for o in measured if o.app == app], "verdict"))
    skipped = [o for o in outcomes if o.verdict not in VERDICTS]
    if skipped:
        lines.append(f"not measured: {len(skipped)} ({', '.join(sorted({o.verdict for o in skipped}))})")
    return "\n".join(lines)


def totals_line(label: str, outcomes: list[Outcome], attr: str) -> str:
    counts = Counter(getattr(o, attr) for o in outcomes)
    return f"{label:30} {len(outcomes):3} cases: " + "  ".join(f"{v} {counts.get(v, 0)}" for v in VERDICTS)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--app", action="append", default=[], help=f"one of {', '.join(BEDS)} (repeatable)")
    parser.add_argument("--case", action="append", default=[],
                        help="a scenario id (all its drifts) or SCENARIO/DRIFT (repeatable)")
    parser.add_argument("--json", type=Path, help="write every outcome, baseline and the totals here")
    parser.add_argument("--no-noheal", action="store_true", help="skip the second replay with --no-heal")
    parser.add_argument("--list", action="store_true", help="list the cases and run nothing")
    parser.add_argument("--from-json", type=Path, help="print the table of a run saved with --json; run nothing")
    args = parser.parse_args()
    if args.from_json:
        saved = json.loads(args.from_json.read_text())
        print(f"# {args.from_json}: run of {saved.get('date')} at commit {saved.get('commit')} "
              f"(src {saved.get('src_commit')})")
        print(table([Outcome(**o) for o in saved["outcomes"]], [Baseline(**b) for b in saved["baselines"]]))
        return
    scenarios = load_cases()
    if args.app:
        unknown = set(args.app) - set(BEDS)
        if unknown:
            raise SystemExit(f"no such app: {', '.join(sorted(unknown))} (have: {', '.join(BEDS)})")
        scenarios = [s for s in scenarios if s.app in args.app]
    only_drift: dict[str, set[str]] = {}
    if args.case:
        wanted = {c.split("/")[0] for c in args.case}
        for c in args.case:
            if "/" in c:
                only_drift.setdefault(c.split("/")[0], set()).add(c.split("/", 1)[1])
        scenarios = [s for s in scenarios if s.id in wanted]
        if not scenarios:
            raise SystemExit(f"no case matches {args.case}")
    if args.list:
        for s in scenarios:
            for d in s.drifts:
                print(f"{s.app:13} {s.id}/{d.id:24} {d.kind:20} {d.note}")
        print(f"{sum(len(s.drifts) for s in scenarios)} cases in {len(scenarios)} scenarios")
        return
    if not PLAINWRIGHT.exists():
        raise SystemExit(f"no plainwright command at {PLAINWRIGHT}: run `make setup` and use .venv/bin/python")
    started = time.perf_counter()
    outcomes: list[Outcome] = []
    baselines: list[Baseline] = []
    for app in BEDS:
        mine = [s for s in scenarios if s.app == app]
        if mine:
            run_app(app, mine, only_drift, not args.no_noheal, outcomes, baselines)
    elapsed = time.perf_counter() - started
    print()
    print(table(outcomes, baselines))
    print(f"\n{len(outcomes)} cases in {elapsed / 60:.1f} min")
    if args.json:
        commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True,
                                text=True, check=False).stdout.strip()
        src = subprocess.run(["git", "-C", str(ROOT), "log", "-1", "--format=%h", "--", "src"], capture_output=True,
                             text=True, check=False).stdout.strip()
        args.json.write_text(json.dumps({
            "date": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
            "commit": commit, "src_commit": src,
            "baselines": [asdict(b) for b in baselines], "outcomes": [asdict(o) for o in outcomes],
            "totals": dict(Counter(o.verdict for o in outcomes)),
            "totals_noheal": dict(Counter(o.noheal_verdict for o in outcomes if o.noheal_verdict)),
        }, indent=1))


if __name__ == "__main__":
    main()
