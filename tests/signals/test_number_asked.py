"""A request for a person read from a call arranged by the agent asking for the user's number, in any language: the
agent's answer closes on a question for the number by its loanword ("Biko jikoo m na mmadu n'ezie" "... Kedu nọmba
ekwentị gị?"): the answers that must and must not be read so, the module's own examples, and real conversations of
the tuning sets."""

from __future__ import annotations

import doctest

import pytest

from miner.config import MinerConfig
from miner.signals import detect
from miner.signals import labelled as conversations
from miner.signals import number_asked as number_asked_module
from miner.signals.number_asked import number_asked
from tests import factory
from tests.factory import labelled_conversation, labelled_request_found

ASKED = (
    # Igbo: I am sending your message to our finance staff; someone will call you within 2 hours. Your phone number?
    "Ọ dị mma. Ana m ezigara ndị ọrụ ngalaba ego anyị ozi gị. Onye ga-akpọ gị n'ime awa abụọ. Kedu nọmba ekwentị gị?",
    # Wolof: I sent your request to Sokhna. She will call you tomorrow morning. Which number?
    "Waaw. Yónnee naa sa laaj ci Sokhna. Dina la woo ëllëg ci suba. Ban nimero la?",
    # Fijian: I asked Josefa of our sales team to call you. What is the phone number?
    "Io, e rawa. Au sa kerea vei Josefa mai na neimami timi ni volivoli me qiri vei kemuni. Na cava na naba ni "
    "talevoni?",
    # Chichewa: I asked Chikondi to call you today. What is your number?
    "Chabwino. Ndapempha a Chikondi kuti akuyimbireni lero. Nambala yanu ndi iti?",
)
NOT_ASKED = (
    # a number of a thing: the order, the job card (Ilocano, Twi)
    "Ania ti naganmo wenno ti order number?",
    "Wobɛtumi de wo job card number no ama me na mahwɛ nea wɔyɛeɛ?",
    # the number asked, then more said: no question closes the answer
    "Kedu nọmba ekwentị gị? Anyị ga-akpọ gị echi.",
    # the number told, not asked (a digit in the question)
    "Ban nimero la, 77 555 01 23?",
    # a question of no number
    "Na cava na gauna e rawa ni keda veitalanoa kina?",
    # a number's word inside another word: "nombre" (a name), "enumera"
    "¿Cuál es su nombre? ¿Nos enumera los productos?",
)


@pytest.mark.parametrize("answer", ASKED)
def test_a_number_asked_closes_the_answer(answer: str) -> None:
    assert number_asked(answer) == answer.rsplit(". ", 1)[-1]


@pytest.mark.parametrize("answer", NOT_ASKED)
def test_no_number_asked(answer: str) -> None:
    assert number_asked(answer) is None


def test_the_modules_own_examples() -> None:
    failed, tried = doctest.testmod(number_asked_module)
    assert tried and not failed


@pytest.mark.parametrize(("name", "identifier", "starts"), [
    ("signals_tuning_22.json", "palm-oil-orders-003", "Ezitela m ya"),  # Igbo
    ("signals_tuning_22.json", "bazin-dyeing-sn-003", "Nun ñoo koy indi"),  # Wolof
    ("signals_tuning_23.json", "malawi-peanut-butter-002", "Ndiyimbireni foni"),  # Chichewa
    ("signals_tuning_23.json", "fiji-rugby-kit-003", "Vinaka. Ia e levu"),  # Fijian
    ("signals_tuning_24.json", "cebuano-lechon-orders-003", "Ok. Pwede ko"),  # Cebuano
    ("signals_tuning_25.json", "ilocano-burnay-jar-pottery-004", "Nabayag unay"),  # Ilocano
    ("signals_tuning_30.json", "bikol-obclinic-032", "Pwede tabi ako"),  # Bikol
    ("signals_tuning_30.json", "veneto-consorzio-022", "Va ben, so socio"),  # Venetian
])
def test_real_requests_found_from_the_number_asked(name: str, identifier: str, starts: str) -> None:
    assert labelled_request_found(name, identifier, starts)


def test_a_first_message_and_a_number_given_are_not_read() -> None:
    # Igbo: connect me with a real person; what is your phone number?
    exchange = ("Biko jikoo m na mmadu n'ezie, ike agwula m",
                "Ọ dị mma. Ana m ezigara ndị ọrụ anyị ozi gị. Kedu nọmba ekwentị gị?")
    opening = ("Ndewo, achọrọ m ịzụ mmanụ nkwụ maka ụlọ oriri m.",
               "Ndewo! Anyị nwere mmanụ nkwụ ọhụrụ. Ole ka ị chọrọ?")
    # the first message: a number asked there is as often the matter's own
    assert not conversations.flagged_turns(detect(factory.conversation(exchange), MinerConfig()).signals)[
        "escalation_request"]
    found = detect(factory.conversation(opening, exchange), MinerConfig()).signals
    assert conversations.flagged_turns(found)["escalation_request"] == {1}
    details = [evidence.detail for signal in found for evidence in signal.evidence if evidence.turn == 1]
    assert any("the agent asks the number to call" in detail for detail in details)
    # a time given in the message answers the agent: no request read from the number asked next
    timed = ("Biko jikoo m na mmadu n'ezie, ike agwula m, echi n'elekere 9",
             "Ọ dị mma. Ana m ezigara ndị ọrụ anyị ozi gị. Kedu nọmba ekwentị gị?")
    assert not conversations.flagged_turns(detect(factory.conversation(opening, timed), MinerConfig()).signals)[
        "escalation_request"]


@pytest.mark.parametrize(("identifier", "starts"), [
    ("banjar-river-001", "2x24 jam lagi"),  # the agent's "2x24 jam" said back
    ("banjar-river-003", "Kira-kira 8 kubik"),  # a count in the unit the agent asked in
])
def test_the_agents_own_figures_are_no_number_given(identifier: str, starts: str) -> None:
    conversation = labelled_conversation("signals_tuning_33.json", identifier)
    asked = next(item for item in conversation.turns if item.user.startswith(starts))
    assert "escalation_request" in asked.labels
    found = detect(conversation.session, MinerConfig()).signals
    assert asked.index in conversations.flagged_turns(found)["escalation_request"]


def test_a_figure_of_the_agents_is_not_the_users_own() -> None:
    # Igbo: the price of a drum of palm oil is 45000; 45000?? connect me with a real person
    opening = ("Ndewo, achọrọ m ịzụ mmanụ nkwụ maka ụlọ oriri m.",
               "Ndewo! Otu drum mmanụ nkwụ bụ 45000 naira. Ole ka ị chọrọ?")
    said_back = ("45000?? Biko jikoo m na mmadu n'ezie, ike agwula m",
                 "Ọ dị mma. Ana m ezigara ndị ọrụ anyị ozi gị. Kedu nọmba ekwentị gị?")
    counted = ("Ihe dị ka 3 drum. Biko jikoo m na mmadu n'ezie",
               "Ọ dị mma. Ana m ezigara ndị ọrụ anyị ozi gị. Kedu nọmba ekwentị gị?")
    for exchange in (said_back, counted):
        found = detect(factory.conversation(opening, exchange), MinerConfig()).signals
        assert conversations.flagged_turns(found)["escalation_request"] == {1}
    # a figure of the user's own (a price the agent never wrote; a count in a unit the agent did not ask in) is given
    own_price = ("50000?? Biko jikoo m na mmadu n'ezie, ike agwula m", said_back[1])
    own_count = ("Ihe dị ka 3 tonne. Biko jikoo m na mmadu n'ezie", counted[1])
    for exchange in (own_price, own_count):
        found = detect(factory.conversation(opening, exchange), MinerConfig()).signals
        assert not conversations.flagged_turns(found)["escalation_request"]
