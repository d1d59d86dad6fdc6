"""A reached goal written down as an ordinary scenario, `NAME.plain.yaml`, with its lock file `NAME.lock.yaml`, so
that `plainwright run NAME.plain.yaml` replays the validated steps with no brain and no planner call. The steps
name what the goal named (a record's row, not its place that day), and each task is followed by the check steps
that proved it done on the run (plan/proofs.py), so that a replay that acts on something else fails.

No secret is written: a value the goal took from `${env.X}` is written as that reference, and any other secret
(a password written in the goal's words) as `${env.NAME_PASSWORD}`, an environment variable named after the
scenario that the user sets before replaying it. The lock holds what the goal run resolved, the references in
place of the values.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from plainwright.errors import UsageError
from plainwright.output.goal_record import GoalRecord
from plainwright.output.lockfile import LockFile, lock_path_for, with_references, write_lock
from plainwright.plan.vocabulary import goal_word_set
from plainwright.redact import MASK
from plainwright.scenario_file import parse_scenario
from plainwright.understand.grammar import normalize_quotes

_SUFFIXES = (".plain.yaml", ".plain.yml")
_QUOTED = re.compile(r"\"[^\"]*\"|(?<![\w])'[^']*'(?![\w])|\$\{[^}]*\}")
_NAME_WORDS = 6
# words a file name can do without: articles, joiners, and what introduces a credential
_NAMELESS = goal_word_set("empty_words", "joiners", "sequence_words", "as_", "with_", "password_words", "user_words",
                          "reflexives")


@dataclass(frozen=True, slots=True)
class SavedGoal:
    scenario: Path
    lock: Path
    variables: list[str]  # the environment variables a replay needs


def default_name(goal: str) -> str:
    """`log-in-open-regression-overview.plain.yaml`: a file name made from the goal's own words (not what it quotes,
    not its credentials, not the words that name nothing), plain letters only."""
    unquoted = _QUOTED.sub(" ", normalize_quotes(goal))
    plain = unicodedata.normalize("NFKD", unquoted).encode("ascii", "ignore").decode().lower()
    kept = [word for word in re.findall(r"[a-z0-9]+", plain) if word not in _NAMELESS][:_NAME_WORDS]
    return "-".join(kept) + ".plain.yaml" if kept else "goal.plain.yaml"


def _stem(path: Path) -> str:
    name = path.name
    for suffix in (*_SUFFIXES, ".md"):
        name = name.removesuffix(suffix)
    return re.sub(r"[^A-Za-z0-9]+", "_", name).strip("_").upper() or "GOAL"


def secret_references(record: GoalRecord, path: Path) -> dict[str, str]:
    """Every secret the kept steps hold -> how the scenario writes it: as the goal did, else as a new variable."""
    found = dict(record.references)
    made = 0
    for step in record.steps:
        for value in _secrets_in(step.sentence, record):
            if value not in found:
                made += 1
                found[value] = f"${{env.{_stem(path)}_PASSWORD{'' if made == 1 else f'_{made}'}}}"
    return found


def _secrets_in(sentence: str, record: GoalRecord) -> list[str]:
    """The secret values a sentence holds, by what the run's redactor masks in it."""
    quoted = re.findall(r"\"([^\"]*)\"|'([^']*)'", sentence)
    values = [a or b for a, b in quoted]
    return [value for value in values if value and record.redactor.mask(value) == MASK]


def written(sentence: str, references: dict[str, str]) -> str:
    """`sentence` with each secret value in it written as its reference (`${env.X}`)."""
    for value in sorted(references, key=len, reverse=True):
        sentence = sentence.replace(value, references[value])
    return sentence


def _yaml_text(value: str) -> str:
    """A YAML double-quoted scalar (a JSON string is one)."""
    return json.dumps(value, ensure_ascii=False)


def needed_variables(record: GoalRecord, references: dict[str, str]) -> list[str]:
    """The environment variables the kept steps read their secrets from, as they are written down."""
    return sorted({references[value][len("${env."):-1] for value in references
                   if references[value].startswith("${env.") and any(value in step.sentence for step in record.steps)})


def kept_lock(record: GoalRecord, title: str, references: dict[str, str]) -> LockFile:
    """The lock entries of the kept steps, each secret value in them stored as its reference; masked."""
    steps = [step.locked.model_copy(update={"actions": with_references(step.locked.actions,
                                                                       written(step.sentence, references))})
             for step in record.steps]
    return record.redactor.masked(LockFile(scenario=title, url=record.url, steps=steps))


def save_goal(record: GoalRecord, path: str | Path) -> SavedGoal:
    """Write the validated steps of a reached goal as `path` (NAME.plain.yaml) and its lock beside it."""
    file = Path(path)
    if not file.name.endswith(_SUFFIXES):
        raise UsageError(f"{str(file)!r}: a scenario's file name ends with .plain.yaml")
    references = secret_references(record, file)
    name = record.redactor.mask(record.goal)
    needed = needed_variables(record, references)
    lines = ["# Written by `plainwright goal`: the steps that reached the goal, each run and verified.",
             "# The lock file beside it replays them with no brain call: `plainwright run " + file.name + "`."]
    if needed:
        lines.append("# Secrets are not written down: set " + ", ".join(needed) + " in the environment first.")
    lines += [f"name: {_yaml_text(name)}", f"url: {_yaml_text(record.url)}", "steps:"]
    for step in record.steps:
        lines.append("  # " + record.redactor.mask(step.note.headline()))
        lines.append(f"  - {_yaml_text(written(step.sentence, references))}")
    text = "\n".join(lines) + "\n"
    scenario = parse_scenario(text, path=str(file))  # what is written must read back as the scenario meant
    file.write_text(text, encoding="utf-8")
    lock = lock_path_for(file)
    write_lock(lock, kept_lock(record, scenario.title, references))
    return SavedGoal(scenario=file, lock=lock, variables=needed)
