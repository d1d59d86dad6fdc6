"""Where on the screen a step says its element is: "the three-dot menu at the top right of the page", "oben
rechts das Menü", "the Save button at the bottom of the screen". The words are taken out of the clause before
its patterns read it, and the element is then looked for only among those drawn in that part of the window.

Two sides ("top right", "rechts oben") always name a part of the screen. One side does only with a lead and a
noun around it ("at the top of the page", "on the right side"), or with a lead where the clause ends ("the link
on the left"): alone, "left" or "links" is a name ("the left arrow", "3 links")."""

from __future__ import annotations

import re
from dataclasses import dataclass

from plainwright.observe.snapshot import Element, PageSnapshot
from plainwright.understand.vocabulary import VOCABULARY, alternation, words

_VERTICAL = frozenset({"top", "bottom"})
# a part of the window: the outer 30% of its height, the outer 40% of its width (a page's header and its right
# end, where a toolbar's last buttons sit)
_EDGE_Y, _EDGE_X = 0.3, 0.4
_SIDE = alternation(VOCABULARY.screen_sides)
_PHRASE = re.compile(
    rf"(?:\b(?P<lead>{words('screen_leads')})\s+)?\b(?P<first>{_SIDE})(?:[\s-]+(?P<second>{_SIDE}))?\b"
    rf"(?P<nouns>(?:\s+(?:{words('screen_nouns')})\b)*)", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class ScreenArea:
    """A part of the browser window: its top or bottom, its left or right, or a corner (both)."""

    vertical: str | None = None
    horizontal: str | None = None

    def holds(self, element: Element, viewport: tuple[int, int]) -> bool:
        """Whether the element's centre is in this part of the window (above or below it counts as its top or
        bottom: a page's header scrolled away is still at the top of the page)."""
        width, height = viewport
        if not width or not height:
            return False
        x = (element.box[0] + element.box[2] / 2) / width
        y = (element.box[1] + element.box[3] / 2) / height
        edge = {"top": y <= _EDGE_Y, "bottom": y >= 1 - _EDGE_Y, "left": x <= _EDGE_X, "right": x >= 1 - _EDGE_X}
        return all(edge[side] for side in (self.vertical, self.horizontal) if side)

    def within(self, snapshot: PageSnapshot) -> PageSnapshot:
        """The snapshot with only the elements drawn in this part of the window."""
        return snapshot.keeping(lambda element: self.holds(element, snapshot.viewport))

    def __str__(self) -> str:
        return f"the {' '.join(filter(None, (self.vertical, self.horizontal)))} of the window"


def _outside_quotes(text: str, start: int, end: int) -> bool:
    return text.count('"', 0, start) % 2 == 0 and '"' not in text[start:end]


_ADVERBS = frozenset(VOCABULARY.side_adverbs)


def _after_the_verb(text: str, found: re.Match[str]) -> bool:
    """„Öffne links die Sammlung …“: one side adverb alone, between the verb and what it acts on."""
    verb = text.split(maxsplit=1)[0]
    return not found["lead"] and not found["second"] and found["first"].lower() in _ADVERBS \
        and text[:found.start()].strip() == verb and bool(text[found.end():].strip())


def screen_area(text: str) -> tuple[str, ScreenArea | None]:
    """The clause without the words that say where on the screen its element is, and that part of the screen;
    the clause as it is and None when it says no such thing. Quotes are plain (`"`)."""
    for found in _PHRASE.finditer(text):
        if not _outside_quotes(text, found.start(), found.end()):
            continue
        sides = [VOCABULARY.screen_sides[" ".join(side.lower().split())]
                 for side in (found["first"], found["second"]) if side]
        vertical = [side for side in sides if side in _VERTICAL]
        horizontal = [side for side in sides if side not in _VERTICAL]
        if len(vertical) > 1 or len(horizontal) > 1:
            continue  # "top bottom", "left right": no part of the screen
        # one side: "at the top of the page", or "on the left" where the clause ends ("the left arrow" is a name),
        # or a side adverb right after the verb („Klicke oben auf das Symbol“)
        if len(sides) == 1 and not (found["lead"] and (found["nouns"].strip() or not text[found.end():].strip())) \
                and not _after_the_verb(text, found):
            continue
        rest = f"{text[:found.start()]} {text[found.end():]}"
        return " ".join(rest.split()), ScreenArea(vertical[0] if vertical else None,
                                                  horizontal[0] if horizontal else None)
    return text, None
