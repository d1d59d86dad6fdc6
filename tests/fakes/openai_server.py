"""A local server speaking OpenAI's chat completions wire format (`POST /v1/chat/completions`)."""

from __future__ import annotations

import json
from typing import Any

from fakes import FAST_RETRY_HEADERS, FakeServer, RecordedRequest

_ERROR_TYPES = {400: "invalid_request_error", 401: "invalid_api_key", 429: "rate_limit_exceeded"}


class OpenAIServer(FakeServer):
    """Answers chat completions; point the SDK at `srv.base_url` (which ends in /v1)."""

    route = r"/v1/chat/completions"

    @property
    def base_url(self) -> str:
        return f"{self.url}/v1"

    def queue_tool_call(self, name: str, arguments: dict[str, Any], *, input_tokens: int = 42,
                        output_tokens: int = 7, delay_s: float = 0.0) -> None:
        """Answer with one call of `name` whose arguments are `arguments` encoded as JSON."""
        self.queue_raw_arguments(name, json.dumps(arguments), input_tokens=input_tokens,
                                 output_tokens=output_tokens, delay_s=delay_s)

    def queue_raw_arguments(self, name: str, raw: str, *, input_tokens: int = 42, output_tokens: int = 7,
                            delay_s: float = 0.0) -> None:
        """Answer with one call of `name` whose arguments string is `raw` (which need not be JSON)."""
        call = {"id": "call_abc123", "type": "function", "function": {"name": name, "arguments": raw}}
        message = {"role": "assistant", "content": None, "tool_calls": [call]}
        self.queue_json(_completion(message, "tool_calls", input_tokens, output_tokens), delay_s=delay_s)

    def queue_text(self, text: str, *, input_tokens: int = 42, output_tokens: int = 7) -> None:
        """Answer in plain text, with no tool call."""
        message = {"role": "assistant", "content": text}
        self.queue_json(_completion(message, "stop", input_tokens, output_tokens))

    def queue_error(self, status: int, message: str = "scripted failure", *, times: int = 1) -> None:
        """Answer `times` requests with HTTP `status` and OpenAI's error body."""
        error = {"message": message, "type": _ERROR_TYPES.get(status, "server_error"), "param": None,
                 "code": None}
        self.queue_json({"error": error}, status=status, headers=FAST_RETRY_HEADERS, times=times)


def _completion(message: dict[str, Any], finish_reason: str, input_tokens: int, output_tokens: int) -> Any:
    def body(request: RecordedRequest) -> dict[str, Any]:
        return {
            "id": "chatcmpl-fake",
            "object": "chat.completion",
            "created": 1_700_000_000,
            "model": request.body["model"],
            "choices": [{"index": 0, "message": message, "logprobs": None, "finish_reason": finish_reason}],
            "usage": {"prompt_tokens": input_tokens, "completion_tokens": output_tokens,
                      "total_tokens": input_tokens + output_tokens},
        }

    return body
