"""Initials under an act's doer's key, or with stops under a key of who did it
(redaction/rules/initials_of_a_doer.py)."""

from __future__ import annotations

from miner.model import ToolCall
from tests.redaction.conftest import redacted_session


def test_initials_under_an_approvers_key_are_replaced_in_the_fixture(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_refund", args={"id": "RF-1042"},
                      result={"approver": "KM", "checked_by": "T.N.", "owner": "MK", "status": "APPROVED"})]
    result = redacted_session(redactor, "why was my refund held?", calls).turns[0].tool_calls[0].result
    assert result["approver"] != "KM"  # type: ignore[index]
    assert result["checked_by"] != "T.N."  # type: ignore[index]
    assert result["owner"] == "MK"  # type: ignore[index]
    assert result["status"] == "APPROVED"  # type: ignore[index]
