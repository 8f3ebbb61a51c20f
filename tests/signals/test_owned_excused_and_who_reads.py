"""The user's own mistake owned, the blame taken off the agent and a question of who reads asked indirectly are no
complaint; displeasure beside them still is."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

import pytest

from tests import factory
from tests.factory import complaint_turns, request_turns

START = datetime(2026, 12, 6, 9, 0, tzinfo=UTC)


conversation = partial(factory.conversation, app_name="cottages", started_at=START)


def _two_turns(message: str, answer: str = "No problem at all, it's all updated.") -> list[int]:
    return complaint_turns(conversation(
        ("Hi, we're booked into the cottage from Friday. Is it OK to bring the dog?",
         "Yes, well-behaved dogs are very welcome! There's a £25 fee per stay."),
        (message, answer)))


@pytest.mark.parametrize("message", [
    "Sorry I've just checked and we're actually arriving Saturday not Friday, my mistake, the husband did the booking",
    "sorry I've just checked and it's two dogs not one, my bad",
])
def test_the_users_own_mistake_owned_is_no_complaint(message: str) -> None:
    assert _two_turns(message) == []


@pytest.mark.parametrize("message", [
    "my mistake for trusting you, this is useless",
    "I've already told you it's Saturday, not my mistake",
])
def test_displeasure_beside_a_mistake_named_still_is_a_complaint(message: str) -> None:
    assert _two_turns(message, "I'm sorry about that.") == [1]


def test_blame_taken_off_the_agent_is_no_judgement_of_it() -> None:
    assert _two_turns("ok tq!! the taxi driver last time at ur gate so rude wei, shouting at my mum, but not ur "
                      "fault la haha", "Oh dear, sorry you had that experience.") == []


def test_a_judgement_of_the_agent_beside_the_words_still_counts() -> None:
    assert _two_turns("ur useless, and don't say it's not ur fault", "I'm sorry about that.") == [1]


def test_who_reads_asked_indirectly_is_a_question_about_the_agent() -> None:
    # "is this an actual person or a bot? just want to know if a vet is reading this", answered "... sorry!"
    session = factory.labelled_conversation("signals_tuning_30.json", "waikato-vet-002").session
    assert session.turns[1].user_text.endswith("just want to know if a vet is reading this")
    assert complaint_turns(session) == []
    assert request_turns(session) == []
