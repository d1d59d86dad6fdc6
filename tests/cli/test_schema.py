"""`plainwright schema`: the JSON Schema an editor checks `*.plain.yaml` with, equal to the shipped file."""

from __future__ import annotations

import json
from typing import Any

from click.testing import CliRunner

from plainwright.cli import main
from plainwright.scenario_schema import SCHEMA_FILE, schema_text


def test_the_shipped_schema_is_the_one_the_model_generates() -> None:
    assert SCHEMA_FILE.read_text() == schema_text(), \
        "regenerate it: plainwright schema > src/plainwright/scenario.schema.json"


def test_plainwright_schema_prints_it() -> None:
    done = CliRunner().invoke(main, ["schema"])
    assert done.exit_code == 0
    assert json.loads(done.output) == json.loads(SCHEMA_FILE.read_text())


def _definition(schema: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    ref = node.get("$ref") or next(part["$ref"] for part in node["anyOf"] if "$ref" in part)
    found: dict[str, Any] = schema["$defs"][ref.rsplit("/", 1)[1]]
    return found


def test_it_names_what_a_file_may_write_and_nothing_the_run_fills_in() -> None:
    schema = json.loads(schema_text())
    assert schema["required"] == ["url", "steps"] and schema["additionalProperties"] is False
    assert set(schema["properties"]) == {"url", "steps", "name", "tags", "vars", "timeout", "brain", "model", "budget",
                                         "allowed_domains", "upload_dir"}
    step = _definition(schema, schema["properties"]["steps"]["items"])
    assert set(step["properties"]) == {"do", "sensitive"}, "a step's `line` is the run's, not the file's"
    assert step["additionalProperties"] is False
    budget = _definition(schema, schema["properties"]["budget"])
    assert set(budget["properties"]) == {"max_steps", "max_tokens", "max_cost_usd", "max_seconds"}
    assert schema["properties"]["brain"]["anyOf"][0]["enum"] == ["rules", "llm", "fallback"]
    assert schema["properties"]["url"]["description"] == "the page to open first"


def test_a_step_may_be_a_bare_sentence() -> None:
    items = json.loads(schema_text())["properties"]["steps"]["items"]
    assert {"type": "string", "pattern": "\\S"} in items["anyOf"]
