"""A figure recalled as a question and granted by the agent ("... estava a 380 el kilo, no?" "Tiene razon ke ... 380
liras."): the agent's "you're right" grants the figure, it owns no displeasure."""

from __future__ import annotations

import pytest

from miner.model import Session
from miner.signals import detect
from miner.signals.complaint import _figure_asked_granted
from tests import factory

OPENING = ("Hello, I have a question about a price.", "Of course, what would you like to know?")


def conceded_turns(session: Session) -> list[int]:
    return [
        item.turn
        for signal in detect(session).signals
        if signal.kind == "complaint"
        for item in signal.evidence
        if item.turn is not None and "agent concedes" in item.detail
    ]


@pytest.mark.parametrize(
    ("message", "answer"),
    [
        # Tuning set 33, Ladino: how much is the kashkaval now? I think last week it was 380 the kilo, no?
        (
            "Ah bueno. Kuanto esta el kashkaval agora? Yo kreo ke la semana pasada estava a 380 el kilo, no?",
            "Tiene razon ke la semana pasada estava a 380 liras. Dezde el lunes el presio suvio a 420 liras el kilo.",
        ),
        (
            "And the monthly fee, it was 45 last time, right?",
            "You're right, sorry, it was 45 until March; it is 49 now.",
        ),
        ("Der Kurs beginnt doch um 18:30, oder?", "Da haben Sie recht, er beginnt um 18:30 im Raum 2."),
    ],
)
def test_a_figure_recalled_as_a_question_and_granted_is_no_concession(message: str, answer: str) -> None:
    assert conceded_turns(factory.conversation(OPENING, (message, answer))) == []


@pytest.mark.parametrize(
    ("message", "answer"),
    [
        # A figure held, not asked: the agent's "you're right" owns the fault.
        ("You charged me 60, the price was 45.", "You're right, I'm sorry, the price is 45 and I will refund 15."),
        # A question whose figure the answer does not give back.
        ("Why did you charge me 60 when the price was 45?", "You're right, I'm sorry, that was our mistake."),
        # A question with no figure.
        ("Why does nobody ever answer the phone?", "You're right, I'm sorry, we should answer it."),
    ],
)
def test_a_concession_to_a_figure_held_or_a_question_without_it_is_kept(message: str, answer: str) -> None:
    assert conceded_turns(factory.conversation(OPENING, (message, answer))) == [1]


def test_the_figure_must_be_asked_and_given_back() -> None:
    assert _figure_asked_granted("it was 380 last week, no?", "You're right, 380 last week.")
    assert not _figure_asked_granted("it was 380 last week.", "You're right, 380 last week.")
    assert not _figure_asked_granted("it was 380 last week, no?", "You're right, it went up.")


@pytest.mark.parametrize(
    ("message", "answer"),
    [
        # Tuning set 33, Latgalian: I already said I checked; you repeat the same thing.
        (
            "Es jau pasaceju, ka puorbaudieju. Jius vīnu i tū pošu atkuortojat. Nu, saprūtu, nu jums nikuo nabyus.",
            "Atvainojit, jums taisneiba, es atkuortoju tū pošu. Itys var byut lītuotuoja tīseibu īstatejums.",
        ),
        (
            "Paka vēl nav atnākusi, lai gan jūs teicāt, ka tā būs pirmdien.",
            "Atvainojiet par kavēšanos. Paka ir ceļā un būs piegādāta rīt.",
        ),
    ],
)
def test_an_apology_in_latvian_or_latgalian_answers_a_complaint(message: str, answer: str) -> None:
    opening = ("Labdien, man ir jautājums par manu pasūtījumu.", "Labdien! Pastāstiet, lūdzu, sīkāk.")
    assert factory.complaint_turns(factory.conversation(opening, (message, answer))) == [1]


def test_an_apology_further_on_in_latvian_is_politeness() -> None:
    opening = ("Labdien, man ir jautājums par manu pasūtījumu.", "Labdien! Pastāstiet, lūdzu, sīkāk.")
    message = "Lūdzu, nomainiet piegādes adresi uz Rīgas ielu divpadsmit."
    answer = "Adrese ir nomainīta uz Rīgas ielu 12, pasūtījums tiks piegādāts rīt. Atvainojiet par gaidīšanu."
    assert factory.complaint_turns(factory.conversation(opening, (message, answer))) == []
