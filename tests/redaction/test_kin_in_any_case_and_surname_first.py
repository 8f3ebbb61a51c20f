"""A name after a word of kinship in lower case, after a spoken possessive or a kin word of another language ("my
brother musa", "me brother Kenny", "my tita rosalinda"), and a name written surname first that alone fills a quote
or a bracket ("(benjamin, shirley)", "'blanchard, m.'") are found, and are replaced with the words around them
kept."""

from __future__ import annotations

import pytest

from redaction import Engine, Redactor
from redaction.recognizers.names import _names_no_one
from redaction.recognizers.support import known_places
from redaction.rules.kin_in_any_case import EXAMPLES as KIN
from redaction.rules.kin_in_any_case import kin_in_any_case
from redaction.rules.surname_first import EXAMPLES as SURNAME_FIRST
from redaction.rules.surname_first import surname_first
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("text", "name"), KIN)
def test_a_name_after_a_word_of_kinship_in_any_case_is_found(engine: Engine, text: str, name: str) -> None:
    support = engine.person_support
    spans = kin_in_any_case(text, support.any_given_name, support.common, _names_no_one)
    assert [text[start:end] for start, end in spans] == ([name] if name else [])


@pytest.mark.parametrize(("text", "name"), SURNAME_FIRST)
def test_a_name_written_surname_first_is_found(engine: Engine, text: str, name: str) -> None:
    support = engine.person_support
    spans = surname_first(
        text,
        support.any_surname,
        support.any_given_name,
        support.common,
        lambda word: word.casefold() in known_places().countries,
        _names_no_one,
    )
    assert [text[start:end] for start, end in spans] == ([name] if name else [])


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("me and my brother musa want the 3 day trail", "musa", "my brother"),
        ("CreditLimitError: account C-01988 (benjamin, shirley) exceeds limit", "shirley", "exceeds limit"),
    ],
)
def test_they_are_replaced_and_the_words_around_them_stay(redactor: Redactor, text: str, gone: str, kept: str) -> None:
    redacted = redacted_session(redactor, text, [], "ok").turns[0].user_text or ""
    assert gone not in redacted
    assert kept in redacted
