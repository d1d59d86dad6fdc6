"""What a goal run has learned, from verified steps only: the pages seen by fingerprint, the controls each
offered, what each task of the goal has verifiably done, the steps tried on each page and the ones
that failed. Nothing in it is about a page not yet visited.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from plainwright.errors import ErrorKind
from plainwright.plan.inventory import Control, Inventory
from plainwright.plan.steps import PlannedStep


@dataclass(frozen=True, slots=True)
class PageSeen:
    fingerprint: str
    url: str
    title: str
    labels: frozenset[str]  # what its controls are called


@dataclass(frozen=True, slots=True)
class Fact:
    """A verified step of a task: what it did, to which control, on which page, and what the check saw."""

    clause: int
    sentence: str
    fingerprint: str
    control: Control | None
    seen: str
    url_after: str
    moved: bool = False  # the step took the browser to another address
    step: PlannedStep | None = None  # what the step did, as the planner proposed it


@dataclass(frozen=True, slots=True)
class Failure:
    sentence: str
    fingerprint: str
    kind: ErrorKind
    message: str
    clause: int


@dataclass(slots=True)
class Memory:
    pages: dict[str, PageSeen] = field(default_factory=dict)
    tried: Counter[tuple[str, str]] = field(default_factory=Counter)  # (sentence, fingerprint) -> times run
    facts: list[Fact] = field(default_factory=list)  # in the order they were verified
    done: dict[int, str] = field(default_factory=dict)  # task -> the evidence that it is done
    failures: list[Failure] = field(default_factory=list)

    def see(self, inventory: Inventory) -> None:
        self.pages.setdefault(inventory.fingerprint, PageSeen(
            fingerprint=inventory.fingerprint, url=inventory.url, title=inventory.title,
            labels=frozenset(control.label for control in inventory.controls)))

    def ran(self, sentence: str, fingerprint: str) -> None:
        self.tried[(sentence, fingerprint)] += 1

    def learn(self, fact: Fact) -> None:
        self.facts.append(fact)

    def facts_of(self, clause: int) -> list[Fact]:
        return [fact for fact in self.facts if fact.clause == clause]

    def failures_of(self, clause: int) -> list[Failure]:
        return [failure for failure in self.failures if failure.clause == clause]

    def last_control(self) -> Control | None:
        """The control of the latest verified step that had one: the form a "submit" means."""
        return next((fact.control for fact in reversed(self.facts) if fact.control is not None), None)
