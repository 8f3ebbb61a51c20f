"""Pydantic AI's built-in instrumentation, in instrumentation version 5 (the default) and the older version 2.

Usage: python generate.py OUT_DIR --version 5|2
Content capture: `InstrumentationSettings(include_content=False)` turns it off (on by default).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import scenario
from pydantic_ai import Agent
from pydantic_ai.models.instrumented import InstrumentationSettings
from pydantic_ai.models.openai import OpenAIChatModel
from pydantic_ai.providers.openai import OpenAIProvider


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--version", type=int, default=5)
    options = parser.parse_args()
    provider, _ = scenario.tracer_provider(options.out, "shop-agent")
    tracer = provider.get_tracer("shop-app")
    with scenario.fake_server() as server:
        model = OpenAIChatModel(scenario.MODEL, provider=OpenAIProvider(base_url=server.base_url, api_key="test"))
        for conversation in scenario.CONVERSATIONS:
            settings = InstrumentationSettings(tracer_provider=provider, version=options.version,
                                               include_content=conversation.content)
            agent = Agent(model, name="shop_agent", instructions=scenario.SYSTEM_PROMPT, tools=scenario.TOOLS)
            agent.instrument = settings
            history: list[Any] = []

            def ask(text: str, agent: Agent = agent, session_id: str = conversation.session_id,
                    history: list[Any] = history) -> str | None:
                try:
                    result = agent.run_sync(text, message_history=history or None, conversation_id=session_id)
                except RuntimeError:
                    return None  # the refund tool raised: Pydantic AI ends the run with the exception
                history[:] = result.all_messages()
                return str(result.output)

            scenario.play(tracer, conversation, ask)
    provider.shutdown()
    scenario.write_labels(options.out, __file__, f"pydantic-ai v{options.version}",
                          scenario.versions("pydantic-ai-slim", "opentelemetry-sdk"),
                          "InstrumentationSettings(include_content=True) (the default)")


if __name__ == "__main__":
    main()
