"""A code no one owns (under a catalogue's or a package's key) is kept whole: a word of it the name model took for a
name where a text writes it alone is replaced there, never inside the code."""

from __future__ import annotations

import pytest

from miner.model import ToolCall
from redaction import Redactor
from redaction.rules.codes_kept_whole import CODES, EXAMPLES, a_code_kept_whole, inside_a_kept_code
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("key", "value", "kept"), CODES)
def test_a_code_under_a_key_no_one_owns_is_kept_whole(key: str, value: str, kept: bool) -> None:
    assert a_code_kept_whole(key, value) is kept


@pytest.mark.parametrize(("text", "code", "word", "inside"), EXAMPLES)
def test_a_word_is_protected_only_inside_a_held_code(text: str, code: str, word: str, inside: bool) -> None:
    start = text.index(word)
    assert inside_a_kept_code(text, start, start + len(word), frozenset({code})) is inside


def test_a_package_code_stays_whole_where_its_word_is_taken_for_a_name(redactor: Redactor) -> None:
    calls = [ToolCall(name="get_quotes", args={"car": "Perodua Myvi 1.5 AV"},
                      result={"quotes": [{"package_code": "KS-PKG-NANO", "name": "Nano Ceramic Full Set",
                                          "price": "RM1,280.00"}],
                              "customer": {"name": "Nurul Aisyah", "phone": "+60 12-345 6789"}})]  # fmt: skip
    session = redacted_session(redactor, "hi, how much for tint? Nurul here", calls,
                               "Hi Nurul! Nano for your Myvi: the Nano Ceramic Full Set (KS-PKG-NANO) is RM1,280.00.")
    text = session.model_dump_json()
    assert text.count("KS-PKG-NANO") == 2
    assert "Nurul" not in text and "345 6789" not in text
