"""Seed a fresh pretix database with one organizer, its back-office user and team, two events with their
products, quotas and vouchers, and orders, through the application's own models (settings, products) and its own
REST API in-process (orders, so that prices, payments, transactions and secrets are made as pretix makes them).

Runs inside the application's own venv (it imports pretix), never in plainwright's, after `pretix migrate`:

    PRETIX_CONFIG_FILE=pretix.cfg .cache/pretix/venv/bin/python seed.py

Look-alikes on purpose: the customers Anna Schmidt (paid) / Anne Schmitt (pending) and Jonas Weber (paid) / Jonas
Webber (pending), the products "Weekend pass" / "Weekend pass (reduced)" and "Day pass
Saturday" / "Day pass Sunday", and a second event of the same organizer ("Harbour Jazz Club Night") where Anne
Schmitt has a pending order too.
"""

from __future__ import annotations

import os
from decimal import Decimal

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pretix.settings")

import django

django.setup()

from django_scopes import scopes_disabled  # noqa: E402
from pretix.base.models import (  # noqa: E402
    Event,
    Item,
    ItemCategory,
    Organizer,
    Quota,
    Team,
    TeamAPIToken,
    User,
    Voucher,
)
from rest_framework.test import APIClient  # noqa: E402

ORGANIZER = ("harbour", "Harbour Sounds")
USER = ("maria.lopez@harbour.example", "Harbour-Sounds-2030", "Maria Lopez")
BANK_DETAILS = "Harbour Sounds e.V.\nIBAN DE02 1001 0010 0123 4567 89\nBIC BEVODEBB"

# slug -> name, start, end, location, categories, products (name, category, price, admission, description),
# quotas (name, size, products), vouchers (code, product or None, price mode, value, max usages)
EVENTS = {
    "jazz2030": {
        "name": "Harbour Jazz Festival 2030",
        "date_from": "2030-07-12T18:00:00+02:00",
        "date_to": "2030-07-14T23:00:00+02:00",
        "location": "Harbour Stage, Am Kai 1, Hamburg",
        "categories": ["Tickets", "Extras"],
        "products": [
            ("Day pass Saturday", "Tickets", "45.00", True, "Entry on Saturday, 13 July, from 12:00."),
            ("Day pass Sunday", "Tickets", "45.00", True, "Entry on Sunday, 14 July, from 12:00."),
            ("Weekend pass", "Tickets", "79.00", True, "Entry on all three festival days."),
            ("Weekend pass (reduced)", "Tickets", "59.00", True,
             "For students, pensioners and people with disabilities; please bring proof."),
            ("Festival T-shirt", "Extras", "20.00", False, "Organic cotton, one size fits most."),
            ("Parking ticket", "Extras", "8.00", False, "One car, all three days, car park P2."),
        ],
        "quotas": [
            ("Saturday", 150, ["Day pass Saturday"]),
            ("Sunday", 150, ["Day pass Sunday"]),
            ("Weekend passes", 200, ["Weekend pass", "Weekend pass (reduced)"]),
            ("T-shirts", 60, ["Festival T-shirt"]),
            ("Parking", 30, ["Parking ticket"]),
        ],
        "vouchers": [
            ("EARLYBIRD30", "Weekend pass", "set", "65.00", 50),
            ("CREW2030", None, "set", "0.00", 10),
        ],
    },
    "clubnight2030": {
        "name": "Harbour Jazz Club Night",
        "date_from": "2030-03-20T20:00:00+01:00",
        "date_to": "2030-03-20T23:30:00+01:00",
        "location": "Harbour Club, Am Kai 3, Hamburg",
        "categories": ["Tickets"],
        "products": [
            ("Standing ticket", "Tickets", "25.00", True, ""),
            ("Seated ticket", "Tickets", "35.00", True, ""),
        ],
        "quotas": [("Club", 120, ["Standing ticket", "Seated ticket"])],
        "vouchers": [],
    },
}

# event, code, email, status (n pending, p paid, c canceled), positions (product, given name, family name)
ORDERS = [
    ("jazz2030", "ASCH7", "anna.schmidt@example.org", "p",
     [("Weekend pass", "Anna", "Schmidt"), ("Weekend pass", "Lukas", "Schmidt")]),
    ("jazz2030", "ASCT3", "anne.schmitt@example.org", "n", [("Weekend pass", "Anne", "Schmitt")]),
    ("jazz2030", "JWEB4", "jonas.weber@example.org", "p",
     [("Day pass Saturday", "Jonas", "Weber"), ("Parking ticket", "", "")]),
    ("jazz2030", "JWBB8", "jonas.webber@example.net", "n", [("Day pass Saturday", "Jonas", "Webber")]),
    ("jazz2030", "LHAD9", "leila.haddad@example.org", "n",
     [("Weekend pass (reduced)", "Leila", "Haddad"), ("Festival T-shirt", "", "")]),
    ("jazz2030", "BERG2", "oskar.berg@example.org", "c", [("Day pass Sunday", "Oskar", "Berg")]),
    ("jazz2030", "PNAR5", "priya.nair@example.org", "p",
     [("Day pass Sunday", "Priya", "Nair"), ("Day pass Sunday", "Rahul", "Nair")]),
    ("jazz2030", "TNVK6", "tomas.novak@example.org", "n", [("Weekend pass", "Tomas", "Novak")]),
    ("clubnight2030", "CSCT4", "anne.schmitt@example.org", "n", [("Seated ticket", "Anne", "Schmitt")]),
    ("clubnight2030", "CKLR3", "kim.larsen@example.org", "p", [("Standing ticket", "Kim", "Larsen")]),
]
PLUGINS = ("pretix.plugins.banktransfer,pretix.plugins.sendmail,pretix.plugins.statistics,"
           "pretix.plugins.checkinlists,pretix.plugins.ticketoutputpdf")
ORDER_EXPIRES = "2030-06-30T23:59:00+02:00"


def seed() -> None:
    with scopes_disabled():
        email, password, fullname = USER
        user = User.objects.create_user(email, password)
        user.fullname = fullname
        user.locale = "en"
        user.timezone = "Europe/Berlin"
        user.save()
        organizer = Organizer.objects.create(slug=ORGANIZER[0], name=ORGANIZER[1],
                                             plugins="pretix.plugins.banktransfer")
        team = Team.objects.create(organizer=organizer, name="Festival office", all_events=True,
                                   all_event_permissions=True, all_organizer_permissions=True)
        team.members.add(user)
        robot = Team.objects.create(organizer=organizer, name="Box office API", all_events=True,
                                    all_event_permissions=True, all_organizer_permissions=True)
        token = TeamAPIToken.objects.create(team=robot, name="seed")
        items: dict[tuple[str, str], Item] = {}
        for slug, spec in EVENTS.items():
            event = Event.objects.create(organizer=organizer, slug=slug, name=spec["name"], currency="EUR",
                                         date_from=spec["date_from"], date_to=spec["date_to"],
                                         location=spec["location"], live=True, testmode=False,
                                         plugins=PLUGINS)
            event.set_defaults()
            settings = event.settings
            settings.timezone = "Europe/Berlin"
            settings.locales = ["en"]
            settings.locale = "en"
            settings.attendee_names_asked = True
            settings.attendee_names_required = False
            settings.invoice_address_asked = False
            settings.payment_banktransfer__enabled = True
            settings.payment_banktransfer_bank_details_type = "other"
            settings.payment_banktransfer_bank_details = BANK_DETAILS
            settings.payment_banktransfer_invoice_immediately = False
            settings.invoice_generate = "False"
            settings.show_quota_left = False
            settings.max_items_per_order = 10
            categories = {name: ItemCategory.objects.create(event=event, name=name, position=i)
                          for i, name in enumerate(spec["categories"])}
            for position, (name, category, price, admission, description) in enumerate(spec["products"]):
                items[slug, name] = Item.objects.create(
                    event=event, name=name, category=categories[category], default_price=Decimal(price),
                    admission=admission, personalized=admission, description=description, position=position,
                    active=True)
            for name, size, products in spec["quotas"]:
                quota = Quota.objects.create(event=event, name=name, size=size)
                quota.items.set([items[slug, product] for product in products])
            for code, product, mode, value, usages in spec["vouchers"]:
                Voucher.objects.create(event=event, code=code, price_mode=mode, value=Decimal(value),
                                       max_usages=usages, item=items[slug, product] if product else None)
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Token {token.token}")
        for slug, code, email, status, positions in ORDERS:
            cancel = status == "c"
            status = "n" if cancel else status
            body = {
                "code": code, "email": email, "locale": "en", "sales_channel": "web", "status": status,
                "payment_provider": "banktransfer", "expires": ORDER_EXPIRES, "send_email": False,
                "positions": [{
                    "item": items[slug, product].pk,
                    **({"attendee_name_parts": {"given_name": given, "family_name": family}} if given else {}),
                } for product, given, family in positions],
            }
            answer = client.post(f"/api/v1/organizers/{organizer.slug}/events/{slug}/orders/", body, format="json",
                                 HTTP_HOST="127.0.0.1")
            if answer.status_code != 201:
                raise RuntimeError(f"order {code}: {answer.status_code} {answer.content!r}")
            if cancel:
                answer = client.post(f"/api/v1/organizers/{organizer.slug}/events/{slug}/orders/{code}/mark_canceled/",
                                     {"send_email": False}, format="json", HTTP_HOST="127.0.0.1")
                if answer.status_code != 200:
                    raise RuntimeError(f"cancel {code}: {answer.status_code} {answer.content!r}")
        token.active = False  # the log entries of the orders refer to it: kept, switched off
        token.save()


if __name__ == "__main__":
    seed()
