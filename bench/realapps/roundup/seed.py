"""Seed a freshly initialised classic Roundup tracker with users, keywords, issues and messages.

Runs inside the application's own venv (it imports roundup), never in plainwright's:

    .cache/roundup/venv/bin/python seed.py TRACKER_HOME

The tracker is "Beacon Tracker", the issues of a small desktop application. Issue numbers follow the order of
ISSUES (issue1 .. issue15); the admin account is created by `roundup-admin initialise`.
"""

from __future__ import annotations

import sys

from roundup import instance
from roundup.date import Date
from roundup.password import Password

USERS = [  # username, real name, address, password
    ("alice", "Alice Moreau", "alice@beacon.example", "alice-pass-1"),
    ("bob", "Bob Lindqvist", "bob@beacon.example", "bob-pass-1"),
    ("carol", "Carol Okafor", "carol@beacon.example", "carol-pass-1"),
    ("dave", "Dave Kim", "dave@beacon.example", "dave-pass-1"),
]

KEYWORDS = ["export", "sync", "ui", "security"]

# title, reporter, priority, status, assigned to (or None), keywords, the messages (author, text)
ISSUES = [
    ("Login page rejects passwords with spaces", "bob", "critical", "in-progress", "alice", ["security"],
     [("bob", "A password like 'correct horse battery' is refused with 'invalid login'."),
      ("alice", "Confirmed: the form trims the password before it is checked.")]),
    ("Crash when exporting report to PDF", "carol", "urgent", "chatting", "bob", ["export"],
     [("carol", "The application closes without a message when I export the monthly report as PDF.")]),
    ("Add dark mode to the settings page", "dave", "feature", "unread", None, ["ui"],
     [("dave", "Several users asked for a dark colour scheme.")]),
    ("Typo on the About dialog", "alice", "wish", "resolved", "carol", ["ui"],
     [("alice", "The About dialog says 'Copyrigth'."), ("carol", "Fixed in the next release.")]),
    ("Search results ignore accented letters", "carol", "bug", "need-eg", "alice", [],
     [("carol", "Searching for 'cafe' does not find 'Café Lumière'.")]),
    ("Export to CSV drops the last row", "dave", "bug", "in-progress", "bob", ["export"],
     [("dave", "Every CSV file misses its final line."),
      ("bob", "The writer is not flushed before the file is closed.")]),
    ("Memory leak in the sync daemon", "bob", "critical", "testing", "dave", ["sync"],
     [("bob", "The daemon grows by about 50 MB per hour.")]),
    ("Allow sorting the dashboard by due date", "alice", "feature", "deferred", None, ["ui"],
     [("alice", "The dashboard can only be sorted by name.")]),
    ("Password reset email never arrives", "dave", "urgent", "unread", "carol", ["security"],
     [("dave", "I asked for a reset link twice and received nothing.")]),
    ("Keyboard shortcut for new issue", "carol", "wish", "unread", None, ["ui"],
     [("carol", "Ctrl+N could open the new issue form.")]),
    ("Dashboard loads slowly with many projects", "bob", "bug", "chatting", "dave", ["ui"],
     [("bob", "With 200 projects the dashboard takes 12 seconds to appear.")]),
    ("PDF export uses the wrong page size", "alice", "bug", "unread", "bob", ["export"],
     [("alice", "Reports come out in US Letter although A4 is configured.")]),
    ("Translate the settings page into German", "dave", "feature", "in-progress", "carol", ["ui"],
     [("dave", "The settings page is still English only.")]),
    ("Broken link in the footer", "carol", "wish", "resolved", "alice", [],
     [("carol", "The Privacy link in the footer leads to a 404 page.")]),
    ("Sync daemon ignores proxy settings", "alice", "urgent", "need-eg", "dave", ["sync"],
     [("alice", "Behind the office proxy the daemon never connects.")]),
]


def seed(home: str) -> None:
    tracker = instance.open(home)
    db = tracker.open("admin")
    try:
        for username, realname, address, password in USERS:
            db.user.create(username=username, realname=realname, address=address, roles="User",
                           password=Password(password, config=db.config))
        for name in KEYWORDS:
            db.keyword.create(name=name)
        db.commit()
    finally:
        db.close()
    for title, reporter, priority, status, assignee, keywords, messages in ISSUES:
        db = tracker.open(reporter)  # the reporter is the issue's creator, as if they had filed it
        try:
            msg_ids = []
            for author, text in messages:
                author_id = db.user.lookup(author)
                msg_ids.append(db.msg.create(content=text, author=author_id, date=Date(".")))
            nosy = sorted({db.user.lookup(reporter)} | ({db.user.lookup(assignee)} if assignee else set()))
            db.issue.create(title=title, priority=db.priority.lookup(priority), status=db.status.lookup(status),
                            assignedto=db.user.lookup(assignee) if assignee else None,
                            keyword=[db.keyword.lookup(k) for k in keywords], messages=msg_ids, nosy=nosy)
            db.commit()
        finally:
            db.close()


if __name__ == "__main__":
    seed(sys.argv[1])
