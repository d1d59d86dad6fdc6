"""LLM providers behind one protocol: `ChatModel.complete(ChatRequest) -> ChatReply`.

    from plainwright.understand.llm import ChatMessage, ChatRequest, make_chat_model

    model = make_chat_model("openai:gpt-4o-mini")
    request = ChatRequest(system="...", messages=[ChatMessage(role="user", content="...")])
    reply = await model.complete(request)

The provider modules (`openai_compat`, `anthropic`, `gemini`) import their SDKs and are loaded only by
`make_chat_model`, so this package imports without any SDK installed.
"""

from plainwright.understand.llm.base import (
    ChatMessage,
    ChatModel,
    ChatReply,
    ChatRequest,
    ToolCall,
    ToolSpec,
    Usage,
)
from plainwright.understand.llm.pricing import estimate_cost_usd
from plainwright.understand.llm.registry import KNOWN_PROVIDERS, make_chat_model
from plainwright.understand.llm.scripted import ScriptedChat

__all__ = [
    "KNOWN_PROVIDERS",
    "ChatMessage",
    "ChatModel",
    "ChatReply",
    "ChatRequest",
    "ScriptedChat",
    "ToolCall",
    "ToolSpec",
    "Usage",
    "estimate_cost_usd",
    "make_chat_model",
]
