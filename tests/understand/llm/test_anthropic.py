"""The Anthropic Messages wire format, through the real `anthropic` SDK against a local fake server."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from plainwright.errors import LLMError
from plainwright.understand.llm.base import ChatRequest

from .conftest import ACT_SCHEMA

pytestmark = pytest.mark.parametrize("provider", ["anthropic"], indirect=True)


async def test_the_request_carries_top_level_system_input_schemas_and_the_forced_tool(
        connect: Callable[..., Any], server: Any, act_request: ChatRequest) -> None:
    server.queue_tool_call("act", {"kind": "click", "index": 3})

    await connect().complete(act_request)

    sent = server.requests[0]
    assert sent.path == "/v1/messages"
    body = sent.body
    assert body["model"] == "claude-haiku-4-5"
    assert body["system"] == "You pick the element a test step means."
    assert [message["role"] for message in body["messages"]] == ["user", "assistant", "user"]
    assert body["messages"][2]["content"] == "Index 9 does not exist. Try again."
    assert body["tools"][0] == {"name": "act", "description": "Do one thing on the page.",
                                "input_schema": ACT_SCHEMA}
    assert body["tool_choice"] == {"type": "tool", "name": "act"}
    assert body["max_tokens"] == 321


async def test_text_before_the_tool_use_block_is_kept_as_the_reply_text(
        connect: Callable[..., Any], server: Any, act_request: ChatRequest) -> None:
    server.queue_tool_call("act", {"kind": "click", "index": 3}, text="The button is [3].")

    reply = await connect().complete(act_request)

    assert reply.text == "The button is [3]."
    assert reply.tool_calls[0].id == "toolu_01fake"
    assert reply.tool_calls[0].arguments == {"kind": "click", "index": 3}


async def test_tool_input_that_is_not_an_object_ends_in_an_llm_error_quoting_it(
        connect: Callable[..., Any], server: Any, act_request: ChatRequest) -> None:
    server.queue_tool_call("act", '{"kind": "click", "index": ')

    with pytest.raises(LLMError) as caught:
        await connect().complete(act_request)

    assert '{"kind": "click", "index": ' in str(caught.value)
    assert caught.value.provider == "anthropic"
