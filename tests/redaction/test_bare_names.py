"""A name written bare after a person's key runs to the next key; a passenger's name as a booking writes it
(redaction/rules/bare_names.py)."""

from __future__ import annotations

import pytest

from redaction import Engine
from tests.redaction.conftest import found


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("INFO evaluation.saved speaker=Tom Hadley evaluator=Jenny Kovac project=P2.1", "Tom Hadley"),
        ("INFO evaluation.saved speaker=Tom Hadley evaluator=Jenny Kovac project=P2.1", "Jenny Kovac"),
        ("INFO payment.received learner=dafydd ap iorwerth amount_gbp=95.00 method=BACS", "dafydd ap iorwerth"),
        ("WARN fleet.telematics unit=AUSTIN-7-31 renter=jono mcleod renter_ip=122.57.201.88", "jono mcleod"),
        ("INFO manifest.add flight=HL212 pax=KOWALCZYK/JAKUB MR dob=1987-03-22 seat=3B", "KOWALCZYK/JAKUB MR"),
    ],
)
def test_a_bare_name_runs_to_the_next_key(engine: Engine, text: str, value: str) -> None:
    assert any(found_value == value for _, found_value in found(engine, text))


@pytest.mark.parametrize(
    "text",
    [
        "deploy server=nginx web 2 container=app main filter=open orders status=ok",
        "INFO manifest.close flight=HL305 route=ZNA-YWH pax=5/6 payload_lb=1012",
        "sync printer=HP LaserJet tray=2",
    ],
)
def test_things_under_such_keys_stay(engine: Engine, text: str) -> None:
    assert not {value for entity, value in found(engine, text) if entity in {"PERSON", "USERNAME"}}
