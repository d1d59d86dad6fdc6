"""Model brains: LLMBrain asks a chat model; FallbackBrain asks it only when the rules are unsure."""

from __future__ import annotations

import re
from typing import Any

from plainwright.errors import AmbiguousStep, ElementNotFound, LLMError, UnsupportedStep
from plainwright.model import Action, ActionKind
from plainwright.observe.snapshot import PageSnapshot
from plainwright.understand.asking import ask
from plainwright.understand.brains import Decision
from plainwright.understand.cache import ResponseCache, cache_key
from plainwright.understand.intent import Clause
from plainwright.understand.llm.base import ChatModel, ChatReply, ChatRequest
from plainwright.understand.prompt import MAX_PAGE_CHARS, build_request, fence, page_view, shown_indices
from plainwright.understand.rules import KIND_ROLES, NO_TARGET, RuleBrain

PAGE_LEVEL = NO_TARGET | {ActionKind.SCROLL}
NEEDS_VALUE = {ActionKind.FILL, ActionKind.SELECT, ActionKind.PRESS, ActionKind.NAVIGATE, ActionKind.WAIT,
               ActionKind.UPLOAD, ActionKind.ASSERT_TEXT, ActionKind.ASSERT_NO_TEXT, ActionKind.ASSERT_TITLE,
               ActionKind.ASSERT_URL, ActionKind.ASSERT_VALUE, ActionKind.ASSERT_COUNT}

class LLMBrain:
    """Asks a chat model which element and action a clause means, constrained to the indices on the page.

    The reply is validated (the index exists, the kind suits the element, a value is there where one is
    needed); an invalid reply is retried once with the error, then fails with LLMError.
    `LLMBrain(make_chat_model("openai:gpt-4o-mini"))`, or `LLMBrain(ScriptedChat([...]))` in tests.
    """

    name = "llm"

    def __init__(self, chat: ChatModel, *, cache: ResponseCache | None = None,
                 max_page_chars: int | None = MAX_PAGE_CHARS) -> None:
        self.chat = chat
        self.cache = cache if cache is not None else ResponseCache()
        self.max_page_chars = max_page_chars
        self.done: list[str] = []

    async def decide(self, clause: Clause, snapshot: PageSnapshot) -> Decision:
        return await self.decide_with_hints(clause, snapshot, hints=[])

    async def decide_with_hints(self, clause: Clause, snapshot: PageSnapshot, *, hints: list[int]) -> Decision:
        """Like `decide`, telling the model which indices the rule brain found closest."""
        page_text = page_view(snapshot, clause.text, hints=hints, max_chars=self.max_page_chars)
        key = cache_key(f"{self.chat.name}:{self.chat.model}", clause.text, fence(page_text, snapshot))
        cached = self.cache.get(key)
        if cached is not None:
            decision = Decision(Action.model_validate(cached))
        else:
            request = build_request(clause.text, snapshot, page_text=page_text, done=self.done, hints=hints)
            decision = await self._ask(request, clause, snapshot, shown=set(shown_indices(page_text)))
            self.cache.put(key, decision.action.model_dump(mode="json"))
        self.done.append(clause.text)
        return decision

    async def _ask(self, request: ChatRequest, clause: Clause, snapshot: PageSnapshot, *,
                   shown: set[int]) -> Decision:
        """One call, and one more with the problem when the answer is unusable; LLMError after that."""
        def read(reply: ChatReply) -> Action:
            call = reply.tool_call("act")
            if call is None:
                raise ValueError("answer by calling the act tool")
            return validate_reply(call.arguments, snapshot, clause.text, shown=shown)

        answer = await ask(self.chat, request, read, again="Call act again.")
        if answer.value is None:
            raise LLMError(f"{self.chat.name} {self.chat.model} gave no usable action for {clause.text!r}: "
                           f"{answer.problem}", provider=self.chat.name, model=self.chat.model)
        return Decision(answer.value, model_calls=answer.calls, tokens=answer.usage.total_tokens,
                        cost_usd=answer.cost_usd)


def validate_reply(arguments: dict[str, Any], snapshot: PageSnapshot, sentence: str, *,
                   shown: set[int] | None = None) -> Action:
    """The model's `act` arguments as an Action, or ValueError saying what is wrong with them.

    `shown` limits the elements to those the model was shown (by default, all of the snapshot's).
    """
    kind_name = str(arguments.get("kind", ""))
    if kind_name == "none":
        raise ElementNotFound(f"The model found no element for {sentence!r}: {arguments.get('reason', '')}",
                              sentence=sentence)
    try:
        kind = ActionKind(kind_name)
    except ValueError:
        raise ValueError(f"kind {kind_name!r} is not one of {[k.value for k in ActionKind]}") from None
    index = arguments.get("element", -1)
    if not isinstance(index, int):
        raise ValueError(f"element must be an integer index, not {index!r}")
    value = arguments.get("value")
    value = str(value) if value not in (None, "") else None
    if kind in NEEDS_VALUE and value is None:
        raise ValueError(f"{kind.value} needs a value")
    if index < 0:
        if kind not in PAGE_LEVEL:
            raise ValueError(f"{kind.value} needs an element index")
        return Action(kind=kind, value=value, confidence=0.8)
    element = snapshot.by_index.get(index) if shown is None or index in shown else None
    if element is None:
        raise ValueError(f"there is no element [{index}] on the page")
    allowed = KIND_ROLES.get(kind)
    if allowed is not None and element.role not in allowed and element.tag != "textarea" \
            and "contenteditable" not in element.attrs:
        raise ValueError(f"{kind.value} does not suit [{index}] {element.describe()}")
    return Action(kind=kind, element=index, value=value, target=element.name or None, confidence=0.8)


class FallbackBrain:
    """The rules decide when they are sure; the model is asked only when they say ambiguous or not found."""

    name = "fallback"

    def __init__(self, rules: RuleBrain, llm: LLMBrain) -> None:
        self.rules = rules
        self.llm = llm

    async def decide(self, clause: Clause, snapshot: PageSnapshot) -> Decision:
        try:
            decision = Decision(self.rules.resolve(clause, snapshot))
        except (AmbiguousStep, ElementNotFound, UnsupportedStep) as unsure:
            hints = [int(found.group(1)) for candidate in unsure.candidates
                     if (found := re.match(r"\[(\d+)\]", candidate))]
            return await self.llm.decide_with_hints(clause, snapshot, hints=hints)
        self.llm.done.append(clause.text)  # so that a later question to the model knows what came before
        return decision
