"""Strands Agents' built-in tracing, in its default layout (content in span events `gen_ai.user.message`,
`gen_ai.choice`, `gen_ai.tool.message`) or with `OTEL_SEMCONV_STABILITY_OPT_IN=gen_ai_latest_experimental`
(`gen_ai.client.inference.operation.details` events, tool call arguments and results as span attributes).

Usage: python generate.py OUT_DIR [--latest]
The session id is only what the application passes in `trace_attributes` (here `session.id`).
Content capture is always on; the opt-in token `gen_ai_unredacted_attributes=` (empty) redacts all of it, which
is how the run with content off is made.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import scenario
import strands.telemetry.tracer as strands_tracer
from opentelemetry import trace
from strands import Agent, tool
from strands.models.openai import OpenAIModel

REDACT_ALL = "gen_ai_unredacted_attributes="


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--latest", action="store_true")
    options = parser.parse_args()
    provider, _ = scenario.tracer_provider(options.out, "shop-agent")
    trace.set_tracer_provider(provider)  # Strands traces through the global provider
    tracer = provider.get_tracer("shop-app")
    tools = [tool(function) for function in scenario.TOOLS]
    with scenario.fake_server() as server:
        for conversation in scenario.CONVERSATIONS:
            tokens = ["gen_ai_latest_experimental"] if options.latest else []
            if not conversation.content:
                tokens.append(REDACT_ALL)
            os.environ["OTEL_SEMCONV_STABILITY_OPT_IN"] = ",".join(tokens)
            strands_tracer._tracer_instance = None  # the tracer reads the variable once, as a new process would
            model = OpenAIModel(client_args={"base_url": server.base_url, "api_key": "test"},
                                model_id=scenario.MODEL)
            agent = Agent(model=model, name="shop_agent", system_prompt=scenario.SYSTEM_PROMPT, tools=tools,
                          trace_attributes={"session.id": conversation.session_id}, callback_handler=None)

            def ask(text: str, agent: Agent = agent) -> str:
                result = agent(text)  # a tool that raises becomes an error result for the model
                return "".join(block.get("text", "") for block in result.message["content"])

            scenario.play(tracer, conversation, ask)
    provider.shutdown()
    layout = "gen_ai_latest_experimental" if options.latest else "default"
    scenario.write_labels(options.out, __file__, f"strands ({layout})",
                          scenario.versions("strands-agents", "opentelemetry-sdk"),
                          "always on; OTEL_SEMCONV_STABILITY_OPT_IN=gen_ai_unredacted_attributes= redacts it")


if __name__ == "__main__":
    main()
