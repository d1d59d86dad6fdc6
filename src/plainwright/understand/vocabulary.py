"""Every word the grammar knows, one `Vocabulary` per language; the grammar's patterns are compiled from them.

python-dateutil's `parserinfo` is the model: the word lists of a language live in one object, and a third
language is one more instance added to `LANGUAGES`, not edits to the grammar's patterns. The patterns say how
a sentence is built ("<fill verb> <value> <into> <target>"); a vocabulary says which words fill each slot. What
the grammar reads is the union of all languages (`words(...)`), since a step may mix them ("Klicke auf Save").

Multi-word entries ("next to", "in order to") match any run of spaces between their words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields
from enum import StrEnum
from functools import cache

from plainwright.model import ActionKind
from plainwright.understand.intent import Family

K = ActionKind


class Verb(StrEnum):
    """What a verb asks for; each language lists its words for each."""

    CLICK = "click"  # click, tap, press, klicke
    SUBMIT = "submit"
    CLOSE = "close"  # close, dismiss: what closes the place named
    TYPE = "type"  # type "x" into ...
    FILL = "fill"  # fill X with "x"
    SET = "set"  # set X to "x"
    PROVIDE = "provide"  # enter X "x"
    SELECT = "select"
    CHECK = "check"
    UNCHECK = "uncheck"
    MARK = "mark"  # mark X as done
    HOVER = "hover"
    DOUBLE_CLICK = "double_click"
    SCROLL = "scroll"
    WAIT = "wait"
    UPLOAD = "upload"
    GO = "go"  # go to X
    VISIT = "visit"  # open/visit a URL
    RELOAD = "reload"
    SEARCH = "search"
    ADD = "add"  # add a todo "x"
    ANSWER = "answer"
    CLEAR = "clear"
    REPLACE = "replace"
    FOCUS = "focus"
    FILTER = "filter"
    SORT = "sort"
    PRESS = "press"  # press a key
    VERIFY = "verify"  # verify, check that, make sure
    FIND = "find"  # find and click: only leads to the real verb
    USE = "use"  # use X to enter "x"
    FOLLOW = "follow"  # follow a link
    ADD_TO = "add_to"  # add X to the cart
    SAVE = "save"
    MOVE = "move"
    ACCEPT = "accept"  # accept or confirm the browser's dialog
    DECLINE = "decline"  # dismiss or cancel it
    SWITCH = "switch"  # switch to another browser tab
    LEAVE = "leave"  # leave a field empty, keep a box ticked: a check that it is so
    FLIP = "flip"  # "Switch "Archived" on", „Schalte „Archiviert“ aus“: a switch, to the state said at the end


@dataclass(frozen=True, slots=True)
class Vocabulary:
    """The words of one language for every slot of the grammar's patterns; a slot a language has no words for
    stays empty (German has no "a single" before a number, English no verb particles)."""

    language: str
    verbs: Mapping[Verb, tuple[str, ...]] = field(default_factory=dict)
    # what elements and parts of a page are called
    # a word naming a kind of element -> its ARIA role, a family of roles, or None (a word that names no role)
    role_words: Mapping[str, str | Family | None] = field(default_factory=dict)
    role_suffixes: Mapping[str, str] = field(default_factory=dict)  # compounds ending in a role word: "Suchfeld"
    kind_nouns: frozenset[str] = frozenset()  # "Open the customers table": the link "customers"
    item_nouns: tuple[str, ...] = ()  # the repeated things of a page: "the email from Stripe"
    containers: tuple[str, ...] = ()  # parts of a page a target may be in: "in the Billing section"
    landmarks: tuple[str, ...] = ()  # parts named before the target: "the header search"
    page_nouns: tuple[str, ...] = ()  # "the page shows ..."
    view_nouns: tuple[str, ...] = ()  # "On the Settings page, ...": where the user is, not a part of it
    text_nouns: tuple[str, ...] = ()  # "shows the message ..."
    field_plurals: tuple[str, ...] = ()  # "into the text fields"
    articles: frozenset[str] = frozenset()
    definite_articles: tuple[str, ...] = ()
    field_kinds: tuple[str, ...] = ()  # "into both text fields"
    both: tuple[str, ...] = ()
    quantifiers: tuple[str, ...] = ()  # "all", "only"
    now: tuple[str, ...] = ()  # "is now disabled"
    see: tuple[str, ...] = ()  # "I should see ..."
    no: tuple[str, ...] = ()  # "shows no ..."
    of: tuple[str, ...] = ()  # "the value of ..."
    equals: tuple[str, ...] = ()  # "the URL contains ...", "the title is ..."
    value_equals: tuple[str, ...] = ()  # "the Total reads "$10"": a field's or element's value (not "ends with")
    current: tuple[str, ...] = ()  # "the current URL"
    shown: tuple[str, ...] = ()  # "3 rows are shown"
    shows_at_end: tuple[str, ...] = ()  # a verb closing a clause: "... "Fehler" anzeigt"
    be_at_end: tuple[str, ...] = ()  # "... sichtbar sein"
    passive_lead: tuple[str, ...] = ()  # "es wird "X" angezeigt"
    # the small words of actions
    go_to: tuple[str, ...] = ()  # "go to"
    back: tuple[str, ...] = ()
    forward: tuple[str, ...] = ()
    previous: tuple[str, ...] = ()
    next: tuple[str, ...] = ()
    browser: tuple[str, ...] = ()  # "in the browser"
    tab_nouns: tuple[str, ...] = ()
    button_nouns: tuple[str, ...] = ()
    anew: tuple[str, ...] = ()  # "lade die Seite neu"
    with_: tuple[str, ...] = ()  # fill X with "x"
    set_to: tuple[str, ...] = ()  # set X to "x"
    changed_from: tuple[str, ...] = ()  # "change the weight from 2.5 to 3.0": the value it holds before
    key_nouns: tuple[str, ...] = ()  # "the Enter key"
    key_in: tuple[str, ...] = ()  # press Enter in the search box
    search_for: tuple[str, ...] = ()
    new: tuple[str, ...] = ()  # "add a new todo"
    answer_to: tuple[str, ...] = ()
    question: tuple[str, ...] = ()
    by: tuple[str, ...] = ()  # sort by
    replace_with: tuple[str, ...] = ()
    add_into: tuple[str, ...] = ()  # add X to the cart
    collections: tuple[str, ...] = ()  # the cart, the wish list
    as_: tuple[str, ...] = ()  # mark X as done
    over: tuple[str, ...] = ()  # hover over
    at: tuple[str, ...] = ()  # click at
    up_down: tuple[str, ...] = ()
    ends: tuple[str, ...] = ()  # scroll to the top
    until: tuple[str, ...] = ()  # scroll until / to
    wait_for: tuple[str, ...] = ()
    gone: tuple[str, ...] = ()  # wait until X is gone
    loaded: tuple[str, ...] = ()  # wait until X is loaded
    file_nouns: tuple[str, ...] = ()
    form: tuple[str, ...] = ()
    row_nouns: tuple[str, ...] = ()
    column_nouns: tuple[str, ...] = ()  # "the Name column contains ...": the cells under a header
    opening_verbs: tuple[str, ...] = ()  # "Open the order of X": clicks that open a view
    # a log-in said in one sentence: "Log in as ann with password pw", „Melde dich als ann mit dem Passwort pw an“
    login_verbs: tuple[str, ...] = ()
    login_ends: tuple[str, ...] = ()  # the separable particle closing it: „… an“
    user_nouns: tuple[str, ...] = ()  # "with username ann": the field the user's name goes into
    password_nouns: tuple[str, ...] = ()
    # a step said by its means: "Confirm by typing DELETE", "Delete "X" using the trash icon in its row"
    by_means: tuple[str, ...] = ()
    using_means: tuple[str, ...] = ()
    its: tuple[str, ...] = ()  # "in its row": the record the sentence named before
    the_only: tuple[str, ...] = ()  # ""X" is the only dashboard in the list": its list holds X alone
    marked_as: tuple[str, ...] = ()  # ""X" is marked "In Review"": its row or part shows the value
    doing_verbs: tuple[str, ...] = ()  # "Add to basket", "New dashboard": a control that does this is no way to a place
    describes: tuple[str, ...] = ()  # "an item that starts with "Rus"": the words describe the value
    pointers: tuple[str, ...] = ()  # "the text below": the value is on the page
    listings: tuple[str, ...] = ()  # "the todo list"
    showing_parts: tuple[str, ...] = ()  # "the row for X shows ..."
    about: tuple[str, ...] = ()  # "the row for X"
    only: tuple[str, ...] = ()
    browser_dialogs: tuple[str, ...] = ()  # the browser's own alert, confirm and prompt, as people name them
    prompt_nouns: tuple[str, ...] = ()  # "Enter "Bob" into the prompt"
    # the browser's tabs and windows: "Switch to the new tab", "Go back to the first tab", "Close the tab"
    browser_tabs: tuple[str, ...] = ()
    browser_windows: tuple[str, ...] = ()  # "Close the window" may be a page's own window when only one tab is open
    popups: tuple[str, ...] = ()  # "Switch to the popup": a window the page opened (closing one is a page's dialog)
    switch_to: tuple[str, ...] = ()
    tab_new: tuple[str, ...] = ()  # the tab opened last
    tab_first: tuple[str, ...] = ()
    tab_previous: tuple[str, ...] = ()  # the tab active before this one
    tab_current: tuple[str, ...] = ()  # "Close the current tab"
    on_values: frozenset[str] = frozenset()  # "Set Dark mode to on": a switch's value
    off_values: frozenset[str] = frozenset()
    flipped_on: tuple[str, ...] = ()  # the state closing "Switch X on"
    flipped_off: tuple[str, ...] = ()
    generic_tails: frozenset[str] = frozenset()  # "Open the Merino Beanie product page": not part of the name
    result_nouns: frozenset[str] = frozenset()  # "the second result": the repeated items of a list
    time_nouns: frozenset[str] = frozenset()  # "the first free time slot"
    day_nouns: frozenset[str] = frozenset()
    # what the brain reads in the words a step uses for a place (scoring, items)
    landmark_tags: Mapping[str, str] = field(default_factory=dict)  # "sidebar" -> "aside": a landmark by its tag
    part_nouns: tuple[str, ...] = ()  # "the Billing section" -> "Billing"
    fillers: frozenset[str] = frozenset()  # words that weigh nothing in a place's name
    item_of: tuple[str, ...] = ()  # "the email from Stripe"
    free: tuple[str, ...] = ()  # "the first available slot"
    pager_words: tuple[str, ...] = ()  # links of a pager: "next", "previous"
    next_page_words: tuple[str, ...] = ()  # the pager's link to the page after this one
    dialog_nouns: tuple[str, ...] = ()
    menu_nouns: tuple[str, ...] = ()
    # places named by a common word only ("in the calendar", "at the top of the editor"): they tell nothing
    # apart when nothing on the page says the word
    generic_places: frozenset[str] = frozenset()
    # words that mean the same thing on a web page: a concept, named by its canonical (English) words -> this
    # language's other words for it ("log in" -> "sign in", "anmelden"); all are compared as the concept's name
    synonyms: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    infinitive_mark: tuple[str, ...] = ()  # "expect the URL to contain"
    being_edited: tuple[str, ...] = ()  # "the item being edited": the element that has the focus
    set_to_be: tuple[str, ...] = ()  # "the field is set to "x""
    loading: tuple[str, ...] = ()  # "wait for the page load"
    emphasis: tuple[str, ...] = ()  # "scroll all the way down", "to the very top"
    into_view: tuple[str, ...] = ()  # "bring X into view"
    on: tuple[str, ...] = ()  # "on the page"
    onto: tuple[str, ...] = ()  # "Click on Save": a preposition before a target, not part of its name
    # counting and keys
    ordinals: Mapping[str, int] = field(default_factory=dict)
    numbers: Mapping[str, int] = field(default_factory=dict)
    keys: Mapping[str, str] = field(default_factory=dict)
    modifiers: Mapping[str, str] = field(default_factory=dict)
    ambiguous_keys: frozenset[str] = frozenset()  # "Press Home" names the Home link more often than the key
    # the frame of a sentence
    joiners: tuple[str, ...] = ()  # between clauses: "and then"
    lead_words: tuple[str, ...] = ()  # "please", "now"
    gherkin: tuple[str, ...] = ()  # "Given", "When"
    subjects: tuple[str, ...] = ()  # "the user"
    modals: tuple[str, ...] = ()  # "want to", "can"
    obligations: tuple[str, ...] = ()  # "should", "must"
    also_words: tuple[str, ...] = ()  # "as well": nothing to act on
    again_words: tuple[str, ...] = ()
    exact_words: tuple[str, ...] = ()
    verb_forms: Mapping[str, str] = field(default_factory=dict)  # third person and past -> imperative
    # a verb at the end ("Auf Anmelden klicken") -> (its imperative, its separable particle)
    infinitives: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    particles: tuple[str, ...] = ()  # separable particles that may close a clause: "gib ... ein"
    # places
    in_place: tuple[str, ...] = ()  # "in the dialog"
    leading_place: tuple[str, ...] = ()  # "In the dialog, ..."
    row_of: tuple[str, ...] = ()  # "in the row for"
    near: tuple[str, ...] = ()
    below: tuple[str, ...] = ()
    above: tuple[str, ...] = ()
    after: tuple[str, ...] = ()
    among: tuple[str, ...] = ()
    named: tuple[str, ...] = ()  # "the button labelled ..."
    purpose_link: tuple[str, ...] = ()  # "the menu to open the sidebar"
    so_that: tuple[str, ...] = ()
    purpose_verbs: tuple[str, ...] = ()
    refers_back: tuple[str, ...] = ()  # "its text"
    fill_into: tuple[str, ...] = ()  # type "x" into ...
    into: tuple[str, ...] = ()  # type 42 into ...: fewer words, since an unquoted value may hold them
    select_from: tuple[str, ...] = ()  # select "x" from ...
    search_in: tuple[str, ...] = ()
    upload_to: tuple[str, ...] = ()
    done: tuple[str, ...] = ()  # mark ... as done
    not_done: tuple[str, ...] = ()
    # assertions
    be: tuple[str, ...] = ()  # "is", "should be"
    negations: tuple[str, ...] = ()  # "not", "no longer"
    colours: tuple[str, ...] = ()  # "the red Delete button": how a control looks, not what it is called
    doesnt: tuple[str, ...] = ()  # "does not", "should not"
    shows: tuple[str, ...] = ()  # "the page shows ..."
    says: tuple[str, ...] = ()  # "the page asks ..."
    has: tuple[str, ...] = ()  # "the cart has 2 items"
    there_is: tuple[str, ...] = ()
    states: Mapping[str, ActionKind] = field(default_factory=dict)  # "disabled" -> ASSERT_DISABLED
    appears: tuple[str, ...] = ()  # "... appears"
    disappears: tuple[str, ...] = ()
    that: tuple[str, ...] = ()  # "verify that"
    url_nouns: tuple[str, ...] = ()
    title_nouns: tuple[str, ...] = ()
    value_nouns: tuple[str, ...] = ()
    choice_nouns: tuple[str, ...] = ()  # what a list offers, said before its quoted name: "the entry "Germany""
    seconds: tuple[str, ...] = ()  # units of time
    milliseconds: tuple[str, ...] = ()
    minutes: tuple[str, ...] = ()
    directions: Mapping[str, str] = field(default_factory=dict)  # "nach oben" -> "up"
    # where on the screen: "at the top right of the page", "oben rechts", "in der unteren linken Ecke"
    screen_sides: Mapping[str, str] = field(default_factory=dict)  # "upper" -> "top", "rechts" -> "right"
    screen_leads: tuple[str, ...] = ()  # "at the" top right
    side_adverbs: tuple[str, ...] = ()  # one side said right after the verb: „Klicke oben auf …“
    screen_nouns: tuple[str, ...] = ()  # top right "corner", "of the page"
    qualities: Mapping[str, str] = field(default_factory=dict)  # "the new empty "X" field": "leeren" -> "empty"

    def words(self, slot: str) -> Iterable[str]:
        """The words of one slot: a field, or a verb by its name."""
        if slot in Verb.__members__.values():
            return self.verbs.get(Verb(slot), ())
        found: Iterable[str] = getattr(self, slot)
        return found


def alternation(words: Iterable[str]) -> str:
    """A regex alternation of words, longest first, spaces matching any run of spaces."""
    unique = sorted(set(words), key=lambda word: (-len(word), word))
    if not unique:
        return "(?!)"  # no language has words for it: a slot that never matches, not one that always does
    return "|".join(re.escape(word).replace(r"\ ", r"\s+") for word in unique)


ENGLISH = Vocabulary(
    language="en",
    verbs={
        Verb.CLICK: ("click", "tap", "hit", "press", "push", "open", "activate", "toggle", "expand", "collapse"),
        Verb.SUBMIT: ("submit",),
        Verb.CLOSE: ("close", "dismiss"),
        Verb.TYPE: ("type", "enter", "input", "write", "put", "insert", "paste", "key in"),
        Verb.FILL: ("fill in", "fill out", "fill", "populate", "complete"),
        Verb.SET: ("set", "change", "update"),
        Verb.PROVIDE: ("type", "enter", "input", "write", "put", "provide", "use", "fill in"),
        Verb.SELECT: ("select", "choose", "pick"),
        Verb.CHECK: ("check", "tick", "mark", "enable", "turn on", "switch on", "toggle on", "activate"),
        Verb.UNCHECK: ("uncheck", "untick", "deselect", "unselect", "disable", "turn off", "switch off",
                       "toggle off"),
        Verb.FLIP: ("switch", "turn", "toggle", "flip", "set"),
        Verb.MARK: ("mark", "set", "flag"),
        Verb.HOVER: ("hover", "mouse over", "mouseover", "move the mouse over", "move the mouse to",
                     "move the mouse onto", "move mouse over", "move the cursor over", "move the cursor to",
                     "move cursor over", "move the pointer over", "move the pointer to", "point at"),
        Verb.DOUBLE_CLICK: ("double click", "double-click", "doubleclick", "double tap", "double-tap"),
        Verb.SCROLL: ("scroll", "bring"),
        Verb.WAIT: ("wait", "pause", "sleep"),
        Verb.UPLOAD: ("upload", "attach"),
        Verb.GO: ("go", "navigate", "switch", "browse", "head", "step"),
        Verb.VISIT: ("open", "visit", "load", "am on", "is on"),
        Verb.RELOAD: ("reload", "refresh"),
        Verb.SEARCH: ("search",),
        Verb.ADD: ("add", "create", "post", "submit", "enter"),
        Verb.ANSWER: ("answer", "reply", "respond"),
        Verb.CLEAR: ("clear", "clear out", "empty", "empty out", "erase", "wipe"),
        Verb.REPLACE: ("replace", "overwrite"),
        Verb.FOCUS: ("focus", "put the focus", "put the cursor"),
        Verb.FILTER: ("filter", "filter down", "narrow", "narrow down", "limit"),
        Verb.SORT: ("sort", "order"),
        Verb.PRESS: ("press", "hit", "type", "tap", "push"),
        Verb.VERIFY: ("verify", "assert", "check", "expect", "ensure", "confirm", "make sure", "validate"),
        Verb.FIND: ("find", "locate", "look for"),
        Verb.USE: ("use",),
        Verb.FOLLOW: ("follow",),
        Verb.ADD_TO: ("add", "put"),
        Verb.SAVE: ("save",),
        Verb.MOVE: ("move",),
        Verb.ACCEPT: ("accept", "confirm", "ok", "okay", "approve"),
        Verb.DECLINE: ("dismiss", "cancel", "decline", "reject", "close"),
        Verb.SWITCH: ("switch", "go", "change", "move", "head", "navigate"),
        Verb.LEAVE: ("leave", "keep"),
    },
    role_words={
        "button": "button", "btn": "button", "link": "link", "hyperlink": "link",
        "field": "textbox", "input": "textbox", "input field": "textbox", "text field": "textbox",
        "textbox": "textbox", "text box": "textbox", "box": "textbox", "textarea": "textbox", "text area": "textbox",
        "searchbox": "searchbox", "checkbox": "checkbox", "check box": "checkbox", "tickbox": "checkbox",
        "toggle": "switch", "switch": "switch", "radio": "radio", "radio button": "radio", "radiobutton": "radio",
        "option": "option", "tab": "tab", "dropdown": "combobox", "drop-down": "combobox", "drop down": "combobox",
        "select": "combobox", "select box": "combobox", "combobox": "combobox", "combo box": "combobox",
        "list": "combobox", "picker": "combobox", "menu item": "menuitem", "row": "row", "heading": "heading",
        "title": "heading", "image": "img", "picture": "img", "icon": Family.ICON, "symbol": Family.ICON,
        "arrow": Family.ICON, "menu": None, "page": None, "element": None, "item": None, "control": None,
        "label": None, "tag": None, "badge": None, "chip": None, "pill": None, "column": None, "slot": None,
        "time slot": None, "card": None, "folder": None, "swatch": None, "attachment": None, "tile": None,
        "category": None, "milestone": None, "slider": "slider", "spinner": "spinbutton", "spin button": "spinbutton",
        "editor": "textbox", "code editor": "textbox", "text editor": "textbox", "suggestion": "option",
        "dialog": "dialog", "modal": "dialog", "popup": "dialog", "pop-up": "dialog", "file input": "textbox",
        "upload field": "textbox", "column header": "columnheader", "column heading": "columnheader",
        "header cell": "columnheader",
    },
    role_suffixes={"-button": "button", "button": "button", "-link": "link"},
    kind_nouns=frozenset({
        "table", "database", "db", "page", "column", "header", "row", "record", "entry", "item", "link", "tab",
        "view", "list", "section", "menu", "report", "query", "filter", "facet", "category", "folder", "file",
        "field", "button", "option", "model", "module", "dashboard", "screen", "panel", "widget", "heading",
        "title", "label", "icon", "area", "box", "card", "node", "object", "collection", "resource"}),
    item_nouns=("issue", "item", "card", "row", "product", "order", "ticket", "task", "transaction", "entry", "user",
                "post", "message", "email", "e-mail", "mail", "conversation", "review", "comment", "notification",
                "receipt", "search", "invoice", "file"),
    containers=("message", "notification", "toast", "alert", "section", "form", "dialog", "modal", "popup", "editor",
                "pop-up", "panel", "card", "row", "area", "region", "table", "list", "menu", "sidebar", "header",
                "breadcrumb", "breadcrumbs", "column", "lane", "bar", "drawer", "calendar", "grid", "picker",
                "footer", "navigation", "nav", "toolbar", "banner", "box", "window", "tab", "page", "facet",
                "facets", "filter", "filters", "group", "bucket", "folder", "project", "workspace", "board"),
    landmarks=("header", "footer", "sidebar", "navigation", "nav", "dialog", "modal", "popup", "toolbar"),
    page_nouns=("page", "screen", "site", "website", "app", "browser", "window", "footer", "header", "dashboard",
                "home page", "start page", "overview"),
    view_nouns=("page", "screen", "view"),
    text_nouns=("text", "message", "word", "words", "label", "content", "contents"),
    field_plurals=("fields", "boxes", "inputs", "textboxes"),
    articles=frozenset({"the", "a", "an", "this", "that", "my", "your", "our", "their", "its", "these", "those"}),
    definite_articles=("the",),
    field_kinds=("text", "input", "password"),
    both=("both",),
    quantifiers=("all", "only", "both", "every", "each"),
    on=("on",),
    onto=("on", "onto", "into", "in"),
    now=("now", "still", "also"),
    see=("see",),
    no=("no",),
    of=("of", "in"),
    equals=("contain", "contains", "be", "include", "includes", "equal", "equals", "end with", "ends with", "is",
            "match", "matches", "reads"),
    value_equals=("equal", "equals", "reads", "says"),
    current=("current", "page", "browser"),
    shown=("shown", "displayed", "visible", "listed", "found"),
    go_to=("to",),
    back=("back",),
    forward=("forward", "forwards"),
    previous=("previous", "last"),
    next=("next",),
    browser=("browser", "history"),
    tab_nouns=("tab", "site"),
    button_nouns=("button",),
    with_=("with",),
    set_to=("to",),
    changed_from=("from",),
    key_nouns=("key", "key on the keyboard"),
    key_in=("in", "on", "into", "inside"),
    search_for=("for",),
    new=("new",),
    answer_to=("to", "for", "on"),
    question=("question",),
    by=("by",),
    replace_with=("with", "by"),
    add_into=("to",),
    collections=("cart", "basket", "bag", "wishlist", "wish list", "favorites", "favourites"),
    as_=("as",),
    over=("over", "on", "onto", "across"),
    at=("at",),
    up_down=("up", "down"),
    ends=("top", "bottom", "end"),
    until=("to", "until", "till"),
    wait_for=("for", "until", "till"),
    gone=("goes away", "go away", "is gone", "is hidden", "be hidden"),
    loaded=("is shown", "is visible", "is displayed", "is loaded", "loads", "load", "to load"),
    file_nouns=("file",),
    form=("form",),
    row_nouns=("row", "line"),
    column_nouns=("column",),
    opening_verbs=("open", "expand"),
    login_verbs=("log in", "login", "log on", "sign in", "signin"),
    user_nouns=("username", "user name", "user", "email address", "email", "e-mail", "login", "user id"),
    password_nouns=("password", "pw"),
    by_means=("by",),
    using_means=("using", "via", "by using", "with the help of"),
    its=("its", "their"),
    the_only=("the only", "the one and only", "the single", "the sole"),
    marked_as=("marked", "flagged", "labelled", "labeled", "tagged"),
    doing_verbs=("add", "new", "create", "delete", "remove", "edit", "duplicate", "copy", "clone", "buy", "archive",
                 "plus"),
    describes=("starts with", "start with", "begins with", "begin with", "ends with", "end with", "starting with",
               "beginning with", "ending with", "contains", "contain", "containing", "that contains",
               "that contain", "that containing"),
    pointers=("below", "above", "shown", "displayed", "given", "here", "there"),
    listings=("list", "table", "results", "result"),
    showing_parts=("row", "line", "entry", "item", "card", "list", "table", "result", "results", "section",
                   "column", "panel", "sidebar", "dialog"),
    about=("for", "of", "with", "containing"),
    only=("only",),
    browser_dialogs=("alert", "confirmation", "confirmation dialog", "confirm dialog", "browser dialog", "js dialog",
                     "javascript dialog", "prompt", "prompt dialog", "alert box", "message box"),
    prompt_nouns=("prompt", "prompt dialog"),
    browser_tabs=("tab", "browser tab"),
    browser_windows=("window", "browser window", "popup window", "pop-up window"),
    popups=("popup", "pop-up"),
    switch_to=("to", "into", "over to"),
    tab_new=("new", "newly opened", "newest", "latest", "just opened", "opened"),
    tab_first=("first", "original", "main", "initial", "starting", "old"),
    tab_previous=("previous", "prior", "other"),
    tab_current=("current", "active"),
    on_values=frozenset({"on", "true", "yes", "checked", "ticked", "enabled", "1"}),
    off_values=frozenset({"off", "false", "no", "unchecked", "unticked", "disabled", "0"}),
    flipped_on=("on",),
    flipped_off=("off",),
    generic_tails=frozenset({"product", "item", "details", "detail", "entry", "profile", "article", "post", "search",
                             "filter",
                             "listing", "value", "collection", "folder", "bucket", "project"}),
    result_nouns=frozenset({"result", "search result", "product", "item", "entry", "card", "article", "post",
                            "listing", "hit", "issue", "ticket", "task", "transaction", "order", "message", "email",
                            "story", "video", "file", "document", "repository", "conversation", "thread", "mail"}),
    time_nouns=frozenset({"slot", "time slot", "timeslot", "time", "appointment"}),
    day_nouns=frozenset({"day", "date"}),
    infinitive_mark=("to",),
    being_edited=("being edited", "currently edited", "now edited"),
    set_to_be=("is set to", "is filled with"),
    loading=("load", "loading"),
    emphasis=("all the way", "very"),
    into_view=("into view",),
    landmark_tags={"sidebar": "aside", "side bar": "aside", "navigation": "nav", "main navigation": "nav",
                   "navbar": "nav", "nav bar": "nav", "menu bar": "nav", "top navigation": "nav", "header": "header",
                   "footer": "footer"},
    part_nouns=("section", "form", "dialog", "modal", "popup", "pop-up", "panel", "card", "row", "area", "region",
                "table", "list", "sidebar", "box", "window", "banner", "bar", "overlay", "drawer", "notice", "column",
                "heading", "title"),
    fillers=frozenset({"to", "the", "a", "an", "of", "for", "from", "with", "in", "on", "at", "by", "and"}),
    item_of=("from", "by", "of", "for", "with", "about", "titled", "named", "called"),
    free=("available", "free", "open", "next"),
    pager_words=("next", "prev", "previous", "first", "last"),
    next_page_words=("next", "next page", "older"),
    dialog_nouns=("dialog", "modal", "popup", "pop-up", "drawer"),
    menu_nouns=("menu",),
    generic_places=frozenset({
        "calendar", "menu", "toolbar", "sidebar", "panel", "popup", "popover", "dropdown", "list", "grid", "picker",
        "date", "page", "section", "area", "box", "window", "top", "bottom", "left", "right", "corner", "admin",
        "main", "navigation", "bar", "the", "breadcrumb", "breadcrumbs", "crumbs", "navbar", "nav", "top bar",
        "suggested", "results", "result", "editor", "form", "screen"}),
    synonyms={
        "log in": ("login", "sign in", "signin", "log on"), "log out": ("logout", "sign out", "signout"),
        "sign up": ("signup", "register", "create account"),
        "email": ("e-mail", "e mail", "email address", "e-mail address", "mail"),
        "username": ("user name", "user id", "userid", "login name"), "password": ("pass word", "pwd"),
        "submit": ("send",), "search": ("find", "magnifier", "magnifying glass"),
        "delete": ("remove", "trash", "trash can", "bin", "destroy"), "next": ("continue",), "back": ("previous",),
        "cart": ("basket", "shopping cart", "shopping bag", "bag"), "close": ("dismiss", "x"),
        "city": ("town",), "zip code": ("zip", "postal code", "postcode", "post code"),
        "first name": ("given name", "forename"), "last name": ("surname", "family name"),
        "phone": ("phone number", "telephone"), "date of birth": ("birth date", "birthday"),
        "remember me": ("keep me signed in", "keep me logged in", "stay signed in", "stay logged in"),
        "forgot password": ("forgot your password", "reset password"), "settings": ("preferences", "gear", "cog"),
        "edit": ("pencil",), "menu": ("hamburger menu", "hamburger"), "voice": ("microphone", "mic"),
        "notifications": ("bell",), "home": ("house",), "calendar": ("date picker", "datepicker"),
        "info": ("information", "more information", "details"),
        # a menu of more actions, shown as three dots: "Click the three dots next to ..."
        "more options": ("three dots", "dots", "kebab", "kebab menu", "ellipsis", "more actions", "⋮", "⋯", "…",
                         "three-dot menu", "three dot menu", "three-dot", "dots menu", "overflow menu"),
        # a control drawn as a plus sign: "Click the "+" button to add the tag" on the button "Add tag"
        "add": ("plus", "+", "plus sign"),
    },
    ordinals={
        "first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5,
        "5th": 5, "sixth": 6, "6th": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10, "last": -1,
        "second last": -2, "second-last": -2, "penultimate": -2,
        **{f"{n}th": n for n in range(6, 21)}, "21st": 21, "22nd": 22, "23rd": 23,
    },
    numbers={"no": 0, "zero": 0, "one": 1, "a single": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
             "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12},
    keys={
        "enter": "Enter", "return": "Enter", "tab": "Tab", "escape": "Escape", "esc": "Escape",
        "backspace": "Backspace", "delete": "Delete", "del": "Delete", "space": "Space", "spacebar": "Space",
        "arrowup": "ArrowUp", "up arrow": "ArrowUp", "arrow up": "ArrowUp", "up": "ArrowUp",
        "arrowdown": "ArrowDown", "down arrow": "ArrowDown", "arrow down": "ArrowDown", "down": "ArrowDown",
        "arrowleft": "ArrowLeft", "left arrow": "ArrowLeft", "arrow left": "ArrowLeft", "left": "ArrowLeft",
        "arrowright": "ArrowRight", "right arrow": "ArrowRight", "arrow right": "ArrowRight", "right": "ArrowRight",
        "home": "Home", "end": "End", "pageup": "PageUp", "page up": "PageUp", "pagedown": "PageDown",
        "page down": "PageDown", "insert": "Insert", **{f"f{n}": f"F{n}" for n in range(1, 13)},
    },
    modifiers={"control": "Control", "ctrl": "Control", "shift": "Shift", "alt": "Alt", "meta": "Meta",
               "cmd": "Meta", "command": "Meta", "option": "Alt", "controlormeta": "ControlOrMeta"},
    ambiguous_keys=frozenset({"home", "end", "up", "down", "left", "right", "insert", "del", "space"}),
    joiners=("and then", "and", "then"),
    lead_words=("please", "now", "next", "finally", "then", "and", "also", "additionally", "in addition"),
    gherkin=("given", "when", "and", "but", "then"),
    subjects=("i", "we", "you", "the user", "a user", "user", "the customer", "the tester", "they"),
    modals=("want to", "try to", "need to", "have to", "am able to", "can", "will"),
    obligations=("should", "must", "can"),
    also_words=("as well", "too"),
    again_words=("again", "once more"),
    exact_words=("exact", "exactly"),
    verb_forms={
        "clicks": "click", "clicked": "click", "taps": "tap", "hits": "hit", "presses": "press", "pushes": "push",
        "chooses": "choose", "opens": "open", "types": "type", "enters": "enter", "fills": "fill",
        "inputs": "input", "writes": "write", "sets": "set", "changes": "change", "selects": "select",
        "picks": "pick", "checks": "check", "ticks": "tick", "unchecks": "uncheck", "unticks": "untick",
        "hovers": "hover", "scrolls": "scroll", "goes": "go", "navigates": "navigate", "visits": "visit",
        "waits": "wait", "uploads": "upload", "attaches": "attach", "submits": "submit", "clears": "clear",
        "sees": "see", "verifies": "verify", "enables": "enable", "disables": "disable", "toggles": "toggle",
        "follows": "follow", "double-clicks": "double-click", "navigate": "navigate",
    },
    in_place=("in", "within", "inside", "under", "on", "from", "among", "at the top of", "at the bottom of",
              "on top of", "at the top of the", "at the bottom of the"),
    leading_place=("in", "within", "inside", "on", "under", "underneath", "below", "beneath", "among", "for"),
    row_of=("in the row for", "in the row of", "in the row with", "in the row containing",
            "in the row that contains", "on the row for", "on the row of", "on the row with",
            "on the row containing", "on the row that contains", "of the row for", "of the row of",
            "of the row with", "of the row containing", "of the row that contains", "for", "on the", "of the"),
    near=("next to", "beside", "besides", "near", "right of", "left of"),
    below=("below", "under", "underneath", "beneath"),
    above=("above",),
    after=("after",),
    among=("among", "amongst"),
    named=("labelled", "labeled", "named", "called", "titled", "marked", "with the text", "with text",
           "with the label", "with label", "with the name", "with name", "with the title", "with title",
           "that says", "saying", "reading"),
    purpose_link=("to", "in order to"),
    so_that=("so that", "so"),
    purpose_verbs=(
        "open", "close", "search", "submit", "save", "see", "show", "view", "start", "continue", "confirm",
        "proceed", "expand", "collapse", "toggle", "send", "finish", "display", "reveal", "hide", "dismiss",
        "return", "select", "choose", "sort", "filter", "refresh", "reload", "edit", "delete", "remove", "create",
        "download", "print", "share", "play", "pause", "stop", "go back", "log in", "log out", "sign in",
        "sign out", "sign up", "accept", "decline", "reject", "agree", "focus", "star", "unstar", "like",
        "favorite", "favourite", "follow", "subscribe", "unsubscribe", "apply", "reset", "clear", "upload",
        "attach", "book", "pay", "buy", "order", "check out", "register", "cancel", "undo", "redo", "copy", "zoom",
        "mute", "unmute", "move", "rename", "archive", "pin", "unpin", "assign", "invite", "join", "leave", "skip",
        "retry", "load more", "jump", "switch", "highlight", "increase", "decrease", "reduce", "raise", "lower",
        "enter", "type", "write", "add a", "add an", "add the", "add new"),
    refers_back=("it", "its text", "its value", "its content", "its contents", "its name", "its title", "this",
                 "this field", "this box", "this one", "that", "that field", "that box", "that one"),
    fill_into=("into", "in to", "in", "inside", "on", "to", "for", "as"),
    into=("into", "in", "as", "for"),
    select_from=("from", "in", "on", "within", "for", "as", "under", "with", "using"),
    search_in=("in", "on", "using", "with"),
    upload_to=("to", "into", "in", "as", "for", "using", "via", "with", "on"),
    done=("done", "complete", "completed", "finished", "resolved"),
    not_done=("not done", "not yet done", "not complete", "not yet complete", "not completed",
              "not yet completed", "not finished", "not yet finished", "incomplete", "undone", "active", "open",
              "todo", "to do"),
    be=("is", "are", "should be", "should now be", "must be", "is now", "becomes", "remains", "stays", "appears",
        "appear"),
    negations=("not", "no longer"),
    colours=("red", "green", "blue", "grey", "gray", "yellow", "orange", "purple", "white", "black", "pink"),
    doesnt=("does not", "doesn't", "should not", "shouldn't", "must not", "no longer", "do not", "don't", "cannot",
            "can't"),
    shows=("show", "shows", "contain", "contains", "display", "displays", "include", "includes", "list", "lists",
           "has", "have", "mention", "mentions"),
    says=("say", "says", "read", "reads", "ask", "asks", "tell", "tells", "tell me", "tells me"),
    has=("has", "have", "shows", "contains", "lists", "should have", "should show", "should contain",
         "should list"),
    there_is=("there are", "there is", "there should be", "there must be"),
    states={
        "visible": K.ASSERT_VISIBLE, "displayed": K.ASSERT_VISIBLE, "shown": K.ASSERT_VISIBLE,
        "present": K.ASSERT_VISIBLE, "there": K.ASSERT_VISIBLE, "listed": K.ASSERT_VISIBLE,
        "available": K.ASSERT_VISIBLE, "found": K.ASSERT_VISIBLE, "in the list": K.ASSERT_VISIBLE,
        "on the page": K.ASSERT_VISIBLE, "on the screen": K.ASSERT_VISIBLE,
        "hidden": K.ASSERT_HIDDEN, "invisible": K.ASSERT_HIDDEN, "gone": K.ASSERT_HIDDEN,
        "open": K.ASSERT_VISIBLE, "opened": K.ASSERT_VISIBLE, "closed": K.ASSERT_HIDDEN,
        "enabled": K.ASSERT_ENABLED, "clickable": K.ASSERT_ENABLED, "editable": K.ASSERT_ENABLED,
        "active": K.ASSERT_ENABLED,
        "disabled": K.ASSERT_DISABLED, "greyed out": K.ASSERT_DISABLED, "grayed out": K.ASSERT_DISABLED,
        "read-only": K.ASSERT_DISABLED, "readonly": K.ASSERT_DISABLED, "inactive": K.ASSERT_DISABLED,
        "checked": K.ASSERT_CHECKED, "ticked": K.ASSERT_CHECKED, "selected": K.ASSERT_CHECKED,
        "on": K.ASSERT_CHECKED, "switched on": K.ASSERT_CHECKED, "turned on": K.ASSERT_CHECKED,
        "unchecked": K.ASSERT_UNCHECKED, "unticked": K.ASSERT_UNCHECKED, "deselected": K.ASSERT_UNCHECKED,
        "unselected": K.ASSERT_UNCHECKED, "off": K.ASSERT_UNCHECKED, "switched off": K.ASSERT_UNCHECKED,
        "turned off": K.ASSERT_UNCHECKED,
        "empty": K.ASSERT_VALUE, "blank": K.ASSERT_VALUE,
    },
    appears=("appear", "appears", "appeared", "exist", "exists", "show up", "shows up", "showed up"),
    disappears=("disappear", "disappears", "disappeared", "vanish", "vanishes", "vanished"),
    that=("that", "if", "whether"),
    url_nouns=("url", "address", "link"),
    title_nouns=("title",),
    value_nouns=("value",),
    choice_nouns=("option", "entry", "item", "choice", "value"),
    seconds=("s", "sec", "secs", "second", "seconds"),
    milliseconds=("ms", "millisecond", "milliseconds"),
    minutes=("min", "minute", "minutes"),
    directions={"up": "up", "down": "down", "top": "top", "bottom": "bottom", "end": "bottom"},
    screen_sides={"top": "top", "upper": "top", "bottom": "bottom", "lower": "bottom", "left": "left",
                  "right": "right", "left-hand": "left", "right-hand": "right", "left hand": "left",
                  "right hand": "right"},
    screen_leads=("at the", "in the", "on the", "at the very", "in the very", "on the very"),
    screen_nouns=("corner", "side", "of the page", "of the screen", "of the window", "on the page",
                  "on the screen"),
    qualities={"new": "new", "newly added": "new", "added": "new", "empty": "empty", "blank": "empty"},
)

GERMAN = Vocabulary(
    language="de",
    verbs={
        Verb.CLICK: ("klicke", "klick", "tippe", "drücke", "öffne", "betätige"),
        Verb.SUBMIT: ("absenden",),
        Verb.CLOSE: ("schließe",),
        Verb.TYPE: ("tippe", "gib", "trage", "schreibe"),
        Verb.FILL: ("fülle",),
        Verb.SET: ("setze", "ändere", "stelle"),
        Verb.PROVIDE: ("gib", "tippe", "trage", "schreibe"),
        Verb.SELECT: ("wähle", "wähl"),
        Verb.CHECK: ("aktiviere", "markiere", "hake", "kreuze", "prüfe", "setze ein häkchen bei",
                     "setze ein häkchen für", "setze ein häkchen an", "setze das häkchen bei", "setze das häkchen für",
                     "setze das häkchen an", "setze den haken bei", "setze das häkchen in",
                     "setze ein häkchen in", "setze den haken in"),
        Verb.UNCHECK: ("deaktiviere", "entferne das häkchen bei", "entferne das häkchen von",
                       "entferne das häkchen für", "entferne den haken bei", "entferne häkchen bei"),
        Verb.FLIP: ("schalte", "stelle"),
        Verb.MARK: ("markiere",),
        Verb.HOVER: ("fahre über", "fahre mit der maus über", "bewege die maus über", "bewege über"),
        Verb.DOUBLE_CLICK: ("doppelklicke", "doppelklick"),
        Verb.SCROLL: ("scrolle", "blättere"),
        Verb.WAIT: ("warte",),
        Verb.UPLOAD: ("lade", "hänge"),
        Verb.GO: ("gehe", "geh", "navigiere", "wechsle"),
        Verb.VISIT: ("öffne", "besuche", "rufe"),
        Verb.RELOAD: ("lade", "aktualisiere"),
        Verb.SEARCH: ("suche",),
        Verb.ADD: ("füge", "erstelle", "lege"),
        Verb.ANSWER: ("antworte", "beantworte"),
        Verb.CLEAR: ("leere", "lösche den inhalt von", "lösche den inhalt des", "lösche den inhalt der"),
        Verb.REPLACE: ("ersetze", "überschreibe"),
        Verb.FOCUS: (),
        Verb.FILTER: ("filtere",),
        Verb.SORT: ("sortiere",),
        Verb.PRESS: ("drücke", "tippe", "betätige"),
        Verb.VERIFY: ("prüfe", "überprüfe", "kontrolliere", "stelle sicher"),
        Verb.FIND: (),
        Verb.USE: (),
        Verb.FOLLOW: ("folge",),
        Verb.ADD_TO: ("lege", "füge"),
        Verb.SAVE: ("speichere",),
        Verb.MOVE: ("verschiebe",),
        Verb.ACCEPT: ("bestätige", "akzeptiere"),
        Verb.DECLINE: ("schließe", "verwirf", "lehne", "brich"),
        Verb.SWITCH: ("wechsle", "gehe", "geh", "springe", "kehre"),
        Verb.LEAVE: ("lass", "lasse", "belasse"),
    },
    role_words={
        "schaltfläche": "button", "knopf": "button", "verknüpfung": "link", "feld": "textbox",
        "eingabefeld": "textbox", "textfeld": "textbox", "kontrollkästchen": "checkbox", "häkchen": "checkbox",
        "schalter": "switch", "reiter": "tab", "auswahl": "combobox", "auswahlliste": "combobox",
        "liste": "combobox", "menüpunkt": "menuitem", "menueintrag": "menuitem", "zeile": "row",
        "überschrift": "heading", "bild": "img", "pfeil": Family.ICON, "menü": None, "seite": None,
        "spalte": None, "zeitslot": None, "ordner": None, "kategorie": None, "regler": "slider",
        "vorschlag": "option", "spaltenüberschrift": "columnheader", "spaltenkopf": "columnheader",
    },
    role_suffixes={"feld": "textbox", "knopf": "button", "schaltfläche": "button", "kästchen": "checkbox",
                   "symbol": Family.ICON},
    kind_nouns=frozenset({"tabelle", "datenbank", "seite", "spalte", "eintrag", "ansicht", "liste", "bereich",
                          "menü", "datei", "ordner", "feld", "schaltfläche", "reiter", "kategorie"}),
    containers=("spalte", "kalender", "bereich", "formular", "tabelle", "liste", "zeile", "abschnitt",
                "kopfzeile", "fußzeile", "fenster", "seitenleiste", "navigation", "karte", "leiste"),
    landmarks=("kopfzeile", "fußzeile", "seitenleiste"),
    page_nouns=("seite", "die seite", "der bildschirm", "startseite", "übersicht"),
    view_nouns=("seite", "ansicht"),
    text_nouns=("meldung", "nachricht", "den text", "die meldung"),
    field_plurals=("felder",),
    articles=frozenset({"der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "mein",
                        "meine", "dein", "deine", "ihr", "ihre", "ihren", "deinen", "meinen"}),
    definite_articles=("der", "die", "das", "den", "dem"),
    field_kinds=("text", "passwort"),
    both=("beide", "beiden"),
    quantifiers=("alle", "nur", "beide", "jede", "jeder", "jedes"),
    on=("auf",),
    onto=("auf", "in"),
    now=("jetzt", "noch", "auch", "weiterhin", "immer noch", "nun"),
    see=("sehe", "sieht"),
    no=("kein", "keine", "keinen"),
    of=("von", "in"),
    equals=("ist", "enthält", "lautet"),
    value_equals=("lautet", "beträgt"),
    current=("aktuelle",),
    shown=("angezeigt", "sichtbar", "aufgeführt", "gefunden"),
    shows_at_end=("anzeigt", "enthält", "zeigt"),
    be_at_end=("sein", "werden", "ist", "sind", "wird"),
    passive_lead=("es wird",),
    go_to=("zu", "zur", "zum", "nach", "auf"),
    back=("zurück",),
    forward=("vorwärts",),
    previous=("vorherige", "vorige", "letzte"),
    next=("nächste",),
    browser=("browser", "verlauf"),
    tab_nouns=("tab",),
    button_nouns=("schaltfläche", "knopf"),
    anew=("neu",),
    with_=("mit",),
    set_to=("auf",),
    changed_from=("von",),
    key_nouns=("taste",),
    key_in=("im", "in dem", "in der", "auf"),
    search_for=("nach",),
    new=("neue", "neuen", "neues", "neuer"),
    answer_to=("auf", "bei"),
    question=("frage",),
    by=("nach",),
    replace_with=("durch", "mit"),
    add_into=("in den", "in die", "zum", "zur"),
    collections=("warenkorb", "merkliste", "wunschliste", "favoriten"),
    as_=("als",),
    over=("über",),
    up_down=("nach oben", "nach unten", "hoch", "runter"),
    ends=("anfang", "ende"),
    until=("zu", "zum", "zur", "bis zum", "bis zur", "bis zu", "bis"),
    wait_for=("auf", "bis"),
    gone=("verschwunden ist",),
    loaded=("angezeigt wird", "sichtbar ist", "geladen ist"),
    file_nouns=("datei",),
    form=("formular",),
    row_nouns=("zeile",),
    column_nouns=("spalte",),
    opening_verbs=("öffne",),
    login_verbs=("melde dich", "logge dich", "meld dich", "log dich"),
    login_ends=("an", "ein"),
    user_nouns=("benutzername", "benutzernamen", "nutzername", "nutzernamen", "e-mail-adresse", "e-mail", "login"),
    password_nouns=("passwort", "kennwort"),
    the_only=("der einzige", "die einzige", "das einzige", "der einzig", "die einzig", "das einzig"),
    marked_as=("markiert", "gekennzeichnet"),
    doing_verbs=("hinzufügen", "neu", "neue", "neuer", "neues", "erstellen", "anlegen", "löschen", "entfernen",
                 "bearbeiten", "kopieren", "duplizieren", "kaufen", "archivieren"),
    describes=("beginnt mit", "endet mit", "enthält"),
    pointers=("unten", "oben", "angezeigt", "gegeben", "hier"),
    listings=("liste", "tabelle"),
    showing_parts=("zeile", "liste", "tabelle"),
    about=("von", "für", "mit"),
    only=("nur",),
    browser_dialogs=("hinweis", "warnung", "abfrage", "bestätigung", "bestätigungsdialog", "browserdialog",
                     "rückfrage", "sicherheitsabfrage"),
    prompt_nouns=("abfrage", "eingabeaufforderung"),
    browser_tabs=("tab", "browser-tab", "browsertab", "registerkarte"),
    browser_windows=("fenster", "browserfenster", "popup-fenster"),
    popups=("popup", "pop-up"),
    switch_to=("zu", "zum", "zur", "in", "ins", "auf"),
    tab_new=("neue", "neuen", "neues", "neu geöffnete", "neu geöffneten", "neueste", "neuesten", "geöffnete",
             "geöffneten"),
    tab_first=("erste", "ersten", "erstes", "ursprüngliche", "ursprünglichen", "ursprüngliches", "alte", "alten",
               "altes"),
    tab_previous=("vorherige", "vorherigen", "vorheriges", "vorige", "vorigen", "voriges", "andere", "anderen",
                  "anderes"),
    tab_current=("aktuelle", "aktuellen", "aktuelles", "aktive", "aktiven", "aktives"),
    on_values=frozenset({"an", "ein", "ja", "aktiviert"}),
    off_values=frozenset({"aus", "nein", "deaktiviert"}),
    flipped_on=("ein", "an"),
    flipped_off=("aus",),
    generic_tails=frozenset({"produkt", "artikel", "eintrag", "profil", "wert", "sammlung", "ordner", "projekt",
                             "suche", "filter"}),
    result_nouns=frozenset({"ergebnis", "suchergebnis", "produkt", "artikel", "eintrag", "treffer", "karte",
                            "aufgabe", "nachricht", "bestellung", "buchung"}),
    time_nouns=frozenset({"zeitslot", "uhrzeit", "zeit", "termin"}),
    day_nouns=frozenset({"tag", "datum"}),
    infinitive_mark=("zu",),
    being_edited=("in bearbeitung",),
    set_to_be=("ist gesetzt auf",),
    loading=("laden", "ladevorgang"),
    emphasis=("ganz",),
    into_view=("in den sichtbaren bereich",),
    landmark_tags={"kopfzeile": "header", "fußzeile": "footer", "seitenleiste": "aside",
                   "navigationsleiste": "nav"},
    part_nouns=("bereich", "formular", "tabelle", "liste", "zeile", "abschnitt", "fenster"),
    fillers=frozenset({"der", "die", "das", "den", "dem", "von", "für", "mit", "im", "am", "zu", "zum", "zur"}),
    item_of=("von", "über", "namens"),
    free=("verfügbare", "verfügbaren", "freie", "freien", "nächste", "nächsten"),
    pager_words=("weiter", "zurück"),
    next_page_words=("weiter", "nächste", "nächste seite", "vor"),
    dialog_nouns=("dialog", "dialogfenster", "popup", "modal"),
    menu_nouns=("menü",),
    generic_places=frozenset({"kalender", "menü", "seite", "bereich", "editor", "formular", "oben", "unten"}),
    synonyms={
        "log in": ("anmelden", "einloggen", "anmeldung"), "log out": ("abmelden", "ausloggen"),
        "sign up": ("registrieren",), "email": ("e-mail-adresse",), "username": ("benutzername",),
        "password": ("passwort", "kennwort"), "submit": ("absenden", "senden", "abschicken"),
        "search": ("suche", "suchen", "such", "lupe"), "cancel": ("abbrechen",), "save": ("speichern",),
        "delete": ("löschen", "entfernen", "papierkorb"), "next": ("weiter",), "back": ("zurück",),
        "cart": ("warenkorb",), "close": ("schließen",), "address": ("adresse", "anschrift"),
        "city": ("ort", "stadt", "wohnort"), "street": ("straße", "strasse"), "zip code": ("plz", "postleitzahl"),
        "first name": ("vorname",), "last name": ("nachname", "familienname"), "country": ("land",),
        "phone": ("telefon", "telefonnummer", "rufnummer"), "date of birth": ("geburtsdatum", "geburtstag"),
        "remember me": ("angemeldet bleiben", "eingeloggt bleiben"), "forgot password": ("passwort vergessen",),
        "settings": ("einstellungen",), "account": ("konto", "benutzerkonto"), "profile": ("profil",),
        "accept": ("akzeptieren", "zustimmen"), "edit": ("bearbeiten", "ändern"),
        "add": ("hinzufügen", "plus", "pluszeichen"),
        "help": ("hilfe",), "message": ("nachricht",), "menu": ("menü",), "voice": ("mikrofon",),
        "notifications": ("benachrichtigungen",), "home": ("startseite",), "calendar": ("kalender", "datumsauswahl"),
        "info": ("informationen",),
        "more options": ("weitere optionen", "weitere aktionen", "drei punkte", "drei punkten", "drei-punkte-menü",
                         "menü mit den drei punkten", "menü mit drei punkten"),
        "overview": ("übersicht",),
        # what records are made of: a German step over an application that speaks English names its columns
        # and fields so ("den Preis", „das Feld Bestand“)
        "price": ("preis",), "stock": ("bestand", "lagerbestand"), "quantity": ("menge", "anzahl"),
        "category": ("kategorie",), "description": ("beschreibung",), "amount": ("betrag",),
        "total": ("summe", "gesamtsumme", "gesamtbetrag"), "author": ("autor", "autorin"), "year": ("jahr",),
        "language": ("sprache",), "weight": ("gewicht",), "balance": ("saldo", "kontostand"),
        "status": ("zustand",), "title": ("titel",), "date": ("datum",),
        "order": ("bestellung", "auftrag"), "invoice": ("rechnung",), "customer": ("kunde", "kundin"),
        "product": ("produkt", "artikel"), "user": ("benutzer", "benutzerin", "nutzer"), "comment": ("kommentar",),
        "number": ("nummer",),
    },
    ordinals={"erste": 1, "ersten": 1, "erstes": 1, "erster": 1, "zweite": 2, "zweiten": 2, "zweites": 2,
              "zweiter": 2, "dritte": 3, "dritten": 3, "drittes": 3, "dritter": 3, "vierte": 4, "vierten": 4,
              "fünfte": 5, "fünften": 5, "letzte": -1, "letzten": -1, "letztes": -1, "letzter": -1},
    numbers={"keine": 0, "null": 0, "ein": 1, "eine": 1, "einen": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5,
             "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10},
    keys={"eingabe": "Enter", "eingabetaste": "Enter", "enter-taste": "Enter", "tabulator": "Tab",
          "tabulatortaste": "Tab", "tab-taste": "Tab", "esc-taste": "Escape", "escape-taste": "Escape",
          "rücktaste": "Backspace", "entf": "Delete", "leertaste": "Space", "pos1": "Home", "ende": "End",
          "bild auf": "PageUp", "bild ab": "PageDown"},
    modifiers={"strg": "Control", "umschalt": "Shift"},
    ambiguous_keys=frozenset({"ende", "pos1"}),
    joiners=("und dann", "und", "dann", "danach"),
    lead_words=("bitte", "nun", "jetzt", "danach", "dann", "und", "anschließend"),
    gherkin=("angenommen", "gegeben sei", "wenn", "aber"),
    subjects=("ich", "wir", "der benutzer", "der nutzer", "die benutzerin", "der kunde", "man"),
    modals=("möchte", "will", "kann", "muss"),
    also_words=("ebenfalls",),
    again_words=("erneut", "nochmal", "nochmals"),
    exact_words=("genau",),
    verb_forms={
        "klickt": "klicke", "drückt": "drücke", "wählt": "wähle", "öffnet": "öffne", "tippt": "tippe",
        "gibt": "gib", "trägt": "trage", "prüft": "prüfe", "wartet": "warte", "geht": "gehe", "scrollt": "scrolle",
        "lädt": "lade", "füllt": "fülle", "setzt": "setze", "markiert": "markiere", "besucht": "besuche",
        "navigiert": "navigiere", "schreibt": "schreibe", "leert": "leere", "bestätigt": "bestätige",
    },
    infinitives={
        "klicken": ("klicke", ""), "anklicken": ("klicke", ""), "drücken": ("drücke", ""),
        "betätigen": ("klicke", ""), "öffnen": ("öffne", ""), "eingeben": ("gib", "ein"),
        "eintragen": ("trage", "ein"), "eintippen": ("tippe", "ein"), "tippen": ("tippe", ""),
        "ausfüllen": ("fülle", "aus"), "auswählen": ("wähle", ""), "wählen": ("wähle", ""),
        "aktivieren": ("aktiviere", ""), "deaktivieren": ("deaktiviere", ""), "ankreuzen": ("markiere", ""),
        "anhaken": ("markiere", ""), "markieren": ("markiere", ""), "prüfen": ("prüfe", ""),
        "überprüfen": ("prüfe", ""), "hochladen": ("lade", "hoch"), "warten": ("warte", ""),
        "scrollen": ("scrolle", ""), "leeren": ("leere", ""), "aufrufen": ("öffne", ""),
        "besuchen": ("besuche", ""), "suchen": ("suche", ""), "gehen": ("gehe", ""), "wechseln": ("wechsle", ""),
        "schließen": ("schließe", ""),
    },
    particles=("ein", "aus", "an", "hoch", "ab", "um", "hinzu", "auf"),
    in_place=("im", "in der", "in dem", "innerhalb des", "innerhalb der", "unter", "beim", "bei"),
    leading_place=("im", "in der", "in dem", "innerhalb des", "innerhalb der", "auf der", "unter"),
    row_of=("in der zeile von", "in der zeile mit", "in der zeile für", "in die zeile von", "in die zeile mit",
            "in die zeile für", "bei"),
    near=("neben",),
    below=("unter",),
    above=("über",),
    named=("mit der beschriftung", "mit beschriftung", "mit der aufschrift", "mit aufschrift", "mit dem text",
           "mit der text", "mit text", "namens"),
    purpose_link=("um",),
    so_that=("damit",),
    purpose_verbs=("bestätige", "öffne", "schließe", "speichere", "lösche", "entferne", "sende", "bearbeite",
                   "verschiebe", "archiviere", "gehe zurück", "melde dich an", "melde dich ab"),
    refers_back=("es", "ihn", "seinen text", "ihren text", "den text"),
    fill_into=("in das", "in die", "in den", "in dem", "ins", "im", "als", "für", "bei", "auf"),
    into=("in das", "in die", "in den", "ins", "als"),
    select_from=("aus", "im", "in der", "in dem", "bei", "als", "unter"),
    search_in=("im", "in der", "in dem", "mit"),
    upload_to=("zu", "als", "in das", "in die", "in den", "an"),
    done=("erledigt", "fertig"),
    not_done=("unerledigt", "offen"),
    be=("ist", "sind", "sollte", "soll", "bleibt", "wird", "werden"),
    negations=("nicht", "nicht mehr"),
    colours=tuple(f"{stem}{ending}" for stem in ("rot", "grün", "blau", "grau", "gelb")
                  for ending in ("e", "en", "er", "es")),
    shows=("zeigt", "enthält", "hat", "erwähnt"),
    says=("fragt",),
    has=("hat", "zeigt", "enthält"),
    there_is=("es gibt",),
    states={
        "aufgeführt": K.ASSERT_VISIBLE, "gelistet": K.ASSERT_VISIBLE, "sichtbar": K.ASSERT_VISIBLE,
        "angezeigt": K.ASSERT_VISIBLE, "vorhanden": K.ASSERT_VISIBLE, "gefunden": K.ASSERT_VISIBLE,
        "unsichtbar": K.ASSERT_HIDDEN, "ausgeblendet": K.ASSERT_HIDDEN, "versteckt": K.ASSERT_HIDDEN,
        "geöffnet": K.ASSERT_VISIBLE, "offen": K.ASSERT_VISIBLE, "geschlossen": K.ASSERT_HIDDEN,
        "aktiviert": K.ASSERT_ENABLED, "aktiv": K.ASSERT_ENABLED,
        "deaktiviert": K.ASSERT_DISABLED, "inaktiv": K.ASSERT_DISABLED, "gesperrt": K.ASSERT_DISABLED,
        "angehakt": K.ASSERT_CHECKED, "markiert": K.ASSERT_CHECKED, "ausgewählt": K.ASSERT_CHECKED,
        "eingeschaltet": K.ASSERT_CHECKED, "an": K.ASSERT_CHECKED,
        "ausgeschaltet": K.ASSERT_UNCHECKED, "aus": K.ASSERT_UNCHECKED,
        "leer": K.ASSERT_VALUE,
    },
    appears=("erscheint", "erschienen"),
    disappears=("verschwindet", "verschwunden"),
    that=("dass", "ob"),
    url_nouns=("adresse",),
    title_nouns=("seitentitel", "titel"),
    value_nouns=("wert",),
    choice_nouns=("option", "eintrag", "element", "auswahl", "wert", "punkt", "menüpunkt"),
    seconds=("sekunde", "sekunden", "sek"),
    milliseconds=("millisekunden",),
    minutes=("minute", "minuten"),
    directions={"nach oben": "up", "hoch": "up", "nach unten": "down", "runter": "down", "anfang": "top",
                "ende": "bottom"},
    screen_sides={"oben": "top", "obere": "top", "oberen": "top", "unten": "bottom", "untere": "bottom",
                  "unteren": "bottom", "links": "left", "linke": "left", "linken": "left", "rechts": "right",
                  "rechte": "right", "rechten": "right"},
    screen_leads=("in der", "im", "ganz", "am"),
    side_adverbs=("oben", "unten", "links", "rechts"),
    screen_nouns=("ecke", "auf der seite", "der seite", "des bildschirms", "auf dem bildschirm", "im fenster",
                  "rand", "bereich"),
    qualities={"neue": "new", "neuen": "new", "neues": "new", "neuer": "new", "hinzugefügte": "new",
               "hinzugefügten": "new", "leere": "empty", "leeren": "empty", "leeres": "empty", "leerer": "empty"},
)

LANGUAGES: tuple[Vocabulary, ...] = (ENGLISH, GERMAN)


def merged(languages: Iterable[Vocabulary]) -> Vocabulary:
    """One vocabulary holding the words of all languages: a step may mix them."""
    every = list(languages)
    merged: dict[str, object] = {"language": "+".join(v.language for v in every)}
    for slot in fields(Vocabulary):
        if slot.name == "language":
            continue
        values = [getattr(v, slot.name) for v in every]
        if slot.name == "verbs":
            merged["verbs"] = {verb: tuple(w for v in every for w in v.verbs.get(verb, ())) for verb in Verb}
        elif slot.name == "synonyms":  # the same concept in several languages: all their words
            concepts = dict.fromkeys(concept for v in every for concept in v.synonyms)
            merged["synonyms"] = {c: tuple(w for v in every for w in v.synonyms.get(c, ())) for c in concepts}
        elif isinstance(values[0], frozenset):
            merged[slot.name] = frozenset().union(*values)
        elif isinstance(values[0], Mapping):
            merged[slot.name] = {key: value for table in values for key, value in table.items()}
        else:
            merged[slot.name] = tuple(word for words in values for word in words)
    return Vocabulary(**merged)  # type: ignore[arg-type]


VOCABULARY = merged(LANGUAGES)


@cache
def words(*slots: str) -> str:
    """The regex alternation of the words of all languages for the slots named: `words("click")` ->
    "click|tap|klicke|...", `words("select", "check")` their union."""
    return alternation(word for slot in slots for word in VOCABULARY.words(slot))
