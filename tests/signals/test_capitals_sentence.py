"""A sentence wholly in capitals, closed calmly, in a message not read as English, from the user's second message on
(`miner/signals/capitals_sentence.py`): the rule's examples, and real conversations of the tuning sets."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

import pytest

from miner.model import Session
from miner.signals.capitals_sentence import EXAMPLES, sentence_in_capitals
from tests import factory
from tests.factory import complaint_evidence, complaint_turns

START = datetime(2026, 12, 7, 9, 0, tzinfo=UTC)

conversation = partial(factory.conversation, app_name="service", started_at=START)


def shouted(session: Session) -> list[int | None]:
    """The turns whose complaint evidence holds a sentence in capitals."""
    return [turn for turn, detail in complaint_evidence(session, "shouting") if "sentence in capitals" in detail]


@pytest.mark.parametrize(("message", "sentence"), EXAMPLES)
def test_the_sentence_read(message: str, sentence: str | None) -> None:
    assert sentence_in_capitals(message) == sentence


@pytest.mark.parametrize(("name", "identifier", "turn"), [
    # Turkmen: thanks, but did you read what I wrote? THE LEXUS DID NOT COME. A Camry came.
    ("signals_tuning_22.json", "wedding-cars-tm-001", 1),
    # Cebuano: I SENT IT ALREADY. This is the second time. The christening is tomorrow ...
    ("signals_tuning_24.json", "cebuano-lechon-orders-004", 2),
])
def test_a_sentence_shouted_after_an_answer_is_a_complaint(name: str, identifier: str, turn: int) -> None:
    session = factory.labelled_conversation(name, identifier).session
    assert turn in complaint_turns(session)
    assert turn in shouted(session)


def test_a_sentence_in_capitals_after_an_answer() -> None:
    # Greek: my technician comes today? / yes, between 9 and 12. / NOBODY CAME TODAY. I waited all morning.
    session = conversation(("Καλημέρα, έρχεται ο τεχνικός σήμερα;", "Ναι, μεταξύ 9 και 12."),
                           ("ΔΕΝ ΗΡΘΕ ΚΑΝΕΙΣ ΣΗΜΕΡΑ. Περίμενα όλο το πρωί.", "Λυπάμαι πολύ."))
    assert shouted(session) == [1]


@pytest.mark.parametrize("exchanges", [
    # The user's first message: typed with caps lock on as often.
    (("ΔΕΝ ΗΡΘΕ ΚΑΝΕΙΣ ΣΗΜΕΡΑ. Τι έγινε;", "Λυπάμαι πολύ."),),
    # Wholly in capitals: caps lock as often.
    (("Hi", "Hello! What would you like to talk about?"), ("LIKE BASKETBALL", "Basketball is fun.")),
    # Exclaimed beside thanks: joy.
    (("Habari, mzigo umefika?", "Ndiyo, umefika leo."), ("ASANTENI SANA!!! Tumefurahi", "Karibu.")),
    # English is not read by this rule.
    (("Hi, is my order coming today?", "Yes, between 9 and 12."),
     ("NOBODY CAME TODAY. I was at home all morning.", "Ok.")),
])
def test_no_sentence_in_capitals_read(exchanges: tuple[tuple[str, str], ...]) -> None:
    assert shouted(conversation(*exchanges)) == []
