"""Export a lock file as a readable pytest test in pytest-playwright's style (`page`, get_by_role, expect).

The file runs with pytest-playwright's `page` fixture when that plugin is installed, and otherwise with a small
fixture of its own that launches Chromium from PLAINWRIGHT_BROWSER or the first `chromium` / `google-chrome` on
PATH. Secrets stay secrets: a `${env.X}` value becomes `secret("X")`, a sensitive `${vars.x}` or masked value
becomes `secret("X")` / `secret("PLAINWRIGHT_SECRET_N")`, named in the file's docstring; an unset one fails the
test naming the variable.

Nothing a scenario, a page or a lock file says can become code: every text goes in as a `repr()` literal or as a
one-line comment, the test's name is an identifier, and the source is parsed with `ast` before it is written.
"""

from __future__ import annotations

import ast
import math
import re
from pathlib import Path

from plainwright.act.locators import LocatorSpec, frame_selector
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
_ELEMENT_CALLS = {
    ActionKind.CLICK: "click()", ActionKind.DOUBLE_CLICK: "dblclick()", ActionKind.HOVER: "hover()",
    ActionKind.CLEAR: 'fill("")', ActionKind.CHECK: "check()", ActionKind.UNCHECK: "uncheck()",
    ActionKind.SCROLL: "scroll_into_view_if_needed()",
}
_EXPECTS = {
    ActionKind.ASSERT_VISIBLE: "to_be_visible()", ActionKind.ASSERT_HIDDEN: "to_be_hidden()",
    ActionKind.ASSERT_ENABLED: "to_be_enabled()", ActionKind.ASSERT_DISABLED: "to_be_disabled()",
    ActionKind.ASSERT_CHECKED: "to_be_checked()", ActionKind.ASSERT_UNCHECKED: "not_to_be_checked()",
}


class _Writer:
    """Turns locked actions into lines of Python; remembers which environment variables they read."""

    def __init__(self) -> None:
        self.env_names: list[str] = []

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

    def action(self, action: LockedAction) -> str:
        if action.kind.acts_on_tabs:
            return _tab_lines(action)
        if not action.locators:
            return self.page_action(action)
        target = locator_code(action.locators[0])
        value = action.value
        if action.kind in _ELEMENT_CALLS:
            return f"{target}.{_ELEMENT_CALLS[action.kind]}"
        if action.kind in _EXPECTS:
            return f"expect({target}).{_EXPECTS[action.kind]}"
        if action.kind is ActionKind.ASSERT_VALUE:
            return f"expect({target}).to_have_value({self.value(value)})"
        calls = {ActionKind.FILL: "fill", ActionKind.SELECT: "select_option", ActionKind.UPLOAD: "set_input_files"}
        if action.kind in calls:
            return f"{target}.{calls[action.kind]}({self.value(value)})"
        if action.kind is ActionKind.PRESS:
            return f"{target}.press({py_string(key_name(value or ''))})"
        if action.kind is ActionKind.ASSERT_TEXT:  # "the page shows" found in a frame: its body, or an element's
            return f"expect({target}).to_contain_text({self.value(value)}{_text_options(action)})"
        raise UsageError(f"export does not know how to write a {action.kind.value} on an element")

    def dialog(self, action: LockedAction) -> str:
        """The answer to the browser dialog the next line opens, as Playwright wants it: set up before."""
        if action.kind is ActionKind.DISMISS_DIALOG:
            answer = "dialog.dismiss()"
        else:
            answer = f"dialog.accept({self.value(action.value)})" if action.value is not None else "dialog.accept()"
        return f'page.once("dialog", lambda dialog: {answer})'

    def page_action(self, action: LockedAction) -> str:
        value = action.value or ""
        ignore_case = _text_options(action)
        if action.kind in _BROWSER_CALLS:
            return _BROWSER_CALLS[action.kind]
        match action.kind:
            case ActionKind.NAVIGATE if "://" not in value:  # a path, taken from the current page as in the run
                return f"page.goto(urljoin(page.url, {self.value(value)}))"
            case ActionKind.NAVIGATE:
                return f"page.goto({self.value(value)})"
            case ActionKind.PRESS:
                return f"page.keyboard.press({py_string(key_name(value))})"
            case ActionKind.DOUBLE_CLICK if action.target:
                return f"page.get_by_text({self.value(action.target)}, exact=True).dblclick()"
            case ActionKind.HOVER if action.target:
                return f"page.get_by_text({self.value(action.target)}, exact=True).hover()"
            case ActionKind.WAIT if action.target:
                return f"expect(page.get_by_text({self.value(action.target)}).first).to_be_visible()"
            case ActionKind.WAIT if value == "load":
                return 'page.wait_for_load_state("load")'
            case ActionKind.WAIT:
                return f"page.wait_for_timeout({_milliseconds(value)})"
            case ActionKind.SCROLL:
                return f"page.mouse.wheel(0, {-600 if value == 'up' else 600})"
            case ActionKind.ASSERT_TEXT:
                return f'expect(page.locator("body")).to_contain_text({self.value(value)}{ignore_case})'
            case ActionKind.ASSERT_NO_TEXT:  # neither the page nor any frame it shows
                return (f"for frame in shown_frames(page):\n        expect(frame.locator(\"body\"))"
                        f".not_to_contain_text({self.value(value)}{ignore_case})")
            case ActionKind.ASSERT_TITLE:
                return f"expect(page).to_have_title(re.compile(re.escape({self.value(value)}), re.IGNORECASE))"
            case ActionKind.ASSERT_URL:
                return f"expect(page).to_have_url(re.compile(re.escape({self.value(value)})))"
        raise UsageError(f"export does not know how to write a page-level {action.kind.value}")


def _opening_a_tab(line: str) -> list[str]:
    """An action that opened a tab, which the next lines act on (as the run went on in it)."""
    return ["    with page.context.expect_page() as new_tab:", f"        {line}", "    page = new_tab.value",
            '    page.wait_for_load_state("domcontentloaded")']


def _text_options(action: LockedAction) -> str:
    """The text as the page shows it (a closed <dialog>'s words are in the DOM, not on the screen)."""
    return ", use_inner_text=True" + ("" if action.exact else ", ignore_case=True")


def _tab_lines(action: LockedAction) -> str:
    """Switching or closing a tab: by the positions the run recorded (1 = the first open tab)."""
    if action.tab is None or (action.kind is ActionKind.CLOSE_TAB and action.closed_tab is None):
        raise UsageError(f"the lock file does not say which tab the {action.kind.value} went to; run the scenario "
                         "again to record it")
    closing = f"page.context.pages[{action.closed_tab - 1}].close()\n    " if action.closed_tab else ""
    return f"{closing}page = page.context.pages[{action.tab - 1}]\n    page.bring_to_front()"


_BROWSER_CALLS = {ActionKind.RELOAD: "page.reload()", ActionKind.GO_BACK: "page.go_back()",
                  ActionKind.GO_FORWARD: "page.go_forward()"}


def py_string(text: str) -> str:
    """A Python literal of `text` (repr, so any character is escaped), double-quoted when it can be."""
    literal = repr(text)
    return f'"{literal[1:-1]}"' if literal.startswith("'") and '"' not in text else literal


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
    """`page.get_by_role("button", name="Save", exact=True)`, inside its frames when it has any."""
    scope = "page"
    for segment in spec.frame.split(">") if spec.frame else []:
        scope += f".frame_locator({py_string(frame_selector(segment))})"
    return f"{scope}.{_call(spec)}"


def _call(spec: LocatorSpec) -> str:
    """The Playwright call that finds `spec`'s element, every text a literal."""
    if spec.method == "role":
        return f"get_by_role({py_string(spec.value)}, name={py_string(spec.name or '')}, exact=True)"
    if spec.method in ("css", "xpath"):
        return f"locator({py_string(('xpath=' if spec.method == 'xpath' else '') + spec.value)})"
    if spec.method == "test_id":
        return f"get_by_test_id({py_string(spec.value)})"
    return f"get_by_{spec.method}({py_string(spec.value)}, exact=True)"


def _test_name(title: str) -> str:
    words = re.sub(r"[^a-z0-9]+", "_", title.lower()).strip("_")
    return "test_" + (words[:60].rstrip("_") or "scenario")  # letters, digits and _: an identifier


def pytest_source(lock: LockFile, *, source_name: str = "the lock file") -> str:
    """The text of a pytest file that does what the lock file locked, step by step."""
    writer = _Writer()
    body = [f"    page.goto({writer.value(lock.url)})"]
    opener: int | None = None  # the line of the last action: a dialog's answer is set up before it
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
            line = writer.action(action)
            opens_tab = action.tab is not None and not action.kind.acts_on_tabs
            body += _opening_a_tab(line) if opens_tab else [f"    {line}"]
    needs = ("Secrets are read from the environment: " + ", ".join(dict.fromkeys(writer.env_names)) + ".\n"
             if writer.env_names else "")
    title = f"{_docstring_text(lock.scenario)}: exported by plainwright from {_docstring_text(source_name)}"
    header = (f'"""{title}.\n\n{needs}'
              'Runs with pytest-playwright when it is installed, else with the Chromium fixture below.\n"""\n\n'
              "from __future__ import annotations\n\nimport importlib.util\nimport os\nimport re\nimport shutil\n"
              "from collections.abc import Iterator\nfrom urllib.parse import urljoin\n\nimport pytest\n"
              "from playwright.sync_api import Frame, Page, expect, sync_playwright\n")
    source = header + _FIXTURE + f"\n\ndef {_test_name(lock.scenario)}(page: Page) -> None:\n" + "\n".join(body) + "\n"
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
