"""OTLP/JSON as the OpenTelemetry Collector's file exporter writes it: decode AnyValues, yield spans.

Each line is one `{"resourceSpans": [...]}` batch; a file may also hold one pretty-printed document.
Bad input never stops the run: each bad line is one warning naming file and line, and is counted.
"""

from __future__ import annotations

import base64
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson

from miner.diagnostics import Diagnostics
from miner.errors import SourceError
from miner.sources import files
from miner.sources.records import Location, SpanEvent, SpanRecord, time_nanos


class ShapeError(ValueError):
    """A record parsed as JSON but is not what OTLP says it should be."""


_SCALAR_KEYS = ("stringValue", "boolValue", "doubleValue", "bytesValue")


def any_value(value: Any) -> Any:
    """Decode one OTLP AnyValue to a plain Python value (int64s arrive as strings or numbers)."""
    if not isinstance(value, dict):
        raise ShapeError("an attribute value is not an AnyValue object")
    if "stringValue" in value:
        return value["stringValue"]
    if "intValue" in value:
        return int(value["intValue"])
    for key in _SCALAR_KEYS:
        if key in value:
            return value[key]
    if "arrayValue" in value:
        return [any_value(item) for item in (value["arrayValue"] or {}).get("values", ())]
    if "kvlistValue" in value:
        return attributes((value["kvlistValue"] or {}).get("values", ()))
    if not value:
        return None
    # The unknown key is not quoted: in a damaged file it may be any text, personal data included.
    raise ShapeError("unknown attribute type (expected stringValue, intValue, boolValue, doubleValue, bytesValue, "
                     "arrayValue or kvlistValue)")


def attributes(pairs: Any) -> dict[str, Any]:
    if not pairs:
        return {}
    if not isinstance(pairs, list):
        raise ShapeError("attributes are not a list")
    decoded = {}
    for pair in pairs:
        key = pair.get("key")
        if not isinstance(key, str):
            raise ShapeError("an attribute key is not a string")
        value = pair.get("value", _NO_VALUE)
        # Most values are strings: take them without a call (this loop runs for every attribute of every span).
        if isinstance(value, dict) and "stringValue" in value:
            decoded[key] = value["stringValue"]
        else:
            decoded[key] = any_value(value)
    return decoded


_NO_VALUE: dict[str, Any] = {}


def _nanos(value: Any) -> int:
    return time_nanos(value)


_ENUM_NAMES = {"SPAN_KIND_UNSPECIFIED": 0, "SPAN_KIND_INTERNAL": 1, "SPAN_KIND_SERVER": 2, "SPAN_KIND_CLIENT": 3,
               "SPAN_KIND_PRODUCER": 4, "SPAN_KIND_CONSUMER": 5,
               "STATUS_CODE_UNSET": 0, "STATUS_CODE_OK": 1, "STATUS_CODE_ERROR": 2}


def _hex_id(value: Any) -> str | None:
    """OTLP/JSON ids are hex; plain protobuf JSON (base64) is accepted too, as some exporters write it."""
    if not isinstance(value, str) or not value:
        return None
    if len(value) in (16, 32):
        return value.lower()
    try:
        return base64.b64decode(value, validate=True).hex()
    except ValueError:
        raise ShapeError(f"an id is neither hex nor base64 ({len(value)} characters)") from None


def _enum(value: Any) -> int:
    if isinstance(value, str) and value in _ENUM_NAMES:
        return _ENUM_NAMES[value]
    return int(value or 0)


def _span(raw: dict[str, Any], scope: str, resource: dict[str, Any], location: Location) -> SpanRecord:
    trace_id = _hex_id(raw.get("traceId"))
    span_id = _hex_id(raw.get("spanId"))
    if not trace_id or not span_id:
        raise ShapeError("a span has no traceId or spanId")
    status = raw.get("status") or _NO_VALUE
    raw_events = raw.get("events")
    events = [
        SpanEvent(event.get("name", ""), _nanos(event.get("timeUnixNano")), attributes(event.get("attributes")))
        for event in raw_events
    ] if raw_events else []
    raw_links = raw.get("links")
    links = [
        (_hex_id(link.get("traceId")) or "", _hex_id(link.get("spanId")) or "") for link in raw_links
    ] if raw_links else []
    status_code = status.get("code")
    return SpanRecord(
        trace_id,
        span_id,
        _hex_id(raw.get("parentSpanId")),
        raw.get("name") or "",
        _enum(raw.get("kind")),
        time_nanos(raw.get("startTimeUnixNano")),
        time_nanos(raw.get("endTimeUnixNano")),
        attributes(raw.get("attributes")),
        events,
        _enum(status_code) if status_code else 0,
        status.get("message") or None,
        scope,
        resource,
        links,
        location,
    )


def spans_of_document(document: Any, location: Location, diagnostics: Diagnostics) -> Iterator[SpanRecord]:
    """The spans of one `TracesData` document. A bad span is warned about; its neighbours still count."""
    if not isinstance(document, dict) or not isinstance(document.get("resourceSpans"), list):
        raise ShapeError("not an OTLP trace batch (expected an object with a 'resourceSpans' list)")
    for resource_spans in document["resourceSpans"]:
        resource = attributes((resource_spans.get("resource") or {}).get("attributes"))
        for scope_spans in resource_spans.get("scopeSpans") or ():
            scope = (scope_spans.get("scope") or {}).get("name") or ""
            for raw in scope_spans.get("spans") or ():
                try:
                    yield _span(raw, scope, resource, location)
                except (ShapeError, TypeError, ValueError, AttributeError, KeyError) as exc:
                    diagnostics.warn("bad span", str(location), f"{_reason(exc)}; span skipped")


def _reason(exc: Exception) -> str:
    if isinstance(exc, ShapeError):
        return str(exc)
    if isinstance(exc, KeyError):
        return f"a required key {exc} is missing"
    return "a value has the wrong type"


def read_json_lines(path: Path, diagnostics: Diagnostics) -> Iterator[tuple[Location, Any]]:
    """Parsed JSON documents of a file: one per line, or the whole file when it is pretty-printed."""
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
        try:
            yield Location(str(path), number), orjson.loads(line)
        except ValueError:
            whole = _whole_document(path) if _opens_a_document(line) else None
            if whole is not None:
                yield Location(str(path), 1), whole
                return
            _warn_line(path, number, line, diagnostics)
        for number, line in numbered:
            try:
                yield Location(str(path), number), orjson.loads(line)
            except ValueError:
                _warn_line(path, number, line, diagnostics)
    except files.DamagedFile as exc:
        diagnostics.warn("damaged file", str(path), exc.reason)
    except SourceError as exc:
        diagnostics.warn("damaged file", str(path), f"{str(exc).removeprefix(f'{path}: ')}; file skipped")


def _warn_line(path: Path, number: int, line: bytes, diagnostics: Diagnostics) -> None:
    try:
        line.decode("utf-8")
    except UnicodeDecodeError:
        diagnostics.warn("bad line", f"{path}:{number}", "not valid UTF-8; line skipped")
        return
    diagnostics.warn("bad line", f"{path}:{number}", "not a complete JSON object (truncated?); line skipped")


def _opens_a_document(line: bytes) -> bool:
    """A first line like `{` or `{"resourceSpans": [` opens a pretty-printed document, not a JSON line."""
    stripped = line.strip()
    return stripped[:1] in (b"{", b"[") and not stripped.endswith((b"}", b"]"))


def _whole_document(path: Path) -> Any | None:
    """The file as one JSON document, or None when it is not one (then it is read line by line)."""
    with files.open_binary(path) as handle:
        data = handle.read()
    try:
        return orjson.loads(data)
    except ValueError:
        return None
