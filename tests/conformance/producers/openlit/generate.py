"""OpenLIT: `openlit.init(...)` over the application's TracerProvider and LoggerProvider (OpenLIT reuses those
already set; its events go to `logs.jsonl`), its
OpenAI instrumentation on the client of an agent loop of the application's own, the tools traced with
`@openlit.trace`, and the conversation and user ids set with `openlit.using_attributes({...})`, which lands on
the spans OpenLIT's instrumentations start inside it. Each turn is under the application's request span.

Usage: python generate.py OUT_DIR [--content on|off]
Content: `openlit.init(capture_message_content=...)`, on by default; OpenLIT's instrumentations read it once,
when they instrument (and cannot be undone), so the conversations with content off are played by a second
process of this script (`--content off`), whose spans, events and labels are added to the first's.
"""

from __future__ import annotations

import argparse
import gzip
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import openlit
import scenario
from openai import OpenAI
from opentelemetry import trace
from opentelemetry._logs import set_logger_provider

TOOLS = {function.__name__: openlit.trace(function) for function in scenario.TOOLS}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--content", choices=("on", "off"), default="on")
    options = parser.parse_args()
    content = options.content == "on"
    out: Path = options.out
    provider, _ = scenario.tracer_provider(out, "shop-agent")
    trace.set_tracer_provider(provider)
    tracer = provider.get_tracer("shop-app")
    logs = scenario.logger_provider(out, "shop-agent")
    set_logger_provider(logs)
    # A local (empty) price list: without one OpenLIT fetches its own from the network at init.
    prices = Path(tempfile.mkdtemp()) / "pricing.json"
    prices.write_text("{}", encoding="utf-8")
    openlit.init(application_name="shop-agent", disable_batch=True, disable_metrics=True, pricing_json=str(prices),
                 capture_message_content=content)
    with scenario.fake_server() as server:
        client = OpenAI(base_url=server.base_url, api_key="test")
        for number, conversation in enumerate(scenario.CONVERSATIONS):
            if conversation.content != content:
                continue
            messages: list[dict[str, Any]] = [{"role": "system", "content": scenario.SYSTEM_PROMPT}]

            def ask(text: str, messages: list[dict[str, Any]] = messages) -> str:
                messages.append({"role": "user", "content": text})
                return scenario.chat_until_answered(client, messages, lambda call: scenario.call_tool(TOOLS, call))

            user_id = conversation.user_id or f"user-{number}"
            with openlit.using_attributes({"session.id": conversation.session_id, "user.id": user_id}):
                scenario.play(tracer, conversation, ask)
    provider.shutdown()
    logs.shutdown()
    if content and not all(conversation.content for conversation in scenario.CONVERSATIONS):
        with tempfile.TemporaryDirectory() as other:
            subprocess.run([sys.executable, __file__, other, "--content", "off"], check=True)
            for name in ("spans.jsonl", "logs.jsonl"):
                with gzip.open(Path(other) / f"{name}.gz", "rb") as source, (out / name).open("ab") as target:
                    target.write(source.read())
            scenario.RECORD.sessions += scenario.recorded_sessions(Path(other) / "labels.json")
    scenario.write_labels(out, __file__, "openlit", scenario.versions("openlit", "openai", "opentelemetry-sdk"),
                          "openlit.init(capture_message_content=False) turns it off (on by default)")


if __name__ == "__main__":
    main()
