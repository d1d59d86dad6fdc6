"""What every LLM provider takes and gives back, independent of its wire format.

A provider (`OpenAIChat`, `AnthropicChat`, `GeminiChat`, `ScriptedChat`) turns a `ChatRequest` into one
call on its SDK and the answer into a `ChatReply`. Providers know nothing about pages, snapshots or steps;
the prompt is built by the brain that uses them.
"""

from __future__ import annotations

import json
from typing import Any, Literal, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field, model_validator

from plainwright.errors import LLMError


class ChatMessage(BaseModel):
    """One turn of the conversation. The system text travels separately in `ChatRequest.system`."""

    model_config = ConfigDict(frozen=True)

    role: Literal["user", "assistant"]
    content: str


class ToolSpec(BaseModel):
    """A function the model may call; `parameters` is a JSON schema of its arguments object."""

    model_config = ConfigDict(frozen=True)

    name: str
    description: str
    parameters: dict[str, Any] = Field(default_factory=lambda: {"type": "object", "properties": {}})


class ChatRequest(BaseModel):
    """Everything one model call needs.

    `tool_choice` names a tool from `tools` that the model must call; `None` lets the model choose
    between answering in text and calling a tool.

        ChatRequest(system="You pick elements.", messages=[ChatMessage(role="user", content="...")],
                    tools=[act_tool], tool_choice="act")
    """

    system: str = ""
    messages: list[ChatMessage]
    tools: list[ToolSpec] = Field(default_factory=list)
    tool_choice: str | None = None
    max_tokens: int = Field(default=1024, gt=0)
    temperature: float = Field(default=0.0, ge=0.0, le=2.0)

    @model_validator(mode="after")
    def _forced_tool_is_offered(self) -> ChatRequest:
        if self.tool_choice is not None and self.tool_choice not in {tool.name for tool in self.tools}:
            offered = ", ".join(tool.name for tool in self.tools) or "none"
            raise ValueError(f"tool_choice {self.tool_choice!r} is not among the tools offered ({offered})")
        return self


class ToolCall(BaseModel):
    """A function call the model asked for, with its arguments already decoded."""

    id: str
    name: str
    arguments: dict[str, Any]


class Usage(BaseModel):
    """Tokens one call (or, summed with `+`, several calls) consumed."""

    input_tokens: int = 0
    output_tokens: int = 0

    @property
    def total_tokens(self) -> int:
        return self.input_tokens + self.output_tokens

    def __add__(self, other: Usage) -> Usage:
        return Usage(input_tokens=self.input_tokens + other.input_tokens,
                     output_tokens=self.output_tokens + other.output_tokens)


class ChatReply(BaseModel):
    """What the model answered: text, tool calls or both, plus the tokens it cost."""

    text: str = ""
    tool_calls: list[ToolCall] = Field(default_factory=list)
    usage: Usage = Field(default_factory=Usage)
    model: str = ""

    def tool_call(self, name: str) -> ToolCall | None:
        """The first call of the tool `name`, if the model made one."""
        return next((call for call in self.tool_calls if call.name == name), None)


@runtime_checkable
class ChatModel(Protocol):
    """One LLM endpoint. Knows a wire format; knows nothing about pages or steps.

        model = make_chat_model("openai:gpt-4o-mini")
        reply = await model.complete(request)
    """

    name: str
    model: str

    async def complete(self, request: ChatRequest) -> ChatReply: ...


def decode_arguments(raw: str, *, tool: str, provider: str, model: str) -> dict[str, Any]:
    """Tool arguments a provider sent as JSON text, as a dict; LLMError with the raw text otherwise."""
    try:
        decoded = json.loads(raw) if raw.strip() else {}
    except json.JSONDecodeError as exc:
        raise LLMError(f"{provider} {model} called {tool} with arguments that are not JSON: {raw!r}",
                       provider=provider, model=model) from exc
    return require_object(decoded, tool=tool, provider=provider, model=model)


def require_object(arguments: object, *, tool: str, provider: str, model: str) -> dict[str, Any]:
    """The arguments if they form a JSON object; LLMError naming what came instead."""
    if not isinstance(arguments, dict):
        raise LLMError(f"{provider} {model} called {tool} with arguments that are not an object: "
                       f"{arguments!r}", provider=provider, model=model)
    return {str(key): value for key, value in arguments.items()}


def check_forced_tool(reply: ChatReply, request: ChatRequest, *, provider: str, raw: str = "") -> ChatReply:
    """The reply, unless the request forced a tool and the model did not call it (then LLMError)."""
    if request.tool_choice is None or reply.tool_call(request.tool_choice) is not None:
        return reply
    said = raw or reply.text
    raise LLMError(f"{provider} {reply.model} did not call {request.tool_choice}; it answered: {said!r}",
                   provider=provider, model=reply.model)


def status_is_retryable(status: int) -> bool:
    """Whether an HTTP status means "try again later" (rate limit, overload, server fault)."""
    return status in (408, 409, 429) or status >= 500
