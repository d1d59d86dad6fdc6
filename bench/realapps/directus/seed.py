"""The seed of the Directus bed app: a small newsroom-and-shop content model (authors, articles, products), an
Editor role with two look-alike users, and the list layouts, all made through Directus's own REST API on a running
server (so Directus writes its own metadata: collections, fields, relations, permissions, presets).

Run with any Python 3 (stdlib only):  python seed.py PORT
"""

from __future__ import annotations

import json
import sys
import urllib.error
import urllib.request
from typing import Any

ADMIN = ("admin@example.com", "admin-password-1")
EDITOR_PASSWORD = "editor-password-1"

COUNTRIES = ["Austria", "France", "Germany", "Spain", "Switzerland", "United Kingdom", "United States"]
STATUSES = [("Draft", "draft"), ("In Review", "review"), ("Published", "published")]
CATEGORIES = ["News", "Guide", "Opinion", "Review"]
PRODUCT_CATEGORIES = ["Office", "Stationery", "Electronics"]

# name, email, country, bio
AUTHORS = [
    ("Anna Schmidt", "anna.schmidt@example.com", "Germany", "Retail and e-commerce reporter in Berlin."),
    ("Anna Schmitt", "anna.schmitt@example.com", "Austria", "Freelance writer from Vienna, covers fashion."),
    ("John Miller", "john.miller@example.com", "United States", "Trends editor."),
    ("Jon Millar", "jon.millar@example.com", "United Kingdom", "Reviews gadgets and office gear."),
    ("Lucia Fernandez", "lucia.fernandez@example.com", "Spain", "Store operations and opening hours."),
    ("Marc Dubois", "marc.dubois@example.com", "France", "Writes the technical guides."),
    ("Priya Nair", "priya.nair@example.com", "United Kingdom", "Remote work and team culture."),
]

# title, status, author (name), publish date, word count, featured, category
ARTICLES = [
    ("Spring Sale", "published", "Anna Schmidt", "2025-03-20", 450, True, "News"),
    ("Spring Sale (Archive)", "draft", "Anna Schmitt", "2024-03-18", 420, False, "News"),
    ("Summer Trends 2024", "published", "John Miller", "2024-06-01", 1200, False, "Opinion"),
    ("Summer Trends 2025", "draft", "John Miller", "2025-06-01", 980, False, "Opinion"),
    ("Getting Started with Directus", "published", "Marc Dubois", "2025-01-15", 2100, True, "Guide"),
    ("Getting Started with Directus (Part 2)", "draft", "Marc Dubois", "2025-02-10", 1850, False, "Guide"),
    ("Product Review: Desk Lamp Pro", "published", "Jon Millar", "2025-04-05", 760, False, "Review"),
    ("Holiday Opening Hours", "published", "Lucia Fernandez", "2024-12-01", 180, False, "News"),
    ("Ten Tips for Remote Teams", "review", "Priya Nair", "2025-05-12", 1500, False, "Guide"),
    ("Year in Review 2024", "published", "Anna Schmidt", "2024-12-30", 2600, True, "Opinion"),
]

# name, sku, price, stock, available, category
PRODUCTS = [
    ("Desk Lamp", "LAMP-001", "39.00", 120, True, "Office"),
    ("Desk Lamp Pro", "LAMP-002", "79.00", 35, True, "Office"),
    ("Standing Desk", "DESK-100", "499.00", 8, True, "Office"),
    ("Office Chair", "CHAIR-200", "229.00", 0, False, "Office"),
    ("Notebook A5", "NOTE-A5", "6.50", 400, True, "Stationery"),
    ("Notebook A4", "NOTE-A4", "8.00", 250, True, "Stationery"),
    ("Fountain Pen", "PEN-010", "45.00", 60, True, "Stationery"),
    ("USB-C Hub", "HUB-007", "49.00", 75, True, "Electronics"),
    ("Webcam HD", "CAM-300", "89.00", 0, False, "Electronics"),
    ("Noise-Cancelling Headphones", "HEAD-500", "279.00", 22, True, "Electronics"),
]

# first name, last name, email, title, location
EDITORS = [
    ("Eva", "Becker", "eva.becker@example.com", "Editor", "Hamburg"),
    ("Eva", "Baker", "eva.baker@example.com", "Junior Editor", "London"),
]


class Api:
    def __init__(self, port: int) -> None:
        self.base = f"http://127.0.0.1:{port}"
        self.token = ""
        self.token = self.call("POST", "/auth/login", {"email": ADMIN[0], "password": ADMIN[1]})["access_token"]

    def call(self, method: str, path: str, body: object = None) -> Any:
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.base + path, data=data, method=method)
        request.add_header("Content-Type", "application/json")
        if self.token:
            request.add_header("Authorization", f"Bearer {self.token}")
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                raw = response.read()
        except urllib.error.HTTPError as exc:
            raise RuntimeError(f"{method} {path}: {exc.code} {exc.read().decode(errors='replace')}") from exc
        return json.loads(raw)["data"] if raw else {}


def primary_key() -> dict[str, Any]:
    return {"field": "id", "type": "integer",
            "meta": {"hidden": True, "interface": "input", "readonly": True},
            "schema": {"is_primary_key": True, "has_auto_increment": True}}


def text(field: str, *, required: bool = False, width: str = "full", note: str | None = None) -> dict[str, Any]:
    return {"field": field, "type": "string",
            "meta": {"interface": "input", "width": width, "required": required, "note": note},
            "schema": {"is_nullable": not required}}


def dropdown(field: str, choices: list[tuple[str, str]], default: str | None = None,
             width: str = "half") -> dict[str, Any]:
    return {"field": field, "type": "string",
            "meta": {"interface": "select-dropdown", "width": width,
                     "options": {"choices": [{"text": t, "value": v} for t, v in choices]},
                     "display": "labels",
                     "display_options": {"choices": [{"text": t, "value": v} for t, v in choices]}},
            "schema": {"default_value": default}}


def integer(field: str, width: str = "half") -> dict[str, Any]:
    return {"field": field, "type": "integer", "meta": {"interface": "input", "width": width}, "schema": {}}


def toggle(field: str, label: str, width: str = "half") -> dict[str, Any]:
    return {"field": field, "type": "boolean",
            "meta": {"interface": "boolean", "width": width, "options": {"label": label}, "display": "boolean",
                     "special": ["cast-boolean"]},
            "schema": {"default_value": False}}


def collection(name: str, icon: str, template: str, fields: list[dict[str, Any]]) -> dict[str, Any]:
    return {"collection": name, "schema": {},
            "meta": {"icon": icon, "display_template": template, "sort_field": None, "accountability": "all",
                     "note": None},
            "fields": [primary_key(), *fields]}


def seed(port: int) -> None:
    api = Api(port)
    api.call("POST", "/collections", collection("authors", "person", "{{name}}", [
        text("name", required=True),
        text("email", width="half"),
        dropdown("country", [(c, c) for c in COUNTRIES]),
        {"field": "bio", "type": "text", "meta": {"interface": "input-multiline", "width": "full"}, "schema": {}},
    ]))
    api.call("POST", "/collections", collection("articles", "article", "{{title}}", [
        text("title", required=True),
        dropdown("status", STATUSES, default="draft"),
        dropdown("category", [(c, c) for c in CATEGORIES]),
        {"field": "author", "type": "integer",
         "meta": {"interface": "select-dropdown-m2o", "width": "half", "special": ["m2o"],
                  "options": {"template": "{{name}}"}, "display": "related-values",
                  "display_options": {"template": "{{name}}"}},
         "schema": {}},
        {"field": "publish_date", "type": "date",
         "meta": {"interface": "datetime", "width": "half", "display": "datetime",
                  "display_options": {"format": "long"}},
         "schema": {}},
        integer("word_count"),
        toggle("featured", "Featured on the home page"),
    ]))
    api.call("POST", "/relations", {"collection": "articles", "field": "author", "related_collection": "authors",
                                     "schema": {"on_delete": "SET NULL"}})
    api.call("POST", "/collections", collection("products", "inventory_2", "{{name}}", [
        text("name", required=True),
        text("sku", width="half"),
        dropdown("category", [(c, c) for c in PRODUCT_CATEGORIES]),
        {"field": "price", "type": "decimal", "meta": {"interface": "input", "width": "half"},
         "schema": {"numeric_precision": 10, "numeric_scale": 2}},
        integer("stock"),
        toggle("available", "Available in the shop"),
    ]))

    authors = api.call("POST", "/items/authors", [
        {"name": n, "email": e, "country": c, "bio": b} for n, e, c, b in AUTHORS])
    author_id = {row["name"]: row["id"] for row in authors}
    api.call("POST", "/items/articles", [
        {"title": t, "status": s, "author": author_id[a], "publish_date": d, "word_count": w, "featured": f,
         "category": c} for t, s, a, d, w, f, c in ARTICLES])
    api.call("POST", "/items/products", [
        {"name": n, "sku": k, "price": p, "stock": s, "available": a, "category": c}
        for n, k, p, s, a, c in PRODUCTS])

    # the list layouts everybody starts from (global presets)
    for name, fields, sort in (("articles", ["title", "status", "author", "publish_date", "word_count", "featured"],
                                "title"),
                               ("authors", ["name", "email", "country"], "name"),
                               ("products", ["name", "sku", "price", "stock", "available"], "name")):
        api.call("POST", "/presets", {"collection": name, "layout": "tabular", "bookmark": None, "user": None,
                                      "role": None, "layout_query": {"tabular": {"fields": fields, "sort": [sort]}},
                                      "layout_options": {"tabular": {"widths": {}}}})

    # an Editor role: app access, full rights on the three collections
    policy = api.call("POST", "/policies", {"name": "Editor", "icon": "edit", "admin_access": False,
                                             "app_access": True, "enforce_tfa": False,
                                             "description": "Edits the newsroom and the shop"})
    for name in ("authors", "articles", "products"):
        for action in ("create", "read", "update", "delete"):
            api.call("POST", "/permissions", {"policy": policy["id"], "collection": name, "action": action,
                                              "fields": ["*"], "permissions": {}, "validation": {}})
    role = api.call("POST", "/roles", {"name": "Editor", "icon": "edit", "description": "Newsroom editors"})
    api.call("POST", "/access", {"role": role["id"], "policy": policy["id"]})
    for first, last, email, title, location in EDITORS:
        api.call("POST", "/users", {"first_name": first, "last_name": last, "email": email,
                                    "password": EDITOR_PASSWORD, "title": title, "location": location,
                                    "role": role["id"], "status": "active"})
    me = api.call("GET", "/users/me?fields=id")
    api.call("PATCH", f"/users/{me['id']}", {"first_name": "Ada", "last_name": "Admin", "title": "Administrator"})
    # a project usage keeps the first-login licence dialog ("Have a license key?") away, as answering it would
    api.call("PATCH", "/settings", {"project_name": "Newsroom", "project_descriptor": "Content Hub",
                                    "project_usage": "community"})


if __name__ == "__main__":
    seed(int(sys.argv[1]))
