"""Rows of the exporter's tables back into the records every other receiver yields (`SpanRecord`, `LogRecord`).

The exporter (opentelemetry-collector-contrib, exporter/clickhouseexporter/exporter_traces.go and
exporter_logs.go) writes each attribute with pdata's `Value.AsString()`: numbers and booleans as their text,
arrays and maps as JSON. The conventions the miner reads expect some of them typed (a score is a number, the
finish reasons a list), so those keys are given their OpenTelemetry semantic-convention type back; every other
value stays the string it was, which is what a string attribute was in the first place.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fnmatch import translate
from functools import lru_cache
from typing import Any

import orjson

from miner.attribute_keys import SCOPE_NAME
from miner.receivers.otlp_logs import log_identity
from miner.receivers.records import Location, LogRecord, SpanEvent, SpanRecord

# Span kinds and status codes as the exporter spells them: `Kind().String()` / `Code().String()` today,
# `traceutil.SpanKindStr` / `StatusCodeStr` (SPAN_KIND_*, STATUS_CODE_*) in exporters before v0.98.
SPAN_KINDS = {"unspecified": 0, "internal": 1, "server": 2, "client": 3, "producer": 4, "consumer": 5}
STATUS_CODES = {"unset": 0, "ok": 1, "error": 2}
ERROR_STATUSES = ("Error", "STATUS_CODE_ERROR")

# Attribute keys whose semantic-convention type is not a string (GenAI, OpenInference), as glob patterns.
INTEGER_KEYS = ("gen_ai.usage.*", "gen_ai.request.max_tokens", "gen_ai.request.seed", "gen_ai.request.choice.count",
                "llm.token_count.*", "http.response.status_code", "http.status_code", "server.port")
NUMBER_KEYS = ("gen_ai.evaluation.score.value", "gen_ai.request.temperature", "gen_ai.request.top_p",
               "gen_ai.request.top_k", "gen_ai.request.frequency_penalty", "gen_ai.request.presence_penalty",
               "annotations.*.annotation.score", "evaluations.*.evaluation.score")
LIST_KEYS = ("gen_ai.response.finish_reasons", "gen_ai.request.stop_sequences", "gen_ai.request.encoding_formats",
             "tag.tags")
# Older exporters copied the scope into the span's attributes; the current DDL has columns for it.
SCOPE_KEYS = (SCOPE_NAME, "otel.scope.version")

_INTEGER = re.compile(r"^-?\d+$")


def _pattern(globs: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("|".join(translate(glob) for glob in globs))


_INTEGERS, _NUMBERS, _LISTS = _pattern(INTEGER_KEYS), _pattern(NUMBER_KEYS), _pattern(LIST_KEYS)


def _number(text: str) -> Any:
    try:
        return int(text) if _INTEGER.match(text) else float(text)
    except ValueError:
        return text


def _integer(text: str) -> Any:
    return int(text) if _INTEGER.match(text) else _number(text)


def _listed(text: str) -> Any:
    try:
        value = orjson.loads(text)
    except orjson.JSONDecodeError:
        return text
    return value if isinstance(value, list) else text


@lru_cache(maxsize=4096)
def _converter(key: str) -> Callable[[str], Any] | None:
    if _INTEGERS.match(key):
        return _integer
    if _NUMBERS.match(key):
        return _number
    if _LISTS.match(key):
        return _listed
    return None


def typed(attributes: dict[str, str]) -> dict[str, Any]:
    """A Map(String, String) column's value with the typed keys converted back."""
    out: dict[str, Any] = attributes
    for key, value in attributes.items():
        convert = _converter(key)
        if convert is not None:
            if out is attributes:
                out = dict(attributes)
            out[key] = convert(value)
    return out


def kind_of(spelling: str) -> int:
    return SPAN_KINDS.get(spelling.lower().removeprefix("span_kind_"), 0)


def status_of(spelling: str) -> int:
    return STATUS_CODES.get(spelling.lower().removeprefix("status_code_"), 0)


def body_of(body: str) -> Any:
    """A log body: a map or a list was written as JSON (`AsString`), and is read back as one."""
    if body[:1] in ("{", "["):
        try:
            return orjson.loads(body)
        except orjson.JSONDecodeError:
            return body
    return body


# The columns a span row is selected with (`sql.SPAN_COLUMNS`), in this order.
def span_record(row: list[Any], location: Location) -> SpanRecord:
    (start_ns, trace_id, span_id, parent_id, name, kind, resource, scope, attributes, duration, status,
     status_message, event_times, event_names, event_attributes, link_traces, link_spans) = row
    start = int(start_ns)
    attributes = typed(attributes)
    if SCOPE_KEYS[0] in attributes:  # an older exporter's row
        attributes = {key: value for key, value in attributes.items() if key not in SCOPE_KEYS}
    events = [SpanEvent(event_name, int(event_time), typed(event_attrs))
              for event_time, event_name, event_attrs in zip(event_times, event_names, event_attributes, strict=True)]
    return SpanRecord(
        trace_id.lower(),
        span_id.lower(),
        parent_id.lower() or None,
        name,
        kind_of(kind),
        start,
        start + int(duration),
        attributes,
        events,
        status_of(status),
        status_message or None,
        scope,
        typed(resource),
        [(trace.lower(), span.lower()) for trace, span in zip(link_traces, link_spans, strict=True)],
        location,
    )


# The columns a log row is selected with (`sql.LOG_COLUMNS`), in this order.
def log_record(row: list[Any], location: Location) -> LogRecord:
    (time_ns, trace_id, span_id, severity_text, severity_number, body, resource, scope, attributes,
     event_name) = row
    attributes = typed(attributes)
    return LogRecord(
        key=log_identity(trace_id.lower() or None, span_id.lower() or None, int(time_ns), event_name or None,
                         int(severity_number)),
        time_ns=int(time_ns),
        observed_ns=int(time_ns),
        severity_number=int(severity_number),
        severity_text=severity_text or None,
        event_name=event_name or None,
        body=body_of(body),
        attributes=attributes,
        trace_id=trace_id.lower() or None,
        span_id=span_id.lower() or None,
        scope=scope,
        resource=typed(resource),
        location=location,
    )
