"""Parallel replay: 8 scenarios that navigate (links and form posts across a small shop served on 127.0.0.1) are
run once to record their locks, then replayed with `plainwright run FOLDER --workers 4` again and again from the
same locks. Prints how many replays passed every scenario, and every failure and heal seen.

    .venv/bin/python bench/parallel_replay.py [--rounds 10] [--workers 4] [--latency-ms 40]

A replayed step on an unchanged page must pass as `replayed`: a failure or a heal here is a false alarm.
"""

from __future__ import annotations

import argparse
import html
import json
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

PLAINWRIGHT = str(Path(sys.executable).parent / "plainwright")
PRODUCTS = ["Red Kettle", "Blue Teapot", "Green Mug", "Copper Pan"]
NAV = ("<nav><a href='/'>Home</a> <a href='/catalog'>Catalog</a> <a href='/orders'>Orders</a> "
       "<a href='/account'>Account</a> <a href='/contact'>Contact</a></nav>")


def _page(title: str, body: str) -> str:
    return (f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{title}</title></head>"
            f"<body>{NAV}<main><h1>{title}</h1>{body}</main><footer><a href='/contact'>Write to us</a></footer>"
            "</body></html>")


def _form(action: str, fields: str, button: str) -> str:
    return f"<form method='post' action='{action}'>{fields}<button type='submit'>{button}</button></form>"


def _field(label: str, name: str, kind: str = "text") -> str:
    return f"<p><label>{label} <input type='{kind}' name='{name}'></label></p>"


def page_for(path: str, query: dict[str, str]) -> str | None:
    """The shop's pages: every one has the same navigation, so a click that lands on the wrong page finds a
    link of the same name there."""
    slug = path.rsplit("/", 1)[-1]
    if path == "/":
        return _page("Home", "<p><a href='/catalog'>Browse the catalog</a></p><p><a href='/signin'>Sign in</a></p>")
    if path == "/catalog":
        items = "".join(f"<li><a href='/product/{n}'>View {name}</a></li>" for n, name in enumerate(PRODUCTS))
        return _page("Catalog", f"<ul>{items}</ul>")
    if path.startswith("/product/") and slug.isdigit() and int(slug) < len(PRODUCTS):
        name = PRODUCTS[int(slug)]
        fields = f"<input type='hidden' name='product' value='{name}'>" + _field("Quantity", "quantity", "number")
        return _page(name, "<p>In stock.</p>" + _form("/cart/add", fields, "Add to cart"))
    if path == "/cart":
        added = html.escape(query.get("added", ""))
        return _page("Cart", f"<p>Added {added} ({html.escape(query.get('quantity', '1'))})</p>"
                             "<p><a href='/catalog'>Continue shopping</a></p>"
                             + _form("/checkout", _field("Coupon", "coupon"), "Check out"))
    if path == "/checkout-done":
        return _page("Thank you", f"<p>Order placed with coupon {html.escape(query.get('coupon', ''))}</p>"
                                  "<p><a href='/orders'>See your orders</a></p>")
    if path == "/signin":
        return _page("Sign in", _form("/signin", _field("Username", "user") + _field("Password", "pw", "password"),
                                      "Sign in"))
    if path == "/account":
        user = html.escape(query.get("user", "guest"))
        return _page("Account", f"<p>Signed in as {user}</p><p><a href='/profile'>Edit profile</a></p>")
    if path == "/profile":
        return _page("Profile", _form("/profile", _field("Display name", "name"), "Save profile"))
    if path == "/profile-saved":
        return _page("Profile", f"<p>Profile saved: {html.escape(query.get('name', ''))}</p>"
                                "<p><a href='/account'>Back to account</a></p>")
    if path == "/orders":
        rows = "".join(f"<tr><td><a href='/orders/{n}'>Order #{n}</a></td><td>open</td></tr>" for n in (101, 102))
        note = f"<p>Order #{html.escape(query['cancelled'])} cancelled</p>" if "cancelled" in query else ""
        return _page("Orders", f"{note}<table>{rows}</table>")
    if path.startswith("/orders/") and slug in ("101", "102"):
        return _page(f"Order #{slug}", "<p>Status: open</p>" + _form(
            "/cancel", f"<input type='hidden' name='order' value='{slug}'>", "Cancel order"))
    if path == "/contact":
        return _page("Contact", _form("/contact", "<p><label>Message <textarea name='message'></textarea></label></p>",
                                      "Send message"))
    if path == "/thanks":
        return _page("Thanks", "<p>Message sent</p><p><a href='/'>Back home</a></p>")
    return None


def redirect_for(path: str, form: dict[str, str]) -> str | None:
    """Where a form post sends the browser (303 See Other, as a web framework does)."""
    match path:
        case "/cart/add":
            return f"/cart?added={form.get('product', '')}&quantity={form.get('quantity', '1')}"
        case "/checkout":
            return f"/checkout-done?coupon={form.get('coupon', '')}"
        case "/signin":
            return f"/account?user={form.get('user', '')}"
        case "/profile":
            return f"/profile-saved?name={form.get('name', '')}"
        case "/cancel":
            return f"/orders?cancelled={form.get('order', '')}"
        case "/contact":
            return "/thanks"
    return None


class Shop:
    """The shop on 127.0.0.1, each answer `latency_ms` late, as an application's are."""

    def __init__(self, latency_ms: float) -> None:
        latency = latency_ms / 1000

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                """Quiet."""

            def do_GET(self) -> None:
                parts = urlsplit(self.path)
                query = {key: values[0] for key, values in parse_qs(parts.query).items()}
                body = page_for(parts.path, query)
                time.sleep(latency)
                self._send(404 if body is None else 200, body or "not found")

            def do_POST(self) -> None:
                raw = self.rfile.read(int(self.headers.get("content-length") or 0)).decode()
                form = {key: values[0] for key, values in parse_qs(raw).items()}
                target = redirect_for(urlsplit(self.path).path, form)
                time.sleep(latency)
                if target is None:
                    self._send(404, "not found")
                    return
                self.send_response(303)
                self.send_header("Location", target)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def _send(self, status: int, body: str) -> None:
                data = body.encode()
                self.send_response(status)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(data)))
                self.send_header("Cache-Control", "no-store")
                self.end_headers()
                self.wfile.write(data)

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host!s}:{port}"

    def __enter__(self) -> Shop:
        self._thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()


SCENARIOS: dict[str, tuple[str, list[str]]] = {
    "buy-kettle": ("/", ['Click "Browse the catalog"', 'Click "View Red Kettle"', 'Type "2" into the Quantity field',
                         'Click "Add to cart"', 'Verify the page shows "Added Red Kettle (2)"',
                         'Click "Continue shopping"', 'Click "View Green Mug"', 'Click "Add to cart"',
                         'Verify the page shows "Added Green Mug"']),
    "check-out": ("/catalog", ['Click "View Copper Pan"', 'Click "Add to cart"', 'Type "SPRING" into the Coupon field',
                               'Click "Check out"', 'Verify the page shows "Order placed with coupon SPRING"',
                               'Click "See your orders"', 'Verify the page shows "Order #101"']),
    "sign-in": ("/", ['Click "Sign in"', 'Type "alice" into the Username field',
                      'Type "pw1" into the Password field', 'Click the "Sign in" button',
                      'Verify the page shows "Signed in as alice"', 'Click "Edit profile"',
                      'Type "Alice A." into the Display name field', 'Click "Save profile"',
                      'Verify the page shows "Profile saved: Alice A."', 'Click "Back to account"']),
    "cancel-order": ("/", ['Click "Orders"', 'Click "Order #102"', 'Click "Cancel order"',
                           'Verify the page shows "Order #102 cancelled"', 'Click "Order #101"',
                           'Click "Cancel order"', 'Verify the page shows "Order #101 cancelled"']),
    "contact": ("/catalog", ['Click "Contact" in the navigation', 'Type "Where is my kettle?" into the Message field',
                             'Click "Send message"', 'Verify the page shows "Message sent"', 'Click "Back home"',
                             'Click "Browse the catalog"', 'Verify the page shows "View Blue Teapot"']),
    "browse": ("/", ['Click "Catalog" in the navigation', 'Click "View Blue Teapot"',
                     'Click "Orders" in the navigation', 'Click "Order #101"', 'Click "Account" in the navigation',
                     'Click "Edit profile"',
                     'Click "Home" in the navigation', 'Verify the page shows "Browse the catalog"']),
    "teapot-twice": ("/product/1", ['Type "3" into the Quantity field', 'Click "Add to cart"',
                                    'Click "Continue shopping"', 'Click "View Blue Teapot"', 'Click "Add to cart"',
                                    'Type "TEA" into the Coupon field', 'Click "Check out"',
                                    'Verify the page shows "coupon TEA"']),
    "profile": ("/signin", ['Type "bob" into the Username field', 'Type "pw2" into the Password field',
                            'Click the "Sign in" button', 'Click "Edit profile"',
                            'Type "Bob B." into the Display name field', 'Click "Save profile"',
                            'Click "Back to account"', 'Verify the page shows "Edit profile"']),
}


def write_scenarios(folder: Path, base_url: str) -> None:
    for name, (start, steps) in SCENARIOS.items():
        lines = [f"name: {name}", f'url: "{base_url}{start}"', "steps:", *(f"  - {json.dumps(s)}" for s in steps)]
        (folder / f"{name}.plain.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")


def run_folder(folder: Path, workers: int, *extra: str) -> dict[str, Any]:
    report = folder.parent / "report.json"
    subprocess.run([PLAINWRIGHT, "run", str(folder), "--workers", str(workers), "--json", str(report),
                    "--output", str(folder.parent / "results"), *extra], cwd=folder.parent, check=False,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    result: dict[str, Any] = json.loads(report.read_text())
    return result


def problems(suite: dict[str, Any]) -> list[str]:
    """Every step that did not pass as replayed: 'scenario, step N (source/kind): message'."""
    found = []
    for run in suite["runs"]:
        if run.get("error"):
            found.append(f"{run['name']}: {run['error']['kind']}: {run['error']['message'][:120]}")
        for index, step in enumerate(run["steps"], 1):
            if step["status"] == "passed" and step["source"] == "replayed":
                continue
            error = step.get("error") or {}
            what = f"{step['status']}/{step['source']}" + (f"/{error['kind']}" if error else "")
            found.append(f"{run['name']} step {index} {step['sentence']!r} ({what}): {error.get('message', '')[:120]}")
    return found


def main(rounds: int, workers: int, latency_ms: float) -> None:
    work = Path(tempfile.mkdtemp(prefix="plainwright-parallel-"))
    folder, locks = work / "suite", work / "locks"
    folder.mkdir()
    with Shop(latency_ms) as shop:
        write_scenarios(folder, shop.url)
        recorded = run_folder(folder, 1, "--fresh")
        if record_problems := [p for p in problems(recorded) if "/resolved" not in p or "failed" in p]:
            raise SystemExit("recording failed:\n  " + "\n  ".join(record_problems))
        shutil.copytree(folder, locks)
        passing, seen = 0, Counter[str]()
        for round_ in range(rounds):
            for lock in locks.glob("*.lock.yaml"):
                shutil.copy(lock, folder / lock.name)  # every round replays the recorded locks
            started = time.perf_counter()
            suite = run_folder(folder, workers)
            found = problems(suite)
            passing += not found
            seen.update(found)
            print(f"round {round_ + 1}: {'pass' if not found else f'{len(found)} problems'} "
                  f"in {time.perf_counter() - started:.1f} s", flush=True)
    shutil.rmtree(work)
    steps = sum(len(steps) for _, steps in SCENARIOS.values())
    print(f"{len(SCENARIOS)} scenarios, {steps} steps, --workers {workers}, server latency {latency_ms:g} ms")
    for problem, count in seen.most_common():
        print(f"  {count}x {problem}")
    print(f"{passing}/{rounds} replays fully passing (every step passed as replayed)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--latency-ms", type=float, default=40)
    options = parser.parse_args()
    main(options.rounds, options.workers, options.latency_ms)
