"""A phone beside a short word of the sentence is still a phone: only a currency's code as written, a money sign or a
unit, the whole word right before or after the digits, says an amount or a measure."""

from __future__ import annotations

import pytest

from miner.model import Turn
from redaction import Redactor
from redaction.rules.beside_digits import money_beside
from tests.redaction.conftest import make_session


@pytest.mark.parametrize("text", [
    "ask at reception 599 55 01 23.",
    "mob. 599 55 01 23 for you",
    "ring 599 55 01 23 all day",
])
def test_a_phone_in_pairs_beside_a_short_word_is_replaced(redactor: Redactor, text: str) -> None:
    session = make_session([Turn(index=0, user_text=text, final_response="Noted.")])
    assert "599 55 01 23" not in redactor.redact(session).session.turns[0].user_text


def test_an_amount_beside_its_currency_stays(redactor: Redactor) -> None:
    session = make_session([Turn(index=0, user_text="we paid 1 350 00 00 RSD last week", final_response="Noted.")])
    assert "1 350 00 00" in redactor.redact(session).session.turns[0].user_text


@pytest.mark.parametrize(("text", "beside"), [
    ("paid [1 350] RSD", True), ("[12 500] $", True), ("weighs [12 40] kg", True), ("€[12 50]", True),
    ("at reception [599 55 01 23]", False), ("[599 55 01 23] and", False), ("[599 55 01 23] all day", False),
])
def test_only_whole_words_as_written_say_money(text: str, beside: bool) -> None:
    start, end = text.index("["), text.index("]") - 1
    plain = text.replace("[", "").replace("]", "")
    assert money_beside(plain, start, end) is beside
