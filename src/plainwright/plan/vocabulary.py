"""The words a goal is written in, one `GoalVocabulary` per language, as `understand/vocabulary.py` holds the words
of a step: the goal reader's patterns are compiled from these slots, and a third language is one more instance in
`LANGUAGES`.

A goal names tasks ("Log in as "alice" with password "s3cret" and open the regression overview"), not elements:
its slots are the verbs of the flows the rule planner knows, the words that introduce credentials and values,
and the words that name no part of a target ("the", "page").
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields
from enum import StrEnum
from functools import cache

from plainwright.understand.vocabulary import alternation


class Task(StrEnum):
    """The flows the rule planner knows; each language lists the verbs that ask for one."""

    LOG_IN = "log_in"
    LOG_OUT = "log_out"
    OPEN = "open"
    SEARCH = "search"
    FILL = "fill"
    SUBMIT = "submit"
    ADD_TO_CART = "add_to_cart"
    CREATE = "create"
    FILTER = "filter"
    EDIT = "edit"
    TICK = "tick"  # mark an item of a list as done: its checkbox, switch or "Done" button
    ACT = "act"  # a verb a button of the page says: "clear the completed todos" -> "Clear completed"


@dataclass(frozen=True, slots=True)
class GoalVocabulary:
    language: str
    tasks: Mapping[Task, tuple[str, ...]] = field(default_factory=dict)
    # a separable verb split around its object ("Logge dich ... ein") -> the verb in one piece ("einloggen")
    separable: Mapping[tuple[str, str], str] = field(default_factory=dict)
    reflexives: tuple[str, ...] = ()  # "logge dich ein": words that name the user, not a target
    joiners: tuple[str, ...] = ()  # between two tasks when a verb follows ("and"), else part of a name
    sequence_words: tuple[str, ...] = ()  # between two tasks always: "and then", "afterwards"
    lead_words: tuple[str, ...] = ()  # "please", "first"
    as_: tuple[str, ...] = ()  # log in as "alice"
    with_: tuple[str, ...] = ()  # with password "x", fill the form with ...
    user_words: tuple[str, ...] = ()  # the words before a user name in a goal
    password_words: tuple[str, ...] = ()
    login_places: tuple[str, ...] = ()  # log in to "my account": where, not who or with what
    place_words: tuple[str, ...] = ()  # log in to the admin, melde dich im Admin an: the words before a place
    form_nouns: tuple[str, ...] = ()  # fill the contact form
    # a goal's opening place: "IN the shop database, search ...", „AUF der Seite Bestellungen, ...": opened first
    scope_words: tuple[str, ...] = ()
    # the tool a task is done with: USE the "Add a customer" QUERY TO add ..., WITH the "X" FORM, MIT DER ABFRAGE "X"
    use_verbs: tuple[str, ...] = ()
    instrument_links: tuple[str, ...] = ()
    instrument_nouns: tuple[str, ...] = ()
    # a record created with its values: add a new customer named "X" with the email "x@y", country Japan, VIP
    new_words: tuple[str, ...] = ()  # a NEW customer: says nothing about which
    name_words: tuple[str, ...] = ()  # the words before the new thing's name: named "X", namens „X“
    name_labels: tuple[str, ...] = ()  # the fields that take a new thing's name, likeliest first
    # the labels of a record's text, which goes into its page's one unlabelled editor when no field is named so
    text_labels: tuple[str, ...] = ()
    by_words: Mapping[str, str] = field(default_factory=dict)  # a book BY someone: the field that names who
    # the words a value is said with instead of its field's name: a bill OF 75 DATED 2025-05-06, PAID BY Chiara, FOR
    # Alice and Bob (longer ones first where one starts another: "paid by" before "by")
    value_cues: tuple[str, ...] = ()
    particles: tuple[str, ...] = ()  # the end of a German verb split around its object: lege ... AN
    # a value the record is saved with: "SAVED with the commit message X", „SPEICHERE SIE mit der Nachricht X"
    saved_words: tuple[str, ...] = ()
    not_words: tuple[str, ...] = ()  # not on the shelf: a box to untick
    # what a page says when it refuses a form (matched inside its new lines, so stems will do)
    refusal_words: tuple[str, ...] = ()
    flag_verbs: tuple[str, ...] = ()  # "... and mark it as VIP": a box of the record just described to tick
    # a form's buttons that send it without keeping it: PREVIEW shows it, CANCEL and RESET drop it
    holding_back: tuple[str, ...] = ()
    pronouns: tuple[str, ...] = ()  # mark IT as VIP
    # search the books for "Christie": the words before the query that name where
    possessives: tuple[str, ...] = ()  # set ITS pages to 365
    set_words: tuple[str, ...] = ()  # SET its pages TO 365: a value changed
    rename_verbs: tuple[str, ...] = ()  # RENAME the project TO "X": its name changed
    # TURN OFF the project history, TURN ON the newsletter: a switch or box of the form at hand
    switch_off: tuple[str, ...] = ()
    switch_on: tuple[str, ...] = ()
    to_words: tuple[str, ...] = ()
    of_words: tuple[str, ...] = ()  # set the status OF order 7, den Status DER Bestellung 7
    # the words of a field that takes a record by its key: "order_id", "Order number", „Bestellnummer"
    key_words: frozenset[str] = frozenset()
    # WRITE "Tracking 1Z9" INTO its notes, TRAGE "..." IN DIE Notizen ein: a value typed into a record's field
    write_verbs: tuple[str, ...] = ()
    into_words: tuple[str, ...] = ()  # set the status OF order 7, den Status DER Bestellung 7
    page_kinds: tuple[str, ...] = ()  # open the LIST OF products: the kind of page, the thing named after it
    count_words: tuple[str, ...] = ()  # add TWO todos: how many, not which
    query_words: tuple[str, ...] = ()  # the word before a query: for, nach
    # what a record has a view of, opened from the record's own page: the HISTORY OF the page X, die HISTORIE DER
    # Seite X; the words that join it to its record
    record_views: tuple[str, ...] = ()
    view_links: tuple[str, ...] = ()
    # what is looked for, said as what the result says: the page THAT MENTIONS the gaskets, die Seite, AUF DER die
    # Dichtungen ERWÄHNT WERDEN: the words that open such a clause, and those that close it (German puts the verb last)
    mention_openers: tuple[str, ...] = ()
    mention_closers: tuple[str, ...] = ()
    all_words: tuple[str, ...] = ()  # search ALL pages: no place to open first
    # show only the orders with status Shipped: the words between the list and the filter, and before its value
    filter_links: tuple[str, ...] = ()
    is_words: tuple[str, ...] = ()
    # show only the issues THAT ARE assigned TO bob, die Ausgaben, DIE MIT der Kreditkarte bezahlt WURDEN: the words
    # of a clause that picks the rows
    relative_words: tuple[str, ...] = ()
    # the bills OF AT LEAST 50, die Ausgaben AB 50: a bound of the rows' values, and the fields that take one ("Min",
    # "Amount from", „von"; "Max", „bis")
    at_least_words: tuple[str, ...] = ()
    at_most_words: tuple[str, ...] = ()
    lower_bound_labels: tuple[str, ...] = ()
    upper_bound_labels: tuple[str, ...] = ()
    # öffne im Bereich X DIE Rechnung Y: the articles that start the thing a verb acts on, after a place said first
    object_articles: tuple[str, ...] = ()
    being_words: tuple[str, ...] = ()
    clause_links: tuple[str, ...] = ()
    create_words: tuple[str, ...] = ()  # the words of a control that adds a new thing: "Add customer", "New"
    edit_words: tuple[str, ...] = ()  # the words of a control that opens a record to change it: "Edit record"
    cart_nouns: tuple[str, ...] = ()  # add X to the cart
    # mark "X" as DONE: the states a task of a list is in when it is done (after as_)
    done_words: tuple[str, ...] = ()
    # the verbs of buttons that take things away: "Clear completed" does what "delete the completed" asks
    removal_words: tuple[str, ...] = ()
    into_cart: tuple[str, ...] = ()  # the words between the item and the cart: "to the", "in den"
    # words that name no part of a target: "open the settings page" opens "settings"
    empty_words: frozenset[str] = frozenset()
    # values that tick or untick a checkbox in a form: fill with Newsletter "yes"
    on_values: frozenset[str] = frozenset()
    off_values: frozenset[str] = frozenset()
    # endings that make another form of the same word ("request" / "requests", "Anfrage" / "Anfragen")
    inflections: tuple[str, ...] = ()
    # the common nouns and verbs of applications, concept (English) -> the words for it in this language, so that
    # a goal in one language names a control of a UI in the other ("Kunden" -> "Customers"); inflections need not
    # be listed: words are compared by their lemma
    app_words: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # the names of the fields of application forms, concept (English) -> the words for it in this language, so that
    # a goal in one language names a field of a form in the other ("Mitglied seit" -> "Member since"); compared
    # like app_words
    field_words: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # a list's filter built in steps (Flask-Admin's "Add Filter", a column, an operator, a value, "Apply"): the
    # words of the control that opens one, of the button that applies it, and of the operator that means equality
    filter_openers: tuple[str, ...] = ()
    apply_words: tuple[str, ...] = ()
    redisplay_words: tuple[str, ...] = ()  # the buttons that show a list anew with its filter form's values
    equal_words: tuple[str, ...] = ()
    # words that frame a target rather than name it ("the list of products", "die Liste der Produkte"): a control
    # need not have them, but one that has them fits as well
    frame_words: frozenset[str] = frozenset()
    # the words that put a target in a region of the page: "the News pages in the page explorer"
    region_words: tuple[str, ...] = ()
    # the words of the notes the planner writes: the concept of a control -> words a person may use for it
    # (English and German are merged, so that a note names the synonyms of both)
    note_synonyms: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def words(self, slot: str) -> Iterable[str]:
        if slot in Task.__members__.values():
            return self.tasks.get(Task(slot), ())
        found: Iterable[str] = getattr(self, slot)
        return found


ENGLISH = GoalVocabulary(
    language="en",
    tasks={
        Task.LOG_IN: ("log in", "login", "log into", "log on", "sign in", "sign into", "sign on"),
        Task.LOG_OUT: ("log out", "logout", "log off", "sign out", "sign off"),
        Task.OPEN: ("open", "go to", "navigate to", "visit", "switch to", "browse to", "head to", "show",
                    "view", "return to", "go back to"),
        Task.SEARCH: ("search for", "search", "look for", "find"),
        Task.FILL: ("fill in", "fill out", "fill", "complete"),
        Task.SUBMIT: ("submit", "send", "save"),
        Task.ADD_TO_CART: ("add", "put"),
        Task.CREATE: ("add", "create", "register", "file"),
        Task.EDIT: ("edit", "change", "update", "modify"),
        Task.FILTER: ("show only", "only show", "list only", "filter", "display only"),
        Task.TICK: ("tick off", "check off", "cross off", "complete", "finish"),
        Task.ACT: ("clear", "delete", "remove", "archive", "unarchive", "publish", "unpublish", "approve",
                   "reject", "restore", "duplicate", "empty", "purge", "close", "reopen", "resolve", "export",
                   "refresh", "reset"),
    },
    separable={("tick", "off"): "tick off", ("check", "off"): "check off", ("cross", "off"): "cross off"},
    joiners=("and",),
    sequence_words=("and then", "then", "after that", "afterwards", "finally"),
    lead_words=("please", "first", "now", "next", "then", "finally", "and"),
    as_=("as",),
    with_=("with", "using"),
    user_words=("username", "user name", "user", "e-mail", "email"),
    password_words=("password", "pass word", "passcode", "pwd", "pin", "private code", "access code", "secret code",
                    "passphrase", "code"),
    login_places=("account", "app", "application", "site", "website", "portal", "into", "again"),
    place_words=("to", "into", "at", "on"),
    form_nouns=("form",),
    scope_words=("in", "inside", "within", "on", "under"),
    use_verbs=("use", "using"),
    instrument_links=("with", "using", "via", "through"),
    instrument_nouns=("query", "form", "action", "wizard", "dialog", "tool", "report", "command"),
    new_words=("new", "another"),
    name_words=("named", "called", "titled", "entitled", "for"),
    name_labels=("name", "title"),
    text_labels=("text", "content", "contents", "body"),
    by_words={"by": "author"},
    value_cues=("paid by", "shared by", "shared between", "shared among", "split between", "split among", "dated",
                "costing", "priced at", "of", "for", "on"),
    not_words=("not",),
    refusal_words=("error", "invalid", "required", "failed", "please correct", "must ", "not valid", "wrong",
                   "incorrect", "missing", "cannot", "can't", "could not", "not allowed", "already exists",
                   "too long", "too short"),
    flag_verbs=("mark", "tick", "check", "flag", "accept", "make"),
    pronouns=("it", "him", "her", "them"),
    create_words=("add", "new", "create"),
    holding_back=("preview", "cancel", "reset", "back", "discard"),
    edit_words=("edit", "change", "modify"),
    possessives=("its", "his", "her", "their", "my", "your", "our"),
    set_words=("set", "change"),
    rename_verbs=("rename",),
    switch_off=("turn off", "switch off", "disable"),
    switch_on=("turn on", "switch on", "enable"),
    to_words=("to",),
    of_words=("of", "for"),
    key_words=frozenset({"id", "number", "no", "nr", "key", "code", "ref", "reference"}),
    write_verbs=("write", "type", "enter", "put"),
    into_words=("into", "in"),
    page_kinds=("list of", "details of", "detail page of", "overview of", "page of"),
    count_words=("two", "three", "four", "five", "some", "these", "the following"),
    query_words=("for",),
    saved_words=("saved", "save it", "save them", "save", "submitted", "submit it"),
    record_views=("change history", "revision history", "edit history", "version history", "history", "revisions",
                  "changes", "settings", "members", "permissions", "attachments", "comments", "activity", "log",
                  "changelog"),
    view_links=("of", "for"),
    mention_openers=("that mentions", "that mention", "which mentions", "which mention", "mentioning",
                     "that contains", "that contain", "which contains", "containing", "that talks about",
                     "that talk about", "talking about", "that is about", "that are about", "about",
                     "that refers to", "that refer to", "where", "in which"),
    all_words=("all", "every", "everything", "everywhere"),
    filter_links=("with", "where", "whose", "by", "having"),
    is_words=("is", "equals", "of"),
    relative_words=("that", "which", "who"),
    at_least_words=("at least", "no less than", "from"),
    at_most_words=("at most", "no more than", "up to"),
    lower_bound_labels=("min", "minimum", "from", "at least"),
    upper_bound_labels=("max", "maximum", "to", "until", "at most"),
    being_words=("have been", "has been", "are", "is", "were", "was"),
    clause_links=("to", "by", "for", "with", "from", "in", "at"),
    cart_nouns=("shopping cart", "cart", "basket", "bag"),
    done_words=("done", "completed", "complete", "finished", "resolved", "checked off", "ticked off"),
    removal_words=("delete", "remove", "clear", "erase", "purge", "discard", "trash", "destroy", "empty"),
    into_cart=("to the", "to my", "into the", "into my", "in the", "in my", "to"),
    empty_words=frozenset({"the", "a", "an", "my", "your", "our", "this", "page", "screen", "view", "site", "tab",
                           "link", "button", "menu", "item", "entry", "it", "them", "of", "for", "to", "in", "on",
                           "s", "me", "us"}),
    on_values=frozenset({"yes", "on", "true", "checked", "ticked"}),
    off_values=frozenset({"no", "off", "false", "unchecked", "unticked"}),
    inflections=("s", "es"),
    app_words={
        "customer": ("customer", "client"), "order": ("order",), "product": ("product",),
        "user": ("user",), "group": ("group",), "settings": ("settings", "setting"),
        "account": ("account",), "request": ("request", "ticket"), "report": ("report",), "book": ("book",),
        "member": ("member",), "loan": ("loan",), "author": ("author",), "category": ("category",),
        "document": ("document",), "image": ("image", "picture"), "task": ("task", "todo", "to-do"),
        "search": ("search",), "filter": ("filter",), "status": ("status",), "dashboard": ("dashboard",),
        "profile": ("profile",), "invoice": ("invoice", "bill"), "message": ("message",),
        "comment": ("comment",), "database": ("database",), "table": ("table",), "record": ("record",),
        "query": ("query",), "article": ("article",), "event": ("event",), "project": ("project",),
        "contact": ("contact",), "company": ("company",), "employee": ("employee",), "file": ("file",),
        "folder": ("folder",), "home": ("home",), "help": ("help",), "news": ("news",), "team": ("team",),
        "permission": ("permission",), "role": ("role",), "payment": ("payment",), "shipment": ("shipment",),
        "address": ("address",), "history": ("history",), "calendar": ("calendar",), "add": ("add", "new"),
        "edit": ("edit", "change"), "delete": ("delete", "remove"), "save": ("save",), "export": ("export",),
        "import": ("import",), "active": ("active",),
        "completed": ("completed", "done", "complete", "finished"), "open": ("open",), "archive": ("archive",),
    },
    field_words={
        "title": ("title",), "description": ("description",), "summary": ("summary",), "notes": ("notes", "note"),
        "price": ("price",), "amount": ("amount", "how much", "sum"), "total": ("total",),
        "quantity": ("quantity", "qty"),
        "stock": ("stock",), "weight": ("weight",), "size": ("size",), "color": ("color", "colour"),
        "date": ("date",), "time": ("time",), "since": ("since",), "until": ("until",), "due": ("due",),
        "start": ("start", "begin"), "end": ("end",), "created": ("created",), "updated": ("updated", "modified"),
        "published": ("published",), "returned": ("returned",), "joined": ("joined", "join"), "pages": ("pages",),
        "shelf": ("shelf",), "page": ("page",), "available": ("available", "in stock"), "membership": ("membership",),
        "language": ("language",), "priority": ("priority",),
        "terms": ("terms", "conditions", "terms and conditions", "terms of service", "terms of use"),
        "city": ("city", "town"), "country": ("country",), "phone": ("phone", "telephone"),
        "first name": ("first name", "given name"), "last name": ("last name", "surname", "family name"),
        "newsletter": ("newsletter",), "consent": ("consent",), "privacy": ("privacy", "privacy policy"),
        "tags": ("tags", "tag"), "website": ("website",), "owner": ("owner",), "assignee": ("assignee",),
        "type": ("type", "kind"), "level": ("level",), "year": ("year",), "number": ("number",),
        "visible": ("visible",), "enabled": ("enabled",),
    },
    filter_openers=("add filter", "new filter", "filter", "filters"),
    apply_words=("apply", "filter", "go", "ok"),
    redisplay_words=("search", "show", "display", "redisplay", "refresh"),
    equal_words=("equals", "equal", "equal to", "is", "=", "=="),
    region_words=("in the", "within the", "under", "from the", "in"),
    frame_words=frozenset({"list", "section", "area", "pages", "index", "all", "only", "database", "table",
                           "record", "row", "entry", "details", "item"}),
    note_synonyms={
        "username": ("username", "user name", "login", "email"),
        "email": ("email", "e-mail", "email address"),
        "password": ("password", "pwd"),
        "log in": ("log in", "login", "sign in"),
        "log out": ("log out", "logout", "sign out"),
        "search": ("search", "find"),
        "submit": ("submit", "send"),
    },
)

GERMAN = GoalVocabulary(
    language="de",
    tasks={
        Task.LOG_IN: ("einloggen", "anmelden", "login"),
        Task.LOG_OUT: ("ausloggen", "abmelden"),
        Task.OPEN: ("öffne", "gehe zur", "gehe zum", "gehe zu", "gehe auf", "geh zur", "geh zum", "geh zu",
                    "navigiere zur", "navigiere zum", "navigiere zu", "wechsle zur", "wechsle zum", "wechsle zu",
                    "besuche", "aufrufen", "öffnen", "zeige", "zeig", "anzeigen"),
        Task.SEARCH: ("suche nach", "suchen nach", "suche", "suchen", "finde", "durchsuche", "durchsuchen"),
        Task.FILL: ("ausfüllen", "fülle"),
        Task.SUBMIT: ("absenden", "abschicken", "sende", "schicke", "speichere", "speichern", "sichere"),
        Task.ADD_TO_CART: ("lege", "hinzufügen", "füge", "packe"),
        Task.CREATE: ("lege", "anlegen", "erstelle", "erstellen", "registriere", "registrieren", "füge",
                      "hinzufügen", "stelle", "erfasse"),
        Task.EDIT: ("bearbeite", "bearbeiten", "ändere", "aktualisiere"),
        Task.FILTER: ("zeige nur", "zeig nur", "filtere", "liste nur", "anzeigen nur"),
        Task.TICK: ("abhaken", "erledige", "erledigen", "abschließen", "ankreuzen"),
        Task.ACT: ("lösche", "löschen", "entferne", "entfernen", "leere", "leeren", "archiviere", "archivieren",
                   "veröffentliche", "veröffentlichen", "genehmige", "genehmigen", "verwerfe", "verwerfen",
                   "dupliziere", "duplizieren", "exportiere", "exportieren", "schließe", "schließen"),
    },
    separable={("logge", "ein"): "einloggen", ("logg", "ein"): "einloggen", ("melde", "an"): "anmelden",
               ("melde", "ab"): "abmelden", ("logge", "aus"): "ausloggen", ("rufe", "auf"): "aufrufen",
               ("fülle", "aus"): "ausfüllen", ("sende", "ab"): "absenden", ("schicke", "ab"): "abschicken",
               ("füge", "hinzu"): "hinzufügen", ("hake", "ab"): "abhaken", ("hak", "ab"): "abhaken",
               ("schließe", "ab"): "abschließen", ("kreuze", "an"): "ankreuzen", ("zeige", "an"): "anzeigen",
               ("zeig", "an"): "anzeigen",
               ("benenne", "um"): "umbenennen", ("schalte", "aus"): "ausschalten", ("schalte", "ab"): "abschalten",
               ("schalte", "ein"): "einschalten", ("schalte", "an"): "anschalten"},
    reflexives=("dich", "sich", "mich", "uns", "euch"),
    joiners=("und",),
    sequence_words=("und dann", "dann", "danach", "anschließend", "zuletzt"),
    lead_words=("bitte", "zuerst", "erst", "nun", "jetzt", "dann", "danach", "zuletzt", "und"),
    as_=("als",),
    with_=("mit",),
    user_words=("benutzername", "benutzer", "nutzername", "nutzer", "e-mail", "anmeldename"),
    password_words=("passwort", "kennwort", "privaten code", "privater code", "privatem code", "zugangscode",
                    "geheimcode", "code"),
    login_places=("konto", "anwendung", "portal", "erneut", "wieder"),
    place_words=("im", "in der", "in den", "in die", "in", "bei", "beim", "auf", "zum", "zur"),
    form_nouns=("formular",),
    scope_words=("im", "in der", "in dem", "in den", "in", "innerhalb der", "innerhalb des", "auf der",
                 "auf dem", "unter"),
    use_verbs=("benutze", "verwende", "nutze"),
    instrument_links=("mit der", "mit dem", "mit", "über die", "über das", "über den", "über", "per"),
    instrument_nouns=("abfrage", "formular", "aktion", "assistenten", "assistent", "dialog", "werkzeug", "bericht",
                      "befehl"),
    new_words=("neuen", "neues", "neue", "neuer", "neu", "weiteren", "weiteres", "weitere"),
    name_words=("namens", "genannt", "betitelt", "für"),
    name_labels=("name", "titel"),
    text_labels=("text", "inhalt"),
    by_words={"von": "Autor"},
    value_cues=("bezahlt von", "geteilt von", "geteilt zwischen", "geteilt unter", "aufgeteilt auf", "datiert auf",
                "vom", "von", "über", "am", "für"),
    particles=("an", "hinzu", "ein", "ab"),
    saved_words=("gespeichert", "speichere sie", "speichere es", "speichere ihn", "speichere", "speichern",
                 "sichere sie", "sichere es"),
    not_words=("nicht", "kein", "keine"),
    refusal_words=("fehler", "ungültig", "erforderlich", "pflichtfeld", "fehlgeschlagen", "bitte korrigieren",
                   "muss ", "falsch", "fehlt", "nicht möglich", "konnte nicht", "nicht erlaubt", "existiert bereits",
                   "zu lang", "zu kurz"),
    flag_verbs=("markiere", "kreuze", "akzeptiere", "aktiviere"),
    pronouns=("ihn", "sie", "es"),
    create_words=("hinzufügen", "neu", "neuer", "neue", "neues", "erstellen", "anlegen"),
    holding_back=("vorschau", "abbrechen", "zurücksetzen", "zurück", "verwerfen"),
    edit_words=("bearbeiten", "ändern"),
    possessives=("seine", "seinen", "ihre", "ihren", "sein", "ihr", "meine", "meinen", "mein", "meinem", "meiner"),
    set_words=("setze", "ändere", "stelle"),
    rename_verbs=("umbenennen",),
    switch_off=("ausschalten", "abschalten", "deaktiviere", "deaktivieren"),
    switch_on=("einschalten", "anschalten"),
    to_words=("auf",),
    of_words=("der", "des", "von", "vom", "für"),
    key_words=frozenset({"nummer", "nr", "schlüssel", "kennung", "kennziffer"}),
    write_verbs=("trage", "schreibe", "gib", "tippe"),
    into_words=("in die", "in das", "in den", "ins", "in"),
    page_kinds=("liste der", "liste von", "liste aller", "details von", "details zu", "details der",
                "details des", "übersicht der", "übersicht über"),
    count_words=("zwei", "drei", "vier", "fünf", "einige", "diese", "folgende", "folgenden"),
    query_words=("nach",),
    record_views=("änderungshistorie", "versionsgeschichte", "historie", "verlauf", "änderungen", "versionen",
                  "einstellungen", "mitglieder", "berechtigungen", "anhänge", "kommentare", "aktivität",
                  "aktivitäten", "protokoll"),
    view_links=("der", "des", "von", "vom", "zur", "zum", "zu"),
    mention_openers=("auf der", "auf dem", "auf denen", "in der", "in dem", "in denen", "wo", "über"),
    mention_closers=("erwähnt wird", "erwähnt werden", "erwähnt sind", "erwähnt ist", "erwähnt", "erwähnen",
                     "genannt wird", "genannt werden", "genannt", "vorkommt", "vorkommen", "steht", "stehen", "nennt",
                     "nennen", "enthält", "enthalten", "geht", "gehen"),
    all_words=("alle", "allen", "allem", "überall"),
    filter_links=("mit", "deren", "dessen", "wo", "bei denen", "nach"),
    is_words=("ist", "sind", "gleich"),
    relative_words=("die", "der", "das", "welche", "welcher", "welches"),
    at_least_words=("von mindestens", "mindestens", "ab"),
    at_most_words=("von höchstens", "höchstens", "bis"),
    lower_bound_labels=("min", "minimum", "von", "ab", "mindestens"),
    upper_bound_labels=("max", "maximum", "bis", "höchstens"),
    object_articles=("den", "die", "das", "einen", "eine", "ein", "meine", "meinen"),
    being_words=("worden sind", "sind", "ist", "wurden", "wurde", "hat", "haben", "hatte", "hatten"),
    clause_links=("mit", "von", "an", "für", "bei", "zu"),
    cart_nouns=("warenkorb", "einkaufswagen"),
    done_words=("erledigt", "abgeschlossen", "fertig", "abgehakt", "gelöst"),
    removal_words=("löschen", "entfernen", "leeren", "verwerfen"),
    into_cart=("in den", "in meinen", "zum", "zu meinem", "in"),
    empty_words=frozenset({"der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "mein", "meine",
                           "meinen", "seite", "ansicht", "reiter", "link", "schaltfläche", "knopf", "menü", "es",
                           "sie", "zu", "zur", "zum", "von", "vom", "für", "auf", "im", "in", "am", "beim", "mir",
                           "uns"}),
    on_values=frozenset({"ja", "an", "ein"}),
    off_values=frozenset({"nein", "aus"}),
    inflections=("e", "n", "en", "s"),
    app_words={
        "customer": ("kunde", "kundin"), "order": ("bestellung", "auftrag"), "product": ("produkt", "artikel"),
        "user": ("benutzer", "nutzer", "benutzerin", "nutzerin"), "group": ("gruppe",),
        "settings": ("einstellungen", "einstellung"), "account": ("konto", "benutzerkonto"),
        "request": ("anfrage", "anliegen"), "report": ("bericht", "auswertung"), "book": ("buch",),
        "member": ("mitglied",), "loan": ("ausleihe", "leihe"), "author": ("autor", "autorin"),
        "category": ("kategorie",), "document": ("dokument",), "image": ("bild",), "task": ("aufgabe",),
        "search": ("suche",), "filter": ("filter",), "status": ("status", "zustand"),
        "dashboard": ("übersichtsseite", "cockpit"), "profile": ("profil",), "invoice": ("rechnung",),
        "message": ("nachricht",), "comment": ("kommentar",), "database": ("datenbank",), "table": ("tabelle",),
        "record": ("datensatz", "eintrag"), "query": ("abfrage",), "article": ("beitrag",),
        "event": ("veranstaltung", "ereignis"), "project": ("projekt",), "contact": ("kontakt",),
        "company": ("firma", "unternehmen"), "employee": ("mitarbeiter", "mitarbeiterin"), "file": ("datei",),
        "folder": ("ordner",), "home": ("startseite",), "help": ("hilfe",), "news": ("neuigkeiten",),
        "permission": ("berechtigung",), "role": ("rolle",), "payment": ("zahlung",), "shipment": ("lieferung",),
        "address": ("adresse",), "history": ("verlauf", "historie", "versionsgeschichte"),
        "calendar": ("kalender",), "add": ("hinzufügen", "neu"),
        "edit": ("bearbeiten", "ändern"), "delete": ("löschen", "entfernen"), "save": ("speichern",),
        "export": ("exportieren",), "import": ("importieren",), "active": ("aktiv",),
        "completed": ("erledigt", "abgeschlossen", "fertig"), "open": ("offen",), "archive": ("archivieren",),
    },
    field_words={
        "title": ("titel",), "description": ("beschreibung",), "summary": ("zusammenfassung",),
        "notes": ("notizen", "notiz", "anmerkungen", "anmerkung", "bemerkung"), "price": ("preis",),
        "amount": ("betrag", "wie viel", "wieviel"), "total": ("summe", "gesamt", "gesamtbetrag"),
        "quantity": ("menge", "anzahl"),
        "stock": ("bestand", "lagerbestand"), "weight": ("gewicht",), "size": ("größe",), "color": ("farbe",),
        "date": ("datum",), "time": ("uhrzeit", "zeit"), "since": ("seit",), "until": ("bis",),
        "due": ("fällig", "fällig am", "fällig bis"), "start": ("beginn", "start"), "end": ("ende",),
        "created": ("erstellt", "erstellt am", "angelegt", "angelegt am"),
        "updated": ("aktualisiert", "aktualisiert am", "geändert", "geändert am"),
        "published": ("erschienen", "erschienen am", "veröffentlicht", "veröffentlicht am"),
        "returned": ("zurückgegeben",), "joined": ("beigetreten", "beitritt", "beitreten"),
        "pages": ("seiten", "seitenzahl", "seitenanzahl"), "page": ("seite",), "shelf": ("regal", "im regal"),
        "available": ("verfügbar", "vorrätig"), "membership": ("mitgliedschaft",), "language": ("sprache",),
        "priority": ("priorität",), "terms": ("bedingungen", "nutzungsbedingungen", "geschäftsbedingungen", "agb"),
        "city": ("stadt", "ort"), "country": ("land",), "phone": ("telefon", "telefonnummer"),
        "first name": ("vorname",), "last name": ("nachname", "familienname"),
        "consent": ("einwilligung", "zustimmung"), "privacy": ("datenschutz", "datenschutzerklärung"),
        "tags": ("schlagwörter", "schlagwort", "stichwörter"), "website": ("webseite", "website"),
        "owner": ("besitzer", "eigentümer"), "assignee": ("bearbeiter", "zuständig"), "type": ("typ",),
        "level": ("stufe", "ebene"), "year": ("jahr",), "number": ("nummer",), "visible": ("sichtbar",),
        "enabled": ("aktiviert",),
    },
    filter_openers=("filter hinzufügen", "neuer filter", "filter", "filtern"),
    apply_words=("anwenden", "übernehmen", "filtern", "los"),
    redisplay_words=("suchen", "anzeigen", "aktualisieren"),
    equal_words=("gleich", "ist gleich", "ist", "entspricht"),
    region_words=("im", "in der", "in dem", "innerhalb der", "innerhalb des", "unter", "aus der", "aus dem"),
    frame_words=frozenset({"liste", "abschnitt", "bereich", "seiten", "alle", "nur", "datenbank", "tabelle",
                           "datensatz", "zeile", "eintrag", "details", "element"}),
    note_synonyms={
        "username": ("benutzername",),
        "email": ("e-mail-adresse",),
        "password": ("passwort", "kennwort"),
        "log in": ("anmelden", "einloggen"),
        "log out": ("abmelden", "ausloggen"),
        "search": ("suche", "suchen"),
        "submit": ("absenden", "senden"),
    },
)

LANGUAGES: tuple[GoalVocabulary, ...] = (ENGLISH, GERMAN)


def merged(languages: Iterable[GoalVocabulary]) -> GoalVocabulary:
    """One vocabulary with the words of all languages: a goal may mix them."""
    every = list(languages)
    values: dict[str, object] = {"language": "+".join(v.language for v in every)}
    for slot in fields(GoalVocabulary):
        if slot.name == "language":
            continue
        parts = [getattr(v, slot.name) for v in every]
        if slot.name == "tasks":
            values["tasks"] = {task: tuple(w for v in every for w in v.tasks.get(task, ())) for task in Task}
        elif slot.name in ("note_synonyms", "app_words", "field_words"):
            tables = [getattr(v, slot.name) for v in every]
            concepts = dict.fromkeys(c for table in tables for c in table)
            values[slot.name] = {c: tuple(w for table in tables for w in table.get(c, ())) for c in concepts}
        elif isinstance(parts[0], frozenset):
            values[slot.name] = frozenset().union(*parts)
        elif isinstance(parts[0], Mapping):
            values[slot.name] = {key: value for table in parts for key, value in table.items()}
        else:
            values[slot.name] = tuple(word for words in parts for word in words)
    return GoalVocabulary(**values)  # type: ignore[arg-type]


GOAL_VOCABULARY = merged(LANGUAGES)


@cache
def goal_words(*slots: str) -> str:
    """The regex alternation of the words of all languages for the slots named."""
    return alternation(word for slot in slots for word in GOAL_VOCABULARY.words(slot))


@cache
def goal_word_set(*slots: str) -> frozenset[str]:
    """The words of all languages for the slots named, as a set."""
    return frozenset(word for slot in slots for word in GOAL_VOCABULARY.words(slot))
