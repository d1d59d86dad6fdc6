"""The Brain protocol: (clause, snapshot) -> Decision. RuleBrain decides offline; model brains build on this."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from plainwright.model import Action
from plainwright.observe.snapshot import PageSnapshot
from plainwright.understand.intent import Clause


@dataclass(slots=True)
class Decision:
    """A brain's answer for one clause, with what it cost."""

    action: Action
    model_calls: int = 0
    tokens: int = 0
    cost_usd: float = 0.0


class Brain(Protocol):
    """Turns one clause of a step into an Action on the given snapshot, or raises a StepError."""

    name: str

    async def decide(self, clause: Clause, snapshot: PageSnapshot) -> Decision: ...
