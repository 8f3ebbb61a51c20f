"""A number after a word of a person's standing with a business ("member 0412", "our account 4410", "badge 20417")
is that person's, even at four digits; a year, an amount and a thing's number ("booking 4471") stay."""

from __future__ import annotations

import pytest

from redaction import Redactor
from redaction.rules.numbers_of_a_persons_standing import EXAMPLES, numbers_of_a_persons_standing
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("text", "number"), EXAMPLES)
def test_a_number_after_a_persons_standing_is_theirs(text: str, number: str) -> None:
    spans = numbers_of_a_persons_standing(text)
    assert [text[start:end] for start, end in spans] == ([number] if number else [])


@pytest.mark.parametrize(
    ("text", "number", "kept"),
    [
        ("mate put it on our account 4410, young Jacko will pick up friday", "4410", "put it on our account"),
        ("po this is from line 3, badge 20417, kulang po yung sahod ko", "20417", "from line 3, badge"),
    ],
)
def test_the_number_is_replaced(redactor: Redactor, text: str, number: str, kept: str) -> None:
    redacted = redacted_session(redactor, text, [], "ok").turns[0].user_text or ""
    assert number not in redacted
    assert kept in redacted
