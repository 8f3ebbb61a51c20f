"""LlamaIndex's own OpenTelemetry integration (`llama-index-observability-otel`: `LlamaIndexOpenTelemetry(...)
.start_registering()`), tracing agent workflows (`FunctionAgent`, `AgentWorkflow`) and their LLMs and tools.

Every span it starts is named `<Class>.<method>` (`FunctionAgent.run`, `OpenAI.astream_chat`,
`FunctionTool.acall`), scope `llamaindex.opentelemetry.tracer`, with `llamaindex.run_id`; what LlamaIndex's
instrumentation events carried is on each span as span events of the event's class name, their fields flattened:
- a model call holds `LLMChatStartEvent` with `messages`, LlamaIndex's `ChatMessage` list as JSON (`role`,
  `blocks` of `{block_type: text, text}`, the OpenAI tool calls in `additional_kwargs.tool_calls`, a tool's
  result as a `tool` message naming `additional_kwargs.tool_call_id`): the request, whole, with the history a
  workflow's context keeps. The answer (`LLMChatEndEvent` `response`) is there when the model was not
  streamed; a streamed answer (the agents stream) ends after its span has, and is not recorded;
- the workflow's run (`<Agent>.run`) ends with a `workflow.output` event whose `output` is the repr of the
  `StopEvent` holding the agent's answer, and each step with a `step.output` event; LlamaIndex cuts those reprs
  at 200 characters (`...`), so the answer read from them is whole only when short, else its visible start;
- a tool (`<Tool>.call` / `.acall`) names its call in `llamaindex.step.input_summary`, the repr of a `ToolCall`
  (`tool_name`, `tool_kwargs`, `tool_id`), cut the same way; a tool that raised has an error status and an
  `exception` event. Its name, arguments and call id, where the repr lost them, and its result are read from
  the next model call's request, which holds the call the model asked for and the result it was given.
LlamaIndex has no session concept: the application's own request span names the conversation.
"""

from __future__ import annotations

import ast
import re
from typing import Any

from miner.mappers.base import Mapper
from miner.mappers.facts import LazyMessages, Message, SpanFacts, ToolCallPart, ToolFacts
from miner.mappers.generic import message_of as any_message
from miner.mappers.keys import ReadKeys
from miner.mappers.producers import Producer
from miner.mappers.shared import COMMON_KEYS, parse_json, parse_result, skeleton
from miner.receivers.base import ShapeError
from miner.receivers.records import SpanRecord

NAME = "llamaindex"
SCOPE = "llamaindex"
RUN_ID = "llamaindex.run_id"
INPUT_EVENT = "llamaindex.step.input_event"
INPUT_SUMMARY = "llamaindex.step.input_summary"
CHAT_START = "LLMChatStartEvent"
CHAT_END = "LLMChatEndEvent"
WORKFLOW_OUTPUT = "workflow.output"
STEP_OUTPUT = "step.output"
TOOL_METHODS = frozenset({"call", "acall"})
PRODUCER = Producer(
    (SCOPE,), "LlamaIndex's OpenTelemetry integration (llama-index-observability-otel) has no switch for content: it "
              "writes the events' content always, so spans without it lost it on the way (a span processor or a "
              "Collector dropping attributes and events)")
# Where LlamaIndex cut a repr.
CUT = "..."
_TEXT = re.compile(r"""text=('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")""")
_TEXT_START = re.compile(r"""text=(['"])""")
_TOOL_NAME = re.compile(r"""tool_name=('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")""")
_TOOL_ID = re.compile(r"""tool_id=('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")""")
_KWARGS = "tool_kwargs="


def _literal(quoted: str) -> str | None:
    try:
        value = ast.literal_eval(quoted)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return None
    return value if isinstance(value, str) else None


def repr_answer(text: Any) -> str | None:
    """The assistant's words in the repr of an `AgentOutput` / `StopEvent` (its last non-empty `TextBlock`): whole
    where the repr holds them whole, else the part LlamaIndex kept, marked as cut with '…'."""
    if not isinstance(text, str) or "MessageRole.ASSISTANT" not in text:
        return None
    said = [value for value in map(_literal, _TEXT.findall(text)) if value]
    opened = list(_TEXT_START.finditer(text))
    last = opened[-1] if opened else None
    if last is None or _TEXT.match(text, last.start()) or not text.endswith(CUT):
        return said[-1] if said else None
    start = last
    visible = text[start.end():-len(CUT)].rstrip("\\")
    return (_literal(start.group(1) + visible + start.group(1)) or visible) + "…" if visible else None


def repr_call(summary: Any) -> tuple[str | None, dict[str, Any] | None, str | None]:
    """A `ToolCall` repr's tool name, arguments and call id, each None where the cut repr lost it."""
    if not isinstance(summary, str) or not summary.startswith("ToolCall"):
        return None, None, None
    name = _TOOL_NAME.search(summary)
    call_id = _TOOL_ID.search(summary)
    args: dict[str, Any] | None = None
    start = summary.find(_KWARGS)
    if start >= 0:
        end = summary.rfind("}", start)
        if end > start:
            try:
                value = ast.literal_eval(summary[start + len(_KWARGS):end + 1])
            except (ValueError, SyntaxError, MemoryError, RecursionError):
                value = None
            args = value if isinstance(value, dict) else None
    return (_literal(name.group(1)) if name else None, args, _literal(call_id.group(1)) if call_id else None)


def chat_message(item: Any) -> Message:
    """One LlamaIndex `ChatMessage` (as JSON): its text blocks, the tool calls it asked for, a tool's result."""
    if not isinstance(item, dict):
        raise ShapeError("a LlamaIndex chat message that is not an object", kind="unreadable message")
    raw_extra, raw_blocks, content = item.get("additional_kwargs"), item.get("blocks"), item.get("content")
    extra: dict[str, Any] = raw_extra if isinstance(raw_extra, dict) else {}
    blocks: list[Any] = raw_blocks if isinstance(raw_blocks, list) else []
    texts = [block["text"] for block in blocks
             if isinstance(block, dict) and block.get("block_type") == "text" and isinstance(block.get("text"), str)]
    text = "\n".join(part for part in texts if part) or (content if isinstance(content, str) else None)
    role = str(item.get("role") or "")
    if role == "tool":
        result = any_message({"role": "tool", "tool_call_id": extra.get("tool_call_id"), "name": extra.get("name"),
                              "content": parse_result(text)})
        return Message("tool", tool_results=result.tool_results if result is not None else [])
    message = any_message({"role": role, "content": text or "", "tool_calls": extra.get("tool_calls")})
    if message is None:
        raise ShapeError(f"a LlamaIndex chat message of role '{role}'", kind="unreadable message")
    return message


def chat_messages(raw: Any) -> list[Any]:
    value = parse_json(raw)
    if not isinstance(value, list):
        raise ShapeError("LlamaIndex chat messages that are not a list", kind="unreadable message")
    return value


def _response(attributes: dict[str, Any]) -> list[Message]:
    """A model's answer as `LLMChatEndEvent` flattens it (`response.message.role`, `.blocks`, ...)."""
    message = {"role": attributes.get("response.message.role") or "assistant",
               "blocks": parse_json(attributes.get("response.message.blocks")),
               "additional_kwargs": {"tool_calls": attributes.get("response.message.additional_kwargs.tool_calls")}}
    return [chat_message(message)]


def _method(span: SpanRecord) -> tuple[str, str]:
    owner, _, method = span.name.rpartition(".")
    return owner, method


class LlamaIndexConvention(Mapper[SpanRecord]):
    name = NAME
    keys = COMMON_KEYS.merged(ReadKeys(structure=(RUN_ID, INPUT_EVENT, INPUT_SUMMARY),
                                       user_words_events=(CHAT_START, CHAT_END, WORKFLOW_OUTPUT),
                                       tool_result_events=(CHAT_START,)))
    producers = (PRODUCER,)

    def recognises(self, span: SpanRecord) -> bool:
        return self.claims(span.scope) or RUN_ID in span.attributes

    def facts(self, span: SpanRecord) -> SpanFacts:
        events = {event.name: event for event in span.events}
        owner, method = _method(span)
        if CHAT_START in events or CHAT_END in events:
            facts = skeleton(span, "llm", NAME)
            if CHAT_START in events and "messages" in events[CHAT_START].attributes:
                facts.input_messages = LazyMessages(events[CHAT_START].attributes["messages"], chat_messages,
                                                    chat_message)
            if CHAT_END in events:
                facts.output_messages = LazyMessages.parsed_by(events[CHAT_END].attributes, _response)
            facts.content_captured = True
        elif WORKFLOW_OUTPUT in events:
            facts = skeleton(span, "agent", NAME)
            answer = repr_answer(events[WORKFLOW_OUTPUT].attributes.get("output"))
            if answer is not None:
                facts.output_messages = LazyMessages.of([Message("assistant", answer)])
            facts.agent_name = owner or None
        elif method in TOOL_METHODS and owner.endswith("Tool"):
            facts = skeleton(span, "tool", NAME)
            name, args, call_id = repr_call(span.attributes.get(INPUT_SUMMARY))
            facts.tool = ToolFacts(name=name or "", call_id=call_id, args=args,
                                   error=next((error.message or error.type or "error" for error in facts.errors),
                                              None))
            facts.content_captured = args is not None
        else:
            facts = skeleton(span, "other", NAME)
            # A step that produced the agent's answer (`AgentOutput`) repeats it with less around it than the run's
            # `StopEvent`: where the run's repr is cut, the step's may hold the answer whole (see `link`).
            step = events.get(STEP_OUTPUT)
            answer = repr_answer(step.attributes.get("output")) if step is not None else None
            if answer is not None:
                facts.output_messages = LazyMessages.of([Message("assistant", answer)])
        return facts

    def link(self, facts: list[SpanFacts]) -> list[tuple[SpanFacts, ShapeError]]:
        _whole_answers(facts)
        _asked_calls(facts)
        return []


def _answer(item: SpanFacts) -> str | None:
    return item.output_messages.last_text("assistant") if item.output_messages is not None else None


def _whole_answers(facts: list[SpanFacts]) -> None:
    """A run whose answer was cut takes the longest its own steps hold of the same answer; steps keep none."""
    steps: dict[str, list[str]] = {}
    for item in facts:
        if item.role == "other" and item.parent_id:
            answer = _answer(item)
            if answer is not None:
                steps.setdefault(item.parent_id, []).append(answer)
                item.output_messages = None
    for item in facts:
        answer = _answer(item) if item.role == "agent" else None
        if answer is None or not answer.endswith("…"):
            continue
        alike = [step for step in steps.get(item.span_id, ()) if step.startswith(answer[:-1])]
        if alike:
            best = max(alike, key=lambda step: (not step.endswith("…"), len(step)))
            item.output_messages = LazyMessages.of([Message("assistant", best)])


def _asked_calls(facts: list[SpanFacts]) -> None:
    """A tool whose cut repr lost its name, arguments or call id takes them from the call the model asked for,
    as the next model call's request holds it: the first of that name (or, nameless, the first) not yet
    taken, in the order they were asked for."""
    asked: dict[str, ToolCallPart] = {}
    for item in facts:
        if item.role == "llm" and item.input_messages is not None:
            for message in item.input_messages.get():
                for part in message.tool_calls:
                    if part.call_id:
                        asked.setdefault(part.call_id, part)
    taken = {item.tool.call_id for item in facts if item.tool is not None and item.tool.call_id}
    for item in facts:
        tool = item.tool
        if tool is None or (tool.call_id and tool.name and tool.args is not None):
            continue
        request = asked.get(tool.call_id or "") or next(
            (part for call_id, part in asked.items() if call_id not in taken
             and (not tool.name or part.name == tool.name)), None)
        if request is None:
            continue
        taken.add(request.call_id or "")
        tool.call_id = tool.call_id or request.call_id
        tool.name = tool.name or request.name
        if tool.args is None:
            tool.args = request.args
            item.content_captured = item.content_captured or request.args is not None
