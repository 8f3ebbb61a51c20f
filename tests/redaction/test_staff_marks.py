"""A person under a role's key with their staff mark: a name before brackets ending with a staff number, a handle
after a team's folder (redaction/rules/staff_marks.py)."""

from __future__ import annotations

import pytest

from miner.model import ToolCall
from redaction.rules.staff_marks import EXAMPLES, SIGNATURES, closing_signature, handle_after_a_team, staff_mark
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("value", "read"), EXAMPLES)
def test_a_staff_mark_read_apart(value: str, read: tuple[str, str] | str) -> None:
    assert (staff_mark(value) or handle_after_a_team(value) or "") == read


def test_a_staff_number_and_a_handle_are_replaced(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [
        ToolCall(
            name="get_meter_reading",
            args={"account": "NN-0417"},
            result={"reading": {"by": "陆国强 (抄表员 NM-R-07)", "updated_by": "ops/hazirah",
                                "location": "Main depot (bay 41)"}},
        )
    ]
    session = redacted_session(redactor, "who read my meter?", calls, "Read by 陆国强, NM-R-07; ask hazirah")
    reading = session.turns[0].tool_calls[0].result["reading"]  # type: ignore[index]
    assert "NM-R-07" not in reading["by"] and "陆国强" not in reading["by"]
    assert reading["updated_by"].startswith("ops/") and "hazirah" not in reading["updated_by"]
    assert reading["location"] == "Main depot (bay 41)"
    assert "NM-R-07" not in (session.turns[0].final_response or "")


@pytest.mark.parametrize(("note", "read"), SIGNATURES)
def test_a_notes_closing_signature(note: str, read: tuple[str, str] | str) -> None:
    assert (closing_signature(note) or "") == read


def test_a_notes_writer_and_staff_number_are_replaced(redactor) -> None:  # type: ignore[no-untyped-def]
    note = "mkulima alisema amelipa kwa mwenyekiti - hakuna ushahidi kwenye mfumo. -- F.Nkwabi (EO-112)"
    calls = [ToolCall(name="get_seed_loan", args={"loan": "SL-24-0417"}, result={"loan": {"officer_note": note}})]
    session = redacted_session(redactor, "why is my loan on hold?", calls, "Officer EO-112 wrote a note")
    written = session.turns[0].tool_calls[0].result["loan"]["officer_note"]  # type: ignore[index]
    assert "EO-112" not in written and "Nkwabi" not in written and "hakuna ushahidi" in written
    assert "EO-112" not in (session.turns[0].final_response or "")
