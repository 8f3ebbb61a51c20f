"""A failure of the service told with what it did to the user, with no word of complaint
(`miner/signals/failure_told.py`): the rule's examples, and the same shapes played as the user's second message of a
conversation whose answers are neutral, as complaints; the calm reports beside them stay none."""

from __future__ import annotations

import pytest

from miner.signals.failure_told import EXAMPLES, failure_told
from tests import factory

OPENING = ("Hi, I have a question.", "Sure, what can I help you with?")
NEUTRAL = "Let me check that for you."


@pytest.mark.parametrize(("message", "read"), EXAMPLES)
def test_the_shapes_read(message: str, read: bool) -> None:
    assert (failure_told(message) is not None) == read


@pytest.mark.parametrize("message", [message for message, read in EXAMPLES if read])
def test_a_failure_told_by_what_it_did_is_a_complaint(message: str) -> None:
    session = factory.conversation(OPENING, (message, NEUTRAL))
    assert factory.complaint_turns(session) == [1]


@pytest.mark.parametrize("message", [message for message, read in EXAMPLES if not read])
def test_a_trouble_told_calmly_is_none(message: str) -> None:
    session = factory.conversation(OPENING, (message, NEUTRAL))
    assert factory.complaint_turns(session) == []
