"""Surprise alone ("Wow that's handy", "omg"), joy's as often as anger's, corroborates no verdict of the learned model
on another message, as swearing aimed at nobody does not: a story told calmly stays no complaint. Beside another cue
of its message, the message is read as before."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

import pytest

from miner.signals.complaint import Cue, _corroborates
from tests import factory
from tests.factory import complaint_turns

START = datetime(2026, 12, 7, 10, 0, tzinfo=UTC)

conversation = partial(factory.conversation, app_name="freight", started_at=START)

STORY = (
    ("Hi, the ferry to the island got cancelled again with the swell, skipper reckons maybe Thursday. Can you hold "
     "my two crates at the depot?", "Of course! I've put both crates on hold at the depot until Friday."),
    ("My cousin said the last boat might not go either, the engine is playing up or something. Can you send them on "
     "the barge instead if it doesn't?", "Yes, I've noted to send them on Saturday's barge if the ferry doesn't sail."),
)


def test_a_story_told_calmly_and_surprise_at_the_answer_is_no_complaint() -> None:
    session = conversation(*STORY, ("Wow that's handy. Is this a real person?",
                                    "I'm an AI assistant for the freight desk."))
    assert complaint_turns(session) == []


def test_surprise_beside_a_complaint_of_its_own_still_counts() -> None:
    session = conversation(*STORY, ("wow. I already told you they're on the barge list, you said that last week",
                                    "Sorry, you're right."))
    assert 2 in complaint_turns(session)


@pytest.mark.parametrize(("cue", "corroborates"), [
    (Cue("interjection", "Wow", 0.5), False),
    (Cue("interjection", "omg", 0.5), False),
    (Cue("profanity", "damn", 0.5), False),
    (Cue("interjection", "ugh", 0.5), True),
    (Cue("exclamation", "??", 0.5), True),
    (Cue("repetition", "I already told you", 1.0), True),
])
def test_what_corroborates_alone(cue: Cue, corroborates: bool) -> None:
    assert _corroborates(cue) is corroborates
