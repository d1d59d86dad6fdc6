"""A model that answers from a script: for testing prompts and brains without a network or a key."""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Iterable
from typing import Any

from plainwright.errors import LLMError
from plainwright.understand.llm.base import ChatReply, ChatRequest, ToolCall, Usage, check_forced_tool

_call_ids = itertools.count(1)


class ScriptedChat:
    """Returns the given replies in order (raising those that are exceptions) and keeps every request.

        chat = ScriptedChat([ScriptedChat.tool_reply("act", {"kind": "click", "element": 3, "value": ""})])
        reply = await chat.complete(request)
        assert chat.requests == [request]

    A request that forces a tool gets the same check a real provider applies: a scripted reply without that
    tool call raises LLMError. Asking for more replies than were scripted raises LLMError too, so a test that
    expects no model call can pass `ScriptedChat()` and assert `chat.requests == []`.
    """

    name = "scripted"

    def __init__(self, replies: Iterable[ChatReply | BaseException] = (), *, model: str = "scripted") -> None:
        self.model = model
        self.requests: list[ChatRequest] = []
        self._replies: deque[ChatReply | BaseException] = deque(replies)

    @property
    def remaining(self) -> int:
        """How many scripted replies have not been used yet."""
        return len(self._replies)

    def add(self, *replies: ChatReply | BaseException) -> None:
        """Append replies to the script."""
        self._replies.extend(replies)

    async def complete(self, request: ChatRequest) -> ChatReply:
        self.requests.append(request)
        if not self._replies:
            raise LLMError(f"ScriptedChat has no reply left for request {len(self.requests)}",
                           provider=self.name, model=self.model)
        reply = self._replies.popleft()
        if isinstance(reply, BaseException):
            raise reply
        return check_forced_tool(reply, request, provider=self.name)

    @staticmethod
    def tool_reply(name: str, arguments: dict[str, Any], *, text: str = "", input_tokens: int = 0,
                   output_tokens: int = 0, model: str = "scripted") -> ChatReply:
        """A reply that calls the tool `name` with `arguments`."""
        call = ToolCall(id=f"scripted_{next(_call_ids)}", name=name, arguments=arguments)
        return ChatReply(text=text, tool_calls=[call], model=model,
                         usage=Usage(input_tokens=input_tokens, output_tokens=output_tokens))

    @staticmethod
    def text_reply(text: str, *, input_tokens: int = 0, output_tokens: int = 0,
                   model: str = "scripted") -> ChatReply:
        """A reply with text and no tool call."""
        return ChatReply(text=text, model=model,
                         usage=Usage(input_tokens=input_tokens, output_tokens=output_tokens))
