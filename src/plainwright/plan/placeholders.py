"""A run's secrets as a model planner sees them: each value is `{{secret-N}}` in everything sent to the model (the
goal's tasks, the history, the page), the model writes that placeholder where the value goes, and the sentence it
proposes gets the value back before it runs. No secret value is sent to a model or kept in its answer cache.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_PLACEHOLDER = re.compile(r"\{\{\s*secret-(\d+)\s*\}\}")


class Placeholders:
    def __init__(self, secrets: Iterable[str]) -> None:
        values = sorted({secret for secret in secrets if secret})  # the same numbers on every call of a run
        self._values = {number: value for number, value in enumerate(values, start=1)}

    @staticmethod
    def name(number: int) -> str:
        return f"{{{{secret-{number}}}}}"

    def hide(self, text: str) -> str:
        """`text` with every secret value replaced by its placeholder, the longest first."""
        for number, value in sorted(self._values.items(), key=lambda item: len(item[1]), reverse=True):
            text = text.replace(value, self.name(number))
        return text

    def restore(self, text: str) -> str:
        """`text` with every placeholder replaced by its value; ValueError for a placeholder that names none."""
        def value(match: re.Match[str]) -> str:
            number = int(match.group(1))
            if number not in self._values:
                known = ", ".join(self.name(n) for n in self._values) or "none"
                raise ValueError(f"{match.group(0)} is no secret of this run (known: {known})")
            return self._values[number]

        return _PLACEHOLDER.sub(value, text)
