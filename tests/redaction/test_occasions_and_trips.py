"""A name after "during", "throughout", "in time for" or "closed for" tells a time by an occasion ("During Teej
(July–August)", "in time for Obon"), and the place a business's cruise, safari or dhow leaves from is the route's
("Private dhow from Nungwi"): neither names a person or a person's place, and both stay. A person's own time in the
possessive ("during Priya's shift") and a place said of someone stay found."""

from __future__ import annotations

import pytest

from redaction import Engine, Redactor
from tests.redaction.conftest import found, redacted_session


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (
            "During Teej (July–August) we run a special Ghewar class, ₹1,800 for 2 hours. Ghewar is seasonal, so "
            "outside Teej we do Mawa Kachori and Churma Ladoo instead.",
            "During Teej",
        ),
        (
            "are you open during Ramadan? we land at Menara on the 4th and want to go straight from the airport",
            "during Ramadan",
        ),
        (
            "During Dev Deepawali (Kartik Purnima) our workshop is shut on 15 Nov, so please bring the sitar",
            "During Dev Deepawali",
        ),
        ("Can you ship a 500g UMF 20+ to Osaka in time for Obon? Do I need the export certificate", "for Obon"),
        ("Private dhow from Nungwi with Mnemba snorkelling + sunset: $420", "from Nungwi"),
        ("We want the overnight 2-bedroom cruise from Alleppey to Kumarakom and back", "from Alleppey"),
        ("is the joyride from Darjeeling running in december?? kids want to ride it", "from Darjeeling"),
    ],
)
def test_an_occasion_or_a_trips_place_stays(redactor: Redactor, text: str, kept: str) -> None:
    redacted = redacted_session(redactor, text, [], "ok").turns[0].user_text or ""
    assert kept in redacted


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("during Priya Okafor's shift the till broke twice", "Priya Okafor"),
        ("the shop was shut during Okafor's visit", "Okafor"),
        ("can you get it here in time for Tomasz Wójcik's birthday", "Tomasz Wójcik"),
        ("the cruise took me home to Alleppey where I live with my parents", "Alleppey"),
    ],
)
def test_a_persons_time_or_home_is_still_found(engine: Engine, text: str, name: str) -> None:
    assert any(name in covered or covered in name for _, covered in found(engine, text))
