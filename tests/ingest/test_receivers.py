"""The receiver interface: large files read in parts, and a source a receiver reads itself (as a database would)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson
import pytest

from miner import ingest
from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.ingest import IngestReport, read_sessions
from miner.receivers import RECEIVERS
from miner.receivers.base import Receiver
from miner.receivers.otlp import OtlpSpansReceiver
from miner.receivers.records import Location
from tests.ingest.sdk import two_turn_session


def _json(sources: list[str], diagnostics: Diagnostics | None = None, **config: Any) -> list[str]:
    return [session.model_dump_json() for session in
            read_sessions(sources, MinerConfig(**config), diagnostics or Diagnostics(stream=None))]


def test_a_large_file_is_read_in_parts_with_the_same_sessions_and_line_numbers(tmp_path: Path,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    paths = [path for index in range(6) for path in
             two_turn_session(tmp_path / f"t{index}", conversation_id=f"conv-{index}", lines_per_file=None)]
    lines = [line for path in paths for line in path.read_text().splitlines()]
    lines.insert(len(lines) // 2, '{"resourceSpans": [')  # a truncated line, in the middle
    big = tmp_path / "big.jsonl"
    big.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
    whole_diagnostics = Diagnostics(stream=None)
    whole = _json([str(big)], whole_diagnostics)
    monkeypatch.setattr(ingest, "PART_BYTES", 2000)
    parts, _, _ = ingest.plan_parts([str(big)], [OtlpSpansReceiver()])
    assert len(parts) > 3
    lines_seen: list[str] = []

    class Listening(Diagnostics):
        def warn(self, kind: str, where: str, message: str) -> None:
            lines_seen.append(where)
            super().warn(kind, where, message)

    assert _json([str(big)], Listening(stream=None), workers=2) == whole
    assert lines_seen == [f"{big}:{len(lines) // 2 + 1}"]
    assert whole_diagnostics.counts == {"bad line": 1}


class _LinesDatabase(Receiver):
    """A receiver that reads its source itself: `linesdb://<file>` in two parts, each yielding documents."""

    name = "linesdb"
    expected = "a linesdb:// source"

    def claims(self, source: str) -> bool:
        return source.startswith("linesdb://")

    def parts(self, source: str) -> list[str]:
        return [f"{source}#0", f"{source}#1"]

    def read(self, part: str, diagnostics: Diagnostics) -> Iterator[tuple[Location, Any]]:
        path, _, half = part.removeprefix("linesdb://").partition("#")
        for number, line in enumerate(Path(path).read_bytes().splitlines(), start=1):
            if number % 2 == int(half):
                yield Location(f"linesdb:{path}", number), orjson.loads(line)

    def records(self, document: Any, location: Location, diagnostics: Diagnostics) -> Any:
        return OtlpSpansReceiver().records(document, location, diagnostics)


def test_a_receiver_that_reads_its_source_itself_is_one_registry_line(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    [path] = two_turn_session(tmp_path / "spans", lines_per_file=None)
    monkeypatch.setitem(RECEIVERS, "linesdb", lambda config: _LinesDatabase())
    report = IngestReport()
    found = [session.model_dump_json() for session in
             read_sessions([f"linesdb://{path}"], MinerConfig(workers=2), Diagnostics(stream=None), report=report)]
    assert found == _json([str(path)])
    assert report.workers == 2 and report.records > 0
