"""A street's name without its door is no person's name: the words before a street's word no one bears ("Road",
"Avenue", "Rd") stay, while the street a person lives on and a street with its door's number are still replaced."""

from __future__ import annotations

import pytest

from redaction import Redactor
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(
    "text",
    [
        "on match days expect closures around Ashton New Road after 5pm",
        "Route N4 was delayed by a plough breakdown on Birchwood Avenue; the crew is on its way",
        "We're doing it on the cricket club field off Victoria Road, about 18m from the pavilion",
        "Wave C starts at 09:24 from Pen 7 on Marlborough Road.",
    ],
)
def test_a_streets_name_stays(redactor: Redactor, text: str) -> None:
    assert redacted_session(redactor, text, [], "ok").turns[0].user_text == text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("I live on Victoria Road with my mum, can you deliver there?", "Victoria"),
        ("please send it to 14 Victoria Road, Leeds LS6 2AB", "Victoria"),
        ("ask Jordan Lane about the invoice", "Jordan"),
    ],
)
def test_a_persons_street_and_a_name_stay_replaced(redactor: Redactor, text: str, name: str) -> None:
    assert name not in (redacted_session(redactor, text, [], "ok").turns[0].user_text or "")
