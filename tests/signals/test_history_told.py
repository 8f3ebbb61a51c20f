"""The problem's history told in the user's first message (`miner/signals/history_told.py`): what the user already
did, or a count of what happened, is no repetition before the agent has answered; the user's contacts counted and what
the service did again still are, and after an answer the same words count as before."""

from __future__ import annotations

import pytest

from miner.signals.history_told import EXAMPLES, without_history
from tests import factory
from tests.factory import complaint_turns

NEUTRAL = "Let me check that for you."


@pytest.mark.parametrize(("message", "read"), EXAMPLES)
def test_the_history_read_out(message: str, read: str) -> None:
    assert without_history(message) == read


def test_what_the_user_did_before_writing_is_no_complaint() -> None:
    session = factory.conversation(
        ("my internet is down. I've already restarted the router twice. can a technician call me",
         "Sure, what's your number?"),
        ("07700 900123", "Thanks, an engineer will call you this afternoon."))
    assert complaint_turns(session) == []


def test_a_count_of_what_happened_in_the_first_message_is_no_complaint() -> None:
    session = factory.conversation(
        ("We moved from another e-sign tool, our auditors rejected its audit trail twice. Does yours capture the "
         "signer's IP?", "Yes, every completion certificate holds each signer's IP address."),
        ("Great, that's what we needed.", "Glad to hear it!"))
    assert complaint_turns(session) == []


@pytest.mark.parametrize("message", [
    "Promised a quote 2 weeks ago. Called twice, nothing.",
    "you sent me the wrong domes twice now. size M, I need size S",
    "This is the second time the app has charged me for a ride that didn't start.",
])
def test_contacts_and_failures_counted_in_the_first_message_still_count(message: str) -> None:
    assert complaint_turns(factory.conversation((message, NEUTRAL))) == [0]


def test_the_same_words_after_an_answer_still_count() -> None:
    session = factory.conversation(
        ("my internet keeps dropping", "Please restart your router."),
        ("I've already restarted it twice.", NEUTRAL))
    assert complaint_turns(session) == [1]
