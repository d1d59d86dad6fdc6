"""ScriptedChat: replies in order, every request kept, the same forced-tool check as a real provider."""

from __future__ import annotations

import pytest

from plainwright.errors import LLMError
from plainwright.understand.llm import ChatModel, ChatReply
from plainwright.understand.llm.base import ChatMessage, ChatRequest, ToolSpec
from plainwright.understand.llm.scripted import ScriptedChat

ACT = ToolSpec(name="act", description="Do one thing.")


def ask(text: str, *, force: bool = True) -> ChatRequest:
    return ChatRequest(system="sys", messages=[ChatMessage(role="user", content=text)], tools=[ACT],
                       tool_choice="act" if force else None)


async def test_replies_come_back_in_order_and_every_request_is_kept() -> None:
    first = ScriptedChat.tool_reply("act", {"kind": "click", "index": 1}, input_tokens=10, output_tokens=2)
    second = ScriptedChat.tool_reply("act", {"kind": "fill", "index": 2, "value": "x"})
    chat = ScriptedChat([first, second])

    one = await chat.complete(ask("Click A"))
    two = await chat.complete(ask("Fill B"))

    assert one.tool_calls[0].arguments == {"kind": "click", "index": 1}
    assert one.usage.total_tokens == 12
    assert two.tool_calls[0].arguments == {"kind": "fill", "index": 2, "value": "x"}
    assert [request.messages[0].content for request in chat.requests] == ["Click A", "Fill B"]
    assert one.tool_calls[0].id != two.tool_calls[0].id


async def test_a_scripted_exception_is_raised_in_its_turn() -> None:
    failure = LLMError("rate limited", provider="scripted", status=429, retryable=True)
    chat = ScriptedChat([failure, ScriptedChat.tool_reply("act", {"index": 3})])

    with pytest.raises(LLMError, match="rate limited"):
        await chat.complete(ask("Click"))
    reply = await chat.complete(ask("Click"))

    assert reply.tool_calls[0].arguments == {"index": 3}
    assert len(chat.requests) == 2


async def test_running_out_of_replies_is_an_llm_error() -> None:
    chat = ScriptedChat()

    with pytest.raises(LLMError, match="no reply left for request 1"):
        await chat.complete(ask("Click"))
    assert len(chat.requests) == 1


async def test_a_text_reply_to_a_forced_tool_fails_like_a_real_provider() -> None:
    chat = ScriptedChat([ScriptedChat.text_reply("I think it is the blue one")])

    with pytest.raises(LLMError, match=r"did not call act.*blue one"):
        await chat.complete(ask("Click"))


async def test_a_text_reply_is_returned_when_no_tool_is_forced() -> None:
    chat = ScriptedChat([ScriptedChat.text_reply("done")])

    reply = await chat.complete(ask("Anything else?", force=False))

    assert reply == ChatReply(text="done", model="scripted")


async def test_replies_can_be_added_later() -> None:
    chat = ScriptedChat()
    chat.add(ScriptedChat.tool_reply("act", {"index": 5}))

    assert chat.remaining == 1
    assert (await chat.complete(ask("Click"))).tool_calls[0].arguments == {"index": 5}
    assert chat.remaining == 0


def test_scripted_chat_is_a_chat_model() -> None:
    assert isinstance(ScriptedChat(), ChatModel)


def test_a_forced_tool_must_be_one_of_the_tools_offered() -> None:
    with pytest.raises(ValueError, match="not among the tools offered"):
        ChatRequest(messages=[ChatMessage(role="user", content="x")], tools=[ACT], tool_choice="navigate")
