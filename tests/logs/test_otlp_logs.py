"""OTLP/JSON logs carrying GenAI events, written by the real OpenTelemetry SDK, become the same sessions as spans.

No GenAI instrumentation package (openai-v2, google-genai) is on the package registry this project uses, so
the events are emitted here through the SDK's own LoggerProvider, in the shapes those instrumentations use.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from opentelemetry import trace
from opentelemetry._logs import SeverityNumber

from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.ingest import IngestReport, read_sessions
from tests.logs.helpers import demo_files, otlp_logs, outline, sessions_of

T0 = 1_795_000_000_000_000_000
SECOND = 1_000_000_000


def _messages(*items: tuple[str, str]) -> list[dict[str, object]]:
    return [{"role": role, "parts": [{"type": "text", "content": text}]} for role, text in items]


@pytest.fixture(scope="module")
def demo_kinds(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The same 20 demo conversations as spans only, logs only, and spans plus logs (SPAN_AND_EVENT)."""
    root = tmp_path_factory.mktemp("demo")
    return {
        "spans": demo_files(root / "spans", 20, spans=True, logs=False),
        "logs": demo_files(root / "logs", 20, spans=False, logs=True),
        "both": demo_files(root / "both", 20, spans=True, logs=True),
    }


def test_logs_only_give_the_sessions_the_spans_give(demo_kinds: dict[str, Path]) -> None:
    from_spans = sessions_of([str(demo_kinds["spans"])])
    from_logs = sessions_of([str(demo_kinds["logs"])])
    assert set(from_logs) == set(from_spans) and len(from_spans) == 20
    for session_id, session in from_spans.items():
        assert outline(from_logs[session_id]) == outline(session), session_id
        assert from_logs[session_id].user_id == session.user_id
    failed = [call for session in from_logs.values() for turn in session.turns for call in turn.tool_calls
              if call.status == "error"]
    assert failed, "the demo's tool failures must survive the trip through logs"


def test_spans_and_events_together_count_nothing_twice(demo_kinds: dict[str, Path]) -> None:
    from_spans = sessions_of([str(demo_kinds["spans"])])
    report = IngestReport()
    from_both = sessions_of([str(demo_kinds["both"])], report=report)
    assert report.records > sum(1 for _ in demo_kinds["spans"].glob("*.jsonl"))
    for session_id, session in from_spans.items():
        assert outline(from_both[session_id]) == outline(session), session_id
        assert len(from_both[session_id].feedback) == len(session.feedback)


def test_log_batches_delivered_twice_are_read_once(demo_kinds: dict[str, Path], tmp_path: Path) -> None:
    """At-least-once delivery: a retried export repeats its batch; every record is then seen once."""
    retried = tmp_path / "retried.jsonl"
    with retried.open("w") as out:
        for path in sorted(demo_kinds["logs"].glob("*.jsonl")):
            for line in path.read_text().splitlines():
                out.write(f"{line}\n{line}\n")
    report = IngestReport()
    twice = sessions_of([str(retried)], report=report)
    once = sessions_of([str(demo_kinds["logs"])])
    assert report.assembly.duplicates == report.records // 2
    assert {key: outline(value) for key, value in twice.items()} == {key: outline(value) for key, value in once.items()}


def test_deprecated_message_events_become_turns_tool_calls_and_answers(tmp_path: Path) -> None:
    """The per-message events of older instrumentations, content in the body, replaying the history."""
    with otlp_logs(tmp_path) as (logger, tracer, paths):
        def call(start: int, inputs: list[tuple[str, dict[str, object]]], choice: dict[str, object]) -> None:
            span = tracer.start_span("chat gpt-4o", start_time=start)
            context = trace.set_span_in_context(span)
            for offset, (event, body) in enumerate(inputs):
                logger.emit(timestamp=start + offset, context=context, event_name=event, body=body,
                            attributes={"gen_ai.system": "openai"}, severity_number=SeverityNumber.INFO)
            logger.emit(timestamp=start + SECOND, context=context, event_name="gen_ai.choice", body=choice,
                        attributes={"gen_ai.system": "openai", "gen_ai.conversation.id": "conv-1"})
            span.end(end_time=start + SECOND)

        ask = ("gen_ai.user.message", {"content": "Where is order 42?"})
        lookup = {"id": "call_1", "type": "function",
                  "function": {"name": "lookup_order", "arguments": '{"order_id": "42"}'}}
        call(T0, [("gen_ai.system.message", {"content": "Be brief."}), ask],
             {"index": 0, "finish_reason": "tool_calls", "message": {"role": "assistant", "tool_calls": [lookup]}})
        call(T0 + 2 * SECOND, [ask, ("gen_ai.assistant.message", {"tool_calls": [lookup]}),
                               ("gen_ai.tool.message", {"id": "call_1", "content": '{"status": "shipped"}'})],
             {"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": "It has shipped."}})
        thanks = ("gen_ai.user.message", {"content": "Thanks! And order 43?"})
        call(T0 + 60 * SECOND, [ask, ("gen_ai.assistant.message", {"content": "It has shipped."}), thanks],
             {"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": "Also shipped."}})
        call(T0 + 90 * SECOND, [ask, ("gen_ai.assistant.message", {"content": "It has shipped."}), thanks,
                                ("gen_ai.assistant.message", {"content": "Also shipped."}),
                                ("gen_ai.user.message", {"content": "Bye"})],
             {"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": "Goodbye!"}})
    assert len(paths) == 1
    # Records of one conversation spread over several traces are joined by their conversation id.
    sessions = sessions_of([str(tmp_path)])
    assert list(sessions) == ["conv-1"]
    turns = sessions["conv-1"].turns
    assert [turn.user_text for turn in turns] == ["Where is order 42?", "Thanks! And order 43?", "Bye"]
    assert [turn.final_response for turn in turns] == ["It has shipped.", "Also shipped.", "Goodbye!"]
    assert [(call.name, call.call_id, call.args, call.result) for call in turns[0].tool_calls] == [
        ("lookup_order", "call_1", {"order_id": "42"}, {"status": "shipped"})]
    assert sessions["conv-1"].app_name == "shop-assistant"


def test_records_without_trace_group_by_session_and_unplaced_ones_are_reported(tmp_path: Path) -> None:
    with otlp_logs(tmp_path) as (logger, _, _paths):
        for index, session in enumerate(["s-a", "s-b", "s-a"]):
            logger.emit(timestamp=T0 + index * SECOND, event_name="gen_ai.client.inference.operation.details",
                        attributes={"session.id": session,
                                    "gen_ai.input.messages": _messages(("user", f"question {index}")),
                                    "gen_ai.output.messages": _messages(("assistant", f"answer {index}"))})
        logger.emit(timestamp=T0, event_name="gen_ai.client.inference.operation.details",
                    attributes={"gen_ai.input.messages": _messages(("user", "lost"))})
        logger.emit(timestamp=T0, body="GET /health 200", severity_number=SeverityNumber.INFO)
    diagnostics = Diagnostics(stream=None)
    report = IngestReport()
    sessions = sessions_of([str(tmp_path)], diagnostics=diagnostics, report=report)
    assert {key: [turn.user_text for turn in value.turns] for key, value in sessions.items()} == {
        "s-a": ["question 0", "question 2"], "s-b": ["question 1"]}
    assert diagnostics.counts["unplaced log record"] == 1
    assert report.ignored_log_records == 1


def test_error_records_and_evaluations_join_the_turn_of_their_span(tmp_path: Path) -> None:
    with otlp_logs(tmp_path) as (logger, tracer, _paths):
        root = tracer.start_span("invoke_agent shop", start_time=T0)
        context = trace.set_span_in_context(root)
        chat = tracer.start_span("chat m", context=context, start_time=T0)
        logger.emit(timestamp=T0 + 1, context=trace.set_span_in_context(chat),
                    event_name="gen_ai.client.inference.operation.details",
                    attributes={"gen_ai.conversation.id": "c-9",
                                "gen_ai.input.messages": _messages(("user", "refund please")),
                                "gen_ai.output.messages": _messages(("assistant", "Something failed."))})
        chat.end(end_time=T0 + 2)
        tool = tracer.start_span("execute_tool refund", context=context, start_time=T0 + 3)
        logger.emit(timestamp=T0 + 4, context=trace.set_span_in_context(tool), severity_number=SeverityNumber.ERROR,
                    body="refund failed", attributes={"exception.type": "GatewayTimeout",
                                                      "exception.message": "no answer in 30s"})
        tool.end(end_time=T0 + 5)
        logger.emit(timestamp=T0 + 6, context=context, event_name="gen_ai.evaluation.result",
                    attributes={"gen_ai.evaluation.name": "user_feedback", "gen_ai.evaluation.score.value": -1.0,
                                "gen_ai.evaluation.score.label": "thumbs_down"})
        root.end(end_time=T0 + 7)
    session = sessions_of([str(tmp_path)])["c-9"]
    assert len(session.turns) == 1
    turn = session.turns[0]
    assert [(error.type, error.message) for error in turn.errors] == [("GatewayTimeout", "no answer in 30s")]
    assert [(fb.score, fb.label, fb.source) for fb in turn.feedback] == [(-1.0, "thumbs_down", "log")]
    assert session.feedback == []


def test_bad_lines_and_records_are_reported_and_the_rest_is_read(tmp_path: Path) -> None:
    with otlp_logs(tmp_path, prefix="good") as (logger, _, paths):
        logger.emit(timestamp=T0, event_name="gen_ai.client.inference.operation.details",
                    attributes={"session.id": "ok", "gen_ai.input.messages": _messages(("user", "hello")),
                                "gen_ai.output.messages": _messages(("assistant", "hi"))})
    good = paths[0].read_text().splitlines()[0]
    broken = json.loads(good)
    broken["resourceLogs"][0]["scopeLogs"][0]["logRecords"][0]["traceId"] = "not-an-id!"
    bad_value = json.loads(good)
    bad_value["resourceLogs"][0]["scopeLogs"][0]["logRecords"][0]["attributes"][0]["value"] = "plain"
    mixed = tmp_path / "mixed.jsonl"
    mixed.write_text("\n".join([good[: len(good) // 2], json.dumps(broken), json.dumps(bad_value),
                                json.dumps({"unrelated": True}), good]) + "\n")
    paths[0].unlink()
    diagnostics = Diagnostics(stream=None)
    sessions = sessions_of([str(mixed)], diagnostics=diagnostics)
    assert [turn.final_response for turn in sessions["ok"].turns] == ["hi"]
    assert diagnostics.counts == {"bad line": 1, "bad log record": 2, "unknown record": 1}


def test_span_and_event_capture_of_one_call_counts_each_message_once(tmp_path: Path) -> None:
    """SPAN_AND_EVENT: a model call carries its messages and also logs them; the turn holds each once."""
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor

    from miner.demo.exporter import OtlpJsonLinesSpanExporter

    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(OtlpJsonLinesSpanExporter(tmp_path, prefix="spans")))
    tracer = provider.get_tracer("test")
    history = _messages(("user", "Cancel order 7"))
    check = {"role": "assistant", "parts": [{"type": "text", "content": "Let me check that order."},
                                            {"type": "tool_call", "id": "c1", "name": "cancel",
                                             "arguments": {"order": "7"}}]}
    done = _messages(("assistant", "Order 7 is cancelled."))[0]
    result = {"role": "tool", "parts": [{"type": "tool_call_response", "id": "c1", "response": {"ok": True}}]}
    with otlp_logs(tmp_path) as (logger, _, _paths):
        for index, (inputs, output) in enumerate([(history, check), ([*history, check, result], done)]):
            start = T0 + index * SECOND
            span = tracer.start_span("chat m", start_time=start, attributes={
                "gen_ai.operation.name": "chat", "gen_ai.conversation.id": "both-1",
                "gen_ai.input.messages": json.dumps(inputs), "gen_ai.output.messages": json.dumps([output])})
            logger.emit(timestamp=start + 1, context=trace.set_span_in_context(span),
                        event_name="gen_ai.client.inference.operation.details",
                        attributes={"gen_ai.conversation.id": "both-1", "gen_ai.input.messages": inputs,
                                    "gen_ai.output.messages": [output]})
            span.end(end_time=start + 2)
    provider.shutdown()
    turns = sessions_of([str(tmp_path)])["both-1"].turns
    assert len(turns) == 1
    assert turns[0].intermediate_texts == ["Let me check that order."]
    assert turns[0].final_response == "Order 7 is cancelled."
    assert [(call.name, call.args, call.result) for call in turns[0].tool_calls] == [
        ("cancel", {"order": "7"}, {"ok": True})]


def test_records_without_trace_from_a_user_back_after_idle_are_read_not_late(tmp_path: Path) -> None:
    hour = 3600 * SECOND
    with otlp_logs(tmp_path) as (logger, _, _paths):
        for offset, session, text in [(0, "r", "first"), (3 * hour, "filler", "x"), (5 * hour, "r", "again")]:
            logger.emit(timestamp=T0 + offset, event_name="gen_ai.client.inference.operation.details",
                        attributes={"session.id": session, "gen_ai.input.messages": _messages(("user", text)),
                                    "gen_ai.output.messages": _messages(("assistant", "ok"))})
    report = IngestReport()
    parts = [session for session in read_sessions([str(tmp_path)], MinerConfig(), Diagnostics(stream=None),
                                                  report=report) if session.session_id == "r"]
    assert [[turn.user_text for turn in part.turns] for part in parts] == [["first", "again"]]
    assert len(parts[0].trace_ids) == 2  # a trace per idle period, one session by its id
