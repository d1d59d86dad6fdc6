"""Flask-Admin (a held-out application of the real-application bed): a lending-library back office over a
seeded SQLite database (library.py), judged by reading that database after each scenario."""

from __future__ import annotations

import subprocess
from pathlib import Path

from playwright.async_api import Page

from realapps.common import CACHE, Verdict, kill, read_rows, restore_database, spawn, venv, wait_for_port

HERE = Path(__file__).resolve().parent
REQUIREMENTS = ("flask-admin[sqlalchemy]==2.2.1", "flask-sqlalchemy==3.1.1", "flask==3.1.1")


class FlaskAdmin:
    name = "flask_admin"
    port = 18714
    must_fail = {"09_wrong_genre_claim": 5, "10_delete_missing_member": 3}

    def __init__(self) -> None:
        self.folder = CACHE / self.name
        self.pristine = self.folder / "pristine.db"
        self.db = self.folder / "library.db"
        self.process: subprocess.Popen[bytes] | None = None
        self.python: Path | None = None

    def install(self) -> None:
        self.python = venv(self.name, *REQUIREMENTS)
        stamp = self.folder / ".seed"
        source = (HERE / "library.py").read_bytes()
        if not self.pristine.exists() or not stamp.exists() or stamp.read_bytes() != source:
            self.pristine.unlink(missing_ok=True)
            subprocess.run([str(self.python), "-W", "ignore", str(HERE / "library.py"), "--seed", str(self.pristine)],
                           check=True)
            stamp.write_bytes(source)
        self.reset()

    def start(self) -> None:
        if self.python is None:
            self.install()
        assert self.python is not None
        self.process = spawn([str(self.python), "-W", "ignore", str(HERE / "library.py"), "--serve", str(self.db),
                              str(self.port)], cwd=HERE, log=self.folder / "server.log")
        wait_for_port(self.port, process=self.process)

    def stop(self) -> None:
        kill(self.process)
        self.process = None

    def reset(self) -> None:
        # the server holds no pooled connection: its next request sees the seeded state
        restore_database(self.pristine, self.db)

    def rows(self, sql: str, *args: object) -> list[tuple]:
        return read_rows(self.db, sql, *args)

    async def judge(self, scenario: str, page: Page) -> Verdict:
        check = JUDGES.get(scenario)
        if check is None:
            return Verdict(False, f"no judge for {scenario}")
        return await check(self, page)


# ---- the judges: one per scenario, each reading the live database (and, for what only the page can show,
# the final page). Every judge also checks that nothing else changed where a slip is likely.

BOOKS, MEMBERS, LOANS, AUTHORS = 18, 10, 10, 8


def _counts(app: FlaskAdmin) -> tuple[int, int, int, int]:
    return (app.rows("select count(*) from book")[0][0], app.rows("select count(*) from member")[0][0],
            app.rows("select count(*) from loan")[0][0], app.rows("select count(*) from author")[0][0])


def _fails(problems: list[str], ok_detail: str) -> Verdict:
    return Verdict(not problems, "; ".join(problems) if problems else ok_detail)


async def _add_book(app: FlaskAdmin, page: Page) -> Verdict:
    found = app.rows("select b.isbn, a.name, b.genre, b.published, b.pages, b.available from book b "
                     "left join author a on a.id = b.author_id where b.title = ?", "The Lathe of Heaven")
    if len(found) != 1:
        return Verdict(False, f"{len(found)} books titled 'The Lathe of Heaven'")
    want = ("9780060512750", "Ursula K. Le Guin", "Fiction", "1971-10-01", 184, 0)
    problems = [f"{field} is {got!r}, not {exp!r}" for field, got, exp in
                zip(("isbn", "author", "genre", "published", "pages", "available"), found[0], want, strict=True)
                if got != exp]
    if _counts(app)[0] != BOOKS + 1:
        problems.append(f"{_counts(app)[0]} books, not {BOOKS + 1}")
    return _fails(problems, "book created with every field as asked")


async def _register_member(app: FlaskAdmin, page: Page) -> Verdict:
    found = app.rows("select email, city, membership, joined, active from member where name = ?", "Kofi Mensah")
    if len(found) != 1:
        return Verdict(False, f"{len(found)} members named 'Kofi Mensah'")
    want = ("kofi.mensah@example.org", "Millbrook", "student", "2025-06-01", 1)
    problems = [f"{field} is {got!r}, not {exp!r}" for field, got, exp in
                zip(("email", "city", "membership", "joined", "active"), found[0], want, strict=True)
                if got != exp]
    if _counts(app)[1] != MEMBERS + 1:
        problems.append(f"{_counts(app)[1]} members, not {MEMBERS + 1}")
    return _fails(problems, "member registered with every field as asked")


async def _new_loan(app: FlaskAdmin, page: Page) -> Verdict:
    found = app.rows("select b.title, m.name, l.loaned_on, l.due_on, l.returned, l.notes from loan l "
                     "join book b on b.id = l.book_id join member m on m.id = l.member_id where l.id > ?", LOANS)
    if len(found) != 1:
        return Verdict(False, f"{len(found)} new loans")
    want = ("Pippi Longstocking", "Jonas Weber", "2025-06-02", "2025-06-23", 0, "Cover slightly torn")
    problems = [f"{field} is {got!r}, not {exp!r}" for field, got, exp in
                zip(("book", "member", "loaned on", "due", "returned", "notes"), found[0], want, strict=True)
                if got != exp]
    return _fails(problems, "loan recorded as asked")


async def _edit_book(app: FlaskAdmin, page: Page) -> Verdict:
    found = app.rows("select pages, available, genre, isbn from book where title = 'Cosmos'")
    if found != [(365, 0, "Science", "9780345539434")]:
        return Verdict(False, f"Cosmos is {found}, not 365 pages, off the shelf, otherwise unchanged")
    problems = []
    others = app.rows("select count(*) from book where title != 'Cosmos' and pages = 365")[0][0]
    if others:
        problems.append(f"{others} other books got 365 pages")
    if _counts(app)[0] != BOOKS:
        problems.append(f"{_counts(app)[0]} books, not {BOOKS}")
    return _fails(problems, "Cosmos now 365 pages and off the shelf")


async def _loan_returned(app: FlaskAdmin, page: Page) -> Verdict:
    open_loans = app.rows("select b.title, m.name from loan l join book b on b.id = l.book_id "
                          "join member m on m.id = l.member_id where l.returned = 0 order by m.name")
    want = [("The Dispossessed", "Alice Moreau"), ("The Demon-Haunted World", "Carla Jensen"),
            ("Americanah", "Grace Kim")]
    if open_loans != want:
        return Verdict(False, f"open loans are {open_loans}, not {want}")
    return _fails([] if _counts(app)[2] == LOANS else [f"{_counts(app)[2]} loans"], "Ben Okafor's loan returned")


async def _delete_member(app: FlaskAdmin, page: Page) -> Verdict:
    names = {name for (name,) in app.rows("select name from member")}
    problems = []
    if "Elena Rossi" in names:
        problems.append("Elena Rossi is still there")
    if len(names) != MEMBERS - 1:
        problems.append(f"{len(names)} members, not {MEMBERS - 1}")
    return _fails(problems, "Elena Rossi deleted, nobody else")


async def _bulk_delete(app: FlaskAdmin, page: Page) -> Verdict:
    titles = {title for (title,) in app.rows("select title from book")}
    gone = {"Women & Power", "View with a Grain of Sand", "The Brothers Lionheart"}
    problems = [f"{title!r} is still there" for title in sorted(gone & titles)]
    if len(titles) != BOOKS - 3:
        problems.append(f"{len(titles)} books, not {BOOKS - 3}")
    return _fails(problems, "the three books deleted, no other")


async def _search_details(app: FlaskAdmin, page: Page) -> Verdict:
    (book_id,) = app.rows("select id from book where title = 'And Then There Were None'")[0]
    problems = []
    if "/admin/book/details/" not in page.url or f"id={book_id}" not in page.url:
        problems.append(f"the last page is {page.url}, not the details of And Then There Were None")
    if _counts(app) != (BOOKS, MEMBERS, LOANS, AUTHORS):
        problems.append(f"the counts changed: {_counts(app)}")
    return _fails(problems, "details of And Then There Were None open, nothing changed")


async def _unchanged(app: FlaskAdmin, page: Page) -> Verdict:
    counts = _counts(app)
    return _fails([] if counts == (BOOKS, MEMBERS, LOANS, AUTHORS) else [f"the counts changed: {counts}"],
                  "nothing changed")


async def _filter_city(app: FlaskAdmin, page: Page) -> Verdict:
    problems = []
    if "flt" not in page.url or "Oakdale" not in page.url:
        problems.append(f"no City filter on Oakdale in {page.url}")
    names = [name.strip() for name in await page.locator("table.model-list tbody tr td.col-name").all_inner_texts()]
    if sorted(names) != ["Elena Rossi", "Grace Kim", "Jonas Weber"]:
        problems.append(f"the list shows {names}")
    if _counts(app) != (BOOKS, MEMBERS, LOANS, AUTHORS):
        problems.append(f"the counts changed: {_counts(app)}")
    return _fails(problems, "the list shows the three Oakdale members")


async def _sort_members(app: FlaskAdmin, page: Page) -> Verdict:
    problems = []
    (jonas,) = app.rows("select id from member where name = 'Jonas Weber'")[0]
    if "/admin/member/details/" not in page.url or f"id={jonas}" not in page.url:
        problems.append(f"the last page is {page.url}, not Jonas Weber's details")
    if "sort%3D4" not in page.url or "desc%3D1" not in page.url:
        problems.append("the details were not opened from the list sorted by Member since, newest first")
    if _counts(app) != (BOOKS, MEMBERS, LOANS, AUTHORS):
        problems.append(f"the counts changed: {_counts(app)}")
    return _fails(problems, "opened Jonas Weber from the list sorted newest first")


JUDGES = {
    "01_add_book": _add_book,
    "02_register_member": _register_member,
    "03_new_loan": _new_loan,
    "04_edit_book_from_list": _edit_book,
    "05_mark_loan_returned": _loan_returned,
    "06_delete_member": _delete_member,
    "07_bulk_delete_books": _bulk_delete,
    "08_search_and_details": _search_details,
    "09_wrong_genre_claim": _unchanged,
    "10_delete_missing_member": _unchanged,
    "11_filter_members_by_city": _filter_city,
    "12_sort_members_by_date": _sort_members,
}

APP = FlaskAdmin()
