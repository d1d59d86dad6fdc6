"""What a page offers a person, as a planner reads it: its fields, buttons and links, each with the label the UI
shows, the group (fieldset or form) and section (heading) it is in, the dialog it is in, and whether it submits
its form or is the form's primary action. Built from a PageSnapshot; no selectors, ids or classes, so that
nothing a planner writes depends on them.

`fingerprint` names the page's structure (its address without query and the labels it offers), not its text or
values: a page that only shows other numbers is the same page, one that offers other controls is not.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field, replace
from enum import StrEnum
from urllib.parse import urljoin, urlsplit

from plainwright.observe.snapshot import Element, PageSnapshot
from plainwright.plan.widgets import stood_in
from plainwright.understand.text import split_identifier


class ControlKind(StrEnum):
    FIELD = "field"
    BUTTON = "button"
    LINK = "link"


FIELD_ROLES = frozenset({"textbox", "searchbox", "combobox", "spinbutton", "checkbox", "radio", "switch", "slider",
                         "listbox"})
BUTTON_ROLES = frozenset({"button", "menuitem", "tab", "option", "menuitemcheckbox", "menuitemradio"})
_SUBMIT_TYPES = frozenset({"submit", "image"})
# a form named only by its id ("login-form", "loginForm"): a name for code, not one a person reads
_CODE_NAME = re.compile(r"^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+$|^[a-z]+[A-Z][A-Za-z0-9]*$")


@dataclass(frozen=True, slots=True)
class Control:
    """One thing a person can use. `index` is the element's index in the snapshot it came from: a reference for
    this observation only, never written down."""

    kind: ControlKind
    label: str
    role: str
    index: int
    input_type: str = ""  # "text", "password", "email", "search", "checkbox", "select", "textarea"...
    placeholder: str = ""
    value: str = ""
    checked: bool | None = None
    options: tuple[str, ...] = ()
    group: str = ""  # the fieldset or form it belongs to, as the UI names it
    section: str = ""  # the heading or section above it
    dialog: str = ""  # the dialog it is in
    required: bool = False
    disabled: bool = False
    submit: bool = False  # it sends its form
    primary: bool = False  # its form's main action
    current: bool = False  # a link marked as the page the user is on
    expanded: bool | None = None  # a control that opens a menu or a section: whether it is open
    around: str = ""  # the words of its table row or of the block around it ("Trailhead 2 tent 249.00 EUR")
    in_row: bool = False  # it stands in a table row: it belongs to that row's record
    form: str = field(default="", repr=False)  # the form it belongs to, by whatever name the page gives it
    multiline: bool = False  # a text area or an editor (a code or rich-text editor's many-line text box)
    # its accessible name where the label is read from elsewhere (an unlabelled field's code name): what a step's
    # action reports it by; None: the label
    page_name: str | None = field(default=None, repr=False)

    @property
    def unlabelled(self) -> bool:
        """The page gives it no name: its label, if any, is read from its code ("login name")."""
        return not self.label or self.page_name == ""

    @property
    def secret(self) -> bool:
        return self.input_type == "password"

    @property
    def role_word(self) -> str:
        """How a step names its kind: "field", "button", "link", "dropdown", "checkbox"..."""
        if self.kind is ControlKind.LINK:
            return "link"
        if self.kind is ControlKind.BUTTON:
            return "tab" if self.role == "tab" else "button"
        if self.multiline and not self.label:
            return "editor"  # the text box of a page's editor, which names it no further
        return {"combobox": "dropdown", "checkbox": "checkbox", "radio": "radio button", "switch": "switch",
                "listbox": "list"}.get(self.role, "field")

    def hint(self) -> str:
        """Where it is, as the UI names it: its group, else its section."""
        return self.dialog or self.group or self.section


@dataclass(frozen=True, slots=True)
class Inventory:
    url: str
    title: str
    headings: tuple[tuple[int, str], ...]  # (level, text) in page order
    controls: tuple[Control, ...]
    dialog: str = ""  # the open dialog's name, when one is open
    # links and buttons the page holds hidden (in a closed menu, a folded section): reached by opening what holds
    # them, which a step naming one does (act/menus.py); no evidence of anything shown
    kept_hidden: tuple[Control, ...] = ()

    @property
    def fields(self) -> list[Control]:
        return [control for control in self.controls if control.kind is ControlKind.FIELD]

    @property
    def buttons(self) -> list[Control]:
        return [control for control in self.controls if control.kind is ControlKind.BUTTON]

    @property
    def links(self) -> list[Control]:
        return [control for control in self.controls if control.kind is ControlKind.LINK]

    @property
    def fingerprint(self) -> str:
        parts = urlsplit(self.url)
        shape = [parts.netloc, parts.path, parts.fragment, *(f"h{level}:{text}" for level, text in self.headings),
                 *(f"{c.kind}:{c.role}:{c.label}" for c in self.controls), self.dialog]
        return hashlib.sha256("\n".join(shape).encode()).hexdigest()[:12]

    def main_headings(self) -> list[str]:
        """The headings that name the page: those of the top level it has (an h1, else its h2s)."""
        if not self.headings:
            return []
        top = min(level for level, _ in self.headings)
        return [text for level, text in self.headings if level == top]

    def find(self, control: Control) -> Control | None:
        """The control of this page that is the same as `control` of another observation (kind, role, label,
        group), or None."""
        return next((c for c in self.controls if _same(c, control)), None)

    def hidden_ones(self) -> Inventory:
        """This page's controls kept hidden, as the page's controls: where a flow looks last for what it needs."""
        return replace(self, controls=self.kept_hidden, kept_hidden=())

    def offers(self, control: Control) -> bool:
        """Whether this page has `control`, shown or kept in a closed menu (a step naming it opens the menu)."""
        return self.find(control) is not None or any(_same(c, control) for c in self.kept_hidden)

    def holding(self, control: Control, value: str, checked: bool | None = None) -> Inventory:
        """This page as it would be with `control` holding `value` (ticked or not): a plan's next page state."""
        changed = tuple(replace(c, value=value if checked is None else c.value,
                                checked=checked if checked is not None else c.checked) if c == control else c
                        for c in self.controls)
        return replace(self, controls=changed)



def _level(element: Element) -> int:
    level = element.attrs.get("aria-level", "")
    if level.isdigit():
        return int(level)
    tag = element.tag
    return int(tag[1]) if len(tag) == 2 and tag[0] == "h" and tag[1].isdigit() else 2


def _kind(element: Element) -> ControlKind | None:
    if element.role == "link":
        return ControlKind.LINK
    if element.role in BUTTON_ROLES or (element.tag == "input" and element.attrs.get("type") in ("submit", "button",
                                                                                                    "reset", "image")):
        return ControlKind.BUTTON
    if element.role in FIELD_ROLES or element.tag in ("input", "select", "textarea"):
        return ControlKind.FIELD
    return None


def _input_type(element: Element) -> str:
    if element.tag in ("select", "textarea"):
        return element.tag
    return element.attrs.get("type", "text" if element.tag == "input" else "")


def _group(element: Element, legends: set[str]) -> str:
    """The fieldset's legend, else the form's name when a person can read it (not its id, nor the legend of a
    fieldset in it that the snapshot read as the form's name)."""
    context = element.context
    if context.get("fieldset"):
        return context["fieldset"]
    form = context.get("form", "")
    return "" if _CODE_NAME.match(form) or form in legends else form


def _submits(element: Element) -> bool:
    if not element.context.get("form"):
        return element.attrs.get("type") in _SUBMIT_TYPES
    if element.tag == "button":
        return element.attrs.get("type", "submit") == "submit"
    return element.tag == "input" and element.attrs.get("type") in _SUBMIT_TYPES


def _named_in_code(element: Element) -> str:
    """A field the page gives no label, by the name its code gives it ("__login_name" -> "login name"), as the
    step brain also reads it; a name that is no words (an id like "f3") gives none."""
    found = split_identifier(element.attrs.get("name", "") or element.attrs.get("id", ""))
    return found if element.tag in ("input", "textarea", "select") and re.fullmatch(r"[a-z]{2,}(?: [a-z]+)*",
                                                                                    found.lower()) else ""


_CAPTION_WORDS = 4


def _caption(element: Element) -> str:
    """The few words a page shows beside a field it gives no label (a table's "Change Note" cell before its
    textarea): what a person calls that field."""
    group = element.context.get("group", "") if element.tag in ("input", "textarea", "select") else ""
    return group if len(group.split()) <= _CAPTION_WORDS else ""


def _links_here(element: Element, page_url: str) -> bool:
    """A link to the very address the page is at: the navigation's item for this page, however the page marks it
    (a class of its own, or nothing at all). A link to a part of the page ("#top") or to a script is none."""
    href = element.attrs.get("href", "").strip()
    if element.role != "link" or not href or href.startswith(("#", "javascript:")) or not page_url:
        return False
    return urljoin(page_url, href).rstrip("/") == page_url.rstrip("/")


def _control(element: Element, kind: ControlKind, legends: set[str], page_url: str = "") -> Control:
    context = element.context
    label = element.name or element.label or _caption(element) or element.placeholder or _named_in_code(element)
    return Control(
        kind=kind, label=label, page_name=None if label == element.name else element.name,
        role=element.role or element.tag,
        index=element.index, input_type=_input_type(element) if kind is ControlKind.FIELD else "",
        placeholder=element.placeholder, value=element.value, checked=element.checked, options=tuple(element.options),
        group=_group(element, legends), section=context.get("heading") or context.get("section", ""),
        dialog=context.get("dialog", ""), required=element.required, disabled=element.disabled,
        submit=kind is ControlKind.BUTTON and _submits(element), current=element.attrs.get("aria-current") == "page"
        or _links_here(element, page_url),
        expanded=element.expanded,
        around=context.get("row") or context.get("group", ""), in_row=bool(context.get("row")),
        form=context.get("form") or context.get("form_ref", ""),
        multiline=element.tag == "textarea" or element.attrs.get("aria-multiline") == "true")


def _with_primaries(controls: list[Control]) -> list[Control]:
    """A form's primary action: its submit button, the first when it has several."""
    seen_forms: set[str] = set()
    marked = []
    for control in controls:
        if control.submit and control.form not in seen_forms:
            seen_forms.add(control.form)
            control = replace(control, primary=True)
        marked.append(control)
    return marked


def _covered_for_now(element: Element, dialogs: list[str]) -> bool:
    """A field or button of a form that a picker or list left open covers for now (a date picker over the next
    field or over the Save button): still part of the form; the step that uses it closes what covers it. Not
    behind an open dialog: that one is the page to deal with first."""
    return element.is_visible and not element.is_top and not dialogs \
        and _kind(element) in (ControlKind.FIELD, ControlKind.BUTTON)


def _same(one: Control, other: Control) -> bool:
    """The same control in two observations: its kind, role, label and group."""
    return (one.kind, one.role, one.label, one.group) == (other.kind, other.role, other.label, other.group)


def _kept_hidden(element: Element, dialogs: list[str]) -> bool:
    """A named link or button the page holds but does not show, with no dialog open over the page."""
    return not element.is_visible and not element.disabled and element.is_interactive and bool(element.name) \
        and not dialogs and _kind(element) in (ControlKind.LINK, ControlKind.BUTTON)


def inventory_of(snapshot: PageSnapshot) -> Inventory:
    """The controls a person could see and use, with their labels and places; headings for what the page is."""
    headings: list[tuple[int, str]] = []
    controls: list[Control] = []
    dialogs = [element.name for element in snapshot.elements
               if element.role in ("dialog", "alertdialog") and element.is_usable]
    legends = {element.context["fieldset"] for element in snapshot.elements if element.context.get("fieldset")}
    widgets = stood_in(snapshot)  # a drop-down a widget hides is the field; the widget's box is no other control
    hidden: list[Control] = []
    for element in snapshot.elements:
        if element in widgets.selects:
            controls.append(_control(element, ControlKind.FIELD, legends))
            continue
        if not (element.is_usable or _covered_for_now(element, dialogs)) or element.index in widgets.boxes:
            if _kept_hidden(element, dialogs):
                hidden.append(_control(element, _kind(element) or ControlKind.LINK, legends))
            continue
        if element.role == "heading" and element.name:
            headings.append((_level(element), element.name))
            continue
        kind = _kind(element)
        if kind is None or not element.is_interactive:
            continue
        control = _control(element, kind, legends, snapshot.url)
        if control.label or kind is ControlKind.FIELD:
            controls.append(control)
    return Inventory(url=snapshot.url, title=snapshot.title, headings=tuple(headings),
                     controls=tuple(_with_primaries(controls)), dialog=dialogs[-1] if dialogs else "",
                     kept_hidden=tuple(hidden))
