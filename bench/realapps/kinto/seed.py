"""The seeded content of the Kinto bed, written through Kinto's REST API (the server keeps everything in memory,
so reset() flushes it and writes this again). Runs in the bench process with urllib: no Kinto import.

Accounts admin, alice and bob (Kinto accounts plugin). Bucket "library" (collections "books" and "authors",
groups "editors" and "reviewers") and bucket "shop" (collection "products"). Every collection has a JSON schema
with titled fields, so the admin shows labelled forms and columns. Records have readable fixed ids. Look-alikes on
purpose: "The Name of the Rose" / "The Name of the Wind", "Dune" / "Dune Messiah", "Foundation" / "Foundation and
Empire" (seeded with the wrong year 1953), "Espresso cup" / "Espresso cups (set of 6)", "Notebook A5" / "Notebook
A4". Then alice and bob each change one record (LATER), so that the history shows more than the admin.
"""

from __future__ import annotations

import base64
import json
import urllib.error
import urllib.request
from typing import Any

PASSWORDS = {"admin": "kinto-admin-42", "alice": "alice-reads-42", "bob": "bob-sells-42"}

GENRES = ["Fantasy", "History", "Mystery", "Science fiction"]
CATEGORIES = ["Garden", "Kitchen", "Stationery"]

BOOK_SCHEMA = {
    "type": "object",
    "required": ["title", "author"],
    "properties": {
        "title": {"type": "string", "title": "Title"},
        "author": {"type": "string", "title": "Author"},
        "year": {"type": "integer", "title": "Year"},
        "genre": {"type": "string", "title": "Genre", "enum": GENRES},
        "isbn": {"type": "string", "title": "ISBN"},
        "available": {"type": "boolean", "title": "Available"},
    },
}
AUTHOR_SCHEMA = {
    "type": "object",
    "required": ["name"],
    "properties": {
        "name": {"type": "string", "title": "Name"},
        "country": {"type": "string", "title": "Country"},
        "born": {"type": "integer", "title": "Born"},
    },
}
PRODUCT_SCHEMA = {
    "type": "object",
    "required": ["name", "price"],
    "properties": {
        "name": {"type": "string", "title": "Name"},
        "price": {"type": "number", "title": "Price"},
        "stock": {"type": "integer", "title": "Stock"},
        "category": {"type": "string", "title": "Category", "enum": CATEGORIES},
    },
}

# bucket -> collection -> (collection attributes, records by id)
COLLECTIONS: dict[str, dict[str, tuple[dict[str, Any], dict[str, dict[str, Any]]]]] = {
    "library": {
        "books": ({"schema": BOOK_SCHEMA, "uiSchema": {"ui:order": ["title", "author", "year", "genre", "isbn",
                                                                    "available"]},
                   "displayFields": ["title", "author", "year", "genre"], "sort": "title"}, {
            "name-of-the-rose": {"title": "The Name of the Rose", "author": "Umberto Eco", "year": 1980,
                                 "genre": "Mystery", "isbn": "978-0-15-144647-6", "available": True},
            "name-of-the-wind": {"title": "The Name of the Wind", "author": "Patrick Rothfuss", "year": 2007,
                                 "genre": "Fantasy", "isbn": "978-0-7564-0407-9", "available": True},
            "dune": {"title": "Dune", "author": "Frank Herbert", "year": 1965, "genre": "Science fiction",
                     "isbn": "978-0-441-17271-9", "available": True},
            "dune-messiah": {"title": "Dune Messiah", "author": "Frank Herbert", "year": 1969,
                             "genre": "Science fiction", "isbn": "978-0-399-11697-6", "available": True},
            "foundation": {"title": "Foundation", "author": "Isaac Asimov", "year": 1951, "genre": "Science fiction",
                           "isbn": "978-0-553-29335-7", "available": True},
            "foundation-and-empire": {"title": "Foundation and Empire", "author": "Isaac Asimov", "year": 1953,
                                      "genre": "Science fiction", "isbn": "978-0-553-29337-1", "available": True},
            "left-hand-of-darkness": {"title": "The Left Hand of Darkness", "author": "Ursula K. Le Guin",
                                      "year": 1969, "genre": "Science fiction", "isbn": "978-0-441-47812-5",
                                      "available": False},
            "guns-germs-and-steel": {"title": "Guns, Germs, and Steel", "author": "Jared Diamond", "year": 1997,
                                     "genre": "History", "isbn": "978-0-393-03891-0", "available": True},
        }),
        "authors": ({"schema": AUTHOR_SCHEMA, "displayFields": ["name", "country", "born"], "sort": "name"}, {
            "eco": {"name": "Umberto Eco", "country": "Italy", "born": 1932},
            "rothfuss": {"name": "Patrick Rothfuss", "country": "United States", "born": 1973},
            "herbert": {"name": "Frank Herbert", "country": "United States", "born": 1920},
            "asimov": {"name": "Isaac Asimov", "country": "United States", "born": 1920},
            "le-guin": {"name": "Ursula K. Le Guin", "country": "United States", "born": 1929},
        }),
    },
    "shop": {
        "products": ({"schema": PRODUCT_SCHEMA, "displayFields": ["name", "price", "stock", "category"],
                      "sort": "name"}, {
            "espresso-cup": {"name": "Espresso cup", "price": 4.5, "stock": 40, "category": "Kitchen"},
            "espresso-cups-set": {"name": "Espresso cups (set of 6)", "price": 24.0, "stock": 12,
                                  "category": "Kitchen"},
            "tea-pot": {"name": "Tea pot", "price": 18.9, "stock": 9, "category": "Kitchen"},
            "notebook-a5": {"name": "Notebook A5", "price": 3.2, "stock": 150, "category": "Stationery"},
            "notebook-a4": {"name": "Notebook A4", "price": 4.1, "stock": 90, "category": "Stationery"},
            "watering-can": {"name": "Watering can", "price": 12.5, "stock": 0, "category": "Garden"},
        }),
    },
}

BUCKETS = {"library": {"title": "City library"}, "shop": {"title": "Corner shop"}}
# bucket -> group -> members
GROUPS = {"library": {"editors": ["account:admin", "account:alice"], "reviewers": ["account:bob"]}}
# extra permissions, beyond the admin's own write on everything it creates
PERMISSIONS = {"/buckets/library": {"write": ["account:admin", "/buckets/library/groups/editors"]},
               "/buckets/shop": {"read": ["account:bob"]},
               "/buckets/shop/collections/products": {"write": ["account:admin", "account:bob"]}}
# changes made after the creation by other accounts (so that the history shows more than the admin's creations):
# alice marks Dune Messiah as lent out, bob counts the tea pots again
LATER: list[tuple[str, str, dict[str, Any]]] = [
    ("alice", "/buckets/library/collections/books/records/dune-messiah", {"available": False}),
    ("bob", "/buckets/shop/collections/products/records/tea-pot", {"stock": 7}),
]


class Client:
    """A small client of Kinto's REST API at http://127.0.0.1:port/v1, as one account (or anonymous)."""

    def __init__(self, port: int, user: str | None = None) -> None:
        self.root = f"http://127.0.0.1:{port}/v1"
        self.headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if user is not None:
            token = base64.b64encode(f"{user}:{PASSWORDS[user]}".encode()).decode()
            self.headers["Authorization"] = f"Basic {token}"

    def call(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.root + path, data=data, method=method, headers=self.headers)
        with urllib.request.urlopen(request, timeout=30) as response:
            raw = response.read()
        return json.loads(raw) if raw else None

    def get(self, path: str) -> Any:
        return self.call("GET", path)

    def get_or_none(self, path: str) -> Any:
        try:
            return self.get(path)
        except urllib.error.HTTPError as error:
            if error.code in (403, 404):
                return None
            raise


def seed(port: int) -> None:
    """Write the seeded content into an empty (just flushed) server."""
    anonymous = Client(port)
    for user, password in PASSWORDS.items():
        anonymous.call("PUT", f"/accounts/{user}", {"data": {"password": password}})
    admin = Client(port, "admin")
    for bucket, attributes in BUCKETS.items():
        admin.call("PUT", f"/buckets/{bucket}", {"data": attributes})
        for group, members in GROUPS.get(bucket, {}).items():
            admin.call("PUT", f"/buckets/{bucket}/groups/{group}", {"data": {"members": members}})
        for collection, (attributes, records) in COLLECTIONS[bucket].items():
            admin.call("PUT", f"/buckets/{bucket}/collections/{collection}", {"data": attributes})
            for record_id, record in records.items():
                admin.call("PUT", f"/buckets/{bucket}/collections/{collection}/records/{record_id}",
                           {"data": record})
    for path, permissions in PERMISSIONS.items():
        admin.call("PATCH", path, {"permissions": permissions})
    for user, path, change in LATER:
        Client(port, user).call("PATCH", path, {"data": change})


def seeded_records() -> dict[str, dict[str, Any]]:
    """Every seeded record's data (with its id) by path, as the later changes left it."""
    records = {f"/buckets/{bucket}/collections/{collection}/records/{record_id}": {**record, "id": record_id}
               for bucket, collections in COLLECTIONS.items()
               for collection, (_, by_id) in collections.items()
               for record_id, record in by_id.items()}
    for _, path, change in LATER:
        records[path] = {**records[path], **change}
    return records
