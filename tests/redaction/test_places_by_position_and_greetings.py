"""A name no name list holds right after a preposition of place ("a smokehouse in Volendam", "past Athlone"), or
that GeoNames lists as a populated place ("reach Palapye on Tuesday"), is a place in any domain: kept when it
identifies nobody, replaced when the text says someone lives there or comes from there. A word no name list holds
opening a message before "!" greets ("Merħba!"). A person cue still makes a person of any of them."""

from __future__ import annotations

from miner.model import Turn
from redaction import Redactor
from tests.redaction.conftest import make_session


def _redacted(redactor: Redactor, user: str, agent: str = "Thanks, noted.") -> str:
    turn = Turn(index=0, user_text=user, final_response=agent)
    return redactor.redact(make_session([turn])).session.model_dump_json()


def test_a_place_after_a_preposition_of_place_stays(redactor: Redactor) -> None:
    redacted = _redacted(
        redactor, "Good morning, we are a smokehouse in Volendam and would like 40 kg of eel a week.",
        "We're stuck on the M6 past Athlone, will be 30 minutes late. The dhow at Nungwi leaves at 9.",
    )
    for place in ("Volendam", "Athlone", "Nungwi"):
        assert place in redacted, place


def test_a_populated_place_on_a_route_stays(redactor: Redactor) -> None:
    redacted = _redacted(redactor, "The truck leaves the Francistown store on Monday, will reach Palapye on Tuesday.")
    assert "Palapye" in redacted


def test_a_greeting_no_name_list_holds_stays(redactor: Redactor) -> None:
    redacted = _redacted(redactor, "Merħba! For Santa Lucija we need two more tables.")
    assert "Merħba" in redacted


def test_a_place_said_of_a_person_is_still_replaced(redactor: Redactor) -> None:
    redacted = _redacted(redactor, "I live in Kaukonen, can the van come on Friday?", "Dafydd Jones was born 2 March "
                         "1948 in Blaenau Ffestiniog.")
    for value in ("Kaukonen", "Blaenau Ffestiniog"):
        assert value not in redacted, value


def test_a_person_after_a_cue_is_still_replaced(redactor: Redactor) -> None:
    redacted = _redacted(redactor, "My name is Xiaoling and I got a message from Ngaio about it. I stayed with Ngaio "
                         "in Otaki.")
    for name in ("Xiaoling", "Ngaio"):
        assert name not in redacted, name
