"""Three things that are no complaint: the agent arranging the call the user asked for with their number, the user's
circumstances given beside the number the agent asked for, and "X or not?" in the first message, where it is the
question itself (Malaysian and Singaporean English ask so). And displeasure at another provider's staff, which the
agent's "that sounds frustrating" only sympathises with."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

import pytest

from miner.signals.complaint import _gives_phone
from tests import factory
from tests.factory import complaint_turns

START = datetime(2026, 12, 6, 9, 0, tzinfo=UTC)

conversation = partial(factory.conversation, app_name="porterage", started_at=START)


@pytest.mark.parametrize(("text", "gives"), [
    ("01720 423518, best before 11", True),
    ("ring me on +44 7700 900123 please", True),
    ("07700 914263. Anytime after 2", True),
    ("order 55123, placed on the 3rd", False),  # five digits: an order, not a phone
    ("between 9 and 11 on 12.03.", False),
])
def test_a_phone_number_given(text: str, gives: bool) -> None:
    assert _gives_phone(text) is gives


def test_a_call_arranged_to_the_number_given_is_no_reaction() -> None:
    session = conversation(
        ("Morning. I run a guest house in Hugh Town. Do you do trade accounts for accommodation providers?",
         "Good morning! Yes, we offer trade accounts. Would you like me to tell you what we need?"),
        ("Yes go on. I'd have to run it past my business partner before signing anything mind",
         "Of course. We need the business name and address, a contact name and an email for invoices."),
        ("Tbh it'd be easier to talk it through. Could someone from your office give me a ring this week? "
         "01720 423518, best before 11 as I'm doing breakfasts and then out",
         "Absolutely. I've asked our trade accounts team to call you on 01720 423518 before 11am."),
        ("Thurs or Fri ideally. Ta", "Noted: Thursday or Friday, before 11."))
    assert complaint_turns(session) == []


def test_circumstances_beside_the_number_asked_for_are_no_complaint() -> None:
    session = conversation(
        ("Hello there, I've a B&B in Lochmaddy. Is there a way to get on your list of drop-off places?",
         "Hello! Yes, there's no charge to be a partner. What's the name of your B&B?"),
        ("Tigh na Mara. Could you ask Morag to give me a phone when she gets a minute",
         "Of course! What's the best number for her to reach you on?"),
        ("01876 500 231, that's the house. Mobile's no use here, no signal in the kitchen",
         "Thanks, got it. Morag will probably ring in the afternoon."))
    assert complaint_turns(session) == []


def test_a_judgement_of_the_service_beside_a_number_still_counts() -> None:
    session = conversation(
        ("My bags never arrived at the hotel", "I'm sorry to hear that. What's the best number to reach you on?"),
        ("01876 500 231. your service is useless, this is the second time", "I'm so sorry."))
    assert complaint_turns(session) == [1]


def test_or_not_in_the_first_message_is_the_question() -> None:
    session = conversation(
        ("Hi can ask, ur 3D2N Kinabatangan package got include pick up from Sepilok or not? We going to see orang "
         "utan first in the morning then only go river",
         "Hi! Yes, our 3D2N package includes pick-up from Sepilok at about 12pm. The price is RM 1,150 per person."),
        ("Ok. Confirm got see elephant or not? My husband very want to see the pygmy elephant",
         "I'm sorry, we can't guarantee elephants. The herds move up and down the river."),
        ("Ok never mind, we still go 😄 book 2 pax, 18 to 20 Sept", "Wonderful! I've reserved 2 pax."))
    assert complaint_turns(session) == []


def test_or_not_after_an_answer_still_demands_one() -> None:
    session = conversation(
        ("Is the evening buffet included in the wedding package?",
         "Our wedding package includes a three-course dinner and a welcome drink."),
        ("That's not what I asked. Is the evening buffet included or not?", "Apologies, it is not included."))
    assert complaint_turns(session) == [1]


def test_another_providers_staff_judged_and_the_agents_sympathy() -> None:
    session = conversation(
        ("hey, ye did my tank back in november. the oil company (not ye) went and overfilled it yesterday and now "
         "theres oil down the side of the house from the vent. is that something ye look after or do I got to go "
         "back to them",
         "Sorry to hear that! An overfill from the delivery truck is normally the fuel supplier's responsibility. "
         "Otherwise I can book a free inspection under your warranty."),
        ("no its not leaking, just the spill from the vent. yes book the inspection please, I'm off thursday",
         "Done — Thursday, 9–12. You may also want to ask your fuel supplier for a spill report for your insurer."),
        ("good idea. I was on the phone to them already and the dispatcher was useless, kept sayin it couldn't have "
         "been their driver. they're some crowd",
         "That sounds frustrating. If it helps, our technician can note the condition of the vent in his report."))
    assert complaint_turns(session) == []
