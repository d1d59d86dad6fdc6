"""Which of an element's names a step's words fit: the ones a person sees, or only the ones its code gives it."""

from __future__ import annotations

import pytest

from plainwright.observe.snapshot import Element
from plainwright.understand.scoring import named_by_code_alone


def _button(name: str, **attrs: str) -> Element:
    return Element(index=0, tag="button", role="button", name=name, xpath="/html[1]/body[1]/button[1]", text=name,
                   attrs=attrs, is_interactive=True)


@pytest.mark.parametrize(("words", "element", "by_code"), [
    ("Save", _button("Update customer", id="save"), True),
    ("Save", _button("Update customer", **{"class": "btn save-button"}), True),
    ("Save", _button("Save", id="save"), False),
    ("Save", _button("Save changes", id="store"), False),
    ("Save", _button("Update customer", id="update"), False),  # fits nothing: not found by its code either
    ("", _button("Update customer", id="save"), False),
])
def test_words_that_fit_only_the_id_or_classes_are_told_apart_from_words_the_element_shows(
        words: str, element: Element, by_code: bool) -> None:
    assert named_by_code_alone(words, element) is by_code
