"""The seeded shop database Datasette serves: customers, products (with full-text search), orders, order_items.

Deterministic (a fixed random seed), so the judge may count on exact figures."""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

CUSTOMERS = [
    ("Acme Corporation", "orders@acme.example", "Springfield", "USA"),
    ("Globex", "purchasing@globex.example", "Cypress Creek", "USA"),
    ("Initech", "bill.lumbergh@initech.example", "Austin", "USA"),
    ("Umbrella Corp", "supply@umbrella.example", "Raccoon City", "USA"),
    ("Stark Industries", "procurement@stark.example", "New York", "USA"),
    ("Wayne Enterprises", "lucius@wayne.example", "Gotham", "USA"),
    ("Hooli", "gavin@hooli.example", "Palo Alto", "USA"),
    ("Pied Piper", "richard@piedpiper.example", "Palo Alto", "USA"),
    ("Vandelay Industries", "art@vandelay.example", "New York", "USA"),
    ("Soylent Green GmbH", "einkauf@soylent.example", "Berlin", "Germany"),
    ("Wonka Confectionery", "willy@wonka.example", "London", "UK"),
    ("Cyberdyne Systems", "miles@cyberdyne.example", "Sunnyvale", "USA"),
    ("Tyrell Corporation", "eldon@tyrell.example", "Los Angeles", "USA"),
    ("Oceanic Airlines", "cargo@oceanic.example", "Sydney", "Australia"),
    ("Nakatomi Trading", "holly@nakatomi.example", "Tokyo", "Japan"),
    ("Gringotts Bank", "griphook@gringotts.example", "London", "UK"),
    ("Dunder Mifflin", "michael@dundermifflin.example", "Scranton", "USA"),
    ("Bluth Company", "george@bluth.example", "Newport Beach", "USA"),
    ("Sterling Cooper", "don@sterlingcooper.example", "New York", "USA"),
    ("Monsters Inc", "mike@monsters.example", "Monstropolis", "USA"),
    ("Krusty Krab", "eugene@krustykrab.example", "Bikini Bottom", "USA"),
    ("Los Pollos Hermanos", "gus@lospollos.example", "Albuquerque", "USA"),
    ("Massive Dynamic", "nina@massive.example", "Boston", "USA"),
    ("Aperture Science", "cave@aperture.example", "Cleveland", "USA"),
    ("Black Mesa", "breen@blackmesa.example", "Albuquerque", "USA"),
    ("Weyland-Yutani", "peter@weyland.example", "London", "UK"),
    ("Oscorp", "norman@oscorp.example", "New York", "USA"),
    ("Zorg Industries", "zorg@zorg.example", "Paris", "France"),
    ("Ollivanders", "garrick@ollivanders.example", "London", "UK"),
    ("Brawndo", "sales@brawndo.example", "Austin", "USA"),
    ("Duff Brewery", "duffman@duff.example", "Springfield", "USA"),
    ("Kruger Maschinenbau", "info@kruger.example", "Munich", "Germany"),
    ("Blue Sun", "orders@bluesun.example", "Toronto", "Canada"),
    ("Virtucon", "number2@virtucon.example", "Toronto", "Canada"),
    ("Spacely Sprockets", "cosmo@spacely.example", "Orbit City", "USA"),
    ("Prestige Worldwide", "brennan@prestige.example", "Los Angeles", "USA"),
]

# name, category, price, description
PRODUCTS = [
    ("Ergonomic Office Chair", "Furniture", 249.00, "Mesh back office chair with adjustable lumbar support"),
    ("Standing Desk", "Furniture", 499.00, "Electric height adjustable standing desk, oak top"),
    ("Filing Cabinet", "Furniture", 179.50, "Three drawer steel filing cabinet with lock"),
    ("Bookshelf", "Furniture", 129.99, "Five shelf bookcase in walnut finish"),
    ("Wireless Mouse", "Electronics", 24.99, "Quiet wireless mouse with USB receiver"),
    ("Mechanical Keyboard", "Electronics", 89.00, "Tenkeyless mechanical keyboard with brown switches"),
    ("27-inch Monitor", "Electronics", 329.00, "27 inch IPS monitor, 1440p, height adjustable stand"),
    ("USB-C Dock", "Electronics", 149.00, "Docking station with HDMI, ethernet and three USB ports"),
    ("Noise Cancelling Headphones", "Electronics", 279.00, "Over-ear wireless headphones with active noise cancelling"),
    ("Webcam", "Electronics", 69.95, "Full HD webcam with built-in microphone"),
    ("Laser Printer", "Electronics", 219.00, "Monochrome laser printer, duplex, wireless"),
    ("Copy Paper (Box)", "Supplies", 42.00, "Ten reams of A4 copy paper, 80 gsm"),
    ("Ballpoint Pens (50)", "Supplies", 12.50, "Box of fifty blue ballpoint pens"),
    ("Sticky Notes", "Supplies", 8.75, "Twelve pads of yellow sticky notes"),
    ("Stapler", "Supplies", 15.00, "Heavy duty desktop stapler"),
    ("Whiteboard", "Supplies", 95.00, "Magnetic whiteboard, 120 x 90 cm, with marker tray"),
    ("Coffee Beans 1kg", "Pantry", 21.90, "Medium roast arabica coffee beans"),
    ("Green Tea (100 bags)", "Pantry", 9.40, "Japanese sencha green tea bags"),
    ("Espresso Machine", "Pantry", 389.00, "Bean to cup espresso machine with milk frother"),
    ("Water Cooler", "Pantry", 159.00, "Bottled water cooler with hot and cold taps"),
]

STATUSES = ["pending"] * 3 + ["processing"] * 2 + ["shipped"] * 4 + ["delivered"] * 8 + ["cancelled", "refunded"]

SCHEMA = """
create table customers (
    id integer primary key,
    name text not null,
    email text,
    city text,
    country text,
    signup_date text
);
create table products (
    id integer primary key,
    name text not null,
    category text,
    price real,
    description text
);
create table orders (
    id integer primary key,
    customer_id integer references customers(id),
    order_date text,
    status text,
    total real
);
create table order_items (
    id integer primary key,
    order_id integer references orders(id),
    product_id integer references products(id),
    quantity integer,
    unit_price real
);
create index orders_customer on orders(customer_id);
create index orders_status on orders(status);
create index order_items_order on order_items(order_id);
create index order_items_product on order_items(product_id);
create virtual table products_fts using fts5(name, description, content="products", content_rowid="id");
"""


def build(path: Path) -> None:
    """Write the seeded database to `path` (replacing it)."""
    if path.exists():
        path.unlink()
    rng = random.Random(20240611)
    db = sqlite3.connect(path)
    db.executescript(SCHEMA)
    start = date(2023, 1, 9)
    for i, (name, email, city, country) in enumerate(CUSTOMERS, 1):
        signup = start + timedelta(days=rng.randrange(0, 500))
        db.execute("insert into customers values (?, ?, ?, ?, ?, ?)",
                   (i, name, email, city, country, signup.isoformat()))
    for i, (name, category, price, description) in enumerate(PRODUCTS, 1):
        db.execute("insert into products values (?, ?, ?, ?, ?)", (i, name, category, price, description))
    db.execute("insert into products_fts(rowid, name, description) select id, name, description from products")
    item_id = 0
    first_order = date(2024, 1, 2)
    for order_id in range(1, 141):
        customer = rng.randrange(1, len(CUSTOMERS) + 1)
        day = first_order + timedelta(days=rng.randrange(0, 180))
        status = rng.choice(STATUSES)
        total = 0.0
        for product in rng.sample(range(1, len(PRODUCTS) + 1), rng.randrange(1, 4)):
            item_id += 1
            quantity = rng.randrange(1, 6)
            price = PRODUCTS[product - 1][2]
            total += quantity * price
            db.execute("insert into order_items values (?, ?, ?, ?, ?)", (item_id, order_id, product, quantity, price))
        db.execute("insert into orders values (?, ?, ?, ?, ?)",
                   (order_id, customer, day.isoformat(), status, round(total, 2)))
    db.commit()
    db.execute("vacuum")
    db.close()


if __name__ == "__main__":
    import sys

    build(Path(sys.argv[1]))
