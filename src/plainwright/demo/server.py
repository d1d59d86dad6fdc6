"""A static file server on 127.0.0.1 in a background thread, for the demo app and the test suite."""

from __future__ import annotations

import functools
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from pathlib import Path
from types import TracebackType
from typing import Any


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        """Keep request lines out of the user's terminal."""

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()


class StaticServer:
    """Serves one directory: `with StaticServer(root) as server: server.url`."""

    def __init__(self, root: Path | str, *, host: str = "127.0.0.1", port: int = 0) -> None:
        handler = functools.partial(_QuietHandler, directory=str(root))
        self._httpd = ThreadingHTTPServer((host, port), handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, name="plainwright-static", daemon=True)

    @property
    def url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host!s}:{port}"

    def start(self) -> StaticServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()

    def __enter__(self) -> StaticServer:
        return self.start()

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.stop()


def demo_site() -> Path:
    """The folder of the bundled demo app."""
    return Path(str(resources.files("plainwright.demo").joinpath("site")))


def demo_scenario() -> Path:
    """The bundled plain-English scenario that `plainwright demo` runs."""
    return Path(str(resources.files("plainwright.demo").joinpath("demo.plain.yaml")))
