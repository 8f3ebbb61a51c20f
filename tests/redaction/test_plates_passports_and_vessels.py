"""A plate right after a vehicle's word ("Your car 241-KK-1187") and a passport's number a few words after its word
("you need the passport? Mine is C4JF2K7LM") are replaced, and the words around them stay; a name after a boat's noun
in apposition, after a vessel's title or after a dog's breed ("Our boat, the Mary Ellen", "the steamship Sir Walter
Scott", "a lab called Seamus") names no person and stays."""

from __future__ import annotations

import pytest

from redaction import Redactor
from redaction.rules.passports_in_passing import EXAMPLES as PASSPORTS
from redaction.rules.passports_in_passing import passports_in_passing
from redaction.rules.plates_after_a_vehicle import EXAMPLES as PLATES
from redaction.rules.plates_after_a_vehicle import plates_after_a_vehicle
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("text", "plate"), PLATES)
def test_a_plate_after_a_vehicles_word_is_found(text: str, plate: str) -> None:
    assert [text[start:end] for start, end in plates_after_a_vehicle(text)] == ([plate] if plate else [])


@pytest.mark.parametrize(("text", "numbers"), PASSPORTS)
def test_a_passports_number_a_few_words_after_its_word_is_found(text: str, numbers: str) -> None:
    assert " ".join(text[start:end] for start, end in passports_in_passing(text)) == numbers


@pytest.mark.parametrize(
    ("text", "value", "kept"),
    [
        ("Hi! You're on pitch 14. Your car 241-KK-1187 is on the barrier list", "241-KK-1187", "is on the barrier"),
        ('INFO marina.gate vehicle="724 KZP" bay=B14', "724 KZP", "bay=B14"),
        ("he drives a white F-150 tag RKT4417", "RKT4417", "white F-150 tag"),
        ("For the deposit you need the passport? Mine is C4JF2K7LM", "C4JF2K7LM", "Mine is"),
        ("passport numbers for ur form: C01X00T47 (Lena Vogt), C4RJ22K19 (Jonas Albers)", "C4RJ22K19", "for ur form"),
    ],
)
def test_a_plate_or_a_passport_is_replaced(redactor: Redactor, text: str, value: str, kept: str) -> None:
    redacted = redacted_session(redactor, text, [], "ok").turns[0].user_text or ""
    assert value not in redacted
    assert kept in redacted


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Our boat, the Mary Ellen, is a 12m catamaran so she's pretty stable", "Mary Ellen"),
        ("Yes, the steamship Sir Walter Scott carries bikes (£5 per bike)", "Walter Scott"),
        ("can we bring the dog? hes a big lad, a lab called Seamus, v friendly", "Seamus"),
    ],
)
def test_a_vessels_or_a_dogs_name_stays(redactor: Redactor, text: str, name: str) -> None:
    redacted = redacted_session(redactor, text, [], "ok").turns[0].user_text or ""
    assert name in redacted
