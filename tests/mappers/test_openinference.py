"""OpenInference spans made by the real OpenTelemetry SDK, written as OTLP/JSON, read back as one session."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from opentelemetry import trace
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.trace import Link, Status, StatusCode, Tracer

from miner.config import MinerConfig
from miner.demo.exporter import OtlpJsonLinesSpanExporter
from miner.diagnostics import Diagnostics
from miner.ingest import read_sessions
from miner.mappers.openinference import OpenInferenceConvention, unflatten
from miner.model import Session
from miner.receivers.records import SpanRecord

SESSION = {"session.id": "conv-42", "user.id": "customer-7"}


def flat(prefix: str, messages: list[dict[str, Any]]) -> dict[str, Any]:
    """OpenInference flattening: `prefix.N.message.key`, nested lists indexed the same way."""
    attributes: dict[str, Any] = {}

    def put(path: str, value: Any) -> None:
        if isinstance(value, dict):
            for key, inner in value.items():
                put(f"{path}.{key}", inner)
        elif isinstance(value, list) and value and isinstance(value[0], dict):
            for index, inner in enumerate(value):
                put(f"{path}.{index}", inner)
        else:
            attributes[path] = value

    for index, message in enumerate(messages):
        put(f"{prefix}.{index}", message)
    return attributes


def tool_call(call_id: str, name: str, args: dict[str, Any]) -> dict[str, Any]:
    return {"tool_call": {"id": call_id, "function": {"name": name, "arguments": json.dumps(args)}}}


def llm(tracer: Tracer, inputs: list[dict[str, Any]], output: dict[str, Any], **extra: Any) -> None:
    attributes = {"openinference.span.kind": "LLM", "llm.model_name": "gpt-test", **SESSION,
                  **flat("llm.input_messages", [{"message": item} for item in inputs]),
                  **flat("llm.output_messages", [{"message": output}]), **extra}
    with tracer.start_as_current_span("ChatCompletion", attributes=attributes):
        pass


def tool(tracer: Tracer, name: str, call_id: str, args: dict[str, Any], result: Any, error: str | None = None) -> None:
    attributes = {"openinference.span.kind": "TOOL", "tool.name": name, "tool_call.id": call_id,
                  "tool.parameters": json.dumps({"type": "object", "properties": {"order_id": {"type": "string"}}}),
                  "input.value": json.dumps(args), "input.mime_type": "application/json",
                  "output.value": json.dumps(result), "output.mime_type": "application/json", **SESSION}
    with tracer.start_as_current_span(name, attributes=attributes, record_exception=False,
                                      set_status_on_exception=False) as span:
        if error:
            span.record_exception(RuntimeError(error))
            span.set_status(Status(StatusCode.ERROR, error))


def write_conversation(tracer: Tracer) -> trace.SpanContext:
    """Two requests of one conversation (two traces), each a CHAIN root around an AGENT; returns turn 2's root."""
    system = {"role": "system", "content": "You help with orders."}
    first_user = {"role": "user", "content": "Where is my order A-17?"}
    first_call = {"role": "assistant", **{"tool_calls": [tool_call("call-1", "lookup_order", {"order_id": "A-17"})]}}
    first_answer = {"role": "assistant", "content": "Your order A-17 has shipped."}
    with tracer.start_as_current_span("chat", attributes={
        "openinference.span.kind": "CHAIN", **SESSION,
        "input.value": "Where is my order A-17?", "input.mime_type": "text/plain",
        "output.value": "Your order A-17 has shipped.", "output.mime_type": "text/plain",
        "metadata": json.dumps({"channel": "web"}), "tag.tags": ["orders"],
    }), tracer.start_as_current_span("support", attributes={
        "openinference.span.kind": "AGENT", "agent.name": "support", **SESSION,
    }):
        with tracer.start_as_current_span("prepare", attributes={"openinference.span.kind": "CHAIN", **SESSION}):
            pass
        llm(tracer, [system, first_user], first_call)
        tool(tracer, "lookup_order", "call-1", {"order_id": "A-17"}, {"status": "shipped"})
        llm(tracer, [system, first_user, first_call,
                     {"role": "tool", "tool_call_id": "call-1", "content": '{"status": "shipped"}'}], first_answer,
            **{"evaluations.0.evaluation.name": "helpfulness", "evaluations.0.evaluation.score": 0.9,
               "evaluations.0.evaluation.annotator_kind": "LLM"})

    second_user = {"role": "user", "contents": [{"message_content": {"type": "text", "text": "Please refund A-17."}}]}
    second_call = {"role": "assistant", "tool_calls": [tool_call("call-2", "refund_order", {"order_id": "A-17"})]}
    history = [system, first_user, first_call, first_answer, second_user]
    with tracer.start_as_current_span("chat", attributes={
        "openinference.span.kind": "CHAIN", **SESSION,
        "input.value": json.dumps({"input": "Please refund A-17."}), "input.mime_type": "application/json",
    }) as root, tracer.start_as_current_span("support", attributes={
        "openinference.span.kind": "AGENT", "agent.name": "support", **SESSION,
    }):
        llm(tracer, history, second_call)
        tool(tracer, "refund_order", "call-2", {"order_id": "A-17"}, {"error": "refund service unavailable"},
             error="refund service unavailable")
        llm(tracer, [*history, second_call, {"role": "tool", "tool_call_id": "call-2", "content": "failed"}],
            {"role": "assistant", "contents": [
                {"message_content": {"type": "reasoning", "text": "The refund failed."}},
                {"message_content": {"type": "text", "text": "Sorry, I could not refund A-17."}},
            ]})
    return root.get_span_context()


@pytest.fixture
def traces(tmp_path: Path) -> Path:
    provider = TracerProvider(resource=Resource.create({"service.name": "shop-agent"}))
    provider.add_span_processor(SimpleSpanProcessor(OtlpJsonLinesSpanExporter(tmp_path)))
    tracer = provider.get_tracer("openinference.instrumentation.test")
    refund_turn = write_conversation(tracer)
    # The customer's thumbs-down arrives later, as a new span in its own trace linked to the judged one.
    with tracer.start_as_current_span("feedback", context=trace.set_span_in_context(trace.INVALID_SPAN),
                                      links=[Link(refund_turn)], attributes={
        "openinference.span.kind": "EVALUATOR",
        "annotations.0.annotation.name": "user_feedback", "annotations.0.annotation.label": "thumbs_down",
        "annotations.0.annotation.score": 0, "annotations.0.annotation.annotator_kind": "HUMAN",
        "annotations.0.annotation.explanation": "did not get my refund",
    }) as feedback_span:
        assert feedback_span.get_span_context().trace_id != refund_turn.trace_id
    provider.shutdown()
    return tmp_path


def read_back(path: Path) -> tuple[list[Session], Diagnostics]:
    diagnostics = Diagnostics(stream=None)
    return list(read_sessions([str(path)], MinerConfig(), diagnostics)), diagnostics


def test_a_conversation_over_two_traces_is_one_session_of_two_turns(traces: Path) -> None:
    sessions, diagnostics = read_back(traces)

    [session] = sessions
    assert (session.session_id, session.user_id, session.app_name) == ("conv-42", "customer-7", "shop-agent")
    assert session.content_captured and diagnostics.notes == [] and diagnostics.total == 0
    assert len(session.trace_ids) == 2
    first, second = session.turns
    assert [turn.user_text for turn in session.turns] == ["Where is my order A-17?", "Please refund A-17."]
    assert [turn.final_response for turn in session.turns] == [
        "Your order A-17 has shipped.", "Sorry, I could not refund A-17."]
    assert {turn.agent_name for turn in session.turns} == {"support"}

    [lookup] = first.tool_calls
    assert (lookup.name, lookup.call_id, lookup.args, lookup.result, lookup.status) == (
        "lookup_order", "call-1", {"order_id": "A-17"}, {"status": "shipped"}, "ok")
    [refund] = second.tool_calls
    assert (refund.name, refund.call_id, refund.args, refund.status, refund.error) == (
        "refund_order", "call-2", {"order_id": "A-17"}, "error", "refund service unavailable")
    assert refund.result == {"error": "refund service unavailable"}
    assert second.intermediate_texts == []


def test_a_later_negative_annotation_lands_on_the_turn_it_judges(traces: Path) -> None:
    [session], _ = read_back(traces)

    first, second = session.turns
    assert session.feedback == []
    assert [(item.name, item.score, item.source) for item in first.feedback] == [("helpfulness", 0.9, "trace:llm")]
    [feedback] = second.feedback
    assert (feedback.name, feedback.label, feedback.score, feedback.source) == (
        "user_feedback", "thumbs_down", 0.0, "trace:human")
    assert feedback.explanation == "did not get my refund"


@pytest.mark.parametrize(("value", "mime_type", "expected"), [
    ("[1, 2] is my order", "text/plain", "[1, 2] is my order"),
    ('{"a": 1}', "text/plain", '{"a": 1}'),
    ('{"question": "Where is A-17?", "history": []}', "application/json", "Where is A-17?"),
    ('{"messages": [{"type": "human", "content": "Hi"}, {"type": "human", "content": "Where is A-17?"}]}',
     "application/json", "Where is A-17?"),
    ('{"history": []}', "application/json", None),
])
def test_user_text_of_a_root_chain(value: str, mime_type: str, expected: str | None) -> None:
    span = SpanRecord("a" * 32, "b" * 16, None, "chat", 1, 1, 2, {
        "openinference.span.kind": "CHAIN", "input.value": value, "input.mime_type": mime_type}, [], 0, None, "", {})
    facts = OpenInferenceConvention().facts(span)
    assert facts.role == "turn" and facts.input_messages is not None
    texts = [message.text for message in facts.input_messages.get() if message.role == "user"]
    assert (texts[-1] if texts else None) == expected


def test_unflatten_rebuilds_indexed_lists_in_index_order() -> None:
    rebuilt = unflatten({"10.message.role": "user", "2.message.role": "assistant",
                         "2.message.tool_calls.0.tool_call.function.name": "lookup_order"})
    assert sorted(rebuilt, key=int) == ["2", "10"]
    assert rebuilt["2"]["message"]["tool_calls"]["0"]["tool_call"]["function"]["name"] == "lookup_order"


def test_chain_steps_beside_the_agent_under_a_foreign_root_stay_in_its_turn(tmp_path: Path) -> None:
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(OtlpJsonLinesSpanExporter(tmp_path)))
    tracer = provider.get_tracer("test")
    with tracer.start_as_current_span("POST /chat", attributes={"http.request.method": "POST"}):
        with tracer.start_as_current_span("moderation", attributes={"openinference.span.kind": "CHAIN", **SESSION,
                                                                    "input.value": "Where is A-17?"}):
            pass
        with tracer.start_as_current_span("support", attributes={
            "openinference.span.kind": "AGENT", "agent.name": "support", **SESSION,
            "input.value": "Where is A-17?", "output.value": "It has shipped.",
        }):
            llm(tracer, [{"role": "user", "content": "Where is A-17?"}],
                {"role": "assistant", "content": "It has shipped."})
    provider.shutdown()

    [session], _ = read_back(tmp_path)

    [turn] = session.turns
    assert (turn.user_text, turn.final_response, turn.agent_name) == ("Where is A-17?", "It has shipped.", "support")
