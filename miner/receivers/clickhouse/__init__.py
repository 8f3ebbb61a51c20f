"""The ClickHouse receiver: the OpenTelemetry Collector's ClickHouse exporter tables (`otel_traces`, `otel_logs`,
also under ClickStack/HyperDX) read as the same span and log records as OTLP/JSON files.

`Store` runs the queries: the window is a `WHERE` on `Timestamp` (the partition key), values are bound
parameters, rows become `SpanRecord`/`LogRecord` (`rows`) with their `Location`
(`clickhouse://user@host:8123/db/otel_traces:<row>`). Which sessions to fetch in full is the sampling stage's
question (`miner.sample.clickhouse` pushes it down); this package knows tables and rows, nothing of agents.

The receiver is a claimed source of ingestion: a source is read in the workers like a file. A source is the
URL, the records of the window whole, or with a fragment naming a narrower read (built by `traces_parts` and
`user_words_part`): the records of some traces whole, or the user-words projection. The window and the
projection are cut into parts (`ClickHouseReceiver.parts`): a server's by a hash of the trace id, a query per
worker; a local store's read once and spooled to files of rows (chdb opens a store in one process at a time, and
cannot start in a forked one). So the push-down's reads are assembled by the same ingestion as files, on every
core, in the memory `memory_mb` sets.
"""

from __future__ import annotations

import math
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime, timedelta
from itertools import islice
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote

import orjson

from miner.diagnostics import Diagnostics
from miner.errors import SourceError
from miner.receivers.base import Document, Receiver, ShapeError
from miner.receivers.clickhouse import spooler as spooling
from miner.receivers.clickhouse import sql
from miner.receivers.clickhouse.client import (
    ChdbClient,
    Client,
    QueryResult,
    QueryStats,
    remove_unheld,
    spooled_file,
    store_lock,
    stream_file,
)
from miner.receivers.clickhouse.rows import log_record, span_record
from miner.receivers.clickhouse.settings import ClickHouseSettings
from miner.receivers.clickhouse.target import Target, connect, is_clickhouse, parse_target
from miner.receivers.records import Location, LogRecord, SpanRecord
from miner.scratch import temporary_folder

# The fragments of a part narrower than the window whole (`traces_part`, `user_words_part`).
TRACES_PART = "traces"
SPANS_PART = "spans"  # the spans of some traces, whole, and not their log records (the logs table holds none)
USER_WORDS_PART = "user_words"
WINDOW_PART = "window"
# Rows of a local store's answer, spooled to a file by `ClickHouseReceiver.parts` (`<kind>:<table>:<first>:<path>`).
SPOOLED_PART = "spooled"
SPOOLED_ROWS = 20_000
# A part of a local store's read spooled while the workers read (`ClickHouseReceiver._spooled`), in the form of a
# spooled part; `FIGURES` in place of the kind: the part bringing the query's figures once it ended.
AWAITED_PART = "awaited"
FIGURES = "figures"
# What a row of the user-words projection takes spooled, about (2.16 GB for 4.24 million rows at 1M sessions):
# the size of a part not yet written, for the shards of assembly.
PROJECTED_ROW_BYTES = 512
# Records handed to ingestion as one document: its work per document (a context naming a bug's record, a batch
# spilled) paid once per this many rows instead of per row. A bug is named by the first row of its document.
ROWS_PER_DOCUMENT = 256
# Part `part` of `parts` of a read split by a hash (`sql.TRACE_PART`).
Split = tuple[int, int]
# The widest window: a source read without --since/--until.
FOREVER = (0, 2**62)
EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def nanos(moment: datetime) -> int:
    """Nanoseconds since the epoch, exactly (a float would be off by up to a microsecond)."""
    aware = moment if moment.tzinfo else moment.replace(tzinfo=UTC)
    return (aware - EPOCH) // timedelta(microseconds=1) * 1000


@dataclass(frozen=True)
class Window:
    """Sessions that started in [since, until); their spans are read from `pad` before to `pad` after."""

    since_ns: int
    until_ns: int
    pad_ns: int = 0

    @classmethod
    def of(cls, since: datetime | None, until: datetime | None, pad_ns: int) -> Window:
        low = nanos(since) if since else FOREVER[0]
        high = nanos(until) if until else FOREVER[1]
        return cls(low, high, pad_ns)

    def parameters(self) -> dict[str, int]:
        return {"since": self.since_ns, "until": self.until_ns, "low": max(0, self.since_ns - self.pad_ns),
                "high": min(FOREVER[1], self.until_ns + self.pad_ns), "idle": max(1, self.pad_ns)}


@dataclass
class WordsFilter:
    """A test on the user's words of a session, wider than the detectors that read them (see `sql.user_words`)."""

    min_messages: int
    needles: list[str]  # case-insensitive substrings
    patterns: list[str]  # re2 regexes on the lowercased words
    min_capitals: int

    def parameters(self) -> dict[str, Any]:
        return {"min_messages": self.min_messages, "needles": self.needles,
                "patterns": self.patterns, "min_capitals": self.min_capitals}


@dataclass
class Predicates:
    """What makes a span worth a look, given by the sampling stage from its detectors' configuration."""

    error_needles: list[str]
    handoff_patterns: list[str]  # re2 regexes on the lowercased tool name
    transfer_tools: list[str]
    human_patterns: list[str]  # re2 regexes on the lowercased agent name
    agent_said: list[str] = field(default_factory=list)  # re2 on a span's words: the agent saying it hands off
    error_patterns: list[str] = field(default_factory=list)  # regexes on a value: an error-shaped result
    rated_sessions: list[str] = field(default_factory=list)  # sessions a ratings file rates
    words: WordsFilter | None = None  # which sessions' words are worth reading; None: every session's
    logs: bool = False  # the logs table holds records in the window: they are read as spans are

    def parameters(self) -> dict[str, Any]:
        return {**sql.log_parameters(), **sql.key_parameters(), "error_needles": self.error_needles,
                "error_patterns": self.error_patterns,
                "handoff_patterns": self.handoff_patterns, "transfer_tools": self.transfer_tools,
                "human_patterns": self.human_patterns, "agent_said": self.agent_said,
                "rated_sessions": sorted(self.rated_sessions)}


# The start of a trace's first and last span in the window, in nanoseconds.
Bounds = tuple[int, int]
# Trace ids per query of their bounds: the engine's time to bind an array parameter grows faster than its length
# (30,000 ids took minutes in chdb 4.4, 20,000 a third of a second), and a server's URL is limited too.
BOUNDS_PER_QUERY = 5_000


@dataclass
class CandidateSession:
    key: str
    error: bool
    handoff: bool
    feedback: bool
    traces: dict[str, Bounds]  # its traces, with their bounds

    @property
    def trace_ids(self) -> list[str]:
        return sorted(self.traces)


@dataclass(frozen=True)
class TraceBatch:
    """Traces whose records are fetched whole by one query, and the time they span (`first` to `last`)."""

    first: int
    last: int
    trace_ids: tuple[str, ...]

    def text(self) -> str:
        return f"{self.first}:{self.last}:{','.join(self.trace_ids)}"

    @classmethod
    def of_text(cls, text: str) -> TraceBatch:
        first, last, ids = text.split(":", 2)
        return cls(int(first), int(last), tuple(ids.split(",")))


@dataclass
class Store:
    """One ClickHouse source: its connection, its tables, and what the queries read (`stats`, per phase)."""

    target: Target
    settings: ClickHouseSettings
    client: Client
    tables: sql.Tables
    stats: dict[str, QueryStats] = field(default_factory=dict)

    @classmethod
    def open(cls, source: str, settings: ClickHouseSettings) -> Store:
        target = parse_target(source)
        client = connect(target, settings)
        traces = _columns(client, target.database, settings.traces_table)
        if not traces:
            raise SourceError(f"{target}: no table {settings.traces_table} (set [tool.miner.clickhouse] "
                              "traces_table to the exporter's traces_table_name)")
        logs = _columns(client, target.database, settings.logs_table) if settings.logs_table else set()
        tables = sql.Tables(target.database, settings.traces_table, settings.logs_table if logs else None,
                            traces_have_scope="ScopeName" in traces, logs_have_event_name="EventName" in logs,
                            logs_have_timestamp_time="TimestampTime" in logs)
        return cls(target, settings, client, tables)

    def close(self) -> None:
        self.client.close()

    def query(self, phase: str, text: str, parameters: dict[str, Any]) -> QueryResult:
        result = self.client.query(text, parameters)
        self.stats.setdefault(phase, QueryStats()).add(result.stats)
        return result

    def location(self, table: str) -> str:
        return f"{self.target}/{table}"

    def accepts_patterns(self, patterns: list[str]) -> bool:
        """Whether the engine's regex library (re2) reads these patterns (Python's may not translate)."""
        try:
            self.client.query("SELECT multiMatchAny('', {patterns:Array(String)})", {"patterns": patterns})
        except SourceError:
            return False
        return True

    def count_sessions(self, window: Window, predicates: Predicates) -> int:
        result = self.query("count", sql.counted(self.tables, predicates.logs),
                            {**window.parameters(), **predicates.parameters()})
        return int(result.rows[0][0]) if result.rows else 0

    def candidates(self, window: Window, predicates: Predicates) -> list[CandidateSession]:
        """The sessions of the window a span of shows an error, a hand-off or feedback."""
        result = self.query("candidates", sql.candidates(self.tables, predicates.logs),
                            {**window.parameters(), **predicates.parameters()})
        return [CandidateSession(str(key), bool(error), bool(handoff), bool(feedback),
                                 {str(trace): (int(first), int(last)) for trace, first, last in bounds})
                for key, error, handoff, feedback, bounds in result.rows]

    def trace_bounds(self, window: Window, trace_ids: Sequence[str], logs: bool = False) -> dict[str, Bounds]:
        """Each of these traces' bounds in the window, over its spans and with `logs` its log records (a trace
        with nothing there is left out)."""
        text = sql.trace_bounds(self.tables, logs and self.tables.logs is not None)
        ordered = sorted(trace_ids)
        found: dict[str, Bounds] = {}
        for start in range(0, len(ordered), BOUNDS_PER_QUERY):
            result = self.query("bounds", text, {**window.parameters(), **sql.log_parameters(),
                                                 "trace_ids": ordered[start:start + BOUNDS_PER_QUERY]})
            found |= {str(trace): (int(first), int(last)) for trace, first, last in result.rows}
        return found

    def stream(self, phase: str, text: str, parameters: dict[str, Any]) -> Iterator[list[Any]]:
        """The rows of a large answer as they come (bounded memory), counted under `phase`."""
        yield from self.client.stream(text, parameters, self.stats.setdefault(phase, QueryStats()))

    def user_words(self, window: Window, predicates: Predicates,
                   split: Split = (0, 1)) -> Iterator[SpanRecord | LogRecord]:
        """The narrow projection of the sessions of the window (part `split` of it): what places a span and what
        the user said; with a words filter, only the sessions the SQL did not flag whose words pass it."""
        yield from self._spans(self.stream("user_words", *self.user_words_query(window, predicates, split)))
        if predicates.logs and self.tables.logs:
            yield from self._logs(self.stream("user_words_logs", *self.user_words_logs_query(window, split)))

    def user_words_logs_query(self, window: Window, split: Split) -> tuple[str, dict[str, Any]]:
        return sql.user_words_logs(self.tables), {**window.parameters(), **sql.log_parameters(),
                                                  "part": split[0], "parts": split[1]}

    def user_words_query(self, window: Window, predicates: Predicates, split: Split) -> tuple[str, dict[str, Any]]:
        parameters = {**window.parameters(), "part": split[0], "parts": split[1], **sql.user_words_parameters()}
        if predicates.words is None:
            text = sql.user_words(self.tables)
        else:
            text = sql.user_words_prefiltered(self.tables)
            parameters |= {**predicates.parameters(), **predicates.words.parameters()}
        return text, parameters

    def records_in_window(self, window: Window, logs: bool = False) -> int:
        """The spans (with `logs`, the log records) of the window: the most rows a read of it may return (one
        column read, the time)."""
        text = sql.logs_counted(self.tables) if logs else sql.spans_counted(self.tables)
        result = self.query("row_bound", text, window.parameters())
        return int(result.rows[0][0]) if result.rows else 0

    def has_logs(self, window: Window) -> bool:
        if not self.tables.logs:
            return False
        result = self.query("logs_check", sql.logs_in_window(self.tables), window.parameters())
        return bool(result.rows and int(result.rows[0][0]))

    def batch_parameters(self, batch: TraceBatch, window: Window) -> dict[str, Any]:
        return {**window.parameters(), **sql.log_parameters(), "trace_ids": list(batch.trace_ids),
                "first": batch.first, "last": batch.last}

    def records_of_traces(self, batch: TraceBatch, window: Window,
                          logs: bool = True) -> Iterator[SpanRecord | LogRecord]:
        """Every span of these traces in the window, whole (read in the time the batch spans), and with `logs`
        their log records."""
        parameters = self.batch_parameters(batch, window)
        yield from self._spans(self.query("full_spans", sql.spans_of_traces(self.tables), parameters))
        if logs and self.tables.logs:
            yield from self._logs(self.query("full_logs", sql.logs_of_traces(self.tables), parameters))

    def window_records(self, window: Window, split: Split = (0, 1)) -> Iterator[SpanRecord | LogRecord]:
        """Every record of the window (part `split` of it, by trace): `miner sessions`, nothing to select, so
        nothing to push down. Streamed, so a part's memory is its spilled facts', not its answer's."""
        parameters = {**window.parameters(), "part": split[0], "parts": split[1]}
        yield from self._spans(self.stream("window", sql.window_spans(self.tables), parameters))
        if self.tables.logs:
            yield from self._logs(self.stream("window", sql.window_logs(self.tables), parameters))

    def _spans(self, rows: QueryResult | Iterator[list[Any]]) -> Iterator[SpanRecord]:
        where = self.location(self.tables.traces)
        for number, row in enumerate(rows.rows if isinstance(rows, QueryResult) else rows, start=1):
            yield span_record(row, Location(where, number))

    def _logs(self, rows: QueryResult | Iterator[list[Any]]) -> Iterator[LogRecord]:
        where = self.location(self.tables.logs or "")
        for number, row in enumerate(rows.rows if isinstance(rows, QueryResult) else rows, start=1):
            yield log_record(row, Location(where, number))


def traces_parts(source: str, batches: Sequence[TraceBatch], logs: bool = True) -> list[str]:
    """Parts of `source` reading every span of these traces (and with `logs` every log record), whole, a query
    per batch. A server's batches are parts of their own, read by the workers in parallel; chdb's go in one part,
    since only one process at a time may open a local store: the receiver fetches its batches while planning, into
    spooled parts every worker reads (`ClickHouseReceiver._spooled_batches`). (Trace ids are hex, so they need no
    quoting.)"""
    texts = [batch.text() for batch in batches if batch.trace_ids]
    if not texts:
        return []
    what = TRACES_PART if logs else SPANS_PART
    if parse_target(source).scheme == "chdb":
        return [f"{source}#{what}=" + ";".join(texts)]
    return [f"{source}#{what}={text}" for text in texts]


def user_words_part(source: str, predicates: Predicates) -> str:
    """A source of its own: the user-words projection of the window's sessions (those the predicates do not flag,
    under a words filter), cut into parts by the receiver (`ClickHouseReceiver.parts`)."""
    return f"{source}#{USER_WORDS_PART}=" + quote(orjson.dumps(asdict(predicates)).decode(), safe="")


def _split_parts(source: str, what: str, value: str, parts: int) -> list[str]:
    """`parts` parts of one read, by a hash of the trace id (or, under a words filter, of the session key):
    each run in a worker, their spans assembled together by ingestion."""
    return [f"{source}#{what}={part}/{parts}/{value}" for part in range(parts)]


def _split_of(value: str) -> tuple[Split, str]:
    part, parts, rest = value.split("/", 2)
    return (int(part), int(parts)), rest


def _spooled_records(target: Target, value: str) -> Iterator[SpanRecord | LogRecord]:
    """The rows of a spooled part (`<kind>:<table>:<first row's number>:<path>`), the file removed once read."""
    kind, table, first, path = value.split(":", 3)
    where = f"{target}/{table}"
    convert = span_record if kind == "spans" else log_record
    for number, row in enumerate(stream_file(Path(path)), start=int(first)):
        yield convert(row, Location(where, number))
    Path(path).unlink()


def _documents(records: Iterator[SpanRecord | LogRecord]) -> Iterator[tuple[Location, list[SpanRecord | LogRecord]]]:
    """Records in documents of `ROWS_PER_DOCUMENT`, each at its first record's location."""
    while True:
        document = list(islice(records, ROWS_PER_DOCUMENT))
        if not document:
            return
        yield document[0].location or Location("", 0), document


def _predicates(text: str) -> Predicates:
    fields = orjson.loads(unquote(text))
    words = fields.pop("words")
    return Predicates(**fields, words=WordsFilter(**words) if words is not None else None)


def _columns(client: Client, database: str, table: str | None) -> set[str]:
    if not table:
        return set()
    text, parameters = sql.describe_columns(database, table)
    return {str(row[0]) for row in client.query(text, parameters).rows}


class ClickHouseReceiver(Receiver):
    """Reads a `clickhouse://` (or `chdb://`) source itself: the records of the window, whole."""

    name = "clickhouse"
    expected = "the OpenTelemetry Collector ClickHouse exporter's tables (clickhouse://user@host:8123/db)"

    def __init__(self, settings: ClickHouseSettings, workers: int | None = None) -> None:
        self.settings = settings
        self.window = Window(*FOREVER)
        self.split = max(1, workers or os.cpu_count() or 1)
        self._spools: list[Path] = []
        self._spoolers: list[tuple[subprocess.Popen[bytes], str]] = []  # each with the store it reads
        self._spent: dict[str, QueryStats] = {}

    def claims(self, source: str) -> bool:
        return is_clickhouse(source)

    def parts(self, source: str) -> list[str]:
        """The window read whole and the user-words projection are cut into parts, so that every core converts
        and maps rows: a server's into a part per worker (by trace), each its own query; a local store's (chdb)
        read once, here, into files of `SPOOLED_ROWS` rows. A batch of traces is one part."""
        base, _, fragment = source.partition("#")
        what, _, value = fragment.partition("=")
        local = parse_target(base).scheme == "chdb"
        if local and what in (TRACES_PART, SPANS_PART):
            return self._spooled_batches(base, value, logs=what == TRACES_PART)
        if fragment and not (what == USER_WORDS_PART and not value[:1].isdigit()):  # not a read to cut
            return [source]
        what = what or WINDOW_PART
        if not local:
            return _split_parts(base, what, value, self.split)
        return self._spooled(base, what, value)

    def _spooled_batches(self, source: str, value: str, logs: bool) -> list[str]:
        """A local store's batches of traces fetched whole here, one query after the other in this process's
        engine, into files of `SPOOLED_ROWS` rows: so every worker maps and assembles the selected sessions (the
        batches as one part left that to a single process)."""
        with self._planning(source) as (store, folder):
            queries = []
            for text in value.split(";"):
                parameters = store.batch_parameters(TraceBatch.of_text(text), self.window)
                queries.append(("spans", store.tables.traces, "full_spans", sql.spans_of_traces(store.tables),
                                parameters))
                if logs and store.tables.logs:
                    queries.append(("logs", store.tables.logs, "full_logs", sql.logs_of_traces(store.tables),
                                    parameters))
            return self._spooled_here(store, source, folder, queries)

    @contextmanager
    def _planning(self, source: str) -> Iterator[tuple[Store, Path]]:
        """The store opened to plan a local read, and a folder for its files of rows: the queries' figures kept,
        the store closed at the end (before a spooler opens it: one process at a time), the files removed if
        planning fails."""
        folder = temporary_folder(prefix="chdb-rows-")
        self._spools.append(folder)
        store = Store.open(source, self.settings)
        try:
            yield store, folder
        except BaseException:
            self.finished()
            raise
        finally:
            for phase, figures in store.stats.items():
                self._spent.setdefault(phase, QueryStats()).add(figures)
            store.close()

    def _spooled(self, source: str, what: str, value: str) -> list[str]:
        """A local store's read as parts of `SPOOLED_ROWS` rows each. The window whole is read here, before the
        workers start; the user-words projection by a process of its own (`spooler`) while the workers read
        the files already whole, so converting and mapping the first rows overlaps the query: its parts are
        planned from an upper bound on its rows (the records of the window), the parts beyond its answer empty,
        and a last part per query brings its figures."""
        with self._planning(source) as (store, folder):
            if what == USER_WORDS_PART:
                predicates = _predicates(value)
                text, parameters = store.user_words_query(self.window, predicates, (0, 1))
                queries = [("spans", store.tables.traces, "user_words", text, parameters)]
                if predicates.logs and store.tables.logs:
                    queries.append(("logs", store.tables.logs, "user_words_logs",
                                    *store.user_words_logs_query(self.window, (0, 1))))
                bounds = [store.records_in_window(self.window, logs=kind == "logs") for kind, *_ in queries]
            else:
                parameters = {**self.window.parameters(), "part": 0, "parts": 1}
                queries = [("spans", store.tables.traces, "window", sql.window_spans(store.tables), parameters)]
                if store.tables.logs:
                    queries.append(("logs", store.tables.logs, "window", sql.window_logs(store.tables), parameters))
            if what != USER_WORDS_PART:
                return self._spooled_here(store, source, folder, queries)
        return self._spooled_meanwhile(source, folder, queries, bounds)

    def _spooled_here(self, store: Store, source: str, folder: Path,
                      queries: list[tuple[str, str, str, str, dict[str, Any]]]) -> list[str]:
        parts = []
        numbered: dict[str, int] = {}  # rows of each table so far: a row's number is its place in all the answers
        for number, (kind, table, phase, text, parameters) in enumerate(queries):
            assert isinstance(store.client, ChdbClient)
            (folder / str(number)).mkdir()
            stats = store.stats.setdefault(phase, QueryStats())
            returned = stats.rows_returned
            spooled = store.client.spool(text, parameters, stats, folder / str(number), SPOOLED_ROWS)
            first = numbered.get(table, 0)
            parts += [f"{source}#{SPOOLED_PART}={kind}:{table}:{first + index * SPOOLED_ROWS + 1}:{path}"
                      for index, path in enumerate(spooled)]
            numbered[table] = first + stats.rows_returned - returned
        return parts

    def _spooled_meanwhile(self, source: str, folder: Path, queries: list[tuple[str, str, str, str, dict[str, Any]]],
                           bounds: list[int]) -> list[str]:
        spooled: list[dict[str, Any]] = []
        store = parse_target(source).store
        request = {"store": store, "rows_per_file": SPOOLED_ROWS, "queries": spooled}
        parts = []
        for number, ((kind, table, phase, text, parameters), most) in enumerate(zip(queries, bounds, strict=True)):
            (folder / str(number)).mkdir()
            spooled.append({"sql": text, "params": parameters, "folder": str(folder / str(number))})
            parts += [f"{source}#{AWAITED_PART}={kind}:{table}:{index * SPOOLED_ROWS + 1}:"
                      f"{spooled_file(folder / str(number), index)}"
                      for index in range(max(1, math.ceil(most / SPOOLED_ROWS)))]
            parts.append(f"{source}#{AWAITED_PART}={FIGURES}:{phase}:0:{folder / str(number)}")
        spooler = subprocess.Popen([sys.executable, "-m", "miner.receivers.clickhouse.spooler"],
                                   stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self._spoolers.append((spooler, store))
        (folder / spooling.PID).write_text(str(spooler.pid))
        assert spooler.stdin is not None
        spooler.stdin.write(orjson.dumps(request))
        spooler.stdin.close()
        return parts

    def part_bytes(self, part: str) -> int:
        """A spooled part's size; a part of a query still running, the most it may hold (a server's parts are
        not known before they are read)."""
        what, _, value = part.partition("#")[2].partition("=")
        if what == AWAITED_PART:
            return 0 if value.startswith(FIGURES) else SPOOLED_ROWS * PROJECTED_ROW_BYTES
        return Path(value.split(":", 3)[3]).stat().st_size if what == SPOOLED_PART else 0

    def finished(self) -> None:
        for spooler, store in self._spoolers:
            if spooler.poll() is None:  # the run stopped before the query ended
                spooler.terminate()
                spooler.wait()
                remove_unheld(store_lock(store))  # the spooler held the store's lock: it could not remove it
            spooler.wait()
        self._spoolers.clear()
        for folder in self._spools:
            shutil.rmtree(folder, ignore_errors=True)
        self._spools.clear()

    def within(self, since: datetime | None, until: datetime | None, pad_ns: int) -> None:
        self.window = Window.of(since, until, pad_ns)

    def read(self, part: str, diagnostics: Diagnostics) -> Iterator[tuple[Location, Document]]:
        source, _, fragment = part.partition("#")
        what, _, value = fragment.partition("=")
        if what == SPOOLED_PART:  # rows read from the store already: nothing to open
            yield from _documents(_spooled_records(parse_target(source), value))
            return
        if what == AWAITED_PART:  # rows the spooler writes meanwhile
            kind, phase, _, path = value.split(":", 3)
            if kind == FIGURES:
                self._spent.setdefault(phase, QueryStats()).add(spooling.query_figures(Path(path)))
            elif spooling.awaited_file(Path(path)):
                yield from _documents(_spooled_records(parse_target(source), value))
            return
        store = Store.open(source, self.settings)
        try:
            records: Iterator[SpanRecord | LogRecord]
            if what in (TRACES_PART, SPANS_PART):
                records = (record for batch in value.split(";")
                           for record in store.records_of_traces(TraceBatch.of_text(batch), self.window,
                                                                 logs=what == TRACES_PART))
            elif what == USER_WORDS_PART:
                split, predicates = _split_of(value)
                records = store.user_words(self.window, _predicates(predicates), split)
            elif what == WINDOW_PART:
                records = store.window_records(self.window, _split_of(value)[0])
            elif not fragment:
                records = store.window_records(self.window)
            else:
                raise SourceError(f"{store.target}: a ClickHouse source takes no #fragment (remove it)")
            yield from _documents(records)
        finally:
            for phase, figures in store.stats.items():
                self._spent.setdefault(phase, QueryStats()).add(figures)
            store.close()

    def spent(self) -> dict[str, dict[str, int]]:
        spent = {phase: asdict(figures) for phase, figures in self._spent.items()}
        self._spent.clear()
        return spent

    def records(self, document: Document, location: Location,
                diagnostics: Diagnostics) -> Iterator[SpanRecord | LogRecord]:
        """A document of rows read by `read` (`_documents`)."""
        if not isinstance(document, list):
            raise ShapeError("not rows of the exporter's tables")
        for record in document:
            if not isinstance(record, SpanRecord | LogRecord):
                raise ShapeError("not a row of the exporter's tables")
            yield record


__all__ = [
    "Bounds",
    "CandidateSession",
    "ClickHouseReceiver",
    "ClickHouseSettings",
    "Predicates",
    "Store",
    "TraceBatch",
    "Window",
    "WordsFilter",
    "is_clickhouse",
    "nanos",
    "traces_parts",
    "user_words_part",
]
