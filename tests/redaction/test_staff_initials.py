"""Initials or a name with an initial before brackets that hold a staff post, and initials with stops after a word in
lower case (redaction/rules/staff_initials.py)."""

from __future__ import annotations

import pytest

from miner.model import ToolCall
from redaction.rules.staff_initials import EXAMPLES, staff_initials
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("text", "people"), EXAMPLES)
def test_staff_written_short_are_read(text: str, people: tuple[tuple[str, str], ...]) -> None:
    assert tuple(staff_initials(text)) == people


def test_staff_initials_and_their_number_are_replaced(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="find_booking", args={"booking_ref": "TSA-24-0913-KGS"},
                      result={"agent_note": "booked via Gabs office, KM (staff 0417), mom TBC",
                              "cc": "M. Tau (res supervisor)", "owner": "Shipping Desk", "note": "assigned J.N."})]
    session = redacted_session(redactor, "is my mother on it?", calls, "KM took it; M. Tau and J.N. are copied.")
    result = session.turns[0].tool_calls[0].result
    assert "KM" not in result["agent_note"] and "0417" not in result["agent_note"]  # type: ignore[index]
    assert "mom TBC" in result["agent_note"] and result["owner"] == "Shipping Desk"  # type: ignore[index]
    answer = session.turns[0].final_response or ""
    assert "KM" not in answer and "M. Tau" not in answer and "J.N." not in answer
