"""Whoever did something in a record is a person, as initials (`"created_by": "MK"`) or as a log-in under a bare `by`
(redaction/rules/whoever_did_it.py)."""

from __future__ import annotations

from miner.model import ToolCall
from redaction import Redactor
from tests.redaction.conftest import redacted_session


def test_initials_under_a_created_by_key_are_replaced_and_a_system_stays(redactor: Redactor) -> None:
    result = {"booking": {"created": "2025-05-02T21:14:09+01:00", "created_by": "MK", "status": "CONFIRMED"},
              "change": {"changed_by": "API", "reason": "rebooked"}}  # fmt: skip
    session = redacted_session(redactor, "the booking is wrong", [ToolCall(name="get_booking", result=result)])
    booking = session.turns[0].tool_calls[0].result["booking"]
    assert booking["created_by"] != "MK" and booking["status"] == "CONFIRMED"
    assert session.turns[0].tool_calls[0].result["change"]["changed_by"] == "API"


def test_a_log_in_under_a_bare_by_is_replaced_in_the_fixture_and_the_text(redactor: Redactor) -> None:
    result = {"events": [{"time": "09:52", "type": "STUDENT_MOVED", "by": "kporter"},
                         {"time": "10:41", "type": "CLASS_ENDED", "by": "system"}],
              "sort": {"by": "time"}}  # fmt: skip
    session = redacted_session(redactor, "why was my son moved?", [ToolCall(name="get_class_log", result=result)],
                               "The move was made by kporter at 09:52.")
    text = session.model_dump_json()
    assert "kporter" not in text
    events = session.turns[0].tool_calls[0].result["events"]
    assert events[1]["by"] == "system" and session.turns[0].tool_calls[0].result["sort"] == {"by": "time"}
