"""`plainwright init`: a starter scenario, the page it runs against and the scenario schema, in a folder."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from plainwright.errors import UsageError
from plainwright.scenario_schema import schema_text

_FILES = ("example.plain.yaml", "example.html")


def write_starter(folder: Path) -> list[Path]:
    """Write the starter files into `folder` (made if missing); refuse, writing nothing, if one is there."""
    texts = {name: resources.files(__package__).joinpath(name).read_text(encoding="utf-8") for name in _FILES}
    texts["scenario.schema.json"] = schema_text()
    targets = [folder / name for name in texts]
    if there := [str(path) for path in targets if path.exists()]:
        raise UsageError(f"not overwriting {', '.join(there)}: move {'it' if len(there) == 1 else 'them'} away "
                         "or choose another folder")
    folder.mkdir(parents=True, exist_ok=True)
    for path in targets:
        path.write_text(texts[path.name], encoding="utf-8")
    return targets
