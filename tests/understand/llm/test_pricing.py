"""Cost estimates from token usage: known models priced, unknown (local) ones left unpriced."""

from __future__ import annotations

import pytest

from plainwright.understand.llm.base import Usage
from plainwright.understand.llm.pricing import estimate_cost_usd, prices_per_million


def test_a_million_input_and_output_tokens_cost_the_list_prices() -> None:
    cost = estimate_cost_usd("gpt-4o-mini", Usage(input_tokens=1_000_000, output_tokens=1_000_000))
    assert cost == pytest.approx(0.15 + 0.60)


def test_a_typical_step_costs_a_fraction_of_a_cent() -> None:
    cost = estimate_cost_usd("gpt-4o", Usage(input_tokens=2_000, output_tokens=50))
    assert cost == pytest.approx((2_000 * 2.50 + 50 * 10.00) / 1_000_000)


@pytest.mark.parametrize(("model", "prices"), [
    ("gpt-4o-mini-2024-07-18", (0.15, 0.60)),
    ("gpt-4o-2024-08-06", (2.50, 10.00)),
    ("gpt-4.1-mini", (0.40, 1.60)),
    ("gpt-4.1", (2.00, 8.00)),
    ("claude-3-5-haiku-20241022", (0.80, 4.00)),
    ("claude-haiku-4-5", (1.00, 5.00)),
    ("claude-sonnet-4-5-20250929", (3.00, 15.00)),
    ("claude-3-7-sonnet-latest", (3.00, 15.00)),
    ("gemini-2.5-flash-lite", (0.10, 0.40)),
    ("gemini-2.5-flash", (0.30, 2.50)),
    ("models/gemini-2.5-pro", (1.25, 10.00)),
    ("openai:gpt-4o-mini", (0.15, 0.60)),
])
def test_versioned_and_prefixed_names_find_their_family(model: str, prices: tuple[float, float]) -> None:
    assert prices_per_million(model) == prices


@pytest.mark.parametrize("model", ["llama3.1:8b", "openai:qwen2.5-coder", "scripted", ""])
def test_unknown_and_local_models_have_no_estimate(model: str) -> None:
    assert estimate_cost_usd(model, Usage(input_tokens=1000, output_tokens=10)) is None
