"""Rough cost of a model call from its token usage.

The prices are public list prices in US dollars per million tokens for well-known models, as published
by OpenAI, Anthropic and Google in 2025. They are estimates: providers change prices, give discounts
(batch, cached input) and charge long contexts more. Reports show them as "about"; nothing bills by them.
"""

from __future__ import annotations

import re

from plainwright.understand.llm.base import Usage

# (pattern on the lower-cased model name, input price, output price), first match wins: more specific first.
_PRICES_PER_MILLION: list[tuple[str, float, float]] = [
    (r"^gpt-4o-mini", 0.15, 0.60),
    (r"^gpt-4o", 2.50, 10.00),
    (r"^gpt-4\.1-nano", 0.10, 0.40),
    (r"^gpt-4\.1-mini", 0.40, 1.60),
    (r"^gpt-4\.1", 2.00, 8.00),
    (r"^claude-3-haiku", 0.25, 1.25),
    (r"^claude-3-5-haiku", 0.80, 4.00),
    (r"^claude-haiku-4", 1.00, 5.00),
    (r"^claude-(3-5-|3-7-)?sonnet|^claude-sonnet-4", 3.00, 15.00),
    (r"^claude-opus-4-5", 5.00, 25.00),
    (r"^claude-(3-)?opus", 15.00, 75.00),
    (r"^gemini-1\.5-flash", 0.075, 0.30),
    (r"^gemini-1\.5-pro", 1.25, 5.00),
    (r"^gemini-2\.0-flash-lite", 0.075, 0.30),
    (r"^gemini-2\.0-flash", 0.10, 0.40),
    (r"^gemini-2\.5-flash-lite", 0.10, 0.40),
    (r"^gemini-2\.5-flash", 0.30, 2.50),
    (r"^gemini-2\.5-pro", 1.25, 10.00),
]


def prices_per_million(model: str) -> tuple[float, float] | None:
    """(input, output) list price in USD per million tokens, or None for a model not in the table.

    A provider prefix and a "models/" path (Gemini) are ignored: "openai:gpt-4o-mini" prices as
    "gpt-4o-mini". Ollama-style tags ("llama3.1:8b") are left alone.
    """
    provider, _, rest = model.lower().partition(":")
    bare = (rest if provider in ("openai", "anthropic", "gemini") else model.lower()).removeprefix("models/")
    for pattern, input_price, output_price in _PRICES_PER_MILLION:
        if re.search(pattern, bare):
            return input_price, output_price
    return None


def estimate_cost_usd(model: str, usage: Usage) -> float | None:
    """Estimated list-price cost of `usage` on `model` in USD; None for unknown (e.g. local) models.

        estimate_cost_usd("gpt-4o-mini", Usage(input_tokens=1_000_000, output_tokens=0))  # 0.15
    """
    prices = prices_per_million(model)
    if prices is None:
        return None
    input_price, output_price = prices
    return (usage.input_tokens * input_price + usage.output_tokens * output_price) / 1_000_000
