"""The lock file `NAME.lock.yaml`: what each step of a scenario resolved to, for replay without guessing.

Per step it keeps the sentence as run (secrets masked), a hash of it, and per clause the action kind, the value,
the best two locators and the element's fingerprint. Secret values are never written: a value that came from
`${env.X}` or `${vars.x}` is stored as that reference, any other secret as `***`; replay takes the real value
from the scenario's sentence again.
"""

from __future__ import annotations

import hashlib
import os
import uuid
from pathlib import Path

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from plainwright.act.locators import Fingerprint, LocatorSpec
from plainwright.act.seen import Control
from plainwright.errors import UsageError
from plainwright.model import ActionKind
from plainwright.redact import MASK, Redactor
from plainwright.understand.grammar import parse_step
from plainwright.understand.intent import Clause

LOCK_VERSION = 1
# libyaml's C loader and dumper when PyYAML has them: reading and writing the lock is on every run's path.
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_Dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


class LockedAction(BaseModel):
    """One clause as resolved: what to do, with which value, on which element (locators + fingerprint)."""

    model_config = ConfigDict(extra="forbid")

    kind: ActionKind
    value: str | None = None
    target: str | None = Field(default=None, description="the words a page-level check looks for")
    role: str | None = Field(default=None, description="the kind of element those words name, when the step "
                                                         "names one (\"textbox\": a field)")
    context: str | None = None
    exact: bool = False
    sensitive: bool = False
    strategy: str | None = Field(default=None, description="the rule brain's strategy that resolved it")
    locators: list[LocatorSpec] = Field(default_factory=list)
    fingerprint: Fingerprint | None = None
    control: Control | None = Field(default=None, description="what the element is as a control (a date field, a "
                                                             "code editor), when the action had to know")
    tab: int | None = Field(default=None, description="the tab (1 = first open one) the clause left active, when it "
                                                      "opened, switched to or closed one")
    closed_tab: int | None = Field(default=None, description="the tab the clause closed")

    @property
    def needs_value_from_sentence(self) -> bool:
        """A masked value or a `${...}` reference: the real value is in the sentence being run."""
        return self.value is not None and (MASK in self.value or "${" in self.value)


class LockedStep(BaseModel):
    model_config = ConfigDict(extra="forbid")

    text: str = Field(description="the sentence as run, secrets masked")
    hash: str
    actions: list[LockedAction]


class LockFile(BaseModel):
    """Everything `plainwright run` needs to replay a scenario with no brain call."""

    model_config = ConfigDict(extra="forbid")

    version: int = LOCK_VERSION
    scenario: str
    url: str
    steps: list[LockedStep] = Field(default_factory=list)

    def find(self, sentence: str, clauses: list[Clause], *, start: int, sensitive: bool,
             redactor: Redactor) -> tuple[int, LockedStep] | None:
        """The first locked step from position `start` on that was recorded for this sentence (parsed into
        `clauses`), and its position.

        Steps are matched in order, so inserting or removing a step re-resolves only that step.
        """
        for index in range(start, len(self.steps)):
            entry = self.steps[index]
            if entry.hash == _key(sentence, clauses, entry, sensitive=sensitive, redactor=redactor):
                return index, entry
        return None


def _key(sentence: str, clauses: list[Clause], entry: LockedStep, *, sensitive: bool, redactor: Redactor) -> str:
    """The sentence's hash, with the values the entry locked as secret (a password field's) masked as well."""
    secret_values: set[str] = set()
    if len(clauses) == len(entry.actions):
        secret_values = {clause.intent.value for clause, action in zip(clauses, entry.actions, strict=True)
                         if action.sensitive and clause.intent and clause.intent.value}
    return step_hash(Redactor(secret_values).mask(redactor.mask(sentence)), sensitive=sensitive)


def step_hash(masked_sentence: str, *, sensitive: bool) -> str:
    """The hash a locked step is found by: the sentence as run with its secrets masked, and its sensitivity.

    Changing a `${vars.x}` value changes the hash (the step is resolved again); changing a secret does not.
    """
    digest = hashlib.sha256(f"{int(sensitive)}\n{masked_sentence}".encode()).hexdigest()
    return digest[:16]


def lock_path_for(scenario_path: str | Path, slug: str | None = None) -> Path:
    """`login.plain.yaml` -> `login.lock.yaml`, beside it (a guide's too: `login.md` -> `login.lock.yaml`); one
    scenario of a file that holds several, by its `slug`: `login.feature`'s "Log in as ann" ->
    `login.log-in-as-ann.lock.yaml`."""
    path = Path(scenario_path)
    stem = path.name
    for suffix in (".plain.yaml", ".plain.yml", ".yaml", ".yml", ".md", ".feature"):
        if stem.endswith(suffix):
            stem = stem[: -len(suffix)]
            break
    return path.with_name(f"{stem}.{slug}.lock.yaml" if slug else f"{stem}.lock.yaml")


def with_references(actions: list[LockedAction], raw_text: str) -> list[LockedAction]:
    """Store `${env.X}` / `${vars.x}` where the scenario wrote one and the value was masked."""
    raw_clauses = parse_step(raw_text)
    if len(raw_clauses) != len(actions):
        return actions
    updated = []
    for action, clause in zip(actions, raw_clauses, strict=True):
        raw_value = clause.intent.value if clause.intent else None
        if action.value == MASK and raw_value and "${" in raw_value:
            action = action.model_copy(update={"value": raw_value})
        updated.append(action)
    return updated


def read_lock(path: str | Path) -> LockFile | None:
    """The lock file at `path`, or None when there is none. A malformed one is a UsageError."""
    file = Path(path)
    if not file.exists():
        return None
    try:
        data = yaml.load(file.read_text(encoding="utf-8"), Loader=_Loader)
        return LockFile.model_validate(data)
    except (yaml.YAMLError, ValidationError) as exc:
        raise UsageError(f"{file}: not a plainwright lock file ({str(exc).splitlines()[0]}); "
                         "delete it or run with --fresh") from exc


def write_lock(path: str | Path, lock: LockFile) -> None:
    """Write the lock file at once: to a file of its own beside it, then put in its place, so that a reader (a
    parallel worker, a run stopped half-way) finds the old lock or the new one, never half of one."""
    data = lock.model_dump(mode="json", exclude_defaults=True)
    text = yaml.dump({"version": lock.version, **data}, Dumper=_Dumper, sort_keys=False, allow_unicode=True,
                     width=120)
    header = "# Written by plainwright: what each step resolved to. Commit it; `plainwright run --fresh` rebuilds it.\n"
    target = Path(path)
    writing = target.with_name(f".{target.name}.{os.getpid()}-{uuid.uuid4().hex[:8]}.tmp")
    try:
        writing.write_text(header + text, encoding="utf-8")
        os.replace(writing, target)
    finally:
        writing.unlink(missing_ok=True)
