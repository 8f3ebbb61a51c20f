"""Traceloop OpenLLMetry (traceloop/openllmetry): the SDK's decorated spans and its LLM instrumentations.

- Decorated spans (`@workflow`, `@task`, `@agent`, `@tool`, tracer `traceloop.tracer`): `traceloop.span.kind`,
  `traceloop.entity.name`, `traceloop.entity.input` (JSON `{"args": [...], "kwargs": {...}}`) and
  `traceloop.entity.output` (JSON). A workflow is a turn, an agent an agent run, a tool a tool call.
- LLM spans (`openai.chat`, ...): releases up to about 0.52 write indexed attributes (`gen_ai.prompt.N.role/
  content/tool_call_id`, `gen_ai.completion.N.role/content`, `gen_ai.completion.N.tool_calls.M.id/name/
  arguments`); newer ones the GenAI `gen_ai.input.messages` / `gen_ai.output.messages`, read by the GenAI mapper.
- The session: `gen_ai.conversation.id` (`set_conversation_id`, newer releases) or an association property
  (`Traceloop.set_association_properties({...})`, written `traceloop.association.properties.<key>`).
With `TRACELOOP_TRACE_CONTENT=false` none of the content attributes is written.
"""

from __future__ import annotations

from typing import Any

from miner.attribute_keys import GENAI_OPERATION, SERVICE_NAME
from miner.mappers.base import Mapper
from miner.mappers.facts import (
    LazyMessages,
    Message,
    SpanFacts,
    SpanRole,
    ToolCallPart,
    ToolFacts,
    ToolResultPart,
)
from miner.mappers.keys import ReadKeys
from miner.mappers.openinference import listed, unflatten
from miner.mappers.producers import Producer
from miner.mappers.shared import (
    GENAI_KEYS,
    SESSION_KEYS,
    USER_KEYS,
    as_object,
    first,
    genai_facts,
    normal_role,
    parse_json,
    role_of,
    skeleton,
    with_turn_words,
)
from miner.receivers.records import SpanRecord

NAME = "openllmetry"
SPAN_KIND = "traceloop.span.kind"
KIND_ROLES: dict[str, SpanRole] = {"workflow": "turn", "agent": "agent", "tool": "tool"}
ENTITY_NAME = "traceloop.entity.name"
ENTITY_INPUT = "traceloop.entity.input"
ENTITY_OUTPUT = "traceloop.entity.output"
ASSOCIATION = "traceloop.association.properties."
# Association property keys that name the conversation, in the order they are looked up.
ASSOCIATION_SESSION_KEYS = tuple(f"{ASSOCIATION}{key}" for key in
                                 ("session_id", "conversation_id", "thread_id", "chat_id"))
ASSOCIATION_USER_KEYS = (f"{ASSOCIATION}user_id",)
PROMPTS = "gen_ai.prompt."
COMPLETIONS = "gen_ai.completion."
INPUT_TEXT_KEYS = ("input", "query", "question", "message", "user_input", "prompt", "text")


def indexed_messages(attributes: dict[str, Any], prefix: str) -> list[Message]:
    """`gen_ai.prompt.0.role`, `gen_ai.prompt.0.content`, `gen_ai.completion.0.tool_calls.1.name`, ... as messages."""
    flat = {key[len(prefix):]: value for key, value in attributes.items() if key.startswith(prefix)}
    messages = []
    for item in listed(unflatten(flat)):
        if not isinstance(item, dict):
            continue
        message = Message(role=normal_role(item.get("role") or "assistant"))
        content = item.get("content")
        if message.role == "tool":
            message.tool_results.append(ToolResultPart(_id(item.get("tool_call_id")), None, parse_json(content)))
        elif content not in (None, ""):
            message.text = _text(content)
        for call in listed(item.get("tool_calls")):
            if isinstance(call, dict):
                message.tool_calls.append(ToolCallPart(_id(call.get("id")), str(call.get("name") or ""),
                                                       as_object(call.get("arguments"))))
        messages.append(message)
    return messages


def _text(content: Any) -> str | None:
    """Content is a string, or (for multi-part messages) a JSON list of `{type, text}` parts."""
    value = parse_json(content)
    if isinstance(value, list):
        texts = [str(part.get("text")) for part in value if isinstance(part, dict) and part.get("text")]
        return "\n".join(texts) or None
    return None if value is None else str(content)


def entity_input(raw: Any) -> tuple[list[Any], dict[str, Any]]:
    value = parse_json(raw)
    if not isinstance(value, dict):
        return [], {}
    args, kwargs = value.get("args"), value.get("kwargs")
    return (args if isinstance(args, list) else []), (kwargs if isinstance(kwargs, dict) else {})


def tool_arguments(raw: Any) -> dict[str, Any] | None:
    """A decorated tool's call: `{"args": [...], "kwargs": {...}}`; from the LangChain instrumentation
    `{"input_str", "inputs": {...}, "kwargs": <callback arguments>, ...}`."""
    if raw is None:
        return None
    value = parse_json(raw)
    if isinstance(value, dict) and isinstance(value.get("inputs"), dict):
        return dict(value["inputs"])
    args, kwargs = entity_input(value)
    return kwargs or ({"args": args} if args else {})


def _langchain_tool(raw_input: Any, tool: ToolFacts) -> None:
    """The LangChain instrumentation's tool output is `{"output": <the ToolMessage, serialized>}`: its content is
    the result, and it (like the callback arguments of the input) names the call."""
    output = tool.result.get("output") if isinstance(tool.result, dict) else None
    message = output.get("kwargs") if isinstance(output, dict) and output.get("type") == "constructor" else None
    if isinstance(message, dict) and "tool_call_id" in message:
        tool.result = parse_json(message.get("content"))
        tool.call_id = tool.call_id or _id(message.get("tool_call_id"))
    value = parse_json(raw_input)
    callback = value.get("kwargs") if isinstance(value, dict) and "inputs" in value else None
    if isinstance(callback, dict):
        tool.call_id = tool.call_id or _id(callback.get("tool_call_id"))


def entity_messages(raw: Any) -> list[Message]:
    """What a decorated turn or agent was called with: a list of chat messages, a text (under a telling key, or
    the one text argument), or both, as chat applications call a turn with the new words and the conversation
    so far (`chat(message, history)`). The turn's words are the last: a list that does not end with the user's
    message is the history before them, and the text follows it."""
    args, kwargs = entity_input(raw)
    messages: list[Message] = []
    for value in [*args, *kwargs.values()]:
        if isinstance(value, list) and value and all(isinstance(item, dict) and "role" in item for item in value):
            messages = [Message(role=normal_role(item.get("role")), text=_text(item.get("content")))
                        for item in value if item.get("content") not in (None, "")]
            break
    text = next((kwargs[key] for key in INPUT_TEXT_KEYS if isinstance(kwargs.get(key), str)), None)
    texts = [value for value in args if isinstance(value, str)]
    if text is None and len(texts) == 1:
        text = texts[0]
    return with_turn_words(messages, text)


def entity_answer(raw: Any) -> list[Message]:
    value = parse_json(raw)
    if isinstance(value, str) and value.strip():
        return [Message(role="assistant", text=value)]
    if isinstance(value, dict):
        text = next((value[key] for key in ("output", "answer", "response", "content", "text")
                     if isinstance(value.get(key), str)), None)
        return [Message(role="assistant", text=text)] if text else []
    return []


def _id(value: Any) -> str | None:
    return None if value in (None, "") else str(value)


class OpenLLMetryConvention(Mapper[SpanRecord]):
    name = NAME
    keys = GENAI_KEYS.merged(ReadKeys(
        session=ASSOCIATION_SESSION_KEYS, user_words=(ENTITY_INPUT, ENTITY_OUTPUT),
        user_words_prefixes=(PROMPTS, COMPLETIONS), structure=(SPAN_KIND, ENTITY_NAME, *ASSOCIATION_USER_KEYS),
        tool_result=(ENTITY_OUTPUT,), tool_result_prefixes=(PROMPTS,)))
    # Its instrumentations are `opentelemetry.instrumentation.openai.v1`, ...: a claim on OpenTelemetry's own
    # instrumentations too (httpx, ...), which libraries such as OpenLIT bring along; there the mapper that read
    # the spans wins.
    producers = (Producer(
        ("opentelemetry.instrumentation", "traceloop"),
        "OpenLLMetry wrote them with TRACELOOP_TRACE_CONTENT=false: leave it unset (or set it to true) where the "
        "application runs"),)

    def recognises(self, span: SpanRecord) -> bool:
        attributes = span.attributes
        return (SPAN_KIND in attributes or f"{PROMPTS}0.role" in attributes or f"{COMPLETIONS}0.role" in attributes
                or any(key in attributes for key in ASSOCIATION_SESSION_KEYS))

    def facts(self, span: SpanRecord) -> SpanFacts:
        attributes = span.attributes
        kind = attributes.get(SPAN_KIND)
        if kind is None:  # an LLM span
            facts = genai_facts(span, role_of(span) if GENAI_OPERATION in attributes else "llm", NAME)
            _read_indexed(attributes, facts)
        else:
            facts = skeleton(span, KIND_ROLES.get(str(kind), "other"), NAME)
            _read_entity(span, facts)
        facts.session_id = first(attributes, (*SESSION_KEYS, *ASSOCIATION_SESSION_KEYS))
        facts.user_id = first(attributes, (*USER_KEYS, *ASSOCIATION_USER_KEYS))
        facts.agent_name = facts.agent_name or first(attributes, ("gen_ai.agent.name",))
        return facts


def _read_indexed(attributes: dict[str, Any], facts: SpanFacts) -> None:
    if facts.input_messages is None and f"{PROMPTS}0.role" in attributes:
        facts.input_messages = LazyMessages.parsed_by(attributes, prompt_messages)
        facts.content_captured = True
    if facts.output_messages is None and f"{COMPLETIONS}0.role" in attributes:
        facts.output_messages = LazyMessages.parsed_by(attributes, completion_messages)
        facts.content_captured = True


# Module-level, not closures: facts travel between worker processes with the functions that read them.
def prompt_messages(attributes: dict[str, Any]) -> list[Message]:
    return indexed_messages(attributes, PROMPTS)


def completion_messages(attributes: dict[str, Any]) -> list[Message]:
    return indexed_messages(attributes, COMPLETIONS)


def _read_entity(span: SpanRecord, facts: SpanFacts) -> None:
    attributes = span.attributes
    facts.app_name = first(span.resource, (SERVICE_NAME,))
    raw_input = attributes.get(ENTITY_INPUT)
    raw_output = attributes.get(ENTITY_OUTPUT)
    facts.content_captured = raw_input is not None or raw_output is not None
    if facts.role == "tool":
        facts.tool = ToolFacts(
            name=first(attributes, ("gen_ai.tool.name", ENTITY_NAME)) or span.name.removesuffix(".tool"),
            call_id=first(attributes, ("gen_ai.tool.call.id",)),
            args=tool_arguments(raw_input),
            result=parse_json(raw_output),
            error=next((error.message or error.type or "error" for error in facts.errors), None),
        )
        _langchain_tool(raw_input, facts.tool)
    elif facts.role in ("turn", "agent"):
        facts.agent_name = first(attributes, (ENTITY_NAME,))
        if raw_input is not None:
            facts.input_messages = LazyMessages.of(entity_messages(raw_input))
        if raw_output is not None:
            facts.output_messages = LazyMessages.of(entity_answer(raw_output))
