"""The planner protocol: from the goal, the page as it is now and what the run has verified so far, ONE decision:
the next step (a plain-English sentence in plainwright's step language, with its note), done, or give up.

A planner only proposes; the goal loop runs the step through the scenario pipeline, verifies it with the
proposal's check, learns from it and decides. A planner's "done" counts only when the run's memory holds
verified evidence for every task of the goal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from plainwright.errors import ErrorKind
from plainwright.model import Usage
from plainwright.plan.checks import Check
from plainwright.plan.goal_text import Clause
from plainwright.plan.inventory import Control, Inventory
from plainwright.plan.memory import Memory
from plainwright.plan.notes import Note
from plainwright.plan.steps import PlannedStep


@dataclass(frozen=True, slots=True)
class Proposal:
    """One next step. `target` is the control of the current page the step names (None for a step about the
    page: a check, an address to open); `clause` the task of the goal it serves."""

    step: PlannedStep
    note: Note
    clause: int
    check: Check
    target: Control | None = None

    @property
    def sentence(self) -> str:
        return self.step.sentence()


@dataclass(frozen=True, slots=True)
class Done:
    evidence: str


@dataclass(frozen=True, slots=True)
class GiveUp:
    reason: str
    kind: ErrorKind = ErrorKind.ELEMENT_NOT_FOUND
    candidates: tuple[str, ...] = ()


Decision = Proposal | Done | GiveUp


@dataclass(frozen=True, slots=True)
class Situation:
    """What a planner decides on: the goal's tasks, the page now (its controls and its visible text), the run's
    memory, the sentences the loop will not run again on this page (tried, or refused by a guard), and the run's
    secret values (a model sees them only as placeholders)."""

    goal: str
    clauses: tuple[Clause, ...]
    inventory: Inventory
    memory: Memory
    avoid: frozenset[str] = frozenset()
    text: str = ""
    secrets: frozenset[str] = frozenset()

    def pending(self) -> list[int]:
        return [index for index in range(len(self.clauses)) if index not in self.memory.done]


class Planner(Protocol):
    name: str

    async def propose(self, situation: Situation) -> Decision: ...


@runtime_checkable
class ModelPlanner(Protocol):
    """A planner that asks a model: it takes on tasks the rules do not read (FreeForm), and what its calls cost is
    counted in the run's usage and budget."""

    name: str

    async def propose(self, situation: Situation) -> Decision: ...

    def take_usage(self) -> Usage:
        """What its model calls cost since the last time this was asked."""
        ...
