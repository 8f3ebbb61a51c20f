"""A sentence of an earlier answer of the agent's said again inside a new one, met by the user's next message, in a
message not read as English (`miner/signals/sentence_repeated.py`): the rule's examples, and real conversations of the
tuning sets."""

from __future__ import annotations

import doctest
from datetime import UTC, datetime
from functools import partial

import pytest

from miner.model import Session
from miner.signals import detect
from miner.signals import sentence_repeated as sentence_repeated_module
from miner.signals.sentence_repeated import EXAMPLES, sentence_repeated, sentences
from tests import factory
from tests.factory import labelled_conversation

START = datetime(2026, 12, 6, 9, 0, tzinfo=UTC)

conversation = partial(factory.conversation, app_name="service", started_at=START)


def repeated(session: Session) -> list[tuple[int | None, str]]:
    """The turns and the evidence of the complaint's `sentence_repeated` cues."""
    return [(item.turn, item.detail) for signal in detect(session).signals if signal.kind == "complaint"
            for item in signal.evidence if "sentence repeated" in item.detail]


@pytest.mark.parametrize(("earlier", "answer", "sentence"), EXAMPLES)
def test_the_sentences_read(earlier: str, answer: str, sentence: str | None) -> None:
    assert sentence_repeated(answer, sentences(earlier)) == sentence


def test_the_module_s_own_examples() -> None:
    assert doctest.testmod(sentence_repeated_module).failed == 0


@pytest.mark.parametrize(("name", "identifier", "turn"), [
    # Chichewa: orders in Lilongwe arrive in 1 to 2 working days (twice) / you said the same again. I ask where my
    # order is?
    ("signals_tuning_23.json", "malawi-peanut-butter-001", 2),
    # Hausa: the exchange rate changes all the time with the market (twice) / this bot has no sense at all 🙄
    ("signals_tuning_20.json", "bureau-de-change-002", 2),
    # Sundanese: please wait a little longer (twice) / fine then, whatever.
    ("signals_tuning_25.json", "sundanese-angklung-workshop-004", 3),
])
def test_a_message_after_a_sentence_said_again_is_a_complaint(name: str, identifier: str, turn: int) -> None:
    labelled = labelled_conversation(name, identifier)
    assert "complaint" in labelled.turns[turn].labels
    assert [found for found, _ in repeated(labelled.session)] == [turn]


def test_no_sentence_said_again() -> None:
    # Swahili: the order leaves today / the driver brings it in the afternoon: no sentence of the first said again.
    new = conversation(("Oda yangu iko wapi?", "Oda yako itatoka leo asubuhi kwenye ghala letu."),
                       ("Sawa, saa ngapi?", "Dereva ataileta mchana leo, saa nane."),
                       ("Sawa asante", "Karibu."))
    assert repeated(new) == []
    # A question asked at every close ("anything else I can help with?") is no loop.
    asked = conversation(("Oda yangu iko wapi?", "Oda yako itatoka leo. Je, kuna kitu kingine naweza kusaidia?"),
                         ("Saa ngapi?", "Mchana. Je, kuna kitu kingine naweza kusaidia?"),
                         ("Hapana, asante", "Karibu."))
    assert repeated(asked) == []


def test_a_sentence_said_again_in_english_is_not_read() -> None:
    english = conversation(("Where is my order?", "Orders usually arrive within two working days."),
                           ("It has been a week.", "Sorry. Orders usually arrive within two working days."),
                           ("Fine, I will wait then.", "Thank you."))
    assert repeated(english) == []
