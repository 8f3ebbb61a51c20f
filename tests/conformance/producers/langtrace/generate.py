"""Langtrace's Python SDK, set up as its documentation shows: `langtrace.init(...)` before the OpenAI client is
made (its OpenAI instrumentation patches the client), the spans sent to a custom exporter (here the OTLP/JSON
lines file, `batch=False`), and the session and user ids passed with `inject_additional_attributes(fn,
{"session.id": ..., "user_id": ...})` around each turn, which Langtrace copies onto the spans started inside. The
agent loop and its tools are the application's own (Langtrace traces the model calls only); the application's
request span of each turn is started from the global provider Langtrace set up.

Usage: python generate.py OUT_DIR
Content: Langtrace captures prompts and completions by default; `TRACE_PROMPT_COMPLETION_DATA=false` turns it off,
read at each call, which is how the conversations run without content are made.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("LANGTRACE_ERROR_REPORTING", "False")

import scenario
from langtrace_python_sdk import inject_additional_attributes, langtrace
from opentelemetry import trace

TOOLS = {function.__name__: function for function in scenario.TOOLS}


def main() -> None:
    out = scenario.out_dir()
    exporter = scenario.span_exporter(out)
    langtrace.init(custom_remote_exporter=exporter, batch=False, service_name="shop-agent", api_key="local",
                   disable_logging=True)
    sys.stdout = sys.__stdout__
    from openai import OpenAI

    tracer = trace.get_tracer("shop-app")
    with scenario.fake_server() as server:
        client = OpenAI(base_url=server.base_url, api_key="test")
        for number, conversation in enumerate(scenario.CONVERSATIONS):
            messages: list[dict[str, Any]] = [{"role": "system", "content": scenario.SYSTEM_PROMPT}]

            def ask(text: str, messages: list[dict[str, Any]] = messages, session_id: str = conversation.session_id,
                    user_id: str = conversation.user_id or f"user-{number}") -> str:
                messages.append({"role": "user", "content": text})
                return inject_additional_attributes(
                    lambda: scenario.chat_until_answered(client, messages,
                                                         lambda call: scenario.call_tool(TOOLS, call)),
                    {"session.id": session_id, "user_id": user_id})

            os.environ["TRACE_PROMPT_COMPLETION_DATA"] = "true" if conversation.content else "false"
            scenario.play(tracer, conversation, ask)
    provider = trace.get_tracer_provider()
    provider.shutdown()  # type: ignore[attr-defined]
    scenario.write_labels(out, __file__, "langtrace", scenario.versions("langtrace-python-sdk", "openai",
                                                                        "opentelemetry-sdk"),
                          "prompts and completions captured by default (TRACE_PROMPT_COMPLETION_DATA=false turns "
                          "it off)")


if __name__ == "__main__":
    main()
