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
ran on them, and nobody tunes plainwright on them. First run: see first-run.txt.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlparse

from playwright.async_api import Page

from realapps.common import CACHE, Verdict, kill, read_rows, restore_database, spawn, venv, wait_for_port

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
        check = JUDGES.get(scenario)
        if check is None:
            return Verdict(False, f"no judge for {scenario}")
        return await check(self, page)


Judge = Callable[[Trac, Page], Awaitable[Verdict]]
JUDGES: dict[str, Judge] = {}


def judge(stem: str) -> Callable[[Judge], Judge]:
    def register(check: Judge) -> Judge:
        JUDGES[stem] = check
        return check
    return register


def _source_stamp() -> str:
    """What the pristine environments were built from: the requirements, the languages and the seed."""
    seed = hashlib.sha256((HERE / "seed.py").read_bytes()).hexdigest()
    return "\n".join([*REQUIREMENTS, *(f"{name}={language}" for name, language in ENVIRONMENTS.items()), seed])


APP = Trac()
