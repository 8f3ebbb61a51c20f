"""A session whose only sign of trouble is a tool result shaped like an error (`{"error": ...}`, a `failed`
status) is found through ClickHouse as from files, wherever its producer writes the result: a tool span's own
attribute as JSON (OpenLLMetry's `traceloop.entity.output`) or as a Python value (Semantic Kernel's
`gen_ai.tool.call.result`), or only in the messages fed back to the model, as JSON inside a JSON string (OpenLIT).
And a tool argument is read as its producer wrote it on both paths: an all-digit text stays a string (Logfire).
The fixtures are the producer conversations real libraries played (`tests/conformance/heldout/`)."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from miner.model import Session
from tests.clickhouse.conftest import bad_ones, dumped, from_files, pushed_down, stored

HELDOUT = Path(__file__).parents[1] / "conformance" / "heldout"


def loaded(fixture: Path, tmp_path: Path) -> tuple[list[Session], str]:
    files = tmp_path / "files"
    files.mkdir()
    for path in fixture.glob("*.jsonl.gz"):
        (files / path.name.removesuffix(".gz")).write_bytes(gzip.decompress(path.read_bytes()))
    return from_files(str(files)), stored(files, tmp_path / "store")


def only_a_result_says_so(session: Session) -> bool:
    """Bad for one reason only: a tool result the error detector reads as failed (its status set by that result
    where no span says how the call ended), no failed span, no exception."""
    evidence = [item for signal in session.signals for item in signal.evidence]
    return {signal.kind for signal in session.signals} == {"error"} and all(
        item.detail.startswith("result ") or (item.detail == "tool call status error" and item.span_id is None)
        for item in evidence)


@pytest.mark.parametrize("producer", ["openlit", "semantic-kernel", "openllmetry-0.47-association"])
def test_a_session_only_an_error_shaped_result_marks_is_found_through_clickhouse(
        producer: str, tmp_path: Path) -> None:
    sessions, source = loaded(HELDOUT / producer, tmp_path)
    in_files = bad_ones(sessions)
    assert any(only_a_result_says_so(session) for session in in_files), "no session here tests the result search"
    assert dumped(pushed_down(source)) == dumped(in_files)


def test_an_all_digit_text_argument_stays_a_string_on_both_paths(tmp_path: Path) -> None:
    sessions, source = loaded(HELDOUT / "logfire", tmp_path)
    args = [call.args for session in sessions for turn in session.turns for call in turn.tool_calls]
    assert {"postcode": "10115", "cuisine": "thai"} in args
    assert any(isinstance(value, float) for call_args in args for value in call_args.values()), \
        "no number argument: nothing shows the text a store keeps is typed back"
    assert dumped(pushed_down(source)) == dumped(bad_ones(sessions))
