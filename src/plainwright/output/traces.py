"""A Playwright trace with the run's secrets taken out.

Playwright records what it was told and what the page held: a `fill` call's value, the `__playwright_value_` of
every input in each DOM snapshot, a form post's body, a URL. Playwright cannot be told what is secret, so the zip
is rewritten once it is saved: every spelling of every secret (`Redactor.spellings`) is masked in every member.
Pictures are left as they are: there a secret is only what a person looking at the page would have seen (a
password field shows dots).
"""

from __future__ import annotations

import zipfile
from pathlib import Path

from plainwright.redact import MASK, Redactor

_PICTURES = (".jpeg", ".jpg", ".png", ".webp")


def scrub_trace(path: Path, redactor: Redactor) -> None:
    """Rewrite the trace zip at `path` so that none of its members holds a secret of `redactor`."""
    spellings = redactor.spellings()
    if not spellings:
        return
    scrubbed = path.with_name(path.name + ".scrubbing")
    with zipfile.ZipFile(path) as source, zipfile.ZipFile(scrubbed, "w", zipfile.ZIP_DEFLATED) as target:
        for member in source.infolist():
            data = source.read(member)
            if not member.filename.lower().endswith(_PICTURES):
                data = _masked(data, spellings)
            target.writestr(member, data)
    scrubbed.replace(path)


def _masked(data: bytes, spellings: list[bytes]) -> bytes:
    mask = MASK.encode()
    for spelling in spellings:
        data = data.replace(spelling, mask)
    return data
