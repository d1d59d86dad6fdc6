"""An Otter Wiki (https://otterwiki.com, PyPI `otterwiki` 2.26.1; a held-out application of the real-application
bed): a wiki (Flask) that keeps its pages as Markdown files in a git repository and its users in SQLite, served
by serve.py (Werkzeug, threaded) at http://127.0.0.1:18741/. Its own venv, settings, repository and database
live under .cache/otterwiki/.

install() builds a pristine repository and database once (seed.py in the app's venv: the handbook of "Lakeside
Robotics", 14 pages in Onboarding/, Processes/, Team/, Projects/ and at the top, 18 commits by four authors, four
of them on Onboarding/Laptop Setup, two tables, two attachments; five users) and copies them to the live folder;
reset() writes the pristine database over the live one and puts the live repository back on the seeded commit
(`git reset --hard` and `git clean`, in place, so the running server's repository object stays valid). judge()
reads the live repository with git (a page's text at HEAD, the commits added since the seed, their messages and
authors), the live database with sqlite3 (`user`), and, for the reading scenarios, the final page's address and
text.

Besides its address, the deployment differs from the defaults in these settings only (settings.cfg; none is
stored as a preference in the database, so resetting the database cannot leave the running server with other
settings): anyone may read, but writing and attachments need the Admin flag or the per-user Write / Upload
privilege (WRITE_ACCESS and ATTACHMENT_ACCESS "ADMIN", as the application's own note advises for per-user
privileges), new registrations need an admin's approval and no email confirmation (AUTO_APPROVAL and
EMAIL_NEEDS_CONFIRMATION off: no mail is sent anywhere), the site is named "Lakeside Robotics Wiki". Commit
messages stay required, as by default: the editor's Save asks for one in a dialog. The users (seed.py), email /
password: nora@lakeside-robotics.test / fjord-lantern-42 (admin), tom@... / kettle-harbor-17 (read, write,
upload), priya@... / monsoon-circuit-8 (read, write), lena@... / birch-meadow-31 (read), jonas@... /
granite-willow-5 (registered, not approved). Users log in with their email address, not their name.

What a measurer should know of the pages: the page editor is CodeMirror 6 (a contenteditable, not a text area);
the history's comparison radio buttons and the User Management checkboxes are Halfmoon custom controls (the input
itself is hidden, an empty label draws the box); the login, edit and page-menu buttons are icons with a title
("Login", "Edit Page (e)") or none (the three-dot page menu, which holds History, Rename, Attachments, Settings,
Logout); a folder's address (/Team) lists its pages; the sidebar's page tree shows only the current folder's
pages on a page inside a folder. The upload scenario takes files/parking-rules.txt by its path from the
repository root, the working directory run.py is started in (plainwright's Upload steps take files from the
working directory).

Held out: the scenarios and goals were written from An Otter Wiki's pages and the seeded data before plainwright
ever ran on them, and nobody tunes plainwright on them. plainwright was not run on these scenarios before the
first run; it ran once, before they were written, on a scratch one-step scenario ('Upload "probe.txt"'), only to
learn where Upload steps take files from. First run (rule brain, src at 3208aab, from a clean export): 0/13
scenarios (0/9 English, 0/2 must-fail: both stopped at step 1, before the step they must fail at, 0/2 German);
44/131 steps (33.6%), no false pass; 13 minutes (first-run.txt). Goals: 0/24, no false success
(bench/goals/first-run-otterwiki.txt). After general fixes (closed menus without ARIA states, icons named by
their tooltip or icon class, a sidebar drawn as a div, a tick box drawn by its label, two links to one page,
src 2a84856): 2/13 scenarios, 98/131 steps (74.8%), no false pass (after-run.txt).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

from playwright.async_api import Page

from realapps.common import CACHE, Judges, Verdict, kill, read_rows, restore_database, spawn, venv, wait_for_port

HERE = Path(__file__).resolve().parent
REQUIREMENTS = ("otterwiki==2.26.1",)
PORT = 18741


class OtterWiki:
    name = "otterwiki"
    port = PORT
    must_fail = {"10_mustfail_oncall_primary": 4, "11_mustfail_missing_notes": 3}

    def __init__(self) -> None:
        self.folder = CACHE / self.name
        self.pristine = self.folder / "pristine"  # the seeded repository and database, copied back by reset()
        self.live = self.folder / "live"  # what the server uses
        self.repo = self.live / "repository"
        self.db = self.live / "otterwiki.db"
        self.settings = self.folder / "settings.cfg"
        self.python: Path | None = None
        self.process: subprocess.Popen[bytes] | None = None
        self.seed_head = ""

    # -- lifecycle ------------------------------------------------------------------------------------------
    def install(self) -> None:
        self.python = venv(self.name, *REQUIREMENTS)
        stamp = self.folder / "pristine.stamp"
        wanted = _source_stamp()
        if not (self.pristine.exists() and stamp.exists() and stamp.read_text() == wanted):
            self._build()
            stamp.write_text(wanted)
            shutil.rmtree(self.live, ignore_errors=True)
        if not (self.repo / ".git").exists() or not self.db.exists():
            shutil.rmtree(self.live, ignore_errors=True)
            self.live.mkdir(parents=True)
            shutil.copytree(self.pristine / "repository", self.repo, symlinks=True)
            shutil.copyfile(self.pristine / "otterwiki.db", self.db)
        self.settings.write_text(_settings(self.repo, self.db))
        self.seed_head = _git(self.pristine / "repository", "rev-parse", "HEAD")
        self.reset()

    def _build(self) -> None:
        """A new repository and database, seeded by the application's own code, kept as pristine."""
        assert self.python is not None
        shutil.rmtree(self.pristine, ignore_errors=True)
        self.pristine.mkdir(parents=True)
        settings = self.folder / "seed-settings.cfg"
        settings.write_text(_settings(self.pristine / "repository", self.pristine / "otterwiki.db"))
        seeded = subprocess.run([str(self.python), str(HERE / "seed.py"), str(self.pristine / "repository"),
                                 str(settings)], cwd=self.folder, env=self._env(), capture_output=True, text=True,
                                check=False)
        if seeded.returncode != 0:
            raise RuntimeError(f"seed.py failed:\n{seeded.stdout}{seeded.stderr}")

    def _env(self) -> dict[str, str]:
        return {**os.environ, "OTTERWIKI_SETTINGS": str(self.settings), "TZ": "UTC"}

    def start(self) -> None:
        if self.python is None:
            self.install()
        assert self.python is not None
        self.process = spawn([str(self.python), str(HERE / "serve.py"), str(self.port)], cwd=self.folder,
                             env=self._env(), log=self.folder / "server.log")
        wait_for_port(self.port, process=self.process)

    def stop(self) -> None:
        kill(self.process)
        self.process = None

    def reset(self) -> None:
        restore_database(self.pristine / "otterwiki.db", self.db)
        if not self.seed_head:
            self.seed_head = _git(self.pristine / "repository", "rev-parse", "HEAD")
        _git(self.repo, "reset", "--hard", "--quiet", self.seed_head)
        _git(self.repo, "clean", "-fdxq")

    # -- judging --------------------------------------------------------------------------------------------
    def rows(self, sql: str, *args: object) -> list[tuple[Any, ...]]:
        return read_rows(self.db, sql, *args)

    async def judge(self, scenario: str, page: Page) -> Verdict:
        return await judge.verdict(self, scenario, page)


judge: Judges[OtterWiki] = Judges()


# ---- the judges: one per scenario. The live repository is compared with the seeded commit (seed_head): the commits
# added since, the files they touched, a file's text at HEAD; the database's `user` rows are compared with the
# pristine database's (last_seen aside: every login updates it).

TOM = ("Tom Becker", "tom@lakeside-robotics.test")
PRIYA = ("Priya Natarajan", "priya@lakeside-robotics.test")
USER_FLAGS = ("SELECT id, name, email, password_hash, is_approved, is_admin, email_confirmed, allow_read, allow_write, "
              "allow_upload FROM user ORDER BY id")


def _new_commits(app: OtterWiki) -> list[tuple[str, str, str, list[str]]]:
    """The commits after the seed, oldest first: (author name, author email, message, ["A\tpath", ...])."""
    log = _git(app.repo, "log", "--reverse", "--format=%x01%an%x00%ae%x00%B%x00", "--name-status", "--no-renames",
               f"{app.seed_head}..HEAD")
    commits = []
    for chunk in log.split("\x01")[1:]:
        name, email, message, files = chunk.split("\x00")
        commits.append((name, email, message.strip(), [line for line in files.strip().splitlines() if line]))
    return commits


def _text(app: OtterWiki, path: str, revision: str = "HEAD") -> str | None:
    """A file's text at a revision of the live repository, None when it does not exist there."""
    done = subprocess.run(["git", "-C", str(app.repo), "show", f"{revision}:{path}"], capture_output=True, check=False)
    return done.stdout.decode() if done.returncode == 0 else None


def _dirty(app: OtterWiki) -> list[str]:
    status = _git(app.repo, "status", "--porcelain", "--untracked-files=all")
    return [f"uncommitted changes in the repository: {status!r}"] if status else []


def _users_changed(app: OtterWiki) -> list[str]:
    live, seeded = read_rows(app.db, USER_FLAGS), read_rows(app.pristine / "otterwiki.db", USER_FLAGS)
    return [] if live == seeded else [f"users changed: {[row[1:3] + row[4:] for row in live if row not in seeded]}"]


def _unchanged(app: OtterWiki) -> list[str]:
    """What differs from the seed: new commits, uncommitted files, changed users."""
    commits = _new_commits(app)
    problems = [f"new commits {[(c[0], c[2], c[3]) for c in commits]}"] if commits else []
    return problems + _dirty(app) + _users_changed(app)


def _one_commit(app: OtterWiki, author: tuple[str, str], message: str, files: list[str]) -> tuple[str, list[str]]:
    """Whether exactly one commit was added, by `author`, with `message`, touching exactly `files` ("M\tpath")."""
    commits = _new_commits(app)
    problems = _dirty(app) + _users_changed(app)
    if len(commits) != 1:
        problems.append(f"{len(commits)} new commits (want 1): {[(c[0], c[2], c[3]) for c in commits]}")
    else:
        name, email, got, touched = commits[0]
        if (name, email) != author:
            problems.append(f"the commit is by {name} <{email}> (want {author[0]} <{author[1]}>)")
        if got != message:
            problems.append(f"the commit message is {got!r} (want {message!r})")
        if sorted(touched) != sorted(files):
            problems.append(f"the commit touched {touched} (want {files})")
    found = f"new commits {[(c[0], c[2], c[3]) for c in commits]}"
    return found, problems


def _lines_kept(before: str, after: str) -> list[str]:
    """The seeded page's non-empty lines that are no longer in the page, in order."""
    remaining = iter(line.rstrip() for line in after.splitlines())
    return [line for line in before.splitlines() if line.strip() and line.rstrip() not in remaining]


def _added_line(app: OtterWiki, path: str, line: str) -> list[str]:
    """The page at `path` has the line `line` (spaces aside) and every line it had at the seed."""
    before, after = _text(app, path, app.seed_head) or "", _text(app, path)
    if after is None:
        return [f"{path} is gone"]
    problems = [] if any(got.strip() == line for got in after.splitlines()) else \
        [f"no line {line!r} in {path}: {after[-300:]!r}"]
    lost = _lines_kept(before, after)
    return problems + ([f"lines lost from {path}: {lost}"] if lost else [])


def _verdict(found: str, problems: list[str]) -> Verdict:
    return Verdict(not problems, found + (f"; {'; '.join(problems)}" if problems else ""))


def _path(page: Page) -> str:
    return unquote(urlparse(page.url).path)


def _last_seen(db: Path, email: str) -> str:
    return str(read_rows(db, "SELECT last_seen FROM user WHERE email = ?", email)[0][0])


@judge("01_login_logout")
async def _login_logout(app: OtterWiki, page: Page) -> Verdict:
    problems = _unchanged(app)
    if _last_seen(app.db, TOM[1]) == _last_seen(app.pristine / "otterwiki.db", TOM[1]):
        problems.append("Tom never logged in (his last_seen is the seeded one)")
    logged_in = await page.locator('a[href="/-/logout"], a[href="/-/create"]').count()
    if logged_in:
        problems.append(f"the last page ({page.url}) still belongs to a logged-in user")
    return _verdict(f"Tom last seen {_last_seen(app.db, TOM[1])}; last page {page.url}", problems)


@judge("02_create_page")
async def _create_page(app: OtterWiki, page: Page) -> Verdict:
    found, problems = _one_commit(app, TOM, "Add soil sensor project page", ["A\tprojects/soil sensor.md"])
    text = _text(app, "projects/soil sensor.md")
    if text is not None and "Prototype of a soil moisture sensor for the greenhouse." not in text:
        problems.append(f"projects/soil sensor.md is {text!r}")
    return _verdict(found, problems)


@judge("03_edit_with_commit_message")
async def _edit_with_commit_message(app: OtterWiki, page: Page) -> Verdict:
    path = "processes/release checklist.md"
    found, problems = _one_commit(app, PRIYA, "Announce releases in #releases", [f"M\t{path}"])
    return _verdict(found, problems + _added_line(app, path, "6. Announce the release in the #releases channel."))


@judge("04_move_page_to_archive")
async def _move_page_to_archive(app: OtterWiki, page: Page) -> Verdict:
    old, new = "team/meeting notes 2025-09.md", "team/archive/meeting notes 2025-09.md"
    found, problems = _one_commit(app, TOM, "Archive the September notes", [f"A\t{new}", f"D\t{old}"])
    if _text(app, new) != _text(app, old, app.seed_head):
        problems.append(f"{new} is not the seeded September notes: {_text(app, new)!r}")
    return _verdict(found, problems)


@judge("05_search_second_result")
async def _search_second_result(app: OtterWiki, page: Page) -> Verdict:
    problems = _unchanged(app)
    if _path(page) != "/Processes/Release Checklist":
        problems.append(f"the last page is {page.url} (want /Processes/Release Checklist)")
    return _verdict(f"url {page.url} (read-only)", problems)


@judge("06_history_and_diff")
async def _history_and_diff(app: OtterWiki, page: Page) -> Verdict:
    problems = _unchanged(app)
    revisions = _git(app.repo, "log", "--format=%h", "--abbrev=6", app.seed_head, "--",
                     "onboarding/laptop setup.md").split()
    want = f"/Onboarding/Laptop Setup/diff/{revisions[1]}/{revisions[0]}"  # the default comparison: the last change
    if _path(page) != want:
        problems.append(f"the last page is {page.url} (want {want})")
    return _verdict(f"url {page.url} (read-only)", problems)


@judge("07_revert_bad_edit")
async def _revert_bad_edit(app: OtterWiki, page: Page) -> Verdict:
    path = "onboarding/laptop setup.md"
    found, problems = _one_commit(app, TOM, "Restore the VPN section", [f"M\t{path}"])
    before_bad_edit = _git(app.repo, "log", "--format=%H", "--skip=1", "-1", app.seed_head, "--", path)
    if _text(app, path) != _text(app, path, before_bad_edit):
        problems.append(f"{path} is not as before Lena's edit: {(_text(app, path) or '')[-200:]!r}")
    return _verdict(found, problems)


@judge("08_attach_parking_rules")
async def _attach_parking_rules(app: OtterWiki, page: Page) -> Verdict:
    path = "office guide/parking-rules.txt"
    found, problems = _one_commit(app, TOM, "Add the parking rules", [f"A\t{path}"])
    if _text(app, path) not in (None, (HERE / "files" / "parking-rules.txt").read_text()):
        problems.append(f"{path} is not the uploaded file")
    return _verdict(found, problems)


@judge("09_approve_new_user")
async def _approve_new_user(app: OtterWiki, page: Page) -> Verdict:
    live = {row[2]: row for row in read_rows(app.db, USER_FLAGS)}
    seeded = {row[2]: row for row in read_rows(app.pristine / "otterwiki.db", USER_FLAGS)}
    jonas = live.get("jonas@lakeside-robotics.test")
    flags = dict(zip(("approved", "admin", "confirmed", "read", "write", "upload"), jonas[4:], strict=True)) \
        if jonas else {}
    want = {"approved": 1, "admin": 0, "confirmed": 1, "read": 1, "write": 1, "upload": 0}
    problems = [] if flags == want else [f"Jonas has {flags} (want {want})"]
    problems += [f"{email} changed: {row[4:]}" for email, row in live.items()
                 if email != "jonas@lakeside-robotics.test" and row != seeded.get(email)]
    problems += [f"users {sorted(set(seeded) - set(live))} are gone"] if set(seeded) - set(live) else []
    commits = _new_commits(app)
    problems += ([f"new commits {commits}"] if commits else []) + _dirty(app)
    return _verdict(f"Jonas {flags}", problems)


@judge("10_mustfail_oncall_primary")
async def _mustfail_oncall_primary(app: OtterWiki, page: Page) -> Verdict:
    return _verdict("read-only; the scenario must fail at its step", _unchanged(app))


@judge("11_mustfail_missing_notes")
async def _mustfail_missing_notes(app: OtterWiki, page: Page) -> Verdict:
    return _verdict("read-only; the scenario must fail at its step", _unchanged(app))


@judge("12_de_besprechung_ergaenzen")
async def _de_besprechung_ergaenzen(app: OtterWiki, page: Page) -> Verdict:
    path = "team/meeting notes 2025-10.md"
    found, problems = _one_commit(app, TOM, "Add the date of the next meeting", [f"M\t{path}"])
    return _verdict(found, problems + _added_line(app, path, "Next meeting: November 24, 2025"))


@judge("13_de_kontakte_pruefen")
async def _de_kontakte_pruefen(app: OtterWiki, page: Page) -> Verdict:
    problems = _unchanged(app)
    if _path(page) != "/Team/Contacts/history":
        problems.append(f"the last page is {page.url} (want /Team/Contacts/history)")
    return _verdict(f"url {page.url} (read-only)", problems)


def _git(repo: Path, *args: str) -> str:
    done = subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"git {' '.join(args)} failed: {done.stderr.strip()}")
    return done.stdout.strip()


def _settings(repository: Path, db: Path) -> str:
    return "\n".join([
        f'REPOSITORY = "{repository}"',
        f'SQLALCHEMY_DATABASE_URI = "sqlite:///{db}"',
        'SECRET_KEY = "plainwright-bench-otterwiki-2026"',
        'SITE_NAME = "Lakeside Robotics Wiki"',
        'READ_ACCESS = "ANONYMOUS"',
        'WRITE_ACCESS = "ADMIN"',
        'ATTACHMENT_ACCESS = "ADMIN"',
        "AUTO_APPROVAL = False",
        "EMAIL_NEEDS_CONFIRMATION = False",
        "DISABLE_REGISTRATION = False",
        "",
    ])


def _source_stamp() -> str:
    """What the pristine repository and database were built from: the requirements, the seed and the settings."""
    seed = hashlib.sha256((HERE / "seed.py").read_bytes()).hexdigest()
    return "\n".join([*REQUIREMENTS, seed, _settings(Path("R"), Path("D"))])


APP = OtterWiki()
