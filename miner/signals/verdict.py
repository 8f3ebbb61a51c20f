"""A verdict said alone: a word that judges (a bare judgement of `english.py`: "Unacceptable", "Ridiculous",
"Unbelievable", "useless") standing as a sentence of its own, of a word or two, or a hashtag, after a sentence that
tells what happened ("you delayed our departure by 2 hrs to wait for passengers from another flight! Unacceptable!!",
"I've been on hold for 30 minutes and counting. #unacceptable", "Has no idea what is going on and sighed heavily on
the phone. Unbelievable"). Said to the business, it judges what the message told it: the trouble the business made,
though no sentence names the business (a verdict alone names nothing). Read as aimed at the agent or the service,
from the user's second message on (`complaint.py`): in the first, before the agent has answered, it may judge what
others did before the agent was met ("we are switching to your firm from our current corp sec. They are refusing to
hand over the company register ... Damn ridiculous.").

Not when the message names someone else or circumstances (THIRD_PARTY: "my landlord kept the deposit. Unbelievable.",
"the snow shut the road. Ridiculous"): the verdict is on them (`complaint.py` reads such a message as told of
others). Not when no other sentence tells something (`TOLD_WORDS` words of letters, no question): a verdict with
nothing told before it ("the. Worst. Ever.", "Ridiculous?") judges what the agent just said, which the detector reads
by its own rules. Not a word that judges inside a longer sentence ("it's ridiculous how fast it came"): that is read
by whom its sentence names.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from miner.signals.english import CHAT_SENTENCE_START, THIRD_PARTY

# A verdict is a sentence of at most this many words ("Unacceptable!!", "Just ridiculous.", "#useless #FAIL").
VERDICT_WORDS = 3
# A sentence tells something from this many words of letters on.
TOLD_WORDS = 4
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|\n+|\s+-+\s+|\.{2,}|" + CHAT_SENTENCE_START)
_THIRD_PARTY = re.compile(THIRD_PARTY, re.IGNORECASE)
_LETTERS = re.compile(r"[^\W\d_]")


def _told(sentence: str) -> bool:
    """Whether a sentence tells something: `TOLD_WORDS` words of letters or more, and no question."""
    sentence = sentence.strip()
    return (not sentence.endswith(("?", "？"))
            and sum(1 for word in sentence.split() if _LETTERS.search(word)) >= TOLD_WORDS)


def verdict_alone(text: str, judges: Callable[[str], bool]) -> bool:
    """Whether a sentence of the message that `judges` finds a judgement in is a verdict said alone (at most
    `VERDICT_WORDS` words), after another sentence of the message that tells something, in a message that names
    no one else (THIRD_PARTY)."""
    if _THIRD_PARTY.search(text):
        return False
    sentences = [sentence.strip() for sentence in _SENTENCE_END.split(text) if sentence and sentence.strip()]
    for number, sentence in enumerate(sentences):
        if len(sentence.split()) <= VERDICT_WORDS and judges(sentence) and any(
                _told(other) for other in sentences[:number]):
            return True
    return False
