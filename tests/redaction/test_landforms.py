"""A landform's or a water's name ("Julia Creek", "Wood's Harbour", "Loch Maree") is a place in any domain: kept
when it identifies nobody, replaced when the text says someone lives there; a person whose surname is a landform's
word that people bear ("Benny Hill") is still a person."""

from __future__ import annotations

from miner.model import Turn
from redaction import Redactor
from tests.redaction.conftest import make_session


def _redacted(redactor: Redactor, user: str, agent: str = "Thanks, noted.") -> str:
    turn = Turn(index=0, user_text=user, final_response=agent)
    return redactor.redact(make_session([turn])).session.model_dump_json()


def test_a_landforms_or_a_waters_name_alone_stays(redactor: Redactor) -> None:
    redacted = _redacted(
        redactor, "Road's still cut on the Flinders Highway east of Julia Creek after the rain.",
        "The shop at Clark's Harbour is open 6am to 4pm. Until the roadworks by Loch Maree finish the van returns "
        "another way. Wongan Hills is still a gravel strip.",
    )
    for place in ("Julia Creek", "Clark's Harbour", "Loch Maree", "Wongan Hills"):
        assert place in redacted, place


def test_a_landform_said_of_a_person_is_still_replaced(redactor: Redactor) -> None:
    redacted = _redacted(redactor, "My nan lives near Julia Creek and I grew up in Clark's Harbour.")
    assert "Julia Creek" not in redacted and "Clark" not in redacted


def test_a_person_named_with_a_landforms_word_is_still_replaced(redactor: Redactor) -> None:
    redacted = _redacted(redactor, "Please ask Priya Okafor and Dear Julia Creek, thanks.", "Benny Hill called.")
    assert "Okafor" not in redacted and "Julia Creek" not in redacted and "Benny Hill" not in redacted


def test_a_landform_in_an_address_is_still_replaced(redactor: Redactor) -> None:
    redacted = _redacted(
        redactor, "Please deliver to the villa instead: Coconut House, Little Apple Bay, Tortola VG1120.",
        "Noted, the courier will go to the corner of Jeronýmova 1960 and Weöres Hills.",
    )
    assert "Little Apple Bay" not in redacted and "Weöres Hills" not in redacted
