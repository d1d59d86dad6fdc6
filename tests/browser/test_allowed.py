"""The allowed-domains rules: host globs with an optional port, scheme entries, and the upload folder."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from plainwright import BlockedDomain, UsageError
from plainwright.browser.allowed import Allowed, HostPattern, parse_entry, upload_path


@pytest.mark.parametrize("patterns, url", [
    (["example.com"], "https://example.com/login"),
    (["example.com"], "http://EXAMPLE.com:8080/"),  # no port in the pattern: every port
    (["*.example.com"], "https://shop.example.com/"),
    (["*.example.com"], "https://a.b.example.com/"),  # `*` crosses dots
    (["*.example.com"], "https://example.com/"),  # and `*.` allows the domain itself
    (["127.0.0.1:8000"], "http://127.0.0.1:8000/x"),
    (["localhost:80"], "http://localhost/"),  # the scheme's own port
    (["localhost:443"], "https://localhost/"),
    (["localhost"], "localhost:5000/admin"),  # opened as http://localhost:5000/admin
    (["[::1]:8000"], "http://[::1]:8000/"),
    (["app-?.test"], "http://app-2.test/"),
    (["*"], "https://anything.at.all/"),
    (["bücher.example"], "https://xn--bcher-kva.example/"),  # as the browser writes the name
    (["example.com"], "https://example.com./"),  # the fully qualified spelling
    (["example.com"], "about:blank"),
    (["example.com"], "blob:https://example.com/5f0c"),
    (["example.com", "file:"], "file:///tmp/page.html"),
    ([], "about:srcdoc"),
])
def test_an_address_the_patterns_name_is_allowed(patterns: list[str], url: str) -> None:
    assert Allowed.parse(patterns).refusal(url) is None


@pytest.mark.parametrize("patterns, url, reason", [
    (["example.com"], "https://other.com/", "other.com is not an allowed domain (allowed: example.com)"),
    (["example.com"], "https://shop.example.com/", "shop.example.com is not an allowed domain"),
    (["*.example.com"], "https://evil-example.com/", "evil-example.com is not"),
    (["*.example.com"], "https://example.com.evil.net/", "example.com.evil.net is not"),
    (["127.0.0.1:8000"], "http://127.0.0.1:9000/", "127.0.0.1:9000 is not an allowed domain"),
    (["localhost"], "http://127.0.0.1/", "127.0.0.1 is not"),  # hosts as written, not as resolved
    (["example.com"], "https://example.com@evil.net/", "evil.net is not"),  # user info is not the host
    (["example.com"], "blob:https://evil.net/5f0c", "evil.net is not"),
    (["file:"], "https://example.com/", "(allowed: file:)"),  # a scheme entry alone allows no host
    (["example.com"], "http://[::1/", "not a valid address"),
    (["example.com"], "http://example.com:99999/", "is not a host and port"),
])
def test_another_host_is_refused_by_name(patterns: list[str], url: str, reason: str) -> None:
    refusal = Allowed.parse(patterns).refusal(url)
    assert refusal is not None and reason in refusal


@pytest.mark.parametrize("url", ["file:///etc/passwd", "FILE:///etc/passwd", "javascript:alert(1)",
                                 " javascript:alert(1)", "data:text/html,<h1>x</h1>", "view-source:http://x/"])
def test_other_schemes_are_refused_without_a_list_too_unless_named(url: str) -> None:
    scheme = url.strip().split(":")[0].lower()
    refusal = Allowed().refusal(url)
    assert refusal is not None and f"allow them with '{scheme}:'" in refusal
    assert Allowed.parse(["*", f"{scheme}:"]).refusal(url) is None
    with pytest.raises(BlockedDomain, match=f"^Refused to open {re.escape(url.strip())}: {scheme}: addresses"):
        Allowed().check(url)


def test_without_a_list_every_host_is_allowed() -> None:
    assert not Allowed().restricts_hosts
    assert Allowed().refusal("https://anywhere.example:1234/") is None
    assert Allowed.parse([]).refusal("https://anywhere.example/") is not None  # an empty list allows nothing


def test_a_long_address_is_shortened_in_the_message() -> None:
    with pytest.raises(BlockedDomain) as refused:
        Allowed().check("data:text/html," + "x" * 5000)
    assert len(refused.value.message) < 300


def test_entries_are_read_as_patterns_or_schemes() -> None:
    assert parse_entry("*.Example.com:8080") == HostPattern(text="*.Example.com:8080", glob="*.example.com", port=8080)
    assert parse_entry("localhost:*") == HostPattern(text="localhost:*", glob="localhost", port=None)
    assert parse_entry("[::1]") == HostPattern(text="[::1]", glob="::1", port=None)
    assert parse_entry("File:") == "file"


@pytest.mark.parametrize("entry, says", [
    ("https://example.com/", "not an address"), ("example.com/path", "not an address"),
    ("user@example.com", "not an address"), ("http:", "allowed by their host"), ("", "not a host pattern"),
    ("exa mple.com", "not a host pattern"), ("a:b:c", "not a host pattern"), ("[ab", "not a host pattern"),
    ("example.com:70000", "70000 is not a port"), ("ex[ab].com", "not a host pattern"),
])
def test_a_bad_entry_is_refused_with_what_to_write(entry: str, says: str) -> None:
    with pytest.raises(UsageError, match=says.replace("(", r"\(")):
        parse_entry(entry)


def test_an_upload_is_taken_from_under_the_folder_after_links_are_followed(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    inside, outside = tmp_path / "work", tmp_path / "elsewhere"
    inside.mkdir()
    outside.mkdir()
    (inside / "a.txt").write_text("a")
    (outside / "b.txt").write_text("b")
    (inside / "link.txt").symlink_to(outside / "b.txt")
    (inside / "sub").symlink_to(inside)  # a link that stays inside is fine
    monkeypatch.chdir(inside)
    assert upload_path("a.txt", None) == Path("a.txt")
    assert upload_path("sub/a.txt", None) == Path("sub/a.txt")
    assert upload_path(str(inside / "a.txt"), None) == inside / "a.txt"
    for outside_name in ("../elsewhere/b.txt", str(outside / "b.txt"), "link.txt", "/etc/hostname"):
        with pytest.raises(BlockedDomain, match="outside the upload folder"):
            upload_path(outside_name, None)
    assert upload_path(str(outside / "b.txt"), outside) == outside / "b.txt"
    with pytest.raises(BlockedDomain, match=r"\(a link to .*b.txt\)"):
        upload_path("link.txt", None)
    assert os.path.relpath(upload_path("../elsewhere/b.txt", tmp_path), inside) == "../elsewhere/b.txt"
