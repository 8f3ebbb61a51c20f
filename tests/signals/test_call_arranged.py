"""A call arranged to the number the user gives, or at the hour the user names, tells the user's situation for the
call: its model's verdict corroborates no other message's (`_call_arranged` in miner/signals/complaint.py)."""

from __future__ import annotations

import pytest

from miner.signals.complaint import _call_arranged
from miner.signals.english import ESCALATION_FAMILIES, PHONE_FAMILY
from miner.signals.text import Matcher

PERSON = Matcher.build(regexes=[pattern for family, patterns in ESCALATION_FAMILIES.items() if family != PHONE_FAMILY
                                for pattern in patterns])


@pytest.mark.parametrize(("text", "arranged"), [
    ("Ok. For a matter like this I think it is better we talk to someone from your credit office, by phone or face "
     "to face. Can one of them call our chairman on 0782 330 617 this week?", True),
    ("Hmm this is too much to explain by chatting. Is it possible I talk with someone from your office by phone, so "
     "I explain our whole situation one time. My number 0767 214 890, Zawadi Sichone", True),
    ("but i am night shift so i cant go HR in day time. can someone from HR call me after 2pm?", True),
    ("Have our account manager or someone senior call me today.", False),
    ("Put me through to the delivery supervisor please, this needs sorting today.", False),
    ("My number is 0767 214 890.", False),
])
def test_a_call_arranged(text: str, arranged: bool) -> None:
    assert _call_arranged(text, PERSON) is arranged
