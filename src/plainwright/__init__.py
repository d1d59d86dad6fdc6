"""plainwright: plain-English browser tests that compile into deterministic Playwright runs.

    import plainwright
    result = await plainwright.execute_step(page, "Click the Log in button")
    run = await plainwright.run_scenario("login.plain.yaml")
    goal = await plainwright.run_goal("Log in and open the settings", url=URL, variables={"password": "..."})
    async for event in plainwright.stream_goal("Log in and open the settings", url=URL, variables=...): ...
    guide = await plainwright.howto("Log in and open the settings", url=URL, output="settings.md", variables=...)

Everything public is listed in `__all__`; other modules are internal and may change.
"""

from plainwright.errors import (
    AmbiguousStep,
    AssertionFailed,
    BlockedDomain,
    BrowserCrashed,
    BudgetExceeded,
    ConfigError,
    ElementNotFound,
    ErrorKind,
    LLMError,
    NavigationFailed,
    NotInteractable,
    PlainwrightError,
    ScenarioError,
    StepError,
    StepTimeout,
    UnsupportedStep,
    UsageError,
)
from plainwright.goal_events import GoalEvent, read_event
from plainwright.model import (
    Action,
    ActionKind,
    ActionRecord,
    Budget,
    RunResult,
    RunStatus,
    Scenario,
    Step,
    StepFailure,
    StepResult,
    StepSource,
    StepStatus,
    Usage,
)
from plainwright.observe.snapshot import Element, PageSnapshot
from plainwright.observe.snapshot import take_snapshot as snapshot
from plainwright.plan.llm import FallbackPlanner, LLMPlanner
from plainwright.plan.rules import RulePlanner
from plainwright.run.goal import GoalResult, run_goal, stream_goal
from plainwright.run.howto import Howto, howto
from plainwright.run.scenario import run_scenario
from plainwright.run.step import execute_step
from plainwright.scenario_file import load_scenario, load_scenarios
from plainwright.understand.llm import ScriptedChat, make_chat_model
from plainwright.understand.llm_brain import FallbackBrain, LLMBrain
from plainwright.understand.make import make_brain
from plainwright.understand.rules import RuleBrain

__all__ = [
    "Action",
    "ActionKind",
    "ActionRecord",
    "AmbiguousStep",
    "AssertionFailed",
    "BlockedDomain",
    "BrowserCrashed",
    "Budget",
    "BudgetExceeded",
    "ConfigError",
    "Element",
    "ElementNotFound",
    "ErrorKind",
    "FallbackBrain",
    "FallbackPlanner",
    "GoalEvent",
    "GoalResult",
    "Howto",
    "LLMBrain",
    "LLMError",
    "LLMPlanner",
    "NavigationFailed",
    "NotInteractable",
    "PageSnapshot",
    "PlainwrightError",
    "RuleBrain",
    "RulePlanner",
    "RunResult",
    "RunStatus",
    "Scenario",
    "ScenarioError",
    "ScriptedChat",
    "Step",
    "StepError",
    "StepFailure",
    "StepResult",
    "StepSource",
    "StepStatus",
    "StepTimeout",
    "UnsupportedStep",
    "Usage",
    "UsageError",
    "execute_step",
    "howto",
    "load_scenario",
    "load_scenarios",
    "make_brain",
    "make_chat_model",
    "read_event",
    "run_goal",
    "run_scenario",
    "snapshot",
    "stream_goal",
]
