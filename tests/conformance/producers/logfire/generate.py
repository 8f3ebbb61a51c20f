"""Pydantic Logfire, set up as its documentation shows for another backend: `logfire.configure(send_to_logfire=
False, ...)` with a span processor exporting OTLP/JSON, `logfire.instrument_openai()` on the client, the tools
decorated with `@logfire.instrument`, and the conversation and user ids set with `logfire.set_baggage(...)`,
which Logfire copies onto every span started inside it. The agent loop is the application's own; each turn is
under the application's request span. A thumbs-down is recorded with Logfire's own
`logfire.experimental.annotations.record_feedback` on the rated turn's span.

Usage: python generate.py OUT_DIR
Content: Logfire has no switch for it: the OpenAI spans always hold the messages, the tool spans their
arguments and (with `record_return=True`) results. Every conversation is labelled with content captured.
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import logfire
import scenario
from logfire.experimental.annotations import get_traceparent, record_feedback
from openai import OpenAI
from opentelemetry import trace
from opentelemetry.sdk.trace.export import SimpleSpanProcessor

TOOLS = {function.__name__: logfire.instrument(record_return=True)(function) for function in scenario.TOOLS}


def main() -> None:
    out = scenario.out_dir()
    exporter = scenario.span_exporter(out)
    logfire.configure(send_to_logfire=False, service_name="shop-agent", console=False,
                      additional_span_processors=[SimpleSpanProcessor(exporter)])
    tracer = trace.get_tracer("shop-app")
    with scenario.fake_server() as server:
        client = OpenAI(base_url=server.base_url, api_key="test")
        logfire.instrument_openai(client)
        for number, conversation in enumerate(scenario.CONVERSATIONS):
            messages: list[dict[str, Any]] = [{"role": "system", "content": scenario.SYSTEM_PROMPT}]

            def ask(text: str, messages: list[dict[str, Any]] = messages) -> str:
                messages.append({"role": "user", "content": text})
                return scenario.chat_until_answered(client, messages, lambda call: scenario.call_tool(TOOLS, call))

            def rate(turn_context: Any, turn: int) -> None:
                scenario.RECORD.feedback(turn, None, "thumbs_down")
                record_feedback(get_traceparent(trace.get_current_span(turn_context)), "user_rating",
                                "thumbs_down", comment="did not help")

            user_id = conversation.user_id or f"user-{number}"
            with logfire.set_baggage(conversation_id=conversation.session_id, user_id=user_id):
                scenario.play(tracer, dataclasses.replace(conversation, content=True), ask, rate)
    logfire.force_flush()
    trace.get_tracer_provider().shutdown()  # type: ignore[attr-defined]
    scenario.write_labels(out, __file__, "logfire", scenario.versions("logfire", "openai", "opentelemetry-sdk"),
                          "no switch: always on")


if __name__ == "__main__":
    main()
