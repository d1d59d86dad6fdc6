"""The small readers every part of goal reading shares: what is quoted, a value, the words that name a target."""

from __future__ import annotations

import re

from plainwright.plan.vocabulary import GOAL_VOCABULARY, goal_words
from plainwright.understand.grammar import unquote

QUOTED = re.compile(r"\"[^\"]*\"|(?<![\w])'[^']*'(?![\w])")
# a quoted value, or a word up to a space or a mark that ends it; brackets only in pairs ("f(x)" is one value, the
# ")" of "(password s3cret)" ends it)
VALUE = r"\"[^\"]*\"|'[^']*'|[^\s\"',;()]+(?:\([^\s()]*\)[^\s\"',;()]*)*"
LEAD = re.compile(rf"^(?:(?:{goal_words('lead_words')})\b[,\s]*)+", re.IGNORECASE)  # "please", "first", "then"


def hide_quoted(text: str) -> str:
    """The text with every quoted part blanked out, so that nothing inside quotes splits or matches."""
    return QUOTED.sub(lambda m: "\x00" * len(m.group(0)), text)


_ARTICLES = re.compile(r"^(?:(?:" + "|".join(re.escape(w) for w in sorted(
    GOAL_VOCABULARY.empty_words, key=len, reverse=True)) + r")\s+)+", re.IGNORECASE)


def target_words(rest: str) -> str:
    """The words naming what to open, without the leading words that name nothing ("the", "die")."""
    return unquote(_ARTICLES.sub("", rest).strip())


_VALUES_SPLIT = re.compile(rf"\s*(?:,|;|\s(?:{goal_words('joiners', 'sequence_words')})\s)\s*", re.IGNORECASE)


def split_values(text: str) -> list[str]:
    """The values a goal lists, at its commas, semicolons and joiners outside quotes: 'email "a, b", city X' ->
    ['email "a, b"', 'city X']; blank pieces left out."""
    hidden = hide_quoted(text)
    pieces, start = [], 0
    for match in _VALUES_SPLIT.finditer(hidden):
        pieces.append(text[start:match.start()])
        start = match.end()
    pieces.append(text[start:])
    return [piece.strip() for piece in pieces if piece.strip()]
