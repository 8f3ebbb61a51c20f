"""A failure of the service counted in English ("That's the third cancellation this month"), and a figure given and the
figure now set side by side in one message not read as English ("Nalipila pa 12, ... Lelo ni pa 20.")."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

import pytest

from miner.signals.figure_passed import figure_passed_within
from tests import factory

START = datetime(2026, 12, 6, 9, 0, tzinfo=UTC)
OPENING = ("Hi, I have a question about my service.", "Sure, what can I help you with?")
NEUTRAL = "Let me check that for you."

conversation = partial(factory.conversation, app_name="service", started_at=START)


@pytest.mark.parametrize(
    "message",
    [
        # Tuning set 32, a ferry's sailings cancelled: said beside the user's mother, and closing on "cheers".
        "Brilliant. Absolutely brilliant. That's the third cancellation this month and my mum's just home from the "
        "hospital in Glasgow on her own in Tobermory. Cheers for that",
        "this is the second outage in a week",
        "that's the 4th missed collection since August",
        "it's the second wrong delivery, the box had someone else's shoes again",
        "Thats the third power cut since June and the freezer's gone again",
    ],
)
def test_a_failure_of_the_service_counted_is_a_complaint(message: str) -> None:
    assert factory.complaint_turns(conversation(OPENING, (message, NEUTRAL))) == [1]


@pytest.mark.parametrize(
    "message",
    [
        # A count of what the user does, not of a failure.
        "it's the second booking this week for the team, can you add a room?",
        "This is my second order this month, is there a loyalty discount?",
        "that's the third delivery address I've added, which one is the default?",
        "it's the second visit of the course, do I bring my own boots?",
    ],
)
def test_a_count_of_the_user_s_own_doing_is_none(message: str) -> None:
    assert factory.complaint_turns(conversation(OPENING, (message, NEUTRAL))) == []


# (message, the words read): the figure given and the figure now, after the same word.
WITHIN = (
    # Bemba (tuning set 25): I paid on the 12th, you said the bricks would come in two days. Today is the 20th. Not one
    # brick. What is happening?
    (
        "Nalipila pa 12, mwalandile ati amatafwali yakafika mu nshiku shibili. Lelo ni pa 20. "
        "Tapali nangu itafwali limo. Cinshi cilecitika?",
        "pa 20",
    ),
    # Lingala: 7 working days have long passed; it is 12 days now.
    ("Mikolo 7 ya mosala eleki kala. Eza mikolo 12 sikoyo.", "mikolo 12"),
    # Tuvan, in Cyrillic: you said 5 o'clock, there is no light; it is 14 o'clock now.
    ("ам шак 5 болду, свет ам-даа чок. силер шак 14 дээн силер.", "шак 14"),
)
NOT_WITHIN = (
    # Kapampangan: an address set right, the last number not the largest.
    "Blk 5 Lot 12 Sta. Monica Homes, Angeles. Ay sori pu, Blk 7 pala e Blk 5. Mali ku",
    # A range in one sentence, not a figure and a later one.
    "Libeke tse 3 ho isa ho tse 4",
    # Smaller the second time: the user's own count set down.
    "Ke batla mekotla e 10. Ke kopa mekotla e 6 fela.",
    # Two words, each counted once.
    "Ke na le bana ba 3. Ke na le dikgomo di 12.",
)


@pytest.mark.parametrize(("message", "words"), WITHIN)
def test_the_figure_given_and_the_figure_now_read(message: str, words: str) -> None:
    assert figure_passed_within(message) == words


@pytest.mark.parametrize("message", NOT_WITHIN)
def test_no_figure_passed_within(message: str) -> None:
    assert figure_passed_within(message) is None


def test_a_figure_passed_within_a_first_message_is_a_complaint() -> None:
    session = conversation(
        (WITHIN[0][0], "Twalomba pa kucelwa. Tupeeleni order number nangu ishina."),
        ("Order KB-118, Bwalya Kapambwe.", "Natotela."),
    )
    assert factory.complaint_evidence(session, "figure passed") == [(0, 'figure passed "pa 20"')]


def test_a_figure_passed_within_after_the_agent_asked_or_in_english_is_not_read() -> None:
    asked = conversation(
        ("Dumela, ke batla mekotla ya peo.", "Ke mekotla e mekae? Le nako efe?"),
        ("Mekotla e 2. Ke tla tla ka 9. Kgotsa ka 12.", "Go siame."),
    )
    assert factory.complaint_evidence(asked, "figure passed") == []
    english = conversation(
        ("Hi, I'd like to book a room.", "Of course, for which dates?"),
        ("Arriving on 14. Leaving on 16. Two adults.", "Booked."),
    )
    assert factory.complaint_evidence(english, "figure passed") == []
