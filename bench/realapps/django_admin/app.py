"""The stock Django admin (django.contrib.admin) over a small seeded shop: customers, products in categories,
orders with an inline of order lines. Its own venv and SQLite database live under .cache/django_admin/.

install() builds a pristine database once (migrate + seed.py, superuser admin / shop-admin-2024); reset()
copies it over the live one; judge() reads the live one with sqlite3 (or, for read-only scenarios, the page)."""

from __future__ import annotations

import datetime
import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

from playwright.async_api import Page

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from realapps.common import CACHE, Verdict, kill, read_rows, spawn, venv, wait_for_port

HERE = Path(__file__).resolve().parent
PROJECT = HERE / "project"
DJANGO = "django==5.2.8"


class DjangoAdmin:
    name = "django_admin"
    port = 18711
    must_fail = {"12_mustfail_wrong_message": 11, "13_mustfail_print_invoice": 6}

    def __init__(self) -> None:
        self.folder = CACHE / self.name
        self.db = self.folder / "db.sqlite3"
        self.pristine = self.folder / "pristine.sqlite3"
        self.python: Path | None = None
        self.process: subprocess.Popen[bytes] | None = None

    # -- lifecycle ------------------------------------------------------------------------------------------
    def _env(self, db: Path) -> dict[str, str]:
        return {**os.environ, "SHOP_DB": str(db), "DJANGO_SETTINGS_MODULE": "shopsite.settings",
                "PYTHONDONTWRITEBYTECODE": "1"}

    def install(self) -> None:
        self.python = venv(self.name, DJANGO)
        stamp = self.folder / "pristine.stamp"
        wanted = _source_stamp()
        if self.pristine.exists() and stamp.exists() and stamp.read_text() == wanted:
            return
        building = self.folder / "building.sqlite3"
        building.unlink(missing_ok=True)
        for command in (["manage.py", "migrate", "--noinput"], ["seed.py"]):
            subprocess.run([str(self.python), *command], cwd=PROJECT, env=self._env(building), check=True,
                           stdout=subprocess.DEVNULL)
        building.replace(self.pristine)
        stamp.write_text(wanted)

    def start(self) -> None:
        if self.python is None:
            self.install()
        self.reset()
        self.process = spawn([str(self.python), "manage.py", "runserver", f"127.0.0.1:{self.port}", "--noreload"],
                             cwd=PROJECT, env=self._env(self.db), log=self.folder / "server.log")
        wait_for_port(self.port, process=self.process)

    def stop(self) -> None:
        kill(self.process)
        self.process = None

    def reset(self) -> None:
        # copied in place (same inode): the server opens a connection per request, none stays open
        shutil.copyfile(self.pristine, self.db)

    # -- judging --------------------------------------------------------------------------------------------
    def _rows(self, sql: str, *args: object) -> list[tuple]:
        return read_rows(self.db, sql, *args)

    async def judge(self, scenario: str, page: Page) -> Verdict:
        check = getattr(self, "_judge_" + scenario.split("_", 1)[1], None)
        if check is None:
            return Verdict(False, f"no judge for {scenario}")
        return await check(page)

    async def _judge_add_customer(self, page: Page) -> Verdict:
        rows = self._rows("SELECT email, country, joined, is_active, is_vip FROM shop_customer WHERE name = ?",
                          "Nakatomi Trading")
        want = ("security@nakatomi.example", "JP", "2025-06-30", 1, 1)
        return Verdict(rows == [want], f"rows for Nakatomi Trading: {rows} (want {[want]})")

    async def _judge_add_product(self, page: Page) -> Verdict:
        rows = self._rows("SELECT p.sku, c.name, CAST(p.price AS TEXT), p.in_stock FROM shop_product p "
                          "JOIN shop_category c ON c.id = p.category_id WHERE p.name = ?", "Docking Station USB-C")
        ok = len(rows) == 1 and rows[0][0] == "AC-DOCK" and rows[0][1] == "Accessories" \
            and float(rows[0][2]) == 149.0 and rows[0][3] == 0
        return Verdict(ok, f"rows for Docking Station USB-C: {rows} (want AC-DOCK, Accessories, 149, not in stock)")

    async def _judge_add_order(self, page: Page) -> Verdict:
        # the date is picked in the calendar, which opens on the current month: its 15th
        today = datetime.datetime.now(datetime.UTC).date().replace(day=15).isoformat()
        rows = self._rows("SELECT o.id, o.status, o.created, o.notes FROM shop_order o JOIN shop_customer c "
                          "ON c.id = o.customer_id WHERE c.name = 'Initech' ORDER BY o.id")
        new = [r for r in rows if r[0] > 16]
        if len(new) != 1:
            return Verdict(False, f"new Initech orders: {new} (want exactly one)")
        oid, status, created, notes = new[0]
        lines = self._rows("SELECT p.name, l.quantity FROM shop_orderline l JOIN shop_product p "
                           "ON p.id = l.product_id WHERE l.order_id = ?", oid)
        ok = status == "paid" and created == today and "rush" in notes.lower() and lines == [("Wireless Mouse", 4)]
        return Verdict(ok, f"order {oid}: status {status}, created {created} (want {today}), notes {notes!r}, "
                           f"lines {lines}")

    async def _judge_search_customers(self, page: Page) -> Verdict:
        body = await page.inner_text("#changelist") if await page.locator("#changelist").count() else ""
        ok = "q=globex" in page.url.lower() and "Globex Corporation" in body and "Acme Corp" not in body
        return Verdict(ok, f"url {page.url}; Globex listed: {'Globex Corporation' in body}; "
                           f"Acme listed: {'Acme Corp' in body}")

    async def _judge_filter_orders(self, page: Page) -> Verdict:
        body = await page.inner_text("#result_list") if await page.locator("#result_list").count() else ""
        shipped = self._rows("SELECT count(*) FROM shop_order WHERE status = 'shipped'")[0][0]
        ok = "status__exact=shipped" in page.url and body.count("Shipped") == shipped and "Pending" not in body
        return Verdict(ok, f"url {page.url}; 'Shipped' rows shown {body.count('Shipped')} of {shipped}")

    async def _judge_sort_products(self, page: Page) -> Verdict:
        # the price column is the 4th of list_display: o=4 ascending, o=-4 descending; the scenario asks for
        # the most expensive first
        names = await page.locator("#result_list tbody th").all_inner_texts()
        ok = "o=-4" in page.url and bool(names) and names[0].strip() == "Rack Server R720"
        return Verdict(ok, f"url {page.url}; first row {names[:1]}")

    async def _judge_change_order_status(self, page: Page) -> Verdict:
        rows = self._rows("SELECT status, notes FROM shop_order WHERE id = 6")
        ok = bool(rows) and rows[0][0] == "shipped" and "tracking" in rows[0][1].lower()
        others = self._rows("SELECT count(*) FROM shop_order WHERE status = 'shipped'")[0][0]
        return Verdict(ok and others == 5, f"order 6 (Hooli, was pending): {rows}; shipped orders now {others}")

    async def _judge_delete_customer(self, page: Page) -> Verdict:
        gone = not self._rows("SELECT id FROM shop_customer WHERE name = 'Tyrell Corp'")
        count = self._rows("SELECT count(*) FROM shop_customer")[0][0]
        return Verdict(gone and count == 13, f"Tyrell Corp {'deleted' if gone else 'still there'}; "
                                              f"{count} customers (want 13)")

    async def _judge_bulk_delete_products(self, page: Page) -> Verdict:
        left = {r[0] for r in self._rows("SELECT name FROM shop_product")}
        gone = {"Laptop Sleeve", "HDMI Adapter"} - left
        ok = gone == {"Laptop Sleeve", "HDMI Adapter"} and len(left) == 10
        return Verdict(ok, f"deleted {sorted(gone)}; {len(left)} products left (want 10)")

    async def _judge_dashboard_and_logout(self, page: Page) -> Verdict:
        body = await page.inner_text("body")
        ok = "/admin/logout/" in page.url and "Logged out" in body
        return Verdict(ok, f"url {page.url}; 'Logged out' {'shown' if 'Logged out' in body else 'not shown'}")

    async def _judge_mustfail_wrong_message(self, page: Page) -> Verdict:
        rows = self._rows("SELECT is_active FROM shop_customer WHERE name = 'Wayne Enterprises'")
        return Verdict(rows == [(1,)], f"Wayne Enterprises active: {rows}")

    async def _judge_mustfail_print_invoice(self, page: Page) -> Verdict:
        return Verdict(True, "read-only; the scenario must fail at its step")

    async def _judge_bulk_mark_shipped(self, page: Page) -> Verdict:
        rows = dict(self._rows("SELECT id, status FROM shop_order"))
        # pending orders of the seed: 3 (Initech), 6 (Hooli), 8 (Soylent), 11 (Wonka), 15 (Dupont)
        shipped = {i for i, s in rows.items() if s == "shipped"}
        want = {1, 5, 10, 14, 3, 8}
        return Verdict(shipped == want, f"shipped orders {sorted(shipped)} (want {sorted(want)})")


def _source_stamp() -> str:
    """What the pristine database was built from: the Django version and the project's sources."""
    parts = [DJANGO]
    for path in sorted(PROJECT.rglob("*.py")):
        parts.append(f"{path.relative_to(PROJECT)}:{hashlib.sha256(path.read_bytes()).hexdigest()}")
    return "\n".join(parts)


APP = DjangoAdmin()
