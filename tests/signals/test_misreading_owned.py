"""The agent owning that it misread the user or answered to no use ("Sorry, I misunderstood!", "that wasn't a helpful
answer"): a concession (`agent_concedes`, AGENT_CONCESSION in `miner/signals/english.py`) from the user's second
message on; the same words to a first message, and an apology for a late answer, are none."""

from __future__ import annotations

import pytest

from tests import factory

OPENING = ("do you do the Heavy Duty 4423?", "Yes, the Heavy Duty 4423 is in stock at $329.")


@pytest.mark.parametrize(("message", "answer"), [
    ("repair.", "Sorry, I misunderstood! Yes, we repair the Heavy Duty 4423. A tune-up is $89."),
    ("yes i know, that's why i was told friday.",
     "I'm sorry, that wasn't a helpful answer. I've now checked the ticket."),
    ("the blue one", "Apologies, I misread your message. The blue one is $35."),
    ("no, the 4423", "Sorry for the misunderstanding. The 4423 is $329."),
])
def test_a_misreading_owned_is_a_complaint(message: str, answer: str) -> None:
    session = factory.conversation(OPENING, (message, answer))
    assert factory.complaint_turns(session) == [1]


@pytest.mark.parametrize(("message", "answer"), [
    ("Okay, thanks for clarifying.", "You're welcome. Sorry I didn't answer that straight away."),
    ("and the price of the 4424?", "The 4424 is $349. Sorry for the wait."),
])
def test_other_apologies_are_none(message: str, answer: str) -> None:
    session = factory.conversation(OPENING, (message, answer))
    assert factory.complaint_turns(session) == []
