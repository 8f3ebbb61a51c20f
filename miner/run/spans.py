"""The run's spans: the agent's own, captured in process, and the harness's, one per turn and one per tool call.

The harness's turn span is the root of the turn's trace and names the run (`gen_ai.conversation.id =
<eval_id>/run-<n>`), with the user's message and the answer in the GenAI conventions; the agent's own spans
(ADK's, for one) are its children. Its tool spans carry the framework's call ids, so a call the agent's telemetry
also records is read once. Frameworks without telemetry are read from the harness's spans alone.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import orjson
from opentelemetry import trace
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor, SpanExporter, SpanExportResult
from opentelemetry.trace import Span, Status, StatusCode

from miner import __version__
from miner.atomic import write_atomically
from miner.demo.exporter import spans_json

SCOPE = "miner.run"
# What the run files keep of the process's resource: what names the service and the telemetry SDK. Host, process,
# container and user attributes (a detector may have put them there) describe the machine and its user.
RESOURCE_KEPT = ("service.", "telemetry.sdk.", "telemetry.distro.")


class SpanCapture(SpanExporter):
    """Keeps ended spans by trace until the harness takes a run's traces; spans of other traces are dropped then,
    so memory holds one run at a time."""

    def __init__(self) -> None:
        self._by_trace: dict[int, list[ReadableSpan]] = {}
        self._lock = threading.Lock()

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        with self._lock:
            for span in spans:
                if span.context is not None:
                    self._by_trace.setdefault(span.context.trace_id, []).append(span)
        return SpanExportResult.SUCCESS

    def take(self, trace_ids: Iterable[int]) -> list[ReadableSpan]:
        with self._lock:
            found = [span for trace_id in trace_ids for span in self._by_trace.get(trace_id, [])]
            self._by_trace.clear()
        return found

    def shutdown(self) -> None:
        with self._lock:
            self._by_trace.clear()


_INSTALLED: tuple[SpanCapture, trace.Tracer] | None = None


def install() -> tuple[SpanCapture, trace.Tracer]:
    """Capture every span of this process: on the global SDK provider if the agent set one, else on one set here
    (frameworks trace through the global provider)."""
    global _INSTALLED
    if _INSTALLED is None:
        provider = trace.get_tracer_provider()
        if not isinstance(provider, TracerProvider):
            provider = TracerProvider(resource=Resource({"service.name": "miner-run"}))
            trace.set_tracer_provider(provider)
            provider = trace.get_tracer_provider()
        if not isinstance(provider, TracerProvider):  # another provider won the race to be global
            raise RuntimeError("the global tracer provider is not the OpenTelemetry SDK's")
        capture = SpanCapture()
        provider.add_span_processor(SimpleSpanProcessor(capture))
        _INSTALLED = capture, provider.get_tracer(SCOPE, __version__)
    return _INSTALLED


def _messages(role: str, text: str | None) -> str:
    return json.dumps([{"role": role, "parts": [{"type": "text", "content": text or ""}]}], ensure_ascii=False)


def start_turn(tracer: trace.Tracer, agent_name: str, conversation_id: str, user_text: str | None,
               turn: int) -> Span:
    return tracer.start_span(f"invoke_agent {agent_name}", context=trace.set_span_in_context(trace.INVALID_SPAN),
                             attributes={
                                 "gen_ai.operation.name": "invoke_agent", "gen_ai.agent.name": agent_name,
                                 "gen_ai.conversation.id": conversation_id, "miner.turn": turn,
                                 "gen_ai.input.messages": _messages("user", user_text),
                             })


def end_turn(span: Span, answer: str | None) -> None:
    if answer is not None:
        span.set_attribute("gen_ai.output.messages", _messages("assistant", answer))
    span.end()


def tool_span(tracer: trace.Tracer, turn_span: Span, tool: str, args: Mapping[str, Any], call_id: str, result: Any,
              error: str | None) -> None:
    span = tracer.start_span(f"execute_tool {tool}", context=trace.set_span_in_context(turn_span), attributes={
        "gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": tool, "gen_ai.tool.call.id": call_id,
        "gen_ai.tool.type": "function",
        "gen_ai.tool.call.arguments": json.dumps(dict(args), ensure_ascii=False, default=str),
    })
    if error is not None:
        span.set_attribute("error.type", "ToolError")
        span.set_status(Status(StatusCode.ERROR, error))
    else:
        span.set_attribute("gen_ai.tool.call.result", json.dumps(result, ensure_ascii=False, default=str))
    span.end()


# A frame of a Python traceback names its file by the full path: the folders name the machine's user.
_FRAME_PATH = re.compile(r'File "(?:[^"]*[/\\])?([^"/\\]+)"')


def kept_resource(key: str) -> bool:
    return key.startswith(RESOURCE_KEPT)


def _stacktraces_by_file_name(document: dict[str, Any]) -> None:
    for resource_spans in document.get("resourceSpans", ()):
        for scope_spans in resource_spans["scopeSpans"]:
            for span in scope_spans["spans"]:
                for event in span.get("events", ()):
                    for attribute in event.get("attributes", ()):
                        value = attribute["value"]
                        if attribute["key"] == "exception.stacktrace" and "stringValue" in value:
                            value["stringValue"] = _FRAME_PATH.sub(r'File "\1"', value["stringValue"])


def write_spans(path: Path, spans: Sequence[ReadableSpan]) -> None:
    """The run's spans as one OTLP/JSON line, written atomically: a run's file is whole or absent (not flushed to
    disk one by one: a run is cheap to make again, and runs end many times a second)."""
    ordered = sorted(spans, key=lambda span: (span.start_time or 0, span.context.span_id if span.context else 0))
    document = spans_json(ordered, kept_resource)
    _stacktraces_by_file_name(document)
    line = orjson.dumps(document) + b"\n"
    write_atomically(path, line, overwrite=True, durable=False)
