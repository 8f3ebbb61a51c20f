"""Calm corrections and displeasure at someone else: a correction setting aside what the agent never said, a fact
set right with a laugh, the agent granting one fact the user told, urgency in the first message, and the learned
model's verdict on a story of a former tradesperson's bad work are no complaint about the agent."""

from __future__ import annotations

import pytest

from miner.signals.complaint import (
    FIRST_MESSAGE_SKIPS,
    ComplaintConfig,
    ComplaintDetector,
    _contrast_unsaid,
    _unkind_aimed_elsewhere,
)
from tests import factory
from tests.factory import complaint_turns


def concession_cues(message: str, answer: str) -> list[str]:
    session = factory.conversation(("What does the ticket cost?", "It is Tk 520 in the app."), (message, answer))
    detector = ComplaintDetector(ComplaintConfig())
    signal = detector.detect(session)
    return [item.detail for item in signal.evidence] if signal else []


@pytest.mark.parametrize(
    ("text", "words", "answers", "unsaid"),
    [
        # Tuning sets 2, 10 and 15: what the user wants, set against what no answer said.
        ("A human-readable PDF, not the portal link.", ", not the portal link.", ["Sure, I'll send it."], True),
        ("We need an invoice rather than paying by card", "We need an invoice rather than …",
         ["That's the Primary School order."], True),
        ("send invoices to accounts@example.net from now on, not my email", ", not my email",
         ["I've logged your compliment."], True),
        # Setting right what the agent said: "2022" and "App Store" were its words.
        ("2023, not 2022.", ", not …", ["I see a playlist 'Road Trip 2022' that was deleted."], False),
        ("I bought it on your website, not the App Store.", ", not the … …",
         ["Purchases through the App Store have to be refunded by Apple."], False),
        # A correction of another shape is not read here.
        ("no, I said Tuesday", "no, I said", ["Booked for Monday."], False),
        # Before any answer the contrast sets right what the service did.
        ("I ordered the blue one, not the red", ", not the red", [], False),
        # What is set aside is the conversation itself.
        ("i want to talk with the head nurse or someone proper, not this chat", ", not this chat",
         ["The clinic opens at 8."], False),
    ],
)
def test_a_contrast_is_unsaid_when_no_answer_said_what_it_sets_aside(
        text: str, words: str, answers: list[str], unsaid: bool) -> None:
    assert _contrast_unsaid(text, words, answers) is unsaid


def test_a_correction_setting_aside_what_the_agent_never_said_needs_another_cue() -> None:
    session = factory.conversation(
        ("My lawyer will call the court tomorrow, do I need to do anything?", "No action is needed from you."),
        ("Yes please, and can you send me the invoice? A human-readable PDF, not the portal link.",
         "Sure, I've emailed you a PDF invoice."),
    )
    assert complaint_turns(session) == []


def test_a_correction_of_what_the_agent_said_stays_a_complaint() -> None:
    session = factory.conversation(
        ("My playlist called 'Road Trip 2023' has disappeared.",
         "I see a playlist 'Road Trip 2022' that was deleted on 2 Feb. Shall I restore it?"),
        ("2023, not 2022.", "Sorry! 'Road Trip 2023' was deleted on 14 Feb. Restoring it now."),
    )
    assert complaint_turns(session) == [1]


def test_a_figure_set_right_with_a_laugh_is_no_concession() -> None:
    # Tuning set 33: the agent's "You're right, sorry" owns its mistake, the user laughed.
    assert not any("agent concedes" in detail for detail in concession_cues(
        "Ok but 550 - 480 is 70 not 40 😅", "You're right, sorry, I should have explained the full difference."))


def test_a_bitter_lol_leaves_the_concession() -> None:
    # Tuning set 27: "lol" typed with a bitter laugh; only an emoji of laughter reads as one.
    assert any("agent concedes" in detail for detail in concession_cues(
        "It's 7:15 now. outage map still says 6pm lol", "You're right, I'm sorry, the estimate has passed."))


def test_a_laugh_beside_a_question_leaves_the_concession() -> None:
    # Tuning set 17 (Swedish): "can you make up your minds? 😅" asks, and is a complaint.
    assert any("agent concedes" in detail for detail in concession_cues(
        "Och du skriver torsdag 10:e men i mejlet står det tisdag 8:e. Kan ni bestämma er? 😅",
        "Du har helt rätt, och det är vårt fel. Det som gäller är torsdag."))


def test_the_agent_granting_one_fact_corroborates_no_verdict() -> None:
    # Tuning set 33: a time disputed calmly, the agent granting what was true until last week.
    session = factory.conversation(
        ("What time is last boat from Vyttila to Kakkanad",
         "The last Water Metro departure from Vyttila to Kakkanad is at 7:00 PM on weekdays."),
        ("No I think its 7.30, I took it last week only, reached Kakkanad around 7.55",
         "You're right that until last week the last trip was at 7:30 PM. The timetable was revised from 1 August; "
         "the last departure is now at 7:00 PM."),
        ("ohh ok ok, got it. thanks", "Have a safe trip."),
    )
    assert complaint_turns(session) == []


def test_urgency_is_not_read_in_the_first_message() -> None:
    assert "urgency" in FIRST_MESSAGE_SKIPS


@pytest.mark.parametrize(
    ("text", "elsewhere"),
    [
        ("The last carpenter that did the roof did a terrible job, that's why it's leaking. So please send someone "
         "who knows roofing very well", True),
        ("the council did a terrible job of the road. can someone come on Friday?", True),
        # The unkind word stands beside the agent or the service, or the message names them.
        ("Your carpenter did a terrible job.", False),
        ("The last carpenter that did the roof was fine. The team did a terrible job.", False),
        ("The last carpenter that did the roof did a terrible job. Can your roofer come?", False),
        # "he", "him" and the user's own people may be the service's own staff or the user's own.
        ("we told him twice to stop, it was terrible", False),
        ("My husband is furious. Please check the order.", False),
        # No unkind word: nothing is aimed.
        ("The last carpenter that did the roof is away. Please send someone.", False),
    ],
)
def test_unkind_words_aimed_elsewhere(text: str, elsewhere: bool) -> None:
    unkind = {"terrible", "furious", "stop"}
    assert _unkind_aimed_elsewhere(
        text, lambda part: any(word.strip(".,").lower() in unkind for word in part.split())) is elsewhere


def test_a_former_tradesperson_blamed_is_no_complaint_about_the_agent() -> None:
    # Tuning set 33: displeasure at the carpenter who did the roof before, a roofer asked for.
    session = factory.conversation(
        ("Evening. That rain last night was too much, water came through my ceiling in the parlour and the POP is "
         "sagging now. Do you people do POP repair?",
         "Good evening, sorry about the damage. Yes, we do POP repair, and we also check roofs for leaks."),
        ("The last carpenter that did the roof, one Mr Kelechi, did a terrible job, that's why it's leaking. So "
         "please send someone who knows roofing very well",
         "Noted. I'll assign a roofing specialist together with a POP finisher. What is the address?"),
        ("Saturday is perfect. God bless you, you are very helpful 🙌", "Amen, thank you! You're booked."),
    )
    assert complaint_turns(session) == []
