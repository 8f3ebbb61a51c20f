"""MLflow Tracing (`mlflow-tracing`): `mlflow.openai.autolog()` for the model calls and `@mlflow.trace` spans for
the agent's turn and its tools, sharing the application's OpenTelemetry TracerProvider
(`MLFLOW_USE_DEFAULT_TRACER_PROVIDER=false`) and exported the way MLflow exports to an OpenTelemetry
Collector (`OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`, OTLP/HTTP protobuf): here to a receiver on 127.0.0.1 that
writes each request as an OTLP/JSON line, as the Collector's file exporter would.

Usage: python generate.py OUT_DIR
The session is trace metadata `mlflow.trace.session` (`mlflow.update_current_trace(metadata=...)`), which MLflow
does not export over OTLP: the agent's span also gets a `session.id` attribute. MLflow has no
switch for content: inputs and outputs are always recorded, so every run here has content. MLflow's users record
feedback with `mlflow.log_feedback`, which goes to the tracking server, not into the trace: none is here. The
agent's span is the root (MLflow's span processor does not take spans of its traces' foreign parents).
"""

from __future__ import annotations

import base64
import json
import os
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ["MLFLOW_USE_DEFAULT_TRACER_PROVIDER"] = "false"
os.environ["OTEL_EXPORTER_OTLP_TRACES_PROTOCOL"] = "http/protobuf"

import mlflow
import scenario
from google.protobuf.json_format import MessageToDict
from mlflow.entities import SpanType
from openai import OpenAI
from opentelemetry import trace
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider

TOOLS = {function.__name__: mlflow.trace(name=function.__name__, span_type=SpanType.TOOL)(function)
         for function in scenario.TOOLS}


@mlflow.trace(name="shop_agent", span_type=SpanType.AGENT)
def answer(client: OpenAI, messages: list[dict[str, Any]], session_id: str) -> str:
    mlflow.update_current_trace(metadata={"mlflow.trace.session": session_id})
    # MLflow keeps the session in its tracking store, not in the exported spans: name it on the span too.
    mlflow.get_current_active_span().set_attribute("session.id", session_id)
    return scenario.chat_until_answered(client, messages, lambda call: scenario.call_tool(TOOLS, call))


class Collector(ThreadingHTTPServer):
    """An OTLP/HTTP traces receiver on 127.0.0.1: each export request becomes one OTLP/JSON line."""

    def __init__(self, path: Path) -> None:
        super().__init__(("127.0.0.1", 0), _Receive)
        self.lines = path.open("w", encoding="utf-8")
        self.thread = threading.Thread(target=self.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.shutdown()
        self.server_close()
        self.lines.close()


class _Receive(BaseHTTPRequestHandler):
    server: Collector  # type: ignore[assignment]

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_POST(self) -> None:
        request = ExportTraceServiceRequest.FromString(self.rfile.read(int(self.headers["content-length"])))
        document = MessageToDict(request, use_integers_for_enums=True)
        for resource_spans in document.get("resourceSpans", ()):
            for scope_spans in resource_spans.get("scopeSpans", ()):
                for span in scope_spans.get("spans", ()):
                    for item in [span, *span.get("links", ())]:
                        for key in ("traceId", "spanId", "parentSpanId"):  # OTLP/JSON ids are hex
                            if item.get(key):
                                item[key] = base64.b64decode(item[key]).hex()
        self.server.lines.write(json.dumps(document, separators=(",", ":")) + "\n")
        self.server.lines.flush()
        self.send_response(200)
        self.send_header("content-type", "application/x-protobuf")
        self.send_header("content-length", "0")
        self.end_headers()


def main() -> None:
    out = scenario.out_dir()
    scenario.span_exporter(out)  # a clean folder
    collector = Collector(out / "spans.jsonl")
    os.environ["OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"] = f"http://127.0.0.1:{collector.server_address[1]}/v1/traces"
    provider = TracerProvider(resource=Resource.create({"service.name": "shop-agent"}))
    trace.set_tracer_provider(provider)  # MLflow adds its OTLP export to it
    mlflow.openai.autolog()
    with scenario.fake_server() as server:
        client = OpenAI(base_url=server.base_url, api_key="test")
        for conversation in scenario.CONVERSATIONS:
            conversation.content = True  # no switch to turn it off
            messages: list[dict[str, Any]] = [{"role": "system", "content": scenario.SYSTEM_PROMPT}]

            def ask(text: str, messages: list[dict[str, Any]] = messages,
                    session_id: str = conversation.session_id) -> str:
                messages.append({"role": "user", "content": text})
                return answer(client, messages, session_id)

            scenario.play(None, conversation, ask)
    provider.shutdown()
    collector.close()
    scenario.write_labels(out, __file__, "mlflow tracing", scenario.versions("mlflow-tracing", "opentelemetry-sdk"),
                          "always on (no switch)")


if __name__ == "__main__":
    main()
