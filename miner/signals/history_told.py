"""The problem's history told in the user's first message: what the user already did about it, or a count of what
happened, before the agent has answered anything ("My router keeps dropping. I've already restarted it twice.",
"Tried 3 times now", "I've been charged twice.", "the auditors rejected it twice.").

Read by the complaint detector: in the user's first message such words are no repetition. Nothing has been said to the
user yet, so nothing the agent did made them say or do it again: the user tells what was done before writing, as a
report of the problem does. (The weak cues that contradict the agent, "already", "no", are not read in a first
message for the same reason.) From the second message on the same words answer the agent ("I've already restarted
it", after "please restart your router") and count as before.

Still read in a first message: the user's contacts with the service counted or said again ("I already sent this to
info@ on Monday", "Called twice, nothing.", "I've said no three times this month", "This is the fourth message I've
sent today"), what the service did again ("you sent me the wrong domes twice now", "This is the second time the app has
charged me"), and a failure counted by an ordinal ("That's the third cancellation this month"): displeasure with the
service's handling, which the first message may well hold.
"""

from __future__ import annotations

import re

# What the user did about the problem, done already or counted, and a count alone closing its sentence.
OWN_DOING = (
    r"\b(?:i|i'?ve|i\s+have|we'?ve|we\s+have)\s+(?:already|just)\s+(?:\w+\s+)?(?:done|tried|did|checked|paid|"
    r"confirmed|submitted|uploaded|restarted|rebooted|reset|cleared|entered|typed|reinstalled|updated)\b",
    r"\b(?:did|done|tried|checked)\s+(?:that|this|it|so)\s+already\b",
    r"\balready\s+(?:did|tried|done|checked)\s+(?:that|this|it)\b",
    r"\b(?:tried|done)\s+(?:\S+\s+){0,5}?(?:twice|(?:two|three|four|five|several|many|multiple|\d+)\s+times)\b",
    r"\btwice(?=\s*[.!])",
)
# The user's contacts with the service counted: said, asked, written, called.
CONTACTS_COUNTED = (
    r"\b(?:said|told|asked|explained|repeated|mentioned|written|wrote|typed|sent|called|contacted|rang|phoned|"
    r"emailed|e-mailed|messaged|chased|reported|spoken?\s+to|chatted\s+with)\s+(?:\S+\s+){0,5}?"
    r"(?:twice|(?:two|three|four|five|several|many|multiple|\d+)\s+times)\b"
)
_OWN_DOING = re.compile("|".join(f"(?:{pattern})" for pattern in OWN_DOING), re.IGNORECASE)
_CONTACTS_COUNTED = re.compile(CONTACTS_COUNTED, re.IGNORECASE)


def without_history(text: str) -> str:
    """The message with what the user did about the problem, or a count alone, read as "that"; unchanged when it
    counts the user's contacts with the service."""
    if _CONTACTS_COUNTED.search(text):
        return text
    return _OWN_DOING.sub("that", text)


# (message, the message as read): run as tests (tests/signals/test_history_told.py).
EXAMPLES = (
    ("My router keeps dropping. I've already restarted it twice.", "My router keeps dropping. that it that."),
    ("The pre induction module keeps crashing. Tried 3 times now", "The pre induction module keeps crashing. that now"),
    ("The booking system crashed and I've been charged twice. I need someone from finance.",
     "The booking system crashed and I've been charged that. I need someone from finance."),
    ("my line is blocked, i already did the biometric at the centre", "my line is blocked, that the biometric at the "
     "centre"),
    ("Promised a quote 2 weeks ago. Called twice, nothing.", "Promised a quote 2 weeks ago. Called twice, nothing."),
    ("I've been told that twice.", "I've been told that twice."),
    ("copying what I already sent to info@ on Monday", "copying what I already sent to info@ on Monday"),
    ("you sent me the wrong domes twice now", "you sent me the wrong domes twice now"),
    ("This is the second time the app has charged me", "This is the second time the app has charged me"),
)
