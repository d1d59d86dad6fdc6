"""Export a lock file as a readable pytest test in pytest-playwright's style (`page`, get_by_role, expect).

The file runs with pytest-playwright's `page` fixture when that plugin is installed, and otherwise with a small
fixture of its own that launches Chromium from PLAINWRIGHT_BROWSER or the first `chromium` / `google-chrome` on
PATH. Secrets stay secrets: a `${env.X}` value becomes `secret("X")`, a sensitive `${vars.x}` or masked value
becomes `secret("X")` / `secret("PLAINWRIGHT_SECRET_N")`, named in the file's docstring; an unset one fails the
test naming the variable.

The file does what the run did, so it leaves the application in the same state: the locators the run used, each
checked to find exactly one element before the action (as a replay checks); the value in the form the run sent
it (a date typed `31.01.2026` is filled as `2026-01-31`, through the run's own `machine_value`); a list's option
chosen and a part of the page checked by the run's own scripts (OPTION_LABELS, PLACE_TEXTS), which the file
carries; a check's words matched as the run matches them (`text_pattern`).

Nothing a scenario, a page or a lock file says can become code: every text goes in as a literal (`repr()`, or the
JSON literal of a locator's own rendering, which Python reads alike) or as a one-line comment, the test's name is
an identifier, and the source is parsed with `ast` before it is written.
"""

from __future__ import annotations

import ast
import math
import re
from pathlib import Path

from plainwright.act.checks import FIELD_ROLES, NAMED_CONTROLS, PLACE_TEXTS, PLACES, place_named
from plainwright.act.element_checks import HELD, WORD_EDGE
from plainwright.act.execute import NUMBER, OPTION_LABELS, SHOWN_LABEL, machine_value, same_number
from plainwright.act.locators import LocatorSpec, frame_selector
from plainwright.act.shown_text import BODY_TEXT
from plainwright.errors import UsageError
from plainwright.model import ActionKind
from plainwright.output.lockfile import LockedAction, LockFile, read_lock
from plainwright.redact import MASK
from plainwright.understand.grammar import key_name

_REFERENCE = re.compile(r"\$\{(env|vars)\.([A-Za-z_][A-Za-z0-9_]*)\}")

_FIXTURE = '''

def secret(name: str) -> str:
    """A secret of the scenario, from the environment; without it the test fails naming the variable."""
    value = os.environ.get(name)
    if value is None:
        pytest.fail(f"set the environment variable {name}: this test reads a secret of the scenario from it",
                    pytrace=False)
    return value


def shown_frames(page: Page) -> list[Frame]:
    """The page and every frame it shows (a hidden <iframe> shows nothing): plainwright reads them all."""
    return [frame for frame in page.frames if frame.parent_frame is None or frame.frame_element().is_visible()]


if importlib.util.find_spec("pytest_playwright") is None:

    @pytest.fixture
    def page() -> Iterator[Page]:
        """A fresh page in Chromium, for running without pytest-playwright."""
        executable = os.environ.get("PLAINWRIGHT_BROWSER") or next(
            filter(None, map(shutil.which, ("chromium", "chromium-browser", "google-chrome"))), None)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=executable)
            yield browser.new_page()
            browser.close()
'''


def py_string(text: str) -> str:
    """A Python literal of `text` (repr, so any character is escaped), double-quoted when it can be."""
    literal = repr(text)
    return f'"{literal[1:-1]}"' if literal.startswith("'") and '"' not in text else literal


def _constant(name: str, text: str) -> str:
    """A module constant holding `text`, one literal per line."""
    return f"{name} = (\n" + "".join(f"    {py_string(line)}\n" for line in text.splitlines(keepends=True)) + ")\n"


_CHOOSE = '''

def choose(select: Locator, wanted: str) -> None:
    """Choose in a list as plainwright does (OPTION_LABELS): the option labelled `wanted`, else valued so, else
    labelled so in any case or holding the words; in a multiple list, beside those chosen already. A list a
    widget hides behind its own box is set directly."""
    deadline = time.monotonic() + 5
    while not (labels := select.evaluate(OPTION_LABELS, wanted)) and time.monotonic() < deadline:
        select.page.wait_for_timeout(100)  # its options may still be loading
    assert labels, f"the list offers no option {wanted!r}"
    select.select_option(label=labels, force=not select.is_visible())
'''
_PLACE = '''

def place_texts(page: Page, place: str) -> list[str]:
    """The texts of the parts of the page (and of the frames it shows) that `place` names, as plainwright reads
    them (PLACE_TEXTS): a heading's part, else the innermost tables, lists, rows and sections that show it."""
    return [text for frame in shown_frames(page) for text in frame.evaluate(PLACE_TEXTS, [place, PLACES])]


def expect_place(page: Page, place: str, words: re.Pattern[str], *, shows: bool = True) -> None:
    """The part of the page that `place` names shows the words (`shows=False`: does not), waited for as `expect`
    waits."""
    deadline = time.monotonic() + 5
    while True:
        try:
            texts = place_texts(page, place)
        except Error:  # the page was replacing its document: read it again
            texts = []
        if texts and any(words.search(text) for text in texts) == shows:
            return
        if time.monotonic() >= deadline:
            assert texts, f"no heading, table, list, row or section shows {place!r}"
            raise AssertionError(f"expected {place!r} {'to show' if shows else 'not to show'} {words.pattern!r}; "
                                 f"it shows {texts!r}")
        page.wait_for_timeout(100)
'''
_PAGE = '''

def expect_page(page: Page, words: re.Pattern[str], *, shows: bool = True) -> None:
    """The page, or a frame it shows, shows the words (`shows=False`: neither does) as plainwright reads it
    (BODY_TEXT: a closed drop-down shows only its chosen option), waited for as `expect` waits."""
    deadline = time.monotonic() + 5
    while True:
        try:
            texts = [frame.evaluate(BODY_TEXT) for frame in shown_frames(page)]
        except Error:  # the page was replacing its document: read it again
            texts = []
        if texts and any(words.search(text) for text in texts) == shows:
            return
        if time.monotonic() >= deadline:
            raise AssertionError(f"expected the page {'to show' if shows else 'not to show'} {words.pattern!r}")
        page.wait_for_timeout(100)
'''
# What a file carries only when one of its lines calls it: the run's own scripts, and a few lines around them.
_WORDS = '''

def words(text: str, *, exact: bool = False) -> re.Pattern[str]:
    """The words as plainwright matches them: whole words (not "Save" inside "Unsaved"), any run of spaces between
    them, in any case unless `exact`."""
    said = r"\\s+".join(re.escape(word).replace("/", r"\\/") for word in text.split())
    return re.compile(WORD_EDGE + said + WORD_EDGE, 0 if exact else re.IGNORECASE)
'''
_SHOWN = '''

def shown(page: Page, words: re.Pattern[str]) -> Locator:
    """Whatever on the page shows or is named by the words, as plainwright looks: text, label, placeholder, alt
    text or title."""
    return (page.get_by_text(words).or_(page.get_by_label(words)).or_(page.get_by_placeholder(words))
            .or_(page.get_by_alt_text(words)).or_(page.get_by_title(words)))
'''
_TICK = '''

def tick(box: Locator, checked: bool) -> None:
    """Tick (or untick) a box as plainwright does: one drawn by its label, the input itself hidden, through the label
    a person clicks; one that says its state in aria-pressed, by that state."""
    box.wait_for(state="attached")
    if box.get_attribute("aria-checked") is None and (pressed := box.get_attribute("aria-pressed")) is not None:
        if (pressed == "true") != checked:  # a box that says its state as pressed
            box.click()
        expect(box).to_have_attribute("aria-pressed", "true" if checked else "false")
        return
    label = None if box.is_visible() else box.evaluate_handle(SHOWN_LABEL).as_element()
    if label is None:
        box.set_checked(checked)
        return
    if box.is_checked() != checked:
        label.click()
    expect(box).to_be_checked(checked=checked)
'''
_CHOSEN = '''

def expect_chosen(select: Locator, wanted: re.Pattern[str]) -> None:
    """The list shows `wanted` chosen (an option's label), or sends it as its value, as plainwright checks it;
    waited for as `expect` waits."""
    deadline = time.monotonic() + 5
    while not any(wanted.search(held) for held in (chosen := select.evaluate(HELD))):
        assert time.monotonic() < deadline, f"expected the list to have {wanted.pattern!r} chosen; it has {chosen!r}"
        select.page.wait_for_timeout(100)
'''
_HELPERS = {
    "choose": "\n\n" + _constant("OPTION_LABELS", OPTION_LABELS) + _CHOOSE,
    "page": "\n\n" + _constant("BODY_TEXT", BODY_TEXT) + _PAGE,
    "place": "\n\n" + _constant("PLACES", PLACES) + "\n" + _constant("PLACE_TEXTS", PLACE_TEXTS) + _PLACE,
    "chosen": "\n\n" + _constant("HELD", HELD) + _CHOSEN,
    "tick": "\n\n" + _constant("SHOWN_LABEL", SHOWN_LABEL) + _TICK,
    "shown": _SHOWN,
    "words": "\n\n" + _constant("WORD_EDGE", WORD_EDGE) + _WORDS,
}
_ELEMENT_CALLS = {
    ActionKind.CLICK: "click()", ActionKind.DOUBLE_CLICK: "dblclick()", ActionKind.HOVER: "hover()",
    ActionKind.SCROLL: "scroll_into_view_if_needed()",
}
_EXPECTS = {
    ActionKind.ASSERT_VISIBLE: "to_be_visible()", ActionKind.ASSERT_HIDDEN: "to_be_hidden()",
    ActionKind.ASSERT_ENABLED: "to_be_enabled()", ActionKind.ASSERT_DISABLED: "to_be_disabled()",
    ActionKind.ASSERT_CHECKED: "to_be_checked()", ActionKind.ASSERT_UNCHECKED: "not_to_be_checked()",
    ActionKind.WAIT: "to_be_visible()",
}
_BROWSER_CALLS = {ActionKind.RELOAD: "page.reload()", ActionKind.GO_BACK: "page.go_back()",
                  ActionKind.GO_FORWARD: "page.go_forward()"}


def _tag(action: LockedAction) -> str | None:
    """The element's tag as the run saw it, when the lock remembers it."""
    return action.fingerprint.tag if action.fingerprint is not None else None


def _input_type(action: LockedAction) -> str:
    """The element's input type as the run saw it ("date", "time" ...); "" when it has none or none is known."""
    return action.fingerprint.attrs.get("type", "").lower() if action.fingerprint is not None else ""


class _Writer:
    """Turns locked actions into lines of Python; remembers the environment variables and helpers they use."""

    def __init__(self) -> None:
        self.env_names: list[str] = []
        self.helpers: set[str] = set()

    def value(self, value: str | None) -> str:
        """A Python expression for a locked value: text as a literal, each `${env.X}` / `${vars.x}` in it read
        with `secret("X")`, a masked value (no reference left to say which) from a numbered variable."""
        text = value or ""
        if MASK in text:
            if _REFERENCE.search(text):
                raise UsageError(f"the locked value {text!r} mixes a masked secret and a reference; "
                                 "export cannot rebuild it")
            return self._secret(f"PLAINWRIGHT_SECRET_{len(self.env_names) + 1}")
        parts, at = [], 0
        for reference in _REFERENCE.finditer(text):
            if reference.start() > at:
                parts.append(py_string(text[at:reference.start()]))
            parts.append(self._secret(reference.group(2).upper()))
            at = reference.end()
        if at < len(text) or not parts:
            parts.append(py_string(text[at:]))
        return " + ".join(parts)

    def _secret(self, name: str) -> str:
        self.env_names.append(name)
        return f"secret({py_string(name)})"

    def pattern(self, action: LockedAction) -> str:
        """The words a check looks for, as the run matches them: whole words, in any case unless the step said
        exactly, any run of spaces between them. A secret is read when the test runs."""
        return self.words(action.value or "", action)

    def shown(self, action: LockedAction) -> str:
        """What shows or is named by the action's words, as the run looks (`by_words`): a field, when the step
        named one."""
        words = self.words(action.target or action.value or "", action)
        if action.role in FIELD_ROLES:
            return f"page.get_by_label({words}).or_(page.get_by_placeholder({words}))"
        if action.role == "heading":
            return f'page.get_by_role("heading", name={words})'
        if action.role in ("button", "link"):
            return f'page.get_by_role("button", name={words}).or_(page.get_by_role("link", name={words}))'
        if action.role in NAMED_CONTROLS:
            return f'page.get_by_role("{action.role}", name={words})'
        self.helpers.add("shown")
        return f"shown(page, {words})"

    def words(self, words: str, action: LockedAction) -> str:
        """`words` as the run matches them (`text_pattern`, written out as the file's helper `words`)."""
        self.helpers.add("words")
        return f"words({self.value(words)}{'' if not action.exact else ', exact=True'})"

    def action(self, action: LockedAction) -> list[str]:
        """The lines that do one locked action; the last one is the action itself (a tab it opens wraps it)."""
        if action.kind.acts_on_tabs:
            return _tab_lines(action)
        if not action.locators:
            return self.page_action(action)
        found = [f"element = {locator_code(action.locators[0])}"]
        if action.kind is not ActionKind.ASSERT_HIDDEN:  # as a replay checks: one element, no lookalike beside it
            found.append("expect(element).to_have_count(1)")
        return found + self.element_action(action)

    def element_action(self, action: LockedAction) -> list[str]:
        """What the run does to the element (act/execute.py), on `element`."""
        kind, value = action.kind, action.value
        if kind is ActionKind.CLICK and _tag(action) == "option" and action.fingerprint is not None:
            self.helpers.add("choose")  # an option is chosen through its list, where a choice adds to a multiple one
            return [f'choose(element.locator("xpath=ancestor::select[1]"), {self.value(action.fingerprint.name)})']
        if kind in _ELEMENT_CALLS:
            return [f"element.{_ELEMENT_CALLS[kind]}"]
        if kind in (ActionKind.CHECK, ActionKind.UNCHECK):
            self.helpers.add("tick")
            return [f"tick(element, {kind is ActionKind.CHECK})"]
        if kind in _EXPECTS:
            return [f"expect(element).{_EXPECTS[kind]}"]
        match kind:
            case ActionKind.FILL | ActionKind.CLEAR:
                return self.fill(action)
            case ActionKind.SELECT:
                return self.select(action)
            case ActionKind.UPLOAD:
                return self.upload(action)
            case ActionKind.ASSERT_VALUE if _tag(action) == "select" and value:
                self.helpers.add("chosen")  # what the list shows chosen, or the value it sends, as the run checks
                return [f"expect_chosen(element, {self.pattern(action)})"]
            case ActionKind.ASSERT_VALUE:
                wanted = self.pattern(action) if value else '""'  # "is empty": exactly nothing
                return [f"expect(element).to_have_value({wanted})"]
            case ActionKind.PRESS:
                return [f"element.press({py_string(key_name(value or ''))})"]
            case ActionKind.ASSERT_TEXT:  # "the page shows" found in a frame: its body, or an element's
                return [f"expect(element).to_contain_text({self.pattern(action)}, use_inner_text=True)"]
        raise UsageError(f"export does not know how to write a {kind.value} on an element")

    def fill(self, action: LockedAction) -> list[str]:
        """Fill as the run does: the value in the form the field takes (a date input's `2026-01-31` for
        `31.01.2026`), then, in a field that holds a value, check that it holds it."""
        if action.kind is ActionKind.CLEAR:
            sent = '""'
        elif action.needs_value_from_sentence:  # a secret, read when the test runs: sent as it is
            sent = self.value(action.value)
        else:
            sent = self.value(machine_value(_input_type(action), action.value or ""))
        # a secret is not checked: a failed `expect` prints the value it wanted, and the test's output would show it
        holds = _tag(action) in ("input", "textarea") and not (action.sensitive or action.needs_value_from_sentence)
        value = machine_value(_input_type(action), action.value or "")
        if holds and _input_type(action) == "number" and NUMBER.fullmatch(value):  # "74.90" held as 74.9
            return [f"element.fill({sent})", f"expect(element).to_have_value(re.compile({same_number(value)!r}))"]
        return [f"element.fill({sent})", *([f"expect(element).to_have_value({sent})"] if holds else [])]

    def select(self, action: LockedAction) -> list[str]:
        """A native list through the run's rule (OPTION_LABELS); a widget that only looks like one by opening it
        and clicking the option, as the run does."""
        if _tag(action) not in (None, "select"):
            return ["element.click()", f'page.get_by_role("option", name={self.value(action.value)}).first.click()']
        self.helpers.add("choose")
        return [f"choose(element, {self.value(action.value)})"]

    def upload(self, action: LockedAction) -> list[str]:
        """A file input takes the file (named from the working directory, as in the run); another control (a
        styled "Upload" button) opens a file chooser."""
        path = self.value(action.value)
        if _tag(action) in (None, "input") and _input_type(action) in ("", "file"):
            return [f"element.set_input_files({path})"]
        return ["with page.expect_file_chooser() as chooser:", "    element.click()",
                f"chooser.value.set_files({path})"]

    def dialog(self, action: LockedAction) -> str:
        """The answer to the browser dialog the next line opens, as Playwright wants it: set up before. A dialog
        the step named by its message is accepted only when it says it, as in the run."""
        if action.kind is ActionKind.DISMISS_DIALOG:
            answer = "dialog.dismiss()"
        else:
            answer = f"dialog.accept({self.value(action.value)})" if action.value is not None else "dialog.accept()"
            if action.context:
                said = " ".join(action.context.lower().split()).rstrip(".?!:")
                answer += f' if {said!r} in " ".join(dialog.message.lower().split()) else dialog.dismiss()'
        return f'page.once("dialog", lambda dialog: {answer})'

    def page_action(self, action: LockedAction) -> list[str]:
        if action.kind in _BROWSER_CALLS:
            return [_BROWSER_CALLS[action.kind]]
        place = place_named(action.context)
        if place and action.kind in (ActionKind.ASSERT_TEXT, ActionKind.ASSERT_NO_TEXT):
            # "the row for Order #6 shows Shipped": inside that part of the page, as the run looked
            self.helpers.add("place")
            shows = "" if action.kind is ActionKind.ASSERT_TEXT else ", shows=False"
            return [f"expect_place(page, {self.value(place)}, {self.pattern(action)}{shows})"]
        if action.kind in (ActionKind.ASSERT_TEXT, ActionKind.ASSERT_NO_TEXT):  # the page or a frame it shows
            self.helpers.add("page")
            shows = "" if action.kind is ActionKind.ASSERT_TEXT else ", shows=False"
            return [f"expect_page(page, {self.pattern(action)}{shows})"]
        return [self.page_line(action)]

    def page_line(self, action: LockedAction) -> str:
        value = action.value or ""
        match action.kind:
            case ActionKind.NAVIGATE if "://" not in value:  # a path, taken from the current page as in the run
                return f"page.goto(urljoin(page.url, {self.value(value)}))"
            case ActionKind.NAVIGATE:
                return f"page.goto({self.value(value)})"
            case ActionKind.PRESS:
                return f"page.keyboard.press({py_string(key_name(value))})"
            case ActionKind.FILL:  # "Type "shoes"": into whatever has the focus
                return f"page.keyboard.type({self.value(value)})"
            case ActionKind.DOUBLE_CLICK if action.target:
                return f"page.get_by_text({self.value(action.target)}, exact=True).dblclick()"
            case ActionKind.HOVER if action.target:
                return f"page.get_by_text({self.value(action.target)}, exact=True).hover()"
            case ActionKind.WAIT | ActionKind.ASSERT_VISIBLE if action.target or value:
                return f"expect({self.shown(action)}.first).to_be_visible()"
            case ActionKind.ASSERT_HIDDEN if action.target or value:
                return f"expect({self.shown(action)}.filter(visible=True)).to_have_count(0)"
            case ActionKind.WAIT if value == "load":
                return 'page.wait_for_load_state("load")'
            case ActionKind.WAIT:
                return f"page.wait_for_timeout({_milliseconds(value)})"
            case ActionKind.SCROLL:
                return f"page.mouse.wheel(0, {-600 if value == 'up' else 600})"
            case ActionKind.ASSERT_TITLE:
                return f"expect(page).to_have_title({self.pattern(action)})"
            case ActionKind.ASSERT_URL:
                return f"expect(page).to_have_url(re.compile(re.escape({self.value(value)})))"
        raise UsageError(f"export does not know how to write a page-level {action.kind.value}")


def _opening_a_tab(lines: list[str]) -> list[str]:
    """An action that opened a tab, which the next lines act on (as the run went on in it)."""
    return [*lines[:-1], "with page.context.expect_page() as new_tab:", f"    {lines[-1]}", "page = new_tab.value",
            'page.wait_for_load_state("domcontentloaded")']


def _tab_lines(action: LockedAction) -> list[str]:
    """Switching or closing a tab: by the positions the run recorded (1 = the first open tab)."""
    if action.tab is None or (action.kind is ActionKind.CLOSE_TAB and action.closed_tab is None):
        raise UsageError(f"the lock file does not say which tab the {action.kind.value} went to; run the scenario "
                         "again to record it")
    closing = [f"page.context.pages[{action.closed_tab - 1}].close()"] if action.closed_tab else []
    return [*closing, f"page = page.context.pages[{action.tab - 1}]", "page.bring_to_front()"]


def _milliseconds(seconds: str) -> str:
    try:
        value = float(seconds)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value < 0:
        raise UsageError(f"the locked wait {seconds!r} is not a number of seconds; export cannot write it")
    return f"{value * 1000:.0f}"


def _one_line(text: str) -> str:
    """Text for a comment: on one line, without a control character."""
    return " ".join("".join(ch if ch.isprintable() else " " for ch in text).split())


def _docstring_text(text: str) -> str:
    """Text for the module's docstring: on one line, its backslashes and quotes escaped, so none can end it."""
    return _one_line(text).replace("\\", "\\\\").replace('"', '\\"')


def locator_code(spec: LocatorSpec) -> str:
    """`page.get_by_role("button", name="Save", exact=True)`, inside its frames when it has any. The call is the
    locator's own rendering (`spec.code`, every text a `repr()` literal), so whatever a locator learns to say (the
    row it is scoped to) the export says too."""
    scope = "page"
    for segment in spec.frame.split(">") if spec.frame else []:
        scope += f".frame_locator({py_string(frame_selector(segment))})"
    return f"{scope}.{spec.code(py_string, scope)}"


def _test_name(title: str) -> str:
    words = re.sub(r"[^a-z0-9]+", "_", title.lower()).strip("_")
    return "test_" + (words[:60].rstrip("_") or "scenario")  # letters, digits and _: an identifier


def _test_body(lock: LockFile, writer: _Writer) -> list[str]:
    """The test function's lines: open the URL, then each step's comment and the lines of its actions."""
    body = [f"    page.goto({writer.value(lock.url)})"]
    opener: int | None = None  # where the last action's lines begin: a dialog's answer is set up before them
    for step in lock.steps:
        body.append(f"    # {_one_line(step.text)}")
        for action in step.actions:
            if action.kind.answers_dialog:
                if opener is None:
                    raise UsageError("a dialog is answered before any action could open it; export cannot write it")
                body.insert(opener, f"    {writer.dialog(action)}")
                opener += 1
                continue
            opener = len(body)
            lines = writer.action(action)
            opens_tab = action.tab is not None and not action.kind.acts_on_tabs
            body += [f"    {line}" for line in (_opening_a_tab(lines) if opens_tab else lines)]
    return body


def pytest_source(lock: LockFile, *, source_name: str = "the lock file") -> str:
    """The text of a pytest file that does what the lock file locked, step by step."""
    writer = _Writer()
    body = _test_body(lock, writer)
    needs = ("Secrets are read from the environment: " + ", ".join(dict.fromkeys(writer.env_names)) + ".\n"
             if writer.env_names else "")
    title = f"{_docstring_text(lock.scenario)}: exported by plainwright from {_docstring_text(source_name)}"
    header = (f'"""{title}.\n\n{needs}'
              'Runs with pytest-playwright when it is installed, else with the Chromium fixture below.\n"""\n\n'
              "from __future__ import annotations\n\nimport importlib.util\nimport os\nimport re\nimport shutil\n"
              "import time\nfrom collections.abc import Iterator\nfrom urllib.parse import urljoin\n\nimport pytest\n"
              "from playwright.sync_api import Error, Frame, Locator, Page, expect, sync_playwright\n")
    helpers = "".join(_HELPERS[name] for name in sorted(writer.helpers))
    source = (header + _FIXTURE + helpers + f"\n\ndef {_test_name(lock.scenario)}(page: Page) -> None:\n"
              + "\n".join(body) + "\n")
    try:
        ast.parse(source)
    except SyntaxError as exc:
        raise UsageError(f"export wrote Python that does not parse (line {exc.lineno}: {exc.msg}); "
                         "please report this with the lock file") from exc
    return source


def export_pytest(lock_path: str | Path, out: str | Path) -> Path:
    lock = read_lock(lock_path)
    if lock is None:
        raise UsageError(f"{lock_path}: no such lock file; run the scenario first")
    Path(out).write_text(pytest_source(lock, source_name=Path(lock_path).name), encoding="utf-8")
    return Path(out)
