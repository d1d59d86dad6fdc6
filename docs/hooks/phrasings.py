"""MkDocs hook: the phrasing reference (docs/phrasings.md), generated at build time from the code itself.

Where `<!-- phrasings: generated -->` stands in a page, this hook writes:

- the step forms: example sentences, each read by the grammar (`understand/grammar.py`) while the site is built,
  with what the grammar made of it; an example that the grammar reads as another kind, or an action kind with
  no example, is a warning, so `mkdocs build --strict` (and tests/test_docs.py) fails until the list is fixed;
- the words of every language, from the vocabularies (`understand/vocabulary.py`: `LANGUAGES`): verbs, role
  words, places, states, keys, ordinals, the frame of a sentence, synonyms; a verb with no description here is
  a warning too;
- the rule brain's named strategies in the order it asks them (`understand/strategies/`), with their docstrings.

The page always shows the code of this repository: `src/` is put first on the import path.
"""

from __future__ import annotations

import inspect
import logging
import sys
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

SRC = Path(__file__).resolve().parents[2] / "src"
if str(SRC) not in sys.path:
    sys.path.insert(0, str(SRC))

from plainwright.model import ActionKind  # noqa: E402
from plainwright.understand.grammar import parse_step  # noqa: E402
from plainwright.understand.intent import Family, Intent  # noqa: E402
from plainwright.understand.strategies import default_strategies  # noqa: E402
from plainwright.understand.vocabulary import LANGUAGES, Verb, Vocabulary  # noqa: E402

MARKER = "<!-- phrasings: generated -->"
log = logging.getLogger("mkdocs.hooks.phrasings")
K = ActionKind

# Example steps and the action kinds the grammar must read them as, one per clause (None: no form fits).
# Grouped as the reference shows them. Add one when the grammar learns a form.
EXAMPLES: list[tuple[str, list[tuple[str, tuple[ActionKind | None, ...]]]]] = [
    ("Click", [
        ("Click Save", (K.CLICK,)),
        ('Tap the "Add to cart" button for "Blue Shirt"', (K.CLICK,)),
        ("Click the second result", (K.CLICK,)),
        ('Click Delete in the row of "Grace Hopper"', (K.CLICK,)),
        ("Click Edit in the first row", (K.CLICK,)),
        ("Click the gear icon next to the total column header", (K.CLICK,)),
        ("Click the three-dot menu at the top right of the page", (K.CLICK,)),
        ("Go to the Pricing page", (K.CLICK,)),
        ("Close the dialog", (K.CLICK,)),
        ("Submit the login form", (K.CLICK,)),
        ('Double-click "feed the cat"', (K.DOUBLE_CLICK,)),
        ('When I click "Sign in"', (K.CLICK,)),
        ("the user clicks Save", (K.CLICK,)),
        ("Klicke auf „Anmelden“", (K.CLICK,)),
        ("Öffne oben rechts das Menü mit den drei Punkten", (K.CLICK,)),
        ('Klicke auf den Button "Speichern"', (K.CLICK,)),
        ("Auf Anmelden klicken", (K.CLICK,)),
        ('Delete "Walk the dog"', (None,)),
    ]),
    ("Type, fill, clear", [
        ('Type "account:bob" into the new empty "Member name" field', (K.FILL,)),
        ('Type "alice" into the Username field', (K.FILL,)),
        ("Username: admin", (K.FILL,)),
        ("Fill in Email with bob@example.com", (K.FILL,)),
        ("Set Quantity to 3", (K.FILL,)),
        ("Enter 05/20/2010 as the date", (K.FILL,)),
        ('Replace the query with "select 1"', (K.FILL,)),
        ('Enter the username "ann" and the password "pw" and press Login', (K.FILL, K.FILL, K.CLICK)),
        ('Enter the username "kim" and the password "pw" into the text fields', (K.FILL, K.FILL)),
        ('Clear the search box then type "hoka"', (K.CLEAR, K.FILL)),
        ('Add a todo "Walk the dog"', (K.FILL, K.PRESS)),
        ('Search for "shoes"', (K.FILL, K.PRESS)),
        ('Benutzername "alice" eingeben', (K.FILL,)),
    ]),
    ("Select, tick", [
        ('Select "Germany" from the Country dropdown', (K.SELECT,)),
        ('Choose ">" as the operator', (K.SELECT,)),
        ('Sort by "Newest"', (K.SELECT,)),
        ("Select Order #3", (K.SELECT,)),
        ("Tick Remember me", (K.CHECK,)),
        ("Uncheck Remember me", (K.UNCHECK,)),
        ('Mark "Buy milk" as done', (K.CHECK,)),
        ('Wähle "Deutschland" im Feld Land', (K.SELECT,)),
    ]),
    ("Browser, keys, mouse", [
        ("Go to /admin/orders/add/", (K.NAVIGATE,)),
        ("Open https://example.com/", (K.NAVIGATE,)),
        ("Reload the page", (K.RELOAD,)),
        ("Lade die Seite neu", (K.RELOAD,)),
        ("Go back", (K.GO_BACK,)),
        ("Go forward", (K.GO_FORWARD,)),
        ("Press Enter", (K.PRESS,)),
        ("Press Ctrl+A in the editor", (K.PRESS,)),
        ("Hover over Products", (K.HOVER,)),
        ("Scroll down", (K.SCROLL,)),
        ("Scroll to the footer", (K.SCROLL,)),
        ("Wait 2 seconds", (K.WAIT,)),
        ("Warte 2 Sekunden", (K.WAIT,)),
        ('Wait for "Report ready" to appear', (K.WAIT,)),
        ('Upload "cv.pdf" to the Resume field', (K.UPLOAD,)),
    ]),
    ("Browser dialogs and tabs", [
        ("Click Delete and confirm", (K.CLICK, K.ACCEPT_DIALOG)),
        ('Click Rename and enter "Bob" into the prompt', (K.CLICK, K.ACCEPT_DIALOG)),
        ("Accept the alert", (K.ACCEPT_DIALOG,)),
        ('Answer the prompt with "Bob"', (K.ACCEPT_DIALOG,)),
        ("Dismiss the confirmation", (K.DISMISS_DIALOG,)),
        ("Switch to the new tab", (K.SWITCH_TAB,)),
        ('Switch to the tab "Help Center"', (K.SWITCH_TAB,)),
        ("Go back to the first tab", (K.SWITCH_TAB,)),
        ("Go back to the previous tab", (K.SWITCH_TAB,)),
        ("Switch to tab 2", (K.SWITCH_TAB,)),
        ("Wechsle zum neuen Tab", (K.SWITCH_TAB,)),
        ("Zurück zum ersten Tab", (K.SWITCH_TAB,)),
        ('Close the tab "Help"', (K.CLOSE_TAB,)),
        ("Schließe den Tab", (K.CLOSE_TAB,)),
    ]),
    ("Checks", [
        ('Verify the page shows "Welcome"', (K.ASSERT_TEXT,)),
        ('Verify the page shows exactly "Total: 3"', (K.ASSERT_TEXT,)),
        ('Then I should see "Dashboard"', (K.ASSERT_TEXT,)),
        ('"Report ready" appears', (K.ASSERT_TEXT,)),
        ('Check that "Customers" is listed under Shop', (K.ASSERT_TEXT,)),
        ("Check that the row for Order #6 shows Shipped", (K.ASSERT_TEXT,)),
        ('Verify "credit-scoring" appears in the list of experiments', (K.ASSERT_TEXT,)),
        ("Prüfe, dass die Zeile „Notebook A5“ weiterhin „150“ zeigt", (K.ASSERT_TEXT,)),
        ("Prüfe, dass die Zeile „Notebook A4“ den Bestand „75“ zeigt", (K.ASSERT_VALUE,)),
        ('Leave the Artifact Location empty and click "Create"', (K.ASSERT_VALUE, K.CLICK)),
        ('Accept the confirmation "Are you sure?"', (K.ACCEPT_DIALOG,)),
        ('Check that the first row shows "Kettle"', (K.ASSERT_VALUE,)),
        ("Check that the row for Order #6 no longer shows Pending", (K.ASSERT_NO_TEXT,)),
        ('Verify the first run in the table is "resnet18-sgd"', (K.ASSERT_VALUE,)),
        ('Verify the heading says "Comparing 2 runs"', (K.ASSERT_VALUE,)),
        ("Prüfe, dass die Überschrift „Runs“ lautet", (K.ASSERT_VALUE,)),
        ('Verify "churn-prediction-v2" has disappeared from the list', (K.ASSERT_NO_TEXT,)),
        ("Verify the email of Alan Turing is alan@example.com", (K.ASSERT_VALUE,)),
        ('Check that Dmitri\'s balance is "-€217.52"', (K.ASSERT_VALUE,)),
        ("Verify the first row has id 201", (K.ASSERT_VALUE,)),
        ("Prüfe, dass die E-Mail von Alan Turing alan@example.com ist", (K.ASSERT_VALUE,)),
        ('Make sure "Globex" is not listed', (K.ASSERT_NO_TEXT,)),
        ('Prüfe, dass die Seite "Willkommen" anzeigt', (K.ASSERT_TEXT,)),
        ('Die Seite zeigt "Fehler" nicht an', (K.ASSERT_NO_TEXT,)),
        ('There should be a "Log in again" link', (K.ASSERT_VISIBLE,)),
        ("The error message should be hidden", (K.ASSERT_HIDDEN,)),
        ("The Save button should be disabled", (K.ASSERT_DISABLED,)),
        ("The Save button should be enabled", (K.ASSERT_ENABLED,)),
        ("the Terms checkbox is checked", (K.ASSERT_CHECKED,)),
        ("the Newsletter checkbox is not checked", (K.ASSERT_UNCHECKED,)),
        ('the Email field has value "a@b.c"', (K.ASSERT_VALUE,)),
        ('the title is "Acme Support"', (K.ASSERT_TITLE,)),
        ('Expect the URL to contain "/dashboard"', (K.ASSERT_URL,)),
        ("There are 3 rows in the Users table", (K.ASSERT_COUNT,)),
    ]),
]

# What each verb slot asks for. A verb slot the grammar gains must be described here (else: a warning).
VERBS: dict[Verb, str] = {
    Verb.CLICK: "click an element", Verb.SUBMIT: "send a form", Verb.CLOSE: "what closes the place named",
    Verb.TYPE: 'type "x" into a field', Verb.FILL: 'fill a field with "x"', Verb.SET: 'set a field to "x"',
    Verb.PROVIDE: 'enter a field "x" (the field first)', Verb.SELECT: "choose an option",
    Verb.CHECK: "tick a checkbox or switch", Verb.UNCHECK: "untick it", Verb.MARK: "mark an item as done",
    Verb.HOVER: "move the mouse over", Verb.DOUBLE_CLICK: "double-click", Verb.SCROLL: "scroll",
    Verb.WAIT: "wait a time, or for something", Verb.UPLOAD: "upload a file", Verb.GO: "go to a page or place",
    Verb.VISIT: "open an address", Verb.RELOAD: "reload the page", Verb.SEARCH: "search (type, then Enter)",
    Verb.ADD: 'add an item "x" (type, then Enter)', Verb.ANSWER: "answer a question or prompt",
    Verb.CLEAR: "empty a field", Verb.REPLACE: 'replace a text with "x"', Verb.FOCUS: "put the focus on",
    Verb.FILTER: "filter a list", Verb.SORT: "sort a list", Verb.PRESS: "press a key",
    Verb.VERIFY: "a check follows", Verb.FIND: '"find and click": leads to the real verb',
    Verb.USE: 'use X to enter "x"', Verb.FOLLOW: "follow a link", Verb.ADD_TO: "add X to the cart",
    Verb.SAVE: "save to a collection", Verb.MOVE: "move to a collection",
    Verb.ACCEPT: "accept the browser's dialog", Verb.DECLINE: "dismiss the browser's dialog",
    Verb.SWITCH: "switch to another tab",
    Verb.LEAVE: "leave a field as it is: a check that it is so (empty, ticked)",
    Verb.FLIP: "switch a box or a switch to the state said last (on, off)",
}

# The vocabulary slots shown, with what they are for; the words themselves come from LANGUAGES.
PLACES = [("in_place", "inside a part of the page"), ("leading_place", 'a leading place: "In the dialog, ..."'),
          ("row_of", "in a table row or list item"), ("near", "next to an element"), ("below", "below an element"),
          ("above", "above an element"), ("among", "among several"),
          ("screen_sides", 'where on the screen: two sides ("top right"), or one with a lead and a noun'),
          ("screen_leads", 'before the sides: "at the top right"'), ("screen_nouns", 'after them: "corner"'),
          ("qualities", 'what a field is like, before its quoted name: "the new empty "Member name" field"')]
FRAME = [("gherkin", "Gherkin keywords, dropped"), ("subjects", 'subjects: "the user clicks"'),
         ("lead_words", "leading words, dropped"), ("modals", 'modals: "I want to click"'),
         ("obligations", 'obligations: "should show"'), ("joiners", "join clauses into one step"),
         ("exact_words", "ask for an exact match")]
LANGUAGE_NAMES = {"en": "English", "de": "German"}


class Problems:
    """What does not fit any more; each is a warning, which fails a strict build."""

    def __init__(self) -> None:
        self.found: list[str] = []

    def add(self, problem: str) -> None:
        self.found.append(problem)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _code(words: Iterable[str]) -> str:
    listed = [f"`{word}`" for word in words]
    return _cell(", ".join(listed)) if listed else "–"


def _table(header: list[str], rows: Iterable[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + " --- |" * len(header)]
    lines += ["| " + " | ".join(_cell(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def _languages() -> list[str]:
    return [LANGUAGE_NAMES.get(vocabulary.language, vocabulary.language) for vocabulary in LANGUAGES]


def _read_as(intent: Intent | None) -> str:
    if intent is None:
        return "no form fits: the first word is tried as the name of a control (`verb as name`)"
    parts = [f"**{intent.kind.value}**"]
    if intent.target:
        parts.append(f"target `{intent.target}`")
    role = intent.role or (intent.family.value if intent.family else None)
    if role:
        parts.append(f"role `{role}`")
    if intent.value is not None:
        parts.append(f"value `{intent.value}`")
    if intent.context:
        parts.append(f"{intent.relation.value} `{intent.context}`")
    if intent.ordinal is not None:
        parts.append(f"ordinal {intent.ordinal}")
    if intent.exact:
        parts.append("exact")
    return ", ".join(parts)


def step_forms(problems: Problems) -> str:
    out = []
    covered: set[ActionKind] = set()
    for title, examples in EXAMPLES:
        rows = []
        for sentence, expected in examples:
            clauses = parse_step(sentence)
            kinds = tuple(clause.intent.kind if clause.intent else None for clause in clauses)
            if kinds != expected:
                problems.add(f"the grammar reads {sentence!r} as {[k and k.value for k in kinds]}, "
                             f"the reference says {[k and k.value for k in expected]}")
            covered.update(kind for kind in kinds if kind is not None)
            rows.append([f"`{sentence}`", "; ".join(_read_as(clause.intent) for clause in clauses)])
        out.append(f"### {title}\n\n" + _table(["step", "read as"], rows))
    for kind in ActionKind:
        if kind not in covered:
            problems.add(f"the action kind {kind.value!r} has no example in docs/hooks/phrasings.py")
    return "\n\n".join(out)


def _by_language(slot: str) -> list[str]:
    return [_code(vocabulary.words(slot)) for vocabulary in LANGUAGES]


def verbs(problems: Problems) -> str:
    for verb in Verb:
        if verb not in VERBS:
            problems.add(f"the verb slot {verb.value!r} has no description in docs/hooks/phrasings.py")
    rows = [[f"`{verb.value}`", VERBS.get(verb, ""), *_by_language(verb.value)] for verb in Verb]
    return _table(["slot", "asks for", *_languages()], rows)


def _grouped(mapping_of: Callable[[Vocabulary], Mapping[str, Any]], label: Callable[[Any], str]) -> list[list[str]]:
    """Rows of a mapping slot turned round: each value once, with the words of each language that give it."""
    values: dict[str, list[list[str]]] = {}
    for position, vocabulary in enumerate(LANGUAGES):
        for word, value in mapping_of(vocabulary).items():
            row = values.setdefault(label(value), [[] for _ in LANGUAGES])
            row[position].append(word)
    return [[key, *(_code(words) for words in row)] for key, row in values.items()]


def _role(value: str | Family | None) -> str:
    if value is None:
        return "(names no role: a descriptor)"
    if isinstance(value, Family):
        return f"family `{value.value}`"
    return f"`{value}`"


def _slots(slots: list[tuple[str, str]]) -> str:
    return _table(["slot", "what", *_languages()], [[f"`{slot}`", what, *_by_language(slot)] for slot, what in slots])


def words_tables(problems: Problems) -> str:
    def ordinal(number: int) -> str:
        return "last" if number == -1 else f"{-number}. from the end" if number < 0 else f"{number}."

    parts = [
        "### Verbs\n\nThe first word of a clause, or a verb at its end in German (`Auf Anmelden klicken`). A third "
        "person or past form (`clicks`, `klickt`) is read as the imperative.\n\n" + verbs(problems),
        "### Role words\n\nWhat kind of element a step names.\n\n"
        + _table(["role", *_languages()], _grouped(lambda v: v.role_words, _role)),
        "### Places\n\n" + _slots(PLACES),
        "### States (checks)\n\n"
        + _table(["check", *_languages()], _grouped(lambda v: v.states, lambda kind: f"`{kind.value}`")),
        "### Keys\n\n`Press` takes a key, with modifiers joined by `+` (`Ctrl+A`); Playwright's key names work "
        "too.\n\n" + _table(["key", *_languages()], _grouped(lambda v: {**v.keys, **v.modifiers}, lambda k: f"`{k}`")),
        "### Ordinals and numbers\n\n"
        + _table(["position", *_languages()], _grouped(lambda v: v.ordinals, ordinal)) + "\n\n"
        + _table(["number", *_languages()], _grouped(lambda v: v.numbers, str)),
        "### The frame of a sentence\n\n" + _slots(FRAME),
        "### Synonyms\n\nWords that mean the same on a web page; all are compared as the concept.\n\n"
        + _table(["concept", *_languages()], _grouped(
            lambda v: {word: concept for concept, others in v.synonyms.items() for word in others},
            lambda concept: f"`{concept}`")),
    ]
    return "\n\n".join(parts)


def strategies() -> str:
    rows = []
    for number, (name, function) in enumerate(default_strategies(), start=1):
        doc = inspect.getdoc(function) or ""
        rows.append([str(number), f"`{name}`", doc.split("\n\n")[0].replace("\n", " ")])
    return _table(["#", "strategy", "what it finds"], rows)


def reference() -> tuple[str, list[str]]:
    """The generated part of the page, and the problems found while making it."""
    problems = Problems()
    text = "\n\n".join([
        "## Step forms\n\nEach example below was read by the grammar when this page was built; \"read as\" is what "
        "it made of the sentence, one clause after another, before any page was looked at.\n\n"
        + step_forms(problems),
        "## Words\n\nEvery word the grammar knows, by language (`understand/vocabulary.py`). A step may mix "
        "languages.\n\n" + words_tables(problems),
        "## Strategies\n\nWhich element a clause means is decided by the rule brain's named strategies, asked in "
        "this order; the one that answered is named in the JSON result, the HTML report and the lock file "
        "(`strategy`).\n\n" + strategies(),
    ])
    return text, problems.found


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    if MARKER not in markdown:
        return markdown
    text, problems = reference()
    for problem in problems:
        log.warning("phrasing reference: %s", problem)
    return markdown.replace(MARKER, text)
