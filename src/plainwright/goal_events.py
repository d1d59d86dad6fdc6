"""What a goal run reports while it runs: one typed event per thing that happened, in order, so that a caller
(the terminal, `--events`, `stream_goal`) follows the run live instead of reading its result at the end.

    goal           the goal as understood, once, first
    context        the page a turn starts on (address, title, headings)
    ui_inventory   what that page offers (fields, buttons, links with label, group, section; no selectors),
                   when it offers something else than the page before
    proposed_step  the ONE step the planner proposes, with its note
    executed       a step that ran and was verified
    failed         a step that failed, or ran and did not do what it meant
    repaired       the refiner's repair of a failed step: the step that is run (or judged again) in its place
    final          the GoalResult, once, last

Every event passes through the run's Redactor before anyone sees it: a secret is `***` in all of them.
`GoalEvent` is the discriminated union (by `type`); `read_event(line)` reads one back from its JSON.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from functools import cache
from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import BaseModel, Field, TypeAdapter

from plainwright.model import StepFailure, StepResult
from plainwright.plan.inventory import Control, Inventory
from plainwright.plan.notes import Note

if TYPE_CHECKING:
    from plainwright.run.goal import GoalResult


class Target(BaseModel):
    """A control as a person finds it: its kind, the label the UI shows, its role and where it is."""

    kind: str
    label: str
    role: str
    group: str = ""
    section: str = ""
    dialog: str = ""

    @classmethod
    def of(cls, control: Control) -> Target:
        return cls(kind=control.kind.value, label=control.label, role=control.role, group=control.group,
                   section=control.section, dialog=control.dialog)


class InventoryItem(Target):
    """One control of a page's inventory; its value is left out (it may be a secret)."""

    sensitive: bool = False
    required: bool = False
    disabled: bool = False
    submit: bool = False
    primary: bool = False

    @classmethod
    def of(cls, control: Control) -> InventoryItem:
        return cls(**Target.of(control).model_dump(), sensitive=control.secret, required=control.required,
                   disabled=control.disabled, submit=control.submit, primary=control.primary)


class GoalStarted(BaseModel):
    type: Literal["goal"] = "goal"
    goal: str
    url: str
    understood: list[str] = Field(default_factory=list, description="the goal's tasks, as understood")
    planner: str
    mode: str


class PageContext(BaseModel):
    type: Literal["context"] = "context"
    url: str
    title: str
    headings: list[str] = Field(default_factory=list, description="the headings that name the page")
    fingerprint: str = Field(description="the page's structure: the same page offers the same controls")


class UiInventory(BaseModel):
    type: Literal["ui_inventory"] = "ui_inventory"
    url: str
    fingerprint: str
    dialog: str = ""
    controls: list[InventoryItem] = Field(default_factory=list)

    @classmethod
    def of(cls, inventory: Inventory) -> UiInventory:
        return cls(url=inventory.url, fingerprint=inventory.fingerprint, dialog=inventory.dialog,
                   controls=[InventoryItem.of(control) for control in inventory.controls])


class ProposedStep(BaseModel):
    type: Literal["proposed_step"] = "proposed_step"
    step: int = Field(description="the number the step will have in the run (1 for the first)")
    sentence: str
    note: Note
    task: str = Field(description="the task of the goal it serves")
    target: Target | None = Field(default=None, description="the control it names, None for a step about the page")


class Executed(BaseModel):
    type: Literal["executed"] = "executed"
    step: int
    sentence: str
    url: str = Field(description="the address the step ended on")
    verification: str = Field(description="what the check saw on the page")
    result: StepResult


class Failed(BaseModel):
    type: Literal["failed"] = "failed"
    step: int
    sentence: str
    url: str
    verification: str = Field(description="why the check did not accept it")
    error: StepFailure | None = None
    result: StepResult


class Repaired(BaseModel):
    type: Literal["repaired"] = "repaired"
    step: int = Field(description="the number of the failed step repaired")
    attempt: int = Field(description="1 for the first repair of this step, up to max_refines_per_step")
    strategy: str = Field(description="synonym, alternative or wait")
    reason: str
    replaces: str = Field(description="the failed step's sentence")
    sentence: str = Field(description="the step run (or, for a wait, judged again) in its place")
    note: Note
    target: Target | None = None


class Final(BaseModel):
    type: Literal["final"] = "final"
    result: GoalResult


GoalEvent = Annotated[GoalStarted | PageContext | UiInventory | ProposedStep | Executed | Failed | Repaired | Final,
                      Field(discriminator="type")]
EventSink = Callable[[GoalEvent], Awaitable[None] | None]


@cache
def _adapter() -> TypeAdapter[GoalEvent]:
    import plainwright.run.goal  # noqa: F401  (defines GoalResult, which completes Final)

    return TypeAdapter(GoalEvent)


def read_event(line: str | bytes) -> GoalEvent:
    """A line of `--events` (an event's JSON) read back as its typed event."""
    return _adapter().validate_json(line)

