"""A name beside a title or an honorific of any language is a person ("Gracias Don Chuy", "Shukriya Khalid sahib"),
and so is a name printed in capitals with a title or an initial, as a card or a transfer prints it ("name on card
MISS C JONES", "e-transfer from KIARA J THOMPSON"): the name is replaced, and a title's word in a sentence, a thing
named after a person and capitals of things stay ("Don't", "Haji Bashir Orchards", "ORDER CONFIRMED")."""

from __future__ import annotations

import pytest

from redaction import Redactor
from redaction.rules.honorifics import EXAMPLES, titled
from redaction.rules.names_in_capitals import EXAMPLES as IN_CAPITALS
from redaction.rules.names_in_capitals import in_capitals
from tests.redaction.conftest import assert_name_replaced

_NAMES = {"chuy", "khalid", "tanaka", "budi", "müller", "bashir"}
_COMMON = {"vitamin", "drops", "plan", "options", "are", "order", "confirmed", "new", "zealand", "post", "jones",
           "ref", "will", "deliver", "listed", "below"}  # fmt: skip
_NAME_PARTS = {"jones", "kiara", "thompson", "campbell"}
_NOT_NAMES = {"monday", "bedroom", "master"}


@pytest.mark.parametrize(("text", "name"), EXAMPLES)
def test_a_title_or_an_honorific_of_any_language_stands_beside_a_name(text: str, name: str) -> None:
    spans = titled(text, lambda word: word.casefold() in _NAMES | {"zkusím"}, lambda word: word.casefold() in _NAMES,
                   lambda word: word.casefold() in _NOT_NAMES)  # fmt: skip
    assert [text[start:end] for start, end in spans] == ([name] if name else [])


@pytest.mark.parametrize(("text", "name"), IN_CAPITALS)
def test_a_name_in_capitals_has_a_title_or_an_initial(text: str, name: str) -> None:
    spans = in_capitals(text, lambda word: word.casefold() in _COMMON, lambda word: word.casefold() in _NAME_PARTS,
                        lambda word: word.casefold() in _NOT_NAMES)  # fmt: skip
    assert [text[start:end] for start, end in spans] == ([name] if name else [])


@pytest.mark.parametrize(
    ("text", "name", "kept"),
    [
        ("Gracias Don Chuy, the tamales arrived fine and the salsa too", "Chuy", "the tamales arrived"),
        ("Shukriya Khalid sahib, aap ka order dispatch ho gaya hai", "Khalid", "aap ka order"),
        ("pay with the card ending 4444, name on card MISS C JONES", "JONES", "pay with the card"),
        ("The e-transfer from KIARA J THOMPSON didn't come through, please resend it", "THOMPSON", "didn't come"),
        ("ORDER CONFIRMED: your parcel goes with NEW ZEALAND POST on Friday", "", "NEW ZEALAND POST"),
        ("Don't forget the receipt when you collect the frames", "", "Don't forget"),
    ],
)
def test_the_titled_or_printed_name_is_replaced(redactor: Redactor, text: str, name: str, kept: str) -> None:
    assert_name_replaced(redactor, text, name, kept)
