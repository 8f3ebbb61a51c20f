"""Runs held to a case per turn: per-turn sidecar entries, clarifying turns, repeats, pass rates, the gate."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from miner.formats.baseline import Baseline
from miner.formats.results import CallRecord, GateStatus, RunStatus, Summary
from miner.formats.spec import TurnSpec
from miner.score.config import ScoreConfig
from miner.score.runs import ObservedTurn, Run
from miner.score.scoring import gate, score_case, score_run
from tests.score.conftest import case, refund_not_owned, refund_spec, turn

NOW = datetime(2026, 12, 1, tzinfo=UTC)
GOOD = ObservedTurn("Refund order 8812, it arrived broken.", [CallRecord(name="lookup_order",
                                                                         args={"order_id": "8812"})],
                    "Order 8812 is not on your account, so I cannot refund it.")
BAD = ObservedTurn("Refund order 8812, it arrived broken.",
                   [CallRecord(name="lookup_order", args={"order_id": "8812"}),
                    CallRecord(name="issue_refund", args={"order_id": "8812"})],
                   "Refund issued for order 8812.")


def run_of(*turns: ObservedTurn, name: str = "r", unscorable: str | None = None) -> Run:
    return Run(run=name, source="test", turns=list(turns), order=(0.0, "test", name), unscorable=unscorable)


def test_a_run_passes_when_every_check_of_every_turn_passes() -> None:
    result = score_run(refund_not_owned(), refund_spec(), run_of(GOOD), [], None)
    assert result.status is RunStatus.PASSED and result.score == 1.0
    assert [check.check.value for check in result.turns[0].checks] == [
        "trajectory", "mustNotCall", "requiredFacts", "forbiddenClaims"]


def test_a_failed_run_keeps_every_failed_check_with_its_reason() -> None:
    result = score_run(refund_not_owned(), refund_spec(), run_of(BAD), [], None)
    assert result.status is RunStatus.FAILED
    failed = {check.check.value: check.reason for check in result.turns[0].checks if not check.passed}
    assert failed == {"mustNotCall": 'called issue_refund {"order_id": "8812"}',
                      "forbiddenClaims": 'the answer says "refund issued"'}
    assert result.score == 0.5


def test_repeats_give_a_pass_rate_and_unscorable_runs_count_in_neither() -> None:
    runs = [run_of(GOOD, name="1"), run_of(BAD, name="2"), run_of(GOOD, name="3"),
            run_of(name="4", unscorable="no content")]
    result = score_case(refund_not_owned(), refund_spec(), "evals/x", runs, None, ScoreConfig(), [], None, NOW)
    summary = result.summary
    assert (summary.runs, summary.passed, summary.unscorable) == (3, 2, 1)
    assert summary.pass_rate == round(2 / 3, 6)
    assert summary.checks["turn 1 mustNotCall"] == round(2 / 3, 6) and summary.checks["turn 1 trajectory"] == 1.0
    assert result.runs[3].status is RunStatus.UNSCORABLE and result.runs[3].reason == "no content"
    assert result.gate.status is GateStatus.NOT_GATED


def two_turn_case() -> Any:
    return case("refund_which_order",
                turn("I want a refund.", "Which order? Please give me the order number."),
                turn("Order 8812.", "Order 8812 is not on your account, so I cannot refund it.",
                     ("lookup_order", {"order_id": "8812"})))


def two_turn_spec(**changes: Any) -> Any:
    fields = {"turns": [TurnSpec(turn=1, clarifying=True, required_facts=["order number"])], **changes}
    return refund_spec("refund_which_order", **fields)


def test_a_clarifying_turn_passes_on_asking_whatever_the_words_and_may_look_things_up() -> None:
    asks = ObservedTurn("I want a refund.", [CallRecord(name="lookup_order", args={"customer": "me"})],
                        "Sure - what is the order number?")
    result = score_run(two_turn_case(), two_turn_spec(), run_of(asks, GOOD), ["lookup_order"], None)
    assert result.status is RunStatus.PASSED
    assert [check.check.value for check in result.turns[0].checks] == ["clarifying", "mustNotCall",
                                                                      "forbiddenClaims"]
    # The case's requiredFacts apply to the final turn only.
    assert "requiredFacts" in [check.check.value for check in result.turns[1].checks]


def test_a_clarifying_turn_that_acts_or_does_not_ask_fails() -> None:
    acts = ObservedTurn("I want a refund.", [CallRecord(name="issue_refund", args={"order_id": "8812"})],
                        "What is the order number?")
    result = score_run(two_turn_case(), two_turn_spec(must_not_call=[]), run_of(acts, GOOD), ["lookup_order"],
                       None)
    assert result.status is RunStatus.FAILED
    assert result.turns[0].checks[0].reason.startswith("acted instead of asking")
    guesses = ObservedTurn("I want a refund.", [], "I have refunded your last order.")
    result = score_run(two_turn_case(), two_turn_spec(), run_of(guesses, GOOD), ["lookup_order"], None)
    assert [turn.turn for turn in result.failed_turns()] == [1]


def test_per_turn_entries_add_rules_to_their_turn_and_a_short_run_fails_the_missing_turn() -> None:
    spec = two_turn_spec(turns=[TurnSpec(turn=1, must_not_call=["lookup_order"]),
                                TurnSpec(turn=2, required_facts=["account"])])
    looks = ObservedTurn("I want a refund.", [CallRecord(name="lookup_order", args={})],
                         "Which order? Please give me the order number.")
    result = score_run(two_turn_case(), spec, run_of(looks, GOOD), [], None)
    first, second = result.turns
    assert not first.passed and any(c.check.value == "mustNotCall" and not c.passed for c in first.checks)
    assert second.passed
    short = score_run(two_turn_case(), two_turn_spec(), run_of(GOOD), [], None)
    assert short.turns[1].checks[0].reason == "the run ended before this turn"


def baseline(pass_rate: float, score: float) -> Baseline:
    return Baseline(eval_id="x", accepted_at=NOW, reason="good", scored_at=NOW,
                    summary=Summary(runs=5, passed=int(pass_rate * 5), pass_rate=pass_rate, score=score))


def test_the_gate_fails_on_a_drop_beyond_the_allowance_only() -> None:
    config = ScoreConfig()  # pass_rate_drop 0.2, score_drop 0.1
    now = Summary(runs=5, passed=4, pass_rate=0.8, score=0.9)
    assert gate(now, None, config).status is GateStatus.NOT_GATED
    assert gate(now, baseline(1.0, 0.95), config).status is GateStatus.PASSED
    # A drop of exactly the allowance passes, whichever way the float subtraction rounds.
    for before, after in ((0.5, 0.3), (0.9, 0.7)):
        level = Summary(runs=10, passed=int(after * 10), pass_rate=after, score=1.0)
        assert gate(level, baseline(before, 1.0), config).status is GateStatus.PASSED
    dropped = gate(Summary(runs=5, passed=3, pass_rate=0.6, score=0.9), baseline(1.0, 0.95), config)
    assert dropped.status is GateStatus.FAILED
    assert dropped.reasons == ["pass rate 0.60, baseline 1.00: dropped 0.40, more than the 0.20 allowed"]
    by_score = gate(now, baseline(0.8, 1.0), ScoreConfig(score_drop=0.05))
    assert by_score.status is GateStatus.FAILED and by_score.reasons[0].startswith("score 0.90")
    assert gate(Summary(runs=0, passed=0), baseline(1.0, 1.0), config).status is GateStatus.NOT_GATED


def test_validate_refuses_marked_turn_texts_and_turns_the_case_lacks(tmp_path: Any) -> None:
    from miner.validation.checks import validate_paths
    from tests.score.conftest import write_case

    spec = refund_spec(rubrics=["REVIEW: say what a good answer does"],
                       turns=[TurnSpec(turn=1, required_facts=["REVIEW: fact"]), TurnSpec(turn=3)])
    write_case(tmp_path, refund_not_owned(), spec)
    problems = {(problem.json_path, problem.message.split(" (")[0].split(";")[0])
                for problem in validate_paths([tmp_path], None).problems}
    assert problems == {("rubrics[0]", "still marked for review"),
                        ("turns[0].requiredFacts[0]", "still marked for review"),
                        ("turns[1].turn", "turn 3, but the case has 1 turn(s)")}
