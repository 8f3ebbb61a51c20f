"""The user's tone as the agent read it (cheered.py): an answer opening with the agent's own exclamation and reacting to
no displeasure ("Done!", "Thank you!") read the message as glad or ordinary, and its marks of tone (capitals, "!!!",
a stressed word, an interjection alone, swearing aimed at nobody) are read so; what the message says still counts."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from functools import partial

import pytest

from miner.signals.cheered import EXAMPLES, TONE_EXAMPLES, cheered, tone_only
from miner.signals.english import AGENT_REACTION
from tests import factory
from tests.factory import complaint_turns

START = datetime(2026, 12, 7, 9, 0, tzinfo=UTC)
_REACTS = re.compile(AGENT_REACTION, re.IGNORECASE)

conversation = partial(factory.conversation, app_name="tours", started_at=START)


@pytest.mark.parametrize(("answer", "opening"), EXAMPLES)
def test_the_agent_cheers_with_an_exclamation_reacting_to_no_displeasure(answer: str, opening: str | None) -> None:
    assert cheered(answer, lambda text: bool(_REACTS.search(text))) == opening


@pytest.mark.parametrize(("family", "words", "tone"), TONE_EXAMPLES)
def test_tone_alone(family: str, words: str, tone: bool) -> None:
    assert tone_only(family, words) is tone


def test_praise_sworn_and_stressed_and_answered_with_thanks_is_no_complaint() -> None:
    session = conversation(
        ("hi, the painters finished today", "Great! How did it go? I can send you a review link."),
        ("Ok sure send the link. Damn good job mate, seriously. The leftover paint, will you take it back?",
         "Thank you! You can keep the leftover paint for touch-ups; store it somewhere cool."))
    assert complaint_turns(session) == []


def test_a_request_opened_with_seriously_and_granted_with_cheer_is_no_complaint() -> None:
    session = conversation(
        ("what's in this month's coffee box?", "A Colombian and a Kenyan, both 250g."),
        ("seriously, well done on the new roaster whoever picked it", "I'll pass it on to the roasting team!"))
    assert complaint_turns(session) == []


def test_the_same_marks_answered_with_an_apology_still_count() -> None:
    session = conversation(
        ("what's in this month's coffee box?", "A Colombian and a Kenyan, both 250g."),
        ("seriously, it was meant to ship on Monday", "I'm sorry about that! I've chased the courier."))
    assert complaint_turns(session) == [1]


@pytest.mark.parametrize("message", [
    "seriously? that's the same answer you gave me twice",
    "this bot is useless!!! just book it",
])
def test_what_the_message_says_stands_beside_cheer(message: str) -> None:
    session = conversation(
        ("can I move my tour to Friday?", "Tours run Saturday and Sunday. Would Saturday suit?"),
        (message, "Sure! Saturday at 10 it is."))
    assert complaint_turns(session) == [1]


def test_joy_in_capitals_sworn_and_booked_is_no_complaint() -> None:
    session = conversation(
        ("any spots left on the reef trip Saturday?", "Yes, 4 seats left at $95 each. Shall I book them?"),
        ("YES!!! BLOODY LEGENDS, book us in", "Done! See you Saturday at 8 at the marina."))
    assert complaint_turns(session) == []
