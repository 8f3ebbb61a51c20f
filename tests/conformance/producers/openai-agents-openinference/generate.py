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

import argparse
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
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    options = parser.parse_args()
    provider, _ = scenario.tracer_provider(options.out, "shop-agent")
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
            scenario.RECORD.start_session(conversation)
            history: list[Any] = []
            for index, turn in enumerate(conversation.turns):
                with scenario.app_turn(tracer, turn.user_text) as context, using_session(conversation.session_id):
                    result = Runner.run_sync(agent, [*history, {"role": "user", "content": turn.user_text}])
                    scenario.RECORD.answered(result.final_output)
                    history = result.to_input_list()
                if conversation.thumbs_down_turn == index:
                    scenario.record_thumbs_down(tracer, conversation.session_id, context, index)
            instrumentor.uninstrument()
    provider.shutdown()
    scenario.write_labels(options.out, __file__, "openai-agents + openinference",
                          scenario.versions("openai-agents", "openinference-instrumentation-openai-agents",
                                            "opentelemetry-sdk"),
                          "on by default; TraceConfig(hide_inputs=True, hide_outputs=True) or "
                          "OPENINFERENCE_HIDE_INPUTS=true OPENINFERENCE_HIDE_OUTPUTS=true turn it off")


if __name__ == "__main__":
    main()
