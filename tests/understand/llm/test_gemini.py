"""The Gemini generateContent wire format, through the real `google-genai` SDK against a local fake server."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from plainwright.errors import LLMError
from plainwright.understand.llm.base import ChatRequest

from .conftest import ACT_SCHEMA

pytestmark = pytest.mark.parametrize("provider", ["gemini"], indirect=True)


async def test_the_request_carries_the_system_instruction_declarations_and_mode_any_for_the_tool(
        connect: Callable[..., Any], server: Any, act_request: ChatRequest) -> None:
    server.queue_tool_call("act", {"kind": "click", "index": 3})

    await connect().complete(act_request)

    sent = server.requests[0]
    assert sent.path.endswith("/models/gemini-2.5-flash:generateContent")
    body = sent.body
    assert body["systemInstruction"]["parts"] == [{"text": "You pick the element a test step means."}]
    assert [content["role"] for content in body["contents"]] == ["user", "model", "user"]
    assert body["contents"][1]["parts"] == [{"text": '{"kind": "click", "index": 9}'}]
    act = body["tools"][0]["functionDeclarations"][0]
    assert (act["name"], act["description"]) == ("act", "Do one thing on the page.")
    # google-genai 3.x writes this one field in snake_case, which the API accepts as well as camelCase
    assert act.get("parametersJsonSchema", act.get("parameters_json_schema")) == ACT_SCHEMA
    assert body["toolConfig"]["functionCallingConfig"] == {"mode": "ANY", "allowedFunctionNames": ["act"]}
    assert body["generationConfig"]["maxOutputTokens"] == 321
    assert body["generationConfig"]["temperature"] == 0.0


async def test_a_malformed_function_call_ends_in_an_llm_error_naming_the_finish_reason(
        connect: Callable[..., Any], server: Any, act_request: ChatRequest) -> None:
    server.queue_malformed_call("Malformed function call: act(kind=click, index=")

    with pytest.raises(LLMError) as caught:
        await connect().complete(act_request)

    # google-genai 3.x drops the finishMessage with the model's raw text; the reason is what survives
    assert "did not call act" in str(caught.value)
    assert "MALFORMED_FUNCTION_CALL" in str(caught.value)


async def test_function_args_that_are_not_an_object_end_in_an_llm_error(
        connect: Callable[..., Any], server: Any, act_request: ChatRequest) -> None:
    server.queue_tool_call("act", '{"kind": "click", "index": ')

    with pytest.raises(LLMError) as caught:
        await connect().complete(act_request)

    assert '{"kind": "click", "index": ' in str(caught.value)
