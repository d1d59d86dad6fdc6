from pathlib import Path

import pytest

from plainwright.errors import ScenarioError
from plainwright.scenario_file import load_scenario, parse_scenario, substitute


def test_a_valid_file_gives_steps_with_their_lines(tmp_path: Path) -> None:
    file = tmp_path / "login.plain.yaml"
    file.write_text('name: Login\nurl: http://127.0.0.1/\nsteps:\n  - Click "Log in"\n'
                    '  - do: Enter "pw" into Password\n    sensitive: true\n')
    scenario = load_scenario(file)
    assert [step.text for step in scenario.steps] == ['Click "Log in"', 'Enter "pw" into Password']
    assert [step.line for step in scenario.steps] == [4, 5]
    assert scenario.steps[1].sensitive


def test_malformed_yaml_names_the_file_and_line() -> None:
    with pytest.raises(ScenarioError, match=r"^bad\.yaml:3: not valid YAML: mapping values are not allowed"):
        parse_scenario("url: http://x/\nsteps:\n  - Click: here: now\n", path="bad.yaml")


def test_an_unknown_field_names_its_line_and_field() -> None:
    with pytest.raises(ScenarioError) as caught:
        parse_scenario("url: http://x/\nsteps:\n  - Click Go\nretries: 3\n", path="s.yaml")
    assert caught.value.line == 4
    assert caught.value.field == "retries"
    assert "s.yaml:4: unknown field 'retries'" in str(caught.value)


def test_an_empty_step_names_its_line() -> None:
    with pytest.raises(ScenarioError) as caught:
        parse_scenario("url: http://x/\nsteps:\n  - Click Go\n  - '  '\n", path="s.yaml")
    assert (caught.value.line, caught.value.field) == (4, "steps.1")


def test_a_scenario_without_steps_is_refused() -> None:
    with pytest.raises(ScenarioError, match="field 'steps'"):
        parse_scenario("url: http://x/\nsteps: []\n", path="s.yaml")


def test_a_missing_file_is_a_scenario_error(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="cannot read"):
        load_scenario(tmp_path / "nope.plain.yaml")


def test_env_values_are_substituted_and_remembered_as_secrets(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("APP_PASSWORD", "hunter22")
    scenario = parse_scenario("url: http://x/\nvars: {user: ann}\nsteps:\n  - Type ${vars.user} ${env.APP_PASSWORD}\n")
    secrets: set[str] = set()
    assert substitute(scenario.steps[0].text, scenario, secrets=secrets) == "Type ann hunter22"
    assert secrets == {"hunter22"}


def test_an_unset_env_variable_names_the_step_line() -> None:
    scenario = parse_scenario("url: http://x/\nsteps:\n  - Type ${env.NOT_SET_ANYWHERE}\n", path="s.yaml")
    with pytest.raises(ScenarioError, match=r"s\.yaml:3: .*NOT_SET_ANYWHERE is not set"):
        substitute(scenario.steps[0].text, scenario, secrets=set(), line=scenario.steps[0].line)
