"""MLflow (https://mlflow.org, PyPI `mlflow` 3.17.2; a held-out application of the real-application bed): the
tracking server and its React UI (Databricks' design system on Ant Design, AG Grid tables), served by
`mlflow server` (uvicorn, one worker) at http://127.0.0.1:18731/ on a SQLite backend store. Its own venv,
database and artifacts live under .cache/mlflow/.

install() builds a pristine store once (MLflow's own migrations, then seed.py through MlflowClient in the app's venv:
the experiments fraud-detection, churn-prediction, churn-prediction-v2 and image-classifier with descriptions and
tags, twelve runs with params, tags and metrics logged over ten steps, one text artifact each, and the registered
model fraud-classifier with three versions, version 1 aliased "production"; look-alikes among the names);
reset() writes the pristine database over the live one in place (SQLite backup API) and puts the artifacts back;
judge() reads the live database with sqlite3 and compares it with the pristine one table by table (experiments,
their tags, runs, run tags, params, metrics, registered models, versions, their tags and aliases): each writing
scenario must change exactly what it asks and nothing else; the reading ones must change nothing and end on the
page they name (its address and, for the runs table, the runs it lists).

Besides its address, the deployment differs from the defaults in these settings only: one worker instead of four;
telemetry off (MLFLOW_DISABLE_TELEMETRY, DO_NOT_TRACK); the server's background job runner off
(MLFLOW_SERVER_ENABLE_JOB_EXECUTION=false: it only schedules GenAI scoring and trace archival, and its huey
consumers would keep writing to the store). The UI is left as it ships: it opens in its "GenAI" mode (the sidebar
toggle "Model training" shows the runs of an experiment), the "MLflow Assistant" side panel is open, and a notice
about UI telemetry shows on the home page.

Held out: the scenarios and goals were written from MLflow's pages and the seeded data before plainwright ever ran on
them, and nobody tunes plainwright on them. First run (rule brain, src at 7de58fd): 1/13 scenarios (0/9 English
writing and reading ones, 1/2 must-fail, 0/2 German); 65/130 steps (50.0%), no false pass (first-run.txt). Four
files (03, 04, 06, 13) first failed to load, a `: ` inside an unquoted step making YAML read it as a mapping
(first-run-unquoted.txt: 1/13, 48/93 steps over the nine that loaded); those steps were then put in quotes, their
words unchanged, and the whole app run again: the nine others gave the same results.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, unquote, urlparse

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Page

from realapps.common import CACHE, Judges, Verdict, kill, read_rows, restore_database, spawn, venv, wait_for_port

HERE = Path(__file__).resolve().parent
REQUIREMENTS = ("mlflow==3.17.2",)
PORT = 18731
ENV = {
    "MLFLOW_DISABLE_TELEMETRY": "true",
    "DO_NOT_TRACK": "true",
    "MLFLOW_SERVER_ENABLE_JOB_EXECUTION": "false",
    "TZ": "UTC",
}


class MLflow:
    name = "mlflow"
    port = PORT
    must_fail = {"10_mustfail_wrong_accuracy": 7, "11_mustfail_filtered_run_listed": 8}

    def __init__(self) -> None:
        self.folder = CACHE / self.name
        self.db = self.folder / "mlflow.db"  # the live store
        self.pristine = self.folder / "pristine.db"  # the seeded one, copied back by reset()
        self.artifacts = self.folder / "artifacts"
        self.pristine_artifacts = self.folder / "pristine-artifacts"
        self.python: Path | None = None
        self.process: subprocess.Popen[bytes] | None = None

    # -- lifecycle ------------------------------------------------------------------------------------------
    def install(self) -> None:
        self.python = venv(self.name, *REQUIREMENTS)
        stamp = self.folder / "pristine.stamp"
        wanted = self._source_stamp()
        if not (self.pristine.exists() and self.pristine_artifacts.exists() and stamp.exists()
                and stamp.read_text() == wanted):
            self._build()
            stamp.write_text(wanted)
        self.reset()

    def _build(self) -> None:
        """A new store: migrated and seeded by MLflow's own client, then kept as pristine."""
        assert self.python is not None
        for path in (self.db, self.pristine):
            path.unlink(missing_ok=True)
        for folder in (self.artifacts, self.pristine_artifacts, self.folder / "mlruns"):
            shutil.rmtree(folder, ignore_errors=True)
        self.artifacts.mkdir(parents=True)
        seeded = subprocess.run([str(self.python), str(HERE / "seed.py"), f"sqlite:///{self.db}", str(self.artifacts)],
                                cwd=self.folder, env=self._env(), capture_output=True, text=True, check=False)
        if seeded.returncode != 0:  # its migrations log to stderr: shown only when seeding fails
            raise RuntimeError(f"seed.py failed:\n{seeded.stdout}{seeded.stderr}")
        shutil.copyfile(self.db, self.pristine)
        shutil.copytree(self.artifacts, self.pristine_artifacts)

    def _env(self) -> dict[str, str]:
        return {**os.environ, **ENV}

    def _source_stamp(self) -> str:
        """What the pristine store was built from: the requirements, the seed, and the folder (the store keeps
        absolute artifact locations)."""
        seed = hashlib.sha256((HERE / "seed.py").read_bytes()).hexdigest()
        return "\n".join([*REQUIREMENTS, seed, str(self.folder.resolve())])

    def start(self) -> None:
        if self.python is None:
            self.install()
        assert self.python is not None
        mlflow = self.python.parent / "mlflow"
        self.process = spawn([str(mlflow), "server", "--host", "127.0.0.1", "--port", str(self.port),
                              "--backend-store-uri", f"sqlite:///{self.db}",
                              "--default-artifact-root", str(self.artifacts), "--workers", "1"],
                             cwd=self.folder, env=ENV, log=self.folder / "server.log")
        wait_for_port(self.port, timeout_s=120, process=self.process)
        self._wait_healthy()

    def _wait_healthy(self, timeout_s: float = 60.0) -> None:
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/health", timeout=5) as answer:
                    if answer.status == 200:
                        return
            except OSError:
                if time.monotonic() > deadline:
                    raise
            time.sleep(0.3)

    def stop(self) -> None:
        kill(self.process)
        self.process = None

    def reset(self) -> None:
        # the server opens SQLite afresh for every request (no cache of experiments or runs): its next request sees
        # the seeded state. The artifacts are put back only when they differ (a new experiment's folder, say).
        restore_database(self.pristine, self.db)
        if _tree(self.artifacts) != _tree(self.pristine_artifacts):
            shutil.rmtree(self.artifacts, ignore_errors=True)
            shutil.copytree(self.pristine_artifacts, self.artifacts)

    # -- judging --------------------------------------------------------------------------------------------
    async def judge(self, scenario: str, page: Page) -> Verdict:
        return await judge.verdict(self, scenario, page)


def _tree(folder: Path) -> list[tuple[str, int]]:
    if not folder.exists():
        return []
    return sorted((str(path.relative_to(folder)), path.stat().st_size if path.is_file() else -1)
                  for path in folder.rglob("*"))


judge: Judges[MLflow] = Judges()


# ---- the store, table by table, as sets of rows without timestamps. A run is named by its seeded name (its id is
# random per build); a run the scenario created would keep its id.

Row = tuple[Any, ...]
State = dict[str, set[Row]]


def _run_names(db: Path) -> dict[str, str]:
    return {str(uuid): str(name) for uuid, name in read_rows(db, "SELECT run_uuid, name FROM runs")}


def _state(db: Path, names: dict[str, str]) -> State:
    def run(uuid: object) -> str:
        return names.get(str(uuid), str(uuid))

    def rows(sql: str, *runs: int) -> set[Row]:
        return {tuple(run(value) if i in runs else value for i, value in enumerate(row)) for row in read_rows(db, sql)}

    return {
        "experiments": rows("SELECT experiment_id, name, lifecycle_stage, artifact_location FROM experiments"),
        "experiment_tags": rows("SELECT experiment_id, key, value FROM experiment_tags"),
        "runs": rows("SELECT run_uuid, name, experiment_id, status, lifecycle_stage, start_time, end_time, user_id "
                     "FROM runs", 0),
        "run_tags": rows("SELECT run_uuid, key, value FROM tags", 0),
        "params": rows("SELECT run_uuid, key, value FROM params", 0),
        "metrics": rows("SELECT run_uuid, key, step, value FROM metrics", 0),
        "registered_models": rows("SELECT name, description FROM registered_models"),
        "registered_model_tags": rows("SELECT name, key, value FROM registered_model_tags"),
        "model_versions": rows("SELECT name, version, description, current_stage, status, run_id FROM model_versions",
                               5),
        "model_version_tags": rows("SELECT name, version, key, value FROM model_version_tags"),
        "aliases": rows("SELECT name, alias, version FROM registered_model_aliases"),
    }


Changes = dict[str, tuple[set[Row], set[Row]]]  # table -> (rows gone, rows added)


def _changes(app: MLflow) -> Changes:
    names = _run_names(app.pristine)
    seeded, live = _state(app.pristine, names), _state(app.db, names)
    return {table: (seeded[table] - live[table], live[table] - seeded[table]) for table in seeded
            if seeded[table] != live[table]}


def _show(changes: Changes) -> str:
    if not changes:
        return "the store is as seeded"
    parts = []
    for table, (gone, added) in sorted(changes.items()):
        parts.append(f"{table}: -{sorted(gone, key=str)} +{sorted(added, key=str)}")
    return "; ".join(parts)


def _exactly(app: MLflow, want: Changes, found: str = "") -> Verdict:
    """Whether the store differs from the seed by exactly `want` (table -> rows gone, rows added)."""
    got = _changes(app)
    want = {table: change for table, change in want.items() if change != (set(), set())}
    ok = got == want
    detail = _show(got) if ok else f"changes {_show(got)}; want {_show(want)}"
    return Verdict(ok, (found + "; " if found else "") + detail)


def _seeded(app: MLflow, table: str, keep: Callable[[Row], bool]) -> set[Row]:
    return {row for row in _state(app.pristine, _run_names(app.pristine))[table] if keep(row)}


def _experiment_id(app: MLflow, name: str) -> int:
    return int(str(read_rows(app.pristine, "SELECT experiment_id FROM experiments WHERE name = ?", name)[0][0]))


def _run_id(app: MLflow, name: str) -> str:
    return str(read_rows(app.pristine, "SELECT run_uuid FROM runs WHERE name = ?", name)[0][0])


def _page(page: Page) -> tuple[str, dict[str, list[str]]]:
    """The hash route of the page (MLflow's UI routes after '#') and its query."""
    fragment = urlparse(page.url).fragment
    path, _, query = fragment.partition("?")
    return path, parse_qs(query)


async def _listed_runs(page: Page) -> list[str]:
    """The run names of the runs table, top to bottom (AG Grid: the name column's links, by row index)."""
    cells = page.locator(".ag-center-cols-container .ag-row, .ag-pinned-left-cols-container .ag-row")
    try:  # the table may still be loading when the last step was not about it
        await cells.first.wait_for(timeout=5000)
    except PlaywrightError:
        return []
    found: dict[int, str] = {}
    for row in await cells.all():
        index = await row.get_attribute("row-index")
        links = row.get_by_role("link")
        if index is None or await links.count() == 0:
            continue
        name = (await links.first.inner_text()).strip()
        if name and int(index) not in found:
            found[int(index)] = name
    return [found[index] for index in sorted(found)]


# ---- the judges: one per scenario. Seeded (seed.py): experiments 1 fraud-detection, 2 churn-prediction,
# 3 churn-prediction-v2, 4 image-classifier (0 is MLflow's Default); the model fraud-classifier v1-v3.


@judge("01_rename_experiment")
async def _rename_experiment(app: MLflow, page: Page) -> Verdict:
    old = _seeded(app, "experiments", lambda row: row[1] == "churn-prediction-v2")
    new = {(row[0], "churn-prediction-usage", *row[2:]) for row in old}
    return _exactly(app, {"experiments": (old, new)})


@judge("02_create_experiment")
async def _create_experiment(app: MLflow, page: Page) -> Verdict:
    changes = _changes(app)
    gone, added = changes.pop("experiments", (set(), set()))
    problems = []
    if gone:
        problems.append(f"experiments changed: {sorted(gone, key=str)}")
    created = [row for row in added if row[1] == "credit-scoring"]
    if len(added) != 1 or len(created) != 1:
        problems.append(f"new experiments {sorted(added, key=str)} (want only credit-scoring)")
    else:
        experiment_id, _, stage, location = created[0]
        if stage != "active":
            problems.append(f"credit-scoring is {stage}")
        if str(location).rstrip("/") != f"{app.artifacts}/{experiment_id}":  # the server's default artifact root
            problems.append(f"its artifact location is {location}")
    tags_gone, tags_added = changes.pop("experiment_tags", (set(), set()))
    # the UI may stamp the new experiment with tags of its own (its kind); nothing else may change
    if tags_gone or any(created and row[0] != created[0][0] for row in tags_added):
        problems.append(f"experiment tags changed: -{sorted(tags_gone)} +{sorted(tags_added)}")
    if changes:
        problems.append(f"other changes: {_show(changes)}")
    return Verdict(not problems, f"new {sorted(added, key=str)}" + (f"; {'; '.join(problems)}" if problems else ""))


@judge("03_delete_experiment")
async def _delete_experiment(app: MLflow, page: Page) -> Verdict:
    old = _seeded(app, "experiments", lambda row: row[1] == "churn-prediction-v2")
    experiment_id = _experiment_id(app, "churn-prediction-v2")
    runs = _seeded(app, "runs", lambda row: row[2] == experiment_id)
    # deleting an experiment deletes its runs too (MLflow's store does it, not the page)
    return _exactly(app, {"experiments": (old, {(*row[:2], "deleted", row[3]) for row in old}),
                          "runs": (runs, {(*row[:4], "deleted", *row[5:]) for row in runs})})


@judge("04_run_description_and_tag")
async def _run_description_and_tag(app: MLflow, page: Page) -> Verdict:
    run = "baseline-lr-0.1"
    return _exactly(app, {"run_tags": (set(), {(run, "mlflow.note.content", "Learning rate too high, loss oscillates."),
                                               (run, "reviewed", "yes")})})


@judge("05_search_runs")
async def _search_runs(app: MLflow, page: Page) -> Verdict:
    return await _runs_listed(app, page, "fraud-detection", ["xgb-depth-8", "xgb-depth-6", "baseline-lr-0.01"],
                              search="metrics.accuracy > 0.9")


@judge("06_sort_runs")
async def _sort_runs(app: MLflow, page: Page) -> Verdict:
    return await _runs_listed(app, page, "image-classifier", ["resnet18-sgd", "resnet50-adam-augment", "resnet50-adam"],
                              order="train_loss")


async def _runs_listed(app: MLflow, page: Page, experiment: str, want: list[str], *, search: str | None = None,
                       order: str | None = None) -> Verdict:
    path, query = _page(page)
    listed = await _listed_runs(page)
    problems = [] if not _changes(app) else [f"the store changed: {_show(_changes(app))}"]
    if path != f"/experiments/{_experiment_id(app, experiment)}/runs":
        problems.append(f"the page is {path} (want the runs of {experiment})")
    if search is not None and " ".join(query.get("searchFilter", [""])[0].split()) != search:
        problems.append(f"the search is {query.get('searchFilter')} (want {search})")
    if order is not None and order not in unquote(query.get("orderByKey", [""])[0]):
        problems.append(f"the runs are sorted by {query.get('orderByKey')} (want {order})")
    if listed != want:
        problems.append(f"the table lists {listed} (want {want})")
    return Verdict(not problems, f"{path}; listed {listed}" + (f"; {'; '.join(problems)}" if problems else ""))


@judge("07_open_run_check_values")
async def _open_run_check_values(app: MLflow, page: Page) -> Verdict:
    path, _ = _page(page)
    want = f"/experiments/{_experiment_id(app, 'fraud-detection')}/runs/{_run_id(app, 'xgb-depth-6')}"
    problems = [] if path.startswith(want) else [f"the last page is {path} (want xgb-depth-6's {want})"]
    if _changes(app):
        problems.append(f"the store changed: {_show(_changes(app))}")
    return Verdict(not problems, f"{path} (read-only)" + (f"; {'; '.join(problems)}" if problems else ""))


@judge("08_compare_runs")
async def _compare_runs(app: MLflow, page: Page) -> Verdict:
    path, query = _page(page)
    runs = query.get("runs", ["[]"])[0]
    want = {_run_id(app, "baseline-lr-0.01"), _run_id(app, "baseline-lr-0.1")}
    got = {part.strip(' "[]') for part in runs.split(",") if part.strip(' "[]')}
    problems = [] if path == "/compare-runs" and got == want else [f"the page is {path} comparing {got}"
                                                                   f" (want the two baselines {want})"]
    if _changes(app):
        problems.append(f"the store changed: {_show(_changes(app))}")
    return Verdict(not problems, f"{path} {sorted(got)} (read-only)" + (f"; {'; '.join(problems)}" if problems else ""))


@judge("09_model_version_alias")
async def _model_version_alias(app: MLflow, page: Page) -> Verdict:
    return _exactly(app, {"aliases": (set(), {("fraud-classifier", "champion", 2)})})


@judge("12_de_run_umbenennen")
async def _de_run_umbenennen(app: MLflow, page: Page) -> Verdict:
    old = _seeded(app, "runs", lambda row: row[0] == "resnet18-sgd")
    new = {(row[0], "resnet18-sgd-momentum", *row[2:]) for row in old}
    return _exactly(app, {"runs": (old, new),
                          "run_tags": ({("resnet18-sgd", "mlflow.runName", "resnet18-sgd")},
                                       {("resnet18-sgd", "mlflow.runName", "resnet18-sgd-momentum")})})


@judge("10_mustfail_wrong_accuracy")
async def _mustfail_wrong_accuracy(app: MLflow, page: Page) -> Verdict:
    return _exactly(app, {}, "read-only; the scenario must fail at its step")


@judge("11_mustfail_filtered_run_listed")
async def _mustfail_filtered_run_listed(app: MLflow, page: Page) -> Verdict:
    return _exactly(app, {}, "read-only; the scenario must fail at its step")


@judge("13_de_experiment_tag")
async def _de_experiment_tag(app: MLflow, page: Page) -> Verdict:
    return _exactly(app, {"experiment_tags": (set(), {(_experiment_id(app, "fraud-detection"), "priority", "high")})})


APP = MLflow()
