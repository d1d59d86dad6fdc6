"""The OpenAI chat completions wire format, through the real `openai` SDK against a local fake server."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from plainwright.errors import LLMError
from plainwright.understand.llm.base import ChatRequest

from .conftest import ACT_SCHEMA

pytestmark = pytest.mark.parametrize("provider", ["openai"], indirect=True)


async def test_the_request_carries_system_first_the_function_tools_and_the_forced_function(
        connect: Callable[..., Any], server: Any, act_request: ChatRequest) -> None:
    server.queue_tool_call("act", {"kind": "click", "index": 3})

    await connect().complete(act_request)

    sent = server.requests[0]
    assert sent.path == "/v1/chat/completions"
    body = sent.body
    assert body["model"] == "gpt-4o-mini"
    assert [(m["role"], m["content"]) for m in body["messages"]] == [
        ("system", "You pick the element a test step means."),
        ("user", 'Step: Click Log in\n[3] button "Log in"'),
        ("assistant", '{"kind": "click", "index": 9}'),
        ("user", "Index 9 does not exist. Try again."),
    ]
    assert body["tools"][0] == {"type": "function", "function": {
        "name": "act", "description": "Do one thing on the page.", "parameters": ACT_SCHEMA}}
    assert [tool["function"]["name"] for tool in body["tools"]] == ["act", "give_up"]
    assert body["tool_choice"] == {"type": "function", "function": {"name": "act"}}
    assert (body["max_tokens"], body["temperature"]) == (321, 0.0)


async def test_without_a_forced_tool_the_model_may_choose(
        connect: Callable[..., Any], server: Any, act_request: ChatRequest) -> None:
    server.queue_tool_call("give_up", {})

    reply = await connect().complete(act_request.model_copy(update={"tool_choice": None}))

    assert server.requests[0].body["tool_choice"] == "auto"
    assert [call.name for call in reply.tool_calls] == ["give_up"]


async def test_arguments_that_are_not_json_end_in_an_llm_error_quoting_them(
        connect: Callable[..., Any], server: Any, act_request: ChatRequest) -> None:
    server.queue_raw_arguments("act", '{"kind": "click", "index": ')

    with pytest.raises(LLMError) as caught:
        await connect().complete(act_request)

    assert '{"kind": "click", "index": ' in str(caught.value)
    assert (caught.value.provider, caught.value.retryable) == ("openai", False)


async def test_arguments_that_are_json_but_not_an_object_end_in_an_llm_error(
        connect: Callable[..., Any], server: Any, act_request: ChatRequest) -> None:
    server.queue_raw_arguments("act", "[3, 4]")

    with pytest.raises(LLMError, match=r"not an object: \[3, 4\]"):
        await connect().complete(act_request)
