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

A message that gives a reference the user had not written before (a word of letters and three digits or more:
"ZW-88213", "GM-2024-0612", "#LC58213") answers what the agent asked for, the user's story told again beside it
("Nansi: ZW-88213. Ngayithumela kabili ku-WhatsApp yenu ngeviki ephelileyo", Northern Ndebele: here it is; I sent it
twice to your WhatsApp last week, after "I sent the money last week"): not read.
"""

from __future__ import annotations

import re
from itertools import pairwise

from miner.signals.request_words import QUESTION_MARKS

# A word of letters, or a number, of any script.
_WORD = re.compile(r"\d+|[^\W\d_]+")
MIN_WORD = 3  # letters of each word of the pair
MIN_PAIR = 12  # letters of the pair together
# A reference: a word of letters and digits, joined by hyphens or slashes, with three digits or more ("ZW-88213").
_REFERENCE = re.compile(r"[^\W_]+(?:[-/][^\W_]+)*")
REFERENCE_MIN_DIGITS = 3


def pairs(text: str) -> set[tuple[str, str]]:
    """The pairs of words side by side in the text, lowered, of three letters or more each and twelve together:
    "Viza qachon tayyor bo'ladi" gives only ("qachon", "tayyor") ("viza" and "qachon" are ten letters, "bo" two)."""
    return {(first.lower(), second.lower()) for first, second in pairwise(_WORD.findall(text))
            if len(first) >= MIN_WORD and len(second) >= MIN_WORD and len(first) + len(second) >= MIN_PAIR
            and not (_named(first) and _named(second))}


def _named(word: str) -> bool:
    """Whether the word opens with a capital and goes on in small letters, as a name's or a place's does."""
    return word[0].isupper() and not word.isupper()


def references(text: str) -> set[str]:
    """The references the text gives, words of letters and digits with three digits or more, upper-cased:
    "Nansi: ZW-88213." gives {"ZW-88213"}; "7-14", "₹1,500", "6PM" and "ku-WhatsApp" give none."""
    return {word.upper() for word in _REFERENCE.findall(text)
            if sum(character.isdigit() for character in word) >= REFERENCE_MIN_DIGITS
            and any(character.isalpha() for character in word)}


def said_again(text: str, written: set[tuple[str, str]], answered: set[tuple[str, str]],
               references_written: frozenset[str] | set[str] = frozenset()) -> str | None:
    """The first pair of words ("qachon tayyor") the message says again of those the user wrote before (`written`,
    the `pairs` of their earlier messages) that none of the agent's answers holds side by side (`answered`); None when
    the message closes on a question, gives a reference the user had not written before (`references_written`, the
    `references` of their earlier messages), or says no such pair.

    >>> said_again("Men narxni so'ramadim. Viza qachon tayyor bo'ladi deb so'rayapman",
    ...            pairs("Viza qachon tayyor bo'ladi?"), set())
    'qachon tayyor'
    >>> said_again("Nansi: ZW-88213. Ngayithumela kabili ku-WhatsApp yenu ngeviki ephelileyo",
    ...            pairs("Ngathumela imali ngeviki ephelileyo kodwa kangikayitholi"), set()) is None
    True
    """
    if text.rstrip().endswith(QUESTION_MARKS):
        return None
    if references(text) - set(references_written):
        return None
    candidates = (pairs(text) & written) - answered
    if not candidates:
        return None
    words = [word.lower() for word in _WORD.findall(text)]
    for pair in pairwise(words):
        if pair in candidates:
            return " ".join(pair)
    return None
