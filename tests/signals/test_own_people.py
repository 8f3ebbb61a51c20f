"""The user's own people and work named in a message that names nothing of the agent or the service: the learned
model's verdict there reads the tone of the user's story ("these folks at my job ... get on my last nerve", "my
buddy has the truck"), not displeasure at the business."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

import pytest

from miner.signals.users_own import names_users_own
from tests import factory
from tests.factory import complaint_turns

START = datetime(2026, 12, 6, 9, 0, tzinfo=UTC)

conversation = partial(factory.conversation, app_name="tours", started_at=START)


def test_displeasure_at_the_user_s_own_job_is_no_complaint() -> None:
    session = conversation(
        ("hey my cousins coming down from Chicago for the festival in april and they want to do one of yall juke "
         "joint tours, how much for 4 people",
         "Hey! Our juke joint tour is $45 per person and runs Friday and Saturday nights at 8pm from our place in "
         "Clarksdale. It's about three hours with stops at two live music spots."),
        ("is it the one with Mr. Earl? my cousin said he went last year and Mr Earl had everybody cracking up",
         "Yes ma'am! Mr. Earl still leads the Saturday tours. He's a local favorite."),
        ("lord these folks at my job done changed the schedule again so it might have to be friday instead. they "
         "get on my last nerve",
         "Oh no, sorry to hear that! Friday still has plenty of spots. Ms. Loretta leads the Friday tour and she's a "
         "lot of fun too."),
        ("ok hold 4 for friday, we'll pay when we get there",
         "You got it. Four spots held for the Friday festival tour at 8pm, payable on arrival. See y'all in April!"))
    assert complaint_turns(session) == []


def test_a_call_asked_for_beside_the_user_s_own_buddy_is_no_complaint() -> None:
    session = factory.conversation(
        ("my dog tangled with a porkypine this mornin got quills all in his muzzle. i pulled a few out with the "
         "pliers but theres some way back in his mouth he wont let me near",
         "Oh no, poor fella! Please don't try to get the ones inside his mouth. They can snap off and work deeper, "
         "and he may bite because of the pain. Quills in the mouth usually have to come out under sedation. We'd like "
         "to see him today. Can you bring him in? Our next opening is at 1:30 this afternoon."),
        ("i cant get there till after 4 my buddy has the truck. can the doc call me and tell me if it can wait that "
         "long",
         "Of course. I've put in a callback request and one of our veterinarians will phone you within the hour. "
         "What's the best number to reach you? In the meantime, try to keep him from pawing at his face, and please "
         "don't give him any human pain medicine, it can be dangerous for dogs."),
        ("304 555 0192. hes layin on the porch whinin, poor ol thing",
         "Got it: 304-555-0192. The vet will call you shortly. If his face swells up badly, he has trouble breathing, "
         "or he won't stop drooling, don't wait for the call. Bring him straight in or go to the emergency animal "
         "hospital in Charleston."),
        ("will do thanks", "You're welcome. We hope he feels better soon!"),
        app_name="vet", started_at=START)
    assert complaint_turns(session) == []


@pytest.mark.parametrize("message", [
    "my cousin booked with you and your guide never showed up, this is ridiculous",
    "my boss is furious and so am I, your app is useless, it charged the company card twice",
])
def test_the_service_named_beside_the_user_s_own_people_is_still_a_complaint(message: str) -> None:
    session = conversation(
        ("Can I book the harbour tour for Saturday?", "Of course! How many people?"),
        (message, "I'm so sorry about that."))
    assert complaint_turns(session) == [1]


@pytest.mark.parametrize("message", [
    "lord these folks at my job done changed the schedule again",
    "my cousin said he went last year",
    "i cant get there till after 4 my buddy has the truck",
    "our boss wants it by friday",
    "Our pay is delayed this month, my supervisor at the contractor said end of month",
    "my foreman wants us on site by six",
])
def test_the_user_s_own_people_and_work_are_named(message: str) -> None:
    assert names_users_own(message)


@pytest.mark.parametrize("message", [
    "noting it doesn't give my friend a robe",
    "My children are 7 and 9",
    "the job was botched",
    "your boss should hear about this",
    "can your supervisor call me",
])
def test_friends_the_household_and_others_work_are_not(message: str) -> None:
    assert not names_users_own(message)


def test_a_payment_put_off_beside_the_user_s_own_supervisor_is_no_complaint() -> None:
    session = factory.conversation(
        ("Mwabuka byepi. I want to pay my solar monthly K280, account SHS-SLZ-20981. Can I use Airtel Money?",
         "Mwabuka byepi! Yes, Airtel Money works. Go to Make Payments > Bill Payments, choose KIFUBWA SOLAR and enter "
         "SHS-SLZ-20981 as the reference."),
        ("Ok. Our pay is delayed this month, my supervisor at the contractor said end of month. Can I pay on the 2nd "
         "without the lights going off?", "Yes. Your due date is the 28th and there's a 5-day grace period, so paying "
         "on the 2nd is fine. The system only locks after the 3rd."),
        ("Ok I've paid the K280 now anyway. SMS says TOKEN 4471 9920 3316 and the keypad says ENTER CODE. Do I press "
         "# after?", "Yes: type the 12 digits, then press # (the hash key). The screen will show OK and 30 days "
         "added."),
        ("It's working!! even the phone charging port. Twasanta mukwai 😀",
         "😀 You're welcome! Your next payment is due on the 28th."))
    assert complaint_turns(session) == []
