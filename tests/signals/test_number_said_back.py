"""A lone figure of the agent's answer said back as the opening or the close of the user's next message, in a message
not read as English."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

import pytest

from miner.model import Session, Signal
from miner.signals import detect
from tests import factory

START = datetime(2026, 12, 5, 9, 0, tzinfo=UTC)
# Tatar: I ordered a pair of boots a month ago, when will they be ready? / every pair is sewn by hand, 14-21 days.
BOOTS = ("Сәлам. Бер ай элек читек заказ бирдем, кайчан әзер була?",
         "Сәлам! Һәр пар читек кулдан тегелә, эшләү срогы 14–21 көн.")


conversation = partial(factory.conversation, app_name="shop", started_at=START)


def complaint(session: Session) -> Signal | None:
    return next((item for item in detect(session).signals if item.kind == "complaint"), None)


def said_back(session: Session) -> list[tuple[int | None, str]]:
    found = complaint(session)
    return [(item.turn, item.detail) for item in found.evidence if "number said back" in item.detail] if found else []


def test_a_lone_figure_of_the_agent_s_said_back_is_a_complaint() -> None:
    # 21 days are long past. Today is the 15th of November.
    session = conversation(("Сәлам. Читек заказ бирдем, номер 4471.", BOOTS[1]),
                           ("21 көн күптән узды. Бүген 15 ноябрь.", "Гафу итегез, тикшерәм."))
    assert said_back(session) == [(1, 'number said back "21"')]


@pytest.mark.parametrize(("answer", "message"), [
    # Hausa: 24 hours passed yesterday already; now it is 30 hours.
    ("Mun gode da tuntuɓar Canji Express. Ana aiwatar da odar ku cikin awanni 24 na aiki.",
     "Awa 24 ya wuce tun jiya fa. Yanzu awa 30 kenan"),
    # Lingala: ok, 80 minutes. But if the power cuts again, I won't come back.
    ("Nayoki kanda na yo. Tokoki kopesa yo minute 80 ya session gratuit na mokolo mosusu.",
     "Ok, minute 80. Mais soki courant ekatani lisusu, nakozonga te."),
    # Afrikaans: 7-10 working days for R260 of sausage. Oh, wonderful.
    ("Terugbetalings word binne 7–10 werksdae verwerk nadat dit goedgekeur is.",
     "7-10 werksdae vir R260 se wors. Ag, wonderlik."),
])
def test_a_figure_said_back_after_a_word_or_two_or_as_a_range(answer: str, message: str) -> None:
    session = conversation(("Sannu, ina da matsala da oda ta.", answer), (message, "Ok."))
    assert [turn for turn, _ in said_back(session)] == [1]


@pytest.mark.parametrize(("answer", "message"), [
    # Options: the user picks one ("ok, 6 then. can I get someone on the line about where it goes?").
    ("Voor metaal hebben we containers van 6, 10 en 15 m³. Voor radiatoren en leidingen is 6 m³ meestal genoeg.",
     "ok, 6 dan. kan ik iemand aan de lijn krijgen om de plek te bespreken?"),
    # A figure alone picks a time.
    ("Të enjten kemi orare të lira në 14:00. Ju përshtatet?", "14:00"),
    # Not at the opening: the 21 is the user's own story, far into the message.
    (BOOTS[1], "Рәхмәт, мин көтәм, улым да 21 көн дигән иде."),
    # A number the agent did not give.
    (BOOTS[1], "30 көн узды инде, ә сез һаман эшләмисез."),
])
def test_no_figure_said_back(answer: str, message: str) -> None:
    session = conversation(("Сәлам. Читек заказ бирдем, номер 4471.", answer), (message, "Ярый."))
    assert said_back(session) == []


def test_a_figure_said_back_after_the_agent_asked_or_in_english_is_not_read() -> None:
    asked = conversation(("Сәлам. Читек заказ бирдем.", "Эшләү срогы 21 көн. Ярыймы?"),
                         ("21 көн ярый, рәхмәт сезгә.", "Рәхмәт!"))
    assert said_back(asked) == []
    english = conversation(("Hi, I ordered a rug last week.", "Delivery takes 10 working days."),
                           ("10 working days is fine, thanks a lot.", "Great!"))
    assert said_back(english) == []


def test_a_figure_said_back_beside_an_emoji_is_not_read() -> None:
    # Afrikaans: gosh, R489 a kilo 😳 oh well, it's his 70th. Put 1kg in, sliced please.
    session = conversation(("Watter biltong is die beste vir 'n oupa?",
                            "Dan sal ek die 'Silverside met vet' aanbeveel – R489/kg."),
                           ("Jissie, R489 vir 'n kilo 😳 Ag wat, dis sy 70ste. Sit 1kg in, gesny asseblief.", "Reg!"))
    assert said_back(session) == []


def test_a_figure_of_the_agent_s_said_back_as_the_message_s_close() -> None:
    # Pangasinan: no water in our house for three days, when will it come back? / it comes back at 6PM today.
    # That is what you said yesterday and the day before. Still nothing! You always say 6PM.
    session = conversation(
        ("Anggapoy danum mi ed Brgy. Lasip, tallon agew la. Kapigan ya onbalik?",
         "Walay repair ed main line ed Lasip. Say danum et onbalik ed 6PM natan ya agew."),
        ("Ontan met so inbaga yo nakaman tan nen sakey ya agew. Anggapo ni met! Puro kayo 6PM",
         "Pasensya la apo."))
    assert said_back(session) == [(1, 'number said back "6"')]


def test_a_figure_closing_a_question_is_not_said_back() -> None:
    session = conversation(
        ("Anggapoy danum mi ed Brgy. Lasip. Kapigan ya onbalik?",
         "Walay repair ed main line ed Lasip. Say danum et onbalik ed 6PM natan ya agew."),
        ("Sige, talaga ya onbalik ed 6PM?", "On apo."))
    assert said_back(session) == []
