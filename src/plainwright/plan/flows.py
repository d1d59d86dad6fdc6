"""The flows the rule planner knows, one function per kind of task: given the task, the page now and what the run
has verified, the steps that would take the task forward on THIS page (best first), or why the page offers
nothing for it (`NotHere`), or why the task cannot be done at all (`GiveUp`).

Every step names a control of the current page by the label the page shows (horizon 0), or, where the task's
own target is not on the page, a control that leads to it (a "Log in" link to the login form, horizon 1).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from urllib.parse import urlsplit

from plainwright.errors import ErrorKind
from plainwright.plan.base import GiveUp, Proposal, Situation
from plainwright.plan.checks import (
    Added,
    Changes,
    Check,
    Holds,
    Leaves,
    LeavesLogin,
    Passes,
    Saves,
    Searched,
    Typed,
)
from plainwright.plan.choices import chooses, option_for
from plainwright.plan.goal_text import (
    AddItems,
    AddToCart,
    Clause,
    Create,
    Do,
    Edit,
    Fill,
    Filter,
    FreeForm,
    LogIn,
    LogOut,
    Open,
    Pair,
    Search,
    Submit,
)
from plainwright.plan.inventory import Control, ControlKind, Inventory
from plainwright.plan.labels import (
    fit,
    framing,
    head_of,
    lemmas,
    names,
    places,
    same_term,
    terms,
    translations,
    words_of,
)
from plainwright.plan.notes import control_note, note_sentence, page_note
from plainwright.plan.row_checks import item_controls
from plainwright.plan.steps import (
    ORDINALS,
    AddressHas,
    AsWritten,
    BoxMarked,
    Choose,
    Click,
    HasValue,
    HeadingShown,
    MarkBox,
    Named,
    OpenAddress,
    PlannedStep,
    Press,
    PutInCart,
    Shows,
    TitleHas,
    TypeInto,
    quoted,
)
from plainwright.plan.value_fit import drop_down, listing_boxes, names_a_field, value_field
from plainwright.plan.vocabulary import GOAL_VOCABULARY


@dataclass(frozen=True, slots=True)
class NotHere:
    """The page offers nothing for the task: `wanted` says what was looked for, `closest` what came nearest."""

    wanted: str
    closest: tuple[str, ...] = ()


Answer = list[Proposal] | NotHere | GiveUp
_TITLE_PARTS = re.compile(r"\s+[·|\-–—:]\s+")
_CLOSEST = 3


def named(control: Control, inventory: Inventory) -> Named:
    """`the "Email" field`; where the page has another control of that name, where it is (`the "Email" field in
    the "Newsletter" section`), else which of them it is (`the second "Email" field`)."""
    twins = [c for c in inventory.controls if c != control and c.label == control.label]
    if twins and control.hint() and all(c.hint() != control.hint() for c in twins):
        return Named(control.label, control.role_word, section=control.hint())
    alike = [c for c in inventory.controls if (c.kind, c.label) == (control.kind, control.label)]
    if len(alike) > 1 and (place := alike.index(control) + 1) in ORDINALS:
        return Named(control.label, control.role_word, ordinal=place)
    return Named(control.label, control.role_word)


def in_record(control: Control, record: str, inventory: Inventory) -> Named:
    """How a step names a control of the row (table row, list item, card) holding the record the goal names: by its
    own label where that names the record (a checklist's `the "Write report" checkbox`), else by that row (`the
    "Edit" button in the row for "Alan Turing"`). Never by its place among the rows' twins (`the third "Edit"
    button`): that held on the page of that day only, and a replay would act on whichever row is third."""
    if (control.label and names(record, control.label)) or not (control.around and names(record, control.around)):
        return named(control, inventory)
    return Named(control.label, control.role_word, record=record)  # a row's box with no name: by its kind


def clicking(index: int, control: Control, inventory: Inventory, why: str, *, completes: bool = False,
             check: Check | None = None, record: str | None = None) -> Proposal:
    """The proposal to click `control`, with its note; checked by the page changing unless `check` says else.
    `record`: the record the goal names, when the control stands in its row (see `in_record`)."""
    target = named(control, inventory) if record is None else in_record(control, record, inventory)
    return Proposal(Click(target), control_note("click", control, inventory, why), index,
                    check or Changes(f"clicking {quoted(control.label)}", completes=completes), control)


def _usable(control: Control) -> bool:
    return not control.disabled


def _closest(phrase: str, controls: list[Control]) -> tuple[str, ...]:
    ranked = sorted(((fit(phrase, c.label).rank, c) for c in controls), key=lambda pair: pair[0], reverse=True)
    return tuple(f'{c.role_word} "{c.label}"' for rank, c in ranked[:_CLOSEST] if rank[0] > 0)


def _naming(phrase: str, controls: list[Control]) -> list[Control]:
    """The controls whose label names every term of `phrase`, the ones with fewer other words first, a link
    before a button of the same fit. A menu already open is left out: clicking it again would close it."""
    found = [(fit(phrase, c.label), c) for c in controls if _usable(c) and c.expanded is not True]
    ranked = sorted((pair for pair in found if pair[0].full),
                    key=lambda pair: (-pair[0].precision, pair[1].kind is not ControlKind.LINK))
    return [control for _, control in ranked]


def _clickables(inventory: Inventory) -> list[Control]:
    return [c for c in inventory.controls if c.kind is not ControlKind.FIELD]


# ---- log in ------------------------------------------------------------------------------------------------

def _user_field(password: Control | None, inventory: Inventory) -> Control | None:
    """The field for the user name: one named so in the password's form, else the text field before it there."""
    fields = [c for c in inventory.fields if c.input_type in ("text", "email", "") and _usable(c)]
    if password is not None:
        fields = [c for c in fields if c.form == password.form and c.index < password.index] or fields
    named = [c for c in fields if names("username", c.label) or names("email", c.label)
             or names("log in", c.label) or names("user", c.label)]
    if named:
        return named[0]
    return fields[-1] if password is not None and fields else None


def _submit_of(field: Control, inventory: Inventory, concept: str) -> Control | None:
    """The button that sends `field`'s form: its submit button, else one named like the task."""
    buttons = [c for c in inventory.buttons if _usable(c)]
    own = [c for c in buttons if c.submit and c.form == field.form]
    found = own or _naming(concept, buttons)
    return found[0] if found else None


def log_in(index: int, clause: LogIn, situation: Situation) -> Answer:
    inventory, memory = situation.inventory, situation.memory
    if clause.password is None:
        return GiveUp("the goal asks to log in but gives no password", kind=ErrorKind.INVALID_SCENARIO)
    failed = [f for f in memory.failures_of(index) if f.message.startswith("logging in did not work")]
    if failed:
        return GiveUp(failed[-1].message, kind=ErrorKind.ASSERTION_FAILED)
    password = next((c for c in inventory.fields if c.secret and _usable(c)), None)
    user = _user_field(password, inventory)
    typed = {fact.control.label for fact in memory.facts_of(index)
             if fact.control is not None and fact.fingerprint == inventory.fingerprint}
    if user is not None and clause.username and user.value != clause.username and user.label not in typed:
        return [Proposal(TypeInto(named(user, inventory), clause.username),
                         control_note("type", user, inventory, "Enter the user name of the login form."), index,
                         Holds(user, clause.username), user)]
    if password is None:
        if user is not None and clause.username and user.value == clause.username \
                and (send := _submit_of(user, inventory, "log in")) is not None:  # a two-page login: name first
            return [clicking(index, send, inventory, "Go on to the password.")]
        entries = _naming("log in", _clickables(inventory))
        if entries:
            return [clicking(index, c, inventory, "Open the login form.") for c in entries]
        return NotHere("a password field or a link to log in")
    if password.label not in typed:
        return [Proposal(TypeInto(named(password, inventory), clause.password),
                         control_note("type", password, inventory, "Enter the password (kept secret)."), index,
                         Holds(password, clause.password), password)]
    send = _submit_of(password, inventory, "log in")
    if send is None:
        return NotHere("the button that sends the login form")
    return [clicking(index, send, inventory, "Send the login form.", check=LeavesLogin(password))]


def log_out(index: int, clause: LogOut, situation: Situation) -> Answer:
    inventory = situation.inventory
    found = _naming("log out", _clickables(inventory))
    if not found:
        return NotHere("a button or link to log out", _closest("log out", _clickables(inventory)))
    return [clicking(index, c, inventory, "Log out.", check=Leaves(c)) for c in found]


# ---- open --------------------------------------------------------------------------------------------------

def _url_words(url: str) -> str:
    parts = urlsplit(url)
    return parts.path + (f"#{parts.fragment}" if parts.fragment else "") if parts.path not in ("", "/") else url


@dataclass(frozen=True, slots=True)
class Arrival:
    """How the page shows it is the one a task named: the check step, what it checks and the role of that."""

    step: PlannedStep
    what: str
    role: str

    def seen(self) -> str:
        return {"heading": f"the page's heading is {quoted(self.what)}",
                "title": f"the page's title says {quoted(self.what)}",
                "text": f"the page shows {quoted(self.what)}"}.get(self.role, f"the address is {self.what}")


def _at_address(url: str) -> Arrival:
    where = _url_words(url)
    return Arrival(AddressHas(where), where, "url")


def _in_place(target: str, controls: list[Control]) -> list[Control]:
    """The controls named like a target that the phrase puts in a region ("the News pages in the page explorer"),
    where the page has a control so named in a group or section named like that region."""
    for name, place in places(target):
        found = _naming(name, [c for c in controls if c.hint() and (names(place, c.hint())
                                                                   or names(place, c.section))])
        if found:
            return found
    return []


def _in_context(target: str, inventory: Inventory, controls: list[Control]) -> list[Control]:
    """The controls named like the target's words that the page itself does not already name: on a page headed
    "todos", "the active todos" is its "Active" filter; on "customers", "the customers table" is no link at all.
    At least one word must remain, and the control must name all that remain."""
    context = [term for text in (inventory.title, *inventory.main_headings()) for term in terms(text)]
    rest = [word for word in words_of(target) if not all(any(same_term(term, seen) for seen in context)
                                                         for term in terms(word))]
    if not rest or len(rest) == len(words_of(target)):
        return []
    return _naming(" ".join(rest), controls)


def _in_row(target: str, controls: list[Control]) -> list[Control]:
    """The link of the one row of a table or list whose words name the target ("the record of Globex": the row
    that says Globex, by its first link), where no control's own label does."""
    links = [c for c in controls if c.kind is ControlKind.LINK and c.around and _usable(c)]
    rows = dict.fromkeys(c.around for c in links if names(target, c.around))
    if len(rows) != 1:
        return []
    row = next(iter(rows))
    return [next(c for c in links if c.around == row)]


_KEY_MARKS = ",;:()[]"


def _holding_key(target: str, controls: list[Control]) -> list[Control]:
    """The one control whose label holds the key a target names its record by, its number or code: "des
    Meilensteins 1.3" on a page that says "Milestone: 1.3" in another language. None when two hold it."""
    keys = [word.strip(_KEY_MARKS) for word in target.split() if any(ch.isdigit() for ch in word)]
    if len(keys) != 1:
        return []
    found = [c for c in controls if _usable(c) and keys[0] in (word.strip(_KEY_MARKS) for word in c.label.split())]
    return found if len(found) == 1 else []


def _record_words(target: str) -> str:
    """The words of a target that name a record, its frame words left out: "the record of Globex" -> "Globex"."""
    return " ".join(word for word in target.split() if terms(word) and not all(framing(t) for t in terms(word)))


def _record_shown(index: int, target: str, situation: Situation) -> Arrival | None:
    """A record opened by its row's link ("the record of Globex"): the link followed led here and this page shows
    the words that named the row."""
    words = _record_words(target)
    followed = [fact for fact in situation.memory.facts_of(index) if fact.moved and fact.control is not None
                and fact.url_after == situation.inventory.url and names(target, fact.control.around)]
    if not followed or not words or words.casefold() not in " ".join(situation.text.split()).casefold():
        return None
    return Arrival(Shows(words), words, "text")


def _followed_to(index: int, target: str, situation: Situation) -> Arrival | None:
    """A page with no heading or title naming the target, reached by following a link named like it to an address
    whose last part names it too ("Statistics" led to /lisbon-trip/statistics): both together are the evidence an
    address alone is not."""
    url = situation.inventory.url
    segment = urlsplit(url).path.rstrip("/").rpartition("/")[2]
    followed = [fact for fact in situation.memory.facts_of(index) if fact.moved and fact.control is not None
                and fact.url_after == url and names(target, fact.control.label)]
    if not followed or not segment or not names(target, segment.replace("-", " ").replace("_", " ")):
        return None
    return Arrival(AddressHas(segment), segment, "url")


def _named_in_its_list(index: int, target: str, situation: Situation) -> Arrival | None:
    """"The customer Acme Corp" opened by the link "Acme Corp" under the heading "Customers": the words of the
    target the link lacks named the kind of thing listed where it stood, and this page names the record in its
    heading or title. A link of the navigation stands under no heading that says what the record is."""
    for fact in situation.memory.facts_of(index):
        if not fact.moved or fact.control is None or fact.url_after != situation.inventory.url:
            continue
        name, listed = fact.control.label, fact.control.section
        kind = [term for term in terms(target) if not any(same_term(term, shown) for shown in terms(name))]
        if kind and len(kind) < len(terms(target)) and all(names(term, listed) for term in kind):
            return _arrived_at(name, situation.inventory)
    return None


def _arrived(target: str, inventory: Inventory) -> Arrival | None:
    """How the page shows it is the target: its heading, title or current navigation item names it, the target's
    region left out ("the News pages in the page explorer"). An address alone does not: a dashboard may live at
    "reports.html"."""
    for name in (target, *(name for name, _ in places(target))):
        found = _arrived_at(name, inventory)
        if found is not None:
            return found
    return None


def _arrived_at(target: str, inventory: Inventory) -> Arrival | None:
    for heading in inventory.main_headings():
        if names(target, heading):
            return Arrival(HeadingShown(heading), heading, "heading")
    for part in _TITLE_PARTS.split(inventory.title):
        if names(target, part):
            return Arrival(TitleHas(part), part, "title")
    if any(c.current and names(target, c.label) for c in inventory.links):
        return _at_address(inventory.url)
    return None


def _check_arrival(index: int, arrived: Arrival, inventory: Inventory, why: str) -> Proposal:
    return Proposal(arrived.step, page_note("assert_page", arrived.what, inventory, why, role=arrived.role), index,
                    Passes(arrived.seen()))


def open_page(index: int, clause: Open, situation: Situation) -> Answer:
    if clause.of_record and any(earlier < index for earlier in situation.pending()):
        return NotHere(f'"{clause.of_record}" opened first: {clause.target} is its own')
    inventory = situation.inventory
    if clause.url is not None:
        if inventory.url.rstrip("/") == clause.url.rstrip("/") or urlsplit(inventory.url).path == clause.url:
            return [_check_arrival(index, _at_address(inventory.url), inventory, "Check the address.")]
        return [Proposal(OpenAddress(clause.url), page_note("goto", clause.url, inventory, "Open the address.",
                                                                   role="url"),
                         index, Changes(f"opening {clause.url}"))]
    # landing anywhere is no evidence: the page must name the target
    arrived = _arrived(clause.target, inventory) or _record_shown(index, clause.target, situation) \
        or _followed_to(index, clause.target, situation) or _named_in_its_list(index, clause.target, situation)
    if arrived is not None:
        return [_check_arrival(index, arrived, inventory, f"Check that {clause.target} is open.")]
    clickables = _clickables(inventory)
    found = [c for c in _in_place(clause.target, clickables) or _naming(clause.target, clickables)
             or _in_context(clause.target, inventory, clickables) if not c.current]
    record = None
    if not found:
        found, record = [c for c in _in_row(clause.target, clickables) if not c.current], _record_words(clause.target)
    if not found:
        found, record = [c for c in _holding_key(clause.target, clickables) if not c.current], None
    if not found:  # kept in a closed menu: the step naming it opens the menu
        found = _naming(clause.target, list(inventory.kept_hidden))[:1]
    if not found:
        return NotHere(f'a link or button named like "{clause.target}"', _closest(clause.target,
                                                                                 _clickables(inventory)))
    return [clicking(index, c, inventory, f"Open {clause.target}.", record=record) for c in found]


# ---- search ------------------------------------------------------------------------------------------------

def _senders(box: Control, inventory: Inventory) -> list[Control]:
    """The buttons that may send what is typed into `box`: those of its form, else (a form the page gives no name)
    the button right after it."""
    buttons = [c for c in inventory.buttons if _usable(c)]
    if box.form:
        return [c for c in buttons if c.form == box.form]
    after = inventory.controls[inventory.controls.index(box) + 1:][:1] if box in inventory.controls else []
    return [c for c in after if c.kind is ControlKind.BUTTON and _usable(c)]


def search_fields(inventory: Inventory) -> list[Control]:
    """The fields a search could be typed into, the likeliest first: one named "search" in a form with a search
    button beats a search-typed box that only filters a menu."""
    def score(box: Control) -> int:
        named_so = names("search", box.label) or names("search", box.placeholder)
        sent = any(names("search", c.label) for c in _senders(box, inventory))
        return 2 * named_so + 2 * sent + (box.role == "searchbox" or box.input_type == "search")

    fields = [c for c in inventory.fields if _usable(c) and c.input_type in ("text", "search", "")]
    return sorted((c for c in fields if score(c)), key=score, reverse=True)


def _search_in(index: int, box: Control, clause: Search, situation: Situation) -> list[Proposal]:
    """Type the query into `box`, then send it with the box's search button, else with Enter."""
    inventory = situation.inventory
    typed = any(fact.control is not None and fact.control.label == box.label
                for fact in situation.memory.facts_of(index))
    if box.value != clause.query or not typed:
        return [Proposal(TypeInto(named(box, inventory), clause.query),
                         control_note("type", box, inventory, f'Search for "{clause.query}".'), index,
                         Typed(box, clause.query), box)]
    buttons = _senders(box, inventory)
    send = [c for c in buttons if names("search", c.label)] or [c for c in buttons if c.submit]
    if send:
        return [clicking(index, send[0], inventory, "Start the search.",
                         check=Searched(box, clause.query, f"clicking {quoted(send[0].label)}"))]
    return [Proposal(Press("Enter", named(box, inventory)),
                     control_note("press", box, inventory, "Start the search with Enter."), index,
                     Searched(box, clause.query, "pressing Enter"), box)]


def search(index: int, clause: Search, situation: Situation) -> Answer:
    inventory = situation.inventory
    boxes = search_fields(inventory)
    if not boxes:
        openers = _naming("search", _clickables(inventory))
        if openers:
            return [clicking(index, c, inventory, "Open the search.") for c in openers]
        return NotHere("a search field")
    return [proposal for box in boxes for proposal in _search_in(index, box, clause, situation)]


# ---- fill and submit ---------------------------------------------------------------------------------------

def field_for(pair: Pair, fields: list[Control]) -> Control | None:
    named = _naming(pair.label, [c for c in fields if c.role != "radio"])
    if named:
        return named[0]
    by_placeholder = [c for c in fields if c.placeholder and names(pair.label, c.placeholder)]
    if by_placeholder:
        return by_placeholder[0]
    # a group of radio buttons named like the label: the one named like the value
    radios = [c for c in fields if c.role == "radio" and c.group and names(pair.label, c.group)]
    return next((c for c in _naming(pair.value, radios)), None) or _text_editor(pair, fields)


def _text_editor(pair: Pair, fields: list[Control]) -> Control | None:
    """"with the text "X"" where no field is named so: the one editor the page gives no name (a wiki's page text,
    a CMS's body); None when there are several."""
    if pair.label.casefold() not in GOAL_VOCABULARY.text_labels:
        return None
    editors = [c for c in fields if c.multiline and not c.label]
    return editors[0] if len(editors) == 1 else None


def _state_wanted(control: Control, value: str) -> bool | None:
    """For a checkbox or switch: True to tick it, False to untick it, None when the value says neither."""
    word = value.strip().lower()
    if word in GOAL_VOCABULARY.on_values:
        return True
    if word in GOAL_VOCABULARY.off_values:
        return False
    return None


def holds(control: Control, pair: Pair) -> bool:
    if control.role == "radio":
        return bool(control.checked)
    if control.role in ("checkbox", "switch"):
        return control.checked is _state_wanted(control, pair.value)
    if drop_down(control):
        return chooses(pair.value, control.value, control.options)
    return control.value == pair.value


def _choose_step(index: int, control: Control, pair: Pair, inventory: Inventory, last: bool) -> Proposal | GiveUp:
    """Choose the option the value names, as the drop-down spells it; none fits: the task cannot be done here."""
    option = option_for(pair.value, control.options) if control.options else pair.value
    if option is None:
        offered = ", ".join(quoted(o) for o in control.options if o.strip())
        return GiveUp(f'{named(control, inventory).phrase()} offers no option "{pair.value}" (it offers {offered})')
    return Proposal(Choose(named(control, inventory), option),
                    control_note("select", control, inventory, f"Choose {option}."), index,
                    Holds(control, option, completes=last), control)


def _fill_step(index: int, control: Control, pair: Pair, inventory: Inventory, last: bool) -> Proposal | GiveUp:
    target = named(control, inventory)
    if control.role == "radio":
        return Proposal(Choose(target), control_note("select", control, inventory, f"Choose {control.label}."),
                        index, Holds(control, pair.value, checked=True, completes=last), control)
    if control.role in ("checkbox", "switch"):
        wanted = _state_wanted(control, pair.value)
        if wanted is None:
            return GiveUp(f'"{pair.value}" does not say whether to tick "{control.label}": write yes or no',
                          kind=ErrorKind.INVALID_SCENARIO)
        verb = "Check" if wanted else "Uncheck"
        return Proposal(MarkBox(target, on=wanted), control_note(verb.lower(), control, inventory,
                                                                 f"{verb} {control.label}."),
                        index, Holds(control, pair.value, checked=wanted, completes=last), control)
    if drop_down(control):
        return _choose_step(index, control, pair, inventory, last)
    return Proposal(TypeInto(target, pair.value),
                    control_note("type", control, inventory, f"Fill in {control.label}."), index,
                    Holds(control, pair.value, completes=last), control)


def fill(index: int, clause: Fill, situation: Situation) -> Answer:
    inventory = situation.inventory
    fields = [c for c in inventory.fields if _usable(c)]
    if clause.form:
        fields = [c for c in fields if names(clause.form, c.hint()) or names(clause.form, c.section)] or fields
    found = [(pair, field_for(pair, fields)) for pair in clause.pairs]
    missing = [pair.label for pair, control in found if control is None]
    todo = [(pair, control) for pair, control in found if control is not None and not holds(control, pair)]
    if len(missing) == len(found):
        return NotHere("fields named " + ", ".join(f'"{label}"' for label in missing),
                       _closest(clause.pairs[0].label, fields))
    if not todo:
        if missing:
            return NotHere("the fields " + ", ".join(f'"{label}"' for label in missing))
        pair, control = found[-1]
        assert control is not None
        target = named(control, inventory)
        check: PlannedStep = HasValue(target, pair.value)
        if control.role in ("checkbox", "switch", "radio"):
            check = BoxMarked(target, on=bool(control.checked))
        return [Proposal(check, control_note("assert", control, inventory, "Check the value."), index, Passes())]
    pair, control = todo[0]
    step = _fill_step(index, control, pair, inventory, last=len(todo) == 1 and not missing)
    return step if isinstance(step, GiveUp) else [step]


def submit(index: int, clause: Submit, situation: Situation) -> Answer:
    if any(earlier < index for earlier in situation.pending()):
        return NotHere("the tasks before it done: a submit sends what they filled")
    inventory = situation.inventory
    buttons = [c for c in inventory.buttons if _usable(c)]
    last = situation.memory.last_control()
    mine = [c for c in buttons if c.submit and last is not None and last.form and c.form == last.form]
    found = mine or [c for c in buttons if c.primary] or _naming("submit", buttons)
    if not found:
        return NotHere("a button that sends the form", _closest("submit", buttons))
    sent = Saves(last, "sending the form", emptied=False) if last is not None and inventory.find(last) else None
    return [clicking(index, c, inventory, "Send the form.", completes=True, check=sent) for c in found]


# ---- add to the cart ---------------------------------------------------------------------------------------

def add_to_cart(index: int, clause: AddToCart, situation: Situation) -> Answer:
    inventory = situation.inventory
    buttons = [c for c in _clickables(inventory) if _usable(c)]
    for_cart = [c for c in buttons if names("cart", c.label) or names("add", c.label)]
    labelled = [c for c in for_cart if names(clause.item, c.label)]
    if labelled:
        return [clicking(index, c, inventory, f"Add {clause.item} to the cart.", completes=True) for c in labelled]
    beside = [c for c in for_cart if c.around and names(clause.item, c.around)]
    if len(beside) == 1:
        control = beside[0]
        return [Proposal(PutInCart(clause.item),
                         control_note("click", control, inventory, f"Add {clause.item} to the cart."), index,
                         Changes(f"adding {quoted(clause.item)}", completes=True), control)]
    return NotHere(f'a button that adds "{clause.item}" to the cart', _closest(clause.item, for_cart or buttons))


# ---- a new record ------------------------------------------------------------------------------------------

def _name_field(fields: list[Control]) -> Control | None:
    """The field a new thing's name goes into: "Name", "Full name", "Title"."""
    texts = [c for c in fields if c.input_type in ("text", "") and c.role != "radio"]
    return next((found[0] for label in GOAL_VOCABULARY.name_labels if (found := _naming(label, texts))), None)


def _record_field(pair: Pair, fields: list[Control]) -> tuple[Pair, Control] | None:
    """The field for one value, by its label; a value written before its label ("Student membership") too."""
    if (control := field_for(pair, fields)) is not None:
        return pair, control
    swapped = Pair(pair.value, pair.label)
    if pair.value.lower() not in GOAL_VOCABULARY.on_values | GOAL_VOCABULARY.off_values \
            and (control := field_for(swapped, fields)) is not None:
        return swapped, control
    return None


_ON, _OFF = "yes", "no"  # a box's value in a pair: ticked or not


def _record_fields(pair: Pair, fields: list[Control]) -> list[tuple[Pair, Control]]:
    """The field for one value, or the boxes for several: by its label; a value the goal said by a cue ("paid by
    Chiara", "dated 2025-05-06") where it fits; several values the boxes that list them ("for Alice and Dmitri":
    those ticked, the others of their list not). Empty when nothing on the page takes it. A value with a label is
    never put where its value alone fits: "status Shipped" is not the list page's one drop-down offering Shipped."""
    if not pair.cue and not pair.items and (match := _record_field(pair, fields)) is not None:
        return [match]
    if pair.cue and not pair.items and (found := value_field(pair.label, pair.value, fields)) is not None:
        return [(pair, found)]
    if pair.items or (pair.cue and not names_a_field(pair.label)):  # "paid by Chiara" is no box for Chiara
        boxes = listing_boxes(pair.items or (pair.value,), fields)
        return [(Pair(box.label, _ON if on else _OFF), box) for box, on in boxes]
    return []


def _unnamed_name_field(name: str, fields: list[Control], found: list[tuple[Pair, Control]]) -> Control | None:
    """A form that asks for the new thing's name by no word for a name ("What?"): the one text field of the form
    the other values went into that none of them took, empty or holding the name already."""
    if not found:
        return None
    taken = {control for _, control in found}
    form = found[0][1].form
    left = [c for c in fields if c not in taken and c.form == form and c.value in ("", name) and not c.secret
            and c.input_type in ("text", "") and c.role == "textbox" and not c.multiline]
    return left[0] if len(left) == 1 else None


def _record_form(clause: Create, fields: list[Control]) -> tuple[list[tuple[Pair, Control]], list[str]]:
    """The fields of this page for the record's name and values, and the labels of those it has no field for: in
    the form that takes most of them (a page with a login form beside the form for a new project puts the new
    project's code into the second, not the first), the others wherever the page has them (an editor's text, and
    the commit message its dialog asks for)."""
    forms = list(dict.fromkeys(c.form for c in fields)) or [""]
    readings = [_record_form_in(clause, [c for c in fields if c.form == form]) for form in forms]
    found, missing = max(readings, key=lambda reading: len(reading[0]))
    if not found:
        return _record_form_in(clause, fields)
    if not missing:
        return found, missing
    taken = {control for _, control in found}
    rest = replace(clause, name=None if "name" not in missing else clause.name,
                   pairs=tuple(pair for pair in clause.pairs if pair.label in missing))
    more, still = _record_form_in(rest, [c for c in fields if c not in taken])
    return [*found, *more], still


def _record_form_in(clause: Create, fields: list[Control]) -> tuple[list[tuple[Pair, Control]], list[str]]:
    found: list[tuple[Pair, Control]] = []
    missing: list[str] = []
    for pair in clause.pairs:
        matches = _record_fields(pair, fields)
        found += matches
        if not matches:
            missing.append(pair.label)
    if clause.name is not None:
        name_field = _name_field(fields) or _unnamed_name_field(clause.name, fields, found)
        if name_field is None:
            missing.insert(0, "name")
        else:
            found.insert(0, (Pair(name_field.label, clause.name), name_field))
    return found, missing


def _shows_another_record(clause: Create, fields: list[Control]) -> bool:
    """Whether the form is an existing record's, not a new one's: its name field already holds another name
    ("Issue10 Editing" with the title of issue 10). Filled and saved, it would change that record."""
    name_field = _name_field(fields) if clause.name is not None else None
    return name_field is not None and bool(name_field.value.strip()) and name_field.value.strip() != clause.name


def _adds(label: str) -> bool:
    return any(word in GOAL_VOCABULARY.create_words for word in words_of(label))


def _says_frame_noun(noun: str, label: str) -> bool:
    """A noun that frames targets elsewhere ("page", „Seite") names what "Create page" adds: said by the label in
    one of the languages, the term-less noun's words are enough."""
    if terms(noun):
        return False
    said = {spelled for word in words_of(noun) for lemma in lemmas(word)
            for spelled in (lemma, *translations(lemma))}
    return bool(said & {lemma for word in words_of(label) for lemma in lemmas(word)})


def _add_controls(noun: str, inventory: Inventory) -> list[Control]:
    """The controls that add a new `noun`: "Add customer", "New request", or a bare "Add"/"Create" where the
    page or the row it stands in is about that noun."""
    clickables = [c for c in _clickables(inventory) if _usable(c) and _adds(c.label)]
    # a control in a record's row opens or changes that record, whatever its title says ("new issue")
    clickables = [c for c in clickables if not c.in_row] or clickables
    head = head_of(noun)
    named_so = [c for c in clickables
                if names(noun, c.label) or names(head, c.label) or _says_frame_noun(noun, c.label)]
    if named_so:
        return named_so
    about = names(noun, inventory.title) or any(names(noun, h) for h in inventory.main_headings())
    bare = [c for c in clickables if all(word in GOAL_VOCABULARY.create_words for word in words_of(c.label))]
    return [c for c in bare if about or (c.around and names(noun, c.around))]


def _save_button(anchor: Control, inventory: Inventory) -> Control | None:
    """The button that saves the form `anchor` is in: its "Save"/"Submit" button, else its first submit, else the
    page's primary action."""
    buttons = [c for c in inventory.buttons if _usable(c)]
    own = [c for c in buttons if c.submit and c.form == anchor.form]
    keeping = [c for c in own if not _holds_back(c.label)]  # "Preview" sends the form and keeps nothing
    found = _naming("save", keeping) or _naming("submit", keeping) or keeping \
        or [c for c in buttons if c.primary and not _holds_back(c.label)]
    if not found and not anchor.form:  # an editor's page saves by a "Save" of no form (its script sends the text)
        found = [c for c in _naming("save", buttons) if not c.form][:2]
        found = found if len(found) == 1 else []
    return found[0] if found else None


def _holds_back(label: str) -> bool:
    """A button that sends its form without keeping what it holds: "Preview", "Cancel", "Vorschau"."""
    return any(word in GOAL_VOCABULARY.holding_back for word in words_of(label))


def _save(index: int, what: str, field: Control, inventory: Inventory) -> Answer:
    """Click the form's save button; done only when the page leaves the form (a refused form is shown again)."""
    save = _save_button(field, inventory)
    if save is None:
        return NotHere(f"the button for {what}")
    return [clicking(index, save, inventory, note_sentence(what), check=Saves(field, what))]


def _named_before(index: int, clause: Create, situation: Situation) -> bool:
    """Whether this task typed the new record's name into a form, and a step after it took the browser on."""
    facts = situation.memory.facts_of(index)
    typed = next((at for at, fact in enumerate(facts)
                  if isinstance(fact.step, TypeInto) and fact.step.value == clause.name), None)
    return typed is not None and any(fact.moved for fact in facts[typed + 1:])


def _typed_before(index: int, clause: Create, situation: Situation) -> set[str]:
    """The labels of the values this task has typed already: where this page shows no field for one (the form was
    left, or a dialog opened over it), it was given."""
    typed = {fact.step.value for fact in situation.memory.facts_of(index) if isinstance(fact.step, TypeInto)}
    return {pair.label for pair in clause.pairs if pair.value in typed}


def _rest_after_saving(index: int, clause: Create, found: list[tuple[Pair, Control]], missing: list[str],
                       inventory: Inventory) -> Answer | None:
    """An editor whose "Save" is no form's submit but a script's, which asks for the rest (a commit message, a
    summary of the change) in a dialog: the values it has fields for, then that "Save"; the rest on the page it
    opens. None where Save sends a form: what it lacks would be saved without."""
    save = _save_button(found[-1][1], inventory)
    if save is None or save.submit or save.form or "name" in missing:
        return None
    todo = [(pair, control) for pair, control in found if not holds(control, pair)]
    if todo:
        step = _fill_step(index, todo[0][1], todo[0][0], inventory, last=False)
        return step if isinstance(step, GiveUp) else [step]
    return [clicking(index, save, inventory, f"Save the new {clause.noun}; it asks for " + ", ".join(missing),
                     check=Changes(f"clicking {quoted(save.label)}"))]


def _name_first(index: int, clause: Create, found: list[tuple[Pair, Control]], missing: list[str],
                situation: Situation) -> Answer | None:
    """A form that asks for the new record's name alone ("Page name" and "Create"), its values asked for on the
    page it leads to: the name, then the form sent. None when this is no such form."""
    if clause.name is None or len(found) != 1 or not missing or found[0][0].value != clause.name:
        return None
    pair, field = found[0]
    others = [c for c in situation.inventory.fields if c.form == field.form and c is not field and _usable(c)
              and c.role not in ("checkbox", "radio", "switch")]
    if others or not field.form:
        return None
    if not holds(field, pair):
        step = _fill_step(index, field, pair, situation.inventory, last=False)
        return step if isinstance(step, GiveUp) else [step]
    send = _save_button(field, situation.inventory)
    if send is None:
        return None
    return [clicking(index, send, situation.inventory, f"Give the new {clause.noun} its name.",
                     check=Changes(f"sending the name of the new {clause.noun}"))]


def create(index: int, clause: Create, situation: Situation) -> Answer:
    """On the record's form: fill each value, tick its boxes, then save it. Elsewhere: click what adds one ("Add
    customer"), else open the section named by the noun first."""
    inventory = situation.inventory
    searches = search_fields(inventory)
    fields = [c for c in inventory.fields if _usable(c) and c not in searches]
    found, missing = _record_form(clause, fields)
    if "name" in missing and _named_before(index, clause, situation):
        missing.remove("name")  # its form asked for the name first, and took it
    given = _typed_before(index, clause, situation)
    missing = [label for label in missing if label not in given]
    if (first := _name_first(index, clause, found, missing, situation)) is not None:
        return first
    if found and len(found) >= len(missing) and not _shows_another_record(clause, fields):
        if missing and (rest := _rest_after_saving(index, clause, found, missing, inventory)) is not None:
            return rest
        if missing:
            return GiveUp(f'the form for a new {clause.noun} has no field for ' + ", ".join(
                f'"{label}"' for label in missing), candidates=_closest(missing[0], fields))
        return _fill_and_save(index, f"new {clause.noun}", found, situation)
    if _named_before(index, clause, situation):  # its form took the name and led here: no second one
        return GiveUp(f'the page the new {clause.noun}\'s name led to has no field for ' + ", ".join(
            f'"{label}"' for label in missing), candidates=_closest(missing[0], fields) if missing else ())
    adders = _add_controls(clause.noun, inventory) or _add_controls(clause.noun, inventory.hidden_ones())[:1]
    if adders:
        return [clicking(index, c, inventory, f"Add a new {clause.noun}.") for c in adders]
    head = head_of(clause.noun)
    sections = [c for c in _naming(clause.noun, _clickables(inventory)) or _naming(head, _clickables(inventory))
                if not c.current]
    if sections:
        return [clicking(index, c, inventory, f"Open the {clause.noun} section.") for c in sections]
    return NotHere(f'a form for a new {clause.noun}, or a link to add one',
                   _closest(clause.noun, _clickables(inventory)))


# ---- an existing record ------------------------------------------------------------------------------------

def _secrets_typed(index: int, situation: Situation) -> set[tuple[str, str]]:
    """The secret fields (by label and form) this task has typed into on this page: a password field does not show
    what it holds, so what was typed into it is what it holds."""
    return {(fact.control.label, fact.control.form) for fact in situation.memory.facts_of(index)
            if fact.control is not None and fact.control.secret
            and fact.fingerprint == situation.inventory.fingerprint}


def _fill_and_save(index: int, noun: str, found: list[tuple[Pair, Control]], situation: Situation) -> Answer:
    """The next value into its field, or, when every one holds, the click that saves the form."""
    inventory, typed = situation.inventory, _secrets_typed(index, situation)
    todo = [(pair, control) for pair, control in found
            if not ((control.label, control.form) in typed if control.secret else holds(control, pair))]
    if todo:
        pair, control = todo[0]
        step = _fill_step(index, control, pair, inventory, last=False)
        return step if isinstance(step, GiveUp) else [step]
    return _save(index, f"saving the {noun}", found[-1][1], inventory)


def _key_field(noun: str, fields: list[Control], found: list[tuple[Pair, Control]]) -> Control | None:
    """The field of a form that takes the record by its key ("order_id", "Order number") beside the fields of
    the values to set: the form changes whichever record that field names. Its label says nothing but the noun
    and a word for a key ("Order notes" is no key), and it must be empty: a filled one is the record's own form,
    showing another record."""
    if not found:
        return None
    taken = {control for _, control in found}
    allowed = set(terms(noun)) | GOAL_VOCABULARY.key_words
    keys = [c for c in _naming(noun, fields) if c not in taken and not c.value and c.form == found[0][1].form
            and c.role not in ("checkbox", "radio", "switch") and set(terms(c.label)) <= allowed]
    return keys[0] if len(keys) == 1 else None


def _shows_name(name: str, situation: Situation, fields: list[Control]) -> bool:
    """Whether the page shows the record's name as a word of its own ("Order #6"; a 7 inside "0.27 ms" is not
    order 7's), or a field holds it."""
    pattern = rf"(?<![\w.]){re.escape(name.casefold())}(?![\w]|\.\d)"
    return bool(re.search(pattern, situation.text.casefold())) or any(c.value == name for c in fields)


def edit(index: int, clause: Edit, situation: Situation) -> Answer:
    """On the form of the record named (the page shows its name): set each value, then save. Elsewhere: the
    record's link, or the edit control in its row, else the section named by the noun."""
    inventory = situation.inventory
    searches = search_fields(inventory)
    fields = [c for c in inventory.fields if _usable(c) and c not in searches]
    found = [match for pair in clause.pairs for match in _record_fields(pair, fields)]
    shows_it = _shows_name(clause.name, situation, fields)
    key = None if shows_it else _key_field(clause.noun, fields, found)
    if key is not None:
        found = [(Pair(key.label, clause.name), key), *found]
    if found and (shows_it or key is not None):
        missing = [pair.label for pair in clause.pairs if not _record_fields(pair, fields)]
        if missing:
            return GiveUp(f'the form of {clause.noun} "{clause.name}" has no field for '
                          + ", ".join(f'"{label}"' for label in missing), candidates=_closest(missing[0], fields))
        return _fill_and_save(index, f'{clause.noun} "{clause.name}"', found, situation)
    clickables = [c for c in _clickables(inventory) if _usable(c) and not c.current]
    editors = item_controls(clause.name, [c for c in clickables if c.around and any(
        w in GOAL_VOCABULARY.edit_words for w in words_of(c.label))])
    record = editors or _naming(clause.name, clickables)
    if record:
        return [clicking(index, c, inventory, f'Open {clause.noun} "{clause.name}".', record=clause.name)
                for c in record]
    sections = _naming(clause.noun, clickables)
    if sections:
        return [clicking(index, c, inventory, f"Open the {clause.noun} section.") for c in sections]
    return NotHere(f'the {clause.noun} "{clause.name}" or a link to it', _closest(clause.name, clickables))


# ---- items into a list's one field -------------------------------------------------------------------------

def add_items(index: int, clause: AddItems, situation: Situation) -> Answer:
    """Each item typed into the page's single field for a new one and sent with Enter, one step per item."""
    inventory = situation.inventory
    searches = search_fields(inventory)
    boxes = [c for c in inventory.fields if _usable(c) and not c.secret and c not in searches
             and c.input_type in ("text", "") and c.role not in ("checkbox", "radio", "switch")]
    if len(boxes) != 1:
        return NotHere(f"the one field for a new item of the {clause.noun}")
    box = boxes[0]
    added = len(situation.memory.facts_of(index))
    if added >= len(clause.items):
        return GiveUp(f"all {len(clause.items)} {clause.noun} were sent, yet the task is not done",
                      kind=ErrorKind.ASSERTION_FAILED)
    item = clause.items[added]
    last = added == len(clause.items) - 1
    return [Proposal(TypeInto(named(box, inventory), item, then_enter=True),
                     control_note("type", box, inventory, f"Add {item}."), index,
                     Added(item, completes=last), box)]


# ---- a filter of a list -----------------------------------------------------------------------------------

def _filter_options(clause: Filter, inventory: Inventory) -> list[Control]:
    """The controls that show only the rows with the value: named by it, in the filter named by the label ("By
    status" > "Shipped"); else the one control of the page named by the value alone."""
    valued = [c for c in _naming(clause.value, _clickables(inventory)) if not c.current]
    placed = [c for c in valued if any(names(clause.label, where) for where in (c.hint(), c.section, c.group))]
    exact = [c for c in valued if fit(clause.value, c.label).precision >= 1.0 and not c.in_row]  # a row's own link
    return placed or (exact if len(exact) == 1 else [])


def filter_list(index: int, clause: Filter, situation: Situation) -> Answer:
    if any(earlier < index for earlier in situation.pending()):
        return NotHere("the list open first")
    from plainwright.plan.filter_builder import build_filter, under_way  # it builds on this module's steps
    from plainwright.plan.filter_fields import by_field

    inventory = situation.inventory
    found = [] if under_way(index, clause, situation) else _filter_options(clause, inventory)
    if not found and (chosen := by_field(index, clause.label, clause.value, situation)):
        return chosen
    if not found:
        built = build_filter(index, clause, situation)
        if built:
            return built
        return NotHere(f'a filter "{clause.label}" offering "{clause.value}"', _closest(clause.value,
                                                                                       _clickables(inventory)))
    return [clicking(index, c, inventory, f"Show only the rows whose {clause.label} is {clause.value}.",
                     completes=True) for c in found]


# ---- a plain step ------------------------------------------------------------------------------------------

def plain_step(index: int, clause: Do, situation: Situation) -> Answer:
    note = page_note("step", clause.text, situation.inventory, "A step of the goal, as written.", role="step")
    return [Proposal(AsWritten(clause.text), note, index, Passes())]


def free_form(index: int, clause: FreeForm, situation: Situation) -> Answer:
    """A task the rules do not read: nothing they could propose takes it forward (a model planner may)."""
    return NotHere("a model planner: the rules do not read this task")


Flow = Callable[[int, Clause, Situation], Answer]
FLOWS: dict[type[Clause], Flow] = {
    LogIn: log_in,  # type: ignore[dict-item]
    LogOut: log_out,  # type: ignore[dict-item]
    Open: open_page,  # type: ignore[dict-item]
    Search: search,  # type: ignore[dict-item]
    Fill: fill,  # type: ignore[dict-item]
    Submit: submit,  # type: ignore[dict-item]
    AddToCart: add_to_cart,  # type: ignore[dict-item]
    Create: create,  # type: ignore[dict-item]
    AddItems: add_items,  # type: ignore[dict-item]
    Edit: edit,  # type: ignore[dict-item]
    Filter: filter_list,  # type: ignore[dict-item]
    Do: plain_step,  # type: ignore[dict-item]
    FreeForm: free_form,  # type: ignore[dict-item]
}
