"""The Roundup issue tracker (https://www.roundup-tracker.org, PyPI `roundup`; a held-out application of the
real-application bed): its classic template on the sqlite backend, served by its own `roundup-server` at
http://127.0.0.1:18716/tracker/. Its own venv and tracker live under .cache/roundup/.

install() builds a pristine tracker once (`roundup-admin install classic sqlite`, `initialise` with the admin
password, then seed.py in the app's venv: four users, four keywords, fifteen issues with messages); reset()
writes the pristine database over the live one and removes the message and file contents written since;
judge() reads the live database with sqlite3 (Roundup's rdbms schema: `_issue`, `_user`, `issue_messages`, ...;
a message's text is a file beside it), the server's access log for logging in and out (Roundup records neither),
and, for the reading scenarios, the issues the final page lists.

Besides its name and address, the deployment differs from the template's defaults in three settings only:
outgoing mail goes to a file (`mail_debug`), login rate limiting is off (the bed logs in dozens of times a
minute) and the language is English whatever the browser asks for.

Held out: the scenarios and goals were written from Roundup's pages and the seeded data before plainwright
ever ran on them, and nobody tunes plainwright on them. First run (rule brain, src at d464cdf): 3/10 scenarios,
62/84 steps (73.8%), no false pass (first-run.txt).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import sqlite3
import subprocess
from contextlib import closing
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlparse

from playwright.async_api import Page

from realapps.common import CACHE, Judges, Verdict, kill, read_rows, restore_database, spawn, venv, wait_for_port

HERE = Path(__file__).resolve().parent
VERSION = "2.6.0"
ADMIN_PASSWORD = "beacon-admin-2024"
PORT = 18716
SETTINGS = ",".join([
    f"tracker_web=http://127.0.0.1:{PORT}/tracker/",
    "tracker_name=Beacon Tracker",
    "tracker_language=en",
    "web_use_browser_language=no",
    "web_login_attempts_min=0",
    "mail_domain=beacon.example",
])


class Roundup:
    name = "roundup"
    port = PORT
    must_fail = {"09_mustfail_sync_search": 5, "10_mustfail_wrong_assignee": 6}

    def __init__(self) -> None:
        self.folder = CACHE / self.name
        self.home = self.folder / "tracker"  # the live tracker
        self.pristine = self.folder / "pristine"  # the seeded tracker's db folder, copied back by reset()
        self.python: Path | None = None
        self.process: subprocess.Popen[bytes] | None = None
        self.log = self.folder / "server.log"  # roundup-server's access log: one line per request
        self.log_start = 0  # where the log stood at the last reset

    @property
    def db(self) -> Path:
        return self.home / "db" / "db"

    # -- lifecycle ------------------------------------------------------------------------------------------
    def install(self) -> None:
        self.python = venv(self.name, f"roundup=={VERSION}")
        stamp = self.folder / "pristine.stamp"
        wanted = _source_stamp()
        if not (self.pristine.exists() and stamp.exists() and stamp.read_text() == wanted):
            self._build()
            stamp.write_text(wanted)
        self.reset()

    def _build(self) -> None:
        """A new tracker from the classic template, initialised and seeded; its db folder kept as pristine."""
        assert self.python is not None
        admin = str(self.python.parent / "roundup-admin")
        for folder in (self.home, self.pristine):
            if folder.exists():
                shutil.rmtree(folder)
        settings = f"{SETTINGS},mail_debug={self.folder / 'mail.log'}"
        for command in (["install", "classic", "sqlite", settings], ["initialise", ADMIN_PASSWORD]):
            subprocess.run([admin, "-i", str(self.home), *command], stdout=subprocess.DEVNULL, check=True)
        subprocess.run([str(self.python), str(HERE / "seed.py"), str(self.home)], check=True)
        shutil.copytree(self.home / "db", self.pristine)

    def start(self) -> None:
        if self.python is None:
            self.install()
        assert self.python is not None
        server = str(self.python.parent / "roundup-server")
        # roundup-server refuses to run as root unless told which user to be: then it stays this one
        user = ["-u", str(os.getuid())] if os.getuid() == 0 else []
        self.process = spawn([server, "-n", "127.0.0.1", "-p", str(self.port), *user, f"tracker={self.home}"],
                             cwd=self.folder, log=self.log)
        wait_for_port(self.port, process=self.process)

    def stop(self) -> None:
        kill(self.process)
        self.process = None

    def reset(self) -> None:
        # the server opens the database afresh for every request: its next request sees the seeded state
        restore_database(self.pristine / "db", self.db)
        self.log_start = self.log.stat().st_size if self.log.exists() else 0
        # logins and form tokens live in two small databases of their own: forget them
        for name, table in (("db-session", "sessions"), ("db-otk", "otks")):
            if (self.home / "db" / name).exists():
                with closing(sqlite3.connect(self.home / "db" / name)) as connection, connection:
                    connection.execute(f"DELETE FROM {table}")
        # messages and attached files keep their contents beside the database: drop those written since
        files, seeded = self.home / "db" / "files", self.pristine / "files"
        if files.exists():
            for path in sorted(files.rglob("*"), reverse=True):
                if not (seeded / path.relative_to(files)).exists():
                    path.unlink() if path.is_file() else path.rmdir()

    # -- judging --------------------------------------------------------------------------------------------
    def rows(self, sql: str, *args: object) -> list[tuple[Any, ...]]:
        return read_rows(self.db, sql, *args)

    def requests(self) -> list[str]:
        """The requests the server answered since the last reset, as its access log has them
        ('GET /tracker/issue6 HTTP/1.1" 200')."""
        if not self.log.exists():
            return []
        with self.log.open("rb") as log:
            log.seek(self.log_start)
            lines = log.read().decode("utf-8", "replace").splitlines()
        return [line.split('] "', 1)[1] for line in lines if '] "' in line]

    def message(self, msg_id: int) -> tuple[str, str]:
        """A message's author (username) and text; Roundup keeps the text in a file beside the database."""
        author = self.rows("SELECT u._username FROM _msg m JOIN _user u ON u.id = m._author WHERE m.id = ?", msg_id)
        text = self.home / "db" / "files" / "msg" / str(msg_id // 1000) / f"msg{msg_id}"
        return (author[0][0] if author else ""), (text.read_text(encoding="utf-8") if text.exists() else "")

    def password_is(self, username: str, password: str) -> bool:
        """Whether the user's stored password is this one, asked of Roundup itself (the database holds a hash)."""
        assert self.python is not None
        check = ("import sys; from roundup import instance; db = instance.open(sys.argv[1]).open('admin'); "
                 "print(db.user.get(db.user.lookup(sys.argv[2]), 'password') == sys.argv[3]); db.close()")
        answer = subprocess.run([str(self.python), "-c", check, str(self.home), username, password],
                                capture_output=True, text=True, check=False)
        return answer.stdout.strip() == "True"

    async def judge(self, scenario: str, page: Page) -> Verdict:
        return await judge.verdict(self, scenario, page)


judge: Judges[Roundup] = Judges()


# ---- the judges: one per scenario. Seeded users: 1 admin, 2 anonymous, 3 alice, 4 bob, 5 carol, 6 dave; issues 1-15
# as seed.py lists them (4 and 14 resolved); messages 1-18.

SEEDED_ISSUES = 15
SEEDED_USERS = 6  # admin, anonymous, alice, bob, carol, dave
# the issues the index lists by default (every status but resolved), A to Z as Roundup sorts them: without case
OPEN_TITLES = sorted([
    "Login page rejects passwords with spaces", "Crash when exporting report to PDF",
    "Add dark mode to the settings page", "Search results ignore accented letters", "Export to CSV drops the last row",
    "Memory leak in the sync daemon", "Allow sorting the dashboard by due date", "Password reset email never arrives",
    "Keyboard shortcut for new issue", "Dashboard loads slowly with many projects",
    "PDF export uses the wrong page size", "Translate the settings page into German",
    "Sync daemon ignores proxy settings"], key=str.casefold)


def _query(page: Page) -> dict[str, list[str]]:
    return parse_qs(urlparse(page.url).query)


async def _listed(page: Page) -> list[tuple[int, str]]:
    """The issues the index on the page lists, in order: (number, title) of each title link of its table."""
    found = []
    for link in await page.locator("table.list a[href^='issue']").all():
        href, title = await link.get_attribute("href") or "", (await link.inner_text()).strip()
        if href[5:].isdigit():
            found.append((int(href[5:]), title))
    return found


async def _grouped(page: Page) -> bool:
    return await page.locator("table.list th.group").count() > 0


def _issue(app: Roundup, number: int) -> dict[str, Any]:
    """An issue's fields with names for its links, and its messages' numbers in order."""
    rows = app.rows(
        "SELECT i._title, p._name, s._name, a._username, c._username, t._username FROM _issue i "
        "LEFT JOIN _priority p ON p.id = i._priority LEFT JOIN _status s ON s.id = i._status "
        "LEFT JOIN _user a ON a.id = i._assignedto LEFT JOIN _user c ON c.id = i._creator "
        "LEFT JOIN _user t ON t.id = i._actor WHERE i.id = ?", number)
    if not rows:
        return {}
    keys = ("title", "priority", "status", "assignedto", "creator", "actor")
    messages = [r[0] for r in app.rows("SELECT linkid FROM issue_messages WHERE nodeid = ? ORDER BY linkid", number)]
    return {**dict(zip(keys, rows[0], strict=True)), "messages": messages}


@judge("01_login_and_logout")
async def _login_and_logout(app: Roundup, page: Page) -> Verdict:
    # Roundup records no login and drops the session at logout: its access log shows both. A login answers with
    # a redirect to the page that welcomes the user (a failed one to a page with an error message); a logout
    # is a request of the logout action, answered with a redirect to the home page.
    requests = app.requests()
    welcomed = next((i for i, line in enumerate(requests) if "ok_message=Welcome+admin" in line
                     or "ok_message=Welcome%20admin" in line), None)
    logout = next((i for i, line in enumerate(requests) if "@action=logout" in line and '" 302' in line), None)
    body = await page.inner_text("body")
    form = await page.locator("input[name=__login_name]").count()
    ok = welcomed is not None and logout is not None and logout > welcomed and form == 1 \
        and "Hello, admin" not in body
    return Verdict(ok, f"admin welcomed after logging in: {welcomed is not None}; logged out after: "
                       f"{logout is not None and welcomed is not None and logout > welcomed}; login form on the "
                       f"last page: {bool(form)}; 'Hello, admin' shown: {'Hello, admin' in body}")


@judge("02_create_issue")
async def _create_issue(app: Roundup, page: Page) -> Verdict:
    count = app.rows("SELECT count(*) FROM _issue")[0][0]
    issue = _issue(app, SEEDED_ISSUES + 1)
    if count != SEEDED_ISSUES + 1 or not issue:
        return Verdict(False, f"{count} issues (want {SEEDED_ISSUES + 1})")
    messages = [app.message(m) for m in issue.pop("messages")]
    want = {"title": "Installer fails on Windows 11", "priority": "urgent", "assignedto": "carol", "creator": "alice"}
    fields = {key: issue[key] for key in want}
    note = [("alice", "The installer stops at 80% with error 0x80070005.")]
    return Verdict(fields == want and messages == note, f"issue16 {fields}; messages {messages}")


@judge("03_search_text")
async def _search_text(app: Roundup, page: Page) -> Verdict:
    query, listed = _query(page), await _listed(page)
    numbers = sorted(n for n, _ in listed)
    ok = query.get("@search_text") == ["export"] and numbers == [2, 6, 12]
    return Verdict(ok, f"url {page.url}; issues listed {numbers} (want [2, 6, 12])")


@judge("04_search_assigned_to_bob")
async def _search_assigned_to_bob(app: Roundup, page: Page) -> Verdict:
    query, listed = _query(page), await _listed(page)
    numbers = sorted(n for n, _ in listed)
    ok = query.get("assignedto") in (["4"], ["bob"]) and numbers == [2, 6, 12]
    return Verdict(ok, f"url {page.url}; issues listed {numbers} (want bob's: [2, 6, 12])")


@judge("05_sort_by_title")
async def _sort_by_title(app: Roundup, page: Page) -> Verdict:
    titles = [title for _, title in await _listed(page)]
    grouped = await _grouped(page)
    ok = titles == OPEN_TITLES and not grouped
    return Verdict(ok, f"url {page.url}; grouped: {grouped}; titles {titles[:2]} ... {titles[-1:]} "
                       f"({len(titles)}; want the 13 open issues A to Z)")


@judge("06_change_status_with_message")
async def _change_status_with_message(app: Roundup, page: Page) -> Verdict:
    issue = _issue(app, 6)
    messages = [app.message(m) for m in issue.pop("messages")]
    note = ("bob", "Fixed by flushing the writer before closing; please verify.")
    ok = issue["status"] == "testing" and issue["actor"] == "bob" and len(messages) == 3 and messages[-1] == note \
        and issue["assignedto"] == "bob" and issue["priority"] == "bug"
    return Verdict(ok, f"issue6 {issue}; last message {messages[-1:]} of {len(messages)} (want 3)")


@judge("07_show_unassigned")
async def _show_unassigned(app: Roundup, page: Page) -> Verdict:
    query, listed = _query(page), await _listed(page)
    numbers = sorted(n for n, _ in listed)
    ok = query.get("assignedto") == ["-1"] and numbers == [3, 8, 10]
    return Verdict(ok, f"url {page.url}; issues listed {numbers} (want the open unassigned ones: [3, 8, 10])")


@judge("08_add_user")
async def _add_user(app: Roundup, page: Page) -> Verdict:
    count = app.rows("SELECT count(*) FROM _user")[0][0]
    rows = app.rows("SELECT _realname, _address, _roles FROM _user WHERE _username = 'eve'")
    if count != SEEDED_USERS + 1 or not rows:
        return Verdict(False, f"{count} users (want {SEEDED_USERS + 1}); eve: {rows}")
    password = app.password_is("eve", "eve-pass-2024")
    want = ("Eve Sandoval", "eve@beacon.example", "User")
    return Verdict(rows[0] == want and password, f"eve {rows[0]} (want {want}); password eve-pass-2024: {password}")


@judge("09_mustfail_sync_search")
async def _mustfail_sync_search(app: Roundup, page: Page) -> Verdict:
    numbers = sorted(n for n, _ in await _listed(page))
    ok = _query(page).get("@search_text") == ["sync"] and numbers == [7, 15]
    return Verdict(ok, f"issues listed {numbers}; the scenario must fail at its step")


@judge("10_mustfail_wrong_assignee")
async def _mustfail_wrong_assignee(app: Roundup, page: Page) -> Verdict:
    issue = _issue(app, 1)
    return Verdict(issue.get("assignedto") == "alice", f"issue1 assigned to {issue.get('assignedto')} (read-only; "
                                                       "the scenario must fail at its step)")


def _source_stamp() -> str:
    """What the pristine tracker was built from: the version, the settings and the seed."""
    seed = hashlib.sha256((HERE / "seed.py").read_bytes()).hexdigest()
    return "\n".join([VERSION, SETTINGS, ADMIN_PASSWORD, seed])


APP = Roundup()
