"""Control characters out of what plainwright writes: a step or a page may hold any of them.

XML 1.0 cannot hold most C0 characters at all (a JUnit file with one is unparsable), and a terminal obeys the
escape sequences a page's element names may carry (colours, cursor moves, a rewritten title, a hyperlink).
"""

from __future__ import annotations

import re

# Not allowed in XML 1.0 at all: C0 but tab, newline and carriage return; lone surrogates; U+FFFE and U+FFFF.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
# What a terminal may act on: C0 but tab and newline, DEL, C1 (U+009B is an 8-bit CSI), and the bidirectional
# overrides that make a line read other than it is.
_NOT_FOR_TERMINAL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def strip_for_xml(text: str) -> str:
    """`text` without the characters XML 1.0 cannot hold: `strip_for_xml("a\\x1b[31mb")` -> `"a[31mb"`."""
    return _NOT_XML.sub("", text)


def escape_for_terminal(text: str) -> str:
    """`text` with every character a terminal would act on shown as its escape: ESC becomes `\\x1b`."""
    return _NOT_FOR_TERMINAL.sub(lambda match: match.group().encode("unicode_escape").decode("ascii"), text)
