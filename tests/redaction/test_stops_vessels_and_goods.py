"""A service's own stops and ways named by the noun after the name ("Elena Hut", "the Layou bridge road"), a ship
after its prefix ("MV Liemba") and goods told by their verb or their count ("hire a Canter", "200 Waratah star
pickets") stay; a person's full name, a stop said as where someone lives and a ship's prefix that is also a
title are still replaced."""

from __future__ import annotations

import pytest

from redaction import Redactor
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(
    "text",
    [
        "is the glacier finished?? someone in Kampala told me Elena Hut is closed",
        "Independence Day - check if Layou bridge road closed for parade",
        "MV Liemba is still out of service for rehabilitation.",
        "The MV Helena is due in Rupert's Bay on Thursday.",
        "How much for 200 Waratah star pickets and a roll of tape, picking up this arvo",
    ],
)
def test_a_things_name_stays(redactor: Redactor, text: str) -> None:
    assert redacted_session(redactor, text, [], "ok").turns[0].user_text == text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Hi, I'm Grace Landing, can you deliver on Friday?", "Grace"),
        ("I live near Elena Hut with my mum, can you deliver there?", "Elena"),
        ("MS Helena Jones called about the invoice", "Helena"),
        ("my son Tunde Bakare wants to hire a Canter", "Tunde"),
        ("we want to hire Tunde Bakare for the harvest", "Tunde"),
    ],
)
def test_a_person_stays_replaced(redactor: Redactor, text: str, name: str) -> None:
    assert name not in (redacted_session(redactor, text, [], "ok").turns[0].user_text or "")
