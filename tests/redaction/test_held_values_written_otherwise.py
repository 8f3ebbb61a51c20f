"""A value the session holds, found again as people write it otherwise: a name held in Latin letters written in
another script; and a date of death under its key."""

from __future__ import annotations

from miner.model import ToolCall
from tests.redaction.conftest import redacted_session


def test_a_date_of_death_under_its_key_is_replaced(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="submit_claim", args={"policyNo": "TFS-GYN-20877",
                                                 "deceased": {"dateOfDeath": "2024-12-01", "causeOfDeath": "natural"}},
                      result={"ok": True})]
    turn = redacted_session(redactor, "my mother passed", calls, "Claim logged, date of death 2024-12-01.").turns[0]
    deceased = turn.tool_calls[0].args["deceased"]
    assert deceased["dateOfDeath"] != "2024-12-01" and deceased["causeOfDeath"] == "natural"
    assert "2024-12-01" not in turn.final_response


def test_a_name_held_in_latin_letters_is_replaced_in_another_script(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_delivery", args={"booking": "BK2411030415"},
                      result={"delivered_by": "Mahesh Gawas", "status": "DELIVERED"})]
    answer = "डिलिव्हरी महेश गावस हाणें केल्ली म्हूण दाखयता. सिलिंडर आयज येतलो."
    turn = redacted_session(redactor, "सिलिंडर मेळूंक ना", calls, answer).turns[0]
    assert "महेश" not in turn.final_response and "गावस" not in turn.final_response
    assert "सिलिंडर आयज" in turn.final_response
