"""Each provider's real SDK pointed at its fake server, described once for the shared tests."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from fakes import FakeServer
from fakes.anthropic_server import AnthropicServer
from fakes.gemini_server import GeminiServer
from fakes.openai_server import OpenAIServer
from plainwright.understand.llm.anthropic import AnthropicChat
from plainwright.understand.llm.gemini import GeminiChat
from plainwright.understand.llm.openai_compat import OpenAIChat


@dataclass(frozen=True)
class Provider:
    """How to reach one provider's SDK through its fake server, and where its API key travels."""

    name: str
    model: str
    server_class: type[FakeServer]
    connect: Callable[..., Any]  # (server, timeout_s=, max_retries=) -> chat model
    sent_key: Callable[[dict[str, str]], str | None]  # the key as found in a request's headers


def _bearer(headers: dict[str, str]) -> str | None:
    value = headers.get("authorization", "")
    return value.removeprefix("Bearer ") if value.startswith("Bearer ") else None


PROVIDERS = {
    "openai": Provider(
        "openai", "gpt-4o-mini", OpenAIServer,
        lambda srv, **kw: OpenAIChat("gpt-4o-mini", api_key="sk-test-openai", base_url=srv.base_url, **kw),
        _bearer),
    "anthropic": Provider(
        "anthropic", "claude-haiku-4-5", AnthropicServer,
        lambda srv, **kw: AnthropicChat("claude-haiku-4-5", api_key="sk-ant-test", base_url=srv.url, **kw),
        # anthropic 0.x sends x-api-key; anthropic 2.x sends the same key as a bearer token
        lambda headers: headers.get("x-api-key") or _bearer(headers)),
    "gemini": Provider(
        "gemini", "gemini-2.5-flash", GeminiServer,
        lambda srv, **kw: GeminiChat("gemini-2.5-flash", api_key="gm-test-key", base_url=srv.url,
                                     retry_delay_s=0.01, **kw),
        lambda headers: headers.get("x-goog-api-key")),
}

KEYS = {"openai": "sk-test-openai", "anthropic": "sk-ant-test", "gemini": "gm-test-key"}
