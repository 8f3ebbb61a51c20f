"""The raw records sources yield: OTLP spans with their attributes decoded to plain Python values.

Plain slotted dataclasses, not pydantic: millions of these pass through ingestion and only the facts the
conventions take from them survive.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True, frozen=True)
class Location:
    """Where a record was read: shown in warnings so the user can find the line."""

    path: str
    line: int

    def __str__(self) -> str:
        return f"{self.path}:{self.line}"


@dataclass(slots=True)
class SpanEvent:
    name: str
    time_ns: int
    attributes: dict[str, Any]


@dataclass(slots=True)
class SpanRecord:
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
    links: list[tuple[str, str]] = field(default_factory=list)
    location: Location | None = None
