"""Addresses written as their parts' words and numbers in the Arabic script, found by the real engine."""

from __future__ import annotations

import pytest

from redaction import Engine
from tests.redaction.conftest import found


@pytest.mark.parametrize(
    ("text", "address"),
    [("(نەسرین ئەحمەد قادر، ئازادی، کۆڵانی ٢٥، خانووی ٣٣٤) بە ٥ ئەمپێر", "کۆڵانی ٢٥، خانووی ٣٣٤"),  # alley, house
     ("آدرس: تهران، کوچه ۱۲، پلاک ۷ لطفا", "کوچه ۱۲، پلاک ۷"),  # alley, house number
     ("العنوان شارع 14، شقة 3 في الطابق", "شارع 14، شقة 3")],  # street, flat
)  # fmt: skip
def test_an_address_parts_words_and_their_numbers_are_an_address(engine: Engine, text: str, address: str) -> None:
    assert ("STREET_ADDRESS", address) in found(engine, text)


@pytest.mark.parametrize("text", ["خانووی ١٢٠ مەتر دووجا", "واحد ۸۵ متر مربع است", "٣ خانوو لە گەڕەکەکە"])
def test_a_measure_or_a_count_of_dwellings_is_no_address(engine: Engine, text: str) -> None:
    assert not any(entity == "STREET_ADDRESS" for entity, _ in found(engine, text))
