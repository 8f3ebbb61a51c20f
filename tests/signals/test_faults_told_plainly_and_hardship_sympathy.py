"""A fault told plainly is no complaint by the words that tell it: an understatement closing the report ("the fridge
died overnight, everything thawed. Not ideal") is no correction, and "nothing" opening what someone reports happened
("my sister says nothing arrived") is no answer that told nothing. The agent calling a question fair ("That's a fair
question.") grants nothing; its apology for what the weather did ("I'm sorry the storms have closed the pass") or one
naming the hardship told ("I'm sorry, that's a hard week") is sympathy: neither corroborates the learned model's
verdict. And words of the user's own said again beside a laugh, a heart or folded hands, in a message no model here
reads, are the story told back with good news, as the marks of disbelief and capitals are read there."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from functools import partial

import pytest

from miner.signals.english import AGENT_APOLOGY_OPENS, AGENT_REACTION, AGENT_SYMPATHY, COMPLAINT_FAMILIES
from tests import factory
from tests.factory import complaint_turns

SYMPATHY = re.compile(AGENT_SYMPATHY, re.IGNORECASE)
APOLOGY_OPENS = re.compile(AGENT_APOLOGY_OPENS, re.IGNORECASE)
REACTION = re.compile(AGENT_REACTION, re.IGNORECASE)
CORRECTION = [re.compile(pattern, re.IGNORECASE) for pattern in COMPLAINT_FAMILIES["correction"][2]]
STANCE = [re.compile(pattern, re.IGNORECASE) for pattern in COMPLAINT_FAMILIES["negative_stance"][2]]
START = datetime(2026, 12, 6, 9, 0, tzinfo=UTC)


@pytest.mark.parametrize(("message", "correction"), [
    ("The fridge in the staff room died overnight and everything thawed. Not ideal", False),
    ("The lift is out again on the fourth floor. Not great.", False),
    ("Waited three hours for the engineer. Not good enough", True),
    ("I asked for the ferry to Mull, not Iona", True),
])
def test_an_understatement_closing_a_report_is_no_correction(message: str, correction: bool) -> None:
    assert any(pattern.search(message) for pattern in CORRECTION) is correction


@pytest.mark.parametrize(("message", "stance"), [
    ("I paid the bill on Monday, the app says paid but my sister says nothing arrived", False),
    ("the tracking says nothing has changed since Friday", False),
    ("your website says nothing about refunds", True),
    ("the agent told me nothing", True),
])
def test_nothing_opening_what_someone_reports_is_no_judgement(message: str, stance: bool) -> None:
    assert any(pattern.search(message) for pattern in STANCE) is stance


@pytest.mark.parametrize(("answer", "reaction"), [
    ("That's a fair question. The meter is read by the technician on each visit.", False),
    ("Fair point, I should have checked that first.", True),
])
def test_a_question_called_fair_is_no_reaction(answer: str, reaction: bool) -> None:
    assert bool(REACTION.search(answer)) is reaction


@pytest.mark.parametrize(("answer", "sympathy", "opens"), [
    ("I'm sorry the storms have closed the pass, many drivers are stuck this week.", True, True),
    ("No trouble at all. Sorry that the floods cut the road, that must be hard.", True, False),
    ("I'm sorry, it's difficult for the villages up there when that happens.", True, False),
    ("Good evening, and sorry, that's a rough week.", True, False),
    ("I'm sorry, that's frustrating.", False, True),
    ("I'm sorry the storm delay was not announced.", False, True),
    ("I'm sorry for the delay.", False, True),
])
def test_sorry_for_what_the_weather_did_or_the_hardship_named_is_sympathy(answer: str, sympathy: bool,
                                                                         opens: bool) -> None:
    assert bool(SYMPATHY.search(answer)) is sympathy
    assert bool(APOLOGY_OPENS.search(answer)) is opens


def test_a_hardship_told_and_met_with_sympathy_is_no_complaint() -> None:
    session = factory.conversation(
        ("Hi, I sent 500 to my dad in the hills yesterday, it says delivered but he has nothing on his phone.",
         "Hello! The transfer to his number was delivered at 3pm. The mast in his valley has been down since the "
         "landslide, so his phone cannot receive it until it is back."),
        ("Ah okay, that mast is always down after the heavy rains, poor them 😔 nobody can reach them",
         "I'm sorry, it's difficult for the families up there when that happens. Engineers go up on Thursday."),
        ("ok thanks, I will tell him", "You're welcome."))
    assert complaint_turns(session) == []


def test_the_agent_calling_a_question_fair_is_no_complaint() -> None:
    session = factory.conversation(
        ("Hello, my invoice shows the lower rate for the milk I delivered. Member 2231.",
         "Hello! Your milk was graded B because the lab found the fat at 3.1%, and grade A needs 3.5% or more."),
        ("I see. How do they test the fat? I am asking because the cows are on the new pasture, I did not expect it "
         "to be low",
         "That's a fair question. The lab tests a sample of each can, and the reading is on your receipt."),
        ("ok thank you", "You're welcome."))
    assert complaint_turns(session) == []


conversation = partial(factory.conversation, app_name="service", started_at=START)


def test_words_said_again_beside_a_laugh_and_thanks_are_no_complaint() -> None:
    # Uzbek: when will the visa be ready? / it costs 1,450 dollars / ok / it came! thank you, I asked when it will be
    # ready and here it is 😂🙏
    first = ("Assalomu alaykum. Viza qachon tayyor bo'ladi? Hujjatlarni o'tgan hafta topshirdim.",
             "Umra paketimiz narxi 1450 dollar, aviachipta bilan birga.")
    told = conversation(first, ("Keldi! Rahmat katta. Viza qachon tayyor deb so'ragandim, mana 😂🙏", "Xursandmiz!"))
    assert factory.complaint_evidence(told, "said again") == []
    held = conversation(first, ("Men narxni so'ramadim. Viza qachon tayyor bo'ladi deb so'rayapman", "Uzr."))
    assert [turn for turn, _ in factory.complaint_evidence(held, "said again")] == [1]
