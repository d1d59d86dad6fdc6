"""Checks of what a heading says when the step names no heading but the words: "Verify the heading is
"rf-300-trees"", "the page heading says "Users"", "the run heading is "baseline-lr-0.1"" (a word that names
no heading says which page's heading), „Prüfe, dass die Überschrift „Runs“ lautet“. Every heading
of the page is "the heading" by its kind; the one that says the words is meant. When none says them, the page's
main heading (its one h1) is, and the check fails showing what it says. With neither (a single-page app still
drawing the page a click opened), the check waits for a heading that says them."""

from __future__ import annotations

from dataclasses import replace

from plainwright.model import Action
from plainwright.observe.snapshot import Element
from plainwright.understand.intent import Intent
from plainwright.understand.ranking import Scored
from plainwright.understand.scoring import holds_words
from plainwright.understand.strategies.ask import Ask, K, act_on
from plainwright.understand.text import canonical

_THE_PAGE_S = frozenset({"", "page", "main", "top", "seite", "haupt"})
_IN_A_DIALOG = frozenset({"dialog", "modal", "popup", "dialogs"})


def _level(heading: Element) -> int:
    return int(heading.tag[1]) if len(heading.tag) == 2 and heading.tag[0] == "h" and heading.tag[1].isdigit() else 7


def heading_says(intent: Intent, ask: Ask) -> Action | None:
    """"Verify the heading is "rf-300-trees"": the heading that says it, else the page's main heading."""
    if intent.kind not in (K.ASSERT_VALUE, K.ASSERT_TEXT) or intent.role != "heading" or not intent.value:
        return None
    qualifier = canonical(intent.target)
    headings = [e for e in ask.snapshot.elements if e.role == "heading" and e.is_visible
                and (qualifier not in _IN_A_DIALOG or "dialog" in e.context)]
    if intent.ordinal is not None or (qualifier not in _THE_PAGE_S | _IN_A_DIALOG and any(
            canonical(e.name) in (qualifier, canonical(intent.phrase)) for e in ask.snapshot.elements)):
        # "the Billing heading": a heading named so; "the Document title": a field labelled so ("the run
        # heading": what the run's page is called)
        return None
    said = [h for h in headings if canonical(h.name) == canonical(intent.value)] \
        or [h for h in headings if holds_words(h.name, intent.value)]
    main = [h for h in headings if _level(h) == 1]
    chosen = min(said, key=_level) if said else main[0] if len(main) == 1 else None
    if chosen is None:  # the page may still be drawing it (a click in a single-page app): a heading that says it
        return Action(kind=K.ASSERT_VISIBLE, value=intent.value, role="heading", exact=intent.exact, confidence=0.7)
    return act_on(Scored(chosen, 1.0), replace(intent, target=""), ask)  # its own words, not a part it titles
