"""What is no request for a person though a rule of any language read one: a number said back for messages (an SMS, a
WhatsApp), a call the agent offered taken up with a number, a list of places or a figure opening the answer, a job
asked of someone, a name the conversation wrote before; and the requests a French role or a Spanish imperative shows."""

from __future__ import annotations

import pytest

from miner.signals.borrowed_roles import handed_role, role_named
from miner.signals.escalation import named_before
from miner.signals.number_called import number_called, offers_a_call, written_to
from miner.signals.number_said_back import asked_number_said_back
from tests.factory import labelled_request_found, unlabelled_requests_flagged


@pytest.mark.parametrize("answer", [
    # Nepali: I will WhatsApp the sample photo to ...
    "Huss, sample photo 9803557219 ma WhatsApp garchhu.",
    # Kumyk: fine, the new number is written down ...; an SMS will come when the water does
    "Болду, янгы номер язылды: 8 989 447-20-63. Сув гелген сагьат SMS гележек.",
    "Delivery address changed to the shop, 0772 555 019. We'll send you an SMS once it arrives.",
])
def test_a_number_said_back_for_messages(answer: str) -> None:
    assert written_to(answer)


@pytest.mark.parametrize("answer", [
    "Iemand belt je deze week op 06-48213907.",
    # a call told of beside the SMS: a call all the same
    "Sister Ekua will call you on 054 662 0189 and send an SMS first.",
])
def test_a_number_said_back_for_a_call(answer: str) -> None:
    assert not written_to(answer)


def test_a_number_for_messages_is_not_one_to_be_called_on() -> None:
    assert number_called("ok. sample photo whatsapp ma pathaidinus 9803557219, yo app ma notification nai aaudaina",
                         "Huss, sample photo 9803557219 ma WhatsApp garchhu.") is None
    assert number_called("Kan iemand van het bestuur me even bellen om de plek te bespreken? 06-48213907",
                         "Prima, ik heb het doorgezet naar het bestuur. Iemand belt je deze week op 06-48213907.")


def test_a_call_offered_in_the_closing_question_is_taken_up_by_the_number() -> None:
    # Nepali: ... shall I arrange a callback from accounts?
    offer = "Naya account verify garna staff le phone garnu parchha. Accounts bata callback milaidiun?"
    assert offers_a_call(offer)
    assert asked_number_said_back(offer, "hunchha hunchha, phone garidinus. 9841267730, 1 baje pachhi",
                                  "Milaidiye. Accounts bata bholi 1 baje pachhi 9841267730 ma phone khaba.",
                                  []) is None
    # a question for the number and the time, in words of the language's own: the call the user asked for
    asking = "حتماً. درخواست تماس کارشناس امور مشترکین سیتو ثبت مِکنم. شماره و ساعت مناسب؟"
    assert not offers_a_call(asking)
    said_back = "کارشناس فردا بعد ساعت ۴ وا ۰۹۱۶۶۱۳۰۲۴۷ تماس مِگیره"
    assert asked_number_said_back(asking, "۰۹۱۶۶۱۳۰۲۴۷، عصر بعد چهار", said_back, [])


@pytest.mark.parametrize("answer", [
    # Fante: I will check RF-3309 tomorrow at 10:00. If the money has not come, I will take the ticket to the
    # supervisor: a first sentence with figures tells something, no acknowledgement
    "Mɛhwɛ RF-3309 ɔkyena 10:00. Sɛ sika no mmbaa a, mɛdze ticket no akɔ supervisor hɔ ntɛm.",
    # Zarma: the agents in Boukoki are: 1) ...; a list of places, no hand-off
    "Fofo! Kaani Pay agents kaŋ go Boukoki: 1) Alimentation Baraka, Boukoki 3; 2) Ets Salifou Télécom.",
])
def test_no_role_handed_to_in_a_figure_or_a_list(answer: str) -> None:
    assert handed_role(answer) is None


def test_a_hand_off_with_its_time_still_hands_off() -> None:
    # Bislama: ... a staff member will ring you within 30 minutes
    assert handed_role("Mi andastanem. Mi sendem rikwes blong yu long depo naoia, wan staf bambae i ringim yu insaed "
                       "long 30 minit.") == "staf"


def test_the_french_supervisor_is_a_role() -> None:
    assert role_named("superviseur")
    assert role_named("supervisor")


def test_a_name_written_before() -> None:
    assert named_before("E mafai o … faipati … Vaitupu", ["... ki Vaitupu i te malaga fou.", "Te vaka ..."])
    assert not named_before("Ndikufuna … kulankhula … Chikondi", ["Moni, ndili ndi vuto ndi order yanga."])


@pytest.mark.parametrize(("name", "identifier"), [
    ("signals_tuning_37.json", "tamang-carpet-coop-002"),  # a number for a delivery
    ("signals_tuning_37.json", "tamang-carpet-coop-003"),  # a number for WhatsApp
    ("signals_tuning_37.json", "tamang-carpet-coop-004"),  # a callback the agent offered
    ("signals_tuning_37.json", "fante-canoe-fuel-003"),  # a credit officer's call the agent offered
    ("signals_tuning_37.json", "fante-canoe-fuel-004"),  # a supervisor the agent will take the ticket to
    ("signals_tuning_37.json", "kumyk-water-repairs-005"),  # a number for SMS
    ("signals_tuning_37.json", "zarma-momo-mototaxi-001"),  # mobile money agents, places
    ("signals_tuning_37.json", "kaikoura-whale-cray-005"),  # "get someone to fix the website": a job
])
def test_no_request_read(name: str, identifier: str) -> None:
    assert not unlabelled_requests_flagged(name, identifier)


@pytest.mark.parametrize(("name", "identifier", "starts"), [
    ("signals_tuning_37.json", "zarma-momo-mototaxi-004", "Bordereau foto neya"),  # "superviseur de zone"
    ("signals_tuning_37.json", "shipibo-riverboat-002", "Operación 08341207"),  # "Llámenme al ..."
    ("signals_tuning_37.json", "fante-canoe-fuel-001", "Auntie Esi nnkenkan"),  # a number to call, asked unoffered
])
def test_real_requests_found(name: str, identifier: str, starts: str) -> None:
    assert labelled_request_found(name, identifier, starts)
