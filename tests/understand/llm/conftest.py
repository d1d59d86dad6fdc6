"""Fixtures for provider tests: a request that forces a tool, and each provider's real SDK on its fake server.

Servers and SDK clients live for the whole session (a new SDK client costs about 0.5 s of setup); each test
starts with an empty server queue.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import ExitStack
from typing import Any

import pytest

from plainwright.understand.llm.base import ChatMessage, ChatRequest, ToolSpec

from .providers import PROVIDERS, Provider

ACT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"kind": {"type": "string", "enum": ["click", "fill"]}, "index": {"type": "integer"},
                   "value": {"type": "string"}},
    "required": ["kind", "index"],
}


@pytest.fixture
def act_request() -> ChatRequest:
    """A three-turn conversation that forces the `act` tool, with a second tool on offer."""
    return ChatRequest(
        system="You pick the element a test step means.",
        messages=[
            ChatMessage(role="user", content="Step: Click Log in\n[3] button \"Log in\""),
            ChatMessage(role="assistant", content='{"kind": "click", "index": 9}'),
            ChatMessage(role="user", content="Index 9 does not exist. Try again."),
        ],
        tools=[ToolSpec(name="act", description="Do one thing on the page.", parameters=ACT_SCHEMA),
               ToolSpec(name="give_up", description="Say the step cannot be done.")],
        tool_choice="act",
        max_tokens=321,
        temperature=0.0,
    )


@pytest.fixture(scope="session")
def fake_servers() -> Iterator[dict[str, Any]]:
    with ExitStack() as stack:
        yield {name: stack.enter_context(spec.server_class()) for name, spec in PROVIDERS.items()}


@pytest.fixture(scope="session")
async def chat_pool() -> AsyncIterator[dict[tuple[str, float, int], Any]]:
    pool: dict[tuple[str, float, int], Any] = {}
    yield pool
    for chat in pool.values():
        await chat.aclose()


@pytest.fixture(params=sorted(PROVIDERS))
def provider(request: pytest.FixtureRequest) -> Provider:
    return PROVIDERS[request.param]


@pytest.fixture
def server(provider: Provider, fake_servers: dict[str, Any]) -> Any:
    srv = fake_servers[provider.name]
    srv.reset()
    return srv


@pytest.fixture
def connect(provider: Provider, server: Any,
            chat_pool: dict[tuple[str, float, int], Any]) -> Callable[..., Any]:
    """The provider's chat model on its fake server, with the given timeout and retry count."""

    def make(*, timeout_s: float = 5.0, max_retries: int = 1) -> Any:
        key = (provider.name, timeout_s, max_retries)
        if key not in chat_pool:
            chat_pool[key] = provider.connect(server, timeout_s=timeout_s, max_retries=max_retries)
        return chat_pool[key]

    return make
