"""Seed a fresh I Hate Money database with two projects, their participants and bills, through the application's
own models (its migrations create the tables, SQLAlchemy-Continuum records the history as the web pages would).

Runs inside the application's own venv (it imports ihatemoney), never in plainwright's:

    IHATEMONEY_SETTINGS_FILE_PATH=settings.cfg .cache/ihatemoney/venv/bin/python seed.py

Bills get ids in the order of BILLS (lisbon-trip's 1-10, then oberkampf-flat's 11-14), participants in the order
of PROJECTS (Alice 1 ... Dmitri 4, Emma 5 ... Hugo 8). Look-alikes on purpose: two dinners of 96.00 (paid by
Dmitri and Alice), two "Coffee and pastries" of 9.60 (paid by Bob and Chiara), two airport taxis.
"""

from __future__ import annotations

import datetime

from ihatemoney.models import Bill, Person, Project, db
from ihatemoney.run import create_app
from werkzeug.security import generate_password_hash

# id, name, private code, contact email, default currency, participants (name, weight)
PROJECTS = [
    ("lisbon-trip", "Lisbon Trip 2025", "pasteis-de-nata", "alice.martin@example.org", "EUR",
     [("Alice", 1), ("Bob", 1), ("Chiara", 1), ("Dmitri", 1)]),
    ("oberkampf-flat", "Oberkampf Flatshare", "loyer-2025", "emma.roux@example.org", "XXX",
     [("Emma", 1), ("Farid", 1), ("Greta", 1), ("Hugo", 1)]),
]

# project, date, what, payer, amount, owers
BILLS = [
    ("lisbon-trip", "2025-05-02", "Apartment rental", "Alice", 480.00, ["Alice", "Bob", "Chiara", "Dmitri"]),
    ("lisbon-trip", "2025-05-02", "Taxi from the airport", "Bob", 32.00, ["Alice", "Bob", "Chiara", "Dmitri"]),
    ("lisbon-trip", "2025-05-03", "Groceries", "Chiara", 56.80, ["Alice", "Bob", "Chiara", "Dmitri"]),
    ("lisbon-trip", "2025-05-03", "Dinner at Taberna da Rua", "Dmitri", 96.00, ["Alice", "Bob", "Chiara", "Dmitri"]),
    ("lisbon-trip", "2025-05-04", "Dinner at Tasca do Chico", "Alice", 96.00, ["Alice", "Bob", "Chiara", "Dmitri"]),
    ("lisbon-trip", "2025-05-04", "Tram 28 tickets", "Bob", 12.00, ["Alice", "Bob", "Chiara"]),
    ("lisbon-trip", "2025-05-05", "Coffee and pastries", "Bob", 9.60, ["Alice", "Bob"]),
    ("lisbon-trip", "2025-05-06", "Coffee and pastries", "Chiara", 9.60, ["Chiara", "Dmitri"]),
    ("lisbon-trip", "2025-05-06", "Sintra train tickets", "Dmitri", 18.00, ["Bob", "Chiara", "Dmitri"]),
    ("lisbon-trip", "2025-05-07", "Taxi to the airport", "Chiara", 29.50, ["Alice", "Bob", "Chiara", "Dmitri"]),
    ("oberkampf-flat", "2025-09-01", "Electricity", "Emma", 84.30, ["Emma", "Farid", "Greta", "Hugo"]),
    ("oberkampf-flat", "2025-09-03", "Internet subscription", "Farid", 39.99, ["Emma", "Farid", "Greta", "Hugo"]),
    ("oberkampf-flat", "2025-09-05", "Cleaning supplies", "Greta", 23.40, ["Emma", "Farid", "Greta"]),
    ("oberkampf-flat", "2025-09-08", "Pizza night", "Hugo", 42.00, ["Emma", "Farid", "Greta", "Hugo"]),
]


def seed() -> None:
    app = create_app()
    with app.app_context():
        projects: dict[str, Project] = {}
        people: dict[tuple[str, str], Person] = {}
        for project_id, name, code, email, currency, participants in PROJECTS:
            project = Project(id=project_id, name=name, password=generate_password_hash(code), contact_email=email,
                              default_currency=currency)
            db.session.add(project)
            db.session.commit()
            projects[project_id] = project
            for person_name, weight in participants:
                person = Person(name=person_name, weight=weight, project=project)
                db.session.add(person)
                db.session.commit()
                people[project_id, person_name] = person
        for project_id, date, what, payer, amount, owers in BILLS:
            currency = projects[project_id].default_currency
            db.session.add(Bill(amount=amount, date=datetime.date.fromisoformat(date), original_currency=currency,
                                owers=[people[project_id, name] for name in owers],
                                payer_id=people[project_id, payer].id, project_default_currency=currency,
                                what=what, bill_type="Expense"))
            db.session.commit()


if __name__ == "__main__":
    seed()
