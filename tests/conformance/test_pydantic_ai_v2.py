"""Pydantic AI's deprecated instrumentation version 2 keeps a tool's content in `tool_arguments` and
`tool_response`: read from the tool span itself, not only from what the model asked for and was told."""

from __future__ import annotations

import gzip

from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.mappers import select
from miner.receivers.otlp import decode_traces, spans_of_document
from miner.receivers.records import Location
from tests.conformance.scoring import FIXTURES


def test_running_tool_spans_carry_their_arguments_and_response() -> None:
    mappers = select(MinerConfig())
    path = FIXTURES / "pydantic-ai-v2" / "spans.jsonl.gz"
    tools = {}
    with gzip.open(path) as lines:
        content = lines.read().splitlines()
    for number, line in enumerate(content, start=1):
        for span in spans_of_document(decode_traces(line), Location(str(path), number), Diagnostics(stream=None)):
            facts = mappers.facts(span)
            if span.name == "running tool" and facts is not None and facts.tool is not None:
                tools.setdefault(facts.tool.name, facts.tool)  # the first: the runs with content come first
    assert tools["lookup_order"].args == {"order_id": "ORD-1001"}
    assert tools["lookup_order"].result == {"order_id": "ORD-1001", "status": "shipped"}
    assert tools["issue_refund"].args == {"order_id": "ORD-1001", "amount": 25.0}
    assert tools["issue_refund"].error == "refund service unavailable"
