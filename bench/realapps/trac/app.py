"""Trac (https://trac.edgewall.org, PyPI `trac` 1.6; a held-out application of the real-application bed): two
environments of the "Beacon Project" on sqlite, served by one `tracd` at http://127.0.0.1:18721/beacon/ (English)
and http://127.0.0.1:18721/beacon-de/ (the same data, its pages in German). Its own venv and environments live
under .cache/trac/.

install() builds the environments once (`trac-admin initenv`, then seed.py in the app's venv: five users with
passwords, Beacon's components, versions and milestones, twelve tickets with their history, three wiki pages;
the German one is a copy with `[trac] default_language = de`); reset() writes the pristine databases over the
live ones; judge() reads the live database with sqlite3 (`ticket`, `ticket_change`, `wiki`) and, for the
reading scenarios, what the final page shows.

Logging in is an HTML form: Trac 1.6 alone only knows HTTP authentication, so the environments enable the
TracAccountManager plugin's login form (PyPI `TracAccountManager` 0.6.0, passwords kept in Trac's session table).
Anonymous users may only look; the seeded users may create and change tickets and wiki pages, and admin is
TRAC_ADMIN. Trac picks its language from the environment's `default_language` before the browser's: English
(en_US) in one, German in the other.

Held out: the scenarios and judges were written from Trac's pages and the seeded data before plainwright ever
ran on them, and nobody tunes plainwright on them. First run (rule brain, src at f0f10e5): 4/10 English scenarios
(2/8 and both must-fail), 0/2 German; 63/114 steps (55.3%), no false pass (first-run.txt).
"""

from __future__ import annotations

import functools
import hashlib
import shutil
import subprocess
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, cast
from urllib.parse import parse_qs, urlparse

from playwright.async_api import Page

from realapps.common import CACHE, Judges, Verdict, kill, read_rows, restore_database, spawn, venv, wait_for_port

HERE = Path(__file__).resolve().parent
REQUIREMENTS = ("trac==1.6", "TracAccountManager==0.6.0", "Babel==2.19.0", "setuptools<81")  # trac needs pkg_resources
PORT = 18721
ENVIRONMENTS = {"beacon": "en_US", "beacon-de": "de"}  # folder (the url's first part) -> default_language


class Trac:
    name = "trac"
    port = PORT
    must_fail = {"09_mustfail_wrong_owner": 5, "10_mustfail_missing_milestone": 3}

    def __init__(self) -> None:
        self.folder = CACHE / self.name
        self.envs = self.folder / "envs"  # the live environments
        self.pristine = self.folder / "pristine"  # the seeded databases, <environment>.db, copied back by reset()
        self.python: Path | None = None
        self.process: subprocess.Popen[bytes] | None = None

    def db(self, environment: str = "beacon") -> Path:
        return self.envs / environment / "db" / "trac.db"

    # -- lifecycle ------------------------------------------------------------------------------------------
    def install(self) -> None:
        self.python = venv(self.name, *REQUIREMENTS)
        stamp = self.folder / "pristine.stamp"
        wanted = _source_stamp()
        if not (self.pristine.exists() and stamp.exists() and stamp.read_text() == wanted):
            self._build()
            stamp.write_text(wanted)
        self.reset()

    def _build(self) -> None:
        """Both environments, seeded, and a copy of their databases kept as pristine."""
        assert self.python is not None
        admin = str(self.python.parent / "trac-admin")
        for folder in (self.envs, self.pristine):
            if folder.exists():
                shutil.rmtree(folder)
        self.envs.mkdir(parents=True)
        self.pristine.mkdir()
        english, *others = ENVIRONMENTS
        subprocess.run([admin, str(self.envs / english), "initenv", "Beacon Project", "sqlite:db/trac.db"],
                       stdout=subprocess.DEVNULL, check=True)
        subprocess.run([str(self.python), str(HERE / "seed.py"), str(self.envs / english)], check=True)
        for other in others:
            shutil.copytree(self.envs / english, self.envs / other)
        for environment, language in ENVIRONMENTS.items():
            subprocess.run([admin, str(self.envs / environment), "config", "set", "trac", "default_language",
                            language], check=True)
            shutil.copyfile(self.db(environment), self.pristine / f"{environment}.db")

    def start(self) -> None:
        if self.python is None:
            self.install()
        assert self.python is not None
        tracd = str(self.python.parent / "tracd")
        self.process = spawn([tracd, "--port", str(self.port), "--hostname", "127.0.0.1",
                              *(str(self.envs / environment) for environment in ENVIRONMENTS)],
                             cwd=self.folder, log=self.folder / "server.log")
        wait_for_port(self.port, process=self.process)

    def stop(self) -> None:
        kill(self.process)
        self.process = None

    def reset(self) -> None:
        # tracd's caches compare a generation number kept in the database's `cache` table at every request:
        # restoring the seeded table makes them reload whatever a scenario changed. Logins (`auth_cookie`) go too.
        for environment in ENVIRONMENTS:
            restore_database(self.pristine / f"{environment}.db", self.db(environment))

    # -- judging --------------------------------------------------------------------------------------------
    def rows(self, sql: str, *args: object, environment: str = "beacon") -> list[tuple[Any, ...]]:
        return read_rows(self.db(environment), sql, *args)

    async def judge(self, scenario: str, page: Page) -> Verdict:
        return await judge.verdict(self, scenario, page)


judge: Judges[Trac] = Judges()


# ---- the judges: one per scenario. Seeded: tickets #1-#12 as seed.py lists them (#4, #6, #8, #9 closed), users
# admin, alice, bob, carol and dave, milestones 1.2 (completed), 1.3 and 2.0, in both environments.

SEEDED_TICKETS = 12
ACTIVE_SUMMARIES = sorted([  # report {1}, A to Z
    "Agent crashes when the config file is empty", "Dashboard graphs stop refreshing after midnight",
    "Send alert notifications to Slack", "Document the data retention settings",
    "Support TLS client certificates in the agent", "Silence alerts during maintenance windows",
    "Export dashboard panels as PNG", "Rate limit the public API"])
FIELDS = ("summary", "description", "type", "priority", "component", "milestone", "version", "reporter", "owner",
          "status", "resolution")


def _ticket(app: Trac, number: int, environment: str = "beacon") -> dict[str, Any]:
    rows = app.rows(f"SELECT {', '.join(FIELDS)} FROM ticket WHERE id = ?", number, environment=environment)
    return dict(zip(FIELDS, rows[0], strict=True)) if rows else {}


def _comments(app: Trac, number: int, environment: str = "beacon") -> list[tuple[str, str]]:
    """A ticket's comments in order: (author, text); a change without a comment has an empty one."""
    rows = app.rows("SELECT author, newvalue FROM ticket_change WHERE ticket = ? AND field = 'comment' ORDER BY time",
                    number, environment=environment)
    return [(author, text) for author, text in rows]


async def _listed(page: Page, links: str = "table.listing.tickets td.summary a") -> list[int]:
    """The tickets the page lists, in order: the numbers of the ticket links `links` selects."""
    numbers = []
    for href in await page.locator(links).evaluate_all("links => links.map(a => a.getAttribute('href'))"):
        tail = (href or "").rsplit("/ticket/", 1)[-1]
        if tail.isdigit():
            numbers.append(int(tail))
    return numbers


def _query(page: Page) -> tuple[str, dict[str, list[str]]]:
    url = urlparse(page.url)
    return url.path, parse_qs(url.query)


def _count(app: Trac, environment: str = "beacon") -> int:
    return int(app.rows("SELECT count(*) FROM ticket", environment=environment)[0][0])


def _where(environment: str) -> str:
    return "" if environment == "beacon" else f" ({environment}: German environment)"


@judge("01_create_ticket")
async def _create_ticket(app: Trac, page: Page, environment: str = "beacon") -> Verdict:
    ticket = _ticket(app, SEEDED_TICKETS + 1, environment)
    want = {"summary": "Agent should honour the http_proxy setting",
            "description": "Behind our office proxy the agent connects directly and times out after 30 seconds.",
            "type": "enhancement", "priority": "critical", "component": "Agent", "milestone": "1.3",
            "reporter": "alice", "status": "new"}
    got = {key: ticket.get(key) for key in want}
    count = _count(app, environment)
    return Verdict(count == SEEDED_TICKETS + 1 and got == want, f"{count} tickets{_where(environment)}; #13 {got}")


@judge("02_resolve_ticket_as_fixed")
async def _resolve_ticket_as_fixed(app: Trac, page: Page, environment: str = "beacon") -> Verdict:
    ticket, comments = _ticket(app, 1, environment), _comments(app, 1, environment)
    note = ("bob", "Fixed: an empty beacon.yml now stops the agent with a clear error message.")
    ok = ticket["status"] == "closed" and ticket["resolution"] == "fixed" and ticket["owner"] == "bob" \
        and len(comments) == 2 and comments[-1] == note
    return Verdict(ok, f"#1 {ticket['status']} ({ticket['resolution']}), owner {ticket['owner']}{_where(environment)}; "
                       f"last comment {comments[-1:]} of {len(comments)} (want 2)")


@judge("03_edit_wiki_page")
async def _edit_wiki_page(app: Trac, page: Page) -> Verdict:
    rows = app.rows("SELECT version, author, text, comment FROM wiki WHERE name = 'ReleaseChecklist' "
                    "ORDER BY version DESC LIMIT 1")
    version, author, text, comment = rows[0]
    want = (2, "dave", "Releases are prepared by Alice. Run the upgrade tests before tagging.",
            "Name who prepares releases")
    got = (version, author, text.strip(), comment)
    return Verdict(got == want, f"ReleaseChecklist's last version {got}")


@judge("04_custom_query_owner_status")
async def _custom_query_owner_status(app: Trac, page: Page, environment: str = "beacon") -> Verdict:
    path, query = _query(page)
    listed = sorted(await _listed(page))
    ok = path == f"/{environment}/query" and query.get("owner") == ["carol"] and listed == [3, 10]
    return Verdict(ok, f"url {page.url}; tickets listed {listed} (want carol's accepted/assigned ones: [3, 10])")


@judge("05_sort_report_by_summary")
async def _sort_report_by_summary(app: Trac, page: Page) -> Verdict:
    path, query = _query(page)
    summaries = await page.locator("table.listing.tickets td.summary a").all_inner_texts()
    ok = path == "/beacon/report/1" and query.get("sort") == ["summary"] and summaries == ACTIVE_SUMMARIES
    return Verdict(ok, f"url {page.url}; summaries {summaries[:1]} ... {summaries[-1:]} ({len(summaries)}; "
                       "want the 8 active tickets A to Z)")


@judge("06_roadmap_progress")
async def _roadmap_progress(app: Trac, page: Page) -> Verdict:
    path, query = _query(page)
    listed = await _listed(page)
    ok = path == "/beacon/query" and query.get("milestone") == ["1.3"] and query.get("status") == ["closed"] \
        and listed == [6]
    return Verdict(ok, f"url {page.url}; tickets listed {listed} (want milestone 1.3's closed one: [6])")


@judge("07_comment_on_ticket")
async def _comment_on_ticket(app: Trac, page: Page) -> Verdict:
    ticket, comments = _ticket(app, 3), _comments(app, 3)
    note = ("carol", "The webhook client is ready; only the message format is missing.")
    ok = len(comments) == 2 and comments[-1] == note and ticket["status"] == "assigned"
    return Verdict(ok, f"#3 {ticket['status']}; last comment {comments[-1:]} of {len(comments)} (want 2)")


@judge("08_search_dashboard")
async def _search_dashboard(app: Trac, page: Page, environment: str = "beacon") -> Verdict:
    path, query = _query(page)
    found = sorted(await _listed(page, "dl#results dt a"))
    ok = path == f"/{environment}/search" and query.get("q") == ["dashboard"] and found == [2, 8, 11]
    return Verdict(ok, f"url {page.url}; tickets found {found} (want [2, 8, 11])")


@judge("09_mustfail_wrong_owner")
async def _mustfail_wrong_owner(app: Trac, page: Page) -> Verdict:
    owner = _ticket(app, 2)["owner"]
    return Verdict(owner == "alice", f"#2 owned by {owner} (read-only; the scenario must fail at its step)")


@judge("10_mustfail_missing_milestone")
async def _mustfail_missing_milestone(app: Trac, page: Page) -> Verdict:
    names = [name for name, in app.rows("SELECT name FROM milestone ORDER BY name")]
    return Verdict(names == ["1.2", "1.3", "2.0"],
                   f"milestones {names} (read-only; the scenario must fail at its step)")


@judge("11_de_ticket_erstellen")
async def _de_ticket_erstellen(app: Trac, page: Page) -> Verdict:
    ticket = _ticket(app, SEEDED_TICKETS + 1, "beacon-de")
    want = {"summary": "Beispielkonfiguration in das Agent-Handbuch aufnehmen", "type": "task",
            "component": "Documentation", "reporter": "dave", "status": "new"}
    got = {key: ticket.get(key) for key in want}
    count = _count(app, "beacon-de")
    return Verdict(count == SEEDED_TICKETS + 1 and got == want, f"{count} tickets (German environment); #13 {got}")


@judge("12_de_ticket_schliessen")
async def _de_ticket_schliessen(app: Trac, page: Page) -> Verdict:
    ticket, comments = _ticket(app, 10, "beacon-de"), _comments(app, 10, "beacon-de")
    note = ("carol", "Wartungsfenster werden jetzt beachtet.")
    ok = ticket["status"] == "closed" and ticket["resolution"] == "fixed" and len(comments) == 2 \
        and comments[-1] == note
    return Verdict(ok, f"#10 {ticket['status']} ({ticket['resolution']}) (German environment); last comment "
                       f"{comments[-1:]} of {len(comments)} (want 2)")


# The same four judges on the German environment, as `<stem>@beacon-de`: for the goal bench's German goals
# (bench/goals/goals.yaml), which ask for the same end state as the English ones but start where a German user
# starts, at /beacon-de/. The bed's own scenarios never use them.
for _stem, _check in (("01_create_ticket", _create_ticket), ("02_resolve_ticket_as_fixed", _resolve_ticket_as_fixed),
                      ("04_custom_query_owner_status", _custom_query_owner_status),
                      ("08_search_dashboard", _search_dashboard)):
    # (each takes `environment` beyond what the registry's type says)
    judge(f"{_stem}@beacon-de")(functools.partial(cast(Callable[..., Awaitable[Verdict]], _check),
                                                  environment="beacon-de"))


def _source_stamp() -> str:
    """What the pristine environments were built from: the requirements, the languages and the seed."""
    seed = hashlib.sha256((HERE / "seed.py").read_bytes()).hexdigest()
    return "\n".join([*REQUIREMENTS, *(f"{name}={language}" for name, language in ENVIRONMENTS.items()), seed])


APP = Trac()
