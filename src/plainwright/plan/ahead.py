"""Static planning (`--plan static`): every step a planner can propose from the page in front of it, at once, as
if each went as proposed: a field then holds its value, a task whose last step it was is done.

The plan ends where the page is expected to change (a click that sends a form or follows a link): what comes
after is on a page nobody has seen, and no step may name an element of it (horizon 0). The run checks each
planned step on the page as it runs it; what the plan assumed is never taken for evidence.
"""

from __future__ import annotations

from dataclasses import replace

from plainwright.plan.base import Done, GiveUp, Planner, Proposal, Situation
from plainwright.plan.checks import Holds, Passes
from plainwright.plan.memory import Fact, Memory

MAX_PLANNED = 20  # steps planned on one page: a form has fewer fields than this
PLANNED = "planned"  # what a plan's assumed fact says it saw: nothing yet


def _assumed(memory: Memory) -> Memory:
    """A copy of the run's memory that a plan may add its assumptions to."""
    return Memory(pages=dict(memory.pages), tried=memory.tried.copy(), facts=list(memory.facts),
                  done=dict(memory.done), failures=list(memory.failures))


async def plan_page(planner: Planner, situation: Situation) -> list[Proposal] | Done | GiveUp:
    """The steps `planner` proposes for this page one after another, each assumed to do what it meant; or its
    Done / GiveUp when it has no first step."""
    memory = _assumed(situation.memory)
    inventory = situation.inventory
    planned: list[Proposal] = []
    while len(planned) < MAX_PLANNED:
        decision = await planner.propose(replace(situation, inventory=inventory, memory=memory))
        if not isinstance(decision, Proposal):
            return planned or decision
        if decision.sentence in {step.sentence for step in planned}:
            break  # what the plan assumed did not move the planner on: run what it has, then look again
        planned.append(decision)
        check = decision.check
        if check.expects_change:
            break
        memory.learn(Fact(clause=decision.clause, sentence=decision.sentence, fingerprint=inventory.fingerprint,
                          control=decision.target, seen=PLANNED, url_after=inventory.url, step=decision.step))
        if isinstance(check, Holds) and decision.target is not None:
            inventory = inventory.holding(decision.target, check.value, check.checked)
        if isinstance(check, Holds | Passes) and check.completes:
            memory.done[decision.clause] = PLANNED
    return planned
