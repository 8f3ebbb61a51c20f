"""The interface every mapper implements: one per convention, for spans, OTLP log records and app logs alike.

A mapper turns one raw record of one convention into convention-free facts (`miner.mappers.facts.SpanFacts`)
that assembly builds sessions from without knowing who spoke. It declares:

- `name`: what `[tool.miner] conventions` calls it (`"genai"`, `"openinference"`, ...), and the
  `convention` it writes into the facts;
- `keys`: the attribute keys it reads (`miner.mappers.keys.ReadKeys`: session, user-words, structure, tool and
  feedback keys), the one list of them: the ClickHouse push-down searches and keeps what the registry declares;
- `producers`: the instrumentation libraries it reads (`miner.mappers.producers.Producer`): the scopes each
  writes its spans under and how to have message content in them, at least one; `miner doctor`, and ingestion's
  note on sessions without content (which `miner sample` and `miner score` show), say it where that library's
  spans lack content (`Mappers.facts` records which producer wrote each record: `SpanFacts.producer`; the
  registry's `to_tell` chooses whose switch is said, for both). A scope claim names the scope and every scope under
  it, and where claims overlap the mapper that read the spans wins, then the longest claim; two mappers never
  claim the same scope.
  A mapper of whatever wrote the records (the generic path) declares one producer claiming no scope;
- `fallback`: True for a mapper that reads what no other mapper claims (the generic path): in a session holding
  another mapper's facts, its facts keep only their structure (role "other", no content), and a session of its
  own needs a model or tool call it read;
- `wanted`, for a mapper of records other than spans (a span nobody recognises keeps its structure, another
  record is ignored): what it maps and how to have it written ("a GenAI event or an error: have the
  instrumentation log its events with ..."), said when a source held such records and none was mapped;
- `reads`: the record type it reads, one of `miner.receivers.records.Record`: `SpanRecord` (spans from any
  receiver: files, a database), `LogRecord` (OTLP log records) or `AppLogEntry` (application log lines);
- `recognises(record) -> bool`: whether the record is of its convention. Mappers of a record type are asked
  in the configured order and the first that recognises a record maps it; a span nobody recognises keeps
  its structure and errors (`shared.skeleton`, role "other"); another record nobody recognises is ignored
  and counted;
- `facts(record) -> SpanFacts`: the record's facts. Set `trace_id`, `span_id` (unique within the trace:
  a record delivered twice must get the same pair, so it is dropped as a duplicate), `parent_id`, times,
  `role` (turn, agent, llm, tool, message, feedback, other) and what the convention says: `session_id`
  (conversation id: traces sharing it are one session), `input_messages` / `output_messages`
  (`LazyMessages`, read only when assembly asks), `tool` (`ToolFacts`), `feedback`, `errors`, and
  `content_captured`. Start from `shared.skeleton(span, role, name)` (identity, timing, errors) or, for a
  convention on `gen_ai.*` keys, from `shared.genai_facts(span, role, name)`, and complete it. Keep the
  functions you give `LazyMessages` module-level (not lambdas or closures): facts travel between processes
  and a lazy list whose functions cannot be named by module and name is read in full before it travels.
- `link(facts)`, optional: called once per session with this mapper's facts of that session, sorted by
  time (then `sequence`, then ids), before turns are built; for conventions whose records only make sense
  in order (application logs pair a tool result without a call id with the oldest open call). It may change
  the facts in place, and returns those that prove bad in context, each with its ShapeError (they are
  dropped with a warning).

Bad data raises `miner.receivers.ShapeError` (the record is skipped with a warning naming its file and line;
`ShapeError(message, kind=...)` chooses the word it is counted under). Any other exception is a bug: the run
stops with exit code 70, naming the record's file and line. Never catch broadly inside a mapper.

Register a mapper with one line in `miner.mappers.REGISTRY`, its name and a factory taking the
`MinerConfig`, at the place it should take in the default `conventions` (the registry's order): what it reads,
its keys and its producers are then known to ingestion, ClickHouse and `miner doctor` alike, and nothing else
names it. Each worker process builds its own mappers, so a mapper may keep state, but its facts must never
depend on the order records arrive in: only `link` sees a session's records together, in a fixed order.
"""

from __future__ import annotations

from typing import ClassVar, Generic, TypeVar

from miner.mappers.facts import SpanFacts
from miner.mappers.keys import ReadKeys
from miner.mappers.producers import Producer
from miner.receivers.base import ShapeError
from miner.receivers.records import AppLogEntry, LogRecord, SpanRecord

# The kind of record a mapper reads: spans, OTLP log records or application log lines.
RecordT = TypeVar("RecordT", SpanRecord, LogRecord, AppLogEntry)


class Mapper(Generic[RecordT]):
    """Maps the records of one convention to convention-free facts (see the module docstring)."""

    name: ClassVar[str] = ""
    reads: ClassVar[type] = SpanRecord
    keys: ClassVar[ReadKeys] = ReadKeys()
    producers: ClassVar[tuple[Producer, ...]] = ()
    fallback: ClassVar[bool] = False
    wanted: ClassVar[str] = ""

    def recognises(self, record: RecordT) -> bool:
        raise NotImplementedError

    def claims(self, scope: str) -> bool:
        """Whether one of its producers claims this instrumentation scope: the one way a mapper that recognises
        spans by their scope reads it, so its claims and what it maps never disagree."""
        return any(producer.claim(scope) is not None for producer in self.producers)

    def facts(self, record: RecordT) -> SpanFacts:
        raise NotImplementedError

    def link(self, facts: list[SpanFacts]) -> list[tuple[SpanFacts, ShapeError]]:
        """Complete a session's facts of this convention, in order (see the module docstring); default: nothing."""
        return []
