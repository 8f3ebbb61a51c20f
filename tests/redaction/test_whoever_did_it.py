"""Whoever did something in a record is a person, also as the initials staff sign with (`"created_by": "MK"`); a bare
`by` is no such key (redaction/rules/whoever_did_it.py)."""

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


def test_a_bare_by_names_a_channel_or_a_field_as_often_as_a_person_and_stays(redactor: Redactor) -> None:
    result = {"events": [{"time": "09:52", "type": "CONTACT_UPDATED", "by": "portal"}], "sort": {"by": "time"},
              "audit": {"updated_by": "JT"}}  # fmt: skip
    session = redacted_session(redactor, "my e-mail changed", [ToolCall(name="get_contact_log", result=result)])
    result = session.turns[0].tool_calls[0].result
    assert result["events"][0]["by"] == "portal" and result["sort"] == {"by": "time"}
    assert result["audit"]["updated_by"] != "JT"
