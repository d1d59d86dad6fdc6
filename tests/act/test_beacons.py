"""A request the page sends as it loads may still be on its way when a step acts, and its answer may set a cookie:
Superset's log beacon from the login page, answered by the login page again, re-set the session cookie after the
login had opened the session, and the next page asked to log in again (1 run in 5 under load). A step waits for
such answers as it waits for the page's fetches, so that what it does comes after them."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from playwright.async_api import Browser

from plainwright import run_scenario

BEACON_S = 1.5  # the beacon's answer comes this late: after a login typed and sent at a machine's speed

LOGIN = b"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head><body>
<form method="post" action="/login"><label>Username <input name="user"></label>
<label>Password <input name="password" type="password"></label><button>Sign in</button></form>
<script>navigator.sendBeacon("/log", "page=login");</script></body></html>"""


class _Sessions(BaseHTTPRequestHandler):
    """A login that keeps who is logged in in a cookie; a log endpoint that answers late, with the cookie of the
    anonymous session it was sent from (as an application whose every answer re-sets the session does)."""

    closing = threading.Event()

    def log_message(self, format: str, *args: object) -> None:
        """Keep request lines out of the test output."""

    def _send(self, status: int, body: bytes = b"", **headers: str) -> None:
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name.replace("_", "-"), value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:
        user = (self.headers.get("Cookie") or "").partition("session=")[2].partition(";")[0]
        if self.path == "/login":
            self._send(200, LOGIN, Content_Type="text/html")
        elif user and user != "anonymous":
            page = f"<h1>Profile of {user}</h1>" if self.path == "/profile" else \
                f'<h1>Welcome {user}</h1><a href="/profile">My profile</a>'
            self._send(200, page.encode(), Content_Type="text/html")
        else:
            self._send(302, Location="/login")

    def do_POST(self) -> None:
        form = self.rfile.read(int(self.headers.get("content-length") or 0)).decode()
        if self.path == "/log":
            self.closing.wait(BEACON_S)
            self._send(204, Set_Cookie="session=anonymous; Path=/")
        else:
            user = form.partition("user=")[2].partition("&")[0]
            self._send(303, Location="/home", Set_Cookie=f"session={user}; Path=/")


@pytest.fixture(scope="module")
def sessions() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Sessions)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    _Sessions.closing.set()
    server.shutdown()
    server.server_close()


async def test_a_login_comes_after_the_beacon_the_login_page_sent(browser: Browser, sessions: str,
                                                                  tmp_path: Path) -> None:
    scenario = tmp_path / "login.plain.yaml"
    scenario.write_text(f"""name: log in past the beacon
url: {sessions}/login
steps:
  - Type "alice" into the Username field
  - Type "s3cret" into the Password field
  - Click "Sign in"
  - Verify the page shows "Welcome alice"
  - Wait {int(BEACON_S) + 1} seconds
  - Click "My profile"
  - Verify the page shows "Profile of alice"
""")
    result = await run_scenario(scenario, browser=browser, lock=False)

    assert result.ok, [(step.sentence, step.error) for step in result.steps if step.error]
