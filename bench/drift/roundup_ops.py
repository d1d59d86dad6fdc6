"""Change a Roundup tracker's data for a drift, through Roundup's own API (runs in the application's venv):

    python roundup_ops.py TRACKER_HOME '[{"create": {"title": ..., "priority": "bug", "status": "unread",
                                                     "assignedto": "bob", "author": "alice", "text": ...}},
                                          {"retire": {"title": ...}}, {"set": {"title": ..., "values": {...}}},
                                          {"create_many": {"count": 45, "title": "Flaky test %d", ...}}]'

A created issue is filed by its author with one message, as a user would file it, so that it is the newest
activity of the tracker; `retire` is Roundup's delete (the issue leaves every list, its row stays).
"""
import json
import sys

from roundup import instance
from roundup.date import Date

home, ops = sys.argv[1], json.loads(sys.argv[2])
tracker = instance.open(home)


def lookup_issue(db, title):
    found = [i for i in db.issue.list() if db.issue.get(i, "title") == title]
    if len(found) != 1:
        raise SystemExit(f"{len(found)} issues titled {title!r}")
    return found[0]


def create(spec):
    db = tracker.open(spec.get("author", "admin"))
    try:
        author = db.user.lookup(spec.get("author", "admin"))
        messages = [db.msg.create(content=spec.get("text", spec["title"]), author=author, date=Date("."))]
        db.issue.create(title=spec["title"], priority=db.priority.lookup(spec.get("priority", "bug")),
                        status=db.status.lookup(spec.get("status", "unread")),
                        assignedto=db.user.lookup(spec["assignedto"]) if spec.get("assignedto") else None,
                        messages=messages, nosy=[author])
        db.commit()
    finally:
        db.close()


for op in ops:
    if "create" in op:
        create(op["create"])
    elif "create_many" in op:
        spec = op["create_many"]
        for n in range(1, spec["count"] + 1):
            create({**spec, "title": spec["title"] % n})
    else:
        db = tracker.open("admin")
        try:
            if "retire" in op:
                db.issue.retire(lookup_issue(db, op["retire"]["title"]))
            elif "set" in op:
                values = dict(op["set"]["values"])
                for key, linked in (("status", db.status), ("priority", db.priority)):
                    if key in values:
                        values[key] = linked.lookup(values[key])
                db.issue.set(lookup_issue(db, op["set"]["title"]), **values)
            else:
                raise SystemExit(f"unknown op {op}")
            db.commit()
        finally:
            db.close()
