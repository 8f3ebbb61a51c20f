"""Tool calls the model asked for together run concurrently and their spans start in any order: a turn keeps
them in the order the model asked for them (on the held-out Vercel AI SDK fixture, whose spans tie)."""

from __future__ import annotations

from tests.conformance.scoring import HELDOUT, read


def test_parallel_calls_keep_the_order_the_model_asked_for() -> None:
    (session,) = [session for session in read(HELDOUT / "vercel-ai") if session.session_id == "case-101"]
    first_turn = session.turns[0]
    assert [call.args for call in first_turn.tool_calls] == [{"order_id": "ORD-2002"}, {"order_id": "ORD-2003"}]
