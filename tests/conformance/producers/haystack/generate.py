"""Haystack: an `Agent` (its `OpenAIChatGenerator` and the tools made with `create_tool_from_function`) in a
`Pipeline`, traced by the OpenTelemetry tracer of `opentelemetry-haystack`, as Haystack's tracing documentation
sets it up (`tracing.enable_tracing(OpenTelemetryTracer(tracer))`, content tracing switched on). Haystack has no
session concept: the application's request span of each turn carries `session.id` and `user.id`, and the
application keeps the conversation, so every run is given the messages so far.

Usage: python generate.py OUT_DIR
Content: `tracing.tracer.is_content_tracing_enabled` (or `HAYSTACK_CONTENT_TRACING_ENABLED=true` before import),
off by default, decides the components' and the agent's inputs and outputs; the pipeline's own span keeps its
input and output data either way, so every conversation is labelled with content captured (the labels say what
the trace holds).
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import scenario
from haystack import Pipeline, tracing
from haystack.components.agents import Agent
from haystack.components.generators.chat import OpenAIChatGenerator
from haystack.dataclasses import ChatMessage
from haystack.tools import create_tool_from_function
from haystack.utils import Secret
from haystack_integrations.tracing.opentelemetry import OpenTelemetryTracer
from opentelemetry import trace

TOOLS = [create_tool_from_function(function) for function in scenario.TOOLS]


def main() -> None:
    out = scenario.out_dir()
    provider, _ = scenario.tracer_provider(out, "shop-agent")
    trace.set_tracer_provider(provider)
    tracer = provider.get_tracer("shop-app")
    tracing.enable_tracing(OpenTelemetryTracer(provider.get_tracer("haystack")))
    with scenario.fake_server() as server:
        generator = OpenAIChatGenerator(api_key=Secret.from_token("test"), model=scenario.MODEL,
                                        api_base_url=server.base_url)
        pipeline = Pipeline()
        pipeline.add_component("agent", Agent(chat_generator=generator, tools=TOOLS,
                                              system_prompt=scenario.SYSTEM_PROMPT))
        for number, conversation in enumerate(scenario.CONVERSATIONS):
            tracing.tracer.is_content_tracing_enabled = conversation.content
            history: list[ChatMessage] = []

            def ask(text: str, history: list[ChatMessage] = history,
                    session_id: str = conversation.session_id,
                    user_id: str = conversation.user_id or f"user-{number}") -> str | None:
                span = trace.get_current_span()
                span.set_attribute("session.id", session_id)
                span.set_attribute("user.id", user_id)
                result: dict[str, Any] = pipeline.run({"agent": {"messages": [*history,
                                                                              ChatMessage.from_user(text)]}})
                messages: list[ChatMessage] = result["agent"]["messages"]
                history[:] = [message for message in messages if not message.is_from("system")]
                return messages[-1].text

            scenario.play(tracer, dataclasses.replace(conversation, content=True), ask)
    provider.shutdown()
    scenario.write_labels(out, __file__, "haystack + opentelemetry-haystack",
                          scenario.versions("haystack-ai", "opentelemetry-haystack", "opentelemetry-sdk"),
                          "tracing.tracer.is_content_tracing_enabled = True (or HAYSTACK_CONTENT_TRACING_ENABLED="
                          "true) turns it on, off by default")


if __name__ == "__main__":
    main()
