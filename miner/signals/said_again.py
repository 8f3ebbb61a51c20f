"""Said again: the user writes again, after the agent's answer, two words of their own earlier message that no answer
of the agent's holds.

The agent answered, and the user's next message says again a pair of words, side by side, from what the user wrote
before ("Das habe ich doch geschrieben! Der Router wurde schon **neu gestartet**!", after "ich habe den Router schon
neu gestartet"; Uzbek "Viza **qachon tayyor** bo'ladi deb so'rayapman", I am asking when the visa will be ready; Xhosa
"Ndithe **imali ibikhona**!", I said the money was there; Tatar "Шул ук сорау. **Алыштырып буламы**, юкмы.", the same
question: can it be exchanged, or not), words the agent's answers never took up: the user asks the same thing again,
or holds to what they said, because the answer did not meet it, whatever the language. Read by the complaint detector
(family `said_again`) in a message no model here reads (not English), from the user's second message on, when the
message closes on no question (a new question may name the user's own earlier words: "Mbok hotel mbufo enyene gen?").

The pair is two words of three letters or more (an article or a preposition beside a word, "τα αποτελέσματα", "un
supervisor", is not read), of twelve letters or more together ("la semaine", "ja sam" are not read), in any script
that writes words apart; lowered, so a pair said again in capitals counts. Two words that each open with a capital
are a name, a place or an address given again when asked ("Southfield Community Garden, 4 Mill Lane"), not read.
"""

from __future__ import annotations

import re
from itertools import pairwise

from miner.signals.request_words import QUESTION_MARKS

# A word of letters, or a number, of any script.
_WORD = re.compile(r"\d+|[^\W\d_]+")
MIN_WORD = 3  # letters of each word of the pair
MIN_PAIR = 12  # letters of the pair together


def pairs(text: str) -> set[tuple[str, str]]:
    """The pairs of words side by side in the text, lowered, of three letters or more each and twelve together:
    "Viza qachon tayyor bo'ladi" gives only ("qachon", "tayyor") ("viza" and "qachon" are ten letters, "bo" two)."""
    return {(first.lower(), second.lower()) for first, second in pairwise(_WORD.findall(text))
            if len(first) >= MIN_WORD and len(second) >= MIN_WORD and len(first) + len(second) >= MIN_PAIR
            and not (_named(first) and _named(second))}


def _named(word: str) -> bool:
    """Whether the word opens with a capital and goes on in small letters, as a name's or a place's does."""
    return word[0].isupper() and not word.isupper()


def said_again(text: str, written: set[tuple[str, str]], answered: set[tuple[str, str]]) -> str | None:
    """The first pair of words ("qachon tayyor") the message says again of those the user wrote before (`written`,
    the `pairs` of their earlier messages) that none of the agent's answers holds side by side (`answered`); None when
    the message closes on a question or says no such pair."""
    if text.rstrip().endswith(QUESTION_MARKS):
        return None
    candidates = (pairs(text) & written) - answered
    if not candidates:
        return None
    words = [word.lower() for word in _WORD.findall(text)]
    for pair in pairwise(words):
        if pair in candidates:
            return " ".join(pair)
    return None
