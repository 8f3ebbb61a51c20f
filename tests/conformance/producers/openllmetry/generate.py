"""Traceloop OpenLLMetry: `Traceloop.init` with its OpenAI instrumentation, an agent loop written with its
decorators (`@agent` for the turn, `@tool` for each tool), the way OpenLLMetry's own examples build one.

Usage: python generate.py OUT_DIR [--session association|conversation] [--shape client|history]
The decorated turn is `answer(client, messages)` (`--shape client`: the client is no JSON, so the SDK writes no
input for it) or, as chat applications often write it, `chat(message, history)`: the new words and the
conversation so far, both written as the span's input.
Releases up to about 0.52 write indexed attributes (`gen_ai.prompt.N.*`, `gen_ai.completion.N.*`); newer ones
`gen_ai.input.messages` / `gen_ai.output.messages`. The session is an association property
(`Traceloop.set_association_properties({"session_id": ...})`) or, in newer releases, `set_conversation_id`.
Content capture is on by default; `TRACELOOP_TRACE_CONTENT=false` turns it off, which is how the run with
content off is made.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import scenario
from openai import OpenAI
from opentelemetry import trace
from traceloop.sdk import Traceloop
from traceloop.sdk.decorators import agent as traceloop_agent
from traceloop.sdk.decorators import tool as traceloop_tool
from traceloop.sdk.instruments import Instruments

TOOLS = {function.__name__: traceloop_tool(name=function.__name__)(function) for function in scenario.TOOLS}


@traceloop_agent(name="shop_agent")
def answer(client: OpenAI, messages: list[dict[str, Any]]) -> str:
    """One user turn; the decorator marks the span of a tool that raised."""
    return scenario.chat_until_answered(client, messages, lambda call: scenario.call_tool(TOOLS, call))


@traceloop_agent(name="shop_agent")
def chat(message: str, history: list[dict[str, Any]]) -> str:
    """One user turn given the new words and the conversation so far (the model's client is the module's)."""
    history.append({"role": "user", "content": message})
    return scenario.chat_until_answered(CLIENT[0], history, lambda call: scenario.call_tool(TOOLS, call))


CLIENT: list[OpenAI] = []


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--session", choices=("association", "conversation"), default="association")
    parser.add_argument("--shape", choices=("client", "history"), default="client")
    options = parser.parse_args()
    exporter = scenario.span_exporter(options.out)
    Traceloop.init(app_name="shop-agent", exporter=exporter, disable_batch=True, telemetry_enabled=False,
                   instruments={Instruments.OPENAI})
    tracer = trace.get_tracer("shop-app")
    with scenario.fake_server() as server:
        client = OpenAI(base_url=server.base_url, api_key="test")
        CLIENT.append(client)
        for conversation in scenario.CONVERSATIONS:
            os.environ["TRACELOOP_TRACE_CONTENT"] = "true" if conversation.content else "false"
            messages: list[dict[str, Any]] = [{"role": "system", "content": scenario.SYSTEM_PROMPT}]

            def ask(text: str, session_id: str = conversation.session_id,
                    messages: list[dict[str, Any]] = messages) -> str:
                if options.session == "conversation":
                    from traceloop.sdk.tracing.tracing import set_conversation_id

                    set_conversation_id(session_id)
                else:
                    Traceloop.set_association_properties({"session_id": session_id})
                if options.shape == "history":
                    return chat(text, messages)
                messages.append({"role": "user", "content": text})
                return answer(client, messages)

            scenario.play(tracer, conversation, ask)
    trace.get_tracer_provider().shutdown()  # type: ignore[attr-defined]
    shape = "" if options.shape == "client" else f", turn: {options.shape}"
    scenario.write_labels(options.out, __file__, f"openllmetry (session: {options.session}{shape})",
                          scenario.versions("traceloop-sdk", "opentelemetry-instrumentation-openai",
                                            "opentelemetry-sdk"),
                          "on by default; TRACELOOP_TRACE_CONTENT=false turns it off")


if __name__ == "__main__":
    main()
