"""A reached goal as the writers (the saved scenario, the how-to guide) receive it: a frozen record of the validated
steps, never the goal run itself, so that writing depends on what was validated and not on how the run went.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from plainwright.output.lockfile import LockedStep
from plainwright.plan.notes import Note
from plainwright.redact import Redactor


@dataclass(frozen=True, slots=True)
class ValidatedStep:
    """A step the goal run verified: the sentence as run (with its real values: a writer never writes it as is),
    its lock entry (masked) and its note."""

    sentence: str
    locked: LockedStep
    note: Note


@dataclass(frozen=True, slots=True)
class GoalRecord:
    """What a reached goal leaves to write: the goal, where it started, its validated steps, and how to keep
    secrets out (the redactor knows them; `references` maps a secret value to how the goal wrote it, `${env.X}`)."""

    goal: str
    url: str
    steps: tuple[ValidatedStep, ...]
    references: Mapping[str, str]
    redactor: Redactor
