"""A real GenAI instrumentation (opentelemetry-instrumentation-google-genai) in EVENT_ONLY mode, calling the
real google-genai client against a fake model server on 127.0.0.1: its log events become the session."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("opentelemetry.instrumentation.google_genai", reason="the test extra installs it")

from google import genai
from google.genai import types
from opentelemetry import context as otel_context
from opentelemetry.instrumentation.google_genai import GoogleGenAiSdkInstrumentor
from opentelemetry.sdk._logs import LoggerProvider
from opentelemetry.sdk._logs.export import SimpleLogRecordProcessor
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.util.genai._conversation_context import with_conversation_id

from miner.demo.exporter import OtlpJsonLinesLogExporter, OtlpJsonLinesSpanExporter
from tests.logs.helpers import outline, sessions_of


class FakeGemini(BaseHTTPRequestHandler):
    """Answers `generateContent`: asks for `lookup_order` once per question, then answers from its result."""

    def do_POST(self) -> None:
        request = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        last = request["contents"][-1]["parts"][0]
        if "functionResponse" in last:
            status = last["functionResponse"]["response"]["status"]
            parts: list[dict[str, Any]] = [{"text": f"Your order has {status}."}]
        else:
            # Gemini often leaves call ids out: the second question's call has none.
            call: dict[str, Any] = {"name": "lookup_order", "args": {"order_id": "42"}}
            if len(request["contents"]) == 1:
                call["id"] = "call-1"
            parts = [{"functionCall": call}]
        answer = {"candidates": [{"content": {"role": "model", "parts": parts}, "finishReason": "STOP"}],
                  "usageMetadata": {"promptTokenCount": 5, "candidatesTokenCount": 4, "totalTokenCount": 9}}
        data = json.dumps(answer).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *_: object) -> None:
        pass


@pytest.fixture(scope="module")
def model_server() -> Iterator[str]:
    server = HTTPServer(("127.0.0.1", 0), FakeGemini)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


def _conversation(base_url: str, directory: Path, mode: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two questions of one conversation through the instrumented client; spans and logs to `directory`."""
    monkeypatch.setenv("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT", mode)
    monkeypatch.setenv("OTEL_SEMCONV_STABILITY_OPT_IN", "gen_ai_latest_experimental")
    logs = LoggerProvider()
    logs.add_log_record_processor(SimpleLogRecordProcessor(OtlpJsonLinesLogExporter(directory, prefix="logs")))
    spans = TracerProvider()
    spans.add_span_processor(SimpleSpanProcessor(OtlpJsonLinesSpanExporter(directory, prefix="spans")))
    instrumentor = GoogleGenAiSdkInstrumentor()
    instrumentor.instrument(tracer_provider=spans, logger_provider=logs)
    token = otel_context.attach(with_conversation_id("conv-42"))
    try:
        client = genai.Client(api_key="not-a-key", http_options=types.HttpOptions(base_url=base_url))
        history: list[types.Content] = []
        for question in ("Where is order 42?", "And is it paid?"):
            history.append(types.Content(role="user", parts=[types.Part(text=question)]))
            call = client.models.generate_content(model="gemini-2.5-flash", contents=history)
            request = call.candidates[0].content  # type: ignore[index]
            history.append(request)  # type: ignore[arg-type]
            result = "shipped" if question.startswith("Where") else "been paid"
            call_id = request.parts[0].function_call.id  # type: ignore[union-attr,index]
            history.append(types.Content(role="user", parts=[types.Part(function_response=types.FunctionResponse(
                id=call_id, name="lookup_order", response={"status": result}))]))
            answer = client.models.generate_content(model="gemini-2.5-flash", contents=history)
            history.append(answer.candidates[0].content)  # type: ignore[index,arg-type]
    finally:
        otel_context.detach(token)
        instrumentor.uninstrument()
        logs.shutdown()
        spans.shutdown()


def test_event_only_logs_of_a_real_instrumentation_become_the_session(
        model_server: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _conversation(model_server, tmp_path, "EVENT_ONLY", monkeypatch)
    lines = [json.loads(line) for line in (tmp_path / "logs.jsonl").read_text().splitlines()]
    assert {record["eventName"] for line in lines for scope in line["resourceLogs"][0]["scopeLogs"]
            for record in scope["logRecords"]} == {"gen_ai.client.inference.operation.details"}

    from_logs = sessions_of([str(tmp_path / "logs.jsonl")])
    assert list(from_logs) == ["conv-42"]
    turns = from_logs["conv-42"].turns
    assert [(turn.user_text, turn.final_response) for turn in turns] == [
        ("Where is order 42?", "Your order has shipped."), ("And is it paid?", "Your order has been paid.")]
    assert [[(call.name, call.args, call.result) for call in turn.tool_calls] for turn in turns] == [
        [("lookup_order", {"order_id": "42"}, {"status": "shipped"})],
        [("lookup_order", {"order_id": "42"}, {"status": "been paid"})]]

    # The spans of EVENT_ONLY carry no content; read together with the logs, the session is the same.
    both = sessions_of([str(tmp_path)])
    assert outline(both["conv-42"]) == outline(from_logs["conv-42"])


def test_span_and_event_mode_counts_nothing_twice(
        model_server: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _conversation(model_server, tmp_path / "event", "EVENT_ONLY", monkeypatch)
    _conversation(model_server, tmp_path / "both", "SPAN_AND_EVENT", monkeypatch)
    expected = outline(sessions_of([str(tmp_path / "event" / "logs.jsonl")])["conv-42"])
    assert outline(sessions_of([str(tmp_path / "both" / "spans.jsonl")])["conv-42"]) == expected
    assert outline(sessions_of([str(tmp_path / "both")])["conv-42"]) == expected
