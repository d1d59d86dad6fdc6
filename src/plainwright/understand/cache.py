"""A response cache for model brains: the same model, sentence and page give the same answer without a call.

Stored as one JSON file so that the next process (the next `plainwright run`) finds it too.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any


def cache_key(model: str, sentence: str, page_text: str) -> str:
    digest = hashlib.sha256(page_text.encode("utf-8")).hexdigest()[:24]
    return hashlib.sha256(f"{model}\x00{sentence}\x00{digest}".encode()).hexdigest()


class ResponseCache:
    """`get` / `put` JSON-able answers; `path=None` keeps them in memory only."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path
        self._entries: dict[str, Any] = {}
        if path is not None and path.is_file():
            try:
                self._entries = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, json.JSONDecodeError):
                self._entries = {}  # a damaged cache only costs calls; it is rewritten on the next put

    def get(self, key: str) -> Any | None:
        return self._entries.get(key)

    def put(self, key: str, value: Any) -> None:
        self._entries[key] = value
        if self.path is not None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.path.write_text(json.dumps(self._entries, indent=1), encoding="utf-8")
