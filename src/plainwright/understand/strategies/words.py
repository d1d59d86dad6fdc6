"""The scorer as a strategy (`by words`) and the ways a step's words may be read again when nothing fits them."""

from __future__ import annotations

from dataclasses import replace

from plainwright.errors import AmbiguousStep, ElementNotFound
from plainwright.model import Action
from plainwright.understand.intent import Intent, Purpose
from plainwright.understand.ranking import MIN_SCORE, choose, rank, without_unnamed_place
from plainwright.understand.scoring import PLACE_FITS, context_fit
from plainwright.understand.strategies.ask import Ask, K, act_on, as_ranked, words_or_none
from plainwright.understand.text import tokens
from plainwright.understand.vocabulary import VOCABULARY


def by_words(intent: Intent, ask: Ask) -> Action | None:
    """"Click Save", "Type "ann" into the Username field": the element whose names, role and place fit best."""
    try:
        chosen = choose(as_ranked(intent), ask.snapshot, ask.sentence)
    except ElementNotFound as missed:
        ask.missed = missed
        return None
    return act_on(chosen, intent, ask)


def without_generic_tail(intent: Intent, ask: Ask) -> Action | None:
    """"Open the Merino Beanie product page": "product" says what the link is, not its name."""
    words = intent.target.split()
    if len(words) < 2 or words[-1].lower() not in VOCABULARY.generic_tails:
        return None
    shorter = replace(intent, target=" ".join(words[:-1]))
    ranked = rank(without_unnamed_place(as_ranked(shorter), ask.snapshot), ask.snapshot)
    if not ranked or ranked[0].score < MIN_SCORE:
        return None
    try:
        return words_or_none(shorter, intent, ask)
    except AmbiguousStep:  # "the runs search box": "runs" names where it is, which the strategies after this read
        return None


def search_of_what_is_listed(intent: Intent, ask: Ask) -> Action | None:
    """"Search the charts for "Top"": the words after "search" say what the search finds, the things the page lists
    (its title or a heading says "Charts"), not the field's name: the page's search field. Only when the page does
    list them."""
    words = intent.target.split()
    if intent.kind is not K.FILL or intent.context or len(words) < 2 or words[0].casefold() != "search":
        return None
    listed = tokens(" ".join(word for word in words[1:] if word.casefold() not in VOCABULARY.articles))
    titles = [ask.snapshot.title, *(e.name for e in ask.snapshot.elements if e.role == "heading" and e.is_visible)]
    if not listed or not any(listed <= tokens(title) for title in titles):
        return None
    return words_or_none(replace(intent, target=words[0]), intent, ask)


def words_of_its_place(intent: Intent, ask: Ask) -> Action | None:
    """"Type ... into the runs search box": the first words say where the element stands (under the heading
    "Runs"), the rest name it ("search box": its type and test id say so). Only when the element found by the rest
    does stand in the place the first words name."""
    words = intent.target.split()
    if intent.kind.is_assertion or intent.context or intent.ordinal is not None or len(words) < 2:
        return None  # (a check's words name what holds a value: "the metric auc shows 0.981" is the auc's row)
    for cut in range(1, len(words)):
        changed = replace(intent, target=" ".join(words[cut:]), context=" ".join(words[:cut]))
        action = words_or_none(changed, intent, ask)
        if action is not None and action.element is not None \
                and context_fit(changed.context, ask.snapshot.by_index[action.element]) >= PLACE_FITS:
            return action
    return None


def close_anywhere(intent: Intent, ask: Ask) -> Action | None:
    """"Dismiss the notification": the place only describes what closes."""
    if intent.purpose is not Purpose.CLOSE or not without_unnamed_place(intent, ask.snapshot).context:
        return None
    return words_or_none(replace(intent, context=None), intent, ask)


def whole_phrase(intent: Intent, ask: Ask) -> Action | None:
    """"Click Shop for men": the words after "for" may be part of the name, not a place."""
    if not without_unnamed_place(intent, ask.snapshot).context or intent.purpose is Purpose.CLOSE:
        return None
    return words_or_none(replace(intent, target=intent.phrase, context=None, role=None), intent, ask)


def kind_word_as_name(intent: Intent, ask: Ask) -> Action | None:
    """"Click Editor" where the navigation has a link "Editor": a word that names a kind of element (an editor is
    a text box) is the name of the one element the page calls exactly so, when the step says no more than that
    word. Without such an element the word names the kind."""
    if intent.target or intent.role is None or not intent.phrase or intent.context or intent.ordinal is not None:
        return None
    said = " ".join(intent.phrase.split()).casefold()
    named = [element for element in ask.snapshot.elements
             if element.is_usable and " ".join(element.name.split()).casefold() == said]
    if len(named) != 1:
        return None
    action = words_or_none(replace(intent, target=intent.phrase, role=None), intent, ask)
    return action if action is not None and action.element == named[0].index else None
