"""Rows as the exporter writes them read back as the records the OTLP/JSON receiver yields, field by field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.trace import SpanKind, Status, StatusCode

from miner.config import MinerConfig
from miner.demo.clickhouse import as_string
from miner.demo.exporter import OtlpJsonLinesSpanExporter
from miner.diagnostics import Diagnostics
from miner.mappers import genai_events, shared
from miner.receivers.clickhouse import ClickHouseReceiver, sql
from miner.receivers.otlp import OtlpSpansReceiver
from miner.receivers.records import SpanRecord
from tests.clickhouse.conftest import stored


def one_span(directory: Path) -> None:
    provider = TracerProvider(resource=Resource.create({"service.name": "shop-agent", "deployment.tier": 3}))
    provider.add_span_processor(SimpleSpanProcessor(OtlpJsonLinesSpanExporter(directory)))
    tracer = provider.get_tracer("tests.rows", "2.1")
    with tracer.start_as_current_span("chat m", kind=SpanKind.CLIENT, attributes={
        "gen_ai.operation.name": "chat", "gen_ai.usage.input_tokens": 120, "gen_ai.request.temperature": 0.2,
        "gen_ai.response.finish_reasons": ["stop", "length"], "gen_ai.evaluation.score.value": -1.0,
        "gen_ai.conversation.id": "0042", "retry": True, "note": "<b>&</b>",
    }) as span:
        span.add_event("gen_ai.evaluation.result", {"gen_ai.evaluation.score.value": 0.25})
        span.set_status(Status(StatusCode.ERROR, "model overloaded"))
    provider.shutdown()


def records(receiver: ClickHouseReceiver | OtlpSpansReceiver, source: str) -> list[SpanRecord]:
    diagnostics = Diagnostics(stream=None)
    if isinstance(receiver, ClickHouseReceiver):
        return [record for location, document in receiver.read(source, diagnostics)
                for record in receiver.records(document, location, diagnostics)]
    lines = Path(source).read_bytes().splitlines()
    return [record for line in lines for record in receiver.records(json.loads(line), None, diagnostics)]


@pytest.mark.parametrize("legacy", [False, True], ids=["current", "before-v0.98"])
def test_a_span_reads_back_as_in_the_file(tmp_path: Path, legacy: bool) -> None:
    one_span(tmp_path / "files")
    source = stored(tmp_path / "files", tmp_path / "store", legacy=legacy)
    [from_db] = records(ClickHouseReceiver(MinerConfig().clickhouse), source)
    [from_file] = records(OtlpSpansReceiver(), str(tmp_path / "files" / "spans.jsonl"))
    assert from_db.kind == from_file.kind == 3 and from_db.status_code == from_file.status_code == 2
    assert from_db.attributes["retry"] == "true" and from_file.attributes["retry"] is True  # no convention types it
    assert {**from_db.attributes, "retry": True} == from_file.attributes
    assert from_db.attributes["gen_ai.conversation.id"] == "0042"  # a string that looks like a number stays one
    assert from_db.events[0].attributes == {"gen_ai.evaluation.score.value": 0.25}
    for field in ("trace_id", "span_id", "parent_span_id", "name", "start_ns", "end_ns", "status_message", "scope"):
        assert getattr(from_db, field) == getattr(from_file, field), field
    assert from_db.resource["service.name"] == "shop-agent"
    assert str(from_db.location).startswith("chdb://") and str(from_db.location).endswith("/otel/otel_traces:1")


def test_values_are_written_as_pdata_writes_them() -> None:
    assert as_string({"intValue": "42"}) == "42"
    assert as_string({"doubleValue": -1.0}) == "-1"
    assert as_string({"doubleValue": 1e-7}) == "1e-7"
    assert as_string({"boolValue": False}) == "false"
    assert as_string({"arrayValue": {"values": [{"stringValue": "<a>"}, {"intValue": "1"}]}}) == '["\\u003ca\\u003e",1]'
    assert as_string({"kvlistValue": {"values": [{"key": "b", "value": {"intValue": "2"}},
                                                  {"key": "a", "value": {"boolValue": True}}]}}) == '{"a":true,"b":2}'


def test_the_log_records_searched_in_sql_are_the_ones_the_genai_events_mapper_reads() -> None:
    parameters = sql.log_parameters()
    assert parameters["log_session_keys"] == list(shared.SESSION_KEYS)
    assert set(parameters["log_events"]) == genai_events.MESSAGE_EVENTS | {shared.DETAILS_EVENT,
                                                                           shared.EVALUATION_EVENT}
    assert sql.LOG_SEVERITY_ERROR == genai_events.SEVERITY_ERROR
