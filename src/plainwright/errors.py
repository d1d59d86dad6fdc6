"""The one exception tree of plainwright.

```
PlainwrightError                       kind: ClassVar[ErrorKind | None]
├── UsageError                         the caller's mistake
│   ├── ScenarioError                  invalid_scenario: file, line, field
│   └── ConfigError                    unknown provider, missing key or extra, no browser found
├── StepError                          one step failed: sentence, candidates, expected, actual, hint_for_llm
│   ├── ElementNotFound                element_not_found
│   ├── AmbiguousStep                  ambiguous_step
│   ├── NotInteractable                not_interactable
│   ├── AssertionFailed                assertion_failed
│   ├── NavigationFailed               navigation_failed
│   ├── StepTimeout                    timeout
│   ├── UnsupportedStep                unsupported_step
│   └── BlockedDomain                  blocked_domain
├── LLMError                           llm_error: provider, model, status, retryable
├── BudgetExceeded                     budget_exceeded
├── BrowserCrashed                     browser_crashed
└── Interrupted                        a signal (SIGINT, SIGTERM) stopped the run: status `interrupted`
```

Step failures travel as data (`StepResult.error`, a `StepFailure`); `RunResult.raise_for_status()` turns
them back into the matching `StepError`.
"""

from __future__ import annotations

import signal
from enum import StrEnum
from typing import ClassVar, Self


class ErrorKind(StrEnum):
    """Why a step or run failed; the same names appear in every report."""

    ELEMENT_NOT_FOUND = "element_not_found"
    AMBIGUOUS_STEP = "ambiguous_step"
    NOT_INTERACTABLE = "not_interactable"
    ASSERTION_FAILED = "assertion_failed"
    NAVIGATION_FAILED = "navigation_failed"
    TIMEOUT = "timeout"
    INVALID_SCENARIO = "invalid_scenario"
    UNSUPPORTED_STEP = "unsupported_step"
    LLM_ERROR = "llm_error"
    BUDGET_EXCEEDED = "budget_exceeded"
    BLOCKED_DOMAIN = "blocked_domain"
    BROWSER_CRASHED = "browser_crashed"
    LOOP_DETECTED = "loop_detected"  # a goal run proposed the same step on the same page a third time


class PlainwrightError(Exception):
    """Root of every error plainwright raises."""

    kind: ClassVar[ErrorKind | None] = None


class UsageError(PlainwrightError):
    """The caller asked for something that cannot work (bad file, bad option)."""


class ScenarioError(UsageError):
    """A scenario file is malformed; the message names the file, the line and the field."""

    kind = ErrorKind.INVALID_SCENARIO

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None,
                 field: str | None = None) -> None:
        where = ":".join(str(part) for part in (path, line) if part is not None)
        prefix = f"{where}: " if where else ""
        field_part = f"field '{field}': " if field else ""
        super().__init__(f"{prefix}{field_part}{message}")
        self.path = path
        self.line = line
        self.field = field


class ConfigError(UsageError):
    """Configuration is missing or wrong: unknown provider, missing key or extra, no browser."""


def expectation(expected: str, actual: str | None) -> str:
    """A failure said as the expectation it is, then what was found instead: "expected the page to show 'Welcome
    back, ann'; it shows 'Welcome back, anne' (in "Dashboard")"."""
    return f"expected {expected}; {actual}" if actual else f"expected {expected}"


class StepError(PlainwrightError):
    """One step failed. Carries the sentence, the closest candidates, what was expected and what the page had
    instead (`actual`), and retry feedback for a model."""

    def __init__(self, message: str, *, sentence: str = "", candidates: list[str] | None = None,
                 hint_for_llm: str | None = None, expected: str | None = None, actual: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.sentence = sentence
        self.candidates = candidates or []
        self.hint_for_llm = hint_for_llm
        self.expected = expected
        self.actual = actual

    @classmethod
    def unmet(cls, expected: str, actual: str | None, *, sentence: str = "",
              candidates: list[str] | None = None) -> Self:
        """The error whose message is the expectation and what was found instead (see `expectation`)."""
        return cls(expectation(expected, actual), sentence=sentence, candidates=candidates, expected=expected,
                   actual=actual)


class ElementNotFound(StepError):
    """No element on the page fits the step's target phrase."""

    kind = ErrorKind.ELEMENT_NOT_FOUND


class AmbiguousStep(StepError):
    """Two or more elements fit the step about equally well."""

    kind = ErrorKind.AMBIGUOUS_STEP


class NotInteractable(StepError):
    """The element exists but cannot take the action (disabled, covered, hidden)."""

    kind = ErrorKind.NOT_INTERACTABLE


class AssertionFailed(StepError):
    """A step's check does not hold on the page."""

    kind = ErrorKind.ASSERTION_FAILED


class NavigationFailed(StepError):
    """A page could not be loaded."""

    kind = ErrorKind.NAVIGATION_FAILED


class StepTimeout(StepError):
    """The page did not reach the expected state in time."""

    kind = ErrorKind.TIMEOUT


class UnsupportedStep(StepError):
    """The sentence asks for something plainwright cannot do."""

    kind = ErrorKind.UNSUPPORTED_STEP


class BlockedDomain(StepError):
    """The step would leave the domains the run is allowed to visit."""

    kind = ErrorKind.BLOCKED_DOMAIN


class LLMError(PlainwrightError):
    """A language model call failed or answered with something unusable."""

    kind = ErrorKind.LLM_ERROR

    def __init__(self, message: str, *, provider: str = "", model: str = "", status: int | None = None,
                 retryable: bool = False) -> None:
        super().__init__(message)
        self.provider = provider
        self.model = model
        self.status = status
        self.retryable = retryable


class BudgetExceeded(PlainwrightError):
    """A run or a suite used up its step, token, cost or time budget."""

    kind = ErrorKind.BUDGET_EXCEEDED


class BrowserCrashed(PlainwrightError):
    """The browser or page went away during a run."""

    kind = ErrorKind.BROWSER_CRASHED


class Interrupted(PlainwrightError):
    """A signal stopped the run (Ctrl-C is SIGINT); the steps done so far are reported, the run is `interrupted`.

    `exit_code` is what a shell expects of a process that a signal stopped: 128 + its number (130, 143).
    """

    def __init__(self, signum: int) -> None:
        self.signal_name = signal.Signals(signum).name
        self.exit_code = 128 + signum
        super().__init__(f"interrupted by {self.signal_name}")


STEP_ERRORS: dict[ErrorKind, type[StepError]] = {
    cls.kind: cls
    for cls in (ElementNotFound, AmbiguousStep, NotInteractable, AssertionFailed, NavigationFailed,
                StepTimeout, UnsupportedStep, BlockedDomain)
    if cls.kind is not None
}
