"""The real OpenTelemetry SDK, installed once as the global tracer provider (google-adk's tracer asks the global
one), with a span processor each test points at its own OTLP/JSON lines file."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from opentelemetry import trace
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor, SpanExporter, SpanExportResult

from miner.demo.exporter import OtlpJsonLinesSpanExporter


class SwitchableExporter(SpanExporter):
    """Sends spans to the current test's exporter; drops them between tests."""

    def __init__(self) -> None:
        self.target: SpanExporter | None = None

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        return self.target.export(spans) if self.target else SpanExportResult.SUCCESS


_SWITCH = SwitchableExporter()


@pytest.fixture(scope="session")
def global_tracing() -> SwitchableExporter:
    provider = trace.get_tracer_provider()
    if not isinstance(provider, TracerProvider):
        provider = TracerProvider(resource=Resource.create({"service.name": "shop-agent"}))
        trace.set_tracer_provider(provider)
    provider.add_span_processor(SimpleSpanProcessor(_SWITCH))
    return _SWITCH


@pytest.fixture
def traces_dir(global_tracing: SwitchableExporter, tmp_path: Path) -> Iterator[Path]:
    """A folder that receives, as OTLP/JSON lines, every span the test's code ends through the global provider."""
    exporter = OtlpJsonLinesSpanExporter(tmp_path / "traces")
    global_tracing.target = exporter
    yield tmp_path / "traces"
    global_tracing.target = None
    exporter.shutdown()
