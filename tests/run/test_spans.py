"""The run's OTLP/JSON: written straight from the spans, the same document the SDK's own encoder makes."""

from __future__ import annotations

import asyncio
from pathlib import Path

from miner.demo.exporter import otlp_json, spans_json
from miner.formats.evalset import Content, EvalCase, FunctionCall, IntermediateData, Invocation
from miner.formats.fixtures import FixtureFile, ToolFixture
from miner.run.adapters.adk import AdkAdapter
from miner.run.harness import CaseToRun, RunOptions, play
from miner.run.spans import install
from tests.run.agents import adk_hand_off


def test_the_spans_of_a_run_encode_as_the_sdks_encoder_does(tmp_path: Path) -> None:
    capture, tracer = install()
    kept: list = []
    original = capture.take

    def keep(trace_ids: list[int]) -> list:
        kept.extend(original(trace_ids))
        return kept

    capture.take = keep  # type: ignore[method-assign]
    turn = Invocation(user_content=Content.of_text("Refund order A-1.", role="user"),
                      intermediate_data=IntermediateData(tool_uses=[FunctionCall(name="lookup_order",
                                                                                 args={"order_id": "A-1"})]))
    fixture = FixtureFile(eval_id="case", tools={"lookup_order": [ToolFixture(turn=1, args={"order_id": "A-1"},
                                                                              response={"owner": "x"})]})
    try:
        record = asyncio.run(play(AdkAdapter(adk_hand_off), CaseToRun(EvalCase(eval_id="case", conversation=[turn]),
                                                                       None, fixture),
                                  1, RunOptions(), capture, tracer, tmp_path))
    finally:
        del capture.take
    assert record.fixture_misses  # issue_refund has no recording: an error status on its span
    assert len(kept) > 5 and any(span.status.description for span in kept)
    assert spans_json(kept) == otlp_json(kept)
