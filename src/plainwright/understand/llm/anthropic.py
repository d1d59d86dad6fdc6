"""Claude through the official `anthropic` SDK (Messages API with tool use).

The system text goes in the top-level `system` field, tools as `{"name", "description", "input_schema"}` and a
forced tool as `tool_choice={"type": "tool", "name": ...}`. The answer's `tool_use` content blocks become
`ToolCall`s.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import anthropic
from anthropic.types import Message

from plainwright.errors import LLMError
from plainwright.understand.llm.base import (
    ChatReply,
    ChatRequest,
    ToolCall,
    Usage,
    check_forced_tool,
    require_object,
    status_is_retryable,
)


class AnthropicChat:
    """Claude models with tool use.

        chat = AnthropicChat("claude-haiku-4-5", api_key="sk-ant-...")

    The SDK retries 408/409/429/5xx and connection errors itself, `max_retries` times.
    `ChatRequest.temperature` is not sent: the Messages API of the SDK this targets has no such parameter.
    """

    name = "anthropic"

    def __init__(self, model: str, *, api_key: str, base_url: str | None = None, timeout_s: float = 30.0,
                 max_retries: int = 2) -> None:
        self.model = model
        self._client = anthropic.AsyncAnthropic(api_key=api_key, base_url=base_url, timeout=timeout_s,
                                                max_retries=max_retries)

    async def complete(self, request: ChatRequest) -> ChatReply:
        with _anthropic_errors(self.model):
            message = await self._client.messages.create(**build_payload(self.model, request))
        return check_forced_tool(self._to_reply(message), request, provider=self.name)

    async def aclose(self) -> None:
        """Close the SDK's connection pool."""
        await self._client.close()

    def _to_reply(self, message: Message) -> ChatReply:
        texts: list[str] = []
        calls: list[ToolCall] = []
        for block in message.content:
            if block.type == "text":
                texts.append(block.text)
            elif block.type == "tool_use":
                arguments = require_object(block.input, tool=block.name, provider=self.name, model=self.model)
                calls.append(ToolCall(id=block.id, name=block.name, arguments=arguments))
        usage = message.usage
        cached = (usage.cache_read_input_tokens or 0) + (usage.cache_creation_input_tokens or 0)
        tokens = Usage(input_tokens=usage.input_tokens + cached, output_tokens=usage.output_tokens)
        return ChatReply(text="".join(texts), tool_calls=calls, usage=tokens,
                         model=message.model or self.model)


def build_payload(model: str, request: ChatRequest) -> dict[str, Any]:
    """The keyword arguments of `messages.create` for a request."""
    payload: dict[str, Any] = {
        "model": model,
        "max_tokens": request.max_tokens,
        "messages": [{"role": message.role, "content": message.content} for message in request.messages],
    }
    if request.system:
        payload["system"] = request.system
    if request.tools:
        payload["tools"] = [
            {"name": tool.name, "description": tool.description, "input_schema": tool.parameters}
            for tool in request.tools
        ]
        payload["tool_choice"] = (
            {"type": "tool", "name": request.tool_choice} if request.tool_choice else {"type": "auto"}
        )
    return payload


@contextmanager
def _anthropic_errors(model: str) -> Iterator[None]:
    """Map the SDK's exceptions (after its own retries) to LLMError."""
    try:
        yield
    except anthropic.APITimeoutError as exc:
        raise LLMError(f"anthropic {model} did not answer in time", provider="anthropic", model=model,
                       retryable=True) from exc
    except anthropic.APIConnectionError as exc:
        raise LLMError(f"anthropic {model} could not be reached: {exc}", provider="anthropic", model=model,
                       retryable=True) from exc
    except anthropic.APIStatusError as exc:
        raise LLMError(f"anthropic {model} failed with HTTP {exc.status_code}: {exc.message}",
                       provider="anthropic", model=model, status=exc.status_code,
                       retryable=status_is_retryable(exc.status_code)) from exc
    except anthropic.AnthropicError as exc:
        raise LLMError(f"anthropic {model} failed: {exc}", provider="anthropic", model=model) from exc
