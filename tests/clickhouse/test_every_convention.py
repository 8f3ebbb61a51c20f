"""Every convention the miner reads gives the same conversations through ClickHouse as through files: the spans
real instrumentation libraries wrote (the conformance fixtures), loaded into the exporter's tables. The user-words
projection (what the complaint detector reads) holds each session's turns with the user's words as files do, and
the search keys each trace by the session assembly puts it in."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from bench.conformance import AWAITING_MAPPER
from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.ingest import read_sessions
from miner.model import Session
from miner.receivers.clickhouse import Predicates, user_words_part
from tests.clickhouse.conftest import bad_ones, dumped, from_files, pushed_down, stored

FIXTURES = Path(__file__).parents[1] / "conformance" / "fixtures"
EVERY_SESSION = Predicates(error_needles=[], handoff_patterns=[], transfer_tools=[], human_patterns=[], logs=True)


def said(sessions: list[Session]) -> dict[str, list[str | None]]:
    return {session.session_id: [turn.user_text for turn in session.turns] for session in sessions}


CONVENTIONS = pytest.mark.parametrize(
    "fixture", [pytest.param(path, marks=pytest.mark.xfail(reason="awaiting its mapper"))
                if path.name in AWAITING_MAPPER else path
                for path in sorted(path for path in FIXTURES.iterdir() if path.is_dir())],
    ids=lambda path: path.name)


def loaded(fixture: Path, tmp_path: Path) -> tuple[Path, str]:
    """The fixture's spans (and log records) as files, and the same loaded into a chdb store."""
    files = tmp_path / "files"
    files.mkdir()
    for path in fixture.glob("*.jsonl.gz"):
        (files / path.name.removesuffix(".gz")).write_bytes(gzip.decompress(path.read_bytes()))
    return files, stored(files, tmp_path / "store")


@CONVENTIONS
def test_the_projection_holds_the_user_s_words_of_every_session(fixture: Path, tmp_path: Path) -> None:
    files, source = loaded(fixture, tmp_path)
    in_files = said(from_files(str(files)))
    assert any(text for texts in in_files.values() for text in texts), "a fixture with no user words tests nothing"
    projected = said(list(read_sessions([user_words_part(source, EVERY_SESSION)], MinerConfig(workers=1),
                                        Diagnostics(stream=None))))
    assert projected == in_files


@CONVENTIONS
def test_the_push_down_finds_the_bad_sessions_files_find(fixture: Path, tmp_path: Path) -> None:
    files, source = loaded(fixture, tmp_path)
    in_files = bad_ones(from_files(str(files)))
    assert in_files, "a fixture with no bad session tests nothing here"
    assert dumped(pushed_down(source)) == dumped(in_files)
