"""Initials signing a log entry's note, a phone written with a trunk prefix one country's plan only counts, the
letters of long vowels of the scripts that write them, and a flat's word with its number (redaction/rules/
signed_entries.py, trunk_phones.py, vowel_letters.py, flats.py)."""

from __future__ import annotations

import pytest
from anyascii import anyascii

from miner.model import ToolCall
from redaction.rules.flats import EXAMPLES as FLAT_EXAMPLES
from redaction.rules.flats import flats
from redaction.rules.trunk_phones import EXAMPLES as TRUNK_EXAMPLES
from redaction.rules.trunk_phones import trunk_country
from redaction.rules.vowel_letters import EXAMPLES as VOWEL_EXAMPLES
from redaction.rules.vowel_letters import vowel_letters_read
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("phone", "country"), TRUNK_EXAMPLES)
def test_a_trunk_prefix_says_a_country_when_one_plan_only_counts_the_phone(phone: str, country: str | None) -> None:
    assert trunk_country(phone) == country


@pytest.mark.parametrize(("word", "read"), VOWEL_EXAMPLES)
def test_the_letters_of_long_vowels_are_read_as_vowels(word: str, read: str | None) -> None:
    assert vowel_letters_read(anyascii(word), word) == read


@pytest.mark.parametrize(("text", "found"), FLAT_EXAMPLES)
def test_a_flats_word_and_number_are_found(text: str, found: tuple[str, ...]) -> None:
    assert tuple(text[start:end] for start, end in flats(text)) == found


def test_initials_signing_a_logs_note_are_replaced(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_refund", args={"refund_id": "RF-2024-1187"},
                      result={"log": [{"at": "2024-09-30", "who": "LN", "note": "approved - wx cancel, full refund"},
                                      {"at": "2024-10-14", "who": "finance", "note": "on hold for the bank"}],
                              "sort": {"by": "ASC", "field": "at"}})]  # fmt: skip
    session = redacted_session(redactor, "where is my refund?", calls, "LN approved it on 30 Sep.")
    result = session.turns[0].tool_calls[0].result
    assert result["log"][0]["who"] != "LN" and result["log"][1]["who"] == "finance"  # type: ignore[index]
    assert result["sort"]["by"] == "ASC"  # type: ignore[index]
    assert "LN" not in (session.turns[0].final_response or "").split()


def test_a_phone_written_with_a_trunk_prefix_says_the_country_of_the_others(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="find_account", args={"account": "1904-0057-312"},
                      result={"owner": {"fio": "Боргоякова Анна Сергеевна", "tel": "8 (3902) 24-61-08"}})]
    session = redacted_session(redactor, "Сосед, 56 кв, тел 8-913-052-77-14", calls, "Позвоним 8-913-052-77-14.")
    assert "8-913-052-77-14" not in (session.turns[0].final_response or "")
    assert "56 кв" not in (session.turns[0].user_text or "")


def test_a_held_phone_after_a_trunk_prefix_is_that_phone() -> None:
    from redaction.rules.trunk_phones import a_held_number_after_a_trunk, held_numbers

    numbers = held_numbers(["923 594 30 17", "+7 913 052 77 14", "12 34"])
    assert numbers == frozenset({"9235943017"})
    assert a_held_number_after_a_trunk("89235943017", numbers)
    assert not a_held_number_after_a_trunk("59235943017", numbers)  # no plan's trunk prefix is 5
