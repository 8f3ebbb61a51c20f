"""A message opening with "it's" and a name introduces its writer ("hi its Crystal, ..."), and a name quoted right
after a person's role ("for customer 'patsy king'") is that person: both are replaced, and the words of the language
in the same places stay."""

from __future__ import annotations

import pytest

from redaction import Redactor
from redaction.recognizers.keys import role_entity
from redaction.rules.opening_introductions import EXAMPLES as INTRODUCTIONS
from redaction.rules.opening_introductions import introduced
from redaction.rules.roles_before_quotes import EXAMPLES as QUOTED
from redaction.rules.roles_before_quotes import quoted_people
from tests.redaction.conftest import assert_name_replaced

_NAMES = {"crystal", "ellis", "gareth", "pritchard", "patsy", "king", "wade", "ganbaa", "chebet", "salina", "jiyeon",
          "park", "jolene", "tan"}  # fmt: skip
_NOT_NAMES = {"monday", "pro", "gold"}
_WORDS = {"premium", "admin", "gold", "heavy", "duty", "pip", "mere", "king", "park", "tan", "studio", "accounts"}


@pytest.mark.parametrize(("text", "name"), INTRODUCTIONS)
def test_a_message_opening_with_its_introduces_its_writer(text: str, name: str) -> None:
    spans = introduced(text, lambda word: word.casefold() in _NAMES, lambda word: word.casefold() in _NOT_NAMES)
    assert [text[start:end] for start, end in spans] == ([name] if name else [])


@pytest.mark.parametrize(("text", "name"), QUOTED)
def test_a_name_quoted_after_a_role_is_that_person(text: str, name: str) -> None:
    def is_plain(word: str) -> bool:
        return word.casefold() in _WORDS and word.casefold() not in _NAMES

    spans = quoted_people(text, lambda role, value: role_entity(role, None, value, is_plain), is_plain)
    assert [text[start:end] for start, end in spans] == ([name] if name else [])


@pytest.mark.parametrize(
    ("text", "name", "kept"),
    [
        ("hi its Crystal, I left a Tissot PRX in for a new glass. can I pick it up Sat?", "Crystal", "pick it up"),
        ("it's Pip (tuesday practice at Nayland) - could someone put the fleece by? cheers", "Pip", "practice"),
        ("PaymentError: card_declined for customer 'patsy king' - booking left unpaid", "patsy king", "unpaid"),
        ("BookingValidationError: guest 'ganbaa' dob is not a valid date", "ganbaa", "not a valid date"),
        ("upgrade failed for customer 'Premium', it's Monday, retry later", "", "'Premium'"),
    ],
)
def test_introduced_and_quoted_names_are_replaced(redactor: Redactor, text: str, name: str, kept: str) -> None:
    assert_name_replaced(redactor, text, name, kept)
