"""Each detector: cases that must fire (with the evidence a reviewer needs) and cases that must not."""

from __future__ import annotations

import pytest

from miner.config import MinerConfig
from miner.model import ErrorRecord, Feedback
from miner.signals import build_detectors, detect
from miner.signals.config import SignalsConfig
from tests.factory import session, tool, turn


def kinds(built) -> list[str]:
    return [signal.kind for signal in detect(built).signals]


def only(built, kind: str):
    found = [signal for signal in detect(built).signals if signal.kind == kind]
    assert len(found) == 1, detect(built).signals
    return found[0]


# error ---------------------------------------------------------------------------------------------------

def test_error_fires_on_tool_status_with_turn_span_and_tool() -> None:
    failing = tool("issue_refund", status="error", error="Timeout: x")
    built = session("hello", turn("refund order 12", failing))
    signal = only(built, "error")
    evidence = signal.evidence[0]
    assert (evidence.turn, evidence.tool, evidence.span_id) == (1, "issue_refund", "span-issue_refund")
    assert "status error" in evidence.detail
    assert "x" not in evidence.detail.split("error")[-1]  # the error message itself is not copied


@pytest.mark.parametrize("result", [
    {"error": "order not found"},
    {"status": "FAILED", "detail": "x"},
    {"result": "Error: backend down"},
    "Traceback (most recent call last): ...",
    {"errors": ["bad id"]},
])
def test_error_fires_on_tool_result_carrying_an_error(result) -> None:
    assert kinds(session(turn("look up my order", tool("lookup_order", result=result)))) == ["error"]


def test_error_fires_on_span_error_and_exception_event() -> None:
    built = session(turn("hi", errors=[ErrorRecord(type="ValueError", span_name="call_llm", span_id="a1")]),
                    turn("again", errors=[ErrorRecord(span_name="invoke_agent")]))
    signal = only(built, "error")
    assert [e.detail for e in signal.evidence] == ["error ValueError in span 'call_llm'",
                                                   "span error status in span 'invoke_agent'"]
    assert signal.evidence[0].span_id == "a1"
    assert signal.severity == 1.5


@pytest.mark.parametrize("result", [
    {"status": "ok", "error": None},
    {"error": ""},
    {"orders": [{"status": "failed delivery"}]},
    "No errors found in your account",
    {"message": "the error you saw is fixed"},
])
def test_error_does_not_fire_on_healthy_results(result) -> None:
    assert kinds(session(turn("check my account", tool("check_account", result=result)))) == []


def test_error_ignores_configured_tools_and_types() -> None:
    config = SignalsConfig.model_validate({"error": {"ignore_tools": ["probe"],
                                                     "ignore_error_types": ["CancelledError"]}})
    built = session(turn("x", tool("probe", status="error"),
                         errors=[ErrorRecord(type="CancelledError")]))
    assert detect(built, config).signals == []


def test_a_loop_of_identical_calls_in_a_turn_is_an_error_with_the_tool_and_count() -> None:
    same = [tool("lookup_order", result={"status": "pending"}, order_id="A1") for _ in range(3)]
    built = session("where is my order", turn("still waiting?", *same, tool("lookup_order", order_id="B2")))
    signal = only(built, "error")
    assert [(e.turn, e.tool, e.detail) for e in signal.evidence] == [
        (1, "lookup_order", "loop: called 3 times with identical arguments")]


def test_retries_with_other_arguments_or_fewer_calls_are_not_a_loop() -> None:
    drifting = [tool("search_flights", origin="LIS", day=day) for day in (1, 2, 3)]
    twice = [tool("lookup_order", order_id="A1"), tool("lookup_order", order_id="A1")]
    assert kinds(session(turn("flights?", *drifting), turn("order?", *twice))) == []
    config = SignalsConfig.model_validate({"error": {"loop_min_calls": 2}})
    assert [s.kind for s in detect(session(turn("order?", *twice)), config).signals] == ["error"]


def test_a_turn_left_without_an_answer_is_an_error() -> None:
    built = session("hi", turn("can you check my refund?", tool("lookup_refund", result={"state": "open"})))
    built.turns[1].final_response = None
    evidence = only(built, "error").evidence
    assert [(e.turn, e.detail) for e in evidence] == [
        (1, "no answer: the turn ended without a word to the user")]
    answered_midway = session(turn("refund?", intermediate_texts=["Checking: it is open."]))
    not_captured = session("refund?", content_captured=False)
    for other in (answered_midway, not_captured):
        other.turns[0].final_response = None
    assert kinds(answered_midway) == [] and kinds(not_captured) == []
    off = SignalsConfig.model_validate({"error": {"unanswered_turns": False}})
    assert detect(built, off).signals == []


# escalation ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("tool_name", ["escalate", "escalate_to_human", "transfer_to_human", "human_handoff",
                                       "handoff_to_support", "request_human_agent", "Escalate"])
def test_escalation_fires_on_handoff_tools(tool_name: str) -> None:
    signal = only(session(turn("refund 300 please", tool(tool_name, summary="x"))), "escalation")
    assert signal.evidence[0].tool == tool_name
    assert signal.evidence[0].detail == "hand-off tool called"


def test_escalation_fires_on_transfer_to_a_human_agent() -> None:
    assert kinds(session(turn("help", transfers=["live_agent_queue"]))) == ["escalation"]
    via_tool = session(turn("help", tool("transfer_to_agent", agent_name="human_support")))
    signal = only(via_tool, "escalation")
    assert len(signal.evidence) == 1 and "human_support" in signal.evidence[0].detail


def test_escalation_does_not_fire_on_transfer_between_bots() -> None:
    built = session(turn("book a flight", tool("transfer_to_agent", agent_name="booking_agent"),
                         transfers=["booking_agent", "billing_agent"]))
    assert kinds(built) == []


def test_escalation_detector_uses_configured_tool_names() -> None:
    config = SignalsConfig.model_validate({"escalation": {"handoff_tools": ["page_oncall"]}})
    assert [s.kind for s in detect(session(turn("x", tool("page_oncall"))), config).signals] == ["escalation"]
    assert detect(session(turn("x", tool("escalate"))), config).signals == []


# thumbs_down ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("feedback", [
    Feedback(name="user_feedback", label="thumbs_down"),
    Feedback(name="user_feedback", score=-1),
    Feedback(name="rating", score=2),
    Feedback(name="helpfulness", score=0.2),
    Feedback(name="gen_ai.evaluation.result", label="Negative", score=0),
    Feedback(name="annotation", label="thumbs-down", score=1),
])
def test_thumbs_down_fires_on_negative_feedback(feedback: Feedback) -> None:
    built = session(turn("where is my parcel", feedback=[feedback.model_copy(update={"span_id": "f1"})]))
    signal = only(built, "thumbs_down")
    assert (signal.evidence[0].turn, signal.evidence[0].span_id) == (0, "f1")


@pytest.mark.parametrize("feedback", [
    Feedback(name="user_feedback", label="thumbs_up", score=-1),
    Feedback(name="user_feedback", score=1),
    Feedback(name="rating", score=4),
    Feedback(name="helpfulness", score=0.9),
    Feedback(name="user_feedback", score=0),
    Feedback(name="user_feedback", explanation="bad"),
])
def test_thumbs_down_does_not_fire_on_other_feedback(feedback: Feedback) -> None:
    assert kinds(session(turn("where is my parcel", feedback=[feedback]))) == []


def test_thumbs_down_reads_session_feedback() -> None:
    built = session("hi", feedback=[Feedback(name="feedback_file", label="thumbs_down", source="fb.csv:4")])
    evidence = only(built, "thumbs_down").evidence[0]
    assert evidence.turn is None and "fb.csv:4" in evidence.detail


# registry, purity ----------------------------------------------------------------------------------------

def test_detect_is_pure_and_recomputes() -> None:
    built = session("this is useless", turn("x", tool("escalate")))
    first = detect(built)
    assert built.signals == []
    assert detect(first) == first
    assert [s.kind for s in first.signals] == ["complaint", "escalation"]


def test_detectors_follow_configuration() -> None:
    built = session("this is useless", turn("x", tool("escalate")))
    only_complaints = MinerConfig.model_validate({"signals": {"detectors": ["complaint"]}})
    assert [s.kind for s in detect(built, only_complaints).signals] == ["complaint"]
    disabled = SignalsConfig.model_validate({"complaint": {"enabled": False}})
    assert [d.name for d in build_detectors(disabled)] == ["escalation", "error", "thumbs_down"]
