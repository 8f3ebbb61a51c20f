"""What every mapper may share: the facts any span has, JSON inside strings, and the OpenTelemetry GenAI vocabulary.

The GenAI semantic conventions are the common ground of most instrumentations (OpenLLMetry, Pydantic AI,
Strands, ADK 2.x and the OpenTelemetry GenAI instrumentations all write `gen_ai.*` keys): a mapper for one of
them starts from `genai_facts(span, role, name)` and completes what only its own keys say. Message content is
read by `lazy_messages` (current `gen_ai.input.messages` / `gen_ai.output.messages`, structured or JSON
strings) and `legacy_event_message` (the deprecated per-message events); feedback by `evaluation_feedback`.
"""

from __future__ import annotations

import ast
from typing import Any

import msgspec
import orjson

from miner.attribute_keys import (
    ERROR_TYPE,
    EXCEPTION_EVENT,
    EXCEPTION_MESSAGE,
    EXCEPTION_TYPE,
    GENAI_EXECUTE_TOOL,
    GENAI_INPUT_MESSAGES,
    GENAI_OPERATION,
    GENAI_OUTPUT_MESSAGES,
    SERVICE_NAME,
)
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
from miner.mappers.producers import Producer
from miner.model import ErrorRecord, Feedback
from miner.receivers.base import TOO_DEEP, ShapeError, check_nesting
from miner.receivers.records import SpanEvent, SpanRecord

STATUS_ERROR = 2

# --- what every span has ---------------------------------------------------------------------------------


def skeleton(span: SpanRecord, role: SpanRole, convention: str) -> SpanFacts:
    """Facts every span has whatever its convention: identity, timing, errors, and the feedback it carries."""
    return SpanFacts(
        trace_id=span.trace_id,
        span_id=span.span_id,
        parent_id=span.parent_span_id,
        name=span.name,
        start_ns=span.start_ns,
        end_ns=span.end_ns or span.start_ns,
        role=role,
        convention=convention,
        errors=span_errors(span),
        feedback=span_feedback(span),
        location=span.location,
    )


def span_errors(span: SpanRecord) -> list[ErrorRecord]:
    """Error status, `error.type` and `exception` events: the same in every convention."""
    if not span.events and span.status_code != STATUS_ERROR and ERROR_TYPE not in span.attributes:
        return []  # most spans: no need to look further
    found = [
        ErrorRecord(
            type=_text(event.attributes.get(EXCEPTION_TYPE)),
            message=_text(event.attributes.get(EXCEPTION_MESSAGE)),
            span_name=span.name,
            span_id=span.span_id,
        )
        for event in span.events
        if event.name == EXCEPTION_EVENT
    ]
    error_type = _text(span.attributes.get(ERROR_TYPE))
    if not found and (span.status_code == STATUS_ERROR or error_type):
        found.append(ErrorRecord(type=error_type, message=span.status_message, span_name=span.name,
                                 span_id=span.span_id))
    return found


def _text(value: Any) -> str | None:
    return None if value is None else str(value)


def parse_json(value: Any) -> Any:
    """Structured content arrives as JSON inside strings where an SDK cannot hold structures."""
    if isinstance(value, str):
        stripped = value.strip()
        if stripped[:1] in ("{", "[", '"'):
            try:
                return check_nesting(orjson.loads(stripped))
            except orjson.JSONDecodeError as error:
                if "depth" in str(error):  # orjson's own limit: deeper than any agent's data, as ours is
                    raise ShapeError(TOO_DEEP, kind="nested too deep") from None
                return value
    return check_nesting(value) if isinstance(value, dict | list) else value


def parse_result(value: Any) -> Any:
    """A tool's result or arguments as written: JSON, or, where an SDK wrote `str()` of a Python value (Semantic
    Kernel's results, OpenLIT's traced arguments), that value read back as a literal (never evaluated)."""
    parsed = parse_json(value)
    if isinstance(parsed, str) and parsed.strip()[:1] in ("{", "["):
        try:
            literal = ast.literal_eval(parsed.strip())
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            return parsed
        return literal if isinstance(literal, dict | list) else parsed
    return parsed


def as_object(value: Any) -> dict[str, Any] | None:
    """Tool arguments as an object (ADK eval sets refuse anything else); None when not captured."""
    value = parse_json(value)
    if value is None or value == "":
        return None
    if isinstance(value, dict):
        return value
    return {"value": value}


# --- the GenAI vocabulary ----------------------------------------------------------------------------

OPERATION_ROLES: dict[str, SpanRole] = {
    "invoke_agent": "agent",
    "invoke_workflow": "turn",
    "chat": "llm",
    "generate_content": "llm",
    "text_completion": "llm",
    GENAI_EXECUTE_TOOL: "tool",
}
INPUT_EVENTS = {"gen_ai.system.message", "gen_ai.user.message", "gen_ai.assistant.message", "gen_ai.tool.message"}
DETAILS_EVENT = "gen_ai.client.inference.operation.details"
# The GenAI conventions' first content events (before the events of one message each): the whole prompt and the whole
# completion, each a JSON message list in one attribute.
CONTENT_EVENTS = {"gen_ai.content.prompt": "gen_ai.prompt", "gen_ai.content.completion": "gen_ai.completion"}
EVALUATION_EVENT = "gen_ai.evaluation.result"
SESSION_KEYS = ("gen_ai.conversation.id", "session.id")
USER_KEYS = ("user.id", "enduser.id")
# What any span is read for, whatever its convention (an application's own request span names the conversation too).
COMMON_KEYS = ReadKeys(session=SESSION_KEYS, structure=USER_KEYS)
# What `genai_facts` reads: the keys of every convention that starts from it.
GENAI_KEYS = COMMON_KEYS.merged(ReadKeys(
    user_words=(GENAI_INPUT_MESSAGES, GENAI_OUTPUT_MESSAGES),
    user_words_events=(DETAILS_EVENT, "gen_ai.user.message", "gen_ai.choice", "gen_ai.assistant.message",
                       *CONTENT_EVENTS),
    structure=(GENAI_OPERATION, "gen_ai.agent.name"), tool_name=("gen_ai.tool.name",),
    agent_name=("gen_ai.agent.name",), tool_result=("gen_ai.tool.call.result", GENAI_INPUT_MESSAGES),
    tool_result_events=(DETAILS_EVENT, "gen_ai.tool.message", "gen_ai.choice", "gen_ai.content.prompt"),
    feedback_prefixes=("gen_ai.evaluation.",), feedback_events=(EVALUATION_EVENT,)))
# How any instrumentation writing GenAI messages has them: the switch of OpenTelemetry's GenAI instrumentations.
GENAI_CONTENT = Producer(
    (), "the instrumentation wrote them with content capture off, the default of OpenTelemetry's GenAI "
        "instrumentations: set OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=SPAN_ONLY with "
        "OTEL_SEMCONV_STABILITY_OPT_IN=gen_ai_latest_experimental where the application runs (or true, and export "
        "its log events beside the spans)")


def role_of(span: SpanRecord) -> SpanRole:
    operation = span.attributes.get(GENAI_OPERATION)
    if operation is None:
        operation = span.name.split(" ", 1)[0]
    return OPERATION_ROLES.get(str(operation), "other")


def one(attributes: dict[str, Any], key: str) -> str | None:
    value = attributes.get(key)
    return None if value is None or value == "" else str(value)


def first(attributes: dict[str, Any], keys: tuple[str, ...]) -> str | None:
    for key in keys:
        value = attributes.get(key)
        if value not in (None, ""):
            return str(value)
    return None


# --- messages -------------------------------------------------------------------------------------------


class _Part(msgspec.Struct, gc=False):
    type: Any = None
    content: Any = None
    id: Any = None
    name: Any = None
    arguments: Any = None
    response: Any = None
    result: Any = None


class _Message(msgspec.Struct, gc=False):
    role: Any = None
    parts: list[_Part] | None = None


_MESSAGES = msgspec.json.Decoder(list[_Message])


def message_items(raw: Any) -> list[Any]:
    """GenAI messages: `[{role, parts: [{type: text|tool_call|tool_call_response, ...}]}]`, as typed structs
    decoded in one pass from a JSON string. Structured values, and lists with a malformed item, take the slower
    way: parsed objects, each made a struct by `message_of`, so that a bad one costs only itself."""
    if isinstance(raw, str):
        try:
            return _MESSAGES.decode(raw)
        except msgspec.ValidationError:  # a subclass of DecodeError: first
            raw = parse_json(raw)
        except msgspec.DecodeError:
            raise ShapeError("a message list is not valid JSON (truncated?)", kind="damaged messages") from None
        except RecursionError:
            raise ShapeError(TOO_DEEP, kind="nested too deep") from None
    if not isinstance(raw, list):
        raise ShapeError("a message list is not a list", kind="damaged messages")
    return raw


def _message_struct(item: Any) -> _Message:
    if not isinstance(item, dict):
        raise ShapeError("a message is not an object", kind="damaged messages")
    parts = item.get("parts")
    good_parts = [part for part in parts if isinstance(part, dict)] if isinstance(parts, list) else []
    try:
        return msgspec.convert({**item, "parts": good_parts}, _Message, strict=False)
    except msgspec.ValidationError:
        raise ShapeError("a message does not have the GenAI shape", kind="damaged messages") from None


def lazy_messages(raw: Any) -> LazyMessages:
    return LazyMessages(raw, message_items, message_of)


def parse_messages(raw: Any) -> list[Message]:
    """Every readable message of a GenAI message list, at once (damaged ones skipped)."""
    return lazy_messages(raw).get()


def message_of(item: _Message | Any) -> Message:
    if type(item) is not _Message:
        item = _message_struct(item)
    message = Message(normal_role(item.role))
    texts: list[str] = []
    for part in item.parts or ():
        kind = part.type
        if kind == "text":
            content = part.content
            if content is not None:
                texts.append(content if isinstance(content, str) else str(content))
        elif kind == "tool_call":
            message.tool_calls.append(ToolCallPart(_id(part.id), str(part.name or ""), as_object(part.arguments)))
        elif kind == "tool_call_response":
            response = part.response if part.response is not None else part.result
            message.tool_results.append(ToolResultPart(_id(part.id), part.name, parse_json(response)))
    if texts:
        message.text = "\n".join(texts)
    return message


def with_turn_words(messages: list[Message], text: str | None) -> list[Message]:
    """A call given both the conversation and the new words (`chat(message, history)`, `{"question": ...,
    "messages": [...]}`): the words follow the history. A list that already ends with the user's message is the
    whole request, and a text beside it is something else (a system prompt, a name)."""
    if text and (not messages or messages[-1].role != "user"):
        return [*messages, Message(role="user", text=text)]
    return messages


_PLAIN_ROLES = frozenset({"user", "assistant", "system", "tool"})
ROLE_ALIASES = {"model": "assistant", "ai": "assistant", "human": "user", "function": "tool"}


def normal_role(role: Any) -> str:
    if type(role) is str and role in _PLAIN_ROLES:
        return role
    role = str(role or "").lower()
    return ROLE_ALIASES.get(role, role)


def _id(value: Any) -> str | None:
    return None if value in (None, "") else str(value)


def legacy_event_message(event_name: str, attributes: dict[str, Any]) -> Message | None:
    """One deprecated message event (`gen_ai.user.message`, `gen_ai.choice`, ...) as a Message."""
    if event_name == "gen_ai.choice":
        body = parse_json(attributes.get("message")) or {}
        content = body.get("content") if isinstance(body, dict) else None
        calls = attributes.get("tool_calls") or (body.get("tool_calls") if isinstance(body, dict) else None)
        message = Message(role="assistant", text=_content_text(content))
        message.tool_calls = _legacy_tool_calls(calls)
        return message
    if event_name not in INPUT_EVENTS:
        return None
    role = event_name.removeprefix("gen_ai.").removesuffix(".message")
    message = Message(role=normal_role(attributes.get("role") or role))
    content = parse_json(attributes.get("content"))
    if message.role == "tool":
        message.tool_results.append(ToolResultPart(_id(attributes.get("id")), None, content))
    else:
        message.text = _content_text(content)
        message.tool_calls = _legacy_tool_calls(attributes.get("tool_calls"))
    return message


def _content_text(content: Any) -> str | None:
    content = parse_json(content)
    if content is None:
        return None
    if isinstance(content, list):
        texts = [str(item.get("text") or item.get("content") or "") if isinstance(item, dict) else str(item)
                 for item in content]
        return "\n".join(text for text in texts if text) or None
    return str(content)


def _legacy_tool_calls(raw: Any) -> list[ToolCallPart]:
    calls = parse_json(raw)
    parts: list[ToolCallPart] = []
    for call in calls if isinstance(calls, list) else ():
        if not isinstance(call, dict):
            continue
        function = parse_json(call.get("function")) or {}
        parts.append(ToolCallPart(_id(call.get("id")), str(function.get("name") or ""),
                                  as_object(function.get("arguments"))))
    return parts


def _message_list(attributes: dict[str, Any]) -> list[Message]:
    from miner.mappers.generic import message_of

    raw = parse_json(next((attributes[key] for key in CONTENT_EVENTS.values() if key in attributes), None))
    return [message for item in raw for message in [message_of(item)] if message is not None] \
        if isinstance(raw, list) else []


def messages_from_events(events: list[SpanEvent]) -> tuple[LazyMessages | None, LazyMessages | None]:
    """The input and output messages a span's events carry (None: no such event); damaged ones say so."""
    found: dict[bool, list[Message]] = {False: [], True: []}  # by: is an output
    damage: dict[bool, str | None] = {False: None, True: None}
    for event in events:
        if event.name == DETAILS_EVENT:
            for key, output in ((GENAI_INPUT_MESSAGES, False), (GENAI_OUTPUT_MESSAGES, True)):
                raw = event.attributes.get(key)
                if raw is not None:
                    read = lazy_messages(raw)
                    found[output].extend(read.get())
                    damage[output] = damage[output] or read.damage
            continue
        if event.name in CONTENT_EVENTS:
            found[event.name == "gen_ai.content.completion"].extend(_message_list(event.attributes))
            continue
        message = legacy_event_message(event.name, event.attributes)
        if message is not None:
            found[event.name == "gen_ai.choice"].append(message)
    lazies: list[LazyMessages | None] = []
    for output in (False, True):
        lazy = LazyMessages.of(found[output]) if found[output] or damage[output] else None
        if lazy is not None:
            lazy.damage = damage[output]
        lazies.append(lazy)
    return lazies[0], lazies[1]


# --- feedback -------------------------------------------------------------------------------------------


# Attributes applications commonly rate a span with: a number is a score, anything else a label.
FEEDBACK_ATTRIBUTES = ("user.feedback", "feedback.score", "feedback.label")


def evaluation_feedback(attributes: dict[str, Any], span_id: str | None, source: str = "trace") -> Feedback:
    return Feedback(
        name=str(attributes.get("gen_ai.evaluation.name") or "evaluation"),
        score=_number(attributes.get("gen_ai.evaluation.score.value")),
        label=_id(attributes.get("gen_ai.evaluation.score.label")),
        explanation=_id(attributes.get("gen_ai.evaluation.explanation")),
        source=source,
        span_id=span_id,
    )


def span_feedback(span: SpanRecord) -> list[Feedback]:
    """Feedback wherever a span carries it, whatever its convention: `gen_ai.evaluation.result` events (the GenAI
    conventions let them sit on any span, an application's own `user_feedback` span included), then the
    common feedback attributes."""
    found = [evaluation_feedback(event.attributes, span.span_id) for event in span.events
             if event.name == EVALUATION_EVENT] if span.events else []
    return found + attribute_feedback(span, FEEDBACK_ATTRIBUTES)


def attribute_feedback(span: SpanRecord, keys: tuple[str, ...]) -> list[Feedback]:
    """A rating in each of these attributes the span has: a number is a score, anything else a label."""
    found = []
    for key in keys:
        value = span.attributes.get(key)
        if value is None or value == "":
            continue
        score = _number(value)
        found.append(Feedback(name=key, score=score, label=None if score is not None else str(value),
                              span_id=span.span_id))
    return found


def _number(value: Any) -> float | None:
    if isinstance(value, bool | int | float):
        return float(value)
    if isinstance(value, str):
        try:
            return float(value)
        except ValueError:
            return None
    return None


# --- the GenAI reading of a span -----------------------------------------------------------------------


def genai_facts(span: SpanRecord, role: SpanRole, convention: str) -> SpanFacts:
    """The GenAI reading of a span; other conventions that reuse GenAI keys (ADK v2) start from it."""
    attributes = span.attributes
    facts = skeleton(span, role, convention)
    facts.session_id = first(attributes, SESSION_KEYS)
    facts.user_id = first(attributes, USER_KEYS)
    facts.agent_name = one(attributes, "gen_ai.agent.name")
    facts.app_name = one(span.resource, SERVICE_NAME)
    raw_inputs = attributes.get(GENAI_INPUT_MESSAGES)
    raw_outputs = attributes.get(GENAI_OUTPUT_MESSAGES)
    if raw_inputs is not None:
        facts.input_messages = lazy_messages(raw_inputs)
    if raw_outputs is not None:
        facts.output_messages = lazy_messages(raw_outputs)
    facts.content_captured = holds_content(raw_inputs) or holds_content(raw_outputs)
    if span.events and (raw_inputs is None or raw_outputs is None):
        inputs, outputs = messages_from_events(span.events)
        if inputs is not None and raw_inputs is None:
            facts.input_messages = inputs
            facts.content_captured = facts.content_captured or bool(inputs.get())
        if outputs is not None and raw_outputs is None:
            facts.output_messages = outputs
            facts.content_captured = facts.content_captured or bool(outputs.get())
    if role == "tool":
        arguments = attributes.get("gen_ai.tool.call.arguments")
        result = attributes.get("gen_ai.tool.call.result")
        facts.tool = ToolFacts(
            name=one(attributes, "gen_ai.tool.name") or span.name.removeprefix(f"{GENAI_EXECUTE_TOOL} ").strip(),
            call_id=one(attributes, "gen_ai.tool.call.id"),
            args=as_object(arguments),
            result=parse_result(result),
            error=_tool_error(facts),
        )
        facts.content_captured = arguments is not None or result is not None
    return facts


# What a message part holds only when content was captured: with capture off some instrumentations (Pydantic AI
# with `include_content=False`) still write the messages, as parts with their types and no content.
CONTENT_KEYS = ('"content"', '"arguments"', '"response"', '"result"')


def holds_content(raw: Any) -> bool:
    if raw is None:
        return False
    if isinstance(raw, str):
        return any(key in raw for key in CONTENT_KEYS)
    return bool(raw)  # a structured list left empty (OpenLIT's events with capture off) holds nothing


def message_has_content(message: Message) -> bool:
    """Whether a message says anything: a text, a tool call's arguments, a tool's result."""
    return bool(message.text) or any(call.args is not None for call in message.tool_calls) or any(
        result.response not in (None, "", {}) for result in message.tool_results)


def _tool_error(facts: SpanFacts) -> str | None:
    for error in facts.errors:
        return error.message or error.type or "error"
    return None
