"""The seed of the Superset bed app: a small sales warehouse (an SQLite file, read by Superset as a database
connection) and, through Superset's own REST API on a running server, the users, the connection, datasets, charts,
dashboards, saved queries, CSS templates and annotation layers that the scenarios work on.

Run with any Python 3 (stdlib only):  python seed.py data  FOLDER          writes FOLDER/sales.db
                                       python seed.py api   PORT SALES_DB   seeds a running server
"""

from __future__ import annotations

import datetime as dt
import http.cookiejar
import json
import random
import sqlite3
import sys
import urllib.error
import urllib.request
from pathlib import Path

ADMIN = ("admin", "admin")  # the administrator's username and password
USERS = [  # username, first name, last name, email, role, password
    ("maria.schulz", "Maria", "Schulz", "maria.schulz@example.com", "Alpha", "maria-pass-1"),
    ("tom.becker", "Tom", "Becker", "tom.becker@example.com", "Gamma", "tom-pass-1"),
    ("tom.baker", "Tom", "Baker", "tom.baker@example.com", "Gamma", "tom-pass-2"),
    ("priya.nair", "Priya", "Nair", "priya.nair@example.com", "Alpha", "priya-pass-1"),
]
DATABASE = "Sales Warehouse"
DATASETS = ["orders", "orders_archive", "customers", "products", "web_sessions"]  # "returns" has none, on purpose

# name, dataset, viz type, params, description
CHARTS: list[tuple[str, str, str, dict[str, object], str]] = [
    ("Monthly Revenue", "orders", "echarts_timeseries_bar",
     {"x_axis": "order_date", "time_grain_sqla": "P1M", "metrics": ["revenue"]}, "Revenue of all regions by month"),
    ("Monthly Revenue (EU)", "orders", "echarts_timeseries_bar",
     {"x_axis": "order_date", "time_grain_sqla": "P1M", "metrics": ["revenue"],
      "adhoc_filters": [{"clause": "WHERE", "expressionType": "SIMPLE", "subject": "region", "operator": "==",
                         "comparator": "Europe"}]}, "Revenue of the Europe region by month"),
    ("Revenue by Region", "orders", "pie", {"groupby": ["region"], "metric": "revenue"}, "Share of each region"),
    ("Revenue by Region 2024", "orders_archive", "pie", {"groupby": ["region"], "metric": "revenue"},
     "Last year's share of each region"),
    ("Orders per Day", "orders", "echarts_timeseries_line",
     {"x_axis": "order_date", "time_grain_sqla": "P1D", "metrics": ["count"]}, "Number of orders each day"),
    ("Order Status Breakdown", "orders", "pie", {"groupby": ["status"], "metric": "count"}, ""),
    ("Average Order Value", "orders", "big_number_total", {"metric": "average_order_value"}, ""),
    ("Total Orders", "orders", "big_number_total", {"metric": "count"}, "All orders of 2025"),
    ("Top Customers", "orders", "table",
     {"query_mode": "aggregate", "groupby": ["customer_name"], "metrics": ["revenue"], "row_limit": 10}, ""),
    ("Customer Count", "customers", "big_number_total", {"metric": "count"}, ""),
    ("Customers by Country", "customers", "table",
     {"query_mode": "aggregate", "groupby": ["country"], "metrics": ["count"], "row_limit": 50}, ""),
    ("Customers by Segment", "customers", "pie", {"groupby": ["segment"], "metric": "count"}, ""),
    ("Top Products", "orders", "table",
     {"query_mode": "aggregate", "groupby": ["product_name"], "metrics": ["revenue"], "row_limit": 10}, ""),
    ("Products by Category", "products", "pie", {"groupby": ["category"], "metric": "count"}, ""),
    ("Sessions by Channel", "web_sessions", "pie", {"groupby": ["channel"], "metric": "visits"}, ""),
    ("Conversions by Channel", "web_sessions", "table",
     {"query_mode": "aggregate", "groupby": ["channel"], "metrics": ["conversions"], "row_limit": 20}, ""),
]

# title, slug, published, charts, owners (besides admin)
DASHBOARDS = [
    ("Sales Overview", "sales-overview", True,
     ["Monthly Revenue", "Revenue by Region", "Total Orders", "Average Order Value"], ["maria.schulz"]),
    ("Sales Overview (Draft)", "sales-overview-draft", False, ["Monthly Revenue (EU)", "Orders per Day"], []),
    ("Regional Performance", "regional-performance", True,
     ["Revenue by Region", "Revenue by Region 2024", "Monthly Revenue (EU)"], ["priya.nair"]),
    ("Customer Insights", "customer-insights", False,
     ["Customer Count", "Customers by Country", "Customers by Segment", "Top Customers"], ["tom.becker"]),
    ("Product Catalog", "product-catalog", True, ["Top Products", "Products by Category"], []),
    ("Marketing Funnel", "marketing-funnel", False, ["Sessions by Channel", "Conversions by Channel"], []),
]

SAVED_QUERIES = [  # label, description, sql
    ("Top 10 customers by revenue", "Best customers of 2025",
     "SELECT c.name, SUM(o.amount) AS revenue\nFROM orders o JOIN customers c ON c.id = o.customer_id\n"
     "GROUP BY c.name\nORDER BY revenue DESC\nLIMIT 10"),
    ("Top 10 customers by revenue (old)", "Before the archive split",
     "SELECT customer_id, SUM(amount) FROM orders_archive GROUP BY customer_id ORDER BY 2 DESC LIMIT 10"),
    ("Open orders", "Orders not yet shipped", "SELECT * FROM orders WHERE status = 'pending'"),
    ("Returns by reason", "", "SELECT reason, COUNT(*) AS returns FROM returns GROUP BY reason ORDER BY 2 DESC"),
    ("Revenue by month", "", "SELECT strftime('%Y-%m', order_date) AS month, SUM(amount) AS revenue\n"
                             "FROM orders GROUP BY month ORDER BY month"),
]

CSS_TEMPLATES = [  # name, css
    ("Corporate Blue", ".dashboard-header { background-color: #0b3d91; color: white; }"),
    ("Print Friendly", "body { background: white; }\n.dashboard-header { display: none; }"),
    ("Dark Mode", "body { background: #111; color: #eee; }"),
]

ANNOTATION_LAYERS = [  # name, description
    ("Holidays", "Public holidays in the sales regions"),
    ("Marketing Campaigns", "Launch dates of the big campaigns"),
    ("Outages", "Times the shop was down"),
]

COUNTRIES = {"Europe": ["Germany", "France", "Spain", "Netherlands"], "North America": ["United States", "Canada"],
             "Asia Pacific": ["Japan", "Australia", "Singapore"], "Latin America": ["Brazil", "Mexico"]}
CUSTOMERS = ["Acme Corporation", "Acme Corp.", "Globex", "Initech", "Umbrella Retail", "Stark Supplies",
             "Wayne Trading", "Wonka Foods", "Hooli", "Vandelay Industries", "Soylent Group", "Cyberdyne Systems",
             "Tyrell Company", "Nakatomi Trading", "Oceanic Freight", "Blue Sun Market", "Pied Piper",
             "Dunder Mifflin", "Sterling Cooper", "Gringotts Logistics"]
PRODUCTS = [("Espresso Machine", "Kitchen", 349.0), ("Espresso Cups (set of 6)", "Kitchen", 24.0),
            ("Standing Desk", "Office", 499.0), ("Desk Lamp", "Office", 39.0), ("Office Chair", "Office", 229.0),
            ("Noise-Cancelling Headphones", "Electronics", 279.0), ("USB-C Hub", "Electronics", 49.0),
            ("Webcam HD", "Electronics", 89.0), ("Notebook A5", "Stationery", 6.5), ("Notebook A4", "Stationery", 8.0),
            ("Fountain Pen", "Stationery", 45.0), ("Water Bottle", "Outdoor", 19.0)]


def write_data(folder: Path) -> Path:
    """The warehouse: customers, products, orders (2025), orders_archive (2024), returns, web_sessions."""
    path = folder / "sales.db"
    if path.exists():
        path.unlink()
    rng = random.Random(20250601)
    db = sqlite3.connect(path)
    db.executescript("""
        CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, country TEXT, region TEXT, segment TEXT,
                                signup_date DATE);
        CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT, category TEXT, price REAL);
        CREATE TABLE orders (id INTEGER PRIMARY KEY, order_date DATE, customer_id INTEGER, customer_name TEXT,
                             product_id INTEGER, product_name TEXT, quantity INTEGER, amount REAL, status TEXT,
                             region TEXT);
        CREATE TABLE orders_archive (id INTEGER PRIMARY KEY, order_date DATE, customer_id INTEGER,
                                     customer_name TEXT, product_id INTEGER, product_name TEXT, quantity INTEGER,
                                     amount REAL, status TEXT, region TEXT);
        CREATE TABLE returns (id INTEGER PRIMARY KEY, order_id INTEGER, reason TEXT, return_date DATE);
        CREATE TABLE web_sessions (id INTEGER PRIMARY KEY, session_date DATE, channel TEXT, visits INTEGER,
                                   conversions INTEGER);
    """)
    regions = list(COUNTRIES)
    customers = []
    for i, name in enumerate(CUSTOMERS, 1):
        region = regions[i % len(regions)]
        country = COUNTRIES[region][i % len(COUNTRIES[region])]
        customers.append((i, name, country, region, ["Enterprise", "SMB", "Consumer"][i % 3],
                          str(dt.date(2023, 1, 1) + dt.timedelta(days=rng.randrange(700)))))
    db.executemany("INSERT INTO customers VALUES (?,?,?,?,?,?)", customers)
    db.executemany("INSERT INTO products VALUES (?,?,?,?)",
                   [(i, name, category, price) for i, (name, category, price) in enumerate(PRODUCTS, 1)])
    for table, year, count in (("orders", 2025, 240), ("orders_archive", 2024, 180)):
        rows = []
        for i in range(1, count + 1):
            customer = rng.choice(customers)
            product_id = rng.randrange(1, len(PRODUCTS) + 1)
            name, _, price = PRODUCTS[product_id - 1]
            quantity = rng.randint(1, 5)
            day = dt.date(year, 1, 1) + dt.timedelta(days=rng.randrange(181 if year == 2025 else 365))
            status = rng.choice(["shipped"] * 6 + ["delivered"] * 3 + ["pending", "cancelled"])
            rows.append((i, str(day), customer[0], customer[1], product_id, name, quantity,
                         round(quantity * price, 2), status, customer[3]))
        db.executemany(f"INSERT INTO {table} VALUES (?,?,?,?,?,?,?,?,?,?)", rows)
    reasons = ["Damaged in transit", "Wrong item", "No longer needed", "Defective"]
    db.executemany("INSERT INTO returns VALUES (?,?,?,?)",
                   [(i, rng.randrange(1, 241), rng.choice(reasons), str(dt.date(2025, 2, 1) +
                                                                        dt.timedelta(days=rng.randrange(150))))
                    for i in range(1, 31)])
    sessions = []
    for day in range(0, 181, 3):
        for channel in ("Organic Search", "Paid Search", "Email", "Social", "Referral"):
            visits = rng.randint(80, 900)
            sessions.append((len(sessions) + 1, str(dt.date(2025, 1, 1) + dt.timedelta(days=day)), channel, visits,
                             rng.randint(1, visits // 20)))
    db.executemany("INSERT INTO web_sessions VALUES (?,?,?,?,?)", sessions)
    db.commit()
    db.close()
    return path


class Api:
    """Superset's REST API as the administrator: a JWT, the session cookie and the CSRF token."""

    def __init__(self, port: int) -> None:
        self.base = f"http://127.0.0.1:{port}"
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
        self.headers: dict[str, str] = {}
        token = self.call("POST", "/api/v1/security/login",
                          {"username": ADMIN[0], "password": ADMIN[1], "provider": "db", "refresh": False})
        self.headers["Authorization"] = f"Bearer {token['access_token']}"
        self.headers["X-CSRFToken"] = self.call("GET", "/api/v1/security/csrf_token/")["result"]
        self.headers["Referer"] = self.base

    def call(self, method: str, path: str, body: object = None) -> dict:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={**self.headers, "Content-Type": "application/json"})
        try:
            with self.opener.open(request, timeout=60) as answer:
                return json.loads(answer.read() or b"{}")
        except urllib.error.HTTPError as error:
            raise RuntimeError(f"{method} {path}: {error.code} {error.read()[:500]!r}") from None

    def ids(self, path: str, key: str) -> dict[str, int]:
        query = "(page_size:100)"
        return {row[key]: row["id"] for row in self.call("GET", f"{path}?q={query}")["result"]}


def seed_api(port: int, sales_db: Path) -> None:
    api = Api(port)
    roles = api.ids("/api/v1/security/roles/", "name")
    users = {ADMIN[0]: 1}
    for username, first, last, email, role, password in USERS:
        made = api.call("POST", "/api/v1/security/users/",
                        {"username": username, "first_name": first, "last_name": last, "email": email,
                         "roles": [roles[role]], "password": password, "active": True})
        users[username] = made["id"]
    database = api.call("POST", "/api/v1/database/",
                        {"database_name": DATABASE, "sqlalchemy_uri": f"sqlite:///{sales_db}", "expose_in_sqllab": True,
                         "allow_run_async": False, "allow_dml": False})["id"]
    datasets = {}
    for table in DATASETS:
        datasets[table] = api.call("POST", "/api/v1/dataset/",
                                   {"database": database, "schema": "main", "table_name": table,
                                    "owners": [1]})["id"]
    # metrics beside the "count" Superset adds, and descriptions
    extra = {"orders": [("revenue", "SUM(amount)"), ("average_order_value", "AVG(amount)")],
             "orders_archive": [("revenue", "SUM(amount)")],
             "web_sessions": [("visits", "SUM(visits)"), ("conversions", "SUM(conversions)")]}
    descriptions = {"orders": "Orders of 2025, one row per order line", "orders_archive": "Orders of 2024",
                    "customers": "Every customer with country and segment", "products": "The product catalog",
                    "web_sessions": "Visits and conversions per channel, every third day"}
    for table, dataset_id in datasets.items():
        current = api.call("GET", f"/api/v1/dataset/{dataset_id}")["result"]
        metrics = [{"id": m["id"], "metric_name": m["metric_name"], "expression": m["expression"]}
                   for m in current["metrics"]]
        metrics += [{"metric_name": name, "expression": sql} for name, sql in extra.get(table, [])]
        api.call("PUT", f"/api/v1/dataset/{dataset_id}",
                 {"metrics": metrics, "description": descriptions[table]})
    charts = {}
    for name, table, viz, params, description in CHARTS:
        full = {"datasource": f"{datasets[table]}__table", "viz_type": viz, "adhoc_filters": [], **params}
        charts[name] = api.call("POST", "/api/v1/chart/",
                                {"slice_name": name, "viz_type": viz, "datasource_id": datasets[table],
                                 "datasource_type": "table", "params": json.dumps(full),
                                 "description": description or None, "owners": [1]})["id"]
    dashboards = {}
    for title, slug, published, _members, owners in DASHBOARDS:
        dashboards[title] = api.call("POST", "/api/v1/dashboard/",
                                     {"dashboard_title": title, "slug": slug, "published": published,
                                      "owners": [1, *(users[o] for o in owners)]})["id"]
    for name, chart_id in charts.items():
        on = [dashboards[title] for title, _, _, members, _ in DASHBOARDS if name in members]
        if on:
            api.call("PUT", f"/api/v1/chart/{chart_id}", {"dashboards": on})
    for label, description, sql in SAVED_QUERIES:
        api.call("POST", "/api/v1/saved_query/",
                 {"label": label, "description": description, "sql": sql, "db_id": database, "schema": "main"})
    for name, css in CSS_TEMPLATES:
        api.call("POST", "/api/v1/css_template/", {"template_name": name, "css": css})
    for name, description in ANNOTATION_LAYERS:
        api.call("POST", "/api/v1/annotation_layer/", {"name": name, "descr": description})
    # the administrator's favourites: one dashboard, two charts
    api.call("POST", f"/api/v1/dashboard/{dashboards['Sales Overview']}/favorites/")
    for name in ("Monthly Revenue", "Top Customers"):
        api.call("POST", f"/api/v1/chart/{charts[name]}/favorites/")


if __name__ == "__main__":
    if sys.argv[1] == "data":
        print(write_data(Path(sys.argv[2])))
    else:
        seed_api(int(sys.argv[2]), Path(sys.argv[3]))
