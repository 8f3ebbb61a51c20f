"""Sources → conventions → assembly: the one entry point every command uses to read sessions.

Each document read from a file is handed to the first document kind that recognises it (OTLP spans now;
other kinds register beside it). A file that holds nothing any kind recognises is reported, and a run in
which no file held any record is an error: an empty result must never pass for a quiet week.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from miner.assemble import Assembler, AssemblyStats
from miner.config import MinerConfig
from miner.conventions import Convention, map_span, select
from miner.conventions.facts import SpanFacts
from miner.diagnostics import Diagnostics
from miner.errors import SourceError
from miner.model import Session
from miner.sources import files
from miner.sources.otlp import ShapeError, read_json_lines, spans_of_document
from miner.sources.records import Location
from miner.timewindow import parse_duration

CONTENT_SWITCH = (
    "the traces hold no message content (instrumentations leave it off by default): set "
    "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=SPAN_ONLY with "
    "OTEL_SEMCONV_STABILITY_OPT_IN=gen_ai_latest_experimental (for ADK: ADK_CAPTURE_MESSAGE_CONTENT_IN_SPANS=true)"
)


@dataclass
class IngestContext:
    config: MinerConfig
    diagnostics: Diagnostics
    conventions: list[Convention]


# A document kind: recognises a parsed document, and yields its facts.
DocumentKind = tuple[str, Callable[[Any], bool], Callable[[Any, Location, IngestContext], Iterator[SpanFacts]]]


def _otlp_span_facts(document: Any, location: Location, context: IngestContext) -> Iterator[SpanFacts]:
    for span in spans_of_document(document, location, context.diagnostics):
        yield map_span(span, context.conventions)


DOCUMENT_KINDS: list[DocumentKind] = [
    ("otlp-spans", lambda document: isinstance(document, dict) and "resourceSpans" in document, _otlp_span_facts),
]
EXPECTED = "OTLP/JSON trace batches ({\"resourceSpans\": [...]}, one per line or one pretty-printed document)"


@dataclass
class IngestReport:
    files: int = 0
    records: int = 0
    assembly: AssemblyStats = field(default_factory=AssemblyStats)
    in_window: int = 0
    sessions_without_content: int = 0


def read_facts(paths: list[str], context: IngestContext, report: IngestReport) -> Iterator[SpanFacts]:
    file_list = files.expand(paths)
    report.files = len(file_list)
    for path in file_list:
        yield from _facts_of_file(path, context, report)
    if report.records == 0:
        raise SourceError(f"{', '.join(paths)}: no trace records found; expected {EXPECTED}")


def _facts_of_file(path: Path, context: IngestContext, report: IngestReport) -> Iterator[SpanFacts]:
    recognised = False
    for location, document in read_json_lines(path, context.diagnostics):
        kind = next((kind for kind in DOCUMENT_KINDS if kind[1](document)), None)
        if kind is None:
            context.diagnostics.warn("unknown record", str(location), f"not a known record kind; expected {EXPECTED}")
            continue
        recognised = True
        try:
            for facts in kind[2](document, location, context):
                report.records += 1
                yield facts
        except ShapeError as exc:
            context.diagnostics.warn("bad record", str(location), f"{exc}; record skipped")
    if not recognised:
        context.diagnostics.warn("unknown file", str(path), "no record of a known kind in this file")


def read_sessions(
    sources: list[str],
    config: MinerConfig,
    diagnostics: Diagnostics,
    since: datetime | None = None,
    until: datetime | None = None,
    report: IngestReport | None = None,
) -> Iterator[Session]:
    """Sessions that started in [since, until), streamed as they complete."""
    report = report if report is not None else IngestReport()
    context = IngestContext(config, diagnostics, select(config.conventions))
    assembler = Assembler(int(parse_duration(config.session_idle).total_seconds() * 1e9))
    report.assembly = assembler.stats

    def in_window(session: Session) -> bool:
        return (since is None or session.started_at >= since) and (until is None or session.started_at < until)

    def completed() -> Iterator[Session]:
        for facts in read_facts(sources or config.sources, context, report):
            yield from assembler.add(facts)
        yield from assembler.finish()

    for session in completed():
        if not in_window(session):
            continue
        report.in_window += 1
        if not session.content_captured:
            report.sessions_without_content += 1
            diagnostics.note_once(CONTENT_SWITCH)
        yield session
