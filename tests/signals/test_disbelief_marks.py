"""Marks of disbelief or irony after an answer ("??", "?!", 👏, 🙃, 😒), in a message not read as English
(`miner/signals/disbelief_marks.py`): the rule's examples, and real conversations of the tuning sets."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

import pytest

from miner.model import Session
from miner.signals import detect
from miner.signals.disbelief_marks import EXAMPLES, FIGURE_EXAMPLES, disbelief_marks, figure_disbelieved
from tests import factory
from tests.factory import complaint_turns, request_turns

START = datetime(2026, 12, 6, 9, 0, tzinfo=UTC)

conversation = partial(factory.conversation, app_name="service", started_at=START)


def marked(session: Session) -> list[tuple[int | None, str]]:
    """The turns and the evidence of the complaint's `disbelief_marks` cues."""
    return [(item.turn, item.detail) for signal in detect(session).signals if signal.kind == "complaint"
            for item in signal.evidence if "disbelief marks" in item.detail]


@pytest.mark.parametrize(("message", "mark"), EXAMPLES)
def test_the_marks_read(message: str, mark: str | None) -> None:
    assert disbelief_marks(message) == mark


@pytest.mark.parametrize(("name", "identifier", "turn"), [
    # Karakalpak: you said so yesterday too, today nothing either. When will it be given? Why does no one answer
    # straight??
    ("signals_tuning_30.json", "karakalpak-suw-033", 1),
    # Kapampangan: you said 3,200 but I paid 5,750 ... why like that??
    ("signals_tuning_27.json", "kapampangan-overcharge-022", 2),
    # Sicilian: reported, like last week and the one before. Well done, keep it up 👏👏
    ("signals_tuning_27.json", "sicilian-municipal-027", 2),
    # Somali: the form is sent to me after three weeks. You are very fast 👏
    ("signals_tuning_22.json", "uunsi-shop-002", 2),
])
def test_an_answer_met_with_disbelief_is_a_complaint(name: str, identifier: str, turn: int) -> None:
    session = factory.labelled_conversation(name, identifier).session
    assert turn in complaint_turns(session)
    assert turn in [found for found, _ in marked(session)]


def test_a_wait_met_with_doubled_question_marks() -> None:
    # Swahili: where is my order? / it comes next week. / what?? this is a disaster.
    session = conversation(("Habari, oda yangu iko wapi?", "Oda yako itafika wiki ijayo."),
                           ("Nini?? Hii ni msiba jamani.", "Pole sana."))
    assert marked(session) == [(1, 'exclamation "??"; disbelief marks "??"')]


def test_doubled_exclamation_marks_beside_an_emoji_of_displeasure() -> None:
    # Swahili: send a photo / I have sent the photo three times!! 😐
    session = conversation(("Habari, mzigo umefika ukiwa umeharibika.", "Pole. Tafadhali tuma picha ya mzigo."),
                           ("Nimetuma picha mara tatu!! Hamsomi ujumbe? 😐", "Uko sahihi."))
    assert [turn for turn, detail in marked(session) if 'disbelief marks "!!"' in detail] == [1]


@pytest.mark.parametrize("exchanges", [
    # The user's first message: surprise at the user's own news, no answer met.
    (("Mtoto amezaliwa leo?? Tunafurahi sana!!", "Hongera sana!"),),
    # Beside a laugh: joy.
    (("Habari, nimeshinda?", "Ndiyo, umeshinda zawadi ya kwanza."), ("Kweli?? 😂 Asante sana", "Karibu.")),
    # The rolled eyes: at a neighbour as often as at the agent.
    (("Habari, moshi unatoka?", "Ndiyo, ni kawaida mwanzoni."), ("Jirani analalamika 🙄 Sawa, asante", "Karibu.")),
    # "!!" alone: joy as often.
    (("Habari, bei gani?", "Ni dola 20."), ("Dola 20 tu. Asante sana!!", "Karibu.")),
    # English is not read by this rule.
    (("Hi, when does my order come?", "It ships in 7 days."), ("7 days?? ok fine, thanks", "You're welcome.")),
])
def test_no_disbelief_read(exchanges: tuple[tuple[str, str], ...]) -> None:
    assert marked(conversation(*exchanges)) == []


@pytest.mark.parametrize(("message", "answer", "figure"), FIGURE_EXAMPLES)
def test_the_figures_disbelieved_read(message: str, answer: str, figure: str | None) -> None:
    assert figure_disbelieved(message, answer) == figure


def test_a_role_named_after_a_figure_disbelieved_is_no_request() -> None:
    # Kanuri: 7 days?! The drain has been blocked for days! Last year too "7 days", then nothing. / Very sorry. Your
    # report is marked "urgent" and sent to the sanitation officer: the agent escalates the complaint of its own
    # accord; no one asked for a person.
    session = factory.labelled_conversation("signals_tuning_32.json", "kanuri-lga-039").session
    assert request_turns(session) == []
    assert 1 in complaint_turns(session)


def test_a_role_named_after_a_figure_taken_calmly_is_still_a_request() -> None:
    # Tuvan: I paid 1200 last time, my neighbour 900; why? I want to talk to the operator, to a person. / The operator
    # will call you within 30 minutes: the figure said back without disbelief, the request read from the answer.
    session = factory.labelled_conversation("signals_tuning_31.json", "tuvan-waterdelivery-029").session
    assert 2 in request_turns(session)
