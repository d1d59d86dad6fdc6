"""How-to mode from Python: a goal becomes a Markdown guide whose steps carry a label and a note in the
format plan/notes.py sets, a picture per step (its target outlined, secrets masked), and the guide runs as a test."""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from playwright.async_api import Browser, BrowserContext, Page

import plainwright
from plainwright.demo.server import StaticServer, demo_site
from plainwright.goal_events import GoalEvent, Repaired
from plainwright.guide_format import GuideStep
from plainwright.output.guide_shots import OUTLINE
from plainwright.plan.base import Decision, Proposal, Situation
from plainwright.plan.rules import RulePlanner
from plainwright.plan.steps import AsWritten

PASSWORD = "s3cret"
ENGLISH = f'Log in as "alice" with password "{PASSWORD}" and open the regression overview'
GERMAN = "Gehe zur Login-Seite und logge dich ein; öffne die Regression-Übersicht"
# the note's JSON line's keys (plan/notes.py); ids, classes and selectors are none of them, nor in any value
NOTE_KEYS = {"intent", "field", "buttonText", "group", "synonyms", "placeholder", "roleHint", "sensitive", "submit",
             "priority", "expect"}
DEMO = Path(demo_site())


@pytest.fixture(scope="module")
def demo() -> Iterator[str]:
    with StaticServer(demo_site()) as server:
        yield server.url


def _code_names() -> set[str]:
    """Every id and class the demo's pages use that is not a word of their text: what a note must never name."""
    found: set[str] = set()
    for page in DEMO.glob("*.html"):
        html = page.read_text(encoding="utf-8")
        for value in re.findall(r'(?:id|class)="([^"]+)"', html):
            found.update(name for name in value.split() if "-" in name)
    return found


def _check_note(step: GuideStep) -> dict[str, Any]:
    assert step.note is not None, step
    lines = step.note.splitlines()
    assert 2 <= len(lines) <= 3 and lines[0].strip() and len(lines[0].split()) <= 6, lines
    data = json.loads(lines[1])
    assert isinstance(data, dict) and set(data) <= NOTE_KEYS, data
    assert data["intent"] and data["roleHint"] and isinstance(data["synonyms"], list)
    assert data["group"] == lines[0]  # the hint line is the group as the UI names it
    if step.type in ("type", "click"):
        assert data["field" if step.type == "type" else "buttonText"] == step.label
    if step.type == "type":
        assert data["sensitive"] is (step.label == "Password")
    if len(lines) == 3:
        assert len(lines[2]) <= 80
    for name in (*_code_names(), "#", "nth-of-type", "xpath", "css=", "get_by_"):
        assert name not in step.note, (name, step.note)
    return data


async def test_an_english_goal_becomes_a_guide_whose_steps_carry_label_and_note(browser: Browser, demo: str,
                                                                             tmp_path: Path) -> None:
    made = await plainwright.howto(ENGLISH, url=f"{demo}/index.html", output=tmp_path / "login.md", browser=browser)

    assert made.guide is not None and made.result.reached, made.result.error
    assert [step.type for step in made.steps] == ["goto", "type", "type", "click", "step", "click", "assert_page"]
    assert [step.label for step in made.steps[1:4]] == ["Username", "Password", "Log in"]
    assert made.steps[4].text == 'Verify there is no "Password" field'  # the proof the login took: a check
    assert made.steps[5].label == "Regression overview" and made.steps[6].heading == "Regression overview"
    notes = [_check_note(step) for step in made.steps[1:]]
    assert notes[0]["group"] == "Log in to your account"  # the section hint as the UI shows it
    synonyms = [set(note["synonyms"]) for note in notes]
    assert {"sign in", "anmelden"} <= synonyms[2] and {"password", "passwort"} <= synonyms[1]  # English and German
    assert "regression übersicht" in synonyms[4]
    # every step ran and was verified before it was written
    assert all(step.ok for step in made.result.steps) and len(made.result.steps) == len(made.steps) - 1
    # the password is nowhere: written as a reference, the step sensitive
    assert made.steps[2].value == "${env.LOGIN_PASSWORD}" and made.steps[2].sensitive
    assert made.result.needs == ["LOGIN_PASSWORD"] and made.result.saved == str(made.guide)
    written = [made.guide.read_text(), (tmp_path / "login.lock.yaml").read_text(), made.result.model_dump_json()]
    assert not [text for text in written if PASSWORD in text]
    assert made.markdown == written[0]
    assert [path.name for path in made.pictures] == [f"step-0{n}.png" for n in range(2, 8)]
    assert all(f"![Step {n}](login-screenshots/step-0{n}.png)" in written[0] for n in range(2, 8))


async def test_a_german_goal_becomes_a_guide_too(browser: Browser, demo: str, tmp_path: Path) -> None:
    made = await plainwright.howto(GERMAN, url=f"{demo}/index.html", output=tmp_path / "anleitung.md",
                                   browser=browser, variables={"username": "alice", "password": PASSWORD})

    assert made.guide is not None, made.result.error
    assert [step.type for step in made.steps] == ["goto", "assert_page", "type", "type", "click", "step", "click",
                                                  "assert_page"]
    assert all(step.label or step.heading or step.type == "step" for step in made.steps[1:])
    for step in made.steps[1:]:
        _check_note(step)
    assert all(planned.verified for planned in made.result.plan)


async def _pixel(page: Page, picture: bytes, x: float, y: float) -> tuple[int, int, int]:
    data = base64.b64encode(picture).decode()
    found = await page.evaluate("""async ([data, x, y]) => {
        const image = new Image(); image.src = "data:image/png;base64," + data; await image.decode();
        const canvas = document.createElement("canvas"); canvas.width = image.width; canvas.height = image.height;
        const drawn = canvas.getContext("2d"); drawn.drawImage(image, 0, 0);
        return Array.from(drawn.getImageData(x, y, 1, 1).data.slice(0, 3));
    }""", [data, round(x), round(y)])
    return (found[0], found[1], found[2])


async def test_each_picture_outlines_its_target_and_masks_the_password(context: BrowserContext, page: Page,
                                                                       demo: str, tmp_path: Path) -> None:
    made = await plainwright.howto(ENGLISH, url=f"{demo}/index.html", output=tmp_path / "login.md", page=page)
    assert made.guide is not None, made.result.error
    login = await context.new_page()  # the same viewport: where the controls were when the pictures were taken
    await login.goto(f"{demo}/index.html")
    password = await login.locator("#password").bounding_box()
    button = await login.get_by_role("button", name="Log in").bounding_box()
    shown = await login.locator(".demo-note code").bounding_box()  # the demo page prints its password
    assert password and button and shown

    before_click = made.pictures[2].read_bytes()  # step 4, Click "Log in": the password was typed
    magenta = (255, 0, 255)
    assert await _pixel(login, before_click, password["x"] + 20, password["y"] + password["height"] / 2) == magenta
    assert await _pixel(login, before_click, shown["x"] + shown["width"] / 2,
                        shown["y"] + shown["height"] / 2) == magenta
    red = tuple(int(OUTLINE[at:at + 2], 16) for at in (1, 3, 5))
    assert await _pixel(login, before_click, button["x"] - 3, button["y"] + button["height"] / 2) == red
    assert await _pixel(login, before_click, button["x"] + button["width"] / 2, button["y"] - 12) != red


async def test_the_guide_runs_as_a_test_and_replays_with_no_brain_call(browser: Browser, demo: str, tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    made = await plainwright.howto(ENGLISH, url=f"{demo}/index.html", output=tmp_path / "login.md", browser=browser)
    assert made.guide is not None
    monkeypatch.setenv("LOGIN_PASSWORD", PASSWORD)

    replay = await plainwright.run_scenario(made.guide, browser=browser, lock=True)

    assert replay.ok, replay.errors
    assert replay.usage.brain_calls == 0 and len(replay.steps) == 6


class _Misnamed:
    """The rule planner, but the first step it proposes that types into "Username" names "Login-Kennung", a label the
    page does not show (for the English goal that is the first step proposed); its note stays the rule planner's."""

    name = "misnamed"

    def __init__(self) -> None:
        self.rules, self.done = RulePlanner(), False

    async def propose(self, situation: Situation) -> Decision:
        decision = await self.rules.propose(situation)
        if isinstance(decision, Proposal) and '"Username"' in decision.sentence and not self.done:
            self.done = True
            # as a model would write it: the refiner reads the words, not a typed step
            decision = replace(decision, step=AsWritten(decision.sentence.replace('"Username"', '"Login-Kennung"')))
        return decision


@pytest.mark.parametrize("goal", [ENGLISH, GERMAN])
async def test_a_step_forced_to_fail_is_repaired_and_the_guide_holds_the_repair(browser: Browser, demo: str,
                                                                                tmp_path: Path, goal: str) -> None:
    seen: list[GoalEvent] = []
    made = await plainwright.howto(goal, url=f"{demo}/index.html", output=tmp_path / "guide.md", browser=browser,
                                   planner=_Misnamed(), variables={"username": "alice", "password": PASSWORD},
                                   timeout=2, max_refines_per_step=1, on_event=seen.append)

    assert made.guide is not None, made.result.error
    repairs = [event for event in seen if isinstance(event, Repaired)]
    assert [(r.attempt, r.strategy, r.replaces, r.sentence) for r in repairs] == [
        (1, "synonym", 'Type "alice" into the "Login-Kennung" field', 'Type "alice" into the "Username" field')]
    if goal == ENGLISH:
        assert made.result.steps[0].sentence == repairs[0].replaces and not made.result.plan[0].kept
    assert "Login-Kennung" not in made.guide.read_text()
    assert next(step.label for step in made.steps if step.type == "type") == "Username"
    assert len(made.pictures) == len(made.steps) - 1  # a picture per kept step, none for the failed one
