"""A request for a person beside a plan turned ("actually", "ok but", "yes, but"): the user choosing how to be
answered, a single weak cue on one turn, is no complaint; with displeasure of the agent beside it, it still is."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

import pytest

from tests import factory
from tests.factory import complaint_turns

START = datetime(2026, 12, 6, 9, 0, tzinfo=UTC)


conversation = partial(factory.conversation, app_name="studio", started_at=START)


@pytest.mark.parametrize("message", [
    "Actually can they ring me instead? I'm driving in 10 minutes.",
    "actually I'd rather a sales person call me to go through the options",
    "ok but can I speak to someone at the salon about the colour first",
    "yes, but could someone from the studio phone me? I'd like to talk it through",
])
def test_a_request_for_a_person_beside_a_plan_turned_is_no_complaint(message: str) -> None:
    session = conversation(
        ("Hi, I'd like to book a pottery class for two next Saturday", "Of course! The 10am class has two places."),
        ("Great, and is the glaze included?", "Yes, glazing and firing are included in the price."),
        (message, "Of course, I'll pass that on to the team."))
    assert complaint_turns(session) == []


@pytest.mark.parametrize("message", [
    "ok but you keep giving me the wrong times, let me talk to a real person",
    "actually this is useless, I want to speak to a manager",
])
def test_displeasure_beside_the_request_still_is_a_complaint(message: str) -> None:
    session = conversation(
        ("Hi, I'd like to book a pottery class for two next Saturday", "Of course! The 10am class has two places."),
        ("Great, and is the glaze included?", "Yes, glazing and firing are included in the price."),
        (message, "Of course, I'll pass that on to the team."))
    assert complaint_turns(session) == [2]
