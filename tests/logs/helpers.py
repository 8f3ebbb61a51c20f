"""Build real OTLP/JSON log files with the OpenTelemetry SDK (LoggerProvider → our OTLP/JSON-lines exporter)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

from opentelemetry._logs import Logger
from opentelemetry.sdk._logs import LoggerProvider
from opentelemetry.sdk._logs.export import SimpleLogRecordProcessor
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import Tracer, TracerProvider

from miner.config import MinerConfig
from miner.demo.agent import DemoAgent, plan
from miner.demo.app_log import AppLogWriter
from miner.demo.exporter import JsonLinesFiles, OtlpJsonLinesLogExporter, OtlpJsonLinesSpanExporter
from miner.diagnostics import Diagnostics
from miner.ingest import IngestReport, read_sessions
from miner.model import Session

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)


@contextmanager
def otlp_logs(directory: Path, prefix: str = "logs") -> Iterator[tuple[Logger, Tracer, list[Path]]]:
    """A real SDK logger whose records land in `directory/<prefix>.jsonl`, and a tracer for their context."""
    exporter = OtlpJsonLinesLogExporter(directory, prefix=prefix)
    provider = LoggerProvider(resource=Resource.create({"service.name": "shop-assistant"}))
    provider.add_log_record_processor(SimpleLogRecordProcessor(exporter))
    tracer = TracerProvider().get_tracer("test")
    yield provider.get_logger("opentelemetry.instrumentation.test"), tracer, exporter.paths
    provider.shutdown()


def demo_files(directory: Path, sessions: int, *, spans: bool, logs: bool, app_logs: bool = False,
               seed: int = 3) -> Path:
    """The demo agent's conversations, written as spans and/or OTLP logs, or as application logs."""
    planned = plan(sessions, seed, NOW)
    rng = random.Random(seed)
    player: DemoAgent | AppLogWriter
    if app_logs:
        player = AppLogWriter(JsonLinesFiles(directory, prefix="app"))
    else:
        player = DemoAgent(OtlpJsonLinesSpanExporter(directory, prefix="spans") if spans else None,
                           OtlpJsonLinesLogExporter(directory, prefix="logs") if logs else None)
    for session in planned:
        player.play(session, rng)
    player.shutdown()
    return directory


def sessions_of(sources: list[str], config: MinerConfig | None = None,
                diagnostics: Diagnostics | None = None, report: IngestReport | None = None) -> dict[str, Session]:
    found = read_sessions(sources, config or MinerConfig(), diagnostics or Diagnostics(stream=None),
                          report=report)
    return {session.session_id: session for session in found}


def outline(session: Session, failed_results: bool = True) -> list[tuple[object, ...]]:
    """What a session says, without ids and sources: for comparing sessions read from different kinds.

    `failed_results=False` leaves out what a failed call returned: spans have the error object the model was
    fed, an application log only the error message."""
    return [
        (turn.user_text, turn.final_response, turn.intermediate_texts,
         [(call.name, call.args, call.status, call.result if failed_results or call.status == "ok" else None,
           call.error) for call in turn.tool_calls],
         [(error.type, error.message) for error in turn.errors],
         [(fb.name, fb.score, fb.label) for fb in turn.feedback])
        for turn in session.turns
    ]
