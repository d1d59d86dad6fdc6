"""Crewbase: a small back office of our own, served on 127.0.0.1 from a thread of the drift bench, for the drifts
the real applications cannot show without patching them (an action moved into a menu, a button relabelled, its id
changed). Its state lives in this process, so the judge reads it directly.

Pages (plain server-rendered HTML, forms and one native confirm(); no framework):

- /customers          a table: Name, Email, City and per row an Edit link and a Delete button (a POST form whose
                      submit asks `confirm("Delete NAME?")`); `/customers/ID/edit` a form (Name, Email, City, Save)
- /todos              a to-do list: per item a checkbox (ticking it posts the form; its id is the item's
                      position, as list components often number them) and a delete button "×"
- /orders             a table of orders, newest first, a checkbox per row and two bulk buttons under it:
                      "Mark as shipped" and "Archive selected"
- /tickets            support tickets as cards: a heading, who opened it, its status, and two buttons
                      "Assign to me" and "Close ticket"

The markup of /customers has switches the drift cases set (`markup` below): the sort order, page size, an extra
column, the Delete button's label, its id scheme, and the row actions moved into a per-row "Actions" menu.
"""

from __future__ import annotations

import copy
import html
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, ClassVar
from urllib.parse import parse_qs, quote, urlparse

SEED: dict[str, dict[int, dict[str, Any]]] = {
    "customers": {
        1: {"name": "Ada Lovelace", "email": "ada@analytical.example", "city": "London"},
        2: {"name": "Alan Turing", "email": "alan@bletchley.example", "city": "Manchester"},
        3: {"name": "Barbara Liskov", "email": "barbara@mit.example", "city": "Boston"},
        4: {"name": "Grace Hopper", "email": "grace@navy.example", "city": "Arlington"},
        5: {"name": "Katherine Johnson", "email": "katherine@nasa.example", "city": "Hampton"},
        6: {"name": "Linus Torvalds", "email": "linus@kernel.example", "city": "Portland"},
        7: {"name": "Margaret Hamilton", "email": "margaret@apollo.example", "city": "Cambridge"},
        8: {"name": "Tim Berners-Lee", "email": "tim@cern.example", "city": "Geneva"},
    },
    "todos": {
        1: {"title": "Buy milk", "done": False},
        2: {"title": "Call the plumber", "done": False},
        3: {"title": "Water the plants", "done": False},
        4: {"title": "Book dentist appointment", "done": False},
        5: {"title": "Pay the electricity bill", "done": True},
        6: {"title": "Return library books", "done": False},
    },
    "orders": {
        1: {"number": 1, "customer": "Ada Lovelace", "total": "120.00", "status": "pending", "archived": False},
        2: {"number": 2, "customer": "Grace Hopper", "total": "89.50", "status": "shipped", "archived": False},
        3: {"number": 3, "customer": "Alan Turing", "total": "240.00", "status": "pending", "archived": False},
        4: {"number": 4, "customer": "Linus Torvalds", "total": "15.99", "status": "pending", "archived": False},
        5: {"number": 5, "customer": "Katherine Johnson", "total": "310.00", "status": "paid", "archived": False},
        6: {"number": 6, "customer": "Tim Berners-Lee", "total": "42.00", "status": "pending", "archived": False},
    },
    "tickets": {
        1: {"title": "VPN drops every hour", "opened_by": "Ada Lovelace", "status": "open", "assignee": ""},
        2: {"title": "Printer on 3rd floor jams", "opened_by": "Alan Turing", "status": "open", "assignee": ""},
        3: {"title": "New laptop for Barbara", "opened_by": "Barbara Liskov", "status": "open", "assignee": ""},
        4: {"title": "Wi-Fi slow in meeting room B", "opened_by": "Grace Hopper", "status": "open", "assignee": ""},
        5: {"title": "Reset password for Linus", "opened_by": "Linus Torvalds", "status": "open", "assignee": ""},
    },
}
ME = "Margaret Hamilton"  # who "Assign to me" assigns
Answer = tuple[int, str, str | None] | None  # status, body, Location; None: not this handler's path


def _default_markup() -> dict[str, Any]:
    # customers: sort by name; every row shown; no phone column; the button says Delete; ids name the record
    return {"customers": {"sort": "name", "per_page": 0, "phone_column": False, "delete_label": "Delete",
                          "id_scheme": "record", "menu": False},
            "orders": {"sort": "-number"}, "todos": {"sort": "id"}, "tickets": {"sort": "id"}}


PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{title} - Crewbase</title>
<style>
 body {{ font-family: sans-serif; margin: 0; }} header {{ background: #234; color: #fff; padding: 8px 16px; }}
 header a {{ color: #fff; margin-right: 12px; }} main {{ padding: 16px; }}
 table {{ border-collapse: collapse; }} td, th {{ border-bottom: 1px solid #ccc; padding: 4px 10px; text-align: left; }}
 .flash {{ background: #dfd; padding: 6px; }} .card {{ border: 1px solid #bbb; border-radius: 6px; padding: 8px 12px;
 margin: 8px 0; width: 420px; }} .menu {{ position: relative; display: inline-block; }}
 .menu [role=menu] {{ position: absolute; background: #fff; border: 1px solid #999; padding: 4px; z-index: 2; }}
 .menu [role=menu] a, .menu [role=menu] button {{ display: block; margin: 2px 0; }}
 li.done label {{ text-decoration: line-through; color: #888; }} form.inline {{ display: inline; }}
</style></head>
<body><header><strong>Crewbase</strong> <nav><a href="/customers">Customers</a><a href="/orders">Orders</a>
<a href="/todos">To-do</a><a href="/tickets">Tickets</a></nav></header>
<main><h1>{title}</h1>{flash}{body}</main>
<script>
document.querySelectorAll('.menu > button').forEach(function (b) {{
  b.addEventListener('click', function () {{
    var m = b.nextElementSibling; var open = m.hidden; m.hidden = !open;
    b.setAttribute('aria-expanded', String(open));
  }});
}});
</script></body></html>"""


def e(text: object) -> str:
    return html.escape(str(text), quote=True)


class FixtureApp:
    """The bench's interface (see beds.py): install, start, stop, reset, apply, state."""

    name = "fixture"
    port = 18819
    env: ClassVar[dict[str, str]] = {}

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.data: dict[str, dict[int, dict[str, Any]]] = {}
        self.markup: dict[str, Any] = {}
        self.server: ThreadingHTTPServer | None = None
        self.reset()

    # -- lifecycle ------------------------------------------------------------------------------------------
    def install(self) -> None:
        pass

    def start(self) -> None:
        app = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def do_GET(self) -> None:
                app.handle(self, "GET")

            def do_POST(self) -> None:
                app.handle(self, "POST")

        self.server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, name="drift-fixture", daemon=True).start()

    def stop(self) -> None:
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()
            self.server = None

    def reset(self) -> None:
        with self.lock:
            self.data = copy.deepcopy(SEED)
            self.markup = _default_markup()
            self.posted: list[str] = []

    def posts(self) -> list[str]:
        """The POST requests since the last reset: path and form."""
        with self.lock:
            return list(self.posted)

    # -- drifts ---------------------------------------------------------------------------------------------
    def apply(self, op: dict[str, Any]) -> None:
        """One drift: {insert: {table, row}}, {delete: {table, where}}, {update: {table, where, set}} or
        {markup: {page: {switch: value}}}."""
        with self.lock:
            if "insert" in op:
                rows = self.data[op["insert"]["table"]]
                new_id = op["insert"]["id"] if "id" in op["insert"] else max(rows, default=0) + 1
                rows[new_id] = dict(op["insert"]["row"])
            elif "delete" in op:
                rows = self.data[op["delete"]["table"]]
                for key in [k for k, row in rows.items() if _matches(row, op["delete"]["where"])]:
                    del rows[key]
            elif "update" in op:
                for row in self.data[op["update"]["table"]].values():
                    if _matches(row, op["update"]["where"]):
                        row.update(op["update"]["set"])
            elif "markup" in op:
                for page, switches in op["markup"].items():
                    self.markup[page].update(switches)
            else:
                raise ValueError(f"unknown fixture drift {op}")

    def state(self) -> dict[str, dict[Any, dict[str, Any]]]:
        with self.lock:
            return copy.deepcopy(self.data)

    # -- serving --------------------------------------------------------------------------------------------
    def handle(self, request: BaseHTTPRequestHandler, method: str) -> None:
        url = urlparse(request.path)
        query = {k: v[-1] for k, v in parse_qs(url.query).items()}
        form: dict[str, list[str]] = {}
        if method == "POST":
            length = int(request.headers.get("Content-Length") or 0)
            form = parse_qs(request.rfile.read(length).decode("utf-8"), keep_blank_values=True)
        with self.lock:
            if method == "POST":
                self.posted.append(f"{url.path} {dict(form)}")
            answer = self.route(method, url.path, query, form)
        status, body, location = answer
        request.send_response(status)
        if location:
            request.send_header("Location", location)
        request.send_header("Content-Type", "text/html; charset=utf-8")
        request.send_header("Cache-Control", "no-store")
        data = body.encode("utf-8")
        request.send_header("Content-Length", str(len(data)))
        request.end_headers()
        request.wfile.write(data)

    def route(self, method: str, path: str, query: dict[str, str],
              form: dict[str, list[str]]) -> tuple[int, str, str | None]:
        if path in ("/", ""):
            return 303, "", "/customers"
        section = path.strip("/").split("/")[0]
        handler = {"customers": self.route_customers, "todos": self.route_todos, "orders": self.route_orders,
                   "tickets": self.route_tickets}.get(section)
        answer = handler(method, path, query, form) if handler else None
        return answer or (404, self.page("Not found", "<p>Nothing here.</p>"), None)

    def route_customers(self, method: str, path: str, query: dict[str, str], form: dict[str, list[str]]) -> Answer:
        if path == "/customers" and method == "GET":
            return 200, self.customers_page(query, query.get("flash", "")), None
        if m := re.fullmatch(r"/customers/(\d+)/edit", path):
            cid = int(m.group(1))
            customer = self.data["customers"].get(cid)
            if customer is None:
                return 404, self.page("Not found", "<p>No such customer.</p>"), None
            if method == "POST":
                for key in ("name", "email", "city"):
                    if key in form:
                        customer[key] = form[key][-1].strip()
                return 303, "", "/customers?flash=" + quote(f"Saved {customer['name']}")
            return 200, self.edit_page(cid, customer), None
        if (m := re.fullmatch(r"/customers/(\d+)/delete", path)) and method == "POST":
            customer = self.data["customers"].pop(int(m.group(1)), None)
            if customer is None:
                return 404, self.page("Not found", "<p>No such customer.</p>"), None
            return 303, "", "/customers?flash=" + quote(f"Deleted {customer['name']}")
        return None

    def route_todos(self, method: str, path: str, query: dict[str, str], form: dict[str, list[str]]) -> Answer:
        if path == "/todos" and method == "GET":
            return 200, self.todos_page(query.get("flash", "")), None
        if (m := re.fullmatch(r"/todos/(\d+)/(toggle|delete)", path)) and method == "POST":
            tid, what = int(m.group(1)), m.group(2)
            todo = self.data["todos"].get(tid)
            if todo is None:
                return 404, self.page("Not found", "<p>No such item.</p>"), None
            if what == "toggle":
                todo["done"] = "done" in form
                note = f"{todo['title']} marked as {'done' if todo['done'] else 'not done'}"
            else:
                del self.data["todos"][tid]
                note = f"{todo['title']} deleted"
            return 303, "", "/todos?flash=" + quote(note)
        return None

    def route_orders(self, method: str, path: str, query: dict[str, str], form: dict[str, list[str]]) -> Answer:
        if path == "/orders" and method == "GET":
            return 200, self.orders_page(query.get("flash", "")), None
        if path == "/orders/bulk" and method == "POST":
            ids = [int(i) for i in form.get("ids", [])]
            action = form.get("action", [""])[-1]
            for oid in ids:
                if oid in self.data["orders"]:
                    if action == "ship":
                        self.data["orders"][oid]["status"] = "shipped"
                    elif action == "archive":
                        self.data["orders"][oid]["archived"] = True
            word = {"ship": "marked as shipped", "archive": "archived"}.get(action, "unchanged")
            return 303, "", "/orders?flash=" + quote(f"{len(ids)} order(s) {word}")
        return None

    def route_tickets(self, method: str, path: str, query: dict[str, str], form: dict[str, list[str]]) -> Answer:
        if path == "/tickets" and method == "GET":
            return 200, self.tickets_page(query.get("flash", "")), None
        if (m := re.fullmatch(r"/tickets/(\d+)/(close|assign)", path)) and method == "POST":
            ticket = self.data["tickets"].get(int(m.group(1)))
            if ticket is None:
                return 404, self.page("Not found", "<p>No such ticket.</p>"), None
            if m.group(2) == "close":
                ticket["status"] = "closed"
            else:
                ticket["assignee"] = ME
            return 303, "", "/tickets?flash=" + quote(f"Ticket \u201c{ticket['title']}\u201d updated")
        return None

    def page(self, title: str, body: str, flash: str = "") -> str:
        note = f'<p class="flash" role="status">{e(flash)}</p>' if flash else ""
        return PAGE.format(title=e(title), flash=note, body=body)

    def customers_page(self, query: dict[str, str], flash: str) -> str:
        m = self.markup["customers"]
        rows = list(self.data["customers"].items())
        key = m["sort"].lstrip("-")
        rows.sort(key=lambda kv: (kv[1].get(key, kv[0]) if key != "id" else kv[0]), reverse=m["sort"].startswith("-"))
        pager = ""
        if m["per_page"]:
            pages = max(1, -(-len(rows) // m["per_page"]))
            number = min(max(1, int(query.get("page", "1") or 1)), pages)
            rows = rows[(number - 1) * m["per_page"]: number * m["per_page"]]
            links = [f'<a href="/customers?page={number - 1}">\u00ab Previous</a>'] if number > 1 else []
            links += [f"Page {number} of {pages}"]
            links += [f'<a href="/customers?page={number + 1}">Next \u00bb</a>'] if number < pages else []
            pager = '<nav class="pager" aria-label="Pages">' + " ".join(links) + "</nav>"
        head = "<th>Name</th>" + ("<th>Phone</th>" if m["phone_column"] else "") + \
               "<th>Email</th><th>City</th><th>Actions</th>"
        body = []
        for cid, c in rows:
            ids = {"record": (f"edit-{cid}", f"delete-{cid}"),
                   "renamed": (f"customer-{cid}-edit-link", f"customer-{cid}-remove")}[m["id_scheme"]]
            edit = f'<a class="btn" id="{ids[0]}" href="/customers/{cid}/edit">Edit</a>'
            delete = (f'<form class="inline" method="post" action="/customers/{cid}/delete" '
                      f'onsubmit="return confirm({e(repr("Delete " + c["name"] + "?"))})">'
                      f'<button type="submit" class="btn danger" id="{ids[1]}">{e(m["delete_label"])}</button></form>')
            if m["menu"]:
                actions = (f'<div class="menu"><button type="button" aria-haspopup="menu" aria-expanded="false">'
                           f'Actions</button><div role="menu" hidden>{edit}{delete}</div></div>')
            else:
                actions = edit + " " + delete
            phone = f"<td>+1 555 01{cid:02d}</td>" if m["phone_column"] else ""
            body.append(f'<tr data-id="{cid}"><td>{e(c["name"])}</td>{phone}<td>{e(c["email"])}</td>'
                        f"<td>{e(c['city'])}</td><td>{actions}</td></tr>")
        table = (f'<table id="customers"><thead><tr>{head}</tr>'
                 f'</thead><tbody>{"".join(body)}</tbody></table>{pager}'
                 f"<p>{len(self.data['customers'])} customers</p>")
        return self.page("Customers", table, flash)

    def edit_page(self, cid: int, c: dict[str, Any]) -> str:
        fields = "".join(f'<p><label for="f-{k}">{label}</label><br><input id="f-{k}" name="{k}" value="{e(c[k])}">'
                         f"</p>" for k, label in (("name", "Name"), ("email", "Email"), ("city", "City")))
        body = (f'<form method="post" action="/customers/{cid}/edit">{fields}'
                f'<p><button type="submit">Save</button> <a href="/customers">Cancel</a></p></form>')
        return self.page(f"Edit {c['name']}", body)

    def todos_page(self, flash: str) -> str:
        items = sorted(self.data["todos"].items(), reverse=self.markup["todos"]["sort"] == "-id")
        lis = []
        for position, (tid, t) in enumerate(items, 1):  # ids by position, as a list component renders them
            checked = " checked" if t["done"] else ""
            lis.append(f'<li class="{"done" if t["done"] else ""}">'
                       f'<form class="inline" method="post" action="/todos/{tid}/toggle">'
                       f'<input type="checkbox" name="done" id="item-{position}" '
                       f'onchange="this.form.submit()"{checked}> '
                       f'<label for="item-{position}">{e(t["title"])}</label></form> '
                       f'<form class="inline" method="post" action="/todos/{tid}/delete">'
                       f'<button type="submit" class="destroy" title="Delete">\u00d7</button></form></li>')
        left = sum(not t["done"] for t in self.data["todos"].values())
        return self.page("To-do", f'<ul class="todo-list">{"".join(lis)}</ul><p>{left} items left</p>', flash)

    def orders_page(self, flash: str) -> str:
        desc = self.markup["orders"]["sort"].startswith("-")
        orders = sorted(((k, o) for k, o in self.data["orders"].items() if not o["archived"]),
                        key=lambda kv: kv[1]["number"], reverse=desc)
        rows = "".join(f'<tr><td><input type="checkbox" name="ids" value="{k}"></td><td>#{o["number"]}</td>'
                       f'<td>{e(o["customer"])}</td><td>${o["total"]}</td><td>{o["status"].capitalize()}</td></tr>'
                       for k, o in orders)
        body = ('<form method="post" action="/orders/bulk"><table id="orders"><thead><tr><th></th><th>Order</th>'
                f'<th>Customer</th><th>Total</th><th>Status</th></tr></thead><tbody>{rows}</tbody></table>'
                '<p><button type="submit" name="action" value="ship">Mark as shipped</button> '
                '<button type="submit" name="action" value="archive">Archive selected</button></p></form>')
        return self.page("Orders", body, flash)

    def tickets_page(self, flash: str) -> str:
        tickets = sorted(self.data["tickets"].items(), reverse=self.markup["tickets"]["sort"] == "-id")
        cards = []
        for tid, t in tickets:
            buttons = ""
            if t["status"] == "open":
                buttons = (f'<form class="inline" method="post" action="/tickets/{tid}/assign">'
                           f'<button type="submit">Assign to me</button></form> '
                           f'<form class="inline" method="post" action="/tickets/{tid}/close">'
                           f'<button type="submit">Close ticket</button></form>')
            who = f" \u00b7 assigned to {e(t['assignee'])}" if t["assignee"] else ""
            cards.append(f'<article class="card"><h2>{e(t["title"])}</h2><p>Opened by {e(t["opened_by"])}</p>'
                         f'<p>Status: {t["status"]}{who}</p>{buttons}</article>')
        return self.page("Tickets", "".join(cards), flash)


def _matches(row: dict[str, Any], where: dict[str, Any]) -> bool:
    return all(row.get(k) == v for k, v in where.items())
