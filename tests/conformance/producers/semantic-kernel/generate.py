"""Semantic Kernel: a `ChatCompletionAgent` on `OpenAIChatCompletion`, its tools the `@kernel_function`s of a
plugin, each conversation a `ChatHistoryAgentThread` (so every request carries the conversation so far), with
Semantic Kernel's own GenAI diagnostics switched on by its environment variables
(`SEMANTICKERNEL_EXPERIMENTAL_GENAI_ENABLE_OTEL_DIAGNOSTICS[_SENSITIVE]=true`) and a real SDK TracerProvider set
as the global one, and a LoggerProvider behind a `LoggingHandler` filtered to `semantic_kernel` on the root
logger, as its telemetry documentation sets up: the messages are log records (events `gen_ai.user.message`,
`gen_ai.choice`, ...) in the model call's span, not span attributes. Semantic Kernel has no session concept:
the application's request span of each turn carries `gen_ai.conversation.id`.

Usage: python generate.py OUT_DIR
Content: `..._DIAGNOSTICS_SENSITIVE=true` turns it on; Semantic Kernel reads the variables once, when its
telemetry modules are imported, so the run with content off sets the same setting objects those modules made
from them to False for its conversation.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys
from pathlib import Path

os.environ["SEMANTICKERNEL_EXPERIMENTAL_GENAI_ENABLE_OTEL_DIAGNOSTICS"] = "true"
os.environ["SEMANTICKERNEL_EXPERIMENTAL_GENAI_ENABLE_OTEL_DIAGNOSTICS_SENSITIVE"] = "true"

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import scenario
from openai import AsyncOpenAI
from opentelemetry import trace
from opentelemetry._logs import set_logger_provider
from opentelemetry.sdk._logs import LoggingHandler
from semantic_kernel.agents import ChatCompletionAgent, ChatHistoryAgentThread
from semantic_kernel.connectors.ai.open_ai import OpenAIChatCompletion
from semantic_kernel.functions import KernelPlugin, kernel_function
from semantic_kernel.utils.telemetry.agent_diagnostics import decorators as agent_diagnostics
from semantic_kernel.utils.telemetry.model_diagnostics import decorators as model_diagnostics
from semantic_kernel.utils.telemetry.model_diagnostics import function_tracer


def shop_plugin() -> KernelPlugin:
    """The shop's tools as a Semantic Kernel plugin of `@kernel_function`s."""
    return KernelPlugin(name="ShopPlugin", functions=[kernel_function(description=function.__doc__)(function)
                                                      for function in scenario.TOOLS])


def sensitive(on: bool) -> None:
    for module in (agent_diagnostics, model_diagnostics, function_tracer):
        module.MODEL_DIAGNOSTICS_SETTINGS.enable_otel_diagnostics_sensitive = on


def main() -> None:
    out = scenario.out_dir()
    provider, _ = scenario.tracer_provider(out, "shop-agent")
    trace.set_tracer_provider(provider)
    tracer = provider.get_tracer("shop-app")
    logs = scenario.logger_provider(out, "shop-agent")
    set_logger_provider(logs)
    handler = LoggingHandler()
    handler.addFilter(logging.Filter("semantic_kernel"))
    logging.getLogger().addHandler(handler)
    logging.getLogger().setLevel(logging.INFO)
    loop = asyncio.new_event_loop()
    with scenario.fake_server() as server:
        service = OpenAIChatCompletion(ai_model_id=scenario.MODEL,
                                       async_client=AsyncOpenAI(base_url=server.base_url, api_key="test"))
        agent = ChatCompletionAgent(service=service, name="shop_agent", instructions=scenario.SYSTEM_PROMPT,
                                    plugins=[shop_plugin()])
        for conversation in scenario.CONVERSATIONS:
            sensitive(conversation.content)
            thread = ChatHistoryAgentThread()

            def ask(text: str, thread: ChatHistoryAgentThread = thread, session_id: str = conversation.session_id
                    ) -> str | None:
                trace.get_current_span().set_attribute("gen_ai.conversation.id", session_id)
                response = loop.run_until_complete(agent.get_response(messages=text, thread=thread))
                return str(response.content) if response.content is not None else None

            scenario.play(tracer, conversation, ask)
    loop.close()
    provider.shutdown()
    logs.shutdown()
    scenario.write_labels(out, __file__, "semantic-kernel",
                          scenario.versions("semantic-kernel", "openai", "opentelemetry-sdk"),
                          "SEMANTICKERNEL_EXPERIMENTAL_GENAI_ENABLE_OTEL_DIAGNOSTICS_SENSITIVE=true turns it on "
                          "(off by default)")


if __name__ == "__main__":
    main()
