"""A blessing wished to the agent ("God bless you", "be blessed", "have a blessed day", "bless up") is thanks, as
"thank you" is: it cancels the weak cues and the learned model's verdict of its message, so a hardship told with it
stays no complaint; "bless your heart", said as often in scorn, and the pity of "bless him" are not read so."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from functools import partial

import pytest

from miner.signals.english import POLITE
from tests import factory
from tests.factory import complaint_turns

START = datetime(2026, 12, 7, 11, 0, tzinfo=UTC)
_POLITE = re.compile(POLITE, re.IGNORECASE)

conversation = partial(factory.conversation, app_name="cooperative", started_at=START)

PAYMENT = ("Hello, my cocoa payment for 12 bags, receipt KP-2291, has not come to my mobile money",
           "Hello! I see it was sent on Tuesday; the network in your area delayed it. It will be retried today.")


@pytest.mark.parametrize(("message", "thanks"), [
    ("God bless you", True),
    ("Ok thank u. Be blessed", True),
    ("have a blessed evening", True),
    ("ok mi wi wait pon di call. bless up", True),
    ("Tenkyu tru. God bless yu.", True),
    ("well thats real helpful. bless your heart", False),
    ("she's terrified of hospitals, bless her", False),
    ("a blessing in disguise really", False),
])
def test_a_blessing_wished_is_thanks(message: str, thanks: bool) -> None:
    assert bool(_POLITE.search(message)) is thanks


def test_a_hardship_told_with_a_blessing_is_no_complaint() -> None:
    session = conversation(PAYMENT, ("God bless you. It has been 3 weeks waiting for this money, the school fees are "
                                     "due", "Sorry for the wait, it should reach you by this evening."))
    assert complaint_turns(session) == []


def test_the_same_hardship_told_without_it_is_read_as_before() -> None:
    session = conversation(PAYMENT, ("It has been 3 weeks waiting for this money, the school fees are due",
                                     "Sorry for the wait, it should reach you by this evening."))
    assert complaint_turns(session) == [1]


def test_bless_your_heart_is_no_thanks() -> None:
    session = conversation(
        ("can the ambulance get up our road?", "Our crews reach most roads in the county."),
        ("well thats real helpful. bless your heart. I want to talk to somebody who knows the road",
         "I'm sorry. I'll ask dispatch to call you."))
    assert complaint_turns(session) == [1]
