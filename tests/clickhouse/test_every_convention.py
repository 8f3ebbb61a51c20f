"""Every convention the miner reads gives the same conversations through ClickHouse as through files: the spans
real instrumentation libraries wrote (the conformance fixtures), loaded into the exporter's tables. The user-words
projection (what the complaint detector reads) holds each session's turns with the user's words as files do, and
the search keys each trace by the session assembly puts it in."""

from __future__ import annotations

import gzip
from pathlib import Path

import orjson
import pytest

from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.ingest import read_sessions
from miner.mappers import REGISTRY, select
from miner.model import Session
from miner.receivers import build_receivers
from miner.receivers.clickhouse import Predicates, user_words_part
from miner.receivers.records import Location
from tests.clickhouse.conftest import bad_ones, dumped, from_files, pushed_down, stored
from tests.conformance.scoring import GENERIC_PATH, KNOWN_GENERIC_GAPS, awaiting_marked

FIXTURES = Path(__file__).parents[1] / "conformance" / "fixtures"
EVERY_SESSION = Predicates(error_needles=[], handoff_patterns=[], transfer_tools=[], human_patterns=[], logs=True)


def said(sessions: list[Session]) -> dict[str, list[str | None]]:
    return {session.session_id: [turn.user_text for turn in session.turns] for session in sessions}


CONVENTIONS = pytest.mark.parametrize(
    "fixture", awaiting_marked(sorted(path for path in FIXTURES.iterdir() if path.is_dir())),
    ids=lambda path: path.name)


def loaded(fixture: Path, tmp_path: Path) -> tuple[Path, str]:
    """The fixture's spans (and log records) as files, and the same loaded into a chdb store."""
    files = tmp_path / "files"
    files.mkdir()
    for path in fixture.glob("*.jsonl.gz"):
        (files / path.name.removesuffix(".gz")).write_bytes(gzip.decompress(path.read_bytes()))
    return files, stored(files, tmp_path / "store")


def conventions_of(fixture: Path) -> set[str]:
    """The mappers that read the fixture's records (files, as ClickHouse holds them: spans and log records)."""
    config = MinerConfig()
    mappers = select(config)
    receivers = [receiver for receiver in build_receivers(config) if receiver.name in ("otlp-spans", "otlp-logs")]
    found: set[str] = set()
    for path in fixture.glob("*.jsonl.gz"):
        for number, line in enumerate(gzip.decompress(path.read_bytes()).splitlines(), start=1):
            for receiver in receivers:
                document = receiver.decode(line)
                if document is None and receiver.recognises(parsed := orjson.loads(line)):
                    document = parsed
                if document is None:
                    continue
                for record in receiver.records(document, Location(str(path), number), Diagnostics(stream=None)):
                    facts = mappers.facts(record)
                    if facts is not None:
                        found.add(facts.convention)
                break
    return found


def test_every_registered_mapper_is_read_on_the_clickhouse_path() -> None:
    """Each mapper of spans or log records reads a conformance fixture, and every fixture is read through ClickHouse
    as through files (the tests below): a mapper registered without one, or whose keys the push-down does not
    search and keep (`Mapper.keys`), fails here or there."""
    config = MinerConfig()
    # The declared mapping reads only what a team declares: tests/conformance/test_declared_mapping.py reads a
    # fixture through it, on both paths.
    readable = {name for name, factory in REGISTRY.items() if factory(config).reads.__name__ in ("SpanRecord",
                                                                                                 "LogRecord")
                and name != "declared"}
    read = set().union(*(conventions_of(fixture) for fixture in FIXTURES.iterdir() if fixture.is_dir()))
    assert readable - read == set(), "registered mappers no conformance fixture is read by"


# Every fixture read by its mappers, and by the generic path alone (each producer as one no mapper knows).
READINGS = pytest.mark.parametrize("conventions", [None, GENERIC_PATH], ids=["mappers", "generic-path"])


@pytest.fixture(scope="module")
def stores(tmp_path_factory: pytest.TempPathFactory) -> dict[Path, tuple[Path, str]]:
    """Each fixture loaded once for the module (both readings read the same store)."""
    return {fixture: loaded(fixture, tmp_path_factory.mktemp(fixture.name))
            for fixture in sorted(path for path in FIXTURES.iterdir() if path.is_dir())}


def config_of(conventions: list[str] | None, **values: int) -> MinerConfig:
    return MinerConfig(**values) if conventions is None else MinerConfig(conventions=conventions, **values)


@READINGS
@CONVENTIONS
def test_the_projection_holds_the_user_s_words_of_every_session(
        fixture: Path, conventions: list[str] | None, stores: dict[Path, tuple[Path, str]]) -> None:
    files, source = stores[fixture]
    in_files = said(from_files(str(files), config_of(conventions)))
    # The generic path's known gaps are producers whose words it does not read, and a producer whose trace holds no
    # words (labelled without content) has none to read: their sessions and turns still count.
    captured = any(session["content_captured"]
                   for session in orjson.loads((fixture / "labels.json").read_bytes())["sessions"])
    words_known = captured and not (conventions == GENERIC_PATH and fixture.name in KNOWN_GENERIC_GAPS)
    assert any(text for texts in in_files.values() for text in texts) or not words_known, \
        "a fixture with no user words tests nothing"
    projected = said(list(read_sessions([user_words_part(source, EVERY_SESSION)], config_of(conventions, workers=1),
                                        Diagnostics(stream=None))))
    assert projected == in_files


@READINGS
@CONVENTIONS
def test_the_push_down_finds_the_bad_sessions_files_find(
        fixture: Path, conventions: list[str] | None, stores: dict[Path, tuple[Path, str]]) -> None:
    files, source = stores[fixture]
    config = config_of(conventions)
    in_files = bad_ones(from_files(str(files), config), config)
    assert in_files, "a fixture with no bad session tests nothing here"
    assert dumped(pushed_down(source, config)) == dumped(in_files)


def test_the_queries_name_no_attribute_key_of_their_own() -> None:
    """The keys the queries test or cut down by name are those the mappers read, named once
    (`miner.attribute_keys`, or declared by a mapper and bound as parameters): no key is written into the SQL."""
    import re

    import miner.receivers.clickhouse.sql as queries

    source = Path(queries.__file__).read_text(encoding="utf-8")
    written = sorted(set(re.findall(r"'([a-z_]+(?:\.[a-z_]+)+\.?)'", source)))
    assert written == [], written
