"""Each mapper declares the producers it reads and how to have message content in their spans; `miner doctor`
asks the registry, whose order plays no part."""

from __future__ import annotations

from pathlib import Path

import pytest

from miner import mappers
from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.doctor import content_switch, examine
from miner.ingest import read_sessions
from miner.mappers import REGISTRY, claimed, producers
from tests.conformance.scoring import fixtures

FIXTURES = Path(__file__).parents[1] / "conformance" / "fixtures"


@pytest.mark.parametrize("name", sorted(REGISTRY))
def test_every_registered_mapper_says_how_to_have_message_content(name: str) -> None:
    mapper = REGISTRY[name](MinerConfig())
    assert mapper.producers, f"{name} declares no producer, so doctor cannot say how to capture its content"
    assert all(producer.to_capture.strip() for producer in mapper.producers), name


def test_no_two_registered_producers_claim_one_scope() -> None:
    """A scope claimed twice would be settled by the registry's order: no claim may be."""
    claims = [(scope, name) for name, producer in producers() for scope in producer.scopes]
    scopes = [scope for scope, _ in claims]
    assert len(scopes) == len(set(scopes)), sorted(claims)


def test_a_claim_names_the_scope_and_the_scopes_under_it_only() -> None:
    openlit = claimed(["openlit.instrumentation.openai"], ["openlit"])
    assert openlit and "OpenLIT" in openlit[0].to_capture
    assert not any("OpenLIT" in producer.to_capture for producer in claimed(["openlitmus"], []))


@pytest.fixture(scope="module")
def kinds_met() -> list[tuple[list[str], tuple[str, ...]]]:
    """The scopes and readers of every kind of trace group in the recorded fixtures."""
    met = []
    for fixture in sorted(path for path in FIXTURES.iterdir() if path.is_dir()):
        kinds, _, _ = examine([str(fixture)], MinerConfig(), Diagnostics())
        met += [(kind.scopes, kind.read_by) for kind in kinds if kind.conversational]
    return met


def test_the_switch_told_is_the_same_whatever_the_registry_s_order(
        kinds_met: list[tuple[list[str], tuple[str, ...]]], monkeypatch: pytest.MonkeyPatch) -> None:
    in_order = [content_switch(*kind) for kind in kinds_met]
    monkeypatch.setattr(mappers, "REGISTRY", dict(reversed(REGISTRY.items())))
    producers.cache_clear()
    try:
        assert [content_switch(*kind) for kind in kinds_met] == in_order
    finally:
        monkeypatch.undo()
        producers.cache_clear()
    assert any(switch and "OpenLIT" in switch for switch in in_order)


def test_the_mapper_that_read_the_spans_wins_over_a_shorter_claim_on_a_scope_beside_them(
        kinds_met: list[tuple[list[str], tuple[str, ...]]]) -> None:
    """OpenLIT brings OpenTelemetry's httpx instrumentation along, which OpenLLMetry's claim on
    `opentelemetry.instrumentation` names too: OpenLIT's mapper read the spans, so its switch is told."""
    openlit = next(kind for kind in kinds_met if "openlit" in kind[1])
    assert any(scope.startswith("opentelemetry.instrumentation.") for scope in openlit[0])
    switch = content_switch(*openlit)
    assert switch is not None and "capture_message_content=True" in switch and "TRACELOOP" not in switch


def test_doctor_tells_the_switches_ingestion_s_note_tells_on_what_each_library_wrote() -> None:
    """One ranking serves both: the switches `miner doctor` tells the kinds of trace group without message text are
    those ingestion's note tells the sessions without it, fixture by fixture."""
    told = {}
    for fixture in fixtures():
        files = [str(path) for path in sorted(fixture.glob("*.jsonl.gz"))]
        kinds, _, _ = examine(files, MinerConfig(), Diagnostics(stream=None))
        diagnostics = Diagnostics(stream=None)
        list(read_sessions(files, MinerConfig(workers=1), diagnostics))
        by_ingestion = {producer.to_capture for _, producer in producers()
                        if any(producer.to_capture in note for note in diagnostics.notes)}
        told[fixture.name] = by_ingestion
        assert {kind.to_capture_text for kind in kinds if kind.to_capture_text is not None} == by_ingestion, fixture
    assert sum(bool(switches) for switches in told.values()) > len(told) / 2, told
