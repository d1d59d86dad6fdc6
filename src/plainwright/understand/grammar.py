"""English and German step phrasing -> clauses -> intents.

A step sentence is split into clauses where "and", "then", ";" or "," join actions; each clause becomes an
`Intent`: what to do (kind), which element the words name (target phrase, role hint, ordinal, context) and
with what value. The grammar never looks at the page; matching intents to elements is the brain's job.

A clause is first brought to a plain imperative ("When the user clicks Save" -> "click Save", German
"Auf Anmelden klicken" -> "klicke auf Anmelden"); then the first pattern that fits decides its kind.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from plainwright.model import ActionKind
from plainwright.understand.intent import Clause, Family, Intent, Purpose, Relation
from plainwright.understand.vocabulary import (
    ARTICLES,
    VOCABULARY,
    GERMAN_INFINITIVES,
    ITEM_WORDS,
    KEY_NAMES,
    MODIFIERS,
    NUMBERS,
    ORDINALS,
    ROLE_SUFFIXES,
    ROLE_WORDS,
    VERB_FORMS,
    Verb,
    words,
)

QUOTES = {"“": '"', "”": '"', "„": '"', "‟": '"', "«": '"', "»": '"', "‘": "'", "’": "'", "‚": "'", "`": "'",
          "‹": "'", "›": "'"}
Q = r"\"[^\"]*\"|(?<![\w])'[^']*'(?![\w])"
_QUOTED = re.compile(Q)
K = ActionKind
AMBIGUOUS_KEYS = VOCABULARY.ambiguous_keys


_BELOW_WORDS = re.compile(rf"\s+(?:{words('below')})\s", re.I)
_RELATION_WORDS = [(Relation.NEAR, re.compile(rf"\s+(?:{words('near')})\s", re.I)),
                   (Relation.BELOW, _BELOW_WORDS),
                   (Relation.ABOVE, re.compile(rf"\s+(?:{words('above')})\s", re.I))]
_ARTICLE = rf"(?:(?:{words('articles')})\s+)"


def normalize_quotes(text: str) -> str:
    for fancy, plain in QUOTES.items():
        text = text.replace(fancy, plain)
    return text


def quoted_texts(text: str) -> list[str]:
    """The texts a sentence quotes, without their quotes: `Type "ann" into 'Name'` -> ["ann", "Name"]."""
    return [unquote(found) for found in _QUOTED.findall(normalize_quotes(text)) if len(found) > 2]


def unquote(text: str) -> str:
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'":
        return text[1:-1]
    return text


def _is_quoted(text: str) -> bool:
    return bool(re.fullmatch(Q, text.strip()))


# ---- splitting a step into clauses ---------------------------------------------------------------------

_SPLIT = re.compile(rf"\s*(?:;|,?\s+(?:{words('joiners')})\s+|,\s+)\s*", re.IGNORECASE)
# a piece after a joiner that starts like this is a clause of its own: a verb, a subject, an article, a list
_CLAUSE_START = re.compile(
    rf"^(?:(?:{words('subjects')})\s+)?(?:(?:{words('obligations')})\s+)?(?:{words(*Verb, 'see')})\w*\b"
    rf"|^(?:{words('definite_articles')})\s+\w+|^\x00+\s+(?:{words('be', 'fill_into')})\b"
    rf"|^(?:(?:{words('subjects')})\s+)?(?:{words('obligations')})\b|^(?:{words('there_is')})\b|^\x00+$",
    re.IGNORECASE)


def split_clauses(sentence: str) -> list[str]:
    """Split at joiners outside quotes, but only where the next piece starts like an action."""
    text = normalize_quotes(sentence.strip().rstrip("."))
    text = re.sub(rf"\b(?:{words('find')})\s+(?:{words('joiners')})\s+(?=(?:{words('click', 'select')})\b)", "",
                  text, flags=re.I)
    masked = _QUOTED.sub(lambda m: "\x00" * len(m.group(0)), text)
    pieces: list[str] = []
    start = 0
    for match in _SPLIT.finditer(masked):
        if _CLAUSE_START.match(masked[match.end():]):
            pieces.append(text[start:match.start()])
            start = match.end()
    pieces.append(text[start:])
    return [piece.strip() for piece in pieces if piece.strip()]


_LEADING_CONTEXT = re.compile(
    rf"^(?:{words('leading_place')})\s+{_ARTICLE}?"
    r"(?P<ctx>[^\"']+?|(?P<quoted>\"[^\"]+\"|'[^']+')(?:\s+[^\"']+)?)$", re.IGNORECASE)


def _place(lead: re.Match[str]) -> str | None:
    """"dialog", "Billing section", "By status": the part of the page a leading "In the ..., " or "Under ..., "
    names; "" for "On the Settings page" (where the user is, not a part of it); None when the words name no
    place ("In addition")."""
    if lead.group("quoted"):  # 'In the "By active" filter': the quoted words name it
        return unquote(lead.group("quoted"))
    said = lead.group("ctx")
    if re.search(rf"\b(?:{words('view_nouns')})$", said, re.IGNORECASE):
        return ""
    if said[:1].isupper() or re.search(rf"\b(?:{_CONTAINERS})$", said, re.IGNORECASE):
        return said
    if re.search(r"[@#]\w|\d", said):  # "For the user @leo, ...", "In ticket #42, ..."
        return _drop_articles(said)
    return None


def _continue_in_field(before: Intent, intent: Intent) -> None:
    """"Clear the search box then type "hoka"": typing with no field named goes where the last clause was."""
    named_field = before.kind in (K.CLEAR, K.FILL) or (before.kind is K.CLICK and before.role == "textbox")
    if intent.kind is K.FILL and not intent.target and not intent.names_a_kind and named_field and before.target:
        intent.target, intent.role, intent.family = before.target, before.role, before.family
        intent.ordinal = before.ordinal
        intent.context, intent.phrase = before.context, before.phrase


# "... and the password "pw" into the text fields": where a list of values goes, said once at its end
_INTO_THE_FIELDS = re.compile(rf"\s+(?:{words('fill_into')})\s+(?:(?:{words('articles')})\s+)?"
                              rf"(?:(?:{words('field_kinds')})\s+)?(?:{words('field_plurals')})$", re.I)
_INTO_BOTH = re.compile(rf"^(?P<head>.+?)\s+(?:{words('fill_into')})\s+(?:{words('both')})\s+"
                        rf"(?:(?P<kind>{words('field_kinds')})\s+)?(?:{words('field_plurals')})$", re.I)


def _pieces(sentence: str) -> list[str]:
    """The step's clauses, with a list's shared destination dropped and "into both fields" made two clauses."""
    pieces = split_clauses(sentence)
    if len(pieces) > 1:
        pieces = [_INTO_THE_FIELDS.sub("", piece) for piece in pieces]
    out: list[str] = []
    for piece in [part for whole in pieces for part in _each_named(whole)]:
        if (both := _INTO_BOTH.match(piece)) and (value := _QUOTED.search(both.group("head"))):
            field, verb = f"{both.group('kind') or 'text'} field", both.group("head").split()[0]
            out += [f"{verb} {value.group(0)} into the {nth} {field}" for nth in ("first", "second")]
        else:
            out.append(piece)
    return out


_NAMES_LIST = re.compile(rf"^(?P<verb>{words('select', 'check')})\s+(?P<names>[^\"':]+,[^\"':]+)$", re.I)


def _each_named(piece: str) -> list[str]:
    """"Select fzzqo, NYYyS82, qmU": one clause for each name of an unquoted list."""
    if not (listed := _NAMES_LIST.match(piece)):
        return [piece]
    names = [name for name in re.split(rf"\s*,\s*|\s+(?:{words('joiners')})\s+", listed["names"]) if name]
    return [f"{listed['verb']} {name}" for name in names]


def _continued_check(before: Intent | None, text: str) -> Intent | None:
    """"Verify the list shows "Milk" and "Bread"": a quoted text alone continues the check before it."""
    if before is None or before.kind not in (K.ASSERT_TEXT, K.ASSERT_NO_TEXT) or not _is_quoted(text):
        return None
    return Intent(kind=before.kind, value=unquote(text), context=before.context, exact=before.exact)


def parse_step(sentence: str) -> list[Clause]:
    """The clauses of a step, each with its intent (None when the phrasing is not understood)."""
    clauses: list[Clause] = []
    verb = ""
    place: tuple[str, str] | None = None  # "In the dialog, ...": a place the following clauses act in
    for text in _pieces(sentence):
        if not prepare(text):  # "In addition, click Save": a connective, no action
            place = (text, place[1] if place else "")
            continue
        if (lead := _LEADING_CONTEXT.match(text)) and parse_clause(text) is None \
                and (where := _place(lead)) is not None:
            place = (text, where)
            continue
        if _is_quoted(text) and verb:  # "Select "A" and "B"", "shows "Milk" and "Bread"": the list goes on
            intent = _continued_check(clauses[-1].intent if clauses else None, text) or parse_clause(f"{verb} {text}")
        else:
            intent = parse_clause(text)
        if intent is None and verb:
            # "Enter the username "ann" and the password "pw"": the second clause borrows the verb.
            intent = parse_clause(f"{verb} {text}")
        elif intent is not None:
            verb = prepare(text).split()[0]
        if intent is not None and clauses and (before := clauses[-1].intent) is not None:
            _continue_in_field(before, intent)
        if place is not None:
            text = f"{place[0]}, {text}"
            if place[1] and intent is not None and (intent.target or intent.names_a_kind) and not intent.context:
                intent.context = place[1]
                if _BELOW_WORDS.match(f" {place[0]}"):  # "Under "By status", click ..."
                    intent.relation = Relation.BELOW
        clauses.append(Clause(text=text, intent=intent))
        if intent is not None and intent.then_enter:  # what was typed is sent, as a person presses Enter
            clauses.append(Clause(text=text, intent=Intent(kind=K.PRESS, value="Enter"), derived=True))
        if intent is not None and intent.only and intent.value:  # ... and the list holding it has one item
            clauses.append(Clause(text=text, derived=True, intent=Intent(
                kind=K.ASSERT_COUNT, value="1", target="items", context=intent.value)))
    if place is not None and not clauses:
        clauses.append(Clause(text=place[0], intent=None))
    return [clause for clause, after in zip(clauses, [*clauses[1:], None], strict=True)
            if not (clause.derived and after is not None and after.intent is not None
                    and after.intent.kind is K.PRESS and after.intent.value == "Enter")]


# ---- bringing a clause to a plain imperative -----------------------------------------------------------

_LEAD = re.compile(
    rf"^(?:(?:{words('lead_words')})\b[,\s]*|(?:{words('gherkin')})\s+|(?:{words('subjects')})\s+"
    rf"|(?:{words('modals')})\s+)+", re.IGNORECASE)


_ALSO = re.compile(rf"(?<=\S)\s+(?:{words('also_words')})$", re.I)
_AGAIN = re.compile(rf"(?<=\S)\s+(?:{words('again_words')})(?=\s+\S)", re.I)


def prepare(text: str) -> str:

    """Quotes made plain, lead words ("When I", "please") dropped, verb forms made imperative."""
    text = normalize_quotes(text).strip().rstrip(".!;:").strip()
    text = _LEAD.sub("", text, count=1).strip()
    text = _ALSO.sub("", text)  # "Select Order #8 as well"
    # "Enter "s3cret" again in the Repeat password field" (at the end, "Search again" may be a name)
    text = _AGAIN.sub("", text)
    first, _, rest = text.partition(" ")
    if first.lower() in VERB_FORMS:
        text = f"{VERB_FORMS[first.lower()]} {rest}".strip()
    return _german_verb_first(text)


def _german_verb_first(text: str) -> str:
    """"Auf „Anmelden“ klicken" -> "klicke auf "Anmelden""; "Name "x" eingeben" -> "gib Name "x" ein"."""
    head, _, last = text.rpartition(" ")
    if not head or last.lower() not in GERMAN_INFINITIVES:
        return text
    imperative, particle = GERMAN_INFINITIVES[last.lower()]
    return f"{imperative} {head} {particle}".strip()


# ---- target phrases ------------------------------------------------------------------------------------

_CONTAINERS = words("containers")
_IN_CONTEXT = re.compile(
    rf"\s+(?:{words('in_place')})\s+{_ARTICLE}?(?P<ctx>(?:{Q})|.*?\b(?:{_CONTAINERS}))$", re.IGNORECASE)
_ROW_CONTEXT = re.compile(
    rf"\s+(?:{words('row_of', 'near', 'among', 'below', 'above', 'after')}"
    rf"|of(?=\s+(?:{ITEM_WORDS})\b)|on(?=\s+[A-Z\"']))\s+{_ARTICLE}?(?P<ctx>(?:{Q})|.+)$", re.IGNORECASE)
_POSSESSIVE_ROW = re.compile(r"\s+in\s+(?P<ctx>.+?)'s\s+row$", re.IGNORECASE)
_PLACE_THEN_NAME = re.compile(
    rf"^(?P<role>{_ARTICLE}?\w+(?:\s+\w+)?)\s+(?P<place>(?:{words('in_place')}|of)\s+.+?)\s+"
    rf"(?P<how>{words('named')})\s+(?P<name>\"[^\"]+\"|'[^']+')$", re.IGNORECASE)
_NAMED = re.compile(rf"^(?P<role>.+?)\s+(?:{words('named')})\s+(?P<name>.+)$", re.IGNORECASE)


def _take_context(phrase: str, intent: Intent) -> str:
    for pattern in (_POSSESSIVE_ROW, _IN_CONTEXT, _ROW_CONTEXT):
        match = pattern.search(phrase)
        if match and match.start() > 0:
            intent.context = unquote(match.group("ctx")).strip()
            said = match.group(0)[: match.start("ctx") - match.start()] + " "
            intent.relation = next((relation for relation, words in _RELATION_WORDS if words.match(said)), Relation.IN)
            return phrase[: match.start()].strip()
    return phrase


def _names_kind(intent: Intent, kind: str | Family | None) -> None:
    """The kind of element a role word names, unless the step named one before: a role or a family of roles."""
    if intent.names_a_kind or kind is None:
        return
    if isinstance(kind, Family):
        intent.family = kind
    else:
        intent.role = kind


def _take_role(phrase: str, intent: Intent) -> str:
    named = _NAMED.match(phrase)
    if named and (said := named.group("role").lower().strip()) in ROLE_WORDS:
        _names_kind(intent, ROLE_WORDS[said])
        return named.group("name")
    lowered = phrase.lower()
    for word in sorted(ROLE_WORDS, key=len, reverse=True):
        if lowered == word and not intent.names_a_kind:
            _names_kind(intent, ROLE_WORDS[word])
            return ""
        if lowered.endswith(" " + word) and lowered != word:
            _names_kind(intent, ROLE_WORDS[word])
            return phrase[: len(phrase) - len(word)].strip()
        # "Zeitslot 14:30", "the card "Fix login"": a word for what it is, then its name
        if lowered.startswith(word + " ") and (ROLE_WORDS[word] or re.search(r"\d|^[\"']", phrase[len(word):].strip())):
            _names_kind(intent, ROLE_WORDS[word])
            return phrase[len(word):].strip()
    if " " not in phrase and not _is_quoted(phrase):
        for suffix, role in ROLE_SUFFIXES.items():
            if lowered.endswith(suffix) and len(phrase) - len(suffix) >= 3:
                _names_kind(intent, role)
                return phrase[: len(phrase) - len(suffix)].strip("- ")
    return phrase


def _take_ordinal(phrase: str, intent: Intent) -> str:
    lowered = phrase.lower()
    for word in sorted(ORDINALS, key=len, reverse=True):
        if lowered.startswith(word + " ") or lowered == word:
            intent.ordinal = ORDINALS[word]
            return phrase[len(word):].strip()
    return phrase


def _drop_articles(phrase: str) -> str:
    words = phrase.split()
    while len(words) > 1 and words[0].lower() in ARTICLES | {"on", "onto", "into", "auf", "in"}:
        words = words[1:]
    return " ".join(words)


_PURPOSE_VERBS = words("purpose_verbs")
# "the hamburger menu to open the sidebar", "the arrow so that the list opens": what it is for, not its name
_PURPOSE = re.compile(rf"\s+(?:{words('purpose_link')})\s+(?:{_PURPOSE_VERBS})\b.*$"
                      rf"|\s+(?:{words('so_that')})\s+(?:{words('articles', 'subjects', 'refers_back', 'quantifiers')})\b"
                      r"[^\"']*$", re.IGNORECASE)


_PLACE_FIRST = re.compile(rf"^(?P<place>{words('landmarks')})\s+(?P<rest>\S.*)$", re.IGNORECASE)


_REFERS_BACK = re.compile(rf"(?:{words('refers_back')}|(?:the\s+)?\w+\s+(?:being|currently|now)\s+edited"
                          r"|(?:the\s+)?(?:text|value|contents?)\s+of\s+the\s+\w+\s+(?:being|currently|now)\s+edited)",
                          re.I)


_ON_THE_PAGE_OR_AGAIN = re.compile(
    rf"\s+(?:(?:{words('on')})\s+{_ARTICLE}?(?:{words('view_nouns')})|{words('again_words')})$", re.IGNORECASE)


def parse_target(phrase: str, intent: Intent) -> Intent:

    """Strip articles, ordinals, role words and context from a target phrase into the intent."""
    if _REFERS_BACK.fullmatch(phrase.strip(" .:!,")):
        intent.refers_back, intent.phrase = True, phrase.strip(" .:!,")
        return intent
    phrase = _PURPOSE.sub("", phrase)  # "the hamburger menu to open the sidebar"
    phrase = phrase.strip(" .:!,")
    if placed_first := _PLACE_THEN_NAME.match(phrase):  # "the button in the dialog labelled "OK""
        phrase = f"{placed_first['role']} {placed_first['how']} {placed_first['name']} {placed_first['place']}"
    intent.phrase = unquote(_drop_articles(phrase))  # "Search again" may be a name: the brain looks at both
    phrase = _ON_THE_PAGE_OR_AGAIN.sub("", phrase)
    phrase = _drop_articles(_take_context(_drop_articles(phrase), intent))
    if intent.context is None and (lead := _PLACE_FIRST.match(phrase)):
        intent.context, phrase = lead.group("place"), lead.group("rest")  # "the header search"
    phrase = named = _drop_articles(_take_ordinal(phrase, intent))
    phrase = _take_role(phrase, intent).strip()
    phrase = _drop_articles(phrase) if not _is_quoted(phrase) else phrase
    intent.target = unquote(phrase)
    if not intent.names_a_kind and not intent.target:
        intent.target = unquote(named)  # "Click Menu", "the last slot": the word is a name here
    in_a_row = re.search(r"\b(?:in|on|of)\s+the\s+(?:row|line|zeile)\b", phrase, re.I)
    if not intent.target and intent.context and not in_a_row \
            and not re.match(rf"(?:{ITEM_WORDS})\b", intent.context, re.I):
        # "the checkbox next to Remember me": the context is the only name the step gives (but "the checkbox
        # of issue #1479" names the issue's checkbox).
        intent.target, intent.context, intent.relation = intent.context, None, Relation.IN
    return intent


# ---- assertions ----------------------------------------------------------------------------------------

_PAGE = rf"(?:{_ARTICLE}?(?:{words('page_nouns')}))"
_TEXT_WORD = rf"(?:{_ARTICLE}?(?:{words('text_nouns')})\s+)?"
_STATES = VOCABULARY.states
_OPPOSITE = {K.ASSERT_VISIBLE: K.ASSERT_HIDDEN, K.ASSERT_HIDDEN: K.ASSERT_VISIBLE,
             K.ASSERT_ENABLED: K.ASSERT_DISABLED, K.ASSERT_DISABLED: K.ASSERT_ENABLED,
             K.ASSERT_CHECKED: K.ASSERT_UNCHECKED, K.ASSERT_UNCHECKED: K.ASSERT_CHECKED}
_STATE_WORDS = words("states")
_BE = rf"(?:{words('be')})"
_SHOULD = rf"(?:(?:{words('obligations')})\s+)?"  # "should show", "must be"
_PARTICLE = rf"(?:\s+(?:{words('particles')}))?"  # "zeigt ... an", "gib ... ein": a verb's separable particle

_ASSERT_LEAD = re.compile(rf"^(?P<verb>{words('verify')})\b\s*,?\s*(?P<that>{words('that')})?\s*", re.IGNORECASE)
_EQUALS = words("equals")  # "the URL contains ...", "the title is ..."
_URL = re.compile(rf"^{_ARTICLE}?(?:(?:{words('current')})\s+)?(?:{words('url_nouns')})\s+{_SHOULD}(?:to\s+)?"
                  rf"(?:{_EQUALS})\s+(?P<value>.+)$", re.I)
_TITLE = re.compile(rf"^{_ARTICLE}?(?:(?:{words('current')})\s+)?(?:{words('title_nouns')})\s+{_SHOULD}(?:to\s+)?"
                    rf"(?:{_EQUALS})\s+(?P<value>.+)$", re.I)
_SHOWN = words("shown")  # "3 rows are shown"
_SHOWN_COUNT = re.compile(rf"^(?P<n>\d+)\s+(?P<noun>[a-z]+s)\s+{_BE}\s+(?:{_SHOWN})"
                          rf"(?:\s+(?:{words('in_place')})\s+{_ARTICLE}?(?P<scope>.+))?$", re.I)
_COUNT = re.compile(
    rf"^(?:(?:{words('there_is')})|{_SHOULD}(?:{words('see')})|{_ARTICLE}?(?P<owner>.+?)\s+(?:{words('has')}))\s+"
    rf"(?:(?:{words('exact_words', 'quantifiers')})\s+)?(?P<n>\d+|{words('numbers')})\s+(?P<noun>[^\"']+?)"
    rf"(?:\s+(?:{words('in_place')})\s+{_ARTICLE}?(?P<scope>.+))?$", re.I)
_NO_TEXT = [
    re.compile(rf"^(?:{_PAGE}\s+)?(?:{words('doesnt')})\s+(?:{words('shows')})\s+{_TEXT_WORD}(?P<value>.+)$", re.I),
    re.compile(rf"^(?:{words('doesnt')})\s+(?:{words('see')})\s+{_TEXT_WORD}(?P<value>.+)$", re.I),
    # German puts the negation after the words: "Die Seite zeigt "Fehler" nicht an"
    re.compile(rf"^(?:{_PAGE}\s+)?(?:{words('shows')})\s+(?P<value>{Q})\s+(?:{words('negations')}){_PARTICLE}$",
               re.I),
    re.compile(rf"^(?:{_PAGE}\s+)?(?:{words('shows')})\s+(?:{words('negations', 'no')})\s+(?P<value>.+?){_PARTICLE}$",
               re.I),
]
_TEXT = [
    re.compile(rf"^(?:{_PAGE}\s+)?{_SHOULD}(?:now\s+)?(?:{words('shows')})\s+(?:now\s+)?{_TEXT_WORD}"
               rf"(?P<value>.+?){_PARTICLE}$", re.I),
    re.compile(rf"^{_PAGE}\s+{_SHOULD}(?:{words('says')})\s+(?P<value>{Q})$", re.I),
    re.compile(rf"^{_SHOULD}(?:{words('see')})\s+{_TEXT_WORD}(?P<value>.+?)(?:\s+(?:{words('on')})\s+{_PAGE})?$", re.I),
    re.compile(rf"^(?:(?:{words('passive_lead')})\s+)?(?P<value>{Q})\s+(?:{words('shown', 'appears')})"
               rf"(?:\s+(?:{words('be_at_end')}))?$", re.I),
    re.compile(rf"^(?:{_PAGE}\s+)?(?P<value>.+?)\s+(?:{words('shows_at_end')})$", re.I),
]
_WHERE = rf"(?:\s+(?P<where>(?:{words('in_place', 'below', 'among')})\s+.+?))?"
_STATE = [
    re.compile(rf"^(?P<target>.+?)\s+{_BE}\s+(?P<neg>(?:{words('negations')})\s+)?"
               rf"(?:(?:{words('now', 'quantifiers')})\s+)?(?P<state>{_STATE_WORDS}){_WHERE}"
               rf"(?:\s+(?:{words('be_at_end')}))?$", re.I),
    re.compile(rf"^(?P<target>.+?)\s+(?P<neg>(?:{words('negations')})\s+)?(?P<state>{_STATE_WORDS})\s+"
               rf"(?:{words('be_at_end')})$", re.I),
    re.compile(rf"^(?P<target>.+?)\s+(?P<neg>{words('doesnt')})?\s*(?P<state>{words('appears', 'disappears')})"
               rf"{_WHERE}$", re.I),
]
_VALUE = [
    re.compile(rf"^{_ARTICLE}?(?:{words('value_nouns')})\s+(?:{words('of')})\s+(?P<target>.+?)\s+"
               rf"{_SHOULD}(?:{words('be', 'equals')})\s+(?P<value>.+)$", re.I),
    re.compile(rf"^(?P<target>.+?)\s+{_SHOULD}(?:{words('shows', 'says', 'equals', 'be')}|is\s+set\s+to|"
               rf"is\s+filled\s+with|be)\s+{_ARTICLE}?(?:(?:{words('value_nouns', 'text_nouns')})\s+)?"
               rf"(?P<value>{Q}){_PARTICLE}$", re.I),
]


_NUMBER_VALUE = re.compile(rf"^(?P<target>.+?)\s+{_SHOULD}(?:{words('be', 'equals')})\s+"
                           r"(?P<value>[-+]?[$€£]?\d[\d.,]*%?)$", re.I)



def _count(text: str) -> Intent | None:
    """"There are 3 rows in the Users table", "the cart has 2 items", "4 suggestions are shown"."""
    if match := _COUNT.match(text):
        return _count_intent(match)
    if match := _SHOWN_COUNT.match(text):
        scope = match.group("scope")
        return Intent(kind=K.ASSERT_COUNT, value=match.group("n"), target=match.group("noun"),
                      context=_drop_articles(scope) if scope else None)
    return None


def _count_intent(match: re.Match[str]) -> Intent:
    number = match.group("n").lower()
    count = str(NUMBERS[number]) if number in NUMBERS else number
    intent = Intent(kind=K.ASSERT_COUNT, value=count, target=match.group("noun").strip())
    owner = match.group("owner")
    scope = match.group("scope") or (owner if owner and not re.fullmatch(_PAGE, owner, re.I) else None)
    intent.context = _drop_articles(scope) if scope else None
    return intent


def _state_intent(match: re.Match[str]) -> Intent | None:
    state = " ".join(match.group("state").lower().split())  # "greyed  out"
    negative = bool(match.group("neg"))
    if state in VOCABULARY.appears:
        kind = K.ASSERT_VISIBLE
    elif state in VOCABULARY.disappears:
        kind = K.ASSERT_HIDDEN
    else:
        kind = _STATES[state]
    kind = _OPPOSITE[kind] if negative else kind
    phrase = match.group("target")
    if kind is K.ASSERT_VALUE:
        return None if negative else parse_target(phrase, Intent(kind=K.ASSERT_VALUE, value=""))
    if re.fullmatch(_PAGE, phrase, re.I):
        return None
    # "enabled"/"disabled" keep their HTML meaning on a switch too (greyed out or not); on/off is "is on"
    intent = parse_target(phrase, Intent(kind=kind))
    where = match.groupdict().get("where")
    if where:  # "... is listed under Shop": the place it must be in
        intent.context = _drop_articles(re.sub(r"^\S+\s+", "", where))
    if not intent.names_a_kind and re.search(Q, phrase) and kind in (K.ASSERT_VISIBLE, K.ASSERT_HIDDEN):
        # "Verify "Order placed" is shown": a text, not an element
        text = unquote(_QUOTED.findall(phrase)[0])
        return Intent(kind=K.ASSERT_TEXT if kind is K.ASSERT_VISIBLE else K.ASSERT_NO_TEXT, value=text,
                      context=intent.context if where else None)
    return intent


def _text_intent(kind: ActionKind, value: str) -> Intent:
    value = value.strip()
    if not _is_quoted(value):
        probe = parse_target(value, Intent(kind=K.ASSERT_VISIBLE))
        if probe.names_a_kind and probe.target:
            return probe if kind is K.ASSERT_TEXT else parse_target(value, Intent(kind=K.ASSERT_HIDDEN))
    return Intent(kind=kind, value=unquote(value))


# "the row for Order #6 shows Shipped", "the list shows "13 customers"": words inside a part of the page
_PLACE_SHOWS = re.compile(
    r"^(?:the\s+)?(?P<place>(?:(?:first|last|second|third)\s+)?(?:[\w-]+\s+)?(?:row|line|entry|item|card|list|table|"
    r"results?|section|column|panel|sidebar|dialog|zeile|liste|tabelle)\b.*?)\s+(?:should\s+|must\s+)?"
    r"(?:now\s+|still\s+|also\s+|then\s+)?(?:shows?|contains?|displays?|includes?|lists?|has|reads|says|zeigt|enthält)"
    r"\s+(?P<only>only\s+)?(?P<value>.+?)(?P<only_after>\s+only)?$", re.I)
# "There should be a "Log in again" link", "There is no Delete button"
_THERE_IS = re.compile(r"^(?:there\s+(?:is|should\s+be|must\s+be)|es\s+gibt)\s+(?P<no>no\s+|keine?n?\s+)?"
                       r"(?:a|an|the|one|einen?|ein)?\s*(?P<target>[^\d\s].*)$", re.I)


def _place_shows(match: re.Match[str]) -> Intent | None:
    """"the row for Order #6 shows Shipped": the words inside the row that shows "Order #6"; "the list shows
    "13 customers"" (a place with no name): on the page. None for "the first row shows ..." (no ordinal here)."""
    place = match.group("place")
    if re.match(r"(?:first|last|second|third)\b", place, re.I):
        return None
    if re.fullmatch(r"[\w-]+\s+(?:list|table|liste|tabelle)", place, re.I):  # "the todo list": a list of todos
        place = place.split()[-1]
    named = re.sub(rf"^(?:{_CONTAINERS}|results?|entry|item|line)\b\s*(?:for|of|with|containing|von|für|mit)?\s*",
                   "", place, flags=re.I).strip()
    if not named and not re.fullmatch(r"list|table|results?|liste|tabelle", place, re.I):
        return None  # "the dialog shows ...": the dialog is an element of its own
    return Intent(kind=K.ASSERT_TEXT, value=unquote(match.group("value")), context=unquote(named) or None,
                  only=bool(match.group("only") or match.group("only_after")))


def _there_is(match: re.Match[str]) -> Intent:
    """"There should be a "Log in again" link": an element (or, quoted alone, the words) on the page."""
    kind = K.ASSERT_HIDDEN if match.group("no") else K.ASSERT_VISIBLE
    phrase = match.group("target")
    intent = parse_target(phrase, Intent(kind=kind))
    if not intent.names_a_kind and _is_quoted(phrase):
        return Intent(kind=K.ASSERT_TEXT if kind is K.ASSERT_VISIBLE else K.ASSERT_NO_TEXT, value=unquote(phrase))
    return intent


def _presence(text: str) -> Intent | None:
    """"the row for Order #6 shows Shipped", "There should be a "Log in again" link"."""
    if (match := _PLACE_SHOWS.match(text)) and (shown := _place_shows(match)):
        return shown
    if match := _THERE_IS.match(text):
        return _there_is(match)
    return None


def parse_assertion(text: str, *, bare_text: bool = True) -> Intent | None:
    """An assertion clause ("the page shows X", "Save is disabled", "there are 3 rows"), or None."""
    for pattern, kind in ((_URL, K.ASSERT_URL), (_TITLE, K.ASSERT_TITLE)):
        if match := pattern.match(text):
            return Intent(kind=kind, value=unquote(match.group("value")))
    if counted := _count(text) or _presence(text):
        return counted
    for pattern in _NO_TEXT:
        if match := pattern.match(text):
            return _text_intent(K.ASSERT_NO_TEXT, match.group("value"))
    for pattern in _TEXT:
        if match := pattern.match(text):
            return _text_intent(K.ASSERT_TEXT, match.group("value"))
    for pattern in _STATE:
        if (match := pattern.match(text)) and (intent := _state_intent(match)):
            return intent
    for pattern in _VALUE:
        if match := pattern.match(text):
            if re.fullmatch(_PAGE, match.group("target"), re.I):
                return Intent(kind=K.ASSERT_TEXT, value=unquote(match.group("value")))
            return parse_target(match.group("target"), Intent(kind=K.ASSERT_VALUE,
                                                              value=unquote(match.group("value"))))
    if match := _NUMBER_VALUE.match(text):
        return parse_target(match.group("target"), Intent(kind=K.ASSERT_VALUE, value=match.group("value")))
    if bare_text and _is_quoted(text):
        return Intent(kind=K.ASSERT_TEXT, value=unquote(text))
    return None


# ---- actions -------------------------------------------------------------------------------------------

_URL_VALUE = r"(?P<url>(?:https?|file)://\S+|/\S*|www\.\S+|\"(?:https?://|/)[^\"]*\"|localhost\S*|127\.0\.0\.1\S*)"
_FILL_PREP = (r"into|in\s+to|in|inside|on|to|for|as|in\s+das|in\s+die|in\s+den|in\s+dem|ins|im|als|für|bei|auf")
_KEY = (r"(?P<key>(?:(?:" + "|".join(MODIFIERS) + r")\s*\+\s*)*(?:" + "|".join(
    sorted((re.escape(k) for k in KEY_NAMES), key=len, reverse=True)) + r"|[a-z0-9]|[^\s\w\"'])|(?:(?:"
    + "|".join(MODIFIERS) + r")\s*\+\s*)+\S)")


def key_name(key: str) -> str:
    """"control+a" -> "Control+a"; "eingabetaste" -> "Enter"; "Ctrl + Shift + K" -> "Control+Shift+K"."""
    parts = [part.strip() for part in key.split("+")]
    named = [MODIFIERS.get(part.lower(), KEY_NAMES.get(part.lower(), part)) for part in parts[:-1]]
    last = parts[-1]
    named.append(KEY_NAMES.get(last.lower(), last if len(last) == 1 else last.capitalize()))
    return "+".join(named)


# "Enter an item that starts with "Rus"": the quoted words describe the value, they are not it
_DESCRIBES_VALUE = re.compile(r"\b(?:starts?|begins?|ends?|starting|beginning|ending)\s+with$"
                              r"|\b(?:that\s+)?contain(?:s|ing)?$", re.I)


def _not_a_value(groups: dict[str, str | None]) -> bool:
    """Whether the "value" of a match is no value to type: it points at the page or is described."""
    value, target = groups.get("value") or "", groups.get("target") or ""
    return bool((value and _POINTS_AT.match(value)) or _DESCRIBES_VALUE.search(target))
# "Type the text below into the field": the value is something the page shows, not these words
_POINTS_AT = re.compile(r"^(?:the|this|that|these|those)\b.*\b(?:below|above|shown|displayed|given|here|there)$", re.I)


def _targeted(kind: ActionKind) -> Callable[[re.Match[str]], Intent | None]:
    def build(match: re.Match[str]) -> Intent | None:
        groups = match.groupdict()
        if _not_a_value(groups):
            return None
        value = unquote(groups["value"]) if groups.get("value") is not None else None
        intent = parse_target(groups.get("target") or "", Intent(kind=kind, value=value))
        if kind in (K.CHECK, K.UNCHECK) and intent.role == "textbox":
            intent.role = "checkbox"  # "tick the box next to ..."
        return intent
    return build


def _searched(match: re.Match[str]) -> Intent | None:
    intent = _targeted(K.FILL)(match)
    if intent is not None:
        intent.then_enter = True
    return intent


def _navigate(match: re.Match[str]) -> Intent:
    return Intent(kind=K.NAVIGATE, value=unquote(match.group("url")))


def _press(match: re.Match[str]) -> Intent | None:
    key = match.group("key")
    if key.lower() in AMBIGUOUS_KEYS and not match.group("suffix"):
        return None  # "Press Home" names the Home link more often than the key
    intent = Intent(kind=K.PRESS, value=key_name(key))
    if match.group("target"):
        parse_target(match.group("target"), intent)
    return intent


def _wait(match: re.Match[str]) -> Intent:
    amount = float(match.group("seconds").replace(",", "."))
    unit = (match.group("unit") or "s").lower()
    seconds = amount / 1000 if unit.startswith("m") and not unit.startswith("min") else \
        amount * 60 if unit.startswith("min") else amount
    return Intent(kind=K.WAIT, value=f"{seconds:g}")


def _wait_for(match: re.Match[str]) -> Intent:
    phrase = match.group("target")
    if match.group("gone"):
        return _text_intent(K.ASSERT_NO_TEXT, phrase) if _is_quoted(phrase) else \
            parse_target(phrase, Intent(kind=K.ASSERT_HIDDEN))
    if re.fullmatch(r"(?:the\s+)?(?:page|seite)(?:\s+to\s+load)?|(?:the\s+)?page\s+load|loading", phrase, re.I):
        return Intent(kind=K.WAIT, value="load")
    if _is_quoted(phrase):  # "Wait for "Saved"": words on the page, whatever element shows them
        return Intent(kind=K.WAIT, target=unquote(phrase), value=unquote(phrase))
    return parse_target(phrase, Intent(kind=K.WAIT))


def _scroll(match: re.Match[str]) -> Intent:
    direction = (match.groupdict().get("dir") or "").lower()
    value = {"up": "up", "nach oben": "up", "hoch": "up", "down": "down", "nach unten": "down", "runter": "down",
             "top": "top", "anfang": "top", "bottom": "bottom", "end": "bottom", "ende": "bottom"}.get(direction)
    target = match.groupdict().get("target")
    if target:
        return parse_target(target, Intent(kind=K.SCROLL))
    return Intent(kind=K.SCROLL, value=value or "down")


def _click(match: re.Match[str]) -> Intent:
    verb = match.group("verb").lower()
    phrase = match.group("target")
    if verb in ("submit",):
        intent = Intent(kind=K.CLICK, target="submit", role="button", phrase=phrase)
        context = re.sub(r"^(?:the\s+)?(.*?)\s*form$", r"\1", phrase, flags=re.I).strip()
        intent.context = context or None
        return intent
    if verb in ("close", "dismiss", "schließe"):
        intent = Intent(kind=K.CLICK, target="close", purpose=Purpose.CLOSE, phrase=phrase)
        intent.context = _drop_articles(phrase) or None
        return intent
    if verb == "follow" and not phrase.lower().endswith("link"):
        phrase += " link"
    return parse_target(phrase, Intent(kind=K.CLICK))


def _go_to(match: re.Match[str]) -> Intent:
    """"Go to the Pricing page": a link is meant, and any link that leads there will do."""
    intent = parse_target(match.group("target"), Intent(kind=K.CLICK))
    intent.destination = True
    return intent


def _choose(match: re.Match[str]) -> Intent:
    """"Select the Express radio button" / "Select Germany": the brain finds what holds the option."""
    return parse_target(match.group("target"), Intent(kind=K.SELECT))


def _upload(match: re.Match[str]) -> Intent:
    intent = Intent(kind=K.UPLOAD, value=unquote(match.group("value") or match.group("file")))
    if match.group("target"):
        parse_target(match.group("target"), intent)
    return intent


_BROWSER = r"(?:\s+(?:in|of|on)\s+(?:the\s+)?(?:browser|history))?"
_HISTORY = r"(?:\s+(?:to\s+)?(?:the\s+|one\s+)?(?:previous|last|next)?\s*page)?"


def _browser(kind: ActionKind) -> _Builder:
    return lambda match: Intent(kind=kind)


_Builder = Callable[[re.Match[str]], Intent | None]
_ACTIONS: list[tuple[re.Pattern[str], _Builder]] = [(re.compile(p, re.I), b) for p, b in [
    # the browser's own buttons: "Reload the page", "Go back", "Press the browser's Back button"
    (rf"^(?:reload|refresh)(?:\s+(?:the\s+)?(?:page|browser|tab|site))?{_BROWSER}$"
     r"|^(?:lade|aktualisiere)\s+(?:die\s+)?seite(?:\s+neu)?$", _browser(K.RELOAD)),
    (rf"^(?:go|navigate|step|gehe|geh|navigiere)\s+(?:back|zurück){_HISTORY}{_BROWSER}$"
     rf"|^(?:press|click|hit|use)\s+(?:on\s+)?(?:the\s+)?browser(?:'s)?\s+back(?:\s+button)?$"
     rf"|^(?:go|navigate)\s+to\s+the\s+previous\s+page{_BROWSER}$", _browser(K.GO_BACK)),
    (rf"^(?:go|navigate|step|gehe|geh|navigiere)\s+(?:forward|forwards|vorwärts){_HISTORY}{_BROWSER}$"
     rf"|^(?:press|click|hit|use)\s+(?:on\s+)?(?:the\s+)?browser(?:'s)?\s+forward(?:\s+button)?$",
     _browser(K.GO_FORWARD)),
    (rf"^(?:go|navigate|browse|head|switch|gehe|geh|navigiere|wechsle)\s+(?:to|zu|nach|auf)\s+{_URL_VALUE}$",
     _navigate),
    (rf"^(?:open|visit|load|am\s+on|is\s+on|öffne|besuche|rufe)\s+(?:the\s+)?(?:url\s+|page\s+|seite\s+|die\s+seite\s+)?"
     rf"{_URL_VALUE}(?:\s+auf)?$", _navigate),
    (rf"^(?:type|enter|input|write|put|insert|paste|key\s+in|tippe|gib|trage|schreibe)\s+(?P<value>{Q})\s+"
     rf"(?:{_FILL_PREP})\s+(?P<target>.+?)(?:\s+ein)?$", _targeted(K.FILL)),
    (r"^(?:fill\s+in|fill\s+out|fill|populate|complete|fülle)\s+(?:in\s+|out\s+)?(?P<target>.+?)\s+(?:with|mit)\s+"
     r"(?P<value>.+?)(?:\s+aus)?$", _targeted(K.FILL)),
    (r"^(?:set|change|update|setze|ändere|stelle)\s+(?P<target>.+)\s+(?:to|=|auf)\s+(?P<value>.+?)(?:\s+(?:um|ein))?$",
     _targeted(K.FILL)),
    (rf"^(?:type|enter|input|write|put|provide|use|fill\s+in|gib|tippe|trage|schreibe)\s+(?P<target>[^\"']+?)\s*:?\s+"
     rf"(?P<value>{Q})(?:\s+ein)?$", _targeted(K.FILL)),
    (r"^(?:type|enter|input|write|key\s+in)\s+(?P<value>[^\"']+?)\s+(?:into|in|as|for)\s+(?P<target>.+)$",
     _targeted(K.FILL)),
    (r"^(?:type|enter|input|write|set|fill\s+in|gib|trage)\s+(?P<target>[^:\"']+?)\s*:\s*(?P<value>.+?)(?:\s+ein)?$",
     _targeted(K.FILL)),
    (r"^(?:type|enter|input|write|fill\s+in|gib|trage)\s+(?P<target>[^\"'\d]+?)\s+(?P<value>[-+$€£]?\d\S*|\S+@\S+)"
     r"(?:\s+ein)?$", _targeted(K.FILL)),
    (rf"^(?:type|write|enter|tippe|schreibe|gib)\s+(?:the\s+text\s+)?(?P<value>{Q})(?:\s+ein)?$",
     lambda m: Intent(kind=K.FILL, value=unquote(m.group("value")))),
    (rf"^(?:press|hit|type|tap|push|drücke|tippe|betätige)\s+(?:the\s+|die\s+|den\s+)?{_KEY}"
     r"(?P<suffix>\s*-?\s*(?:key|taste|key\s+on\s+the\s+keyboard))?"
     r"(?:\s+(?:in|on|into|inside|im|in\s+dem|in\s+der|auf)\s+(?P<target>.+?))?"
     rf"(?:\s+(?:to|in\s+order\s+to)\s+(?:{_PURPOSE_VERBS})\b.*)?$", _press),
    (rf"^(?:search|suche)\s+(?:for\s+|nach\s+)?(?P<value>{Q})\s+(?:in|on|using|with|im|in\s+der|in\s+dem|mit)\s+"
     r"(?P<target>.+)$", _searched),
    (r"^(?:search|suche)\s+(?P<target>(?!for\b|nach\b)[^\"']+?)\s+(?:for|nach)\s+(?P<value>.+)$",
     lambda m: parse_target(f"search {m.group('target')}", Intent(kind=K.FILL, role="textbox", then_enter=True,
                                                                  value=unquote(m.group("value"))))),
    (r"^(?:search|suche)\s+(?:for\s+|nach\s+)?(?P<value>.+)$",
     lambda m: Intent(kind=K.FILL, target="search", role="textbox", value=unquote(m.group("value")),
                      then_enter=True)),
    # "Add a todo "Walk the dog"", "Create a new project "Apollo"": typed into the field for it, then sent
    (rf"^(?:add|create|post|submit|enter|füge|erstelle|lege)\s+(?:a\s+new\s+|a\s+|an\s+|the\s+|new\s+|eine?n?\s+(?:neue[nsr]?\s+)?)"
     rf"(?P<target>[^\"']+?)\s*:?\s+(?P<value>{Q})(?:\s+(?:hinzu|an))?$",
     lambda m: None if _not_a_value(m.groupdict()) else parse_target(
         m.group("target"), Intent(kind=K.FILL, value=unquote(m.group("value")), then_enter=True))),
    (rf"^(?:answer|reply|respond|antworte|beantworte)\s+(?:with\s+|mit\s+)?(?P<value>{Q}|\S+)\s+(?:to|for|on|auf|bei)\s+"
     r"(?:the\s+question\s+|die\s+frage\s+)?(?P<target>.+)$",
     lambda m: Intent(kind=K.SELECT, target=unquote(m.group("value")), context=unquote(m.group("target")),
                      phrase=unquote(m.group("value")))),
    (r"^(?:filter|narrow|limit)\s+(?:down\s+)?(?:the\s+)?(?P<target>\w+)\s+to\s+(?P<value>.+)$",
     lambda m: Intent(kind=K.SELECT, target=f"filter {m.group('target')}", value=unquote(m.group("value")))),
    (r"^(?:filter|filtere)\s+(?:the\s+\w+\s+)?(?:by|nach)\s+(?P<target>\w+)\s+(?P<value>.+)$",
     lambda m: Intent(kind=K.SELECT, target=f"filter by {m.group('target')}", value=unquote(m.group("value")))),
    (r"^(?:sort|order|sortiere)\s+(?:(?:the\s+)?\w+\s+)?(?:by|nach)\s+(?P<value>.+)$",
     lambda m: Intent(kind=K.SELECT, target="sort", purpose=Purpose.SORT, value=unquote(m.group("value")))),
    (r"^(?:add|put)\s+(?:the\s+|a\s+)?(?P<item>.+?)\s+to\s+(?:the\s+|my\s+)?(?P<where>cart|basket|bag|wishlist|"
     r"wish\s+list|favou?rites)$",
     lambda m: Intent(kind=K.CLICK, target=f"add to {m.group('where')}", context=unquote(m.group("item")),
                      phrase=m.group(0))),
    (r"^(?:add|save|move)\s+to\s+(?:the\s+|my\s+)?(?P<where>cart|basket|bag|wishlist|wish\s+list|favou?rites)$",
     lambda m: Intent(kind=K.CLICK, target=f"add to {m.group('where')}", phrase=m.group(0))),
    (r"^(?:clear|empty|erase|wipe|leere|lösche\s+den\s+inhalt\s+(?:von|des|der))\s+(?:out\s+)?(?P<target>.+)$",
     _targeted(K.CLEAR)),
    (rf"^(?:select|choose|pick|wähle|wähl)\s+(?P<value>{Q}|.+?)\s+(?:from|in|on|within|for|as|under|with|using|aus|im|in\s+der|"
     rf"in\s+dem|bei|als|unter)\s+(?P<target>.+?)(?:\s+aus)?$", _targeted(K.SELECT)),
    (rf"^(?:select|choose|pick|wähle)\s+(?P<target>[^\"']+?)\s+(?P<value>{Q})(?:\s+aus)?$", _targeted(K.SELECT)),
    # "Mark "buy milk" as done", "Mark all as complete", "Mark it as not done": an item's own checkbox
    (r"^(?:mark|set|flag|markiere)\s+(?P<target>.+?)\s+(?:as|als)\s+(?:not\s+(?:yet\s+)?(?:done|complete|completed|finished)|"
     r"incomplete|undone|active|open|to\s?do|unerledigt|offen)$", _targeted(K.UNCHECK)),
    (r"^(?:mark|set|flag|markiere)\s+(?P<target>.+?)\s+(?:as|als)\s+(?:done|complete|completed|finished|resolved|"
     r"erledigt|fertig)$", _targeted(K.CHECK)),
    (r"^(?:uncheck|untick|deselect|unselect|disable|turn\s+off|switch\s+off|toggle\s+off|deaktiviere|"
     r"entferne\s+(?:das\s+|den\s+)?häkchen\s+(?:bei|von|für)|schalte)\s+(?P<target>.+?)(?:\s+(?:ab|aus))?$",
     _targeted(K.UNCHECK)),
    (r"^(?:check|tick|mark|enable|turn\s+on|switch\s+on|toggle\s+on|activate|aktiviere|markiere|hake|kreuze|"
     r"setze\s+(?:ein|das|den)\s+häkchen\s+(?:bei|für|an))\s+(?P<target>.+?)(?:\s+an)?$", _targeted(K.CHECK)),
    (r"^(?:hover|mouse\s+over|mouseover|move\s+(?:the\s+)?(?:mouse|cursor|pointer)\s+(?:over|to|onto)|point\s+at|"
     r"fahre\s+(?:mit\s+der\s+maus\s+)?über|bewege\s+(?:die\s+maus\s+)?über)\s+(?:over\s+|on\s+|onto\s+|across\s+)?"
     r"(?P<target>.+)$", _targeted(K.HOVER)),
    (r"^(?:double[\s-]?click|double[\s-]?tap|doppelklicke|doppelklick)\s+(?:on\s+|auf\s+)?(?P<target>.+)$",
     _targeted(K.DOUBLE_CLICK)),
    (r"^(?:scroll|scrolle|blättere)\s+(?:the\s+page\s+|die\s+seite\s+)?(?:all\s+the\s+way\s+)?"
     r"(?P<dir>up|down|nach\s+oben|nach\s+unten|hoch|runter)(?:\s+(?:to|until|zu|bis\s+zu[mr]?)\s+(?:the\s+)?"
     r"(?P<target>.+))?$", _scroll),
    (r"^(?:scroll|scrolle)\s+(?:(?:all\s+the\s+way\s+)?(?:up|down)\s+)?(?:to|zu|zum|zur|bis\s+zu[mr]?)\s+"
     r"(?:the\s+(?:very\s+)?|dem\s+)?(?P<dir>top|bottom|end|anfang|ende)(?:\s+(?:of\s+the\s+page|der\s+seite))?$",
     _scroll),
    (r"^(?:scroll|scrolle)\s+(?:(?:up|down)\s+)?(?:to|until|zu|zum|zur|bis\s+zu[mr]?)\s+(?P<target>.+?)"
     r"(?:\s+(?:is\s+)?visible)?$", _scroll),
    (r"^(?:scroll|bring)\s+(?P<target>.+?)\s+into\s+view$", _scroll),
    (r"^(?:wait|warte|pause|sleep)\s+(?:for\s+)?(?P<seconds>\d+(?:[.,]\d+)?)\s*(?P<unit>ms|milliseconds?|"
     r"millisekunden|s|secs?|seconds?|sekunden?|sek|min|minutes?|minuten?)?$", _wait),
    (r"^(?:wait|warte)\s+(?:for\s+|until\s+|till\s+|auf\s+|bis\s+)(?P<target>.+?)(?:\s+(?:to\s+)?(?:(?P<gone>"
     r"disappears?|vanishe?s?|goes\s+away|is\s+gone|is\s+hidden|be\s+hidden|verschwindet|verschwunden\s+ist)|"
     r"appears?|is\s+(?:shown|visible|displayed|loaded)|be\s+(?:shown|visible|displayed)|loads?|to\s+load|"
     r"erscheint|angezeigt\s+wird|sichtbar\s+ist|geladen\s+ist))?$", _wait_for),
    # "Upload "cv.pdf"", "Attach the file "log.txt"", "Add "photo.jpg"": with "add", only a file's name
    (rf"^(?:(?:upload|attach|lade|hänge)\s+(?:the\s+file\s+|a\s+file\s+|file\s+|die\s+datei\s+|datei\s+)?"
     rf"(?P<value>{Q}|\S+\.\w{{1,5}})|add\s+(?:the\s+file\s+|a\s+file\s+|file\s+)?(?P<file>[\"']?[^\s\"']+\.\w{{1,5}}[\"']?))(?:\s+(?:to|into|in|as|for|using|via|with|on|zu|als|in\s+das|in\s+die|in\s+den|"
     rf"an)\s+(?P<target>.+?))?(?:\s+(?:hoch|an))?$", _upload),
    (r"^(?P<verb>click|tap|hit|press|push|open|submit|follow|activate|close|dismiss|toggle|expand|collapse|"
     r"klicke|klick|tippe|drücke|öffne|betätige|schließe)\s+(?:on\s+|at\s+|auf\s+|the\s+button\s+for\s+)?"
     r"(?P<target>.+?)(?:\s+an)?$", _click),
    (r"^(?:go|navigate|switch|gehe|geh|navigiere|wechsle)\s+(?:to|zu|zur|zum|nach|auf)\s+(?P<target>.+)$",
     _go_to),
    (r"^(?P<verb>submit|absenden)$", lambda m: Intent(kind=K.CLICK, target="submit", role="button")),
    (r"^(?:focus|put\s+the\s+(?:focus|cursor))\s+(?:on|into|in|onto)?\s*(?P<target>.+)$", _targeted(K.CLICK)),
    (rf"^use\s+(?P<target>.+?)\s+to\s+(?:enter|type|write|input)\s+(?P<value>{Q}|\S+)$", _targeted(K.FILL)),
    # "Replace the query with "select 1"", "Replace its text with "Walk the cat"": what is there goes
    (r"^(?:replace|overwrite|ersetze|überschreibe)\s+(?:the\s+(?:text|contents?|value)\s+(?:in|of)\s+)?(?P<target>.+?)"
     r"\s+(?:with|by|durch|mit)\s+(?P<value>.+)$", _targeted(K.FILL)),
    # "Clear the Date joined field and type 2025-06-30": an unquoted value alone goes where the typing is
    (r"^(?:type|enter|input|write|tippe|gib)\s+(?P<value>[-+$€£]?\d[^\s\"']*|[^\s\"']+@[^\s\"']+)(?:\s+ein)?$",
     lambda m: Intent(kind=K.FILL, value=m.group("value"))),
    # "Username: admin": a field's name, a colon, its value
    (r"^(?P<target>[^\W\d][\w .'-]{0,30}?)\s*:\s*(?P<value>\S.*)$", _targeted(K.FILL)),
    (r"^(?:select|choose|pick|wähle)\s+(?P<target>.+?)(?:\s+aus)?$", _choose),
]]


def _action(text: str) -> Intent | None:
    for pattern, build in _ACTIONS:
        if (match := pattern.match(text)) and (intent := build(match)) is not None:
            return intent
    return None


def parse_clause(text: str) -> Intent | None:
    """The intent of one clause, or None when no pattern fits."""
    text = prepare(text)
    exact = bool(re.search(r"\b(?:exact(?:ly)?|genau)\b", text, re.I))
    if exact:
        text = re.sub(r"\s*\b(?:exact(?:ly)?|genau)\b", "", text, flags=re.I).strip()
    lead = _ASSERT_LEAD.match(text)
    if lead:
        # "Check the terms box" is an action; "Check that ..." and "Check the Save button is disabled" are not
        maybe_action = lead.group("verb").lower() in ("check", "prüfe") and not lead.group("that")
        intent = parse_assertion(text[lead.end():].strip(), bare_text=not maybe_action)
        if intent is None and maybe_action:
            intent = _action(text)
    else:
        intent = _action(text) or parse_assertion(text)
    if intent is not None:
        intent.exact = exact
    return intent
