"""What the business sends people on or to (a ship, a park, a tour) under its key, and a firm named by its
trade's plural ("Môn Harbours", "Hecate Paddle Outfitters"): no person's, and kept."""

from __future__ import annotations

import pytest

from miner.model import ToolCall, Turn
from redaction import Engine, Redactor
from tests.redaction.conftest import make_session


def people(engine: Engine, text: str) -> set[str]:
    return {text[r.start : r.end] for r in engine.analyze_many([text])[0] if r.entity_type == "PERSON"}


def test_a_ship_a_park_and_a_tour_under_their_keys_stay(redactor: Redactor) -> None:
    call = ToolCall(
        name="get_booking",
        result={"ship": "Ocean Aurelia", "park": "Rani Jhansi Marine National Park",
                "tour": "Canopy Zipline + Sloth & Monkey Hangout", "guests": [{"name": "Quellbrandt Osei"}]},
    )  # fmt: skip
    turn = Turn(index=0, user_text="we have to be back before all aboard on the Ocean Aurelia", tool_calls=[call])
    redacted = redactor.redact(make_session([turn])).session
    result = redacted.turns[0].tool_calls[0].result
    assert (result["ship"], result["park"], result["tour"]) == (
        "Ocean Aurelia", "Rani Jhansi Marine National Park", "Canopy Zipline + Sloth & Monkey Hangout"
    )
    assert "Ocean Aurelia" in redacted.turns[0].user_text
    assert result["guests"][0]["name"].startswith("<PERSON_")


@pytest.mark.parametrize("text", ["Paid to Môn Harbours last week.", "We booked through Hecate Paddle Outfitters."])
def test_a_firm_named_by_its_trades_plural_is_no_person(engine: Engine, text: str) -> None:
    assert people(engine, text) == set()


def test_a_person_under_a_ships_role_key_is_still_found(redactor: Redactor) -> None:
    call = ToolCall(name="get_booking", result={"ship": "Ocean Aurelia", "ship_contact": "Halvard Steenbergen"})
    redacted = redactor.redact(make_session([Turn(index=0, user_text="status?", tool_calls=[call])])).session
    assert redacted.turns[0].tool_calls[0].result["ship_contact"].startswith("<PERSON_")
