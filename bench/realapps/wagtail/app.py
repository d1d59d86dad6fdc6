"""The Wagtail CMS admin (a held-out application of the real-application bed) over a small seeded site, a
harbour museum: a page tree with plain pages, a news index with news pages (one a draft), a Sponsor snippet,
an administrator and an editor. Its own venv and SQLite database live under .cache/wagtail/.

install() builds a pristine database once (migrate + seed.py + update_index; superuser admin /
harbour-admin-2024); reset() copies it over the live one; judge() reads the live one with sqlite3 (or, for
read-only scenarios, the final page).

Held out: the scenarios were written from the admin's pages before plainwright ever ran on them. First run
(rule brain; the working tree at a28d571 with uncommitted work of others in src/): 3/14 scenarios, 93/139
steps (66.9%), no false pass."""

from __future__ import annotations

import hashlib
import os
import subprocess
from pathlib import Path
from typing import Any

from playwright.async_api import Page

from realapps.common import CACHE, Judges, Verdict, kill, read_rows, restore_database, spawn, venv, wait_for_port

HERE = Path(__file__).resolve().parent
PROJECT = HERE / "project"
REQUIREMENTS = ("wagtail==8.0.1", "django==5.2.19")


class Wagtail:
    name = "wagtail"
    port = 18715
    must_fail = {"13_mustfail_published_message": 6, "14_mustfail_editor_is_admin": 7}

    def __init__(self) -> None:
        self.folder = CACHE / self.name
        self.db = self.folder / "db.sqlite3"
        self.pristine = self.folder / "pristine.sqlite3"
        self.python: Path | None = None
        self.process: subprocess.Popen[bytes] | None = None

    # -- lifecycle ------------------------------------------------------------------------------------------
    def _env(self, db: Path) -> dict[str, str]:
        return {**os.environ, "WAGTAIL_DB": str(db), "WAGTAIL_MEDIA": str(self.folder / "media"),
                "DJANGO_SETTINGS_MODULE": "museum.settings", "PYTHONDONTWRITEBYTECODE": "1"}

    def install(self) -> None:
        self.python = venv(self.name, *REQUIREMENTS)
        stamp = self.folder / "pristine.stamp"
        wanted = _source_stamp()
        if not (self.pristine.exists() and stamp.exists() and stamp.read_text() == wanted):
            building = self.folder / "building.sqlite3"
            building.unlink(missing_ok=True)
            for command in (["manage.py", "migrate", "--noinput"], ["seed.py"]):
                subprocess.run([str(self.python), *command], cwd=PROJECT, env=self._env(building), check=True,
                               stdout=subprocess.DEVNULL)
            building.replace(self.pristine)
            stamp.write_text(wanted)
        self.reset()

    def start(self) -> None:
        if self.python is None:
            self.install()
        assert self.python is not None
        self.process = spawn([str(self.python), "manage.py", "runserver", f"127.0.0.1:{self.port}", "--noreload"],
                             cwd=PROJECT, env=self._env(self.db), log=self.folder / "server.log")
        wait_for_port(self.port, process=self.process)

    def stop(self) -> None:
        kill(self.process)
        self.process = None

    def reset(self) -> None:
        # the server keeps no connection open between requests (CONN_MAX_AGE 0): its next request sees it
        restore_database(self.pristine, self.db)

    # -- judging --------------------------------------------------------------------------------------------
    def rows(self, sql: str, *args: object) -> list[tuple[Any, ...]]:
        return read_rows(self.db, sql, *args)

    async def judge(self, scenario: str, page: Page) -> Verdict:
        return await judge.verdict(self, scenario, page)


# ---- the judges: one per scenario, each reading the live database (and, for what only the page can show, the
# final page). Seeded page ids: 3 Harbour Museum (home), 4 About us, 5 Visit, 6 Opening hours, 7 Getting here,
# 8 News, 9 Summer exhibition opens, 10 New café on the pier, 11 Winter lecture series (draft), 12 Old events
# archive; 1 is the tree's root. Users: 1 admin (Morgan Reeve), 2 ella (Ella Marsh, Editors).

SEEDED_PAGES = 11  # rows of wagtailcore_page, the root included
HOME_PATH = "00010001"
NEWS_PATH = "000100010003"

judge: Judges[Wagtail] = Judges()


def _live(app: Wagtail) -> dict[int, int]:
    return dict(app.rows("SELECT id, live FROM wagtailcore_page"))


async def _text(page: Page, selector: str) -> str:
    return await page.inner_text(selector) if await page.locator(selector).count() else ""


@judge("01_login_and_logout")
async def _login_and_logout(app: Wagtail, page: Page) -> Verdict:
    last_login = app.rows("SELECT last_login FROM auth_user WHERE username = 'admin'")
    sessions = app.rows("SELECT count(*) FROM django_session")[0][0]
    body = await _text(page, "body")
    ok = bool(last_login) and last_login[0][0] is not None and sessions == 0 and "/admin/login/" in page.url \
        and "Sign in to Wagtail" in body
    return Verdict(ok, f"admin last login {last_login}; {sessions} sessions left (want 0 after logging out); "
                       f"url {page.url}")


@judge("02_publish_news_page")
async def _publish_news_page(app: Wagtail, page: Page) -> Verdict:
    rows = app.rows("SELECT p.path, p.live, n.date, n.summary, n.body FROM wagtailcore_page p JOIN pages_newspage n "
                    "ON n.page_ptr_id = p.id WHERE p.title = ?", "Museum reopens after renovation")
    if len(rows) != 1:
        return Verdict(False, f"news pages titled 'Museum reopens after renovation': {len(rows)} (want 1)")
    path, live, date, summary, body = rows[0]
    ok = path.startswith(NEWS_PATH) and len(path) == len(NEWS_PATH) + 4 and live == 1 and date == "2025-09-15" \
        and summary == "The east wing is open again from September." \
        and "After two years of work the east wing welcomes visitors again." in body
    return Verdict(ok, f"under News: {path.startswith(NEWS_PATH)}; live {live}; date {date}; summary {summary!r}; "
                       f"body {body!r}")


@judge("03_draft_standard_page")
async def _draft_standard_page(app: Wagtail, page: Page) -> Verdict:
    rows = app.rows("SELECT p.path, p.live, s.body FROM wagtailcore_page p JOIN pages_standardpage s "
                    "ON s.page_ptr_id = p.id WHERE p.title = ?", "Education programme")
    if len(rows) != 1:
        return Verdict(False, f"standard pages titled 'Education programme': {len(rows)} (want 1)")
    path, live, body = rows[0]
    ok = path.startswith(HOME_PATH) and len(path) == len(HOME_PATH) + 4 and live == 0 \
        and "School visits and workshops for all ages." in body
    return Verdict(ok, f"child of the home page: {len(path) == len(HOME_PATH) + 4}; live {live} (want a draft); "
                       f"body {body!r}")


@judge("04_rename_page_draft")
async def _rename_page_draft(app: Wagtail, page: Page) -> Verdict:
    rows = app.rows("SELECT title, draft_title, live, has_unpublished_changes FROM wagtailcore_page WHERE id = 4")
    want = ("About us", "About the museum", 1, 1)  # the live title stays until the draft is published
    return Verdict(rows == [want], f"page 4 (title, draft title, live, unpublished changes): {rows} (want {want})")


@judge("05_publish_draft_news")
async def _publish_draft_news(app: Wagtail, page: Page) -> Verdict:
    rows = app.rows("SELECT p.live, p.has_unpublished_changes, n.summary FROM wagtailcore_page p "
                    "JOIN pages_newspage n ON n.page_ptr_id = p.id WHERE p.id = 11")
    want = (1, 0, "Six Thursday evenings on shipwrecks and salvage.")
    return Verdict(rows == [want], f"Winter lecture series (live, unpublished changes, summary): {rows} "
                                   f"(want {want})")


@judge("06_unpublish_from_listing")
async def _unpublish_from_listing(app: Wagtail, page: Page) -> Verdict:
    live = _live(app)
    others = [i for i, is_live in live.items() if i not in (10, 11) and not is_live]
    ok = live.get(10) == 0 and not others
    return Verdict(ok, f"New café on the pier live: {live.get(10)} (want 0); other pages not live: {others}")


@judge("07_delete_page")
async def _delete_page(app: Wagtail, page: Page) -> Verdict:
    gone = not app.rows("SELECT id FROM wagtailcore_page WHERE id = 12")
    count = app.rows("SELECT count(*) FROM wagtailcore_page")[0][0]
    numchild = app.rows("SELECT numchild FROM wagtailcore_page WHERE id = 3")
    ok = gone and count == SEEDED_PAGES - 1 and numchild == [(3,)]
    return Verdict(ok, f"Old events archive {'deleted' if gone else 'still there'}; {count} pages "
                       f"(want {SEEDED_PAGES - 1}); home page children {numchild}")


@judge("08_add_editor_user")
async def _add_editor_user(app: Wagtail, page: Page) -> Verdict:
    rows = app.rows("SELECT id, email, first_name, last_name, is_superuser, is_active FROM auth_user "
                    "WHERE username = 'jonas'")
    if len(rows) != 1:
        return Verdict(False, f"users named jonas: {len(rows)} (want 1)")
    uid, *fields = rows[0]
    groups = sorted(r[0] for r in app.rows("SELECT g.name FROM auth_user_groups ug JOIN auth_group g "
                                           "ON g.id = ug.group_id WHERE ug.user_id = ?", uid))
    want = ["jonas@harbourmuseum.example", "Jonas", "Berg", 0, 1]
    return Verdict(fields == want and groups == ["Editors"], f"jonas: {fields} (want {want}); groups {groups}")


@judge("09_account_settings")
async def _account_settings(app: Wagtail, page: Page) -> Verdict:
    user = app.rows("SELECT first_name, last_name, email FROM auth_user WHERE username = 'admin'")
    theme = app.rows("SELECT p.theme FROM wagtailusers_userprofile p JOIN auth_user u ON u.id = p.user_id "
                     "WHERE u.username = 'admin'")
    want = ("Morgana", "Reeve", "morgan.reeve@harbourmuseum.example")
    return Verdict(user == [want] and theme == [("dark",)], f"admin: {user} (want {want}); theme {theme}")


@judge("10_add_sponsor_snippet")
async def _add_sponsor_snippet(app: Wagtail, page: Page) -> Verdict:
    rows = app.rows("SELECT name, website, is_active FROM pages_sponsor ORDER BY id")
    want = [("Northwind Shipping", "https://northwind.example", 1), ("Pier Bakery", "https://pierbakery.example", 1),
            ("Lighthouse Trust", "https://lighthousetrust.example", 0)]
    return Verdict(rows == want, f"sponsors: {rows}")


@judge("11_search_and_filter_pages")
async def _search_and_filter_pages(app: Wagtail, page: Page) -> Verdict:
    titles = [t.strip() for t in await page.locator("main table tbody tr td:nth-child(2) a").all_inner_texts()]
    url = page.url
    ok = "/admin/pages/search/" in url and "q=open" in url and "content_type=pages.standardpage" in url \
        and titles == ["Opening hours"]
    return Verdict(ok, f"url {url}; results {titles} (want only Opening hours)")


@judge("12_sort_news_by_title")
async def _sort_news_by_title(app: Wagtail, page: Page) -> Verdict:
    titles = [t.strip() for t in await page.locator("main table tbody tr td:nth-child(2) a").all_inner_texts()]
    want = ["Winter lecture series", "Summer exhibition opens", "New café on the pier"]
    ok = "/admin/pages/8/" in page.url and "ordering=-title" in page.url and titles == want
    return Verdict(ok, f"url {page.url}; rows {titles} (want {want}, Z to A)")


@judge("13_mustfail_published_message")
async def _mustfail_published_message(app: Wagtail, page: Page) -> Verdict:
    return Verdict(True, "the scenario must fail at its step")


@judge("14_mustfail_editor_is_admin")
async def _mustfail_editor_is_admin(app: Wagtail, page: Page) -> Verdict:
    return Verdict(True, "read-only; the scenario must fail at its step")


def _source_stamp() -> str:
    """What the pristine database was built from: the requirements and the project's sources."""
    parts = list(REQUIREMENTS)
    for path in sorted(PROJECT.rglob("*.py")):
        parts.append(f"{path.relative_to(PROJECT)}:{hashlib.sha256(path.read_bytes()).hexdigest()}")
    return "\n".join(parts)


APP = Wagtail()
