"""An application's own JSON-lines logs, read through a declared mapping (`[tool.miner.app_logs]`).

The default mapping reads this shape, one JSON object per line (every key but `ts`, `session_id` and
`event` optional; `ts` is ISO 8601 or epoch seconds, milliseconds, microseconds or nanoseconds):

    {"ts": "2026-11-23T09:15:02Z", "session_id": "s-123", "user_id": "u-9",
     "event": "user_message" | "agent_message" | "tool_call" | "tool_result" | "error" | "feedback",
     "text": "...", "tool": "lookup_order", "call_id": "c1", "args": {...}, "result": ..., "error": "...",
     "rating": "thumbs_down" | -1 | 1 ...}

Another shape is declared by naming its fields (dotted paths reach into nested objects, `attributes.session`)
and the values of its event field. A line the mapping cannot place is reported with its file and line.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from miner.diagnostics import Diagnostics
from miner.receivers.base import Document, Receiver, ShapeError, check_nesting
from miner.receivers.records import MAX_TIME_NS, AppLogEntry, EventKind, Location, content_key

EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
EVENT_KINDS: tuple[EventKind, ...] = ("user_message", "agent_message", "tool_call", "tool_result", "error",
                                      "feedback")


def _listed(value: Any) -> Any:
    return [value] if isinstance(value, str) else value


class AppLogLine(BaseModel):
    """One line of the default shape: what the default mapping reads, `miner demo --as app-logs` writes, and
    the JSON Schema documents. Other shapes are read through a declared `AppLogMapping`."""

    model_config = ConfigDict(extra="allow")

    ts: str | float = Field(description="ISO 8601 time, or epoch seconds / ms / µs / ns.")
    session_id: str
    user_id: str | None = None
    event: EventKind
    text: str | None = Field(None, description="Message text; for feedback, the user's comment.")
    tool: str | None = None
    call_id: str | None = None
    args: dict[str, Any] | None = None
    result: Any = None
    error: str | None = None
    rating: str | float | None = Field(None, description="thumbs_up / thumbs_down, or a score.")


class AppLogEvents(BaseModel):
    """Which values of the event field mean which kind of event (each a value or a list of values)."""

    model_config = ConfigDict(extra="forbid")

    user_message: list[str] = Field(default_factory=lambda: ["user_message"], description="A user's message.")
    agent_message: list[str] = Field(default_factory=lambda: ["agent_message"], description="The agent's answer.")
    tool_call: list[str] = Field(default_factory=lambda: ["tool_call"], description="The agent calls a tool.")
    tool_result: list[str] = Field(default_factory=lambda: ["tool_result"], description="A tool's result.")
    error: list[str] = Field(default_factory=lambda: ["error"], description="A failure (of a tool when named).")
    feedback: list[str] = Field(default_factory=lambda: ["feedback"], description="A user's rating.")

    _normalise = field_validator("*", mode="before")(_listed)

    def kind_of(self, value: str) -> EventKind | None:
        for kind in EVENT_KINDS:
            if value in getattr(self, kind):
                return kind
        return None


class AppLogMapping(BaseModel):
    """Where an application's log lines keep each fact: field names, dotted for nested objects."""

    model_config = ConfigDict(extra="forbid")

    time: str = Field("ts", description="Event time: ISO 8601, or epoch s / ms / µs / ns.")
    session_id: str = Field("session_id", description="The conversation the line belongs to.")
    user_id: str = Field("user_id", description="The end user (optional in each line).")
    event: str = Field("event", description="The kind of event; its values are declared in `events`.")
    text: str = Field("text", description="Message text; for feedback, the user's comment.")
    tool: str = Field("tool", description="Tool name (tool_call, tool_result, error of a tool).")
    call_id: str = Field("call_id", description="Pairs a tool_call with its tool_result (optional).")
    args: str = Field("args", description="Tool arguments (an object, or JSON in a string).")
    result: str = Field("result", description="Tool result.")
    error: str = Field("error", description="Error message (error events, failed tool results).")
    rating: str = Field("rating", description="Feedback rating: a number or a label such as thumbs_down.")
    events: AppLogEvents = Field(default_factory=AppLogEvents)


def lookup(document: dict[str, Any], path: str) -> Any:
    """The value at a field name, or at a dotted path when no field has the whole name."""
    if path in document:
        return document[path]
    value: Any = document
    for part in path.split("."):
        if not isinstance(value, dict) or part not in value:
            return None
        value = value[part]
    return value


def looks_like_app_log(document: Any, mapping: AppLogMapping) -> bool:
    """A JSON object that is not OTLP and holds the mapping's event or session field."""
    if not isinstance(document, dict) or "resourceSpans" in document or "resourceLogs" in document:
        return False
    return lookup(document, mapping.event) is not None or lookup(document, mapping.session_id) is not None


def entry_of(document: Any, location: Location, mapping: AppLogMapping) -> AppLogEntry:
    """Place one line; a ShapeError names the field that is missing or wrong, never its content."""
    if not isinstance(document, dict):
        raise ShapeError("not a JSON object")
    raw_kind = lookup(document, mapping.event)
    if raw_kind in (None, ""):
        raise ShapeError(f"no event kind in field '{mapping.event}'")
    kind = mapping.events.kind_of(str(raw_kind))
    if kind is None:
        raise ShapeError(f"the value of field '{mapping.event}' is not one of the event values in the mapping "
                         "([tool.miner.app_logs.events])")
    session = lookup(document, mapping.session_id)
    if session in (None, ""):
        raise ShapeError(f"no session id in field '{mapping.session_id}'")
    time_ns = parse_time(lookup(document, mapping.time), mapping.time)
    return AppLogEntry(
        key=content_key(document),
        kind=kind,
        time_ns=time_ns,
        session_id=str(session),
        user_id=_text(lookup(document, mapping.user_id)),
        text=_text(lookup(document, mapping.text)),
        tool=_text(lookup(document, mapping.tool)),
        call_id=_text(lookup(document, mapping.call_id)),
        args=check_nesting(lookup(document, mapping.args)),
        result=check_nesting(lookup(document, mapping.result)),
        error=_text(lookup(document, mapping.error)),
        rating=lookup(document, mapping.rating),
        location=location,
    )


def parse_time(value: Any, field: str) -> int:
    """Nanoseconds since the epoch from ISO 8601 (naive means UTC) or an epoch number in s, ms, µs or ns."""
    if value is None or value == "":
        raise ShapeError(f"no time in field '{field}'")
    if isinstance(value, str):
        digits = value.strip().lstrip("-")
        if digits.isdigit():
            value = int(value)
        elif digits.replace(".", "", 1).isdigit():
            value = float(value)
    if isinstance(value, bool):
        raise ShapeError(f"field '{field}' is not a time")
    if isinstance(value, int | float):
        magnitude = abs(value)
        scale = 1e9 if magnitude < 1e11 else 1e6 if magnitude < 1e14 else 1e3 if magnitude < 1e17 else 1
        return _in_range(value * int(scale) if isinstance(value, int) else int(value * scale), field)
    if isinstance(value, str):
        try:
            moment = datetime.fromisoformat(value.strip())
        except ValueError:
            raise ShapeError(f"field '{field}' is neither ISO 8601 nor an epoch number") from None
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=UTC)
        return _in_range((moment - EPOCH) // timedelta(microseconds=1) * 1000, field)
    raise ShapeError(f"field '{field}' is not a time")


def _in_range(nanos: int, field: str) -> int:
    if not 0 <= nanos <= MAX_TIME_NS:
        raise ShapeError(f"field '{field}' is a time before 1970 or after 9999")
    return nanos


def _text(value: Any) -> str | None:
    if value is None or value == "":
        return None
    return value if isinstance(value, str) else str(value)


class AppLogsReceiver(Receiver):
    """An application's JSON lines, read through `[tool.miner.app_logs]`: yields one `AppLogEntry` per line."""

    name = "app-logs"
    expected = ("application log lines, one JSON object each, with the fields of [tool.miner.app_logs] "
                "(default: ts, session_id, event, text)")

    def __init__(self, mapping: AppLogMapping) -> None:
        self.mapping = mapping

    def recognises(self, document: Document) -> bool:
        return looks_like_app_log(document, self.mapping)

    def records(self, document: Document, location: Location, diagnostics: Diagnostics) -> list[AppLogEntry]:
        return [entry_of(document, location, self.mapping)]
