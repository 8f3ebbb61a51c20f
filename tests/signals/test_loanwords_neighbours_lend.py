"""A person asked for by the loanwords a neighbouring language lends, in a language no table holds: the registry and
the call Russian lends the languages of the former Soviet Union, the human being Arabic lends the languages of
Islam (beside a contact's loanword), and the administrator an agent's answer hands the user to."""

from __future__ import annotations

import pytest

from miner.config import MinerConfig
from miner.signals import detect
from miner.signals import labelled as conversations
from miner.signals.borrowed_roles import (
    borrowed_office_and_contact,
    borrowed_role,
    borrowed_role_and_contact,
    handed_role,
)
from tests.factory import labelled_conversation

REGISTRY_AND_CALL = {
    # Buryat: can someone of the registry call me?
    "Регистратураһаа хүн намда звонить хэжэ үгэхэ аргатай гү?": "Регистратураһаа … звонить",
    # Gagauz, made up: let someone of the registry call me
    "Registraturadan biri bana pozvonit etsin": "Registraturadan … pozvonit",
}
NO_REGISTRY_AND_CALL = (
    "Ветеринар ерэхынгээ урда намда звонить хэгтэй",  # a vet to call before coming: no office
    "Регистратура хаана байна?",  # the registry, no call
)
HUMAN_AND_CONTACT = {
    # Zaza: I want to talk to a human being, by phone
    "ez wazena bı yew insanî de qıse bıkeri, telefon ra. yewi bırusnê mı bıcero": "insanî … telefon",
    # Uzbek, made up: I want to talk to a human by phone
    "Inson bilan telefonda gaplashmoqchiman": "Inson … telefonda",
}
NO_HUMAN_AND_CONTACT = (
    "that's insane, call me",  # not a human being
    "Bir insan yazdı mı bunu?",  # a human being, no contact
)
NOT_ASKED = (
    "Geçän yıl da geldiydik, ozaman odada su akmardı, ama ev saabisi tez düzeltti, pek ii insan.",  # a good man
)
HANDED = {
    # Karakalpak: I understand your displeasure. I sent your request to the polyclinic's administrator
    "Keshiriń, narazılıǵıńızdı túsinemen. Sorawıńızdı poliklinika administratorına jiberdim, ol sizge 30 minut ishinde "
    "qońıraw etedi.": "administratorına",
    "Claro. Le paso con el administrador de la finca.": "administrador",
}
NOT_HANDED = (
    "La administración le responde mañana.",  # the administration, no person
    "Ok. Las facturas son administrativas.",
)


@pytest.mark.parametrize(("text", "words"), REGISTRY_AND_CALL.items())
def test_the_registry_and_a_call_russian_lends(text: str, words: str) -> None:
    assert borrowed_office_and_contact(text) == words


@pytest.mark.parametrize("text", NO_REGISTRY_AND_CALL)
def test_no_registry_and_call(text: str) -> None:
    assert borrowed_office_and_contact(text) is None
    assert borrowed_role_and_contact(text) is None


@pytest.mark.parametrize(("text", "words"), HUMAN_AND_CONTACT.items())
def test_a_human_being_arabic_lends_beside_a_contact(text: str, words: str) -> None:
    assert borrowed_role_and_contact(text) == words


@pytest.mark.parametrize("text", NO_HUMAN_AND_CONTACT)
def test_no_human_being_and_contact(text: str) -> None:
    assert borrowed_role_and_contact(text) is None


@pytest.mark.parametrize("text", NOT_ASKED)
def test_a_human_being_alone_is_not_asked_for(text: str) -> None:
    assert borrowed_role(text) is None


@pytest.mark.parametrize(("answer", "role"), HANDED.items())
def test_an_answer_handing_to_the_administrator(answer: str, role: str) -> None:
    assert handed_role(answer) == role


@pytest.mark.parametrize("answer", NOT_HANDED)
def test_no_administrator_handed_to(answer: str) -> None:
    assert handed_role(answer) is None


@pytest.mark.parametrize(("identifier", "starts"), [
    ("buryat-poliklinika-036", "Утаһан"),
    ("zaza-elektrik-025", "ez wazena"),
    ("karakalpak-poliklinika-032", "Bul ne"),
])
def test_real_requests_read_by_a_neighbours_loanwords_are_found(identifier: str, starts: str) -> None:
    conversation = labelled_conversation("signals_tuning_30.json", identifier)
    asked = next(item for item in conversation.turns if item.user.startswith(starts))
    assert "escalation_request" in asked.labels
    found = conversations.flagged_turns(detect(conversation.session, MinerConfig()).signals)
    assert asked.index in found["escalation_request"]
