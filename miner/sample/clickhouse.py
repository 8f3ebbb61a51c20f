"""The search for bad sessions, pushed down into ClickHouse: only the sessions worth a look leave the database.

1. One query over the window (a `WHERE` on `Timestamp`: the engine reads only the partitions of those days)
   groups spans by session and keeps the sessions a span of shows an error (status, `error.type`, an exception
   event, a tool result with an error marker), a hand-off or transfer tool, or feedback; and those a ratings
   file rates. The predicates come from the detectors' own configuration and are wider than the detectors: a
   session they let through and the detectors then clear costs one fetch, never a wrong answer.
2. Complaints and requests for a person need the user's words: a narrow projection of the other sessions of
   the window (no tool spans; only the attributes that place a span and hold what the user said; message lists
   cut to the user's messages in SQL) is assembled like any spans and run through the detectors (`detect`).
3. The full spans of just those sessions are fetched, `sessions_per_batch` sessions at a time, and assembled
   by the same mappers and assembly as files: the detectors then see exactly what they would in files.

What grows with the window is step 2's projection (its bytes are in `Store.stats["user_words"]`); steps 1's
answer and 3 grow with the number of bad sessions.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from datetime import datetime

from miner.assemble import Assembler
from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.errors import SourceError
from miner.ingest import IngestReport, window_counted
from miner.mappers import Mappers, select
from miner.model import Session
from miner.receivers.base import ShapeError
from miner.receivers.clickhouse import Predicates, Store, Window, WordsFilter, is_clickhouse
from miner.receivers.records import LogRecord, SpanRecord
from miner.signals import Detector, build_detectors
from miner.signals.config import SignalsConfig
from miner.signals.escalation import TRANSFER_TOOLS
from miner.timewindow import parse_duration

# The tool-result markers the error detector reads, as needles: a JSON key in quotes, a status, a prefix.
ADK_ERROR_MARKER = '"error_code"'
# The detectors that read the user's words: run on the projection (the others' evidence is found in SQL).
WORD_DETECTORS = ("complaint", "escalation")


def glob_regex(pattern: str) -> str:
    """An fnmatch glob (`escalate*`) as an anchored re2 regex on the lowercased name."""
    out = []
    for char in pattern.lower():
        out.append(".*" if char == "*" else "." if char == "?" else re.escape(char))
    return "^" + "".join(out) + "$"


def predicates_for(config: SignalsConfig, rated_sessions: Iterable[str] = ()) -> Predicates:
    error = config.error
    needles = [f'"{key.lower()}"' for key in error.result_error_keys]
    needles += [f'"{status.lower()}"' for status in error.result_error_statuses]
    needles += [prefix.lower() for prefix in error.result_error_prefixes]
    escalation = config.escalation
    return Predicates(
        error_needles=[*needles, ADK_ERROR_MARKER] if error.enabled else [],
        handoff_patterns=[glob_regex(tool) for tool in escalation.handoff_tools] if escalation.enabled else [],
        transfer_tools=sorted(TRANSFER_TOOLS) if escalation.enabled else [],
        human_patterns=[pattern.lower() for pattern in escalation.human_agent_patterns] if escalation.enabled else [],
        rated_sessions=list(rated_sessions),
    )


def words_filter(config: SignalsConfig) -> WordsFilter | None:
    """The SQL test on a session's words, wider than the complaint and person-request detectors: a phrase
    matches only where its longest word is found; a repeated request needs `rephrase_times` messages; shouting
    needs `shouting_min_letters` capitals. None (every session's words read) when a test cannot be kept wide:
    a phrase with no plain ASCII word (its text may arrive JSON-escaped)."""
    complaint, escalation = config.complaint, config.escalation
    needles: list[str] = []
    phrases = complaint.phrases if complaint.enabled else []
    for phrase in phrases:
        tokens = re.findall(r"[a-z0-9]+", phrase.lower())
        if not tokens or not phrase.isascii():
            return None
        needles.append(max(tokens, key=len))
    patterns = [*(complaint.patterns if complaint.enabled else []),
                *(escalation.person_request_patterns if escalation.enabled else [])]
    never = 2**31  # a test that cannot pass, for a detector switched off
    return WordsFilter(
        min_messages=complaint.rephrase_times if complaint.enabled else never,
        needles=sorted(set(needles)),
        patterns=[pattern.lower() for pattern in patterns],
        min_capitals=complaint.shouting_min_letters if complaint.enabled else never,
    )


def assembled(records: Iterable[SpanRecord | LogRecord], mappers: Mappers, idle_ns: int,
              diagnostics: Diagnostics, report: IngestReport | None = None) -> Iterator[Session]:
    """Records → facts → sessions, by the mappers and the assembly every source goes through."""
    assembler = Assembler(idle_ns)
    for record in records:
        try:
            facts = mappers.facts(record)
        except ShapeError as exc:
            diagnostics.warn(exc.kind, str(record.location), f"{exc}; record skipped")
            continue
        if facts is None:
            continue
        if report is not None:
            report.records += 1
        yield from assembler.add(facts)
    yield from assembler.finish()
    if report is not None:
        report.assembly.sessions += assembler.stats.sessions


def read_worth_a_look(sources: list[str], config: MinerConfig, diagnostics: Diagnostics,
                      since: datetime | None = None, until: datetime | None = None,
                      report: IngestReport | None = None, rated_sessions: Iterable[str] = (),
                      stores: list[Store] | None = None) -> Iterator[Session]:
    """The sessions of [since, until) worth a look, whole; the others never leave the database.

    `stores`, when given, receives each opened store (its `stats` say what each phase read and returned)."""
    report = report if report is not None else IngestReport()
    not_clickhouse = [source for source in sources if not is_clickhouse(source)]
    if not_clickhouse:
        raise SourceError(f"{not_clickhouse[0]}: mix ClickHouse and file sources in separate runs (the search for "
                          "bad sessions runs inside ClickHouse)")
    idle_ns = int(parse_duration(config.session_idle).total_seconds() * 1e9)
    window = Window.of(since, until, idle_ns)
    predicates = predicates_for(config.signals, rated_sessions)
    predicates.words = words_filter(config.signals)
    text_detectors = [detector for detector in build_detectors(config.signals)
                      if detector.name in WORD_DETECTORS]
    mappers = select(config)
    for source in sources:
        store = Store.open(source, config.clickhouse)
        if stores is not None:
            stores.append(store)
        report.files += 1
        if predicates.words and not store.accepts_patterns(predicates.words.patterns):
            predicates.words = None  # a pattern re2 cannot read: every session's words are read in Python
        try:
            yield from _worth_a_look(store, window, since, until, predicates, text_detectors, config, mappers,
                                     idle_ns, diagnostics, report)
        finally:
            store.close()


LOGS_READ_WHOLE = ("the ClickHouse logs table holds records in the window: the search for bad sessions is not "
                   "pushed down into log records yet, so the window is read whole (spans and logs)")


def _worth_a_look(store: Store, window: Window, since: datetime | None, until: datetime | None,
                  predicates: Predicates, text_detectors: list[Detector],
                  config: MinerConfig, mappers: Mappers, idle_ns: int, diagnostics: Diagnostics,
                  report: IngestReport) -> Iterator[Session]:
    if store.has_logs(window):
        diagnostics.note_once(LOGS_READ_WHOLE)
        yield from window_counted(assembled(store.window_records(window), mappers, idle_ns, diagnostics, report),
                                  since, until, report, diagnostics)
        return
    selected = [candidate.trace_ids for candidate in store.candidates(window, predicates)]
    for projected in assembled(store.user_words(window, predicates), mappers, idle_ns, diagnostics):
        if any(detector.detect(projected) is not None for detector in text_detectors):
            selected.append(projected.trace_ids)
    selected.sort()  # the same batches whatever order the engine answered in
    per_batch = config.clickhouse.sessions_per_batch
    for start in range(0, len(selected), per_batch):
        trace_ids = sorted({trace for traces in selected[start:start + per_batch] for trace in traces})
        yield from window_counted(assembled(store.records_of_traces(trace_ids, window), mappers, idle_ns,
                                            diagnostics, report), since, until, report, diagnostics)

