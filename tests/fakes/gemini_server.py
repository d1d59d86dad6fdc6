"""A local server speaking Gemini's wire format (`POST /v1beta/models/{model}:generateContent`, or v1)."""

from __future__ import annotations

import re
from typing import Any

from fakes import FAST_RETRY_HEADERS, FakeServer, RecordedRequest

_ERROR_STATUSES = {400: "INVALID_ARGUMENT", 403: "PERMISSION_DENIED", 429: "RESOURCE_EXHAUSTED",
                   500: "INTERNAL", 503: "UNAVAILABLE"}


class GeminiServer(FakeServer):
    """Answers generateContent calls; point the SDK at `srv.url` through `http_options.base_url`."""

    route = r"/v1(beta)?/models/[^/:]+:generateContent"  # google-genai 3.x calls v1, older versions v1beta

    def queue_tool_call(self, name: str, arguments: Any, *, input_tokens: int = 42, output_tokens: int = 7,
                        delay_s: float = 0.0) -> None:
        """Answer with a `functionCall` part calling `name` with `arguments` as its args."""
        part = {"functionCall": {"name": name, "args": arguments}}
        self.queue_json(_response([part], "STOP", input_tokens, output_tokens), delay_s=delay_s)

    def queue_malformed_call(self, raw: str) -> None:
        """Answer as Gemini does when the model wrote a call it cannot parse: no parts, a finish reason."""
        self.queue_json(_response([], "MALFORMED_FUNCTION_CALL", 42, 0, finish_message=raw))

    def queue_text(self, text: str, *, input_tokens: int = 42, output_tokens: int = 7) -> None:
        """Answer with a text part and no function call."""
        self.queue_json(_response([{"text": text}], "STOP", input_tokens, output_tokens))

    def queue_error(self, status: int, message: str = "scripted failure", *, times: int = 1) -> None:
        """Answer `times` requests with HTTP `status` and Google's error body."""
        status_name = _ERROR_STATUSES.get(status, "UNKNOWN")
        body = {"error": {"code": status, "message": message, "status": status_name}}
        self.queue_json(body, status=status, headers=FAST_RETRY_HEADERS, times=times)


def model_in_path(path: str) -> str:
    """The model name of a generateContent path."""
    found = re.search(r"/models/([^/:]+):", path)
    return found.group(1) if found else ""


def _response(parts: list[dict[str, Any]], finish_reason: str, input_tokens: int, output_tokens: int,
              finish_message: str | None = None) -> Any:
    def body(request: RecordedRequest) -> dict[str, Any]:
        candidate: dict[str, Any] = {"content": {"role": "model", "parts": parts},
                                     "finishReason": finish_reason, "index": 0}
        if finish_message is not None:
            candidate["finishMessage"] = finish_message
        return {
            "candidates": [candidate],
            "usageMetadata": {"promptTokenCount": input_tokens, "candidatesTokenCount": output_tokens,
                              "totalTokenCount": input_tokens + output_tokens},
            "modelVersion": model_in_path(request.path),
        }

    return body
