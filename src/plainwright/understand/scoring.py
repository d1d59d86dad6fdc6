"""How well one element of a snapshot fits an intent: names, role, context and visibility, 0..~1.4."""

from __future__ import annotations

import re
from functools import lru_cache

from rapidfuzz import fuzz

from plainwright.model import ActionKind
from plainwright.observe.snapshot import Element
from plainwright.understand.intent import Family, Intent, Purpose
from plainwright.understand.text import canonical, no_typo, split_identifier, tokens
from plainwright.understand.vocabulary import VOCABULARY, words

FILLABLE = {"textbox", "searchbox", "combobox", "spinbutton", "slider"}
CHECKABLE = {"checkbox", "radio", "switch", "menuitemcheckbox", "menuitemradio"}
SELECTABLE = {"combobox", "listbox"}
KIND_ROLES: dict[ActionKind, set[str]] = {
    ActionKind.FILL: FILLABLE, ActionKind.CLEAR: FILLABLE,
    ActionKind.SELECT: SELECTABLE, ActionKind.CHECK: CHECKABLE, ActionKind.UNCHECK: CHECKABLE,
    ActionKind.ASSERT_CHECKED: CHECKABLE, ActionKind.ASSERT_UNCHECKED: CHECKABLE,
    ActionKind.ASSERT_VALUE: FILLABLE | SELECTABLE,
}
# Roles a person calls by another name: "the Sign up button" is often a link styled as one.
_NEAR_ROLES = {("button", "link"), ("link", "button"), ("checkbox", "switch"), ("switch", "checkbox"),
               ("button", "menuitem"), ("button", "tab"), ("link", "tab"), ("link", "menuitem"),
               ("combobox", "listbox"), ("textbox", "combobox"), ("button", "switch"), ("option", "radio"),
               ("columnheader", "link"), ("columnheader", "button")}  # a column's header sorts by a link in it
_CHOICES = {"option", "menuitem", "menuitemradio", "menuitemcheckbox", "radio", "tab", "treeitem", "checkbox", "switch"}
_CLOSE_MARKS = {"×", "✕", "✖", "x", "╳", "✗"}
_CONTAINER_WORDS = re.compile(rf"\s*\b(?:{words('part_nouns')})$", re.IGNORECASE)
# "issue #1479" -> "#1479", "the email from GitHub" -> "GitHub", "the Stripe receipt" -> "Stripe"
_ITEM_NOUN = re.compile(rf"^(?:{words('item_nouns')})\s+(?:(?:{words('item_of')})\s+)?"
                        rf"|\s+(?:{words('item_nouns')})$", re.IGNORECASE)
_DIALOG = re.compile(rf"\b(?:{words('dialog_nouns')})$", re.IGNORECASE)
_MENU = re.compile(rf"\b(?:{words('menu_nouns')})$", re.IGNORECASE)


# marks that end a word; "@" and "." inside "you@company.com" do not
_BREAKS = re.compile(r"[,;:!?()\[\]{}|·•\"▾▼▲▴▸►›‹»«→←↑↓]+|\.(?=\s|$)")


def plain_words(text: str) -> str:
    """The words of canonical text without the marks between them: "(lhr)united" -> "lhr united"."""
    return " ".join(_BREAKS.sub(" ", text).split())


def holds_words(text: str, words: str) -> bool:
    """Whether `text` shows `words` as whole words, marks aside: "Impfung (Grippe)" holds "grippe"."""
    return f" {plain_words(canonical(words))} " in f" {plain_words(canonical(text))} "


def _once(words: str) -> str:
    """"settings settings" (from "the settings gear") -> "settings": a synonym said twice is one word."""
    parts = words.split()
    return " ".join(word for i, word in enumerate(parts) if i == 0 or word != parts[i - 1])


# a word of the page's text run into the next by markup: "Total capacity<span>Optional</span>"
_RUN_TOGETHER = re.compile(r"(?<=[a-z])(?=[A-Z][a-z])")


@lru_cache(maxsize=1 << 16)
def match_score(phrase: str, text: str, kinds: bool = True) -> float:
    """How well `text` on the page answers `phrase` from the step, 0..1. With `kinds`, words that only say what
    kind of thing is meant ("table", "page") may be left over. Text whose markup ran two words together ("Total
    capacityOptional": a label and its badge) is also read with them apart."""
    score = _match_score(phrase, text, kinds)
    if score < 1.0 and _RUN_TOGETHER.search(text):
        score = max(score, _match_score(phrase, _RUN_TOGETHER.sub(" ", text), kinds))
    return score


def _match_score(phrase: str, text: str, kinds: bool) -> float:
    want, have = _once(canonical(phrase)), canonical(text)
    if not want or not have:
        return 0.0
    if want == have:
        return 1.0
    # "Cart, 2 items" holds the word "cart": punctuation does not separate words from the step's
    want, have = plain_words(want) or want, plain_words(have) or have
    if want == have:
        return 0.93  # "Milestones ▾", "Next ›": the same words, not the same text
    if f" {want} " in f" {have} ":
        return 0.9 * (0.75 + 0.25 * len(want) / len(have))
    if f" {have} " in f" {want} ":
        if kinds and set(want.split()) - set(have.split()) <= VOCABULARY.kind_nouns:
            return 0.88  # "customers table" on the link "customers": the rest says what kind of thing it is
        return 0.75 * len(have) / len(want)
    if len(want) >= 5 and fuzz.ratio(want, have) >= 88 and not _no_typo(want, have):
        return 0.8  # a typo in the step or on the page: "Pasword", "Adress"
    want_tokens, have_tokens = tokens(phrase), tokens(text)
    if not want_tokens or not have_tokens:
        return 0.0
    common = want_tokens & have_tokens
    if common == want_tokens:  # every word of the step is there, not in one run: "newsletter email"
        return 0.8 * (0.7 + 0.3 * len(want_tokens) / len(have_tokens))
    if kinds and common == have_tokens and want_tokens - common <= VOCABULARY.kind_nouns:
        return 0.85  # "Dashboard-Liste" on "Dashboards": its words in another form, and what kind of thing it is
    return 0.7 * len(common) / len(want_tokens | have_tokens)


def _no_typo(want: str, have: str) -> bool:
    """Whether the step says other words than the page, not a typo of them: another form of a word ("Saved" of
    "Save"), or another word ("preview" of "Review")."""
    wanted, shown = want.split(), have.split()
    return len(wanted) == len(shown) and any(no_typo(a, b) for a, b in zip(wanted, shown, strict=True))


# What a person calls a field by the kind of value it takes, when the page gives it no name at all (a placeholder
# names it, and two email fields named so are no more "the email field" than the other)
_NAMED_BY_TYPE = {"date": "date", "time": "time", "datetime-local": "date and time", "month": "month", "week": "week",
                  "email": "email", "tel": "phone", "url": "address", "color": "color", "search": "search",
                  "password": "password"}


def _unlabelled_field(element: Element) -> bool:
    """A field named only by its placeholder (or by nothing), or a file input named by its "Choose file" button."""
    if element.tag not in ("input", "select", "textarea"):
        return False
    return element.attrs.get("type") == "file" or (not element.label and element.name in ("", element.placeholder))


def _shown_names(element: Element) -> list[tuple[str, float]]:
    """The names a person sees or hears, with the weight a match on each deserves."""
    attrs = element.attrs
    return [(element.name, 1.0), (element.label, 1.0), (element.placeholder, 0.95),
            (attrs.get("aria-label", ""), 0.95), (attrs.get("title", ""), 0.9), (element.text, 0.85),
            (attrs.get("alt", ""), 0.9)]


# An icon font's class says what the icon shows ("fa-ellipsis-v", "bi-trash", "mdi-pencil-outline"): its name, without
# the font's prefix and the style words after it.
_ICON_CLASS = re.compile(r"(?:^|\s)(?:fa|bi|mdi|glyphicon|icon|anticon|ti|ri|la|oi|feather|lucide|ion|ph)-([a-z0-9-]+)",
                         re.I)
_ICON_STYLE = frozenset({"alt", "o", "outline", "outlined", "fill", "filled", "solid", "regular", "light", "sm", "lg",
                         "xs", "v", "h", "vertical", "horizontal"})


def _icon_name(classes: str) -> str:
    words = (word for found in _ICON_CLASS.finditer(classes) for word in found.group(1).lower().split("-"))
    return " ".join(word.rstrip("0123456789") for word in words if word not in _ICON_STYLE and not word.isdigit())


def _code_names(element: Element) -> list[tuple[str, float]]:
    """The names only its code gives it: id, name, test ids, classes, split into words; an icon's name (from its
    icon font's class) as a person would call the icon."""
    attrs = element.attrs
    found = [(split_identifier(attrs.get(key, "")), 0.65 if key == "class" else 0.7)
             for key in ("id", "name", "data-testid", "data-test", "data-qa", "class")]
    return [*found, (_icon_name(attrs.get("class", "")), 0.75)]


def named_by_code_alone(target: str, element: Element) -> bool:
    """Whether the words `target` fit the element only through its id, name attribute, test id or classes, not
    through anything a person sees: "Save" on a button that shows "Update customer" and has the id "save"."""
    if not target.strip():
        return False
    shown = max((match_score(target, text) for text, _ in _shown_names(element) if text), default=0.0)
    by_code = max((match_score(target, text) for text, _ in _code_names(element) if text), default=0.0)
    return by_code >= 0.7 and shown < 0.6


def _texts(element: Element) -> list[tuple[str, float]]:
    """The element's names with the weight a match on each deserves."""
    attrs = element.attrs
    found = [*_shown_names(element), *_code_names(element)]
    if element.tag == "input" and attrs.get("type") in ("submit", "button"):
        found.append((element.value, 1.0))
    if attrs.get("type") == "submit" or (element.tag == "button" and attrs.get("type", "submit") == "submit"
                                          and element.context.get("form")):
        found.append(("submit", 0.8))
    if (group := element.context.get("fieldset")) and element.name and len(group) <= 40:
        # "the Dark theme": a radio "Dark" in the fieldset "Theme"
        found.append((f"{element.name} {group}", 0.85))
        found.append((f"{group} {element.name}", 0.85))
    if not element.name and not element.placeholder and not element.label \
            and (kind := _NAMED_BY_TYPE.get(attrs.get("type", ""))):
        found.append((kind, 0.8))  # "Enter 2025-06-07 as the date": the one date input, which has no name
    if _unlabelled_field(element):
        caption = element.context.get("group", "") if len(element.context.get("group", "").split()) <= 4 else ""
        if caption:
            found.append((caption, 0.85))  # the few words beside a field with no label of its own: "Reference"
        elif not element.name and not element.placeholder:
            # a code editor with no name at all: its form's or heading's words ("Custom SQL query") say what for
            found += [(element.context.get(key, ""), 0.9) for key in ("form", "heading")]
    if column := element.context.get("column"):
        found.append((column, 0.8))  # "the order code in the row of X": the link in that row's "Order code" cell
    if element.name.strip() in _CLOSE_MARKS or element.text.strip() in _CLOSE_MARKS:
        found.append(("close", 0.9))
    if "aria-haspopup" in attrs or "aria-expanded" in attrs:
        found.append(("menu", 0.6))  # "Open the menu beside Save draft": a control that opens something
    return [(text, weight) for text, weight in found if text]


def name_score(target: str, element: Element, kinds: bool = True) -> float:
    """The best match of the target words on any of the element's names; a field is also named by the whole
    heading it stands under ("the Add Comment box")."""
    best = max((match_score(target, text, kinds) * weight for text, weight in _texts(element)), default=0.0)
    return max(best, _heading_names(target, element))


def _heading_names(target: str, element: Element) -> float:
    heading = element.context.get("heading", "") if _takes_text(element) else ""
    return 0.8 if heading and match_score(target, heading, kinds=False) >= 0.93 else 0.0


_WORDY = re.compile(r"[^\W_]")
_NOT_TEXT_INPUTS = {"checkbox", "radio", "submit", "button", "file", "image", "reset", "range", "color", "hidden"}


def _takes_text(element: Element) -> bool:
    if element.tag in ("textarea", "select") or "contenteditable" in element.attrs:
        return True
    return element.tag == "input" and element.attrs.get("type", "text") not in _NOT_TEXT_INPUTS


_NEVER_OPEN = frozenset({"checkbox", "radio", "switch", "textbox", "searchbox", "spinbutton", "slider"})


def picks_from_list(element: Element) -> bool:
    """A read-only text field: what it holds is chosen from a list that a click on it opens (the pickers of Vue
    and Element libraries draw a drop-down so), not typed."""
    return element.tag == "input" and "readonly" in element.attrs \
        and element.attrs.get("type", "text") not in _NOT_TEXT_INPUTS


def suits_kind(kind: ActionKind, element: Element) -> bool:
    """Whether the action can be done to the element at all (fill a text field, check a checkbox ...)."""
    allowed = KIND_ROLES.get(kind)
    if allowed is None or element.role in allowed or kind is ActionKind.ASSERT_VALUE:
        return True
    if kind in (ActionKind.FILL, ActionKind.CLEAR):
        return _takes_text(element)
    if kind is ActionKind.SELECT:
        return picks_from_list(element)
    if kind in (ActionKind.CHECK, ActionKind.UNCHECK, ActionKind.ASSERT_CHECKED, ActionKind.ASSERT_UNCHECKED):
        return "aria-pressed" in element.attrs or element.checked is not None
    return False


def role_fit(intent: Intent, element: Element) -> float:
    """A multiplier: does the element's role suit the verb and the role the step names?"""
    if not suits_kind(intent.kind, element):
        return 0.0
    if intent.kind is ActionKind.UPLOAD:
        return 1.15 if element.attrs.get("type") == "file" else 0.8 if element.is_interactive else 0.0
    if intent.kind is ActionKind.ASSERT_VALUE and intent.role is None \
            and not (element.role in FILLABLE | SELECTABLE or _takes_text(element)):
        return 0.8  # "the total shows "$10"": a text check on that element
    role = element.role
    if intent.purpose is Purpose.OPEN and (element.checked is not None or role in _NEVER_OPEN):
        return 0.0  # "Open the order of X": a tick box or a field opens nothing
    if intent.family is Family.CHOICE:  # "Choose "bug"": an option, a radio, a tab rather than a link of that name
        return (1.1 if role in _CHOICES else 1.0) if element.is_interactive else 0.6
    if intent.family is Family.ICON:  # "the GitHub icon": a control that shows a picture, no words
        return (1.15 if not _WORDY.search(element.text) else 1.0) if element.is_interactive else 0.7
    if intent.role is None and intent.kind is ActionKind.SCROLL and role in ("heading", "region", "img"):
        return 1.1  # "Scroll to Pricing": the section's heading, rather than a link to it
    if intent.role is None and intent.kind is ActionKind.CLICK and role in FILLABLE and element.tag != "select":
        return 0.9  # "Click Search Posts": the button, rather than the search box labelled so
    if intent.role is None:
        # a tab panel is named by its tab (ARIA's pattern) and may take the focus: by that name, the tab is meant
        return 1.0 if element.is_interactive and role != "tabpanel" else 0.6
    return _named_role_fit(intent, element)


def _named_role_fit(intent: Intent, element: Element) -> float:
    """`role_fit` when the step names a role ("the Save button", "the Email field")."""
    role = element.role
    if intent.role == "columnheader" and ("/th[" in element.xpath or "/thead[" in element.xpath):
        return 1.15  # "the Title column header": what sorts by it stands in the table's header cell
    if intent.role == role or (intent.role == "textbox" and role in FILLABLE) \
            or (intent.role == "button" and element.tag == "button") \
            or (intent.role == "combobox" and (element.tag == "select" or picks_from_list(element))):
        return 1.15
    if {intent.role, role} == {"button", "link"}:
        # a link drawn as a button looks like one: a person cannot tell them apart; a plain text link is no button
        return 0.95 if intent.role == "button" and not element.boxed else 1.1
    if (intent.role, role) in _NEAR_ROLES:
        return 0.95
    if intent.role == "textbox" and not (role in FILLABLE | SELECTABLE | CHECKABLE or _takes_text(element)):
        return 0.0  # "the Password field" is no link "Change password": a field takes what is typed or chosen
    if intent.kind.is_assertion and intent.role in _CONTROL_ROLES and not element.is_interactive:
        return 0.0  # "the "Sign in" button is shown" is not shown by the heading "Log in": a check says what it is
    return 0.7


_CONTROL_ROLES = frozenset({"button", "link", "checkbox", "radio", "textbox", "combobox", "switch", "tab", "menuitem",
                            "option", "slider", "spinbutton", "searchbox"})
PLACE_FITS = 1.1  # a context_fit this high: the element stands in the place the step names


def context_fit(context: str | None, element: Element) -> float:
    """1.2 when the element sits where the step says (1.1 when only the heading above it says so; 1.3 in a row
    whose key, its first cell, is what the step names), 0.4 when it does not; 1.0 when the step says nothing."""
    if not context:
        return 1.0
    bare = _ITEM_NOUN.sub("", _CONTAINER_WORDS.sub("", context)).strip() or context  # "issue #1479" -> "#1479"
    lowered = bare.lower()
    if _DIALOG.fullmatch(lowered) and element.context.get("dialog"):
        return 1.2
    if element.role.startswith("menuitem") and _MENU.search(context):
        return 1.2  # "Move in the card menu": the menu's items
    if _MENU.fullmatch(lowered) and "nav" in element.context:
        return 1.2  # "Click Invoices in the menu", „im Menü“: a site's navigation is its menu
    landmark = VOCABULARY.landmark_tags.get(lowered)
    if landmark and landmark in element.context:
        return 1.2
    if landmark == "aside" and "nav" in element.context and not {"header", "footer"} & element.context.keys():
        return 1.2  # a sidebar is often a <nav> beside the content, not an <aside>
    want = canonical(bare)
    wanted = tokens(bare) - VOCABULARY.fillers
    fit = 0.4
    if element.context.get("dialog") and _DIALOG.search(context):
        fit = 1.1  # "the confirmation dialog": some dialog, named in other words
    if wanted and wanted <= tokens(element.name):
        fit = max(fit, 1.0)  # "the info icon next to Transfer date" on "More information about transfer dates"
    if want and keyed_by(element, want):
        return 1.3  # "edit for Dmitri": Dmitri's own row, not a row that mentions him
    for key, value in element.context.items():
        have = canonical(value)
        if want and (want == have or f" {want} " in f" {have} " or match_score(bare, value) >= 0.6):
            # the last heading before an element may belong to the card before it; a container holds it
            fit = max(fit, 1.1 if key == "heading" else 1.2)
        elif len(wanted) > 1 and key != "heading":
            # "the pending transfer to Anna Müller": most of the words, told in other words
            fit = max(fit, 0.4 + 0.8 * len(wanted & tokens(value)) / len(wanted))
    return fit


def names_its_menu(context: str, element: Element) -> bool:
    """"Open SQL Lab from the SQL menu": the place is the menu the element opens, named by its opener's words."""
    if not _MENU.search(context):
        return False
    words = tokens(_MENU.sub("", context)) - VOCABULARY.fillers - VOCABULARY.articles
    return bool(words) and words <= tokens(element.name)


def keyed_by(element: Element, record: str) -> bool:
    """Whether the element stands in the record's own row or card: the row's key (its row header, or its first
    cell that says something) or the card's (its title) is the record, or the record with a note after it
    ("Dmitri (x1)")."""
    context = element.context
    key, want = canonical(context.get("row_key") or context.get("group_key", "")), canonical(record)
    return bool(want) and (key == want or (key.startswith(want) and not key[len(want)].isalnum()))


def visibility_fit(element: Element, *, reading: bool = False) -> float:
    """1.0 for an element a person can see and reach. Covered (by a cookie banner, say), it is still there to be
    named, a little less; the act itself will say what covers it. A check only reads it: a field read through
    the clear layer a widget draws over it to catch clicks is as good as one in the open."""
    if element.is_usable or (reading and element.is_visible):
        return 1.0
    if element.is_visible:
        return 0.8
    # a control of a list item shown while the pointer is over the item (the executor hovers it first)
    return 0.7 if element.is_interactive and {"row", "group"} & element.context.keys() else 0.2


_TAKES_VALUE = frozenset({ActionKind.FILL, ActionKind.SELECT})


def value_fit(intent: Intent, element: Element) -> float:
    """A native list that does not offer the value fits less than a field that takes any: "Set the Owner filter
    to "carol"" where the Owner row has an operator list (is, contains) and a text field."""
    if intent.kind not in _TAKES_VALUE or not intent.value or element.tag != "select" or not element.options:
        return 1.0
    offered = any(canonical(option) == canonical(intent.value) or holds_words(option, intent.value)
                  for option in element.options)
    return 1.0 if offered else 0.8


def score(intent: Intent, element: Element) -> float:
    """The element's fit for the intent, 0..~1.4."""
    fit = role_fit(intent, element)
    if fit == 0.0:
        return 0.0
    file_input = intent.kind is ActionKind.UPLOAD and element.attrs.get("type") == "file"
    # with no words, "Attach the file "log.txt"" means the page's file input
    best = name_score(intent.target, element) if intent.target else 1.0 if intent.names_a_kind or file_input else 0.0
    if intent.kind in _TICKS and intent.target:
        best = max(best, _ticks_its_row(intent.target, element))
    if best < 0.5 and intent.role == "dialog" == element.role:
        best = 0.55  # "the confirmation dialog" on the one dialog "Confirm transfer"
    if best == 0.0:
        return 0.0
    # a file input styled away behind a "Browse" button still takes files
    seen = 1.0 if file_input else visibility_fit(element, reading=intent.kind.is_assertion)
    other = _ANOTHER_ACTION if _does_another_thing(intent, element) else 1.0
    return best * fit * seen * other * context_fit(intent.context, element) * value_fit(intent, element)


_TICKS = frozenset({ActionKind.CHECK, ActionKind.UNCHECK, ActionKind.ASSERT_CHECKED, ActionKind.ASSERT_UNCHECKED})


def _ticks_its_row(target: str, element: Element) -> float:
    """"Tick "Notebook A4"": a tick box with no label is named, for ticking, by the record of the row it ticks (and
    only for that: what "Notebook A4" shows is its row's, not the box's)."""
    record = element.context.get("row_key", "")
    if element.name or not record or not (element.checked is not None or element.role in CHECKABLE):
        return 0.0
    return match_score(target, record) * 0.85


_ANOTHER_ACTION = 0.8
# what a control does when its name says it: "Add to basket", "+ Dashboard" (a "plus" adds), "New dashboard"
_DOINGS = frozenset(word for said in VOCABULARY.words("doing_verbs") for word in tokens(said))


def _does_another_thing(intent: Intent, element: Element) -> bool:
    """"Go to the basket" is no "Add to basket", "Go back to the dashboard list" no "+ Dashboard": a way to a
    place is not a control named by an action the sentence does not say."""
    if not intent.destination or not intent.target:
        return False
    return bool((tokens(element.name) - tokens(intent.target)) & _DOINGS)


def literal_score(intent: Intent, element: Element) -> float:
    """The fit of the target words as written ("Wish list", "Shop for men"), in case the split was wrong."""
    if not intent.phrase or intent.phrase == intent.target or not suits_kind(intent.kind, element):
        return 0.0
    fit = 1.0 if element.is_interactive else 0.6
    named = name_score(intent.phrase, element, kinds=False)  # the role words were the grammar's to take
    return (1.0 if named == 1.0 else 0.9) * named * fit * visibility_fit(element)  # "Insert link" is its name
