"""Secret masking: the run's one registry of secret values, and the one function that masks what a run records.

Secrets are registered where they come from (a `${env.X}` substitution, a `sensitive` step, a password field);
results, lock entries and failures pass through `Redactor.masked` where they are built, so that every writer
(terminal, reports, lock file, exports) only ever receives masked data.
"""

from __future__ import annotations

import html
import json
from enum import Enum
from typing import Any, TypeVar
from urllib.parse import quote, quote_plus

from pydantic import BaseModel

MASK = "***"

# Fields that are not text a person reads: a lock entry's hash is computed from the masked sentence already.
_NOT_TEXT = frozenset({"hash"})

Record = TypeVar("Record", bound=BaseModel)


class Redactor:
    """Knows the run's secret values and replaces them wherever they appear, whatever their length."""

    def __init__(self, secrets: set[str] | None = None) -> None:
        self._secrets: set[str] = set()
        for secret in secrets or ():
            self.add(secret)

    @property
    def has_secrets(self) -> bool:
        return bool(self._secrets)

    def add(self, secret: str | None) -> None:
        if secret:
            self._secrets.add(secret)

    @property
    def secrets(self) -> frozenset[str]:
        """The secret values registered so far (for a prompt that must show them as placeholders)."""
        return frozenset(self._secrets)

    def mask(self, text: str) -> str:
        for secret in sorted(self._secrets, key=len, reverse=True):
            text = text.replace(secret, MASK)
        return text

    def masked(self, record: Record) -> Record:
        """A copy of `record` with every secret masked in every text field, nested records and lists included."""
        if not self._secrets:
            return record
        update = {name: self._masked_value(getattr(record, name))
                  for name in type(record).model_fields if name not in _NOT_TEXT}
        return record.model_copy(update=update)

    def _masked_value(self, value: Any) -> Any:
        if isinstance(value, Enum):
            return value
        if isinstance(value, str):
            return self.mask(value)
        if isinstance(value, BaseModel):
            return self.masked(value)
        if isinstance(value, list):
            return [self._masked_value(item) for item in value]
        if isinstance(value, dict):
            return {key: self._masked_value(item) for key, item in value.items()}
        return value

    def spellings(self) -> list[bytes]:
        """Every way a secret may be written in a recorded file (a trace): as is, inside a JSON string, in a URL
        or a form body, in HTML; longest first, so that a longer spelling is replaced before a part of it."""
        found: set[bytes] = set()
        for secret in self._secrets:
            for spelling in (secret, json.dumps(secret)[1:-1], json.dumps(secret, ensure_ascii=False)[1:-1],
                             quote(secret, safe=""), quote_plus(secret), html.escape(secret),
                             html.escape(secret, quote=False)):
                found.add(spelling.encode())
        return sorted(found, key=len, reverse=True)

    def values(self) -> list[str]:
        """The secret values, longest first (a picture masks the page's text that shows one)."""
        return sorted(self._secrets, key=len, reverse=True)

    def __contains__(self, value: object) -> bool:
        return value in self._secrets
