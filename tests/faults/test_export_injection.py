"""`plainwright export` writes Python from texts it does not control (a scenario's name, its steps, a page's
names, a hand-edited lock file): none of them can become code, and an unset secret fails the test by name."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

from faults.harness import run
from plainwright.act.locators import LocatorSpec
from plainwright.model import ActionKind
from plainwright.output.lockfile import LockedAction, LockedStep, LockFile, write_lock

NAME = 'Login """\nimport os; os.system("touch PWNED")\n"""\\'
STEP = 'Click Save\nopen("PWNED", "w").write("x")\r\x00# done'
VALUE = '"); open("PWNED", "w"); ("\'\n'


def _calls(source: str) -> set[str]:
    return {ast.unparse(node.func) for node in ast.walk(ast.parse(source)) if isinstance(node, ast.Call)}


def test_hostile_names_steps_and_values_export_as_text_never_as_code(tmp_path: Path) -> None:
    save = LocatorSpec(method="role", value="button", name='Sa"ve\'\n)')
    field = LocatorSpec(method="label", value=VALUE)
    lock = LockFile(scenario=NAME, url='http://127.0.0.1:1/?q="""', steps=[
        LockedStep(text=STEP, hash="h1", actions=[LockedAction(kind=ActionKind.CLICK, locators=[save])]),
        LockedStep(text="Fill", hash="h2", actions=[LockedAction(kind=ActionKind.FILL, value=VALUE, locators=[field])]),
    ])
    write_lock(tmp_path / "hostile.lock.yaml", lock)
    done = run("export", "hostile.lock.yaml", "-o", "test_hostile.py", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    source = (tmp_path / "test_hostile.py").read_text()
    tree = ast.parse(source)
    assert NAME.splitlines()[0] in (ast.get_docstring(tree) or "")
    assert not {"open", "os.system"} & _calls(source), "no injected call"
    function = next(node for node in tree.body if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"))
    # goto, then per action: the element, its identity check (exactly one), the action
    assert function.name.isidentifier() and len(function.body) == 7, ast.unparse(function)
    strings = {node.value for node in ast.walk(function) if isinstance(node, ast.Constant)}
    assert VALUE in strings and 'Sa"ve\'\n)' in strings, "the texts arrive unchanged, as literals"
    imported = subprocess.run([sys.executable, "-c", "import test_hostile"], cwd=tmp_path, capture_output=True,
                              text=True, timeout=60)
    assert imported.returncode == 0, imported.stderr
    assert not (tmp_path / "PWNED").exists()


def test_an_exported_test_without_its_secret_fails_naming_the_variable(site: str, tmp_path: Path) -> None:
    field = LocatorSpec(method="label", value="Your name")
    lock = LockFile(scenario="Greet", url=f"{site}/hello.html", steps=[
        LockedStep(text="Type ${env.GREET_NAME} into Your name", hash="h", actions=[
            LockedAction(kind=ActionKind.FILL, value="${env.GREET_NAME}", sensitive=True, locators=[field])]),
    ])
    write_lock(tmp_path / "greet.lock.yaml", lock)
    assert run("export", "greet.lock.yaml", "-o", "test_greet.py", cwd=tmp_path).returncode == 0
    env = {name: value for name, value in os.environ.items() if name != "GREET_NAME"}
    ran = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_greet.py"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=120,
                         env={**env, "UNRELATED_CANARY": "canary-value-7f3"})
    output = ran.stdout + ran.stderr
    assert ran.returncode == 1, output
    assert "set the environment variable GREET_NAME" in output
    assert "KeyError" not in output and "canary-value-7f3" not in output, "no dump of os.environ"
