"""The week's record shows one example message per failure group: redacted with its whole session, as the drafts
are, so a value only the session's structure shows to be personal never reaches the record."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from miner.model import Session, ToolCall, Turn
from miner.sample.selection import Candidate, Selection
from miner.sample.week import Failure, see_week
from redaction import RedactionConfig, Redactor

NOW = datetime(2026, 11, 20, 9, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def redactor() -> Redactor:
    return Redactor(RedactionConfig(n_process=1, replace="placeholder"))


def _candidate(session_id: str, outcome: str) -> Candidate:
    call = ToolCall(name="lookup_prescription", args={"Rx": "3390-551-227"}, result={"conf": "QX2K8W"})
    turns = [Turn(index=0, user_text="rx 3390-551-227 and conf qx2k8w, still no refill??", tool_calls=[call],
                  final_response="Sorry, the refill was denied.")]  # fmt: skip
    session = Session(session_id=session_id, started_at=NOW, ended_at=NOW, turns=turns)
    return Candidate(session=session, score=1.0, primary="complaint", kinds=("complaint",), tiebreak=session_id,
                     key=(("complaint",), ()), outcome=outcome,
                     failures=(Failure("complaint", "frustration", 0),))  # fmt: skip


@pytest.mark.parametrize("outcome", ["selected", "duplicate"])
def test_an_example_is_redacted_with_its_whole_session(redactor: Redactor, outcome: str) -> None:
    candidate = _candidate("s-1", outcome)
    selection = Selection(selected=[candidate] if outcome == "selected" else [], candidates=[candidate])
    seen = see_week(selection, lambda sessions: [item.session for item in redactor.iter_redacted(sessions)])
    [(session_id, example)] = seen.examples.values()
    assert session_id == "s-1"
    assert "3390" not in example and "qx2k8w" not in example.casefold()
    assert "still no refill" in example
