"""The JSON Schema of a scenario file (`*.plain.yaml`) for editors, generated from the `Scenario` model.

`plainwright schema` prints it; the package ships it as `scenario.schema.json` (a test keeps the two equal).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic.json_schema import GenerateJsonSchema
from pydantic_core.core_schema import ComputedField, DataclassField, ModelField, TypedDictField

from plainwright.model import Scenario

SCHEMA_FILE = Path(__file__).with_name("scenario.schema.json")


class _FileSchema(GenerateJsonSchema):
    """The fields a file may write: not those the run fills in (a scenario's `path`, a step's `line`)."""

    def field_is_present(self, field: ModelField | DataclassField | TypedDictField | ComputedField) -> bool:
        return super().field_is_present(field) and not field.get("serialization_exclude", False)


def scenario_schema() -> dict[str, Any]:
    schema = Scenario.model_json_schema(by_alias=True, schema_generator=_FileSchema)
    steps = schema["properties"]["steps"]
    # a step may be written as a bare sentence: the model reads it as {do: sentence}
    steps["items"] = {"anyOf": [{"type": "string", "pattern": "\\S"}, steps["items"]]}
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", **schema,
            "title": "plainwright scenario (*.plain.yaml)"}


def schema_text() -> str:
    return json.dumps(scenario_schema(), indent=2) + "\n"
