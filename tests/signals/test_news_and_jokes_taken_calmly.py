"""A message the agent took as news or as a joke is no displeasure it met: thanked for telling ("Thank you for letting
us know", "Thank you for checking with us") or answered with a laugh ("Ha, good plan!"), its weak cues and the learned
model's verdict on it corroborate no other message, and no other verdict of the model corroborates it. A complaint in
the user's own words still counts beside such thanks."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

from tests import factory
from tests.factory import complaint_turns

START = datetime(2026, 12, 6, 9, 0, tzinfo=UTC)

conversation = partial(factory.conversation, app_name="utility", started_at=START)


def test_an_outage_the_agent_thanks_the_user_for_reporting_is_no_complaint() -> None:
    session = conversation(
        ("Lights have been out since about 5 this morning up the harbour road, a pole came down by the school. Just "
         "letting you know in case nobody reported it",
         "Thank you for letting us know, and sorry you're without power. We have an outage on the harbour road "
         "affecting about 200 customers, caused by storm damage. Crews are on site and power should be back by 3 p.m. "
         "Could you confirm your address so I can add your report?"),
        ("number 41 same road. My neighbour said he rang it in last night but all he got was the recording so I "
         "figured I'd try this",
         "Thanks, I've added your report for 41 Harbour Road. Please stay well back from the line."),
        ("will do, thanks", "You're welcome!"))
    assert complaint_turns(session) == []


def test_a_visit_told_of_and_checked_is_no_complaint() -> None:
    session = conversation(
        ("Hello. Power is going off and on in our street since evening, voltage also very low",
         "Hello! Sorry for the trouble. There is a fault on the feeder because a branch fell on the line. Our linemen "
         "are working on it and supply should be normal within 2 hours."),
        ("ok. actually the lineman was already here near our house, he told same thing. just want to confirm",
         "Yes, that matches our update from the field. Thank you for checking with us."),
        ("one more thing, my bill this month is showing 2 months amount. is it becos last month meter reader didnt "
         "come?",
         "Yes. When the meter is not read in a month, that month's consumption is added to the next bill. No late fee "
         "has been charged."),
        ("ok understood. thank you", "Most welcome!"))
    assert complaint_turns(session) == []


def test_a_joke_the_agent_laughs_at_corroborates_no_verdict_of_the_model() -> None:
    session = conversation(
        ("do u do record store day exclusives online or only in store",
         "Exclusives are sold in our shops only on the day."),
        ("what time do u open on the day",
         "Our shop opens at 8am on Record Store Day. People usually start queueing from 5am!"),
        ("5am 💀 that's killing me already. ok, i'll bring a flask", "Ha, good plan!"),
        ("update: queued from 4:45, the guy in front of me got the last copy. gutted but that's the day for you",
         "Oh no, so close! Any unclaimed copies go online next Saturday at 10am."),
        ("will do. set an alarm lol", "Fingers crossed for you!"))
    assert complaint_turns(session) == []


def test_a_complaint_in_the_users_own_words_still_counts_beside_the_agents_thanks() -> None:
    session = conversation(
        ("my bin wasnt collected again, third week running",
         "Thank you for letting us know. Can you confirm your address?"),
        ("14 Larkspur Lane. this is useless, I told you the same last week", "I'm sorry for the trouble."))
    assert complaint_turns(session) == [1]


def test_a_complaint_in_the_users_own_words_answered_with_a_laugh_still_corroborates() -> None:
    session = conversation(
        ("why was I billed for colour pages when we've set every machine in the office to mono",
         "Colour clicks appear if any job was printed in colour. I can send a breakdown."),
        ("ok send it", "Sent. It shows 1,204 colour pages on device 3."),
        ("oh. that's the design team. never mind, mystery solved", "Ha, no problem!"))
    assert complaint_turns(session) == [0, 2]
