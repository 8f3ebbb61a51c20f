"""Someone of the office asked to call, by the loanwords for the office and a contact, in a language no request table
holds: the words that must and must not be read so, and real conversations of the tuning sets."""

from __future__ import annotations

import pytest

from miner.config import MinerConfig
from miner.signals import detect
from miner.signals import labelled as conversations
from miner.signals.borrowed_roles import borrowed_office_and_contact
from tests.factory import labelled_conversation

OFFICE_AND_CONTACT = {
    # Haitian Creole: isn't there someone in the office who can call me to do it with me on the phone?
    "Pa gen yon moun nan biwo a ki ka rele m pou fè l avè m nan telefòn?": "biwo … rele",
    # Tok Pisin: can a man of the office ring me this week?
    "Orait. Inap wanpela man bilong ofis i ringim mi long dispela wik?": "ofis … ringim",
    # Zulu: please, someone of the office phone me about this
    "Ngicela umuntu wasehhovisi angifonele ngalokhu, nginemibuzo eminingi.": "wasehhovisi … angifonele",
    # Nepali: have someone phone, the driver or someone of the office
    "कुनै मान्छेलाई फोन गर्न लगाउनुस्, ड्राइभर वा अफिसको कोही।": "अफिसको … फोन",
    # Marathi: or else someone from the office phone
    "नाहीतर ऑफिसमधून कोणीतरी फोन करा": "ऑफिसमधून … फोन",
    # Kikuyu: a person of yours from sales to call us on the phone ... or we come to your office
    "No tungienda mundu wenu wa sales atuhurire simu. Kana tuuke ofisi yenu Thika": "ofisi … simu",
}
NO_OFFICE_AND_CONTACT = (
    # Nigerian Pidgin: you said payment takes 48 hours ... until I went to the office 3 times (speech reported)
    "Pending since Monday. Una talk say payment na 48 hours. Today na Friday. Last year na the same thing, wait wait "
    "wait, till mi lo office 3 times",
    "afficher le numéro de téléphone",  # to show, not an office
    "l'avis du téléphone",  # a notice
    "le résultat officiel, par téléphone",  # official
    "Pa gen yon moun nan biwo a",  # the office, no contact
    "ringim mi",  # a contact, no office
)


@pytest.mark.parametrize(("text", "words"), OFFICE_AND_CONTACT.items())
def test_the_office_and_a_contact_by_their_loanwords(text: str, words: str) -> None:
    assert borrowed_office_and_contact(text) == words


@pytest.mark.parametrize("text", NO_OFFICE_AND_CONTACT)
def test_no_office_and_contact(text: str) -> None:
    assert borrowed_office_and_contact(text) is None


@pytest.mark.parametrize(("name", "identifier", "starts"), [
    ("signals_tuning_20.json", "ganesh-idol-booking-003", "पैसे दोनदा"),
    ("signals_tuning_21.json", "dashain-goats-002", "कुनै मान्छेलाई"),
    ("signals_tuning_23.json", "haiti-school-tuition-payments-003", "M pa twò"),
    ("signals_tuning_24.json", "kikuyu-chick-hatchery-005", "Mbeca ni"),
    ("signals_tuning_25.json", "tok-pisin-walkabout-sawmill-timber-003", "Orait. Inap"),
])
def test_real_requests_to_be_called_from_the_office_are_found(name: str, identifier: str, starts: str) -> None:
    conversation = labelled_conversation(name, identifier)
    asked = next(item for item in conversation.turns if item.user.startswith(starts))
    assert "escalation_request" in asked.labels
    found = conversations.flagged_turns(detect(conversation.session, MinerConfig()).signals)
    assert asked.index in found["escalation_request"]
