"""A scenario file that is not one is refused by name: the file, the line, the field; never a traceback, never
`browser_crashed`."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from faults.harness import run
from plainwright import ScenarioError, load_scenario
from plainwright.scenario_file import parse_scenario


def _garbage(path: Path) -> Path:
    path.write_bytes(random.Random(15).randbytes(4096))
    return path


def test_binary_garbage_is_refused_naming_the_file(tmp_path: Path) -> None:
    garbage = _garbage(tmp_path / "garbage.plain.yaml")
    done = run("run", garbage, "--json", "r.json", cwd=tmp_path)
    assert done.returncode == 2, "an invalid file is a usage error"
    assert "garbage.plain.yaml" in done.stderr and "not a text file" in done.stderr
    assert "Traceback" not in done.stderr and "browser_crashed" not in done.stdout + done.stderr
    with pytest.raises(ScenarioError, match=r"garbage\.plain\.yaml:\d+: not a text file"):
        load_scenario(garbage)


def test_a_missing_url_is_named() -> None:
    with pytest.raises(ScenarioError, match=r"^s\.yaml:1: field 'url': missing"):
        parse_scenario("name: No address\nsteps:\n  - Click Go\n", path="s.yaml")


def test_a_misspelt_key_is_named_with_the_field_it_was_meant_to_be() -> None:
    with pytest.raises(ScenarioError) as caught:
        parse_scenario("url: http://127.0.0.1/\nstep:\n  - Click Go\n", path="s.yaml")
    assert str(caught.value) == "s.yaml:2: unknown field 'step'; did you mean 'steps'?"
    assert (caught.value.line, caught.value.field) == (2, "step")


@pytest.mark.parametrize(("text", "expected"), [
    ("budget:\n  max_step: 2\n", "s.yaml:5: unknown field 'budget.max_step'; did you mean 'max_steps'?"),
    ("name: x\nretries: 3\n", "s.yaml:5: unknown field 'retries'; known fields: url, steps, name, tags, vars, "
                              "timeout, brain, model, budget, allowed_domains, upload_dir"),
])
def test_a_misspelt_nested_or_unknown_key_is_named_in_full(text: str, expected: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        parse_scenario("url: http://127.0.0.1/\nsteps:\n  - Click Go\n" + text, path="s.yaml")
    assert str(caught.value) == expected


def test_a_misspelt_step_key_is_named_at_its_line_and_every_problem_is_listed() -> None:
    text = "url: http://127.0.0.1/\nsteps:\n  - do: Type x into Name\n    sensitiv: true\n  - dos: Click Go\n"
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(text, path="s.yaml")
    assert str(caught.value) == ("s.yaml:4: unknown field 'steps.0.sensitiv'; did you mean 'sensitive'?; "
                                 "line 5: unknown field 'steps.1.dos'; did you mean 'do'?")


@pytest.mark.parametrize(("step", "quoted"), [
    ("Username: admin", "'Username: admin'"),
    ('Verify the title: "Home"  # the start page', "'Verify the title: \"Home\"'"),
    ("Don't show: tips", '"Don\'t show: tips"'),
])
def test_a_step_yaml_reads_as_a_mapping_is_refused_saying_to_quote_it(step: str, quoted: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(f"url: http://127.0.0.1/\nsteps:\n  - Click Go\n  - {step}\n", path="s.plain.yaml")
    assert str(caught.value) == ("s.plain.yaml:4: field 'steps.1': YAML reads this step as a mapping (a colon and a "
                                 f"space make a key); quote it: - {quoted}")
    assert parse_scenario(f"url: http://127.0.0.1/\nsteps:\n  - {quoted}\n").steps[0].text == step.split("  #")[0]


def test_running_a_step_read_as_a_mapping_is_a_usage_error_at_its_line(tmp_path: Path) -> None:
    (tmp_path / "login.plain.yaml").write_text("url: http://127.0.0.1:9/\nsteps:\n  - Username: admin\n")
    done = run("run", "login.plain.yaml", cwd=tmp_path)
    assert done.returncode == 2, done.stdout + done.stderr
    assert "login.plain.yaml:3: field 'steps.0': YAML reads this step as a mapping" in done.stderr
    assert "quote it: - 'Username: admin'" in done.stderr and "missing" not in done.stderr


def test_a_variable_nobody_set_is_a_usage_error_naming_it(tmp_path: Path) -> None:
    (tmp_path / "login.plain.yaml").write_text('url: http://127.0.0.1:9/\nsteps:\n  - Type "${env.NOPE_X}" into Name\n')
    done = run("run", "login.plain.yaml", cwd=tmp_path)
    assert done.returncode == 2, done.stdout + done.stderr
    assert "login.plain.yaml:3: field 'steps': ${env.NOPE_X} is used but the environment variable NOPE_X is not set" \
        in done.stderr


def test_a_duplicate_key_is_refused_naming_the_file_and_both_lines() -> None:
    text = "url: http://127.0.0.1/\nsteps:\n  - Click Go\nname: Twice\nsteps:\n  - Click Stop\n"
    with pytest.raises(ScenarioError, match=r"^twice\.yaml:5: field 'steps': duplicate key \(first at line 2\)"):
        parse_scenario(text, path="twice.yaml")
