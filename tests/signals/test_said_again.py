"""Two words of the user's own earlier message, which no answer of the agent's took up, said again after the answer,
in a message not read as English."""

from __future__ import annotations

import doctest
from datetime import UTC, datetime
from functools import partial

import pytest

from miner.signals import said_again as said_again_module
from miner.signals.said_again import pairs, references, said_again
from tests import factory

START = datetime(2026, 12, 6, 9, 0, tzinfo=UTC)
# Uzbek: when will the visa be ready? / the Umrah package costs 1,450 dollars, with the flight.
VISA = ("Assalomu alaykum. Viza qachon tayyor bo'ladi? Hujjatlarni o'tgan hafta topshirdim.",
        "Umra paketimiz narxi 1450 dollar, aviachipta bilan birga.")

conversation = partial(factory.conversation, app_name="service", started_at=START)


def test_the_user_s_own_question_said_again_after_the_answer_is_a_complaint() -> None:
    # I did not ask the price. I am asking when the visa will be ready.
    session = conversation(VISA, ("Men narxni so'ramadim. Viza qachon tayyor bo'ladi deb so'rayapman",
                                  "Uzr, tekshirib ko'raman."))
    assert factory.complaint_evidence(session, "said again") == [(1, 'said again "qachon tayyor"')]


@pytest.mark.parametrize(("first", "answer", "message"), [
    # Xhosa: the money was in my account on the 1st / please send the statement / I said the money was there!
    ("Imali ibikhona e-account yam ngomhla we-1, kodwa ndihlawuliswe i-penalty.",
     "Nceda uthumele i-statement yebhanki.",
     "Ndithe imali ibikhona! Kutheni kufuneka ndiphinde-phinde into enye"),
    # Tatar: can these boots be exchanged? / wash them in warm water / the same question: can they be exchanged, or not.
    ("Мин сорыйм: аларны алыштырып буламы?", "Итекләрне җылы суда юарга кирәк.",
     "Әйе. Шул ук сорау. Алыштырып буламы, юкмы."),
    # German, in capitals: the router was already restarted.
    ("Hallo, mein Internet geht nicht. Der Router wurde schon NEU GESTARTET.",
     "Bitte starten Sie Ihren Router neu.", "Das habe ich doch geschrieben! Der Router wurde schon neu gestartet!"),
])
def test_words_of_the_user_s_own_said_again_in_any_script(first: str, answer: str, message: str) -> None:
    session = conversation((first, answer), (message, "Entschuldigung."))
    assert [turn for turn, _ in factory.complaint_evidence(session, "said again")] == [1]


@pytest.mark.parametrize(("answer", "message"), [
    # The agent's answer took the words up: the user agrees with it.
    ("Viza qachon tayyor bo'lishini tekshiraman: juma kuni.", "Yaxshi, viza qachon tayyor bo'lsa xabar bering."),
    # A new question may name the user's own earlier words.
    (VISA[1], "Rahmat. Viza qachon tayyor bo'ladi, juma kuni bilasizmi?"),
    # Thanks, with no pair of the user's own words.
    (VISA[1], "Rahmat, tushunarli."),
])
def test_no_words_said_again(answer: str, message: str) -> None:
    session = conversation((VISA[0], answer), (message, "Marhamat."))
    assert factory.complaint_evidence(session, "said again") == []


def test_words_said_again_in_english_are_not_read() -> None:
    english = conversation(("When will my visa be ready? I applied last week.", "The package costs 1,450 dollars."),
                           ("I asked when will my visa be ready, not the price", "Sorry."))
    assert factory.complaint_evidence(english, "said again") == []


def test_the_pairs_read() -> None:
    # An article beside a word, and two short words, are not a pair; capitals are lowered.
    assert pairs("Viza qachon tayyor bo'ladi") == {("qachon", "tayyor")}
    assert pairs("τα αποτελέσματα, la semaine") == set()
    assert pairs("NEU GESTARTET") == {("neu", "gestartet")}
    # A name, a place or an address given again.
    assert pairs("Southfield Community Garden, 4 Mill Lane") == set()
    assert said_again("qachon tayyor", pairs("viza qachon tayyor"), pairs("qachon tayyor bo'ladi")) is None
    assert said_again("qachon tayyor", pairs("viza qachon tayyor"), pairs("narxi 1450")) == "qachon tayyor"


def test_a_reference_given_beside_words_said_again_is_no_complaint() -> None:
    # Northern Ndebele: I sent the money last week but have no confirmation / please send the payment reference /
    # here it is: ZW-88213. I sent it twice to your WhatsApp last week.
    first = ("Sawubona, sibhukhile ama-chalet amabili. Ngathumela imali ngeviki ephelileyo kodwa kangikayitholi "
             "i-confirmation", "Sawubona! Ngicela ungithumele i-reference yokubhadala ukuze ngihlole.")
    given = conversation(first, ("Nansi: ZW-88213. Ngayithumela kabili ku-WhatsApp yenu ngeviki ephelileyo",
                                 "Ngiyabonga, ngiyahlola."))
    assert factory.complaint_evidence(given, "said again") == []
    # A reference the user had written before, given again beside the words, is held to.
    again = conversation((first[0] + " ZW-88213", first[1]),
                         ("Ngithe: ZW-88213. Ngathumela imali ngeviki ephelileyo", "Ngiyabonga, ngiyahlola."))
    assert [turn for turn, _ in factory.complaint_evidence(again, "said again")] == [1]


def test_the_references_read() -> None:
    assert references("Nansi: ZW-88213. Order #LC58213, GM-2024-0612") == {"ZW-88213", "LC58213", "GM-2024-0612"}
    assert references("7-14 ថ្ងៃ, ₹1,500, 6PM, ku-WhatsApp, 50.000") == set()


def test_the_modules_own_examples() -> None:
    failed, tried = doctest.testmod(said_again_module)
    assert tried and not failed
