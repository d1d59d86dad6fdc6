"""Kinto (https://kinto.readthedocs.io, PyPI `kinto` 24.1.1 with its bundled Kinto Admin 6.1.1; a held-out application
of the real-application bed): a JSON storage server (Pyramid, served by waitress) whose admin, a React single-page
app on Bootstrap and react-jsonschema-form, the `kinto.plugins.admin` plugin serves at
http://127.0.0.1:18733/v1/admin/. Its own venv and settings (kinto.ini) live under .cache/kinto/.

Why 24.1.1: it is the newest release whose wheel still ships the admin's build (the wheels of 26.5.0, 26.0.0 and
25.0.3 ship only a help page, and npm's `kinto-admin`, 1.31.1 at most, is a library without a build).
pyramid_multiauth is pinned to 1.0.2: with 1.1.0, which 24.1.1 does not bound, no account ever authenticates (every
request is anonymous).

Storage, permissions and cache are Kinto's memory backends, so the state is the server's memory: reset() posts to
the flush endpoint and writes seed.py's content again through the REST API (about 1.5 s, most of it bcrypt), then
reads the whole state back (accounts, buckets, groups, collections, records, each with its permissions) as the
pristine state the judges compare with. Seed: accounts admin / kinto-admin-42, alice and bob; bucket "library"
(collections "books", 8 records, and "authors", 5; groups "editors" = admin, alice and "reviewers" = bob; the
editors may write the bucket) and bucket "shop" (collection "products", 6 records; bob may read the bucket and
write the products). Every collection has a JSON schema with titled fields, so the admin's forms and columns are
labelled. Look-alikes on purpose: "The Name of the Rose" / "The Name of the Wind", "Dune" / "Dune Messiah",
"Foundation" / "Foundation and Empire" (seeded with a wrong year, 1953, for a scenario to correct), "Espresso cup" /
"Espresso cups (set of 6)", "Notebook A5" / "Notebook A4". After the admin's writes, alice marks Dune Messiah as not
available and bob recounts the tea pots, so that the history shows other authors. judge() reads the state through
the REST API as the admin (urllib, from the bench process) and, for the reading scenarios, the final page's route
and table.

Besides its address, the deployment differs from `kinto init --backend memory` in these settings only: the
plugins are admin, accounts, history and flush (no default bucket), anyone may create an account (the seed creates
them through the API), only account:admin may create buckets and write other accounts, the flush endpoint is on,
and the log is plain text. The admin's login page offers "Anonymous" and "Kinto Account Auth"; a new browser
context starts logged out. A bucket created in the admin does not appear in its sidebar until the page is reloaded,
and a reload on a bucket's page sometimes leaves the sidebar empty: so no scenario creates a bucket (05 creates a
collection in the library bucket, which the sidebar shows at once).

Held out: the scenarios and goals were written from Kinto Admin's pages and the seeded data before plainwright ever
ran on them, and nobody tunes plainwright on them. First run (rule brain, src at 7de58fd): 0/13 scenarios (0/9
English, neither must-fail, 0/2 German); 1/153 steps (0.7%), no false pass (first-run.txt). Every scenario stops at
its first step: the login page's "Authentication method" radio group ("Anonymous" / "Kinto Account Auth") was found
by no step, so the Username and Password fields never appeared and nothing after the login could run.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from playwright.async_api import Page

from realapps.common import CACHE, Judges, Verdict, kill, spawn, venv, wait_for_port
from realapps.kinto.seed import PASSWORDS, Client, seed, seeded_records

HERE = Path(__file__).resolve().parent
REQUIREMENTS = ("kinto==24.1.1", "pyramid_multiauth==1.0.2")
PORT = 18733

# an object of the state: (its data without last_modified, its permissions), keyed by its path
State = dict[str, tuple[dict[str, Any], dict[str, list[str]]]]
BOOKS = "/buckets/library/collections/books"
PRODUCTS = "/buckets/shop/collections/products"


class Kinto:
    name = "kinto"
    port = PORT
    must_fail = {"10_mustfail_wrong_country": 7, "11_mustfail_missing_product": 8}

    def __init__(self) -> None:
        self.folder = CACHE / self.name
        self.config = self.folder / "kinto.ini"
        self.python: Path | None = None
        self.pristine: State | None = None  # the state reset() seeded, read back through the API
        self.process: subprocess.Popen[bytes] | None = None

    # -- lifecycle ------------------------------------------------------------------------------------------
    def install(self) -> None:
        self.python = venv(self.name, *REQUIREMENTS)
        self.config.write_text(_config(self.port))

    def start(self) -> None:
        if self.python is None:
            self.install()
        assert self.python is not None
        kinto = self.python.parent / "kinto"
        self.process = spawn([str(kinto), "start", "--ini", str(self.config)], cwd=self.folder,
                             log=self.folder / "server.log")
        wait_for_port(self.port, process=self.process)
        self.reset()

    def stop(self) -> None:
        kill(self.process)
        self.process = None

    def reset(self) -> None:
        """Flush the memory backends (records, permissions, accounts, history, cache) and write the seed again."""
        Client(self.port).call("POST", "/__flush__")
        seed(self.port)
        self.pristine = _state(self.port)
        records = {path: data for path, (data, _) in self.pristine.items() if "/records/" in path}
        if records != seeded_records():
            raise RuntimeError(f"the seeded records read back differ from seed.py's: {records}")

    async def judge(self, scenario: str, page: Page) -> Verdict:
        return await judge.verdict(self, scenario, page)


judge: Judges[Kinto] = Judges()


# ---- the judges: one per scenario. The state is every account, bucket, group, collection and record, each as
# (data without last_modified, permissions), keyed by its path (/buckets/library/collections/books/records/dune);
# reset() keeps the state it seeded, and every judge says exactly which paths may differ from it and how.

def _state(port: int) -> State:
    """Everything the administrator can read, through Kinto's REST API."""
    admin = Client(port, "admin")
    found: State = {}

    def keep(path: str) -> None:
        body = admin.get_or_none(path)
        if body is None:  # the administrator may no longer read it
            found[path] = ({"unreadable": True}, {})
            return
        data = {k: v for k, v in body["data"].items() if k != "last_modified"}
        found[path] = (data, {k: sorted(v) for k, v in body.get("permissions", {}).items()})

    def listing(path: str) -> list[dict[str, Any]]:
        return list((admin.get_or_none(path) or {"data": []})["data"])

    # the admin's listing of /accounts gives only its own: the others are read one by one
    for account in sorted({*PASSWORDS, *(account["id"] for account in listing("/accounts"))}):
        keep(f"/accounts/{account}")
    for bucket in listing("/buckets"):
        root = f"/buckets/{bucket['id']}"
        keep(root)
        for group in listing(f"{root}/groups"):
            keep(f"{root}/groups/{group['id']}")
        for collection in listing(f"{root}/collections"):
            path = f"{root}/collections/{collection['id']}"
            keep(path)
            for record in listing(f"{path}/records"):
                keep(f"{path}/records/{record['id']}")
    return found


def _changes(app: Kinto, expected: dict[str, tuple[dict[str, Any], dict[str, list[str]]] | None]) \
        -> tuple[State, list[str]]:
    """The objects added since the seed, and what differs from the seed beyond `expected` (path -> what it should
    now be, None for deleted)."""
    assert app.pristine is not None
    live = _state(app.port)
    problems = []
    for path, seeded in app.pristine.items():
        want = expected.get(path, seeded)
        got = live.get(path)
        if got != want:
            problems.append(f"{path} is {got}, want {want}")
    added = {path: value for path, value in live.items() if path not in app.pristine}
    return added, problems


def _verdict(found: str, problems: list[str]) -> Verdict:
    return Verdict(not problems, found + (f"; {'; '.join(problems)}" if problems else ""))


def _unchanged(app: Kinto) -> list[str]:
    added, problems = _changes(app, {})
    return problems + [f"a new object {path}" for path in added]


def _with(app: Kinto, path: str, **data: Any) -> tuple[dict[str, Any], dict[str, list[str]]]:
    """The seeded object at path, with some of its data fields changed."""
    assert app.pristine is not None
    seeded_data, permissions = app.pristine[path]
    return {**seeded_data, **data}, permissions


def _one_new_record(app: Kinto, collection: str, want: dict[str, Any]) -> Verdict:
    added, problems = _changes(app, {})
    new = [(path, {k: v for k, v in data.items() if k != "id"}, permissions)
           for path, (data, permissions) in added.items()]
    records = [(data, permissions) for path, data, permissions in new if path.startswith(f"{collection}/records/")]
    problems += [f"a new object {path}" for path, _, _ in new if not path.startswith(f"{collection}/records/")]
    if records != [(want, {"write": ["account:admin"]})]:
        problems.append(f"new records in {collection}: {records} (want one: {want}, written by the admin)")
    return _verdict(f"new records {[data for data, _ in records]}", problems)


def _hash_path(page: Page) -> str:
    """The admin's route: the address's fragment without its '#', and without a trailing '/'."""
    return urlparse(page.url).fragment.rstrip("/")


async def _table_first_column(page: Page) -> list[str]:
    return [text.strip() for text in await page.locator("table tbody tr td:first-child").all_inner_texts()]


@judge("01_login_and_read_record")
async def _login_and_read_record(app: Kinto, page: Page) -> Verdict:
    problems = _unchanged(app)
    route = _hash_path(page)
    if route != f"{BOOKS}/records/name-of-the-rose/attributes":
        problems.append(f"the last page is {page.url} (want The Name of the Rose's attributes)")
    return _verdict(f"read-only; last page {route}", problems)


@judge("02_create_book")
async def _create_book(app: Kinto, page: Page) -> Verdict:
    return _one_new_record(app, BOOKS, {"title": "The Dispossessed", "author": "Ursula K. Le Guin", "year": 1974,
                                        "genre": "Science fiction", "isbn": "978-0-06-051275-3", "available": True})


@judge("03_fix_book_year")
async def _fix_book_year(app: Kinto, page: Page) -> Verdict:
    path = f"{BOOKS}/records/foundation-and-empire"
    added, problems = _changes(app, {path: _with(app, path, year=1952)})
    problems += [f"a new object {path}" for path in added]
    return _verdict(f"Foundation and Empire {_state(app.port).get(path, (None,))[0]}", problems)


@judge("04_delete_product")
async def _delete_product(app: Kinto, page: Page) -> Verdict:
    path = f"{PRODUCTS}/records/espresso-cup"
    added, problems = _changes(app, {path: None})
    problems += [f"a new object {path}" for path in added]
    return _verdict("espresso-cup deleted, the set of six kept" if not problems else "", problems)


@judge("05_create_collection")
async def _create_collection(app: Kinto, page: Page) -> Verdict:
    path = "/buckets/library/collections/magazines"
    added, problems = _changes(app, {})
    collection = added.pop(path, None)
    problems += [f"a new object {path}" for path in added]
    if collection is None:
        problems.append("no collection library/magazines")
    elif collection[0].get("sort") != "title":
        problems.append(f"magazines is sorted on {collection[0].get('sort')!r} (want 'title')")
    return _verdict(f"collection magazines sort {collection[0].get('sort') if collection else None}", problems)


@judge("06_sort_and_search_books")
async def _sort_and_search_books(app: Kinto, page: Page) -> Verdict:
    problems = _unchanged(app)
    listed = await _table_first_column(page)
    if _hash_path(page) != f"{BOOKS}/records":
        problems.append(f"the last page is {page.url} (want the books' records)")
    if listed != ["Dune Messiah", "Dune"]:
        problems.append(f"the table lists {listed} (want Dune Messiah then Dune: searched, newest first)")
    return _verdict(f"listed {listed}", problems)


@judge("07_record_history")
async def _record_history(app: Kinto, page: Page) -> Verdict:
    problems = _unchanged(app)
    route = _hash_path(page)
    if route != f"{BOOKS}/records/dune-messiah/history":
        problems.append(f"the last page is {page.url} (want Dune Messiah's history)")
    return _verdict(f"read-only; last page {route}", problems)


@judge("08_group_member")
async def _group_member(app: Kinto, page: Page) -> Verdict:
    path = "/buckets/library/groups/editors"
    added, problems = _changes(app, {path: _with(app, path, members=["account:admin", "account:alice",
                                                                     "account:bob"])})
    problems += [f"a new object {path}" for path in added]
    return _verdict(f"editors {_state(app.port).get(path, ({},))[0].get('members')}", problems)


@judge("09_collection_permission")
async def _collection_permission(app: Kinto, page: Page) -> Verdict:
    assert app.pristine is not None
    data, permissions = app.pristine[BOOKS]
    want = (data, {**permissions, "read": ["/buckets/library/groups/reviewers"]})
    added, problems = _changes(app, {BOOKS: want})
    problems += [f"a new object {path}" for path in added]
    return _verdict(f"books permissions {_state(app.port)[BOOKS][1]}", problems)


@judge("10_mustfail_wrong_country")
async def _mustfail_wrong_country(app: Kinto, page: Page) -> Verdict:
    return _verdict("read-only; the scenario must fail at its step", _unchanged(app))


@judge("11_mustfail_missing_product")
async def _mustfail_missing_product(app: Kinto, page: Page) -> Verdict:
    return _verdict("read-only; the scenario must fail at its step", _unchanged(app))


@judge("12_de_produkt_anlegen")
async def _de_produkt_anlegen(app: Kinto, page: Page) -> Verdict:
    return _one_new_record(app, PRODUCTS, {"name": "Milchkännchen", "price": 9.5, "stock": 15,
                                           "category": "Kitchen"})


@judge("13_de_bestand_aendern")
async def _de_bestand_aendern(app: Kinto, page: Page) -> Verdict:
    path = f"{PRODUCTS}/records/notebook-a4"
    added, problems = _changes(app, {path: _with(app, path, stock=75, price=4.3)})
    problems += [f"a new object {path}" for path in added]
    return _verdict(f"Notebook A4 {_state(app.port).get(path, (None,))[0]}", problems)


def _config(port: int) -> str:
    return f"""\
[server:main]
use = egg:waitress#main
host = 127.0.0.1
port = {port}
threads = 4

[app:main]
use = egg:kinto
kinto.includes = kinto.plugins.admin
                 kinto.plugins.accounts
                 kinto.plugins.history
                 kinto.plugins.flush
kinto.storage_backend = kinto.core.storage.memory
kinto.storage_url =
kinto.cache_backend = kinto.core.cache.memory
kinto.cache_url =
kinto.permission_backend = kinto.core.permission.memory
kinto.permission_url =
kinto.userid_hmac_secret = plainwright-bench-kinto-userid-secret
multiauth.policies = account
multiauth.policy.account.use = kinto.plugins.accounts.AccountsPolicy
kinto.account_create_principals = system.Everyone
kinto.account_write_principals = account:admin
kinto.bucket_create_principals = account:admin
kinto.flush_endpoint_enabled = true

[loggers]
keys = root, kinto

[handlers]
keys = console

[formatters]
keys = plain

[logger_root]
level = INFO
handlers = console

[logger_kinto]
level = INFO
handlers = console
qualname = kinto
propagate = 0

[handler_console]
class = StreamHandler
args = (sys.stderr,)
level = NOTSET
formatter = plain

[formatter_plain]
format = %(asctime)s %(levelname)s %(name)s %(message)s
"""


APP = Kinto()
