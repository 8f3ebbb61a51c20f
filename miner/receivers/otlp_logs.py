"""OTLP/JSON logs as the OpenTelemetry Collector's file exporter writes them: yield log records.

Each line is one `{"resourceLogs": [{"resource": ..., "scopeLogs": [{"scope": ..., "logRecords": [...]}]}]}`
batch. Bodies and attributes are AnyValues, decoded as for spans. The event name sits in `eventName` (newer
SDKs) or in the `event.name` attribute (older ones). A bad record is one warning; its neighbours still count.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from miner.attribute_keys import EVENT_NAME
from miner.diagnostics import Diagnostics
from miner.receivers import otlp_json
from miner.receivers.base import Document, Receiver, ShapeError
from miner.receivers.otlp_json import attributes_of, convert, hex_id, objects, resource_of, scope_of, value_of
from miner.receivers.records import Location, LogRecord, content_key


def is_logs_document(document: Any) -> bool:
    return isinstance(document, dict) and "resourceLogs" in document


def log_identity(trace_id: str | None, span_id: str | None, time_ns: int, event_name: str | None,
                 severity_number: int) -> str:
    """What a redelivered record repeats and two emitted records never share: ids, the nanosecond time (the SDK
    stamps each record when it is emitted), event name and severity. Only what every store keeps: the
    ClickHouse exporter writes the record's time, or its observed time when the time is 0, and drops the other
    (exporter_logs.go), so a record read from files or from ClickHouse gets the same id."""
    return content_key([trace_id or "", span_id or "", time_ns, event_name or "", severity_number])


def _identity(raw: dict[str, Any], record: otlp_json.LogRecord, event_name: str | None) -> str:
    """`log_identity` of a record, as the exporter would store it; only a record with no time at all is keyed by
    its whole content, which costs a full serialisation."""
    time_ns = record.timeUnixNano or record.observedTimeUnixNano or 0
    if time_ns:
        return log_identity(hex_id(record.traceId), hex_id(record.spanId), int(time_ns), event_name,
                            otlp_json.enum_of(record.severityNumber))
    return content_key(raw)


def _log(raw: Any, scope: str, resource: dict[str, Any], location: Location) -> LogRecord:
    if not isinstance(raw, dict):
        raise ShapeError("a log record is not an object")
    record = convert(raw, otlp_json.LogRecord, "log record")
    record_attributes = attributes_of(record.attributes)
    event_name = record.eventName or record_attributes.get(EVENT_NAME) or None
    event_name = str(event_name) if event_name else None
    return LogRecord(
        key=_identity(raw, record, event_name),
        time_ns=record.timeUnixNano or 0,
        observed_ns=record.observedTimeUnixNano or 0,
        severity_number=otlp_json.enum_of(record.severityNumber),
        severity_text=record.severityText or None,
        event_name=event_name,
        body=value_of(record.body),
        attributes=record_attributes,
        trace_id=hex_id(record.traceId),
        span_id=hex_id(record.spanId),
        scope=scope,
        resource=resource,
        location=location,
    )


def logs_of_document(document: Any, location: Location, diagnostics: Diagnostics) -> Iterator[LogRecord]:
    """The log records of one `LogsData` document."""
    if not is_logs_document(document) or not isinstance(document["resourceLogs"], list):
        raise ShapeError("not an OTLP log batch (expected an object with a 'resourceLogs' list)")
    for resource_logs in objects(document["resourceLogs"], "resourceLogs"):
        resource = resource_of(resource_logs)
        for scope_logs in objects(resource_logs.get("scopeLogs"), "scopeLogs"):
            scope = scope_of(scope_logs)
            for raw in scope_logs.get("logRecords") or ():
                try:
                    yield _log(raw, scope, resource, location)
                except ShapeError as exc:
                    diagnostics.warn("bad log record", str(location), f"{exc}; log record skipped")


class OtlpLogsReceiver(Receiver):
    """OTLP/JSON log batches, one `{"resourceLogs": [...]}` per line: yields `LogRecord`s."""

    name = "otlp-logs"
    expected = 'OTLP/JSON log batches, one per line ({"resourceLogs": [...]})'

    def recognises(self, document: Document) -> bool:
        return is_logs_document(document)

    def records(self, document: Document, location: Location, diagnostics: Diagnostics) -> Iterator[LogRecord]:
        return logs_of_document(document, location, diagnostics)
