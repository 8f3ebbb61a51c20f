"""The same case run through each framework's adapter (real framework, scripted model) and through the driver
protocol: every tool call answered from the fixture, the state seeded, and `miner score` reading the runs."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from miner.formats.run_manifest import RunOutcome
from tests.run.conftest import manifest, where_is_case, write_fixture
from tests.score.conftest import case, turn, write_case

SPECS = {
    "pydantic-ai": "pydantic-ai:tests.run.agents:pydantic_ai_agent",
    "langchain": "langchain:tests.run.agents:build_langchain_agent",
    "driver": "driver:tests.run.agents:make_driver",
}


@pytest.mark.parametrize("framework", sorted(SPECS))
def test_a_refund_case_runs_through_the_framework_and_score_reads_it(
        project: Path, miner: Callable[..., Result], framework: str) -> None:
    write_case(project / "evals", case("refund", turn(
        "Please refund order A-1.", "Order A-1 is refunded.", ("lookup_order", {"order_id": "A-1"}),
        ("issue_refund", {"order_id": "A-1", "amount": 30}))))
    # The recorded amount is 30.0: the agent's 30 is the same number.
    write_fixture(project / "evals", "refund",
                  lookup_order=[{"turn": 1, "args": {"order_id": "A-1"}, "response": {"total": 30.0}}],
                  issue_refund=[{"turn": 1, "args": {"order_id": "A-1", "amount": 30.0},
                                 "response": {"refund_id": "R-1"}}])
    where_is_case(project / "evals")
    result = miner("run", "--agent", SPECS[framework])
    assert result.exit_code == 0, result.output
    runs = manifest(project).runs
    assert manifest(project).framework == framework
    assert [(run.conversation_id, run.outcome) for run in runs] == [
        ("refund/run-1", RunOutcome.PASSED), ("refund/run-2", RunOutcome.PASSED),
        ("where_is_order/run-1", RunOutcome.PASSED), ("where_is_order/run-2", RunOutcome.PASSED)]
    assert [call.name for call in runs[0].transcript[0].calls] == ["lookup_order", "issue_refund"]
    assert runs[2].transcript[0].answer == "Order A-1 is shipped."

    scored = miner("score", "--runs", "build/runs/spans")
    assert scored.exit_code == 0, scored.output
    assert "refund: not gated; 2/2 runs passed" in scored.stdout
    assert "where_is_order: not gated; 2/2 runs passed" in scored.stdout


def test_the_driver_gets_the_cases_state_and_may_run_read_only_tools_live(
        project: Path, miner: Callable[..., Result]) -> None:
    document = json.loads(case("tier", turn("What tier am I?", "You are a gold customer.")).model_dump_json(
        exclude_none=True))
    document["session_input"] = {"app_name": "shop", "user_id": "u", "state": {"tier": "gold"}}
    (project / "evals" / "tier.evalset.json").write_text(json.dumps({"eval_set_id": "tier",
                                                                     "eval_cases": [document]}))
    write_case(project / "evals", case("track", turn("Please track order A-1.", "Order A-1 goes with live-carrier.",
                                                     ("track_shipment", {"order_id": "A-1"}))))
    write_fixture(project / "evals", "tier")
    result = miner("run", "--agent", SPECS["driver"], "--repeat", "1", "--live-read-only")
    assert result.exit_code == 0, result.output
    tier, track = manifest(project).runs
    assert tier.transcript[0].answer == "You are a gold customer."
    assert track.live_calls == ["track_shipment"] and track.transcript[0].answer == "Order A-1 goes with live-carrier."
