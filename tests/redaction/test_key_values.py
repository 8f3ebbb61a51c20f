"""Values under keys in free text and tool results, lower-case self-introductions, secrets and last digits
spelled out in a sentence."""

from __future__ import annotations

import pytest

from miner.model import ToolCall, Turn
from redaction import Engine, Redactor
from tests.redaction.conftest import found, make_session


@pytest.mark.parametrize(
    ("text", "entity", "value"),
    [
        ('INFO dispatch job=JB-2231 engineer="Radomir Kwiatkowski" eta=10:40', "PERSON", "Radomir Kwiatkowski"),
        ("WARN courier stop=4 recipient='joanna van der berg' reason=NO_ANSWER", "PERSON", "joanna van der berg"),
        ('{"tool": "book", "arguments": {"payer": "Ottilie Brannagh", "amount": 20}}', "PERSON", "Ottilie Brannagh"),
        ("INFO portal.login user=kvanderlinde site=S-1 result=success", "USERNAME", "kvanderlinde"),
        ("INFO lessons.done user=rpatel77 unit=3", "USERNAME", "rpatel77"),
        ('INFO checkin booking=CBH-26-0533 lead="Wen Zhou" party=4', "PERSON", "Wen Zhou"),
        ("INFO ota.update home_id=HX-5520931 result=success", "ACCOUNT_NUMBER", "HX-5520931"),
        ("his login is t.okonjo and it fails", "USERNAME", "t.okonjo"),
        ("hey its wojtek, my parcel never came", "PERSON", "wojtek"),
        ("i'm dave from the warehouse", "PERSON", "dave"),
        ("the PIN is 8812, can you unlock it", "SECRET", "8812"),
        ("rotate the DB password Zq7-pass-2027 please", "SECRET", "Zq7-pass-2027"),
        ("refund goes back to the card ending 4417 today", "CREDIT_CARD", "4417"),
        ("Business account 5521-30917, can we get the volume rate?", "ACCOUNT_NUMBER", "5521-30917"),
    ],
)
def test_personal_values_spelled_out_or_under_keys_are_found_whole(
    engine: Engine, text: str, entity: str, value: str
) -> None:
    assert (entity, value) in found(engine, text)


@pytest.mark.parametrize(
    "text",
    [
        "customers_affected=340 ship_by=2026-11-13 status=open",
        'INFO crm.import lead=none lead_time=3 lead_source=web',
        'WARN delivery driver_note="ring twice" owner=fleet-team booked_by=Staff',
        "ZigbeeJoinTimeout: device failed to join network pan_id=0x1A62 after 60s",
        "SSO login loops back to the login page",
        "i'm going to try again, its broken and this is urgent",
        "please send a password reset link",
    ],
)
def test_keys_and_cues_that_name_nobody_find_nothing(engine: Engine, text: str) -> None:
    assert found(engine, text) == set()


def test_a_role_key_in_a_tool_result_types_a_string_under_it_and_nothing_under_an_object(
    redactor: Redactor,
) -> None:
    call = ToolCall(
        name="lookup_job",
        result={"interviewer": "Halvard Steenbergen", "customer": {"tier": "gold", "since": "2021-04-09"},
                "member_id": "QW-00418211", "owner": "talent-team", "booked_by": "Staff",
                "customers_affected": 12},
    )  # fmt: skip
    redacted = redactor.redact(make_session([Turn(index=0, user_text="status?", tool_calls=[call])])).session
    result = redacted.turns[0].tool_calls[0].result
    assert result["interviewer"].startswith("<PERSON_") and result["member_id"].startswith("<ACCOUNT_NUMBER_")
    assert result["customer"] == {"tier": "gold", "since": "2021-04-09"}
    assert (result["owner"], result["booked_by"], result["customers_affected"]) == ("talent-team", "Staff", 12)


def test_things_named_in_common_words_stay_in_a_fixture_and_people_do_not(redactor: Redactor) -> None:
    call = ToolCall(
        name="list_devices",
        result={"devices": [{"name": "Kitchen Lights", "room": "Kitchen"}, {"name": "Front Door"}],
                "results": [{"name": "Dining Table"}, {"name": "Mark Young"}, {"name": "t.okonjo"}]},
    )  # fmt: skip
    redacted = redactor.redact(make_session([Turn(index=0, user_text="list", tool_calls=[call])])).session
    result = redacted.turns[0].tool_calls[0].result
    assert result["devices"] == [{"name": "Kitchen Lights", "room": "Kitchen"}, {"name": "Front Door"}]
    assert result["results"][0] == {"name": "Dining Table"}
    assert "Mark" not in str(result["results"][1:]) and "okonjo" not in str(result["results"][1:])


@pytest.mark.parametrize(("key", "value"), [("callSign", "D5QR7"), ("mark", "MN 77"), ("tail_number", "N512KW"),
                                           ("khata_no", "୨୧୪"), ("khasra", "1187")])
def test_a_registrations_mark_or_a_land_records_number_under_its_word_is_replaced(
    surrogates: Redactor, key: str, value: str
) -> None:
    session = make_session([]).model_copy(update={"state": {"vessel": {key: value}, "note": f"is {value} ready?"}})
    redacted = surrogates.redact(session).session.state
    assert value not in str(redacted)


def test_a_mark_with_no_letter_or_no_digit_is_no_plate(surrogates: Redactor) -> None:
    session = make_session([]).model_copy(update={"state": {"exam": {"mark": "85"}, "essay": {"mark": "A+"}}})
    assert surrogates.redact(session).session.state == {"exam": {"mark": "85"}, "essay": {"mark": "A+"}}
