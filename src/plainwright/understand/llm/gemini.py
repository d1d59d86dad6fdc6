"""Gemini through the official `google-genai` SDK (generateContent with function calling).

The system text goes in `system_instruction`, tools as function declarations with a JSON-schema
`parameters_json_schema`, and a forced tool as function-calling mode ANY restricted to that one name.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from contextlib import contextmanager

from google import genai
from google.genai import errors, types
from pydantic import ValidationError

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

RETRY_STATUSES = [408, 429, 500, 502, 503, 504]


def _transport_errors(class_name: str) -> tuple[type[BaseException], ...]:
    """An exception class of whichever HTTP client this google-genai version sends with.

    google-genai 3.x sends through `httpx2`, older versions through `httpx`; both name their classes alike.
    """
    found: list[type[BaseException]] = []
    for module_name in ("httpx2", "httpx"):
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            continue
        found.append(getattr(module, class_name))
    return tuple(found)


_TIMEOUTS: tuple[type[BaseException], ...] = (TimeoutError, *_transport_errors("TimeoutException"))
_UNREACHABLE: tuple[type[BaseException], ...] = (ConnectionError, *_transport_errors("TransportError"))


class GeminiChat:
    """Gemini models with function calling.

        chat = GeminiChat("gemini-2.5-flash", api_key="...")

    Retries of 408/429/5xx are the SDK's own (`max_retries` after the first attempt), waiting
    `retry_delay_s`, doubling each time.
    """

    name = "gemini"

    def __init__(self, model: str, *, api_key: str, base_url: str | None = None, timeout_s: float = 30.0,
                 max_retries: int = 2, retry_delay_s: float = 1.0) -> None:
        self.model = model
        retry = types.HttpRetryOptions(attempts=max_retries + 1, initial_delay=retry_delay_s, jitter=0.0,
                                       http_status_codes=RETRY_STATUSES)
        options = types.HttpOptions(base_url=base_url, timeout=round(timeout_s * 1000), retry_options=retry)
        self._client = genai.Client(api_key=api_key, http_options=options)

    async def complete(self, request: ChatRequest) -> ChatReply:
        with _gemini_errors(self.model):
            response = await self._client.aio.models.generate_content(
                model=self.model, contents=build_contents(request), config=build_config(request))
        reply = self._to_reply(response)
        return check_forced_tool(reply, request, provider=self.name, raw=_finish_note(response) or reply.text)

    async def aclose(self) -> None:
        """Close the SDK's connection pool."""
        await self._client.aio.aclose()

    def _to_reply(self, response: types.GenerateContentResponse) -> ChatReply:
        texts: list[str] = []
        calls: list[ToolCall] = []
        content = response.candidates[0].content if response.candidates else None
        for part in (content.parts if content else None) or []:
            if part.text and not part.thought:
                texts.append(part.text)
            call = part.function_call
            if call is not None and call.name:
                name = call.name
                arguments = require_object(call.args if call.args is not None else {}, tool=name,
                                           provider=self.name, model=self.model)
                calls.append(ToolCall(id=call.id or f"call_{len(calls)}", name=name, arguments=arguments))
        return ChatReply(text="".join(texts), tool_calls=calls, usage=_usage(response),
                         model=response.model_version or self.model)


def _usage(response: types.GenerateContentResponse) -> Usage:
    """Tokens in and out; thinking tokens are billed as output, so they count as output."""
    meta = response.usage_metadata
    if meta is None:
        return Usage()
    output = (meta.candidates_token_count or 0) + (meta.thoughts_token_count or 0)
    return Usage(input_tokens=meta.prompt_token_count or 0, output_tokens=output)


def build_contents(request: ChatRequest) -> list[types.Content]:
    """The conversation in Gemini's roles: `user` and `model`."""
    return [
        types.Content(role="model" if message.role == "assistant" else "user",
                      parts=[types.Part(text=message.content)])
        for message in request.messages
    ]


def build_config(request: ChatRequest) -> types.GenerateContentConfig:
    """System text, limits, tools and the forced function of a request.

    Automatic function calling is off: plainwright executes the call itself.
    """
    config = types.GenerateContentConfig(
        system_instruction=request.system or None,
        max_output_tokens=request.max_tokens,
        temperature=request.temperature,
        automatic_function_calling=types.AutomaticFunctionCallingConfig(disable=True),
    )
    if request.tools:
        declarations = [
            types.FunctionDeclaration(name=tool.name, description=tool.description,
                                      parameters_json_schema=tool.parameters)
            for tool in request.tools
        ]
        config.tools = [types.Tool(function_declarations=declarations)]
        modes = types.FunctionCallingConfigMode
        calling = (types.FunctionCallingConfig(mode=modes.ANY, allowed_function_names=[request.tool_choice])
                   if request.tool_choice else types.FunctionCallingConfig(mode=modes.AUTO))
        config.tool_config = types.ToolConfig(function_calling_config=calling)
    return config


def _finish_note(response: types.GenerateContentResponse) -> str:
    """Why the model stopped, when it stopped for a reason other than a normal end (e.g. a malformed call)."""
    if not response.candidates:
        return ""
    candidate = response.candidates[0]
    reason = candidate.finish_reason
    if reason is None or reason == types.FinishReason.STOP:
        return ""
    return f"{reason.value}: {candidate.finish_message or ''}".strip()


@contextmanager
def _gemini_errors(model: str) -> Iterator[None]:
    """Map the SDK's exceptions (after its own retries) to LLMError."""
    try:
        yield
    except errors.APIError as exc:
        raise LLMError(f"gemini {model} failed with HTTP {exc.code}: {exc.message}", provider="gemini",
                       model=model, status=exc.code, retryable=status_is_retryable(exc.code)) from exc
    except _TIMEOUTS as exc:
        raise LLMError(f"gemini {model} did not answer in time", provider="gemini", model=model,
                       retryable=True) from exc
    except _UNREACHABLE as exc:
        raise LLMError(f"gemini {model} could not be reached: {exc}", provider="gemini", model=model,
                       retryable=True) from exc
    except ValidationError as exc:  # the SDK validates answers; e.g. function args that are not an object
        first = exc.errors()[0] if exc.errors() else None
        detail = f"{first['msg']}, not {first['input']!r}" if first else str(exc)
        raise LLMError(f"gemini {model} answered with something unreadable: {detail}", provider="gemini",
                       model=model) from exc
