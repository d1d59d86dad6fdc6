"""Read a scenario YAML file (or a how-to guide, Markdown with its steps in front matter, or a Gherkin `.feature`
file: feature_file.py) into a `Scenario`; every error names the file, the line and the field."""

from __future__ import annotations

import re
from difflib import get_close_matches
from pathlib import Path
from typing import Any, get_args
from urllib.parse import urlsplit

import yaml
from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from plainwright.config import env_value
from plainwright.errors import ScenarioError
from plainwright.feature_file import parse_feature
from plainwright.model import Scenario, Step

_REFERENCE = re.compile(r"\$\{(env|vars)\.([A-Za-z_][A-Za-z0-9_]*)\}")


def _locate(node: yaml.Node | None, path: tuple[int | str, ...], *,
            at_key: bool = False) -> tuple[int | None, tuple[int | str, ...]]:
    """The 1-based line of the value at `path` in a composed YAML tree (of its key with `at_key`), and the part
    of `path` the file has."""
    line = node.start_mark.line + 1 if node is not None else None
    found: tuple[int | str, ...] = ()
    for depth, key in enumerate(path, start=1):
        if isinstance(node, yaml.MappingNode):
            key_wanted = at_key and depth == len(path)
            match = next(((k if key_wanted else v) for k, v in node.value if k.value == key), None)
            node = match
        elif isinstance(node, yaml.SequenceNode) and isinstance(key, int) and key < len(node.value):
            node = node.value[key]
        else:
            break
        if node is None:
            break
        line = node.start_mark.line + 1
        found = (*found, key)
    return line, found


def _duplicate_key(node: yaml.Node | None) -> tuple[str, int, int] | None:
    """The first key a mapping of the tree repeats: (key, line of the first, line of the repeat).

    YAML loaders keep the last of two equal keys without a word; a scenario must not lose half its steps so.
    """
    children: list[yaml.Node] = []
    if isinstance(node, yaml.MappingNode):
        seen: dict[str, int] = {}
        for key, value in node.value:
            line = key.start_mark.line + 1
            if isinstance(key, yaml.ScalarNode) and key.value in seen:
                return key.value, seen[key.value], line
            seen.setdefault(str(key.value), line)
            children.append(value)
    elif isinstance(node, yaml.SequenceNode):
        children = list(node.value)
    return next(filter(None, map(_duplicate_key, children)), None)


_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml's, where PyYAML was built with it: ten times faster


def _compose(text: str, path: str) -> tuple[yaml.Node | None, Any]:
    try:
        tree = yaml.compose(text, Loader=_Loader)
        data: Any = yaml.load(text, Loader=_Loader)
    except yaml.reader.ReaderError as exc:  # a control character or a NUL: a binary file, or a pasted escape
        raise ScenarioError(f"not valid YAML: {exc.reason} (character #x{exc.character:04x})", path=path,
                            line=text.count("\n", 0, exc.position) + 1) from exc
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise ScenarioError(f"not valid YAML: {getattr(exc, 'problem', exc)}", path=path,
                            line=mark.line + 1 if mark else None) from exc
    duplicate = _duplicate_key(tree)
    if duplicate is not None:
        key, first, again = duplicate
        raise ScenarioError(f"duplicate key (first at line {first}); write it once", path=path, line=again,
                            field=key)
    return tree, data


def _explain(error: ErrorDetails, tree: yaml.Node | None) -> tuple[int | None, str, str]:
    """(line, field, problem) of one validation error; a field missing from the file is named all the same."""
    line, found = _locate(tree, tuple(error["loc"]), at_key=error["type"] == "extra_forbidden")
    field = ".".join(str(part) for part in found or error["loc"])
    if error["type"] == "extra_forbidden":
        close = _meant(tuple(error["loc"]))
        return line, field, f"unknown field '{field}'; " + (
            f"did you mean '{close[-1]}'?" if close else f"known fields: {', '.join(_fields_at(error['loc'][:-1]))}")
    message = "missing (a scenario needs `url` and `steps`)" if error["type"] == "missing" else error["msg"]
    return line, field, f"field '{field}': {message}"


def _meant(loc: tuple[int | str, ...]) -> tuple[int | str, ...] | None:
    """Where the unknown field at `loc` was probably meant to be: `("step",)` -> `("steps",)`."""
    close = get_close_matches(str(loc[-1]), _fields_at(loc[:-1]), n=1)
    return (*loc[:-1], close[0]) if close else None


def _fields_at(loc: tuple[int | str, ...]) -> list[str]:
    """The fields a file may write at `loc`: the top level's, a step's, the budget's..."""
    model: type[BaseModel] = Scenario
    for key in loc:
        if isinstance(key, int):
            continue  # an item of a list: its model is the list's item type, found below
        annotation = model.model_fields[key].annotation
        nested = [arg for arg in (annotation, *get_args(annotation))
                  if isinstance(arg, type) and issubclass(arg, BaseModel)]
        if not nested:
            return []
        model = nested[0]
    return [field.alias or name for name, field in model.model_fields.items() if not field.exclude]


def _validation_error(exc: ValidationError, tree: yaml.Node | None, path: str) -> ScenarioError:
    """All the problems of the file at once, in line order. A field missing because it is misspelt (`step:`) is
    one problem: the unknown field, with the suggestion."""
    errors = exc.errors()
    meant = {_meant(tuple(error["loc"])) for error in errors if error["type"] == "extra_forbidden"}
    problems = sorted((_explain(error, tree) for error in errors
                       if not (error["type"] == "missing" and tuple(error["loc"]) in meant)),
                      key=lambda problem: problem[0] or 0)
    line, field, problem = problems[0]
    more = "".join(f"; line {other_line}: {other}" for other_line, _, other in problems[1:])
    error = ScenarioError(problem + more, path=path, line=line)  # each problem names its field itself
    error.field = field
    return error


def _written(text: str, tree: yaml.Node | None, index: int) -> str | None:
    """The text of step `index` as the file writes it, when it is a mapping of one key (`Username: admin`)."""
    steps = next((value for key, value in tree.value if key.value == "steps"), None) \
        if isinstance(tree, yaml.MappingNode) else None
    item = steps.value[index] if isinstance(steps, yaml.SequenceNode) and index < len(steps.value) else None
    if not isinstance(item, yaml.MappingNode) or len(item.value) != 1:
        return None
    key, value = item.value[0]
    return text[key.start_mark.index:value.end_mark.index].strip()


def _step_read_as_mapping(text: str, data: dict[str, Any], tree: yaml.Node | None,
                          path: str) -> ScenarioError | None:
    """A step YAML read as a mapping because of the `: ` in its sentence (`- Username: admin`): the error that says
    to quote it, at its line, with the step as written in quotes. A key close to a step's field is a misspelling,
    said as one by the validation."""
    steps = data.get("steps")
    known = set(_fields_at(("steps", 0)))
    for index, step in enumerate(steps if isinstance(steps, list) else []):
        if not (isinstance(step, dict) and len(step) == 1) or isinstance(next(iter(step.values())), dict | list) \
                or get_close_matches(str(next(iter(step))), known, n=1):  # `dos: Click Go` is a misspelt `do`
            continue
        written = _written(text, tree, index) or ": ".join(map(str, next(iter(step.items()))))
        quoted = f"'{written}'" if "'" not in written else '"' + written.replace("\\", "\\\\").replace('"', '\\"') + '"'
        return ScenarioError(f"YAML reads this step as a mapping (a colon and a space make a key); quote it: "
                             f"- {quoted}", path=path, line=_locate(tree, ("steps", index))[0], field=f"steps.{index}")
    return None


def parse_scenario(text: str, *, path: str = "<string>") -> Scenario:
    """Validate scenario YAML text; `path` only names the source in errors."""
    tree, data = _compose(text, path)
    if not isinstance(data, dict):
        raise ScenarioError("a scenario is a mapping with at least `url` and `steps`", path=path, line=1)
    if (mapping := _step_read_as_mapping(text, data, tree, path)) is not None:
        raise mapping
    try:
        scenario = Scenario.model_validate(data)
    except ValidationError as exc:
        raise _validation_error(exc, tree, path) from exc
    for index, step in enumerate(scenario.steps):
        step.line = _locate(tree, ("steps", index))[0]
    scenario.path = path
    return scenario


_FENCE = "---"


def _front_matter(text: str, path: str) -> str:
    """The YAML between a guide's first two `---` lines, with a blank line before it (so that its line numbers
    are the file's)."""
    lines = text.splitlines(keepends=True)
    if not lines or lines[0].rstrip() != _FENCE:
        raise ScenarioError("a guide begins with its steps: YAML front matter between two `---` lines", path=path,
                            line=1)
    end = next((number for number in range(1, len(lines)) if lines[number].rstrip() == _FENCE), None)
    if end is None:
        raise ScenarioError("the front matter is not closed: a `---` line must follow the steps", path=path,
                            line=len(lines))
    return "\n" + "".join(lines[1:end])


def _guide_error(exc: ValidationError, tree: yaml.Node | None, path: str) -> ScenarioError:
    """The first problem of a guide's front matter, at its line; an unknown field with the one meant."""
    from plainwright.guide_format import GuideFile, GuideStep

    error = exc.errors()[0]
    loc = tuple(error["loc"])
    field = ".".join(str(part) for part in loc)
    line = _locate(tree, loc, at_key=error["type"] == "extra_forbidden")[0]
    if error["type"] != "extra_forbidden":
        message = "missing" if error["type"] == "missing" else error["msg"]
        return ScenarioError(message, path=path, line=line, field=field)
    known = list((GuideStep if len(loc) > 1 else GuideFile).model_fields)
    close = get_close_matches(str(loc[-1]), known, n=1)
    problem = ScenarioError(f"unknown field '{field}'; " + (f"did you mean '{close[0]}'?" if close else
                                                          f"known fields: {', '.join(known)}"), path=path, line=line)
    problem.field = field
    return problem


def parse_guide(text: str, *, path: str = "<string>") -> Scenario:
    """Read a how-to guide (guide_format.py) as the scenario it runs: the page its `goto` opens, then one step
    sentence per step of its front matter. `path` only names the source in errors."""
    from plainwright.guide_format import GuideFile

    tree, data = _compose(_front_matter(text, path), path)
    if not isinstance(data, dict):
        raise ScenarioError("a guide's front matter is a mapping with `steps` (and a `title`)", path=path, line=2)
    try:
        guide = GuideFile.model_validate(data)
    except ValidationError as exc:
        raise _guide_error(exc, tree, path) from exc
    for index, step in enumerate(guide.steps):
        problem = step.problem()
        if index == 0 and step.type != "goto":
            problem = "type", "a guide's first step opens the page it starts on: `type: goto` with its `url`"
        if problem is not None:
            name, message = problem
            line = _locate(tree, ("steps", index, name))[0]
            raise ScenarioError(message, path=path, line=line, field=f"steps.{index}.{name}")
    if len(guide.steps) < 2:
        raise ScenarioError("a guide has a step after the page it opens", path=path, line=_locate(tree, ("steps",))[0],
                            field="steps")
    steps = []
    for index, step in enumerate(guide.steps[1:], start=1):
        steps.append(Step.model_validate({"do": step.sentence(), "sensitive": step.sensitive}))
        steps[-1].line = _locate(tree, ("steps", index))[0]
    scenario = Scenario(url=guide.steps[0].url or "", name=guide.title, tags=guide.tags, steps=steps)
    scenario.path = path
    return scenario


def load_scenarios(path: str | Path) -> list[Scenario]:
    """Every scenario a file holds: a `.plain.yaml` and a how-to guide (`.md`) hold one, a Gherkin `.feature`
    one per Scenario and per row of an Outline's Examples."""
    file = Path(path)
    try:
        text = file.read_text(encoding="utf-8")
    except OSError as exc:
        raise ScenarioError(f"cannot read the file: {exc.strerror}", path=str(file)) from exc
    except UnicodeDecodeError as exc:
        line = exc.object.count(b"\n", 0, exc.start) + 1
        raise ScenarioError(f"not a text file (byte 0x{exc.object[exc.start]:02x} at offset {exc.start} is not UTF-8);"
                            " a scenario file is text", path=str(file), line=line) from exc
    suffix = file.suffix.lower()
    scenarios = parse_feature(text, path=str(file)) if suffix == ".feature" else \
        [(parse_guide if suffix == ".md" else parse_scenario)(text, path=str(file))]
    for scenario in scenarios:
        beside = _beside(scenario.url, file.parent)
        if beside != scenario.url:  # the author chose a page on disk: its scheme is allowed, beside the hosts
            scenario.url = beside
            scenario.allowed_domains = [*(scenario.allowed_domains or ["*"]), "file:"]
    return scenarios


def load_scenario(path: str | Path) -> Scenario:
    """Read and validate a `.plain.yaml` file, a how-to guide (`.md`), or a `.feature` file of one scenario."""
    scenarios = load_scenarios(path)
    if len(scenarios) > 1:
        raise ScenarioError(f"it holds {len(scenarios)} scenarios: run it with `plainwright run` or pytest, or read "
                            "them with load_scenarios()", path=str(path))
    return scenarios[0]


def _beside(url: str, folder: Path) -> str:
    """A `url` naming a file beside the scenario (`url: example.html`) as that file's file:// URL."""
    if urlsplit(url).scheme or "${" in url or not (folder / url).is_file():
        return url
    return (folder / url).resolve().as_uri()


def substitute(text: str, scenario: Scenario, *, secrets: set[str], line: int | None = None,
               field: str | None = "steps") -> str:
    """Replace ${env.NAME} and ${vars.name}; environment values are secrets and are added to `secrets`."""

    def replace(match: re.Match[str]) -> str:
        source, name = match.groups()
        if source == "vars":
            if name not in scenario.vars:
                raise ScenarioError(f"${{vars.{name}}} is not defined under `vars` nor given with --var {name}=VALUE "
                                    "(pytest: --plain-var)", path=scenario.path, line=line, field=field)
            return scenario.vars[name]
        value = env_value(name)
        if value is None:
            raise ScenarioError(f"${{env.{name}}} is used but the environment variable {name} is not set",
                                path=scenario.path, line=line, field=field)
        secrets.add(value)
        return value

    return _REFERENCE.sub(replace, text)
