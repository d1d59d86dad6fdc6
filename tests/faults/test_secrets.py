"""Secrets never reach an artefact: a scenario types a password (one with characters that JSON, URLs and HTML
escape), a two-character PIN, an `${env.X}` API key (also in the scenario URL) and a `sensitive` note, then fails,
so that every artefact is written: the three reports, the lock file, the Playwright trace, a pytest export,
stdout and stderr. Each is read back (each member of each trace zip too) and searched for every secret, after the
first run (resolved) and after the second (replayed from the lock)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pytest

from faults.harness import REPORTS, artefacts, run, write

SECRETS = {
    "password": "p@ss\\w0rd&<x>/%é",
    "pin": "Q7",
    "api key": "tok-9f3eXy",
    "session": "sess-41c0ffee",
    "note": "hush-hush-77",
}
ENV = {"PW_PASS": SECRETS["password"], "PW_KEY": SECRETS["api key"], "PW_SESSION": SECRETS["session"]}
SCENARIO = """name: Account
url: "{site}/faults/secrets.html?session=${env.PW_SESSION}"
timeout: 2
steps:
  - Type "ann" into the Username field
  - Type "${env.PW_PASS}" into the Password field
  - Type "Q7" into the PIN field
  - Type "${env.PW_KEY}" into the API key field
  - do: Type "hush-hush-77" into the Note field
    sensitive: true
  - Click Save
  - Verify the page shows "Saved for ann"
  - Verify the page shows "a text that is never there"
"""
@dataclass
class Artefacts:
    files: dict[str, bytes]
    report: dict[str, object]


def _artefacts(folder: Path, stdout: str, stderr: str) -> Artefacts:
    files = {**artefacts(folder), "stdout": stdout.encode(), "stderr": stderr.encode()}
    files.pop("stdout.txt", None)
    files.pop("stderr.txt", None)
    return Artefacts(files=files, report=json.loads((folder / "r.json").read_text()))


@pytest.fixture(scope="module")
def runs(site: str, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Artefacts]:
    """The artefacts of the first run (resolved) and of the second (replayed), each in a folder of its own."""
    found = {}
    first = tmp_path_factory.mktemp("resolved")
    write(first / "suite" / "account.plain.yaml", SCENARIO, site=site)
    for name in ("resolved", "replayed"):
        folder = first if name == "resolved" else tmp_path_factory.mktemp("replayed")
        if name == "replayed":  # the same scenario and its lock, run again elsewhere
            for path in (first / "suite").iterdir():
                write(folder / "suite" / path.name, path.read_text())
        done = run("run", "suite/account.plain.yaml", *REPORTS, "--trace", "on-failure", "--output", "out",
                   cwd=folder, env=ENV)
        assert done.returncode == 1, done.stdout + done.stderr
        exported = run("export", "suite/account.lock.yaml", "-o", "test_account.py", cwd=folder, env=ENV)
        assert exported.returncode == 0, exported.stdout + exported.stderr
        found[name] = _artefacts(folder, done.stdout + exported.stdout, done.stderr + exported.stderr)
    return found


@pytest.mark.parametrize("run_name", ["resolved", "replayed"])
def test_the_run_did_what_it_says_and_wrote_every_artefact(run_name: str, runs: dict[str, Artefacts]) -> None:
    artefacts = runs[run_name]
    steps = artefacts.report["steps"]
    assert isinstance(steps, list)
    assert [step["status"] for step in steps] == ["passed"] * 7 + ["failed"], steps
    assert [step["source"] for step in steps][:7] == ["resolved" if run_name == "resolved" else "replayed"] * 7
    names = set(artefacts.files)
    assert {"r.json", "r.xml", "r.html", "suite/account.lock.yaml", "test_account.py"} <= names
    assert any(name.endswith(".trace") for name in names), "the failed run saved a trace"
    assert any(b"***" in data for name, data in artefacts.files.items() if name.endswith(".trace")), \
        "the trace recorded the typed values, masked"


@pytest.mark.parametrize("run_name", ["resolved", "replayed"])
@pytest.mark.parametrize("secret", list(SECRETS))
def test_no_artefact_holds_a_secret(secret: str, run_name: str, runs: dict[str, Artefacts]) -> None:
    value = SECRETS[secret].encode()
    leaked = [name for name, data in runs[run_name].files.items() if value in data]
    assert leaked == [], f"the {secret} is written in {leaked}"
