"""The raw records receivers yield: OTLP spans and log records (attributes decoded to plain Python values), and
application log lines placed by their mapping. Mappers read these and nothing else.

Records are msgspec structs, not pydantic models nor dataclasses: millions of them pass through ingestion,
and a struct is built in C; only the facts the conventions take from them survive.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any, Literal

import msgspec

# The last moment a date can show (9999-12-31): a larger time is damage, and would overflow later stages.
MAX_TIME_NS = 253_402_300_799 * 10**9


@dataclass(slots=True, frozen=True)
class Location:
    """Where a record was read: shown in warnings so the user can find the line."""

    path: str
    line: int

    def __str__(self) -> str:
        return f"{self.path}:{self.line}"


class SpanEvent(msgspec.Struct):
    name: str
    time_ns: int
    attributes: dict[str, Any]


class SpanRecord(msgspec.Struct):
    trace_id: str
    span_id: str
    parent_span_id: str | None
    name: str
    kind: int
    start_ns: int
    end_ns: int
    attributes: dict[str, Any]
    events: list[SpanEvent]
    status_code: int
    status_message: str | None
    scope: str
    resource: dict[str, Any]
    links: list[tuple[str, str]] = msgspec.field(default_factory=list)
    location: Location | None = None


class LogRecord(msgspec.Struct):
    """One OTLP log record. `key` identifies the record itself, so a record delivered twice is seen once."""

    key: str
    time_ns: int
    observed_ns: int
    severity_number: int
    severity_text: str | None
    event_name: str | None
    body: Any
    attributes: dict[str, Any]
    trace_id: str | None
    span_id: str | None
    scope: str
    resource: dict[str, Any]
    location: Location | None = None


EventKind = Literal["user_message", "agent_message", "tool_call", "tool_result", "error", "feedback"]


@dataclass(slots=True)
class AppLogEntry:
    """One application log line, placed by the mapping."""

    key: str
    kind: EventKind
    time_ns: int
    session_id: str
    user_id: str | None
    text: str | None
    tool: str | None
    call_id: str | None
    args: Any
    result: Any
    error: str | None
    rating: Any
    location: Location


# What a receiver yields; each mapper reads one of these types.
Record = SpanRecord | LogRecord | AppLogEntry


def content_key(raw: Any) -> str:
    """A stable id of a record's content: a record delivered twice (at least once) gets the same id twice."""
    canonical = json.dumps(raw, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:16]
