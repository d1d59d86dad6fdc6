"""A small application that keeps its state on the server, for checking that an exported test does what the run did.

Every path starts with a namespace (`/NS/profile`, `/NS/orders`, `/NS/archive`): each namespace has a store of its
own, so several scenarios can run against one server without seeing each other's changes. A namespace ending in
`-broken` has a regression: its Ship button ships the order above the one asked for.

- `/NS/profile`: a form that POSTs (multipart) a name, a date, a time, a number, a month, a date and time, a country
  (a <select>), a priority (a list a script draws), two checkboxes, two password fields and a file; the server
  stores what it got and shows the form again, filled with it (but the passwords).
- `/NS/orders`: a table of orders, each row with a Ship and a Delete button (Delete asks `confirm()` first) and a
  Rename button (asks `prompt()` for the new customer name); a link opens the archive in a new tab.
- `/NS/archive`: a form that stores a note.
"""

from __future__ import annotations

import hashlib
import html
import threading
from dataclasses import dataclass, field
from email.message import EmailMessage
from email.parser import BytesParser
from email.policy import HTTP
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any
from urllib.parse import parse_qs, urlsplit

BROKEN = "-broken"


def _first_profile() -> dict[str, str]:
    return {"name": "Grace Hopper", "due": "2025-12-24", "start": "08:00", "quantity": "1", "month": "2025-12",
            "pickup": "2025-12-24T09:00", "country": "fr", "priority": "Normal", "newsletter": "off",
            "reminders": "on",
            "password": "", "pin": "", "attachment": ""}


def _first_orders() -> dict[int, dict[str, str]]:
    customers = ["Ada", "Alan", "Barbara", "Edsger", "Frances", "Grace", "Ken"]
    return {number: {"customer": customer, "status": "Pending"} for number, customer in enumerate(customers, 1)}


@dataclass
class Store:
    """What one namespace of the application holds."""

    profile: dict[str, str] = field(default_factory=_first_profile)
    orders: dict[int, dict[str, str]] = field(default_factory=_first_orders)
    notes: list[str] = field(default_factory=list)

    def state(self) -> dict[str, Any]:
        """A deep copy of everything stored, for comparing two runs."""
        return {"profile": dict(self.profile), "orders": {n: dict(o) for n, o in self.orders.items()},
                "notes": list(self.notes)}


_STYLE = "<style>body{font-family:sans-serif} label{display:block;margin:4px 0}</style>"


def _page(title: str, body: str, notice: str = "") -> str:
    shown = f'<p role="status">{html.escape(notice)}</p>' if notice else ""
    return (f"<!doctype html><html lang=en><head><meta charset=utf-8><title>{html.escape(title)}</title>{_STYLE}"
            f"</head><body><main><h1>{html.escape(title)}</h1>{shown}{body}</main></body></html>")


def _field(label: str, name: str, kind: str, value: str) -> str:
    return (f'<label for="{name}">{label}</label>'
            f'<input id="{name}" name="{name}" type="{kind}" value="{html.escape(value)}">')


_WIDGET_SCRIPT = """<script>
function pick(option) {
  const widget = option.closest("[data-widget]");
  widget.querySelector("input").value = option.textContent;
  widget.querySelector("[role=combobox]").textContent = option.textContent;
  widget.querySelector("[role=listbox]").hidden = true;
}
</script>"""


def _widget(label: str, name: str, value: str, choices: list[str]) -> str:
    """A list a script draws (no <select>): a box that opens a list of options, and a hidden field it fills."""
    options = "".join(f'<li role="option" onclick="pick(this)">{html.escape(choice)}</li>' for choice in choices)
    return (f'<div data-widget><span id="{name}-label">{label}</span>'
            f'<div role="combobox" tabindex="0" aria-labelledby="{name}-label" '
            f"onclick=\"this.nextElementSibling.hidden = false\">{html.escape(value)}</div>"
            f'<ul role="listbox" hidden>{options}</ul>'
            f'<input type="hidden" name="{name}" value="{html.escape(value)}"></div>{_WIDGET_SCRIPT}')


def _checkbox(label: str, name: str, on: bool, *, drawn_by_label: bool = False) -> str:
    """A tick box in its label; or, `drawn_by_label`, one whose input is hidden and whose label is drawn as the box
    (a CSS framework's custom checkbox): only a click on the label ticks it."""
    if drawn_by_label:
        hidden = "position: absolute; opacity: 0; width: 0; height: 0; margin: 0"
        return (f'<input type="checkbox" id="{name}" name="{name}" style="{hidden}"{" checked" if on else ""}>'
                f'<label for="{name}" style="padding-left: 20px">{label}</label>')
    return f'<label><input type="checkbox" name="{name}"{" checked" if on else ""}> {label}</label>'


_COUNTRIES = {"de": "Germany", "fr": "France", "us": "United States"}


def profile_page(store: Store, notice: str) -> str:
    p = store.profile
    options = "".join(f'<option value="{code}"{" selected" if p["country"] == code else ""}>{name}</option>'
                      for code, name in _COUNTRIES.items())
    attached = f"<p>Attached: {html.escape(p['attachment'].split(':')[0])}</p>" if p["attachment"] else ""
    form = ('<form method="post" enctype="multipart/form-data">'
            + _field("Name", "name", "text", p["name"]) + _field("Due date", "due", "date", p["due"])
            + _field("Start time", "start", "time", p["start"]) + _field("Quantity", "quantity", "number",
                                                                         p["quantity"])
            + _field("Billing month", "month", "month", p["month"])
            + _field("Pickup", "pickup", "datetime-local", p["pickup"])
            + f'<label for="country">Country</label><select id="country" name="country">{options}</select>'
            + _widget("Priority", "priority", p["priority"], ["Low", "Normal", "High"])
            + _checkbox("Newsletter", "newsletter", p["newsletter"] == "on")
            + _checkbox("Reminders", "reminders", p["reminders"] == "on", drawn_by_label=True)
            + _field("Password", "password", "password", "") + _field("PIN", "pin", "password", "")
            + '<label for="attachment">Attachment</label><input id="attachment" name="attachment" type="file">'
            + attached + '<button type="submit">Save</button></form>')
    return _page("Profile", form, notice)


_ORDER_SCRIPT = """<script>
function rename(number) {
  const name = prompt("New customer for Order #" + number);
  if (name === null) return;
  const form = document.getElementById("rename-" + number);
  form.elements.customer.value = name;
  form.submit();
}
</script>"""


def _order_row(number: int, order: dict[str, str]) -> str:
    hidden = f'<input type="hidden" name="number" value="{number}">'
    return (f"<tr><td>Order #{number}</td><td>{html.escape(order['customer'])}</td>"
            f"<td>{html.escape(order['status'])}</td><td>"
            f'<form method="post" action="ship" style="display:inline">{hidden}<button>Ship</button></form> '
            f'<form method="post" action="delete" style="display:inline" '
            f"onsubmit=\"return confirm('Delete Order #{number}?')\">{hidden}<button>Delete</button></form> "
            f'<form method="post" action="rename" id="rename-{number}" style="display:inline">{hidden}'
            f'<input type="hidden" name="customer"><button type="button" onclick="rename({number})">Rename'
            "</button></form></td></tr>")


def orders_page(store: Store, notice: str) -> str:
    rows = "".join(_order_row(number, order) for number, order in sorted(store.orders.items()))
    table = ("<table><caption>Orders</caption><thead><tr><th>Order</th><th>Customer</th><th>Status</th>"
             f"<th>Actions</th></tr></thead><tbody>{rows}</tbody></table>")
    return _page("Orders", table + '<p><a href="archive" target="_blank">Open the archive</a></p>' + _ORDER_SCRIPT,
                 notice)


def archive_page(store: Store, notice: str) -> str:
    notes = "".join(f"<li>{html.escape(note)}</li>" for note in store.notes)
    form = ('<form method="post"><label for="note">Note</label><textarea id="note" name="note"></textarea>'
            '<button type="submit">Archive</button></form>')
    return _page("Archive", f"<ul>{notes}</ul>{form}", notice)


def _form_fields(content_type: str, body: bytes) -> dict[str, str]:
    """The fields of a posted form; a file as `NAME:SHA256-PREFIX` (what a person would check it by)."""
    if not content_type.startswith("multipart/form-data"):
        return {key: values[0] for key, values in parse_qs(body.decode(), keep_blank_values=True).items()}
    message = BytesParser(policy=HTTP).parsebytes(f"Content-Type: {content_type}\r\n\r\n".encode() + body)
    assert isinstance(message, EmailMessage)
    fields: dict[str, str] = {}
    for part in message.iter_parts():
        name = str(part.get_param("name", header="content-disposition"))
        payload = part.get_payload(decode=True)
        content = payload if isinstance(payload, bytes) else b""
        filename = part.get_filename()
        if filename is not None:
            fields[name] = f"{filename}:{hashlib.sha256(content).hexdigest()[:12]}" if filename else ""
        else:
            fields[name] = content.decode()
    return fields


class StatefulApp:
    """The application, served on 127.0.0.1 in a background thread: `with StatefulApp() as app: app.url`."""

    def __init__(self) -> None:
        self._stores: dict[str, Store] = {}
        self._lock = threading.Lock()
        app = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                """Keep request lines out of the test output."""

            def do_GET(self) -> None:
                app._get(self)

            def do_POST(self) -> None:
                app._post(self)

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._httpd.server_address[1]}"

    def store(self, namespace: str) -> Store:
        with self._lock:
            return self._stores.setdefault(namespace, Store())

    def state(self, namespace: str) -> dict[str, Any]:
        return self.store(namespace).state()

    def reset(self) -> None:
        """Every namespace back to its first state."""
        with self._lock:
            self._stores.clear()

    def _get(self, request: BaseHTTPRequestHandler) -> None:
        parts = urlsplit(request.path)
        namespace, _, page = parts.path.strip("/").partition("/")
        notice = "Saved" if "saved" in parse_qs(parts.query) else ""
        pages = {"profile": profile_page, "orders": orders_page, "archive": archive_page}
        if page not in pages:
            self._answer(request, 404, _page("Not found", ""))
            return
        self._answer(request, 200, pages[page](self.store(namespace), notice))

    def _post(self, request: BaseHTTPRequestHandler) -> None:
        namespace, _, page = urlsplit(request.path).path.strip("/").partition("/")
        body = request.rfile.read(int(request.headers.get("content-length") or 0))
        fields = _form_fields(request.headers.get("content-type", ""), body)
        store = self.store(namespace)
        with self._lock:
            back = self._change(store, page, fields, broken=namespace.endswith(BROKEN))
        request.send_response(303)
        request.send_header("Location", f"/{namespace}/{back}?saved=1")
        request.send_header("Content-Length", "0")
        request.end_headers()

    @staticmethod
    def _change(store: Store, page: str, fields: dict[str, str], *, broken: bool) -> str:
        """Store what the form sent; the page to show next."""
        if page == "profile":
            profile = store.profile
            for key in ("name", "due", "start", "quantity", "month", "pickup", "country", "priority", "password",
                        "pin"):
                profile[key] = fields.get(key, "")
            for key in ("newsletter", "reminders"):
                profile[key] = "on" if key in fields else "off"
            if fields.get("attachment"):
                profile["attachment"] = fields["attachment"]
            return "profile"
        if page == "archive":
            store.notes.append(fields.get("note", ""))
            return "archive"
        number = int(fields.get("number", "0"))
        if page == "ship":
            shipped = number - 1 if broken and number - 1 in store.orders else number
            store.orders[shipped]["status"] = "Shipped"
        elif page == "delete":
            store.orders.pop(number, None)
        elif page == "rename":
            store.orders[number]["customer"] = fields.get("customer", "")
        return "orders"

    @staticmethod
    def _answer(request: BaseHTTPRequestHandler, status: int, text: str) -> None:
        data = text.encode()
        request.send_response(status)
        request.send_header("Content-Type", "text/html; charset=utf-8")
        request.send_header("Cache-Control", "no-store")
        request.send_header("Content-Length", str(len(data)))
        request.end_headers()
        request.wfile.write(data)

    def __enter__(self) -> StatefulApp:
        self._thread.start()
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
