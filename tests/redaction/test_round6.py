"""Round 6 of issue 14: what a field's key says it holds, where a venue stands in a sentence, and values by their
shape near their word."""

from __future__ import annotations

import pytest

from miner.model import ToolCall, Turn
from redaction import Engine, Redactor
from tests.redaction.conftest import make_session


def people(engine: Engine, text: str) -> set[str]:
    return {text[r.start : r.end] for r in engine.analyze(text) if r.entity_type == "PERSON"}


def test_a_things_field_keeps_its_name_and_a_persons_field_does_not(redactor: Redactor) -> None:
    call = ToolCall(
        name="get_booking",
        result={"venue": "Oakhurst Manor", "beach": "Praia do Rosa", "station": "Amsterdam Centraal",
                "routes": [{"name": "Grace Under Pressure"}], "materials": [{"name": "Carrara Marble"}],
                "venue_contact": "Halvard Steenbergen", "guests": [{"name": "Quellbrandt Osei"}]},
    )  # fmt: skip
    redacted = redactor.redact(make_session([Turn(index=0, user_text="status?", tool_calls=[call])])).session
    result = redacted.turns[0].tool_calls[0].result
    assert (result["venue"], result["beach"], result["station"]) == (
        "Oakhurst Manor", "Praia do Rosa", "Amsterdam Centraal"
    )
    assert result["routes"] == [{"name": "Grace Under Pressure"}]
    assert result["materials"] == [{"name": "Carrara Marble"}]
    assert result["venue_contact"].startswith("<PERSON_") and result["guests"][0]["name"].startswith("<PERSON_")


@pytest.mark.parametrize(
    "text",
    [
        "Could the second shooter cover the Orangery at Oakhurst Manor from 13:00?",
        "Since the red flags were up all day at Fistral on Tuesday, we'll refund the lesson.",
    ],
)
def test_a_guessed_name_right_after_at_is_a_venue(engine: Engine, text: str) -> None:
    assert people(engine, text) == set()


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("She shouted at Quellbrandt for an hour.", "Quellbrandt"),  # a verb of shouting is a cue
        ("The parcel is waiting at Halvard Steenbergen's door.", "Halvard Steenbergen"),  # a possessive
        ("Meet me at Mark Young after lunch.", "Mark Young"),  # a given name and a surname
    ],
)
def test_a_person_after_at_with_a_cue_is_still_found(engine: Engine, text: str, value: str) -> None:
    assert any(value in found for found in people(engine, text))
