"""Pydantic AI writes the agent run's output as `final_result` on its agent span, with content only: the run's
answer, read there and declared among the keys its mapper reads (what the ClickHouse push-down keeps)."""

from __future__ import annotations

import gzip
import json

import pytest

from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.mappers import read_keys, select
from miner.mappers.pydantic_ai import FINAL_RESULT, PydanticAIConvention
from miner.receivers.otlp import decode_traces, spans_of_document
from miner.receivers.records import Location
from tests.conformance.scoring import FIXTURES


@pytest.mark.parametrize("fixture", ["pydantic-ai-v2", "pydantic-ai-v5"])
def test_an_agent_run_s_answer_is_its_final_result(fixture: str) -> None:
    mappers = select(MinerConfig())
    path = FIXTURES / fixture / "spans.jsonl.gz"
    answers, without = [], 0
    for number, line in enumerate(gzip.decompress(path.read_bytes()).splitlines(), start=1):
        for span in spans_of_document(decode_traces(line), Location(str(path), number), Diagnostics(stream=None)):
            facts = mappers.facts(span)
            if facts is None or facts.role != "agent":
                continue
            if FINAL_RESULT not in span.attributes:
                assert facts.output_messages is None and not facts.content_captured
                without += 1
                continue
            assert facts.content_captured and facts.output_messages is not None
            answers.append(facts.output_messages.last_text("assistant"))
    labels = json.loads((FIXTURES / fixture / "labels.json").read_text(encoding="utf-8"))
    expected = [turn["final_response"] for session in labels["sessions"] if session["content_captured"]
                for turn in session["turns"] if turn["final_response"]]
    assert sorted(answers) == sorted(expected)
    assert without == 2  # the run whose tool raised, and the run with include_content=False


def test_final_result_is_declared_where_the_push_down_reads() -> None:
    assert FINAL_RESULT in PydanticAIConvention.keys.user_words
    assert FINAL_RESULT in read_keys().user_words
