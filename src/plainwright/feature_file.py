"""Read a Gherkin `.feature` file into the scenarios it runs: one per `Scenario:`, one per row of a `Scenario
Outline`'s Examples, each with the Background's steps first and the tags of its Feature, Rule and Examples.

Its steps are plain-English step sentences, kept as written with their keyword ("When I click Log in"; the
grammar reads Gherkin phrasing); a `*` bullet is dropped. A scenario begins on the page its first step opens
(`Given I am on "http://127.0.0.1:8000/login"`, or the Background's first step): that step is its `url`, as a
guide's first `goto` is. A page path (`Given I am on "/login"`) is resolved against `${vars.base_url}` when the
run starts. Data tables, doc strings and languages other than English are refused, every error with its line.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field

from plainwright.errors import ScenarioError
from plainwright.model import ActionKind, Scenario, Step
from plainwright.understand.grammar import parse_step

_HEADERS = {"Feature": "Feature", "Rule": "Rule", "Background": "Background", "Scenario": "Scenario",
            "Example": "Scenario", "Scenario Outline": "Outline", "Scenario Template": "Outline",
            "Examples": "Examples", "Scenarios": "Examples"}
_HEADER = re.compile(rf"^(?P<keyword>{'|'.join(sorted(_HEADERS, key=len, reverse=True))}):\s*(?P<name>.*)$")
_MISCASED = re.compile(rf"^(?P<keyword>{'|'.join(sorted(_HEADERS, key=len, reverse=True))})\s*:", re.IGNORECASE)
_STEP = re.compile(r"^(?:(?P<keyword>Given|When|Then|And|But)|\*)(?:\s+|$)(?P<text>.*)$")
_LANGUAGE = re.compile(r"^#\s*language\s*:\s*(?P<code>\S+)\s*$")
_TAG = re.compile(r"^@(?P<name>[A-Za-z_][A-Za-z0-9_]*)$")
_PLACEHOLDER = re.compile(r"<(?P<name>[^<>\n]+)>")
_REFERENCE = re.compile(r"\$\{[^}]*\}")
_ESCAPES = {"|": "|", "\\": "\\", "n": "\n"}
_STEP_KEYWORDS = "Given, When, Then, And, But or *"


@dataclass(slots=True)
class _Examples:
    line: int
    tags: list[str]
    header: list[str] | None = None
    rows: list[tuple[int, list[str]]] = field(default_factory=list)


@dataclass(slots=True)
class _Block:
    """A Background, Scenario or Scenario Outline as written; an Outline's `examples` make its scenarios."""

    kind: str  # Background, Scenario or Outline
    name: str
    line: int
    tags: list[str]
    steps: list[Step] = field(default_factory=list)
    examples: list[_Examples] = field(default_factory=list)


@dataclass(slots=True)
class _Scope:
    """The Feature or a Rule: its tags, its Background and its scenarios."""

    tags: list[str]
    background: _Block | None = None
    blocks: list[_Block] = field(default_factory=list)


class _Reader:
    """Reads the file line by line; `current` is the block whose steps, Examples or description come next."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.feature: _Scope | None = None
        self.feature_line = 1
        self.rules: list[_Scope] = []
        self.pending_tags: tuple[int, list[str]] | None = None
        self.current: _Block | None = None
        self.examples: _Examples | None = None
        self.describing = False  # free text may follow: just after a Feature, Rule, Scenario... line
        self.after_step = False  # the last line was a step: a table or doc string here belongs to it

    def error(self, message: str, line: int) -> ScenarioError:
        return ScenarioError(message, path=self.path, line=line)

    @property
    def scope(self) -> _Scope:
        assert self.feature is not None
        return self.rules[-1] if self.rules else self.feature

    def read(self, text: str) -> _Scope:
        for number, raw in enumerate(text.splitlines(), start=1):
            self.line(raw.strip(), number)
        if self.pending_tags is not None:
            raise self.error("these tags belong to a Feature, Rule, Scenario or Examples line, and none follows",
                             self.pending_tags[0])
        if self.feature is None:
            raise self.error("a .feature file holds a `Feature:` with its scenarios; this one has none", 1)
        self.close_block()
        return self.feature

    def line(self, text: str, number: int) -> None:
        if not text:
            return
        if text.startswith("#"):
            self.comment(text, number)
            return
        if text.startswith("@"):
            self.tags(text, number)
            return
        if self.pending_tags is not None and not _HEADER.match(text):
            raise self.error("tags belong to a Feature, Rule, Scenario or Examples line; this line is none",
                             self.pending_tags[0])
        if header := _HEADER.match(text):
            self.header(_HEADERS[header["keyword"]], header["keyword"], header["name"].strip(), number)
        elif step := _STEP.match(text):
            self.step(step["keyword"], step["text"].strip(), number)
        elif text.startswith("|"):
            self.table_row(text, number)
        elif text.startswith(('"""', "```")):
            raise self.error("doc strings (text between \"\"\" lines) are not supported: put the text in quotes in "
                             "the step itself", number)
        elif miscased := _MISCASED.match(text):
            raise self.error(f"write `{next(k for k in _HEADERS if k.lower() == miscased['keyword'].lower())}:` "
                             "with its capital: Gherkin's keywords are written so", number)
        elif not self.describing:
            raise self.error(f"not a step: a step begins with {_STEP_KEYWORDS}"
                             if self.feature is not None else "a .feature file begins with `Feature:`", number)

    def comment(self, text: str, number: int) -> None:
        language = _LANGUAGE.match(text)
        if language and language["code"].lower() != "en":
            raise self.error(f"`# language: {language['code']}`: only English Gherkin is supported; write the "
                             "keywords in English (Feature, Scenario, Given, When, Then...) and remove this line",
                             number)

    def tags(self, text: str, number: int) -> None:
        found = []
        for word in text.split():
            if word.startswith("#"):  # a comment after the tags
                break
            tag = _TAG.match(word)
            if tag is None:
                raise self.error(f"tag {word!r} is not @ and a word (letters, digits and _): tags become pytest "
                                 "markers", number)
            found.append(tag["name"])
        previous = self.pending_tags[1] if self.pending_tags else []
        self.pending_tags = (self.pending_tags[0] if self.pending_tags else number, previous + found)
        self.describing = self.after_step = False

    def take_tags(self) -> list[str]:
        tags = self.pending_tags[1] if self.pending_tags else []
        self.pending_tags = None
        return tags

    def header(self, kind: str, keyword: str, name: str, number: int) -> None:
        if kind != "Examples":
            self.close_block()
        if kind == "Feature":
            if self.feature is not None:
                raise self.error("a second `Feature:`: a .feature file holds one Feature", number)
            self.feature, self.feature_line = _Scope(tags=self.take_tags()), number
        elif self.feature is None:
            raise self.error(f"`{keyword}:` before `Feature:`: a .feature file begins with its Feature", number)
        elif kind == "Rule":
            self.rules.append(_Scope(tags=self.take_tags()))
        elif kind == "Background":
            self.background(number)
        elif kind == "Examples":
            self.start_examples(keyword, number)
        else:
            if not name:
                raise self.error(f"`{keyword}:` needs a name: it names the scenario's test, report and lock file",
                                 number)
            self.current = _Block(kind=kind, name=name, line=number, tags=self.take_tags())
            self.scope.blocks.append(self.current)
        self.describing, self.after_step = True, False

    def background(self, number: int) -> None:
        if self.pending_tags is not None:
            raise self.error("a Background takes no tags; tag the Feature, Rule or Scenario", self.pending_tags[0])
        where = "Rule" if self.rules else "Feature"
        if self.scope.background is not None:
            raise self.error(f"a second Background in this {where} (the first is at line "
                             f"{self.scope.background.line}): a {where} has one", number)
        if self.scope.blocks:
            raise self.error(f"a Background comes before the scenarios of its {where}; move it up", number)
        self.current = self.scope.background = _Block(kind="Background", name="", line=number, tags=[])

    def start_examples(self, keyword: str, number: int) -> None:
        if self.current is None or self.current.kind == "Background":
            raise self.error(f"`{keyword}:` belongs under a `Scenario Outline:`", number)
        if not self.current.steps:
            raise self.error(f"`{keyword}:` before any step: the Outline's steps come first", number)
        if self.current.kind == "Scenario":  # Gherkin lets a Scenario have Examples: it is then an Outline
            self.current.kind = "Outline"
        self.close_examples()
        self.examples = _Examples(line=number, tags=self.take_tags())
        self.current.examples.append(self.examples)

    def step(self, keyword: str | None, text: str, number: int) -> None:
        if self.current is None:
            raise self.error("a step before any scenario: put it under a `Scenario:` (or under `Background:` to run "
                             "it before every scenario)", number)
        if self.examples is not None:
            raise self.error("a step after the Examples: an Outline's steps come before its `Examples:`", number)
        if not text:
            raise self.error(f"an empty step: write what it does after `{keyword or '*'}`", number)
        self.current.steps.append(_step(f"{keyword} {text}" if keyword else text, number))
        self.describing, self.after_step = False, True

    def table_row(self, text: str, number: int) -> None:
        if self.examples is None:
            if self.after_step:
                raise self.error("data tables under a step are not supported: write the values into the step "
                                 "sentences, or make the scenario a Scenario Outline with `Examples:`", number)
            raise self.error("a table row outside `Examples:`", number)
        cells = self.cells(text, number)
        if self.examples.header is None:
            for index, name in enumerate(cells):
                if not name:
                    raise self.error(f"column {index + 1} of the Examples has no name", number)
                if name in cells[:index]:
                    raise self.error(f"two columns named {name!r}: each column of the Examples has its own name",
                                     number)
            self.examples.header = cells
        elif len(cells) != len(self.examples.header):
            raise self.error(f"this row has {len(cells)} cell{'' if len(cells) == 1 else 's'}, the header "
                             f"({', '.join(self.examples.header)}) has {len(self.examples.header)}", number)
        else:
            self.examples.rows.append((number, cells))
        self.describing = False

    def cells(self, text: str, number: int) -> list[str]:
        """`| alice | a \\| b |` -> ["alice", "a | b"]; `\\|`, `\\\\` and `\\n` are escapes, as in Gherkin."""
        if not text.endswith("|") or (text.endswith("\\|") and not text.endswith("\\\\|")):
            raise self.error("a table row ends with `|`", number)
        cells: list[str] = []
        cell: list[str] = []
        chars = iter(text[1:])
        for char in chars:
            if char == "\\":
                escaped = next(chars, "")
                cell.append(_ESCAPES.get(escaped, "\\" + escaped))
            elif char == "|":
                cells.append("".join(cell).strip())
                cell = []
            else:
                cell.append(char)
        return cells

    def close_examples(self) -> None:
        if self.examples is not None and not self.examples.rows:
            raise self.error("these Examples have no row of values under their header row", self.examples.line)
        self.examples = None

    def close_block(self) -> None:
        """The block read so far is complete: an Outline has its Examples, every block its steps."""
        self.close_examples()
        block, self.current = self.current, None
        if block is None:
            return
        if not block.steps:
            raise self.error(f"`{block.name or block.kind}` has no steps", block.line)
        if block.kind == "Outline" and not block.examples:
            raise self.error(f"the Scenario Outline {block.name!r} has no `Examples:` table; add one (a header "
                             "row with its placeholders' names, then a row per scenario) or make it a `Scenario:`",
                             block.line)


def _step(text: str, line: int | None) -> Step:
    step = Step.model_validate({"do": text})
    step.line = line
    return step


def _opened(sentence: str) -> str | None:
    """The address a step opens ("Given I am on "http://127.0.0.1:8000/login"", "Given I open "/login""), as
    the step grammar reads it; `${vars.x}` references are kept."""
    references = _REFERENCE.findall(sentence)
    stand_ins = [f"http://plainwright-reference-{index}.invalid" for index in range(len(references))]
    replaced = iter(stand_ins)
    clauses = parse_step(_REFERENCE.sub(lambda _: next(replaced), sentence))
    if len(clauses) != 1 or clauses[0].intent is None or clauses[0].intent.kind is not ActionKind.NAVIGATE:
        return None
    url = clauses[0].intent.value or ""
    for reference, stand_in in zip(references, stand_ins, strict=True):
        url = url.replace(stand_in, reference)
    return url or None


def _slug(name: str) -> str:
    """A scenario's name as a part of a file name: "Log in as alice (example 2)" -> "log-in-as-alice-example-2"."""
    text = "-".join(re.findall(r"\w+", name.lower())) or "scenario"
    return text if len(text) <= 60 else f"{text[:50].rstrip('-')}-{hashlib.sha256(name.encode()).hexdigest()[:8]}"


def _substituted(text: str, values: dict[str, str]) -> str:
    return _PLACEHOLDER.sub(lambda found: values.get(found["name"], found[0]), text)


def _rows(block: _Block, path: str) -> list[tuple[str, int, list[str], list[Step]]]:
    """(name, line, extra tags, steps) of each scenario `block` makes: itself, or one per row of its Examples."""
    if block.kind != "Outline":
        return [(block.name, block.line, [], block.steps)]
    made: list[tuple[str, int, list[str], list[Step]]] = []
    numbered = not _PLACEHOLDER.search(block.name)
    for examples in block.examples:
        header = examples.header or []
        for step in [_step(block.name, block.line), *block.steps]:
            missing = next((found["name"] for found in _PLACEHOLDER.finditer(step.text)
                            if found["name"] not in header), None)
            if missing is not None:
                raise ScenarioError(f"<{missing}> has no column in the Examples at line {examples.line} (columns: "
                                    f"{', '.join(header)}); add the column or correct the placeholder", path=path,
                                    line=step.line or block.line)
        for line, cells in examples.rows:
            values = dict(zip(header, cells, strict=True))
            name = _substituted(block.name, values)
            steps = [_step(_substituted(step.text, values), step.line) for step in block.steps]
            made.append((f"{name} (example {len(made) + 1})" if numbered else name, line, examples.tags, steps))
    return made


def _scenario(name: str, line: int, tags: list[str], steps: list[Step], path: str) -> Scenario:
    """A scenario of the feature: the page its first step opens, then the other steps."""
    first = steps[0]
    url = _opened(first.text)
    if url is None:
        raise ScenarioError(
            f"{name!r} does not begin on a page: its first step (the Background's, if there is one) opens it by "
            f"its address, e.g. `Given I am on \"http://127.0.0.1:8000/login\"`, or `Given I am on \"/login\"` "
            f"with --var base_url=http://127.0.0.1:8000; it is {first.text!r}", path=path, line=first.line)
    if len(steps) < 2:
        raise ScenarioError(f"{name!r} has no step after opening its page", path=path, line=line)
    scenario = Scenario(url=url, steps=[step.model_copy() for step in steps[1:]], name=name,
                        tags=list(dict.fromkeys(tags)))
    scenario.path, scenario.slug, scenario.url_line = path, _slug(name), first.line
    return scenario


def parse_feature(text: str, *, path: str = "<string>") -> list[Scenario]:
    """The scenarios of a `.feature` file's text, in file order; `path` names the source in errors and is each
    scenario's `path`. Each has its own name (a row of an Outline: its values in the name where the name has
    placeholders, else "(example N)") and so its own lock file: two of one name are an error."""
    reader = _Reader(path)
    feature = reader.read(text.removeprefix("\ufeff"))  # a byte order mark, as some editors write one
    scenarios: list[Scenario] = []
    lines: dict[str, tuple[str, int]] = {}  # slug -> (name, line)
    for rule in [None, *reader.rules]:
        scope = rule or feature
        before = [*(feature.background.steps if feature.background else []),
                  *(rule.background.steps if rule and rule.background else [])]
        for block in scope.blocks:
            for name, line, tags, steps in _rows(block, path):
                scenario = _scenario(name, line, [*feature.tags, *(rule.tags if rule else []), *block.tags, *tags],
                                     [*before, *steps], path)
                if (same := lines.get(scenario.slug or "")) is not None:
                    raise ScenarioError(
                        f"two scenarios named {name!r} (the first at line {same[1]}): give each its own name, it "
                        "names its test, report and lock file" if same[0] == name else
                        f"{name!r} and {same[0]!r} (line {same[1]}) would share one lock file; name them apart",
                        path=path, line=line)
                lines[scenario.slug or ""] = (name, line)
                scenarios.append(scenario)
    if not scenarios:
        raise ScenarioError("this Feature has no scenario: add a `Scenario:` with its steps", path=path,
                            line=reader.feature_line)
    return scenarios
