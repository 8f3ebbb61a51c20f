"""Agno: an `Agent` (its `OpenAIChat` model, the tools given as plain functions, the conversation kept in an
`InMemoryDb` with `add_history_to_context=True`), each turn run with `agent.run(text, session_id=...,
user_id=...)`, traced by OpenInference's Agno instrumentation (`AgnoInstrumentor().instrument(...)`) as its
documentation sets it up.

Usage: python generate.py OUT_DIR
Content capture is on by default; `TraceConfig(hide_inputs=True, hide_outputs=True)` (or
OPENINFERENCE_HIDE_INPUTS / OPENINFERENCE_HIDE_OUTPUTS) turns it off, which is how the run with content off is
made.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import scenario
from agno.agent import Agent
from agno.db.in_memory import InMemoryDb
from agno.models.openai import OpenAIChat
from openinference.instrumentation import TraceConfig
from openinference.instrumentation.agno import AgnoInstrumentor


def main() -> None:
    out = scenario.out_dir()
    provider, _ = scenario.tracer_provider(out, "shop-agent")
    tracer = provider.get_tracer("shop-app")
    instrumentor = AgnoInstrumentor()
    with scenario.fake_server() as server:
        for number, conversation in enumerate(scenario.CONVERSATIONS):
            hidden = not conversation.content
            instrumentor.instrument(tracer_provider=provider,
                                    config=TraceConfig(hide_inputs=hidden, hide_outputs=hidden))
            agent = Agent(name="shop_agent", model=OpenAIChat(id=scenario.MODEL, base_url=server.base_url,
                                                              api_key="test"),
                          instructions=scenario.SYSTEM_PROMPT, tools=list(scenario.TOOLS), db=InMemoryDb(),
                          add_history_to_context=True, telemetry=False)

            def ask(text: str, agent: Agent = agent, session_id: str = conversation.session_id,
                    user_id: str = conversation.user_id or f"user-{number}") -> str | None:
                response = agent.run(text, session_id=session_id, user_id=user_id)
                return None if response.content is None else str(response.content)

            scenario.play(tracer, conversation, ask)
            instrumentor.uninstrument()
    provider.shutdown()
    scenario.write_labels(out, __file__, "agno + openinference",
                          scenario.versions("agno", "openinference-instrumentation-agno", "openai",
                                            "opentelemetry-sdk"),
                          "on by default; TraceConfig(hide_inputs=True, hide_outputs=True) or "
                          "OPENINFERENCE_HIDE_INPUTS=true OPENINFERENCE_HIDE_OUTPUTS=true turn it off")


if __name__ == "__main__":
    main()
