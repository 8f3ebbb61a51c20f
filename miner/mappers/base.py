"""The interface every trace convention implements, and the span facts every convention shares."""

from __future__ import annotations

from typing import Any, Protocol

import orjson

from miner.mappers.facts import SpanFacts, SpanRole
from miner.mappers.feedback import span_feedback
from miner.model import ErrorRecord
from miner.receivers.records import SpanRecord

STATUS_ERROR = 2


class Convention(Protocol):
    """Maps the spans of one instrumentation's convention to convention-free facts."""

    name: str

    def recognizes(self, span: SpanRecord) -> bool: ...

    def facts(self, span: SpanRecord) -> SpanFacts: ...


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
    if not span.events and span.status_code != STATUS_ERROR and "error.type" not in span.attributes:
        return []  # most spans: no need to look further
    found = [
        ErrorRecord(
            type=_text(event.attributes.get("exception.type")),
            message=_text(event.attributes.get("exception.message")),
            span_name=span.name,
            span_id=span.span_id,
        )
        for event in span.events
        if event.name == "exception"
    ]
    error_type = _text(span.attributes.get("error.type"))
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
                return orjson.loads(stripped)
            except orjson.JSONDecodeError:
                return value
    return value


def as_object(value: Any) -> dict[str, Any] | None:
    """Tool arguments as an object (ADK eval sets refuse anything else); None when not captured."""
    value = parse_json(value)
    if value is None or value == "":
        return None
    if isinstance(value, dict):
        return value
    return {"value": value}
