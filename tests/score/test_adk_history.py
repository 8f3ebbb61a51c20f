"""Runs from ADK's own eval history: google-adk's LocalEvalService runs an agent with a scripted model on the
suite's case and writes `.adk/eval_history/` as `adk eval` does; `miner score` reads it with our model.

Two `adk eval` runs make two repeats: in one the agent behaves, in the other it hands over to a refunds sub-agent
that refunds an order it must not, which mustNotCall sees over the sub-agent's calls.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from click.testing import Result
from google.adk.agents import LlmAgent
from google.adk.evaluation.base_eval_service import (
    EvaluateConfig,
    EvaluateRequest,
    InferenceConfig,
    InferenceRequest,
)
from google.adk.evaluation.eval_case import EvalCase as AdkEvalCase
from google.adk.evaluation.eval_metrics import EvalMetric
from google.adk.evaluation.eval_result import EvalSetResult as AdkEvalSetResult
from google.adk.evaluation.in_memory_eval_sets_manager import InMemoryEvalSetsManager
from google.adk.evaluation.local_eval_service import LocalEvalService
from google.adk.evaluation.local_eval_set_results_manager import LocalEvalSetResultsManager

from miner.formats.adk_eval_history import EvalSetResult, read_eval_history
from miner.score.runs import invocation_calls
from tests.ingest.sdk import GenAITracer
from tests.mappers.test_adk import ScriptedModel, calls, says
from tests.score.conftest import refund_not_owned, refund_spec, write_case
from tests.score.test_traces import harness_turn

APP = "support_agent"


def lookup_order(order_id: str) -> dict[str, Any]:
    """Look up an order by its id."""
    return {"order_id": order_id, "owner": "C-200"}


def issue_refund(order_id: str) -> dict[str, Any]:
    """Refund an order."""
    return {"refund_id": "RF-1", "status": "issued"}


def good_agent() -> LlmAgent:
    return LlmAgent(name=APP, model=ScriptedModel(script=[
        calls("lookup_order", {"order_id": "8812"}, "c1"),
        says("Order 8812 is not on your account, so I cannot refund it."),
    ]), tools=[lookup_order])


def broken_agent() -> LlmAgent:
    refunds = LlmAgent(name="refunds", model=ScriptedModel(script=[
        calls("issue_refund", {"order_id": "8812"}, "c3"), says("Your refund for 8812 has been issued."),
    ]), tools=[issue_refund])
    return LlmAgent(name=APP, model=ScriptedModel(script=[
        calls("lookup_order", {"order_id": "8812"}, "c1"),
        calls("transfer_to_agent", {"agent_name": "refunds"}, "c2"),
    ]), tools=[lookup_order], sub_agents=[refunds])


def adk_eval(agent: LlmAgent, agents_dir: Path) -> None:
    """What `adk eval` does: inference on the eval set, then the metrics; the results go to eval history."""
    case = AdkEvalCase.model_validate_json(refund_not_owned().model_dump_json(exclude_none=True))
    sets = InMemoryEvalSetsManager()
    sets.create_eval_set(APP, "refunds")
    sets.add_eval_case(APP, "refunds", case)
    service = LocalEvalService(root_agent=agent, eval_sets_manager=sets,
                               eval_set_results_manager=LocalEvalSetResultsManager(str(agents_dir)))

    async def both_steps() -> None:
        request = InferenceRequest(app_name=APP, eval_set_id="refunds", inference_config=InferenceConfig())
        inferences = [result async for result in service.perform_inference(request)]
        metric = EvalMetric(metric_name="tool_trajectory_avg_score", threshold=1.0)
        evaluate = EvaluateRequest(inference_results=inferences,
                                   evaluate_config=EvaluateConfig(eval_metrics=[metric]))
        async for _ in service.evaluate(evaluate):
            pass

    asyncio.run(both_steps())


def history_files(agents_dir: Path) -> list[Path]:
    return sorted((agents_dir / APP / ".adk" / "eval_history").glob("*.evalset_result.json"))


def test_adk_eval_history_loads_in_our_model_as_in_adks(tmp_path: Path) -> None:
    adk_eval(broken_agent(), tmp_path)
    [path] = history_files(tmp_path)
    ours = read_eval_history(path)
    theirs = AdkEvalSetResult.model_validate_json(path.read_text(encoding="utf-8"))
    assert ours.eval_set_id == theirs.eval_set_id == "refunds"
    [case_result] = ours.eval_case_results
    assert case_result.eval_id == "refund_not_owned"
    assert case_result.session_id == theirs.eval_case_results[0].session_id
    [invocation] = case_result.actual_invocations()
    recorded = invocation_calls(invocation)
    assert [(call.name, call.agent, call.status) for call in recorded] == [
        ("lookup_order", APP, "completed"), ("transfer_to_agent", APP, "completed"),
        ("issue_refund", "refunds", "completed")]
    # What our model writes, ADK reads back to the same document.
    again = AdkEvalSetResult.model_validate_json(ours.model_dump_json(exclude_none=True))
    assert again.model_dump(mode="json") == theirs.model_dump(mode="json")


def test_the_legacy_double_encoded_form_is_read(tmp_path: Path) -> None:
    adk_eval(good_agent(), tmp_path)
    [path] = history_files(tmp_path)
    legacy = tmp_path / "legacy.evalset_result.json"
    legacy.write_text(json.dumps(path.read_text(encoding="utf-8")), encoding="utf-8")
    assert read_eval_history(legacy).eval_case_results[0].eval_id == "refund_not_owned"


def test_score_reads_adk_runs_as_repeats_and_sees_the_sub_agents_call(
        project: Path, miner: Callable[..., Result], tmp_path: Path) -> None:
    write_case(project / "evals", refund_not_owned(), refund_spec())
    agents = tmp_path / "agents"
    adk_eval(good_agent(), agents)
    adk_eval(broken_agent(), agents)
    assert len(history_files(agents)) == 2

    result = miner("score", "--runs", str(agents))
    assert result.exit_code == 0, result.output  # no baseline: reported, not gated
    text = result.stdout
    assert "refund_not_owned: not gated; 1/2 runs passed" in text
    assert "- issue_refund {\"order_id\": \"8812\"} (completed) by refunds" in text
    assert "✗ mustNotCall" in text and 'called issue_refund {"order_id": "8812"} by refunds' in text
    assert "1/2 runs passed." in text
    saved = json.loads((project / "build" / "eval-results" / "refund_not_owned.json").read_text())
    assert saved["summary"]["runs"] == 2 and saved["summary"]["pass_rate"] == 0.5
    assert EvalSetResult.model_json_schema()["title"] == "EvalSetResult"


def test_adk_and_traced_runs_are_repeats_listed_by_when_they_ran(
        project: Path, miner: Callable[..., Result], tmp_path: Path) -> None:
    write_case(project / "evals", refund_not_owned(), refund_spec())
    agents = tmp_path / "agents"
    adk_eval(good_agent(), agents)
    tracer = GenAITracer(project / "harness")  # its spans start in November 2026, before the ADK run
    harness_turn(tracer, "refund_not_owned/traced", "Refund order 8812, it arrived broken.",
                 "Order 8812 is not on your account, so I cannot refund it.")
    tracer.close()
    result = miner("score", "--runs", str(agents), "--runs", "harness", "--format", "json")
    [case_result] = json.loads(result.stdout)
    assert [run["source"].endswith("harness") for run in case_result["runs"]] == [True, False]
    assert case_result["summary"]["pass_rate"] == 1.0


def crashing_agent() -> LlmAgent:
    def lookup_order(order_id: str) -> dict[str, Any]:
        """Look up an order by its id."""
        raise RuntimeError("orders service down")

    return LlmAgent(name=APP, model=ScriptedModel(script=[calls("lookup_order", {"order_id": "8812"}, "c1")]),
                    tools=[lookup_order])


def test_an_adk_run_whose_inference_failed_is_reported_not_counted(
        project: Path, miner: Callable[..., Result], tmp_path: Path) -> None:
    write_case(project / "evals", refund_not_owned(), refund_spec())
    agents = tmp_path / "agents"
    adk_eval(crashing_agent(), agents)
    adk_eval(good_agent(), agents)
    result = miner("score", "--runs", str(agents))
    assert result.exit_code == 0, result.output
    assert "refund_not_owned: not gated; 1/1 runs passed (1 not scored)" in result.stdout
    assert "not scored" in result.stdout and "its inference failed" in result.stdout
