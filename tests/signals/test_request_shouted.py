"""A request for a person shouted in a sentence of its own, beside words in small letters (`capitals_sentences` of
`miner/signals/capitals_sentence.py`): read as shouting in English, as the message wholly in capitals would be."""

from __future__ import annotations

import pytest

from miner.signals.capitals_sentence import SENTENCES_EXAMPLES, capitals_sentences
from tests import factory
from tests.factory import complaint_evidence, complaint_turns


@pytest.mark.parametrize(("message", "sentences"), SENTENCES_EXAMPLES)
def test_the_sentences_read(message: str, sentences: list[str]) -> None:
    assert capitals_sentences(message) == sentences


def test_a_request_for_a_person_shouted_beside_a_fault_told_is_a_complaint() -> None:
    session = factory.conversation(
        ("I WANT TO SPEAK TO A PERSON NOW. the fish you delivered yesterday was rotten",
         "I'm sorry to hear that. I'm connecting you to a member of our team now."))
    assert complaint_turns(session) == [0]
    assert any("request in capitals" in detail for _, detail in complaint_evidence(session, "shouting"))


def test_the_fault_told_calmly_alone_is_no_complaint() -> None:
    session = factory.conversation(
        ("the fish you delivered yesterday was rotten, can I get a refund?", "I'm sorry. I've refunded the fish."))
    assert complaint_turns(session) == []


def test_a_calm_request_for_a_person_is_no_complaint() -> None:
    session = factory.conversation(
        ("can I speak to a person about my order? the fish you delivered yesterday was rotten",
         "Of course, I'm connecting you to a member of our team now."))
    assert complaint_turns(session) == []
