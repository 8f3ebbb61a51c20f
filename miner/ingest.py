"""Receivers → mappers → assembly: the one entry point every command uses to read sessions.

Sources are files (the kind of each line read from its content: OTLP/JSON spans, OTLP/JSON logs of GenAI
events, an application's JSON lines read through `[tool.miner.app_logs]`; or named by a prefix,
`app-logs:logs/`) or sources a receiver reads itself. They are cut into parts (files, and large files into
ranges of lines), read and mapped in worker processes, and assembled through disk (`miner.assemble`) so that
the sessions never depend on the order of the sources, of the files or of their lines, and memory stays
within `[tool.miner] memory_mb`. The per-session `work` of a command (signals, selection) runs in the same
workers. This module owns the one time-window filter.

A file that holds nothing of any kind is one warning naming what was expected, and a run in which no file
held any record is an error: an empty result must never pass for a quiet week.
"""

from __future__ import annotations

import gc
import math
import multiprocessing
import os
import shutil
import signal
import traceback
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from miner.assemble import AssemblyStats, FactSpill, SessionPassResult, merged, session_pass, trace_pass
from miner.config import MinerConfig
from miner.diagnostics import Diagnostics, Recorded
from miner.errors import InternalError, MinerError, SourceError
from miner.mappers import Mappers, Producer, idle_ns, principal, producers, select, to_tell, wanted
from miner.mappers.facts import SpanFacts
from miner.model import Session
from miner.receivers import RECEIVERS, Receiver, ShapeError, build_receivers, files
from miner.receivers.records import Location
from miner.scratch import temporary_folder

NO_CONTENT = "the traces of {count} session(s) hold no message content"
NO_CONTENT_UNKNOWN_WRITER = (f"{NO_CONTENT}, and no mapper knows what wrote them: `miner doctor` on the same sources "
                             "names the instrumentation and how to have it write the messages")
UNKNOWN_LINES_SHOWN = 20
KIND_NAMES = tuple(RECEIVERS)
MB = 1024 * 1024
# A file larger than this is read as several parts, in parallel.
PART_BYTES = 16 * MB
# What a worker process holds before it holds any facts (the interpreter, pydantic, msgspec, the miner).
WORKER_BASELINE = 64 * MB
# Memory taken by the facts of one input byte (measured on the demo agent's traces; see bench/ingest.py), and by
# the decoded facts of one spilled byte. Compressed input is taken to expand ten times.
MEMORY_PER_INPUT_BYTE = 1.5
MEMORY_PER_SPILLED_BYTE = 4.0
GZIP_EXPANSION = 10
# The memory a shard's facts may take even when the budget allows more: shards stay small whatever the size of
# the input, so that peak memory does not grow with it (more shards cost only more, smaller files).
SHARD_MEMORY = 32 * MB


@dataclass
class IngestReport:
    files: int = 0
    records: int = 0
    ignored_log_records: int = 0
    assembly: AssemblyStats = field(default_factory=AssemblyStats)
    in_window: int = 0
    sessions_without_content: int = 0
    # The producers that wrote the sessions in the window, by their places in `miner.mappers.producers()`
    # (`miner.mappers.principal`): at most one each of the registry, whatever the size of the input.
    producers: set[int] = field(default_factory=set)
    workers: int = 1
    # What reading a database cost, per phase (`Receiver.spent`): queries, rows and bytes read and returned.
    reads: dict[str, Counter[str]] = field(default_factory=dict)

    def add_reads(self, spent: Mapping[str, Mapping[str, int]]) -> None:
        for phase, figures in spent.items():
            self.reads.setdefault(phase, Counter()).update(figures)

    @property
    def over_budget(self) -> int:
        """Sessions whose facts alone exceed one worker's share of the memory budget: assembled all the same, and
        named in the summary, since a run that went over its budget must not pass for one that stayed within."""
        return self.assembly.over_budget

    def incomplete(self, diagnostics: Diagnostics) -> bool:
        """Whether any input was skipped as unreadable, or any session went over the memory budget (`--strict`)."""
        return diagnostics.total > 0 or self.over_budget > 0


def split_kind(source: str) -> tuple[str | None, str]:
    """`app-logs:logs/` → (`app-logs`, `logs/`); a source without a known kind prefix is detected."""
    prefix, separator, rest = source.partition(":")
    if separator and prefix in KIND_NAMES and not rest.startswith("//"):  # clickhouse://... is a URL, not a prefix
        return prefix, rest
    return None, source


def anchored(sources: list[str], root: Path) -> list[str]:
    """Sources named in a config file are relative to that file's folder, whatever the current folder."""
    anchored_sources = []
    for source in sources:
        kind, path = split_kind(source)
        if not Path(path).is_absolute() and not _claimed(source):
            path = str(root / path)
        anchored_sources.append(f"{kind}:{path}" if kind else path)
    return anchored_sources


def _claimed(source: str, receivers: list[Receiver] | None = None) -> Receiver | None:
    """The receiver that reads `source` itself (a database), if any."""
    if receivers is None:
        receivers = build_receivers(MinerConfig())
    return next((receiver for receiver in receivers if receiver.claims(source)), None)


# --- the plan: parts to read, shards to assemble in ----------------------------------------------------------


@dataclass(frozen=True)
class Part:
    """One piece of reading: a whole file, a range of its lines, or a part of a source a receiver reads itself."""

    index: int
    path: str
    kind: str | None  # the receiver named by the source's prefix; None: detected per line
    start: int = 0
    end: int | None = None
    first_line: int = 1
    claimed: bool = False


def plan_parts(sources: list[str], receivers: list[Receiver],
               diagnostics: Diagnostics | None = None) -> tuple[list[Part], int, int]:
    """Every part to read, the number of files (a claimed source counting as one), and the input's size in bytes
    (compressed files expanded). A file that cannot be read costs only itself: one warning, the others read."""
    named: dict[Path, str | None] = {}
    parts: list[Part] = []
    claimed = size = 0
    for source in sources:
        receiver = _claimed(source, receivers)
        if receiver is not None:
            claimed += 1
            for part in receiver.parts(source):
                parts.append(Part(0, part, receiver.name, claimed=True))
                size += receiver.part_bytes(part)
            continue
        kind, pattern = split_kind(source)
        for found in files.expand([pattern]):
            named.setdefault(found, kind)
    for path, kind in list(named.items()):
        reason = files.unreadable(path)
        if reason is not None:
            (diagnostics or Diagnostics()).warn("unreadable file", str(path), f"{reason}; file skipped")
            del named[path]
            continue
        file_size = path.stat().st_size
        if files.is_compressed(path):
            size += file_size * GZIP_EXPANSION
            parts.append(Part(0, str(path), kind))
            continue
        size += file_size
        parts.extend(Part(0, str(path), kind, start, end, line)
                     for start, end, line in files.line_ranges(path, PART_BYTES))
    return [Part(index, *_fields(part)) for index, part in enumerate(parts)], len(named) + claimed, size


def _fields(part: Part) -> tuple[Any, ...]:
    return part.path, part.kind, part.start, part.end, part.first_line, part.claimed


def shard_count(size: float, workers: int, per_shard: int) -> int:
    """Enough shards that each takes at most `per_shard` bytes of memory, and at least one per worker."""
    return max(workers, math.ceil(size / per_shard)) if size else 1


def session_budget(share: int) -> int:
    """The most spilled bytes one session may take and still fit a worker's share of the budget."""
    return int(share / MEMORY_PER_SPILLED_BYTE)


# --- reading, in a worker ---------------------------------------------------------------------------------


@dataclass
class PartResult:
    index: int
    path: str
    records: int = 0
    ignored: int = 0
    recognised_lines: int = 0
    unknown_count: int = 0
    unknown: list[Location] = field(default_factory=list)
    diagnostics: Recorded = field(default_factory=Recorded)
    written: list[int] = field(default_factory=list)
    reads: dict[str, dict[str, int]] = field(default_factory=dict)


@dataclass
class _Worker:
    """What every worker process (or the run itself, with one worker) reads and assembles with."""

    config: MinerConfig
    folder: Path
    trace_shards: int
    work: Callable[[Session], Any]
    since: datetime | None
    until: datetime | None
    session_budget: int
    pad_ns: int = 0  # how far beyond the window a session's spans may lie (`session_idle`)
    document_budget: int | None = None  # the longest line or document read (bytes): half a worker's share
    mappers: Mappers | None = None
    receivers: list[Receiver] = field(default_factory=list)
    counts: Counter[str] = field(default_factory=Counter)
    # The producers that wrote the sessions in the window, and those whose switch the sessions without message
    # content are told (`content_note`).
    wrote: set[int] = field(default_factory=set)
    silent: set[int] = field(default_factory=set)


_WORKER: _Worker | None = None


def _start_worker(worker: _Worker) -> None:
    global _WORKER
    worker.mappers = select(worker.config)
    worker.receivers = build_receivers(worker.config)
    for receiver in worker.receivers:
        receiver.within(worker.since, worker.until, worker.pad_ns)
    _WORKER = worker


def _state() -> _Worker:
    assert _WORKER is not None, "a worker task ran before the worker was started"
    return _WORKER


def read_part(part: Part) -> PartResult:
    """Read and map one part, spilling its facts into the trace shards."""
    with _without_gc():
        return _read_part(part)


def _read_part(part: Part) -> PartResult:
    state = _state()
    result = PartResult(part.index, part.path)
    spill = FactSpill(state.folder, f"{part.index:06d}", state.trace_shards)
    by_name = {receiver.name: receiver for receiver in state.receivers}
    if part.claimed:
        receiver = by_name[part.kind or ""]
        for location, document in receiver.read(part.path, result.diagnostics):
            _add(spill, result, _mapped(receiver, document, location, state, result))
        result.reads = receiver.spent()
    else:
        candidates = [by_name[part.kind]] if part.kind else state.receivers
        _read_lines(part, candidates, state, spill, result)
    result.written = spill.close()
    return result


def _read_lines(part: Part, candidates: list[Receiver], state: _Worker, spill: FactSpill,
                result: PartResult) -> None:
    """Each line's kind read from the line itself, never from the lines around it: a file may mix kinds, and
    its lines may come in any order. Trying the typed decoder first while lines keep fitting it only saves time."""
    typed = [receiver for receiver in candidates if type(receiver).decode is not Receiver.decode]
    diagnostics = result.diagnostics
    prefer_typed = bool(typed)
    for location, line in files.json_lines(Path(part.path), diagnostics, part.start, part.end, part.first_line,
                                           state.document_budget):
        kind: Receiver | None = None
        document: Any = None
        if prefer_typed:
            kind, document = _typed(line, typed)
        if kind is None:
            document = files.parse_line(location, line, diagnostics)
            if document is files.BAD_LINE:
                continue
            kind = next((receiver for receiver in candidates if receiver.recognises(document)), None)
            if kind is not None and kind in typed:
                decoded = kind.decode(line) if not prefer_typed else None
                document = decoded if decoded is not None else document
            prefer_typed = kind is not None and kind in typed
        if kind is None:
            result.unknown_count += 1
            if len(result.unknown) < UNKNOWN_LINES_SHOWN:
                result.unknown.append(location)
            continue
        result.recognised_lines += 1
        _add(spill, result, _mapped(kind, document, location, state, result))


def _typed(line: bytes, typed: list[Receiver]) -> tuple[Receiver | None, Any]:
    for receiver in typed:
        document = receiver.decode(line)
        if document is not None:
            return receiver, document
    return None, None


def _add(spill: FactSpill, result: PartResult, batch: list[SpanFacts]) -> None:
    if batch:  # what the document held before any damage
        result.records += len(batch)
        spill.add(batch)


def _mapped(kind: Receiver, document: Any, location: Location, state: _Worker, result: PartResult) -> list[SpanFacts]:
    """The facts of one document. Bad data (ShapeError) costs its record, or the rest of the document when the
    receiver raises it; nothing else is caught: any other exception is a bug, named by its file and line."""
    batch: list[SpanFacts] = []
    assert state.mappers is not None
    facts_of = state.mappers.facts
    diagnostics = result.diagnostics
    with bugs_named_by(location):
        try:
            for record in kind.records(document, location, diagnostics):
                try:
                    facts = facts_of(record)
                except ShapeError as exc:
                    diagnostics.warn(exc.kind, str(record.location or location), f"{exc}; record skipped")
                    continue
                except RecursionError:
                    diagnostics.warn("nested too deep", str(record.location or location), TOO_DEEP)
                    continue
                if facts is None:
                    result.ignored += 1
                    continue
                batch.append(facts)
        except ShapeError as exc:
            diagnostics.warn(exc.kind, str(location), f"{exc}; record skipped")
        except RecursionError:
            diagnostics.warn("nested too deep", str(location), TOO_DEEP)
    return batch


TOO_DEEP = ("values nested inside one another too deep to be read (hundreds of levels); record skipped "
            "(check what writes it)")


@contextmanager
def _without_gc() -> Iterator[None]:
    """No cycle collection during a task: millions of small acyclic objects (facts, records) make the collector
    walk the heap again and again, nearly half the time of building sessions; it runs once at the end."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


@contextmanager
def bugs_named_by(location: Location | str) -> Iterator[None]:
    """Turn a bug raised while reading a record into an InternalError naming that record's file and line.

    Only ShapeError is bad data, and it never reaches here; everything else stops the run (exit 70). The one
    place an unexpected exception is caught, to say where it happened: it is raised again, never swallowed."""
    try:
        yield
    except (MinerError, InternalError):
        raise
    except Exception as exc:
        raise InternalError(str(location), type(exc).__name__, traceback.format_exc()) from exc


# --- assembling, in a worker ------------------------------------------------------------------------------


def assemble_traces(task: tuple[int, int]) -> Any:
    shard, session_shards = task
    with bugs_named_by(f"trace shard {shard} (assembly)"), _without_gc():
        return trace_pass(_state().folder, shard, session_shards)


def assemble_sessions(shard: int) -> tuple[SessionPassResult, Counter[str], set[int], set[int]]:
    state = _state()
    assert state.mappers is not None
    state.counts = Counter()
    state.wrote = set()
    state.silent = set()
    with bugs_named_by(f"session shard {shard} (assembly)"), _without_gc():
        result = session_pass(state.folder, shard, state.mappers, _in_window_work, state.session_budget)
    return result, state.counts, state.wrote, state.silent


def _in_window_work(session: Session, writers: frozenset[int]) -> Any:
    """The time window (the one filter ingestion owns), then the caller's work on each session inside it."""
    state = _state()
    started = session.started_at
    if (state.since is not None and started < state.since) or (state.until is not None and started >= state.until):
        return None
    state.counts["in_window"] += 1
    state.wrote.update(_places(principal, writers))
    if not session.content_captured:
        state.counts["without_content"] += 1
        state.silent.update(_places(to_tell, writers))
    return state.work(session)


def _places(chosen: Callable[[list[Producer]], list[Producer]], writers: frozenset[int]) -> frozenset[int]:
    """The places in `producers()` of the writers a rule of the registry (`principal`, `to_tell`) chooses."""
    registered = producers()
    kept = chosen([registered[place][1] for place in sorted(writers)])
    return frozenset(place for place in writers if registered[place][1] in kept)


def content_note(count: int, silent: set[int]) -> str:
    """What is said once when sessions hold no message content: how each producer that wrote them has it written
    (`Producer.to_capture`, in the registry's order whatever the order of the input), else where to ask."""
    registered = producers()
    told = list(dict.fromkeys(registered[place][1].to_capture for place in sorted(silent)))
    if not told:
        return NO_CONTENT_UNKNOWN_WRITER.format(count=count)
    return f"{NO_CONTENT.format(count=count)}: " + "; ".join(told)


# --- the run ----------------------------------------------------------------------------------------------


def as_json(session: Session) -> str:
    """Sessions travel from the workers as JSON: dumping and validating it costs a third of pickling the models."""
    return session.model_dump_json()


def read_sessions(
    sources: list[str],
    config: MinerConfig,
    diagnostics: Diagnostics,
    since: datetime | None = None,
    until: datetime | None = None,
    report: IngestReport | None = None,
) -> Iterator[Session]:
    """Sessions that started in [since, until), in order of start time, then session id."""
    validate = Session.model_validate_json
    for document in map_sessions(sources, config, diagnostics, since, until, report, work=as_json):
        yield validate(document)


def map_sessions(
    sources: list[str],
    config: MinerConfig,
    diagnostics: Diagnostics,
    since: datetime | None = None,
    until: datetime | None = None,
    report: IngestReport | None = None,
    *,
    work: Callable[[Session], Any],
    require_records: bool = True,
) -> Iterator[Any]:
    """`work(session)` for every session that started in [since, until), in order of session start, then id.

    `work` runs in the worker processes, beside assembly: it must be a module-level function (or a partial of
    one) whose result can be pickled, and should return only what the caller needs (None: nothing). Sources
    without a record are an error unless `require_records` is False (a query that may rightly find nothing)."""
    report = report if report is not None else IngestReport()
    sources = sources or config.sources
    select(config)  # a configuration error is said here once, not by every worker as it starts
    receivers = build_receivers(config)
    pad_ns = idle_ns(config)
    for receiver in receivers:
        receiver.within(since, until, pad_ns)
    try:
        parts, report.files, size = plan_parts(sources, receivers, diagnostics)
    except BaseException:  # what planning left on disk (a local store's files of rows) goes with it
        for receiver in receivers:
            receiver.finished()
        raise
    for receiver in receivers:  # what planning read (a local store is read while its parts are planned)
        report.add_reads(receiver.spent())
    workers = max(1, min(config.workers or os.cpu_count() or 1, len(parts)))
    report.workers = workers
    share = max(16 * MB, config.memory_mb * MB // workers - WORKER_BASELINE)  # one worker's part of the budget
    per_shard = min(SHARD_MEMORY, share)
    folder = spill_folder(config.spill_dir)
    try:  # from the moment the folder exists: a SIGTERM while the workers start must not leave it behind
        worker = _Worker(config, folder, shard_count(size * MEMORY_PER_INPUT_BYTE, workers, per_shard), work,
                         since, until, session_budget(share), pad_ns, share // 2)
        yield from _run(parts, worker, workers, per_shard, sources, receivers, diagnostics, report, require_records)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _run(parts: list[Part], worker: _Worker, workers: int, per_shard: int, sources: list[str],
         receivers: list[Receiver], diagnostics: Diagnostics, report: IngestReport,
         require_records: bool) -> Iterator[Any]:
    tasks: _Tasks | None = None
    try:
        tasks = _Tasks(worker, workers)
        read = tasks.map(read_part, parts)
        spilled = _take_reading(read, parts, receivers, diagnostics, report)
        if require_records:
            _check_found_records(sources, report, receivers)
        session_shards = shard_count(spilled * MEMORY_PER_SPILLED_BYTE, workers, per_shard)
        for traced in tasks.map(assemble_traces, [(shard, session_shards) for shard in range(worker.trace_shards)]):
            report.assembly.add(traced.stats)
        results = []
        silent: set[int] = set()
        for assembled, counts, wrote, shard_silent in tasks.map(assemble_sessions, list(range(session_shards))):
            report.assembly.add(assembled.stats)
            assembled.diagnostics.replay_into(diagnostics)
            report.in_window += counts["in_window"]
            report.sessions_without_content += counts["without_content"]
            report.producers |= wrote
            silent |= shard_silent
            if assembled.results is not None:
                results.append(assembled.results)
        tasks.close()
        if report.sessions_without_content:
            diagnostics.note_once(content_note(report.sessions_without_content, silent))
        yield from merged(results)
    finally:
        if tasks is not None:
            tasks.terminate()
        for receiver in receivers:
            receiver.finished()


def spill_folder(parent: str | None) -> Path:
    """A folder for this run's shards, in the run's folder of temporary files (`miner.scratch`): shards hold raw
    trace text, and what a killed run left there is removed by the next run."""
    return temporary_folder(parent, prefix="shards-")


def _start_pool_worker(worker: _Worker) -> None:
    # A worker ends at once on SIGTERM (the run's own process cleans up); the command's handler is for that one.
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _start_worker(worker)


class _Tasks:
    """Tasks run by the worker processes, or in this process when there is one worker; results in task order."""

    def __init__(self, worker: _Worker, workers: int) -> None:
        self.pool: ProcessPoolExecutor | None = None
        if workers > 1:
            # fork: the workers start with the run's state as it is, nothing to pickle or import again. A worker
            # that dies (killed, out of memory) breaks the pool with an error instead of leaving the run waiting.
            method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
            self.pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context(method),
                                            initializer=_start_pool_worker, initargs=(worker,))
        else:
            _start_worker(worker)

    def map(self, function: Callable[[Any], Any], tasks: list[Any]) -> list[Any]:
        if self.pool is None:
            return [function(task) for task in tasks]
        try:
            return list(self.pool.map(function, tasks))
        except BrokenProcessPool:
            raise SourceError("a worker process of ingestion died (out of memory?): lower [tool.miner] memory_mb "
                              "or workers, or give the machine more memory") from None

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=True)
            self.pool = None

    def terminate(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=True, cancel_futures=True)
            self.pool = None


def _take_reading(read: list[PartResult], parts: list[Part], all_receivers: list[Receiver], diagnostics: Diagnostics,
                  report: IngestReport) -> int:
    """Counts and warnings of every part, in the order of the parts; returns the bytes spilled."""
    by_file: dict[str, list[PartResult]] = {}
    for result in read:
        by_file.setdefault(result.path, []).append(result)
    kinds = {part.path: part.kind for part in parts}
    receivers = {receiver.name: receiver for receiver in all_receivers}
    spilled = 0
    unknown_files: list[tuple[str, int]] = []
    for path, results in by_file.items():
        recognised = sum(result.recognised_lines for result in results)
        unknown = sum(result.unknown_count for result in results)
        for result in results:
            result.diagnostics.replay_into(diagnostics)
            report.records += result.records
            report.ignored_log_records += result.ignored
            spilled += sum(result.written)
            report.add_reads(result.reads)
            if recognised:
                for location in result.unknown:
                    diagnostics.warn("unknown record", str(location),
                                     f"of no kind the miner reads (expected {_expected(kinds[path], receivers)}); "
                                     "line skipped")
                hidden = result.unknown_count - len(result.unknown)
                if hidden:
                    diagnostics.count_more("unknown record", hidden)
        if not recognised and unknown:
            unknown_files.append((path, unknown))
    for path, unknown in unknown_files:
        # When nothing at all was read, the error that follows lists every kind the miner reads: said once there.
        named = kinds[path] is not None
        expected = f"; expected {_expected(kinds[path], receivers)}" if report.records or named else ""
        diagnostics.warn("unknown file", path, f"none of its {unknown} line(s) is of a kind the miner reads{expected}")
    return spilled


def _expected(kind: str | None, receivers: dict[str, Receiver]) -> str:
    chosen = [receivers[kind]] if kind else list(receivers.values())
    return "; or ".join(receiver.expected for receiver in chosen)


def _check_found_records(sources: list[str], report: IngestReport, receivers: list[Receiver]) -> None:
    if report.records == 0 and report.ignored_log_records:
        raise SourceError(f"{', '.join(sources)}: {report.ignored_log_records} log record(s) read, none of them "
                          f"{'; or '.join(wanted())}")
    if report.records == 0:
        expected = _expected(None, {receiver.name: receiver for receiver in receivers})
        raise SourceError(f"{', '.join(sources)}: no trace or log records found; expected {expected}")
