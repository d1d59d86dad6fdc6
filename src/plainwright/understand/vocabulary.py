"""The words the grammar knows, English and German: role words, keys, ordinals, numbers, verb forms."""

from __future__ import annotations

from plainwright.understand.intent import Family

# A word naming what kind of element the step means -> its ARIA role (None: a word to drop, no role).
ROLE_WORDS: dict[str, str | Family | None] = {
    "button": "button", "btn": "button", "schaltfläche": "button", "knopf": "button",
    "link": "link", "hyperlink": "link", "verknüpfung": "link",
    "field": "textbox", "input": "textbox", "input field": "textbox", "text field": "textbox",
    "textbox": "textbox", "text box": "textbox", "box": "textbox", "textarea": "textbox", "text area": "textbox",
    "feld": "textbox", "eingabefeld": "textbox", "textfeld": "textbox",
    "searchbox": "searchbox",
    "checkbox": "checkbox", "check box": "checkbox", "tickbox": "checkbox", "kontrollkästchen": "checkbox",
    "häkchen": "checkbox", "toggle": "switch", "switch": "switch", "schalter": "switch",
    "radio": "radio", "radio button": "radio", "radiobutton": "radio", "option": "option",
    "tab": "tab", "reiter": "tab", "dropdown": "combobox", "drop-down": "combobox", "drop down": "combobox",
    "select": "combobox", "select box": "combobox", "combobox": "combobox", "combo box": "combobox",
    "list": "combobox", "picker": "combobox", "auswahl": "combobox", "auswahlliste": "combobox",
    "menu item": "menuitem", "menüpunkt": "menuitem", "menueintrag": "menuitem",
    "row": "row", "zeile": "row", "heading": "heading", "title": "heading", "überschrift": "heading",
    "image": "img", "picture": "img", "bild": "img", "icon": Family.ICON, "symbol": Family.ICON,
    "menu": None, "menü": None, "page": None, "seite": None, "element": None, "item": None, "control": None,
    "label": None, "tag": None, "badge": None, "chip": None, "pill": None, "arrow": Family.ICON, "pfeil": Family.ICON,
    "column": None, "spalte": None, "slot": None, "time slot": None, "zeitslot": None, "card": None,
    "folder": None, "swatch": None, "attachment": None, "tile": None, "ordner": None, "category": None,
    "milestone": None, "kategorie": None,
    "slider": "slider", "regler": "slider", "spinner": "spinbutton", "spin button": "spinbutton",
    "editor": "textbox", "code editor": "textbox", "text editor": "textbox",
    "liste": "combobox", "suggestion": "option", "vorschlag": "option",
    "dialog": "dialog", "modal": "dialog", "popup": "dialog", "pop-up": "dialog",
    "file input": "textbox", "upload field": "textbox",
}

# Compound German nouns end in a role word: "Suchfeld", "Passwortfeld", "Speichern-Button".
ROLE_SUFFIXES: dict[str, str] = {"feld": "textbox", "-button": "button", "button": "button", "knopf": "button",
                                 "schaltfläche": "button", "-link": "link", "kästchen": "checkbox"}

KEY_NAMES: dict[str, str] = {
    "enter": "Enter", "return": "Enter", "eingabe": "Enter", "eingabetaste": "Enter", "enter-taste": "Enter",
    "tab": "Tab", "tabulator": "Tab", "tabulatortaste": "Tab", "tab-taste": "Tab",
    "escape": "Escape", "esc": "Escape", "esc-taste": "Escape", "escape-taste": "Escape",
    "backspace": "Backspace", "rücktaste": "Backspace", "delete": "Delete", "del": "Delete", "entf": "Delete",
    "space": "Space", "spacebar": "Space", "leertaste": "Space",
    "arrowup": "ArrowUp", "up arrow": "ArrowUp", "arrow up": "ArrowUp", "up": "ArrowUp",
    "arrowdown": "ArrowDown", "down arrow": "ArrowDown", "arrow down": "ArrowDown", "down": "ArrowDown",
    "arrowleft": "ArrowLeft", "left arrow": "ArrowLeft", "arrow left": "ArrowLeft", "left": "ArrowLeft",
    "arrowright": "ArrowRight", "right arrow": "ArrowRight", "arrow right": "ArrowRight", "right": "ArrowRight",
    "home": "Home", "pos1": "Home", "end": "End", "ende": "End", "pageup": "PageUp", "page up": "PageUp",
    "pagedown": "PageDown", "page down": "PageDown", "bild auf": "PageUp", "bild ab": "PageDown",
    "f1": "F1", "f2": "F2", "f3": "F3", "f4": "F4", "f5": "F5", "f6": "F6", "f7": "F7", "f8": "F8", "f9": "F9",
    "f10": "F10", "f11": "F11", "f12": "F12", "insert": "Insert",
}
MODIFIERS: dict[str, str] = {"control": "Control", "ctrl": "Control", "strg": "Control", "shift": "Shift",
                             "umschalt": "Shift", "alt": "Alt", "meta": "Meta", "cmd": "Meta", "command": "Meta",
                             "option": "Alt", "controlormeta": "ControlOrMeta"}

ORDINALS: dict[str, int] = {
    "first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5,
    "5th": 5, "sixth": 6, "6th": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10, "last": -1,
    "second last": -2, "second-last": -2, "penultimate": -2,
    "erste": 1, "ersten": 1, "erstes": 1, "erster": 1, "zweite": 2, "zweiten": 2, "zweites": 2, "zweiter": 2,
    "dritte": 3, "dritten": 3, "drittes": 3, "dritter": 3, "vierte": 4, "vierten": 4, "fünfte": 5,
    "fünften": 5, "letzte": -1, "letzten": -1, "letztes": -1, "letzter": -1,
    **{f"{n}th": n for n in range(6, 21)}, "21st": 21, "22nd": 22, "23rd": 23,
}

NUMBERS: dict[str, int] = {
    "no": 0, "zero": 0, "one": 1, "a single": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "keine": 0, "null": 0, "ein": 1,
    "eine": 1, "einen": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8,
    "neun": 9, "zehn": 10,
}

ARTICLES = frozenset({"the", "a", "an", "this", "that", "my", "your", "our", "der", "die", "das", "den", "dem",
                      "des", "ein", "eine", "einen", "einem", "einer", "mein", "meine", "dein", "deine", "ihr",
                      "ihre", "ihren", "deinen", "meinen"})

# Third-person and infinitive verb forms -> the imperative the patterns read.
VERB_FORMS: dict[str, str] = {
    "clicks": "click", "clicked": "click", "taps": "tap", "hits": "hit", "presses": "press", "pushes": "push",
    "chooses": "choose", "opens": "open", "types": "type", "enters": "enter", "fills": "fill", "inputs": "input",
    "writes": "write", "sets": "set", "changes": "change", "selects": "select", "picks": "pick",
    "checks": "check", "ticks": "tick", "unchecks": "uncheck", "unticks": "untick", "hovers": "hover",
    "scrolls": "scroll", "goes": "go", "navigates": "navigate", "visits": "visit", "waits": "wait",
    "uploads": "upload", "attaches": "attach", "submits": "submit", "clears": "clear", "sees": "see",
    "verifies": "verify", "enables": "enable", "disables": "disable", "toggles": "toggle", "follows": "follow",
    "double-clicks": "double-click", "navigate": "navigate",
    "klickt": "klicke", "drückt": "drücke", "wählt": "wähle", "öffnet": "öffne", "tippt": "tippe",
    "gibt": "gib", "trägt": "trage", "prüft": "prüfe", "wartet": "warte", "geht": "gehe", "scrollt": "scrolle",
    "lädt": "lade", "füllt": "fülle", "setzt": "setze", "markiert": "markiere", "besucht": "besuche",
    "navigiert": "navigiere", "schreibt": "schreibe", "leert": "leere", "bestätigt": "bestätige",
}

# German steps often end in the infinitive ("Auf Anmelden klicken"): verb -> (imperative, separable particle).
GERMAN_INFINITIVES: dict[str, tuple[str, str]] = {
    "klicken": ("klicke", ""), "anklicken": ("klicke", ""), "drücken": ("drücke", ""),
    "betätigen": ("klicke", ""), "öffnen": ("öffne", ""), "eingeben": ("gib", "ein"),
    "eintragen": ("trage", "ein"), "eintippen": ("tippe", "ein"), "tippen": ("tippe", ""),
    "ausfüllen": ("fülle", "aus"), "auswählen": ("wähle", ""), "wählen": ("wähle", ""),
    "aktivieren": ("aktiviere", ""), "deaktivieren": ("deaktiviere", ""), "ankreuzen": ("markiere", ""),
    "anhaken": ("markiere", ""), "markieren": ("markiere", ""), "prüfen": ("prüfe", ""),
    "überprüfen": ("prüfe", ""), "hochladen": ("lade", "hoch"), "warten": ("warte", ""),
    "scrollen": ("scrolle", ""), "leeren": ("leere", ""), "aufrufen": ("öffne", ""), "besuchen": ("besuche", ""),
}

# Nouns that say what kind of thing a control leads to or is, not its name: "Open the customers table" is the
# link "customers"; a name that holds every other word of the target still fits when these are left over.
KIND_NOUNS = frozenset({
    "table", "database", "db", "page", "column", "header", "row", "record", "entry", "item", "link", "tab",
    "view", "list", "section", "menu", "report", "query", "filter", "facet", "category", "folder", "file",
    "field", "button", "option", "model", "module", "dashboard", "screen", "panel", "widget", "heading", "title",
    "label", "icon", "area", "box", "card", "node", "object", "collection", "resource",
    "tabelle", "datenbank", "seite", "spalte", "eintrag", "ansicht", "liste", "bereich", "menü", "datei", "ordner",
    "feld", "schaltfläche", "reiter", "kategorie",
})

# Nouns for the repeated things of a page, as a regex alternation: "the email from Stripe", "issue #1479",
# "the Stripe receipt" name an item by its kind and then its contents.
ITEM_WORDS = (r"issue|item|card|row|product|order|ticket|task|transaction|entry|user|post|message|e-?mail|mail|"
              r"conversation|review|comment|notification|receipt|search|invoice|file")
