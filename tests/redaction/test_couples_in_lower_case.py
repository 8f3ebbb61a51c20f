"""Two given names joined by "&" or "and" in lower case are two people ("dave & sharon on plot 42"), and words of
the language, places, days and firms' pairs are left alone."""

from __future__ import annotations

import pytest

from redaction import Engine
from redaction.recognizers.names import _names_no_one
from redaction.recognizers.support import known_places
from redaction.rules.couples_in_lower_case import EXAMPLES, couples_in_lower_case
from tests.redaction.conftest import found


@pytest.mark.parametrize(("text", "names"), EXAMPLES)
def test_two_given_names_joined_in_lower_case_are_found(engine: Engine, text: str, names: str) -> None:
    support = engine.person_support
    places = known_places()
    spans = couples_in_lower_case(
        text, support.any_given_name, support.any_surname, support.common, _names_no_one,
        lambda word: word.casefold() in places.countries or word.casefold() in places.large_cities,
    )
    assert [text[start:end] for start, end in spans] == (names.split("|") if names else [])


def test_a_couple_in_lower_case_is_redacted_and_words_stay(engine: Engine) -> None:
    people = {value for entity, value in found(engine, "hiya, dave & sharon on plot 42 (the lunar one)")
              if entity == "PERSON"}  # fmt: skip
    assert {"dave", "sharon"} <= people
    assert not {value for entity, value in found(engine, "grace and faith are what we need") if entity == "PERSON"}
