"""A turn whose user message is not in the trace is never drafted as an empty message: the draft says so."""

from __future__ import annotations

from datetime import UTC, datetime

from miner.drafting.case import DraftInput, build_draft
from miner.formats.spec import REVIEW_PREFIX
from tests.factory import session, tool, turn


def test_a_turn_without_user_text_is_marked_for_review_and_named_in_the_description() -> None:
    source = session(turn("refund order ORD-FX0001", tool("issue_refund", status="error")),
                     turn(None, tool("escalate")), session_id="s1")
    draft = build_draft(DraftInput(session=source, eval_id="error_issue_refund_0123abcd", primary="error",
                                   session_hash="0123abcd" * 8, trace_hashes=[], redaction_counts={},
                                   fixture_ids={}, app_name="shop"), now=datetime(2026, 11, 29, tzinfo=UTC))
    first, second = draft.evalset.eval_cases[0].conversation
    assert first.user_content.parts[0].text == "refund order ORD-FX0001"
    unsaid = second.user_content.parts[0].text
    assert unsaid.startswith(REVIEW_PREFIX) and "not in the trace" in unsaid
    assert "user's message of turn 2 is not in the trace" in draft.evalset.description
