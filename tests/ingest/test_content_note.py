"""The note said once when sessions hold no message content names the switch of the library that wrote them, as
its mapper declares it (`Mapper.producers`): read on the conformance fixtures, which the real libraries wrote with
content capture on and, for one run each, off."""

from __future__ import annotations

import pytest

from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.ingest import NO_CONTENT_UNKNOWN_WRITER, IngestReport, content_note, read_sessions
from miner.mappers import Producer, producers
from miner.mappers.adk import ADKConvention
from miner.mappers.genai import AUTOGEN, LANGTRACE, OPENAI_V2
from miner.mappers.openlit import OpenLITConvention
from miner.mappers.openllmetry import OpenLLMetryConvention
from miner.mappers.shared import GENAI_CONTENT
from tests.conformance.scoring import FIXTURES, fixtures

[ADK] = ADKConvention.producers
[OPENLIT] = OpenLITConvention.producers
[OPENLLMETRY] = OpenLLMetryConvention.producers


def files(*fixtures: str) -> list[str]:
    return [str(path) for fixture in fixtures for path in sorted((FIXTURES / fixture).glob("*.jsonl.gz"))]


def notes(sources: list[str], workers: int = 1) -> tuple[list[str], int]:
    diagnostics = Diagnostics(stream=None)
    report = IngestReport()
    list(read_sessions(sources, MinerConfig(workers=workers), diagnostics, report=report))
    return diagnostics.notes, report.sessions_without_content


@pytest.mark.parametrize(("fixture", "told", "not_told"), [
    ("openlit", OPENLIT, ADK),
    ("langtrace", LANGTRACE, ADK),
    ("adk-v1", ADK, OPENLIT),
    # The application's own agent and tool spans carry GenAI keys too: the library whose scope wrote the model
    # calls is the one told, not every GenAI instrumentation's.
    ("openai-genai", OPENAI_V2, GENAI_CONTENT),
    # AutoGen's own spans never hold text: its text says what to trace beside them.
    ("autogen", AUTOGEN, OPENLLMETRY),
    # Beside AutoGen's spans, the OpenAI instrumentation's, written with content off: its switch is the one to set.
    ("autogen-openai", OPENLLMETRY, AUTOGEN),
])
def test_sessions_without_content_are_told_the_switch_of_the_library_that_wrote_them(
        fixture: str, told: Producer, not_told: Producer) -> None:
    [note], without = notes(files(fixture))
    assert without > 0
    assert note == content_note(without, {place for place, (_, producer) in enumerate(producers())
                                          if producer == told})
    assert told.to_capture in note and not_told.to_capture not in note


def test_sessions_that_all_hold_content_get_no_note() -> None:
    assert notes(files("logfire", "mlflow")) == ([], 0)


def test_the_note_names_each_library_once_whatever_the_order_of_the_sources_and_the_workers() -> None:
    # The fixtures name their sessions alike: their runs with content off are one session, written by three
    # libraries, each of whose switches is told.
    sources = files("openlit", "langtrace", "adk-v2")
    [note], without = notes(sources)
    assert without == 1
    assert note.count(OPENLIT.to_capture) == note.count(LANGTRACE.to_capture) == note.count(ADK.to_capture) == 1
    assert notes(list(reversed(sources)), workers=2) == ([note], 1)


def test_sessions_no_producer_is_known_of_are_pointed_at_doctor() -> None:
    note = content_note(2, set())
    assert note == NO_CONTENT_UNKNOWN_WRITER.format(count=2) and "`miner doctor`" in note


def test_the_registry_knows_a_producer_for_every_fixture_without_content() -> None:
    for fixture in fixtures():
        found, without = notes(files(fixture.name))
        assert all(not note.startswith(NO_CONTENT_UNKNOWN_WRITER.format(count=without)) for note in found), fixture
        assert bool(found) == bool(without), fixture
