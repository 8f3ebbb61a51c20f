"""Span and log exporters that write OTLP/JSON lines, as the OpenTelemetry Collector's file exporter does.

They encode with the SDK's own OTLP protobuf encoders and protobuf's JSON mapping, so the files are real
OTLP/JSON: the same bytes a Collector in front of the agent would write.
"""

from __future__ import annotations

import base64
import json
import threading
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, TextIO

from google.protobuf.json_format import MessageToDict
from opentelemetry.exporter.otlp.proto.common._log_encoder import encode_logs
from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
from opentelemetry.sdk._logs import ReadableLogRecord
from opentelemetry.sdk._logs.export import LogRecordExporter, LogRecordExportResult
from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.sdk.trace.export import SpanExporter, SpanExportResult

_ID_KEYS = ("traceId", "spanId", "parentSpanId")


def otlp_json(spans: Sequence[ReadableSpan]) -> dict[str, Any]:
    """OTLP/JSON of a batch: protobuf's JSON mapping, then OTLP's changes (hex ids, integer enums)."""
    document = MessageToDict(encode_spans(spans), use_integers_for_enums=True)
    for resource_spans in document.get("resourceSpans", ()):
        for scope_spans in resource_spans.get("scopeSpans", ()):
            for span in scope_spans.get("spans", ()):
                _hex_ids(span)
                for link in span.get("links", ()):
                    _hex_ids(link)
    return document


_FLAGS_HAS_IS_REMOTE, _FLAGS_IS_REMOTE = 0x100, 0x200


def _value(value: Any) -> dict[str, Any]:
    if value is None:
        return {}
    if isinstance(value, bool):
        return {"boolValue": value}
    if isinstance(value, str):
        return {"stringValue": value}
    if isinstance(value, int):
        return {"intValue": str(value)}
    if isinstance(value, float):
        return {"doubleValue": value}
    if isinstance(value, bytes):
        return {"bytesValue": base64.b64encode(value).decode("ascii")}
    if isinstance(value, Mapping):
        return {"kvlistValue": {"values": _attributes(value)} if value else {}}
    if isinstance(value, Sequence):
        return {"arrayValue": {"values": [_value(item) for item in value]} if value else {}}
    raise TypeError(f"an attribute value of type {type(value).__name__}")


def _attributes(attributes: Mapping[str, Any] | None) -> list[dict[str, Any]]:
    return [{"key": str(key), "value": _value(value)} for key, value in (attributes or {}).items()]


def _with_attributes(item: dict[str, Any], attributes: Mapping[str, Any] | None, dropped: int) -> dict[str, Any]:
    if attributes:
        item["attributes"] = _attributes(attributes)
    if dropped:
        item["droppedAttributesCount"] = dropped
    return item


def _span(span: ReadableSpan) -> dict[str, Any]:
    context = span.get_span_context()
    assert context is not None  # an ended span has its context
    item: dict[str, Any] = {"traceId": f"{context.trace_id:032x}", "spanId": f"{context.span_id:016x}"}
    if context.trace_state:
        item["traceState"] = ",".join(f"{key}={value}" for key, value in context.trace_state.items())
    if span.parent is not None:
        item["parentSpanId"] = f"{span.parent.span_id:016x}"
    flags = _FLAGS_HAS_IS_REMOTE | (_FLAGS_IS_REMOTE if span.parent is not None and span.parent.is_remote else 0)
    item.update({"name": span.name, "kind": span.kind.value + 1})
    if span.start_time:
        item["startTimeUnixNano"] = str(span.start_time)
    if span.end_time:
        item["endTimeUnixNano"] = str(span.end_time)
    _with_attributes(item, span.attributes, span.dropped_attributes)
    events = [_with_attributes({"timeUnixNano": str(event.timestamp), "name": event.name}, event.attributes,
                               event.dropped_attributes) for event in span.events]
    if events:
        item["events"] = events
    if span.dropped_events:
        item["droppedEventsCount"] = span.dropped_events
    links = []
    for link in span.links:
        encoded: dict[str, Any] = {"traceId": f"{link.context.trace_id:032x}", "spanId": f"{link.context.span_id:016x}"}
        _with_attributes(encoded, link.attributes, link.dropped_attributes)
        encoded["flags"] = _FLAGS_HAS_IS_REMOTE | (_FLAGS_IS_REMOTE if link.context.is_remote else 0)
        links.append(encoded)
    if links:
        item["links"] = links
    if span.dropped_links:
        item["droppedLinksCount"] = span.dropped_links
    status: dict[str, Any] = {}
    if span.status.description:
        status["message"] = span.status.description
    if span.status.status_code.value:
        status["code"] = span.status.status_code.value
    item["status"] = status
    item["flags"] = flags
    return item


def spans_json(spans: Sequence[ReadableSpan],
               resource_key: Callable[[str], bool] | None = None) -> dict[str, Any]:
    """The document `otlp_json` makes, built straight from the spans without protobuf (several times faster, for
    writers on a hot path); `otlp_json`, the SDK's own encoding, is the reference it is tested against. With
    `resource_key`, only the resource attributes whose key it accepts are written."""
    grouped: dict[Any, dict[Any, list[dict[str, Any]]]] = {}
    for span in spans:
        grouped.setdefault(span.resource, {}).setdefault(span.instrumentation_scope or None, []).append(_span(span))
    resource_spans = []
    for resource, scopes in grouped.items():
        scope_spans = []
        for scope, encoded in scopes.items():
            entry: dict[str, Any] = {"scope": {}, "spans": encoded}
            if scope is not None:
                entry["scope"] = _with_attributes({"name": scope.name} if scope.name else {}, scope.attributes, 0)
                if scope.version:
                    entry["scope"]["version"] = scope.version
                if scope.schema_url:
                    entry["schemaUrl"] = scope.schema_url
            scope_spans.append(entry)
        attributes = {key: value for key, value in resource.attributes.items()
                      if resource_key is None or resource_key(key)}
        item: dict[str, Any] = {"resource": _with_attributes({}, attributes, 0), "scopeSpans": scope_spans}
        if resource.schema_url:
            item["schemaUrl"] = resource.schema_url
        resource_spans.append(item)
    return {"resourceSpans": resource_spans} if resource_spans else {}


def otlp_json_logs(records: Sequence[ReadableLogRecord]) -> dict[str, Any]:
    """OTLP/JSON of a batch of log records, with OTLP's hex trace and span ids."""
    document = MessageToDict(encode_logs(records), use_integers_for_enums=True)
    for resource_logs in document.get("resourceLogs", ()):
        for scope_logs in resource_logs.get("scopeLogs", ()):
            for record in scope_logs.get("logRecords", ()):
                _hex_ids(record)
    return document


def _hex_ids(item: dict[str, Any]) -> None:
    for key in _ID_KEYS:
        if item.get(key):
            item[key] = base64.b64decode(item[key]).hex()


class JsonLinesFiles:
    """Appends lines to `directory/<prefix>.jsonl`, or rotates every `lines_per_file` lines into numbered files."""

    def __init__(self, directory: Path, prefix: str, lines_per_file: int | None = None) -> None:
        self.directory = directory
        self.prefix = prefix
        self.lines_per_file = lines_per_file
        self.paths: list[Path] = []
        self._lines = 0
        self._lock = threading.Lock()
        self._file: TextIO | None = None
        directory.mkdir(parents=True, exist_ok=True)

    def _target(self) -> TextIO:
        rotate = self.lines_per_file is not None and self._lines % self.lines_per_file == 0
        if self._file is None or rotate:
            if self._file is not None:
                self._file.close()
            suffix = f"-{len(self.paths):04d}" if self.lines_per_file is not None else ""
            path = self.directory / f"{self.prefix}{suffix}.jsonl"
            self.paths.append(path)
            self._file = path.open("a", encoding="utf-8")
        return self._file

    def write(self, document: Any) -> None:
        line = json.dumps(document, separators=(",", ":"), ensure_ascii=False)
        with self._lock:
            target = self._target()
            target.write(line + "\n")
            target.flush()
            self._lines += 1

    def close(self) -> None:
        with self._lock:
            if self._file is not None and not self._file.closed:
                self._file.close()


class OtlpJsonLinesSpanExporter(SpanExporter):
    """Each export call becomes one line `{"resourceSpans": [...]}`; files rotate every `lines_per_file`.

    With `lines_per_file=None` every line goes to `directory/<prefix>.jsonl`.
    """

    def __init__(self, directory: Path, prefix: str = "spans", lines_per_file: int | None = None) -> None:
        self.files = JsonLinesFiles(directory, prefix, lines_per_file)

    @property
    def paths(self) -> list[Path]:
        return self.files.paths

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        self.files.write(otlp_json(spans))
        return SpanExportResult.SUCCESS

    def shutdown(self) -> None:
        self.files.close()

    def force_flush(self, timeout_millis: int = 30000) -> bool:
        return True


class OtlpJsonLinesLogExporter(LogRecordExporter):
    """Each export call becomes one line `{"resourceLogs": [...]}`; files rotate every `lines_per_file`."""

    def __init__(self, directory: Path, prefix: str = "logs", lines_per_file: int | None = None) -> None:
        self.files = JsonLinesFiles(directory, prefix, lines_per_file)

    @property
    def paths(self) -> list[Path]:
        return self.files.paths

    def export(self, batch: Sequence[ReadableLogRecord]) -> LogRecordExportResult:
        self.files.write(otlp_json_logs(batch))
        return LogRecordExportResult.SUCCESS

    def shutdown(self) -> None:
        self.files.close()

    def force_flush(self, timeout_millis: int = 30000) -> bool:
        return True
