"""A local server speaking Anthropic's Messages wire format (`POST /v1/messages`)."""

from __future__ import annotations

from typing import Any

from fakes import FAST_RETRY_HEADERS, FakeServer, RecordedRequest

_ERROR_TYPES = {400: "invalid_request_error", 401: "authentication_error", 429: "rate_limit_error",
                529: "overloaded_error"}


class AnthropicServer(FakeServer):
    """Answers Messages API calls; point the SDK at `srv.url` (the SDK adds /v1/messages)."""

    route = r"/v1/messages"

    def queue_tool_call(self, name: str, arguments: Any, *, text: str = "", input_tokens: int = 42,
                        output_tokens: int = 7, delay_s: float = 0.0) -> None:
        """Answer with a `tool_use` block calling `name` with `arguments` as input (after `text`, if any)."""
        blocks: list[dict[str, Any]] = [{"type": "text", "text": text}] if text else []
        blocks.append({"type": "tool_use", "id": "toolu_01fake", "name": name, "input": arguments})
        self.queue_json(_message(blocks, "tool_use", input_tokens, output_tokens), delay_s=delay_s)

    def queue_text(self, text: str, *, input_tokens: int = 42, output_tokens: int = 7) -> None:
        """Answer with a text block and no tool call."""
        self.queue_json(_message([{"type": "text", "text": text}], "end_turn", input_tokens, output_tokens))

    def queue_error(self, status: int, message: str = "scripted failure", *, times: int = 1) -> None:
        """Answer `times` requests with HTTP `status` and Anthropic's error body."""
        body = {"type": "error", "error": {"type": _ERROR_TYPES.get(status, "api_error"), "message": message}}
        self.queue_json(body, status=status, headers=FAST_RETRY_HEADERS, times=times)


def _message(blocks: list[dict[str, Any]], stop_reason: str, input_tokens: int, output_tokens: int) -> Any:
    def body(request: RecordedRequest) -> dict[str, Any]:
        return {
            "id": "msg_01fake",
            "type": "message",
            "role": "assistant",
            "model": request.body["model"],
            "content": blocks,
            "stop_reason": stop_reason,
            "stop_sequence": None,
            "usage": {"input_tokens": input_tokens, "output_tokens": output_tokens},
        }

    return body
