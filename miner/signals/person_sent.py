"""A person of the business asked to act, and the agent sending one: a request for a person made of what they should
do, not of talking.

Users ask for a person by what the person should do for them as often as by a talk or a call: "can a real person
double-check the order actually went through?", "Can a funeral director visit us at home?", "can the on site manager
just come up and look at it himself today??". The message asks (a question, a wish, an imperative) with a person for
its subject: someone, anybody, a person, or a noun of someone who does a job, formed as English forms them ("-er",
"-or", "-ist", "-ian", "-ant", "-ent": manager, director, receptionist, technician, attendant, agent), after "can",
"could", "would", "will" or "is there a"; someone named by what they do and asked to do it ("whoever looks after
memberships, can they just renew it for me?"); someone the user could turn to ("Is there a grown-up in the building
I could ask?"); the agent asked to get one ("can you get the manager to look at it?"). The words alone do not tell a
person asked for from a service asked for ("can the driver leave it at the door?", "can a plumber come on
Tuesday?"); the agent's answer does: it sends one of its people to the user in a sentence that neither asks nor
offers, having asked or sent someone "to check", "to confirm", "to look", or someone "who will", or passing the user
to someone who will or can ("I'll pass you to one of our instructors who can confirm the course syllabus", "I've
asked a records clerk to confirm your order by email today", "the on-site warden, Gareth, is on his way to you
now"). A service booked ("I've booked an engineer for Tuesday"), a worker sent to do the work ("I've asked the
technician to come at 9"), a note passed on ("I'll pass it on to the team") and a question ("Shall I ask the manager
to call you?") send no one.

The subject (`person_asked`) is read in a clause of the message, the sending (`person_sent`) in a sentence of the
answer; `escalation.reached_on_request` joins them, the clause being one that asks and the answer's sentence one
that neither asks nor offers. English only: other languages' requests are read by the agent's answer alone
(`handoff_corroborated.py`, `number_called.py`).
"""

from __future__ import annotations

import re

# A noun of someone who does a job, by the endings English forms them with, or a person named as such.
_PERSON = (r"(?:someone|somebody|anyone|anybody|(?:real|actual|live)\s+(?:one|person|human)|person|human|"
           r"\w{2,}(?:er|or|ist|ian|ant|ent)s?)")
_PERSON_ASKED = re.compile(
    r"\b(?:can|could|would|will)\s+(?:(?:just|please)\s+)?(?:someone|somebody|anyone|anybody|"
    r"(?:a|an|the|one\s+of\s+(?:your|the))\s+(?:[\w'-]+\s+){0,2}?" + _PERSON + r")\b"
    r"|\bis\s+there\s+(?:a|an|any)\s+(?:[\w'-]+\s+){0,2}?" + _PERSON + r"\b"
    # someone named by what they do, asked to do it ("whoever looks after memberships, can they just renew it?")
    r"|\bwhoever\s+\w+s\b[^,?]{0,40},?\s+(?:can|could|would|will)\s+(?:they|he|she)\b"
    # someone the user could turn to ("Is there a grown-up in the building I could ask?")
    r"|\bis\s+there\s+(?:a|an|any)\s+[\w'-]+(?:\s+[\w'-]+){0,5}?\s+(?:i|we)\s+(?:can|could)\s+"
    r"(?:ask|see|talk|speak)\b"
    # the agent asked to get a person ("can you just get the pilot to text me?")
    r"|\b(?:get|have|ask|send)\s+(?:the|a|an|your|one\s+of\s+(?:your|the))\s+(?:[\w'-]+\s+){0,2}?" + _PERSON +
    r"\b(?:,[^,]{0,20},)?\s+to\b",
    re.IGNORECASE)
# The agent having asked or sent someone to act for the user (not to come: a worker sent to do the work), or
# someone on the way, or the user passed to someone who will.
_SENT = re.compile(
    r"\b(?:i'?ve|i\s+have|i'?ll|i\s+will|we'?ve|we\s+have|we'?ll)\s+(?:just\s+|now\s+|also\s+)?"
    r"(?:asked|ask|sent|send|called|requested|notified|passed\s+[\w\s]{0,30}?\s+to)\b[^.?!]{0,80}?"
    r"(?:\bto\s+(?:call|ring|phone|contact|see|look|check|confirm|review|renew|speak|talk|text)\b|"
    r"\bwho\s+(?:will|can|is\s+going\s+to)\b)"
    r"|\bis\s+on\s+(?:his|her|their|the)\s+way\s+to\s+you\b"
    r"|\b(?:i'?ll|i\s+will|i'?m|i\s+am)\s+(?:now\s+)?(?:pass|passing|transfer|transferring|connect|connecting|put|putting)\s+"
    r"you\s+(?:through\s+)?(?:to|with)\b[^.?!]{0,60}?\bwho\s+(?:will|can)\b",
    re.IGNORECASE)


def person_asked(clause: str) -> str | None:
    """The words of a clause that put a person of the business as the subject of what is asked, or None."""
    found = _PERSON_ASKED.search(clause.replace("\u2019", "'"))
    return found.group(0) if found else None


def person_sent(sentence: str) -> str | None:
    """The words of a sentence of the agent's answer that send one of its people to the user, or None."""
    found = _SENT.search(sentence.replace("\u2019", "'"))
    return found.group(0) if found else None


# (message, answer, whether the message is read as a request for a person): run as tests
# (tests/signals/test_person_sent.py, through `escalation.reached_on_request`).
EXAMPLES = (
    ("can a real person double-check the order actually went through?",
     "Of course. I've asked a records clerk to confirm your order by email today.", True),
    ("Can a funeral director visit us at home to make the arrangements?",
     "Of course. I'll ask one of our directors to call you to arrange a home visit.", True),
    ("can the on site manager just come up and look at it himself today??",
     "I'm sorry. I've called the on-site duty officer, who will come to your room within the hour.", True),
    ("is there a warden or anybody on site I can see?", "Yes, the on-site warden, Gareth, is on his way to you now.",
     True),
    ("whoever looks after memberships, can they just renew it for me?",
     "I'm sorry. I've sent your details to our membership secretary, who will renew it manually.", True),
    ("Is there a grown-up in the building I could ask?",
     "I'll pass you to one of our instructors who can confirm the course syllabus.", True),
    ("can the technician come earlier?", "I've asked the technician to come at 9.", False),
    ("can you get the manager to look at it?", "Of course. I've asked the store manager to check it today.", True),
    ("can a plumber come on Tuesday?", "Yes, I've booked a plumber for Tuesday between 8 and 12.", False),
    ("can the driver leave it at the door?", "Yes, I've added a note for the driver.", False),
    ("could the manager look at my complaint?", "Would you like me to ask the manager to call you?", False),
    ("the manager could not help me yesterday.", "I'm sorry. I've asked the manager to call you.", False),
    ("can I change my delivery address?", "Yes, I've asked the warehouse to check it.", False),
)
