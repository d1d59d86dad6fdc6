"""Configure and seed a fresh Trac environment (made by `trac-admin ENV initenv "Beacon Project" sqlite:db/trac.db`).

Runs inside the application's own venv (it imports trac and acct_mgr), never in plainwright's:

    .cache/trac/venv/bin/python seed.py ENV

The project is Beacon, a small self-hosted monitoring tool. It turns on the AccountManager plugin's login form
(passwords in Trac's own session table), gives every user a name, an e-mail address and a password, makes
admin a TRAC_ADMIN, replaces initenv's example components, milestones and versions with Beacon's, files the
tickets of TICKETS in order (#1 .. #12) with their history, and writes three wiki pages. Every date is fixed, so
two builds give the same data.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime, timedelta

from acct_mgr.api import AccountManager
from trac.env import Environment
from trac.perm import PermissionSystem
from trac.ticket.model import Component, Milestone, Ticket, Version
from trac.web.session import DetachedSession
from trac.wiki.model import WikiPage

CONFIG = [  # section, option, value
    ("components", "acct_mgr.api.accountmanager", "enabled"),
    ("components", "acct_mgr.db.sessionstore", "enabled"),
    ("components", "acct_mgr.pwhash.htdigesthashmethod", "enabled"),
    ("components", "acct_mgr.web_ui.loginmodule", "enabled"),
    ("components", "trac.web.auth.loginmodule", "disabled"),
    ("account-manager", "password_store", "SessionStore"),
    ("account-manager", "hash_method", "HtDigestHashMethod"),
    ("account-manager", "db_htdigest_realm", "Beacon"),
    ("trac", "default_language", "en_US"),  # whatever the browser asks for (the German copy says de)
    ("project", "descr", "Beacon: self-hosted monitoring and alerting"),
    ("header_logo", "src", "common/trac_banner.png"),  # initenv's points at a file that is not there
    ("header_logo", "alt", "Beacon Project"),
]

USERS = [  # username, real name, e-mail, password
    ("admin", "Beacon Admin", "admin@beacon.example", "beacon-admin-2024"),
    ("alice", "Alice Moreau", "alice@beacon.example", "alice-pass-1"),
    ("bob", "Bob Lindqvist", "bob@beacon.example", "bob-pass-1"),
    ("carol", "Carol Okafor", "carol@beacon.example", "carol-pass-1"),
    ("dave", "Dave Kim", "dave@beacon.example", "dave-pass-1"),
]

COMPONENTS = [("Agent", "bob"), ("Alerts", "carol"), ("API", "bob"), ("Dashboard", "alice"),
              ("Documentation", "dave")]
VERSIONS = [("1.1", datetime(2024, 2, 15, tzinfo=UTC)), ("1.2", datetime(2024, 5, 31, tzinfo=UTC))]
MILESTONES = [  # name, due, completed, description
    ("1.2", datetime(2024, 5, 31, tzinfo=UTC), datetime(2024, 5, 31, tzinfo=UTC),
     "Bug fixes after the first public release."),
    ("1.3", datetime(2031, 6, 30, tzinfo=UTC), None, "Alert silencing and a sturdier agent."),
    ("2.0", datetime(2031, 12, 15, tzinfo=UTC), None, "Integrations and the public API."),
]

# summary, type, priority, component, milestone, version, reporter, owner, description,
# then its history: (author, changed fields, comment), each a day after the one before
TICKETS: list[tuple[str, str, str, str, str, str, str, str, str, list[tuple[str, dict[str, str], str]]]] = [
    ("Agent crashes when the config file is empty", "defect", "critical", "Agent", "1.3", "1.2", "carol", "bob",
     "Starting beacon-agent with an empty beacon.yml ends in a stack trace instead of a helpful message.",
     [("bob", {"status": "accepted"}, "I can reproduce it with 1.2.0.")]),
    ("Dashboard graphs stop refreshing after midnight", "defect", "major", "Dashboard", "1.3", "1.2", "dave",
     "alice", "The CPU and memory graphs freeze at 00:00 until the page is reloaded.", []),
    ("Send alert notifications to Slack", "enhancement", "major", "Alerts", "2.0", "", "alice", "carol",
     "Teams want alerts in their Slack channel, not only by e-mail.",
     [("admin", {"status": "assigned"}, "Carol knows the webhook code best.")]),
    ("API returns 500 for unknown host names", "defect", "major", "API", "1.2", "1.1", "dave", "bob",
     "GET /api/hosts/nosuchhost answers 500 Internal Server Error instead of 404.",
     [("bob", {"status": "accepted"}, ""),
      ("bob", {"status": "closed", "resolution": "fixed"}, "Fixed: the API answers 404 Not Found now.")]),
    ("Document the data retention settings", "task", "minor", "Documentation", "1.3", "", "alice", "dave",
     "Nobody knows how long metrics are kept or how to change it.", []),
    ("Alert e-mails show times in UTC", "defect", "minor", "Alerts", "1.3", "1.2", "bob", "carol",
     "An alert raised at 09:15 in Berlin says 07:15 in the e-mail.",
     [("carol", {"status": "closed", "resolution": "fixed"}, "Times are shown in the recipient's time zone now.")]),
    ("Support TLS client certificates in the agent", "enhancement", "major", "Agent", "2.0", "", "carol", "bob",
     "Our servers only accept agents that present a client certificate.", []),
    ("Dark theme for the dashboard", "enhancement", "trivial", "Dashboard", "1.2", "", "dave", "alice",
     "A dark theme would be easier on the eyes in the night shift.",
     [("alice", {"status": "closed", "resolution": "wontfix"}, "Out of scope for 1.2; the new UI will have themes.")]),
    ("Typo in the installation guide", "defect", "trivial", "Documentation", "1.2", "1.1", "carol", "dave",
     "The guide says 'instalation' twice.",
     [("dave", {"status": "closed", "resolution": "fixed"}, "Corrected both places.")]),
    ("Silence alerts during maintenance windows", "enhancement", "critical", "Alerts", "1.3", "", "bob", "carol",
     "Planned maintenance should not wake anybody up at night.",
     [("carol", {"status": "accepted"}, "Working on it this sprint.")]),
    ("Export dashboard panels as PNG", "enhancement", "minor", "Dashboard", "2.0", "", "bob", "alice",
     "A button on each panel that saves it as an image for reports.",
     [("alice", {"status": "closed", "resolution": "fixed"}, "Done."),
      ("bob", {"status": "reopened", "resolution": ""}, "The exported image is blank in Firefox.")]),
    ("Rate limit the public API", "task", "blocker", "API", "2.0", "", "alice", "dave",
     "One misbehaving script can take the whole API down; limit requests per token.", []),
]

WIKI = [  # name, text, author, comment
    ("WikiStart", "= Welcome to Beacon =\n\nBeacon watches your servers and tells you when something goes wrong.\n\n"
     "== For the team ==\n * [wiki:ReleaseChecklist Release checklist]\n"
     " * [wiki:AgentInstallation Installing the agent]\n * [report:1 Active tickets]\n", "admin",
     "Beacon's start page"),
    ("ReleaseChecklist", "= Release checklist =\n\n 1. Close or move every ticket of the milestone.\n"
     " 1. Update the changelog.\n 1. Tag the release in git.\n 1. Announce it on the mailing list.\n", "alice",
     "First version of the checklist"),
    ("AgentInstallation", "= Installing the agent =\n\nDownload the package for your system and run:\n\n"
     "{{{\nsudo dpkg -i beacon-agent_1.2.0_amd64.deb\nsudo systemctl enable --now beacon-agent\n}}}\n\n"
     "The agent reads its settings from `/etc/beacon/beacon.yml`.\n", "bob", "How to install the agent"),
]

START = datetime(2024, 3, 1, 9, 0, tzinfo=UTC)


def configure(path: str) -> None:
    env = Environment(path)
    for section, option, value in CONFIG:
        env.config.set(section, option, value)
    env.config.save()
    env.shutdown()


def seed(path: str) -> None:
    env = Environment(path)  # opened again: the plugin's components load with the saved configuration
    accounts = AccountManager(env)
    for username, name, email, password in USERS:
        session = DetachedSession(env, username)
        session["name"], session["email"] = name, email
        session.save()
        accounts.set_password(username, password)  # after the session's save, which writes only what it read
    PermissionSystem(env).grant_permission("admin", "TRAC_ADMIN")

    for kind in (Component, Milestone, Version):
        for item in kind.select(env):
            item.delete()
    for name, owner in COMPONENTS:
        component = Component(env)
        component.name, component.owner = name, owner
        component.insert()
    for name, released in VERSIONS:
        version = Version(env)
        version.name, version.time = name, released
        version.insert()
    for name, due, completed, description in MILESTONES:
        milestone = Milestone(env)
        milestone.name, milestone.due, milestone.completed, milestone.description = name, due, completed, description
        milestone.insert()

    when = START
    keys = ("summary", "type", "priority", "component", "milestone", "version", "reporter", "owner", "description")
    for *values, history in TICKETS:
        ticket = Ticket(env)
        ticket.populate({**dict(zip(keys, values, strict=True)), "status": "new", "keywords": "", "cc": ""})
        ticket.insert(when=when)
        for author, fields, comment in history:
            when += timedelta(days=1)
            ticket.populate(fields)
            ticket.save_changes(author, comment, when=when)
        when += timedelta(days=1)

    for name, text, author, comment in WIKI:
        page = WikiPage(env, name)
        page.text = text
        page.save(author, comment, when)
        when += timedelta(hours=1)
    env.shutdown()


if __name__ == "__main__":
    configure(sys.argv[1])
    seed(sys.argv[1])
