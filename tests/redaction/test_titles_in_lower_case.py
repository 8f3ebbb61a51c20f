"""A name after a word of respect or kinship written in lower case is a person in any language ("kwa farm ya mama
Esther", "Dis oom Piet van Kakamas"): the name is replaced, and a word of another sense in English, a place, a
thing named after a person and a word no one bears stay ("we ate Pasta", "mama Africa", "uncle Ben Rice")."""

from __future__ import annotations

import pytest

from redaction import Redactor
from redaction.rules.titles_in_lower_case import EXAMPLES, lower_titled
from tests.redaction.conftest import assert_name_replaced

_NAMES = {
    "bishnu", "prasad", "ghimire", "nimal", "dot", "esther", "piet", "dlamini", "salum", "kipingu", "dewi", "tama",
    "ben", "pasta", "monday",
}  # fmt: skip
_NOT_NAMES = {"monday"}
_PLACES = {"africa"}


@pytest.mark.parametrize(("text", "name"), EXAMPLES)
def test_a_word_of_respect_or_kinship_in_lower_case_stands_before_a_name(text: str, name: str) -> None:
    names, not_names, places = _NAMES | _PLACES, _NOT_NAMES, _PLACES
    spans = lower_titled(text, lambda word: word.casefold() in names | {"namaste"},
                         lambda word: word.casefold() in names, lambda word: word.casefold() in not_names,
                         lambda word: word.casefold() in places, lambda word: word.casefold() == "ferry")  # fmt: skip
    assert [text[start:end] for start, end in spans] == ([name] if name else [])


@pytest.mark.parametrize(
    ("text", "name", "kept"),
    [
        ("Naomba kubook AI kesho asubuhi. Niko Saboti, kwa farm ya mama Esther. call me", "Esther", "kwa farm ya"),
        ("Dis oom Piet van Kakamas. ek bring die vrag môre met die bakkie", "Piet", "die vrag"),
    ],
)
def test_the_name_after_a_lower_case_title_is_replaced(redactor: Redactor, text: str, name: str, kept: str) -> None:
    assert_name_replaced(redactor, text, name, kept)
