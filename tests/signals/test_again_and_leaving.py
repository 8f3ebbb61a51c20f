"""The trouble again and a threat to leave, as people write them to a business (english.py): "again" said alone
("Flight delayed. Again."), "did it again", "another" of a trouble ("Another delayed flight?"), and leaving told of the
business's trade ("I will never fly with you guys again", "I probably won't be using JetBlue again"): the messages
that must and must not be read so, as the user's second message of a conversation whose answers are neutral."""

from __future__ import annotations

import pytest

from tests import factory

OPENING = ("Hi, I have a question.", "Sure, what can I help you with?")
NEUTRAL = "Let me check that for you."
COMPLAINTS = (
    "Decided to be a good sport and give you guys another shot. Flight delayed. Again.",
    "u guys did it again changed ages and double booked seats",
    "Another delayed flight? #likingyoulessandless",
    "another bad experience today. Frozen pipes on 597. Missing connection.",
    "I will never fly with you guys again! I am stuck in memphis another day.",
    "I've spent three hours talking to all different people. I probably won't be using JetBlue again.",
    "your A-list program means nothing to you. Time to look for another airline",
)
NO_COMPLAINTS = (
    "can you send the invoice again? I deleted the email by mistake",
    "I'd like to book another flight to Denver for my sister, same dates",
    "we're never travelling abroad again without insurance, so what does your policy cover?",
)


@pytest.mark.parametrize("message", COMPLAINTS)
def test_the_trouble_again_or_a_threat_to_leave_is_a_complaint(message: str) -> None:
    session = factory.conversation(OPENING, (message, NEUTRAL))
    assert factory.complaint_turns(session) == [1]


@pytest.mark.parametrize("message", NO_COMPLAINTS)
def test_neither_is_read_where_there_is_none(message: str) -> None:
    session = factory.conversation(OPENING, (message, NEUTRAL))
    assert factory.complaint_turns(session) == []
