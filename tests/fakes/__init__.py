"""Local HTTP servers that speak LLM providers' wire formats, for testing the real SDKs offline.

Each server listens on 127.0.0.1 on a free port, answers from a queue of scripted responses and records every
request it receives:

    with OpenAIServer() as srv:
        srv.queue_tool_call("act", {"index": 3})
        ...  # point the SDK at srv.url
        assert srv.requests[0].body["model"] == "gpt-4o-mini"

A request that arrives with nothing queued gets HTTP 500 with a body saying so, so a test that forgets to
queue fails loudly instead of hanging.
"""

from __future__ import annotations

import contextlib
import json
import re
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, ClassVar, Self


@dataclass(frozen=True)
class RecordedRequest:
    """One request as the server saw it; header names are lower-cased."""

    method: str
    path: str
    headers: dict[str, str]
    body: Any


BodyMaker = Callable[[RecordedRequest], Any]


@dataclass(frozen=True)
class ScriptedResponse:
    """What to answer: a status, a JSON body (or a function of the request making one), headers, a delay."""

    status: int
    body: Any | BodyMaker
    headers: dict[str, str] = field(default_factory=dict)
    delay_s: float = 0.0

    def render(self, request: RecordedRequest) -> bytes:
        body = self.body(request) if callable(self.body) else self.body
        return body if isinstance(body, bytes) else json.dumps(body).encode()


# Sent with every error so the SDKs' own retries wait milliseconds, not seconds.
FAST_RETRY_HEADERS = {"retry-after-ms": "10", "retry-after": "0.01"}


class FakeServer:
    """A threaded HTTP server answering POSTs to `route` from a queue. Subclasses add the wire format."""

    route: ClassVar[str] = r"/.*"  # a regular expression the request path must match in full

    def __init__(self) -> None:
        self.requests: list[RecordedRequest] = []
        self._queue: deque[ScriptedResponse] = deque()
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), self._handler_class())
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host!s}:{port}"

    def __enter__(self) -> Self:
        self._thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._closing.set()  # cuts scripted delays short
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join()

    def accepts(self, path: str) -> bool:
        """Whether `path` is an endpoint of this wire format; others get 404."""
        return re.fullmatch(self.route, path) is not None

    def queue(self, response: ScriptedResponse, *, times: int = 1) -> None:
        """Answer the next `times` requests with `response`."""
        with self._lock:
            self._queue.extend([response] * times)

    def queue_json(self, body: Any | BodyMaker, *, status: int = 200, delay_s: float = 0.0,
                   headers: dict[str, str] | None = None, times: int = 1) -> None:
        self.queue(ScriptedResponse(status, body, headers or {}, delay_s), times=times)

    def reset(self) -> None:
        """Forget queued responses and recorded requests, so one server can serve many tests."""
        with self._lock:
            self._queue.clear()
            self.requests.clear()

    @property
    def remaining(self) -> int:
        with self._lock:
            return len(self._queue)

    def _next_response(self, request: RecordedRequest) -> ScriptedResponse:
        with self._lock:
            self.requests.append(request)
            if self._queue:
                return self._queue.popleft()
        return ScriptedResponse(500, {"error": {"message": "fake server: no response queued"}})

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                raw = self.rfile.read(length)
                request = RecordedRequest(
                    method="POST", path=self.path,
                    headers={name.lower(): value for name, value in self.headers.items()},
                    body=json.loads(raw) if raw else None,
                )
                if not server.accepts(self.path.split("?", 1)[0]):
                    missing = {"error": {"message": f"no route {self.path}"}}
                    self._send(ScriptedResponse(404, missing), request)
                    return
                response = server._next_response(request)
                if response.delay_s and server._closing.wait(response.delay_s):
                    return
                self._send(response, request)

            def _send(self, response: ScriptedResponse, request: RecordedRequest) -> None:
                payload = response.render(request)
                # The client may have given up already (the timeout tests); then there is no one to answer.
                with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                    self.send_response(response.status)
                    self.send_header("content-type", "application/json")
                    self.send_header("content-length", str(len(payload)))
                    for name, value in response.headers.items():
                        self.send_header(name, value)
                    self.end_headers()
                    self.wfile.write(payload)

            def log_message(self, format: str, *args: Any) -> None:
                return  # keep pytest output clean

        return Handler
