"""A verdict said alone after what the message told ("you delayed our departure by 2 hrs ... Unacceptable!!",
miner/signals/verdict.py): the messages that must and must not be read so, by themselves and as the user's second
message of a conversation whose answers are neutral."""

from __future__ import annotations

import re

import pytest

from miner.config import MinerConfig
from miner.signals import detect
from miner.signals.english import BARE_JUDGEMENTS
from miner.signals.verdict import verdict_alone
from tests import factory

_JUDGES = [re.compile(pattern, re.IGNORECASE) for pattern in BARE_JUDGEMENTS["negative_stance"]]
OPENING = ("Hi, I have a question.", "Sure, what can I help you with?")
NEUTRAL = "Let me check that for you."


def judges(sentence: str) -> bool:
    return any(pattern.search(sentence) for pattern in _JUDGES)


VERDICTS = (
    "- you delayed our departure by 2 hrs to wait for passengers from another flight that was Late Flight! "
    "Unacceptable!!",
    "I've been on hold for 30 minutes and counting. #unacceptable",
    "customer service is rude and bothered by our calls. Has no idea what is going on and sighed heavily on the "
    "phone. Unbelievable",
    "the courier threw the parcel over the gate and the box fell apart. Ridiculous.",
)
NOT_VERDICTS = (
    # told of someone else: the verdict is on them
    "my landlord kept the whole deposit for a scratch on the door. Unbelievable.",
    # told of circumstances nobody answers for
    "the parcel was left in the rain on the doorstep and the box fell apart. Ridiculous.",
    # nothing told before the verdict: it judges what the agent said, read by the detector's own rules
    "the. Worst. Ever.",
    "Ridiculous.",
    # the judgement inside a longer sentence: read by whom its sentence names
    "it's ridiculous how fast the parcel came, two days early",
    # only a question before it
    "why is the flight delayed again? Ridiculous",
)


@pytest.mark.parametrize("message", VERDICTS)
def test_a_verdict_said_alone_after_what_was_told(message: str) -> None:
    assert verdict_alone(message, judges)


@pytest.mark.parametrize("message", NOT_VERDICTS)
def test_no_verdict_said_alone(message: str) -> None:
    assert not verdict_alone(message, judges)


@pytest.mark.parametrize("message", VERDICTS)
def test_a_verdict_said_alone_is_a_complaint(message: str) -> None:
    session = factory.conversation(OPENING, (message, NEUTRAL))
    assert factory.complaint_turns(session) == [1]


@pytest.mark.parametrize("message", NOT_VERDICTS[:2])
def test_a_verdict_on_others_is_none(message: str) -> None:
    session = factory.conversation(OPENING, (message, NEUTRAL))
    assert factory.complaint_turns(session) == []


def test_a_verdict_in_the_first_message_is_not_read_alone() -> None:
    # Before the agent has answered, a verdict may judge what others did before the agent was met.
    session = factory.conversation(
        ("Hi we are switching to your firm from our current corp sec. They are refusing to hand over the company "
         "register until we pay some exit fee that was never in the contract. Damn ridiculous.",
         "Sorry to hear that! Once you appoint us, we will send a formal handover request on your behalf."))
    assert not detect(session, MinerConfig()).signals
