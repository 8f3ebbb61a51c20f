"""A request for a person read from a role the user brings into the conversation that the agent names back, in any
language: in a message past the first, a role, a trade or the office named by its loanword that no earlier message
named, in a sentence that asks nothing, and the agent's answer naming it too ("Ke batla go bua le officer wa Land
Board" "... kwa officer wa dikabelo ..."): the messages and answers that must and must not be read so, and real
conversations of the tuning sets."""

from __future__ import annotations

import pytest

from miner.config import MinerConfig
from miner.signals import detect
from miner.signals import labelled as conversations
from miner.signals.role_named_back import role_named_back
from tests import factory
from tests.factory import labelled_request_found, unlabelled_requests_flagged

GREETING = ["Habari, nina swali kuhusu oda yangu.", "Habari! Naweza kukusaidia vipi leo?"]

NAMED_BACK = {
    # Setswana: I want to talk to an officer of the Land Board, not a chat; I pass it to the allocations officer
    (
        "Fa o sa itse, mphe motho yo o itseng. Ke batla go bua le officer wa Land Board, e seng chat",
        "O nepile, maitshwarelo. Ke fetisetsa kopo ya gago kwa officer wa dikabelo kwa Tlokweng, yo o tla go leletsa.",
    ): "officer",
    # Swahili (written for this test): I want to speak with the manager today; I have told the manager, he will call
    (
        "Sawa. Nataka kuongea na meneja leo, hili jambo ni kubwa.",
        "Nimeelewa. Nimempa meneja ujumbe wako, atakupigia simu kabla ya saa kumi.",
    ): "meneja",
    # Northern Ndebele: I want to talk to a person, not this machine; let a technician phone me today
    (
        "Ngifuna ukukhuluma lomuntu, hatshi umshini lo. Ngicela i-technician ingifonele lamuhla",
        "Ngizwisisile. Ngithumele umbiko kuma-technician ethu eGwanda, omunye wabo uzakufonela lamuhla.",
    ): "i-technician",
    # Russian (written for this test): connect me with the manager, please; I passed your question to the manager,
    # he will call you back: one role in two cases
    (
        "Хорошо. Соедините меня с менеджером, пожалуйста.",
        "Конечно, я передала ваш вопрос менеджеру, он вам перезвонит.",
    ): "менеджером",
}
NOT_NAMED_BACK = (
    # a question about the role, answered with who it is (Hausa: who is my account officer now?)
    (
        "Na yi rajista watan jiya. Waye account officer dina yanzu? Ban san sunansa ba",
        "Account officer ɗinku shi ne Malam Aminu Sani. Lambar wayarsa: 0803 555 0148.",
    ),
    # the role the message opens on, its subject (Ewe: the technician has not come yet)
    ("Technicien la meva haɖe o. Ðe wòle mɔ dzia?", "Technicien la le dɔ bubu wɔm le Bè, eye ava le gaƒoƒo ɖeka me."),
    # a role opening a later sentence after an article, its subject (Palauan: a plumber came on Saturday and fixed it)
    (
        "Ng mla ngar er ngii a leak er a pipe. A plumber ng mla mei er a Saturday e ng mla fix er ngii.",
        "Ungil. Bo lousbech a receipt er a plumber er a Billing Office, e te mo omes a bill er kau.",
    ),
    # a role named but not named back (Swahili, written for this test: the manager said it would be ready)
    (
        "Meneja alisema itakuwa tayari jana, lakini bado sijapata kitu.",
        "Samahani sana. Oda yako iko njiani na itafika kesho asubuhi.",
    ),
    # the agent names a role the user does not (Swahili, written for this test)
    (
        "Bado sijapata kifurushi changu, imekuwa wiki mbili sasa.",
        "Samahani sana. Nimempa meneja taarifa, atafuatilia na kampuni ya usafiri.",
    ),
    # the office, a place the user goes to themselves (Sesotho: no, I will go to the office on Monday and queue)
    (
        "Che. Ke tla ea ofising ka Mantaha ke eme moleng ka bonna, ho molemo",
        "Ho lokile. Ofisi e bulehile ho tloha ka 8 hoseng ho fihlela ka 4 thapama.",
    ),
    # a word that only starts like a role (Spanish "manejar", to handle) is no role
    (
        "No sé cómo manejar la aplicación, es muy complicada.",
        "Para manejar la aplicación, abra el menú y elija Ajustes.",
    ),
)


@pytest.mark.parametrize(("exchange", "word"), NAMED_BACK.items())
def test_a_role_the_answer_names_back(exchange: tuple[str, str], word: str) -> None:
    assert role_named_back(*exchange, GREETING) == word


@pytest.mark.parametrize("exchange", NOT_NAMED_BACK)
def test_no_role_named_back(exchange: tuple[str, str]) -> None:
    assert role_named_back(*exchange, GREETING) is None


def test_a_role_named_before_is_not_brought_in_by_the_user() -> None:
    # the agent had named the mechanic itself (Sepedi, a visit it booked): the user speaks of what it said
    message, answer = (
        "Go lokile, ke a kwešiša. Ke kgopela go bolela le mechanic yo a šomago ka yona",
        "Go lokile. Ke kgopetše mechanic yo a šomago ka koloi ya gago gore a go leletše pele ga 4.",
    )
    assert role_named_back(message, answer, GREETING) == "mechanic"
    assert role_named_back(message, answer, [*GREETING, "Mechanic o tla e lebelela ka Labone."]) is None


@pytest.mark.parametrize(
    ("name", "identifier", "starts"),
    [
        ("signals_tuning_26.json", "setswana-land-board-028", "Ga o arabe potso ya me"),  # Setswana
        ("signals_tuning_27.json", "sepedi-car-waiting-032", "Go lokile, ke a kwešiša"),  # Sepedi
        ("signals_tuning_31.json", "ndebele-trades-032", "Ngifuna ukukhuluma lomuntu"),  # Northern Ndebele
        ("signals_tuning_22.json", "alpaca-fibre-pe-003", "Manam chhaynachu"),  # Southern Quechua
    ],
)
def test_real_requests_found_from_the_role_named_back(name: str, identifier: str, starts: str) -> None:
    assert labelled_request_found(name, identifier, starts)


@pytest.mark.parametrize(
    ("name", "identifier"),
    [
        # Twi: an electrician asked to come, in the first message (a service, not a person to talk to)
        ("signals_tuning_26.json", "twi-electrician-034"),
        # Karakalpak: a vet needed, in the first message
        ("signals_tuning_30.json", "karakalpak-veterinar-034"),
        # Hausa: who the account officer is, a question
        ("signals_tuning_20.json", "bureau-de-change-004"),
        # Chamorro: can the mechanic call when it is ready, a question about the repair
        ("signals_tuning_27.json", "chamorro-workshop-024"),
    ],
)
def test_no_request_read_from_a_role_spoken_of(name: str, identifier: str) -> None:
    assert not unlabelled_requests_flagged(name, identifier)


def test_the_first_message_is_not_read_and_the_evidence_names_the_role() -> None:
    # Sepedi: all right, I understand. I ask to talk to the mechanic working on it; I asked the mechanic to call you
    asked = (
        "Go lokile, ke a kwešiša. Ke kgopela go bolela le mechanic yo a šomago ka yona",
        "Go lokile. Ke kgopetše mechanic yo a šomago ka koloi ya gago gore a go leletše pele ga 4.",
    )
    first = detect(factory.conversation(asked), MinerConfig()).signals
    assert not conversations.flagged_turns(first)["escalation_request"]
    found = detect(factory.conversation(tuple(GREETING), asked), MinerConfig()).signals
    assert conversations.flagged_turns(found)["escalation_request"] == {1}
    details = [evidence.detail for signal in found for evidence in signal.evidence if evidence.turn == 1]
    assert any("a role the user brought in, named back" in detail and "mechanic" in detail for detail in details)
