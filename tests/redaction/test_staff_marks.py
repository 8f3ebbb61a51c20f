"""A person under a role's key with their staff mark: a name before brackets ending with a staff number, a handle
after a team's folder (redaction/rules/staff_marks.py)."""

from __future__ import annotations

import pytest

from miner.model import ToolCall
from redaction.rules.staff_marks import EXAMPLES, handle_after_a_team, staff_mark
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
