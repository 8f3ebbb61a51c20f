"""The OpenTelemetry Collector's ClickHouse exporter, imitated: its tables (DDL) and the rows it writes for
OTLP spans and log records, loaded into ClickHouse (chdb in this process): a local store to try the ClickHouse
path without a server (docs/clickhouse.md, "A local store"), holding any OTLP/JSON files (those `miner demo`
writes, or a team's own) as a Collector in front of the agent stores them.

The conversion follows opentelemetry-collector-contrib `exporter/clickhouseexporter/exporter_traces.go`
(`pushTraceData`: start time as `Timestamp`, hex ids, `Kind().String()`, `Code().String()`, the duration in
nanoseconds, events and links as parallel arrays) and `exporter_logs.go` (`pushLogsData`: `Timestamp` or else
`ObservedTimestamp`, `Body().AsString()`, `EventName`), each attribute map through `internal.AttributesToMap`,
which is pdata's `Value.AsString()` for every value: strings as they are, integers in decimal, doubles as
ES6 number text, booleans `true`/`false`, arrays and maps as JSON (`encoding/json`: sorted keys, HTML escaped),
bytes in base64. Exporters before v0.98 spelled kinds and statuses `SPAN_KIND_*` / `STATUS_CODE_*` and put the
scope into the span attributes (`otel.scope.name`); `legacy=True` writes those rows.
"""

from __future__ import annotations

import json
import math
import tempfile
from collections.abc import Iterable, Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

# The exporter's current DDL (internal/sql_templates/traces_table.sql and logs_table.sql), with its defaults:
# engine MergeTree, no TTL, no cluster.
TRACES_DDL = """CREATE TABLE IF NOT EXISTS `{database}`.`{table}` (
    Timestamp DateTime64(9) CODEC(Delta, ZSTD(1)),
    TraceId String CODEC(ZSTD(1)),
    SpanId String CODEC(ZSTD(1)),
    ParentSpanId String CODEC(ZSTD(1)),
    TraceState String CODEC(ZSTD(1)),
    SpanName LowCardinality(String) CODEC(ZSTD(1)),
    SpanKind LowCardinality(String) CODEC(ZSTD(1)),
    ServiceName LowCardinality(String) CODEC(ZSTD(1)),
    ResourceAttributes Map(LowCardinality(String), String) CODEC(ZSTD(1)),
    ScopeName String CODEC(ZSTD(1)),
    ScopeVersion String CODEC(ZSTD(1)),
    SpanAttributes Map(LowCardinality(String), String) CODEC(ZSTD(1)),
    Duration UInt64 CODEC(ZSTD(1)),
    StatusCode LowCardinality(String) CODEC(ZSTD(1)),
    StatusMessage String CODEC(ZSTD(1)),
    Events Nested (
        Timestamp DateTime64(9),
        Name LowCardinality(String),
        Attributes Map(LowCardinality(String), String)
    ) CODEC(ZSTD(1)),
    Links Nested (
        TraceId String,
        SpanId String,
        TraceState String,
        Attributes Map(LowCardinality(String), String)
    ) CODEC(ZSTD(1)),
    INDEX idx_trace_id TraceId TYPE bloom_filter(0.001) GRANULARITY 1,
    INDEX idx_res_attr_key mapKeys(ResourceAttributes) TYPE bloom_filter(0.01) GRANULARITY 1,
    INDEX idx_res_attr_value mapValues(ResourceAttributes) TYPE bloom_filter(0.01) GRANULARITY 1,
    INDEX idx_span_attr_key mapKeys(SpanAttributes) TYPE bloom_filter(0.01) GRANULARITY 1,
    INDEX idx_span_attr_value mapValues(SpanAttributes) TYPE bloom_filter(0.01) GRANULARITY 1,
    INDEX idx_duration Duration TYPE minmax GRANULARITY 1
) ENGINE = MergeTree()
PARTITION BY toDate(Timestamp)
ORDER BY (ServiceName, SpanName, toDateTime(Timestamp))
SETTINGS index_granularity = 8192, ttl_only_drop_parts = 1"""

LOGS_DDL = """CREATE TABLE IF NOT EXISTS `{database}`.`{table}` (
    Timestamp DateTime64(9) CODEC(Delta(8), ZSTD(1)),
    TimestampTime DateTime DEFAULT toDateTime(Timestamp),
    TraceId String CODEC(ZSTD(1)),
    SpanId String CODEC(ZSTD(1)),
    TraceFlags UInt8,
    SeverityText LowCardinality(String) CODEC(ZSTD(1)),
    SeverityNumber UInt8,
    ServiceName LowCardinality(String) CODEC(ZSTD(1)),
    Body String CODEC(ZSTD(1)),
    ResourceSchemaUrl LowCardinality(String) CODEC(ZSTD(1)),
    ResourceAttributes Map(LowCardinality(String), String) CODEC(ZSTD(1)),
    ScopeSchemaUrl LowCardinality(String) CODEC(ZSTD(1)),
    ScopeName String CODEC(ZSTD(1)),
    ScopeVersion LowCardinality(String) CODEC(ZSTD(1)),
    ScopeAttributes Map(LowCardinality(String), String) CODEC(ZSTD(1)),
    LogAttributes Map(LowCardinality(String), String) CODEC(ZSTD(1)),
    EventName LowCardinality(String) CODEC(ZSTD(1)),
    INDEX idx_trace_id TraceId TYPE bloom_filter(0.001) GRANULARITY 1,
    INDEX idx_log_attr_key mapKeys(LogAttributes) TYPE bloom_filter(0.01) GRANULARITY 1,
    INDEX idx_log_attr_value mapValues(LogAttributes) TYPE bloom_filter(0.01) GRANULARITY 1,
    INDEX idx_body Body TYPE tokenbf_v1(32768, 3, 0) GRANULARITY 8
) ENGINE = MergeTree()
PARTITION BY toDate(TimestampTime)
PRIMARY KEY (ServiceName, TimestampTime)
ORDER BY (ServiceName, TimestampTime, Timestamp)
SETTINGS index_granularity = 8192, ttl_only_drop_parts = 1"""

SPAN_KINDS = ["Unspecified", "Internal", "Server", "Client", "Producer", "Consumer"]
LEGACY_SPAN_KINDS = ["SPAN_KIND_UNSPECIFIED", "SPAN_KIND_INTERNAL", "SPAN_KIND_SERVER", "SPAN_KIND_CLIENT",
                     "SPAN_KIND_PRODUCER", "SPAN_KIND_CONSUMER"]
STATUS_CODES = ["Unset", "Ok", "Error"]
LEGACY_STATUS_CODES = ["STATUS_CODE_UNSET", "STATUS_CODE_OK", "STATUS_CODE_ERROR"]
_ENUMS = {name: index for names in (LEGACY_SPAN_KINDS, LEGACY_STATUS_CODES) for index, name in enumerate(names)}

# The row file read by INSERT ... SELECT: times as nanoseconds, converted by the engine.
_TRACE_STRUCTURE = ("ts Int64, TraceId String, SpanId String, ParentSpanId String, TraceState String, "
                    "SpanName String, SpanKind String, ServiceName String, ResourceAttributes Map(String, String), "
                    "ScopeName String, ScopeVersion String, SpanAttributes Map(String, String), Duration UInt64, "
                    "StatusCode String, StatusMessage String, EventTimes Array(Int64), EventNames Array(String), "
                    "EventAttributes Array(Map(String, String)), LinkTraceIds Array(String), "
                    "LinkSpanIds Array(String), LinkStates Array(String), LinkAttributes Array(Map(String, String))")
_LOG_STRUCTURE = ("ts Int64, TraceId String, SpanId String, TraceFlags UInt8, SeverityText String, "
                  "SeverityNumber UInt8, ServiceName String, Body String, ResourceSchemaUrl String, "
                  "ResourceAttributes Map(String, String), ScopeSchemaUrl String, ScopeName String, "
                  "ScopeVersion String, ScopeAttributes Map(String, String), LogAttributes Map(String, String), "
                  "EventName String")


def _go_json(raw: Any) -> str:
    """encoding/json.Marshal: compact, map keys sorted, <, > and & escaped as \\u003c, \\u003e, \\u0026."""
    text = json.dumps(raw, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return (text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
            .replace("\u2028", "\\u2028").replace("\u2029", "\\u2029"))


def _es6_number(value: float) -> str:
    """pdata's text of a double: ES6 number formatting (no exponent between 1e-6 and 1e21)."""
    if math.isnan(value) or math.isinf(value):
        return f"json: unsupported value: {'NaN' if math.isnan(value) else ('+Inf' if value > 0 else '-Inf')}"
    if value == 0:
        return "0"
    if 1e-6 <= abs(value) < 1e21:
        return format(Decimal(repr(value)).normalize(), "f")
    mantissa, _, exponent = repr(value).partition("e")
    sign = exponent[0] if exponent[0] in "+-" else "+"
    return f"{mantissa}e{sign}{exponent.lstrip('+-').lstrip('0') or '0'}"


def _raw(value: dict[str, Any]) -> Any:
    """An OTLP/JSON AnyValue as pdata's `AsRaw()`."""
    if "stringValue" in value:
        return value["stringValue"]
    if "intValue" in value:
        return int(value["intValue"])
    if "boolValue" in value:
        return bool(value["boolValue"])
    if "doubleValue" in value:
        return float(value["doubleValue"])
    if "bytesValue" in value:
        return value["bytesValue"]
    if "arrayValue" in value:
        return [_raw(item) for item in value["arrayValue"].get("values", [])]
    if "kvlistValue" in value:
        return {pair["key"]: _raw(pair.get("value", {})) for pair in value["kvlistValue"].get("values", [])}
    return None


def as_string(value: dict[str, Any]) -> str:
    """pdata's `Value.AsString()` of an OTLP/JSON AnyValue."""
    if "stringValue" in value:
        return str(value["stringValue"])
    if "intValue" in value:
        return str(int(value["intValue"]))
    if "boolValue" in value:
        return "true" if value["boolValue"] else "false"
    if "doubleValue" in value:
        return _es6_number(float(value["doubleValue"]))
    if "bytesValue" in value:
        return str(value["bytesValue"])  # base64 in OTLP/JSON already, as AsString writes it
    if "arrayValue" in value or "kvlistValue" in value:
        return _go_json(_raw(value))
    return ""


def attributes_to_map(pairs: Iterable[dict[str, Any]] | None) -> dict[str, str]:
    """`internal.AttributesToMap`: every value through `AsString()`."""
    return {pair["key"]: as_string(pair.get("value", {})) for pair in pairs or ()}


def _enum(value: Any) -> int:
    return _ENUMS.get(value, 0) if isinstance(value, str) else int(value or 0)


def trace_rows(document: dict[str, Any], legacy: bool = False) -> Iterator[dict[str, Any]]:
    """The rows the exporter writes for one OTLP/JSON traces document (`{"resourceSpans": [...]}`)."""
    kinds = LEGACY_SPAN_KINDS if legacy else SPAN_KINDS
    statuses = LEGACY_STATUS_CODES if legacy else STATUS_CODES
    for resource_spans in document.get("resourceSpans", ()):
        resource = attributes_to_map(resource_spans.get("resource", {}).get("attributes"))
        service = resource.get("service.name", "")
        for scope_spans in resource_spans.get("scopeSpans", ()):
            scope = scope_spans.get("scope", {})
            for span in scope_spans.get("spans", ()):
                attributes = attributes_to_map(span.get("attributes"))
                if legacy:  # the scope as attributes, and no columns for it
                    if scope.get("name"):
                        attributes["otel.scope.name"] = scope["name"]
                    if scope.get("version"):
                        attributes["otel.scope.version"] = scope["version"]
                start, end = int(span.get("startTimeUnixNano", 0)), int(span.get("endTimeUnixNano", 0))
                status = span.get("status", {})
                events = span.get("events", [])
                links = span.get("links", [])
                yield {
                    "ts": start, "TraceId": span.get("traceId", ""), "SpanId": span.get("spanId", ""),
                    "ParentSpanId": span.get("parentSpanId", ""), "TraceState": span.get("traceState", ""),
                    "SpanName": span.get("name", ""), "SpanKind": kinds[_enum(span.get("kind"))],
                    "ServiceName": service, "ResourceAttributes": resource,
                    "ScopeName": "" if legacy else scope.get("name", ""),
                    "ScopeVersion": "" if legacy else scope.get("version", ""),
                    "SpanAttributes": attributes, "Duration": max(0, end - start),
                    "StatusCode": statuses[_enum(status.get("code"))], "StatusMessage": status.get("message", ""),
                    "EventTimes": [int(event.get("timeUnixNano", 0)) for event in events],
                    "EventNames": [event.get("name", "") for event in events],
                    "EventAttributes": [attributes_to_map(event.get("attributes")) for event in events],
                    "LinkTraceIds": [link.get("traceId", "") for link in links],
                    "LinkSpanIds": [link.get("spanId", "") for link in links],
                    "LinkStates": [link.get("traceState", "") for link in links],
                    "LinkAttributes": [attributes_to_map(link.get("attributes")) for link in links],
                }


def log_rows(document: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The rows the exporter writes for one OTLP/JSON logs document (`{"resourceLogs": [...]}`)."""
    for resource_logs in document.get("resourceLogs", ()):
        resource = attributes_to_map(resource_logs.get("resource", {}).get("attributes"))
        for scope_logs in resource_logs.get("scopeLogs", ()):
            scope = scope_logs.get("scope", {})
            for record in scope_logs.get("logRecords", ()):
                timestamp = int(record.get("timeUnixNano", 0)) or int(record.get("observedTimeUnixNano", 0))
                yield {
                    "ts": timestamp, "TraceId": record.get("traceId", ""), "SpanId": record.get("spanId", ""),
                    "TraceFlags": int(record.get("flags", 0)) & 0xFF,
                    "SeverityText": record.get("severityText", ""),
                    "SeverityNumber": _enum(record.get("severityNumber")),
                    "ServiceName": resource.get("service.name", ""),
                    "Body": as_string(record.get("body", {})),
                    "ResourceSchemaUrl": resource_logs.get("schemaUrl", ""), "ResourceAttributes": resource,
                    "ScopeSchemaUrl": scope_logs.get("schemaUrl", ""), "ScopeName": scope.get("name", ""),
                    "ScopeVersion": scope.get("version", ""),
                    "ScopeAttributes": attributes_to_map(scope.get("attributes")),
                    "LogAttributes": attributes_to_map(record.get("attributes")),
                    "EventName": record.get("eventName", ""),
                }


class ChdbStore:
    """A chdb store holding the exporter's tables; rows go in through a JSON-lines file, as a bulk insert."""

    def __init__(self, path: Path, database: str = "otel", traces_table: str = "otel_traces",
                 logs_table: str = "otel_logs") -> None:
        from chdb import session

        self.path, self.database = path, database
        self.traces_table, self.logs_table = traces_table, logs_table
        self.session = session.Session(str(path))
        self.session.query(f"CREATE DATABASE IF NOT EXISTS `{database}`")
        self.session.query(TRACES_DDL.format(database=database, table=traces_table))
        self.session.query(LOGS_DDL.format(database=database, table=logs_table))

    def source(self) -> str:
        return f"chdb://{self.path}/{self.database}"

    def insert_traces(self, rows: Iterable[dict[str, Any]]) -> int:
        columns = ("Timestamp, TraceId, SpanId, ParentSpanId, TraceState, SpanName, SpanKind, ServiceName, "
                   "ResourceAttributes, ScopeName, ScopeVersion, SpanAttributes, Duration, StatusCode, StatusMessage, "
                   "`Events.Timestamp`, `Events.Name`, `Events.Attributes`, `Links.TraceId`, `Links.SpanId`, "
                   "`Links.TraceState`, `Links.Attributes`")
        select = ("fromUnixTimestamp64Nano(ts), TraceId, SpanId, ParentSpanId, TraceState, SpanName, SpanKind, "
                  "ServiceName, ResourceAttributes, ScopeName, ScopeVersion, SpanAttributes, Duration, StatusCode, "
                  "StatusMessage, arrayMap(t -> fromUnixTimestamp64Nano(t), EventTimes), EventNames, EventAttributes, "
                  "LinkTraceIds, LinkSpanIds, LinkStates, LinkAttributes")
        return self._insert(self.traces_table, columns, select, _TRACE_STRUCTURE, rows)

    def insert_logs(self, rows: Iterable[dict[str, Any]]) -> int:
        columns = ("Timestamp, TraceId, SpanId, TraceFlags, SeverityText, SeverityNumber, ServiceName, Body, "
                   "ResourceSchemaUrl, ResourceAttributes, ScopeSchemaUrl, ScopeName, ScopeVersion, ScopeAttributes, "
                   "LogAttributes, EventName")
        select = columns.replace("Timestamp,", "fromUnixTimestamp64Nano(ts),", 1)
        return self._insert(self.logs_table, columns, select, _LOG_STRUCTURE, rows)

    def _insert(self, table: str, columns: str, select: str, structure: str, rows: Iterable[dict[str, Any]]) -> int:
        count = 0
        with tempfile.NamedTemporaryFile("w", suffix=".jsonl", dir=self.path, delete=False,
                                         encoding="utf-8") as handle:
            for row in rows:
                handle.write(json.dumps(row, ensure_ascii=False, separators=(",", ":")) + "\n")
                count += 1
        try:
            if count:
                self.session.query(f"INSERT INTO `{self.database}`.`{table}` ({columns}) SELECT {select} "
                                   f"FROM file('{handle.name}', 'JSONEachRow', '{structure}')")
        finally:
            Path(handle.name).unlink()
        return count

    def close(self) -> None:
        self.session.close()


def load_otlp_files(paths: Iterable[Path], store: ChdbStore, legacy: bool = False) -> tuple[int, int]:
    """Every OTLP/JSON line of these files into the store, as the exporter writes them: (spans, log records)."""
    files = sorted(paths)

    def documents() -> Iterator[dict[str, Any]]:
        for path in files:
            with path.open(encoding="utf-8") as handle:
                for line in handle:
                    if line.strip():
                        yield json.loads(line)

    spans = store.insert_traces(row for document in documents() for row in trace_rows(document, legacy))
    logs = store.insert_logs(row for document in documents() for row in log_rows(document))
    return spans, logs
