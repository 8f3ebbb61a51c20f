"""Blame turned back on the agent ("Is your mistake not my mistake") and thanks asked back as a question of what for
("Congratulations for wetin? 😂"): complaints, while the user owning their own mistake and a sincere "thank you for
checking" stay none."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

import pytest

from tests import factory
from tests.factory import complaint_turns

START = datetime(2026, 12, 7, 9, 0, tzinfo=UTC)


conversation = partial(factory.conversation, app_name="payroll", started_at=START)


@pytest.mark.parametrize("message", [
    "No. Rota say 6:45 departure, I have screenshot. Is your mistake not my mistake. I am not accepting lose pay",
    "that's your fault, not ours. the form was sent on time",
    "it was not my error, it was yours. fix the payslip",
])
def test_blame_turned_on_the_agent_is_a_complaint(message: str) -> None:
    session = conversation(
        ("The boat left without me today at 6:40, do I lose day pay?",
         "Transfers leave at the time on the boat schedule, 06:30. A missed transfer is unpaid absence."),
        (message, "Thank you, you're right: the rota listed 06:45. I've recorded it as our error."))
    assert complaint_turns(session) == [1]


@pytest.mark.parametrize("message", [
    "Congratulations for wetin? 😂 Abeg read wetin mi write. Mi bring TWENTY bags, loan na 8",
    "thanks for what? I told you twenty bags, not eight",
])
def test_thanks_asked_back_is_a_complaint(message: str) -> None:
    session = conversation(
        ("I brought 20 bags on Monday, loan is 8 bags. Where is the money for the other 12?",
         "Your loan is fully repaid. Congratulations, your balance is 0 now!"),
        (message, "Sorry, I read it wrong. The 12 bags are recorded as a sale, payment pending."))
    assert complaint_turns(session) == [1]


@pytest.mark.parametrize("message", [
    "oh it was my mistake, I read the wrong date. thanks for checking",
    "thank you for checking. can I collect it on Friday?",
])
def test_owning_ones_mistake_and_sincere_thanks_are_none(message: str) -> None:
    session = conversation(
        ("Is my payslip for March ready?", "Yes, it was issued on the 28th."),
        (message, "No problem, happy to help."))
    assert complaint_turns(session) == []
