"""Fill a freshly migrated database with the bed's seed rows and the superuser admin / shop-admin-2024.
Run as `python seed.py` with SHOP_DB set; the rows are fixed so that the judge can name them."""
import datetime
import os

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "shopsite.settings")
import django

django.setup()

from django.contrib.auth.models import User  # noqa: E402
from shop.models import Category, Customer, Order, OrderLine, Product  # noqa: E402

D = datetime.date
User.objects.create_superuser("admin", "admin@example.com", "shop-admin-2024")

cats = {name: Category.objects.create(name=name) for name in ["Hardware", "Software", "Services", "Accessories"]}

CUSTOMERS = [
    ("Acme Corp", "orders@acme.example", "US", D(2023, 1, 12), True, True),
    ("Globex Corporation", "buying@globex.example", "US", D(2023, 3, 2), True, False),
    ("Initech", "it@initech.example", "US", D(2023, 5, 19), True, False),
    ("Umbrella Ltd", "procurement@umbrella.example", "GB", D(2023, 8, 30), True, True),
    ("Stark Industries", "supply@stark.example", "US", D(2024, 1, 8), True, True),
    ("Wayne Enterprises", "purchasing@wayne.example", "US", D(2024, 2, 14), False, False),
    ("Hooli", "ops@hooli.example", "US", D(2024, 4, 1), True, False),
    ("Vandelay Industries", "art@vandelay.example", "US", D(2024, 6, 21), True, False),
    ("Soylent GmbH", "einkauf@soylent.example", "DE", D(2024, 7, 3), True, False),
    ("Tyrell Corp", "replicants@tyrell.example", "JP", D(2024, 9, 9), False, False),
    ("Cyberdyne Systems", "skynet@cyberdyne.example", "CA", D(2024, 11, 27), True, False),
    ("Wonka Industries", "golden@wonka.example", "GB", D(2025, 2, 5), True, True),
    ("Bluth Company", "banana@bluth.example", "US", D(2025, 3, 17), True, False),
    ("Fromagerie Dupont", "contact@dupont.example", "FR", D(2025, 4, 22), True, False),
]
cust = {}
for name, email, country, joined, active, vip in CUSTOMERS:
    cust[name] = Customer.objects.create(name=name, email=email, country=country, joined=joined,
                                         is_active=active, is_vip=vip)

PRODUCTS = [
    ("Rack Server R720", "HW-R720", "Hardware", "2499.00", True),
    ("Network Switch 24-port", "HW-SW24", "Hardware", "389.00", True),
    ("Laptop Pro 14", "HW-LP14", "Hardware", "1799.00", False),
    ("Office Suite Licence", "SW-OFF1", "Software", "129.00", True),
    ("Antivirus (1 year)", "SW-AV1Y", "Software", "49.90", True),
    ("Backup Manager", "SW-BKP", "Software", "299.00", True),
    ("On-site Installation", "SV-INST", "Services", "650.00", True),
    ("Support Plan Gold", "SV-GOLD", "Services", "1200.00", True),
    ("USB-C Cable 2m", "AC-USBC2", "Accessories", "12.50", True),
    ("Wireless Mouse", "AC-MOUSE", "Accessories", "24.90", True),
    ("Laptop Sleeve", "AC-SLEEVE", "Accessories", "19.00", False),
    ("HDMI Adapter", "AC-HDMI", "Accessories", "15.00", True),
]
prod = {}
for name, sku, cat, price, stock in PRODUCTS:
    prod[name] = Product.objects.create(name=name, sku=sku, category=cats[cat], price=price, in_stock=stock)

ORDERS = [  # customer, status, created, notes, lines
    ("Acme Corp", "shipped", D(2025, 1, 14), "Deliver to loading dock B.", [("Rack Server R720", 2)]),
    ("Globex Corporation", "paid", D(2025, 2, 3), "", [("Office Suite Licence", 25)]),
    ("Initech", "pending", D(2025, 2, 20), "Needs a purchase order number.", [("Wireless Mouse", 10)]),
    ("Umbrella Ltd", "cancelled", D(2025, 3, 1), "Customer changed supplier.", [("Backup Manager", 1)]),
    ("Stark Industries", "shipped", D(2025, 3, 18), "", [("Laptop Pro 14", 5)]),
    ("Hooli", "pending", D(2025, 4, 2), "Call before delivery.", [("Network Switch 24-port", 3)]),
    ("Vandelay Industries", "paid", D(2025, 4, 25), "", [("Antivirus (1 year)", 40)]),
    ("Soylent GmbH", "pending", D(2025, 5, 9), "Invoice in EUR.", [("Support Plan Gold", 1)]),
    ("Acme Corp", "paid", D(2025, 5, 30), "", [("USB-C Cable 2m", 50)]),
    ("Cyberdyne Systems", "shipped", D(2025, 6, 11), "", [("Rack Server R720", 4)]),
    ("Wonka Industries", "pending", D(2025, 7, 4), "Gift wrap, please.", [("On-site Installation", 1)]),
    ("Stark Industries", "paid", D(2025, 7, 22), "", [("Support Plan Gold", 2)]),
    ("Bluth Company", "cancelled", D(2025, 8, 15), "Duplicate order.", [("Wireless Mouse", 3)]),
    ("Globex Corporation", "shipped", D(2025, 9, 2), "", [("Backup Manager", 2)]),
    ("Fromagerie Dupont", "pending", D(2025, 9, 26), "Livraison le matin.", [("Laptop Pro 14", 1)]),
    ("Hooli", "paid", D(2025, 10, 8), "", [("Office Suite Licence", 60)]),
]
for name, status, created, notes, lines in ORDERS:
    order = Order.objects.create(customer=cust[name], status=status, created=created, notes=notes)
    for product, quantity in lines:
        OrderLine.objects.create(order=order, product=prod[product], quantity=quantity)
print(f"seeded {Customer.objects.count()} customers, {Product.objects.count()} products, "
      f"{Order.objects.count()} orders")
