"""OpenTelemetry GenAI events carried as log records (capture mode EVENT_ONLY or SPAN_AND_EVENT) as facts.

- `gen_ai.client.inference.operation.details`: one model call, its input and output messages (current).
- `gen_ai.system.message`, `gen_ai.user.message`, `gen_ai.assistant.message`, `gen_ai.tool.message`,
  `gen_ai.choice`: one message each, content in the body (deprecated, still emitted by many instrumentations).
- `gen_ai.evaluation.result`: a judgement of the span the record names (feedback).
- Any record with `exception.*` attributes or severity ERROR and above: an error of the span it names.

A record that names a span becomes a child of that span (`parent_id`), with an id of its own derived from its
content, so it lands in the right turn when the spans are read too, and a record delivered twice is dropped.
Records without a trace id are grouped by their `gen_ai.conversation.id` / `session.id` attribute.
"""

from __future__ import annotations

import hashlib
from typing import Any

from miner.attribute_keys import (
    ERROR_TYPE,
    EXCEPTION_MESSAGE,
    EXCEPTION_TYPE,
    GENAI_INPUT_MESSAGES,
    GENAI_OUTPUT_MESSAGES,
    SERVICE_NAME,
)
from miner.mappers.base import Mapper
from miner.mappers.facts import LazyMessages, SpanFacts, SpanRole
from miner.mappers.keys import ReadKeys
from miner.mappers.shared import (
    DETAILS_EVENT,
    EVALUATION_EVENT,
    GENAI_CONTENT,
    INPUT_EVENTS,
    SESSION_KEYS,
    USER_KEYS,
    evaluation_feedback,
    first,
    holds_content,
    lazy_messages,
    legacy_event_message,
    message_has_content,
    parse_json,
)
from miner.model import ErrorRecord
from miner.receivers.base import ShapeError
from miner.receivers.records import LogRecord

NAME = "genai-events"
SEVERITY_ERROR = 17
MESSAGE_EVENTS = INPUT_EVENTS | {"gen_ai.choice"}


def session_trace_id(session_id: str) -> str:
    """A trace id for records that carry a session but no trace: the same for every record of the session."""
    return hashlib.sha256(f"session:{session_id}".encode()).hexdigest()[:32]


def is_relevant(record: LogRecord) -> bool:
    """Whether the record says anything about an agent conversation (other application logs are ignored)."""
    name = record.event_name
    return (name in MESSAGE_EVENTS or name in (DETAILS_EVENT, EVALUATION_EVENT)
            or _is_error(record))


def _is_error(record: LogRecord) -> bool:
    attributes = record.attributes
    return (EXCEPTION_TYPE in attributes or EXCEPTION_MESSAGE in attributes or ERROR_TYPE in attributes
            or record.severity_number >= SEVERITY_ERROR)


def log_facts(record: LogRecord, idle_ns: int) -> SpanFacts | None:
    """The facts of one relevant log record; None when it names neither a trace nor a session.

    A record without a trace gets one per session and `idle_ns` period: a user who comes back after the
    session went idle starts a new trace, not a late record of a closed one."""
    attributes = record.attributes
    session_id = first(attributes, SESSION_KEYS)
    time_ns = record.time_ns or record.observed_ns
    trace_id = record.trace_id
    if trace_id is None and session_id is not None:
        trace_id = session_trace_id(f"{session_id}\x00{time_ns // max(idle_ns, 1)}")
    if trace_id is None:
        return None
    name = record.event_name or ""
    facts = SpanFacts(
        trace_id=trace_id,
        span_id=record.key,
        parent_id=record.span_id,
        name=name or "log",
        start_ns=time_ns,
        end_ns=time_ns,
        role=_role(name),
        convention=NAME,
        session_id=session_id,
        user_id=first(attributes, USER_KEYS),
        app_name=first(record.resource, (SERVICE_NAME,)),
        agent_name=first(attributes, ("gen_ai.agent.name",)),
        location=record.location,
    )
    body = _body_fields(record.body)
    if name == DETAILS_EVENT:
        raw_inputs = attributes.get(GENAI_INPUT_MESSAGES, body.get(GENAI_INPUT_MESSAGES))
        raw_outputs = attributes.get(GENAI_OUTPUT_MESSAGES, body.get(GENAI_OUTPUT_MESSAGES))
        if raw_inputs is not None:
            facts.input_messages = lazy_messages(raw_inputs)
        if raw_outputs is not None:
            facts.output_messages = lazy_messages(raw_outputs)
    elif name in MESSAGE_EVENTS:
        message = legacy_event_message(name, {**body, **attributes})
        if message is not None:
            messages = LazyMessages.of([message])
            if name == "gen_ai.choice":
                facts.output_messages = messages
            else:
                facts.input_messages = messages
    elif name == EVALUATION_EVENT:
        merged = {**body, **attributes}
        facts.feedback = [evaluation_feedback(merged, record.key, source="log")]
        if record.trace_id and record.span_id:
            facts.targets = [(record.trace_id, record.span_id)]
    if name == DETAILS_EVENT:
        facts.content_captured = holds_content(raw_inputs) or holds_content(raw_outputs)
    else:  # with capture off, message events are still logged: roles, ids and tool names, no content
        facts.content_captured = any(message_has_content(message) for lazy in (facts.input_messages,
                                     facts.output_messages) if lazy is not None for message in lazy.get())
    if _is_error(record):
        facts.errors = [ErrorRecord(
            type=_text(attributes.get(EXCEPTION_TYPE)) or _text(attributes.get(ERROR_TYPE))
            or (None if name else record.severity_text or "ERROR"),
            message=_text(attributes.get(EXCEPTION_MESSAGE)) or _text(record.body if name == "" else None),
            span_name=name or None,
            span_id=record.span_id,
        )]
    return facts


class GenAIEventsMapper(Mapper[LogRecord]):
    """GenAI events and errors carried by OTLP log records (see the module docstring)."""

    name = NAME
    reads = LogRecord
    keys = ReadKeys(log_session=SESSION_KEYS, log_events=(*sorted(MESSAGE_EVENTS), DETAILS_EVENT, EVALUATION_EVENT))
    producers = (GENAI_CONTENT,)
    wanted = ("a GenAI event or an error: have the instrumentation log its events with "
              "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=EVENT_ONLY")

    def __init__(self, idle_ns: int) -> None:
        self.idle_ns = idle_ns

    def recognises(self, record: LogRecord) -> bool:
        return is_relevant(record)

    def facts(self, record: LogRecord) -> SpanFacts:
        facts = log_facts(record, self.idle_ns)
        if facts is None:
            raise ShapeError("a GenAI or error log record names no trace and no session (gen_ai.conversation.id "
                             "or session.id)", kind="unplaced log record")
        return facts


def _role(name: str) -> SpanRole:
    if name == DETAILS_EVENT:
        return "llm"
    if name in MESSAGE_EVENTS:
        return "message"
    if name == EVALUATION_EVENT:
        return "feedback"
    return "other"


def _body_fields(body: Any) -> dict[str, Any]:
    """A message event's body as fields: an object as is, a bare value as the message content."""
    body = parse_json(body)
    if isinstance(body, dict):
        return body
    if body is None:
        return {}
    return {"content": body}


def _text(value: Any) -> str | None:
    return None if value in (None, "") else str(value)
