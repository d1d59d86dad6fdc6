"""Read a scenario YAML file into a `Scenario`; every error names the file, the line and the field."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from plainwright.config import env_value
from plainwright.errors import ScenarioError
from plainwright.model import Scenario

_REFERENCE = re.compile(r"\$\{(env|vars)\.([A-Za-z_][A-Za-z0-9_]*)\}")


def _locate(node: yaml.Node | None, path: tuple[int | str, ...]) -> tuple[int | None, tuple[int | str, ...]]:
    """The 1-based line of the value at `path` in a composed YAML tree, and the part of `path` the file has."""
    line = node.start_mark.line + 1 if node is not None else None
    found: tuple[int | str, ...] = ()
    for key in path:
        if isinstance(node, yaml.MappingNode):
            match = next((v for k, v in node.value if k.value == key), None)
            if match is None:
                match = next((k for k, _ in node.value if k.value == key), None)
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


def parse_scenario(text: str, *, path: str = "<string>") -> Scenario:
    """Validate scenario YAML text; `path` only names the source in errors."""
    try:
        tree = yaml.compose(text)
        data: Any = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise ScenarioError(f"not valid YAML: {getattr(exc, 'problem', exc)}", path=path,
                            line=mark.line + 1 if mark else None) from exc
    if not isinstance(data, dict):
        raise ScenarioError("a scenario is a mapping with at least `url` and `steps`", path=path, line=1)
    try:
        scenario = Scenario.model_validate(data)
    except ValidationError as exc:
        error = exc.errors()[0]
        line, loc = _locate(tree, tuple(error["loc"]))
        field = ".".join(str(part) for part in loc) or None
        raise ScenarioError(error["msg"], path=path, line=line, field=field) from exc
    for index, step in enumerate(scenario.steps):
        step.line = _locate(tree, ("steps", index))[0]
    scenario.path = path
    return scenario


def load_scenario(path: str | Path) -> Scenario:
    """Read and validate a `.plain.yaml` file."""
    file = Path(path)
    try:
        text = file.read_text(encoding="utf-8")
    except OSError as exc:
        raise ScenarioError(f"cannot read the file: {exc.strerror}", path=str(file)) from exc
    return parse_scenario(text, path=str(file))


def substitute(text: str, scenario: Scenario, *, secrets: set[str], line: int | None = None,
               field: str = "steps") -> str:
    """Replace ${env.NAME} and ${vars.name}; environment values are secrets and are added to `secrets`."""

    def replace(match: re.Match[str]) -> str:
        source, name = match.groups()
        if source == "vars":
            if name not in scenario.vars:
                raise ScenarioError(f"${{vars.{name}}} is not defined under `vars`", path=scenario.path, line=line,
                                    field=field)
            return scenario.vars[name]
        value = env_value(name)
        if value is None:
            raise ScenarioError(f"${{env.{name}}} is used but the environment variable {name} is not set",
                                path=scenario.path, line=line, field=field)
        secrets.add(value)
        return value

    return _REFERENCE.sub(replace, text)
