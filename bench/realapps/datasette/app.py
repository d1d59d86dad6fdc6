"""Datasette (https://datasette.io, PyPI `datasette`) serving a seeded shop database.

`shop.db` holds customers, products (full-text search on name and description), orders (a status and a date
column, foreign key to customers) and order_items (foreign keys to orders and products). Writes go through two
of Datasette's own writable canned queries (`update_order_status`, `add_customer`), so no plugin is needed.
The judge reads the database with sqlite3 for the writing scenarios, and for the reading ones what the last
page shows: its URL (facets, filters, sort, search), the "N rows" count and the table's cells.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlparse

from playwright.async_api import Page

from realapps.common import CACHE, Verdict, kill, restore_database, spawn, venv, wait_for_port

from . import seed

VERSION = "0.65.5"
FOLDER = CACHE / "datasette"
PRISTINE = FOLDER / "shop.pristine.db"
DB = FOLDER / "shop.db"
METADATA = FOLDER / "metadata.json"
BASE = "http://127.0.0.1:18712"

METADATA_CONTENT = {
    "title": "Shop data",
    "description": "Customers, products and orders of a small office supplies shop.",
    "databases": {
        "shop": {
            "tables": {
                "customers": {"label_column": "name"},
                "products": {"label_column": "name"},
            },
            "queries": {
                "update_order_status": {
                    "title": "Update order status",
                    "description": "Set the status of one order.",
                    "sql": "update orders set status = :status where id = :order_id",
                    "write": True,
                    "on_success_message": "Order status updated",
                },
                "add_customer": {
                    "title": "Add a customer",
                    "sql": "insert into customers (name, email, city, country, signup_date) "
                           "values (:name, :email, :city, :country, date('now'))",
                    "write": True,
                    "on_success_message": "Customer added",
                },
            },
        }
    },
}


class Datasette:
    name = "datasette"
    port = 18712

    def __init__(self) -> None:
        # the scenario stem -> the step that must fail
        self.must_fail: dict[str, int] = {"must_fail_cancelled_count": 5, "must_fail_wrong_city": 6}
        self.process: subprocess.Popen[bytes] | None = None
        self.python: Path | None = None

    def install(self) -> None:
        self.python = venv("datasette", f"datasette=={VERSION}")
        wanted = json.dumps(METADATA_CONTENT, indent=1)
        if not METADATA.exists() or METADATA.read_text() != wanted:
            METADATA.write_text(wanted)
        stamp = FOLDER / ".seed"
        source = Path(seed.__file__).read_bytes()
        if not PRISTINE.exists() or not stamp.exists() or stamp.read_bytes() != source:
            seed.build(PRISTINE)
            stamp.write_bytes(source)
        if not DB.exists():
            self.reset()

    def start(self) -> None:
        assert self.python is not None, "install() first"
        self.reset()
        command = [str(self.python), "-m", "datasette", "serve", str(DB), "--host", "127.0.0.1",
                   "--port", str(self.port), "--metadata", str(METADATA),
                   "--setting", "facet_suggest_time_limit_ms", "1000",
                   "--setting", "facet_time_limit_ms", "2000",
                   "--setting", "sql_time_limit_ms", "5000"]
        self.process = spawn(command, cwd=FOLDER, log=FOLDER / "server.log")
        wait_for_port(self.port, process=self.process)

    def stop(self) -> None:
        kill(self.process)
        self.process = None

    def reset(self) -> None:
        restore_database(PRISTINE, DB)  # in place: the server's open connections see the seeded data

    # ---- the judge -------------------------------------------------------------------------------------------

    async def judge(self, scenario: str, page: Page) -> Verdict:
        check = getattr(self, "_judge_" + scenario, None)
        if check is None:
            return Verdict(False, f"no judge for {scenario}")
        return await check(page)

    async def _judge_browse_to_customer(self, page: Page) -> Verdict:
        path, _ = self._query(page)
        text = await page.inner_text("body")
        ok = path == "/shop/customers/2" and "purchasing@globex.example" in text
        return Verdict(ok, f"at {path}; Globex's email {'shown' if 'purchasing@globex' in text else 'not shown'}")

    async def _judge_facet_status(self, page: Page) -> Verdict:
        path, query = self._query(page)
        count = await self._count_text(page)
        statuses = set(await self._column(page, "status"))
        ok = (path == "/shop/orders" and "status" in query.get("_facet", []) and query.get("status") == ["cancelled"]
              and count.startswith("8 rows") and statuses == {"cancelled"})
        return Verdict(ok, f"at {path} {dict(query)}; count {count!r}; statuses {sorted(statuses)}")

    async def _judge_filter_sort_big_orders(self, page: Page) -> Verdict:
        path, query = self._query(page)
        count = await self._count_text(page)
        totals = [float(t) for t in await self._column(page, "total")]
        ok = (path == "/shop/orders" and query.get("total__gt") == ["2000"] and query.get("_sort_desc") == ["total"]
              and count.startswith("16 rows") and len(totals) == 16 and totals == sorted(totals, reverse=True)
              and totals[0] == 3780.0)
        return Verdict(ok, f"at {path} {dict(query)}; count {count!r}; totals {totals[:3]}...")

    async def _judge_sort_and_follow_customer(self, page: Page) -> Verdict:
        path, query = self._query(page)
        count = await self._count_text(page)
        rows = len(await self._column(page, "id"))
        ok = path == "/shop/orders" and query.get("customer_id") == ["5"] and count.startswith("5 rows") and rows == 5
        return Verdict(ok, f"at {path} {dict(query)}; count {count!r}; {rows} rows shown")

    async def _sql_result(self, page: Page) -> tuple[str, list[list[str]]]:
        _, query = self._query(page)
        sql = " ".join(query.get("sql", [""])[0].lower().split())
        rows = []
        for row in await page.locator("table.rows-and-columns tbody tr").all():
            rows.append([cell.strip() for cell in await row.locator("td").all_inner_texts()])
        return sql, rows

    async def _judge_sql_uk_customers(self, page: Page) -> Verdict:
        path, _ = self._query(page)
        sql, rows = await self._sql_result(page)
        names = [row[0] for row in rows if row]
        wanted = ["Gringotts Bank", "Ollivanders", "Weyland-Yutani", "Wonka Confectionery"]
        ok = path == "/shop" and "country = 'uk'" in sql and names == wanted
        return Verdict(ok, f"at {path}; sql {sql!r}; names {names}")

    async def _judge_sql_orders_by_status(self, page: Page) -> Verdict:
        path, _ = self._query(page)
        sql, rows = await self._sql_result(page)
        counts = {row[0]: row[1] for row in rows if len(row) >= 2}
        ok = path == "/shop" and "group by status" in sql and len(rows) == 6 and counts.get("delivered") == "64"
        return Verdict(ok, f"at {path}; sql {sql!r}; rows {counts}")

    async def _judge_search_products(self, page: Page) -> Verdict:
        path, query = self._query(page)
        names = set(await self._column(page, "name"))
        wanted = {"Wireless Mouse", "Noise Cancelling Headphones", "Laser Printer"}
        ok = path == "/shop/products" and query.get("_search") == ["wireless"] and names == wanted
        return Verdict(ok, f"at {path} {dict(query)}; names {sorted(names)}")

    async def _judge_pagination_export(self, page: Page) -> Verdict:
        path, query = self._query(page)
        ids = await self._column(page, "id")
        ok = path == "/shop/order_items" and query.get("_next") == ["200"] and ids[:1] == ["201"] and len(ids) == 95
        return Verdict(ok, f"at {path} {dict(query)}; first id {ids[:1]}, {len(ids)} rows")

    async def _judge_update_order_status(self, page: Page) -> Verdict:
        status = self._db("select status from orders where id = 7")
        counts = dict(self._db("select status, count(*) from orders group by status"))
        wanted = {"cancelled": 8, "delivered": 64, "pending": 22, "processing": 16, "refunded": 6, "shipped": 24}
        ok = status == [("shipped",)] and counts == wanted
        return Verdict(ok, f"order 7 status {status}; counts {counts}")

    async def _judge_add_customer(self, page: Page) -> Verdict:
        rows = self._db("select name, email, city, country from customers where id > 36")
        ok = rows == [("Initrode", "info@initrode.example", "Dallas", "USA")]
        return Verdict(ok, f"new customers {rows}")

    async def _judge_must_fail_cancelled_count(self, page: Page) -> Verdict:
        return await self._judge_facet_status(page)

    async def _judge_must_fail_wrong_city(self, page: Page) -> Verdict:
        path, query = self._query(page)
        count = await self._count_text(page)
        ok = path == "/shop/customers" and query.get("city") == ["London"] and count.startswith("4 rows")
        return Verdict(ok, f"at {path} {dict(query)}; count {count!r}")

    @staticmethod
    def _query(page: Page) -> tuple[str, dict[str, list[str]]]:
        url = urlparse(page.url)
        return unquote(url.path), parse_qs(url.query)

    @staticmethod
    async def _count_text(page: Page) -> str:
        heading = page.locator("h3").first
        return (await heading.inner_text()).strip() if await heading.count() else ""

    @staticmethod
    async def _column(page: Page, column: str) -> list[str]:
        cells = page.locator(f"table.rows-and-columns tbody td.col-{column}")
        return [text.strip() for text in await cells.all_inner_texts()]

    @staticmethod
    def _db(sql: str, *params: object) -> list[tuple]:
        with sqlite3.connect(DB) as db:
            return db.execute(sql, params).fetchall()


APP = Datasette()
