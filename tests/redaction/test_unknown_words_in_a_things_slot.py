"""False positives by cause: a brand the small model guesses to be a person stands
where things stand (after "the", "a", "my", before a model's code): there a word the language does not know is
no support unless it is a name people bear, in the name lists of Faker's locales or the census."""

from __future__ import annotations

import pytest

from redaction import Engine
from redaction.recognizers.support import world_names


def people(engine: Engine, text: str) -> set[str]:
    return {text[r.start : r.end] for r in engine.analyze_many([text])[0] if r.entity_type == "PERSON"}


@pytest.mark.parametrize(
    "text",
    [
        "Is the Thermic Vexlor sold with a warranty?",  # after an article
        "Does the Corvanta Pro come in blue?",
        "We bought a Stelvani Arcus last year.",
    ],
)
def test_an_unknown_word_in_a_things_slot_is_no_name(engine: Engine, text: str) -> None:
    assert people(engine, text) == set()


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Unlike the Quellbrandt novel, it is short.", "Quellbrandt"),  # a person's work: still the person's slot
        ("I sat next to the Adaeze on the bus", "Adaeze"),  # a given name of Faker's lists
        ("Please ask Quellbrandt about the fridge.", "Quellbrandt"),  # not in a thing's slot: unknown words count
        ("The restaurant is at 3369 Askelund 90, Blommenslyst", "Askelund"),  # a street and its house number
    ],
)
def test_names_outside_a_things_slot_or_known_are_still_found(engine: Engine, text: str, value: str) -> None:
    found = {r for r in engine.analyze_many([text])[0] if r.entity_type in {"PERSON", "STREET_ADDRESS", "LOCATION"}}
    assert any(text[r.start : r.end].find(value) >= 0 for r in found), found


def test_the_name_lists_hold_names_of_many_locales() -> None:
    names = world_names()
    assert {"okafor", "kowalczyk", "mwangi", "tomasz", "nwosu"} <= names
    assert "rehau" not in names and "formlabs" not in names


# Recall: the values the tuning sets leaked most, found by their shape near their word or under their key.
@pytest.mark.parametrize(
    ("text", "entity", "value"),
    [
        ("The card I paid the bundle with ends in 4417, it was charged twice.", "CREDIT_CARD", "4417"),
        ("Two charges on the Mastercard ending 4417, please check.", "CREDIT_CARD", "4417"),
        ("We've stored only the last 4 digits of the PESEL (4539).", "ID_NUMBER", "4539"),
        ("the password I set was Pr1ntMyDr3ams! if you need to test", "SECRET", "Pr1ntMyDr3ams"),
        ("my wifi password for the sitters is hazelnut-Meadow-42", "SECRET", "hazelnut-Meadow-42"),
        ("the guest wifi password you gave me (Shoreditch!Guest24) doesn't work", "SECRET", "Shoreditch!Guest24"),
        ("login failed for user 'ops_dallas' with password 'Tr4ck!ng2026'", "SECRET", "Tr4ck!ng2026"),
        ("login failed for user 'ops_dallas' with password 'Tr4ck!ng2026'", "USERNAME", "ops_dallas"),
        ("my username on here is sunnyside_traveller", "USERNAME", "sunnyside_traveller"),
        ("Key safe at the back door, code 4-7-1-9. House is on the left.", "SECRET", "4-7-1-9"),
        ('seller.verify pesel=85071204539 ticket=WB-881204', "ID_NUMBER", "85071204539"),
        ('{"cpf": "482.119.637-05", "programme": "Summer Stay"}', "ID_NUMBER", "482.119.637-05"),
        ('{"guardian_pan": "ABCPK4821L", "invoice_type": "GST"}', "ID_NUMBER", "ABCPK4821L"),
    ],
)
def test_values_near_their_word_or_under_their_key_are_found(engine: Engine, text: str, entity: str,
                                                             value: str) -> None:  # fmt: skip
    assert (entity, value) in {(r.entity_type, text[r.start : r.end]) for r in engine.analyze_many([text])[0]}


@pytest.mark.parametrize(
    "text",
    [
        "Your password reset link was sent; passwords must have 8 characters.",
        "I reset my password on Monday at 10:30 using Chrome.",
        "The password for the WO-558120 portal is in the email.",
        "Password must contain A-Z, a-z and 0-9.",
        "The subscription on this card ends in 2027, renew it then.",
    ],
)
def test_no_secret_or_card_without_its_shape(engine: Engine, text: str) -> None:
    assert {r.entity_type for r in engine.analyze_many([text])[0]} & {"SECRET", "CREDIT_CARD"} == set()


@pytest.mark.parametrize(
    ("text", "value", "person"),
    [
        ("Will the Spring Show at the site still run?", "Spring Show", False),
        ("The Willow Arena is being resurfaced.", "Willow Arena", False),
        ("It starts from Willow Arena at 10:30.", "Willow Arena", False),
        ("Booking CC-5530 is under Li Wei, for Sunday.", "Li Wei", True),  # a surname may come first
        ("Please ring Rose Hill about the order.", "Rose Hill", True),  # a surname common as one
    ],
)
def test_words_of_the_language_ending_in_a_noun_that_is_no_surname_name_a_thing(
    engine: Engine, text: str, value: str, person: bool
) -> None:
    start = text.index(value)
    assert engine.person_support.supported(text, start, start + len(value)) is person


@pytest.mark.parametrize(
    "text",
    [
        "weather_feed.poll source=meteo_hr version=3.4.12.1",  # a version, not an IP address
        "allotments.rent.RateTableMissing: no half_plot rate configured for season 2026",  # a year, no postcode
    ],
)
def test_numbers_with_a_reference_or_a_version_cue_are_not_personal(engine: Engine, text: str) -> None:
    assert engine.analyze_many([text])[0] == []


def test_a_postcodes_own_word_still_says_it_is_one(engine: Engine) -> None:
    assert [r.entity_type for r in engine.analyze_many(["my postcode 2026"])[0]] == ["ZIP_CODE"]


def test_a_postal_code_alone_on_the_last_line_of_an_address_block_is_found(engine: Engine) -> None:
    text = "Billing address: Ines Carvalho\n    5145 10 Whitby Road Apt. 612\n   DENTON\n    nan\n    M34 2FX\n"
    assert ("ZIP_CODE", "M34 2FX") in {(r.entity_type, text[r.start : r.end]) for r in engine.analyze_many([text])[0]}
    text = "Billing address: Ines Carvalho\n    2709 Colonia Ofir 1753 Suite 338\n   San Javier\n    PA\n    65001\n"
    assert ("ZIP_CODE", "65001") in {(r.entity_type, text[r.start : r.end]) for r in engine.analyze_many([text])[0]}


def test_a_number_alone_on_a_line_without_a_street_above_is_no_postal_code(engine: Engine) -> None:
    assert engine.analyze_many(["Order status\n shipped\n 2026\n"])[0] == []


@pytest.mark.parametrize(
    ("text", "value", "person"),
    [
        ("Need a rate for 26 pallets, Rotterdam to Poznań, pickup 8 December.", "Rotterdam", False),
        ("We place au pairs in Curitiba and Porto Alegre under Summer Stay Plus.", "Porto Alegre", False),
        ("Moustafa Mellink lives at 16957 Baarlandhof 68, Rotterdam", "Rotterdam", True),  # an address's town
        ("Dallas Okonkwo called about the refund.", "Dallas Okonkwo", True),  # a given name that is a city
    ],
)
def test_a_guessed_name_opening_with_a_place_is_that_place(engine: Engine, text: str, value: str,
                                                          person: bool) -> None:  # fmt: skip
    start = text.index(value)
    assert engine.person_support.supported(text, start, start + len(value)) is person
