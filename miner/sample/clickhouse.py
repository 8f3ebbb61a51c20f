"""The search for bad sessions, pushed down into ClickHouse: only the sessions worth a look leave the database.

1. One query over the window (a `WHERE` on `Timestamp`: the engine reads only the partitions of those days)
   groups spans by session and keeps the sessions a span of shows an error (status, `error.type`, an exception
   event, a tool result with an error marker), a hand-off or transfer tool, or feedback; and those a ratings
   file rates. The predicates come from the detectors' own configuration and are wider than the detectors: a
   session they let through and the detectors then clear costs one fetch, never a wrong answer.
2. Complaints and requests for a person need the user's words: a narrow projection of the other sessions of
   the window (no tool spans; only the attributes that place a span and hold what the user said; message lists
   cut to the user's messages in SQL) is assembled like any spans and run through the detectors (`detect`).
3. The full spans of just those sessions are fetched, `sessions_per_batch` sessions at a time in the order they
   started, each batch reading only the time its traces span (their bounds: from step 1's query, or for the
   sessions step 2 flagged from one narrow pass over trace ids and times), and assembled by the same mappers
   and assembly as files: the detectors then see exactly what they would in files.

Log records (GenAI events in `otel_logs`) in the window take part in each step as spans do: searched by the
same query (errors, feedback; a record without a trace given the trace assembly gives it), read whole by the
projection (a record holds one message), and fetched with their traces.

Steps 2 and 3 are ingestion's own: the projection and each batch are parts of the ClickHouse source
(`user_words_part`, `traces_part`) that `map_sessions` reads in its workers, assembles through disk and hands,
session by session, to the caller's `work`, exactly as for files.

What grows with the window is step 2's projection (its bytes are in `Store.stats["user_words"]`); steps 1's
answer and 3 grow with the number of bad sessions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import asdict, dataclass, field
from datetime import datetime
from typing import Any

from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.errors import SourceError
from miner.ingest import IngestReport, map_sessions
from miner.mappers import idle_ns
from miner.model import Session
from miner.receivers.clickhouse import (
    Bounds,
    Predicates,
    Store,
    TraceBatch,
    Window,
    WordsFilter,
    is_clickhouse,
    traces_parts,
    user_words_part,
)
from miner.signals import Detector, build_detectors, enabled
from miner.signals.config import SignalsConfig

# A test that cannot pass, for a word test no detector asks for.
NEVER = 2**31


def predicates_for(config: SignalsConfig, rated_sessions: Iterable[str] = ()) -> Predicates:
    """What each enabled detector pushes down into the search, joined."""
    pushed: dict[str, list[str]] = {"error_needles": [], "handoff_patterns": [], "transfer_tools": [],
                                    "human_patterns": [], "agent_said": [], "error_patterns": []}
    for spec, table in enabled(config):
        if spec.push_down is not None:
            for name, values in spec.push_down(table).items():
                pushed[name] = [*pushed[name], *values]
    return Predicates(error_needles=pushed["error_needles"], handoff_patterns=pushed["handoff_patterns"],
                      transfer_tools=pushed["transfer_tools"], human_patterns=pushed["human_patterns"],
                      agent_said=pushed["agent_said"], error_patterns=pushed["error_patterns"],
                      rated_sessions=list(rated_sessions))


def word_detectors(config: SignalsConfig) -> list[str]:
    """The enabled detectors that read what users said: they run on the user-words projection."""
    return [spec.name for spec, _ in enabled(config) if spec.user_words is not None]


def words_filter(config: SignalsConfig) -> WordsFilter | None:
    """The SQL test on a session's words, wider than the detectors that read them: what any of their own tests
    lets through. None (every session's words read) when one of them cannot narrow its sessions."""
    tests = [spec.user_words(table) for spec, table in enabled(config) if spec.user_words is not None]
    if any(test is None for test in tests):
        return None
    present = [test for test in tests if test is not None]
    return WordsFilter(
        min_messages=min((test.min_messages for test in present if test.min_messages is not None), default=NEVER),
        needles=sorted({needle for test in present for needle in test.needles}),
        patterns=[pattern for test in present for pattern in test.patterns],
        min_capitals=min((test.min_capitals for test in present if test.min_capitals is not None), default=NEVER),
    )


@dataclass
class WordsScreen:
    """The work on each session of the user-words projection, in the ingestion workers: its traces when a word
    detector (complaint, request for a person) finds something in what the user said, else None. A session whose
    traces the SQL selected already is not read again (the detectors are most of the push-down's time)."""

    signals: SignalsConfig
    selected: frozenset[str] = frozenset()  # the traces of the sessions the SQL selected
    _detectors: list[Detector] | None = field(default=None, repr=False)

    def __call__(self, session: Session) -> list[str] | None:
        if self.selected.issuperset(session.trace_ids):
            return None
        if self._detectors is None:
            readers = word_detectors(self.signals)
            self._detectors = [detector for detector in build_detectors(self.signals) if detector.name in readers]
        return session.trace_ids if any(detector.detect(session) is not None for detector in self._detectors) else None


def map_worth_a_look(sources: list[str], config: MinerConfig, diagnostics: Diagnostics,
                     since: datetime | None = None, until: datetime | None = None,
                     report: IngestReport | None = None, *, work: Callable[[Session], Any],
                     rated_sessions: Iterable[str] = ()) -> Iterator[Any]:
    """`work(session)` for the sessions of [since, until) worth a look (as `map_sessions` does for every session):
    the search runs in ClickHouse, the sessions it keeps are read and assembled by ingestion.

    What each phase read and returned is in `report.reads` (the main process's queries and the workers')."""
    report = report if report is not None else IngestReport()
    sources = sources or config.sources
    not_clickhouse = [source for source in sources if not is_clickhouse(source)]
    if not_clickhouse:
        raise SourceError(f"{not_clickhouse[0]}: mix ClickHouse and file sources in separate runs (the search for "
                          "bad sessions runs inside ClickHouse)")
    window = Window.of(since, until, idle_ns(config))
    parts: list[str] = []
    for source in sources:
        parts += _parts_worth_a_look(source, window, since, until, config, diagnostics, rated_sessions, report)
    if parts:
        yield from map_sessions(parts, config, diagnostics, since, until, report, work=work)
    report.files = len(sources)


def _parts_worth_a_look(source: str, window: Window, since: datetime | None, until: datetime | None,
                        config: MinerConfig, diagnostics: Diagnostics, rated_sessions: Iterable[str],
                        report: IngestReport) -> list[str]:
    """The parts of `source` holding the sessions worth a look: batches of the traces of the sessions the SQL
    flags and of those whose words the detectors flag. Log records in the window are searched as spans are, and
    fetched with their traces; every session's words are then read (the words filter reads spans only)."""
    predicates = predicates_for(config.signals, rated_sessions)
    predicates.words = words_filter(config.signals)
    store = Store.open(source, config.clickhouse)
    try:  # closed before ingestion's workers open their own connections
        predicates.logs = store.has_logs(window)
        if predicates.logs:
            predicates.words = None
        if predicates.words and not store.accepts_patterns(predicates.words.patterns):
            predicates.words = None  # a pattern re2 cannot read: every session's words are read in Python
        selected = [candidate.traces for candidate in store.candidates(window, predicates)]
    finally:
        report.add_reads({phase: asdict(figures) for phase, figures in store.stats.items()})
        store.close()
    projection = IngestReport()  # the projection's sessions are not the run's: counted apart
    selected_traces = frozenset(trace for traces in selected for trace in traces)
    found_in_words = list(map_sessions([user_words_part(source, predicates)], config, diagnostics, since, until,
                                       projection, work=WordsScreen(config.signals, selected_traces),
                                       require_records=False))
    report.add_reads(projection.reads)
    selected += _with_bounds(source, window, config, report, found_in_words, predicates.logs)
    return traces_parts(source, batches(selected, config.clickhouse.sessions_per_batch), logs=predicates.logs)


def _with_bounds(source: str, window: Window, config: MinerConfig, report: IngestReport,
                 sessions: list[list[str]], logs: bool) -> list[dict[str, Bounds]]:
    """The traces of the sessions the word detectors flagged, with their bounds (one narrow pass over the
    window's trace ids and times); a trace the pass did not find (written since) is read in the whole window."""
    if not sessions:
        return []
    store = Store.open(source, config.clickhouse)
    try:
        known = store.trace_bounds(window, sorted({trace for traces in sessions for trace in traces}), logs)
    finally:
        report.add_reads({phase: asdict(figures) for phase, figures in store.stats.items()})
        store.close()
    whole = (window.parameters()["low"], window.parameters()["high"])
    return [{trace: known.get(trace, whole) for trace in traces} for traces in sessions]


def batches(sessions: list[dict[str, Bounds]], per_batch: int) -> list[TraceBatch]:
    """The traces of the selected sessions, `per_batch` sessions at a time in the order they started, each trace
    once, each batch with the time its traces span: so a batch reads a slice of the window, not all of it. The
    same batches whatever order the engine answered in (a session the SQL and the detectors both found is read
    once)."""
    seen: set[str] = set()
    cut: list[dict[str, Bounds]] = []
    ordered = sorted(sessions, key=lambda traces: (min(first for first, _ in traces.values()), sorted(traces)))
    for number, traces in enumerate(ordered):
        if number % per_batch == 0:
            cut.append({})
        cut[-1].update({trace: bounds for trace, bounds in sorted(traces.items()) if trace not in seen})
        seen.update(traces)
    return [TraceBatch(min(first for first, _ in batch.values()), max(last for _, last in batch.values()),
                       tuple(sorted(batch)))
            for batch in cut if batch]
