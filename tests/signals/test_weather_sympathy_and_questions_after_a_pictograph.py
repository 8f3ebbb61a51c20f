"""The weather and the seasons named alone are outside the exchange, as the weather after a determiner is: sarcasm
about them counts only when the conversation corroborates it; the agent's sympathy with what nature did ("I'm sorry
about the rain") corroborates nothing; a pictograph closes a sentence before a capital, so a question about what the
agent is after one ("... to the shop 😂 Is it a person I'm talking to or one of these AI yokes?") is read alone and
asks for no one, in any of its wordings."""

from __future__ import annotations

import re

import pytest

from miner.signals.english import AGENT_SYMPATHY, OUTSIDE_PARTY
from miner.signals.text import without_nature_questions
from tests import factory
from tests.factory import complaint_turns, request_turns

SYMPATHY = re.compile(AGENT_SYMPATHY, re.IGNORECASE)


def test_sarcasm_about_the_summer_is_no_complaint() -> None:
    session = factory.conversation(
        ("Is the boat still going out at 5 tomorrow?", "Yes, the 05:00 transfer is on unless the weather turns."),
        ("Cheers. Lovely summer we're having eh 🙄", "Ha, classic June! Keep an eye on your phone for the text."))
    assert complaint_turns(session) == []
    assert re.search(OUTSIDE_PARTY, "Lovely summer we're having eh", re.IGNORECASE)


def test_sarcasm_about_the_service_beside_the_weather_is_still_a_complaint() -> None:
    session = factory.conversation(
        ("where is my parcel", "It is on its way."),
        ("Lovely service you run, third week waiting 🙄", "I'm sorry about the wait, let me check."))
    assert complaint_turns(session) == [1]


@pytest.mark.parametrize(("answer", "sympathy"), [
    ("No problem at all, take your time. I'm sorry about the rain.", True),
    ("Sorry about all that snow, we'll keep the slot open.", True),
    ("I'm sorry about the flood damage.", True),
    ("I'm sorry about the delay.", False),
    ("Sorry about that.", False),
])
def test_sorry_about_what_nature_did_is_sympathy(answer: str, sympathy: bool) -> None:
    assert bool(SYMPATHY.search(answer)) is sympathy


@pytest.mark.parametrize(("text", "kept"), [
    ("Grand. The weather's been desperate, you'd want a boat to get down to the shop 😂 Is it a person I'm talking "
     "to or one of these AI yokes?",
     "Grand.  The weather's been desperate, you'd want a boat to get down to the shop 😂"),
    ("is it a human replying?", ""),
    ("is it a real person on the other end?", ""),
    ("who am I talking to, a person?", ""),
    ("Is this a bot? I want a person", "I want a person"),
    ("ok 👍 Can someone call me?", "ok 👍 Can someone call me?"),
    ("I want a person 😡 now", "I want a person 😡 now"),
])
def test_a_question_about_what_the_agent_is_after_a_pictograph_is_read_alone(text: str, kept: str) -> None:
    assert without_nature_questions(text) == kept


def test_asking_whether_a_person_answers_after_a_joke_asks_for_no_one() -> None:
    session = factory.conversation(
        ("My back door won't lock since the storm, the frame swelled. 14 Ashe St.",
         "Sorry to hear that. I've logged a repair for the back door at 14 Ashe St."),
        ("Grand. The weather's been desperate, you'd want a boat to get down to the shop 😂 Is it a person I'm "
         "talking to or one of these AI yokes?",
         "Ha, it's been wild alright! I'm an AI assistant for the housing repairs line, but your request is logged "
         "with the repairs team and a contractor has been assigned."))
    assert request_turns(session) == []
