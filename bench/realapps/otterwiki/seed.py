"""Seed a fresh An Otter Wiki: a git repository of pages with some history, then the users, through the
application's own libraries (GitPython, which its storage uses, writes the dated commits; its models create the
tables and the users).

Runs inside the application's own venv (it imports otterwiki), never in plainwright's:

    .cache/otterwiki/venv/bin/python seed.py REPOSITORY SETTINGS_FILE

REPOSITORY must not exist yet; SETTINGS_FILE names it (REPOSITORY = ...) and the database to create. The wiki is
the handbook of "Lakeside Robotics": fourteen pages in three folders (Onboarding, Processes, Team, Projects) and
two at the top, look-alikes on purpose ("Release Checklist" / "Hotfix Checklist", "First Week" / "First Month",
"Meeting Notes 2025-09" / "2025-10", "Weather Station" / "Weather Station v2"), two pages with a table
(Processes/On-call Rotation, Team/Contacts), four commits on Onboarding/Laptop Setup (the last one by Lena drops
the VPN section by mistake) and two attachments on Office Guide. Users: Nora (admin), Tom and Priya (editors),
Lena (read only), Jonas (registered, waiting for approval).
"""

from __future__ import annotations

import datetime
import io
import os
import sys

import git

# name, email, password, approved, read, write, upload, admin
USERS = [
    ("Nora Lindqvist", "nora@lakeside-robotics.test", "fjord-lantern-42", True, True, True, True, True),
    ("Tom Becker", "tom@lakeside-robotics.test", "kettle-harbor-17", True, True, True, True, False),
    ("Priya Natarajan", "priya@lakeside-robotics.test", "monsoon-circuit-8", True, True, True, False, False),
    ("Lena Fischer", "lena@lakeside-robotics.test", "birch-meadow-31", True, True, False, False, False),
    ("Jonas Weber", "jonas@lakeside-robotics.test", "granite-willow-5", False, False, False, False, False),
]
AUTHORS = {name.split()[0]: (name, email) for name, email, *_ in USERS}

HOME = """# Home

Welcome to the **Lakeside Robotics** team wiki. Everything we know about how we work lives here: how to get
started, how we ship, who to call.

## Where to start

- New here? Read [[First Week|Onboarding/First Week]] and set up your laptop with
  [[Laptop Setup|Onboarding/Laptop Setup]].
- Shipping something? Follow the [[Release Checklist|Processes/Release Checklist]].
- Something is on fire? See [[Incident Response|Processes/Incident Response]] and the
  [[On-call Rotation|Processes/On-call Rotation]].
- Looking for someone? The [[Contacts|Team/Contacts]] page has rooms and extensions.

Please write a short commit message when you change a page, so that the history stays readable.
"""

FIRST_WEEK = """# First Week

Your first week at Lakeside Robotics, day by day.

## Monday

- Pick up your badge and laptop from the front desk (Room A 0.03).
- Follow [[Laptop Setup|Onboarding/Laptop Setup]] until the end.
- Lunch with your buddy.

## Tuesday to Thursday

- Shadow a code review and a hardware bench test.
- Read the [[Release Checklist|Processes/Release Checklist]].

## Friday

- Join the weekly demo at 15:00 in the Boathouse meeting room.
"""

FIRST_MONTH = """# First Month

What we expect after your first month.

- You have shipped one small change through the whole [[Release Checklist|Processes/Release Checklist]].
- You have joined the [[On-call Rotation|Processes/On-call Rotation]] as a shadow for one week.
- You have met everyone on the [[Contacts|Team/Contacts]] page at least once.
- You have had a feedback talk with your lead.
"""

LAPTOP = [
    ("Tom", "2025-09-02T09:14:00", "Add laptop setup guide", """# Laptop Setup

Every new laptop gets the same setup. Ask in #it-help when something does not work.

1. Log in with the temporary password from the front desk and change it.
2. Install the company certificate from the IT share.
3. Install Git, Python 3.12 and the Arduino IDE.
4. Clone the firmware repository.
"""),
    ("Priya", "2025-09-10T14:32:00", "Add SSH key instructions", """# Laptop Setup

Every new laptop gets the same setup. Ask in #it-help when something does not work.

1. Log in with the temporary password from the front desk and change it.
2. Install the company certificate from the IT share.
3. Install Git, Python 3.12 and the Arduino IDE.
4. Clone the firmware repository.

## SSH keys

Create an ed25519 key with `ssh-keygen -t ed25519` and add the public key to your profile on the Git server.
Never copy a private key from another machine.
"""),
    ("Tom", "2025-09-18T11:05:00", "Mention the VPN profile", """# Laptop Setup

Every new laptop gets the same setup. Ask in #it-help when something does not work.

1. Log in with the temporary password from the front desk and change it.
2. Install the company certificate from the IT share.
3. Install Git, Python 3.12 and the Arduino IDE.
4. Clone the firmware repository.

## SSH keys

Create an ed25519 key with `ssh-keygen -t ed25519` and add the public key to your profile on the Git server.
Never copy a private key from another machine.

## VPN

Import the WireGuard profile lakeside-office.conf from the IT share. The VPN is needed for the test bench
dashboards when you work from home.
"""),
    ("Lena", "2025-10-06T16:48:00", "Tidy up laptop setup", """# Laptop Setup

Every new laptop gets the same setup. Ask in #it-help when something does not work.

1. Log in with the temporary password from the front desk and change it.
2. Install the company certificate from the IT share.
3. Install Git, Python 3.12 and the Arduino IDE.
4. Clone the firmware repository.

## SSH keys

Create an ed25519 key with `ssh-keygen -t ed25519` and add the public key to your profile on the Git server.
"""),
]

RELEASE = [
    ("Tom", "2025-09-04T10:00:00", "Add release checklist", """# Release Checklist

Use this list for every planned firmware release.

1. Freeze the release branch on Tuesday.
2. Run the full hardware-in-the-loop test suite.
3. Write the release notes.
4. Tag the release and publish the firmware image.
"""),
    ("Priya", "2025-09-22T09:40:00", "Add a rollback step to the release checklist", """# Release Checklist

Use this list for every planned firmware release.

1. Freeze the release branch on Tuesday.
2. Run the full hardware-in-the-loop test suite.
3. Write the release notes.
4. Tag the release and publish the firmware image.
5. Keep the previous image ready: the rollback plan must be tested before the release.

For urgent fixes outside the plan use the [[Hotfix Checklist|Processes/Hotfix Checklist]] instead.
"""),
]

HOTFIX = """# Hotfix Checklist

Use this list only for urgent fixes that cannot wait for the next planned release.

1. Branch from the last release tag.
2. Get a second reviewer, even at night.
3. Run the smoke tests on the bench in Room B 1.07.
4. Publish the image and note the rollback command in the incident channel.
"""

ONCALL = """# On-call Rotation

The primary answers the pager; the secondary takes over when the primary has not answered within 15 minutes.

| Week | Dates | Primary | Secondary |
|------|-------|---------|-----------|
| 41 | Oct 6 - Oct 12 | Tom Becker | Lena Fischer |
| 42 | Oct 13 - Oct 19 | Priya Natarajan | Tom Becker |
| 43 | Oct 20 - Oct 26 | Lena Fischer | Priya Natarajan |
| 44 | Oct 27 - Nov 2 | Nora Lindqvist | Tom Becker |
| 45 | Nov 3 - Nov 9 | Tom Becker | Priya Natarajan |

Swaps are fine: change the table and mention the swap in the commit message.
"""

INCIDENT = """# Incident Response

1. Acknowledge the page within 15 minutes.
2. Open a channel named `#inc-<date>-<topic>` and post what you see.
3. If a release caused it, roll back first and investigate second (see the
   [[Hotfix Checklist|Processes/Hotfix Checklist]]).
4. Write a short report within two working days.
"""

CONTACTS = """# Contacts

| Name | Role | Room | Extension |
|------|------|------|-----------|
| Nora Lindqvist | Head of Engineering | A 2.01 | 201 |
| Tom Becker | Firmware Engineer | B 1.07 | 317 |
| Priya Natarajan | Test Engineer | B 1.07 | 318 |
| Lena Fischer | Hardware Designer | B 2.14 | 342 |
| Jonas Weber | Intern | B 2.14 | 343 |

The front desk is on extension 100.
"""

NOTES_09 = """# Meeting Notes 2025-09

Team meeting of September 29, 2025.

- The Weather Station field test starts in October.
- Priya takes over the release checklist.
- Decision: the office moves its test bench to Room B 1.07.
"""

NOTES_10 = """# Meeting Notes 2025-10

Team meeting of October 27, 2025.

- The Weather Station v2 enclosure is waiting for the new gaskets.
- Jonas starts his internship in November.
- Decision: on-call swaps are announced in the wiki, not by mail.
"""

OFFICE = """# Office Guide

The office is on the second floor of the Lakeside building. The floor plan and the Wi-Fi instructions are
attached to this page.

- Kitchen: next to the Boathouse meeting room.
- Bike parking: in the courtyard, code 4711.
"""

STATION = """# Weather Station

Our first outdoor product: a solar-powered weather station that reports every 10 minutes.

- Status: field test since October 2025
- Owner: Tom Becker
- Sensors: temperature, humidity, pressure
"""

STATION_V2 = """# Weather Station v2

The second generation of the [[Weather Station|Projects/Weather Station]], with a wind sensor and a new enclosure.

- Status: prototype
- Owner: Lena Fischer
- Sensors: temperature, humidity, pressure, wind speed
"""

WIFI = """Lakeside guest Wi-Fi
Network: Lakeside-Guest
The password changes every Monday; ask at the front desk.
"""

# (author, date, message, {path: text or bytes}) in commit order; Laptop Setup and Release Checklist interleaved
COMMITS: list[tuple[str, str, str, dict[str, str | bytes]]] = [
    ("Nora", "2025-09-01T08:30:00", "Start the team wiki", {"home.md": HOME}),
    (*LAPTOP[0][:3], {"onboarding/laptop setup.md": LAPTOP[0][3]}),
    ("Nora", "2025-09-03T13:20:00", "Add onboarding pages",
     {"onboarding/first week.md": FIRST_WEEK, "onboarding/first month.md": FIRST_MONTH}),
    (*RELEASE[0][:3], {"processes/release checklist.md": RELEASE[0][3]}),
    ("Tom", "2025-09-05T17:02:00", "Add hotfix checklist", {"processes/hotfix checklist.md": HOTFIX}),
    ("Nora", "2025-09-08T10:11:00", "Add incident response", {"processes/incident response.md": INCIDENT}),
    (*LAPTOP[1][:3], {"onboarding/laptop setup.md": LAPTOP[1][3]}),
    ("Nora", "2025-09-12T09:00:00", "Add contacts", {"team/contacts.md": CONTACTS}),
    ("Tom", "2025-09-15T15:30:00", "Add weather station project", {"projects/weather station.md": STATION}),
    (*LAPTOP[2][:3], {"onboarding/laptop setup.md": LAPTOP[2][3]}),
    (*RELEASE[1][:3], {"processes/release checklist.md": RELEASE[1][3]}),
    ("Lena", "2025-09-24T12:45:00", "Add office guide", {"office guide.md": OFFICE}),
    ("Lena", "2025-09-24T12:50:00", "Attach floor plan and Wi-Fi instructions",
     {"office guide/floor-plan.png": b"", "office guide/wifi-instructions.txt": WIFI}),
    ("Priya", "2025-09-29T16:15:00", "Notes of the September meeting", {"team/meeting notes 2025-09.md": NOTES_09}),
    ("Priya", "2025-10-01T08:55:00", "Add on-call rotation", {"processes/on-call rotation.md": ONCALL}),
    ("Lena", "2025-10-02T10:30:00", "Add weather station v2", {"projects/weather station v2.md": STATION_V2}),
    (*LAPTOP[3][:3], {"onboarding/laptop setup.md": LAPTOP[3][3]}),
    ("Priya", "2025-10-27T17:20:00", "Notes of the October meeting", {"team/meeting notes 2025-10.md": NOTES_10}),
]


def floor_plan() -> bytes:
    """A small PNG of a floor plan: four rooms drawn as rectangles (Pillow comes with otterwiki)."""
    from PIL import Image, ImageDraw

    image = Image.new("RGB", (320, 200), "white")
    draw = ImageDraw.Draw(image)
    for box in ((10, 10, 150, 90), (160, 10, 310, 90), (10, 100, 150, 190), (160, 100, 310, 190)):
        draw.rectangle(box, outline="black", width=3)
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return buffer.getvalue()


def seed_repository(path: str) -> None:
    repo = git.Repo.init(path, initial_branch="master")
    with repo.config_writer() as config:
        config.set_value("user", "name", "Otterwiki Robot")
        config.set_value("user", "email", "noreply@otterwiki")
    for who, when, message, files in COMMITS:
        for name, content in files.items():
            target = os.path.join(path, name)
            os.makedirs(os.path.dirname(target) or path, exist_ok=True)
            if name.endswith("floor-plan.png"):
                content = floor_plan()
            with open(target, "wb") as out:
                out.write(content if isinstance(content, bytes) else content.encode())
        repo.index.add(list(files))
        stamp = datetime.datetime.fromisoformat(when).replace(tzinfo=datetime.UTC)
        actor = git.Actor(*AUTHORS[who])
        repo.index.commit(message, author=actor, committer=actor, author_date=stamp, commit_date=stamp)


def seed_users() -> None:
    # imported only now: otterwiki.server opens the repository and creates the tables on import
    from otterwiki.server import app, db  # noqa: I001 - first: otterwiki.models imports it
    from otterwiki.models import User
    from werkzeug.security import generate_password_hash

    with app.app_context():
        first_seen = datetime.datetime(2025, 9, 1, 8, 0, tzinfo=datetime.UTC)
        for name, email, password, approved, read, write, upload, admin in USERS:
            db.session.add(User(name=name, email=email, password_hash=generate_password_hash(password, method="scrypt"),
                                first_seen=first_seen, last_seen=first_seen, is_approved=approved, is_admin=admin,
                                email_confirmed=True, allow_read=read, allow_write=write, allow_upload=upload))
        db.session.commit()


if __name__ == "__main__":
    repository, settings = sys.argv[1], sys.argv[2]
    seed_repository(repository)
    os.environ["OTTERWIKI_SETTINGS"] = settings
    seed_users()
