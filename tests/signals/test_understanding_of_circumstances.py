"""The agent saying only that it understands ("I understand.", "That's understandable.") reacts to displeasure when the
agent has failed at something before (an earlier apology, its last answer saying no, the user giving up on it for a
person) or the message names the agent or the service; to a story of the user's own circumstances told to an agent
that has done nothing wrong yet (a boss, the weather, a parent's illness), it is sympathy and corroborates no verdict
of the learned model."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

from tests import factory
from tests.factory import complaint_turns

START = datetime(2026, 12, 7, 9, 0, tzinfo=UTC)

conversation = partial(factory.conversation, app_name="clinic", started_at=START)


def test_a_boss_who_will_not_give_the_day_off_told_to_an_agent_that_asked_a_date_is_no_complaint() -> None:
    session = conversation(
        ("Dumelang. My mother has a dental appointment 14 Nov 10am. I need to move it please. ref DEN-31877",
         "Dumela. I've found the booking DEN-31877, Dental Clinic, Thursday 14 November at 10:00. What date would suit "
         "you better?"),
        ("my supervisor at the mine won't give me that Thursday off, we are short staffed, and mama can't go alone, "
         "her knees are too bad now",
         "That's understandable. The Dental Clinic runs Monday, Wednesday and Thursday. The earliest options are "
         "Monday 18 November at 14:00 or Wednesday 20 November at 10:30."),
        ("Wed 20 10:30 please. thank you for helping", "Moved: Wednesday 20 November at 10:30, Dental Clinic."))
    assert complaint_turns(session) == []


def test_bad_luck_with_the_weather_answered_with_understanding_is_no_complaint() -> None:
    session = conversation(
        ("Bula, my cut cane sitting on the headland since Tuesday, our lorry driver said his truck gearbox gone. "
         "farm 3391 Saweni. can the office send another lorry",
         "Bula, sorry to hear about the breakdown. The earliest available relief lorry is Friday morning. I've "
         "recorded the breakdown against farm 3391."),
        ("friday is 4 days of cut cane eh. isa bad luck this year, first the cyclone now this one. any chance "
         "thursday?",
         "I understand, that's a long time for cut cane. One relief lorry may be free Thursday afternoon; I've put "
         "farm 3391 first on the list for it."),
        ("ok vinaka vakalevu 😂", "Vinaka! We'll send an SMS when it's confirmed."))
    assert complaint_turns(session) == []


def test_understanding_after_the_agent_said_no_still_reacts_to_displeasure() -> None:
    session = conversation(
        ("my curtains came back with a yellow stain that wasn't there before",
         "I'm sorry to hear that. Could you send a photo?"),
        ("sent", "Thank you. This looks like sunlight damage that the cleaning has revealed. It's not caused by "
                 "cleaning."),
        ("Funny how the sun damage wasn't there when I dropped them off. I'm not accepting that.",
         "I understand you disagree. You can request an independent textile test."))
    assert complaint_turns(session) == [2]
