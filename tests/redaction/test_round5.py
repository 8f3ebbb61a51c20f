"""Round 5 of issue 14: false positives attacked by cause. A brand the small model guesses to be a person stands
where things stand (after "the", "a", "my", before a model's code): there a word the language does not know is
no support unless it is a name people bear, in the name lists of Faker's locales or the census."""

from __future__ import annotations

import pytest

from redaction import Engine
from redaction.recognizers.support import world_names


def people(engine: Engine, text: str) -> set[str]:
    return {text[r.start : r.end] for r in engine.analyze(text) if r.entity_type == "PERSON"}


@pytest.mark.parametrize(
    "text",
    [
        "Is the Thermic Vexlor sold with a warranty?",  # after an article
        "Does the Corvanta Pro come in blue?",
        "We bought a Stelvani Arcus last year.",
    ],
)
def test_an_unknown_word_in_a_things_slot_is_no_name(engine: Engine, text: str) -> None:
    assert people(engine, text) == set()


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Unlike the Quellbrandt novel, it is short.", "Quellbrandt"),  # a person's work: still the person's slot
        ("I sat next to the Adaeze on the bus", "Adaeze"),  # a given name of Faker's lists
        ("Please ask Quellbrandt about the fridge.", "Quellbrandt"),  # not in a thing's slot: unknown words count
        ("The restaurant is at 3369 Askelund 90, Blommenslyst", "Askelund"),  # a street and its house number
    ],
)
def test_names_outside_a_things_slot_or_known_are_still_found(engine: Engine, text: str, value: str) -> None:
    found = {r for r in engine.analyze(text) if r.entity_type in {"PERSON", "STREET_ADDRESS", "LOCATION"}}
    assert any(text[r.start : r.end].find(value) >= 0 for r in found), found


def test_the_name_lists_hold_names_of_many_locales() -> None:
    names = world_names()
    assert {"okafor", "kowalczyk", "mwangi", "tomasz", "nwosu"} <= names
    assert "rehau" not in names and "formlabs" not in names
