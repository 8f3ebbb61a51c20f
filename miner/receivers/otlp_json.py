"""The OTLP/JSON wire format (traces and logs), as typed msgspec structs decoded straight from the bytes.

Ingestion is parse-bound: decoding each line into these structs in C, with int64s given as strings
converted on the way, skips the intermediate dicts and most of the per-field checks a Python walk would do.
The same structs check a single span or log record converted from an already-parsed object, so a batch
with one bad span still yields its good ones (see `otlp.spans_of_document`).
"""

from __future__ import annotations

import base64
from typing import Annotated, Any

import msgspec

from miner.receivers.base import MAX_NESTING, TOO_DEEP, ShapeError

# Nanoseconds since the epoch. OTLP's are unsigned 64-bit; bounds must fit a signed one (the year 2262),
# which every later stage can hold: a larger time is damage.
Nanos = Annotated[int, msgspec.Meta(ge=0, le=2**63 - 1)]


class ArrayValue(msgspec.Struct, frozen=True, gc=False):
    values: list[AnyValue] | None = None


class KeyValueList(msgspec.Struct, frozen=True, gc=False):
    values: list[KeyValue] | None = None


class AnyValue(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    stringValue: str | None = None
    intValue: int | None = None
    boolValue: bool | None = None
    doubleValue: float | str | None = None  # "NaN" and "Infinity" arrive as strings
    bytesValue: str | None = None
    arrayValue: ArrayValue | None = None
    kvlistValue: KeyValueList | None = None


NO_VALUE = AnyValue()


class KeyValue(msgspec.Struct, frozen=True, gc=False):
    key: str
    value: AnyValue | None = NO_VALUE


class Status(msgspec.Struct, frozen=True, gc=False):
    code: int | str | None = 0
    message: str | None = None


class Event(msgspec.Struct, frozen=True, gc=False):
    name: str | None = ""
    timeUnixNano: Nanos | None = 0
    attributes: list[KeyValue] | None = None


class Link(msgspec.Struct, frozen=True, gc=False):
    traceId: str | None = ""
    spanId: str | None = ""


class Span(msgspec.Struct, frozen=True, gc=False):
    traceId: str | None = None
    spanId: str | None = None
    parentSpanId: str | None = None
    name: str | None = ""
    kind: int | str | None = 0
    startTimeUnixNano: Nanos | None = 0
    endTimeUnixNano: Nanos | None = 0
    attributes: list[KeyValue] | None = None
    events: list[Event] | None = None
    links: list[Link] | None = None
    status: Status | None = None


class Scope(msgspec.Struct, frozen=True, gc=False):
    name: str | None = ""


class Resource(msgspec.Struct, frozen=True, gc=False):
    attributes: list[KeyValue] | None = None


NO_SCOPE = Scope()
NO_RESOURCE = Resource()


class ScopeSpans(msgspec.Struct, frozen=True, gc=False):
    scope: Scope | None = NO_SCOPE
    spans: list[Span] | None = None


class ResourceSpans(msgspec.Struct, frozen=True, gc=False):
    resource: Resource | None = NO_RESOURCE
    scopeSpans: list[ScopeSpans] | None = None


class TracesData(msgspec.Struct, frozen=True, gc=False):
    resourceSpans: list[ResourceSpans]


class LogRecord(msgspec.Struct, frozen=True, gc=False):
    timeUnixNano: Nanos | None = 0
    observedTimeUnixNano: Nanos | None = 0
    severityNumber: int | str | None = 0
    severityText: str | None = None
    eventName: str | None = None
    body: AnyValue | None = None
    attributes: list[KeyValue] | None = None
    traceId: str | None = None
    spanId: str | None = None


TRACES = msgspec.json.Decoder(TracesData, strict=False)


def convert(raw: Any, shape: type[msgspec.Struct], label: str) -> Any:
    """One already-parsed object as `shape`; a ShapeError that says where it is wrong (`label` names the
    object), never what is there."""
    try:
        return msgspec.convert(raw, shape, strict=False)
    except msgspec.ValidationError as exc:
        raise ShapeError(shape_problem(exc, label)) from None


def objects(value: Any, label: str) -> list[dict[str, Any]]:
    """A parsed list of objects (`resourceSpans`, `scopeLogs`...); absent is empty, anything else a ShapeError."""
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(item, dict) for item in value):
        raise ShapeError(f"'{label}' is not a list of objects")
    return value


def resource_of(batch: dict[str, Any]) -> dict[str, Any]:
    """The resource attributes of a parsed `resourceSpans` or `resourceLogs` item."""
    return attributes_of(convert(batch.get("resource") or {}, Resource, "resource").attributes)


def scope_of(batch: dict[str, Any]) -> str:
    """The scope name of a parsed `scopeSpans` or `scopeLogs` item."""
    return convert(batch.get("scope") or {}, Scope, "scope").name or ""


def shape_problem(exc: msgspec.ValidationError, label: str = "") -> str:
    """msgspec's message without anything quoted from the input (an unknown key may be any text)."""
    message = str(exc)
    where = message.rpartition(" - at `$")[2].rstrip("`") if " - at `$" in message else ""
    if message.startswith("Object contains unknown field"):
        what = ("unknown attribute type (expected stringValue, intValue, boolValue, doubleValue, bytesValue, "
                "arrayValue or kvlistValue)")
    elif message.startswith("Expected `int` >=") or message.startswith("Expected `int` <="):
        what = "a time is out of range"
    else:
        what = "a value has the wrong type"
    return f"{what} at {label}{where}" if label and where else what


def value_of(value: AnyValue | None, depth: int = 0) -> Any:
    """One AnyValue as a plain Python value."""
    if depth > MAX_NESTING:
        raise ShapeError(TOO_DEEP, kind="nested too deep")
    if value is None:
        return None
    if value.stringValue is not None:
        return value.stringValue
    if value.intValue is not None:
        return value.intValue
    if value.boolValue is not None:
        return value.boolValue
    if value.doubleValue is not None:
        return _double(value.doubleValue)
    if value.bytesValue is not None:
        return value.bytesValue
    if value.arrayValue is not None:
        return [value_of(item, depth + 1) for item in value.arrayValue.values or ()]
    if value.kvlistValue is not None:
        return attributes_of(value.kvlistValue.values, depth + 1)
    return None


def _double(value: float | str) -> float | str:
    try:
        return float(value)
    except ValueError:
        return value


def attributes_of(pairs: list[KeyValue] | None, depth: int = 0) -> dict[str, Any]:
    if not pairs:
        return {}
    decoded: dict[str, Any] = {}
    for pair in pairs:
        value = pair.value
        # Most values are strings: take them without a call (this runs for every attribute of every span).
        text = value.stringValue if value is not None else None
        decoded[pair.key] = text if text is not None else value_of(value, depth)
    return decoded


_ENUM_NAMES = {"SPAN_KIND_UNSPECIFIED": 0, "SPAN_KIND_INTERNAL": 1, "SPAN_KIND_SERVER": 2, "SPAN_KIND_CLIENT": 3,
               "SPAN_KIND_PRODUCER": 4, "SPAN_KIND_CONSUMER": 5,
               "STATUS_CODE_UNSET": 0, "STATUS_CODE_OK": 1, "STATUS_CODE_ERROR": 2}


def enum_of(value: int | str | None) -> int:
    if type(value) is int:
        return value
    if isinstance(value, str) and value in _ENUM_NAMES:
        return _ENUM_NAMES[value]
    try:
        return int(value or 0)
    except ValueError:
        raise ShapeError("an enum is neither a number nor a known name") from None


def hex_id(value: str | None) -> str | None:
    """OTLP/JSON ids are hex; plain protobuf JSON (base64) is accepted too, as some exporters write it."""
    if not value:
        return None
    if len(value) in (16, 32):
        return value.lower()
    try:
        return base64.b64decode(value, validate=True).hex()
    except ValueError:
        raise ShapeError(f"an id is neither hex nor base64 ({len(value)} characters)") from None
