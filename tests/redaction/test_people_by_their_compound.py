"""A name under a key whose last word is a compound naming a person: `fireman=Josh`, `"foreman": "Ċensu Borg"`
(redaction/rules/people_by_their_compound.py)."""

from __future__ import annotations

import pytest

from redaction import Engine
from tests.redaction.conftest import found


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("INFO roster 2024-06-16 driver='Trevor Blakie' fireman=Josh loco=Ab coaches=2", "Josh"),
        ('crew.assign boat=7 ferryman="Tomasi Vaka" tide=HIGH', "Tomasi Vaka"),
        ("match.report pitch=3 linesman='Ruairi Breen' result=2-1", "Ruairi Breen"),
    ],
)
def test_a_name_under_a_compound_of_a_person_is_found(engine: Engine, text: str, value: str) -> None:
    assert any(found_value == value for _, found_value in found(engine, text))


@pytest.mark.parametrize(
    "text",
    [
        "shop.add item=TAL-3 talisman=\"Blue Eye\" ottoman=\"Velvet Grey\"",
        "stats foreman_count=4 salesperson=\"Night Shift Team\"",
    ],
)
def test_things_and_words_under_such_keys_stay(engine: Engine, text: str) -> None:
    assert not {value for entity, value in found(engine, text) if entity in {"PERSON", "USERNAME"}}
