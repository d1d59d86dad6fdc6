"""The pipeline's stages lean on the ones before them, never on the run that drives them: writers (output/) get a
finished, masked record of a run and import nothing from run/, and no stage below run/ reaches up into it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "plainwright"


def _imported(folder: str) -> dict[str, set[str]]:
    """Per module of the stage `folder`, the plainwright stages and modules it imports."""
    found: dict[str, set[str]] = {}
    for path in sorted((PACKAGE / folder).rglob("*.py")):
        names = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                names.add(node.module)
            elif isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
        found[path.relative_to(PACKAGE).as_posix()] = {name.split(".")[1] for name in names
                                                       if name.startswith("plainwright.")}
    return found


@pytest.mark.parametrize("stage", ["browser", "observe", "understand", "plan", "act", "output"])
def test_no_stage_below_the_run_imports_from_it(stage: str) -> None:
    reaching_up = {module: "run" for module, stages in _imported(stage).items() if "run" in stages}
    assert reaching_up == {}
