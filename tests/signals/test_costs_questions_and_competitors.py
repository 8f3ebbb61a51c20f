"""Displeasure with a service in people's own words (english.py): what the service cost them, told with its size
(being cut off, a wait of hours or days, nothing yet after it), a rhetorical question that holds the verdict, the
business compared with a competitor to its cost, what the failure means said to it; and, for requests for a person,
a wait for someone told, or a way of the service named, which asks for no one now. Played as the user's second
message of a conversation whose answers are neutral."""

from __future__ import annotations

import pytest

from tests import factory

OPENING = ("Hi, I have a question.", "Sure, what can I help you with?")
NEUTRAL = "Let me check that for you."
COSTS = (
    "your helpline hung up on me twice this morning",
    "two hours in the queue then disconnected. Order 5521.",
    "40 minutes and counting to get my card unblocked",
    "I have been waiting 3 days for my parcel to be collected",
    "after 2 weeks the refund is still not on my card",
    "it's been 5 days and no reply to my email",
    "the engineer was supposed to come round hours ago",
)
QUESTIONS = (
    "I asked for a refund and got a voucher, what gives?",
    "A working router after paying for one. Too much to ask?",
    "your advisor said she'd pass it on, how does that help",
    "the card is blocked and the branch is shut. What am I supposed to do?",
    "They say the parcel is in the depot. Really?",
    "three transfers and back where I started, what is going on!!",
    "your loyalty scheme is a complete joke",
)
COMPETITORS = (
    "even Monzo has a better app than this",
    "competitors offer free delivery on this, you charge £6",
    "I bet @Tesco doesn't lose a whole order twice",
)
MEANINGS = (
    "my card was declined at the till again. This is why people leave your bank.",
    "there is no excuse for keeping a customer on the line that long",
    "way to ruin a birthday, the cake never came",
    "I paid for next day and it came in a week, that's not cool",
    "No one picks up at the branch all afternoon",
    "Can no one there sort out a simple address change?",
)
CALM = (
    # a trouble told plainly, with its size, as support conversations tell it
    "the tracking has said 'in transit' for 6 days now, is that normal?",
    "my son has had this rash for 4 days now, should I bring him in?",
    "Can I talk to someone in production today instead of waiting 48 hours?",
    "I called to check and the line dropped, can you confirm the booking went through?",
    "google maps is a joke out here btw, it sent us down a dirt track",
    "no one knew the way so we asked a farmer, all fine now",
)


@pytest.mark.parametrize("message", (*COSTS, *QUESTIONS, *COMPETITORS, *MEANINGS))
def test_displeasure_in_its_own_words_is_a_complaint(message: str) -> None:
    session = factory.conversation(OPENING, (message, NEUTRAL))
    assert factory.complaint_turns(session) == [1]


@pytest.mark.parametrize("message", CALM)
def test_a_trouble_told_plainly_is_none(message: str) -> None:
    session = factory.conversation(OPENING, (message, NEUTRAL))
    assert factory.complaint_turns(session) == []


TOLD_WAITS = (
    "I've been waiting for a manager to contact me for 12 days, what is happening?",
    "did you know your wait time to talk to an advisor is over an hour?",
    "a simple callback system would save everyone hours",
    "does your call back service actually work?",
)


@pytest.mark.parametrize("message", TOLD_WAITS)
def test_a_wait_told_or_a_way_of_the_service_asks_for_no_person(message: str) -> None:
    session = factory.conversation(OPENING, (message, NEUTRAL))
    assert factory.request_turns(session) == []
