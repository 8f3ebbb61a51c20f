"""Mappers: one per convention, turning span, log-record and app-log records into convention-free facts.

The interface is `base.Mapper`; shared helpers (the facts every span has, the GenAI vocabulary and message
readers) are in `shared`. Adding a convention is one module and one line in `REGISTRY`; no other file
changes: what it reads (`Mapper.keys`) and the producers it knows (`Mapper.producers`) are asked of the
registry (`read_keys`; `claimed`, `wrote`, `principal` and `to_tell`, the one ranking of the producers that ingestion
and `miner doctor` share; `wanted`, what ingestion says when no record of a source was mapped).
`[tool.miner] conventions` chooses and orders them: for each record type, the first chosen mapper that recognises a
record maps it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from miner.errors import ConfigError
from miner.mappers.adk import ADKConvention
from miner.mappers.app_log_facts import AppLogFacts
from miner.mappers.base import Mapper
from miner.mappers.declared import DeclaredMapping
from miner.mappers.facts import SpanFacts
from miner.mappers.genai import GenAIConvention
from miner.mappers.genai_events import GenAIEventsMapper
from miner.mappers.generic import GenericMapper
from miner.mappers.haystack import HaystackConvention
from miner.mappers.keys import ReadKeys
from miner.mappers.llamaindex import LlamaIndexConvention
from miner.mappers.logfire import LogfireConvention
from miner.mappers.mlflow import MLflowConvention
from miner.mappers.openinference import OpenInferenceConvention
from miner.mappers.openlit import OpenLITConvention
from miner.mappers.openllmetry import OpenLLMetryConvention
from miner.mappers.producers import Producer
from miner.mappers.pydantic_ai import PydanticAIConvention
from miner.mappers.semantic_kernel import SemanticKernelConvention
from miner.mappers.shared import COMMON_KEYS, SESSION_KEYS, attribute_feedback, first, skeleton
from miner.mappers.strands import StrandsConvention
from miner.mappers.vercel_ai import VercelAIConvention
from miner.receivers.records import Record, SpanRecord
from miner.result_errors import ResultReader
from miner.timewindow import parse_duration

if TYPE_CHECKING:
    from miner.config import MinerConfig


def idle_ns(config: MinerConfig) -> int:
    """`session_idle` in nanoseconds: the quiet that ends a session, and how far beyond a window its spans lie."""
    return int(parse_duration(config.session_idle).total_seconds() * 1e9)


REGISTRY: dict[str, Callable[[MinerConfig], Mapper]] = {
    "declared": lambda config: DeclaredMapping(config.spans),
    "adk": lambda config: ADKConvention(),
    "openinference": lambda config: OpenInferenceConvention(),
    "strands": lambda config: StrandsConvention(),
    "openllmetry": lambda config: OpenLLMetryConvention(),
    "pydantic-ai": lambda config: PydanticAIConvention(),
    "vercel-ai": lambda config: VercelAIConvention(),
    "mlflow": lambda config: MLflowConvention(),
    "semantic-kernel": lambda config: SemanticKernelConvention(),
    "haystack": lambda config: HaystackConvention(),
    "logfire": lambda config: LogfireConvention(),
    "openlit": lambda config: OpenLITConvention(),
    "llamaindex": lambda config: LlamaIndexConvention(),
    "genai": lambda config: GenAIConvention(),
    "genai-events": lambda config: GenAIEventsMapper(idle_ns(config)),
    "app-logs": lambda config: AppLogFacts(),
    "generic": lambda config: GenericMapper(ResultReader(config.signals.error.rules())),
}


@cache
def read_keys() -> ReadKeys:
    """The keys every registered mapper declares it reads (`Mapper.keys`), in registry order after the keys any
    span is read for: what the ClickHouse push-down searches and projects, so a mapper is read there as in files."""
    from miner.config import MinerConfig

    declared = COMMON_KEYS
    for factory in REGISTRY.values():
        declared = declared.merged(factory(MinerConfig()).keys)
    return declared


@cache
def producers() -> tuple[tuple[str, Producer], ...]:
    """Every registered mapper's producers (`Mapper.producers`), each with the mapper's name."""
    from miner.config import MinerConfig

    config = MinerConfig()
    return tuple((name, producer) for name, factory in REGISTRY.items() for producer in factory(config).producers)


def wanted() -> list[str]:
    """What the registered mappers of records other than spans map and how to have it written (`Mapper.wanted`),
    in registry order: said when a source's records were all ignored."""
    from miner.config import MinerConfig

    config = MinerConfig()
    return [mapper.wanted for factory in REGISTRY.values() if (mapper := factory(config)).wanted]


def claimed(scopes: Sequence[str], read_by: Collection[str]) -> list[Producer]:
    """The producers the registered mappers claim of spans written under these instrumentation scopes and read by
    these mappers, the likeliest first: a claim of a mapper that read them before a claim of one that did not, then
    the longest claim (`opentelemetry.instrumentation.openai_v2` before `opentelemetry.instrumentation`), then the
    earlier scope in `scopes`; after every claim, the producers claiming no scope of the mappers that read them, by
    the mappers' names. The registry's order plays no part: no two mappers claim one scope."""
    ranked = sorted([((name not in read_by, -len(claim), place), producer)
                     for name, producer in producers() for place, scope in enumerate(scopes)
                     if (claim := producer.claim(scope)) is not None], key=lambda item: item[0])
    unscoped = sorted(((name, producer) for name, producer in producers() if not producer.scopes and name in read_by),
                      key=lambda item: item[0])
    return list(dict.fromkeys([producer for _, producer in ranked] + [producer for _, producer in unscoped]))


def principal(wrote: Iterable[Producer]) -> list[Producer]:
    """Of the producers that wrote a group of records (a session, a kind of trace group), in their order, those
    claiming a scope; those claiming none (the GenAI keys on an application's own spans, the generic path) only
    when none does: the rank `claimed` gives them after every claim."""
    wrote = list(wrote)
    return [producer for producer in wrote if producer.scopes] or wrote


def to_tell(wrote: Iterable[Producer]) -> list[Producer]:
    """Of the producers that wrote records without message content, in their order, those whose switch would have
    put it there: the principal ones (`principal`) that write content; all of them when none does (AutoGen's own
    spans: their text says what to trace beside them). Ingestion's note and `miner doctor` tell these alike."""
    chosen = principal(wrote)
    return [producer for producer in chosen if producer.writes_content] or chosen


# Distinct (mapper, scope) pairs remembered per process: a run meets a handful of scopes, but an input may name any.
WRITERS_REMEMBERED = 1024


@lru_cache(maxsize=WRITERS_REMEMBERED)
def wrote(mapper: str, scope: str) -> int | None:
    """The producer that wrote a record of this instrumentation scope read by this mapper, by its place in
    `producers()`: the likeliest claim (`claimed`), None when none is known."""
    found = claimed([scope], [mapper])
    if not found:
        return None
    # Two mappers may declare the same producer (the GenAI spans' and log events' unscoped one): the reader's own.
    places = [place for place, (_, producer) in enumerate(producers()) if producer == found[0]]
    return min(places, key=lambda place: producers()[place][0] != mapper)


class Mappers:
    """The chosen mappers, by the record type each reads, in the configured order; and the keys a team named
    for its own traces (`[tool.miner] session_keys`, `[tool.miner.signals.thumbs_down] attributes`), which
    come before what any convention knows."""

    def __init__(self, mappers: Iterable[Mapper], session_keys: Iterable[str] = (),
                 feedback_attributes: Iterable[str] = ()) -> None:
        self.all = list(mappers)
        self.by_type: dict[type, list[Mapper]] = {}
        for mapper in self.all:
            self.by_type.setdefault(mapper.reads, []).append(mapper)
        self.session_keys = tuple(session_keys)
        self.feedback_attributes = tuple(feedback_attributes)

    def facts(self, record: Record) -> SpanFacts | None:
        """The facts of the first mapper that recognises the record. A span nobody recognises keeps its
        structure and errors; another record nobody recognises is None (ignored, and counted by the caller)."""
        facts = None
        for mapper in self.by_type.get(type(record), ()):
            if mapper.recognises(record):
                facts = mapper.facts(record)
                facts.producer = wrote(mapper.name, getattr(record, "scope", ""))
                break
        else:
            if type(record) is SpanRecord:
                # An application's own span (its request handler, its rating span) names the conversation
                # with the common keys as often as an instrumentation does.
                facts = skeleton(record, "other", "none")
                facts.session_id = first(record.attributes, SESSION_KEYS)
        if facts is not None and type(record) is SpanRecord and (self.session_keys or self.feedback_attributes):
            facts.session_id = first(record.attributes, self.session_keys) or facts.session_id
            if self.feedback_attributes:
                facts.feedback += attribute_feedback(record, self.feedback_attributes)
        return facts


def select(config: MinerConfig) -> Mappers:
    """The mappers `conventions` names, in its order. A record type none of them reads (a list written before
    log conventions were mappers, say `["genai"]`) is read by every registered mapper of that type."""
    names = config.conventions
    unknown = [name for name in names if name not in REGISTRY]
    if unknown:
        raise ConfigError(
            f"unknown convention '{unknown[0]}' in 'conventions' (known: {', '.join(sorted(REGISTRY))})"
        )
    chosen = [REGISTRY[name](config) for name in dict.fromkeys(names)]
    read = {mapper.reads for mapper in chosen}
    chosen += [mapper for name, factory in REGISTRY.items() if name not in names
               for mapper in [factory(config)] if mapper.reads not in read]
    return Mappers(chosen, config.session_keys, config.signals.thumbs_down.attributes)


__all__ = ["REGISTRY", "Mapper", "Mappers", "Producer", "ReadKeys", "claimed", "idle_ns", "principal", "producers",
           "read_keys", "select", "to_tell", "wanted", "wrote"]
