"""Choose a goal planner by name: `rules` (offline, the default), `llm`, or `fallback` (rules first, the model when
they have nothing to propose)."""

from __future__ import annotations

from plainwright.config import llm_cache_path
from plainwright.errors import ConfigError
from plainwright.plan.base import Planner
from plainwright.plan.rules import RulePlanner
from plainwright.understand.cache import ResponseCache

PLANNERS = ("rules", "llm", "fallback")
CACHE_FILE = "llm-plans.json"


def planner_for(planner: str | None, brain: str | None, model: str | None) -> str:
    """The planner a goal run uses: the one asked for, else the one the brain suggests (`--brain llm` plans with
    the model too, a model given or `--brain fallback` plans with the fallback planner), else the rules."""
    if planner:
        return planner
    if brain == "llm":
        return "llm"
    return "fallback" if brain == "fallback" or (model and brain != "rules") else "rules"


def make_planner(name: str = "rules", *, model: str | None = None, base_url: str | None = None) -> Planner:
    """`make_planner("fallback", model="openai:gpt-4o-mini")`."""
    if name not in PLANNERS:
        raise ConfigError(f"unknown planner {name!r}; choose one of {', '.join(PLANNERS)}")
    if name == "rules":
        return RulePlanner()
    if not model:
        raise ConfigError(f"the {name} planner needs a model, e.g. --model openai:gpt-4o-mini "
                          "(or run without --planner to use the offline rule planner)")
    from plainwright.plan.llm import FallbackPlanner, LLMPlanner
    from plainwright.understand.llm import make_chat_model

    llm = LLMPlanner(make_chat_model(model, base_url=base_url), cache=ResponseCache(llm_cache_path(CACHE_FILE)))
    return llm if name == "llm" else FallbackPlanner(RulePlanner(), llm)
