"""A how-to guide's step format: each verified sentence becomes a step of a kind the DSL has and reads back as
the very same sentence; a guide .md is read as the scenario it runs; a malformed step names file, line and field."""

from __future__ import annotations

from pathlib import Path

import pytest

from plainwright import ScenarioError, load_scenario
from plainwright.guide_format import GuideStep, guide_step
from plainwright.scenario_file import parse_guide


@pytest.mark.parametrize(("sentence", "fields"), [
    ('Type "alice" into the "Username" field', {"type": "type", "label": "Username", "value": "alice"}),
    ('Type "${env.PW}" into the "Password" field', {"type": "type", "label": "Password", "value": "${env.PW}"}),
    ('Click the "Log in" button', {"type": "click", "label": "Log in", "role": "button"}),
    ('Click the "Regression overview" link', {"type": "click", "label": "Regression overview", "role": "link"}),
    ('Type "a@b.c" into the "Email" field in the "Newsletter" section', {"label": "Email", "section": "Newsletter"}),
    ('Click the second "Save" button', {"type": "click", "label": "Save", "nth": 2}),
    ('Select "Billing" from the "Topic" dropdown', {"type": "select", "value": "Billing", "role": "dropdown"}),
    ('Select the "Express" radio button', {"type": "select", "label": "Express", "role": "radio button"}),
    ('Check the "Send me the newsletter" checkbox', {"type": "check", "label": "Send me the newsletter"}),
    ('Uncheck the "News" switch', {"type": "uncheck", "role": "switch"}),
    ('Press Enter in the "Search products" field', {"type": "press", "key": "Enter", "label": "Search products"}),
    ('Verify the "Regression overview" heading is visible', {"type": "assert_page", "heading": "Regression overview"}),
    ('Verify the URL contains "/regressions.html"', {"type": "assert_page", "url": "/regressions.html"}),
    ('Verify the title contains "Dashboard"', {"type": "assert_page", "title": "Dashboard"}),
    ('Verify the "Email" field is "ann@example.com"', {"type": "assert", "value": "ann@example.com"}),
    ('Verify the "News" checkbox is unchecked', {"type": "assert", "checked": False}),
    ('Open "http://127.0.0.1:8000/settings.html"', {"type": "goto", "url": "http://127.0.0.1:8000/settings.html"}),
    # what the DSL has no kind for stays the sentence, as written
    ('Add "Alpine 45 backpack" to the cart', {"type": "step", "text": 'Add "Alpine 45 backpack" to the cart'}),
    ('Click the last "Save" button', {"type": "step"}),
])
def test_a_sentence_becomes_a_step_that_says_it_again(sentence: str, fields: dict[str, object]) -> None:
    step = guide_step(sentence, note="Section\n{}\nWhy.")

    assert step.model_dump(include=set(fields)) == fields
    assert step.sentence() == sentence and step.problem() is None


def test_a_type_or_click_step_without_its_note_is_kept_as_a_sentence() -> None:
    assert guide_step('Click the "Log in" button').type == "step"  # a guide's type and click carry a note


GUIDE = """---
title: Log in
steps:
  - type: goto
    url: http://127.0.0.1:8000/index.html
  - type: type
    label: Username
    value: alice
    note: |-
      Log in
      {"intent":"type","field":"Username"}
  - type: type
    label: Password
    value: ${env.PW}
    sensitive: true
    note: |-
      Log in
      {"intent":"type","field":"Password","sensitive":true}
  - type: click
    label: Log in
    role: button
    note: |-
      Log in
      {"intent":"click","buttonText":"Log in"}
  - type: assert_page
    heading: Dashboard
---

# Log in

Words for people, which the run does not read.
"""


def test_a_guide_reads_as_the_scenario_it_runs() -> None:
    scenario = parse_guide(GUIDE, path="g.md")

    assert scenario.url == "http://127.0.0.1:8000/index.html" and scenario.title == "Log in"
    assert [step.text for step in scenario.steps] == [
        'Type "alice" into the "Username" field', 'Type "${env.PW}" into the "Password" field',
        'Click the "Log in" button', 'Verify the "Dashboard" heading is visible']
    assert [step.sensitive for step in scenario.steps] == [False, True, False, False]
    assert [step.line for step in scenario.steps] == [6, 12, 19, 25]


def test_load_scenario_reads_a_guide_by_its_suffix(tmp_path: Path) -> None:
    (tmp_path / "login.md").write_text(GUIDE, encoding="utf-8")

    assert len(load_scenario(tmp_path / "login.md").steps) == 4


@pytest.mark.parametrize(("old", "new", "line", "field", "says"), [
    ("    label: Username\n", "    lable: Username\n", 7, "steps.1.lable", "did you mean 'label'?"),
    ("  - type: click\n    label: Log in\n", "  - type: click\n", 19, "steps.3.label",
     "a `click` step needs `label`"),
    ("    role: button\n", "    role: buton\n", 21, "steps.3.role", "unknown role 'buton'"),
    ("    role: button\n", "    role: button\n    value: x\n", 22, "steps.3.value",
     "a `click` step does not read `value`"),
    ("  - type: assert_page\n", "  - type: asert_page\n", 25, "steps.4.type", "Input should be"),
    ("  - type: goto\n    url: http://127.0.0.1:8000/index.html\n", "", 4, "steps.0.type",
     "first step opens the page"),
    ("    note: |-\n      Log in\n      {\"intent\":\"type\",\"field\":\"Username\"}\n", "", 6, "steps.1.note",
     "a `type` step needs `note`"),  # a field the step lacks: the step's own line
])
def test_a_malformed_step_names_the_file_the_line_and_the_field(old: str, new: str, line: int, field: str,
                                                                 says: str) -> None:
    text = GUIDE.replace(old, new, 1)
    assert text != GUIDE
    with pytest.raises(ScenarioError) as caught:
        parse_guide(text, path="g.md")

    assert (caught.value.path, caught.value.line, caught.value.field) == ("g.md", line, field)
    assert str(caught.value).startswith(f"g.md:{line}: ") and says in str(caught.value)


@pytest.mark.parametrize(("text", "says"), [
    ("# Just Markdown\n", "g.md:1: a guide begins with its steps"),
    ("---\ntitle: x\nsteps: []\n", "front matter is not closed"),
    ("---\n- a list\n---\n", "g.md:2: a guide's front matter is a mapping"),
    ("---\nsteps:\n  - type: goto\n    url: http://x/\n---\n", "a guide has a step after the page it opens"),
])
def test_a_file_that_is_no_guide_says_what_a_guide_is(text: str, says: str) -> None:
    with pytest.raises(ScenarioError, match=says):
        parse_guide(text, path="g.md")


def test_a_value_the_step_would_ignore_is_refused_not_dropped() -> None:
    assert GuideStep(type="goto", url="http://x/", label="Home").problem() == (
        "label", "a `goto` step does not read `label`; remove it")
