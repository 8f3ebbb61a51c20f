"""Phones as the smallest numbering plans write them (four digits in Niue, five on Norfolk Island), under their key
and in texts beside a held phone of their country, a memorial's dates of life, two years a lifetime apart, and a name
a Tibetan title opens as a word of its own."""

from __future__ import annotations

import pytest

from miner.model import ToolCall
from redaction import Engine
from tests.redaction.conftest import found, redacted_session


def test_a_four_digit_phone_of_a_held_phones_country_is_replaced(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_grower", args={"grower": "G-11"}, result={"phone": "+683 5172", "vines": 420})]
    user = "can they just ring, im up the plantation most days. 5172 or Sione 7339. we have 1250 vines"
    turn = redacted_session(redactor, user, calls).turns[0]
    assert "7339" not in turn.user_text and "5172" not in turn.user_text
    assert "1250 vines" in turn.user_text  # a number Niue's plan numbers no phone stays


def test_four_digits_beside_a_phone_of_a_country_with_longer_phones_stay(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_guest", args={"guest": "G-11"}, result={"phone": "+248 2571093"})]
    turn = redacted_session(redactor, "room 4232 please", calls).turns[0]
    assert "4232" in turn.user_text


def test_a_five_digit_phone_under_its_key_is_replaced_in_every_text(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_account", args={"account": "NLB-0457"},
                      result={"contacts": [{"name": "Tania Quintal", "phone": "22514", "mobile": "51438"}]})]
    answer = "They'll ring you on 51438 today before 3pm."
    turn = redacted_session(redactor, "short again on the kegs", calls, answer).turns[0]
    result = turn.tool_calls[0].result
    assert isinstance(result, dict)
    assert result["contacts"][0]["phone"] != "22514" and result["contacts"][0]["mobile"] != "51438"
    assert "51438" not in turn.final_response


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        ("Bench plaque: In loving memory of Cyril Yon 1938–2022, who loved this view", "1938–2022"),
        ("plaque wording: CYRIL YON 1939 - 2022", "1939 - 2022"),
        ("the chapel was used as a store 1939-1945 during the war", None),  # a war is no lifetime
        ("works planned for 2024-2026", None),
    ],
)
def test_two_years_a_lifetime_apart_are_dates_of_life(engine: Engine, text: str, dates: str | None) -> None:
    assert [value for entity, value in found(engine, text) if entity == "DATE_OF_BIRTH"] == ([dates] if dates else [])


def test_a_name_a_tibetan_title_opens_is_replaced_and_its_particle_stays(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="create_handoff", args={"team": "Farmhouse Hosts",
                                                   "summary": "ཞིང་ཁྱིམ་ཁ་གཉེར་ ཨམ་ བདེ་ཆེན་ དང་ གྲོས་བསྡུར་འབད་འོང་།"},
                      result={"ok": True})]
    user = "ང་བཅས་ ཕྱི་རུ་ ཆུ་ཚོད་ ༤ ལུ་ ལྷོད་འོང་ ཟེར་ ཨམ་ པདྨ་ལུ་ སླབ་གནང་།"
    turn = redacted_session(redactor, user, calls).turns[0]
    args = turn.tool_calls[0].args
    assert "པདྨ" not in turn.user_text and "ལུ་ སླབ་གནང་།" in turn.user_text
    assert "བདེ་ཆེན" not in args["summary"] and "དང་ གྲོས་བསྡུར" in args["summary"]
