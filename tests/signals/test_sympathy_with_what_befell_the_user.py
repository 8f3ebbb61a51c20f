"""The agent's apology for what befell the user ("I'm sorry you had to do that", "Sorry you got a message like that!"),
the apology "oh no" opens ("Oh no, sorry it's been one of those weeks!") and an apology whose sentence says what the
agent cannot do, with its reason between ("I'm sorry, for safety reasons I can't share the password in chat"), are
sympathy or the agent's own limit: they corroborate no verdict of the learned model. The user's feeling or view of the
service ("sorry you feel that way"), what the service did not do ("sorry you didn't get the email") and an apology
standing alone ("Sorry about that.") still react. And the weather told in a verb or an adjective of its own ("we flew 8
hours to get rained on 🙃", "thunderstorms all day") is outside the exchange, as the season named alone is: sarcasm
about it counts only when the conversation corroborates it."""

from __future__ import annotations

import re

import pytest

from miner.signals.english import AGENT_INABILITY, AGENT_SYMPATHY, OUTSIDE_PARTY
from tests import factory
from tests.factory import complaint_turns

SYMPATHY = re.compile(AGENT_SYMPATHY, re.IGNORECASE)
INABILITY = re.compile(AGENT_INABILITY, re.IGNORECASE)


@pytest.mark.parametrize(("answer", "sympathy"), [
    ("That sounds like a very hard carry, I'm sorry you had to do that.", True),
    ("Sorry you got a message like that! No, one report won't get your account banned.", True),
    ("Oh no, sorry it's been one of those weeks!", True),
    ("Oh no, I'm so sorry. Let me look.", True),
    ("I'm sorry you feel that way.", False),
    ("I'm sorry you didn't get the email.", False),
    ("Sorry you weren't told.", False),
    ("Sorry about that.", False),
    ("I'm sorry for the confusion.", False),
])
def test_sorry_for_what_befell_the_user_is_sympathy(answer: str, sympathy: bool) -> None:
    assert bool(SYMPATHY.search(answer)) is sympathy


@pytest.mark.parametrize(("answer", "limit"), [
    ("I'm sorry, for safety reasons I can't share the password in chat.", True),
    ("Sorry, I can't change that.", True),
    ("Sorry about that. We can't see it yet.", False),
    ("I'm sorry, let me fix it.", False),
])
def test_sorry_with_what_the_agent_cannot_do_in_its_sentence_is_its_limit(answer: str, limit: bool) -> None:
    assert bool(INABILITY.search(answer)) is limit


def test_bad_luck_told_calmly_is_no_complaint() -> None:
    session = factory.conversation(
        ("Hi, I lost my card yesterday somewhere between the bus stop and the church. How do I block it?",
         "I've blocked the card ending 8820. A replacement costs €10 and is posted within five working days."),
        ("Ugh, it had my ferry top-up on it also, €15. I'm unlucky this week, first the car at the garage now this 🙈",
         "Oh no, sorry it's been one of those weeks! The good news is the €15 top-up is safe, it moves to the "
         "replacement card."))
    assert complaint_turns(session) == []


def test_sarcasm_at_the_weather_told_in_a_verb_is_no_complaint() -> None:
    session = factory.conversation(
        ("Hello, we're off the ship tomorrow, two adults. Is there a taxi to the bay? Roughly what would it cost?",
         "Welcome! The set fare to the bay is US$30 one way per vehicle for up to 4 passengers."),
        ("Lovely. Is the weather usually this grim? Forecast says thunderstorms all day, brilliant, we flew 8 hours "
         "to get rained on like at home 🙃",
         "Ha, don't worry too much, tropical showers here usually pass in 20 minutes."))
    assert complaint_turns(session) == []
    assert re.search(OUTSIDE_PARTY, "we flew 8 hours to get rained on", re.IGNORECASE)
    assert not re.search(OUTSIDE_PARTY, "a flight cancelled due to weather", re.IGNORECASE)


def test_sarcasm_at_the_service_in_the_rain_is_still_a_complaint() -> None:
    session = factory.conversation(
        ("where is my taxi, I booked it for 9", "Your taxi is on its way."),
        ("Brilliant, your driver left us standing 40 minutes in the pouring rain 🙃 great service",
         "I'm sorry about the wait, let me check."))
    assert complaint_turns(session) == [1]
