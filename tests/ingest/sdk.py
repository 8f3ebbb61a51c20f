"""Traces for tests, produced by the real OpenTelemetry SDK and written as OTLP/JSON lines."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from opentelemetry import trace
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.trace import Status, StatusCode

from miner.demo.exporter import OtlpJsonLinesSpanExporter

BASE_NS = 1_795_000_000_000_000_000  # 2026-11-18


def text(role: str, content: str) -> dict[str, Any]:
    return {"role": role, "parts": [{"type": "text", "content": content}]}


class GenAITracer:
    """Writes GenAI-convention spans through the SDK; each `turn` is one trace, as ADK and most agents do."""

    def __init__(self, directory: Path, lines_per_file: int | None = 3) -> None:
        self.exporter = OtlpJsonLinesSpanExporter(directory, lines_per_file=lines_per_file)
        self.provider = TracerProvider(resource=Resource.create({"service.name": "shop-agent"}))
        self.provider.add_span_processor(SimpleSpanProcessor(self.exporter))
        self.tracer = self.provider.get_tracer("tests")
        self.clock = BASE_NS

    def tick(self, seconds: float = 1.0) -> int:
        self.clock += int(seconds * 1e9)
        return self.clock

    @contextmanager
    def turn(self, conversation_id: str | None, attributes: dict[str, Any] | None = None) -> Iterator[Any]:
        extra = {"gen_ai.conversation.id": conversation_id} if conversation_id else {}
        root = self.tracer.start_span("invoke_agent shop", start_time=self.tick(), attributes={
            "gen_ai.operation.name": "invoke_agent", "gen_ai.agent.name": "shop", **extra, **(attributes or {})})
        try:
            yield trace.set_span_in_context(root)
        finally:
            root.end(end_time=self.tick())

    def chat(self, context: Any, inputs: list[dict[str, Any]], outputs: list[dict[str, Any]] | None,
             events: list[tuple[str, dict[str, Any]]] = ()) -> None:  # type: ignore[assignment]
        attributes: dict[str, Any] = {"gen_ai.operation.name": "chat", "gen_ai.request.model": "m"}
        if inputs:
            attributes["gen_ai.input.messages"] = json.dumps(inputs)
        if outputs is not None:
            attributes["gen_ai.output.messages"] = json.dumps(outputs)
        span = self.tracer.start_span("chat m", context=context, start_time=self.tick(), attributes=attributes)
        for name, event_attributes in events:
            span.add_event(name, event_attributes, timestamp=self.tick(0.01))
        span.end(end_time=self.tick())

    def tool(self, context: Any, name: str, call_id: str, args: dict[str, Any], result: Any = None,
             error: str | None = None) -> None:
        span = self.tracer.start_span(f"execute_tool {name}", context=context, start_time=self.tick(), attributes={
            "gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": name, "gen_ai.tool.call.id": call_id,
            "gen_ai.tool.call.arguments": json.dumps(args)})
        if error:
            span.set_attribute("error.type", "ToolError")
            span.set_status(Status(StatusCode.ERROR, error))
        else:
            span.set_attribute("gen_ai.tool.call.result", json.dumps(result))
        span.end(end_time=self.tick())

    def close(self) -> list[Path]:
        self.provider.shutdown()
        return self.exporter.paths


def two_turn_session(directory: Path, conversation_id: str = "conv-1", lines_per_file: int | None = 3) -> list[Path]:
    """A refund conversation: a lookup that works, then a refund whose tool fails."""
    tracer = GenAITracer(directory, lines_per_file)
    history = [text("system", "You help with orders."), text("user", "Where is order A-17?")]
    call = {"role": "assistant", "parts": [{"type": "tool_call", "id": "c1", "name": "lookup_order",
                                            "arguments": {"order_id": "A-17"}}]}
    with tracer.turn(conversation_id) as ctx:
        tracer.chat(ctx, history, [call])
        tracer.tool(ctx, "lookup_order", "c1", {"order_id": "A-17"}, {"status": "shipped"})
        history += [call, {"role": "tool", "parts": [{"type": "tool_call_response", "id": "c1",
                                                      "response": {"status": "shipped"}}]}]
        tracer.chat(ctx, history, [text("assistant", "Order A-17 has shipped.")])
    history += [text("assistant", "Order A-17 has shipped."), text("user", "Refund it please.")]
    call2 = {"role": "assistant", "parts": [{"type": "tool_call", "id": "c2", "name": "issue_refund",
                                             "arguments": {"order_id": "A-17", "amount": 20}}]}
    tracer.tick(60)
    with tracer.turn(conversation_id) as ctx:
        tracer.chat(ctx, history, [call2])
        tracer.tool(ctx, "issue_refund", "c2", {"order_id": "A-17", "amount": 20}, error="payments down")
        tracer.chat(ctx, [*history, call2], [text("assistant", "Sorry, the refund failed.")])
    return tracer.close()
