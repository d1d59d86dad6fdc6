"""Choose a brain by name: `rules` (offline, the default), `llm`, or `fallback` (rules first, model when unsure)."""

from __future__ import annotations

from plainwright.config import llm_cache_path
from plainwright.errors import ConfigError
from plainwright.understand.brains import Brain
from plainwright.understand.cache import ResponseCache
from plainwright.understand.rules import RuleBrain

BRAINS = ("rules", "llm", "fallback")


def make_brain(name: str | None = None, *, model: str | None = None, base_url: str | None = None) -> Brain:
    """`make_brain("fallback", model="openai:gpt-4o-mini")`. With a model and no name, `fallback` is chosen."""
    name = name or ("fallback" if model else "rules")
    if name not in BRAINS:
        raise ConfigError(f"unknown brain {name!r}; choose one of {', '.join(BRAINS)}")
    if name == "rules":
        return RuleBrain()
    if not model:
        raise ConfigError(f"the {name} brain needs a model, e.g. --model openai:gpt-4o-mini "
                          "(or run without --brain to use the offline rule brain)")
    from plainwright.understand.llm import make_chat_model
    from plainwright.understand.llm_brain import FallbackBrain, LLMBrain

    llm = LLMBrain(make_chat_model(model, base_url=base_url), cache=ResponseCache(llm_cache_path()))
    return llm if name == "llm" else FallbackBrain(RuleBrain(), llm)
