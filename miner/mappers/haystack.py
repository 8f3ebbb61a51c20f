"""Haystack's tracing (`haystack.tracing`, through `opentelemetry-haystack`'s OpenTelemetry tracer).

Haystack writes no `gen_ai.*` keys: every span is `haystack.<what>` and its content is Haystack's own JSON,
written only with content tracing on (`tracing.tracer.is_content_tracing_enabled`), except the pipeline's
input and output data, written always:
- `haystack.pipeline.run` (`haystack.pipeline.input_data` / `output_data`: `{component: {inputs}}`): the run
  the application started, an agent run here; the turn, under the application's own span;
- `haystack.component.run` (`haystack.component.type`, `.input`, `.output`): a chat generator's is a model call;
- `haystack.agent.run` (`haystack.agent.input` / `.output`), `haystack.agent.step.llm` (`.input` `{"messages"}`,
  `.output` `{"replies"}`) and `haystack.agent.step.tool` (`haystack.tool.name`, `.input` the arguments,
  `.output` the result; a tool that raised is `haystack.tool.error=true` with `{"error": ...}` as its output,
  no error status).
Messages are Haystack `ChatMessage`s: `{"role", "content": [{"text"}, {"tool_call": {"tool_name",
"arguments", "id"}}, {"tool_call_result": {"result", "origin": {...}, "error"}}]}` (older releases `_role` /
`_content`). Haystack has no session concept: the application's span names the conversation.
"""

from __future__ import annotations

from typing import Any

from miner.mappers.base import Mapper
from miner.mappers.facts import LazyMessages, Message, SpanFacts, SpanRole, ToolCallPart, ToolFacts, ToolResultPart
from miner.mappers.keys import ReadKeys
from miner.mappers.producers import Producer
from miner.mappers.shared import COMMON_KEYS, as_object, first, normal_role, parse_json, skeleton
from miner.receivers.records import SpanRecord

NAME = "haystack"
SCOPE = "haystack"
PREFIX = "haystack."
PIPELINE = "haystack.pipeline.run"
COMPONENT = "haystack.component.run"
AGENT = "haystack.agent.run"
LLM_STEP = "haystack.agent.step.llm"
TOOL_STEP = "haystack.agent.step.tool"
TOOL_NAME = "haystack.tool.name"
TOOL_ERROR = "haystack.tool.error"
COMPONENT_TYPE = "haystack.component.type"
# Where each span keeps what went in and what came out.
CONTENT = {
    PIPELINE: ("haystack.pipeline.input_data", "haystack.pipeline.output_data"),
    COMPONENT: ("haystack.component.input", "haystack.component.output"),
    AGENT: ("haystack.agent.input", "haystack.agent.output"),
    LLM_STEP: ("haystack.agent.step.llm.input", "haystack.agent.step.llm.output"),
    TOOL_STEP: ("haystack.agent.step.tool.input", "haystack.agent.step.tool.output"),
}
# The inputs and outputs that hold chat messages, under these names (a generator answers with `replies`).
MESSAGE_LISTS = ("messages", "replies")


def chat_messages(raw: Any) -> list[Message]:
    """The chat messages of a Haystack input or output: `{"messages": [...]}`, `{"replies": [...]}`, or either
    one level down under a component's name (a pipeline's data); the longest list found."""
    value = parse_json(raw)
    if not isinstance(value, dict):
        return []
    candidates = [value, *(item for item in value.values() if isinstance(item, dict))]
    lists = [item[key] for item in candidates for key in MESSAGE_LISTS if isinstance(item.get(key), list)]
    if not lists:
        return []
    return [message for item in max(lists, key=len) if (message := chat_message(item)) is not None]


def chat_message(item: Any) -> Message | None:
    if not isinstance(item, dict):
        return None
    role = item.get("role", item.get("_role"))
    content = item.get("content", item.get("_content"))
    if role is None:
        return None
    message = Message(role=normal_role(role))
    texts: list[str] = []
    for part in content if isinstance(content, list) else [{"text": content}]:
        if not isinstance(part, dict):
            continue
        if isinstance(part.get("text"), str):
            texts.append(part["text"])
        call = part.get("tool_call")
        if isinstance(call, dict):
            message.tool_calls.append(ToolCallPart(_id(call.get("id")), str(call.get("tool_name") or ""),
                                                   as_object(call.get("arguments"))))
        result = part.get("tool_call_result")
        if isinstance(result, dict):
            origin = result.get("origin")
            if not isinstance(origin, dict):
                origin = {}
            message.tool_results.append(ToolResultPart(_id(origin.get("id")), _id(origin.get("tool_name")),
                                                       parse_json(result.get("result"))))
    if texts:
        message.text = "\n".join(texts)
    return message


def _id(value: Any) -> str | None:
    return None if value in (None, "") else str(value)


def role_of(span: SpanRecord) -> SpanRole:
    if span.name in (PIPELINE, AGENT):
        return "agent"
    if span.name == LLM_STEP:
        return "llm"
    if span.name == TOOL_STEP:
        return "tool"
    if span.name == COMPONENT and str(span.attributes.get(COMPONENT_TYPE, "")).endswith("ChatGenerator"):
        return "llm"
    return "other"


class HaystackConvention(Mapper[SpanRecord]):
    name = NAME
    keys = COMMON_KEYS.merged(ReadKeys(
        user_words=tuple(key for pair in CONTENT.values() for key in pair),
        structure=(COMPONENT_TYPE, TOOL_ERROR), tool_name=(TOOL_NAME,),
        tool_result=(CONTENT[TOOL_STEP][1], CONTENT[LLM_STEP][0], CONTENT[AGENT][0], CONTENT[COMPONENT][0])))
    producers = (Producer(
        (SCOPE,), "Haystack wrote them without content tracing, its default (only the pipeline's input, the user's "
                  "words, is written then): set HAYSTACK_CONTENT_TRACING_ENABLED=true where the application runs (it "
                  "is read when Haystack is imported), or tracing.tracer.is_content_tracing_enabled = True"),)

    def recognises(self, span: SpanRecord) -> bool:
        return span.name.startswith(PREFIX)

    def facts(self, span: SpanRecord) -> SpanFacts:
        attributes = span.attributes
        facts = skeleton(span, role_of(span), NAME)
        facts.session_id = first(attributes, COMMON_KEYS.session)
        facts.user_id = first(attributes, COMMON_KEYS.structure)
        input_key, output_key = CONTENT.get(span.name, ("", ""))
        raw_input, raw_output = attributes.get(input_key), attributes.get(output_key)
        # A pipeline's input is written whatever the switch says: only its output witnesses content tracing (else
        # a run traced without content would read as a turn the agent left unanswered).
        facts.content_captured = raw_output is not None or (raw_input is not None and span.name != PIPELINE)
        if facts.role == "tool":
            result = parse_json(raw_output)
            failed = attributes.get(TOOL_ERROR) in (True, "true", "True")
            error = result.get("error") if failed and isinstance(result, dict) else None
            facts.tool = ToolFacts(name=first(attributes, (TOOL_NAME,)) or "", args=as_object(raw_input),
                                   result=result, error=str(error or "tool error") if failed else None)
        elif facts.role in ("agent", "llm"):
            if raw_input is not None:
                facts.input_messages = LazyMessages.parsed_by(raw_input, chat_messages)
            if raw_output is not None:
                facts.output_messages = LazyMessages.parsed_by(raw_output, chat_messages)
        return facts
