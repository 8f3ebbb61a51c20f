"""A word no dictionary holds, in lower case right after a role or a verb of asking for, calling or telling ("driver
sobuj will call", "ask for mbusa at the gate"), is a name; a word of the language, chat shorthand or a contraction
without its apostrophe there is no one."""

from __future__ import annotations

import pytest

from redaction import Redactor
from redaction.rules.unlisted_names_by_role import EXAMPLES, unlisted_names_by_role
from tests.redaction.conftest import assert_name_replaced

_WORDS = {
    "the", "driver", "will", "call", "help", "front", "desk", "reception", "party", "everyone", "me", "on", "taxi",
    "parking",
}  # fmt: skip
_RARE = {"sobuj", "mbusa", "wanjiru", "tshering", "norbu", "didnt", "pls"}


@pytest.mark.parametrize(("text", "name"), EXAMPLES)
def test_a_word_no_dictionary_holds_after_a_role_or_a_request_is_a_name(text: str, name: str) -> None:
    spans = unlisted_names_by_role(text, lambda word: word.casefold() in _RARE,
                                   lambda word: word.casefold() in _WORDS, lambda word: False)  # fmt: skip
    assert [text[start:end] for start, end in spans] == ([name] if name else [])


@pytest.mark.parametrize(
    ("text", "name", "kept"),
    [
        ("hi, driver sobuj will call when he is outside the building", "sobuj", "will call when"),
        ("when you get to the lodge ask for mbusa at the gate", "mbusa", "at the gate"),
    ],
)
def test_the_unlisted_name_is_replaced(redactor: Redactor, text: str, name: str, kept: str) -> None:
    assert_name_replaced(redactor, text, name, kept)
