"""An application's own JSON-lines logs: the default shape, a declared custom mapping, and bad lines."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from miner.config import MinerConfig, load_config
from miner.diagnostics import Diagnostics
from miner.errors import ConfigError
from miner.ingest import IngestReport, read_sessions
from miner.receivers import ShapeError
from miner.receivers.app_logs import AppLogLine, parse_time
from tests.logs.helpers import demo_files, outline, sessions_of


def _write(path: Path, lines: list[object]) -> Path:
    path.write_text("".join((line if isinstance(line, str) else json.dumps(line)) + "\n" for line in lines))
    return path


def test_default_shape_gives_the_sessions_the_spans_give(tmp_path: Path) -> None:
    from_spans = sessions_of([str(demo_files(tmp_path / "spans", 20, spans=True, logs=False))])
    from_app = sessions_of([str(demo_files(tmp_path / "app", 20, spans=False, logs=False, app_logs=True))])
    assert set(from_app) == set(from_spans)
    for session_id, session in from_spans.items():
        assert outline(from_app[session_id], failed_results=False) == outline(session, failed_results=False)
        assert from_app[session_id].user_id == session.user_id
    assert any(call.status == "error" for session in from_app.values() for turn in session.turns
               for call in turn.tool_calls)
    assert any(turn.feedback for session in from_app.values() for turn in session.turns)


def test_every_default_line_the_demo_writes_is_valid_against_the_line_model(tmp_path: Path) -> None:
    folder = demo_files(tmp_path, 10, spans=False, logs=False, app_logs=True)
    lines = [json.loads(line) for path in folder.glob("*.jsonl") for line in path.read_text().splitlines()]
    assert lines and all(AppLogLine.model_validate(line) for line in lines)
    assert {line["event"] for line in lines} >= {"user_message", "agent_message", "tool_call", "tool_result"}


def test_a_custom_mapping_declared_in_miner_toml(tmp_path: Path) -> None:
    (tmp_path / "miner.toml").write_text('''
[app_logs]
time = "@timestamp"
session_id = "ctx.conversation"
user_id = "ctx.customer"
event = "kind"
text = "payload.message"
tool = "payload.function"
call_id = "payload.invocation"
args = "payload.params"
result = "payload.output"
error = "payload.failure"
rating = "payload.stars"

[app_logs.events]
user_message = ["chat.in", "chat.user"]
agent_message = "chat.out"
tool_call = "fn.start"
tool_result = "fn.end"
feedback = "survey"
''')
    config, _ = load_config(start=tmp_path)
    ms = 1_764_000_000_000

    def line(offset: int, kind: str, **payload: object) -> dict[str, object]:
        return {"@timestamp": ms + offset, "kind": kind, "ctx": {"conversation": "T-1", "customer": "u7"},
                "payload": payload}

    logs = _write(tmp_path / "service.log.jsonl", [
        line(0, "chat.user", message="Book a table for two"),
        line(10, "fn.start", function="book", invocation="i1", params={"people": 2}),
        line(20, "fn.end", invocation="i1", output={"table": 12}),
        line(30, "chat.out", message="Table 12 is yours."),
        line(40, "chat.in", message="Move it to 9pm"),
        line(50, "fn.start", function="move", invocation="i2", params='{"time": "21:00"}'),
        line(60, "fn.end", function="move", invocation="i2", failure="no slot"),
        line(70, "chat.out", message="Sorry, 9pm is full."),
        line(80, "survey", stars=1, message="meh"),
    ])
    session = sessions_of([str(logs)], config=config)["T-1"]
    assert session.user_id == "u7"
    assert session.started_at.timestamp() == ms / 1000
    assert [(turn.user_text, turn.final_response) for turn in session.turns] == [
        ("Book a table for two", "Table 12 is yours."), ("Move it to 9pm", "Sorry, 9pm is full.")]
    assert [(call.name, call.args, call.result, call.status, call.error) for call in session.turns[0].tool_calls] \
        == [("book", {"people": 2}, {"table": 12}, "ok", None)]
    assert [(call.name, call.args, call.status, call.error) for call in session.turns[1].tool_calls] == [
        ("move", {"time": "21:00"}, "error", "no slot")]
    assert [(fb.score, fb.explanation) for fb in session.turns[1].feedback] == [(1.0, "meh")]


def test_tool_results_without_call_ids_pair_with_the_open_call_of_their_tool(tmp_path: Path) -> None:
    base = {"session_id": "s"}
    logs = _write(tmp_path / "app.jsonl", [
        {**base, "ts": "2026-11-20T10:00:00Z", "event": "user_message", "text": "Check 1 and 2"},
        {**base, "ts": "2026-11-20T10:00:01Z", "event": "tool_call", "tool": "lookup", "args": {"id": 1}},
        {**base, "ts": "2026-11-20T10:00:02Z", "event": "tool_call", "tool": "stock", "args": {"id": 2}},
        {**base, "ts": "2026-11-20T10:00:03Z", "event": "tool_result", "tool": "stock", "result": "in stock"},
        {**base, "ts": "2026-11-20T10:00:04Z", "event": "tool_result", "result": "found"},
        {**base, "ts": "2026-11-20T10:00:05Z", "event": "agent_message", "text": "Both fine."},
    ])
    calls = sessions_of([str(logs)])["s"].turns[0].tool_calls
    assert [(call.name, call.args, call.result) for call in calls] == [
        ("lookup", {"id": 1}, "found"), ("stock", {"id": 2}, "in stock")]


def test_lines_the_mapping_cannot_place_are_reported_with_file_and_line(tmp_path: Path) -> None:
    good = {"ts": 1_764_000_000, "session_id": "s1", "event": "user_message", "text": "hello"}
    logs = _write(tmp_path / "app.jsonl", [
        good,
        {**good, "session_id": None, "text": "no session"},
        {**good, "event": "debug"},
        {**good, "ts": "yesterday"},
        {**good, "ts": None},
        {**good, "event": "agent_message", "text": None},
        {**good, "event": "tool_result", "text": None},
        '{"ts": 1764000001, "session_id": "s1", "event": "agent_me',
        {"ts": 1_764_000_002, "session_id": "s1", "event": "agent_message", "text": "hi there"},
    ])
    messages: list[str] = []

    class Stream:
        def write(self, text: str) -> None:
            messages.append(text)

    diagnostics = Diagnostics(stream=Stream())  # type: ignore[arg-type]
    session = sessions_of([str(logs)], diagnostics=diagnostics)["s1"]
    assert [(turn.user_text, turn.final_response) for turn in session.turns] == [("hello", "hi there")]
    assert diagnostics.counts == {"bad record": 6, "bad line": 1}
    warnings = "".join(messages)
    for number in (2, 3, 4, 5, 6, 7, 8):
        assert f"app.jsonl:{number}:" in warnings
    assert "no session id in field 'session_id'" in warnings
    assert "no session" not in warnings.replace("no session id", "")  # never the line's content
    assert "yesterday" not in warnings and "debug" not in warnings


def test_a_mapping_with_an_unknown_key_is_refused(tmp_path: Path) -> None:
    (tmp_path / "miner.toml").write_text('[app_logs]\nsession = "sid"\n')
    with pytest.raises(ConfigError, match=r"app_logs\.session"):
        load_config(start=tmp_path)
    assert MinerConfig().app_logs.session_id == "session_id"


@pytest.mark.parametrize(("value", "expected"), [
    ("2026-11-23T09:15:02Z", 1_795_425_302_000_000_000),
    ("2026-11-23T10:15:02.5+01:00", 1_795_425_302_500_000_000),
    ("2026-11-23 09:15:02", 1_795_425_302_000_000_000),
    (1_795_425_302, 1_795_425_302_000_000_000),
    (1_795_425_302.5, 1_795_425_302_500_000_000),
    (1_795_425_302_000, 1_795_425_302_000_000_000),
    ("1795425302000000", 1_795_425_302_000_000_000),
    ("1795425302000000001", 1_795_425_302_000_000_001),
])
def test_times_are_iso_8601_or_epoch_numbers(value: object, expected: int) -> None:
    assert parse_time(value, "ts") == expected


@pytest.mark.parametrize("value", [None, "", "soon", True, {"t": 1}])
def test_a_time_that_is_not_one_is_a_shape_error(value: object) -> None:
    with pytest.raises(ShapeError, match="'ts'"):
        parse_time(value, "ts")


def test_a_user_back_after_the_session_went_idle_is_read_not_dropped(tmp_path: Path) -> None:
    """Lines keep coming after `session_idle`: they are a new turn of the same session, never dropped."""
    def line(ts: str, event: str, text: str) -> dict[str, object]:
        return {"ts": ts, "session_id": "s", "event": event, "text": text}

    logs = _write(tmp_path / "app.jsonl", [
        line("2026-11-20T10:00:00Z", "user_message", "first"),
        line("2026-11-20T10:00:05Z", "agent_message", "one"),
        {"ts": "2026-11-20T12:00:00Z", "session_id": "other", "event": "user_message", "text": "filler"},
        {"ts": "2026-11-20T16:00:00Z", "session_id": "other", "event": "agent_message", "text": "filler"},
        line("2026-11-20T16:30:00Z", "user_message", "back again"),
        line("2026-11-20T16:30:05Z", "agent_message", "two"),
    ])
    diagnostics = Diagnostics(stream=None)
    report = IngestReport()
    parts = [session for session in read_sessions([str(logs)], MinerConfig(), diagnostics, report=report)
             if session.session_id == "s"]
    # One session, whatever the pause: its id says it is the same conversation.
    assert [[turn.user_text for turn in part.turns] for part in parts] == [["first", "back again"]]


def test_a_tool_result_in_the_next_rotated_file_joins_its_call(tmp_path: Path) -> None:
    base = {"session_id": "s"}
    _write(tmp_path / "app-0000.jsonl", [
        {**base, "ts": "2026-11-20T10:00:00Z", "event": "user_message", "text": "Track it"},
        {**base, "ts": "2026-11-20T10:00:01Z", "event": "tool_call", "tool": "track", "args": {"id": 5}},
    ])
    _write(tmp_path / "app-0001.jsonl", [
        {**base, "ts": "2026-11-20T10:00:02Z", "event": "tool_result", "tool": "track", "result": "Friday"},
        {**base, "ts": "2026-11-20T10:00:03Z", "event": "agent_message", "text": "Friday."},
    ])
    calls = sessions_of([str(tmp_path)])["s"].turns[0].tool_calls
    assert [(call.name, call.args, call.result) for call in calls] == [("track", {"id": 5}, "Friday")]
