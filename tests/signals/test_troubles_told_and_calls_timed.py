"""A trouble told plainly is no complaint: swearing at circumstances corroborates no other message, two verdicts of the
learned model do not corroborate each other in a conversation where the user praises the agent, and the agent arranging
a call the user asked for at a moment of the service reacts to no displeasure. A call asked of the one coming, timed to
the coming, is the visit arranged, not a request for a person."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

import pytest

from tests import factory
from tests.factory import complaint_turns, request_turns

START = datetime(2026, 12, 6, 9, 0, tzinfo=UTC)

conversation = partial(factory.conversation, app_name="council", started_at=START)


def test_swearing_at_the_weather_corroborates_no_trouble_told() -> None:
    session = conversation(
        ("Hey you mob, are we still on level 3 water restrictions? Want to wash the dinghy and the truck this weekend",
         "Hi! Yes, Level 3 restrictions still apply. Hoses can't be used to wash vehicles or boats, bucket only."),
        ("damn. ok bucket it is. dry season this year is something else, true god, no rain since May",
         "It's been a very dry year. Thanks for helping save water, every bucket counts!"),
        ("also theres a leak on the main by the footy oval been running 2 days, big puddle. can u put it as urgent",
         "Thanks for reporting that. I've logged an urgent job for the water crew to check the leak near the oval."))
    assert complaint_turns(session) == []


def test_swearing_at_the_agent_still_counts() -> None:
    session = conversation(
        ("my bin wasnt collected again", "Sorry about that. Can you confirm your address?"),
        ("I told you already, 14 Larkspur Lane. this damn bot is useless", "I'm sorry for the trouble."))
    assert complaint_turns(session) == [1]


def test_the_models_verdicts_do_not_corroborate_each_other_when_the_user_praises_the_agent() -> None:
    session = conversation(
        ("Hi my green cart wasnt picked up tuesday, everyone else on the road got theirs. Stratford. It was out by 6am",
         "Hi! Sorry your compost cart was missed. Could you please confirm your civic address so I can log a missed "
         "collection?"),
        ("14 Larkspur Lane",
         "Thank you. I've logged a missed collection for 14 Larkspur Lane, Stratford. A truck will return within 2 "
         "business days. You'll receive a reference number by email."),
        ("I don't have the email dear. I'm 81 and not much good with these chat things, is there a number I can ring "
         "to talk to an actual person, I'd feel better",
         "Of course. You can reach our customer service team at 1-888-555-0143, Monday to Friday, 8 a.m. to 5 p.m."),
        ("Thank you dear, you've been very kind", "You're very welcome. Have a lovely day!"))
    assert complaint_turns(session) == []


def test_a_call_asked_for_the_delivery_arranged_is_no_reaction_to_displeasure() -> None:
    session = conversation(
        ("do yas have round bales or just the small squares? need hay for 2 horses for the winter",
         "Hi! We have both. Small square bales are $9 each and round bales are $75 each. Would you like a quote?"),
        ("ya prob 10 rounds. do ya deliver saturdays? the husband works all week and hes the one with the tractor",
         "We do Saturday deliveries to your area every second week. The next ones are October 19 and November 2."),
        ("nov 2 works. just tell the driver to give me a ring when hes at the bottom of the lane, theres no signal up "
         "by the barn and the dogs'll be loose",
         "Done! Ten round bales reserved for Saturday, November 2. I've added a note for the driver to call you from "
         "the bottom of the lane. What's the best number to reach you?"),
        ("902-555-0148. thanks a million", "You're all set! You'll get a confirmation text the day before."))
    assert complaint_turns(session) == []


def test_a_person_asked_to_call_after_a_failure_still_leaves_the_call_a_reaction() -> None:
    session = conversation(
        ("The alterations on my trousers are an inch too short. I was measured in the shop.",
         "I'm sorry. We can redo the alteration if there's enough fabric."),
        ("and if there isn't?", "Then we'd offer compensation up to the value of the trousers."),
        ("there isn't. they're ruined. I want the owner to call me", "I've asked the owner to call you today."))
    assert 2 in complaint_turns(session)


@pytest.mark.parametrize("message", [
    "ok i will take 200kg. can the delivery driver call me before coming? road to our village is very bad after the "
    "rain so i will come down to main road with my pickup",
    "ill flick u a photo. ask him to ring me when he lands and ill come grab him from the airport, we're a fair way "
    "out",
])
def test_a_call_timed_to_the_visit_asks_for_no_person(message: str) -> None:
    session = conversation(
        ("when's the delivery coming out our way?", "Deliveries to your area go on Thursdays."),
        (message, "Sure, I've noted that he'll call you when he gets there."))
    assert request_turns(session) == []


def test_a_call_before_coming_to_explain_still_asks_for_a_person() -> None:
    session = conversation(
        ("the printer is still printing a grey line after the repair", "I'm sorry. I'll book an engineer."),
        ("and can the engineer call me before coming, so I can explain what happened",
         "Yes, I've asked the engineer to call you first."))
    assert request_turns(session) == [1]
