"""A person asked for by a role's English loanword in any script, in a message of a few words: the words that must
and must not be read so, and real conversations of the tuning sets in languages no request table holds."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from miner.config import MinerConfig
from miner.model import Session, Turn
from miner.signals import detect
from miner.signals import labelled as conversations
from miner.signals.borrowed_roles import borrowed_role, borrowed_role_and_contact, borrowed_role_number
from tests.factory import labelled_conversation

ASKED = {
    "konsultant": "konsultant",
    "მენეჯერს დამალაპარაკეთ. ახლავე.": "მენეჯერს",  # Georgian: let me talk to the manager. Now.
    "менеджера позовите": "менеджера",
    "ম্যানেজার দিন": "ম্যানেজার",
    "مینیجر سے بات": "مینیجر",
    "オペレーター": "オペレーター",
    "매니저 불러주세요": "매니저",
    "operatore per favore": "operatore",
    "супервайзер, пожалуйста": "супервайзер",
    "koordinator prosím": "koordinator",
    # closing a short clause of a longer message: the clause asks, the rest says why
    "Maiwe. Ndipei maneja, zvave zvekutamba izvi": "maneja",  # Shona: give me the manager, this is a joke now
    "mi stai facendo girare in tondo. voglio un operatore": "operatore",
    "Nimechoka kusubiri siku tatu. Nipe meneja!": "meneja",  # Swahili: I am tired of waiting, give me the manager
}
NOT_ASKED = (
    "manejar",  # Spanish: to handle
    "un manjar delicioso",  # a dish
    "la agenda",
    "Mitarbeiter",  # no loanword: the German table's word
    "ok, grazie mille",
    "humanitarian aid",
    "el gerente no maneja nada aquí",  # Spanish: the manager handles nothing here; "maneja" in a long clause
    "Manejan bien los pedidos grandes",  # Spanish: they handle big orders well
    # a role spoken of in a short clause, followed by what it did: our manager is asking
    "GST invoice ಬೇಕು, office reimbursement ಗೆ. ನಮ್ ಮ್ಯಾನೇಜರ್ ಕೇಳ್ತಿದ್ದಾರೆ.",
    # a role spoken of in a longer message
    "quem é minha consultora? a Fernanda ainda trabalha aí?",
    "Ya hablé con el agente de seguros ayer por la tarde",
    # Thai users greet whoever answers as "admin"
    "แอดมินคะ",
    # a short clause closed by a question mark asks about the role it ends on: who handles it?
    "Tengo una duda con la factura de la empresa, ¿quién lo maneja?",
)


@pytest.mark.parametrize(("text", "role"), ASKED.items())
def test_a_role_asked_for_by_its_loanword(text: str, role: str) -> None:
    assert borrowed_role(text) == role


@pytest.mark.parametrize("text", NOT_ASKED)
def test_no_role_asked_for(text: str) -> None:
    assert borrowed_role(text) is None


@pytest.mark.parametrize(("name", "identifier", "turn"), [
    ("signals_tuning_19.json", "reupholstery-002", "მენეჯერს დამალაპარაკეთ. ახლავე."),
    ("signals_tuning_16.json", "leasing-pl-002", "konsultant"),
    ("signals_tuning_22.json", "grocery-hampers-004", "Maiwe. Ndipei maneja, zvave zvekutamba izvi"),
])
def test_real_requests_in_a_few_words_are_found(name: str, identifier: str, turn: str) -> None:
    conversation = labelled_conversation(name, identifier)
    asked = next(item for item in conversation.turns if item.user == turn)
    assert "escalation_request" in asked.labels
    found = conversations.flagged_turns(detect(conversation.session, MinerConfig()).signals)
    assert asked.index in found["escalation_request"]


def test_admin_greeted_in_thai_asks_for_no_one() -> None:
    conversation = labelled_conversation("signals_tuning_18.json", "durian-th-004")
    assert not any("escalation_request" in turn.labels for turn in conversation.turns)
    assert not conversations.flagged_turns(detect(conversation.session, MinerConfig()).signals)["escalation_request"]


def test_a_manager_spoken_of_in_kannada_asks_for_no_one() -> None:
    conversation = labelled_conversation("signals_tuning_21.json", "acting-driver-service-005")
    assert not any("escalation_request" in turn.labels for turn in conversation.turns)
    assert not conversations.flagged_turns(detect(conversation.session, MinerConfig()).signals)["escalation_request"]


def test_off_with_the_other_languages() -> None:
    conversation = labelled_conversation("signals_tuning_19.json", "reupholstery-002")
    config = MinerConfig()
    config.signals.escalation.other_languages = False
    found = conversations.flagged_turns(detect(conversation.session, config).signals)
    asked = next(turn.index for turn in conversation.turns if turn.user.startswith("მენეჯერს"))
    assert asked not in found["escalation_request"]


ROLE_AND_CONTACT = {
    # Kannada: nobody speaks to the bot for this; let a supervisor of yours call me
    "ಇದನ್ನೆಲ್ಲಾ bot ಹತ್ರ ಮಾತಾಡಿ ಪ್ರಯೋಜನ ಇಲ್ಲ. ನಿಮ್ ಕಡೆಯಿಂದ ಯಾರಾದ್ರೂ supervisor ನನಗೆ call ಮಾಡ್ಲಿ.": "supervisor … call",
    # Uzbek: may I talk with an operator, or let someone phone me
    "Bularni yozib tushuntirish qiyin ekan. Operator bilan gaplashsam bo`ladimi, yoki kimdir menga telefon qilsin":
        "Operator … telefon",
    # a trade's loanword beside a contact's. Efik: please, I want to talk with that plumber on the phone before he comes
    "Ofon. Mbok nyom ndineme ye plumber oro ke phone mbemiso enye edi": "plumber … phone",
    # Kichwa: can the vet come to my house? First I want to talk with him, even on the telephone
    "Veterinario ñuka wasiman shamunkapak ushanchu? Ñawpaka paywan rimanata munani, teléfonopi kakpipash":
        "Veterinario … teléfonopi",
}
NO_ROLE_AND_CONTACT = (
    "el agente vive en la calle Mayor",  # a street, no call
    "ಯಾರಾದ್ರೂ supervisor ಬರ್ತಾರಾ?",  # a role, no contact word
    "ನನಗೆ call ಮಾಡಿ",  # a contact, no role
    "el técnico ya vino",  # a trade alone: who did the work
)


@pytest.mark.parametrize(("text", "words"), ROLE_AND_CONTACT.items())
def test_a_role_and_a_contact_by_their_loanwords_in_a_longer_message(text: str, words: str) -> None:
    assert borrowed_role(text) is None
    assert borrowed_role_and_contact(text) == words


@pytest.mark.parametrize("text", NO_ROLE_AND_CONTACT)
def test_no_role_and_contact(text: str) -> None:
    assert borrowed_role_and_contact(text) is None


@pytest.mark.parametrize(("identifier", "starts"), [
    ("acting-driver-service-002", "ಇದನ್ನೆಲ್ಲಾ bot"),
    ("umrah-tours-003", "Bularni yozib"),
    ("efik-repair-027", "Ofon. Mbok nyom"),
    ("kichwa-farm-040", "Veterinario"),
])
def test_real_code_switched_requests_are_found(identifier: str, starts: str) -> None:
    name = "signals_tuning_29.json" if identifier.startswith(("efik", "kichwa")) else "signals_tuning_21.json"
    conversation = labelled_conversation(name, identifier)
    asked = next(item for item in conversation.turns if item.user.startswith(starts))
    assert "escalation_request" in asked.labels
    found = conversations.flagged_turns(detect(conversation.session, MinerConfig()).signals)
    assert asked.index in found["escalation_request"]
    config = MinerConfig()
    config.signals.escalation.other_languages = False
    assert asked.index not in conversations.flagged_turns(detect(conversation.session, config).signals)[
        "escalation_request"]


def test_a_question_ending_on_a_role_s_word_asks_for_no_one_in_a_conversation() -> None:
    # Spanish: "Tengo una duda con la factura de la empresa, ¿quién lo maneja?" (who handles it?), played through
    # the detectors: the Bantu "maneja" closes a clause of three words, which is a question.
    started = datetime(2026, 11, 20, 8, 0, tzinfo=UTC)
    session = Session(session_id="quien-lo-maneja", app_name="shop", started_at=started,
                      ended_at=started + timedelta(minutes=1), turns=[
                          Turn(index=0, user_text="Tengo una duda con la factura de la empresa, ¿quién lo maneja?",
                               final_response="La factura la gestiona el equipo de contabilidad.",
                               started_at=started)])
    assert not conversations.flagged_turns(detect(session, MinerConfig()).signals)["escalation_request"]


ROLE_NUMBER = {
    # Bemba: I don't want to hear that. Give me your boss's number, I want to talk to them now
    "Nshilefwaya ukumfwa ifyo. Mpeleni nambala ya ba boss wenu, ndefwaya ukulanda nabo nomba.": "nambala … boss",
    # Tok Pisin: I'm done with you. Give me the manager's number now
    "Mi les pinis long yupela. Givim mi namba bilong manesa nau.": "namba … manesa",
    # Swahili, a digit in another sentence: order 55. Give me the manager's number
    "Oda 55. Nipe namba ya meneja": "namba … meneja",
}
NO_ROLE_NUMBER = (
    "ok bos, nomor resi na mana?",  # the boss addressed first, a tracking number asked
    "makasih bos",  # the boss as a way of addressing whoever answers
    "mi numero de agente es 4",  # a number given, not asked
    "Mpeleni nambala ya order yandi",  # a number of something, no role
)


@pytest.mark.parametrize(("text", "words"), ROLE_NUMBER.items())
def test_a_roles_number_asked_for_by_loanwords(text: str, words: str) -> None:
    assert borrowed_role_number(text) == words


@pytest.mark.parametrize("text", NO_ROLE_NUMBER)
def test_no_roles_number(text: str) -> None:
    assert borrowed_role_number(text) is None
    assert borrowed_role_and_contact(text) is None
