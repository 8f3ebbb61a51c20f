"""Facts → sessions, whatever the order the facts were read in, in memory bounded by a budget.

Map-reduce through disk, in three passes (docs/architecture.md, "Why ingestion goes through disk", says why):

1. **Spill** (`FactSpill`, in the reading workers): each fact goes to a trace shard, by its trace (a judgement
   of a span of another trace goes with that trace).
2. **Trace pass** (`trace_pass`, one trace shard at a time): facts grouped by trace, duplicates (same trace
   and span id) dropped, and the trace's session key chosen: the conversation id of its earliest fact that
   names one, else the trace itself. Each trace's facts go to a session shard by that key.
3. **Session pass** (`session_pass`, one session shard at a time): a session's traces together; the mappers'
   `link` pass; facts sorted by time, then `sequence`, then ids; the session built (`session.build_session`),
   and the caller's `work` applied to it; the results sorted by start time and session id into a file.

`merged` then k-way merges the result files. Every shard fits the memory budget because the number of shards
comes from the size of the input and the budget; a single session larger than its share is still built, and
counted (`over_budget`), so that the summary says so and `--strict` fails.
"""

from __future__ import annotations

import heapq
import pickle
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

import msgspec

from miner.assemble.session import CONTENT_ROLES, build_session, warn_damaged_messages
from miner.assemble.spill import ENCODER, FACT, GROUPS, SPILLED, ShardWriter, Spilled, TraceGroup, frames, shard_of
from miner.diagnostics import Recorded
from miner.mappers import Mapper, Mappers
from miner.mappers.facts import SpanFacts
from miner.model import Session

TRACES = "traces"
SESSIONS = "sessions"
RESULTS = "results"


@dataclass
class AssemblyStats:
    spans: int = 0
    duplicates: int = 0
    sessions: int = 0
    without_agent_content: int = 0
    # Sessions read by a fallback mapper alone (the generic path): no mapper knew their spans.
    read_generically: int = 0
    # Sessions whose facts alone are larger than one worker's share of the memory budget (built all the same).
    over_budget: int = 0

    def add(self, other: AssemblyStats) -> None:
        for item in fields(self):
            setattr(self, item.name, getattr(self, item.name) + getattr(other, item.name))


def route(facts: SpanFacts) -> str:
    """The trace a fact is grouped with: its own, or for a judgement of a span of another trace, that trace."""
    if facts.role == "feedback" and facts.targets:
        return facts.targets[0][0]
    return facts.trace_id


class FactSpill:
    """The reading side: facts into trace shards (`folder/traces/<shard>/<name>`)."""

    def __init__(self, folder: Path, name: str, shards: int) -> None:
        self.shards = shards
        self.writer = ShardWriter(folder / TRACES, name, shards)

    def add(self, batch: list[SpanFacts]) -> None:
        add, shards, encode = self.writer.add, self.shards, ENCODER.encode
        for facts in batch:
            key = route(facts)
            add(shard_of(key, shards), Spilled(key, facts.trace_id, facts.span_id, facts.session_id, facts.start_ns,
                                               msgspec.Raw(encode(facts))))

    def close(self) -> list[int]:
        return self.writer.close()


def _shard_files(folder: Path, shard: int) -> list[Path]:
    directory = folder / f"{shard:05d}"
    return sorted(directory.iterdir()) if directory.is_dir() else []


@dataclass
class TracePassResult:
    stats: AssemblyStats
    written: list[int]  # bytes per session shard


def trace_pass(folder: Path, shard: int, session_shards: int) -> TracePassResult:
    """Group one trace shard's facts by trace, drop duplicates, and send each trace to its session shard."""
    stats = AssemblyStats()
    traces: dict[str, dict[tuple[str, str], Spilled]] = {}
    for path in _shard_files(folder / TRACES, shard):
        for frame in frames(path):
            for spilled in SPILLED.decode(frame):
                stats.spans += 1
                group = traces.get(spilled.route)
                if group is None:
                    group = traces[spilled.route] = {}
                key = (spilled.trace_id, spilled.span_id)
                earlier = group.get(key)
                if earlier is None:
                    group[key] = spilled
                    continue
                stats.duplicates += 1
                # Copies that differ: keep the same one whichever came first.
                if bytes(spilled.body) < bytes(earlier.body):
                    group[key] = spilled
        path.unlink()
    writer = ShardWriter(folder / SESSIONS, f"{shard:05d}", session_shards)
    for trace in sorted(traces):
        members = traces.pop(trace).values()
        session = session_key(trace, members)
        writer.add(shard_of(session, session_shards), TraceGroup(session, trace, [item.body for item in members]))
    return TracePassResult(stats, writer.close())


def session_key(trace: str, facts: Iterable[Spilled]) -> str:
    """`session:<conversation id>` of the trace's earliest fact that names one, else `trace:<trace id>`."""
    named = [(item.start_ns, item.span_id, item.session_id) for item in facts if item.session_id is not None]
    return f"session:{min(named)[2]}" if named else f"trace:{trace}"


# What a fallback mapper's fact keeps in a session another mapper reads: what an unrecognised span always kept.
STRUCTURE_ONLY = "none"


def fallback_reads(facts: list[SpanFacts], fallbacks: frozenset[str]) -> bool:
    """Whether a fallback mapper (the generic path) reads this session: no other mapper read any of its facts, and
    it read a model or tool call. Else its facts keep their structure only (in place), as unrecognised spans'."""
    claimed = any(item.convention not in fallbacks and item.convention != STRUCTURE_ONLY for item in facts)
    if not claimed and any(item.role in ("llm", "tool") for item in facts if item.convention in fallbacks):
        return True
    for item in facts:
        if item.convention in fallbacks:
            item.role = "other"
            item.convention = STRUCTURE_ONLY
            item.input_messages = item.output_messages = None
            item.tool = None
            item.agent_name = item.user_id = item.app_name = None
            item.content_captured = False
            item.producer = None
    return False


def writers(facts: Iterable[SpanFacts]) -> frozenset[int]:
    """The producers that wrote a session's conversation (`SpanFacts.producer` of its turns, agents, model and tool
    calls and messages; an HTTP client's span says nothing of it): what its facts say, never their order."""
    return frozenset(item.producer for item in facts if item.producer is not None and item.role in CONTENT_ROLES)


def _order(facts: SpanFacts) -> tuple[int, int, int, str, str]:
    return facts.start_ns, facts.end_ns, facts.sequence, facts.trace_id, facts.span_id


@dataclass
class SessionPassResult:
    stats: AssemblyStats
    diagnostics: Recorded
    results: Path | None
    count: int = 0


def session_pass(folder: Path, shard: int, mappers: Mappers, work: Callable[[Session, frozenset[int]], Any],
                 session_budget_bytes: int) -> SessionPassResult:
    """Build the sessions of one session shard; `work` turns each, with the producers that wrote it (`writers`),
    into a result (None: left out). The results, sorted by session start and id, go to `folder/results/<shard>`."""
    stats = AssemblyStats()
    diagnostics = Recorded()
    sessions: dict[str, tuple[list[SpanFacts], int]] = {}
    decode = FACT.decode
    for path in _shard_files(folder / SESSIONS, shard):
        for frame in frames(path):
            for group in GROUPS.decode(frame):
                members, size = sessions.get(group.session_key, ([], 0))
                for body in group.facts:
                    members.append(decode(body))
                    size += len(body)
                sessions[group.session_key] = (members, size)
        path.unlink()
    linkers = [mapper for mapper in mappers.all if type(mapper).link is not Mapper.link]
    fallbacks = frozenset(mapper.name for mapper in mappers.all if mapper.fallback)
    results: list[tuple[tuple[int, str], Any]] = []
    for key in sorted(sessions):
        facts, size = sessions.pop(key)
        if size > session_budget_bytes:
            stats.over_budget += 1
        facts.sort(key=_order)
        generic = bool(fallbacks) and fallback_reads(facts, fallbacks)
        for mapper in linkers:
            own = [item for item in facts if item.convention == mapper.name]
            if own:
                rejected = mapper.link(own)
                for item, problem in rejected:
                    diagnostics.warn(problem.kind, str(item.location or key), f"{problem}; record skipped")
                if rejected:
                    dropped = {id(item) for item, _ in rejected}
                    facts = [item for item in facts if id(item) not in dropped]
        traces = sorted({route(item) for item in facts})
        session = build_session(key.split(":", 1)[1], facts, traces)
        warn_damaged_messages(facts, diagnostics)
        if session is None:
            stats.without_agent_content += 1
            continue
        stats.sessions += 1
        stats.read_generically += generic
        result = work(session, writers(facts))
        if result is not None:
            results.append(((int(session.started_at.timestamp() * 1e6), session.session_id), result))
    results.sort(key=lambda item: item[0])
    if not results:
        return SessionPassResult(stats, diagnostics, None)
    path = folder / RESULTS / f"{shard:05d}"
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as handle:
        for entry in results:
            pickle.dump(entry, handle, protocol=pickle.HIGHEST_PROTOCOL)
    return SessionPassResult(stats, diagnostics, path, len(results))


def _read_results(path: Path) -> Iterator[tuple[tuple[int, str], Any]]:
    with path.open("rb") as handle:
        while True:
            try:
                yield pickle.load(handle)
            except EOFError:
                return


def merged(paths: list[Path]) -> Iterator[Any]:
    """The results of every session shard, in order of session start, then session id."""
    for _, result in heapq.merge(*(_read_results(path) for path in paths), key=lambda item: item[0]):
        yield result
