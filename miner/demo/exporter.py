"""Span and log exporters that write OTLP/JSON lines, as the OpenTelemetry Collector's file exporter does.

They encode with the SDK's own OTLP protobuf encoders and protobuf's JSON mapping, so the files are real
OTLP/JSON: the same bytes a Collector in front of the agent would write.
"""

from __future__ import annotations

import base64
import json
import threading
from collections.abc import Sequence
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
