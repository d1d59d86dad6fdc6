"""A model's word that the goal is reached, made a check the page must pass: the evidence it gives must be what
the page shows (its text, title or address), checked by a step through the same pipeline as any other, so that
the saved scenario checks it too on every replay. The word alone is never evidence.
"""

from __future__ import annotations

from plainwright.act.element_checks import text_pattern
from plainwright.plan.base import Proposal
from plainwright.plan.checks import Observation, Passes
from plainwright.plan.notes import page_note
from plainwright.plan.steps import AddressHas, PlannedStep, Shows, TitleHas, quoted


def _shows(text: str, words: str) -> bool:
    """As a "page shows" check reads it (`text_pattern`): whole words in order, any white space between them."""
    return text_pattern(words, exact=False).search(text) is not None


def evidence_step(evidence: str, task: int, page: Observation) -> Proposal | None:
    """The check step that shows `evidence` on the page (for `task`), or None when the page shows it nowhere."""
    words = " ".join(evidence.split())
    if not words:
        return None
    step: PlannedStep
    if _shows(page.text, words):
        step, role = Shows(words), "text"
    elif _shows(page.inventory.title, words):
        step, role = TitleHas(words), "title"
    elif words in page.url:
        step, role = AddressHas(words), "url"
    else:
        return None
    note = page_note("assert_page", words, page.inventory, "Check that the goal is reached.", role=role)
    return Proposal(step, note, task, Passes(f"the page shows {quoted(words)}"))
