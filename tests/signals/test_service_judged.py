"""The business judged in one message (`miner/signals/service_judged.py`): the rule's examples, and the same shapes
played as the user's second message of a conversation whose answers are neutral, as complaints; the questions,
requests and plain reports beside them stay none."""

from __future__ import annotations

import pytest

from miner.signals.service_judged import EXAMPLES, service_judged
from tests import factory

OPENING = ("Hi, I have a question.", "Sure, what can I help you with?")
NEUTRAL = "Let me check that for you."


@pytest.mark.parametrize(("message", "read"), EXAMPLES)
def test_the_shapes_read(message: str, read: bool) -> None:
    assert (service_judged(message) is not None) == read


@pytest.mark.parametrize("message", [message for message, read in EXAMPLES if read])
def test_the_business_judged_is_a_complaint(message: str) -> None:
    session = factory.conversation(OPENING, (message, NEUTRAL))
    assert factory.complaint_turns(session) == [1]
