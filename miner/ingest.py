"""Sources → conventions → assembly: the one entry point every command uses to read sessions.

Three source kinds, told apart by their content: OTLP/JSON spans (`resourceSpans`), OTLP/JSON logs
(`resourceLogs`, GenAI events), and an application's own JSON-lines logs read through `[tool.miner.app_logs]`.
A source may name its kind instead (`app-logs:logs/`), and then every line must be of that kind. One run may
mix kinds: they all become the same facts, and assembly builds the same sessions from them.

A file that holds nothing of any kind is one warning naming what was expected, and a run in which no file
held any record is an error: an empty result must never pass for a quiet week.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from miner.assemble import Assembler, AssemblyStats
from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.errors import SourceError
from miner.mappers import Mappers, select
from miner.mappers.facts import SpanFacts
from miner.model import Session
from miner.receivers import RECEIVERS, Receiver, ShapeError, build_receivers, files
from miner.receivers.records import Location
from miner.timewindow import parse_duration

CONTENT_SWITCH = (
    "the traces hold no message content (instrumentations leave it off by default): set "
    "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=SPAN_ONLY with "
    "OTEL_SEMCONV_STABILITY_OPT_IN=gen_ai_latest_experimental (for ADK: ADK_CAPTURE_MESSAGE_CONTENT_IN_SPANS=true)"
)
UNKNOWN_LINES_SHOWN = 20
KIND_NAMES = tuple(RECEIVERS)


@dataclass
class IngestContext:
    config: MinerConfig
    diagnostics: Diagnostics
    mappers: Mappers
    receivers: list[Receiver]
    report: IngestReport | None = None

    def expected(self) -> str:
        return "; or ".join(receiver.expected for receiver in self.file_receivers()) + ", one per line"

    def file_receivers(self) -> list[Receiver]:
        """The receivers of documents in files (a database receiver reads its own sources)."""
        return [receiver for receiver in self.receivers if type(receiver).read is Receiver.read]


@dataclass
class IngestReport:
    files: int = 0
    records: int = 0
    ignored_log_records: int = 0
    assembly: AssemblyStats = field(default_factory=AssemblyStats)
    in_window: int = 0
    sessions_without_content: int = 0


def split_kind(source: str) -> tuple[str | None, str]:
    """`app-logs:logs/` → (`app-logs`, `logs/`); a source without a known kind prefix is detected."""
    prefix, separator, rest = source.partition(":")
    if separator and prefix in KIND_NAMES and not rest.startswith("//"):  # clickhouse://... is a URL
        return prefix, rest
    return None, source


def anchored(sources: list[str], root: Path) -> list[str]:
    """Sources named in a config file are relative to that file's folder, whatever the current folder."""
    anchored_sources = []
    for source in sources:
        kind, path = split_kind(source)
        if "://" in path or path.startswith("chdb:"):  # a database, not a path
            anchored_sources.append(source)
            continue
        if not Path(path).is_absolute():
            path = str(root / path)
        anchored_sources.append(f"{kind}:{path}" if kind else path)
    return anchored_sources


def read_facts(paths: list[str], context: IngestContext, report: IngestReport) -> Iterator[list[SpanFacts]]:
    """The facts of every source, a batch per document (the spans of one line, usually)."""
    context.report = report
    by_name = {receiver.name: receiver for receiver in context.receivers}
    file_list: dict[Path, Receiver | None] = {}
    for source in paths:
        kind, path = split_kind(source)
        claimant = next((receiver for receiver in context.receivers if receiver.claims(path)), None)
        if claimant is not None:
            yield from _facts_of_claimed(claimant, path, context, report)
            continue
        for found in files.expand([path]):
            file_list.setdefault(found, by_name[kind] if kind else None)
    report.files += len(file_list)
    for path, kind in file_list.items():
        yield from _facts_of_file(path, kind, context, report)
    if report.records == 0 and report.ignored_log_records:
        raise SourceError(f"{', '.join(paths)}: {report.ignored_log_records} log record(s) read, none of them a "
                          "GenAI event or an error: have the instrumentation log its events with "
                          "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=EVENT_ONLY")
    if report.records == 0:
        raise SourceError(f"{', '.join(paths)}: no trace or log records found; expected {context.expected()}")


def _facts_of_file(path: Path, named: Receiver | None, context: IngestContext,
                   report: IngestReport) -> Iterator[list[SpanFacts]]:
    """The facts of one file, a batch per document. Lines of no known kind are held back until the file proves
    to be of some kind: then each is warned about; a file with none of a known kind is one warning, not one per
    line."""
    file_kind: Receiver | None = None
    unknown: list[Location] = []
    unknown_count = 0
    candidates = [named] if named is not None else context.file_receivers()
    for location, line in files.json_lines(path, context.diagnostics):
        kind, document = _decoded(line, file_kind, candidates)
        if kind is None:
            document = files.parse_line(location, line, context.diagnostics)
            if document is files.BAD_LINE:
                continue
            kind = next((kind for kind in candidates if kind.recognises(document)), None)
        if kind is None:
            if file_kind is None:
                unknown_count += 1
                if len(unknown) < UNKNOWN_LINES_SHOWN:
                    unknown.append(location)
            else:
                _warn_unknown_line(location, file_kind, context)
            continue
        if file_kind is None:
            file_kind = kind
            for earlier in unknown:
                _warn_unknown_line(earlier, kind, context)
            unknown.clear()
        batch = _mapped(kind, document, location, context, report)
        if batch:  # what the document held before any damage
            report.records += len(batch)
            yield batch
    if file_kind is None and unknown_count:
        what = named.expected + ", one per line" if named is not None else context.expected()
        context.diagnostics.warn("unknown file", str(path),
                                 f"none of its {unknown_count} line(s) is of a kind the miner reads; expected {what}")


def _facts_of_claimed(receiver: Receiver, source: str, context: IngestContext,
                      report: IngestReport) -> Iterator[list[SpanFacts]]:
    """The facts of a source a receiver reads itself (a database), a batch per document."""
    report.files += 1
    for part in receiver.parts(source):
        for location, document in receiver.read(part, context.diagnostics):
            batch = _mapped(receiver, document, location, context, report)
            if batch:
                report.records += len(batch)
                yield batch


def _mapped(kind: Receiver, document: Any, location: Location, context: IngestContext,
            report: IngestReport) -> list[SpanFacts]:
    """The facts of one document; bad data costs its record, or the rest of the document."""
    batch: list[SpanFacts] = []
    try:
        for record in kind.records(document, location, context.diagnostics):
            try:
                facts = context.mappers.facts(record)
            except ShapeError as exc:
                context.diagnostics.warn(exc.kind, str(record.location or location), f"{exc}; record skipped")
                continue
            if facts is None:
                report.ignored_log_records += 1
                continue
            batch.append(facts)
    except ShapeError as exc:
        context.diagnostics.warn(exc.kind, str(location), f"{exc}; record skipped")
    except (TypeError, ValueError, AttributeError, KeyError, IndexError, OverflowError):
        # A value of the wrong type anywhere in a record; the message would quote the input, so none is.
        context.diagnostics.warn("bad record", str(location), "a value has the wrong type or is out of range; "
                                 "record skipped (see the README for the shape of each kind)")
    return batch


def _decoded(line: bytes, file_kind: Receiver | None, candidates: list[Receiver]) -> tuple[Receiver | None, Any]:
    """A line read by its kind's typed decoder: the kind of the file so far, else the first that reads it."""
    for kind in [file_kind] if file_kind is not None else candidates:
        document = kind.decode(line)
        if document is not None:
            return kind, document
    return None, None


def _warn_unknown_line(location: Location, kind: Receiver, context: IngestContext) -> None:
    context.diagnostics.warn("unknown record", str(location),
                             f"not of this file's kind ({kind.name}: {kind.expected}); line skipped")


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
    idle_ns = int(parse_duration(config.session_idle).total_seconds() * 1e9)
    context = IngestContext(config, diagnostics, select(config), build_receivers(config))
    for receiver in context.receivers:
        receiver.within(since, until, idle_ns)
    assembler = Assembler(idle_ns)
    report.assembly = assembler.stats

    def completed() -> Iterator[Session]:
        add = assembler.add
        for batch in read_facts(sources or config.sources, context, report):
            for facts in batch:
                released = add(facts)
                if released:  # most spans complete no session
                    yield from released
        yield from assembler.finish()

    yield from window_counted(completed(), since, until, report, diagnostics)


def window_counted(sessions: Iterable[Session], since: datetime | None, until: datetime | None,
                   report: IngestReport, diagnostics: Diagnostics) -> Iterator[Session]:
    """The sessions that started in [since, until), counted, with the note on traces without content."""
    for session in sessions:
        if (since is not None and session.started_at < since) or (until is not None and session.started_at >= until):
            continue
        report.in_window += 1
        if not session.content_captured:
            report.sessions_without_content += 1
            diagnostics.note_once(CONTENT_SWITCH)
        yield session
