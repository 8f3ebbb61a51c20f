"""A request for a person read from a call arranged over the next turn, in any language: the agent's answer closes on
a question, the user's next message gives a phone number written nowhere before, and the agent's next answer says it
back: the module's own examples, conversations built so, and real conversations of the tuning sets."""

from __future__ import annotations

import doctest

import pytest

from miner.config import MinerConfig
from miner.signals import detect
from miner.signals import labelled as conversations
from miner.signals import number_said_back as number_said_back_module
from tests import factory
from tests.factory import labelled_request_found, unlabelled_requests_flagged

# Miskito: good morning, I am Nubia; my husband is a diver, he is sick, in hospital.
OPENING = ("Naksa. Yang Nubia Cunningham. Ai waitna buzo sa, siknis sa, hospital ra sa",
           "Naksa Nubia. Sâri pali sna. Teodoro socio número ba dia?")
# ... I want to talk with someone of the co-operative, by phone; the coordinator will call you, your number?
ASKED = ("Socio 0219. Yang aisaia want sna upla kum wal cooperativa wina. Phone ra. Ai lalah apu",
         "Au. Melba Müller man ra phone ra kaulbia, 20 minuto bilara. Ma número dia?")
GIVEN = ("8736 2094. Tingki pali", "Ai wisi: Melba 8736 2094 ra kaulbia.")


def test_the_modules_own_examples() -> None:
    failed, tried = doctest.testmod(number_said_back_module)
    assert tried and not failed


def _requests(*exchanges: tuple[str, str]) -> set[int]:
    return conversations.flagged_turns(detect(factory.conversation(*exchanges), MinerConfig()).signals)[
        "escalation_request"]


def test_the_message_before_the_question_is_the_request() -> None:
    assert _requests(OPENING, ASKED, GIVEN) == {1}


def test_a_first_message_a_number_not_said_back_and_a_number_written_before_are_not_read() -> None:
    # the first message: a question answered so is as often a booking taken or a call the agent offered at once
    assert not _requests(ASKED, GIVEN)
    # the number given is not said back, after a question naming it by its loanword ("número")
    assert not _requests(OPENING, ASKED, ("8736 2094. Tingki pali", "Tingki pali. Melba kaulbia."))
    # the number was written before: an account's, not one given to be called
    written = ("Naksa. Yang Nubia, socio 8736 2094. Ai waitna buzo sa, siknis sa", OPENING[1])
    assert not _requests(written, ASKED, GIVEN)


@pytest.mark.parametrize(("name", "identifier", "starts"), [
    ("signals_tuning_24.json", "breton-costume-embroidery-003", "Super. Gwelloc'h"),  # Breton
    ("signals_tuning_26.json", "west-frisian-municipality-030", "Ik ha it online"),  # West Frisian
    ("signals_tuning_35.json", "luri-gas-power-bill-004", "انحصار وراثت"),  # Luri
    ("signals_tuning_35.json", "miskito-lobster-coop-004", "Socio 0219"),  # Miskito
])
def test_real_requests_found_from_the_number_said_back(name: str, identifier: str, starts: str) -> None:
    assert labelled_request_found(name, identifier, starts)


@pytest.mark.parametrize(("name", "identifier", "starts"), [
    ("signals_tuning_18.json", "krby-sk-002", "Ved to hlasim"),  # Slovak
    ("signals_tuning_22.json", "microfinance-vendors-003", "Fantatray izany"),  # Malagasy
    ("signals_tuning_28.json", "sranan-stroom-025", "Oke. Ma mi abi"),  # Sranan Tongo
    ("signals_tuning_29.json", "rusyn-council-034", "Чудесно."),  # Rusyn
])
def test_real_requests_found_from_the_number_taken(name: str, identifier: str, starts: str) -> None:
    assert labelled_request_found(name, identifier, starts)


@pytest.mark.parametrize(("name", "identifier"), [
    # Acholi: a call the agent offered ("... Imito?", do you want it?), taken up with a yes and the number
    ("signals_tuning_36.json", "acholi-health-refill-005"),
    # Twi: a booking's name and number, asked for by the number's loanword
    ("signals_tuning_26.json", "twi-electrician-034"),
])
def test_no_request_read_from_a_number_taken_after_an_offer_or_a_booking(name: str, identifier: str) -> None:
    assert not unlabelled_requests_flagged(name, identifier)


def test_a_number_taken_nearly_alone_after_a_question_for_it() -> None:
    # Miskito, the question for the number in words of its own (no loanword), the number taken with no figure
    asked = ("Socio 0219. Yang aisaia want sna upla kum wal cooperativa wina. Phone ra. Ai lalah apu",
             "Au. Melba Müller man ra phone ra kaulbia, 20 minuto bilara. Man phone ra ani kaina sa?")
    assert _requests(OPENING, asked, ("8736 2094. Tingki pali", "Tingki pali. Melba kaulbia.")) == {1}
    # the next answer goes on with a figure or a question: the matter carried on
    assert not _requests(OPENING, asked, ("8736 2094. Tingki pali", "Tingki pali. Melba kaulbia 20 minuto bilara."))
    assert not _requests(OPENING, asked, ("8736 2094. Tingki pali", "Tingki pali. Nahki nina?"))
    # the number given with a message of its own, more than a name and thanks
    assert not _requests(OPENING, asked, ("8736 2094. Yang naha wina bara pali wark takaskaya sa, tingki pali",
                                          "Tingki pali. Melba kaulbia."))


@pytest.mark.parametrize(("name", "identifier", "starts"), [
    ("signals_tuning_18.json", "pet-cremation-ro-003", "pot vorbi cu cineva"),  # Romanian
    ("signals_tuning_20.json", "biltong-online-shop-003", "Ek het 'n klomp vrae"),  # Afrikaans
    ("signals_tuning_22.json", "taxi-finance-za-002", "Hayi bo!"),  # Xhosa
    ("signals_tuning_24.json", "luxembourgish-condo-syndic-003", "Ok dat bréngt näischt"),  # Luxembourgish
])
def test_real_requests_found_from_a_number_asked_in_no_question(name: str, identifier: str, starts: str) -> None:
    assert labelled_request_found(name, identifier, starts)


@pytest.mark.parametrize(("name", "identifier"), [
    # Sesotho: the new number for the SMS, asked for by the number's loanword ("Ke kopa u mpe nomoro e ncha")
    ("signals_tuning_24.json", "sesotho-passport-office-003"),
    # Balti: an invoice's tax number given with a message of its own after a statement, said back in the invoice
    ("signals_tuning_35.json", "balti-trek-jeep-002"),
])
def test_no_request_read_from_a_number_after_a_statement_naming_it_or_with_words_of_its_own(name: str,
                                                                                           identifier: str) -> None:
    assert not unlabelled_requests_flagged(name, identifier)
