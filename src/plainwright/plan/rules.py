"""The rule planner: offline and deterministic, the default. It reads the goal into tasks (goal_text.py) once, and
on every page proposes the next step of the first task not yet done whose target this page offers (flows.py);
when no task's target is on the page, it opens what the page keeps folded away (explore.py) before giving up.
"""

from __future__ import annotations

from plainwright.plan.base import Decision, Done, GiveUp, Situation
from plainwright.plan.explore import look_further
from plainwright.plan.flows import FLOWS, NotHere
from plainwright.plan.goal_text import Do
from plainwright.plan.rows import ROW_FLOWS

_FLOWS = FLOWS | ROW_FLOWS

_CLOSEST = 5


class RulePlanner:
    name = "rules"

    async def propose(self, situation: Situation) -> Decision:
        pending = situation.pending()
        if not pending:
            return Done("; ".join(situation.memory.done[index] for index in sorted(situation.memory.done)))
        missing: list[tuple[int, NotHere]] = []
        failed: GiveUp | None = None  # the first task whose every step for this page failed here
        for index in pending:
            clause = situation.clauses[index]
            if isinstance(clause, Do) and index != pending[0]:
                continue  # a step of the goal's own words runs in its turn: nothing says where its target is
            answer = _FLOWS[type(clause)](index, clause, situation)
            if isinstance(answer, GiveUp):
                return answer
            if isinstance(answer, NotHere):
                missing.append((index, answer))
                continue
            fresh = [proposal for proposal in answer if proposal.sentence not in situation.avoid]
            if fresh:
                return fresh[0]
            failed = failed or self._failed_here(situation, index, {proposal.sentence for proposal in answer})
            missing.append((index, NotHere("another step than the ones tried here")))
        return failed or look_further(situation) or self._stuck(situation, missing)

    @staticmethod
    def _failed_here(situation: Situation, index: int, sentences: set[str]) -> GiveUp | None:
        """Every step the task has for this page failed here already: unless another task can go on, the run ends
        with what the last one met ("the page says "Error: ..."), not with a search for something else to do."""
        fingerprint = situation.inventory.fingerprint
        failed = [f for f in situation.memory.failures_of(index) if f.sentence in sentences
                  and f.fingerprint == fingerprint]
        if not failed:
            return None
        return GiveUp(f"{situation.clauses[index].describe()}: {failed[-1].message}", kind=failed[-1].kind)

    @staticmethod
    def _stuck(situation: Situation, missing: list[tuple[int, NotHere]]) -> GiveUp:
        """Nothing on this page takes any task forward: say what was understood and what was looked for."""
        left = "; ".join(f"{situation.clauses[index].describe()} (looked for {found.wanted})"
                         for index, found in missing)
        closest = tuple(dict.fromkeys(c for _, found in missing for c in found.closest))[:_CLOSEST]
        title = situation.inventory.title or situation.inventory.url
        return GiveUp(f'Nothing on this page ("{title}") takes the goal further. Left to do: {left}.',
                      candidates=closest)
