"""Displeasure at a party the user tells of, not the agent: a service that is "theirs", and the agent waving the
user's own apology away, which is no reaction to displeasure."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

import pytest

from tests import factory
from tests.factory import complaint_turns

START = datetime(2026, 12, 5, 9, 0, tzinfo=UTC)


conversation = partial(factory.conversation, app_name="tours", started_at=START)


@pytest.mark.parametrize("service", ["customer service", "support", "staff", "app"])
def test_their_service_judged_is_someone_elses(service: str) -> None:
    session = conversation((
        "hey so I have the jet ski tour tmrw 2pm under Reyes, but United cancelled my flight back to Manila so now "
        f"I'm stuck here till Thursday smh. their {service} is useless, 2 hrs on hold",
        "Sorry to hear about your flight! Your tour is still on. Would you like to keep tomorrow's slot or move it?"))
    assert complaint_turns(session) == []


def test_your_service_judged_is_still_a_complaint() -> None:
    session = conversation(
        ("I booked the jet ski tour for 2pm under Reyes", "Thanks! What can I help with?"),
        ("nobody was there at 2pm and I waited an hour. your customer service is useless",
         "I'm so sorry about that."))
    assert complaint_turns(session) == [1]


def test_an_apology_waved_away_is_no_reaction() -> None:
    session = conversation(
        ("Hi, sorry, I missed my fitting on Wednesday. The flight was cancelled wi da fog and I was stuck for twa "
         "days. Loganair wir useless as usual 🙄",
         "No need to apologise, the fog gets everyone! Would you like to rebook your appointment?"),
        ("Aye please. Ony time next week efter 4?", "We have Tuesday at 4:30 or Thursday at 5:00."))
    assert complaint_turns(session) == []


@pytest.mark.parametrize("message", [
    "Thank you. She's hopeless with the app, bless her",
    "thanks! my dad is useless at websites, so I'm doing it for him",
])
def test_a_third_party_bad_with_the_service_is_judged_not_the_service(message: str) -> None:
    session = conversation(
        ("Can I book the harbour tour for my dad?", "Of course! Which date?"),
        (message, "Happy to help!"))
    assert complaint_turns(session) == []


@pytest.mark.parametrize("message", [
    "he was rude at your front desk and I'm fuming",
    "the app is hopeless, it crashed twice while I was paying",
])
def test_the_service_judged_beside_a_third_party_is_still_a_complaint(message: str) -> None:
    session = conversation(
        ("Can I book the harbour tour for my dad?", "Of course! Which date?"),
        (message, "I'm so sorry about that."))
    assert complaint_turns(session) == [1]
