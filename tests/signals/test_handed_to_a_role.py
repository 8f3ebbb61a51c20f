"""A request for a person read from the agent's answer, in any language: the answer's opening hands the user to a role
named by its loanword ("Claro. Te transfiero con un agente de soporte."), when nothing before had named one: the
answers that must and must not be read so, and real conversations of the tuning sets."""

from __future__ import annotations

import pytest

from miner.config import MinerConfig
from miner.signals import detect
from miner.signals import labelled as conversations
from miner.signals.borrowed_roles import handed_role
from miner.signals.escalation import more_than_a_yes, unasked
from tests import factory
from tests.factory import labelled_conversation, unlabelled_requests_flagged

HANDED = {
    "Claro. Te transfiero con un agente de soporte en español.": "agente",
    "Przepraszam. Przekazuję rozmowę do konsultanta.": "konsultanta",
    # Bislama: I understand. I've sent your request to the depot now, a staff member will ring you within 30 minutes
    "Mi andastanem. Mi sendem rikwes blong yu long depo naoia, wan staf bambae i ringim yu insaed long 30 minit.":
        "staf",
    # Fijian: I have sent your request to Mereani, our manager. She will call you within the hour
    "Au sa vakauta na nomu kerekere vei Mereani, na neimami manager. Ena qiri vei iko ena loma ni dua na aua.":
        "manager",
    "বুঝতে পারছি। আমি বিষয়টা আমাদের কাস্টমার রিলেশনস ম্যানেজারের কাছে পাঠিয়েছি।": "ম্যানেজারের",
    "Beeni. E fi nomba yin sile, okan ninu awon sales officer wa yoo pe yin.": "officer",
    # a script written without spaces: the loanword runs into the words around it (I will put you through to staff,
    # to the front desk's staff)
    "かしこまりました。スタッフにおつなぎします。": "スタッフにおつなぎします。",
    "申し訳ございません。フロントスタッフにおつなぎします。": "フロントスタッフにおつなぎします。",
    # an article elided before the loanword (Sicilian: I'll put you through to an operator of the customer office)
    "Scusati assai. Vi passu subitu a n'operaturi di l'ufficiu clienti, aspittati un mumentu ntâ chat.":
        "n'operaturi",
}
NOT_HANDED = (
    # the role after a first sentence that tells something: the agent escalating of its own accord
    "Chápem, že je to nepríjemné. Vašu požiadavku som odovzdal koordinátorovi montáží.",
    # a role asked about, not handed to
    "Bitte. Möchten Sie mit einem Operator sprechen?",
    # no loanword of a role: a price list, a special cleaner, a specialised psychologist
    "Guten Tag! Für Geschäftskunden bieten wir Staffelpreise an.",
    "Dobrý deň! Sklo odporúčame čistiť špeciálnym čističom.",
    "Po, kemi psikologë të specializuar për adoleshentët.",
    # the role in the third sentence
    "Em gutpela askim. Mipela save givim diskaun. Tasol manesa bilong mipela i mas lukim pastaim.",
    # no loanword in a run of Chinese characters: I'll put you through to a colleague of customer service
    "好，而家幫你轉接客服同事，請稍等。",
)


@pytest.mark.parametrize(("answer", "role"), HANDED.items())
def test_the_role_an_answer_hands_the_user_to(answer: str, role: str) -> None:
    assert handed_role(answer) == role


@pytest.mark.parametrize("answer", NOT_HANDED)
def test_no_role_handed_to(answer: str) -> None:
    assert handed_role(answer) is None


def test_a_message_without_spaces_says_more_than_a_yes_by_its_letters() -> None:
    assert more_than_a_yes("予約について、スタッフの方と話したいです")  # I'd like to talk to staff about my booking
    assert not more_than_a_yes("はい、お願いします")  # yes, please
    assert not more_than_a_yes("Igen, köszönöm.")


@pytest.mark.parametrize(("name", "identifier", "starts"), [
    ("signals_tuning_23.json", "fiji-rugby-kit-002", "Au via veivosaki kei na manager"),  # Fijian
    ("signals_tuning_26.json", "bislama-gas-040", "Be mi nidim gas tedei"),  # Bislama
    # Hiligaynon: "a person", a word alone after answers that asked nothing, answered with a hand-off to staff
    ("signals_tuning_26.json", "hiligaynon-kuryente-021", "tawo"),
])
def test_real_requests_found_from_the_agent_handing_off_to_a_role(name: str, identifier: str, starts: str) -> None:
    conversation = labelled_conversation(name, identifier)
    asked = next(item for item in conversation.turns if item.user.startswith(starts))
    assert "escalation_request" in asked.labels
    found = detect(conversation.session, MinerConfig()).signals
    assert asked.index in conversations.flagged_turns(found)["escalation_request"]
    assert any("the agent hands them to a role" in evidence.detail
               for signal in found for evidence in signal.evidence if evidence.turn == asked.index)


@pytest.mark.parametrize(("name", "identifier"), [
    # Kazakh: "are you a robot or a person?" answered with what the agent is and a manager it could connect
    ("signals_tuning_20.json", "stretch-ceiling-installation-004"),
    # Slovak: a complaint the agent passes to the fitting coordinator of its own accord, after sympathy
    ("signals_tuning_18.json", "krby-sk-001"),
])
def test_no_request_read_from_a_role_named_unasked(name: str, identifier: str) -> None:
    assert not unlabelled_requests_flagged(name, identifier)


def test_an_answer_closing_on_no_question_offers_nothing_to_say_yes_to() -> None:
    assert unasked(["Wala pa kami bag-o nga oras halin sa amon mga lineman."])
    assert not unasked(["Sure, I'll connect you. What's your question about, so I can route you?"])
    assert not unasked([])


def test_a_short_message_after_a_request_is_no_new_one() -> None:
    # "k" after an answer that put the user in a queue, a request made before: an acknowledgement
    session = factory.conversation(
        ("tolong, orang beneran", "Baik. Saya sambungkan ke tim Player Support, antrean sekitar 10 menit."),
        ("k", "An agent will be with you shortly."),
    )
    flagged = conversations.flagged_turns(detect(session, MinerConfig()).signals)["escalation_request"]
    assert 1 not in flagged


def test_the_users_details_given_ask_for_no_one() -> None:
    # Xhosa: the user's name and number, asked for by the agent's answer before, answered with the consultant's call
    session = factory.conversation(
        ("I-operating licence yeyesibini andikayifumani, isesebhodini... kunzima ukuyichaza apha.",
         "Ndiyiqondile. Ndicela igama lakho kunye nenombolo yefowuni."),
        ("Lwandile Mqolomba, 073 555 0162. Enkosi kakhulu.",
         "Enkosi Lwandile. I-consultant iza kukufowunela kwiintsuku ezi-2 zomsebenzi."),
    )
    assert not conversations.flagged_turns(detect(session, MinerConfig()).signals)["escalation_request"]


def test_a_role_named_before_is_no_new_hand_off() -> None:
    # Azerbaijani: the operator already named by the agent (in its third sentence, which is not read as a hand-off);
    # its next answer naming one in its opening hands off nobody anew
    session = factory.conversation(
        ("Salam, sifarişim hələ gəlməyib, nə vaxt gələcək?",
         "Salam! Sifarişiniz yoldadır və sabah çatdırılacaq. Operator sizinlə sabah əlaqə saxlayacaq."),
        ("Yaxşı, gözləyirəm onda sabaha qədər",
         "Təşəkkürlər. Operator sabah zəng edəcək."),
    )
    assert not conversations.flagged_turns(detect(session, MinerConfig()).signals)["escalation_request"]
