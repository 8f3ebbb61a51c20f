"""A plate under a key naming a vehicle is that vehicle's plate (redaction/rules/plates_under_a_vehicle_key.py)."""

from __future__ import annotations

import pytest

from miner.model import ToolCall
from redaction.redactor import Redactor
from redaction.rules.plates_under_a_vehicle_key import EXAMPLES, plate_under_a_vehicle_key
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("words", "value", "plate"), EXAMPLES)
def test_a_plate_under_a_vehicles_key(words: tuple[str, ...], value: str, plate: bool) -> None:
    assert plate_under_a_vehicle_key(list(words), value) is plate


def test_the_plates_of_a_truck_and_its_trailer_are_replaced_and_a_fleet_number_stays(redactor: Redactor) -> None:
    result = {"load": {"truck": "UBH 227C", "trailer": "UAY 871T", "crane": "KCY-HIAB-03"},
              "fleet": {"truck": "KCY-HIAB-03", "vehicle": "Toyota LandCruiser 79"}}
    session = redacted_session(redactor, "where is my load?", [ToolCall(name="get_load", result=result)],
                               "Truck UBH 227C left at 9.")
    call = session.turns[0].tool_calls[0].result
    assert call["load"]["truck"] != "UBH 227C" and call["load"]["trailer"] != "UAY 871T"
    assert call["fleet"] == {"truck": "KCY-HIAB-03", "vehicle": "Toyota LandCruiser 79"}
    assert "UBH 227C" not in (session.turns[0].final_response or "")
