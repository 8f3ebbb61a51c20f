"""OTLP/JSON as the OpenTelemetry Collector's file exporter writes it: decode AnyValues, yield spans.

Each line is one `{"resourceSpans": [...]}` batch; a file may also hold one pretty-printed document.
A line is decoded straight into the typed structs of `otlp_json`; one that does not fit them is parsed and
read span by span, so that its good spans still count. Bad input never stops the run: each bad line or span
is one warning naming file and line, and is counted.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
import orjson

from miner.diagnostics import Diagnostics
from miner.errors import SourceError
from miner.receivers import files, otlp_json
from miner.receivers.otlp_json import ShapeError, attributes_of, convert, enum_of, hex_id, resource_of, scope_of
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
    for resource_spans in document["resourceSpans"]:
        resource = resource_of(resource_spans)
        for scope_spans in resource_spans.get("scopeSpans") or ():
            scope = scope_of(scope_spans)
            for raw in scope_spans.get("spans") or ():
                try:
                    yield _span(convert(raw, otlp_json.Span, "span"), scope, resource, location)
                except ShapeError as exc:
                    diagnostics.warn("bad span", str(location), f"{exc}; span skipped")


def json_lines(path: Path, diagnostics: Diagnostics) -> Iterator[tuple[Location, bytes]]:
    """The lines of a JSON-lines file, unparsed; or the whole file once, when it is one pretty-printed document."""
    numbered = files.lines(path)
    try:
        if files.looks_binary(path):
            diagnostics.warn("binary file", str(path), "binary, not JSON lines (or not UTF-8); file skipped")
            return
        first = next(numbered, None)
        if first is None:
            diagnostics.warn("empty file", str(path), "the file is empty")
            return
        number, line = first
        if _opens_a_document(line):
            whole = _whole_document(path)
            if whole is not None:
                yield Location(str(path), 1), whole
                return
        yield Location(str(path), number), line
        for number, line in numbered:
            yield Location(str(path), number), line
    except files.DamagedFile as exc:
        diagnostics.warn("damaged file", str(path), exc.reason)
    except SourceError as exc:
        diagnostics.warn("damaged file", str(path), f"{str(exc).removeprefix(f'{path}: ')}; file skipped")


def parse_line(location: Location, line: bytes, diagnostics: Diagnostics) -> Any:
    """One line parsed, or a warning naming it and `BAD_LINE`."""
    try:
        return orjson.loads(line)
    except ValueError:
        _warn_line(location, line, diagnostics)
        return BAD_LINE


BAD_LINE: Any = object()


def _warn_line(location: Location, line: bytes, diagnostics: Diagnostics) -> None:
    try:
        line.decode("utf-8")
    except UnicodeDecodeError:
        diagnostics.warn("bad line", str(location), "not valid UTF-8; line skipped")
        return
    diagnostics.warn("bad line", str(location), "not a complete JSON object (truncated?); line skipped")


def _opens_a_document(line: bytes) -> bool:
    """A first line like `{` or `{"resourceSpans": [` opens a pretty-printed document, not a JSON line."""
    stripped = line.strip()
    return stripped[:1] in (b"{", b"[") and not stripped.endswith((b"}", b"]"))


def _whole_document(path: Path) -> bytes | None:
    """The file's bytes when they are one JSON document, or None when not (then it is read line by line)."""
    with files.open_binary(path) as handle:
        data = handle.read()
    try:
        # Parsed here only to choose how to read the file, and again by its reader: such files are rare
        # and small next to the JSON-lines files a collector writes.
        orjson.loads(data)
    except ValueError:
        return None
    return data
