"""The user's contacts and tries counted by an ordinal ("third email in a week", "This is my 3rd go"): having to say
it again, a complaint; an ordinal naming a second address or account is none."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

import pytest

from tests import factory
from tests.factory import complaint_turns

START = datetime(2026, 12, 7, 9, 0, tzinfo=UTC)


conversation = partial(factory.conversation, app_name="shop", started_at=START)


@pytest.mark.parametrize("message", [
    "third email in a week: where is my Kickstarter refund",
    "Can I talk to a person about a refund that's gone missing? This is my 3rd go",
    "this is the third form I've filled in for the same free school meals application",
    "damaged easel, 3rd replacement also damaged",
])
def test_contacts_and_tries_counted_are_a_complaint(message: str) -> None:
    session = conversation((message, "Thanks for getting in touch. Could you give me your order number?"))
    assert complaint_turns(session) == [0]


@pytest.mark.parametrize("message", [
    "please send the invoice to my second email address, accounts@example.com",
    "can I add a second account for my daughter?",
])
def test_a_second_address_or_account_is_none(message: str) -> None:
    session = conversation((message, "Of course, done."))
    assert complaint_turns(session) == []
