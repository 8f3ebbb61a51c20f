"""A trouble the user excuses in the same breath ("No bother, I heard the road was shut") is told with no displeasure,
and a call or a visit asked for a plain purpose of the service ("if he could ring me the day before", "get mama in to
see somebody about her cough") is neither a complaint's cue nor a request for a person. A caller saying how far out
they are ("were out past Ava") is not giving up."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

from tests import factory
from tests.factory import complaint_turns, request_turns

START = datetime(2026, 12, 6, 9, 0, tzinfo=UTC)

conversation = partial(factory.conversation, app_name="service", started_at=START)


def test_a_trouble_the_user_excuses_is_no_complaint() -> None:
    session = conversation(
        ("Hi there, was meant to be getting 500L of kero yesterday out at Dunvegan and nobody came. No bother, I heard "
         "the road was shut at Edinbane with the accident, just wondering when you'll be out now",
         "Hi, sorry about that! Yes, yesterday's deliveries to the Dunvegan area were held up by the road closure. "
         "Your 500 litres of kerosene has been rescheduled for tomorrow, Wednesday, between 8am and 1pm."),
        ("grand, cheers", "Thanks, and sorry again for the delay!"))
    assert complaint_turns(session) == []


def test_no_wahala_is_no_no() -> None:
    session = conversation(
        ("Gud evening. Una clinic open tide night?", "Gud ivin. Wi emajensi de opin 24 awa."),
        ("Ok. Yu na real person or na computer?", "A na kɔmpyuta asistant fo di klinik."),
        ("No wahala. Wi de cam now. Tenki", "Ɔl rayt. Wi de wet fo una."))
    assert complaint_turns(session) == []


def test_an_answer_tried_in_vain_still_counts_beside_no_worries() -> None:
    session = conversation(
        ("the app still shows zero generation three weeks after the panels went in",
         "Please try restarting the inverter by switching the AC isolator off for 30 seconds."),
        ("done that, still nothing. no worries, what's next", "It could be the CT clamp. I'll book a technician."))
    assert 1 in complaint_turns(session)


def test_no_worries_said_in_anger_at_the_agent_still_counts() -> None:
    session = conversation(
        ("my order never arrived", "Could you share the order number?"),
        ("no worries, you're clearly useless anyway. you idiots lost it", "I'm sorry to hear that."))
    assert 1 in complaint_turns(session)


def test_a_call_asked_for_the_day_before_a_visit_is_no_reaction_to_displeasure() -> None:
    session = conversation(
        ("Looking to get the herd test booked, TB test is due the end of the month, 64 head",
         "Hi! I can help with that. Which days suit for the test?"),
        ("Monday and Thursday would suit. Could Fergal do it, he knows the yard",
         "Thanks. I've requested Monday 24th for the test and Thursday 27th for the reading, with Fergal."),
        ("Stickin out. And if he could ring me the day before, I have to get the young lad home from the mart to help "
         "gather them in",
         "No problem, I've added a note asking the vet to ring you the day before the test. Anything else?"),
        ("naw thats us. Cheers", "Cheers, all the best with the test!"))
    assert complaint_turns(session) == []


def test_saying_how_far_out_one_lives_is_not_giving_up() -> None:
    session = conversation(
        ("copperhead got my beagle on the nose bout 20 min ago, his face is swellin up bad. what do i do",
         "I'm so sorry, please bring him in right away. How far away are you?"),
        ("bout 35 min, were out past Ava on the gravel. fixin to leave now",
         "Okay, drive safe. The team will be ready for you."))
    assert complaint_turns(session) == []


def test_im_out_still_gives_up() -> None:
    session = conversation(
        ("where is my refund", "Refunds take 5 to 7 working days."),
        ("it's been three weeks. forget it, I'm out", "I'm sorry to hear that."))
    assert 1 in complaint_turns(session)


def test_someone_to_see_about_a_cough_asks_for_no_person() -> None:
    session = conversation(
        ("I need to get mama in to see somebody about her cough, shes 81 and its been hangin on since christmas",
         "I'm sorry your mother has been unwell. I can help you book an appointment. Is she an existing patient?"),
        ("yes mam she sees Dr. Hollis. either one is fine", "Dr. Hollis has an opening Thursday at 10:15 am."))
    assert request_turns(session) == []


def test_someone_to_talk_to_about_a_bill_still_asks_for_a_person() -> None:
    session = conversation(
        ("I need to speak to somebody about my bill, it's wrong again", "I can help with your bill."),)
    assert request_turns(session) == [0]
