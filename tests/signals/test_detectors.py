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


@pytest.mark.parametrize("text", [
    "Can I talk to a human please",
    "I want to speak with a real person.",
    "let me speak to your manager",
    "Transfer me to someone who can help",
    "is there a human I can chat with?",
    "I need a live agent now",
    "please escalate this",
    "get me a supervisor",
])
def test_escalation_fires_when_the_user_asks_for_a_person(text: str) -> None:
    signal = only(session("hello", text), "escalation")
    assert signal.evidence[0].turn == 1
    assert signal.evidence[0].detail.startswith("user asks for a person")


@pytest.mark.parametrize("text", [
    "No need to talk to a human, you solved it",
    "I don't want to speak to a person, just cancel it",
    "My friend is a real estate agent",
    "Personal details are in my profile",
    "Which escalator goes to gate B?",
    "the human resources team sent me",
])
def test_escalation_does_not_fire_on_look_alikes(text: str) -> None:
    assert kinds(session(text)) == []


def test_escalation_detector_uses_configured_tool_names() -> None:
    config = SignalsConfig.model_validate({"escalation": {"handoff_tools": ["page_oncall"]}})
    assert [s.kind for s in detect(session(turn("x", tool("page_oncall"))), config).signals] == ["escalation"]
    assert detect(session(turn("x", tool("escalate"))), config).signals == []


# complaint -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "This is useless.",
    "That's not what I asked for",
    "No, I said Tuesday",
    "I already told you my booking number",
    "you got it wrong AGAIN",
    "wrong flight, again",
    "why can't you just cancel it",
    "this still doesn't work",
    "How many times do I have to say it",
    "Seriously, what a waste of time",
    "That’s wrong",
])
def test_complaint_fires_on_frustration_and_correction(text: str) -> None:
    signal = only(session("book me a table for two", text), "complaint")
    assert signal.evidence[0].turn == 1
    assert signal.evidence[0].detail.startswith('user says "')


@pytest.mark.parametrize("text", [
    "Sorry, I meant to say Friday",
    "Thanks, that's great!",
    "sorry for the typo, thanks a lot",
    "Thank you so much, you've been very helpful",
    "Not bad at all, it's not useless after all",
    "Is the worst-case delivery time a week?" ,
    "Can you show me what I asked for yesterday?",
    "The error said NO WIFI on the router",
    "My ID is ABC-12345-XYZ and code QWERTY99",
    "I'm never frustrated with you",
])
def test_complaint_does_not_fire_on_polite_or_neutral_words(text: str) -> None:
    assert "complaint" not in kinds(session(text))


def test_complaint_ignores_the_agents_apologies() -> None:
    built = session("what's my balance")
    built.turns[0].final_response = "Sorry, this is useless, I failed."
    assert kinds(built) == []


def test_complaint_fires_on_shouting() -> None:
    signal = only(session("WHY IS MY ORDER STILL NOT HERE"), "complaint")
    assert any("shouts" in evidence.detail for evidence in signal.evidence)


def test_short_capitals_and_acronyms_are_not_shouting() -> None:
    assert kinds(session("OK", "Order ID ORD-1234 via UPS, ETA?", "NYC to LAX on 12/03")) == []


def test_complaint_fires_on_the_same_request_three_times() -> None:
    built = session("cancel my hotel booking in Rome", "please cancel the Rome hotel booking",
                    "cancel hotel booking Rome now")
    signal = only(built, "complaint")
    assert signal.evidence[-1].detail == "same request asked 3 times (turns 0, 1, 2)"


def test_different_requests_with_shared_words_are_not_rephrasing() -> None:
    built = session("status of order 1001", "status of order 1002", "status of order 1003")
    assert kinds(built) == []


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
    assert [s.kind for s in first.signals] == ["escalation", "complaint"]


def test_detectors_follow_configuration() -> None:
    built = session("this is useless", turn("x", tool("escalate")))
    only_complaints = MinerConfig.model_validate({"signals": {"detectors": ["complaint"]}})
    assert [s.kind for s in detect(built, only_complaints).signals] == ["complaint"]
    disabled = SignalsConfig.model_validate({"complaint": {"enabled": False}})
    assert [d.name for d in build_detectors(disabled)] == ["error", "escalation", "thumbs_down"]


def test_matched_words_shown_as_evidence_are_short_and_masked() -> None:
    built = session("No, I said order 99812 to alice@example.com, not the old one")
    details = [e.detail for e in only(built, "complaint").evidence]
    assert details and all("99812" not in d and "alice" not in d for d in details)
    named = session("I said Jonathan Ray Smith, not John")
    detail = only(named, "complaint").evidence[0].detail
    assert detail == 'user says "I said … … … not"'
    shouted = only(session("I ALREADY GAVE YOU the number"), "complaint").evidence[0].detail
    assert shouted == 'user says "I ALREADY GAVE YOU"'
