"""Ingestion end to end on traces written by the real OpenTelemetry SDK."""

from __future__ import annotations

import gzip
import json
import shutil
from datetime import UTC, datetime
from pathlib import Path

import pytest

from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.errors import SourceError
from miner.ingest import IngestReport, read_sessions
from miner.mappers import producers
from miner.model import Session
from tests.ingest.sdk import GenAITracer, text, two_turn_session


def read(paths: list[Path | str], **kwargs: object) -> tuple[list[Session], Diagnostics, IngestReport]:
    diagnostics = Diagnostics(stream=None)
    report = IngestReport()
    sessions = list(read_sessions([str(path) for path in paths], MinerConfig(), diagnostics, report=report,
                                  **kwargs))  # type: ignore[arg-type]
    return sessions, diagnostics, report


def test_a_conversation_over_two_traces_and_several_files_is_one_session(tmp_path: Path) -> None:
    files = two_turn_session(tmp_path / "spans")
    assert len(files) > 1, "the spans should be spread over several files"
    [session], diagnostics, _ = read([tmp_path / "spans"])
    assert session.session_id == "conv-1"
    assert len(session.trace_ids) == 2
    first, second = session.turns
    assert first.user_text == "Where is order A-17?"
    assert [(c.name, c.args, c.result, c.status) for c in first.tool_calls] == [
        ("lookup_order", {"order_id": "A-17"}, {"status": "shipped"}, "ok")]
    assert first.final_response == "Order A-17 has shipped."
    assert second.user_text == "Refund it please."
    [refund] = second.tool_calls
    assert (refund.name, refund.args, refund.status, refund.error) == (
        "issue_refund", {"order_id": "A-17", "amount": 20}, "error", "payments down")
    assert second.final_response == "Sorry, the refund failed."
    assert diagnostics.total == 0


def test_duplicated_spans_count_once_and_children_may_come_first(tmp_path: Path) -> None:
    two_turn_session(tmp_path / "spans", lines_per_file=None)
    [original] = (tmp_path / "spans").glob("*.jsonl")
    lines = original.read_text().splitlines()
    # Children end (and are exported) first; put every root before its children, and deliver all twice.
    original.write_text("\n".join(reversed(lines)) + "\n")
    shutil.copy(original, tmp_path / "spans" / "again.jsonl")
    [session], _, report = read([tmp_path / "spans"])
    assert len(session.turns) == 2
    assert [c.name for c in session.turns[0].tool_calls] == ["lookup_order"]
    assert report.assembly.duplicates == len(lines)


def test_gzip_and_pretty_printed_documents_are_read(tmp_path: Path) -> None:
    two_turn_session(tmp_path / "spans", lines_per_file=None)
    [original] = (tmp_path / "spans").glob("*.jsonl")
    lines = original.read_text().splitlines()
    half = len(lines) // 2
    gz = tmp_path / "in" / "part-1.jsonl.gz"
    gz.parent.mkdir()
    gz.write_bytes(gzip.compress(("\n".join(lines[:half]) + "\n").encode()))
    merged = {"resourceSpans": [rs for line in lines[half:] for rs in json.loads(line)["resourceSpans"]]}
    (tmp_path / "in" / "part-2.json").write_text(json.dumps(merged, indent=2))
    [session], diagnostics, _ = read([tmp_path / "in"])
    assert [turn.user_text for turn in session.turns] == ["Where is order A-17?", "Refund it please."]
    assert diagnostics.total == 0


def test_bad_lines_are_warned_with_file_and_line_and_the_rest_is_read(tmp_path: Path,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    two_turn_session(tmp_path / "spans", lines_per_file=None)
    [original] = (tmp_path / "spans").glob("*.jsonl")
    lines = original.read_text().splitlines()
    secret = "Jane Roe lives at 1 Elm St"
    bad = [
        lines[0][: len(lines[0]) // 2],  # truncated
        '{"resourceSpans": "not a list", "note": "' + secret + '"}',  # wrong shape
        json.dumps({"resourceSpans": [{"scopeSpans": [{"spans": [{"traceId": "ab" * 16, "spanId": "cd" * 8,
                    "attributes": [{"key": "k", "value": {"weirdValue": secret}}]}]}]}]}),  # unknown type
    ]
    body = b"\n".join([lines[0].encode(), *(line.encode() for line in bad), b"\xff\xfe" + secret.encode(),
                       *(line.encode() for line in lines[1:])]) + b"\n"
    original.write_bytes(body)
    diagnostics = Diagnostics()
    sessions = list(read_sessions([str(original)], MinerConfig(), diagnostics))
    assert len(sessions) == 1 and len(sessions[0].turns) == 2
    err = capsys.readouterr().err
    for line_number in (2, 3, 4, 5):
        assert f"{original}:{line_number}:" in err
    assert "truncated" in err and "not valid UTF-8" in err and "unknown attribute type" in err
    assert secret not in err, "warnings must never quote the input"
    assert diagnostics.total == 4


def test_a_bad_span_in_a_batch_costs_only_itself(tmp_path: Path) -> None:
    two_turn_session(tmp_path / "spans", lines_per_file=None)
    [original] = (tmp_path / "spans").glob("*.jsonl")
    batches = [json.loads(line) for line in original.read_text().splitlines()]
    spans = batches[0]["resourceSpans"][0]["scopeSpans"][0]["spans"]
    spans.insert(0, {**spans[0], "spanId": "ef" * 8, "startTimeUnixNano": "-1"})
    spans.insert(1, {**spans[0], "spanId": "ab" * 8, "kind": {"not": "a kind"}})
    original.write_text("".join(json.dumps(batch) + "\n" for batch in batches))
    [session], diagnostics, report = read([original])
    assert [turn.user_text for turn in session.turns] == ["Where is order A-17?", "Refund it please."]
    assert diagnostics.total == 2
    assert report.assembly.spans == sum(len(b["resourceSpans"][0]["scopeSpans"][0]["spans"]) for b in batches) - 2


def test_missing_and_empty_sources_are_errors(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match="no such file"):
        read([tmp_path / "nope"])
    (tmp_path / "empty").mkdir()
    with pytest.raises(SourceError, match="holds no trace files"):
        read([tmp_path / "empty"])
    junk = tmp_path / "junk.jsonl"
    junk.write_text('{"hello": "world"}\n')
    with pytest.raises(SourceError, match="no trace or log records found"):
        read([junk])
    with pytest.raises(SourceError, match="matches no file"):
        read([str(tmp_path / "*.nothing")])


def test_the_window_keeps_sessions_that_started_inside_it(tmp_path: Path) -> None:
    two_turn_session(tmp_path / "a", conversation_id="early")
    [session], _, _ = read([tmp_path / "a"])
    start = session.started_at
    assert read([tmp_path / "a"], since=start)[0] == [session]
    assert read([tmp_path / "a"], since=start.replace(microsecond=start.microsecond + 1))[0] == []
    assert read([tmp_path / "a"], until=start)[0] == []
    assert read([tmp_path / "a"], since=datetime(2000, 1, 1, tzinfo=UTC), until=session.ended_at)[0] == [session]


def test_a_trace_without_conversation_id_is_its_own_session(tmp_path: Path) -> None:
    tracer = GenAITracer(tmp_path)
    for question in ("one?", "two?"):
        with tracer.turn(None) as ctx:
            tracer.chat(ctx, [text("user", question)], [text("assistant", "ok")])
    tracer.close()
    sessions, _, _ = read([tmp_path])
    assert sorted(s.turns[0].user_text for s in sessions) == ["one?", "two?"]
    assert all(s.session_id == s.trace_ids[0] for s in sessions)


def test_deprecated_message_events_and_evaluation_feedback(tmp_path: Path) -> None:
    tracer = GenAITracer(tmp_path)
    with tracer.turn("legacy") as ctx:
        tracer.chat(ctx, [], None, events=[
            ("gen_ai.system.message", {"content": "Be brief."}),
            ("gen_ai.user.message", {"content": "Cancel my plan"}),
            ("gen_ai.choice", {"index": 0, "finish_reason": "tool_calls", "message": json.dumps({"role": "assistant"}),
                               "tool_calls": json.dumps([{"id": "x1", "type": "function", "function": {
                                   "name": "cancel_plan", "arguments": "{\"plan\": \"pro\"}"}}])}),
        ])
        tracer.chat(ctx, [], None, events=[
            ("gen_ai.user.message", {"content": "Cancel my plan"}),
            ("gen_ai.tool.message", {"id": "x1", "content": "{\"cancelled\": true}"}),
            ("gen_ai.choice", {"index": 0, "message": json.dumps({"role": "assistant", "content": "Done."})}),
            ("gen_ai.evaluation.result", {"gen_ai.evaluation.name": "user_feedback",
                                          "gen_ai.evaluation.score.value": -1.0,
                                          "gen_ai.evaluation.score.label": "thumbs_down"}),
        ])
    tracer.close()
    [session], _, _ = read([tmp_path])
    [turn] = session.turns
    assert turn.user_text == "Cancel my plan"
    assert [(c.name, c.args, c.result) for c in turn.tool_calls] == [("cancel_plan", {"plan": "pro"},
                                                                       {"cancelled": True})]
    assert turn.final_response == "Done."
    assert [(f.label, f.score) for f in turn.feedback] == [("thumbs_down", -1.0)]


def test_traces_without_content_say_how_to_turn_it_on_once(tmp_path: Path) -> None:
    tracer = GenAITracer(tmp_path)
    for conversation in ("a", "b"):
        with tracer.turn(conversation) as ctx:
            tracer.chat(ctx, [], None)
    tracer.close()
    sessions, diagnostics, report = read([tmp_path])
    assert len(sessions) == 2 and not any(s.content_captured for s in sessions)
    # No library's scope: the OpenTelemetry GenAI instrumentations' switch, as the genai mapper declares it.
    [genai] = [producer for name, producer in producers() if name == "genai" and not producer.scopes]
    assert diagnostics.notes == [f"the traces of 2 session(s) hold no message content: {genai.to_capture}"]
    assert report.sessions_without_content == 2


def test_a_warning_never_quotes_a_key_of_the_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    email = "jane.roe@example.org"
    span = {"traceId": "ab" * 16, "spanId": "cd" * 8, "attributes": [{"key": "k", "value": {email: "x"}}]}
    path = tmp_path / "spans.jsonl"
    path.write_text(json.dumps({"resourceSpans": [{"scopeSpans": [{"spans": [span]}]}]}) + "\n")
    with pytest.raises(SourceError):  # its only record was unreadable
        list(read_sessions([str(path)], MinerConfig(), Diagnostics()))
    err = capsys.readouterr().err
    assert f"{path}:1:" in err and "unknown attribute type" in err and email not in err
