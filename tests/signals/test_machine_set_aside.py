"""A request for a person read from the machine set aside, in any language: the user names the machine by its loanword
in a sentence of its own that asks nothing, in a message of two sentences or more, and the agent's answer names no
machine and asks nothing ("... Qof dhab ah ii gudbi, bot-kan waxba ma fahmayo" "Waxaan kuu gudbinayaa kooxda
adeegga macaamiisha."): the messages and answers that must and must not be read so, the module's own examples, and
real conversations of the tuning sets."""

from __future__ import annotations

import doctest

import pytest

from miner.config import MinerConfig
from miner.signals import detect
from miner.signals import labelled as conversations
from miner.signals import machine_set_aside as machine_set_aside_module
from miner.signals.machine_set_aside import machine_set_aside
from tests import factory
from tests.factory import labelled_request_found

HANDED_OFF = "Waxaan kuu gudbinayaa kooxda adeegga macaamiisha. Waqtiga sugitaanku waa qiyaastii 20 daqiiqo."

SET_ASIDE = (
    # Somali: a photo? Look at the photos I sent you yesterday. Put me through to a real person, this bot understands
    # nothing.
    ("Sawir? Eeg sawirada aan shalay email-ka idiinku soo diray. Qof dhab ah ii gudbi, bot-kan waxba ma fahmayo",
     "Qof dhab ah ii gudbi, bot-kan waxba ma fahmayo"),
    # Kaqchikel: I do not want to talk with a machine any more. I want a real person.
    ("man ninwajo' ta chik ninch'o' rik'in jun máquina. Ninwajo' jun qitzij winäq.",
     "man ninwajo' ta chik ninch'o' rik'in jun máquina."),
    # Ibibio: I want to talk with a person, not this machine. Please give me someone of customer care.
    ("Ami nyom ndineme ye owo, idịghe machine emi. Mbok nọ mi owo customer care",
     "Ami nyom ndineme ye owo, idịghe machine emi."),
    # Tharu, the Devanagari full stop ending the sentence: I am tired of talking with the bot. At least have me meet
    # someone of the committee.
    ("मै बोटसे बात करके थक गैलुँ। अध्यक्षसे नै त कम से कम समितिक कुनो मनैसे भेट करा डेउ",
     "मै बोटसे बात करके थक गैलुँ।"),
    # Luri, the robot in Persian script: previous debt??? I do not want to talk with the robot, a person, an expert,
    # anyone, connect me now
    ("بدهی قبلی؟؟؟ نمِخوم وا ربات حرف بزنم، ی آدم، کارشناس، هر کی، ایسه وصلم کن",
     "نمِخوم وا ربات حرف بزنم، ی آدم، کارشناس، هر کی، ایسه وصلم کن"),
)
NOT_SET_ASIDE = (
    # the machine's loanword opening its sentence: what the sentence tells of, here a boat (Miskito: fine. The boat,
    # the sea is bad now, a hurricane near Jamaica)
    ("Pain. Bot kabu saura sa naiwa, huracán kum Jamaica pura ra sa bila 😬 Taim ba saura pali",
     "Au, SINAPRED alerta verde sa naiwa. Capitanía de Puerto zarpe yabras kaka."),
    # one sentence: a question without its mark, a complaint at the bot
    ("da li ste vi pravi covek ili neki bot", "Mogu da vas povežem sa kolegom iz servisa."),
    ("Kai wannan bot din ba shi da wayo ko kadan 🙄 Na tambaye ka abu daban", "Yi haƙuri, ban gane tambayarku ba."),
    # the machine only in a question: what the agent is, with its mark or in a few words closing the message
    ("ok. r u a bot btw", "Deliveries in your area are running."),
    ("Hello. Ndax robot nga walla nit?", "Mën naa la dimbali ci commande, prix ak livraison."),
    # praise of the machine
    ("Yónnee naa ko ba pare ci WhatsApp bi. Yéen de, robot yu xareñ ngeen 👏👏", "Gis nanu ko léegi."),
    # the user's own machine: named before other words of its clause
    ("Bang, listrek di rumoh lon sering mate. MCB turon meunyo lon peu udep mesin cuci lam rumoh.",
     "Tukang kamoe akan trok singoh."),
    ("Guaha dos na refrigerator yan un washing machine gi me'nan i guma'-hu. Esta dos simana.",
     "I bulky trash pickup kada segundo Sabalu gi mes."),
)


@pytest.mark.parametrize(("message", "sentence"), SET_ASIDE)
def test_the_machine_set_aside_and_taken_so(message: str, sentence: str) -> None:
    assert machine_set_aside(message, HANDED_OFF) == sentence


@pytest.mark.parametrize(("message", "answer"), NOT_SET_ASIDE)
def test_no_machine_set_aside(message: str, answer: str) -> None:
    assert machine_set_aside(message, answer) is None


def test_not_when_the_answer_names_a_machine_or_asks() -> None:
    message, _ = SET_ASIDE[0]
    # the agent says what it is, or asks again: it did not take the user at their word
    assert machine_set_aside(message, "Ndi robot (AI assistant) wa Kaputula Brickfield mukwai.") is None
    assert machine_set_aside(message, "Waan ka xumahay. Maxaad rabtaa?") is None
    assert machine_set_aside(message, "Yes, I'm the automated assistant for PawBox.") is None
    assert machine_set_aside(message, "Waxaan ahay caawiye dijitaal ah.") is None


def test_the_modules_own_examples() -> None:
    failed, tried = doctest.testmod(machine_set_aside_module)
    assert tried and not failed


@pytest.mark.parametrize(("name", "identifier", "starts"), [
    ("signals_tuning_22.json", "uunsi-shop-003", "Sawir? Eeg"),  # Somali
    ("signals_tuning_27.json", "ewe-plumber-no-show-037", "Etsɔ?! Ao."),  # Ewe
    ("signals_tuning_29.json", "pangasinan-waterdistrict-033", "Ag ko labay"),  # Pangasinan
    ("signals_tuning_31.json", "ligurian-waste-023", "Basta co-a"),  # Ligurian
    ("signals_tuning_31.json", "kaqchikel-electricity-031", "man ninwajo'"),  # Kaqchikel
    ("signals_tuning_31.json", "ibibio-electricity-036", "Ami nyom"),  # Ibibio
])
def test_real_requests_found_from_the_machine_set_aside(name: str, identifier: str, starts: str) -> None:
    assert labelled_request_found(name, identifier, starts)


def test_read_in_a_conversation_not_in_english_only() -> None:
    opening = ("Salaan, waxaan rabaa inaan iibsado uunsi iyo catar.", "Soo dhawoow! Noocee ayaad rabtaa?")
    refusal = ("Sawir? Eeg sawirada aan shalay idiin soo diray. Qof dhab ah ii gudbi, bot-kan waxba ma fahmayo",
               HANDED_OFF)
    found = detect(factory.conversation(opening, refusal), MinerConfig()).signals
    assert conversations.flagged_turns(found)["escalation_request"] == {1}
    details = [evidence.detail for signal in found for evidence in signal.evidence if evidence.turn == 1]
    assert any("the machine set aside" in detail for detail in details)
    # in English the same shape is as often a complaint at the bot answered with a fix
    english = ("I sent the photos yesterday. This bot is useless.",
               "I have found the photos. The refund is on its way.")
    found = detect(factory.conversation(("Hello, I want to buy some incense.", "Welcome! Which kind?"), english),
                   MinerConfig()).signals
    assert not conversations.flagged_turns(found)["escalation_request"]
