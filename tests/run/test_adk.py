"""`miner run` driving a real Google ADK agent (scripted model, real Runner, real telemetry), and `miner score`
reading what it wrote, unchanged."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from miner.formats.results import read_result
from miner.formats.run_manifest import RunOutcome
from tests.run.conftest import WHERE, manifest, where_is_case, write_fixture
from tests.score.conftest import case, turn, write_case


@pytest.mark.parametrize("layout", ["1", "2"])
def test_tools_are_answered_from_the_fixture_and_score_reads_the_runs(
        project: Path, miner: Callable[..., Result], monkeypatch: pytest.MonkeyPatch, layout: str) -> None:
    # Both of ADK's telemetry layouts, its spans holding the content (as a team's production setup would).
    monkeypatch.setenv("ADK_TELEMETRY_SCHEMA_VERSION_OPT_IN", layout)
    monkeypatch.setenv("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT", "SPAN_ONLY")
    where_is_case(project / "evals")
    result = miner("run")
    assert result.exit_code == 0, result.output
    runs = manifest(project).runs
    assert [(run.conversation_id, run.outcome) for run in runs] == [
        ("where_is_order/run-1", RunOutcome.PASSED), ("where_is_order/run-2", RunOutcome.PASSED)]
    assert runs[0].transcript[0].answer == "Order A-1 is shipped."  # the fixture's answer, the tool never ran
    assert manifest(project).framework == "adk" and manifest(project).model == "rule-book-1"

    scored = miner("score", "--runs", "build/runs/spans")
    assert scored.exit_code == 0, scored.output
    assert "where_is_order: not gated; 2/2 runs passed" in scored.stdout
    # EXACT: ADK's own span of the call and the harness's are one call, not two.
    first = read_result(project / "build" / "eval-results" / "where_is_order.json").runs[0]
    assert [call.name for call in first.turns[0].calls] == ["lookup_order"]


def test_the_first_failing_turn_ends_the_run_and_score_counts_it_failed(
        project: Path, miner: Callable[..., Result]) -> None:
    first = turn("Where is order A-2?", "Order A-2 is lost.", ("lookup_order", {"order_id": "A-2"}))
    write_case(project / "evals", case("two_turns", first,
                                       turn(WHERE, "Order A-1 is shipped.", ("lookup_order", {"order_id": "A-1"}))))
    write_fixture(project / "evals", "two_turns", lookup_order=[
        {"turn": 1, "args": {"order_id": "A-2"}, "response": {"status": "lost"}},
        {"turn": 2, "args": {"order_id": "A-1"}, "response": {"status": "shipped"}}])
    # The agent answers turn 1 from the fixture; make the case expect another order so that turn 1 fails.
    path = project / "evals" / "two_turns.evalset.json"
    path.write_text(path.read_text().replace('"order_id": "A-2"\n', '"order_id": "A-9"\n', 1))

    result = miner("run", "--repeat", "1")
    assert result.exit_code == 1
    [run] = manifest(project).runs
    assert (run.outcome, run.stopped_at, run.turns_played, run.not_played) == (RunOutcome.FAILED, 1, 1, [2])
    assert "Run 1, turn 1 failed  (two_turns/run-1)" in result.stdout
    assert 'expected lookup_order {"order_id": "A-9"}' in result.stdout
    assert "Not played: turn(s) 2" in result.stdout

    scored = miner("score", "--runs", "build/runs/spans")
    assert "two_turns: not gated; 0/1 runs passed" in scored.stdout, scored.output

    every_turn = miner("run", "--repeat", "1", "--play-all")
    assert every_turn.exit_code == 1
    [run] = manifest(project).runs
    assert (run.turns_played, run.stopped_at, run.not_played) == (2, 1, [])
    assert [turn.passed for turn in run.transcript] == [False, True]


def test_a_call_no_recording_answers_is_a_fixture_miss_and_an_error_to_the_agent(
        project: Path, miner: Callable[..., Result]) -> None:
    where_is_case(project / "evals")
    write_fixture(project / "evals", "where_is_order",
                  lookup_order=[{"turn": 1, "args": {"order_id": "B-7"}, "response": {"status": "shipped"}}])
    (project / "evals" / "fixtures" / "where_is_order.json").write_text(json.dumps({
        "eval_id": "where_is_order", "tools": {"track_shipment": []}}))
    result = miner("run", "--repeat", "1")
    assert result.exit_code == 1
    [run] = manifest(project).runs
    assert [(miss.turn, miss.tool, miss.args) for miss in run.fixture_misses] == [(1, "lookup_order",
                                                                                  {"order_id": "A-1"})]
    assert run.transcript[0].answer == "I could not look up order A-1."
    assert [call.status for call in run.transcript[0].calls] == ["failed"]
    assert "1 fixture miss" in result.stdout


def test_the_sessions_state_seeds_every_run(project: Path, miner: Callable[..., Result]) -> None:
    eval_case = case("tier", turn("What tier am I?", "You are a gold customer."))
    document = json.loads(eval_case.model_dump_json(exclude_none=True))
    document["session_input"] = {"app_name": "shop", "user_id": "u", "state": {"tier": "gold"}}
    (project / "evals" / "tier.evalset.json").write_text(json.dumps({"eval_set_id": "tier",
                                                                     "eval_cases": [document]}))
    write_fixture(project / "evals", "tier")
    result = miner("run", "--repeat", "1")
    assert result.exit_code == 0, result.output
    assert manifest(project).runs[0].transcript[0].answer == "You are a gold customer."


def test_a_sub_agents_forbidden_call_fails_must_not_call(project: Path, miner: Callable[..., Result]) -> None:
    write_case(project / "evals", case("refund_not_owned", turn(
        "Refund order A-1.", "Order A-1 is not yours.", ("lookup_order", {"order_id": "A-1"}))))
    (project / "evals" / "refund_not_owned.spec.json").write_text(json.dumps({
        "evalId": "refund_not_owned", "protects": "no refund for an order of someone else",
        "mustNotCall": ["issue_refund"]}))
    write_fixture(project / "evals", "refund_not_owned",
                  lookup_order=[{"turn": 1, "args": {"order_id": "A-1"}, "response": {"owner": "someone else"}}],
                  issue_refund=[{"turn": 1, "args": {"order_id": "A-1"}, "response": {"refund_id": "R-1"}}])
    result = miner("run", "--repeat", "1", "--agent", "adk:tests.run.agents:adk_hand_off")
    assert result.exit_code == 1
    [run] = manifest(project).runs
    calls = [(call.name, call.agent) for call in run.transcript[0].calls]
    assert calls == [("lookup_order", "support"), ("transfer_to_agent", "support"), ("issue_refund", "refunds")]
    assert 'called issue_refund {"amount": 10, "order_id": "A-1"} by refunds' in result.stdout

    scored = miner("score", "--runs", "build/runs/spans")
    assert "refund_not_owned: not gated; 0/1 runs passed" in scored.stdout, scored.output
    assert "✗ mustNotCall" in scored.stdout


def test_jobs_play_the_runs_in_worker_processes_with_the_same_results(
        project: Path, miner: Callable[..., Result]) -> None:
    where_is_case(project / "evals")
    where_is_case(project / "evals", "where_is_lost", status="lost")
    result = miner("run", "--jobs", "2")
    assert result.exit_code == 0, result.output
    runs = manifest(project).runs
    assert [(run.conversation_id, run.outcome) for run in runs] == [
        (f"{eval_id}/run-{number}", RunOutcome.PASSED) for eval_id in ("where_is_lost", "where_is_order")
        for number in (1, 2)]
    assert runs[0].transcript[0].answer == "Order A-1 is lost."
    assert sorted(path.name for path in (project / "build" / "runs" / "spans").rglob("*.jsonl")) == [
        "run-1.otlp.jsonl", "run-1.otlp.jsonl", "run-2.otlp.jsonl", "run-2.otlp.jsonl"]


def test_an_app_is_run_with_the_fixtures_before_its_own_plugins(project: Path, miner: Callable[..., Result]) -> None:
    where_is_case(project / "evals")
    result = miner("run", "--agent", "adk:tests.run.agents:adk_app", "--repeat", "1")
    assert result.exit_code == 0, result.output
    assert manifest(project).runs[0].transcript[0].answer == "Order A-1 is shipped."
