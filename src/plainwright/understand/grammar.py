"""English and German step phrasing -> clauses -> intents.

A step sentence is split into clauses where "and", "then", ";" or "," join actions; each clause becomes an
`Intent`: what to do (kind), which element the words name (target phrase, role hint, ordinal, context) and
with what value. The grammar never looks at the page; matching intents to elements is the brain's job.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from plainwright.model import ActionKind

QUOTES = {"“": '"', "”": '"', "„": '"', "‟": '"', "«": '"', "»": '"', "‘": "'", "’": "'", "‚": "'", "`": "'"}
_QUOTED = re.compile(r'"([^"]*)"|\'([^\']*)\'(?![a-z])')

ROLE_WORDS: dict[str, str] = {
    "button": "button", "btn": "button", "schaltfläche": "button", "knopf": "button",
    "link": "link", "hyperlink": "link",
    "field": "textbox", "input": "textbox", "textbox": "textbox", "text box": "textbox", "box": "textbox",
    "feld": "textbox", "eingabefeld": "textbox", "textarea": "textbox", "area": "textbox",
    "checkbox": "checkbox", "check box": "checkbox", "kontrollkästchen": "checkbox", "toggle": "switch",
    "switch": "switch", "radio": "radio", "radio button": "radio", "option": "option",
    "tab": "tab", "dropdown": "combobox", "drop-down": "combobox", "select": "combobox", "menu": "combobox",
    "combobox": "combobox", "list": "combobox", "auswahl": "combobox", "menu item": "menuitem",
    "row": "row", "heading": "heading", "image": "img", "icon": "img",
}

KEYS = {"enter", "tab", "escape", "esc", "backspace", "delete", "space", "arrowup", "arrowdown", "arrowleft",
        "arrowright", "home", "end", "pageup", "pagedown", "return"}

ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1,
            "erste": 1, "ersten": 1, "zweite": 2, "zweiten": 2, "dritte": 3, "dritten": 3, "letzte": -1,
            "letzten": -1}


@dataclass(slots=True)
class Intent:
    """One clause understood: the action kind, the words naming the target, and the value."""

    kind: ActionKind
    target: str = ""
    value: str | None = None
    role: str | None = None
    ordinal: int | None = None
    context: str | None = None
    exact: bool = False


@dataclass(slots=True)
class Clause:
    """A piece of a step sentence that names exactly one action; `intent` is None when not understood."""

    text: str
    intent: Intent | None


def normalize_quotes(text: str) -> str:
    for fancy, plain in QUOTES.items():
        text = text.replace(fancy, plain)
    return text


def _unquote(text: str) -> str:
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'":
        return text[1:-1]
    return text


_SPLIT = re.compile(r"\s*(?:;|,?\s+(?:and\s+then|then|and|und\s+dann|dann|und)\s+|,\s+)\s*", re.IGNORECASE)
_VERB_START = re.compile(
    r"^(?:click|press|tap|hit|choose|open|type|enter|fill|input|write|set|select|pick|check|tick|uncheck|untick|"
    r"hover|scroll|go|navigate|visit|wait|upload|verify|assert|expect|ensure|confirm|see|submit|clear|double|"
    r"klicke|klick|drücke|wähle|öffne|tippe|gib|trage|prüfe|warte|gehe|the\s+\w+|should)\b",
    re.IGNORECASE)


def split_clauses(sentence: str) -> list[str]:
    """Split at joiners outside quotes, but only where the next piece starts like an action."""
    text = normalize_quotes(sentence.strip().rstrip("."))
    pieces: list[str] = []
    start = 0
    masked = _QUOTED.sub(lambda m: "x" * len(m.group(0)), text)
    for match in _SPLIT.finditer(masked):
        rest = masked[match.end():]
        if _VERB_START.match(rest):
            pieces.append(text[start:match.start()])
            start = match.end()
    pieces.append(text[start:])
    return [piece.strip() for piece in pieces if piece.strip()]


def parse_step(sentence: str) -> list[Clause]:
    """The clauses of a step, each with its intent (None when the phrasing is not understood)."""
    clauses: list[Clause] = []
    verb = ""
    for text in split_clauses(sentence):
        intent = parse_clause(text)
        if intent is None and verb:
            # "Enter the username "ann" and the password "pw"": the second clause borrows the verb.
            intent = parse_clause(f"{verb} {text}")
        else:
            verb = text.split()[0]
        clauses.append(Clause(text=text, intent=intent))
    return clauses


def _target(phrase: str, intent: Intent) -> Intent:
    """Strip articles, role words, ordinals and context from a target phrase into the intent."""
    phrase = phrase.strip().strip(".:!")
    context = re.search(r"\s+(?:in|within|inside|on|under|im|in der|in dem)\s+(?:the\s+|der\s+|dem\s+|die\s+)?"
                        r"(.+?)\s*(?:section|form|dialog|modal|panel|card|row|area|bereich|formular|dialog)?$",
                        phrase, re.IGNORECASE)
    if context and not phrase.lower().startswith(("in ", "on ")):
        candidate = context.group(1)
        if re.search(r"(section|form|dialog|modal|panel|card|row|area|bereich|formular)$", context.group(0), re.I) \
                or "row for" in context.group(0).lower() or candidate.lower() in ("dialog", "modal"):
            intent.context = _unquote(candidate)
            phrase = phrase[: context.start()]
    words = phrase.split()
    while words and words[0].lower() in ("the", "a", "an", "on", "der", "die", "das", "den", "auf", "into", "in"):
        words = words[1:]
    if words and words[0].lower() in ORDINALS:
        intent.ordinal = ORDINALS[words[0].lower()]
        words = words[1:]
    phrase = " ".join(words)
    lowered = phrase.lower()
    for word in sorted(ROLE_WORDS, key=len, reverse=True):
        if lowered.endswith(" " + word) or lowered == word:
            if lowered != word or intent.role is None:
                intent.role = ROLE_WORDS[word]
            phrase = phrase[: len(phrase) - len(word)].strip()
            break
    intent.target = _unquote(phrase.strip())
    return intent


_PATTERNS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"^(?:go|navigate|browse)\s+to\s+(?P<url>\S+://\S+|/\S*)$", re.I), "navigate"),
    (re.compile(r"^(?:open|visit|gehe\s+zu|öffne)\s+(?P<url>\S+://\S+)$", re.I), "navigate"),
    (re.compile(r"^(?:verify|assert|check|expect|ensure|confirm)?\s*(?:that\s+)?(?:the\s+)?(?:page\s+)?"
                r"(?:does\s+not|doesn't|should\s+not|must\s+not)\s+(?:show|contain|display|include)\s+(?P<value>.+)$",
                re.I), "assert_no_text"),
    (re.compile(r"^(?:verify|assert|check|expect|ensure|confirm)?\s*(?:that\s+)?(?:the\s+)?(?:page\s+)?"
                r"(?:shows|contains|displays|includes|should\s+(?:show|contain|display))\s+(?P<value>.+)$", re.I),
     "assert_text"),
    (re.compile(r"^(?:i\s+)?(?:should\s+)?see\s+(?P<value>.+)$", re.I), "assert_text"),
    (re.compile(r"^(?:verify|assert|check|expect)\s+(?:that\s+)?(?:the\s+)?title\s+(?:is|equals|contains)\s+"
                r"(?P<value>.+)$", re.I), "assert_title"),
    (re.compile(r"^(?:verify|assert|check|expect)\s+(?:that\s+)?(?:the\s+)?url\s+(?:contains|is|includes)\s+"
                r"(?P<value>.+)$", re.I), "assert_url"),
    (re.compile(r"^(?:type|enter|input|write|put|tippe|gib)\s+(?P<value>\"[^\"]*\"|'[^']*')\s+"
                r"(?:into|in|in\s+das|ins|in\s+die|in\s+den)\s+(?P<target>.+?)(?:\s+ein)?$", re.I), "fill"),
    (re.compile(r"^(?:fill\s+in|fill\s+out|fill|populate|complete)\s+(?P<target>.+?)\s+with\s+"
                r"(?P<value>.+)$", re.I), "fill"),
    (re.compile(r"^(?:set|change)\s+(?P<target>.+?)\s+to\s+(?P<value>.+)$", re.I), "fill"),
    (re.compile(r"^(?:enter|type|input|provide|use)\s+(?:the\s+|your\s+|a\s+)?(?P<target>[\w\s-]+?)\s+"
                r"(?P<value>\"[^\"]*\"|'[^']*')$", re.I), "fill"),
    (re.compile(r"^(?:clear|empty)\s+(?P<target>.+)$", re.I), "clear"),
    (re.compile(r"^(?:select|choose|pick|wähle)\s+(?P<value>\"[^\"]*\"|'[^']*'|.+?)\s+(?:from|in|aus|im)\s+"
                r"(?P<target>.+)$", re.I), "select"),
    (re.compile(r"^(?:uncheck|untick|deselect|disable|turn\s+off)\s+(?P<target>.+)$", re.I), "uncheck"),
    (re.compile(r"^(?:check|tick|enable|turn\s+on|aktiviere)\s+(?P<target>.+)$", re.I), "check"),
    (re.compile(r"^(?:hover|mouse\s+over)\s+(?:over\s+|on\s+)?(?P<target>.+)$", re.I), "hover"),
    (re.compile(r"^(?:double[\s-]?click)\s+(?:on\s+)?(?P<target>.+)$", re.I), "double_click"),
    (re.compile(r"^(?:press|hit|drücke)\s+(?:the\s+)?(?P<key>[\w+]+)(?:\s+key|\s+taste)?$", re.I), "press"),
    (re.compile(r"^(?:click|press|tap|hit|choose|select|open|submit|klicke|klick|drücke|wähle|öffne)\s+"
                r"(?:on\s+|auf\s+)?(?P<target>.+?)(?:\s+an)?$", re.I), "click"),
    (re.compile(r"^(?:wait|warte)\s+(?:for\s+)?(?P<seconds>\d+(?:\.\d+)?)\s*(?:s|sec|secs|seconds?|sekunden?)$",
                re.I), "wait"),
]


def parse_clause(text: str) -> Intent | None:
    """The intent of one clause, or None when no pattern fits."""
    text = normalize_quotes(text).strip().rstrip(".")
    text = re.sub(r"^(?:please\s+|now\s+|then\s+|and\s+|bitte\s+)", "", text, flags=re.I)
    for pattern, kind in _PATTERNS:
        match = pattern.match(text)
        if match is None:
            continue
        groups = match.groupdict()
        if kind == "press" and groups["key"].lower().split("+")[-1] not in KEYS \
                and len(groups["key"].split("+")[-1]) != 1:
            continue
        intent = Intent(kind=ActionKind(kind))
        if "value" in groups and groups["value"] is not None:
            intent.value = _unquote(groups["value"])
        if kind == "press":
            intent.value = groups["key"]
        if kind == "wait":
            intent.value = groups["seconds"]
        if kind == "navigate":
            intent.value = groups["url"]
        if groups.get("target"):
            _target(groups["target"], intent)
        intent.exact = bool(re.search(r"\bexact(ly)?\b", text, re.I))
        return intent
    return None
