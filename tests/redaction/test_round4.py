"""Round 4 of issue 14: mechanisms rather than words. The parse says what a guessed name is (the modifier of a
thing's noun, one end of a route); a person found with a strong cue is replaced everywhere in the session."""

from __future__ import annotations

import pytest

from redaction import Engine


def people(engine: Engine, text: str) -> set[str]:
    return {text[r.start : r.end] for r in engine.analyze(text) if r.entity_type == "PERSON"}


@pytest.mark.parametrize(
    "text",
    [
        "The parking suspension for Castle Mall loading bay shows 'awaiting inspection'.",  # a venue's bay
        "Is it still the same price for the Forest Glade pitches?",  # a venue modifying what is sold there
        "Do you have Marley Eternit slates in stock?",  # a maker's range before the product
        "Can I change my Holyhead–Dublin sailing?",  # one end of a route
    ],
)
def test_a_guessed_name_the_parse_says_names_a_thing_is_none(engine: Engine, text: str) -> None:
    assert people(engine, text) == set()


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The Kristian Herzog version recorded for us", "Kristian Herzog"),  # a given name and a surname
        ("Unlike the Mark Young novel, it is fine", "Mark Young"),  # a surname common as one
        ("Please call Renata Okafor about the fridge.", "Renata Okafor"),  # not a modifier
    ],
)
def test_a_person_the_parse_does_not_make_a_thing_is_still_found(engine: Engine, text: str, value: str) -> None:
    assert value in people(engine, text)
