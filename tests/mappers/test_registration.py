"""A mapper is wired by its registration only: what it declares (`Mapper.producers`' scope claims, `Mapper.wanted`)
is what the miner reads, so a new mapper touches no other file."""

from __future__ import annotations

from pathlib import Path

import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from miner.config import MinerConfig
from miner.demo.exporter import otlp_json
from miner.diagnostics import Diagnostics
from miner.errors import SourceError
from miner.mappers import REGISTRY, Mapper, Producer
from miner.mappers.genai_events import GenAIEventsMapper
from miner.receivers.otlp import OtlpSpansReceiver
from miner.receivers.records import Location, SpanRecord

ELSEWHERE = Producer(("example.instrumentation",), "set EXAMPLE_CAPTURE=true")


def bare_span(scope: str) -> SpanRecord:
    """A span the OpenTelemetry SDK wrote under this instrumentation scope, with no attribute a mapper reads."""
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    provider.get_tracer(scope).start_span("step").end()
    provider.shutdown()
    [span] = OtlpSpansReceiver().records(otlp_json(exporter.get_finished_spans()), Location("spans.jsonl", 1),
                                         Diagnostics(stream=None))
    return span


def reads_scopes(mapper: Mapper) -> bool:
    """Whether the mapper recognises a bare span by the scope one of its producers claims."""
    return any(mapper.recognises(bare_span(scope)) for producer in mapper.producers for scope in producer.scopes)


# The span mappers that know a span by its instrumentation scope (the others know it by its keys).
SCOPE_MAPPERS = sorted(
    name for name, factory in REGISTRY.items()
    if (mapper := factory(MinerConfig())).reads is SpanRecord and reads_scopes(mapper)
)


def test_mappers_recognise_spans_by_their_claimed_scopes() -> None:
    assert {"adk", "pydantic-ai", "strands", "openlit", "llamaindex", "semantic-kernel"} <= set(SCOPE_MAPPERS)


@pytest.mark.parametrize("name", SCOPE_MAPPERS)
def test_a_mapper_recognises_the_scopes_its_producers_claim_and_no_other(name: str) -> None:
    mapper = REGISTRY[name](MinerConfig())
    claimed = [scope for producer in mapper.producers for scope in producer.scopes]
    mapper.producers = (ELSEWHERE,)  # type: ignore[misc]
    assert mapper.recognises(bare_span("example.instrumentation.chat"))
    assert not any(mapper.recognises(bare_span(scope)) for scope in claimed), (
        f"{name} reads a scope of its own beside its producers' claims")


def test_logs_with_no_mapped_record_say_what_the_registered_mappers_want(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from opentelemetry._logs import SeverityNumber

    from tests.logs.helpers import otlp_logs, sessions_of

    with otlp_logs(tmp_path) as (logger, _, _paths):
        logger.emit(body="GET /health 200", severity_number=SeverityNumber.INFO)
    monkeypatch.setattr(GenAIEventsMapper, "wanted", "an example event: set EXAMPLE_EVENTS=true")
    with pytest.raises(SourceError, match=r"none of them an example event: set EXAMPLE_EVENTS=true$"):
        sessions_of([str(tmp_path)])
