"""The agent judging what the user told as below the service's own standard: the user's report owned as a fault.

People report what the service's people did to them calmly, as a story: "So I'm paying £95 for a massage and the
therapist spent half the time on her phone.", "your engineer left muddy boot prints all over my cream carpet", "the
crew left my bin in the middle of the pavement again". The user's words hold no cue (no judgement, no repetition, no
shouting), and a message naming only the service's workers reads as a story of someone else; the agent's answer
tells what the production model made of it: it judges what happened against the service's own standard and finds it
failed, "That's not acceptable.", "That's unacceptable.", "That's not how we want anyone to be treated.", "That
shouldn't have happened.". Sympathy ("sorry to hear that"), an apology for a delay and what the agent cannot do own
no fault of the service; "That's not what we'd expect" is said of a product's fault as readily, and is not read.

Read from the user's first message on (a complaint is as often made in the first message as later), in an answer that
does not close on a question: one that does hands the next step back to the user, asking what happened or offering a
talk ("I'm really sorry. That's not acceptable. Would you like to talk to the school owner about it?"), which the
agent says while it still gathers the story. English answers only.
"""

from __future__ import annotations

import re

from miner.signals.request_words import QUESTION_MARKS

_FAILED = re.compile(
    r"\b(?:that|this|it)(?:'s|\s+is|\s+was)\s+(?:(?:really|simply|completely|absolutely|certainly|clearly|"
    r"definitely|just)\s+)?(?:not\s+acceptable|unacceptable|not\s+(?:the\s+(?:standard|service|level)\b|"
    r"good\s+enough|how\s+we\s+(?:want|expect|treat|work)))"
    r"|\b(?:that|this|it)\s+should\s*(?:n'?t|\s+not|\s+never)\s+have\s+happened\b",
    re.IGNORECASE)


def standard_failed(answer: str) -> str | None:
    """The words of the agent's answer that find what the user told below the service's standard, or None; None
    when the answer closes on a question."""
    answer = answer.replace("\u2019", "'").rstrip()
    if not answer or answer.endswith(QUESTION_MARKS):
        return None
    found = _FAILED.search(answer)
    return found.group(0) if found else None


# (the agent's answer, whether it is read): run as tests (tests/signals/test_standard_failed.py).
EXAMPLES = (
    ("I'm very sorry. That's not acceptable.", True),
    ("I'm so sorry. That's unacceptable. I can arrange professional cleaning at our cost.", True),
    ("That's not how we want anyone to be treated. I'll pass this to the store manager.", True),
    ("That is not acceptable and I apologise. I'll pass this on to the shop manager.", True),
    ("I'm sorry, that shouldn't have happened. I've refunded the delivery fee.", True),
    ("I'm really sorry. That's not acceptable. Would you like to talk to the school owner about it?", False),
    ("That's not what we'd expect. Are the caps being clicked shut fully?", False),
    ("Oh no, sorry to hear that. I've booked a technician for Tuesday.", False),
    ("Sorry, we can't change the date once the order has shipped.", False),
    ("That's not the right form: you need the B2 form for a refund.", False),
)
