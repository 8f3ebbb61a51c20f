"""A latitude and a longitude in free text are a position (redaction/recognizers/positions.py)."""

from __future__ import annotations

import pytest

from redaction.recognizers.positions import EXAMPLES, positions
from redaction.surrogates import Surrogates
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("text", "position"), EXAMPLES)
def test_a_position_by_its_shape(text: str, position: str) -> None:
    assert [text[start:end] for start, end in positions(text)] == ([position] if position else [])


def test_a_position_is_replaced_as_a_place(redactor) -> None:  # type: ignore[no-untyped-def]
    text = "GeoError: household GPS 14.6402,0.9163 outside commune polygon, member 12 notified"
    turn = redacted_session(redactor, text, []).turns[0]
    assert turn.user_text == "GeoError: household GPS <LOCATION_1> outside commune polygon, member 12 notified"


def test_a_positions_surrogate_is_a_position_of_its_layout() -> None:
    assert Surrogates(b"k").location("14.6402,0.9163", 0) == "00.0000,0.0001"
    assert Surrogates(b"k").location("-40.9123, 175.0071", 1) == "-00.0000, 000.0002"
