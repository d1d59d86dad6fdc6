"""Model planners: LLMPlanner asks a chat model for every decision; FallbackPlanner asks it only when the rule
planner has nothing to propose.

The model answers with one of three tools: `propose_step(sentence, note, task)`, `done(evidence)`,
`give_up(reason)`. A proposal is read into a Proposal (model_step.py) whose target and check the loop judges like
any planner's: the model only proposes. An answer that cannot be used (no tool call, arguments that cannot be
read, a sentence the grammar does not understand or that says two actions) is sent back once with the problem,
as model brains do; a second one ends the run with `llm_error`. Every call is counted (`take_usage`), the unusable
ones too, and valid answers are cached by (model, what the model was shown), so a run seeing the same page with
the same history again makes no call.
"""

from __future__ import annotations

from typing import Any

from plainwright.errors import ErrorKind, LLMError
from plainwright.model import Usage
from plainwright.plan.base import Decision, Done, GiveUp, Situation
from plainwright.plan.llm_prompt import DONE, GIVE_UP, MAX_PAGE_CHARS, PROPOSE, TOOLS, planner_request
from plainwright.plan.model_step import proposal_of
from plainwright.plan.placeholders import Placeholders
from plainwright.plan.rules import RulePlanner
from plainwright.understand.asking import ask
from plainwright.understand.cache import ResponseCache, cache_key
from plainwright.understand.llm.base import ChatModel, ChatReply, ToolCall

_TOOL_NAMES = {tool.name for tool in TOOLS}
_AGAIN = f"Call {PROPOSE}, {DONE} or {GIVE_UP} again."


def _text(arguments: dict[str, Any], name: str) -> str:
    value = arguments.get(name)
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"{name} must be a text that is not empty")
    return value.strip()


def read_call(call: ToolCall, situation: Situation, placeholders: Placeholders) -> Decision:
    """The decision a tool call means; ValueError saying what is wrong with it."""
    arguments = call.arguments
    if call.name == PROPOSE:
        sentence = placeholders.restore(_text(arguments, "sentence"))
        note = " ".join(str(arguments.get("note") or "").split())  # one line: the note's last
        return proposal_of(sentence, note, arguments.get("task"), situation)
    if call.name == DONE:
        return Done(placeholders.restore(_text(arguments, "evidence")))
    return GiveUp(f"The planner's model gave up: {_text(arguments, 'reason')}")


def _verified(situation: Situation) -> Done:
    return Done("; ".join(situation.memory.done[index] for index in sorted(situation.memory.done)))


class LLMPlanner:
    """Asks a chat model for the next step of a goal, shown the tasks, the history and the page (fenced).

    `LLMPlanner(make_chat_model("openai:gpt-4o-mini"))`, or `LLMPlanner(ScriptedChat([...]))` in tests.
    """

    name = "llm"

    def __init__(self, chat: ChatModel, *, cache: ResponseCache | None = None,
                 max_page_chars: int = MAX_PAGE_CHARS) -> None:
        self.chat = chat
        self.cache = cache if cache is not None else ResponseCache()
        self.max_page_chars = max_page_chars
        self._spent = Usage()

    def take_usage(self) -> Usage:
        spent, self._spent = self._spent, Usage()
        return spent

    async def propose(self, situation: Situation) -> Decision:
        return await self.propose_with_hint(situation, hint="")

    async def propose_with_hint(self, situation: Situation, *, hint: str) -> Decision:
        """Like `propose`, telling the model what the rule planner looked for and did not find."""
        if not situation.pending():
            return _verified(situation)  # every task has its evidence: nothing to ask
        placeholders = Placeholders(situation.secrets)
        request = planner_request(situation, placeholders, hint=hint, max_page_chars=self.max_page_chars)
        key = cache_key(f"{self.chat.name}:{self.chat.model}:planner", "goal", request.messages[-1].content)
        cached = self.cache.get(key)
        if cached is not None:
            try:
                return read_call(ToolCall.model_validate(cached), situation, placeholders)
            except ValueError:
                pass  # an answer that no longer reads (the grammar changed): ask again

        def read(reply: ChatReply) -> tuple[ToolCall, Decision]:
            call = next((call for call in reply.tool_calls if call.name in _TOOL_NAMES), None)
            if call is None:
                raise ValueError(f"answer by calling one of the tools {PROPOSE}, {DONE} or {GIVE_UP}")
            return call, read_call(call, situation, placeholders)

        try:
            answer = await ask(self.chat, request, read, again=_AGAIN)
        except LLMError as exc:
            return GiveUp(f"The planner's model could not be asked: {exc}", kind=ErrorKind.LLM_ERROR)
        self._spent += Usage(brain_calls=answer.calls, tokens=answer.usage.total_tokens, cost_usd=answer.cost_usd)
        if answer.value is None:
            return GiveUp(f"{self.chat.name} {self.chat.model} gave no usable answer for the goal: {answer.problem}",
                          kind=ErrorKind.LLM_ERROR)
        call, decision = answer.value
        self.cache.put(key, call.model_dump(mode="json"))
        return decision


class FallbackPlanner:
    """The rules propose while they can; when they have nothing to propose on a page (every task left is missing
    from it, or is one they do not read), the model is asked, told what the rules looked for.

    A rule planner's GiveUp of another kind (a login the page refused, a goal without a password) is passed on:
    the model would fare no better.
    """

    name = "fallback"

    def __init__(self, rules: RulePlanner, llm: LLMPlanner) -> None:
        self.rules = rules
        self.llm = llm

    def take_usage(self) -> Usage:
        return self.llm.take_usage()

    async def propose(self, situation: Situation) -> Decision:
        decision = await self.rules.propose(situation)
        if isinstance(decision, GiveUp) and decision.kind is ErrorKind.ELEMENT_NOT_FOUND:
            return await self.llm.propose_with_hint(situation, hint=decision.reason)
        return decision
