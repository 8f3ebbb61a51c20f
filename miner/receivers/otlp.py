"""OTLP/JSON as the OpenTelemetry Collector's file exporter writes it: decode AnyValues, yield spans.

Each line is one `{"resourceSpans": [...]}` batch; a file may also hold one pretty-printed document.
A line is decoded straight into the typed structs of `otlp_json`; one that does not fit them is parsed and
read span by span, so that its good spans still count. Bad input never stops the run: each bad line or span
is one warning naming file and line, and is counted.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec

from miner.diagnostics import Diagnostics
from miner.receivers import otlp_json
from miner.receivers.base import Document, Receiver, ShapeError
from miner.receivers.otlp_json import attributes_of, convert, enum_of, hex_id, objects, resource_of, scope_of
from miner.receivers.records import Location, SpanEvent, SpanRecord


def _span(raw: otlp_json.Span, scope: str, resource: dict[str, Any], location: Location) -> SpanRecord:
    trace_id = hex_id(raw.traceId)
    span_id = hex_id(raw.spanId)
    if not trace_id or not span_id:
        raise ShapeError("a span has no traceId or spanId")
    status = raw.status
    raw_events = raw.events
    events = [
        SpanEvent(event.name or "", event.timeUnixNano or 0, attributes_of(event.attributes)) for event in raw_events
    ] if raw_events else []
    raw_links = raw.links
    links = [(hex_id(link.traceId) or "", hex_id(link.spanId) or "") for link in raw_links] if raw_links else []
    return SpanRecord(
        trace_id,
        span_id,
        hex_id(raw.parentSpanId),
        raw.name or "",
        enum_of(raw.kind),
        raw.startTimeUnixNano or 0,
        raw.endTimeUnixNano or 0,
        attributes_of(raw.attributes),
        events,
        enum_of(status.code) if status is not None and status.code else 0,
        (status.message or None) if status is not None else None,
        scope,
        resource,
        links,
        location,
    )


def decode_traces(line: bytes) -> otlp_json.TracesData | None:
    """A line as a typed trace batch, or None when it is not one in every detail (then it is read the slow,
    forgiving way: parsed, and each span checked on its own)."""
    try:
        return otlp_json.TRACES.decode(line)
    except msgspec.DecodeError:  # not JSON, or (its subclass ValidationError) not a trace batch of this shape
        return None


def spans_of_document(document: Any, location: Location, diagnostics: Diagnostics) -> Iterator[SpanRecord]:
    """The spans of one `TracesData` document, typed or parsed. A bad span is warned about; its neighbours
    still count."""
    if isinstance(document, otlp_json.TracesData):
        for resource_spans in document.resourceSpans:
            resource = attributes_of((resource_spans.resource or otlp_json.NO_RESOURCE).attributes)
            for scope_spans in resource_spans.scopeSpans or ():
                scope = (scope_spans.scope or otlp_json.NO_SCOPE).name or ""
                for raw in scope_spans.spans or ():
                    try:
                        yield _span(raw, scope, resource, location)
                    except ShapeError as exc:
                        diagnostics.warn("bad span", str(location), f"{exc}; span skipped")
        return
    if not isinstance(document, dict) or not isinstance(document.get("resourceSpans"), list):
        raise ShapeError("not an OTLP trace batch (expected an object with a 'resourceSpans' list)")
    for parsed_resource in objects(document["resourceSpans"], "resourceSpans"):
        resource = resource_of(parsed_resource)
        for parsed_scope in objects(parsed_resource.get("scopeSpans"), "scopeSpans"):
            scope = scope_of(parsed_scope)
            for raw in parsed_scope.get("spans") or ():
                try:
                    yield _span(convert(raw, otlp_json.Span, "span"), scope, resource, location)
                except ShapeError as exc:
                    diagnostics.warn("bad span", str(location), f"{exc}; span skipped")


class OtlpSpansReceiver(Receiver):
    """OTLP/JSON trace batches, one `{"resourceSpans": [...]}` per line: yields `SpanRecord`s."""

    name = "otlp-spans"
    expected = 'OTLP/JSON trace batches, one per line ({"resourceSpans": [...]})'

    def recognises(self, document: Document) -> bool:
        return isinstance(document, dict) and "resourceSpans" in document

    def decode(self, line: bytes) -> Document | None:
        return decode_traces(line)

    def records(self, document: Document, location: Location, diagnostics: Diagnostics) -> Iterator[SpanRecord]:
        return spans_of_document(document, location, diagnostics)
