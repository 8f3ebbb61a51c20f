"""A place inside a place, under a key naming a lodging or a space given to one holder, is where that person lives,
sleeps, works or keeps animals (redaction/rules/places_given_to_one_holder.py)."""

from __future__ import annotations

import pytest

from miner.model import ToolCall
from redaction import Redactor
from redaction.recognizers.keys import TellingKeys, key_words
from redaction.rules.places_given_to_one_holder import (
    EXAMPLES,
    ROOM_EXAMPLES,
    a_place_inside_a_place,
    a_room_in_a_lodgings_record,
)
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("value", "inside"), EXAMPLES)
def test_a_place_inside_a_place(value: str, inside: bool) -> None:
    assert a_place_inside_a_place(value) is inside


@pytest.mark.parametrize(("container", "value", "room"), ROOM_EXAMPLES)
def test_a_room_in_a_lodgings_record(container: str, value: str, room: bool) -> None:
    assert a_room_in_a_lodgings_record(tuple(key_words(container)), value) is room


@pytest.mark.parametrize(
    ("key", "container", "value", "entity"),
    [("room", "housing", "212-B", "STREET_ADDRESS"), ("bed", "accommodation", "F7", "STREET_ADDRESS"),
     ("room", "slots", "Consult 2", None), ("room", None, "212-B", None), ("room", "rooms", "101", None)],
)  # fmt: skip
def test_a_rooms_code_is_a_place_only_in_a_lodgings_record(key: str, container: str | None, value: str,
                                                           entity: str | None) -> None:
    assert TellingKeys().entity_for(key, container, value) == entity


@pytest.mark.parametrize(
    ("key", "value", "entity"),
    [("housing", "Bunkhouse B, Rm 212", "STREET_ADDRESS"), ("camp_room", "Camp Kerr - Room K2-118", "STREET_ADDRESS"),
     ("stall", "Goat Shed B - Stall 31", "STREET_ADDRESS"), ("unit", "Donga 11 / Bed B", "STREET_ADDRESS"),
     ("room", "Consult 2", None), ("unit", "VAN-03", None), ("room_type", "Standard Queen", None),
     ("address_unit", "4B", "STREET_ADDRESS")],
)  # fmt: skip
def test_a_lodgings_key_types_a_place_inside_a_place_only(key: str, value: str, entity: str | None) -> None:
    assert TellingKeys().entity_for(key, None, value) == entity


def test_a_workers_room_and_a_traders_stall_are_replaced_and_a_consulting_room_stays(redactor: Redactor) -> None:
    calls = [ToolCall(name="lookup_crew_member", args={"crewId": "BSP-24-0612"},
                      result={"crewMember": {"legalName": "MACARAEG, RODELIO", "phone": "(907) 623-0418",
                                             "housing": "Bunkhouse B, Rm 212", "position": "Slime Line - Night"}}),
             ToolCall(name="get_trader", args={"national_id": "31204688"},
                      result={"trader": {"name": "FATUMA ABDI ROBA", "stall": "Goat Shed B - Stall 31"}}),
             ToolCall(name="get_slots", args={"day": "2024-11-05"},
                      result={"slots": [{"room": "Consult 2", "time": "09:00"}]})]  # fmt: skip
    dumped = redacted_session(redactor, "hi, it's about my pay", calls).model_dump_json()
    for value in ("Bunkhouse B", "Rm 212", "Goat Shed B", "Stall 31"):
        assert value not in dumped, value
    for value in ("Slime Line - Night", "Consult 2", "09:00"):
        assert value in dumped, value
