"""LlamaIndex's `FunctionAgent` (agent workflows) over its OpenAI LLM, traced by LlamaIndex's own OpenTelemetry
integration (`llama-index-observability-otel`: `LlamaIndexOpenTelemetry(...).start_registering()`), as its
documentation shows. LlamaIndex has no session concept: the application names the conversation on its own
request span (`session.id`, `user.id`), and one `Context` per conversation carries the chat history, so every
request to the model holds the conversation so far. Tools are plain functions (`FunctionTool`); one raises. A
thumbs-down is the application's `user_feedback` span.

Usage: python generate.py OUT_DIR
Content: the integration has no switch; every conversation is run and labelled with content captured.
"""

from __future__ import annotations

import asyncio
import dataclasses
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import scenario
from llama_index.core.agent.workflow import FunctionAgent
from llama_index.core.tools import FunctionTool
from llama_index.core.workflow import Context
from llama_index.llms.openai import OpenAI
from llama_index.observability.otel import LlamaIndexOpenTelemetry
from opentelemetry import trace
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider


def main() -> None:
    out = scenario.out_dir()
    provider = TracerProvider(resource=Resource.create({"service.name": "shop-agent"}))
    telemetry = LlamaIndexOpenTelemetry(span_exporter=scenario.span_exporter(out), tracer_provider=provider,
                                        service_name_or_resource="shop-agent")
    telemetry.start_registering()
    tracer = trace.get_tracer("shop-app")
    with scenario.fake_server() as server:
        llm = OpenAI(model="gpt-4o-mini", api_base=server.base_url, api_key="test")
        tools = [FunctionTool.from_defaults(fn=function) for function in scenario.TOOLS]
        for number, conversation in enumerate(scenario.CONVERSATIONS):
            agent = FunctionAgent(name="shop_agent", description="The shop's support agent.", tools=tools, llm=llm,
                                  system_prompt=scenario.SYSTEM_PROMPT)
            context = Context(agent)

            def ask(text: str, agent: Any = agent, context: Any = context,
                    conversation: scenario.Conversation = conversation, number: int = number) -> str:
                span = trace.get_current_span()
                span.set_attribute("session.id", conversation.session_id)
                span.set_attribute("user.id", f"user-{number}")

                async def run() -> str:
                    return str(await agent.run(user_msg=text, ctx=context))

                return asyncio.run(run())

            scenario.play(tracer, dataclasses.replace(conversation, content=True), ask)
    provider.shutdown()
    scenario.write_labels(out, __file__, "llamaindex",
                          scenario.versions("llama-index-core", "llama-index-llms-openai",
                                            "llama-index-observability-otel", "opentelemetry-sdk"),
                          "no switch: always on")


if __name__ == "__main__":
    main()
