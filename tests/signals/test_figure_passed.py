"""A count or an hour of the agent's told back larger after the agent's own word, in a message not read as
English."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

import pytest

from miner.signals.figure_passed import counted, figure_passed
from tests import factory

START = datetime(2026, 12, 6, 9, 0, tzinfo=UTC)
# Acehnese: the lights in my house keep going off, can you send a repairman? / yes, tomorrow at 9 o'clock.
REPAIR = ("Bang, listrek di rumoh lon sering mate keudroe. Jeut neukirem tukang?",
          "Ka lon catat. Singoh poh 9 beungoh tukang troh u rumoh droeneuh.")

conversation = partial(factory.conversation, app_name="service", started_at=START)


def test_an_hour_of_the_agent_s_told_back_later_is_a_complaint() -> None:
    # It is 11 o'clock now, the repairman has not come. No news at all.
    session = conversation(REPAIR, ("Bang, ka poh 11 nyoe, tukang goh trok. Hana saboh kabar pih.",
                                    "Meu'ah that bang."))
    assert factory.complaint_evidence(session, "figure passed") == [(1, 'figure passed "poh 11"')]


@pytest.mark.parametrize(("answer", "message"), [
    # Lingala: 7 working days have long passed; it is 12 days now.
    ("Mosala ekosila na mikolo 7 ya mosala.", "Mikolo 7 ya mosala eleki kala. Eza mikolo 12 sikoyo."),
    # Sesotho: 3 to 4 weeks; it is 15 weeks now.
    ("Pasepoto e tla fihla ka libeke tse 3 ho isa ho tse 4.", "Ke libeke tse 15 joale. Ha ke e bone."),
])
def test_a_wait_of_the_agent_s_told_back_longer(answer: str, message: str) -> None:
    session = conversation(("Dumela, ke batla ho tseba ka kopo ea ka.", answer), (message, "Ke kopa tshwarelo."))
    assert [turn for turn, _ in factory.complaint_evidence(session, "figure passed")] == [1]


@pytest.mark.parametrize(("answer", "message"), [
    # A smaller number after the agent's word: the hour not come yet.
    (REPAIR[1], "Ka poh 8 nyoe, lon preh di rumoh."),
    # Asked: "and 11 o'clock, can he come then?"
    (REPAIR[1], "Meunyo poh 11 jeut?"),
    # A compound, not a count: a fertiliser's grade.
    ("El abono tiene grado 12 por saco.", "Ah si, ay pregunta yo con ele. Dos saco de grado 14-14-14 anay"),
    # A word of two letters is as often a preposition: a credit of 180 €, after a shortfall of 4 kg.
    ("Le manquant de 4 kg est bien noté. Un avoir sera émis sous 5 jours ouvrés.",
     "Un avoir de 180 €, d'accord. Je veux parler au responsable."),
    # Another word: the user's own count.
    (REPAIR[1], "Lon na aneuk 11 droe di rumoh, bek troh beungoh that."),
])
def test_no_figure_passed(answer: str, message: str) -> None:
    session = conversation(("Bang, lon peureulee bantuan.", answer), (message, "Jeut."))
    assert factory.complaint_evidence(session, "figure passed") == []


def test_a_figure_passed_after_the_agent_asked_or_in_english_is_not_read() -> None:
    asked = conversation(("Bang, listrek mate.", "Tukang jeut trok singoh poh 9. Jeut?"),
                         ("Poh 11 mantong, lon di kanto beungoh.", "Jeut."))
    assert factory.complaint_evidence(asked, "figure passed") == []
    english = conversation(("Hi, my lights keep going off.", "Our electrician will come tomorrow at 9."),
                           ("at 11 would suit me better, I work in the morning", "Sure."))
    assert factory.complaint_evidence(english, "figure passed") == []


def test_the_largest_count_after_each_word() -> None:
    assert counted("libeke tse 3 ho isa ho tse 4, poh 9") == {"tse": 4, "poh": 9}
    assert figure_passed("Ke libeke tse 4 joale.", "libeke tse 3 ho isa ho tse 4") is None
