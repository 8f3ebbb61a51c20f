"""The user's apology for their own doing, and a request for a person set against the bot: neither is a complaint,
while a complaint opened by "sorry but", sarcasm ("sorry I asked") and a refusal of the bot standing alone still are."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

import pytest

from tests import factory
from tests.factory import complaint_turns

START = datetime(2026, 12, 6, 9, 0, tzinfo=UTC)


conversation = partial(factory.conversation, app_name="shop", started_at=START)


@pytest.mark.parametrize("message", [
    "sorry I was in a rush before, I meant the blue mug not the green one",
    "the delivery address, same question again sorry",
    "ok forget it then. sorry for wasting your time",
    "sorry i typed it in a hurry earlier, I meant size 8 not 6",
])
def test_the_users_own_apology_is_no_complaint(message: str) -> None:
    session = conversation(
        ("Hi, I'd like to order a mug for my sister", "Of course! Which colour would you like?"),
        (message, "No problem, I've updated it."))
    assert complaint_turns(session) == []


@pytest.mark.parametrize("message", [
    "sorry but this is the third time I've asked the same thing, you're useless",
    "well sorry I asked. you're useless",
])
def test_a_complaint_beside_an_apology_stands(message: str) -> None:
    session = conversation(
        ("Hi, I'd like to order a mug for my sister", "Of course! Which colour would you like?"),
        (message, "I'm sorry about that."))
    assert complaint_turns(session) == [1]


@pytest.mark.parametrize("message", [
    "it's a delicate matter, I'd rather talk to a person about it, not a bot",
    "could I speak to the pharmacist please, not the chatbot",
])
def test_a_person_asked_for_over_the_bot_is_no_complaint(message: str) -> None:
    session = conversation(
        ("Hi, I have a question about my prescription", "Sure, what would you like to know?"),
        (message, "Of course, I'll connect you with our pharmacist."))
    assert complaint_turns(session) == []


def test_a_refusal_of_the_bot_alone_is_still_a_complaint() -> None:
    session = conversation(
        ("Hi, I have a question about my prescription", "Sure, what would you like to know?"),
        ("you keep giving me the same useless answer. not a bot, a human. now", "I'm sorry, connecting you now."))
    assert complaint_turns(session) == [1]
