"""Whom to call, said of a call: "ring me not her, she cant hear on the phone", "call me, not my husband", "phone me
rather than Dad". The user names which of the household the call should go to, the user and not someone of their own
people: it chooses the number of a call already in play (the agent's, or one the user asked for in other words), and
is no wish for a person by itself. Read out of the message before a request for a person is read (`escalation.py`),
as the user turning to someone else is: the clause is read as "that". A caller named before the call is a person
asked for, and the clause is read as before ("please have your scheduling people call me, not her, to arrange the
time", "can someone from the surgery ring me, not her?").

Not read: a way of contact set against another ("call me rather than email"), which still asks for a call, and a
person of the service set aside ("call me, not the bot"), which asks for a person.
"""

from __future__ import annotations

import re

# A call verb opening its clause (no caller named before it), "me" or "us", then "not", "rather than" or "instead of"
# and a third person: a pronoun or someone of the user's own people.
WHOM_TO_CALL = (
    r"(^|[,.;:!?]\s*|\b(?:but|and|so|just|pls|please)\s+)(?:call|ring|phone|text)\s+(?:me|us)\s*,?\s+"
    r"(?:not|rather\s+than|instead\s+of)\s+(?:"
    r"her|him|them|(?:my|our)\s+(?:mum|mom|mother|dad|father|husband|wife|partner|son|daughter|nan|nana|gran|granny|"
    r"grandma|grandad|grandpa|brother|sister|aunt|aunty|auntie|uncle|neighbour|neighbor|friend)|"
    r"mum|mom|dad|nan|gran)\b"
)
_WHOM_TO_CALL = re.compile(WHOM_TO_CALL, re.IGNORECASE)


def without_whom_to_call(text: str) -> str:
    """The message with each clause that says whom of the household to call read as "that"."""
    return _WHOM_TO_CALL.sub(lambda found: f"{found.group(1)}that", text)


# (message, the message as read): run as tests (tests/signals/test_visits_around_weather_and_whom_to_call.py).
EXAMPLES = (
    ("yes please for the flu jab but ring me not her, she cant hear on the phone",
     "yes please for the flu jab but that, she cant hear on the phone"),
    ("call me, not my husband, he's at work", "that, he's at work"),
    ("ok. phone us rather than Dad please", "ok. that please"),
    ("can the trade team call me rather than email?", "can the trade team call me rather than email?"),
    ("call me, not the bot", "call me, not the bot"),
    ("please have your scheduling people call me, not her, to arrange the time",
     "please have your scheduling people call me, not her, to arrange the time"),
)
