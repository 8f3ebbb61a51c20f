"""Mapping cost per convention: spans per second through the configured mappers, and with their messages parsed.

Synthetic spans shaped like real ones (a 20-message conversation on each model call).
Run: python bench/conventions.py [spans per kind]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from miner.config import MinerConfig
from miner.mappers import select
from miner.receivers.records import SpanRecord

TURNS = 10


def span(name: str, scope: str, attributes: dict[str, object]) -> SpanRecord:
    return SpanRecord("a" * 32, "b" * 16, "c" * 16, name, 1, 1, 2, attributes, [], 0, None, scope, {})


def adk_v1_call_llm() -> SpanRecord:
    contents = [{"role": role, "parts": [{"text": f"message {index} " * 20}]}
                for index in range(TURNS) for role in ("user", "model")]
    return span("call_llm", "gcp.vertex.agent", {
        "gcp.vertex.agent.session_id": "s", "gcp.vertex.agent.invocation_id": "e-1",
        "gcp.vertex.agent.llm_request": json.dumps({"model": "m", "config": {}, "contents": contents}),
        "gcp.vertex.agent.llm_response": json.dumps({"content": {"role": "model", "parts": [{"text": "ok"}]}}),
    })


def openinference_llm() -> SpanRecord:
    attributes: dict[str, object] = {"openinference.span.kind": "LLM", "session.id": "s"}
    for index in range(2 * TURNS):
        attributes[f"llm.input_messages.{index}.message.role"] = "user" if index % 2 == 0 else "assistant"
        attributes[f"llm.input_messages.{index}.message.content"] = f"message {index} " * 20
    attributes["llm.output_messages.0.message.role"] = "assistant"
    attributes["llm.output_messages.0.message.content"] = "ok"
    return span("ChatCompletion", "openinference.instrumentation.openai", attributes)


def genai_chat() -> SpanRecord:
    messages = [{"role": role, "parts": [{"type": "text", "content": f"message {index} " * 20}]}
                for index in range(TURNS) for role in ("user", "assistant")]
    return span("chat m", "app", {"gen_ai.operation.name": "chat", "gen_ai.conversation.id": "s",
                                  "gen_ai.input.messages": json.dumps(messages)})


def measure(make: Callable[[], SpanRecord], count: int, parse: bool) -> float:
    mappers = select(MinerConfig())
    spans = [make() for _ in range(count)]
    start = time.perf_counter()
    for item in spans:
        facts = mappers.facts(item)
        if parse and facts is not None and facts.input_messages is not None:
            facts.input_messages.get()
    return count / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("count", type=int, nargs="?", default=20_000, help="Spans per kind (default 20000).")
    count = parser.parse_args().count
    print(f"{count} spans per kind, {2 * TURNS} messages each, conventions {MinerConfig().conventions}")
    for label, make in (("adk v1 call_llm", adk_v1_call_llm), ("openinference LLM", openinference_llm),
                        ("genai chat", genai_chat)):
        mapped = measure(make, count, parse=False)
        parsed = measure(make, count, parse=True)
        print(f"{label:20} mapped {mapped:>10,.0f} spans/s   mapped+parsed {parsed:>10,.0f} spans/s")


if __name__ == "__main__":
    main()
