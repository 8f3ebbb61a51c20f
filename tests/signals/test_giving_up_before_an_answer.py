"""Giving up in the user's first message, before the agent has answered, is no displeasure with the agent: "I'm
switching to you from another network" and "Actually nevermind, I found them on the site" count only when the
conversation corroborates them (the agent's apology, another complaint). After an answer, giving up still counts."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

from tests import factory
from tests.factory import complaint_turns

START = datetime(2026, 12, 6, 9, 0, tzinfo=UTC)

conversation = partial(factory.conversation, app_name="shop", started_at=START)


def test_switching_to_the_service_in_the_first_message_is_no_complaint() -> None:
    session = conversation(
        ("I'm switching to you from another network, how do I keep my number?",
         "You'll need a PAC code from your current provider. Text PAC to 65075 to get it."),
        ("got it, it's PX 918 223", "Thanks. Your number will be transferred on the next working day."))
    assert complaint_turns(session) == []


def test_a_question_taken_back_in_the_first_message_is_no_complaint() -> None:
    session = conversation(
        ("Could I ask your showroom about the opening hours? Actually nevermind, I found them on the site",
         "No problem!"),
        ("is it open Sundays", "Yes, 10am to 4pm."))
    assert complaint_turns(session) == []


def test_giving_up_after_an_answer_still_counts() -> None:
    session = conversation(
        ("what time do you close tonight", "We close at 9pm."),
        ("the website says 8. forget it, I'll go elsewhere", "Sorry for the confusion, 9pm is right."))
    assert complaint_turns(session) == [1]


def test_giving_up_in_the_first_message_the_agent_apologises_for_still_counts() -> None:
    session = conversation(
        ("Third parcel lost this month. Forget it, I'm taking my business elsewhere",
         "I'm so sorry about this. I've refunded the parcel."))
    assert complaint_turns(session) == [0]
