"""A surname written first in capitals, then a given name, is a person in any language ("mon nom cest YAKITE
Clarisse", "nazali ITOUA Prince"): redaction/rules/names_in_capitals.py."""

from __future__ import annotations

import pytest

from redaction.rules.names_in_capitals import SURNAME_FIRST_EXAMPLES, surname_first
from tests.redaction.conftest import assert_name_replaced

_COMMON = {"order"}
_GIVEN = {"clarisse", "prince", "jean", "media", "mara", "jamila", "confirmed"}


@pytest.mark.parametrize(("text", "name"), SURNAME_FIRST_EXAMPLES)
def test_a_surname_first_in_capitals(text: str, name: str) -> None:
    spans = surname_first(text, lambda word: word.casefold() in _COMMON, lambda word: word.casefold() in _GIVEN,
                          lambda word: False)  # fmt: skip
    assert [text[start:end] for start, end in spans] == ([name] if name else [])


def test_a_surname_first_is_replaced_with_its_given_name(redactor) -> None:  # type: ignore[no-untyped-def]
    assert_name_replaced(redactor, "bjr je suis OKEMBA Destin matricule 3381 chauffeur, mon salaire", "OKEMBA",
                         "matricule 3381 chauffeur")
