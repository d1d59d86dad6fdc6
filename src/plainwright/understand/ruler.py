"""An ordered registry of named strategies: the rule brain asks each in turn until one answers.

    ruler = Ruler[Strategy]()
    ruler.push("by words", by_words)
    ruler.before("by words", "nth item", nth_item)
    ruler.disable("nth item")            # a user or a test can switch one off by its name

The name of the strategy that answered travels with the action into the report and the lock file, so that
"why did it click that?" has an answer.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Generic, TypeVar

F = TypeVar("F")


@dataclass(slots=True)
class _Rule(Generic[F]):
    name: str
    fn: F
    enabled: bool = True


class Ruler(Generic[F]):
    """Named functions in order; `for name, fn in ruler` yields the enabled ones."""

    def __init__(self) -> None:
        self._rules: list[_Rule[F]] = []

    def __iter__(self) -> Iterator[tuple[str, F]]:
        return ((rule.name, rule.fn) for rule in self._rules if rule.enabled)

    def __len__(self) -> int:
        return sum(rule.enabled for rule in self._rules)

    @property
    def names(self) -> list[str]:
        return [rule.name for rule in self._rules if rule.enabled]

    def _at(self, name: str) -> int:
        for position, rule in enumerate(self._rules):
            if rule.name == name:
                return position
        raise KeyError(f"no strategy named {name!r}")

    def push(self, name: str, fn: F) -> None:
        if any(rule.name == name for rule in self._rules):
            raise ValueError(f"a strategy named {name!r} is registered already")
        self._rules.append(_Rule(name, fn))

    def before(self, anchor: str, name: str, fn: F) -> None:
        self.push(name, fn)
        self._rules.insert(self._at(anchor), self._rules.pop())

    def after(self, anchor: str, name: str, fn: F) -> None:
        self.push(name, fn)
        self._rules.insert(self._at(anchor) + 1, self._rules.pop())

    def disable(self, name: str) -> None:
        self._rules[self._at(name)].enabled = False

    def enable(self, name: str) -> None:
        self._rules[self._at(name)].enabled = True

    def copy(self) -> Ruler[F]:
        twin: Ruler[F] = Ruler()
        twin._rules = [_Rule(rule.name, rule.fn, rule.enabled) for rule in self._rules]
        return twin
