"""Mappers: one small mapper per trace convention, chosen by configuration, tried in order on every span.

Adding a convention is a new module and one line in `REGISTRY`; no other mapper changes.
"""

from __future__ import annotations

from collections.abc import Callable

from miner.errors import ConfigError
from miner.mappers.adk import ADKConvention
from miner.mappers.base import Convention, skeleton
from miner.mappers.facts import SpanFacts
from miner.mappers.genai import GenAIConvention
from miner.mappers.openinference import OpenInferenceConvention
from miner.mappers.openllmetry import OpenLLMetryConvention
from miner.mappers.strands import StrandsConvention
from miner.receivers.records import SpanRecord

REGISTRY: dict[str, Callable[[], Convention]] = {
    "genai": GenAIConvention,
    "adk": ADKConvention,
    "openinference": OpenInferenceConvention,
    "strands": StrandsConvention,
    "openllmetry": OpenLLMetryConvention,
}


def select(names: list[str]) -> list[Convention]:
    unknown = [name for name in names if name not in REGISTRY]
    if unknown:
        raise ConfigError(
            f"unknown trace convention '{unknown[0]}' in 'conventions' (known: {', '.join(sorted(REGISTRY))})"
        )
    return [REGISTRY[name]() for name in names]


def map_span(span: SpanRecord, conventions: list[Convention]) -> SpanFacts:
    """The facts of the first convention that recognises the span; structure and errors otherwise."""
    for convention in conventions:
        if convention.recognizes(span):
            return convention.facts(span)
    return skeleton(span, "other", "none")
