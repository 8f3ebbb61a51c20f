"""Displeasure as people write it to a business on social media (english.py): a hashtag of displeasure ("#badservice",
"#unhappycustomer", "Epic. Fail."), and a wait on the telephone told with its length ("45 minutes on hold"): the
messages that must and must not be read so, as the user's second message of a conversation whose answers are
neutral."""

from __future__ import annotations

import pytest

from tests import factory

OPENING = ("Hi, I have a question.", "Sure, what can I help you with?")
NEUTRAL = "Let me check that for you."
HASHTAGS = (
    "I remained on hold for 2 hrs to resolve my flight schedule & your system hung up on me. #unhappycustomer",
    "I am heading to the airport now just on principle alone to deal with my damaged bag. #badservice #fail",
    "Cancelled my flight, didn't notify me, and I can only rebook by phone, but can't get through to an agent. Epic. "
    "Fail.",
    "It says to call. Called for 2 days before. #wasteoftime",
)
NO_HASHTAGS = (
    "Hi, is the flight to Denver on time? #travel #denver",
    "We watched the failure analysis talk at the conference, any slides? #engineering",
)
HOLD_TIMES = (
    "been on hold for 2 1/2 hrs to change one seat",
    "45 minutes on hold waiting to speak with an agent",
    "one staff on desk. Now been queuing for over an hr.",
)
NO_HOLD_TIMES = (
    # a wait told as done, and a wait asked for
    "done. waited like 40 min and reset, its running now, water flowing 👍",
    "can you put me on hold for a minute while I find the order number?",
)


@pytest.mark.parametrize("message", (*HASHTAGS, *HOLD_TIMES))
def test_a_hashtag_of_displeasure_or_a_hold_time_is_a_complaint(message: str) -> None:
    session = factory.conversation(OPENING, (message, NEUTRAL))
    assert factory.complaint_turns(session) == [1]


@pytest.mark.parametrize("message", (*NO_HASHTAGS, *NO_HOLD_TIMES))
def test_neither_is_read_where_there_is_none(message: str) -> None:
    session = factory.conversation(OPENING, (message, NEUTRAL))
    assert factory.complaint_turns(session) == []
