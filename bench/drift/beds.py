"""The applications the drift bench runs on: three of bench/realapps (their install, serve, reset and database
reused by subclassing, on ports and in folders of their own so that a run of the real-application bed elsewhere
does not collide) and the bench's own fixture (fixture.py).

Each bed offers, besides the bed's install / start / stop / reset:

- `apply(op)`: one drift, a change to the application's data or to its markup through its own settings;
- `state()`: the records a case may touch, as {table: {key: {column: value}}}, read from the application's
  database (never from plainwright);
- `env`: what a scenario's `${env.X}` needs.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import time
from contextlib import closing
from pathlib import Path
from typing import Any, ClassVar

HERE = Path(__file__).resolve().parent
BENCH = HERE.parent
sys.path.insert(0, str(BENCH))

from fixture import FixtureApp  # noqa: E402
from realapps.common import CACHE, kill, spawn, wait_for_port  # noqa: E402
from realapps.django_admin.app import DjangoAdmin  # noqa: E402
from realapps.flask_admin.app import HERE as FLASK_HERE  # noqa: E402
from realapps.flask_admin.app import FlaskAdmin  # noqa: E402
from realapps.roundup.app import Roundup  # noqa: E402

State = dict[str, dict[Any, dict[str, Any]]]
DRIFT_CACHE = CACHE / "drift"


def _read(db: Path, queries: dict[str, str]) -> State:
    """Each query's rows keyed by their first column (kept in the row too), read-only."""
    with closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True)) as connection:
        connection.row_factory = sqlite3.Row
        state: State = {}
        for table, sql in queries.items():
            rows = connection.execute(sql).fetchall()
            state[table] = {row[0]: dict(row) for row in rows}
        return state


def _log_since(log: Path, start: int) -> list[str]:
    if not log.exists():
        return []
    with log.open("rb") as handle:
        handle.seek(start)
        return handle.read().decode("utf-8", "replace").splitlines()


def _size(log: Path) -> int:
    return log.stat().st_size if log.exists() else 0


def _write(db: Path, sql: str) -> None:
    with closing(sqlite3.connect(db)) as connection:
        connection.executescript(sql)
        connection.commit()


class DjangoBed(DjangoAdmin):
    """The Django admin over the bed's shop, with a middleware that applies `admin` / `labels` drifts."""

    port = 18811
    env: ClassVar[dict[str, str]] = {"SHOP_ADMIN_PASSWORD": "shop-admin-2024"}
    STATE: ClassVar[dict[str, str]] = {
        "customer": "SELECT id, name, email, country, is_active, is_vip FROM shop_customer",
        "product": "SELECT id, name, sku, CAST(price AS TEXT) AS price, in_stock, category_id FROM shop_product",
        "order": "SELECT id, customer_id, status, created, notes FROM shop_order",
        "orderline": "SELECT id, order_id, product_id, quantity FROM shop_orderline",
    }

    def __init__(self) -> None:
        super().__init__()
        self.folder = DRIFT_CACHE / self.name
        self.db = self.folder / "db.sqlite3"
        self.pristine = self.folder / "pristine.sqlite3"
        self.drift_file = self.folder / "drift.json"

    def _env(self, db: Path) -> dict[str, str]:
        return {**super()._env(db), "DJANGO_SETTINGS_MODULE": "drift_settings",
                "PYTHONPATH": str(HERE / "django_drift"), "DRIFT_FILE": str(self.drift_file)}

    def install(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        super().install()

    def reset(self) -> None:
        super().reset()
        self.drift_file.write_text("{}")
        self.log_start = _size(self.folder / "server.log")

    def posts(self) -> list[str]:
        """The POST requests since the last reset: path and the records selected, as the drift middleware logs
        them (server.log)."""
        return [line.removeprefix("DRIFT-POST ") for line in _log_since(self.folder / "server.log", self.log_start)
                if line.startswith("DRIFT-POST ")]

    def asked(self) -> list[tuple[str, Any]]:
        """The records the POST requests named: a change or delete page's object, a bulk action's selection."""
        found: list[tuple[str, Any]] = []
        for post in self.posts():
            path, _, data = post.partition(" ")
            if m := re.fullmatch(r"/admin/shop/(\w+)/(\d+)/(?:change|delete)/", path):
                found.append((m.group(1), int(m.group(2))))
            elif (m := re.fullmatch(r"/admin/shop/(\w+)/", path)) and data:
                found += [(m.group(1), int(i)) for i in json.loads(data).get("selected", [])]
        return found

    def apply(self, op: dict[str, Any]) -> None:
        if "sql" in op:
            _write(self.db, op["sql"])
        elif "admin" in op or "labels" in op:
            spec = json.loads(self.drift_file.read_text() or "{}")
            for key in ("admin", "labels"):
                for name, value in op.get(key, {}).items():
                    spec.setdefault(key, {})
                    if isinstance(value, dict):
                        spec[key].setdefault(name, {}).update(value)
                    else:
                        spec[key][name] = value
            self.drift_file.write_text(json.dumps(spec))
        else:
            raise ValueError(f"unknown django drift {op}")

    def state(self) -> State:
        return _read(self.db, self.STATE)


class FlaskBed(FlaskAdmin):
    """Flask-Admin's lending library, served by flask_drift.py, which applies `views` drifts."""

    port = 18814
    env: ClassVar[dict[str, str]] = {}
    STATE: ClassVar[dict[str, str]] = {
        "book": "SELECT id, title, isbn, genre, pages, available, author_id FROM book",
        "member": "SELECT id, name, email, city, membership, joined, active FROM member",
        "loan": "SELECT id, book_id, member_id, loaned_on, due_on, returned, notes FROM loan",
        "author": "SELECT id, name, country, born FROM author",
    }

    def __init__(self) -> None:
        super().__init__()
        self.folder = DRIFT_CACHE / self.name
        self.pristine = self.folder / "pristine.db"
        self.db = self.folder / "library.db"
        self.drift_file = self.folder / "drift.json"

    def install(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        super().install()

    def start(self) -> None:
        if self.python is None:
            self.install()
        assert self.python is not None
        self.drift_file.write_text("{}")
        self.process = spawn([str(self.python), "-W", "ignore", str(HERE / "flask_drift.py"), str(FLASK_HERE),
                              str(self.db), str(self.port), str(self.drift_file)], cwd=HERE,
                             log=self.folder / "server.log")
        wait_for_port(self.port, process=self.process)

    def reset(self) -> None:
        super().reset()
        self.drift_file.write_text("{}")
        self.log_start = _size(self.folder / "server.log")

    def posts(self) -> list[str]:
        """The POST requests (path and the record ids) since the last reset, as flask_drift.py logs them."""
        return [line.removeprefix("DRIFT-POST ") for line in _log_since(self.folder / "server.log", self.log_start)
                if line.startswith("DRIFT-POST ")]

    def asked(self) -> list[tuple[str, Any]]:
        """The records the POST requests named: an edit or delete's id, a bulk action's rows."""
        found: list[tuple[str, Any]] = []
        for post in self.posts():
            path, _, data = post.partition(" ")
            m = re.fullmatch(r"/admin/(\w+)/(?:edit|delete|action)/", path)
            if m and data:
                asked = json.loads(data)
                ids = ([asked["id"]] if asked.get("id") else []) + list(asked.get("rowid") or [])
                found += [(m.group(1), int(i)) for i in ids if str(i).isdigit()]
        return found

    def apply(self, op: dict[str, Any]) -> None:
        if "sql" in op:
            _write(self.db, op["sql"])
        elif "views" in op:
            spec = json.loads(self.drift_file.read_text() or "{}")
            for endpoint, attrs in op["views"].items():
                spec.setdefault("views", {}).setdefault(endpoint, {}).update(attrs)
            self.drift_file.write_text(json.dumps(spec))
        else:
            raise ValueError(f"unknown flask drift {op}")

    def state(self) -> State:
        return _read(self.db, self.STATE)


class RoundupBed(Roundup):
    """Roundup's classic tracker, a tracker of its own; data drifts through Roundup's API (roundup_ops.py), markup
    drifts by rewriting the arguments of the home page's issue list (home.html: sort, group, columns, page size)."""

    port = 18816
    env: ClassVar[dict[str, str]] = {"BOB_PASSWORD": "bob-pass-1", "ROUNDUP_ADMIN_PASSWORD": "beacon-admin-2024"}
    STATE: ClassVar[dict[str, str]] = {
        "issue": "SELECT i.id, i._title AS title, s._name AS status, p._name AS priority, a._username AS assignedto, "
                 "i.__retired__ AS retired, (SELECT count(*) FROM issue_messages m WHERE m.nodeid = i.id) "
                 "AS messages FROM _issue i LEFT JOIN _status s ON s.id = i._status "
                 "LEFT JOIN _priority p ON p.id = i._priority LEFT JOIN _user a ON a.id = i._assignedto",
        "user": "SELECT id, _username AS username, _realname AS realname, _address AS address, _roles AS roles, "
                "__retired__ AS retired FROM _user",
    }
    HOME_LIST = re.compile(r"renderWith\('index',.*?\)\"", re.S)
    HOME_ARGS: ClassVar[dict[str, str]] = {
        "sort": "[('-', 'activity')]", "group": "[('+', 'priority')]", "filter": "['status']",
        "columns": "['id','activity','title','creator','assignedto','status']",
        "filterspec": "{'status':['-1','1','2','3','4','5','6','7']}"}

    def __init__(self) -> None:
        super().__init__()
        self.folder = DRIFT_CACHE / self.name
        self.home = self.folder / "tracker"
        self.pristine = self.folder / "pristine"
        self.log = self.folder / "server.log"
        self.home_html = self.home / "html" / "home.html"
        self.home_original = self.folder / "home.html.original"
        self._touches = 0

    def install(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        super().install()

    def _build(self) -> None:
        super()._build()
        # the tracker's own address (its redirects use it) on this bed's port
        config = self.home / "config.ini"
        config.write_text(re.sub(r"(?m)^web = .*$", f"web = http://127.0.0.1:{self.port}/tracker/",
                                 config.read_text()))
        shutil.copyfile(self.home_html, self.home_original)

    def reset(self) -> None:
        super().reset()
        self._write_home(self.home_original.read_text())

    def posts(self) -> list[str]:
        """The POST requests since the last reset, from roundup-server's access log."""
        return [line.split(" HTTP/")[0] for line in self.requests() if line.startswith("POST ")]

    def asked(self) -> list[tuple[str, Any]]:
        """The records the POST requests named (an issue's or user's page posts to itself)."""
        found: list[tuple[str, Any]] = []
        for post in self.posts():
            if m := re.search(r"/tracker/(issue|user)(\d+)", post):
                found.append((m.group(1), int(m.group(2))))
        return found

    def _write_home(self, text: str) -> None:
        if self.home_html.read_text() != text:
            self.home_html.write_text(text)
            # Roundup recompiles a template whose mtime is newer than the compiled one: make it so
            self._touches += 1
            stamp = time.time() + 2 * self._touches
            os.utime(self.home_html, (stamp, stamp))

    def apply(self, op: dict[str, Any]) -> None:
        if "roundup" in op:
            assert self.python is not None
            subprocess.run([str(self.python), str(HERE / "roundup_ops.py"), str(self.home), json.dumps(op["roundup"])],
                           check=True, stdout=subprocess.DEVNULL)
        elif "home_list" in op:
            # the arguments of the home page's issue list, as Python source, over the template's own
            args = ", ".join(f"{k}={v}" for k, v in {**self.HOME_ARGS, **op["home_list"]}.items())
            text = self.home_original.read_text()
            if not self.HOME_LIST.search(text):
                raise RuntimeError("home.html has no renderWith('index', ...) to change")
            self._write_home(self.HOME_LIST.sub(lambda _: f"renderWith('index', {args})\"", text))
        else:
            raise ValueError(f"unknown roundup drift {op}")

    def state(self) -> State:
        return _read(self.db, self.STATE)


class FixtureBed(FixtureApp):
    """The bench's own pages (fixture.py); it keeps its own list of POST requests."""

    def asked(self) -> list[tuple[str, Any]]:
        found: list[tuple[str, Any]] = []
        for post in self.posts():
            if m := re.match(r"/(customers|todos|tickets)/(\d+)/", post):
                found.append((m.group(1), int(m.group(2))))
            elif post.startswith("/orders/bulk ") and "'ids': [" in post:
                ids = post.split("'ids': [", 1)[1].split("]")[0]
                found += [("orders", int(i)) for i in re.findall(r"'(\d+)'", ids)]
        return found


BEDS = {"django_admin": DjangoBed, "flask_admin": FlaskBed, "roundup": RoundupBed, "fixture": FixtureBed}


def stop_quietly(bed: Any) -> None:
    try:
        bed.stop()
    except Exception:
        process = getattr(bed, "process", None)
        kill(process)
