"""AutoGen AgentChat: an `AssistantAgent` (its `OpenAIChatCompletionClient`, the tools given as plain functions,
`reflect_on_tool_use=True`, several tool rounds allowed), traced by AutoGen's own OpenTelemetry tracing as its
tracing guide sets it up: a TracerProvider made the global one, which AutoGen's `invoke_agent` and
`execute_tool` spans use. AutoGen has no session concept: the application's request span of each turn carries
`session.id` and `user.id`; one agent per conversation keeps the history in its model context. With
`--with-openai`, the OpenAI client instrumentation the guide adds beside it (`opentelemetry-instrumentation-openai`,
`OpenAIInstrumentor().instrument()`) traces the model calls too.

Usage: python generate.py OUT_DIR [--with-openai]
Content: AutoGen's own spans name the agent and the tool and record a tool's exception; they carry no message
text and no switch turns it on. Alone, every conversation is labelled without content, as the trace holds it
(first measured with the conversations labelled with content: 0 of 9 user texts read). With the OpenAI
instrumentation the model calls hold the messages, on by default; `TRACELOOP_TRACE_CONTENT=false`, read at each
call, turns them off, which is how the conversations without content are run.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import scenario
from autogen_agentchat.agents import AssistantAgent
from autogen_core.models import ModelFamily
from autogen_ext.models.openai import OpenAIChatCompletionClient
from opentelemetry import trace


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--with-openai", action="store_true")
    options = parser.parse_args()
    out = options.out
    provider, _ = scenario.tracer_provider(out, "shop-agent")
    trace.set_tracer_provider(provider)
    if options.with_openai:
        from opentelemetry.instrumentation.openai import OpenAIInstrumentor

        OpenAIInstrumentor().instrument()
    tracer = provider.get_tracer("shop-app")
    loop = asyncio.new_event_loop()
    with scenario.fake_server() as server:
        client = OpenAIChatCompletionClient(
            model=scenario.MODEL, base_url=server.base_url, api_key="test",
            model_info={"vision": False, "function_calling": True, "json_output": False,
                        "family": ModelFamily.UNKNOWN, "structured_output": False})
        for number, conversation in enumerate(scenario.CONVERSATIONS):
            agent = AssistantAgent("shop_agent", model_client=client, tools=list(scenario.TOOLS),
                                   system_message=scenario.SYSTEM_PROMPT, reflect_on_tool_use=True,
                                   max_tool_iterations=5)

            def ask(text: str, agent: AssistantAgent = agent, session_id: str = conversation.session_id,
                    user_id: str = conversation.user_id or f"user-{number}") -> str | None:
                span = trace.get_current_span()
                span.set_attribute("session.id", session_id)
                span.set_attribute("user.id", user_id)
                result = loop.run_until_complete(agent.run(task=text))
                last = result.messages[-1]
                return str(getattr(last, "content", "")) if result.messages else None

            os.environ["TRACELOOP_TRACE_CONTENT"] = "true" if conversation.content else "false"
            content = options.with_openai and conversation.content
            scenario.play(tracer, dataclasses.replace(conversation, content=content), ask)
        loop.run_until_complete(client.close())
    provider.shutdown()
    if options.with_openai:
        scenario.write_labels(out, __file__, "autogen-agentchat + opentelemetry-instrumentation-openai",
                              scenario.versions("autogen-agentchat", "autogen-core", "autogen-ext", "openai",
                                                "opentelemetry-instrumentation-openai", "opentelemetry-sdk"),
                              "AutoGen's own spans: none; the OpenAI instrumentation's, on by default "
                              "(TRACELOOP_TRACE_CONTENT=false turns them off)")
        return
    scenario.write_labels(out, __file__, "autogen-agentchat",
                          scenario.versions("autogen-agentchat", "autogen-core", "autogen-ext", "openai",
                                            "opentelemetry-sdk"),
                          "none: AutoGen's own spans carry no message text")


if __name__ == "__main__":
    main()
