"""A business introducing itself ("this is Hanois Knitwear.") is named, not a person: its name stays, and a person
introducing themselves is still replaced."""

from __future__ import annotations

import pytest

from miner.model import ToolCall
from redaction import Redactor
from redaction.rules.introduced_business import EXAMPLES, a_business_introducing_itself
from tests.redaction.conftest import redacted_session

_GIVEN = {"tanya", "rose", "josie"}
_WORDS = {"knitwear", "water", "pure", "waters", "hill", "baker", "plumbing", "rose", "hoffmann", "walks", "fuels",
          "nursery"}
_SURNAMES = {"hoffmann", "aldan"}  # surnames in no common use


@pytest.mark.parametrize(("text", "words", "business"), EXAMPLES)
def test_a_business_introduces_itself_after_this_is(text: str, words: str, business: bool) -> None:
    start = text.index(words)
    found = a_business_introducing_itself(
        text, start, start + len(words), lambda word: word.casefold() in _WORDS,
        lambda word: word.casefold() in _GIVEN, lambda word: word.casefold() in _SURNAMES,
    )  # fmt: skip
    assert found is business


def test_the_business_keeps_its_name_and_the_customer_is_replaced(redactor: Redactor) -> None:
    calls = [ToolCall(name="get_account", args={"phone": "+1 670-256-4418"},
                      result={"customer": {"name": "Josie Camacho", "phone": "+1 670-256-4418"}})]  # fmt: skip
    session = redacted_session(redactor, "my water jugs never came, this is the second time",
                               calls, "Hafa adai Josie, this is Laolao Pure Water, and I'm really sorry.")
    text = session.model_dump_json()
    assert "Laolao Pure Water" in text
    assert "Josie" not in text and "256-4418" not in text


def test_a_business_naming_itself_before_here_keeps_its_name(redactor: Redactor) -> None:
    session = redacted_session(redactor, "are there spots left for the dawn walk?", [],
                               "Hi Siew Ling, Island Crab Walks here. Both are open for 4.")
    text = session.model_dump_json()
    assert "Island Crab Walks" in text
    assert "Siew Ling" not in text


def test_a_person_introducing_themselves_is_still_replaced(redactor: Redactor) -> None:
    session = redacted_session(redactor, "Hello, this is Tanya Waters. My order never came.", [],
                               "Sorry to hear that, Tanya.")
    assert "Tanya" not in session.model_dump_json()


def test_a_business_named_as_where_its_staff_come_from_keeps_its_name(redactor: Redactor) -> None:
    calls = [ToolCall(name="find_customer", args={"surname": "Culhane"},
                      result={"customer": {"name": "Siobhán Culhane", "mobile": "086 203 7715"}})]  # fmt: skip
    session = redacted_session(redactor, "no one came with the kerosene yesterday", calls,
                               "I'm sorry Siobhán. A person from Shannonside Fuels will ring you about it.")
    text = session.model_dump_json()
    assert "Shannonside Fuels" in text
    assert "Siobhán" not in text and "203 7715" not in text


def test_a_person_after_someone_from_is_still_replaced(redactor: Redactor) -> None:
    session = redacted_session(redactor, "Someone from Tanya Waters rang me about the order.", [],
                               "Sorry to hear that.")
    assert "Tanya" not in session.model_dump_json()
