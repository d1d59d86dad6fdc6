"""What a run may open and upload: host patterns, the schemes beyond http(s), the folder files come from.

An allowed-domains entry is a host glob with an optional port (`*.example.com`, `localhost`, `127.0.0.1:8000`,
`[::1]:8000`) or a scheme (`file:`, `data:`, `javascript:`). `*` stands for any characters, dots included, `?`
for one; `*.example.com` also allows `example.com` itself; a pattern without a port allows every port. Hosts
are compared as the address writes them: `localhost` does not allow `127.0.0.1`. With no list every host is
allowed; a list allows only what it names (`*` names every host). http, https and about: addresses need no
scheme entry; every other scheme does, with or without a list.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from fnmatch import fnmatchcase
from pathlib import Path
from urllib.parse import SplitResult, urlsplit

from plainwright.errors import BlockedDomain, UsageError

OPEN_SCHEMES = frozenset({"http", "https", "about"})  # what needs no entry of its own
_DEFAULT_PORTS = {"http": 80, "https": 443}
_SCHEME_ENTRY = re.compile(r"^[a-z][a-z0-9+.-]*:$")
_HOST_PORT = re.compile(r"^(?P<host>\[[0-9a-f:.*?]+\]|[^\[\]:]+)(?::(?P<port>\d{1,5}|\*))?$")
_HOST_GLOB = re.compile(r"^[\w.*?-]+$|^\[[0-9a-f:.*?]+\]$")
_SHOWN_URL = 100  # a data: address can be megabytes long: messages show its start


@dataclass(frozen=True, slots=True)
class HostPattern:
    """One host glob and the port it allows (None: any)."""

    text: str
    glob: str
    port: int | None = None

    def matches(self, host: str, port: int | None) -> bool:
        if self.port is not None and port != self.port:
            return False
        return fnmatchcase(host, self.glob) or (self.glob.startswith("*.") and host == self.glob[2:])


def parse_entry(entry: str) -> HostPattern | str:
    """A host pattern, or the scheme (without its colon) an entry like `file:` names; UsageError when neither."""
    text = entry.strip().lower()
    if _SCHEME_ENTRY.match(text):
        if text[:-1] in _DEFAULT_PORTS:
            raise UsageError(f"allowed domain {entry!r}: http and https addresses are allowed by their host; "
                             "write a host pattern such as *.example.com")
        return text[:-1]
    if "/" in text or "@" in text:
        raise UsageError(f"allowed domain {entry!r} is not a host pattern: write a host such as *.example.com "
                         "or localhost:8000, not an address")
    found = _HOST_PORT.match(text)
    if found is None or not _HOST_GLOB.match(found["host"]):
        raise UsageError(f"allowed domain {entry!r} is not a host pattern such as *.example.com, localhost or "
                         "127.0.0.1:8000 (or a scheme such as file:)")
    port = found["port"]
    if port not in (None, "*") and not 0 < int(port) < 65536:
        raise UsageError(f"allowed domain {entry!r}: {port} is not a port")
    host = found["host"].strip("[]") if found["host"].startswith("[") else _ascii_host(found["host"], entry)
    return HostPattern(text=entry.strip(), glob=host, port=None if port in (None, "*") else int(port))


def _ascii_host(host: str, entry: str) -> str:
    """An internationalised name as the browser writes it (`bücher.example` -> `xn--bcher-kva.example`)."""
    try:
        return ".".join(label if label.isascii() else label.encode("idna").decode("ascii")
                        for label in host.rstrip(".").split("."))
    except UnicodeError as exc:
        raise UsageError(f"allowed domain {entry!r}: {host!r} is not a host name") from exc


@dataclass(frozen=True, slots=True)
class Allowed:
    """The addresses a run may open: `hosts` None allows every host; `schemes` are the ones beyond http(s)."""

    hosts: tuple[HostPattern, ...] | None = None
    schemes: frozenset[str] = frozenset()

    @classmethod
    def parse(cls, entries: Iterable[str] | None) -> Allowed:
        """`Allowed.parse(["*.example.com", "file:"])`; None allows every host and no extra scheme."""
        if entries is None:
            return cls()
        parsed = [parse_entry(entry) for entry in entries]
        return cls(hosts=tuple(entry for entry in parsed if isinstance(entry, HostPattern)),
                   schemes=frozenset(entry for entry in parsed if isinstance(entry, str)))

    @property
    def restricts_hosts(self) -> bool:
        return self.hosts is not None

    def describe(self) -> str:
        if self.hosts is None:
            return "every host"
        shown = [pattern.text for pattern in self.hosts] + [f"{scheme}:" for scheme in sorted(self.schemes)]
        return ", ".join(shown) or "nothing"

    def refusal(self, url: str) -> str | None:
        """Why `url` may not be opened, or None when it may."""
        try:
            parts = address(url)
        except ValueError:  # "http://[::1/": no browser opens it either
            return "it is not a valid address"
        scheme = parts.scheme
        if scheme == "blob":  # blob:https://host/uuid is an object of that page's origin
            return self.refusal(parts.path)
        if scheme in self.schemes or scheme == "about" or not scheme:
            return None  # no scheme: not an address the browser opens (it refuses it itself)
        if scheme not in _DEFAULT_PORTS:
            return (f"{scheme}: addresses are not allowed (allow them with '{scheme}:' in allowed_domains, "
                    "--allowed-domain on the command line)")
        if self.hosts is None:
            return None
        host = (parts.hostname or "").rstrip(".")
        try:
            port = parts.port or _DEFAULT_PORTS[scheme]
        except ValueError:
            return f"{parts.netloc!r} is not a host and port"
        if any(pattern.matches(host, port) for pattern in self.hosts):
            return None
        named = parts.netloc.rpartition("@")[2] if parts.port else host
        return f"{named} is not an allowed domain (allowed: {self.describe()})"

    def check(self, url: str, *, sentence: str = "") -> None:
        """Raise BlockedDomain when `url` may not be opened."""
        reason = self.refusal(url)
        if reason is not None:
            raise BlockedDomain(f"Refused to open {shown(url.strip())}: {reason}.", sentence=sentence,
                                expected=f"{shown(url.strip())} to be an address the run may open", actual=reason)


def address(url: str) -> SplitResult:
    """`url` split as the browser reads it: Playwright opens `localhost:8000/x` as http://localhost:8000/x."""
    url = url.strip()
    if url.startswith(("localhost", "127.0.0.1")):
        url = f"http://{url}"
    return urlsplit(url)


def shown(url: str) -> str:
    return url if len(url) <= _SHOWN_URL else url[:_SHOWN_URL] + "…"


def upload_path(value: str, folder: Path | None) -> Path:
    """The file an Upload step names, when it lies under `folder` (the working directory when None) after
    symbolic links are followed; BlockedDomain when it lies outside, before anything reaches the page."""
    root = (folder or Path.cwd()).resolve()
    path = Path(value)
    real = path.resolve()
    if not real.is_relative_to(root):
        via = f" (a link to {real})" if real != Path(os.path.normpath(path.absolute())) else ""
        raise BlockedDomain(f"Refused to upload {value!r}{via}: it lies outside the upload folder {root}; files "
                            "come from under the working directory, or the folder upload_dir / --upload-dir names.",
                            expected=f"{value!r} to lie in the upload folder {root}", actual=f"it lies outside{via}")
    return path
