"""A request for a person read from the agent confirming the number to call, in any language: the agent's answer
closes on a question holding a phone number the user's message did not give: the module's own examples, conversations
built so, and real conversations of the tuning sets."""

from __future__ import annotations

import doctest

import pytest

from miner.config import MinerConfig
from miner.signals import detect
from miner.signals import labelled as conversations
from miner.signals import number_confirmed as number_confirmed_module
from tests import factory
from tests.factory import labelled_request_found

# Māori: the closing day is tomorrow; (the agent) the office shuts tomorrow.
OPENING = ("Āpōpō kē te rā kati, kāore he wā mō tēnā!", "Ka kati te tari āpōpō.")
# ... I must talk to someone of the scholarship office right now; Huia will ring you; is your number still ...?
CONFIRMED = ("Me kōrero au ki tētahi tangata o te tari karahipi ināianei tonu, ki a Huia",
             "Ka mārama. Ka waea atu a Huia ki a koe i mua i te 4 karaka. Kei te tika tonu tō nama waea 021 448 902?")


def test_the_modules_own_examples() -> None:
    failed, tried = doctest.testmod(number_confirmed_module)
    assert tried and not failed


def _requests(*exchanges: tuple[str, str]) -> set[int]:
    return conversations.flagged_turns(detect(factory.conversation(*exchanges), MinerConfig()).signals)[
        "escalation_request"]


def test_the_number_confirmed_reads_the_request() -> None:
    assert _requests(OPENING, CONFIRMED) == {1}


def test_a_first_message_and_a_yes_are_not_read() -> None:
    # the first message: a booking confirmed by the number is as common
    assert not _requests(CONFIRMED)
    assert not _requests(OPENING, ("Āe", CONFIRMED[1]))


@pytest.mark.parametrize(("name", "identifier", "starts"), [
    ("signals_tuning_25.json", "maori-iwi-karahipi-004", "Āpōpō kē te rā"),  # Māori
    ("signals_tuning_34.json", "lae-png-mobile-data-002", "look mi no laik"),  # Tok Pisin
    ("signals_tuning_34.json", "rajshahi-garment-payroll-005", "bhai apni ekta bot"),  # Bengali in Latin letters
    ("signals_tuning_35.json", "iumien-craft-shop-005", "Buo nzunc"),  # Iu Mien
])
def test_real_requests_found_from_the_number_confirmed(name: str, identifier: str, starts: str) -> None:
    assert labelled_request_found(name, identifier, starts)
