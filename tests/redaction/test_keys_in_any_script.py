"""Keys and tool names in any script are schema, and are read as words: the numero sign says "number", a Latin
letter no decomposition reaches (`ł`, `ø`) does not cut a word, and a code's letters may be of any alphabet."""

from __future__ import annotations

import pytest

from redaction.recognizers.keys import key_words
from redaction.rules.identifiers import identifier_value
from redaction.rules.person_records import holds_a_contact
from redaction.walk import is_identifier


@pytest.mark.parametrize("name", ["get_booking", "बेड़ा_खोजें", "ஆர்டர்_எண்", "予約検索", "резервация_№", "ЕГН",
                                  "رقم_الطلب", "პირადი_ნომერი", "loo_pöördumine", "results.id"])
def test_a_name_of_any_script_is_schema(name: str) -> None:
    assert is_identifier(name)


@pytest.mark.parametrize("name", ["Dana Whitlock", "notify_jane@example.org", "2027-01-11", "№1", "t.sk. PVN 21%",
                                  "Росица Петкова"])
def test_words_with_spaces_an_address_or_a_leading_digit_are_no_name(name: str) -> None:
    assert not is_identifier(name)


@pytest.mark.parametrize(("key", "words"), [
    ("резервация_№", ["резервация", "no"]),
    ("właściciel", ["owner"]),
    ("beløp", ["belop"]),
    ("ЕГН", ["егн"]),
    ("बेड़ा_आईडी", ["बेडा", "आईडी"]),
    ("numéroClient", ["number", "customer"]),
])
def test_a_keys_words_are_read_in_any_script(key: str, words: list[str]) -> None:
    assert key_words(key) == words


@pytest.mark.parametrize(("key", "value", "identifier"), [
    ("резервация_№", "КЗН-24-0612", True),  # the numero sign names an identifier
    ("жалба", "Ж-2024-117", True),  # a code's shape, its letters Cyrillic
    ("ஆர்டர்", "Т-117", True),  # a short code, its capital Cyrillic
    ("बिल", "फा-2024-117", True),  # a letter of a script without case, with its vowel sign
    ("celkem", "18 640 Kč", False),  # an amount, its currency's Latin letter with a sign
    ("suma", "1 200 грн", False),  # an amount, its currency in lower-case Cyrillic
    ("Kod", "İMZA_HATASI_4023", False),  # a Latin letter with a sign reads as an ASCII pattern reads it
    ("статус", "регистрирана", False),
    ("срок", "14 дни", False),
])
def test_a_codes_shape_is_read_whatever_its_letters_and_its_keys_script(key: str, value: str,
                                                                       identifier: bool) -> None:
    assert identifier_value(key, value, lambda word: False) is identifier


def test_a_record_with_a_phone_written_with_its_country_code_is_a_persons_under_keys_of_any_language() -> None:
    def no_key_tells(key: str, value: str) -> None:
        return None

    assert holds_a_contact({"नाम": "सुनील वर्मा", "मोबाइल": "+91 98765 43210"}, no_key_tells)
    assert not holds_a_contact({"नाम": "फ्लीट बेसिक प्लान", "मूल्य": "₹1,200"}, no_key_tells)
