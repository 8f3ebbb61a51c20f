"""Runs from traces written by the real OpenTelemetry SDK: the demo agent replaying the suite, and a harness's own
spans. The whole loop through the CLI: score, accept a baseline, break the agent, watch the gate fail."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

from click.testing import Result

from miner.formats.baseline import Baseline
from miner.formats.results import EvalResult
from tests.ingest.sdk import GenAITracer, text
from tests.score.conftest import case, refund_not_owned, refund_spec, turn, write_case


def shipping_case() -> object:
    return case("where_is_my_order", turn("Where is order ORD-FX0001?", "Order ORD-FX0001 arrives on Friday.",
                                          ("track_shipment", {"order_id": "ORD-FX0001"})))


def suite(project: Path) -> None:
    write_case(project / "evals", refund_not_owned(), refund_spec())
    write_case(project / "evals", shipping_case(),  # type: ignore[arg-type]
               refund_spec("where_is_my_order", must_not_call=["issue_refund"], required_facts=["friday"],
                           forbidden_claims=[], arg_rules={}, tags=["happy", "shipping"]))


def test_the_loop_score_accept_break_gate(project: Path, miner: Callable[..., Result]) -> None:
    suite(project)
    replayed = miner("demo", "--replay", "evals", "--out", "runs")
    assert replayed.exit_code == 0
    assert replayed.stderr.splitlines()[-1] == "next: `miner score --runs runs/spans` holds these runs to the suite"
    first = miner("score", "--runs", "runs/spans")
    assert first.exit_code == 0, first.output
    assert "refund_not_owned: not gated; 3/3 runs passed" in first.stdout
    assert "6 run(s), 0 not scored" in first.stderr
    assert first.stderr.splitlines()[-1].startswith("next: `miner baseline accept EVAL_ID --reason")
    results = project / "build" / "eval-results"
    assert sorted(path.name for path in results.iterdir()) == ["refund_not_owned.json", "where_is_my_order.json"]

    accepted = miner("baseline", "accept", "refund_not_owned", "where_is_my_order", "--reason", "first run")
    assert accepted.exit_code == 0, accepted.output
    baseline = Baseline.model_validate_json((project / "evals" / "baselines" / "refund_not_owned.json").read_text())
    assert baseline.reason == "first run" and baseline.summary.pass_rate == 1.0
    assert accepted.stderr.splitlines()[-1].startswith("next: commit ")
    gated = miner("score", "--runs", "runs/spans")
    assert "gate passed" in gated.stdout
    assert gated.stderr.splitlines()[-1].startswith("next: nothing regressed")

    unknown = miner("demo", "--replay", "evals", "--out", "runs", "--break", "lookup_ordr")
    assert unknown.exit_code == 2
    assert unknown.stderr.strip() == ("miner: error: --break lookup_ordr: no case of evals calls that tool, so "
                                      "nothing would break; the tools its cases call: lookup_order, track_shipment")

    assert miner("demo", "--replay", "evals", "--out", "runs", "--break", "lookup_order").exit_code == 0
    broken = miner("score", "--runs", "runs/spans")
    assert broken.exit_code == 1
    assert broken.stderr.splitlines()[-1].startswith("next: read the failing turns above")
    for machine_format in ("json", "junit"):  # nothing "above" on a terminal then: the transcripts are not shown
        for_machines = miner("score", "--runs", "runs/spans", "--format", machine_format)
        assert for_machines.exit_code == 1
        assert "above" not in for_machines.stderr
        assert "next: read the failing turns in build/eval-results/" in for_machines.stderr
    out = broken.stdout
    assert "refund_not_owned: GATE FAILED; 0/3 runs passed" in out
    assert "pass rate 0.00, baseline 1.00: dropped 1.00, more than the 0.20 allowed" in out
    assert "Run 1, turn 1 failed  (refund_not_owned/run-1)" in out
    assert "    Prompt:\n        Refund order 8812, it arrived broken.\n    Tool calls:\n        (none)\n" in out
    assert "        ✗ trajectory\n            IN_ORDER: expected lookup_order" in out
    assert "0/3 runs passed." in out
    assert "where_is_my_order: gate passed; 3/3 runs passed" in out
    # The result was written although the gate failed.
    result = EvalResult.model_validate_json((results / "refund_not_owned.json").read_text())
    assert result.gate.status.value == "failed" and result.summary.pass_rate == 0.0


def test_junit_has_one_test_case_per_eval_case(project: Path, miner: Callable[..., Result]) -> None:
    suite(project)
    miner("demo", "--replay", "evals", "--out", "runs", "--repeat", "2")
    miner("score", "--runs", "runs/spans")
    miner("baseline", "accept", "refund_not_owned", "--reason", "good")
    miner("demo", "--replay", "evals", "--out", "runs", "--repeat", "2", "--break", "lookup_order")
    result = miner("score", "--runs", "runs/spans", "--format", "junit")
    assert result.exit_code == 1
    root = ET.fromstring(result.stdout)
    assert root.tag == "testsuite" and root.get("tests") == "2" and root.get("failures") == "1"
    cases = {item.get("name"): item for item in root.iter("testcase")}
    assert set(cases) == {"refund_not_owned", "where_is_my_order"}
    failure = cases["refund_not_owned"].find("failure")
    assert failure is not None and "pass rate 0.00, baseline 1.00" in failure.get("message", "")
    assert "0/2 runs passed." in (failure.text or "")
    assert cases["where_is_my_order"].find("failure") is None


def harness_turn(tracer: GenAITracer, conversation_id: str, question: str, answer: str,
                 user_id: str | None = None) -> None:
    attributes = {"user.id": user_id} if user_id else None
    with tracer.turn(conversation_id, attributes) as context:
        history = [text("user", question)]
        call = {"role": "assistant", "parts": [{"type": "tool_call", "id": "c1", "name": "lookup_order",
                                                "arguments": {"order_id": 8812}}]}
        tracer.chat(context, history, [call])
        tracer.tool(context, "lookup_order", "c1", {"order_id": "8812"}, {"owner": "C-200"})
        tracer.chat(context, [*history, call], [text("assistant", answer)])


def test_a_session_is_matched_by_its_attribute_else_by_its_first_message(
        project: Path, miner: Callable[..., Result]) -> None:
    suite(project)
    tracer = GenAITracer(project / "harness")
    question, answer = "Refund order 8812, it arrived broken.", "Order 8812 is not on your account."
    harness_turn(tracer, "refund_not_owned#7", "something else entirely", answer)  # named by its session id
    harness_turn(tracer, "a1b2", "  refund ORDER 8812,  it arrived broken. ", answer)  # by its first message
    harness_turn(tracer, "c3d4", "Hello there", answer)  # neither
    tracer.close()
    result = miner("score", "--runs", "harness", "--format", "json")
    assert result.exit_code == 0, result.output
    by_case = {item["eval_id"]: item for item in json.loads(result.stdout)}
    assert [run["run"] for run in by_case["refund_not_owned"]["runs"]] == ["refund_not_owned#7", "a1b2"]
    assert by_case["where_is_my_order"]["runs"] == []
    assert "1 run(s) matched no case" in result.stderr
    assert question  # the case's own wording, matched after normalising case and spaces


def test_the_eval_id_attribute_is_configurable(project: Path, miner: Callable[..., Result]) -> None:
    suite(project)
    with (project / "pyproject.toml").open("a", encoding="utf-8") as config:
        config.write('\n[tool.miner.score]\neval_id_attribute = "user_id"\n')
    tracer = GenAITracer(project / "harness")
    harness_turn(tracer, "s-1", "unrelated words", "Order 8812 is not on your account.", user_id="refund_not_owned")
    tracer.close()
    result = miner("score", "--runs", "harness", "--format", "json")
    runs = {item["eval_id"]: item["runs"] for item in json.loads(result.stdout)}
    assert [run["run"] for run in runs["refund_not_owned"]] == ["s-1"]


def test_a_trace_without_content_is_not_scored_and_nothing_scored_exits_2(
        project: Path, miner: Callable[..., Result]) -> None:
    suite(project)
    tracer = GenAITracer(project / "harness")
    with tracer.turn("refund_not_owned/run-1") as context:
        tracer.chat(context, [], None)
    tracer.close()
    result = miner("score", "--runs", "harness")
    assert result.exit_code == 2
    assert "Run 1 not scored (refund_not_owned/run-1): the trace holds no message content" in result.stdout
    assert "nothing could be scored" in result.stderr


def test_accept_needs_a_scored_result_and_never_happens_in_score(project: Path, miner: Callable[..., Result]) -> None:
    suite(project)
    missing = miner("baseline", "accept", "refund_not_owned", "--reason", "why")
    assert missing.exit_code == 1 and "no such result; run `miner score` first" in missing.stderr
    tracer = GenAITracer(project / "harness")
    with tracer.turn("refund_not_owned/run-1") as context:
        tracer.chat(context, [], None)
    tracer.close()
    miner("score", "--runs", "harness")
    unscored = miner("baseline", "accept", "refund_not_owned", "--reason", "why")
    assert unscored.exit_code == 1 and "no run was scored" in unscored.stderr
    assert not (project / "evals" / "baselines").exists()


def test_results_do_not_depend_on_the_order_of_the_runs(project: Path, miner: Callable[..., Result]) -> None:
    suite(project)
    # Folder a is read first but holds the later run: runs are listed by when they started.
    for folder, run, later in (("a", "refund_not_owned/x", 600), ("b", "refund_not_owned/y", 0)):
        tracer = GenAITracer(project / folder)
        tracer.tick(later)
        harness_turn(tracer, run, "Refund order 8812, it arrived broken.", "Order 8812 is not yours.")
        tracer.close()
    outputs = []
    for order in (("a", "b"), ("b", "a")):
        result = miner("score", "--runs", order[0], "--runs", order[1], "--format", "json")
        outputs.append([{key: value for key, value in item.items() if key != "scored_at"}
                        for item in json.loads(result.stdout)])
    assert outputs[0] == outputs[1]
    assert [run["run"] for run in outputs[0][0]["runs"]] == ["refund_not_owned/y", "refund_not_owned/x"]


def test_a_damaged_baseline_fails_the_gate_and_every_result_is_still_written(
        project: Path, miner: Callable[..., Result]) -> None:
    suite(project)
    miner("demo", "--replay", "evals", "--out", "runs", "--repeat", "1")
    (project / "evals" / "baselines").mkdir()
    (project / "evals" / "baselines" / "refund_not_owned.json").write_text("<<<<<<< HEAD\n", encoding="utf-8")
    result = miner("score", "--runs", "runs/spans")
    assert result.exit_code == 1
    assert "refund_not_owned.json: not a baseline" in result.stdout
    assert len(list((project / "build" / "eval-results").iterdir())) == 2
    missing = miner("score", "--runs", "nowhere")
    assert missing.exit_code == 2 and "nowhere" in missing.stderr
