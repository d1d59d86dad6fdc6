"""Secret masking. Every writer (log, report, lock file, guide) passes text through a Redactor."""

from __future__ import annotations

MASK = "***"


class Redactor:
    """Knows the run's secret values and replaces them wherever they appear."""

    def __init__(self, secrets: set[str] | None = None) -> None:
        self._secrets: set[str] = set()
        for secret in secrets or ():
            self.add(secret)

    def add(self, secret: str | None) -> None:
        # One- and two-character values would mask half the report and protect nothing.
        if secret and len(secret) >= 3:
            self._secrets.add(secret)

    def mask(self, text: str) -> str:
        for secret in sorted(self._secrets, key=len, reverse=True):
            text = text.replace(secret, MASK)
        return text

    def mask_optional(self, text: str | None) -> str | None:
        return None if text is None else self.mask(text)

    def __contains__(self, value: object) -> bool:
        return value in self._secrets
