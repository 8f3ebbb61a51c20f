"""A date of birth written without the zeros that pad its day and month, and a padded number alone or after its
letters written without its zeros."""

from __future__ import annotations

from miner.model import ToolCall
from redaction.pseudonyms import written_forms
from tests.redaction.conftest import redacted_session


def test_a_date_of_birth_is_written_without_the_zeros_of_its_day_and_month() -> None:
    assert {"3/9/87", "9/3/87", "3.9.1987"} <= set(written_forms("1987-03-09"))


def test_a_held_date_of_birth_written_without_its_zeros_is_replaced(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="find_licence", args={"licence_no": "AH-2024-003817"},
                      result={"holder": {"dob": "1987-03-09", "status": "ACTIVE"}})]
    turn = redacted_session(redactor, "3/9/87. im the one in breaux bridge, 2 tags left", calls).turns[0]
    assert "3/9/87" not in turn.user_text
    assert "2 tags left" in turn.user_text


def test_a_padded_number_after_its_letters_written_without_its_zeros_is_the_numbers(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_weaver", args={"query": "Mackay"},
                      result={"weaver": {"weaver_no": "W0417", "loom": "Hattersley Domestic", "pieces": 2}})]
    turn = redacted_session(redactor, "its weaver 417 up the road, the 2 pieces from the 14th", calls).turns[0]
    assert "417" not in turn.user_text
    assert "the 2 pieces from the 14th" in turn.user_text

