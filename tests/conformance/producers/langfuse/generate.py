"""The Langfuse Python SDK (its OpenTelemetry-based SDK), set up as its documentation shows: the `langfuse.openai`
drop-in client, the turn and the tools decorated with `@observe` (the tools `as_type="tool"`), and the session
and user ids set with `propagate_attributes(session_id=..., user_id=...)` around the application's request span,
so that every span started inside carries them. The SDK is given the application's TracerProvider, whose
processor writes OTLP/JSON lines; its own export goes to a fake Langfuse on 127.0.0.1, which swallows it. The
agent loop is the application's own. A thumbs-down is the application's `user_feedback` span (a Langfuse score
is an API call of its own, never in the trace: see probe_scores.py).

Usage: python generate.py OUT_DIR
Content: the decorator and the drop-in client capture inputs and outputs by default; every conversation is run
and labelled with content captured.
"""

from __future__ import annotations

import dataclasses
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import scenario
from langfuse import Langfuse, observe, propagate_attributes
from langfuse.openai import OpenAI
from opentelemetry import trace


class SwallowingLangfuse(BaseHTTPRequestHandler):
    """Langfuse's API, answering every call with an empty success."""

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        self._reply(b"{}")

    def do_GET(self) -> None:
        self._reply(b'{"data": []}')

    def _reply(self, body: bytes) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


TOOLS = {function.__name__: observe(as_type="tool", name=function.__name__)(function) for function in scenario.TOOLS}


def main() -> None:
    out = scenario.out_dir()
    provider, _ = scenario.tracer_provider(out, "shop-agent")
    trace.set_tracer_provider(provider)
    tracer = provider.get_tracer("shop-app")
    api = ThreadingHTTPServer(("127.0.0.1", 0), SwallowingLangfuse)
    threading.Thread(target=api.serve_forever, daemon=True).start()
    langfuse = Langfuse(public_key="pk-lf-local", secret_key="sk-lf-local", host=f"http://127.0.0.1:{api.server_port}",
                        tracer_provider=provider)
    with scenario.fake_server() as server:
        client = OpenAI(base_url=server.base_url, api_key="test")
        for number, conversation in enumerate(scenario.CONVERSATIONS):
            messages: list[dict[str, Any]] = [{"role": "system", "content": scenario.SYSTEM_PROMPT}]

            @observe(name="shop_agent")
            def ask(text: str, messages: list[dict[str, Any]] = messages) -> str:
                messages.append({"role": "user", "content": text})
                return scenario.chat_until_answered(client, messages, lambda call: scenario.call_tool(TOOLS, call))

            with propagate_attributes(session_id=conversation.session_id, user_id=f"user-{number}"):
                scenario.play(tracer, dataclasses.replace(conversation, content=True), ask)
    langfuse.flush()
    langfuse.shutdown()
    provider.shutdown()
    api.shutdown()
    scenario.write_labels(out, __file__, "langfuse", scenario.versions("langfuse", "openai", "opentelemetry-sdk"),
                          "the decorator's and the client's capture of inputs and outputs, on by default")


if __name__ == "__main__":
    main()
