"""A session whose only sign of trouble is a tool result shaped like an error (`{"error": ...}`, a `failed`
status) is found through ClickHouse as from files, wherever its producer writes the result: a tool span's own
attribute as JSON (OpenLLMetry's `traceloop.entity.output`) or as a Python value (Semantic Kernel's
`gen_ai.tool.call.result`), or only in the messages fed back to the model, as JSON inside a JSON string (OpenLIT).
And a tool argument is read as its producer wrote it on both paths: an all-digit text stays a string, a whole number
a number, an argument left unset none (Logfire).
The fixtures are the producer conversations real libraries played (`tests/conformance/heldout*/`)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from miner.config import MinerConfig
from miner.model import Session
from miner.signals.error import ErrorDetector
from tests.clickhouse.conftest import bad_ones, dumped, from_files, pushed_down, stored

HELDOUT = Path(__file__).parents[1] / "conformance" / "heldout"
HELDOUT2 = Path(__file__).parents[1] / "conformance" / "heldout2"
HELDOUT3 = Path(__file__).parents[1] / "conformance" / "heldout3"


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


def test_a_whole_number_beside_a_scrubbed_argument_is_the_number_the_model_asked_for_on_both_paths(
        tmp_path: Path) -> None:
    """Logfire writes the refund's `amount` 5.0 as a number and scrubs the `reason` beside it; the ClickHouse
    exporter keeps the number as the text '5'. The scrubbed argument, read as none, does not keep the call from
    the model's request that types the text back."""
    sessions, source = loaded(HELDOUT3 / "logfire", tmp_path)
    refunds = [call.args for session in sessions if session.session_id == "vending-03" for turn in session.turns
               for call in turn.tool_calls if call.name == "issue_refund"]
    assert refunds and all(args["amount"] == 5.0 and args["reason"] is None for args in refunds), refunds
    through_clickhouse = [call.args for session in pushed_down(source) if session.session_id == "vending-03"
                          for turn in session.turns for call in turn.tool_calls if call.name == "issue_refund"]
    assert through_clickhouse == refunds and all(type(args["amount"]) is float for args in through_clickhouse)


def test_an_argument_left_at_its_default_none_is_no_argument() -> None:
    """Logfire writes an optional argument the call left unset as the text `null`, its schema typed `null`."""
    spans = gzip.decompress((HELDOUT3 / "logfire" / "spans.jsonl.gz").read_bytes()).decode("utf-8")
    assert '"key":"vehicle_reg","value":{"stringValue":"null"}' in spans.replace(" ", "")
    labels = json.loads((HELDOUT3 / "logfire" / "labels.json").read_text(encoding="utf-8"))
    called = [tool["args"] for session in labels["sessions"] for turn in session["turns"] for tool in turn["tool_calls"]
              if tool["name"] == "lookup_membership"]
    files = from_files(str(HELDOUT3 / "logfire"))
    read = [call.args for session in files for turn in session.turns for call in turn.tool_calls
            if call.name == "lookup_membership"]
    assert any("vehicle_reg" not in args for args in called) and read == called


@pytest.mark.parametrize("producer", ["haystack", "openlit", "semantic-kernel"])
def test_a_failure_reported_inside_a_returned_body_is_found_through_clickhouse(
        producer: str, tmp_path: Path) -> None:
    """An HTTP status beside a body (`{"status_code": 503, "body": ...}`), `ok: false`, `success: false`, as the
    real producer wrote the results its tools returned."""
    sessions, source = loaded(HELDOUT2 / producer, tmp_path)
    in_files = bad_ones(sessions)
    shapes = {item.detail.split("'")[1] for session in in_files for signal in session.signals
              for item in signal.evidence if item.detail.startswith("result ") and "'" in item.detail}
    assert {"status_code", "ok", "success"} <= shapes, shapes
    assert dumped(pushed_down(source)) == dumped(in_files)
    # With no error key or status word to search for, the status code and the flags alone (the patterns) find them.
    only_shapes = {"result_error_words": [], "result_error_keys": [], "result_error_statuses": []}
    config = MinerConfig.model_validate({"signals": {"detectors": ["error"], "error": only_shapes}})
    flagged = bad_ones(sessions, config)
    assert {item.detail for session in flagged for signal in session.signals for item in signal.evidence} \
        >= {"result 'status_code' 503", "result 'ok' is false"}
    assert dumped(pushed_down(source, config)) == dumped(flagged)


def searched(values: list[str], config: MinerConfig, tmp_path: Path) -> list[bool]:
    """Whether the search's test of a result value (`_error_marked`) lets each value through, in chdb."""
    from miner.receivers.clickhouse.client import ChdbClient
    from miner.receivers.clickhouse.sql import _error_marked
    from miner.sample.clickhouse import predicates_for

    client = ChdbClient(str(tmp_path / "store"))
    try:
        answer = client.query(f"SELECT {_error_marked('v')} FROM (SELECT arrayJoin({{values:Array(String)}}) AS v)",
                              {**predicates_for(config.signals).parameters(), "values": values})
    finally:
        client.close()
    return [bool(row[0]) for row in answer.rows]


@pytest.mark.parametrize("keys", ["all", "shapes only"])
def test_the_search_lets_through_every_result_the_detector_counts_as_failed(keys: str, tmp_path: Path) -> None:
    """Each shape's failed results, as a span holds them: JSON, JSON inside a JSON string (a result fed back to a
    model), a Python value (`str()` of a dict); with the error keys and statuses emptied, the patterns alone."""
    from miner.signals.result_shapes import SHAPES

    error = {} if keys == "all" else {"result_error_words": [], "result_error_keys": [], "result_error_statuses": []}
    config = MinerConfig.model_validate({"signals": {"detectors": ["error"], "error": error}})
    detector = ErrorDetector(config.signals.error)
    failing = [example for shape in SHAPES for example in shape.fires if detector._result_failure(example)]
    assert len(failing) >= (20 if keys == "all" else 10)
    written = [form for example in failing
               for form in (json.dumps(example), json.dumps(json.dumps(example)), str(example))]
    assert all(searched(written, config, tmp_path)), [
        value for value, found in zip(written, searched(written, config, tmp_path), strict=True) if not found]
