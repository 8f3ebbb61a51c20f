"""The user's tone as the agent read it: an answer that opens with an exclamation of the agent's own ("Done!", "Thank
you!", "Added!", "Not dumb at all!", "I'll pass it on to the store team!") and holds no reaction to displeasure (no
apology, no sympathy, no "I understand"; a call arranged does not count either way) read the message as glad or
ordinary. The marks of tone that joy shows as often as anger are then read as the agent read them: capitals, "!!!", a
word stressed, "now!", an interjection standing alone ("seriously,", "honestly", "omg") and swearing aimed at nobody
("YES!!! BLOODY LEGENDS, book us in" answered "Done! See you Saturday.", "Damn good job mate, seriously." answered
"Thank you!", "sent now. thanks" answered "Received, thank you!").

Read by the complaint detector, in messages read as English (the apologies of other languages are known only where a
team declares them): such a message's tone cues (`TONE`) are dropped. What the message says still stands: a judgement
of the agent or the service, sarcasm, an insult, a telling-off, a correction, a repetition, giving up, a request for a
person with displeasure, the learned model's verdict. Answered with an apology or sympathy ("Sorry! I've resent it.",
"Thanks! Sorry for the wait"), or with no exclamation ("Of course, switched to weekly."), the message is read as
before. Joy the agent names in words ("Congratulations!", "Glad to hear it") is `AGENT_CELEBRATES`, which drops more.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from miner.signals.english import AGENT_CALLS_BACK, AGENT_SYMPATHY, COMPLAINT_FAMILIES
from miner.signals.text import MESSAGE_CHARS_READ

# Cue families of tone alone: shouting, a stressed word, "!!", "now!" (the detector's INTENSITY), an interjection, and
# swearing aimed at nobody.
TONE = frozenset({"shouting", "stress", "exclamation", "urgency", "interjection", "profanity"})
# An interjection and nothing else ("seriously,", "Seriously?"): read by the frustration family too, it is tone there.
_INTERJECTION_ALONE = re.compile(rf"\W*(?:{COMPLAINT_FAMILIES['interjection'][2][0]})\W*", re.IGNORECASE)
_OPENING = re.compile(r"[^.?!。？！\n]+[.?!。？！]*")
_EXCLAIMED = ("!", "！")
_CALLS_BACK = re.compile(AGENT_CALLS_BACK, re.IGNORECASE)
_SYMPATHY = re.compile(AGENT_SYMPATHY, re.IGNORECASE)


def cheered(answer: str | None, reacts: Callable[[str], bool]) -> str | None:
    """The exclaimed opening of the agent's answer ("Done!") when no part of the answer reacts to displeasure (`reacts`:
    the detector's apologies and reactions, with the declared languages'; sympathy with a trouble told; a call
    arranged is set aside); else None."""
    if not answer:
        return None
    read = answer[:MESSAGE_CHARS_READ]
    opening = _OPENING.search(read)
    if not opening or not opening.group(0).rstrip().endswith(_EXCLAIMED):
        return None
    if _SYMPATHY.search(read) or reacts(_CALLS_BACK.sub(" ", read)):
        return None
    return opening.group(0).strip()


def tone_only(family: str, words: str) -> bool:
    """Whether a cue (its family and the words it found) is of tone alone: a family of `TONE`, or an interjection
    alone read by another family ("seriously," as frustration)."""
    return family in TONE or bool(_INTERJECTION_ALONE.fullmatch(words))


# (the agent's answer, its exclaimed opening read as cheer): run as tests
# (tests/signals/test_tone_as_the_agent_read_it.py).
EXAMPLES = (
    ("Done! See you Saturday.", "Done!"),
    ("Thank you! You can keep the leftover paint for touch-ups.", "Thank you!"),
    ("Not dumb at all! White gold is an alloy.", "Not dumb at all!"),
    ("Received, thank you! Our driver will call you when he reaches the junction.", "Received, thank you!"),
    ("I'm sorry! I've resent the code.", None),
    ("Thanks! Sorry for the wait, it's on its way now.", None),
    ("Oh no! I've booked a technician for tomorrow.", None),
    ("Of course, switched to the weekly box.", None),
    ("Hi! I understand, that's very stressful.", None),
    ("", None),
)
# (cue family, its words, tone alone)
TONE_EXAMPLES = (
    ("exclamation", "!!!", True),
    ("profanity", "damn", True),
    ("frustration", "seriously,", True),
    ("frustration", "Seriously?", True),
    ("frustration", "on hold for 2 hours", False),
    ("insult", "SHUT UP", False),
    ("repetition", "I already told you", False),
    ("learned", "week waiting money", False),
)
