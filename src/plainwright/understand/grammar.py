"""English and German step phrasing -> clauses -> intents.

A step sentence is split into clauses where "and", "then", ";" or "," join actions; each clause becomes an
`Intent`: what to do (kind), which element the words name (target phrase, role hint, ordinal, context) and
with what value. The grammar never looks at the page; matching intents to elements is the brain's job.

A clause is first brought to a plain imperative ("When the user clicks Save" -> "click Save", German
"Auf Anmelden klicken" -> "klicke auf Anmelden"); then the first pattern that fits decides its kind.

The patterns hold no words of their own: each slot (`words("click")`, `_maybe("articles")`) is filled from the
vocabularies of all languages (`vocabulary.py`), so a language is added there, not here.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from plainwright.model import LISTING, ActionKind
from plainwright.understand.credentials import LogIn, read_log_in
from plainwright.understand.intent import Clause, Family, Intent, Purpose, Relation
from plainwright.understand.means import by_means, using_means
from plainwright.understand.qualities import FIELD_KINDS, said_qualities
from plainwright.understand.screen import screen_area
from plainwright.understand.vocabulary import VOCABULARY, Verb, words

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


def _maybe(*slots: str) -> str:
    """A word of the slots that a sentence may leave out, with the space after it."""
    return rf"(?:(?:{words(*slots)})\s+)?"


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
    rf"^{_maybe('subjects')}{_maybe('obligations')}(?:{words(*Verb, 'see')})\w*\b"
    rf"|^(?:{words('definite_articles')})\s+\w+|^\x00+\s+(?:{words('be', 'fill_into')})\b"
    rf"|^{_maybe('subjects')}(?:{words('obligations')})\b|^(?:{words('there_is')})\b|^\x00+$",
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


_IN_A_PLACE = {K.FILL, K.CLEAR, K.ASSERT_TEXT, K.ASSERT_NO_TEXT}  # kinds a place narrows even with no target


def _put_in_place(intent: Intent, lead: str, where: str) -> None:
    """"Under "By status", click Paid": the place a leading phrase names. "In the Body, write ..." names no
    field but the place: a place that is no part of a page ("Body", not "dialog") is the field itself."""
    if not intent.target and not intent.names_a_kind:
        if intent.kind not in _IN_A_PLACE:
            return  # "In the dialog, press Escape": the key goes to the page
        if intent.kind in (K.FILL, K.CLEAR) and not re.search(rf"\b(?:{_CONTAINERS})$", where, re.I):
            intent.target = where
            return
    intent.context = where
    if _BELOW_WORDS.match(f" {lead}"):  # "Under "By status", click ..."
        intent.relation = Relation.BELOW


def _continue_in_field(before: Intent, intent: Intent) -> None:
    """"Clear the search box then type "hoka"": typing with no field named goes where the last clause was."""
    named_field = before.kind in (K.CLEAR, K.FILL) or (before.kind is K.CLICK and before.role == "textbox")
    if intent.kind is K.FILL and not intent.target and not intent.names_a_kind and named_field and before.target:
        intent.target, intent.role, intent.family = before.target, before.role, before.family
        intent.ordinal = before.ordinal
        intent.context, intent.phrase = before.context, before.phrase


# "... and the password "pw" into the text fields": where a list of values goes, said once at its end
_INTO_THE_FIELDS = re.compile(rf"\s+(?:{words('fill_into')})\s+{_maybe('articles')}"
                              rf"{_maybe('field_kinds')}(?:{words('field_plurals')})$", re.I)
_INTO_BOTH = re.compile(rf"^(?P<head>.+?)\s+(?:{words('fill_into')})\s+(?:{words('both')})\s+"
                        rf"(?:(?P<kind>{words('field_kinds')})\s+)?(?:{words('field_plurals')})$", re.I)


# "Type admin in the Username field and admin in the Password field": one verb, two values each with its field
_TWO_FILLS = re.compile(
    rf"^(?P<verb>{words('type')})\s+(?P<first>(?:{Q}|[^\s\"']+)\s+(?:{words('fill_into')})\s+.+?)\s*,?\s+"
    rf"(?:{words('joiners')})\s+(?P<second>(?:{Q}|[^\s\"']+)\s+(?:{words('fill_into')})\s+.+)$", re.I)


_A_VERB_NEXT = re.compile(rf"\s(?=(?:{words(*Verb)})\b)", re.IGNORECASE)


def _place_said_first(sentence: str) -> str:
    """"In the Type filter choose "Pie Chart"": a place said first with no comma after it, given one, when the
    sentence is not understood whole and the words after the place are a clause of their own."""
    text = normalize_quotes(sentence.strip())
    masked = _QUOTED.sub(lambda m: "\x00" * len(m.group(0)), text)
    if "," in masked or not re.match(rf"(?:{words('leading_place')})\s", text, re.I) or parse_clause(text):
        return sentence
    for verb in _A_VERB_NEXT.finditer(masked):
        lead, rest = text[:verb.start()], text[verb.end():]
        if (place := _LEADING_CONTEXT.match(lead)) and _place(place) and parse_clause(rest) is not None:
            return f"{lead}, {rest}"
    return sentence


# „Wähle im Dropdown „Land“ den Eintrag „Germany“ aus“, "Type in the "Name" field "Ann"": the place its element is
# in, said between the verb and the rest, up to a quoted name
_PLACE_AFTER_THE_VERB = re.compile(
    rf"^(?P<verb>[^\s\"']+)\s+(?P<place>(?:{words('in_place')})\s+[^\"']*?(?:{Q}))\s+(?P<rest>[^,]+?)"
    rf"(?P<particle>\s+(?:{words('particles')}))?$", re.I)


def _place_after_the_verb(sentence: str) -> str:
    """The sentence with a place said right after the verb moved after what it acts on, when only so is it
    understood, or understood without the place in its target („im Dropdown …“ is no name)."""
    text = normalize_quotes(sentence.strip().rstrip("."))
    if not (said := _PLACE_AFTER_THE_VERB.match(text)):
        return sentence
    whole = parse_clause(text)
    if whole is not None and (whole.target or "").lower().split()[:1] != said["place"].lower().split()[:1]:
        return sentence
    moved = f"{said['verb']} {said['rest']} {said['place']}{said['particle'] or ''}"
    return moved if parse_clause(moved) is not None else sentence


# 'Check that "Summer Trends 2025" shows "Published" in the list': a place said after the last quoted text
_PLACE_SAID_LAST = re.compile(
    rf"^(?P<rest>.*(?:{Q}))\s+(?P<place>(?:{words('leading_place')})\s+[^\"',]+)$", re.I)


def _place_said_last(sentence: str) -> str:
    """The sentence with a place said after its last quoted text said first instead ("In the list, check that
    ..."), when only so is it understood, or understood without the place in a quoted value."""
    text = normalize_quotes(sentence.strip().rstrip("."))
    if not (said := _PLACE_SAID_LAST.match(text)):
        return sentence
    whole = parse_clause(text)
    if whole is not None and '"' not in f"{whole.value or ''}{whole.target or ''}":
        return sentence
    lead = _LEADING_CONTEXT.match(said["place"])
    if lead is None or not _place(lead) or parse_clause(said["rest"]) is None:
        return sentence
    return f"{said['place'][:1].upper()}{said['place'][1:]}, {said['rest']}"


# „Prüfe, dass „A“ und „B“ angezeigt werden“: several quoted texts, one check said of each
_CHECKED_LIST = re.compile(rf"^(?P<lead>(?:{words('verify')})\b\s*,?\s*(?:(?:{words('that')})\s+)?)"
                           rf"(?P<items>(?:{Q})(?:\s*,\s*(?:{Q}))*\s+(?:{words('joiners')})\s+(?:{Q}))\s+(?P<rest>[^\"']+)$",
                           re.I)


# "Verify the login page is shown again with the "Sign in" button": the page, and the control it is shown with
_SHOWN_WITH_A_CONTROL = re.compile(
    rf"^(?P<lead>(?:{words('verify')})\b\s*,?\s*(?:(?:{words('that')})\s+)?)"
    rf"(?P<subject>.+?\s+(?:{words('be')})\s+(?:{words('shown')})(?:\s+(?:{words('again_words')}))?)\s*,?\s+"
    rf"(?:{words('with_')})\s+(?P<part>{_ARTICLE}?(?:{Q})\s+(?:{words('role_words')}))$", re.I)


def _shown_with_a_control(sentence: str) -> list[str] | None:
    """A check of a page or part and of the control it shows, when each is understood as a check of its own."""
    text = normalize_quotes(sentence.strip().rstrip("."))
    if not (said := _SHOWN_WITH_A_CONTROL.match(text)):
        return None
    checks = [f"{said['lead']}{said['subject']}", f"{said['lead']}{said['part']} is shown"]
    return checks if all(parse_clause(check) is not None for check in checks) else None


_BOTH_SAID = re.compile(rf"\s(?:{words('both')})\s", re.I)


def _each_checked(sentence: str) -> list[str] | None:
    """The checks of a list of quoted texts that share one predicate, when the sentence is one."""
    text = normalize_quotes(sentence.strip().rstrip("."))
    if not (listed := _CHECKED_LIST.match(text)):
        return None
    rest = _BOTH_SAID.sub(" ", f" {listed['rest']} ").strip()  # "are both in the results": each one is
    checks = [f"{listed['lead']}{item} {rest}" for item in _QUOTED.findall(listed["items"])]
    return checks if all(parse_clause(check) is not None for check in checks) else None


def _pieces(sentence: str) -> list[str]:
    """The step's clauses, with a list's shared destination dropped and "into both fields" made two clauses."""
    if (checks := _each_checked(sentence) or _shown_with_a_control(sentence)) is not None:
        return checks
    if (means := _by_its_means(sentence)) is not None:
        return means
    pieces = split_clauses(_place_said_first(_place_after_the_verb(_place_said_last(sentence))))
    if len(pieces) > 1:
        pieces = [_INTO_THE_FIELDS.sub("", piece) for piece in pieces]
    out: list[str] = []
    for piece in [part for whole in pieces for part in _each_named(whole)]:
        if (two := _TWO_FILLS.match(piece)) and _fills_one_field(piece):
            out += [f"{two['verb']} {two['first']}", f"{two['verb']} {two['second']}"]
        elif (both := _INTO_BOTH.match(piece)) and (value := _QUOTED.search(both.group("head"))):
            field, verb = f"{both.group('kind') or 'text'} field", both.group("head").split()[0]
            out += [f"{verb} {value.group(0)} into the {nth} {field}" for nth in ("first", "second")]
        else:
            out.append(piece)
    return out


def _by_its_means(sentence: str) -> list[str] | None:
    """"Confirm by typing DELETE and clicking Delete": the clauses of its means, when the sentence is not understood
    as it stands and each of them is (understand/means.py)."""
    text = normalize_quotes(sentence.strip().rstrip("."))
    # "by clicking ...", "with the gear icon" say what is done; a control "used" may also be a name's words, read
    # first as such
    means = by_means(text) or using_means(text, said_with=True)
    if means is None and (parse_clause(text) is not None or (means := using_means(text)) is None):
        return None
    pieces = split_clauses(means)
    return pieces if all(parse_clause(piece) is not None for piece in pieces) else None


def _fills_one_field(piece: str) -> bool:
    """Whether the clause read whole would type into a field whose name runs across the "and" (so it is two)."""
    intent = parse_clause(piece)
    return intent is not None and intent.kind is K.FILL and bool(re.search(
        rf"\s(?:{words('joiners')})\s", intent.target, re.I))


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


def _logged_in(said: LogIn) -> list[Clause]:
    """A log-in said in one sentence as its clauses: type the user, type the password, click log in if said so."""
    clauses = [
        Clause(text=f"type {said.user} into the {said.field} field",
               intent=Intent(kind=K.FILL, target=said.field, role="textbox", value=unquote(said.user))),
        Clause(text=f"type {said.password} into the password field",
               intent=Intent(kind=K.FILL, target="password", role="textbox", value=unquote(said.password))),
    ]
    if said.submit:
        clauses.append(Clause(text="click log in", intent=Intent(kind=K.CLICK, target="log in", role="button")))
    return clauses


def parse_step(sentence: str) -> list[Clause]:
    """The clauses of a step, each with its intent (None when the phrasing is not understood)."""
    if (said := read_log_in(prepare(sentence))) is not None:  # "Log in as ann with password pw"
        return _logged_in(said)
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
            if place[1] and intent is not None and not intent.context:
                _put_in_place(intent, *place)
        if intent is not None and intent.was is not None:  # the value it holds first, then the change
            clauses.append(Clause(text=text, derived=True, intent=Intent(
                kind=K.ASSERT_VALUE, target=intent.target, value=intent.was, role=intent.role, family=intent.family,
                ordinal=intent.ordinal, context=intent.context, relation=intent.relation, phrase=intent.phrase)))
        clauses.append(Clause(text=text, intent=intent))
        if intent is not None and intent.then_enter:  # what was typed is sent, as a person presses Enter
            clauses.append(Clause(text=text, intent=Intent(kind=K.PRESS, value="Enter"), derived=True))
        if intent is not None and intent.only and intent.value:  # ... and the list or table holding it, one entry
            clauses.append(Clause(text=text, derived=True, intent=Intent(
                kind=K.ASSERT_COUNT, value="1", target="entries", context=intent.value)))
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
# "is shown again": a check's state said once more, at the end (where "Search again" alone may be a name)
_SHOWN_AGAIN = re.compile(rf"(?<=\s)(?P<shown>{words('shown')})\s+(?:{words('again_words')})$", re.I)


_DIALOG_OPENS = re.compile(rf"(?P<dialog>\b(?:{words('dialog_nouns')}|modal|popup|pop-up))\s+(?:opens|has opened|"
                           r"appears|pops up|shows up)$", re.I)
_BOTH_LEAD = re.compile(rf"^(?P<lead>(?:{words('verify')})\b\s*,?\s*(?:(?:{words('that')})\s+)?)(?:{words('both')})\s+"
                        rf"(?=[\"'])", re.I)


_INFINITIVE_FIRST = re.compile(r"^(?P<verb>[^\W\d_]+en)(?:\s+Sie\b)?(?P<rest>,.*|\s.*)$")
# "the delete button (the trash can)": words in brackets that begin with an article describe again what the step
# names, an aside; a name's own brackets ("Spring Sale (Archive)", in quotes or not) begin with none
_ASIDE = re.compile(rf"(?P<quoted>{Q})|\s*\({_ARTICLE}[^()\"]*\)", re.I)


def prepare(text: str) -> str:

    """Quotes made plain, lead words ("When I", "please") dropped, verb forms made imperative."""
    text = normalize_quotes(text).strip().rstrip(".!;:").strip()
    text = _LEAD.sub("", text, count=1).strip()
    text = _ALSO.sub("", text)  # "Select Order #8 as well"
    # "Enter "s3cret" again in the Repeat password field" (at the end, "Search again" may be a name)
    text = _SHOWN_AGAIN.sub(r"\g<shown>", _AGAIN.sub("", text))
    text = _BOTH_LEAD.sub(r"\g<lead>", text)  # "Verify both "A" and "B" are shown"
    text = _ASIDE.sub(lambda said: said["quoted"] or "", text)
    if _ASSERT_LEAD.match(text):  # "Verify the "Chart properties" dialog opens"
        text = _DIALOG_OPENS.sub(r"\g<dialog> is open", text)
    first, _, rest = text.partition(" ")
    if first.lower() in VOCABULARY.verb_forms:
        text = f"{VOCABULARY.verb_forms[first.lower()]} {rest}".strip()
    elif (said := _INFINITIVE_FIRST.match(text)) and said["verb"].lower() in VOCABULARY.infinitives:
        # „Prüfen, dass …“, „Klicken Sie auf …“: the infinitive a German instruction starts with, as an imperative
        text = f"{VOCABULARY.infinitives[said['verb'].lower()][0]}{said['rest']}"
    return _german_verb_first(text)


def _german_verb_first(text: str) -> str:
    """"Auf „Anmelden“ klicken" -> "klicke auf "Anmelden""; "Name "x" eingeben" -> "gib Name "x" ein"."""
    head, _, last = text.rpartition(" ")
    if not head or last.lower() not in VOCABULARY.infinitives:
        return text
    imperative, particle = VOCABULARY.infinitives[last.lower()]
    return f"{imperative} {head} {particle}".strip()


# ---- target phrases ------------------------------------------------------------------------------------

_CONTAINERS = words("containers")
_IN_CONTEXT = re.compile(
    rf"\s+(?:{words('in_place')})\s+{_ARTICLE}?(?P<ctx>(?:{Q})|(?:{words('row_nouns')})\s+\d{{1,3}}"
    rf"|(?:{_CONTAINERS})\s+(?:{Q})|.*?\b(?:{_CONTAINERS})(?:\s+(?:{words('of')})\s+[^\"']+)?)$",
    re.IGNORECASE)  # "in the sidebar", "in the list of participants", "in row 3", "im Bucket "shop""
_ROW_POSITION = re.compile(rf"^{_ARTICLE}?(?:(?P<ordinal>{words('ordinals')})\s+(?:{words('row_nouns')})"
                     rf"|(?:{words('row_nouns')})\s+(?P<number>\d{{1,3}}))$", re.IGNORECASE)


def row_position(place: str | None) -> int | None:
    """The position a place names ("the first row", "row 3", "die letzte Zeile": 1, 3, -1), or None."""
    if not place or not (match := _ROW_POSITION.match(place.strip())):
        return None
    return int(match["number"]) if match["number"] else VOCABULARY.ordinals[match["ordinal"].lower()]
_ROW_CONTEXT = re.compile(
    rf"\s+(?:{words('row_of', 'near', 'among', 'below', 'above', 'after')}"
    rf"|of(?=\s+(?:{words('item_nouns')})\b)|on(?=\s+[A-Z\"'])"
    rf"|(?:of|von)(?=\s+(?:{Q})$))\s+{_ARTICLE}?(?P<ctx>(?:{Q})|.+)$", re.IGNORECASE)
# ("the order code of "X"": what stands in X's row; "von" as "of", only before a record quoted whole)
_POSSESSIVE_ROW = re.compile(r"\s+in\s+(?P<ctx>.+?)'s\s+row$", re.IGNORECASE)
# the place first, then the target after "auf": „Klicke in der Zeile „X“ auf „Bearbeiten““, „im Formular auf „Y““
_PLACE_THEN_ON = re.compile(
    rf"^(?:{words('in_place')})\s+{_ARTICLE}?(?P<ctx>(?:[^\W\d_]+\s+)?(?:{Q})|[^\"']+?)\s+(?:{words('onto')})\s+"
    rf"(?P<rest>\S.*)$", re.IGNORECASE)
# a quoted name, a word for its kind perhaps, then where it is: the name ends at its quote, so whatever follows
# "in" is the place, named by any words ("the "Harbour Museum" link in the page explorer")
_AFTER_QUOTED = re.compile(
    rf"^{_ARTICLE}?(?:{Q})(?P<kind>(?:\s+[\w-]+){{0,2}}?)\s+(?:{words('in_place')})\s+{_ARTICLE}?(?P<ctx>[^\"']+)$",
    re.IGNORECASE)
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
    placed = _AFTER_QUOTED.match(phrase)
    if placed and (not placed["kind"].strip() or placed["kind"].strip().lower() in VOCABULARY.role_words):
        intent.context = placed["ctx"].strip()
        return phrase[: placed.start("kind") + len(placed["kind"])].strip()
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
    if named and (said := named.group("role").lower().strip()) in VOCABULARY.role_words:
        _names_kind(intent, VOCABULARY.role_words[said])
        return named.group("name")
    lowered = phrase.lower()
    for word in sorted(VOCABULARY.role_words, key=len, reverse=True):
        if lowered == word and not intent.names_a_kind:
            _names_kind(intent, VOCABULARY.role_words[word])
            return ""
        if lowered.endswith(" " + word) and lowered != word:
            _names_kind(intent, VOCABULARY.role_words[word])
            return phrase[: len(phrase) - len(word)].strip()
        # "Zeitslot 14:30", "the card "Fix login"": a word for what it is, then its name
        rest = phrase[len(word):].strip()
        if lowered.startswith(word + " ") and (VOCABULARY.role_words[word] or re.search(r"\d|^[\"']", rest)):
            _names_kind(intent, VOCABULARY.role_words[word])
            return phrase[len(word):].strip()
    if " " not in phrase and not _is_quoted(phrase):
        for suffix, role in VOCABULARY.role_suffixes.items():
            if lowered.endswith(suffix) and len(phrase) - len(suffix) >= 3:
                _names_kind(intent, role)
                return phrase[: len(phrase) - len(suffix)].strip("- ")
    return phrase


def _take_ordinal(phrase: str, intent: Intent) -> str:
    lowered = phrase.lower()
    for word in sorted(VOCABULARY.ordinals, key=len, reverse=True):
        if lowered.startswith(word + " ") or lowered == word:
            intent.ordinal = VOCABULARY.ordinals[word]
            return phrase[len(word):].strip()
    return phrase


_LEADING_WORDS = VOCABULARY.articles | set(VOCABULARY.onto)  # "the", "on": no part of a name that follows


def _drop_articles(phrase: str) -> str:
    words = phrase.split()
    while len(words) > 1 and words[0].lower() in _LEADING_WORDS:
        words = words[1:]
    return " ".join(words)


_PURPOSE_VERBS = words("purpose_verbs")
# "the hamburger menu to open the sidebar", "the arrow so that the list opens": what it is for, not its name
# "the menu with the three dots", „das Menü mit den drei Punkten“: a control known by what it shows; the words after
# "with" name it ("the button with the trash icon" is the trash icon)
_SHOWING = re.compile(rf"^{_ARTICLE}?(?:{words('menu_nouns', 'button_nouns')})\s+(?:{words('with_')})\s+{_ARTICLE}?"
                      rf"(?P<shows>[^\"']+)$", re.IGNORECASE)
_PURPOSE = re.compile(rf"\s+(?:{words('purpose_link')})\s+(?:{_PURPOSE_VERBS})\b.*$|\s+(?:{words('so_that')})\s+"
                      rf"(?:{words('articles', 'subjects', 'refers_back', 'quantifiers')})\b[^\"']*$"
                      # „das Plus, um den Tag hinzuzufügen“: a German purpose ends on its zu-infinitive
                      rf"|,?\s+um\s+[^\"']*\b(?:zu\s+\w+|\w+zu\w+en)$", re.IGNORECASE)


_COLOURED = re.compile(rf"^(?:{words('colours')})\s+(?P<rest>[^\"'\s]+.*)$", re.IGNORECASE)
_PLACE_FIRST = re.compile(rf"^(?P<place>{words('landmarks')})\s+(?P<rest>\S.*)$", re.IGNORECASE)


_REFERS_BACK = re.compile(
    rf"(?:{words('refers_back')}|{_ARTICLE}?(?:(?:{words('value_nouns', 'text_nouns')})\s+(?:{words('of')})\s+"
    rf"{_ARTICLE}?)?\w+\s+(?:{words('being_edited')}))", re.I)


_ON_THE_PAGE_OR_AGAIN = re.compile(
    rf"\s+(?:(?:{words('on')})\s+{_ARTICLE}?(?:{words('view_nouns')})|{words('again_words')})$", re.IGNORECASE)


# a quoted name with one word for what it is, before or after it: "the "How much?" amount", "den Betrag "Wieviel?""
_NOUN_AND_NAME = re.compile(rf"^(?:[^\W\d_]+\s+(?P<after>{Q})|(?P<before>{Q})\s+[^\W\d_]+)$")
# the text of a field named by its name: "the text in the "Was?" field", "den Text im Feld "Was?""
_TEXT_OF_FIELD = re.compile(
    rf"^(?:{words('text_nouns', 'value_nouns')})\s+(?:{words('in_place', 'of')})\s+{_ARTICLE}?"
    rf"(?:(?P<kind_first>[^\W\d_]+)\s+)?(?P<name>{Q})(?:\s+(?P<kind_after>[^\W\d_]+))?$", re.IGNORECASE)


def _name_of(phrase: str, intent: Intent) -> str:
    """The quoted name in a target phrase whose other words only say what it is (see the patterns above)."""
    if field := _TEXT_OF_FIELD.match(phrase):
        kind = (field["kind_first"] or field["kind_after"] or "").lower()
        _names_kind(intent, VOCABULARY.role_words.get(kind) or "textbox")
        return field["name"]
    if named := _NOUN_AND_NAME.match(phrase):
        return named["after"] or named["before"]
    return phrase


def _place_words(said: str) -> str:
    """A place as a step names it before its target: the quoted name of a row ("Zeile „X“" -> X), else its words."""
    quoted = re.search(Q, said)
    return unquote(quoted.group(0)) if quoted else said.strip()


def parse_target(phrase: str, intent: Intent) -> Intent:

    """Strip articles, ordinals, role words and context from a target phrase into the intent."""
    if _REFERS_BACK.fullmatch(phrase.strip(" .:!,")):
        intent.refers_back, intent.phrase = True, phrase.strip(" .:!,")
        return intent
    phrase = _PURPOSE.sub("", phrase)  # "the hamburger menu to open the sidebar"
    phrase = phrase.strip(" .:!,")
    if showing := _SHOWING.match(phrase):
        phrase = showing["shows"]
    if placed_first := _PLACE_THEN_NAME.match(phrase):  # "the button in the dialog labelled "OK""
        phrase = f"{placed_first['role']} {placed_first['how']} {placed_first['name']} {placed_first['place']}"
    intent.phrase = unquote(_drop_articles(phrase))  # "Search again" may be a name: the brain looks at both
    phrase = _ON_THE_PAGE_OR_AGAIN.sub("", phrase)
    if (placed := _PLACE_THEN_ON.match(phrase)) and (_is_quoted(placed["rest"]) or _QUOTED.search(placed["ctx"])):
        intent.context, phrase = _place_words(placed["ctx"]), placed["rest"]
    phrase = _drop_articles(_take_context(_drop_articles(phrase), intent))
    if intent.context is None and (lead := _PLACE_FIRST.match(phrase)):
        intent.context, phrase = lead.group("place"), lead.group("rest")  # "the header search"
    phrase = named = _drop_articles(_take_ordinal(phrase, intent))
    phrase = _take_role(phrase, intent).strip()
    if intent.names_a_kind and (coloured := _COLOURED.match(phrase)):
        phrase = coloured["rest"]  # "the red delete button": a colour says how it looks, not what it is called
    phrase = _drop_articles(phrase) if not _is_quoted(phrase) else phrase
    phrase = _name_of(phrase, intent)
    intent.target = unquote(phrase)
    if not intent.names_a_kind and not intent.target:
        intent.target = unquote(named)  # "Click Menu", "the last slot": the word is a name here
    in_a_row = re.search(rf"\b(?:{words('in_place', 'of')})\s+{_ARTICLE}?(?:{words('row_nouns')})\b", phrase, re.I)
    if not intent.target and intent.context and not in_a_row and row_position(intent.context) is None \
            and not re.match(rf"(?:{words('item_nouns')})\b", intent.context, re.I):
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
_LISTED = frozenset({"listed", "aufgeführt", "gelistet"})
_BE = rf"(?:{words('be')})"
_SHOULD = rf"{_maybe('obligations')}"  # "should show", "must be"
_PARTICLE = rf"(?:\s+(?:{words('particles')}))?"  # "zeigt ... an", "gib ... ein": a verb's separable particle
_MAYBE_NOW = rf"(?:\s+(?:{words('now')}))?"  # "is now", "still shows", „weiterhin“

_ASSERT_LEAD = re.compile(rf"^(?P<verb>{words('verify')})\b\s*,?\s*(?P<that>{words('that')})?\s*", re.IGNORECASE)
_EQUALS = words("equals")  # "the URL contains ...", "the title is ..."
_URL = re.compile(rf"^{_ARTICLE}?{_maybe('current')}(?:{words('url_nouns')})\s+{_SHOULD}{_maybe('infinitive_mark')}"
                  rf"(?:{_EQUALS})\s+(?P<value>.+)$", re.I)
_TITLE = re.compile(rf"^{_ARTICLE}?{_maybe('current')}(?:{words('title_nouns')})\s+{_SHOULD}{_maybe('infinitive_mark')}"
                    rf"(?:{_EQUALS})\s+(?P<value>.+)$", re.I)
_SHOWN = words("shown")  # "3 rows are shown"
_SHOWN_COUNT = re.compile(rf"^(?P<n>\d+)\s+(?P<noun>[a-z]+s)\s+{_BE}\s+(?:{_SHOWN})"
                          rf"(?:\s+(?:{words('in_place')})\s+{_ARTICLE}?(?P<scope>.+))?$", re.I)
_COUNT = re.compile(
    rf"^(?:(?:{words('there_is')})|{_SHOULD}(?:{words('see')})|{_ARTICLE}?(?P<owner>.+?)\s+(?:{words('has')}))\s+"
    rf"{_maybe('exact_words', 'quantifiers')}(?P<n>\d+|{words('numbers')})\s+(?P<noun>[^\"']+?)"
    rf"(?:\s+(?:{words('in_place')})\s+{_ARTICLE}?(?P<scope>.+))?$", re.I)
_NO_TEXT = [
    re.compile(rf"^(?:{_PAGE}\s+)?(?:{words('doesnt')})\s+(?:{words('shows')})\s+{_TEXT_WORD}(?P<value>.+)$", re.I),
    re.compile(rf"^(?:{words('doesnt')})\s+(?:{words('see')})\s+{_TEXT_WORD}(?P<value>.+)$", re.I),
    # German puts the negation after the words: "Die Seite zeigt "Fehler" nicht an"
    re.compile(rf"^(?:{_PAGE}\s+)?(?:{words('shows')})\s+(?P<value>{Q})\s+(?:{words('negations')}){_PARTICLE}$",
               re.I),
    re.compile(rf"^(?:{_PAGE}\s+)?(?:{words('shows')})\s+(?:{words('negations', 'no')})\s+(?P<value>.+?){_PARTICLE}$",
               re.I),
    # „„X“ nicht mehr in der Liste steht“: the verb last
    re.compile(rf"^(?P<value>{Q})\s+(?:{words('negations')})\s+(?:mehr\s+)?(?:in\s+der\s+(?:{words('listings')})\s*)?"
               rf"(?:steht|stehen|{words('shown')})?(?:\s+(?:{words('be_at_end')}))?$", re.I),
]
_TEXT = [
    re.compile(rf"^(?:{_PAGE}\s+)?{_SHOULD}{_maybe('now')}(?:{words('shows')})\s+{_maybe('now')}{_TEXT_WORD}"
               rf"(?P<value>.+?){_PARTICLE}$", re.I),
    re.compile(rf"^{_PAGE}\s+{_SHOULD}(?:{words('says')})\s+(?P<value>{Q})$", re.I),
    re.compile(rf"^{_SHOULD}(?:{words('see')})\s+{_TEXT_WORD}(?P<value>.+?)(?:\s+(?:{words('on')})\s+{_PAGE})?$", re.I),
    re.compile(rf"^{_maybe('passive_lead')}(?P<value>{Q})\s+(?:{words('shown', 'appears')})"
               rf"(?:\s+(?:{words('be_at_end')}))?$", re.I),
    re.compile(rf"^(?:{_PAGE}\s+)?(?P<value>.+?)\s+(?:{words('shows_at_end')})$", re.I),
]
_WHERE = rf"(?:\s+(?P<where>(?:{words('in_place', 'below', 'among')})\s+.+?))?"
# "... has disappeared from the list": not in what the page lists (a message may well name it)
_FROM_THE_LIST = re.compile(rf"(?:from|aus)\s+{_ARTICLE}?(?:{words('listings')})$", re.I)
_STATE = [
    re.compile(rf"^(?P<target>.+?)\s+{_BE}\s+(?P<neg>(?:{words('negations')})\s+)?"
               rf"{_maybe('now', 'quantifiers')}(?P<state>{_STATE_WORDS}){_WHERE}"
               rf"(?:\s+(?:{words('be_at_end')}))?$", re.I),
    re.compile(rf"^(?P<target>.+?)\s+(?P<neg>(?:{words('negations')})\s+)?(?P<state>{_STATE_WORDS})\s+"
               rf"(?:{words('be_at_end')})$", re.I),
    re.compile(rf"^(?P<target>.+?)\s+(?P<neg>{words('doesnt')})?\s*(?:(?:has|have)\s+)?"
               rf"(?P<state>{words('appears', 'disappears')}){_WHERE}$", re.I),
]
# ""credit-scoring" is in the list of experiments", „„X“ steht in der Liste der Runs“: the words in that place
_IN_A_PLACE_TEXT = [
    re.compile(rf"^(?P<value>{Q})\s+{_SHOULD}(?:{words('be')})\s+(?P<no>(?:{words('negations')})\s+)?"
               rf"(?P<where>(?:in|on|under|among)\s+\S.*)$", re.I),
    re.compile(rf"^(?P<value>{Q})\s+(?P<where>(?:in|im|unter|auf)\s+\S.*?)\s+"
               rf"(?:steht|stehen|ist|sind|erscheint|erscheinen|vorkommt|auftaucht)$", re.I),
    # „dass in der Zeile Travel „392.60“ steht“: the place first, as German may put it
    re.compile(rf"^(?P<where>(?:in|im|unter|auf)\s+[^\"]*?\S)\s+(?P<value>{Q})\s+"
               rf"(?:steht|stehen|erscheint|erscheinen|vorkommt|auftaucht)$", re.I),
]
# a list the step names by what it lists: "the list", "the list of experiments", "the experiment list", „die
# Liste der Runs“: what the page lists, its menus and messages aside
_LISTINGS = words("listings")
_A_LISTING = re.compile(rf"^(?:(?:{_LISTINGS})(?:\s+(?:of|der|des|von)\s+.+)?|[\w-]+\s+(?:{_LISTINGS}))$", re.I)


# "the row Travel", „die Zeile Travel“: a row named by what it says is the part that says it
_ROW_NAMED = re.compile(rf"^(?:{words('row_nouns')})\s+(?:(?:for|of|für|von|mit)\s+)?(?=\S)", re.I)


def _in_a_place_text(match: re.Match[str]) -> Intent:
    where = _ROW_NAMED.sub("", _drop_articles(re.sub(r"^\S+\s+", "", match.group("where"))))
    place = None if re.fullmatch(_PAGE, where, re.I) else LISTING if _A_LISTING.match(where) else where
    kind = K.ASSERT_NO_TEXT if match.groupdict().get("no") else K.ASSERT_TEXT  # ""X" is not in the list"
    return Intent(kind=kind, value=unquote(match.group("value")), context=place)


_VALUE = [
    re.compile(rf"^{_ARTICLE}?(?:{words('value_nouns')})\s+(?:{words('of')})\s+(?P<target>.+?)\s+"
               rf"{_SHOULD}(?:{words('be', 'value_equals')})\s+(?P<value>.+)$", re.I),
    re.compile(rf"^(?P<target>.+?)\s+{_SHOULD}(?:{words('shows', 'value_equals', 'be', 'set_to_be')})\s+"
               rf"{_ARTICLE}?{_maybe('value_nouns', 'text_nouns')}"
               rf"(?P<value>{Q}){_PARTICLE}$", re.I),
    # „die Überschrift „Runs“ lautet“: the verb last, as a German clause after „dass“ has it
    re.compile(rf"^(?P<target>.+?)\s+(?P<value>{Q})\s+(?:{words('value_equals', 'be_at_end')})$", re.I),
]


# "the Total is 12.50", ""Grace Hopper" shows 8812": a number said unquoted
_NUMBER_VALUE = re.compile(rf"^(?P<target>.+?)\s+{_SHOULD}(?:{words('be', 'value_equals', 'shows')})\s+"
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
    count = str(VOCABULARY.numbers[number]) if number in VOCABULARY.numbers else number
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
    from_the_list = bool(where and _FROM_THE_LIST.fullmatch(where))
    where = None if from_the_list else where
    if where:  # "... is listed under Shop": the place it must be in ("the list of experiments": what is listed)
        intent.context = _drop_articles(re.sub(r"^\S+\s+", "", where))
        intent.context = LISTING if _A_LISTING.match(intent.context) else intent.context
        if kind is K.ASSERT_CHECKED:  # "Mystery" is selected in the Genre dropdown: the list's chosen option
            field = parse_target(intent.context, Intent(kind=K.ASSERT_VALUE, value=unquote(phrase)))
            if field.role in ("combobox", "listbox") and field.target:
                return field
    if not intent.names_a_kind and re.search(Q, phrase) and kind in (K.ASSERT_VISIBLE, K.ASSERT_HIDDEN):
        # "Verify "Order placed" is shown": a text, not an element
        text = unquote(_QUOTED.findall(phrase)[0])
        # "... is (not) listed", "... has disappeared from the list": in the page's lists, not its messages
        listed = LISTING if state in _LISTED or from_the_list else None
        return Intent(kind=K.ASSERT_TEXT if kind is K.ASSERT_VISIBLE else K.ASSERT_NO_TEXT, value=text,
                      context=intent.context if where else listed)
    return intent


def _left_as(match: re.Match[str]) -> Intent | None:
    """"Leave the Artifact Location empty": the field is checked to be so, and nothing is done to it."""
    kind = _STATES[" ".join(match.group("state").lower().split())]
    if kind not in (K.ASSERT_VALUE, K.ASSERT_CHECKED, K.ASSERT_UNCHECKED, K.ASSERT_ENABLED, K.ASSERT_DISABLED):
        return None
    return parse_target(match.group("target"), Intent(kind=kind, value="" if kind is K.ASSERT_VALUE else None))


# "shows the chart "Revenue 2024"": a word for what the words are, then the words
_KIND_THEN_QUOTED = re.compile(rf"^{_ARTICLE}?[^\W\d_][\w-]*\s+(?P<name>{Q})$")


def _text_intent(kind: ActionKind, value: str) -> Intent:
    value = value.strip()
    if named := _KIND_THEN_QUOTED.match(value):
        value = named["name"]
    if not _is_quoted(value):
        probe = parse_target(value, Intent(kind=K.ASSERT_VISIBLE))
        if probe.names_a_kind and probe.target:
            return probe if kind is K.ASSERT_TEXT else parse_target(value, Intent(kind=K.ASSERT_HIDDEN))
    return Intent(kind=kind, value=unquote(value))


# "the row for Order #6 shows Shipped", "the list shows "13 customers"": words inside a part of the page
_PLACE_SHOWS = re.compile(
    rf"^{_ARTICLE}?(?P<place>{_maybe('ordinals')}(?:[\w-]+\s+)?(?:{words('showing_parts')})\b.*?)\s+"
    rf"{_SHOULD}{_maybe('now', 'joiners')}(?P<no>(?:(?:does|do)\s+)?(?:{words('negations')})\s+|(?:doesn't|don't)\s+)?"
    rf"(?:{words('shows', 'says')})\s+(?P<only>(?:{words('only')})\s+)?(?P<value>.+?)"
    rf"(?P<only_after>\s+(?:{words('only')}))?$", re.I)
# what an item costs: ""Day pass Saturday" costs "€45.00"", "the Weekend pass is offered for "€65.00"", „„Day pass
# Sunday“ kostet „€45.00““
_COSTS = re.compile(rf"^{_ARTICLE}?(?P<record>{Q}|[^\"]+?)\s+{_SHOULD}(?:costs?|kostet|"
                    rf"(?:is|be)\s+(?:priced\s+at|offered\s+for|sold\s+for))\s+(?P<value>{Q}|\S+)$", re.I)
# the German verb last: „die Zeile „Notebook A5“ (weiterhin) „150“ zeigt“, „… nicht mehr „Pending“ anzeigt“
_ROW_SHOWS_DE = re.compile(
    rf"^(?:die|der|das)\s+(?:zeile|eintrag|datensatz|karte)\s+(?:(?:für|von|mit)\s+)?(?P<record>{Q})"
    rf"{_MAYBE_NOW}\s+(?P<no>(?:nicht\s+mehr|nicht|kein)\s+)?(?P<value>{Q})\s+"
    rf"(?:zeigt|anzeigt|enthält|zeigen|anzeigen)$", re.I)
# a record shown with a value: ""Marketing Funnel" is listed with the status "Draft"" (or "is marked "Draft""),
# „„Marketing Funnel“ mit dem Status „Entwurf“ angezeigt wird“, „„Marketing Funnel“ dort als „Veröffentlicht“
# steht“: its row or part shows it, under that column when one is named
_SHOWN_WITH = re.compile(
    rf"^(?P<record>{Q})\s+(?:{_BE}\s+)?{_MAYBE_NOW}(?:(?:{words('shown')})\s+)?(?:(?:dort|there|now|jetzt)\s+)?"
    rf"(?:(?:{words('with_')})\s+{_ARTICLE}?(?:(?P<column>[^\W\d_][\w-]*)\s+)?|(?:{words('as_')})\s+"
    rf"|(?:{words('marked_as')})\s+(?:(?:{words('as_')})\s+)?)(?P<value>{Q})"
    rf"(?:\s+(?:{words('shown')})?\s*(?:{words('be_at_end')}|steht|stehen|erscheint))?$", re.I)
# "There should be a "Log in again" link", "There is no Delete button"
_THERE_IS = re.compile(rf"^(?:{words('there_is')})\s+(?P<no>(?:{words('no')})\s+)?"
                       rf"{_maybe('articles', 'numbers')}(?P<target>[^\d\s].*)$", re.I)


def _place_shows(match: re.Match[str]) -> Intent | None:
    """"the row for Order #6 shows Shipped": the words inside the row that shows "Order #6"; "the list shows
    "13 customers"" (a place with no name): on the page; "the first row shows Aperture Science": that row. None
    for a quoted value in a row known by its position (a value check reads it)."""
    place = match.group("place")
    if re.match(rf"(?:{words('ordinals')})\b", place, re.I):
        # "the first row shows Aperture Science": that row's words; a quoted value is read as a value check
        value = match.group("value")
        if match.group("no"):  # "the first row no longer shows "Kettle"": its words, quoted or not
            return parse_target(place, Intent(kind=K.ASSERT_NO_TEXT, value=unquote(value)))
        if _is_quoted(value) or match.group("only") or match.group("only_after"):
            return None
        return parse_target(place, Intent(kind=K.ASSERT_VALUE, value=value.strip()))
    if re.fullmatch(rf"[\w-]+\s+(?:{words('listings')})", place, re.I):  # "the todo list": a list of todos
        place = place.split()[-1]
    named = re.sub(rf"^(?:{words('containers', 'showing_parts')})\b\s*(?:(?:{words('about')})\b)?\s*",
                   "", place, flags=re.I).strip()
    if not named and not re.fullmatch(words("listings"), place, re.I):
        return None  # "the dialog shows ...": the dialog is an element of its own

    only = bool(match.group("only") or match.group("only_after"))
    if not match.group("no"):
        return Intent(kind=K.ASSERT_TEXT, value=unquote(match.group("value")), context=unquote(named) or None,
                      only=only)
    if only:
        return None  # "the list does not show only X"
    # "the table no longer shows Grace": not in that part, or, for a list the step does not name, in none of
    # the page's lists (its messages may well name what was removed)
    return Intent(kind=K.ASSERT_NO_TEXT, value=unquote(match.group("value")), context=unquote(named) or LISTING)


def _there_is(match: re.Match[str]) -> Intent:
    """"There should be a "Log in again" link": an element (or, quoted alone, the words) on the page."""
    kind = K.ASSERT_HIDDEN if match.group("no") else K.ASSERT_VISIBLE
    phrase = match.group("target")
    intent = parse_target(phrase, Intent(kind=kind))
    if not intent.names_a_kind and _is_quoted(phrase):
        return Intent(kind=K.ASSERT_TEXT if kind is K.ASSERT_VISIBLE else K.ASSERT_NO_TEXT, value=unquote(phrase))
    return intent


# One cell of a table: the column the step names, in the row of the record it names or at a position. "Dmitri
# has a balance of "-€217.52"", "the email of Alan Turing is alan@example.com", "Alan Turing's email is ...", "the
# id in the first row is 201", "the first row has id 201", „die E-Mail von Alan Turing ist …“, „Farid eine Bilanz
# von „-5,63“ hat“. A record is quoted or written with capitals; a column is a word or three ("last seen").
_RECORD = r"(?:\"[^\"]+\"|'[^']+'|[A-ZÄÖÜ][\w.@-]*(?:\s+[A-ZÄÖÜ\d][\w.@-]*)*)"
_COLUMN = r"[^\W\d_][\w-]*(?:\s+[^\W\d_][\w-]*){0,2}?"
_ROW_AT = rf"(?:[Tt]he\s+|[Dd]ie\s+)?(?P<ordinal>{words('ordinals')})\s+(?:row|line|entry|result|Zeile|Eintrag)"
_ROW = rf"(?:(?P<record>{_RECORD})|{_ROW_AT})"
_IS = rf"{_SHOULD}(?:is|be|equals?|reads?){_MAYBE_NOW}"  # "Dmitri's balance is now "-€89.57""
_STILL = rf"(?:(?:{words('now')})\s+)?"  # "still has", "now shows"
_CELL_CHECKS = [
    re.compile(rf"^(?P<record>{_RECORD})\s+{_SHOULD}{_STILL}(?:has|have)\s+(?:a|an|the)\s+(?P<column>{_COLUMN})\s+of\s+"
               rf"(?P<value>{Q}|\S+)$"),
    re.compile(rf"^(?P<record>{_RECORD})\s+(?:eine|einen|ein|den|die|das)\s+(?P<column>{_COLUMN})\s+von\s+"
               rf"(?P<value>{Q}|\S+)\s+(?:hat|haben|hätte)$"),
    re.compile(rf"^(?:[Tt]he\s+)?(?P<column>{_COLUMN})\s+(?:of|for|in)\s+{_ROW}\s+{_IS}\s+(?P<value>.+)$"),
    re.compile(rf"^(?P<record>{_RECORD})['’]s\s+(?P<column>{_COLUMN})\s+{_IS}\s+(?P<value>.+)$"),
    re.compile(rf"^(?P<record>{_RECORD})\s+{_SHOULD}(?:has|have)\s+(?:a|an|the)\s+(?P<column>{_COLUMN})\s+"
               rf"(?P<value>{Q})$"),
    # "the "update" entry shows the author "account:alice"", "the "Desk Lamp Pro" row now shows a stock of 25"
    re.compile(rf"^(?:[Tt]he\s+)?(?P<record>{Q})\s+(?:entry|row|item|line|record|version)\s+{_SHOULD}{_STILL}"
               rf"(?:shows|has|lists)\s+(?:the|a|an)\s+(?P<column>{_COLUMN})\s+(?:(?P<value>{Q})|of\s+(?P<value_of>{Q}|\S+))$"),
    # "the row for "Summer Trends 2025" shows the status "Draft""
    re.compile(rf"^(?:[Tt]he\s+)?(?:entry|row|item|line|record)\s+(?:for|of|with)\s+(?P<record>{Q})\s+{_SHOULD}{_STILL}"
               rf"(?:shows|has|lists)\s+(?:the|a|an)\s+(?P<column>{_COLUMN})\s+(?:(?P<value>{Q})|of\s+(?P<value_of>{Q}|\S+))$"),
    re.compile(rf"^{_ROW_AT}\s+{_SHOULD}(?:has|have)\s+(?:(?:a|an|the)\s+)?(?P<column>{_COLUMN})\s+(?:of\s+)?"
               rf"(?P<value>{Q})$"),
    re.compile(rf"^{_ROW_AT}\s+{_SHOULD}(?:has|have)\s+(?:(?:a|an|the)\s+)?(?P<column>[^\W\d_][\w-]*)\s+(?:of\s+)?"
               rf"(?P<value>[^\s\"']+)$"),
    re.compile(rf"^(?:[Dd]er|[Dd]ie|[Dd]as)\s+(?P<column>{_COLUMN})\s+(?:von|für|in)\s+{_ROW}\s+"
               rf"(?:(?:ist|lautet)\s+(?P<value>.+)|(?P<value_first>{Q}|\S+)\s+(?:ist|lautet))$"),
    # „die Zeile „Milchkännchen“ den Preis „9.5“ zeigt“
    re.compile(rf"^(?:[Dd]ie|[Dd]er|[Dd]as)\s+(?:Zeile|Eintrag|Datensatz)\s+(?:(?:für|von|mit)\s+)?(?P<record>{Q})"
               rf"{_MAYBE_NOW}\s+(?:den|die|das)\s+(?P<column>{_COLUMN})\s+(?P<value>{Q}|\S+)\s+"
               rf"(?:zeigt|anzeigt|enthält|hat)$"),
]
# what a field's or an element's own words are called: "the value of Username is ..." names no column
_NO_COLUMN = frozenset({"value", "text", "content", "contents", "wert", "inhalt", "title", "titel"})


def _cell_check(text: str) -> Intent | None:
    """"the email of Alan Turing is alan@example.com": the words the step names (the column) in a record's row,
    or in the row at a position."""
    for pattern in _CELL_CHECKS:
        if not (match := pattern.match(text)) or match["column"].lower() in _NO_COLUMN:
            continue
        said = match.groupdict()
        value = unquote((said["value"] or said.get("value_first") or said.get("value_of") or "").rstrip("."))
        intent = Intent(kind=K.ASSERT_VALUE, target=match["column"], value=value)
        if said.get("record"):
            intent.context = unquote(said["record"])
        else:
            intent.role, intent.ordinal = "row", VOCABULARY.ordinals[match["ordinal"].lower()]
        return intent
    return None


# a record's place in a list: ""Rack Server R720" is the first product in the list", ""Kettle" is listed last",
# „„Kettle“ ist das erste Produkt in der Liste“: the words in that row of the page's content table
_IN_PLACE = [
    re.compile(rf"^(?P<value>{Q})\s+{_SHOULD}(?:is|be)\s+(?:the\s+)?(?P<ordinal>{words('ordinals')})"
               rf"(?:\s+[\w-]+)?(?:\s+(?:in|of|on)\s+(?:the\s+)?(?:{words('listings')}|table|results))?$", re.I),
    re.compile(rf"^(?P<value>{Q})\s+{_SHOULD}(?:is|be)\s+(?:listed|shown|sorted)\s+(?P<ordinal>first|last)$", re.I),
    re.compile(rf"^(?P<value>{Q})\s+{_SHOULD}(?:is|be)\s+(?:in|on)\s+the\s+(?P<ordinal>{words('ordinals')})\s+"
               rf"(?:row|line)$", re.I),
    re.compile(rf"^(?P<value>{Q})\s+(?P<verb>ist\s+|steht\s+)?(?:der|die|das)\s+(?P<ordinal>{words('ordinals')})"
               rf"(?:\s+[\w-]+)?(?:\s+in\s+der\s+(?:Liste|Tabelle))?(?(verb)|\s+(?:ist|steht))$", re.I),
]


# ""Customer Insights" is the only dashboard in the list", „„X“ ist das einzige Dashboard in der Liste“: the list
# shows it, and nothing else
_THE_ONLY = re.compile(
    rf"^(?P<value>{Q})\s+(?P<verb>{_SHOULD}(?:is|be|ist)\s+)?(?:{words('the_only')})\s+[\w-]+"
    rf"(?:\s+(?:in|on|im|in\s+der|auf\s+der)\s+{_ARTICLE}?(?:{words('listings')}|table|results|tabelle|seite|page))?"
    rf"(?:\s+(?:{words('shown')}|left|übrig))?(?(verb)|\s+ist)$", re.I)


def _presence(text: str) -> Intent | None:
    """"the row for Order #6 shows Shipped", "There should be a "Log in again" link", "Dmitri has a balance of
    "X"" (the row or part of the record it names shows the value)."""
    if cell := _cell_check(text):
        return cell
    if match := _THE_ONLY.match(text):
        return Intent(kind=K.ASSERT_TEXT, value=unquote(match["value"]), only=True)
    for pattern in _IN_PLACE:
        if match := pattern.match(text):
            return parse_target(f"{match['ordinal']} row", Intent(kind=K.ASSERT_VALUE, value=unquote(match["value"])))
    if match := _COSTS.match(text):  # ""Day pass Saturday" costs "€45.00"": the item's own part shows it
        return Intent(kind=K.ASSERT_TEXT, value=unquote(match["value"]), context=unquote(match["record"]))
    if (match := _PLACE_SHOWS.match(text)) and (shown := _place_shows(match)):
        return shown
    if match := _ROW_SHOWS_DE.match(text):  # „die Zeile „Notebook A5“ weiterhin „150“ zeigt“
        kind = K.ASSERT_NO_TEXT if match["no"] else K.ASSERT_TEXT
        return Intent(kind=kind, value=unquote(match["value"]), context=unquote(match["record"]))
    if match := _SHOWN_WITH.match(text):
        if match["column"]:  # its value in that column, as "the status of "X" is "Y"" reads it
            return _cell_check(f"the {match['column']} of {match['record']} is {match['value']}")
        return Intent(kind=K.ASSERT_TEXT, value=unquote(match["value"]), context=unquote(match["record"]))
    if match := _THERE_IS.match(text):
        return _there_is(match)
    return None


def _value_intent(match: re.Match[str]) -> Intent:
    if re.fullmatch(_PAGE, match.group("target"), re.I):
        return Intent(kind=K.ASSERT_TEXT, value=unquote(match.group("value")))
    return parse_target(match.group("target"), Intent(kind=K.ASSERT_VALUE, value=unquote(match.group("value"))))


# the forms of a check, in the order they are tried, each read by its builder (None: not this form after all)
_FORMS: list[tuple[list[re.Pattern[str]], Callable[[re.Match[str]], Intent | None]]] = [
    (_NO_TEXT, lambda match: _text_intent(K.ASSERT_NO_TEXT, match.group("value"))),
    (_TEXT, lambda match: _text_intent(K.ASSERT_TEXT, match.group("value"))),
    (_STATE, _state_intent),
    (_IN_A_PLACE_TEXT, _in_a_place_text),
    (_VALUE, _value_intent),
]


def parse_assertion(text: str, *, bare_text: bool = True) -> Intent | None:
    """An assertion clause ("the page shows X", "Save is disabled", "there are 3 rows"), or None."""
    for pattern, kind in ((_URL, K.ASSERT_URL), (_TITLE, K.ASSERT_TITLE)):
        if match := pattern.match(text):
            return Intent(kind=kind, value=unquote(match.group("value")))
    if counted := _count(text) or _presence(text):
        return counted
    for patterns, build in _FORMS:
        for pattern in patterns:
            if (match := pattern.match(text)) and (intent := build(match)):
                return intent
    if match := _NUMBER_VALUE.match(text):
        return parse_target(match.group("target"), Intent(kind=K.ASSERT_VALUE, value=match.group("value")))
    if bare_text and _is_quoted(text):
        return Intent(kind=K.ASSERT_TEXT, value=unquote(text))
    return None


# ---- actions -------------------------------------------------------------------------------------------

_URL_VALUE = r"(?P<url>(?:https?|file)://\S+|/\S*|www\.\S+|\"(?:https?://|/)[^\"]*\"|localhost\S*|127\.0\.0\.1\S*)"
_FILL_PREP = words("fill_into")
_KEY = (r"(?P<key>(?:(?:" + "|".join(VOCABULARY.modifiers) + r")\s*\+\s*)*(?:" + "|".join(
    sorted((re.escape(k) for k in VOCABULARY.keys), key=len, reverse=True)) + r"|[a-z0-9]|[^\s\w\"'])|(?:(?:"
    + "|".join(VOCABULARY.modifiers) + r")\s*\+\s*)+\S)")


def key_name(key: str) -> str:
    """"control+a" -> "Control+a"; "eingabetaste" -> "Enter"; "Ctrl + Shift + K" -> "Control+Shift+K"."""
    parts = [part.strip() for part in key.split("+")]
    named = [VOCABULARY.modifiers.get(part.lower(), VOCABULARY.keys.get(part.lower(), part)) for part in parts[:-1]]
    last = parts[-1]
    named.append(VOCABULARY.keys.get(last.lower(), last if len(last) == 1 else last.capitalize()))
    return "+".join(named)


# "Enter an item that starts with "Rus"": the quoted words describe the value, they are not it
_DESCRIBES_VALUE = re.compile(rf"\b(?:{words('describes')})$", re.I)


def _not_a_value(groups: dict[str, str | None]) -> bool:
    """Whether the "value" of a match is no value to type: it points at the page, is described, or runs from one
    quoted text into another ('"x" in the field "Name"' is a value and a place, never the value 'x" in ... "Name')."""
    value, target = groups.get("value") or "", groups.get("target") or ""
    return bool((value and _POINTS_AT.match(value)) or _DESCRIBES_VALUE.search(target) or _TWO_QUOTED.match(value))
_TWO_QUOTED = re.compile(r'^\s*"[^"]*"\S*\s.*"')
# "Type the text below into the field": the value is something the page shows, not these words
_POINTS_AT = re.compile(rf"^(?:{words('articles')}|these|those)\b.*\b(?:{words('pointers')})$", re.I)


def _changed(match: re.Match[str]) -> Intent | None:
    """"Change the weight from 2.5 to 3.0": filled with the new value once the field is seen to hold the old."""
    intent = _targeted(K.FILL)(match)
    if intent is not None:
        intent.was = unquote(match.group("was"))
    return intent


_OPENING = re.compile(rf"^(?:{words('opening_verbs')})$", re.IGNORECASE)


def _clicked(match: re.Match[str]) -> Intent | None:
    """A click; "Open the order of X" clicks what opens a view, not the row's tick box its code names "order"."""
    intent = _targeted(K.CLICK)(match)
    if intent is not None and _OPENING.match(match.group("verb")):
        intent.purpose = Purpose.OPEN
    return intent


def _targeted(kind: ActionKind) -> Callable[[re.Match[str]], Intent | None]:
    def build(match: re.Match[str]) -> Intent | None:
        groups = match.groupdict()
        if _not_a_value(groups):
            return None
        value = _offered(groups["value"]) if groups.get("value") is not None else None
        intent = parse_target(groups.get("target") or "", Intent(kind=kind, value=value))
        if kind in (K.CHECK, K.UNCHECK) and intent.role == "textbox":
            intent.role = "checkbox"  # "tick the box next to ..."
        if kind is K.SELECT and intent.value is not None and not intent.target and intent.role in _CHOSEN_ROLES:
            intent.target, intent.value = intent.value, None  # "Select the option "Pro"": the option named so
        return intent
    return build


_CHOSEN_ROLES = frozenset({"option", "radio", "tab", "menuitem", "checkbox", "switch"})
_NAMED_CHOICE = re.compile(rf"^{_ARTICLE}?(?:{words('choice_nouns')})\s+(?P<value>{Q})$", re.I)


def _offered(value: str) -> str:
    """A value as what it names: "the entry "Germany"", „den Eintrag „Germany““ choose "Germany"."""
    named = _NAMED_CHOICE.match(value.strip())
    return unquote(named.group("value") if named else value)


def _searched(match: re.Match[str]) -> Intent | None:
    intent = _targeted(K.FILL)(match)
    if intent is not None:
        intent.then_enter = True
    return intent


_SEARCHED_IN = re.compile(rf"^(?:{words('search_in')})\s+(?P<field>.+)$", re.I)


def _searched_in(said: str, value: str) -> Intent:
    """"Search in the Name field for X", „Suche im Namensfeld nach X“: that field; "Search the runs for X": a search
    field, of those things ("Search runs"), the words read on the page."""
    intent = Intent(kind=K.FILL, role="textbox", then_enter=True, value=value)
    if field := _SEARCHED_IN.match(said):
        return parse_target(field["field"], intent)
    return parse_target(f"search {said}", intent)


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
    if re.fullmatch(rf"{_PAGE}(?:\s+(?:{words('loaded', 'loading')}))?|(?:{words('loading')})", phrase, re.I):
        return Intent(kind=K.WAIT, value="load")
    if _is_quoted(phrase):  # "Wait for "Saved"": words on the page, whatever element shows them
        return Intent(kind=K.WAIT, target=unquote(phrase), value=unquote(phrase))
    return parse_target(phrase, Intent(kind=K.WAIT))


def _scroll(match: re.Match[str]) -> Intent:
    direction = " ".join((match.groupdict().get("dir") or "").lower().split())
    value = VOCABULARY.directions.get(direction)
    target = match.groupdict().get("target")
    if target:
        return parse_target(target, Intent(kind=K.SCROLL))
    return Intent(kind=K.SCROLL, value=value or "down")


def _submit(match: re.Match[str]) -> Intent:
    """"Submit the login form": its submit button."""
    phrase = match.group("target")
    form = re.sub(rf"^{_ARTICLE}?(.*?)\s*(?:{words('form')})$", r"\1", phrase, flags=re.I).strip()
    return Intent(kind=K.CLICK, target="submit", role="button", phrase=phrase, context=form or None)


def _closing(phrase: str) -> Intent:
    """"Close the dialog", "Dismiss the cookie banner": what closes the place named."""
    return Intent(kind=K.CLICK, target="close", purpose=Purpose.CLOSE, phrase=phrase,
                  context=_drop_articles(phrase) or None)


def _close(match: re.Match[str]) -> Intent:
    return _closing(match.group("target"))


def _follow(match: re.Match[str]) -> Intent:
    """"Follow Docs": a link."""
    intent = parse_target(match.group("target"), Intent(kind=K.CLICK))
    if not intent.names_a_kind:
        intent.role = "link"
    return intent



def _page_place(phrase: str) -> Intent:
    """"Go to the Pricing page": a link is meant, and any link that leads there will do."""
    intent = parse_target(phrase, Intent(kind=K.CLICK))
    intent.destination = True
    return intent


def _go_to(match: re.Match[str]) -> Intent:
    return _page_place(match.group("target"))


def _choose(match: re.Match[str]) -> Intent:
    """"Select the Express radio button" / "Select Germany": the brain finds what holds the option."""
    return parse_target(match.group("target"), Intent(kind=K.SELECT))


def _upload(match: re.Match[str]) -> Intent:
    intent = Intent(kind=K.UPLOAD, value=unquote(match.group("value") or match.group("file")))
    if match.group("target"):
        parse_target(match.group("target"), intent)
    return intent


_BROWSER = rf"(?:\s+(?:{words('of', 'on')})\s+{_ARTICLE}?(?:{words('browser')}))?"
_HISTORY = (rf"(?:\s+{_maybe('go_to')}{_maybe('articles', 'numbers')}{_maybe('previous', 'next')}"
            rf"(?:{words('view_nouns')}))?")
_BROWSER_BUTTON = rf"(?:{words('click', 'use')})\s+{_maybe('on')}{_ARTICLE}?(?:{words('browser')})(?:'s)?\s+"
_V = words  # the verbs of a kind, in every language: _V("click")
_TO = rf"(?:{words('go_to')})"  # "go to", "gehe zu"
_THEN = rf"{_PARTICLE}$"  # a clause ends, perhaps with a separable particle


def _browser(kind: ActionKind) -> _Builder:
    return lambda match: Intent(kind=kind)


def _accept(match: re.Match[str]) -> Intent:
    """"Accept the alert", "Click Delete and confirm": the browser's dialog, or else the page's button so named."""
    verb = match.group("verb")
    page_button = None if match.group("noun") else Intent(kind=K.CLICK, target=verb, phrase=verb)
    return Intent(kind=K.ACCEPT_DIALOG, context=_message(match), otherwise=page_button)


def _dismiss(match: re.Match[str]) -> Intent:
    """"Dismiss the alert", "Close the confirmation dialog": the browser's dialog, or else what closes the page's."""
    noun = match.group("noun")
    closer = Intent(kind=K.CLICK, target="close", purpose=Purpose.CLOSE, phrase=noun, context=_drop_articles(noun))
    return Intent(kind=K.DISMISS_DIALOG, context=_message(match), otherwise=closer)


def _message(match: re.Match[str]) -> str | None:
    """What the step says the browser's dialog says, when it names it so."""
    return unquote(match.group("message")) if match.group("message") else None


def _prompt_answer(match: re.Match[str]) -> Intent:
    """"Enter "Bob" into the prompt": the browser's prompt, accepted with those words."""
    return Intent(kind=K.ACCEPT_DIALOG, value=unquote(match.group("value")))


def _which_tab(said: str | None) -> str | None:
    """The tab a word names, as `Action.value` has it: "new", "previous" or a position ("1", "-1")."""
    word = " ".join((said or "").lower().split())
    if not word or word in VOCABULARY.tab_current:
        return None
    if word in VOCABULARY.tab_new or word in VOCABULARY.popups:
        return "new"
    if word in VOCABULARY.tab_previous:
        return "previous"
    return "1" if word in VOCABULARY.tab_first else str(VOCABULARY.ordinals[word])


def _tab_intent(kind: ActionKind, match: re.Match[str]) -> Intent:
    """"Switch to the new tab", "Go back to the first tab", "Switch to the tab "Help"", "Close the tab": the
    browser's own tabs, named by a word for which one, a position, or words of their title or address."""
    named = unquote(match.groupdict().get("words") or "")
    which = str(int(named.lstrip("#"))) if re.fullmatch(r"#?\d+", named) else _which_tab(
        match.groupdict().get("which") or match.groupdict().get("popup"))
    return Intent(kind=kind, value=which, target="" if which else named, phrase=match.group(0))


def _tab(kind: ActionKind) -> _Builder:
    return lambda match: _tab_intent(kind, match)


def _tab_or_page(kind: ActionKind, otherwise: Callable[[str], Intent]) -> _Builder:
    """"Switch to the Billing tab", "Close the README tab": a browser tab so titled when one is open (the step
    runner looks), else what the words meant before tabs: the page's own tab, or what closes it."""
    def build(match: re.Match[str]) -> Intent:
        intent = _tab_intent(kind, match)
        intent.otherwise = otherwise(match.group("phrase"))
        return intent
    return build


def _switched(match: re.Match[str]) -> Intent:
    """"Switch the sidebar to "Model training"": the choice the step names, clicked in the part it names."""
    intent = parse_target(match.group("target"), Intent(kind=K.CLICK))
    intent.context = match.group("place")
    return intent


_BROWSER_DIALOG = rf"{_ARTICLE}?(?:{words('browser_dialogs')})"
_SAYING = rf'(?:\s+(?P<message>{Q}))?'  # the dialog named by what it says: "the confirmation "Are you sure?""
_Builder = Callable[[re.Match[str]], Intent | None]
_BACK = rf"(?:{words('back')})"
# "switch to", "go back to", "wechsle zurück zum", and "Zurück zum" with no verb
_SWITCH_TO = (rf"(?:(?:{_V('switch')})\s+(?:{_BACK}\s+)?|{_BACK}\s+)(?:{words('switch_to')})\s+{_ARTICLE}?")
_BACK_AT_END = rf"(?:\s+{_BACK})?$"  # "Wechsle zum ersten Tab zurück"
_TAB = rf"(?:{words('browser_tabs', 'browser_windows')})"
_THIS_TAB = rf"{_ARTICLE}?(?:(?:{words('tab_current')})\s+)?"  # "the tab", "this tab", "the current tab"
_WHICH_TAB = rf"(?P<which>{words('tab_new', 'tab_first', 'tab_previous', 'ordinals')})"
_TAB_NAMED = rf"(?:\s+(?:(?:{words('named', 'about')})\s+)?(?P<words>.+?))"
_ACTIONS: list[tuple[re.Pattern[str], _Builder]] = [(re.compile(p, re.I), b) for p, b in [
    # the browser's tabs: "Switch to the new tab", "Zurück zum ersten Tab", "Switch to the tab "Help"",
    # "Switch to the popup", "Close the tab", "Schließe den neuen Tab"
    (rf"^{_SWITCH_TO}(?:{_WHICH_TAB}\s+(?:{_TAB}|{words('popups')})|(?P<popup>{words('popups')})(?:\s+{_TAB})?)"
     rf"{_BACK_AT_END}", _tab(K.SWITCH_TAB)),
    (rf"^{_SWITCH_TO}(?:{_TAB}|{words('popups')}){_TAB_NAMED}{_BACK_AT_END}", _tab(K.SWITCH_TAB)),
    (rf"^(?:{_V('switch')})\s+(?:{_BACK}\s+)?(?:{words('switch_to')})\s+(?P<phrase>{_ARTICLE}?(?P<words>.+?)\s+"
     rf"(?:{_TAB}|{words('popups')})){_BACK_AT_END}", _tab_or_page(K.SWITCH_TAB, _page_place)),
    # a part of the page switched to one of the choices it offers: "Switch the sidebar to "Model training"",
    # „Wechsle in der Seitenleiste auf „Model training““: that choice, clicked in that part
    (rf"^(?:switch|toggle|change|set)\s+{_ARTICLE}?(?P<place>{words('landmarks')}|menu|toolbar|panel)\s+"
     rf"(?:to|into)\s+(?P<target>.+)$", _switched),
    (rf"^(?:wechsle|schalte)\s+(?:in|im)\s+(?:(?:der|dem|den)\s+)?(?P<place>{words('landmarks')}|menü|leiste)\s+"
     rf"(?:auf|zu|zum|zur)\s+(?P<target>.+)$", _switched),
    # "Switch "Archived" on", „Schalte „Archiviert“ aus“: a switch or box, to the state said last
    (rf"^(?:{_V('flip')})\s+(?P<target>.+?)\s+(?:(?P<on>{words('flipped_on')})|{words('flipped_off')})$",
     lambda m: _targeted(K.CHECK if m.group("on") else K.UNCHECK)(m)),
    # "Leave the Artifact Location empty", "Keep "Remember me" ticked", „Lass das Feld „Notiz“ leer“: a check
    (rf"^(?:{_V('leave')})\s+(?P<target>.+?)\s+(?P<state>{_STATE_WORDS})$", _left_as),
    (rf"^(?:{_V('close')})\s+{_ARTICLE}?{_WHICH_TAB}\s+{_TAB}$", _tab(K.CLOSE_TAB)),
    (rf"^(?:{_V('close')})\s+{_ARTICLE}?{_TAB}{_TAB_NAMED}$", _tab(K.CLOSE_TAB)),
    (rf"^(?:{_V('close')})\s+{_THIS_TAB}(?:{words('browser_tabs')})$", _tab(K.CLOSE_TAB)),
    (rf"^(?:{_V('close')})\s+(?P<phrase>{_THIS_TAB}(?:{words('browser_windows')})|{_ARTICLE}?(?P<words>.+?)\s+"
     rf"{_TAB})$", _tab_or_page(K.CLOSE_TAB, _closing)),
    # the browser's own dialogs: "Accept the alert", "and confirm", "Dismiss the prompt", "Enter "Bob" into the prompt"
    (rf"^(?P<verb>{_V('accept')})(?:\s+(?P<noun>{_BROWSER_DIALOG}){_SAYING})?{_THEN}", _accept),
    (rf"^(?:{_V('decline')})\s+(?P<noun>{_BROWSER_DIALOG}){_SAYING}{_THEN}", _dismiss),
    (rf"^(?:{_V('type')})\s+(?P<value>{Q}|\S+)\s+(?:{_FILL_PREP})\s+{_ARTICLE}?(?:{words('prompt_nouns')}){_THEN}",
     _prompt_answer),
    (rf"^(?:{_V('answer')})\s+{_ARTICLE}?(?:{words('prompt_nouns')})\s+(?:{words('with_')})\s+(?P<value>{Q}|.+)$",
     _prompt_answer),
    # the browser's own buttons: "Reload the page", "Go back", "Press the browser's Back button"
    (rf"^(?:{_V('reload')})(?:\s+{_ARTICLE}?(?:{words('view_nouns', 'browser', 'tab_nouns')}))?{_BROWSER}"
     rf"(?:\s+(?:{words('anew')}))?$", _browser(K.RELOAD)),
    (rf"^(?:{_V('go')})\s+(?:{words('back')}){_HISTORY}{_BROWSER}$|^{_BROWSER_BUTTON}(?:{words('back')})"
     rf"(?:\s+(?:{words('button_nouns')}))?$|^(?:{_V('go')})\s+{_TO}\s+{_ARTICLE}?(?:{words('previous')})\s+"
     rf"(?:{words('view_nouns')}){_BROWSER}$", _browser(K.GO_BACK)),
    (rf"^(?:{_V('go')})\s+(?:{words('forward')}){_HISTORY}{_BROWSER}$|^{_BROWSER_BUTTON}(?:{words('forward')})"
     rf"(?:\s+(?:{words('button_nouns')}))?$", _browser(K.GO_FORWARD)),
    (rf"^(?:{_V('go')})\s+{_TO}\s+{_URL_VALUE}$", _navigate),
    (rf"^(?:{_V('visit')})\s+{_ARTICLE}?{_maybe('url_nouns', 'view_nouns')}{_URL_VALUE}{_THEN}", _navigate),
    (rf"^(?:{_V('type')})\s+(?P<value>{Q})\s+(?:{_FILL_PREP})\s+(?P<target>.+?){_THEN}", _targeted(K.FILL)),
    (rf"^(?:{_V('fill')})\s+(?P<target>.+?)\s+(?:{words('with_')})\s+(?P<value>.+?){_THEN}",
     _targeted(K.FILL)),
    (rf"^(?:{_V('set')})\s+(?P<target>.+?)\s+(?:{words('changed_from')})\s+(?P<was>{Q}|[^\s\"']+)\s+"
     rf"(?:{words('set_to')})\s+(?P<value>{Q}|[^\s\"']+){_THEN}", _changed),
    (rf"^(?:{_V('set')})\s+(?P<target>.+)\s+(?:{words('set_to')}|=)\s+(?P<value>.+?){_THEN}", _targeted(K.FILL)),
    # an unquoted value, then where it goes: "Gib 15 in das Feld „Stock“ ein", "Enter 15 into \"Stock\""
    (rf"^(?:{_V('type')})\s+(?P<value>[^\"']+?)\s+(?:{words('into')})\s+(?P<target>.+?){_THEN}", _targeted(K.FILL)),
    (rf"^(?:{_V('provide')})\s+(?P<target>[^\"']+?)\s*:?\s+(?P<value>{Q}){_THEN}", _targeted(K.FILL)),
    (rf"^(?:{_V('provide', 'set')})\s+(?P<target>[^:\"']+?)\s*:\s*(?P<value>.+?){_THEN}", _targeted(K.FILL)),
    (rf"^(?:{_V('provide')})\s+(?P<target>[^\"'\d]+?)\s+(?P<value>[-+$€£]?\d\S*|\S+@\S+){_THEN}", _targeted(K.FILL)),
    (rf"^(?:{_V('type')})\s+(?:{_ARTICLE}?(?:{words('text_nouns')})\s+)?(?P<value>{Q}){_THEN}",
     lambda m: Intent(kind=K.FILL, value=unquote(m.group("value")))),
    (rf"^(?:{_V('press')})\s+{_ARTICLE}?{_KEY}(?P<suffix>\s*-?\s*(?:{words('key_nouns')}))?"
     rf"(?:\s+(?:{words('key_in')})\s+(?P<target>.+?))?"
     rf"(?:\s+(?:{words('purpose_link')})\s+(?:{_PURPOSE_VERBS})\b.*)?$", _press),
    (rf"^(?:{_V('search')})\s+{_maybe('search_for')}(?P<value>{Q})\s+(?:{words('search_in')})\s+"
     r"(?P<target>.+)$", _searched),
    (rf"^(?:{_V('search')})\s+(?P<target>(?!(?:{words('search_for')})\b)[^\"']+?)\s+(?:{words('search_for')})\s+"
     r"(?P<value>.+)$",
     lambda m: _searched_in(m.group("target"), unquote(m.group("value")))),
    (rf"^(?:{_V('search')})\s+{_maybe('search_for')}(?P<value>.+)$",
     lambda m: Intent(kind=K.FILL, target="search", role="textbox", value=unquote(m.group("value")),
                      then_enter=True)),
    # "Add a todo "Walk the dog"", "Create a new project "Apollo"": typed into the field for it, then sent
    (rf"^(?:{_V('add')})\s+(?:(?:{words('articles')})\s+{_maybe('new')}|(?:{words('new')})\s+)"
     rf"(?P<target>[^\"']+?)\s*:?\s+(?P<value>{Q}){_THEN}",
     lambda m: None if _not_a_value(m.groupdict()) else parse_target(
         m.group("target"), Intent(kind=K.FILL, value=unquote(m.group("value")), then_enter=True))),
    (rf"^(?:{_V('answer')})\s+{_maybe('with_')}(?P<value>{Q}|\S+)\s+(?:{words('answer_to')})\s+"
     rf"(?:{_ARTICLE}?(?:{words('question')})\s+)?(?P<target>.+)$",
     lambda m: Intent(kind=K.SELECT, target=unquote(m.group("value")), context=unquote(m.group("target")),
                      phrase=unquote(m.group("value")))),
    (rf"^(?:{_V('filter')})\s+{_ARTICLE}?(?P<target>\w+)\s+(?:{words('set_to')})\s+(?P<value>.+)$",
     lambda m: Intent(kind=K.SELECT, target=f"filter {m.group('target')}", value=unquote(m.group("value")))),
    (rf"^(?:{_V('filter')})\s+(?:{_ARTICLE}?\w+\s+)?(?:{words('by')})\s+(?P<target>\w+)\s+(?P<value>.+)$",
     lambda m: Intent(kind=K.SELECT, target=f"filter by {m.group('target')}", value=unquote(m.group("value")))),
    (rf"^(?:{_V('sort')})\s+(?:{_ARTICLE}?\w+\s+)?(?:{words('by')})\s+(?P<value>.+)$",
     lambda m: Intent(kind=K.SELECT, target="sort", purpose=Purpose.SORT, value=unquote(m.group("value")))),
    (rf"^(?:{_V('add_to')})\s+{_ARTICLE}?(?P<item>.+?)\s+(?:{words('add_into')})\s+{_ARTICLE}?"
     rf"(?P<where>{words('collections')}){_THEN}",
     lambda m: Intent(kind=K.CLICK, target=f"add to {m.group('where')}", context=unquote(m.group("item")),
                      phrase=m.group(0))),
    (rf"^(?:{_V('add_to', 'save', 'move')})\s+(?:{words('add_into')})\s+{_ARTICLE}?(?P<where>{words('collections')})"
     rf"{_THEN}", lambda m: Intent(kind=K.CLICK, target=f"add to {m.group('where')}", phrase=m.group(0))),
    (rf"^(?:{_V('clear')})\s+(?P<target>.+)$", _targeted(K.CLEAR)),
    (rf"^(?:{_V('select')})\s+(?P<value>{Q}|.+?)\s+(?:{words('select_from')})\s+(?P<target>.+?){_THEN}",
     _targeted(K.SELECT)),
    (rf"^(?:{_V('select')})\s+(?P<target>[^\"']+?)\s+(?P<value>{Q}){_THEN}", _targeted(K.SELECT)),
    # "Mark "buy milk" as done", "Mark all as complete", "Mark it as not done": an item's own checkbox
    (rf"^(?:{_V('mark')})\s+(?P<target>.+?)\s+(?:{words('as_')})\s+(?:{words('not_done')})$", _targeted(K.UNCHECK)),
    (rf"^(?:{_V('mark')})\s+(?P<target>.+?)\s+(?:{words('as_')})\s+(?:{words('done')})$", _targeted(K.CHECK)),
    (rf"^(?:{_V('uncheck')})\s+(?P<target>.+?){_THEN}", _targeted(K.UNCHECK)),
    (rf"^(?:{_V('check')})\s+(?P<target>.+?){_THEN}", _targeted(K.CHECK)),
    (rf"^(?:{_V('hover')})\s+{_maybe('over')}(?P<target>.+)$", _targeted(K.HOVER)),
    (rf"^(?:{_V('double_click')})\s+{_maybe('on')}(?P<target>.+)$", _targeted(K.DOUBLE_CLICK)),
    (rf"^(?:{_V('scroll')})\s+(?:{_ARTICLE}?(?:{words('view_nouns')})\s+)?{_maybe('emphasis')}"
     rf"(?P<dir>{words('up_down')})(?:\s+(?:{words('until')})\s+{_ARTICLE}?(?P<target>.+))?$", _scroll),
    (rf"^(?:{_V('scroll')})\s+(?:{_maybe('emphasis')}(?:{words('up_down')})\s+)?(?:{words('until')})\s+"
     rf"{_ARTICLE}?{_maybe('emphasis')}(?P<dir>{words('ends')})(?:\s+{_maybe('of')}{_PAGE})?$", _scroll),
    (rf"^(?:{_V('scroll')})\s+{_maybe('up_down')}(?:{words('until')})\s+(?P<target>.+?)"
     rf"(?:\s+{_BE}?\s*(?:{words('shown')}))?$", _scroll),
    (rf"^(?:{_V('scroll')})\s+(?P<target>.+?)\s+(?:{words('into_view')})$", _scroll),
    (rf"^(?:{_V('wait')})\s+{_maybe('wait_for')}(?P<seconds>\d+(?:[.,]\d+)?)\s*"
     rf"(?P<unit>{words('milliseconds', 'seconds', 'minutes')})?$", _wait),
    (rf"^(?:{_V('wait')})\s+(?:{words('wait_for')})\s+(?P<target>.+?)(?:\s+{_maybe('infinitive_mark')}(?:(?P<gone>"
     rf"{words('disappears', 'gone')})|{words('appears', 'loaded')}|(?:{words('be')})\s+(?:{words('shown')})))?$",
     _wait_for),
    # "Upload "cv.pdf"", "Attach the file "log.txt"", "Add "photo.jpg"": with "add", only a file's name
    (rf"^(?:(?:{_V('upload')})\s+(?:{_ARTICLE}?(?:{words('file_nouns')})\s+)?(?P<value>{Q}|\S+\.\w{{1,5}})"
     rf"|(?:{_V('add_to')})\s+(?:{_ARTICLE}?(?:{words('file_nouns')})\s+)?(?P<file>[\"']?[^\s\"']+\.\w{{1,5}}[\"']?))"
     rf"(?:\s+(?:{words('upload_to')})\s+(?P<target>.+?))?{_THEN}", _upload),
    (rf"^(?:{_V('submit')})\s+(?P<target>.+?){_THEN}", _submit),
    (rf"^(?:{_V('close')})\s+(?P<target>.+?){_THEN}", _close),
    (rf"^(?:{_V('follow')})\s+{_maybe('on')}(?P<target>.+?){_THEN}", _follow),
    (rf"^(?P<verb>{_V('click')})\s+(?:(?:{words('on', 'at')})\s+|{_ARTICLE}?(?:{words('button_nouns')})\s+"
     rf"(?:{words('about')})\s+)?(?P<target>.+?){_THEN}",
     _clicked),
    (rf"^(?:{_V('go')})\s+{_TO}\s+(?P<target>.+)$", _go_to),
    (rf"^(?:{_V('submit')})$", lambda m: Intent(kind=K.CLICK, target="submit", role="button")),
    (rf"^(?:{_V('focus')})\s+{_maybe('on', 'fill_into')}(?P<target>.+)$", _targeted(K.CLICK)),
    (rf"^(?:{_V('use')})\s+(?P<target>.+?)\s+(?:{words('purpose_link')})\s+(?:{_V('type')})\s+(?P<value>{Q}|\S+)$",
     _targeted(K.FILL)),
    # "Replace the query with "select 1"", "Replace its text with "Walk the cat"": what is there goes
    (rf"^(?:{_V('replace')})\s+(?:{_ARTICLE}?(?:{words('value_nouns', 'text_nouns')})\s+(?:{words('of')})\s+)?"
     rf"(?P<target>.+?)\s+(?:{words('replace_with')})\s+(?P<value>.+)$", _targeted(K.FILL)),
    # "Clear the Date joined field and type 2025-06-30": an unquoted value alone goes where the typing is
    (rf"^(?:{_V('type')})\s+(?P<value>[-+$€£]?\d[^\s\"']*|[^\s\"']+@[^\s\"']+){_THEN}",
     lambda m: Intent(kind=K.FILL, value=m.group("value"))),
    # "Username: admin": a field's name, a colon, its value
    (r"^(?P<target>[^\W\d][\w .'-]{0,30}?)\s*:\s*(?P<value>\S.*)$", _targeted(K.FILL)),
    (rf"^(?:{_V('select')})\s+(?P<target>.+?){_THEN}", _choose),
]]


def _action(text: str) -> Intent | None:
    for pattern, build in _ACTIONS:
        if (match := pattern.match(text)) and (intent := build(match)) is not None:
            return intent
    return None


_CHECK_OR_VERIFY = set(VOCABULARY.verbs[Verb.CHECK]) & set(VOCABULARY.verbs[Verb.VERIFY])  # "check", "prüfe"
_EXACT = re.compile(rf"\s*\b(?:{words('exact_words')})\b", re.I)
# While the patterns read a clause, a space inside quotes is this: 'Change the Summary to "June to September"'
# cannot be split at the "to" the quotes hold, whatever the pattern.
_QUOTED_SPACE = "\ue000"


def _quoted_spaces_hidden(text: str) -> str:
    return _QUOTED.sub(lambda quoted: quoted.group(0).replace(" ", _QUOTED_SPACE), text)


def _quoted_spaces_shown(intent: Intent) -> Intent:
    intent.target, intent.phrase = (text.replace(_QUOTED_SPACE, " ") for text in (intent.target, intent.phrase))
    if intent.value is not None:
        intent.value = intent.value.replace(_QUOTED_SPACE, " ")
    if intent.context is not None:
        intent.context = intent.context.replace(_QUOTED_SPACE, " ")
    if intent.was is not None:
        intent.was = intent.was.replace(_QUOTED_SPACE, " ")
    return intent


_GO_BACK_TO = re.compile(rf"^(?P<go>{_V('go')})\s+(?:{words('back')})\s+(?P<to>{_TO}\s+.+)$", re.I)


def parse_clause(text: str) -> Intent | None:
    """The intent of one clause, or None when no pattern fits."""
    text = prepare(text)
    if (back := _GO_BACK_TO.match(text)) and _parse_prepared(text) is None:
        text = f"{back['go']} {back['to']}"  # "Go back to Datasets": to that place, not a step back in history
    bare, area = screen_area(text)
    if area is not None:  # "Click the menu at the top right": an element, looked for there
        intent = _parse_prepared(bare)
        if intent is None or not intent.target or intent.kind is ActionKind.SCROLL:
            bare, area = text, None
    unqualified, qualities = said_qualities(bare)
    intent = _parse_prepared(unqualified) if qualities else None
    if intent is not None and intent.kind in FIELD_KINDS and intent.target:
        intent.qualities = qualities  # "the new empty "Member name" field": a field that is so
    else:
        intent = _parse_prepared(bare)
    if intent is not None and area is not None:
        intent.screen = area
    return intent


def _parse_prepared(text: str) -> Intent | None:
    exact = bool(_EXACT.search(text))
    if exact:
        text = _EXACT.sub("", text).strip()
    text = _quoted_spaces_hidden(text)
    lead = _ASSERT_LEAD.match(text)
    if lead:
        # "Check the terms box" is an action; "Check that ..." and "Check the Save button is disabled" are not
        maybe_action = lead.group("verb").lower() in _CHECK_OR_VERIFY and not lead.group("that")
        rest = text[lead.end():].strip()
        intent = parse_assertion(rest, bare_text=not maybe_action) if rest else None
        if intent is None and (maybe_action or not rest):  # "Confirm" alone: an answer, not a check
            intent = _action(text)
    else:
        intent = _action(text) or parse_assertion(text)
    if intent is None:
        return None
    intent.exact = exact
    return _quoted_spaces_shown(intent)
