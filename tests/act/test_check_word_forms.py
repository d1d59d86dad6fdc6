"""A check passes on the words it names, not on another form of them: "Saved" is not the "Save" button, "1 item"
is not in "11 items", "saved changes" is not in "Unsaved changes". A list is what it shows chosen ("urgent"),
whatever value ("2") the option sends."""

from __future__ import annotations

import pytest
from playwright.async_api import Page

import plainwright
from plainwright import ErrorKind, StepStatus
from plainwright.understand.scoring import match_score

WORD_FORMS = "checks/word-forms.html"


@pytest.mark.parametrize("step", [
    "Verify Saved is shown",
    "Check that Deleted is visible",
    'Verify "Saved" is visible',
    'Verify the page shows "1 item"',
    'Verify the page shows "saved changes"',
    "Wait for Saved to appear",
    'Verify the Priority dropdown is "low"',
])
async def test_a_check_fails_when_the_page_shows_only_another_form_of_its_words(step: str, page: Page,
                                                                                 site: str) -> None:
    await page.goto(f"{site}/{WORD_FORMS}")
    result = await plainwright.execute_step(page, step, timeout_ms=600)
    assert result.status is StepStatus.FAILED, f"{step!r} passed on {result.actions}"
    assert result.error is not None
    assert result.error.kind in (ErrorKind.ASSERTION_FAILED, ErrorKind.TIMEOUT, ErrorKind.ELEMENT_NOT_FOUND)


@pytest.mark.parametrize("step", [
    'Verify the page shows "Unsaved changes"',
    'Verify the page shows "11 items"',
    "Check that the Save button is visible",
    'Verify "Unsaved" is visible',
    'Verify the title contains "Draft settings"',
    'Verify the Priority dropdown is "urgent"',
])
async def test_a_check_passes_on_the_words_as_the_page_shows_them(step: str, page: Page, site: str) -> None:
    await page.goto(f"{site}/{WORD_FORMS}")
    result = await plainwright.execute_step(page, step, timeout_ms=600)
    assert result.ok, result.error


def test_a_typo_is_forgiven_but_another_form_of_a_known_word_is_not() -> None:
    assert match_score("Pasword", "Password") >= 0.8
    assert match_score("Adress", "Address") >= 0.8
    assert match_score("Saved", "Save") < 0.5
    assert match_score("Deleted", "Delete") < 0.5
    assert match_score("preview", "Review") < 0.5  # two words the dictionary knows: no typo


def test_an_adjective_or_noun_in_another_case_or_number_is_the_same_word() -> None:
    """„Gib „x“ als privaten Code ein“ on a field labelled "Private code": German declines the adjective; that is
    the same word, not a status ("Saved") beside its button ("Save")."""
    assert match_score("privaten Code", "Private code") >= 0.8
    assert match_score("Bestellungen", "Bestellung") >= 0.8
    assert match_score("Closed", "Close") < 0.5
