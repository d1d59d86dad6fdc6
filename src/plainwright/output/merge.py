"""`plainwright merge-reports`: the JSON results of several runs or shards (`plainwright run --json`, pytest's
`--plain-json`) joined into one suite, as Playwright's merge-reports joins the blob reports of its shards."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from plainwright.model import RunResult, SuiteResult


@dataclass(slots=True)
class Merged:
    """The suite the result files make together, the files it was read from, and the files that held none."""

    suite: SuiteResult
    read: list[Path] = field(default_factory=list)
    skipped: list[Path] = field(default_factory=list)


def _result_files(targets: list[Path], *, leaving_out: set[Path]) -> list[Path]:
    """Every `*.json` under each folder (a file as given), in a stable order, but those in `leaving_out`."""
    found: list[Path] = []
    for target in targets:
        found += sorted(target.rglob("*.json")) if target.is_dir() else [target]
    return [path for path in dict.fromkeys(found) if path.resolve() not in leaving_out]


def _read(path: Path) -> SuiteResult | None:
    """The result a file holds: a suite's (its runs), or one run's as a suite of one; None when it holds none."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and "runs" in data:
            return SuiteResult.model_validate(data)
        if isinstance(data, dict) and "steps" in data:
            run = RunResult.model_validate(data)
            return SuiteResult.of([run], elapsed_ms=run.elapsed_ms)
    except (OSError, UnicodeDecodeError, ValueError):  # pydantic's ValidationError is a ValueError too
        return None
    return None


def merge_results(targets: list[Path], *, leaving_out: set[Path] | None = None) -> Merged:
    """Read every result file under `targets` and join their runs, ordered by file and name. The shards ran side by
    side, so the suite's time is the longest one's."""
    merged = Merged(SuiteResult.of([], elapsed_ms=0))
    runs: list[RunResult] = []
    longest = 0.0
    for path in _result_files(targets, leaving_out={path.resolve() for path in leaving_out or set()}):
        suite = _read(path)
        if suite is None:
            merged.skipped.append(path)
            continue
        merged.read.append(path)
        runs += suite.runs
        longest = max(longest, suite.elapsed_ms)
    runs.sort(key=lambda run: (run.path or "", run.name))
    merged.suite = SuiteResult.of(runs, elapsed_ms=longest)
    return merged
