"""A name the session's tools hold under a key naming a firm, a public body, a vessel or a product, and under no
person's key, is that thing wherever the session writes it: no guess of a person takes it, in the field or in any
text; a name also held under a person's key, or after a strong cue, stays a person's."""

from __future__ import annotations

from functools import partial

import pytest

from miner.model import ToolCall
from redaction import Engine, Redactor
from redaction.recognizers.precision import is_english
from redaction.rules.held_things import EXAMPLES, HELD, held_thing, inside_a_held_thing, things_held
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("key", "value", "held"), HELD)
def test_a_name_under_a_firms_or_a_things_key(key: str, value: str, held: bool) -> None:
    assert held_thing(key, value) is held


@pytest.mark.parametrize(("text", "things", "span", "entity", "dropped"), EXAMPLES)
def test_a_guess_is_dropped_only_inside_a_held_thing_and_with_no_strong_cue(
    engine: Engine, text: str, things: frozenset[str], span: str, entity: str, dropped: bool
) -> None:
    start = text.index(span)
    assert inside_a_held_thing(text, start, start + len(span), entity, things, engine.person_support) is dropped


def test_a_name_also_held_under_a_persons_key_is_no_held_thing() -> None:
    held = [("company", "Mark Young Plumbing"), ("merchant", "Alfamart"), ("insurer", "Hiscox")]
    assert things_held(held, ["Mark Young", "Hiscox"]) == frozenset({"alfamart"})


def test_a_name_opening_with_a_given_name_is_no_held_thing_unless_a_firms_noun_ends_it() -> None:
    held = [("operator", "Joe Mannion"), ("vendor.name", "Ivy Hartley"),
            ("distributor.name", "Jai Durga Indane Service")]
    assert things_held(held, []) == frozenset({"jai durga indane service"})


def test_two_words_of_no_language_are_no_held_thing(engine: Engine) -> None:
    held = [("operator.name", "Tunde Bakare"), ("suppliers.name", "Sivakumar Kanagaratnam"), ("company", "Hiscox"),
            ("co", "Island Caretaking LLC")]
    is_word = partial(is_english, words=engine.english_words)
    assert things_held(held, [], is_word) == frozenset({"hiscox", "island caretaking llc"})


def test_firms_and_bodies_the_tools_hold_stay_in_every_text(redactor: Redactor) -> None:
    calls = [ToolCall(name="get_permit", args={"permit_ref": "KC-2026-0412"},
                      result={"issuedBy": "Kingborough Council", "operator": "Jungle Line Roatán",
                              "merchant": "Alfamart", "insurer": "Hiscox",
                              "holder": {"name": "Quellbrandt Osei", "phone": "+44 7700 900123"}})]  # fmt: skip
    session = redacted_session(redactor, "did Kingborough sign it off? Jungle Line Roatán said they need it", calls,
                               "Kingborough Council issued it; Alfamart refunded you and Hiscox covers it.")
    text = session.model_dump_json()
    for name in ("Kingborough Council", "Jungle Line Roatán", "Alfamart", "Hiscox"):
        assert text.count(name) == 2, name
    assert "did Kingborough sign" in text
    assert "Quellbrandt" not in text and "900123" not in text


def test_a_firms_name_also_held_as_a_persons_is_replaced(redactor: Redactor) -> None:
    calls = [ToolCall(name="get_job", result={"company": "Coral Ledge Divers", "contact": {"name": "Coral Ledge"}})]
    session = redacted_session(redactor, "is Coral Ledge coming today?", calls, "Coral Ledge is booked for 2pm.")
    assert "is Coral Ledge" not in session.model_dump_json()
