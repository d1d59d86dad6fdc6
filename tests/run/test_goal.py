"""Goal mode against the demo app and the pages of tests/sites/goal/: a goal in plain words becomes steps that were
each run and verified, the saved scenario replays with no brain call, and every guard ends a run the way it says."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml
from playwright.async_api import Browser

from plainwright.demo.server import StaticServer, demo_site
from plainwright.errors import ErrorKind
from plainwright.model import Budget, RunStatus, StepSource, StepStatus
from plainwright.plan.base import Done, Proposal, Situation
from plainwright.plan.checks import Changes
from plainwright.plan.inventory import Control, ControlKind
from plainwright.plan.notes import Note
from plainwright.plan.steps import Click, Named
from plainwright.run.goal import GoalResult, run_goal
from plainwright.run.scenario import run_scenario

CREDENTIALS = {"username": "alice", "password": "s3cret"}


@pytest.fixture(scope="module")
def demo() -> Iterator[str]:
    with StaticServer(demo_site()) as server:
        yield server.url


def sentences(result: GoalResult) -> list[str]:
    return [step.sentence for step in result.steps]


async def test_seed_002s_goal_in_english_reaches_the_regression_overview(browser: Browser, demo: str) -> None:
    result = await run_goal("Log in and open the regression overview", url=f"{demo}/index.html", browser=browser,
                            variables=CREDENTIALS)

    assert result.reached and result.status is RunStatus.SUCCESS, result.error
    assert sentences(result) == ['Type "alice" into the "Username" field', 'Type "***" into the "Password" field',
                                 'Click the "Log in" button', 'Verify there is no "Password" field',
                                 'Click the "Regression overview" link',
                                 'Verify the "Regression overview" heading is visible']
    assert [step.url.rsplit("/", 1)[1] for step in result.steps] == [
        "index.html", "index.html", "dashboard.html", "dashboard.html", "regressions.html", "regressions.html"]
    assert all(planned.verified and planned.kept for planned in result.plan)
    assert result.understood == ['log in as "alice" with password "***"', 'open "regression overview"']
    assert [page.split(" (")[0] for page in result.pages] == [
        "Log in · Acme Support", "Dashboard · Acme Support", "Regression overview · Acme Support"]


@pytest.mark.parametrize("goal", ["Logge dich ein und öffne die Regression-Übersicht",
                                  "Gehe zur Login-Seite und logge dich ein; öffne die Regression-Übersicht"])
async def test_seed_002s_goal_in_german_reaches_it_too(browser: Browser, demo: str, goal: str) -> None:
    result = await run_goal(goal, url=f"{demo}/index.html", browser=browser, variables=CREDENTIALS)

    assert result.reached, result.error
    assert result.steps[-1].url.endswith("/regressions.html")
    assert sentences(result)[-1] == 'Verify the "Regression overview" heading is visible'


async def test_the_login_page_the_goal_starts_on_is_checked_not_clicked(browser: Browser, demo: str) -> None:
    result = await run_goal("Gehe zur Login-Seite und logge dich ein", url=f"{demo}/index.html", browser=browser,
                            variables=CREDENTIALS)

    assert result.reached, result.error
    assert sentences(result)[0] == 'Verify the "Log in to your account" heading is visible'


async def test_the_saved_scenario_replays_with_no_brain_call(browser: Browser, demo: str, tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    saved = tmp_path / "regressions.plain.yaml"
    result = await run_goal('Log in as "alice" with password "s3cret" and open the regression overview',
                            url=f"{demo}/index.html", browser=browser, save=str(saved))
    assert result.saved == str(saved) and result.needs == ["REGRESSIONS_PASSWORD"], result.error

    monkeypatch.setenv("REGRESSIONS_PASSWORD", "s3cret")
    replay = await run_scenario(saved, browser=browser, lock=True)

    assert replay.ok, replay.errors
    assert [step.source for step in replay.steps] == [StepSource.REPLAYED] * 6, replay.steps
    assert replay.usage.brain_calls == 0
    assert [step.sentence for step in replay.steps][1] == 'Type "${env.REGRESSIONS_PASSWORD}" into the "Password" field'


async def test_a_password_in_the_goal_is_in_no_output(browser: Browser, demo: str, tmp_path: Path) -> None:
    saved = tmp_path / "login.plain.yaml"
    result = await run_goal('Log in as "alice" with password "s3cret" and open the regression overview',
                            url=f"{demo}/index.html", browser=browser, save=str(saved))

    assert result.reached
    written = [result.model_dump_json(), saved.read_text(), (tmp_path / "login.lock.yaml").read_text()]
    assert not any("s3cret" in text for text in written)
    scenario = yaml.safe_load(saved.read_text())
    assert scenario["steps"][1] == 'Type "${env.LOGIN_PASSWORD}" into the "Password" field'


async def test_a_password_from_the_environment_stays_a_reference(browser: Browser, demo: str, tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DEMO_PW", "s3cret")
    saved = tmp_path / "env.plain.yaml"
    result = await run_goal('Log in as "alice" with password "${env.DEMO_PW}" and open the regression overview',
                            url=f"{demo}/index.html", browser=browser, save=str(saved))

    assert result.reached and result.needs == ["DEMO_PW"]
    assert yaml.safe_load(saved.read_text())["steps"][1] == 'Type "${env.DEMO_PW}" into the "Password" field'
    assert "s3cret" not in result.model_dump_json()


@pytest.mark.parametrize(("goal", "says"), [("  ", "The goal is empty"),
                                            ("Log in with password ${env.NOT_SET_ANYWHERE}", "NOT_SET_ANYWHERE")])
async def test_a_goal_that_cannot_start_says_why(goal: str, says: str) -> None:
    result = await run_goal(goal, url="http://127.0.0.1:9/")

    assert result.error is not None and result.error.kind is ErrorKind.INVALID_SCENARIO
    assert says in result.error.message and result.steps == []


async def test_a_target_not_on_the_page_ends_with_what_was_understood(browser: Browser, demo: str) -> None:
    result = await run_goal("Log in and open the billing report", url=f"{demo}/index.html", browser=browser,
                            variables=CREDENTIALS)

    assert not result.reached and result.status is RunStatus.PARTIAL
    assert result.error is not None and result.error.kind is ErrorKind.ELEMENT_NOT_FOUND
    assert 'open "billing report"' in result.error.message
    assert "Dashboard" in result.error.message  # the page it stopped on
    assert len(result.steps) == 4 and all(step.ok for step in result.steps)  # the login was done, verified, proved


async def test_a_wrong_password_stops_with_what_the_page_says(browser: Browser, site: str) -> None:
    result = await run_goal('Sign in as "ann@example.com" with password "wrong" and open the orders',
                            url=f"{site}/goal/signin.html", browser=browser)

    assert result.error is not None and result.error.kind is ErrorKind.ASSERTION_FAILED
    assert "Wrong email or password" in result.error.message
    assert result.steps[-1].status is StepStatus.FAILED and not result.plan[-1].kept


async def test_the_loop_guard_stops_a_step_that_leads_nowhere(browser: Browser, site: str) -> None:
    result = await run_goal("Open the reports", url=f"{site}/goal/loop.html", browser=browser)

    assert result.error is not None and result.error.kind is ErrorKind.LOOP_DETECTED
    assert sentences(result) == ['Click the "Reports" link'] * 2  # a third time is refused
    assert "third time" in result.error.message


async def test_the_circuit_breaker_stops_after_three_failed_steps_in_a_row(browser: Browser, site: str) -> None:
    result = await run_goal("Open the reports", url=f"{site}/goal/dead-ends.html", browser=browser)

    assert result.error is not None and result.error.kind is ErrorKind.ASSERTION_FAILED
    assert result.error.message.startswith("Stopped after 3 failed steps in a row")
    assert len(result.steps) == 3 and len(set(sentences(result))) == 3  # each candidate tried once


async def test_max_steps_ends_the_run_with_budget_exceeded(browser: Browser, demo: str) -> None:
    result = await run_goal("Log in and open the regression overview", url=f"{demo}/index.html", browser=browser,
                            variables=CREDENTIALS, budget=Budget(max_steps=2))

    assert result.error is not None and result.error.kind is ErrorKind.BUDGET_EXCEEDED
    assert len(result.steps) == 2
    assert 'open "regression overview"' in result.error.message


async def test_a_goal_not_understood_stops_before_the_browser_opens(demo: str) -> None:
    result = await run_goal("Log in and dance a little", url=f"{demo}/index.html", variables=CREDENTIALS)

    assert result.error is not None and result.error.kind is ErrorKind.UNSUPPORTED_STEP
    assert '"Log in and dance a little"' in result.error.message and result.steps == []


async def test_a_login_without_a_password_says_how_to_give_one(demo: str) -> None:
    result = await run_goal("Log in and open the regression overview", url=f"{demo}/index.html")

    assert result.error is not None and result.error.kind is ErrorKind.INVALID_SCENARIO
    assert "--var password=" in result.error.message


async def test_sign_in_open_a_page_and_sign_out(browser: Browser, site: str) -> None:
    result = await run_goal('Sign in with email "ann@example.com" and password "hunter22", open my orders and '
                            "sign out", url=f"{site}/goal/shop.html", browser=browser)

    assert result.reached, result.error
    assert sentences(result) == [
        'Click the "Sign in" link', 'Type "ann@example.com" into the "Email address" field',
        'Type "***" into the "Password" field', 'Click the "Sign in" button', 'Verify there is no "Password" field',
        'Click the "Orders" link', 'Verify the "Order history" heading is visible', 'Click the "Sign out" button',
        'Verify there is no "Sign out" button']
    assert result.steps[-1].url.endswith("/shop.html")


async def test_search_then_add_to_the_cart(browser: Browser, site: str) -> None:
    result = await run_goal('Search for "backpack" and add "Alpine 45 backpack" to the cart',
                            url=f"{site}/goal/shop.html", browser=browser)

    assert result.reached, result.error
    assert sentences(result) == ['Type "backpack" into the "Search products" field', 'Click the "Search" button',
                                 'Verify the "Search products" field is "backpack"',
                                 'Add "Alpine 45 backpack" to the cart',
                                 'Verify the page shows "Cart: 1 item (last: Alpine 45 backpack)"']


async def test_a_german_cart_goal(browser: Browser, site: str) -> None:
    result = await run_goal("Lege „Merino socks“ in den Warenkorb", url=f"{site}/goal/shop.html", browser=browser)

    assert result.reached, result.error
    assert sentences(result) == ['Add "Merino socks" to the cart',
                                 'Verify the page shows "Cart: 1 item (last: Merino socks)"']


async def test_fill_a_form_and_submit_it(browser: Browser, site: str) -> None:
    result = await run_goal('Fill the contact form with Name "Ann", Email "ann@example.com", Topic "Billing" and '
                            'Newsletter "yes" and submit it', url=f"{site}/goal/contact.html", browser=browser)

    assert result.reached, result.error
    assert sentences(result) == ['Type "Ann" into the "Name" field', 'Type "ann@example.com" into the "Email" field',
                                 'Select "Billing" from the "Topic" dropdown',
                                 'Check the "Send me the newsletter" checkbox', 'Click the "Send message" button',
                                 'Verify the page shows "Thanks, Ann: we will answer about Billing (newsletter on)"']


async def test_a_form_the_page_refuses_in_place_is_not_sent(browser: Browser, site: str) -> None:
    result = await run_goal('Fill the contact form with Name "Ann" and Email "ann@example.org" and submit it',
                            url=f"{site}/goal/contact.html", browser=browser)

    assert not result.reached and result.error is not None
    assert result.error.kind is ErrorKind.ASSERTION_FAILED
    assert "we cannot reply to .org addresses" in result.error.message


async def test_a_label_the_page_has_twice_is_named_with_its_section(browser: Browser, site: str) -> None:
    result = await run_goal('Fill the newsletter form with Email "ann@example.com" and submit it',
                            url=f"{site}/goal/two-forms.html", browser=browser)

    assert result.reached, result.error
    assert sentences(result) == ['Type "ann@example.com" into the "Email" field in the "Newsletter" section',
                                 'Click the "Continue" button in the "Newsletter" section',
                                 'Verify the page shows "Subscribed ann@example.com"']


async def test_static_mode_plans_a_page_at_a_time(browser: Browser, demo: str) -> None:
    result = await run_goal("Log in and open the regression overview", url=f"{demo}/index.html", browser=browser,
                            variables=CREDENTIALS, mode="static")

    assert result.reached and result.mode == "static" and result.replans == 0, result.error
    assert sentences(result)[-2:] == ['Click the "Regression overview" link',
                                      'Verify the "Regression overview" heading is visible']


async def test_static_mode_plans_again_after_a_failed_step(browser: Browser, site: str) -> None:
    # no repair in place (the refiner would take "All reports" itself): the re-plan must
    result = await run_goal("Open the reports", url=f"{site}/goal/reports.html", browser=browser, mode="static",
                            max_refines_per_step=0)

    assert result.reached and result.replans == 1, result.error
    assert sentences(result) == ['Click the "Reports" link', 'Click the "All reports" link',
                                 'Verify the "Reports" heading is visible']
    assert [planned.kept for planned in result.plan] == [False, True, True]


async def test_static_mode_stops_when_no_re_plan_is_left(browser: Browser, site: str) -> None:
    result = await run_goal("Open the reports", url=f"{site}/goal/reports.html", browser=browser, mode="static",
                            max_replans=0, max_refines_per_step=0)

    assert not result.reached and result.error is not None and result.error.kind is ErrorKind.ASSERTION_FAILED
    assert "no re-plan left" in result.error.message and len(result.steps) == 1


class _Scripted:
    """A planner that always says the same thing: the loop's guards, not the planner, must end the run."""

    name = "scripted"

    def __init__(self, decision: Proposal | Done) -> None:
        self.decision = decision

    async def propose(self, situation: Situation) -> Proposal | Done:
        return self.decision


async def test_a_step_naming_something_the_page_does_not_offer_is_refused(browser: Browser, demo: str) -> None:
    elsewhere = Control(kind=ControlKind.LINK, label="Regression overview", role="link", index=0)
    note = Note(hint="", intent="click", about="button", names="Regression overview")
    step = Click(Named("Regression overview", "link"))
    planner = _Scripted(Proposal(step, note, 0, Changes("clicking"), elsewhere))

    result = await run_goal("Open the regression overview", url=f"{demo}/index.html", browser=browser,
                            planner=planner)

    assert result.steps == []  # the login page has no such link: nothing was run
    assert result.error is not None and result.error.kind is ErrorKind.ELEMENT_NOT_FOUND


async def test_done_without_evidence_is_not_done(browser: Browser, demo: str) -> None:
    result = await run_goal("Open the regression overview", url=f"{demo}/index.html", browser=browser,
                            planner=_Scripted(Done("trust me")))

    assert not result.reached
    assert result.error is not None and result.error.kind is ErrorKind.ASSERTION_FAILED
    assert 'nothing verified: open "regression overview"' in result.error.message


@pytest.mark.parametrize("goal", ['Log in as "ann" with password "tr4cker"',
                                  'Melde dich als "ann" mit dem Passwort "tr4cker" an'])
async def test_a_login_form_without_labels_beside_another_unnamed_form(browser: Browser, site: str,
                                                                        goal: str) -> None:
    result = await run_goal(goal, url=f"{site}/goal/tracker-login.html", browser=browser)

    assert result.reached, result.error
    assert sentences(result) == ['Type "ann" into the "login name" field', 'Type "***" into the "login password" field',
                                 'Click the "Login" button', 'Verify there is no "login password" field']


async def test_a_page_that_draws_itself_late_is_waited_for_before_nothing_is_said_to_take_the_goal_further(
        browser: Browser, site: str) -> None:
    result = await run_goal("Open the reports", url=f"{site}/goal/late-app.html", browser=browser)

    assert result.reached, result.error
    assert sentences(result)[0] == 'Click the "Reports" link'
