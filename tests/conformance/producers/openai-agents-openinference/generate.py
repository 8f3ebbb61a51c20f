"""An OpenAI Agents SDK agent (chat-completions model, function tools), traced by OpenInference's processor
(`openinference-instrumentation-openai-agents`), which replaces the SDK's own trace export.

Usage: python generate.py OUT_DIR
The SDK's `group_id` is not mapped to a session: the application names it with OpenInference's
`using_session(...)`, which sets `session.id` on every span of the run.
Content capture is on by default; `TraceConfig(hide_inputs=True, hide_outputs=True)` (or
OPENINFERENCE_HIDE_INPUTS / OPENINFERENCE_HIDE_OUTPUTS) turns it off, which is how the run with content off is
made.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import scenario
from agents import Agent, OpenAIChatCompletionsModel, Runner, function_tool
from openai import AsyncOpenAI
from openinference.instrumentation import TraceConfig, using_session
from openinference.instrumentation.openai_agents import OpenAIAgentsInstrumentor


def main() -> None:
    out = scenario.out_dir()
    provider, _ = scenario.tracer_provider(out, "shop-agent")
    tracer = provider.get_tracer("shop-app")
    instrumentor = OpenAIAgentsInstrumentor()
    with scenario.fake_server() as server:
        model = OpenAIChatCompletionsModel(model=scenario.MODEL,
                                           openai_client=AsyncOpenAI(base_url=server.base_url, api_key="test"))
        # A tool that raises answers the model with the error (the SDK's default failure_error_function).
        agent = Agent(name="shop_agent", instructions=scenario.SYSTEM_PROMPT, model=model,
                      tools=[function_tool(function) for function in scenario.TOOLS])
        for conversation in scenario.CONVERSATIONS:
            hidden = not conversation.content
            instrumentor.instrument(tracer_provider=provider,
                                    config=TraceConfig(hide_inputs=hidden, hide_outputs=hidden))
            history: list[Any] = []

            def ask(text: str, session_id: str = conversation.session_id, history: list[Any] = history) -> str:
                with using_session(session_id):
                    result = Runner.run_sync(agent, [*history, {"role": "user", "content": text}])
                history[:] = result.to_input_list()
                return str(result.final_output)

            scenario.play(tracer, conversation, ask)
            instrumentor.uninstrument()
    provider.shutdown()
    scenario.write_labels(out, __file__, "openai-agents + openinference",
                          scenario.versions("openai-agents", "openinference-instrumentation-openai-agents",
                                            "opentelemetry-sdk"),
                          "on by default; TraceConfig(hide_inputs=True, hide_outputs=True) or "
                          "OPENINFERENCE_HIDE_INPUTS=true OPENINFERENCE_HIDE_OUTPUTS=true turn it off")


if __name__ == "__main__":
    main()
