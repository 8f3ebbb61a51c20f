"""The machine set aside, in any language: after what the user wants, a short clause closing on a machine's loanword
("..., buca cun in robot") asks for a person, and after the agent answered it is displeasure with it; and a sentence
of the agent's that only tells of people is no offer of one. The words that must and must not be read so, and real
conversations of the tuning sets in languages no table holds."""

from __future__ import annotations

import json

import pytest

from miner.config import MinerConfig
from miner.signals import detect
from miner.signals import labelled as conversations
from miner.signals.declared import DeclaredLanguage
from miner.signals.text import machine_refused
from tests.factory import BENCH_DATA, labelled_conversation

REFUSED = {
    # Romansh: we are not marrying a month later for a mistake of yours! I want to talk to a person, not a robot. Now.
    "Nus maridein buca in meins pli tard pervia d'in sbagl da vus! Jeu vi discuorer cun ina persuna, buca cun in "
    "robot. Ussa.": "buca cun in robot",
    # Tok Pisin: I want to talk to him straight, not with a robot
    "Mi les pinis long yupela. Mi laik toktok wantaim em stret, i no wantaim robot.": "i no wantaim robot",
    # Corsican: I want to talk to Ghjuvan Petru or to someone who can look at the photos, not to a robot
    "Aghju e foto. Vogliu parlà cù Ghjuvan Petru o cù qualchissia chì pò guardà e foto, micca cù un robot.":
        "micca cù un robot",
    "Je veux parler à un conseiller, pas à un robot.": "pas à un robot",
    "Nataka kuongea na mtu wenu wa huduma kwa wateja, sio hii robot": "sio hii robot",  # Swahili
    # Friulian, the machine followed by what it does, after a person named by a cognate: I want to talk to a real
    # person of the office, not to a computer that always tells me the same thing
    "No. O vuei fevelâ cuntune persone vere dal ufici, no cuntun computer che mi conte simpri la stesse robe.":
        "no cuntun computer",
    "Quiero hablar con una persona, no con un robot que repite lo mismo": "no con un robot",
    # the language's word for a machine, joined by a comma to what is wanted. Acehnese: this bot is no use. I want to
    # talk to a person, a PDAM officer, not to a machine
    "Hana guna bot nyoe. Lon keumeung marit ngon ureueng, petugas PDAM, bukon ngon mesin": "bukon ngon mesin",
    "Abeg a want tok to person na customer care, noto machine": "noto machine",  # Krio
    "Eu quero falar co encargado ou coa dona da casa, non cunha máquina.": "non cunha máquina",  # Galician
}
NOT_REFUSED = (
    "Io col computer non sono capace",  # the message's first clause: I'm no good with the computer
    "Nothing personal, bot",  # a clause of one word: the agent addressed
    "Hola, ¿hablo con una persona o con un bot?",  # a question
    "tri-county builders. 2218 Hwy 9 Sheldon IA",  # a digit: an address
    "gracias, eres un buen bot 😊",  # beside a pleased mark: thanks
    "Kai wannan bot din ba shi da wayo ko kadan",  # the machine not last: read by other cues, if any
    "Ich will jetzt nicht mit einem Computer schreiben, ich will sofort mit dem Einsatzleiter sprechen",
    "Ho parlato con una persona, il computer era guasto",  # the machine the clause's subject: told, not refused
    "Vorrei parlare con il tecnico, no cuntun computer che mi conte simpri la stesse robe",  # no person's cognate
    "Nothing personal, no robot here will answer that",  # "personal" is no person
    "Vine hoy. Vine a recoger la máquina.",  # the word for a machine in a sentence of its own: the user's machine
    "Mbok pumping machine ke ufok mi inamke utom, mmon iduhe ke tank",  # not last in its clause
    "Am ajuns, am venit cu masina",  # Romanian "masina" is as often a car
)


@pytest.mark.parametrize(("text", "clause"), REFUSED.items())
def test_the_machine_set_aside(text: str, clause: str) -> None:
    assert machine_refused(text) == clause


@pytest.mark.parametrize("text", NOT_REFUSED)
def test_no_machine_set_aside(text: str) -> None:
    assert machine_refused(text) is None


@pytest.mark.parametrize(("name", "identifier", "starts", "complaint"), [
    ("signals_tuning_25.json", "romansh-horse-sleigh-rides-004", "Nus maridein", True),
    ("signals_tuning_25.json", "corsican-pack-donkey-hire-004", "U bastu", False),  # its complaint is its capitals
    ("signals_tuning_25.json", "tok-pisin-walkabout-sawmill-timber-004", "Mi les pinis", True),
    ("signals_tuning_24.json", "sesotho-passport-office-005", "Ha ke kope", True),
    ("signals_tuning_19.json", "chama-app-002", "Siku 7??", False),  # its complaint is the number said back
])
def test_real_refusals_are_found(name: str, identifier: str, starts: str, complaint: bool) -> None:
    conversation = labelled_conversation(name, identifier)
    asked = next(item for item in conversation.turns if item.user.startswith(starts))
    assert {"complaint", "escalation_request"} <= asked.labels
    signals = detect(conversation.session, MinerConfig()).signals
    found = conversations.flagged_turns(signals)
    assert asked.index in found["escalation_request"]
    assert asked.index in found["complaint"]
    complaint_evidence = next(signal for signal in signals if signal.kind == "complaint").evidence
    assert any("machine refused" in item.detail for item in complaint_evidence if item.turn == asked.index) or \
        not complaint
    config = MinerConfig()
    config.signals.escalation.other_languages = False
    config.signals.complaint.weights = {"machine_refused": 0}
    found = conversations.flagged_turns(detect(conversation.session, config).signals)
    assert asked.index not in found["escalation_request"]


def test_thanks_to_a_robot_in_an_english_conversation_asks_for_no_one() -> None:
    # "legend. merry christmas robot": the message alone holds no English function word; the conversation is English
    conversation = labelled_conversation("signals_tuning_18.json", "christmas-tree-delivery-uk-004")
    assert not conversations.flagged_turns(detect(conversation.session, MinerConfig()).signals)["escalation_request"]


def test_a_sentence_telling_of_a_team_offers_no_one() -> None:
    # Ilocano: "Ipakaammok daytoy iti team mi ..." (I'll let our team know of it) offers no person; the user's next
    # message, asking for Manang Cely, is handed off by the declared "tawagannaka" (she will call you)
    config = MinerConfig()
    config.signals.languages = {"ilocano": DeclaredLanguage.model_validate(json.loads(
        (BENCH_DATA / "declared_languages" / "ilocano.json").read_text(encoding="utf-8")))}
    conversation = labelled_conversation("signals_tuning_25.json", "ilocano-burnay-jar-pottery-004")
    asked = next(item for item in conversation.turns if item.user.startswith("Nabayag unay"))
    assert "escalation_request" in asked.labels
    assert asked.index in conversations.flagged_turns(detect(conversation.session, config).signals)[
        "escalation_request"]


def test_a_person_not_a_computer_that_goes_on_is_asked_for_in_a_language_no_table_holds() -> None:
    # Friulian, no table of it: "O vuei fevelâ cuntune persone vere dal ufici, no cuntun computer che mi conte simpri
    # la stesse robe." The machine is followed by what it does; the person before it is named by a cognate
    from miner.signals import request_words
    conversation = labelled_conversation("signals_tuning_28.json", "friulian-power-021")
    asked = next(item for item in conversation.turns if item.user.startswith("No. O vuei"))
    assert "escalation_request" in asked.labels
    assert request_words.REQUEST_WORDS.get("friulian") is None
    found = conversations.flagged_turns(detect(conversation.session, MinerConfig()).signals)
    assert asked.index in found["escalation_request"]


def test_a_person_not_a_machine_in_the_language_s_own_word_is_asked_for_in_a_language_no_table_holds() -> None:
    # Acehnese, no table of it: "Hana guna bot nyoe. Lon keumeung marit ngon ureueng, petugas PDAM, bukon ngon mesin"
    # (this bot is no use; I want to talk to a person, a PDAM officer, not to a machine)
    from miner.signals import request_words
    conversation = labelled_conversation("signals_tuning_29.json", "acehnese-water-025")
    asked = next(item for item in conversation.turns if item.user.startswith("Hana guna bot"))
    assert "escalation_request" in asked.labels
    assert request_words.REQUEST_WORDS.get("acehnese") is None
    found = conversations.flagged_turns(detect(conversation.session, MinerConfig()).signals)
    assert asked.index in found["escalation_request"]
