"""A key of a part of a person's name, a nickname, or where a person lives or comes from, read the same wherever the
key is written (redaction/rules/keys_of_a_person.py)."""

from __future__ import annotations

import json

import pytest

from miner.model import ToolCall
from redaction import Engine
from tests.redaction.conftest import found, redacted_session


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ('verify_age(first="Tyler", last="Nguyen", dob="1999-11-03", source="checkout")', "Tyler"),
        ('verify_age(first="Tyler", last="Nguyen", dob="1999-11-03", source="checkout")', "Nguyen"),
        ('send_sms template=APPT_REMINDER vars={"first_name":"Mere","clinic":"Papanui","time":"9:30am"}', "Mere"),
        ('INFO player-stats player_id=BDL-2291 nickname="Lady Luck" avg_3dart=58.4', "Lady Luck"),
        ("member.update nickname='The Bull' weight_kg=92", "The Bull"),
        ('INFO payment fpx.success buyer_name="MUTHU A/L RAMASAMY" bank=MBB amount=150.00', "MUTHU A/L RAMASAMY"),
    ],
)
def test_a_name_under_a_key_of_its_part_or_a_nickname_is_found_in_text(engine: Engine, text: str, value: str) -> None:
    assert ("PERSON", value) in found(engine, text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ('review.post rating=5 reviewer_from="Swansea" stars=5', "Swansea"),
        ('{"review": {"author_location": "Christchurch, NZ", "stars": 5}}', "Christchurch, NZ"),
    ],
)
def test_a_persons_place_under_its_key_is_found_in_text(engine: Engine, text: str, value: str) -> None:
    assert any(entity in {"LOCATION", "STREET_ADDRESS"} and found_value == value
               for entity, found_value in found(engine, text))  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        'page.fetch first="Next" last=20 cursor=abc',
        "query first_seen=Yesterday last_login=2025-01-01",
        'route.plan pickup_location="Depot" service_area="North"',
    ],
)
def test_other_keys_stay(engine: Engine, text: str) -> None:
    assert not {value for entity, value in found(engine, text) if entity in {"PERSON", "LOCATION"}}


def test_a_persons_name_parts_nickname_and_place_leave_the_fixtures(redactor) -> None:  # type: ignore[no-untyped-def]
    result = {"member": {"id": "BX-0441", "nickname": "The Bull", "tier": "gold"},
              "client": {"first_name": "Ayla", "home_area": "Potamos Germasogeias"},
              "results": [{"home_neighbourhood": "Hampstead"}],
              "reviews": [{"reviewer_from": "Swansea", "stars": 5}]}  # fmt: skip
    calls = [ToolCall(name="verify_age", args={"first": "Tyler", "last": "Nguyen"}, result=result)]
    turn = redacted_session(redactor, "can you check my membership please", calls).turns[0]
    written = json.dumps([call.model_dump() for call in turn.tool_calls])
    for value in ("Tyler", "Nguyen", "The Bull", "Potamos Germasogeias", "Hampstead", "Swansea"):
        assert value not in written
    assert "gold" in written and "\"stars\": 5" in written


def test_a_sites_code_under_a_persons_place_key_is_no_place() -> None:
    from redaction.recognizers.keys import TellingKeys

    keys = TellingKeys()
    assert keys.entity_for("homeLocation", "member", "WAV-03") is None
    assert keys.entity_for("homeLocation", "member", "Wichita Falls") == "LOCATION"


def test_a_things_nickname_stays_in_the_fixtures(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_job", args={"ref": "LV-3082"},
                      result={"job": {"van": {"id": "VAN-04", "nickname": "Big Sue"}, "status": "EN_ROUTE"}}),
             ToolCall(name="vehicle_check", args={"van": "VAN-02"},
                      result={"van": "VAN-02", "nickname": "Doris", "model": "Mercedes Sprinter 314"})]  # fmt: skip
    turn = redacted_session(redactor, "is the van on its way", calls).turns[0]
    written = json.dumps([call.model_dump() for call in turn.tool_calls])
    assert "Big Sue" in written and "Doris" in written
