"""A how-to guide's steps in their small format of kinds (goto, type, click ...), and how each becomes a step
sentence.

A guide is Markdown for people, with its steps for the machine in the YAML front matter:

    ---
    title: Log in and open the regression overview
    steps:
      - type: goto
        url: http://127.0.0.1:8000/index.html
      - type: type
        label: Username
        value: alice
        role: field
        note: |-
          Log in to your account
          {"intent":"type","field":"Username","group":"Log in to your account",...}
          Enter the user name of the login form.
      - type: click
        label: Log in
        role: button
        note: ...
    ---

The first step opens the page the guide starts on (`goto`); every other step is one sentence of the step language
(`Type "alice" into the "Username" field`), run as a scenario's step is. The kinds: goto, type, click, select,
check, uncheck, press, assert_page (url, heading or title), assert (a field's value or a checkbox's state), and
step (any step sentence, as written). `label` names the control as the UI shows it; `role` how the sentence names
its kind (field, button, link, dropdown, checkbox, ...); `section` and `nth` tell apart two controls of one name;
`sensitive: true` masks the value everywhere; `note` (see plan/notes.py) and `screenshot` are for the reader.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from plainwright.model import ActionKind, Tag
from plainwright.plan.steps import (
    ORDINALS,
    AddressHas,
    AsWritten,
    BoxMarked,
    Choose,
    Click,
    HasValue,
    HeadingShown,
    MarkBox,
    Named,
    OpenAddress,
    PlannedStep,
    Press,
    TitleHas,
    TypeInto,
)
from plainwright.understand.grammar import parse_step
from plainwright.understand.intent import Intent
from plainwright.understand.vocabulary import ENGLISH

Kind = Literal["goto", "type", "click", "select", "check", "uncheck", "press", "assert_page", "assert", "step"]
_TARGETS = ("label", "role", "section", "nth")
# the fields each kind reads (besides type, note, sensitive, screenshot); a field it would ignore is an error
_READS: dict[str, tuple[str, ...]] = {
    "goto": ("url",), "type": ("value", *_TARGETS), "click": _TARGETS, "select": ("value", *_TARGETS),
    "check": _TARGETS, "uncheck": _TARGETS, "press": ("key", *_TARGETS), "assert_page": ("url", "heading", "title"),
    "assert": ("value", "checked", *_TARGETS), "step": ("text",),
}
_NEEDS: dict[str, tuple[str, ...]] = {"goto": ("url",), "type": ("label", "value", "note"), "click": ("label", "note"),
                                      "select": ("label",), "check": ("label",), "uncheck": ("label",),
                                      "press": ("label", "key"), "assert": ("label",), "step": ("text",)}
# how a sentence names a control of each kind when the step does not say (`role`)
_DEFAULT_ROLES = {"type": "field", "press": "field", "check": "checkbox", "uncheck": "checkbox"}
_QUOTED = re.compile(r'"([^"]*)"|\'([^\']*)\'')


class GuideStep(BaseModel):
    """One step of a guide. Which fields a kind needs and reads: see `problem`."""

    model_config = ConfigDict(extra="forbid")

    type: Kind = Field(description="what the step does")
    label: str | None = Field(default=None, description="the control, by the label the UI shows")
    value: str | None = Field(default=None, description="what is typed or chosen; ${env.X} for a secret")
    role: str | None = Field(default=None, description="how the sentence names the control's kind: field, button...")
    section: str | None = Field(default=None, description="the section the control is in, when its label is twice")
    nth: int | None = Field(default=None, ge=1, description="which control of that name (1: the first)")
    url: str | None = Field(default=None, description="goto: the address; assert_page: what the address contains")
    heading: str | None = Field(default=None, description="assert_page: the heading the page shows")
    title: str | None = Field(default=None, description="assert_page: what the page's title contains")
    key: str | None = Field(default=None, description="press: the key, e.g. Enter")
    checked: bool | None = Field(default=None, description="assert: the checkbox's state")
    text: str | None = Field(default=None, description="step: a step sentence, run as written")
    sensitive: bool = Field(default=False, description="mask the step's value in every output")
    note: str | None = Field(default=None, description="the section hint, compact JSON, a short sentence")
    screenshot: str | None = Field(default=None, description="the picture of the step, beside the guide")

    def problem(self) -> tuple[str, str] | None:
        """(field, what is wrong) for a step its kind cannot run as written, or None."""
        for name in _NEEDS.get(self.type, ()):
            if not (getattr(self, name) or "").strip():
                return name, f"a `{self.type}` step needs `{name}`"
        for name in (*_TARGETS, "value", "url", "heading", "title", "key", "checked", "text"):
            if getattr(self, name) is not None and name not in _READS[self.type]:
                return name, f"a `{self.type}` step does not read `{name}`; remove it"
        if self.type == "assert_page" and sum(v is not None for v in (self.url, self.heading, self.title)) != 1:
            return "url", "an `assert_page` step checks one of `url`, `heading` or `title`"
        if self.type == "assert" and (self.value is None) == (self.checked is None):
            return "value", "an `assert` step checks either a `value` or `checked`"
        if self.role is not None and self.role not in ENGLISH.role_words:
            return "role", f"unknown role {self.role!r}; e.g. field, button, link, dropdown, checkbox, radio button"
        if self.nth is not None and self.nth not in ORDINALS:
            return "nth", f"at most {max(ORDINALS)}"
        return None

    def _target(self) -> Named:
        role = self.role or _DEFAULT_ROLES.get(self.type)
        if self.type == "select" and role is None:
            role = "dropdown" if self.value is not None else "radio button"
        if self.type == "assert" and role is None:
            role = "field" if self.value is not None else "checkbox"
        return Named(self.label or "", role or "", section=self.section or "", ordinal=self.nth)

    def step(self) -> PlannedStep:
        """What this step does, as the typed step whose sentence it runs as."""
        target, value = self._target(), self.value or ""
        match self.type:
            case "goto":
                return OpenAddress(self.url or "")
            case "type":
                return TypeInto(target, value)
            case "select":
                return Choose(target, value)
            case "click":
                return Click(target)
            case "check" | "uncheck":
                return MarkBox(target, on=self.type == "check")
            case "press":
                return Press(self.key or "", target)
            case "assert_page":
                if self.heading is not None:
                    return HeadingShown(self.heading)
                if self.title is not None:
                    return TitleHas(self.title)
                return AddressHas(self.url or "")
            case "assert":
                return HasValue(target, value) if self.value is not None else BoxMarked(target, on=bool(self.checked))
        return AsWritten(self.text or "")

    def sentence(self) -> str:
        """The step sentence this step runs as (not for `goto`'s first step: that is the page opened first)."""
        return self.step().sentence()


# ---- a sentence as a guide step ---------------------------------------------------------------------------

def _kind_of(intent: Intent) -> dict[str, object] | None:
    """The DSL fields that say what an intent does, its target aside; None for what the DSL has no kind for."""
    kind = intent.kind
    simple = {ActionKind.CLICK: "click", ActionKind.CHECK: "check", ActionKind.UNCHECK: "uncheck"}
    if kind in simple:
        return {"type": simple[kind]}
    if kind is ActionKind.FILL:
        return {"type": "type", "value": intent.value}
    if kind is ActionKind.SELECT:
        return {"type": "select", "value": intent.value}
    if kind is ActionKind.PRESS:
        return {"type": "press", "key": intent.value}
    if kind is ActionKind.ASSERT_VALUE:
        return {"type": "assert", "value": intent.value}
    if kind in (ActionKind.ASSERT_CHECKED, ActionKind.ASSERT_UNCHECKED):
        return {"type": "assert", "checked": kind is ActionKind.ASSERT_CHECKED}
    return None


def _page_check(intent: Intent) -> dict[str, object] | None:
    if intent.kind is ActionKind.NAVIGATE:
        return {"type": "goto", "url": intent.value}
    if intent.kind is ActionKind.ASSERT_URL:
        return {"type": "assert_page", "url": intent.value}
    if intent.kind is ActionKind.ASSERT_TITLE:
        return {"type": "assert_page", "title": intent.value}
    if intent.kind is ActionKind.ASSERT_VISIBLE and intent.role == "heading":
        return {"type": "assert_page", "heading": intent.target}
    return None


def _forms(intent: Intent) -> list[dict[str, object]]:
    """Every way the DSL could write this intent: one per word the vocabulary has for its role."""
    page = _page_check(intent)
    if page is not None:
        return [page]
    kind = _kind_of(intent)
    if kind is None or not intent.target:
        return []
    found = _QUOTED.search(intent.context or "")
    section = (found.group(1) or found.group(2)) if found else None
    roles: list[str | None] = [word for word, role in ENGLISH.role_words.items() if role == intent.role and role]
    return [{**kind, "label": intent.target, "role": role, "section": section, "nth": intent.ordinal}
            for role in roles or [None]]


def guide_step(sentence: str, *, note: str | None = None, sensitive: bool = False,
               screenshot: str | None = None) -> GuideStep:
    """`sentence` as a step of the DSL, when a step of a kind it has says exactly that sentence again; else a
    `step` that holds the sentence as is. Either way the guide runs the very sentence that was verified."""
    extra = {"note": note, "sensitive": sensitive, "screenshot": screenshot}
    clauses = parse_step(sentence)
    if len(clauses) == 1 and clauses[0].intent is not None:
        for form in _forms(clauses[0].intent):
            try:
                step = GuideStep.model_validate({**form, **extra})
            except ValidationError:  # an ordinal counted from the end ("the last"): the DSL has none
                continue
            if step.problem() is None and step.sentence() == sentence:
                return step
    return GuideStep.model_validate({"type": "step", "text": sentence, **extra})


class GuideFile(BaseModel):
    """A guide's front matter: its title and its steps, the first a `goto`."""

    model_config = ConfigDict(extra="forbid")

    title: str | None = Field(default=None, description="shown in reports (defaults to the file name)")
    tags: list[Tag] = Field(default_factory=list, description="pytest markers of the guide: `pytest -m smoke`")
    steps: list[GuideStep] = Field(min_length=1)
