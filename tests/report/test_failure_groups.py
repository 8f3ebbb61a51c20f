"""How a bad session is sorted into failure groups: the labels come from what the detectors found, never from the
words of the trace (but a tool's name when it is one, and an exception's class name)."""

from __future__ import annotations

from miner.model import ErrorRecord
from miner.sample.week import failures_of
from miner.signals import detect
from tests.factory import session, tool, turn


def labels(*turns: dict[str, object] | str) -> set[tuple[str, str]]:
    return {(failure.kind, failure.label) for failure in failures_of(detect(session(*turns)))}


def test_a_failed_call_is_its_tool_and_the_class_name_before_the_colon() -> None:
    found = labels(turn("where is my order?", tool("lookup_order", "error", "OrderServiceUnavailable: try later")),
                   turn("and the refund?", tool("issue_refund", "error", "httpx.ReadTimeout: timed out")))
    assert {("error", "lookup_order × OrderServiceUnavailable"), ("error", "issue_refund × httpx.ReadTimeout")} <= found


def test_a_message_before_the_colon_is_no_error_type() -> None:
    for message in ("Dagobert: no such account", "jane.doe: permission denied", "no account for Jane Doe"):
        found = labels(turn("find my account", tool("lookup_customer", "error", message)))
        assert ("error", "lookup_customer × failed") in found, message
        assert not any("Dagobert" in label or "jane" in label.lower() for _, label in found)


def test_a_tool_name_that_is_no_identifier_is_replaced_whole() -> None:
    found = labels(turn("mail it", tool("mail_to_jane@example.org", "error", "QuotaError: full")))
    assert ("error", "<TOOL_NAME> × QuotaError") in found


def test_an_error_outside_a_tool_is_the_agent_and_its_type() -> None:
    errors = [ErrorRecord(type="ValueError", message="bad input from Jane", span_id="s1", span_name="agent run")]
    found = labels(turn("hello", errors=errors))
    assert ("error", "(agent) × ValueError") in found


def test_complaint_groups_are_cue_families_and_escalations_their_reason() -> None:
    found = labels(turn("where is my parcel?"),
                   turn("No, that's wrong. This is useless, you keep giving me the same answer!"),
                   turn("let me talk to a human agent please"))
    complaints = {label for kind, label in found if kind == "complaint"}
    assert complaints and all('"' not in label and "useless" not in label for label in complaints)
    assert ("escalation", "user asked") in found


def test_a_hand_off_tool_is_its_own_reason() -> None:
    assert ("escalation", "hand-off tool") in labels(turn("I need help", tool("escalate")))
