"""A name listed beside a place ("Govetts Leap Road, Blackheath", "Accra, Kumasi and Tamale"), closing a list
before a place's common noun ("the Cahir, Clonmel and Cashel area") or said "out Waihopai way" is a place in any
domain: kept when it identifies nobody, replaced when the text says someone lives there; a person listed beside a
place ("Kofi Mensah", a given name) is still a person."""

from __future__ import annotations

from miner.model import Turn
from redaction import Redactor
from tests.redaction.conftest import make_session


def _redacted(redactor: Redactor, user: str, agent: str = "Thanks, noted.") -> str:
    turn = Turn(index=0, user_text=user, final_response=agent)
    return redactor.redact(make_session([turn])).session.model_dump_json()


def test_a_name_in_a_places_company_stays(redactor: Redactor) -> None:
    redacted = _redacted(
        redactor, "is there still work on the pinot blocks out Waihopai way next wk?",
        "Davo's Canyon Guides runs out of the old shopfront on Govetts Leap Road, Blackheath - pop in the arvo. "
        "There's a trip fee outside the Cahir, Clonmel and Cashel area.",
    )
    for place in ("Waihopai", "Blackheath", "Clonmel"):
        assert place in redacted, place


def test_a_town_in_a_list_said_of_a_person_is_still_replaced(redactor: Redactor) -> None:
    redacted = _redacted(redactor, "I grew up in Blackheath, Katoomba and Sydney, and now I'm in Leura.")
    assert "Blackheath" not in redacted


def test_a_person_listed_beside_a_place_is_still_replaced(redactor: Redactor) -> None:
    redacted = _redacted(
        redactor, "Our drivers for Accra, Kumasi and Tamale are Kofi Mensah, Okafor and Kerry this week.",
        "Dear Ryde, Accra is booked.",
    )
    for name in ("Kofi Mensah", "Kerry", "Ryde"):
        assert name not in redacted, name


def test_names_only_the_model_took_for_places_vouch_for_nothing(redactor: Redactor) -> None:
    # sled dogs here, but a list under a key no table reads may be of people: the model took Nanook, Sisu and Kiska
    # for places, and no place the tool knows by itself stands in the list
    redacted = _redacted(redactor, "Team for Saturday: leaders=[Balto, Nanook, Sisu, Kiska], the rest as before.")
    for name in ("Nanook", "Sisu", "Kiska"):
        assert name not in redacted, name


def test_a_known_place_in_a_list_under_an_unread_key_still_tells(redactor: Redactor) -> None:
    redacted = _redacted(redactor, "Depots for Saturday: hubs=[Kumasi, Accra, Tamale], the rest as before.")
    assert "Kumasi" in redacted
