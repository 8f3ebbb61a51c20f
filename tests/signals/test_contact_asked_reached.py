"""A request for a person read from an act of contact the user asks for in any wording (talk, speak, call, ring,
phone, on the phone, put me through) and the agent's answer having its people reach the user though it had offered no
one ("Can the accommodation office ring my mum?" "I've asked the accommodation office to call her."): the messages and
answers that must and must not be read so, and real conversations of the tuning sets."""

from __future__ import annotations

import pytest

from miner.config import MinerConfig
from miner.signals import detect
from miner.signals import labelled as conversations
from miner.signals.escalation import call_asked_and_answered, offers_contact, reached_on_request
from tests import factory
from tests.factory import labelled_conversation, labelled_request_found

REACHED = {
    ("Can the accommodation office ring my mum? She's been trying to get through for a week.",
     "I'm sorry she's had trouble getting through. I've asked the accommodation office to call her."):
        "ring → call her",
    ("I need a litigation partner on the phone today. The filing is due Friday.",
     "Understood. I've flagged this as urgent and a litigation partner will call you within 2 hours."):
        "on the phone → call you",
    # a title's full stop ends no clause
    ("Yes. Tell Mr. Perera or whoever is above him to call me today.",
     "I've raised a priority request for our Operations Manager to contact you."): "call → contact you",
    # an imperative after the condition it answers
    ("If you can't see it on your end then put me through to someone in billing who can.",
     "I've opened a billing ticket and asked Marcy in accounts to call you."): "put me through → call you",
}
NOT_REACHED = (
    # a call timed to the coming of whoever calls: a worker on the way
    ("can the driver phone when he's at the door", "I've added a note for the driver to call you when they arrive."),
    # an act already spoken of
    ("lovely, the call would still be great, thanks", "Great, someone will call you tomorrow."),
    ("Then what exactly is the point of this chat?", "I'm sorry. A colleague will call you back today."),
    # a question of whom one should turn to
    ("Who should I speak with to make sure the canteen knows?", "The canteen manager will contact you this week."),
    # an act told, not asked for
    ("I spoke to your colleague yesterday about the refund.", "Thanks. She'll call you back with an update."),
    # the agent offering, not arranging
    ("Can someone call me about this?", "Would you like me to ask a colleague to call you?"),
)


@pytest.mark.parametrize(("exchange", "words"), REACHED.items())
def test_an_act_of_contact_asked_and_the_user_reached(exchange: tuple[str, str], words: str) -> None:
    assert reached_on_request(*exchange) == words


@pytest.mark.parametrize("exchange", NOT_REACHED)
def test_no_act_of_contact_asked_or_no_one_reaching_the_user(exchange: tuple[str, str]) -> None:
    assert reached_on_request(*exchange) is None


def test_an_offer_of_a_call_is_taken_up_not_asked_for() -> None:
    assert offers_contact("Which pharmacy? Would you like our practice nurse to give a call to book that in?")
    assert not offers_contact("I've asked the nurse to call you within 2 working days.")
    # a question closing the answer asks about the sentence before it
    assert offers_contact("I understand. Our operations manager, Mr. Ramdial, can also call you today to discuss it. "
                          "Would you like that?")
    assert not offers_contact("The transfer of 10 shares is still pending verification. Can I help with anything "
                              "else?")
    # the user taking up the agent's offer of a call asks for no one of their own accord
    offered = ("Hi, I need my nan's repeat prescription.",
               "Done. Would you like our practice nurse to give a call to book her flu jab?")
    taken = ("yes please for the flu jab but ring me not her, she cant hear on the phone",
             "All sorted. I've asked the nurse to call you within 2 working days.")
    found = detect(factory.conversation(offered, taken), MinerConfig()).signals
    assert not conversations.flagged_turns(found)["escalation_request"]


@pytest.mark.parametrize(
    ("name", "identifier", "starts"),
    [
        ("signals_tuning_2.json", "legal-008", "I don't need general guidance"),
        ("signals_tuning_10.json", "a-housing-018", "Can the accommodation office ring my mum?"),
        ("signals_tuning_20.json", "house-painting-002", "Yes. Tell Mr. Perera"),
        ("signals_tuning_24.json", "yukon-water-delivery-004", "They're not pending"),
        ("signals_tuning_28.json", "pilbara-vet-007", "book 8.30 yep"),
        ("signals_tuning_30.json", "kingston-coach-003", "yes thanks. also mi granmadda"),  # Jamaican Patois
    ],
)
def test_real_requests_found_from_the_act_asked_and_the_user_reached(name: str, identifier: str, starts: str) -> None:
    conversation = labelled_conversation(name, identifier)
    asked = next(item for item in conversation.turns if item.user.startswith(starts))
    assert "escalation_request" in asked.labels
    found = detect(conversation.session, MinerConfig()).signals
    assert asked.index in conversations.flagged_turns(found)["escalation_request"]
    details = [evidence.detail for signal in found for evidence in signal.evidence if evidence.turn == asked.index]
    assert details


def test_the_evidence_names_the_act_and_the_reach() -> None:
    asked = ("Can the accommodation office ring my mum? She's been trying to get through for a week.",
             "I'm sorry she's had trouble getting through. I've asked the accommodation office to call her.")
    found = detect(factory.conversation(asked), MinerConfig()).signals
    assert conversations.flagged_turns(found)["escalation_request"] == {0}
    details = [evidence.detail for signal in found for evidence in signal.evidence if evidence.turn == 0]
    assert any("an act of contact asked" in detail and "ring → call her" in detail for detail in details)


CALLED = {
    # Tongan: can someone of the shop phone me? ... I have asked Ana of our office to phone you
    ("E lava ke telefoni mai ha taha mei he falekoloa ke ma talanoa ki he founga totongi?",
     "ʻIo, ʻe lava. Kuo u kole ki a ʻAna mei homau ʻōfisi ke ne telefoni atu."): "telefoni → telefoni",
    # Welsh: could someone of the workshop phone me? I have asked the workshop to phone you
    ("Fedrith rhywun o'r gweithdy fy ffonio i?", "Wrth gwrs. Dwi wedi gofyn i'r gweithdy eich ffonio chi."):
        "ffonio → ffonio",
}
NOT_CALLED = (
    # the call not asked in a question (Welsh, written for this test: I phoned yesterday)
    ("Mi wnes i ffonio ddoe.", "Diolch. Mae'r gweithdy wedi ffonio chi'n ôl."),
    # an answer giving a number to dial: the user left to call themselves (Romanian)
    ("pot vorbi cu cineva la telefon?", "Puteți suna la telefon 0722 555 013."),
    # a word as short as the stem is no loanword of a contact (Efik "ofon", good)
    ("Ofon. Oro ofon?", "Ih, ọfọn. Ẹkpe 60% mbemiso January 15."),
)


@pytest.mark.parametrize(("exchange", "words"), CALLED.items())
def test_a_call_asked_and_answered(exchange: tuple[str, str], words: str) -> None:
    assert call_asked_and_answered(*exchange) == words


@pytest.mark.parametrize("exchange", NOT_CALLED)
def test_no_call_asked_and_answered(exchange: tuple[str, str]) -> None:
    assert call_asked_and_answered(*exchange) is None


@pytest.mark.parametrize(
    ("name", "identifier", "starts"),
    [
        ("signals_tuning_17.json", "dog-training-school-003", "ok ja. men finns"),  # Swedish
        ("signals_tuning_23.json", "wales-livestock-trailers-002", "Mae hynny'n iawn"),  # Welsh
        ("signals_tuning_24.json", "tongan-kahoa-lole-005", "$200 pa'anga Tonga"),  # Tongan
        ("signals_tuning_25.json", "romansh-horse-sleigh-rides-003", "Ok super."),  # Romansh
    ],
)
def test_real_requests_found_from_a_call_asked_and_answered(name: str, identifier: str, starts: str) -> None:
    assert labelled_request_found(name, identifier, starts)
