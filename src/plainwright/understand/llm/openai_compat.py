"""Any OpenAI-compatible chat endpoint through the official `openai` SDK.

One class serves OpenAI itself, Azure's OpenAI-compatible endpoint, Ollama, vLLM, LM Studio and the llama.cpp
server: they differ only in `base_url` and key. Tools go out as `tools=[{"type": "function", ...}]`; a forced
tool as `tool_choice={"type": "function", "function": {"name": ...}}`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import openai
from openai.types.chat import ChatCompletion

from plainwright.errors import LLMError
from plainwright.understand.llm.base import (
    ChatReply,
    ChatRequest,
    ToolCall,
    Usage,
    check_forced_tool,
    decode_arguments,
    status_is_retryable,
)


class OpenAIChat:
    """Chat completions with function calling on an OpenAI-compatible endpoint.

        chat = OpenAIChat("gpt-4o-mini", api_key="sk-...")
        chat = OpenAIChat("llama3.1", api_key="unused", base_url="http://127.0.0.1:11434/v1")  # Ollama

    The SDK retries 408/409/429/5xx and connection errors itself, `max_retries` times.
    """

    name = "openai"

    def __init__(self, model: str, *, api_key: str, base_url: str | None = None, timeout_s: float = 30.0,
                 max_retries: int = 2) -> None:
        self.model = model
        self._client = openai.AsyncOpenAI(api_key=api_key, base_url=base_url, timeout=timeout_s,
                                          max_retries=max_retries)

    async def complete(self, request: ChatRequest) -> ChatReply:
        with _openai_errors(self.model):
            completion = await self._client.chat.completions.create(**build_payload(self.model, request))
        return check_forced_tool(self._to_reply(completion), request, provider=self.name)

    async def aclose(self) -> None:
        """Close the SDK's connection pool."""
        await self._client.close()

    def _to_reply(self, completion: ChatCompletion) -> ChatReply:
        if not completion.choices:
            raise LLMError(f"openai {self.model} answered with no choices", provider=self.name,
                           model=self.model)
        message = completion.choices[0].message
        calls = []
        for call in message.tool_calls or []:
            if call.type != "function":
                continue
            arguments = decode_arguments(call.function.arguments, tool=call.function.name,
                                         provider=self.name, model=self.model)
            calls.append(ToolCall(id=call.id, name=call.function.name, arguments=arguments))
        usage = completion.usage
        return ChatReply(
            text=message.content or "",
            tool_calls=calls,
            usage=Usage(input_tokens=usage.prompt_tokens if usage else 0,
                        output_tokens=usage.completion_tokens if usage else 0),
            model=completion.model or self.model,
        )


def build_payload(model: str, request: ChatRequest) -> dict[str, Any]:
    """The keyword arguments of `chat.completions.create` for a request.

    `max_tokens` rather than `max_completion_tokens`: the local servers this class also serves know only the
    older name.
    """
    messages: list[dict[str, Any]] = []
    if request.system:
        messages.append({"role": "system", "content": request.system})
    messages.extend({"role": message.role, "content": message.content} for message in request.messages)
    payload: dict[str, Any] = {"model": model, "messages": messages, "max_tokens": request.max_tokens,
                               "temperature": request.temperature}
    if request.tools:
        payload["tools"] = [
            {"type": "function",
             "function": {"name": tool.name, "description": tool.description, "parameters": tool.parameters}}
            for tool in request.tools
        ]
        payload["tool_choice"] = (
            {"type": "function", "function": {"name": request.tool_choice}} if request.tool_choice else "auto"
        )
    return payload


@contextmanager
def _openai_errors(model: str) -> Iterator[None]:
    """Map the SDK's exceptions (after its own retries) to LLMError."""
    try:
        yield
    except openai.APITimeoutError as exc:
        raise LLMError(f"openai {model} did not answer in time", provider="openai", model=model,
                       retryable=True) from exc
    except openai.APIConnectionError as exc:
        raise LLMError(f"openai {model} could not be reached: {exc}", provider="openai", model=model,
                       retryable=True) from exc
    except openai.APIStatusError as exc:
        raise LLMError(f"openai {model} failed with HTTP {exc.status_code}: {exc.message}", provider="openai",
                       model=model, status=exc.status_code,
                       retryable=status_is_retryable(exc.status_code)) from exc
    except openai.OpenAIError as exc:
        raise LLMError(f"openai {model} failed: {exc}", provider="openai", model=model) from exc
