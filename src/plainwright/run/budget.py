"""What a run, and the suite it belongs to, has spent against its `Budget`.

A step starts only while every limit holds: a run that has started `max_steps` steps, spent more than
`max_tokens` or `max_cost_usd`, or used its `max_seconds`, stops with `budget_exceeded`, and its remaining steps
are skipped. The wall-time limit also ends a step that is still working when the time runs out.
"""

from __future__ import annotations

import time

from plainwright.model import Budget, StepResult, Usage


class Spending:
    """A budget and what has been spent against it; `parent` is the suite's, spent by every run in it."""

    def __init__(self, budget: Budget, *, parent: Spending | None = None, what: str = "run") -> None:
        self.budget = budget
        self.parent = parent
        self.what = what
        self.steps = 0
        self.usage = Usage()
        self._started = time.monotonic()

    def refusal(self) -> str | None:
        """Why no further step may start, or None while the budget (and the suite's) holds."""
        limits = self.budget
        spent = self.usage
        reason = None
        if limits.max_steps is not None and self.steps >= limits.max_steps:
            reason = f"its {limits.max_steps} steps are done"
        elif limits.max_tokens is not None and spent.tokens > limits.max_tokens:
            reason = f"{spent.tokens} model tokens spent, more than its {limits.max_tokens}"
        elif limits.max_cost_usd is not None and spent.cost_usd > limits.max_cost_usd:
            reason = f"about ${spent.cost_usd:.4f} spent, more than its ${limits.max_cost_usd:g}"
        elif (left := self.own_seconds_left()) is not None and left <= 0:
            reason = f"its {limits.max_seconds:g} s are over"
        if reason is not None:
            return f"The {self.what}'s budget is used up: {reason}."
        return self.parent.refusal() if self.parent is not None else None

    def own_seconds_left(self) -> float | None:
        if self.budget.max_seconds is None:
            return None
        return self.budget.max_seconds - (time.monotonic() - self._started)

    def seconds_left(self) -> float | None:
        """The wall time left to this run and its suite, whichever is shorter; None without a time limit."""
        mine = self.own_seconds_left()
        theirs = self.parent.seconds_left() if self.parent is not None else None
        if mine is None or theirs is None:
            return theirs if mine is None else mine
        return min(mine, theirs)

    def start_step(self) -> None:
        self.steps += 1
        if self.parent is not None:
            self.parent.start_step()

    def add(self, step: StepResult) -> None:
        self.spend(step.usage)

    def spend(self, usage: Usage) -> None:
        """Count model usage that is no step's (a goal planner's calls) against the budget."""
        self.usage += usage
        if self.parent is not None:
            self.parent.spend(usage)
