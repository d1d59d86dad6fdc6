"""One question to a chat model whose answer must be read into something usable, the way model brains and model
planners ask: one call, and one more with what was wrong when the answer cannot be used (its tool call could not
be decoded, or reading it raised ValueError). Failures to reach the model are not asked again here: the SDKs have
retried them already.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from plainwright.errors import LLMError
from plainwright.understand.llm.base import ChatMessage, ChatModel, ChatReply, ChatRequest, Usage
from plainwright.understand.llm.pricing import estimate_cost_usd

T = TypeVar("T")
ATTEMPTS = 2


@dataclass(frozen=True, slots=True)
class Answer(Generic[T]):
    """What the model's answer was read into (None when no answer was usable, `problem` says why) and what the
    calls cost: every call is counted, the unusable ones too."""

    value: T | None
    problem: str
    calls: int
    usage: Usage
    cost_usd: float


def is_unusable_answer(error: LLMError) -> bool:
    """Whether the model answered but its answer could not be read (arguments not JSON, no tool call).

    Providers raise those with no HTTP status and as not retryable; failures to reach the model or HTTP errors
    carry a status or are retryable, and the SDK has already retried them.
    """
    return error.status is None and not error.retryable


def _said(reply: ChatReply) -> str:
    """The model's answer as it is sent back to it with the problem."""
    calls = [f"{call.name}({json.dumps(call.arguments, ensure_ascii=False)})" for call in reply.tool_calls]
    return "; ".join(calls) or reply.text or "(no answer)"


async def ask(chat: ChatModel, request: ChatRequest, read: Callable[[ChatReply], T], *, again: str) -> Answer[T]:
    """`read` the model's reply to `request`; when it raises ValueError (or the reply cannot be decoded), send the
    answer back once with the problem and `again` ("Call act again."). A model that cannot be reached raises
    LLMError."""
    usage = Usage()
    problem = ""
    for attempt in range(ATTEMPTS):
        try:
            reply = await chat.complete(request)
        except LLMError as exc:
            if not is_unusable_answer(exc):
                raise
            said, problem = "(a tool call that could not be read)", str(exc)
        else:
            usage = usage + reply.usage
            try:
                value = read(reply)
            except ValueError as invalid:
                said, problem = _said(reply), str(invalid)
            else:
                return Answer(value, "", attempt + 1, usage, estimate_cost_usd(chat.model, usage) or 0.0)
        request = request.model_copy(update={"messages": [
            *request.messages, ChatMessage(role="assistant", content=said),
            ChatMessage(role="user", content=f"That answer is invalid: {problem}. {again}")]})
    return Answer(None, problem, ATTEMPTS, usage, estimate_cost_usd(chat.model, usage) or 0.0)
