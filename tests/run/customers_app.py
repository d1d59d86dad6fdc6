"""A small customers application with state on the server, for replay tests that judge by what it holds.

`GET /` lists the customers in a table (per row: name, email, plan, an Edit link and a Delete button that asks
`confirm()` and posts `/delete/ID`); `GET /edit/ID` shows a form whose Save posts `/edit/ID`. The test changes
the data between runs (`app.customers`), and reads what the application did (`app.deleted`, `app.customers`).
"""

from __future__ import annotations

import html
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs


@dataclass
class Customer:
    id: int
    name: str
    email: str
    plan: str = "Free"


def people() -> list[Customer]:
    return [Customer(1, "Ada Lovelace", "ada@example.com"), Customer(2, "Grace Hopper", "grace@example.com"),
            Customer(3, "Alan Turing", "alan@example.com"), Customer(4, "Edsger Dijkstra", "edsger@example.com")]


@dataclass
class CustomersApp:
    url: str = ""
    customers: list[Customer] = field(default_factory=people)
    deleted: list[str] = field(default_factory=list)
    edited: list[str] = field(default_factory=list)
    button_words: str = "Delete"
    menu: bool = False  # each row's Edit and Delete kept in its "Actions" menu
    per_page: int = 0  # so many customers a page, with a pager below; 0: all on one

    def by_name(self, name: str) -> Customer:
        return next(customer for customer in self.customers if customer.name == name)

    def page(self, number: int = 1) -> str:
        size = self.per_page or len(self.customers) or 1
        shown = self.customers[(number - 1) * size:number * size]
        rows = "".join(f"<tr><td>{html.escape(c.name)}</td><td>{html.escape(c.email)}</td><td>{c.plan}</td>"
                       f"<td>{self._actions(c)}</td></tr>" for c in shown)
        return ("<h1>Customers</h1><table><thead><tr><th>Name</th><th>Email</th><th>Plan</th><th></th></tr></thead>"
                f"<tbody>{rows}</tbody></table>{self._pager(number, size)}{_MENU_SCRIPT if self.menu else ''}")

    def _pager(self, number: int, size: int) -> str:
        pages = -(-len(self.customers) // size)
        if pages <= 1:
            return ""
        links = "".join(f"<span>{n}</span> " if n == number else f'<a href="/?page={n}">{n}</a> '
                        for n in range(1, pages + 1))
        after = f'<a href="/?page={number + 1}">Next</a>' if number < pages else ""
        return f'<nav aria-label="Pages">{links}{after}</nav>'

    def _actions(self, customer: Customer) -> str:
        actions = (f'<a href="/edit/{customer.id}">Edit</a> <form method="post" action="/delete/{customer.id}" '
                   f"onsubmit=\"return confirm('Delete this customer?')\" style=\"display:inline\">"
                   f"<button>{self.button_words}</button></form>")
        if not self.menu:
            return actions
        return ('<button type="button" class="opener" aria-haspopup="menu" aria-expanded="false">Actions</button>'
                f'<div role="menu" hidden>{actions}</div>')

    def form(self, customer: Customer) -> str:
        options = "".join(f"<option{' selected' if plan == customer.plan else ''}>{plan}</option>"
                          for plan in ("Free", "Pro", "Team"))
        return (f"<h1>Edit {html.escape(customer.name)}</h1><form method='post' action='/edit/{customer.id}'>"
                f"<label>Plan <select name='plan'>{options}</select></label><button>Save</button></form>")


_MENU_SCRIPT = """<script>
document.querySelectorAll(".opener").forEach(button => button.addEventListener("click", () => {
  const open = button.getAttribute("aria-expanded") !== "true";
  button.setAttribute("aria-expanded", String(open));
  button.nextElementSibling.hidden = !open;
}));
</script>"""


def _handler(app: CustomersApp) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            """Keep request lines out of the test output."""

        def _send(self, body: str) -> None:
            data = f"<!doctype html><html><head><title>Customers</title></head><body>{body}</body></html>".encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def _customer(self) -> Customer | None:
            number = self.path.rstrip("/").rpartition("/")[2]
            return next((c for c in app.customers if str(c.id) == number), None)

        def do_GET(self) -> None:
            customer = self._customer() if self.path.startswith("/edit/") else None
            number = self.path.partition("page=")[2]
            self._send(app.form(customer) if customer else app.page(int(number) if number.isdigit() else 1))

        def do_POST(self) -> None:
            form = parse_qs(self.rfile.read(int(self.headers.get("content-length") or 0)).decode())
            customer = self._customer()
            if customer is not None and self.path.startswith("/delete/"):
                app.customers.remove(customer)
                app.deleted.append(customer.name)
            elif customer is not None and self.path.startswith("/edit/"):
                customer.plan = form.get("plan", [customer.plan])[0]
                app.edited.append(customer.name)
            self.send_response(303)
            self.send_header("Location", "/")
            self.send_header("Content-Length", "0")
            self.end_headers()

    return Handler


class CustomersServer:
    """`with CustomersServer() as app:` serves a fresh CustomersApp on 127.0.0.1."""

    def __init__(self) -> None:
        self.app = CustomersApp()
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self.app))
        self._httpd.daemon_threads = True
        self.app.url = f"http://127.0.0.1:{self._httpd.server_address[1]}"

    def __enter__(self) -> CustomersApp:
        threading.Thread(target=self._httpd.serve_forever, daemon=True).start()
        return self.app

    def __exit__(self, *exc: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
