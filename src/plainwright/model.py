"""Pydantic models that cross a boundary: scenarios in, actions between stages, results out."""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator

from plainwright.browser.allowed import parse_entry
from plainwright.errors import STEP_ERRORS, ErrorKind, StepError, UsageError, expectation

# The place "X is listed" names: the page's lists and tables, not its menus or messages (act/checks.py reads it).
LISTING = "listing"


class ActionKind(StrEnum):
    """Everything a step can make the browser do or check."""

    NAVIGATE = "navigate"
    RELOAD = "reload"
    GO_BACK = "go_back"
    GO_FORWARD = "go_forward"
    CLICK = "click"
    DOUBLE_CLICK = "double_click"
    FILL = "fill"
    CLEAR = "clear"
    SELECT = "select"
    CHECK = "check"
    UNCHECK = "uncheck"
    HOVER = "hover"
    PRESS = "press"
    SCROLL = "scroll"
    WAIT = "wait"
    UPLOAD = "upload"
    ASSERT_TEXT = "assert_text"
    ASSERT_NO_TEXT = "assert_no_text"
    ASSERT_TITLE = "assert_title"
    ASSERT_URL = "assert_url"
    ASSERT_VISIBLE = "assert_visible"
    ASSERT_HIDDEN = "assert_hidden"
    ASSERT_ENABLED = "assert_enabled"
    ASSERT_DISABLED = "assert_disabled"
    ASSERT_CHECKED = "assert_checked"
    ASSERT_UNCHECKED = "assert_unchecked"
    ASSERT_VALUE = "assert_value"
    ASSERT_COUNT = "assert_count"
    ACCEPT_DIALOG = "accept_dialog"  # the browser's own alert, confirm or prompt (value: the prompt's answer)
    DISMISS_DIALOG = "dismiss_dialog"
    SWITCH_TAB = "switch_tab"  # the browser's tab or window (value: "new", "previous" or a position; target: words)
    CLOSE_TAB = "close_tab"

    @property
    def is_assertion(self) -> bool:
        return self.value.startswith("assert_")

    @property
    def answers_dialog(self) -> bool:
        """Whether it answers the browser's own alert, confirm or prompt (no element of the page)."""
        return self.value.endswith("_dialog")

    @property
    def acts_on_tabs(self) -> bool:
        """Whether it switches to or closes a browser tab (no element of the page)."""
        return self.value.endswith("_tab")


class Action(BaseModel):
    """What a brain decided one clause means: a kind, the element (snapshot index) and a value."""

    model_config = ConfigDict(extra="forbid")

    kind: ActionKind
    element: int | None = Field(default=None, description="index of the target element in the snapshot")
    value: str | None = None
    target: str | None = Field(default=None, description="the phrase that named the target, as written")
    context: str | None = Field(default=None, description="where the step says the target is, as written")
    exact: bool = False
    sensitive: bool = False
    role: str | None = Field(default=None, description="the kind of element a check by words alone names "
                                                         "(\"textbox\": a field), when the step names one")
    confidence: float = Field(default=1.0, ge=0.0, le=1.0)
    strategy: str | None = Field(default=None, description="the rule brain's strategy that decided it")


class StepStatus(StrEnum):
    PASSED = "passed"
    FAILED = "failed"
    SKIPPED = "skipped"


class StepSource(StrEnum):
    """How a step's actions were found: decided now, taken from the lock file, or re-decided after drift."""

    RESOLVED = "resolved"
    REPLAYED = "replayed"
    HEALED = "healed"


class RunStatus(StrEnum):
    """A run's or a suite's outcome as the JSON report writes it; `verdict` is how a person reads it."""

    SUCCESS = "success"
    PARTIAL = "partial"  # some steps (or scenarios) passed, some failed: a failure all the same
    FAILED = "failed"
    INTERRUPTED = "interrupted"  # stopped by a signal (Ctrl-C, SIGTERM): the steps done are reported

    @property
    def verdict(self) -> str:
        """success, failed or interrupted: `partial` stays in the JSON for the tools that read it, but a run with a
        failed step failed."""
        return "failed" if self is RunStatus.PARTIAL else self.value


class ElementRef(BaseModel):
    """A short description of the element an action touched, as a person would name it."""

    tag: str
    role: str = ""
    name: str = ""
    frame: str = ""


class ActionRecord(BaseModel):
    """One performed action: what was done, to what, through which locator. Values are already masked.

    A healed action (its locked element had drifted) says which locator the lock had (`healed_from`) and how the
    page had drifted (`drift`); `locator` is the one found instead."""

    kind: ActionKind
    value: str | None = None
    element: ElementRef | None = None
    locator: str | None = None
    healed_from: str | None = Field(default=None, description="the locked locator, when the action was healed")
    drift: list[str] = Field(default_factory=list, description="how the locked element no longer fit the page")
    confidence: float = 1.0
    strategy: str | None = None
    elapsed_ms: float = 0.0


class Usage(BaseModel):
    """What a step, a run or a suite cost: brain calls, model tokens and their estimated price."""

    brain_calls: int = 0
    tokens: int = 0
    cost_usd: float = 0.0

    def __add__(self, other: Usage) -> Usage:
        return Usage(brain_calls=self.brain_calls + other.brain_calls, tokens=self.tokens + other.tokens,
                     cost_usd=self.cost_usd + other.cost_usd)

    @classmethod
    def total(cls, parts: Iterable[Usage]) -> Usage:
        return sum(parts, cls())


class StepFailure(BaseModel):
    """Why a step failed, as data. `raise_for_status()` turns it into the matching StepError.

    `expected` is what the step expected ("the page to show 'Welcome back, ann'"), `actual` what the page had
    instead ("it shows 'Welcome back, anne' (in "Dashboard")"); None when the failure is not about the page.
    """

    kind: ErrorKind
    message: str
    candidates: list[str] = Field(default_factory=list)
    expected: str | None = Field(default=None, description="what the step expected of the page")
    actual: str | None = Field(default=None, description="what the page had instead")

    @property
    def headline(self) -> str:
        """What a person reads first: the expectation and what was found instead, else the message."""
        return self.message if self.expected is None else expectation(self.expected, self.actual)

    @property
    def explanation(self) -> str | None:
        """The message, when it says more than the headline (why, and what to write instead)."""
        return None if self.message == self.headline else self.message

    def to_exception(self, sentence: str = "") -> StepError:
        cls = STEP_ERRORS.get(self.kind, StepError)
        return cls(self.message, sentence=sentence, candidates=self.candidates, expected=self.expected,
                   actual=self.actual)


class StepResult(BaseModel):
    """The record of one step (the design's TestStep): sentence, actions taken, outcome, timing."""

    sentence: str
    status: StepStatus
    line: int | None = Field(default=None, description="the step's line in its scenario file")
    actions: list[ActionRecord] = Field(default_factory=list)
    error: StepFailure | None = None
    source: StepSource = StepSource.RESOLVED
    elapsed_ms: float = 0.0
    url: str = ""
    screenshot: str | None = None
    usage: Usage = Field(default_factory=Usage)
    dialogs: list[str] = Field(default_factory=list, description="the browser dialogs the step met, and their answer")
    tabs: list[str] = Field(default_factory=list, description="the tabs the step opened, switched to or closed")
    blocked: list[str] = Field(default_factory=list, description="requests the allowed domains refused meanwhile")

    @property
    def ok(self) -> bool:
        return self.status is StepStatus.PASSED

    def raise_for_status(self) -> StepResult:
        """Raise the StepError matching this step's failure; return self when it passed."""
        __tracebackhide__ = True  # pytest shows the test's line, not this one
        if self.error is not None:
            raise self.error.to_exception(self.sentence)
        return self


class RunResult(BaseModel):
    """The outcome of a scenario run: every step's result and the overall status."""

    name: str
    url: str
    status: RunStatus
    steps: list[StepResult] = Field(default_factory=list)
    error: StepFailure | None = Field(default=None, description="a failure before any step could run")
    path: str | None = Field(default=None, description="the scenario file")
    trace: str | None = Field(default=None, description="the Playwright trace saved when the run failed")
    interrupted: str | None = Field(default=None, description="the signal that stopped the run: SIGINT or SIGTERM")
    elapsed_ms: float = 0.0
    usage: Usage = Field(default_factory=Usage)

    @property
    def ok(self) -> bool:
        return self.status is RunStatus.SUCCESS

    @property
    def errors(self) -> list[StepFailure]:
        found = [self.error] if self.error else []
        return found + [step.error for step in self.steps if step.error is not None]

    def raise_for_status(self) -> RunResult:
        """Raise the StepError of the first failure; return self when every step passed."""
        __tracebackhide__ = True
        if self.error is not None:
            raise self.error.to_exception()
        for step in self.steps:
            step.raise_for_status()
        return self

    @staticmethod
    def status_of(steps: list[StepResult] | list[RunResult], *, error: StepFailure | None = None) -> RunStatus:
        """success when every part passed, partial when some did, failed when none did; interrupted when a run
        among them was."""
        if any(isinstance(part, RunResult) and part.status is RunStatus.INTERRUPTED for part in steps):
            return RunStatus.INTERRUPTED
        passed = sum(step.ok for step in steps)
        if error is None and steps and passed == len(steps):
            return RunStatus.SUCCESS
        return RunStatus.PARTIAL if passed else RunStatus.FAILED


class SuiteResult(BaseModel):
    """The outcome of a folder of scenarios: one RunResult each, and the totals."""

    status: RunStatus
    runs: list[RunResult] = Field(default_factory=list)
    interrupted: str | None = Field(default=None, description="the signal that stopped the suite: SIGINT or SIGTERM")
    elapsed_ms: float = 0.0
    usage: Usage = Field(default_factory=Usage)

    @property
    def ok(self) -> bool:
        return self.status is RunStatus.SUCCESS

    @classmethod
    def of(cls, runs: list[RunResult], *, elapsed_ms: float) -> SuiteResult:
        status = RunResult.status_of(runs)
        return cls(status=status, runs=runs, elapsed_ms=round(elapsed_ms, 1),
                   interrupted=next((run.interrupted for run in runs if run.interrupted), None),
                   usage=Usage.total(run.usage for run in runs))


class Step(BaseModel):
    """One line of a scenario. `sensitive` masks its value everywhere it is written down."""

    model_config = ConfigDict(extra="forbid")

    text: str = Field(alias="do", description="the step, in plain English")
    sensitive: bool = Field(default=False, description="mask the step's values in every output")
    line: int | None = Field(default=None, exclude=True)

    @field_validator("text")
    @classmethod
    def _not_blank(cls, text: str) -> str:
        if not text.strip():
            raise ValueError("a step must not be empty")
        return text.strip()


class Budget(BaseModel):
    """Limits on a run or a suite: steps started, model tokens, estimated cost, wall time. None: no limit."""

    model_config = ConfigDict(extra="forbid")

    max_steps: int | None = Field(default=None, ge=0)
    max_tokens: int | None = Field(default=None, ge=0)
    max_cost_usd: float | None = Field(default=None, ge=0)
    max_seconds: float | None = Field(default=None, gt=0, description="wall time")

    def overridden_by(self, other: Budget | None) -> Budget:
        """This budget with every limit `other` sets taking its place."""
        return self if other is None else self.model_copy(update=other.model_dump(exclude_none=True))
def _host_pattern(entry: str) -> str:
    try:
        parse_entry(entry)
    except UsageError as exc:
        raise ValueError(str(exc)) from exc
    return entry


HostEntry = Annotated[str, AfterValidator(_host_pattern)]
Tag = Annotated[str, Field(pattern=r"^[A-Za-z_][A-Za-z0-9_]*$", description="a word: letters, digits and _")]


class Scenario(BaseModel):
    """A URL and the plain-English steps to perform on it."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    url: str = Field(description="the page to open first")
    steps: list[Step] = Field(min_length=1, description="plain-English sentences, run in order")
    name: str | None = Field(default=None, description="shown in reports (defaults to the file name)")
    tags: list[Tag] = Field(default_factory=list, description="pytest markers of the scenario: `pytest -m smoke`")
    vars: dict[str, str] = Field(default_factory=dict, description="values for ${vars.name} in url and steps")
    timeout: float = Field(default=10.0, gt=0, description="seconds each action may wait")
    brain: Literal["rules", "llm", "fallback"] | None = Field(default=None, description="who reads the steps")
    model: str | None = Field(default=None, description="provider:model, e.g. openai:gpt-4o-mini")
    budget: Budget = Field(default_factory=Budget, description="limits on the run")
    allowed_domains: list[HostEntry] | None = Field(
        default=None, description="host globs (and schemes such as file:) the browser may open; every host if None")
    upload_dir: str | None = Field(default=None, description="the folder Upload steps take files from; the "
                                   "working directory when not given")
    path: str | None = Field(default=None, exclude=True)
    slug: str | None = Field(default=None, exclude=True, description="which scenario of its file it is, when the "
                             "file holds several (a .feature): in the names of its lock file and pictures")
    url_line: int | None = Field(default=None, exclude=True, description="the line that gives the url, when it is "
                                 "a step's (a .feature's `Given I am on ...`)")

    @field_validator("steps", mode="before")
    @classmethod
    def _steps_from_strings(cls, steps: Any) -> Any:
        if isinstance(steps, list):
            return [{"do": step} if isinstance(step, str) else step for step in steps]
        return steps

    @field_validator("allowed_domains", mode="before")
    @classmethod
    def _scheme_entries(cls, entries: Any) -> Any:
        """YAML reads an unquoted `- file:` as the mapping {file: null}: it means the scheme entry `file:`."""
        if isinstance(entries, list):
            return [f"{next(iter(entry))}:" if isinstance(entry, dict) and len(entry) == 1
                    and next(iter(entry.values())) is None else entry for entry in entries]
        return entries

    @property
    def title(self) -> str:
        return self.name or (self.path or self.url)
