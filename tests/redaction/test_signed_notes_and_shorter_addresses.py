"""A note signed with its writer's initials after a dash (redaction/rules/signed_notes.py), and an address a session
holds written shorter: without its street's type, a rural route without its box (redaction/rules/address_parts.py
`other_writings`)."""

from __future__ import annotations

from functools import partial

import pytest

from miner.model import ToolCall
from redaction import Engine
from redaction.recognizers.precision import is_english
from redaction.rules.address_parts import WRITINGS, other_writings
from redaction.rules.signed_notes import EXAMPLES, initials_signing
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("key", "note", "initials"), EXAMPLES)
def test_the_initials_signing_a_note(engine: Engine, key: str, note: str, initials: str) -> None:
    signed = initials_signing(key, note, partial(is_english, words=engine.english_words))
    assert (signed[1] if signed else "") == initials


@pytest.mark.parametrize(("address", "writings"), WRITINGS)
def test_an_address_written_shorter(address: str, writings: tuple[str, ...]) -> None:
    assert other_writings(address) == list(writings)


def test_initials_signing_a_dispatch_note_are_replaced(redactor) -> None:  # type: ignore[no-untyped-def]
    note = "U9 turbo gone Mon night, moved to U14 Wed. Rang client no ans, left vm - RW"
    calls = [
        ToolCall(
            name="list_jobs",
            args={"account": "DSC-00417"},
            result={"jobs": [{"status": "COMPLETED_LATE", "dispatch_notes": note}]},
        )
    ]
    turn = redacted_session(redactor, "where was my truck", calls).turns[0]
    notes = turn.tool_calls[0].result["jobs"][0]["dispatch_notes"]  # type: ignore[index]
    assert not notes.endswith("RW")
    assert notes.startswith("U9 turbo gone Mon night, moved to U14 Wed.")


def test_a_units_letters_ending_a_note_stay(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [
        ToolCall(
            name="get_referral",
            args={"ref": "R-1"},
            result={"notes": "Referral from Royal Derby Hospital - CRF", "status": "sent - OK"},
        )
    ]
    result = redacted_session(redactor, "any news?", calls).turns[0].tool_calls[0].result
    assert result["notes"].endswith("- CRF")  # type: ignore[index]
    assert result["status"] == "sent - OK"  # type: ignore[index]


def test_an_address_in_lower_case_without_its_street_type(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [
        ToolCall(
            name="find_customer",
            args={"phone": "(208) 442-1183"},
            result={"address": "2870 E Lanark Meadows Ln Apt 12B, Meridian, ID 83642"},
        )
    ]
    text = "hey my water heater quit. i rent, its 2870 e lanark meadows apt 12b meridian. can someone come out today??"
    turn = redacted_session(redactor, text, calls).turns[0]
    assert "lanark" not in (turn.user_text or "")
    assert "can someone come out today??" in (turn.user_text or "")


def test_a_rural_route_told_without_its_box(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [
        ToolCall(name="get_weaver", args={"weaver_id": "W-0231"}, result={"mail_to": "HC 58 Box 114, Ganado, AZ 86505"})
    ]
    text = "HC 58 was my late mother's box. Mine is PO Box 771"
    agent = "The check was mailed 9/3 to HC 58 Box 114."
    turn = redacted_session(redactor, text, calls, agent).turns[0]
    assert "HC 58" not in (turn.user_text or "")
    assert "was my late mother's box" in (turn.user_text or "")
    assert "HC 58" not in (turn.final_response or "")
    assert "mailed 9/3 to" in (turn.final_response or "")  # a date's day is no house's number


def test_the_line_a_message_gives_for_questions_stays(redactor) -> None:  # type: ignore[no-untyped-def]
    text = "Kia ora, Awa Paddle Co here. Shuttle pickup 7:30am Whakahoro. Any q's ph 06 348 9021"
    calls = [ToolCall(name="send_sms", args={"to": "+64210665918", "text": text}, result={"status": "QUEUED"})]
    turn = redacted_session(redactor, "thanks, can you text me", calls).turns[0]
    assert "Any q's ph 06 348 9021" in turn.tool_calls[0].args["text"]


def test_a_persons_own_number_for_questions_is_replaced(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_member", args={"memberNo": "M-5512"}, result={"mobile": "+64210665918"})]
    turn = redacted_session(redactor, "any questions call me on 06 348 9021 after 5", calls).turns[0]
    assert "348 9021" not in (turn.user_text or "")
