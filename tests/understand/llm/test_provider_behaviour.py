"""What every provider does the same way, checked through each real SDK against its local fake server."""

from __future__ import annotations

import socket
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pytest

from plainwright.errors import ErrorKind, LLMError
from plainwright.understand.llm.base import ChatMessage, ChatModel, ChatRequest

from .providers import KEYS, Provider


async def test_a_tool_call_comes_back_with_decoded_arguments_and_token_usage(
        connect: Callable[..., Any], server: Any, act_request: ChatRequest) -> None:
    server.queue_tool_call("act", {"kind": "fill", "index": 4, "value": "alice"}, input_tokens=120,
                           output_tokens=9)
    chat = connect()

    reply = await chat.complete(act_request)

    call = reply.tool_call("act")
    assert call is not None
    assert call.arguments == {"kind": "fill", "index": 4, "value": "alice"}
    assert (reply.usage.input_tokens, reply.usage.output_tokens) == (120, 9)
    assert reply.model == chat.model


async def test_the_provider_satisfies_the_chat_model_protocol(connect: Callable[..., Any],
                                                              provider: Provider) -> None:
    chat = connect()
    assert isinstance(chat, ChatModel)
    assert (chat.name, chat.model) == (provider.name, provider.model)


async def test_the_api_key_travels_in_the_providers_own_header(
        connect: Callable[..., Any], server: Any, provider: Provider, act_request: ChatRequest) -> None:
    server.queue_tool_call("act", {"kind": "click", "index": 3})

    await connect().complete(act_request)

    assert provider.sent_key(server.requests[0].headers) == KEYS[provider.name]


async def test_a_rate_limit_is_retried_by_the_sdk_and_the_second_answer_is_used(
        connect: Callable[..., Any], server: Any, act_request: ChatRequest) -> None:
    server.queue_error(429, "slow down")
    server.queue_tool_call("act", {"kind": "click", "index": 3})

    reply = await connect(max_retries=2).complete(act_request)

    assert len(server.requests) == 2
    assert reply.tool_calls[0].arguments == {"kind": "click", "index": 3}


async def test_a_server_error_that_persists_ends_in_a_retryable_llm_error_with_the_status(
        connect: Callable[..., Any], server: Any, provider: Provider, act_request: ChatRequest) -> None:
    server.queue_error(500, "the model is on fire", times=3)

    with pytest.raises(LLMError) as caught:
        await connect(max_retries=1).complete(act_request)

    error = caught.value
    assert len(server.requests) == 2  # the first attempt and one retry
    assert (error.status, error.retryable, error.provider, error.model) == (500, True, provider.name,
                                                                            provider.model)
    assert error.kind is ErrorKind.LLM_ERROR
    assert "500" in str(error)
    assert error.__cause__ is not None


async def test_a_bad_request_is_not_retried_and_is_not_retryable(
        connect: Callable[..., Any], server: Any, act_request: ChatRequest) -> None:
    server.queue_error(400, "tools[0].parameters is not a valid schema", times=3)

    with pytest.raises(LLMError) as caught:
        await connect(max_retries=2).complete(act_request)

    assert len(server.requests) == 1
    assert (caught.value.status, caught.value.retryable) == (400, False)
    assert "not a valid schema" in str(caught.value)


async def test_a_reply_slower_than_the_timeout_ends_in_a_retryable_llm_error(
        connect: Callable[..., Any], server: Any, act_request: ChatRequest) -> None:
    server.queue_tool_call("act", {"kind": "click", "index": 3}, delay_s=3.0)

    with pytest.raises(LLMError) as caught:
        await connect(timeout_s=0.5, max_retries=0).complete(act_request)

    assert caught.value.retryable is True
    assert caught.value.status is None
    assert "in time" in str(caught.value)


async def test_a_plain_text_answer_when_a_tool_was_forced_is_an_llm_error_quoting_the_text(
        connect: Callable[..., Any], server: Any, act_request: ChatRequest) -> None:
    server.queue_text("I would click the blue button.")

    with pytest.raises(LLMError, match=r"did not call act.*I would click the blue button"):
        await connect().complete(act_request)


async def test_a_plain_text_answer_is_returned_when_no_tool_is_offered(
        connect: Callable[..., Any], server: Any) -> None:
    server.queue_text("The page is a login form.", input_tokens=30, output_tokens=6)
    question = ChatMessage(role="user", content="What is it?")
    request = ChatRequest(system="Describe pages.", messages=[question])

    reply = await connect().complete(request)

    assert reply.text == "The page is a login form."
    assert reply.tool_calls == []
    assert reply.usage.total_tokens == 36


async def test_an_endpoint_nobody_listens_on_ends_in_a_retryable_llm_error(
        provider: Provider, act_request: ChatRequest) -> None:
    with socket.socket() as probe:  # a port that was free a moment ago and has no listener now
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    nowhere = SimpleNamespace(url=f"http://127.0.0.1:{port}", base_url=f"http://127.0.0.1:{port}/v1")
    chat = provider.connect(nowhere, timeout_s=2.0, max_retries=0)

    try:
        with pytest.raises(LLMError) as caught:
            await chat.complete(act_request)
    finally:
        await chat.aclose()

    assert caught.value.retryable is True
    assert caught.value.status is None
    assert caught.value.provider == provider.name
