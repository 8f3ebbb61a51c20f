"""The OpenTelemetry GenAI instrumentation of the OpenAI client (`opentelemetry-instrumentation-openai-v2`) under
an agent loop of the application's own, which traces its turns (`invoke_agent`, with `gen_ai.conversation.id`)
and its tools (`execute_tool`) with the GenAI keys, as the GenAI conventions describe.

Usage: python generate.py OUT_DIR
Content: this release (2.3b0; 2.4b0 needs an opentelemetry-util-genai that was never published) logs the
messages as GenAI events (`gen_ai.user.message`, `gen_ai.choice`, ... as OTLP log records, written to
`logs.jsonl`) when `OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true`; without it (the run with content
off) they are left out, and the loop leaves its tools' arguments and results out too.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import scenario
from openai import OpenAI
from opentelemetry.instrumentation.openai_v2 import OpenAIInstrumentor
from opentelemetry.trace import Status, StatusCode

TOOLS = {function.__name__: function for function in scenario.TOOLS}
def run_tool(tracer: Any, call: Any, session_id: str, content: bool) -> Any:
    """One tool call in an `execute_tool` span; a tool that raises marks it and the model is told."""
    attributes = {"gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": call.function.name,
                  "gen_ai.tool.call.id": call.id, "gen_ai.conversation.id": session_id}
    if content:
        attributes["gen_ai.tool.call.arguments"] = call.function.arguments
    with tracer.start_as_current_span(f"execute_tool {call.function.name}", attributes=attributes,
                                      record_exception=False, set_status_on_exception=False) as span:
        try:
            result = TOOLS[call.function.name](**json.loads(call.function.arguments))
        except RuntimeError as error:
            span.record_exception(error)
            span.set_status(Status(StatusCode.ERROR, str(error)))
            span.set_attribute("error.type", type(error).__name__)
            return {"error": str(error)}
        if content:
            span.set_attribute("gen_ai.tool.call.result", json.dumps(result))
        return result


def answer(client: OpenAI, tracer: Any, messages: list[dict[str, Any]], session_id: str, content: bool) -> str:
    with tracer.start_as_current_span("invoke_agent shop_agent", attributes={
            "gen_ai.operation.name": "invoke_agent", "gen_ai.agent.name": "shop_agent",
            "gen_ai.conversation.id": session_id}):
        return scenario.chat_until_answered(client, messages,
                                            lambda call: run_tool(tracer, call, session_id, content))


def main() -> None:
    out = scenario.out_dir()
    provider, _ = scenario.tracer_provider(out, "shop-agent")
    tracer = provider.get_tracer("shop-app")
    logs = scenario.logger_provider(out, "shop-agent")
    instrumentor = OpenAIInstrumentor()
    with scenario.fake_server() as server:
        for conversation in scenario.CONVERSATIONS:
            os.environ["OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT"] = str(conversation.content).lower()
            instrumentor.instrument(tracer_provider=provider, logger_provider=logs)  # reads the switch now
            client = OpenAI(base_url=server.base_url, api_key="test")
            messages: list[dict[str, Any]] = [{"role": "system", "content": scenario.SYSTEM_PROMPT}]

            def ask(text: str, client: OpenAI = client, messages: list[dict[str, Any]] = messages,
                    conversation: scenario.Conversation = conversation) -> str:
                messages.append({"role": "user", "content": text})
                return answer(client, tracer, messages, conversation.session_id, conversation.content)

            scenario.play(tracer, conversation, ask)
            instrumentor.uninstrument()
    provider.shutdown()
    logs.shutdown()
    scenario.write_labels(out, __file__, "openai + opentelemetry genai",
                          scenario.versions("opentelemetry-instrumentation-openai-v2", "openai", "opentelemetry-sdk"),
                          "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true turns it on (off by default), "
                          "as log events")


if __name__ == "__main__":
    main()
